"""Telling apart items that share a name: "the yoga class tonight", "the 19:30 one",
"the one at the north branch", "晚上那节".

Two items of a list can be called the same (Yoga at 07:00, Yoga at 19:30). The user then
says which by another of their fields: a date ("on December 9", "下周三"), a clock time
written out, a part of the day, or a value only one of them holds. Each of these narrows
the list; a qualifier that fits none of the items is no qualifier of this list and is
left out.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from ..read import text as T
from ..read.dates import find_dates, find_times

# Parts of the day, as hours [from, to): a reading of everyday words, not of any one list.
PARTS_OF_DAY = (
    (re.compile(r"\b(?:tonight|evening|night)\b|今晚|晚上|傍晚|夜里|夜间|晚间", re.I), 17, 24),
    (re.compile(r"\bafternoon\b|下午", re.I), 12, 18),
    (re.compile(r"\b(?:morning|breakfast)\b|早上|早晨|清晨|上午|早间", re.I), 4, 12),
    (re.compile(r"\b(?:noon|midday|lunchtime)\b|中午", re.I), 11, 14),
)
DATE_IN = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
DATE_KEY = re.compile(r"date|day|start|begin|time|when|at$|on$", re.I)
CLOCK_IN = re.compile(r"(?:^|[T\s])(\d{1,2}):(\d{2})")
TIME_KEY = re.compile(r"start|begin|time|depart|at$|when|hour|slot", re.I)


def clock_of(item: Any) -> tuple[int, int] | None:
    """The item's time of day (hour, minute): from the field that says when it starts."""
    if not isinstance(item, dict):
        return None
    timed = [(k, CLOCK_IN.search(v)) for k, v in item.items() if isinstance(v, str)]
    timed = [(k, m) for k, m in timed if m]
    if not timed:
        return None
    key, m = next(((k, m) for k, m in timed if TIME_KEY.search(k)), timed[0])
    return int(m.group(1)), int(m.group(2))


def date_of(item: Any) -> dt.date | None:
    """The item's calendar date: from the field that says when it is (an ISO date)."""
    if not isinstance(item, dict):
        return None
    dated = [(k, DATE_IN.search(v)) for k, v in item.items() if isinstance(v, str)]
    dated = [(k, m) for k, m in dated if m]
    if not dated:
        return None
    _, m = next(((k, m) for k, m in dated if DATE_KEY.search(k)), dated[0])
    try:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def _by_date(question: str, items: list, today: dt.date | None) -> list:
    """The items on a date the question names ("on December 9", "12月3日", "next Wednesday").
    Without a year the date is read against today, or, when none is known, the month and
    day alone are compared."""
    dates = [d for d in (date_of(i) for i in items) if d]
    if not dates:
        return []
    said = [h.date for h in find_dates(question, today or min(dates))]
    if not said:
        return []
    hits = [i for i in items if date_of(i) in said]
    if not hits and today is None:
        days = {(d.month, d.day) for d in said}
        hits = [i for i in items if (d := date_of(i)) and (d.month, d.day) in days]
    return hits


def _by_clock(question: str, items: list) -> list:
    """The items at a time the question writes out ("at 19:30", "7:30pm", "晚上7点半")."""
    said = {(t.time.hour, t.time.minute) for t in find_times(question)}
    return [i for i in items if clock_of(i) in said] if said else []


def _by_part_of_day(question: str, items: list) -> list:
    """The items in the part of the day the question names ("tonight" → 17:00 or later)."""
    for words, start, end in PARTS_OF_DAY:
        if words.search(question):
            return [i for i in items if (c := clock_of(i)) and start <= c[0] < end]
    return []


def _by_value(question: str, items: list, name_keys: tuple) -> list:
    """The items holding a short value the question names ("north" of "the north branch")
    that not every item holds."""
    wanted = T.concepts(question)
    lowered = question.lower()

    def named(value: str) -> bool:
        if T.has_cjk(value):
            return value in question
        if re.search(rf"(?<![\w-]){re.escape(value.lower())}(?![\w-])", lowered):
            return True
        have = T.concepts(value)
        return bool(have) and have <= wanted

    # field by field: a field every item's value of which is named (the shared route
    # "Harbour Shuttle") singles nothing out; one whose value only some have does
    left = items
    for key in dict.fromkeys(k for item in items for k in item if k.lower() not in name_keys):
        hits = [i for i in left if isinstance(v := i.get(key), str) and 2 <= len(v) <= 40
                and not re.search(r"\d", v) and named(v)]
        if 0 < len(hits) < len(left):
            left = hits
    return left if len(left) < len(items) else []


def narrowed(question: str, items: list, name_keys: tuple, by_values: bool,
             today: dt.date | None = None) -> list:
    """The items left once the question's qualifiers are applied, each only if it leaves
    some. `by_values`: also by a value of another field (only among same-named items: a
    word like "done" in "mark it done" is what to do, not which task)."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) != len(items):
        return items
    ways = [lambda q, its: _by_date(q, its, today), _by_clock, _by_part_of_day]
    if by_values:
        ways.append(lambda q, its: _by_value(q, its, name_keys))
    left = items
    for way in ways:
        kept = way(question, left)
        if kept:
            left = kept
    return left
