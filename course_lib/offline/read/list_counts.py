"""A clause that counts the list itself is no item of it: "we're bringing two cats",
"下周一把两只猫送来" say how many `cats` there are; the cats come after ("大橘三岁…").

A list field is named for what it holds (`cats`, `children`, `guests`). A number whose
noun is that thing (English: the counted word; Chinese: the noun after the number and its
measure word, 两只猫 → 猫 "cat") counts the whole list, so its clause describes no one of
them.

Cost: one pass over a clause's numbers.
"""

from __future__ import annotations

import re

from . import text as T


def list_noun(name: str) -> str:
    """What a list field holds, as an English lemma (`cats` → cat, `pet_list` → pet)."""
    from .lexicon import lemma
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if p]
    parts = [p for p in parts if p not in ("list", "items", "entries", "array", "all")]
    return lemma(parts[-1]) if parts else ""


def counts_the_list(clause: str, noun: str) -> bool:
    """Does a number of `clause` count `noun`, the thing the list holds?"""
    from .lexicon import glosses, lemma
    from .numbers import find_numbers
    if not noun:
        return False
    for n in find_numbers(clause):
        if T.has_cjk(clause):
            from .measures import measure_after
            measure = measure_after(clause, n.end)
            after = clause[measure.end if measure else n.end:]
            word = _first_word(after)
            if word and any(lemma(w) == noun for g in glosses(word)[:3]
                            for w in re.findall(r"[a-z]+", g.lower())[-1:]):
                return True
        else:
            from .number_fields import context
            if noun in context(clause, n.start, n.end).counted:
                return True
    return False


def _first_word(text: str) -> str:
    from . import zh
    for word in zh.cut(text):
        if word.strip():
            return word if T.has_cjk(word) else ""
    return ""
