"""Dates, months and clock times in English and Chinese, relative to a given "today".

No clock is ever read: "tomorrow" means the day after the `today` passed in (the
conversation's own date, see `today_from`). Candidate spans are found by small grammars
below (month and weekday names from babel's CLDR data); English spans are then parsed by
dateparser with RELATIVE_BASE set to `today`. Letting dateparser search whole texts is
slow and finds dates in "may" and "march on"; here it only sees spans already found.
Chinese phrases dateparser does not know (下周五, 三天后, 下个月5号) are read here directly.

Choices, so callers know what they get:
  * "11/02/2026" is month/day/year (US order) unless the first number is over 12;
  * a date without a year ("March 3", "3月5日") is its nearest occurrence to today;
  * a named month without a year is the latest one not after today ("next" moves it on);
  * "next Friday" and 下周五 are the Friday of next week (weeks start on Monday);
    "this Friday", "on Friday", "Friday", 周五 the next Friday from today (today included);
    "last Friday" the latest Friday before today, 上周五 the Friday of last week.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache, lru_cache

from .numbers import fold


@dataclass(frozen=True)
class DateHit:
    date: dt.date
    start: int
    end: int


@dataclass(frozen=True)
class MonthHit:
    year: int
    month: int
    start: int
    end: int


@dataclass(frozen=True)
class TimeHit:
    time: dt.time
    start: int
    end: int


@dataclass(frozen=True)
class DateTimeHit:
    datetime: dt.datetime
    start: int
    end: int


# --- names and numbers ----------------------------------------------------------------------

@cache
def _names() -> dict[str, dict[str, int]]:
    """Month and weekday names (English wide and abbreviated, Chinese) from CLDR."""
    from babel import Locale
    en, zh = Locale("en"), Locale("zh")
    months = {}
    for width in ("wide", "abbreviated"):
        months.update({n.lower(): i for i, n in en.months["format"][width].items()})
    months["sept"] = 9
    days = {}
    for width in ("wide", "abbreviated"):
        days.update({n.lower(): i for i, n in en.days["format"][width].items()})
    days.update({"tues": 1, "thur": 3, "thurs": 3})
    zh_days = {n[-1]: i for i, n in zh.days["format"]["wide"].items()}  # 星期一 → 一
    zh_days["天"] = 6
    return {"months": months, "days": days, "zh_days": zh_days}


def _alternation(words) -> str:
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


# The full stop of an abbreviation ("Mon.", "Sept."), never the one that ends a sentence
# after a whole name ("… on Monday. The coat …").
_ABBREVIATED = r"(?:(?<![A-Za-z]{5})\.)?"


@cache
def _grammar() -> dict[str, re.Pattern]:
    n = _names()
    month = _alternation(n["months"])
    day = _alternation(n["days"])
    zh_num = r"[\d零〇一二两三四五六七八九十]+"
    zh_start = r"(?<![\d零〇一二两三四五六七八九十])"
    return {
        "iso": re.compile(r"(?<![\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])"),
        "slash": re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])"),
        # "on 18/12", "on 12/18": day and month without a year, when one of them is above 12
        "day_month": re.compile(r"(?<![\d/:.])(\d{1,2})/(\d{1,2})(?![\d/:.]|\s*(?:kg|km|g|m|l)\b)"),
        "named": re.compile(  # "Tue 1 Dec 2026", "March 3", "3rd of March, 2027"
            rf"(?:\b(?:{day})\.?,?\s+)?(?:\b(?P<m1>{month})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\b"
            rf"|\b(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>{month})\b{_ABBREVIATED})"
            rf"(?:,?\s+(?P<y>\d{{4}})\b)?", re.I),
        "word": re.compile(r"\b(?:the\s+day\s+after\s+tomorrow|the\s+day\s+before\s+yesterday|"
                           r"this\s+(?:morning|afternoon|evening)|last\s+night|"
                           r"today|tonight|tomorrow|yesterday)\b", re.I),
        "weekday": re.compile(rf"\b(?:(?P<which>next|this|last|coming|on)\s+)?(?P<day>{day})\b{_ABBREVIATED}", re.I),
        "offset": re.compile(r"\b(?:in\s+(?P<n1>\d+|[a-z]+(?:-[a-z]+)?)\s+(?P<u1>day|week|month|year)s?"
                             r"|(?P<n2>\d+|[a-z]+(?:-[a-z]+)?)\s+(?P<u2>day|week|month|year)s?\s+"
                             r"(?P<dir>ago|from\s+(?:now|today)|later))\b", re.I),
        # A Chinese number starts where no digit is before it: a long run of digits is
        # then tried once, not from each of its digits (quadratic time).
        "zh_full": re.compile(rf"{zh_start}(?:({zh_num})年)?({zh_num})月({zh_num})[日号]"),
        "zh_word": re.compile(r"大后天|大前天|今天|今日|明天|明日|后天|昨天|昨日|前天|今晚|明晚|昨晚"),
        # 下周六 is next week's; in 约一下周六 the 下 is 一下 ("a bit"), and it is this Saturday
        "zh_weekday": re.compile(r"(下下|(?<!一)下|上|这|本)?个?(?:周|星期|礼拜)([一二三四五六日天])"),
        "zh_offset": re.compile(rf"{zh_start}({zh_num})(?:个)?(天|日|周|星期|礼拜|个月|月|年)(?:以|之)?(后|前)"),
        # A day of the month alone: "on the 22nd", "22号", "3日": its next occurrence.
        "day_alone": re.compile(rf"\b(?:on\s+)?(?:(?P<wd>{day})\.?,?\s+(?:the\s+)?|the\s+)"
                                r"(?P<en>\d{1,2})(?:st|nd|rd|th)\b"
                                r"(?!\s+(?:one|ones|of\s+(?:them|these|those|the|my|your)))"   # "the 2nd one"
                                r"|(?<![\d月年零〇一二两三四五六七八九十第])(?P<zh>\d{1,2}|[一二三四五六七八九十]{1,3})[号日]"
                                r"(?=$|[，。,.！!？?\s上下中晚早凌傍前之以到至去来的见交])", re.I),
        # The coming Saturday: "this weekend", "next weekend", "周末", "下周末".
        "weekend": re.compile(r"\b(?P<en>this|next|the|coming)?\s*weekend\b|(?P<zh>下个?|这个?|本)?周末", re.I),
        "zh_month_day": re.compile(rf"(下个?月|上个?月|本月|这个月)({zh_num})[号日]"),
        # The last day of a month: "the end of next month", "这个月最后一天", "月底".
        "month_end": re.compile(r"\b(?:the\s+)?(?:last\s+day|end)\s+of\s+(?P<which>the|this|next|"
                                r"last)\s+month\b|(?P<zh>下个?月|上个?月|本月|这个月)?的?(?:最后一天|月底|月末)",
                                re.I),
    }


def _number(word: str) -> int | None:
    """A small number written any way: "3", "three", "a", "三", "十二"."""
    word = word.strip().lower()
    if word.isdigit():
        return int(word)
    if word in ("a", "an"):
        return 1
    if re.fullmatch(r"[a-z]+(?:[- ][a-z]+)*", word):
        from text_to_num import text2num
        try:
            return int(text2num(word, "en"))
        except ValueError:
            return None
    if re.fullmatch(r"[零〇一二两三四五六七八九十]+", word):
        import cn2an
        return int(cn2an.cn2an(word, "smart"))
    return None


# --- dates ----------------------------------------------------------------------------------

def _safe(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _nearest(today: dt.date, month: int, day: int) -> dt.date | None:
    """A day and month without a year: the occurrence nearest to today (ties: the future)."""
    options = [d for d in (_safe(today.year + k, month, day) for k in (0, 1, -1)) if d]
    return min(options, key=lambda d: (abs((d - today).days), d < today)) if options else None


def _add(today: dt.date, amount: int, unit: str) -> dt.date:
    unit = {"日": "day", "天": "day", "周": "week", "星期": "week", "礼拜": "week",
            "个月": "month", "月": "month", "年": "year"}.get(unit, unit.lower())
    if unit == "day":
        return today + dt.timedelta(days=amount)
    if unit == "week":
        return today + dt.timedelta(weeks=amount)
    months = amount * (12 if unit == "year" else 1) + today.month - 1
    year, month = today.year + months // 12, months % 12 + 1
    for day in range(today.day, 0, -1):  # 31 January + 1 month = 28/29 February
        if _safe(year, month, day):
            return dt.date(year, month, day)
    return today


_LINK = r"\s*(?:,|&|/|-|\+|\band\b|\bor\b|\bto\b|\bthrough\b|\bthru\b)\s*"


def _beside_a_weekday(text: str, start: int, end: int) -> bool:
    """Whether a short word that may be a weekday ("sat", "sun") is joined to another weekday
    name by "and", "or", "to", a comma or a slash: then it is one of a list of days."""
    day = _alternation(_names()["days"])
    return bool(re.match(rf"{_LINK}(?:{day})\b", text[end:], re.I)
                or re.search(rf"\b(?:{day})\.?{_LINK}$", text[:start], re.I))


def _weekday(today: dt.date, weekday: int, which: str | None) -> dt.date:
    monday = today - dt.timedelta(days=today.weekday())
    if which in ("next", "下"):
        return monday + dt.timedelta(weeks=1, days=weekday)
    if which == "下下":
        return monday + dt.timedelta(weeks=2, days=weekday)
    if which == "上":
        return monday - dt.timedelta(weeks=1) + dt.timedelta(days=weekday)
    if which in ("这", "本"):
        return monday + dt.timedelta(days=weekday)
    if which == "last":
        return today - dt.timedelta(days=(today.weekday() - weekday - 1) % 7 + 1)
    return today + dt.timedelta(days=(weekday - today.weekday()) % 7)


@cache
def _parser(today: dt.date):
    from dateparser.date import DateDataParser
    return DateDataParser(languages=["en"], settings={
        "RELATIVE_BASE": dt.datetime.combine(today, dt.time()), "PREFER_DATES_FROM": "future",
        "DATE_ORDER": "MDY", "TIMEZONE": "UTC", "RETURN_AS_TIMEZONE_AWARE": False})


def _parse(span: str, today: dt.date) -> dt.date | None:
    found = _parser(today).get_date_data(span).date_obj
    return found.date() if found else None


_WORD_DAYS = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1,
              "this morning": 0, "this afternoon": 0, "this evening": 0, "last night": -1,
              "the day after tomorrow": 2, "the day before yesterday": -2,
              "今天": 0, "今日": 0, "今晚": 0, "明天": 1, "明日": 1, "明晚": 1, "后天": 2, "大后天": 3,
              "昨天": -1, "昨日": -1, "昨晚": -1, "前天": -2, "大前天": -3}


def _date_candidates(text: str, today: dt.date):
    """(date, start, end) for every date phrase, possibly overlapping; the caller keeps the
    longest of overlapping ones."""
    g = _grammar()
    for m in g["iso"].finditer(text):
        yield _safe(*map(int, m.groups())), m.start(), m.end()
    for m in g["slash"].finditer(text):
        a, b, year = map(int, m.groups())
        yield (_safe(year, b, a) if a > 12 else _safe(year, a, b)), m.start(), m.end()
    for m in g["day_month"].finditer(text):
        a, b = map(int, m.groups())
        if (a > 12) == (b > 12) or not (1 <= min(a, b) and max(a, b) <= 31):
            continue   # 5/6 could be either, 3/4 a fraction: no date said
        day, month = (a, b) if a > 12 else (b, a)
        yield _nearest(today, month, day), m.start(), m.end()
    for m in g["named"].finditer(text):
        month_word = m.group("m1") or m.group("m2")
        if month_word.lower() in ("may", "march", "mar", "sat", "sun") \
                and not month_word[0].isupper():
            continue  # "you may 2 ...", "march 3 miles": words, not months ("dec 12" is a month)
        parsed = _parse(m.group(), today)
        if parsed and not m.group("y"):
            parsed = _nearest(today, parsed.month, parsed.day)
        yield parsed, m.start(), m.end()
    for m in g["word"].finditer(text):
        yield today + dt.timedelta(days=_WORD_DAYS[" ".join(m.group().lower().split())]), m.start(), m.end()
    for m in g["weekday"].finditer(text):
        day = m.group("day")
        if day.lower() in ("sat", "sun", "wed", "mon") and not day[0].isupper() and not (
                m.group("which") or re.match(r"\s+\d{1,2}(?:st|nd|rd|th)\b", text[m.end():], re.I)
                or _beside_a_weekday(text, m.start("day"), m.end("day"))):
            continue  # "sun", "wed" are words; "on sat", "sat 5th", "sat and sun" are days
        which = (m.group("which") or "").lower() or None
        yield _weekday(today, _names()["days"][day.lower().rstrip(".")], which), m.start(), m.end()
    for m in g["offset"].finditer(text):
        amount = _number(m.group("n1") or m.group("n2"))
        if amount is not None:
            sign = -1 if (m.group("dir") or "").lower() == "ago" else 1
            yield _add(today, sign * amount, m.group("u1") or m.group("u2")), m.start(), m.end()
    yield from _chinese_dates(text, today)
    yield from _month_ends(text, today)
    yield from _days_alone(text, today)


def _days_alone(text: str, today: dt.date):
    """"the 22nd", 22号: that day of this month, or of the next if it has passed; "this
    weekend", 周末: the Saturday of this week (of next week after "next", 下)."""
    g = _grammar()
    for m in g["day_alone"].finditer(text):
        day = _number(m.group("en") or m.group("zh"))
        if not day or day > 31:
            continue
        if m.group("en") and _ordinal_of_a_noun(text, m.end()):
            continue   # "the 3rd floor", "the 2nd attempt": an ordinal adjective, no day
        weekday = _names()["days"].get((m.group("wd") or "").lower().rstrip("."))
        yield _next_day_of_month(today, day, weekday), m.start(), m.end()
    for m in g["weekend"].finditer(text):
        which = (m.group("en") or m.group("zh") or "").lower()
        nxt = which.startswith(("next", "下"))
        yield _weekday(today, 5, "next" if nxt else "这" if today.weekday() < 6 else None), \
            m.start(), m.end()


