"""Options that are parts of the day (`morning`, `afternoon`, `evening`...), chosen from a
clock time: "from 7pm" is the evening slot, "at 9am" the morning one.

The parts of the day are a closed set of words in each language, so they are listed here
with the hours they usually cover; an option that is none of them is never chosen here.
"""

from __future__ import annotations

import re
from typing import Any

# part of the day → (first hour, hour it ends); a range past midnight wraps round
HOURS = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22), "night": (21, 5),
         "overnight": (21, 6), "noon": (11, 14), "midday": (11, 14), "lunchtime": (11, 14),
         "am": (0, 12), "pm": (12, 24), "daytime": (7, 18), "early": (5, 9), "late": (21, 24),
         "上午": (5, 12), "早上": (5, 10), "中午": (11, 14), "下午": (12, 18), "傍晚": (17, 19),
         "晚上": (18, 24), "夜间": (21, 5), "夜里": (21, 5), "凌晨": (0, 5)}


def _covers(span: tuple[int, int], hour: int) -> bool:
    start, end = span
    return start <= hour < end if start < end else hour >= start or hour < end


def _width(span: tuple[int, int]) -> int:
    start, end = span
    return (end - start) % 24 or 24


def part_of_day(options: list, text: str) -> Any:
    """The option for the part of the day the text's first clock time falls in (the
    narrowest that covers it), or None when the options are no parts of the day or the
    text gives no time."""
    parts = {o: HOURS[str(o).lower().replace("_", " ").strip()] for o in options
             if isinstance(o, str) and str(o).lower().replace("_", " ").strip() in HOURS}
    if len(parts) < 2:
        return None
    from .dates import find_times
    times = find_times(text)
    if not times:
        return None
    hour = times[0].time.hour
    fitting = [o for o, span in parts.items() if _covers(span, hour)]
    return min(fitting, key=lambda o: _width(parts[o])) if fitting else None


# The parts of the day a question names, as words of their own ("on Sunday morning", "周日上午").
_NAMED = re.compile(r"\b(morning|afternoon|evening|night|tonight)\b|(上午|早上|中午|下午|傍晚|晚上|夜里)", re.I)


def items_in_named_part(text: str, items: list) -> list | None:
    """The items whose clock time falls in the part of the day the text names ("the morning
    flight" → the one at 07:40), or None when it names none or the items hold no times."""
    named = _NAMED.search(text)
    if not named:
        return None
    word = (named.group(1) or named.group(2)).lower()
    span = HOURS["evening" if word == "tonight" else word]
    timed = []
    for item in items:
        clock = next((m for v in item.values() if isinstance(v, str)
                      for m in [_CLOCK.fullmatch(v.strip())] if m), None) if isinstance(item, dict) else None
        if clock is None:
            return None   # an item with no time: the part of the day tells nothing apart
        timed.append((item, int(clock.group(1))))
    return [item for item, hour in timed if _covers(span, hour)]


# A clock time, alone or after its date: its hour is group 1 ("07:40", "2027-01-03T15:10").
_CLOCK = re.compile(r"(?:\d{4}-\d{2}-\d{2}[ T])?(\d{1,2}):\d{2}(?::\d{2})?")
