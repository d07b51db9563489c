"""Reading a tool result the way a model does: what it is about, and where its items are.

Learners' tools return lists bare (`[...]`) or wrapped (`{"tasks": [...], "count": 3}`);
both are a list of items to a model. And a record is *about* something: its id, name or
title, which is how an answer names it.
"""

from __future__ import annotations

import re
from typing import Any

SUBJECT_KEYS = ("title", "name", "subject", "city", "path", "filename", "label")


def items_of(result: Any) -> list | None:
    """The list of records a result holds: the result itself, or the one list-valued field
    of a wrapping dict (the rest of the dict is context, like the date of an agenda)."""
    if isinstance(result, list):
        return result
    if isinstance(result, dict):
        lists = [v for v in result.values() if isinstance(v, list)]
        scalars = [v for v in result.values() if not isinstance(v, (list, dict))]
        tables = [v for v in result.values() if isinstance(v, dict)]
        # A wrapper holds its list and a little context (a date, a count, a page token, one
        # flat table such as the fares); a record with many fields that happens to hold a
        # list (an order's items) is a record.
        if len(lists) == 1 and len(scalars) <= 3 and len(tables) <= 1 and \
                all(not isinstance(v, (dict, list)) for t in tables for v in t.values()) and \
                (not scalars or not lists[0] or isinstance(lists[0][0], dict)):
            return lists[0]   # (a product's list of features is one of its fields, not records)
    return None


def context_of(result: Any) -> dict:
    """The scalar fields next to a wrapped list ({"date": ..., "events": [...]} -> date)."""
    if isinstance(result, dict) and items_of(result) is not None:
        return {k: v for k, v in result.items() if not isinstance(v, (list, dict))}
    return {}


def id_key(record: dict) -> str | None:
    """The field that identifies a record: `id`, or the first `..._id`."""
    if "id" in record:
        return "id"
    return next((k for k in record if k.lower().endswith("_id") or k.lower().endswith("id")
                 and len(k) > 2 and k[-3].islower() is False), None)


def subject_key(record: dict) -> str | None:
    """The field a person would call the record by: its title or name ("Shenzhen Pengcheng
    Trading", not "dealer 42"), else a leading `order_id`-style key (the record says what it
    is: "Order A-1024"), else its id."""
    for key in ("title", "name"):
        if isinstance(record.get(key), str) and record[key]:
            return key
    first = next(iter(record), None)
    if first and first.lower().endswith("_id") and not isinstance(record[first], (dict, list)):
        return first
    for key in SUBJECT_KEYS:
        if key in record and isinstance(record[key], (str, int, float)) and record[key] != "":
            return key
    return id_key(record)


# ---------------------------------------------------------------- lists written as text

BULLET = re.compile(r"^\s*(?:[-*•·]|\d{1,3}[.)、])\s+")
CELL_SPLIT = (re.compile(r"\s*\|\s*"), re.compile(r"\t+"), re.compile(r"\s{2,}"), re.compile(r"\s*[;；]\s*"))
HAS_DIGIT = re.compile(r"\d")
CODE_CELL = re.compile(r"^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]+(?:[-_/.#][A-Za-z0-9]+)*$|^#?\d{1,9}$")
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")
CLOCK = re.compile(r"^\d{1,2}:\d{2}$")
# "one per line: code | name | day time", "(id, date, title)": the columns a description names
COLUMNS = re.compile(r"[:：(（]\s*([^:：()（）.。]+?)\s*(?:[)）.。]|$)")


def text_records(text: Any, description: str = "") -> list[dict] | None:
    """A list written as lines of text ("PC-5 | Painting club | Thursday 15:30") read as
    records, the way a model reads a table: cells split at `|`, tabs, runs of spaces or `;`
    (else at the edges between words and codes, dates and numbers), named by a header line,
    else by the columns the tool's description lists, else by what they hold (a code is the
    `id`, an ISO date the `date`, a clock time the `time`, the longest words the `name`).
    None unless it holds two or more lines of the same shape."""
    if not isinstance(text, str) or "\n" not in text.strip():
        return None
    lines = [BULLET.sub("", line).strip() for line in text.strip().splitlines()]
    lines = [line for line in lines if line and not re.fullmatch(r"[-=|+\s]+", line)]
    if len(lines) < 2 or len(lines) > 200:
        return None
    rows = [_cells(line) for line in lines]
    header = None
    if not HAS_DIGIT.search(lines[0]) and all(HAS_DIGIT.search(line) for line in lines[1:]) \
            and len(rows[0]) >= 2:
        header, rows = rows[0], rows[1:]
    width = len(rows[0])
    if width < 2 or any(len(r) != width for r in rows) or not all(HAS_DIGIT.search(" ".join(r)) for r in rows):
        return None   # prose, or lines of different shapes: not a table
    names = header if header and len(header) == width else _described_columns(description, width) \
        or _columns_by_content(rows)
    return [dict(zip(_unique(names), row)) for row in rows]


def _cells(line: str) -> list[str]:
    for splitter in CELL_SPLIT:
        parts = [p.strip() for p in splitter.split(line) if p.strip()]
        if len(parts) >= 2:
            return parts
    # single spaces: a cell ends where words meet a code, a date or a number
    cells: list[str] = []
    for token in line.split():
        if cells and not HAS_DIGIT.search(token) and not HAS_DIGIT.search(cells[-1]):
            cells[-1] += " " + token
        else:
            cells.append(token)
    return cells


def _described_columns(description: str, width: int) -> list[str] | None:
    for m in COLUMNS.finditer(description or ""):
        for splitter in (r"\s*\|\s*", r"\s*[,，、/]\s*", r"\s+"):
            names = [n.strip() for n in re.split(splitter, m.group(1)) if n.strip()]
            if len(names) == width and all(len(n) <= 24 for n in names):
                return [n.replace(" ", "_") for n in names]
    return None


def _columns_by_content(rows: list[list[str]]) -> list[str]:
    width, names = len(rows[0]), []
    for i in range(width):
        column = [r[i] for r in rows]
        if all(ISO_DATE.match(c) for c in column):
            names.append("date")
        elif all(CLOCK.match(c) for c in column):
            names.append("time")
        elif all(CODE_CELL.match(c) for c in column) and "id" not in names:
            names.append("id")
        else:
            names.append("")
    wordy = [i for i in range(width) if not names[i] and not any(HAS_DIGIT.search(r[i]) for r in rows)]
    if wordy:
        longest = max(wordy, key=lambda i: sum(len(r[i]) for r in rows))
        names[longest] = "name"
    return [n or f"field_{i + 1}" for i, n in enumerate(names)]


def _unique(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name}_{seen[name]}")
    return out
