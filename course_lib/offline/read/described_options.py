"""An enum whose description gives each option a range of numbers: "small: 1-2 people;
medium: 3-4 people; large: 5 or more people", "S: 不超过2人, M: 3-4人, L: 5人以上".

The option is chosen by the number the text says ("Family of four here" → medium, 两口人 →
small), not by its name, which the text never writes. The description is parsed for each
option's bounds: "a-b", "a to b", "N or more", "N+", "up to N", "N以上", "N以下", "不超过N".
The number read is the one whose words count what the description counts ("people"), else
the only number the text (outside other fields' values) has.

Cost: one parse per description (cached), one pass over the text's numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .extract import Found

INF = float("inf")
_NUM = r"(\d+(?:\.\d+)?)"
# One option's bounds, as descriptions write them (grammar of both languages).
_BOUNDS = [
    (re.compile(rf"{_NUM}\s*(?:-|–|—|~|～|to|至|到)\s*{_NUM}", re.I), lambda a, b: (a, b)),
    (re.compile(rf"{_NUM}\s*(?:\+|or more|and (?:up|over|above)|or over|"
                rf"[\u4e00-\u9fff]?(?:以上|及以上|或以上))", re.I), lambda a: (a, INF)),
    (re.compile(rf"(?:up to|at most|max(?:imum)?|no more than|under|不超过|最多|至多)\s*{_NUM}", re.I),
     lambda a: (-INF, a)),
    (re.compile(rf"{_NUM}\s*(?:or (?:fewer|less)|[\u4e00-\u9fff]?(?:以下|及以下|以内))", re.I),
     lambda a: (-INF, a)),
    (re.compile(rf"(?<![\d.]){_NUM}(?![\d.])"), lambda a: (a, a)),
]


@dataclass(frozen=True)
class Band:
    option: str
    low: float
    high: float
    unit: str     # the word after the bounds: "people", "人"


@lru_cache(maxsize=512)
def bands(options: tuple, description: str) -> tuple[Band, ...]:
    """Each option's bounds as the description gives them; empty unless it gives them for
    at least two options."""
    found = []
    for option in options:
        label = re.escape(str(option))
        m = re.search(rf"(?<![\w-]){label}(?![\w-])\s*(?:[:=：(（]|-\s|–|—|means|is|=)\s*"
                      rf"([^;；,，|\n)）]*)", description, re.I)
        if not m:
            continue
        said = m.group(1)
        for pattern, make in _BOUNDS:
            b = pattern.search(said)
            if b:
                low, high = make(*(float(g) for g in b.groups()))
                unit = re.match(r"\s*([A-Za-z]+|[\u4e00-\u9fff])", said[b.end():])
                found.append(Band(option, low, high, unit.group(1).lower() if unit else ""))
                break
    return tuple(found) if len(found) >= 2 else ()


def described_option(options: list, description: str, text: str) -> Found | None:
    """The option whose range holds the number the text says, if the description gives
    ranges."""
    table = bands(tuple(o for o in options if isinstance(o, str)), description)
    if not table:
        return None
    from .numbers import find_numbers
    numbers = find_numbers(text)
    if not numbers:
        return None
    units = {b.unit for b in table if b.unit}
    chosen = next((n for n in numbers if units and _counts(text, n, units)), None)
    if chosen is None and len(numbers) == 1:
        chosen = numbers[0]
    if chosen is None:
        return None
    for band in table:
        if band.low <= chosen.value <= band.high:
            return Found(band.option, chosen.start, chosen.end)
    return None


def _counts(text: str, number, units: set[str]) -> bool:
    from .number_fields import context, same, zh_senses
    said = context(text, number.start, number.end)
    words = said.counted | said.near
    wanted = set()
    for unit in units:
        wanted |= set(zh_senses(unit)) if re.match(r"[\u4e00-\u9fff]", unit) else {unit}
    return any(same(w, u) for w in words for u in wanted if len(w) > 1)
