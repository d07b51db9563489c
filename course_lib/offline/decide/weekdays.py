"""Telling items apart by the weekday they fall on: "the Thursday painting club", "周三的游泳课".

A weekly list says when each thing meets by a weekday ("Thursday 15:30", "周三 16:00"), not by
a date. The user names the day the same way, or by a date ("on the 10th", a Thursday). Both
sides are read as dates against today and compared by their weekday.
"""

from __future__ import annotations

import datetime as dt
import re

from ..read.dates import find_dates

ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def weekdays_said(text: str, today: dt.date) -> set[int]:
    """The weekdays (0 = Monday) of the dates a text names."""
    return {h.date.weekday() for h in find_dates(text, today)}


def item_weekdays(item, today: dt.date) -> set[int]:
    """The weekdays an item's short text fields name ("Thursday 15:30"); not its ISO dates,
    which say one day, not a weekly one (those are compared as dates elsewhere)."""
    if not isinstance(item, dict):
        return set()
    out: set[int] = set()
    for value in item.values():
        if isinstance(value, str) and len(value) <= 40 and not ISO.search(value):
            out |= weekdays_said(value, today)
    return out


def on_weekday(question: str, items: list, today: dt.date) -> list:
    """The items that fall on a weekday the question names, when that leaves some but not
    all; else the items as they were."""
    said = weekdays_said(question, today)
    if not said or not items:
        return items
    days = [item_weekdays(i, today) for i in items]
    if not all(days):
        return items   # not a weekly list: its items say no weekday
    kept = [i for i, d in zip(items, days) if d & said]
    return kept if 0 < len(kept) < len(items) else items
