"""A field named for a kind of thing holds the thing of that kind the text names.

`medicine` in "Take the amoxicillin three times a day" is "amoxicillin", not the clause
around it: WordNet says amoxicillin is a kind of medicine (antibiotic → drug → medicine),
as a beagle is a breed and a fever a symptom. A Chinese word is read through its CC-CEDICT
senses (阿莫西林 → "amoxicillin"). Only the field's own noun is asked about (the last
word of its name: `dog_breed` → breed), and a word the field itself is named with is no
member of it. Cost: the text's nouns x one WordNet look-up each, cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import text as T
from .extract import Found
from .kinds import field_noun

SURE = 0.44   # taxonomy.kind_score: amoxicillin/medicine 0.52, tuna/food 0.37 (too loose)


@lru_cache(maxsize=8192)
def _kind_score(word: str, label: str) -> float:
    from . import taxonomy
    if not taxonomy.available() or word == label or word in taxonomy.synonyms(label):
        return 0.0
    return taxonomy.kind_score(word, label, definitions=False) or \
        taxonomy.kind_score(word, label) * 0.9


# Nouns whose members WordNet files under another word: a breed is "a special variety of
# domesticated animals" (a corgi is a dog, no breed, in its tree).
KIND_OF = {"breed": ("domestic_animal",), "species": ("organism",)}


def _below(score: float) -> float:
    """A kind of a kind (corgi → dog → domestic animal: 0.72), not the kind itself (a dog,
    one step down at 0.85, is no breed)."""
    return score if score <= 0.85 * 0.85 + 1e-6 else 0.0


# A description that asks a question ("what was damaged and how") wants a clause, not a thing.
ASKS = re.compile(r"^\s*(?:what|why|how|which|where|describe|explain|summar)|什么|为什么|如何|怎么|描述",
                  re.I)


def member(name: str, text: str, taken: list[tuple[int, int]],
           description: str = "") -> Found | None:
    """The word of `text` (outside `taken`) that names a kind of the field's noun."""
    noun = field_noun(name)
    if noun is None or ASKS.search(description):
        return None
    from .lexicon import lemma
    best, best_score = None, SURE
    for word, start, end in _nouns(text):
        if any(start < e and s < end for s, e in taken):
            continue
        readings = _english(word) if T.has_cjk(word) else (lemma(word.lower()),)
        score = max([_kind_score(r, noun) for r in readings] +
                    [_below(_kind_score(r, kind)) for r in readings for kind in KIND_OF.get(noun, ())],
                    default=0.0)
        if score > best_score:
            opens = start == 0 or re.search(r"[.!?]\s+$", text[:start])   # "Red box, please."
            best, best_score = Found(word if T.has_cjk(word) else word.lower()
                                     if not word[0].isupper() or opens else word,
                                     start, end), score
    return _with_modifier(best, text, taken) if best and not T.has_cjk(best.value) else best


def _with_modifier(found: Found, text: str, taken: list[tuple[int, int]]) -> Found:
    """"lentil soup", not "soup": a noun right before the member names which one it is
    (an adjective, a verb or a function word does not: "hot soup" stays "soup")."""
    from . import taxonomy
    from .lexicon import lemma
    before = re.search(r"([A-Za-z][a-z-]{2,})\s+$", text[:found.start])
    if not before or any(before.start(1) < e and s < before.end(1) for s, e in taken):
        return found
    word = before.group(1).lower()
    if word in T.STOPWORDS or not taxonomy.is_noun(lemma(word)) or \
            taxonomy.mostly_adjective(word) or taxonomy.mostly_verb(word) or \
            taxonomy.mostly_verb(lemma(word)) or word.endswith(("ed", "ing")):   # "cooked soup"
        return found
    return Found(f"{word} {found.value}", before.start(1), found.end)


def _english(word: str) -> tuple[str, ...]:
    from .number_fields import zh_senses
    return tuple(zh_senses(word))


def _nouns(text: str):
    if T.has_cjk(text):
        from .lexicon import dictionary
        from .tags import tagged
        at = 0
        for token in tagged(text):
            start = text.find(token.word, at)
            at = start + len(token.word)
            if token.flag.startswith(("n", "eng")) and len(token.word) >= 2:
                yield token.word, start, at
        # a word jieba does not know, said alone between commas (豆豆，柯基，三岁): the
        # dictionary's word (柯基 "corgi"), not jieba's 柯 + 基
        for m in re.finditer(r"(?<=[，,：:、])\s*([\u4e00-\u9fff]{2,4})\s*(?=[，,。、；;！？]|$)", text):
            if m.group(1) in dictionary():
                yield m.group(1), m.start(1), m.end(1)
        return
    for m in re.finditer(r"[A-Za-z][a-z-]{2,}", text):
        if m.group().lower() not in T.STOPWORDS:
            yield m.group(), m.start(), m.end()


def named_thing(name: str, text: str, taken: list[tuple[int, int]]) -> Found | None:
    """`hotel_name` in "我订了桔子酒店": the words naming one thing of the field's noun,
    the noun as the text writes it (酒店 glosses "hotel"; "Hotel") with the name before it
    (桔子; "Harbour View"). None where the text doesn't write the noun with a name."""
    noun = field_noun(name)
    if noun is None:
        return None
    clear = lambda s, e: not any(s < b and a < e for a, b in taken)   # noqa: E731
    if not T.has_cjk(text):
        for m in re.finditer(rf"((?:[A-Z][\w'’&-]*\s+){{1,3}})(?i:{re.escape(noun)})s?\b(?!\s*:)", text):
            # ("New dog: Pickle": a label before its value, no dog named "New")
            words = m.group(1).split()
            while words and words[0].lower() in T.STOPWORDS:
                words.pop(0)   # "The Grand Hotel": the name starts after "The"
            if words and clear(m.start(), m.end()):
                start = m.start(1) + m.group(1).index(words[0])
                return Found(text[start:m.end()], start, m.end())
        return None
    from .tags import tagged
    tokens, at = [], 0
    for token in tagged(text):
        start = text.find(token.word, at)
        at = start + len(token.word)
        tokens.append((token, start, at))
    for (before, start, _), (token, _, end) in zip(tokens, tokens[1:]):
        if noun in _english(token.word) and before.flag.startswith(("n", "eng")) and \
                len(before.word) >= 2 and clear(start, end):
            return Found(text[start:end], start, end)
    return None
