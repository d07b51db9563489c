"""Quantities with units ("12 km", "72°F", "五公里") and unit names in English and Chinese.

English unit names and symbols are pint's registry: plurals, spellings ("litre") and
prefixes ("kilometre") come with it, and a unit's canonical name is pint's ("kilometer",
"degree_Fahrenheit"). pint has no Chinese, so a small table below maps Chinese unit words
onto pint names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from . import unit_names
from .numbers import find_numbers, fold


@dataclass(frozen=True)
class Quantity:
    value: float
    unit: str  # pint's canonical name, e.g. "kilometer"
    start: int
    end: int


# Chinese unit words: no packaged library has them. Longest first when reading.
_ZH_UNITS = {
    "公里": "km", "千米": "km", "米": "m", "厘米": "cm", "公分": "cm", "毫米": "mm",
    "英里": "mile", "英尺": "ft", "英寸": "inch", "码": "yard", "海里": "nautical_mile",
    "公斤": "kg", "千克": "kg", "斤": "jin", "市斤": "jin", "克": "g", "毫克": "mg", "磅": "lb", "盎司": "oz", "吨": "metric_ton",
    "升": "l", "公升": "l", "毫升": "ml", "加仑": "gallon", "品脱": "pint", "杯": "cup",
    "摄氏度": "degC", "华氏度": "degF", "开尔文": "K", "度": "degC",
    "小时": "hour", "分钟": "minute", "秒": "second", "天": "day", "周": "week",
    "平方米": "m**2", "平方公里": "km**2", "公顷": "hectare", "英亩": "acre",
    "公里每小时": "km/hour", "千米每小时": "km/hour",
    "瓦": "W", "千瓦": "kW", "兆瓦": "MW", "千瓦时": "kWh", "瓦时": "Wh",
}
# Short spoken names pint reads otherwise ("kilos" as kilo-seconds).
_SPOKEN = {"kilo": "kg", "kilos": "kg", "kgs": "kg", "lbs": "lb", "mins": "minute", "hrs": "hour"}
# Short English words pint also reads as units ("a" is a year, "in" an inch, "pm" a
# picometre): after a number they are far more often just words ("3 pm", "5 in a row").
_NOT_UNITS = {"a", "an", "at", "in", "am", "pm", "as", "is", "it", "to", "of", "or", "on", "by",
              "do", "me", "my", "no", "us", "we", "he", "hi", "and", "per", "the", "be", "t", "b"}
_DEGREES = re.compile(r"^(?:°|º|deg(?:ree)?s?\s*)\s*(c|f|k|celsius|centigrade|fahrenheit|kelvin)$", re.I)
_UNIT_AFTER = re.compile(
    r"\s?(℃|℉|[°º]\s?[CFK]\b|deg(?:ree)?s?\s+(?:celsius|centigrade|fahrenheit|kelvin|[CF]\b)"
    r"|[A-Za-z]+(?:\s?/\s?[A-Za-z]+|\s?per\s?[A-Za-z]+)?|[\u4e00-\u9fff]{1,6})", re.I)


@cache
def _registry():
    import pint
    return unit_names.with_extra_units(pint.UnitRegistry())


@lru_cache(maxsize=4096)
def unit_of(word: str) -> str | None:
    """pint's canonical name of a unit named in English or Chinese: "miles" → "mile",
    "公里" → "kilometer", "°C" → "degree_Celsius"; None for anything else."""
    word = fold(word or "").strip()
    word = {"℃": "degC", "℉": "degF"}.get(word, word)
    degrees = _DEGREES.match(word)
    if degrees:
        word = "deg" + degrees.group(1)[0].upper() if degrees.group(1).lower() != "kelvin" else "K"
    word = _ZH_UNITS.get(word, word)
    word = _SPOKEN.get(word.lower(), word)   # "kilos" is kilograms (pint: kiloseconds)
    if not word or word.lower() in _NOT_UNITS or re.search(r"[\u4e00-\u9fff\d]", word):
        return None
    if len(word) > 3 and word[0].isupper() and word[1:].islower():
        word = word.lower()  # "Miles", "Celsius" at the start of a sentence
    word = re.sub(r"\s*per\s*", "/", word)
    if unit_names.is_one_word(word):   # most words: pint's names from a table, pint not loaded
        return unit_names.unit_name(word)
    import pint
    try:
        unit = _registry().parse_units(word)
    except (pint.errors.PintError, ValueError, TypeError, AttributeError, AssertionError,
            SyntaxError, KeyError):
        return None
    if unit.dimensionless:
        return None
    return str(unit)


# What joins the numbers of a list that names its unit once, after the last ("70 and 58 kg",
# "70, 58 and 41 kg", "3 到 5 公斤").
_LIST_JOIN = re.compile(r"\s*(?:,|，|、|\band\b|\bor\b|\bto\b|-|–|和|或|至|到)\s*(?:(?:and|or)\s+)?$", re.I)


@lru_cache(maxsize=4096)
def _quantities(text: str) -> tuple[Quantity, ...]:
    numbers = find_numbers(text)
    found: list[Quantity | None] = []
    for n in numbers:
        unit, end = _unit_at(text, n.end)
        if unit:
            half = text[end:end + 1] == "半" and float(n.value).is_integer()
            found.append(Quantity(n.value + 0.5 if half else n.value, unit, n.start,
                                  end + 1 if half else end))   # 一公斤半: one and a half kg
        else:
            found.append(None)
    for i in range(len(numbers) - 2, -1, -1):   # a unit said once serves the list before it
        after = found[i + 1]
        if found[i] is None and after is not None and \
                _LIST_JOIN.fullmatch(text[numbers[i].end:numbers[i + 1].start]):
            found[i] = Quantity(numbers[i].value, after.unit, numbers[i].start, numbers[i].end)
    read = [q for q in found if q is not None]
    spoken = [q for q in _said_without_digits(text) if not any(q.start < r.end and r.start < q.end for r in read)]
    return tuple(sorted(read + spoken, key=lambda q: q.start))


# "a kilo", "half a pound", "a quarter kilo", "three quarters of a litre", 半公斤, 半斤: a
# quantity whose number is an article or a fraction (a unit of time is the duration
# reader's: "an hour" is no quantity here).
_FRACTION = {"a": 1.0, "an": 1.0, "one": 1.0, "half a": 0.5, "half an": 0.5, "a half": 0.5,
             "a quarter": 0.25, "a quarter of a": 0.25, "quarter of a": 0.25, "quarter": 0.25,
             "three quarters of a": 0.75, "three quarters": 0.75}
_SPOKEN_AMOUNT = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, _FRACTION), key=len, reverse=True)) + r")\s+([A-Za-z]+)\b|"
    r"(?<![\d零〇一二两三四五六七八九十百千万])半(" + "|".join(sorted(map(re.escape, _ZH_UNITS), key=len, reverse=True)) + ")",
    re.I)


_EVERYDAY = {"[mass]", "[length]", "[length] ** 2", "[length] ** 3", "[temperature]"}


def _said_without_digits(text: str) -> list[Quantity]:
    found = []
    for m in _SPOKEN_AMOUNT.finditer(text):
        word = m.group(2) or m.group(3)
        unit = unit_of(word)
        if unit is None or _registry_dimension(unit) not in _EVERYDAY:
            continue   # "a cat" is no centi-technical-atmosphere
        value = _FRACTION[m.group(1).lower()] if m.group(1) else 0.5
        found.append(Quantity(value, unit, m.start(), m.end()))
    return found


def _unit_at(text: str, position: int) -> tuple[str | None, int]:
    """The unit written right after a number, and where it ends."""
    m = _UNIT_AFTER.match(text, position)
    if not m:
        return None, position
    word = m.group(1)
    if re.match(r"[\u4e00-\u9fff]", word):  # Chinese: the longest unit word at the start
        for size in range(len(word), 0, -1):
            if word[:size] in _ZH_UNITS:
                return unit_of(word[:size]), m.start(1) + size
        return None, position
    return unit_of(word), m.end()


def find_quantities(text: str) -> list[Quantity]:
    """Numbers with a unit right after them: "12 km", "72°F", "3公斤", "两升"."""
    return list(_quantities(fold(text or "")))


# A unit named right after these is the one wanted: "in miles", "how many feet", "换算成英里".
_TARGET_BEFORE = re.compile(r"(?:\bhow\s+many|\b(?:to|into|in|as)|多少|换算成|换成|转换成|成|是)"
                            r"\s*(?:the\s+)?$", re.I)


def _mentions(text: str) -> list[tuple[str, int, int]]:
    """Every unit named in the text, with or without a number: (unit, start, end)."""
    found = []
    pattern = (r"℃|℉|[°º]\s?[CFK]\b|deg(?:ree)?s?\s+(?:celsius|centigrade|fahrenheit|kelvin)"
               r"|[A-Za-z]+(?:/[A-Za-z]+)?|"
               + "|".join(sorted(map(re.escape, _ZH_UNITS), key=len, reverse=True)))
    for m in re.finditer(pattern, text, re.I):
        unit = unit_of(m.group())
        if unit:
            found.append((unit, m.start(), m.end()))
    return found


@lru_cache(maxsize=4096)
def conversion(text: str) -> tuple[str | None, str | None]:
    """(from, to) units of a conversion: the quantity's unit is the source ("How many miles
    is 10 km?" → kilometer to mile); the target is the other unit of the same kind."""
    text = fold(text or "")
    quantities = find_quantities(text)
    source = quantities[0].unit if quantities else None
    named = [(u, s) for u, s, _ in _mentions(text) if u != source and _same_kind(u, source)]
    wanted = [u for u, s in named if _TARGET_BEFORE.search(text[:s])]
    target = wanted[0] if wanted else (named[0][0] if named else None)
    if source is None and named:  # "celsius to fahrenheit": no number, two units
        others = [u for u, _ in named if u != target]
        source = others[0] if others else None
    return source, target


