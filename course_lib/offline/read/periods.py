"""A stretch of days said as one word: "next week", 下周, "this month", 本月, 上个月.

"How many rehearsals are there next week?" counts the records dated in that week: Monday to
Sunday (weeks start on Monday, as dates.py reads 下周五), or the calendar month. A week or
month followed by a day ("next Friday", 下周五, 下个月5号) names a day, not the stretch:
dates.py reads it.
"""

from __future__ import annotations

import datetime as dt
import re

_WEEK = re.compile(r"\b(?P<en>this|next|last|coming|previous)\s+week\b(?!\s*(?:'s\s+)?(?:mon|tue|wed|thu|fri|sat|sun))|"
                   r"(?P<zh>本|这|下|上|下个|上个|这个)(?:周|星期|礼拜)"
                   # (下周一 is a Monday; 下周一共 "next week, in all" is the week)
                   r"(?![二三四五六日天末\d]|一(?!共|起|直|下|样))", re.I)
_MONTH = re.compile(r"\b(?P<en>this|next|last|coming|previous)\s+month\b|"
                    r"(?P<zh>本|这个|下个?|上个?)月(?![\d一二三四五六七八九十]+[号日])", re.I)
_SHIFT = {"this": 0, "coming": 1, "next": 1, "last": -1, "previous": -1,
          "本": 0, "这": 0, "这个": 0, "下": 1, "下个": 1, "上": -1, "上个": -1}


def stated_period(text: str, today: dt.date) -> tuple[dt.date, dt.date] | None:
    """The first and last day of the one week or month the text states, else None."""
    found = []
    for m in _WEEK.finditer(text or ""):
        shift = _SHIFT[(m.group("en") or m.group("zh")).lower()]
        monday = today - dt.timedelta(days=today.weekday()) + dt.timedelta(weeks=shift)
        found.append((monday, monday + dt.timedelta(days=6)))
    for m in _MONTH.finditer(text or ""):
        shift = _SHIFT[(m.group("en") or m.group("zh")).lower()]
        index = today.month - 1 + shift
        first = dt.date(today.year + index // 12, index % 12 + 1, 1)
        nxt = dt.date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        found.append((first, nxt - dt.timedelta(days=1)))
    return found[0] if len(set(found)) == 1 else None


def within(records: list[dict], period: tuple[dt.date, dt.date]) -> list[dict] | None:
    """The records whose date falls in the period; None when the records hold no dates."""
    key = next((k for k, v in (records[0] if records else {}).items()
                if isinstance(v, str) and re.match(r"\d{4}-\d{2}-\d{2}", v)), None)
    if key is None or not all(isinstance(r.get(key), str) for r in records):
        return None
    start, end = period
    return [r for r in records if re.match(r"\d{4}-\d{2}-\d{2}", r[key])
            and start <= dt.date.fromisoformat(r[key][:10]) <= end]
