"""'When is my next visit?', '下一次是什么时候？': the first item still ahead, from a list.

A list of dated things (appointments, departures, lessons) and a question about the next
one: the answer is the earliest item on or after "today" (the request's), said whole — not
the list. Items with no date, or a list where none is ahead, leave the question to the
list's own answer.
"""

from __future__ import annotations

import datetime as dt
import re

from ..read.conversation import PastCall
from ..read.results import items_of
from .dates import today

ASKS_NEXT = re.compile(r"\bnext\b(?!\s+(?:week|month|year|weekend)\b)|\bupcoming\b|下一[次个场节班趟位件]|下次|最近的?一[次个场节班趟]", re.I)
DAY = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}:\d{2}))?")


def _when(item: dict) -> tuple[dt.date, str] | None:
    """The item's day (and time, when it has one) for ordering; None when it has no date."""
    for value in item.values():
        m = DAY.match(value.strip()) if isinstance(value, str) else None
        if m:
            try:
                day = dt.date.fromisoformat(m.group(1))
            except ValueError:
                continue
            clock = m.group(2) or next((v.strip() for v in item.values() if isinstance(v, str)
                                        and re.fullmatch(r"\d{1,2}:\d{2}", v.strip())), "")
            return day, clock.zfill(5)
    return None


def next_one(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """The next dated item of a list, said as a record, and the call it came from."""
    if not ASKS_NEXT.search(question):
        return None
    for call in calls:
        items = [i for i in items_of(call.result) or [] if isinstance(i, dict)]
        dated = [(w, i) for i in items if (w := _when(i))]
        ahead = sorted((w, n, i) for n, (w, i) in enumerate(dated) if w[0] >= today())
        if not items or len(dated) < len(items) or not ahead:
            continue
        item = ahead[0][2]
        from .sentences import describe_record, finish
        said = describe_record(item, question, zh)
        if zh:
            return finish(f"下一次：{said}", True), [call]
        return finish(f"The next one: {said}", False), [call]
    return None
