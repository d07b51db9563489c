"""Dates as people write them: 2026-12-02 → "2 December" / "12月2日".

A tool returns ISO dates; an answer says them the way the user's language does. The year
is left out for a date within a month of "today" (the request's, else the course's fixed
date, never the clock), where nobody could misread it; a farther date keeps it. `compose`
sets that "today" for the answer it writes (`this_year`).
"""

from __future__ import annotations

import contextvars
import datetime as dt
import re
from contextlib import contextmanager

from ..read.conversation import COURSE_TODAY

ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
NEAR_DAYS = 31   # a date this close to today is read against it: no year needed
_TODAY = contextvars.ContextVar("answer_today", default=COURSE_TODAY)


@contextmanager
def this_year(today: dt.date):
    """Within the block, dates near `today` are said without their year."""
    token = _TODAY.set(today)
    try:
        yield
    finally:
        _TODAY.reset(token)


def today() -> dt.date:
    """The "today" the answer being written is said against (the request's, else the course's)."""
    return _TODAY.get()


def say_month(text: str, zh: bool) -> str | None:
    """A whole "YYYY-MM" value as the language says a month: "November" / "11月" (with
    its year when it is not this year's), else None."""
    m = re.fullmatch(r"(\d{4})-(\d{2})", text.strip())
    if not m or not 1 <= int(m.group(2)) <= 12:
        return None
    year, month = int(m.group(1)), int(m.group(2))
    same = year == _TODAY.get().year
    if zh:
        return ("" if same else f"{year}年") + f"{month}月"
    return MONTHS[month - 1] + ("" if same else f" {year}")


def say_date(text: str, zh: bool) -> str | None:
    """The natural form of a value that is a whole ISO date or date-time, else None."""
    m = ISO.fullmatch(text.strip())
    if not m:
        return None
    year, month, day = (int(g) for g in m.groups()[:3])
    try:
        date = dt.date(year, month, day)
    except ValueError:
        return None
    clock = f"{m.group(4)}:{m.group(5)}" if m.group(4) else ""
    if clock and m.group(6):   # a zone the tool gave is part of the time
        clock += " UTC" if m.group(6) == "Z" else f" (UTC{m.group(6)})"
    today = _TODAY.get()
    same = year == today.year and abs((date - today).days) <= NEAR_DAYS
    if zh:
        said = ("" if same else f"{year}年") + f"{month}月{day}日"
        return said + (f" {clock}" if clock else "")
    said = f"{day} {MONTHS[month - 1]}" + ("" if same else f" {year}")
    return said + (f" at {clock}" if clock else "")
