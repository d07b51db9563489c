"""A misspelt request word read as the tool word it almost is: "book a yoga clas",
"cancel my resevation".

A person reads past a typo because they know the word that was meant. The offline model
knows two things that make that safe enough: which English words exist (WordNet's
lemmas, all parts of speech) and which words the tools at hand use. A request word that
is no English word, at least four letters long and written in lower case (a capital is
a name: "Marek" is not "market"), counts as a tool word within a small edit distance
(`rapidfuzz`'s optimal string alignment, so "reciept" is one step from "receipt"): one
edit for short words, two for words of seven letters or more. When two tool words are
equally near, or a grammar word just as near ("plase": please, not place), it is no
typo we can read.

This only changes which tool fits. The values of the request (a name, an id, a title) are
read from the text as the user wrote them.
"""

from __future__ import annotations

import re
from functools import lru_cache

MIN_LETTERS = 4       # "clas" → "class"; shorter words are too easily one edit from another
LONG_WORD = 7         # from this length on, two edits still leave the word recognisable


def max_edits(word: str) -> int:
    return 2 if len(word) >= LONG_WORD else 1


@lru_cache(maxsize=4096)
def _unknown(word: str) -> bool:
    from ..read import taxonomy
    from ..read.text import CONCEPT_OF, STOPWORDS, stem
    return (word.isalpha() and word.isascii() and len(word) >= MIN_LETTERS
            and word not in CONCEPT_OF and word not in STOPWORDS and not taxonomy.is_word(word)
            and not taxonomy.is_word(stem(word)))


def misspelt_words(text: str) -> list[str]:
    """The request's lower-case words that are no English word ("clas", "resevation")."""
    if not text or not re.search(r"[a-z]", text):
        return []
    from ..read import taxonomy
    if not taxonomy.knows_words():
        return []    # without a dictionary every word could be a typo: read none
    found = []
    for m in re.finditer(r"[A-Za-z]+(?:['’][A-Za-z]+)?", text):   # "hasn't" is one word
        word = m.group()
        if word.isalpha() and word.islower() and _unknown(word) and word not in found:
            found.append(word)
    return found


def correct(word: str, vocabulary: dict[str, str]) -> str | None:
    """The concept of the one tool word `word` is a typo of, or None (none near, or two)."""
    from rapidfuzz.distance import OSA
    limit = max_edits(word)
    best, meant = limit + 1, set()
    for written, concept in vocabulary.items():
        if abs(len(written) - len(word)) > limit or len(written) < MIN_LETTERS:
            continue
        distance = OSA.distance(word, written, score_cutoff=limit)
        if distance < best:
            best, meant = distance, {concept}
        elif distance == best:
            meant.add(concept)
    if best > limit or len(meant) != 1 or _near_a_common_word(word, best):
        return None
    return next(iter(meant))


def _near_a_common_word(word: str, distance: int) -> bool:
    """"plase" is as near "please" as "place": a grammar word was meant, not a tool's."""
    from rapidfuzz.distance import OSA
    from ..read.text import STOPWORDS
    return any(OSA.distance(word, w, score_cutoff=distance) <= distance for w in STOPWORDS)


def corrected_concepts(text: str, vocabulary: dict[str, str]) -> dict[str, str]:
    """{typo: the concept it stands for} for the request's misspelt words."""
    found = {}
    for word in misspelt_words(text):
        concept = correct(word, vocabulary)
        if concept:
            found[word] = concept
    return found