def _next_day_of_month(today: dt.date, day: int, weekday: int | None = None) -> dt.date | None:
    """The next `day` of a month from today; with a weekday said too ("Friday the 5th"),
    the next one that falls on it within two months (past that the weekday was a slip:
    the day of the month is the more exact of the two)."""
    first = today.replace(day=1)
    coming = [this for ahead in range(2) for month in [_add(first, ahead, "month")]
              for this in [_safe(month.year, month.month, day)] if this is not None and this >= today]
    return next((d for d in coming if d.weekday() == weekday), None) if weekday is not None \
        and any(d.weekday() == weekday for d in coming) else (coming[0] if coming else None)


def _chinese_dates(text: str, today: dt.date):
    g = _grammar()
    for m in g["zh_full"].finditer(text):
        year, month, day = (_number(x) if x else None for x in m.groups())
        if month and day:
            yield (_safe(year, month, day) if year else _nearest(today, month, day)), m.start(), m.end()
    for m in g["zh_word"].finditer(text):
        yield today + dt.timedelta(days=_WORD_DAYS[m.group()]), m.start(), m.end()
    for m in g["zh_weekday"].finditer(text):
        yield _weekday(today, _names()["zh_days"][m.group(2)], m.group(1)), m.start(), m.end()
    for m in g["zh_offset"].finditer(text):
        amount = _number(m.group(1))
        if amount is not None:
            yield _add(today, amount if m.group(3) == "后" else -amount, m.group(2)), m.start(), m.end()
    for m in g["zh_month_day"].finditer(text):
        shift = 1 if m.group(1).startswith("下") else -1 if m.group(1).startswith("上") else 0
        first = _add(today.replace(day=1), shift, "month")
        day = _number(m.group(2))
        yield (_safe(first.year, first.month, day) if day else None), m.start(), m.end()


