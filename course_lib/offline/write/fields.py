"""What a field's name says about its value: `fuel_litres` holds litres of fuel,
`price_per_hour_eur` an amount in euros, `picked_up_by` the person who does it,
`next_departures` several things (so "are", not "is").

A record's keys are written by programmers: words joined by underscores, often with the
unit or currency last and shorthand inside ("src_lang", "qty"). An answer says the value
with its unit after it ("12 m³", not "the reading m3 is 12") and the rest of the key as a
noun phrase. The unit is recognised by `pint` (through `read/units.py`), the currency by
its ISO code; the shorthand below is programmers' own closed vocabulary, not a domain's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Shorthand in identifiers, spelled out so that labels read (and translate) as words.
SHORTHAND = {"lang": "language", "langs": "languages", "qty": "quantity", "amt": "amount",
             "num": "number", "desc": "description", "addr": "address", "tel": "telephone",
             "avg": "average", "dept": "department", "info": "information", "msg": "message",
             "img": "image", "doc": "document", "org": "organisation", "mins": "minutes",
             "hrs": "hours", "yrs": "years", "secs": "seconds", "cnt": "count", "src": "source",
             "dst": "destination", "dest": "destination", "tgt": "target", "prev": "previous",
             "curr": "current", "cur": "current", "loc": "location", "reg": "registration",
             "pct": "percent", "temp": "temperature", "pax": "passengers", "approx": "approximate"}
CURRENCY_CODES = {"cny", "usd", "eur", "gbp", "jpy", "hkd", "chf", "cad", "aud", "krw", "inr",
                  "sgd", "rmb", "sek", "nok", "dkk", "nzd", "thb", "twd"}
PREPOSITIONS = {"by", "to", "from", "with", "for", "at", "in", "on", "via", "until", "before",
                "after", "of"}
# Units written with a power digit in keys: m2, m3, cm3, km2.
POWERED = re.compile(r"(mm|cm|m|km|ft|in)([23])")
# pint reads these short words as units nobody means in a field name (c = speed of light).
# The units a field's value is measured in (pint's names). pint knows many more ("hand",
# "point", "stone") that, at the end of a key, are words: on_hand, loyalty_points.
MEASURES = re.compile(r"(?:kilo|milli|centi|mega|giga)?(?:meter|gram|liter|watt_hour|watt|byte)|"
                      r"mile|foot|inch|yard|pound|ounce|metric_ton|gallon|pint|hectare|acre|"
                      r"degree_\w+|kelvin|calorie|kilocalorie|(?:kilo)?meter / hour|mile / hour")
NOT_UNITS = {"c", "g", "h", "l", "s", "t", "pct", "no", "id", "per", "at", "in", "ft", "min", "max",
             "avg", "tel", "cnt", "rate", "day", "days", "year", "years", "month", "months"}


@dataclass(frozen=True)
class FieldName:
    words: tuple[str, ...]      # the key's words, shorthand spelled out, unit and tie removed
    unit: str = ""              # how the unit is written after a value: "litres", "m³", "km"
    currency: str = ""          # an ISO code: "EUR"
    tie: str = ""               # a last preposition: picked_up_by → "by"

    @property
    def noun(self) -> str:
        return " ".join(self.words)

    @property
    def plural(self) -> bool:
        """`next_departures`, `free_slots`: the field names several things."""
        if not self.words:
            return False
        last = self.words[-1]
        from ..read.lexicon import lemma
        return last.endswith("s") and not last.endswith(("ss", "us", "is")) and lemma(last) != last


def key_words(key: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key)
    return [SHORTHAND.get(w, w) for w in re.split(r"[_\s\-]+", spaced.lower()) if w]


@lru_cache(maxsize=2048)
def read_key(key: str) -> FieldName:
    """A key split into what it names, its unit or currency, and a final preposition."""
    from .labels import EN_KEYS, ZH_KEYS
    words = key_words(key)
    if key in EN_KEYS or key in ZH_KEYS:   # temp_c → "气温（°C）": the catalogue's label says it all
        return FieldName(tuple(words))
    unit = currency = tie = ""
    rate = _priced_per(words)
    if rate:   # yuan_per_kg, eur_per_night: a price per something, in that currency
        currency, per = rate
        return FieldName(("price", "per", *per), "", currency, "")
    if len(words) > 1 and words[-1] in ("c", "f") and "temperature" in words:
        unit = "°" + words.pop().upper()   # water_temp_c: the value is in degrees Celsius
    elif len(words) > 1 and words[-1] in CURRENCY_CODES:
        currency = words.pop().upper()
    elif len(words) == 1 and re.fullmatch(r"[a-z]{2,4}", words[0]) and \
            (written := unit_written(words[0])):
        unit = written   # a key that is only a unit symbol ("kwh", "km"): so many of it
        words.pop()
    elif len(words) > 1 and words[-2] != "per" and (written := unit_written(words[-1])) and \
            any(w not in PREPOSITIONS for w in words[:-1]):   # price_per_litre: a rate, not litres
        unit = written
        words.pop()
        if words and words[-1] == "in":   # "distance_in_km"
            words.pop()
    if len(words) > 1 and words[-1] in PREPOSITIONS:
        tie = words.pop()
    return FieldName(tuple(words), unit, currency, tie)


def _priced_per(words: list[str]) -> tuple[str, list[str]] | None:
    """(currency code, what it is per) for a key that names a currency per something
    ("yuan_per_kg" → CNY per kg), else None."""
    if len(words) < 3 or words[1] != "per" or words[-1] == "per":
        return None
    if words[0] in CURRENCY_CODES:
        return words[0].upper(), words[2:]
    from ..read.currencies import find_currencies
    found = find_currencies(f"10 {words[0]}")     # a currency's name: yuan, euros, pounds
    return (found[0], words[2:]) if len(found) == 1 else None


@lru_cache(maxsize=2048)
def unit_written(word: str) -> str:
    """How a unit word of a key is written after a number ("m3" → "m³", "litres" →
    "litres", "km" → "km"), or "" when the word is no unit of measure."""
    powered = POWERED.fullmatch(word)
    if powered:
        return powered.group(1) + {"2": "²", "3": "³"}[powered.group(2)]
    if word in NOT_UNITS or len(word) < 2 or not word.isalpha():
        return ""
    from ..read.units import unit_of
    unit = unit_of(word)
    if not unit and re.fullmatch(r"[kmg]wh", word):   # kwh: pint knows it as kWh
        unit, word = unit_of(word[0] + "Wh"), word[0] + "Wh"
    return word if unit and MEASURES.fullmatch(unit) else ""


def singular_unit(unit: str, value) -> str:
    """'1 litre', '2 litres': a unit's name agrees with its number; symbols never change."""
    if value == 1 and unit.endswith("s") and len(unit) > 3:
        from ..read.lexicon import lemma
        return lemma(unit)
    return unit
