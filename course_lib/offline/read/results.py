"""Reading a tool result the way a model does: what it is about, and where its items are.

Learners' tools return lists bare (`[...]`) or wrapped (`{"tasks": [...], "count": 3}`);
both are a list of items to a model. And a record is *about* something: its id, name or
title, which is how an answer names it.
"""

from __future__ import annotations

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
        # A wrapper holds its list and a little context (a date, a count, a page token);
        # a record with many fields that happens to hold a list (an order's items) is a record.
        if len(lists) == 1 and len(scalars) <= 3 and \
                all(not isinstance(v, dict) for v in result.values()) and \
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