def _month_ends(text: str, today: dt.date):
    for m in _grammar()["month_end"].finditer(text):
        which = (m.group("which") or m.group("zh") or "").lower()
        shift = 1 if which.startswith(("next", "下")) else -1 if which.startswith(("last", "上")) \
            else 0
        following = _add(today.replace(day=1), shift + 1, "month")
        yield following - dt.timedelta(days=1), m.start(), m.end()


def _longest(hits):
    """Non-overlapping hits, the longest of overlapping ones kept, in text order. (The kept
    spans are disjoint, so a new one need only be checked against its two neighbours.)"""
    starts, kept = [], []                 # the kept hits, in text order
    for hit in sorted(hits, key=lambda h: (-(h[-1] - h[-2]), h[-2])):
        at = bisect_right(starts, hit[-2])
        clear_before = at == 0 or kept[at - 1][-1] <= hit[-2]
        clear_after = at == len(kept) or hit[-1] <= kept[at][-2]
        if clear_before and clear_after:
            starts.insert(at, hit[-2])
            kept.insert(at, hit)
    return kept


@lru_cache(maxsize=4096)
def _dates(text: str, today: dt.date) -> tuple[DateHit, ...]:
    from .date_ranges import bare_days_after_dates, settle
    hits = _longest([h for h in _date_candidates(text, today) if h[0] is not None])
    # a stretch's second end is read against its first (date_ranges.py)
    hits = settle(sorted(hits + bare_days_after_dates(text, hits, _number), key=lambda h: h[1]), text)
    return tuple(DateHit(*h) for h in hits)


