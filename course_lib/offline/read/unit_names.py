"""pint's unit names as a plain table, so reading "100 dollars" doesn't load pint.

Importing pint and building its registry costs a second or two of CPU, once per process: every
notebook kernel, CLI call and grading run would pay it on its first request with a number in
it, only to learn that "dollars" is not a unit. The table below holds what a single word needs
(pint's unit names, symbols and aliases, its prefixes and its plural suffix); it is built
from pint once and kept on disk by `tablecache`. A word is read the way pint reads one
(`parse_unit_name`: prefix + unit + suffix, the first match wins); anything else ("km/h",
"m**2") is still parsed by pint itself.
"""

from __future__ import annotations

import re
from functools import lru_cache

ONE_WORD = re.compile(r"[A-Za-z_]+")


# Units pint lacks that people use every day: the Chinese market 斤 is half a kilo; a solar
# panel is sized in watts peak (6 kWp), its rated power.
EXTRA_UNITS = ("jin = 0.5 * kilogram", "watt_peak = watt = Wp")


def with_extra_units(registry):
    """pint's registry with the EXTRA_UNITS defined in it."""
    for definition in EXTRA_UNITS:
        registry.define(definition)
    return registry


def _build() -> dict:
    """Plain data from pint's registry: every unit key with its canonical name, whether it
    has no dimension (a percent, a dozen) and whether it takes a prefix (degC doesn't), the
    prefixes and the suffixes, in pint's order."""
    import pint
    registry = with_extra_units(pint.UnitRegistry())
    units = {}
    for key, definition in registry._units.items():
        units[key] = [definition.name, bool(registry.parse_units(definition.name).dimensionless),
                      bool(definition.is_multiplicative)]
    return {"units": units,
            "prefixes": [[key, d.name] for key, d in registry._prefixes.items()],
            "suffixes": [[key, value] for key, value in registry._suffixes.items()]}


@lru_cache(maxsize=1)
def _table() -> dict:
    from .tablecache import cached
    return cached("pint-units", _build, ("pint",))


def is_one_word(word: str) -> bool:
    return ONE_WORD.fullmatch(word) is not None


@lru_cache(maxsize=4096)
def unit_name(word: str) -> str | None:
    """pint's canonical name of a one-word unit ("miles" → "mile", "km" → "kilometer"), or
    None when pint knows no such unit or it has no dimension."""
    table = _table()
    units = table["units"]
    for suffix, _ in table["suffixes"]:          # pint's own order: suffix, then prefix
        if not word.endswith(suffix):
            continue
        for prefix, prefix_name in table["prefixes"]:
            if not word.startswith(prefix):
                continue
            name = word[len(prefix):]
            if suffix:
                name = name[:-len(suffix)]
                if len(name) == 1:
                    continue
            if name in units:
                canonical, dimensionless, multiplicative = units[name]
                if dimensionless or (prefix and not multiplicative):
                    return None
                return prefix_name + canonical
    return None
