"""A stretch of the day for a pair of clock fields: "from 2 till half five", "7pm to half
past nine", "between 1 and 3", "下午两点到五点半" fill `start_time` and `end_time`.

People write the two ends of a booking as one range, and often leave one end bare: a
plain hour ("from 10", "between 1 and 3") is a clock time because the other end is one
or because "from"/"between" opens the range, and an end without am/pm is read so the
range runs forwards ("7pm to half past nine" ends at 21:30, "下午两点到五点半" at 17:30).
A bare hour from 1 to 6 that opens a range with no half of the day said is in the
afternoon: nobody books a room from 2 in the night.

Cost: one search for the joining words, and the time reader once, per object that has
such a pair of fields.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

# What joins the two ends (grammar of both languages, not a domain's words).
_JOIN = r"(?:till|until|til|to|through|and|-|–|—|~|到|至)"
_OPENS = re.compile(r"(?:\bfrom|\bbetween|\bbeginning|\bstarting)\s*$|[从自由]\s*$", re.I)
_HOUR_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
               "eleven", "twelve")
_BARE = re.compile(rf"(?<![\w:.])(?P<h>1[0-2]|0?[1-9]|{'|'.join(_HOUR_WORDS)})(?![\w:.])", re.I)
_HALF_OF_DAY = re.compile(r"\b(?:a\.?m\.?|p\.?m\.?|noon|midnight|morning)\b|[上下]午|晚|早|凌晨|中午",
                          re.I)
# a bare number followed by these counts something, it is no hour ("2 people", "3 hours")
_COUNTED_AFTER = re.compile(r"^\s*(?:[a-z]+s\b|of\b|hours?\b|people|persons?|个|位|人|小时)", re.I)


_MINUTES_TO = re.compile(rf"(?P<h>\d{{1,2}}|{'|'.join(_HOUR_WORDS)})\s+(?:to|till|until)\s+", re.I)


@dataclass(frozen=True)
class End:
    time: dt.time
    start: int
    end: int
    bare: bool           # a plain hour, no minutes, no half of the day
    half_of_day: bool    # am/pm, noon, 上午/下午 said with it

    @property
    def span(self) -> tuple[int, int]:
        return self.start, self.end


def _clock_ends(text: str) -> list[End]:
    from .dates import find_times
    ends = []
    for hit in find_times(text):
        said = text[hit.start:hit.end]
        split = _MINUTES_TO.match(said)
        if split and (split.group("h").isdigit() or _OPENS.search(text[max(0, hit.start - 12):hit.start])):
            # "2 to 5pm", "from ten to five": a range, not two minutes (or ten) before five
            rest = hit.start + split.end()
            for later in find_times(text[rest:hit.end]):
                ends.append(End(later.time, rest + later.start, rest + later.end, False,
                                bool(_HALF_OF_DAY.search(text[rest + later.start:rest + later.end]))))
            continue   # the first number is read below as a bare hour
        ends.append(End(hit.time, hit.start, hit.end, False, bool(_HALF_OF_DAY.search(said))))
    for m in _BARE.finditer(text):
        if any(e.start <= m.start() < e.end for e in ends) or _COUNTED_AFTER.match(text[m.end():]):
            continue
        word = m.group("h").lower()
        hour = _HOUR_WORDS.index(word) + 1 if word in _HOUR_WORDS else int(word)
        ends.append(End(dt.time(hour % 24), m.start(), m.end(), True, False))
    return sorted(ends, key=lambda e: e.start)


def time_range(text: str) -> tuple[End, End] | None:
    """The first stretch of time the text writes as a range, its ends as clock times, or None."""
    if not re.search(rf"\b{_JOIN}\b|[-–—~到至]", text, re.I):
        return None
    ends = _clock_ends(text)
    for first, second in zip(ends, ends[1:]):
        between = text[first.end:second.start]
        if not re.fullmatch(rf"\s*{_JOIN}\s*", between, re.I):
            continue
        opened = bool(_OPENS.search(text[max(0, first.start - 12):first.start]))
        if (first.bare or second.bare) and not opened and (first.bare and second.bare or
                                                           between.strip().lower() == "and"):
            continue   # "1 and 3" alone is two numbers; "between 1 and 3" is a range
        return _forwards(first, second)
    return None


def _forwards(first: End, second: End) -> tuple[End, End]:
    """The two ends, each end moved past noon where the range would otherwise run backwards
    or start in the small hours."""
    start = first.time
    if first.bare and not first.half_of_day and 1 <= start.hour <= 6:
        if not (second.half_of_day and second.time.hour < 12):
            start = start.replace(hour=start.hour + 12)
    if second.half_of_day and not first.half_of_day and start.hour < 12 and \
            second.time.hour >= 12 and start.hour + 12 < second.time.hour + (second.time.minute > 0):
        start = start.replace(hour=start.hour + 12)   # "2 to 5pm": 14:00
    stop = second.time
    if not second.half_of_day and stop <= start and stop.hour < 12:
        stop = stop.replace(hour=stop.hour + 12)     # "7pm to half past nine": 21:30
    return (End(start, first.start, first.end, first.bare, first.half_of_day),
            End(stop, second.start, second.end, second.bare, second.half_of_day))