def find_dates(text: str, today: dt.date) -> list[DateHit]:
    """Every date a text names, absolute or relative to `today`, in order."""
    return list(_dates(fold(text or ""), today))


_TODAY_IS = re.compile(r"(?:today(?:'s date)?|current date|the date|date|今天|当前日期|今日|日期)"
                       r"\s*(?:is|:|是|为)?\s*", re.I)


@lru_cache(maxsize=1024)
def today_from(text: str) -> dt.date | None:
    """The date a system prompt says it is: "Today is 2026-12-01", "今天是2026年12月1日"."""
    text = fold(text or "")
    for m in _TODAY_IS.finditer(text):
        rest = text[m.end():m.end() + 40]
        hits = [h for h in _longest(h for h in _date_candidates(rest, dt.date(2000, 1, 1))
                                    if h[0] is not None)]
        # A date written out with its year ("Tuesday, 2026-12-01": the weekday is no date).
        for when, start, end in hits:
            if start <= 16 and re.search(r"\d{4}|年", rest[start:end]):
                return when
        for when, start, _ in hits:
            if start <= 4 and not re.match(r"(?i)today|tomorrow|yesterday|[今明后昨前]|"
                                           r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|星期|周",
                                           rest[start:]):
                return when  # a date written out, not a relative word
    return None


