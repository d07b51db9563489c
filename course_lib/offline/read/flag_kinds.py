"""A flag named by a kind of thing is said by naming one of its kinds: `alcohol` by "we'd
like to serve wine", `medication` by 吃药 ("to take medicine"), `heating` by "the radiator".

A yes/no field names a general thing; people name the particular one. WordNet says which
word names a kind of which (wine → alcoholic beverage → alcohol), and CC-CEDICT gives a
Chinese word its English nouns first. Only nouns of the flag's name are tried, and only
a sure kind (a direct kind, or two steps down) counts, so "serve" or "people" never
flags anything; a word that is mostly an adjective describes ("a black tattoo" is no
`colour` one).

Cost: one WordNet look-up per (word, noun) pair, cached; a text is read once per flag.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import text as T

SURE_KIND = 0.7   # wine/alcohol 0.85, beer/alcohol 0.72, medicine/medication 0.8


def flag_nouns(name: str) -> tuple[str, ...]:
    """The nouns a flag's name holds (`alcohol`, `needs_medication` → medication)."""
    from . import taxonomy
    if not taxonomy.available():
        return ()
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if len(w) >= 3]
    table = taxonomy._table()["senses"]
    return tuple(w for w in words if w in table and w not in T.STOPWORDS)


def kind_span(name: str, text: str) -> tuple[int, int] | None:
    """Where `text` names a kind of what the flag `name` is about; None if nowhere."""
    nouns = flag_nouns(name)
    if not nouns:
        return None
    if T.has_cjk(text):
        from . import zh
        position = 0
        for word in zh.cut(text):
            at = text.find(word, position)
            position = at + len(word) if at >= 0 else position
            if at >= 0 and T.has_cjk(word) and len(word) >= 2 and _zh_kind(word, nouns):
                return at, at + len(word)
        return None
    for m in re.finditer(r"[A-Za-z][A-Za-z'-]{2,}", text):
        if _en_kind(m.group().lower(), nouns):
            return m.start(), m.end()
    return None


@lru_cache(maxsize=8192)
def _en_kind(word: str, nouns: tuple[str, ...]) -> bool:
    from . import taxonomy
    from .lexicon import lemma
    if word in T.STOPWORDS or taxonomy.mostly_adjective(word):
        return False   # "a black tattoo" says a look, not that it is in colour
    one = lemma(word)
    return any(one != noun and taxonomy.kind_score(one, noun) >= SURE_KIND for noun in nouns)


@lru_cache(maxsize=8192)
def _zh_kind(word: str, nouns: tuple[str, ...]) -> bool:
    """A Chinese word whose first glosses name a kind of a noun (葡萄酒 "wine"), or are a
    verb phrase on such a noun (吃药 "to take medicine")."""
    from .lexicon import glosses
    for gloss in glosses(word)[:3]:
        last = re.findall(r"[a-z]+", gloss.lower())
        if last and (_en_kind(last[-1], nouns) or last[-1] in nouns):
            return True
    return False
