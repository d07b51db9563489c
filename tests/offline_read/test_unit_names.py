"""The table of pint's unit names reads a one-word unit exactly as pint does, without pint."""

import re
import subprocess
import sys

import pint
import pytest

from course_lib.offline.read.unit_names import _table, unit_name, with_extra_units

REGISTRY = with_extra_units(pint.UnitRegistry())   # pint's units and the few it lacks (斤)


def via_pint(word: str) -> str | None:
    try:
        unit = REGISTRY.parse_units(word)
    except Exception:      # any word pint can't read is no unit
        return None
    return None if unit.dimensionless else str(unit)


@pytest.mark.parametrize("word, expected", [
    ("furlongs", "furlong"), ("kPa", "kilopascal"), ("ms", "millisecond"), ("mL", "milliliter"),
    ("nmi", "nautical_mile"), ("fortnights", "fortnight"), ("dozen", None), ("percent", None),
    ("kilodegC", None),            # an offset unit takes no prefix
    ("bananas", None), ("Sarek", None), ("s", "second")])
def test_words_as_pint_reads_them(word, expected):
    assert unit_name(word) == expected == via_pint(word)


def test_every_key_and_its_prefixed_plural_agrees_with_pint():
    table = _table()
    words = set(table["units"])
    for prefix, _ in table["prefixes"][::3]:
        words.update(prefix + key + "s" for key in list(table["units"])[::5])
    words = sorted(w for w in words if re.fullmatch(r"[A-Za-z_]+", w))
    disagree = [(w, unit_name(w), via_pint(w)) for w in words if unit_name(w) != via_pint(w)]
    assert len(words) > 4000 and disagree == []


def test_reading_a_request_with_a_number_does_not_load_pint():
    code = ("import sys; from course_lib.offline.read.units import find_quantities; "
            "find_quantities('How many yuan is 100 dollars, and 12 miles?'); "
            "print('pint' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("name, description, kind", [
    ("flat", "flat or unit number", "text"),          # a unit number names a flat
    ("unit_no", "", "id"),
    ("unit", "", "unit"),
    ("target", "the unit to convert the length to", "unit")])
def test_a_unit_number_is_not_a_unit_of_measure(name, description, kind):
    from course_lib.offline.read.kinds import kind_of
    assert kind_of(name, {"type": "string", "description": description}) == kind