# --- months ---------------------------------------------------------------------------------

@cache
def _month_grammar() -> re.Pattern:
    month = _alternation(_names()["months"])
    zh_num = r"[\d一二三四五六七八九十]+"
    return re.compile(
        rf"(?P<rel>\b(?:last|this|next|previous|current)\s+month\b|上个?月|这个月|本月|下个?月)"
        rf"|(?<![\d-])(?P<iy>\d{{4}})-(?P<im>\d{{1,2}})(?![\d-])"
        rf"|(?:\b(?P<next>next)\s+)?\b(?P<name>{month})\b\.?(?:,?\s+(?P<y>\d{{4}})\b)?"
        rf"|(?:(?P<zy>\d{{4}}|[〇零一二三四五六七八九]{{4}})年)?(?P<zm>{zh_num})月(?:份)?(?![\d一二三四五六七八九十]+[日号])",
        re.I)


@lru_cache(maxsize=4096)
def _months(text: str, today: dt.date) -> tuple[MonthHit, ...]:
    hits = []
    for m in _month_grammar().finditer(text):
        if m.group("rel"):
            word = m.group("rel").lower()
            shift = -1 if word.startswith(("last", "previous", "上")) else \
                1 if word.startswith(("next", "下")) else 0
            first = _add(today.replace(day=1), shift, "month")
            hits.append(MonthHit(first.year, first.month, m.start(), m.end()))
        elif m.group("iy"):
            if 1 <= int(m.group("im")) <= 12:
                hits.append(MonthHit(int(m.group("iy")), int(m.group("im")), m.start(), m.end()))
        elif m.group("name"):
            name = m.group("name")
            if name.lower() in ("may", "march", "mar", "jan", "jun", "dec") and not name[0].isupper():
                continue
            month = _names()["months"][name.lower().rstrip(".")]
            hits.append(MonthHit(_year_of(month, m.group("y"), m.group("next"), today), month,
                                 m.start(), m.end()))
        else:
            month = _number(m.group("zm"))
            if month and 1 <= month <= 12:
                next_ = "next" if text[max(0, m.start() - 1):m.start()] == "下" else None
                year = str(_number(m.group("zy"))) if m.group("zy") else None
                hits.append(MonthHit(_year_of(month, year, next_, today), month, m.start(), m.end()))
    return tuple(hits)