def _same_kind(unit: str, other: str | None) -> bool:
    """Kilometres convert to miles, not to days: only units of one dimension pair up."""
    if other is None:
        return _registry().parse_units(unit).dimensionality != _registry().parse_units("s").dimensionality
    return _registry().parse_units(unit).dimensionality == _registry().parse_units(other).dimensionality


_LENGTHS = {"length", "height", "width", "depth", "distance", "span", "beam", "draft", "draught",
            "size", "depth", "elevation", "altitude", "radius", "diameter"}


# What a quantity word measures, as pint writes the dimension.
_MEASURES = {"weight": "[mass]", "mass": "[mass]", "volume": "[length] ** 3",
             "capacity": "[length] ** 3", **{w: "[length]" for w in _LENGTHS}}


@lru_cache(maxsize=4096)
def field_unit(name: str) -> str | None:
    """The unit a number field is named in (`kg`, `length_cm`, `weight_grams`): pint's
    name of the name's last unit word; None when it names none. Time units are left to
    the duration reader."""
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name) if w]
    if len(words) >= 2 and words[-1].lower() == "m" and words[-2].lower() in _LENGTHS:
        return "meter"   # length_m, height_m: a lone "m" after a length is metres
    if len(words) >= 2 and len(words[-1]) == 1 and words[-2].lower() in _MEASURES:
        # weight_g, volume_l: a lone letter after what it measures, when it is a unit of that
        unit = unit_of(words[-1].lower()) or unit_of(words[-1].upper())
        if unit and _registry_dimension(unit) == _MEASURES[words[-2].lower()]:
            return unit
    for word in reversed(words):
        if len(word) < 2 or word.lower() in _NOT_UNITS:
            continue
        unit = unit_of(word)
        if not unit and len(word) >= 2 and word.islower():   # power_kw, kwh, kwp: kW, kWh, kWp
            unit = unit_of(word[0] + word[1].upper() + word[2:])
        if unit and _registry_dimension(unit) not in ("[time]", ""):
            return unit
    return None


@lru_cache(maxsize=1024)
def _registry_dimension(unit: str) -> str:
    try:
        return str(_registry().parse_units(unit).dimensionality)
    except Exception:   # pint raises many kinds for odd names: no dimension known
        return ""


def convert(value: float, unit: str, target: str) -> float | None:
    """`value` in `unit` as `target` units (800 g → 0.8 kg), rounded to 6 digits; None
    when the two measure different things."""
    if unit == target:
        return value
    if _registry_dimension(unit) != _registry_dimension(target) or not _registry_dimension(unit):
        return None
    quantity = _registry().Quantity(value, unit).to(target).magnitude
    return round(float(quantity), 6)

