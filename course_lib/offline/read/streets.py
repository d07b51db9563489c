"""Street addresses as English writes them: a house number, names, a street word, and the
town after a comma ("14 Quay Lane, Falmouth").

Street words (Road, Lane, Quay...) are the grammar of addresses, not a list of places. Three
readers need them: an address field takes the address whole, a number before a street's
name is a house number and no clock time ("at 14 Quay Lane"), and the comma before the
town joins no list ("…Lane, Falmouth, on Wednesday" is one address and a day).
"""

from __future__ import annotations

import re
from functools import lru_cache

STREET_WORDS = (r"Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Court|Ct|Place|Pl|"
                r"Square|Boulevard|Blvd|Terrace|Crescent|Row|Gardens|Parade|Walk|Hill|Quay|Mews|Wharf")
_NAMES = r"(?:[A-Z][\w'-]*\s+){1,4}"
STREET = re.compile(rf"\b\d{{1,5}}[A-Za-z]?,?\s+{_NAMES}(?:{STREET_WORDS})\b\.?"
                    # the town after a comma: capitalised words, no weekday or month
                    rf"(?P<town>,\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){{0,2}})?")
# What follows a house number: the street's names and its street word.
HOUSE_NUMBER_AFTER = re.compile(rf"\s+{_NAMES}(?:{STREET_WORDS})\b")


@lru_cache(maxsize=1024)
def street_addresses(text: str, with_town: bool = True) -> tuple[tuple[int, int], ...]:
    """The spans of the street addresses the text writes, each with its town if it has one
    (and `with_town`)."""
    out = []
    for m in STREET.finditer(text):
        end = m.end()
        town = m.group("town")
        if town and (not with_town or any(_calendar_word(w) for w in town.strip(", ").split())):
            end = m.start("town")   # "14 Elm Road, Tuesday at 3": the day is no town
        while end > m.start() and text[end - 1] in ".":
            end -= 1
        out.append((m.start(), end))
    return tuple(out)


def _calendar_word(word: str) -> bool:
    from .dates import _names
    names = _names()
    return word.lower().strip(".") in {*names["days"], *names["months"]}


def street_towns(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of the towns written after a street address ("Ely" of "7 Mill Road, Ely"):
    a town the gazetteer may not know, named by where it stands."""
    out = []
    for m in STREET.finditer(text):
        town = m.group("town")
        if town and not any(_calendar_word(w) for w in town.strip(", ").split()):
            start = m.start("town") + len(town) - len(town.lstrip(", "))
            out.append((start, m.end("town")))
    return tuple(out)