def _year_of(month: int, year: str | None, next_: str | None, today: dt.date) -> int:
    if year:
        return int(year)
    if next_:
        return today.year if month > today.month else today.year + 1
    return today.year if month <= today.month else today.year - 1


def find_months(text: str, today: dt.date) -> list[MonthHit]:
    """Months a text names: "September", "Sept 2025", "last month", "2026-09", "9月份"."""
    return list(_months(fold(text or ""), today))


# --- clock times ----------------------------------------------------------------------------

_HOUR_WORD = (r"(?:\d{1,2}(?![\d:])|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
              r"twelve)\b)")
_PERIOD_EN = re.compile(r"\s*(?P<ap>[ap]\.?m\.?)(?!\w)|\s+(?:in\s+the\s+(?P<part>morning|afternoon|evening)"
                        r"|(?P<night>at\s+night|tonight))\b", re.I)
_TIME_EN = re.compile(
    rf"\b(?P<noon>noon|midday|midnight)\b"
    rf"|\b(?:at\s+)?(?:(?P<q>quarter|half|(?P<mins>\d{{1,2}}|[a-z]+(?:-[a-z]+)?)(?:\s+minutes?)?)\s+(?P<rel>past|after|to|before)\s+)"
    rf"(?P<h1>{_HOUR_WORD})"
    rf"|\b(?:at\s+)?(?P<half>half)\s+(?P<h4>(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)(?!\s*(?:hours?|days?|weeks?|dozen|[ap]\.?m\.?\s+to)\b)"   # British "half seven": 7:30
    rf"|\b(?:at\s+)?(?P<h2>\d{{1,2}})(?::|\.(?=\d{{2}}\s*[ap]\.?m\b))(?P<m2>\d{{2}})(?!\d)"   # 6:30, 6.30pm
    rf"|\b(?P<at>at\s+)?(?P<h3>{_HOUR_WORD})(?P<oclock>\s+o'?clock)?(?![:\d])", re.I)
# The Chinese hour: "下午三点", "晚上8点半", "九点一刻", "10:30"; the day part moves it on.
# The hour never starts inside a weekday's name (周四四点: Thursday, four o'clock).
# After "the 22nd", the words that still let it be a day: function words (English grammar),
# the parts of a day ("the 5th in the morning") and calendar words ("the 18th, Friday").
_AFTER_A_DAY = {"morning", "afternoon", "evening", "night", "noon", "midday", "please",
                "then", "instead", "latest", "onwards", "onward"}


def _ordinal_of_a_noun(text: str, end: int) -> bool:
    """Is the ordinal ending at `end` said of the noun after it ("the 3rd floor")?"""
    from .text import STOPWORDS
    after = re.match(r"[ \t]+([a-z][a-z'-]*)", text[end:])
    if not after:
        return False
    word = after.group(1)
    names = _names()
    return word not in STOPWORDS and word not in _AFTER_A_DAY and \
        word not in names["days"] and word not in names["months"]


