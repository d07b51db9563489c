"""Tool results that aren't JSON objects, read as records: a Python repr of tuples, a
plain-text table.

Other people's tools return what their language prints. A list of tuples
`[('C-03', 'caravan', 28.0, True), ...]` has no field names, but the tool's description
usually says them ("as (pitch, type, price_gbp, free) tuples"): a model reads each tuple
with those names. A plain-text board prints a header row and one row per item, columns
lined up with spaces; a model reads it as a table. Both become lists of dicts, so every
answer that reads records (counts, conditions, yes/no) reads them too.
"""

from __future__ import annotations

import re
from typing import Any

# "(pitch, type, price_gbp, free)": field names in brackets, in a description
NAMES_IN_BRACKETS = re.compile(r"[(（]\s*([A-Za-z_][\w/ -]*(?:\s*[,，、]\s*[A-Za-z_][\w/ -]*)+)\s*[)）]")
COLUMN_GAP = re.compile(r"\s{2,}|\t")


def _key(name: str) -> str:
    """A column's header as a field name: "Seats left" → seats_left, "KM/H" → km_per_h; a
    currency per something is a price: "GBP/NIGHT" → price_per_night_gbp."""
    words = lambda text: re.sub(r"[\s-]+", "_", text.strip().lower())
    amount, per, unit = name.partition("/")
    if per and re.fullmatch(r"\s*[A-Z]{3}\s*", amount):
        return f"price_per_{words(unit)}_{words(amount)}"
    return f"{words(amount)}_per_{words(unit)}" if per else words(name)


def _value(cell: str) -> Any:
    cell = cell.strip()
    if re.fullmatch(r"-?\d+", cell):
        return int(cell)
    if re.fullmatch(r"-?\d+\.\d+", cell):
        return float(cell)
    return cell


def _tuple_names(description: str) -> list[list[str]]:
    return [[_key(n) for n in re.split(r"\s*[,，、]\s*", m.group(1))]
            for m in NAMES_IN_BRACKETS.finditer(description or "")]


def _named_tuples(value: Any, names: list[list[str]]) -> Any:
    """Lists of same-length tuples, anywhere in the value, as dicts under the names the
    description gives for that length; everything else as it was."""
    if isinstance(value, dict):
        return {k: _named_tuples(v, names) for k, v in value.items()}
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, tuple) for v in value):
        size = len(value[0])
        keys = next((n for n in names if len(n) == size), None)
        if keys and all(len(v) == size for v in value):
            return [dict(zip(keys, v)) for v in value]
    if isinstance(value, list):
        return [_named_tuples(v, names) for v in value]
    return value


def _table(text: str) -> list[dict] | None:
    """The rows of a plain-text table under its header row (columns two spaces apart or
    more), or None when the text holds no such table."""
    lines = [line for line in text.splitlines() if line.strip()]
    for at, line in enumerate(lines):
        header = COLUMN_GAP.split(line.strip())
        if len(header) < 2 or any(re.search(r"\d", h) for h in header):
            continue   # a header names its columns; a row of values is no header
        rows = []
        for row in lines[at + 1:]:
            cells = COLUMN_GAP.split(row.strip())
            if len(cells) != len(header):   # a cell as wide as its column: one space left
                cells = row.split()
            if len(cells) != len(header):
                break
            rows.append({_key(h): _value(c) for h, c in zip(header, cells)})
        if len(rows) >= 1 and len(rows) == len(lines) - at - 1:
            return rows
    return None


def as_records(result: Any, description: str) -> Any:
    """The result with its tuples named and its text table read; else as it came."""
    if isinstance(result, str):
        return _table(result) or result
    names = _tuple_names(description)
    return _named_tuples(result, names) if names else result
