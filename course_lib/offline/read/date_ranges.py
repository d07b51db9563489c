"""The two ends of a stretch of days: "Friday to Sunday", 下周五到周日, 12月15号到18号,
12月18号入住、23号退房.

Read one by one, the second end can come out wrong: 周日 alone is the coming Sunday, which
may fall before the Friday the stretch starts on, and 18号 alone is read against today, not
against the month the first end named (23号退房 is not even read, since a bare 23号 before a
noun may be a house number). A person reads the second end against the first: it comes after
it. So, when two dates stand joined by a range mark (to, until, 到, 至, ~) or a list mark
(、, ，, and) with nothing else between:

  * a bare day of the month (18号, the 18th) is that day of the first end's month, or of the
    month after when that day has passed;
  * a weekday said without "this"/"next" (周日, Sunday), or with the same "next" as the first
    end (下周六到下周一), that falls on or before the first end is the one after it.

Dates written in full (3月5号到3月8号, 2027-03-05) are kept as written: a stretch that ends
before it starts is the user's to fix, not the reader's. Cost: one pass over the hits.
"""

from __future__ import annotations

import datetime as dt
import re

# What joins the two ends of a stretch or of a list of days (grammar of both languages).
RANGE = re.compile(r"^\s*(?:到|至|~|～|-|–|—|住到|待到|until|till|to|through|thru|"
                   r"[\u4e00-\u9fff]{1,2}(?:、|，|,))\s*$", re.I)   # "入住、": the first end's verb
JOIN = re.compile(rf"{RANGE.pattern}|^\s*(?:、|，|,|和|及|and)\s*$", re.I)
# A day of the month with nothing after it that a date grammar needs: 23号退房, 18号一只猫.
BARE_DAY = re.compile(r"(?<![\d月年第])(\d{1,2}|[一二三四五六七八九十]{1,3})[号日]")
WEEKDAY = re.compile(r"^(?:(下下|下|上|这|本)个?)?(?:周|星期|礼拜)[一二三四五六日天]$|"
                     r"^(?:(next|this|coming|on)\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$", re.I)
DAY_ALONE = re.compile(r"^(?:(?:on\s+)?the\s+)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:st|nd|rd|th|号|日)$", re.I)

Hit = tuple  # (date, start, end)


def bare_days_after_dates(text: str, hits: list[Hit], number) -> list[Hit]:
    """Bare days of the month (23号) that follow a date across a join mark and that the
    date grammar left unread; `number` reads a numeral."""
    found = []
    for m in BARE_DAY.finditer(text):
        if any(s < m.end() and m.start() < e for _, s, e in hits):
            continue
        before = [h for h in hits if h[2] <= m.start()]
        if not before:
            continue
        first = before[-1]
        gap = text[first[2]:m.start()]
        if not JOIN.match(gap):
            continue
        day = number(m.group(1))
        date = _day_after(first[0], day) if day else None
        if date:
            found.append((date, m.start(), m.end()))
    return found


def settle(hits: list[Hit], text: str) -> list[Hit]:
    """The hits with each stretch's second end read against its first."""
    out = list(hits)
    for i in range(1, len(out)):
        first, second = out[i - 1], out[i]
        if not JOIN.match(text[first[2]:second[1]]):
            continue
        said = text[second[1]:second[2]].strip()
        if DAY_ALONE.match(said):
            day = second[0].day
            out[i] = (_day_after(first[0], day) or second[0], second[1], second[2])
        elif second[0] <= first[0] and RANGE.match(text[first[2]:second[1]]) and \
                _loose_weekday(said, text[first[1]:first[2]].strip()):
            date = second[0]
            while date <= first[0]:
                date += dt.timedelta(weeks=1)
            out[i] = (date, second[1], second[2])
    return out


def _loose_weekday(said: str, first_said: str) -> bool:
    """A weekday that names no week of its own, or the same week word as the first end."""
    m = WEEKDAY.match(said)
    if not m:
        return False
    which = (m.group(1) or m.group(2) or "").lower()
    if which in ("", "on", "coming"):
        return True
    first = WEEKDAY.match(first_said)
    return bool(first) and (first.group(1) or first.group(2) or "").lower() == which


def _day_after(first: dt.date, day: int) -> dt.date | None:
    """That day of `first`'s month when it is not before `first`, else of the next month."""
    if not 1 <= day <= 31:
        return None
    for months in (0, 1, 2):
        index = first.month - 1 + months
        year, month = first.year + index // 12, index % 12 + 1
        try:
            date = dt.date(year, month, day)
        except ValueError:
            continue
        if date >= first:
            return date
    return None