_ZH_NUM = r"[\d零〇一二两三四五六七八九十]+"
# (同一时间 "the same time" and 一时间 name no hour: 时间, 时候 are the noun "time")
_TIME_ZH = re.compile(rf"(?P<part>凌晨|早上|早晨|清晨|上午|中午|下午|傍晚|晚上|今晚|明晚|昨晚|夜里|半夜)?"
                      rf"(?<![周期拜同])(?P<h>{_ZH_NUM})(?:[点點]|时(?![间候]))(?:钟)?(?:(?P<half>半)|(?P<q>一刻|三刻)|(?P<m>{_ZH_NUM})分?)?")


def _clock(hour: int, minute: int, pm: bool | None) -> dt.time | None:
    """12-hour reading: pm moves 1-11 on by twelve, am makes 12 midnight."""
    if pm is True and hour < 12:
        hour += 12
    elif pm is False and hour == 12:
        hour = 0
    if 0 <= hour <= 23 and 0 <= minute <= 59:
        return dt.time(hour, minute)
    return None


def _pm_en(text: str, end: int) -> tuple[bool | None, int]:
    """am/pm or the part of the day written after a time, and where it ends."""
    m = _PERIOD_EN.match(text, end)
    if not m:
        return None, end
    if m.group("ap"):
        return m.group("ap").lower().startswith("p"), m.end()
    if m.group("part"):
        return m.group("part").lower() != "morning", m.end()
    return True, m.end()


def _house_number(text: str, end: int) -> bool:
    from .streets import HOUSE_NUMBER_AFTER
    return HOUSE_NUMBER_AFTER.match(text, end) is not None


def _times_en(text: str):
    for m in _TIME_EN.finditer(text):
        pm, end = _pm_en(text, m.end())
        if m.group("noon"):
            yield dt.time(0 if m.group("noon").lower() == "midnight" else 12), m.start(), m.end()
        elif m.group("h1"):
            hour = _number(m.group("h1"))
            minutes = 15 if (m.group("q") or "").lower() == "quarter" else 30 if (
                m.group("q") or "").lower() == "half" else _number(m.group("mins") or "")
            if hour is None or minutes is None:
                continue
            when = dt.datetime(2000, 1, 1, hour % 24) + (
                dt.timedelta(minutes=-minutes) if m.group("rel").lower() in ("to", "before")
                else dt.timedelta(minutes=minutes))
            hit = _clock(when.hour, when.minute, pm)
            if hit:   # "at" is matched so that "at ten to seven" is not "at ten": no part of it
                yield hit, m.start("q"), end
        elif m.group("h4"):
            hour = _number(m.group("h4"))
            hit = _clock(hour, 30, pm) if hour is not None else None
            if hit:
                yield hit, m.start("half"), end
        elif m.group("h2"):
            hit = _clock(int(m.group("h2")), int(m.group("m2")), pm)
            if hit:
                yield hit, m.start("h2"), end
        else:
            # A bare number is a time only with am/pm, o'clock, a part of the day, or "at".
            if pm is None and not m.group("oclock") and not m.group("at"):
                continue
            if pm is None and not m.group("oclock") and _house_number(text, m.end()):
                continue   # "at 14 Quay Lane": a house number, the street's name after it
            hour = _number(m.group("h3"))
            if hour is not None and (hour <= 12 or pm is None):
                hit = _clock(hour, 0, pm)
                if hit:
                    yield hit, m.start("h3"), end


# What joins the two ends of a span of time: 两点到五点, 2点至4点, 9点-11点.
_ZH_UNTIL = re.compile(r"^\s*(?:到|至|－|-|—|~|～)\s*$")


def _times_zh(text: str):
    said_pm, last_end, last_hour = None, -1, None
    for m in _TIME_ZH.finditer(text):
        hour = _number(m.group("h"))
        minute = 30 if m.group("half") else {"一刻": 15, "三刻": 45}.get(m.group("q") or "", None)
        if minute is None:
            minute = _number(m.group("m")) if m.group("m") else 0
        if hour is None or minute is None:
            continue
        part = m.group("part") or ""
        pm = True if part in ("下午", "傍晚", "晚上", "今晚", "明晚", "昨晚") or (
            part == "中午" and hour < 6) else None
        if part in ("夜里", "半夜") and hour == 12:
            hour = 0
        if not part and said_pm and last_hour is not None and hour < 12 and \
                _ZH_UNTIL.match(text[last_end:m.start()]) and hour + 12 > last_hour:
            pm = True   # 下午两点到五点: the end of the span is in the afternoon too
        hit = _clock(hour, minute, pm)
        if hit:
            said_pm, last_end, last_hour = pm, m.end(), hit.hour
            yield hit, m.start(), m.end()


