"""A share of a whole, said as a fraction: "a fifth of the roof", "two thirds of the seats",
"half the beds", 三分之一, 一半, 两成 (two tenths).

A share is not a count: "a third of the class" states no number of people. So the number
readers leave shares alone, and only a field that is stated as a share reads them — in
percent (`shading_percent` takes "a fifth" as 20) or as a fraction (a `ratio` from 0 to 1
takes it as 0.2). English ordinals as denominators come from the number-word reader's own
list, so "a twelfth" works like "a fifth".
"""

from __future__ import annotations

import re
from functools import lru_cache

from .numbers import Number, fold

_DENOMINATORS = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5,
                 "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
                 "twelfth": 12, "twentieth": 20, "hundredth": 100}
_NUMERATORS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
               "six": 6, "seven": 7, "eight": 8, "nine": 9}
# "a fifth of", "two thirds of the", "half the", "half of": the fraction is of something.
_ENGLISH = re.compile(
    rf"\b(?:(?P<top>{'|'.join(_NUMERATORS)})[\s-]+)?"
    rf"(?P<bottom>{'|'.join(sorted(_DENOMINATORS, key=len, reverse=True))})s?"
    r"(?=\s+(?:of|the)\b)", re.I)
_CN_DIGIT = "零〇一二两三四五六七八九十百"
# 三分之一 (one of three parts), 一半 (a half), 两成 (two of ten parts; 成为 "become" is not)
_CHINESE = re.compile(rf"(?P<bottom>[{_CN_DIGIT}\d]+)分之(?P<top>[{_CN_DIGIT}\d]+)|"
                      r"(?P<half>一半)|"
                      rf"(?<![{_CN_DIGIT}\d])(?P<tenths>[一二两三四五六七八九\d])成(?![为功立绩员本果交年])")


def _cn(number: str) -> float | None:
    from .numbers import _cn2an
    try:
        return float(number) if number.isdigit() else float(_cn2an()(number, "smart"))
    except (ValueError, KeyError, IndexError, TypeError):
        return None


@lru_cache(maxsize=1024)
def find_shares(text: str) -> tuple[Number, ...]:
    """Each share the text states, as a fraction of one (0.2 for "a fifth"), in order."""
    text = fold(text or "")
    out = []
    for m in _ENGLISH.finditer(text):
        bottom = _DENOMINATORS[m.group("bottom").lower()]
        top = _NUMERATORS[m.group("top").lower()] if m.group("top") else 1
        if m.group("bottom").lower() == "half" and m.group("top") and top > 1:
            continue   # "two halves of": two things, not a share
        out.append(Number(top / bottom, m.start(), m.end(), m.group()))
    if re.search(r"[\u4e00-\u9fff]", text):
        for m in _CHINESE.finditer(text):
            if m.group("half"):
                value = 0.5
            elif m.group("tenths"):
                tenths = _cn(m.group("tenths"))
                value = tenths / 10 if tenths else None
            else:
                top, bottom = _cn(m.group("top")), _cn(m.group("bottom"))
                value = top / bottom if top and bottom and top <= bottom else None
            if value is not None:
                out.append(Number(value, m.start(), m.end(), m.group()))
    return tuple(sorted(out, key=lambda n: n.start))


def stated_as_share(name: str, prop: dict) -> str | None:
    """'percent' for a field in percent (`discount_pct`, "…（百分比）", a maximum of 100 with
    a percent word), 'fraction' for one from 0 to 1 (`ratio`, `share` with maximum 1)."""
    words = f"{name} {prop.get('description') or ''}".lower().replace("_", " ")
    if re.search(r"\b(?:percent|percentage|pct)\b|%|百分", words):
        return "percent"
    if prop.get("maximum") == 1 and re.search(r"\b(?:ratio|fraction|share|proportion)\b|比例|占比", words):
        return "fraction"
    return None
