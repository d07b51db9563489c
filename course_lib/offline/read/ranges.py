"""A range of numbers for a pair of fields: "€65,000–€80,000" or "月薪15000到22000元" fills
`salary_min` and `salary_max`.

A schema often asks for both ends of one quantity, named alike but for the end
(`salary_min`/`salary_max`, `min_guests`/`max_guests`, `price_low`/`price_high`). The text
writes them as one range: two numbers joined by a dash, "to", "between ... and", 到, 至 or
~. The lower number goes to the lower end, whichever the text writes first.

Cost: one search over the text per object that has such a pair.
"""

from __future__ import annotations

import re

from .extract import Found

LOW = ("min", "minimum", "low", "lowest", "least", "from", "start")
HIGH = ("max", "maximum", "high", "highest", "most", "to", "end")
# What joins the ends of a range (grammar of both languages, not a domain's words).
JOIN = re.compile(r"^\s*(?:-|–|—|~|～|to|and|到|至|－)\s*$", re.I)


def _end_of(name: str) -> tuple[str, str] | None:
    """("salary", "low") for `salary_min`, ("guests", "high") for `max_guests`."""
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if p]
    for i in (0, len(parts) - 1):
        if len(parts) > 1 and parts[i] in LOW + HIGH:
            rest = "_".join(parts[:i] + parts[i + 1:])
            return rest, "low" if parts[i] in LOW else "high"
    return None


def range_pairs(names: list[str]) -> list[tuple[str, str, str]]:
    """(low field, high field, what they measure) among `names`: the same words, opposite
    ends."""
    ends = {n: _end_of(n) for n in names}
    pairs = []
    for low, low_end in ends.items():
        if low_end and low_end[1] == "low":
            high = next((n for n, e in ends.items() if e and e[1] == "high" and e[0] == low_end[0]),
                        None)
            if high:
                pairs.append((low, high, low_end[0]))
    return pairs


def find_range(text: str, about: str = "", alone: bool = True) -> tuple[Found, Found] | None:
    """Two numbers of the text written as a range, lower first: the first one, or (when
    other pairs of fields want ranges too, `alone` False) the one whose words name `about`
    ("between 10 and 14 guests" for the `guests` pair)."""
    for lo, hi in find_ranges(text):
        if alone or _names(text, lo, hi, about):
            return lo, hi
    return None


def _names(text: str, lo: Found, hi: Found, about: str) -> bool:
    from .number_fields import context
    from .lexicon import lemma
    start, end = min(lo.start, hi.start), max(lo.end, hi.end)
    said = context(text, start, end)
    wanted = {lemma(w) for w in about.split("_") if w}
    return bool(wanted & (said.counted | said.near))


def find_ranges(text: str) -> list[tuple[Found, Found]]:
    """Every pair of numbers the text writes as a range, lower first."""
    from .numbers import find_numbers
    numbers = find_numbers(text)
    found = []
    for a, b in zip(numbers, numbers[1:]):
        between = re.sub(r"[^\w\s~～–—-]", " ", text[a.end:b.start])   # "€65,000–€80,000"
        between = re.sub(r"\b(?:[A-Z]{3})\b|[元块]", " ", between)    # "15000元到22000元"
        if JOIN.match(between) and (text[a.end:b.start].strip().lower() != "and" or
                                    re.search(r"between\s*\S*\s*$", text[:a.start], re.I)):
            lo, hi = sorted((a, b), key=lambda n: n.value)
            found.append((Found(lo.value, lo.start, lo.end), Found(hi.value, hi.start, hi.end)))
    return found