@lru_cache(maxsize=4096)
def _times(text: str) -> tuple[TimeHit, ...]:
    return tuple(TimeHit(*h) for h in _longest([*_times_en(text), *_times_zh(text)]))


def find_times(text: str) -> list[TimeHit]:
    """Clock times: "3pm", "15:30", "noon", "quarter to nine tonight", "晚上8点半"."""
    return list(_times(fold(text or "")))


# --- both -----------------------------------------------------------------------------------

_JOIN = re.compile(r"^(?:\s*(?:at|,|on|的|，)?\s*)$", re.I)


@lru_cache(maxsize=4096)
def _datetimes(text: str, today: dt.date) -> tuple[DateTimeHit, ...]:
    found = []
    times = _times(text)
    for d in _dates(text, today):
        for t in times:
            touching = t.start < d.end and d.start < t.end  # "明晚8点": 明晚 is in both
            after = t.start >= d.end and _JOIN.match(text[d.end:t.start])
            before = d.start >= t.end and _JOIN.match(text[t.end:d.start])
            if touching or after or before:
                found.append(DateTimeHit(dt.datetime.combine(d.date, t.time),
                                         min(d.start, t.start), max(d.end, t.end)))
                break
    return tuple(found)


def find_datetimes(text: str, today: dt.date) -> list[DateTimeHit]:
    """A date and a clock time said together: "tomorrow at 3pm", "明天下午三点"."""
    return list(_datetimes(fold(text or ""), today))


# --- weekdays as options ---------------------------------------------------------------------

# 周一、三、五: one 周 said for a list of days (Chinese leaves it out after the first).
_ZH_DAY_LIST = re.compile(r"(?:周|星期|礼拜)([一二三四五六日天])((?:\s*[、，,和及与跟或/]\s*(?:周|星期|礼拜)?"
                          r"[一二三四五六日天](?![\u4e00-\u9fff]?[月号日点]))+)")


_TWO_LETTERS = {"mo": 0, "tu": 1, "we": 2, "th": 3, "fr": 4, "sa": 5, "su": 6}   # iCalendar's


@cache
def _day_names() -> re.Pattern:
    """A weekday's English name, wide or abbreviated, also in the plural ("Mondays")."""
    return re.compile(rf"\b({_alternation(_names()['days'])})s?\b\.?", re.I)


def weekday_options(options: list) -> dict[int, object] | None:
    """{weekday number: option} when every option names a day of the week ("Mon",
    "monday", "MO"), else None."""
    names = _names()["days"]
    found = {}
    for option in options:
        word = str(option).lower().rstrip(".")
        day = names.get(word, _TWO_LETTERS.get(word))
        if day is None:
            return None
        found.setdefault(day, option)
    return found if len(found) >= 2 else None


def weekdays_said(text: str) -> list[tuple[int, int, int]]:
    """The days of the week a text names, as (weekday, start, end) in order: English names
    ("Mondays", "Wed"), 周三, and each day of a list that says 周 once (周一、三、五)."""
    names, zh_days = _names()["days"], _names()["zh_days"]
    found = []
    for m in _day_names().finditer(text):
        word = m.group(1).lower()
        if word in ("sat", "sun", "wed", "mon") and not m.group(1)[0].isupper():
            continue   # words, unless written as a day
        found.append((names[word], m.start(), m.end()))
    for m in re.finditer(r"(?:周|星期|礼拜)([一二三四五六日天])", text):
        found.append((zh_days[m.group(1)], m.start(), m.end()))
    for m in _ZH_DAY_LIST.finditer(text):
        for d in re.finditer(r"[一二三四五六日天]", m.group(2)):
            at = m.start(2) + d.start()
            if not any(s <= at < e for _, s, e in found):
                found.append((zh_days[d.group()], at, at + 1))
    return sorted(found, key=lambda f: f[1])
