"""What every item of a list has in common is said once, before the items.

Three ferries all run by BlueLine, three lessons all with Ms Ortiz: a person says "all run
by BlueLine" once and then only what tells the items apart — not "the operator is BlueLine"
three times. A field is shared when every item holds it with the same short value; names,
ids and long texts are each item's own and stay with it.
"""

from __future__ import annotations

import re
from typing import Any

from ..read.results import id_key, subject_key

MIN_ITEMS = 2
SHORT = 40   # a value longer than this is an item's own text, not a shared detail


def shared_fields(items: list) -> dict[str, Any]:
    """The fields every record of `items` holds with one same short value (in the first
    record's order); {} for fewer than two records or when nothing is shared."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < MIN_ITEMS or len(records) != len(items):
        return {}
    first = records[0]
    own = {id_key(first), subject_key(first)} - {None}
    shared = {}
    for key, value in first.items():
        if key in own or isinstance(value, (dict, list)) or value in (None, "") or \
                re.search(r"(?:^|_)(?:name|title)$", key) or key == "id" or \
                isinstance(value, str) and len(value) > SHORT:
            continue
        if all(key in r and r[key] == value for r in records[1:]):
            shared[key] = value
    if len(shared) >= len(first) - 1:
        return {}   # nothing would be left to tell the items apart
    return shared


def without(items: list[dict], keys) -> list[dict]:
    """The items with the shared fields taken out (said once instead)."""
    return [{k: v for k, v in i.items() if k not in keys} for i in items]


def said_once(shared: dict[str, Any], zh: bool) -> str:
    """"all with operator BlueLine and 9 EUR" / "运营商均为 BlueLine": the shared fields
    as one phrase for the list's lead."""
    from .clauses import THE_IS
    from .labels import label
    from .sentences import field_clause, join_clauses, value_text
    parts, states = [], []
    for key, value in shared.items():
        if zh:
            clause = field_clause(key, value, True)
            m = re.match(r"(.+?)是(.+)$", clause)
            parts.append(f"{m.group(1)}均为{m.group(2)}" if m else f"均{clause}")
            continue
        clause = field_clause(key, value, False)
        m = THE_IS.match(clause)
        if m and re.fullmatch(r"(?:\w+_)?(?:status|state)", key) and isinstance(value, str):
            states.append(value.replace("_", " "))   # "all delivered", not "status delivered"
            continue
        if value is True and not m and len(clause.split()) <= 2:
            states.append(clause)   # "all covered", not "all with covered"
            continue
        parts.append(f"{m.group(1)} {m.group(3)}" if m else clause)
    if zh:
        return "，".join(parts)
    if states:   # "all delivered, with dealer id 42 and in Shenzhen"
        rest = join_clauses([p if p.startswith(("on ", "at ", "in ", "from ")) else f"with {p}" for p in parts], False)
        return "all " + join_clauses(states, False) + (f", {rest}" if rest else "")
    if not parts:
        return ""
    return "all with " + join_clauses(parts, False) if not parts[0].startswith(("on ", "at ", "in ", "from ")) \
        else "all " + join_clauses(parts, False)
