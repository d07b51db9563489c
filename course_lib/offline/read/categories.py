"""Choosing an enum option by what the request's things *are*.

"Taxi to the airport" names no category, yet a person files it under `transport`: a taxi is
a kind of car, and a car a means of transport. `by_kind(options, text)` does the same with
WordNet's is-a links (taxonomy.py): each thing the text names is looked up, and the option
it is most surely a kind of wins. Chinese words reach English through their dictionary
glosses (午饭 → lunch → meal → food).

Two weaker links count where no is-a link does: a word built on the same stem as the
option ("co-operate" / `cooperative`, 美式 "American" / `americano`), and two English words
a Chinese character glosses in one breath (大: "big; large" for `large`).

An option may come with words of its own, when the schema describes its options
("transport: taxis, trains, fuel; food: groceries and restaurants"): then the text's
things are compared with those words too.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import Any

from . import text as T

MIN_SURE = 0.3         # weaker links (a word's rare sense, far up the chain) choose nothing
DESCRIBED_SURE = 0.5   # the words describing an option are many and loose: closer links only
ZH_GLOSSES = 3         # a Chinese word stands for its three most usual English glosses
CATCH_ALL = re.compile(r"^(other|others|misc|miscellaneous|general|unknown|unspecified|unsure|"
                       r"unclassified|uncategori[sz]ed|none|n/?a|其他|其它|其余|未分类|不确定)$", re.I)


# jieba's tags for grammar words: measure words (类, 个), numerals, pronouns, prepositions,
# particles, adverbs, conjunctions. Their glosses are no thing ("类" is "class", a synonym
# of "family" in WordNet).
_ZH_GRAMMAR_TAGS = ("q", "m", "r", "p", "u", "d", "c", "y", "e", "o", "x")


def _zh_pieces(text: str) -> list[str]:
    """The content words of a Chinese text, by jieba's part-of-speech tags."""
    from . import tags, zh
    return [t.word for t in tags.tagged(text)
            if T.has_cjk(t.word) and t.word not in zh.ZH_STOPWORDS
            and not t.flag.startswith(_ZH_GRAMMAR_TAGS)]


def things_named(text: str) -> list[str]:
    """The English content words of a text (as lemmas), Chinese words as their usual glosses."""
    from . import lexicon
    found: list[str] = []
    if T.has_cjk(text):
        for piece in _zh_pieces(text):
            # one character has many senses (元: yuan, first, primary): its usual one only
            glossed = list(lexicon.glosses(piece)[:ZH_GLOSSES if len(piece) > 1 else 1])
            if not glossed and len(piece) > 1:   # a word the dictionary lacks (小杯): its parts
                glossed = [g for part in lexicon.split_known(piece)
                           for g in lexicon.glosses(part)[:ZH_GLOSSES if len(part) > 1 else 2]]
            found += glossed
            # a compound's halves say what it is about too: 电影票 is a ticket to a movie
            if len(piece) >= 3:
                for half in (piece[:2], piece[-2:]):
                    found += lexicon.glosses(half)[:ZH_GLOSSES]
    english = re.sub(r"[\u4e00-\u9fff]+", " ", text).lower()
    words = re.findall(r"[a-z]+(?:-[a-z]+)*", english)
    for i, w in enumerate(words):
        if w in T.STOPWORDS:
            continue
        if "-" in w:   # "co-op" is a word of its own; "off-road" is "off" and "road" too
            found.append(w)
            found += [lexicon.lemma(p) for p in w.split("-") if p not in T.STOPWORDS]
            continue
        found.append(lexicon.lemma(w))
        if i + 1 < len(words):   # a compound WordNet knows: "snow tire", "sports car"
            pair = f"{w}_{lexicon.lemma(words[i + 1])}"
            from . import taxonomy
            if taxonomy.available() and taxonomy.is_noun(pair):
                found.append(pair)
    return list(dict.fromkeys(found))


def option_words(options: list, description: str) -> dict[Any, list[str]]:
    """What each option stands for: its own words, plus what the schema's description says
    about it ("transport: taxis, trains; food = meals" or "food (groceries, restaurants)")."""
    words = {o: [w for w in re.split(r"[\s_-]+", str(o).lower()) if w] for o in options}
    if not description:
        return words
    for option in options:
        label = re.escape(str(option))
        said = re.search(rf"(?<![\w]){label}\s*(?:[:=(]|-{{1,2}}|–|—)\s*([^;.\n)]+)",
                         description, re.I)
        if said:   # its nouns ("where an order is" says nothing about orders)
            from .lexicon import lemma
            from .taxonomy import is_noun
            words[option] += [lemma(w) for w in re.findall(r"[a-z]+", said.group(1).lower())
                              if w not in T.STOPWORDS and is_noun(lemma(w))]
    return words


def by_kind(options: list, text: str, description: str = "") -> tuple[Any, float]:
    """The option the text's things are most surely kinds of, and how surely (0: none)."""
    best, best_score = None, 0.0
    for option, score in kind_scores(options, text, description).items():
        if score > best_score:
            best, best_score = option, score
    return (best, best_score) if best_score >= MIN_SURE else (None, 0.0)


def kind_scores(options: list, text: str, description: str = "") -> dict[Any, float]:
    """How surely the text's things are kinds of each option (options below MIN_SURE left
    out)."""
    from . import taxonomy
    labels = [o for o in options if isinstance(o, str) and not CATCH_ALL.match(o)]
    if not labels or not taxonomy.available():
        return {}
    things = things_named(_without_when(text))
    meanings = option_words(labels, description)
    scores = {}
    for option in labels:
        label_words = len([w for w in re.split(r"[\s_-]+", option) if w])
        own = meanings[option]
        label = "_".join(own[:label_words])                      # "premium_economy"
        said = [w for w in dict.fromkeys(own[label_words:]) if w != label]
        score = max([_sure(thing, label, MIN_SURE) for thing in things] +
                    [_sure(thing, w, DESCRIBED_SURE, definitions=False)
                     for thing in things for w in said] + [0.0])
        if score >= MIN_SURE:
            scores[option] = score
    return scores


def _sure(thing: str, target: str, least: float, definitions: bool = True) -> float:
    """How surely `thing` is a kind of `target`. The words describing an option are loose,
    so for them a word in the thing's definition is no link ("a gift: something acquired
    without compensation" is not a kind of compensation)."""
    from . import taxonomy
    own_label = definitions   # the option's own word, not a word describing it
    # an adjective option ("large", "indoor") is said of a thing, not what it is: "a large
    # area of land" (a park) is no kind of large
    definitions = definitions and not taxonomy.mostly_adjective(target)
    score = 1.0 if thing == target else taxonomy.kind_score(thing, target, definitions)
    if score < least and own_label and (same_stem(thing, target) or glossed_together(thing, target)):
        score = WEAK_LINK
    return score if score >= least else 0.0


WEAK_LINK = 0.5   # a shared stem or a shared gloss: a link, weaker than a near is-a one
STEM = 6          # letters two words must share at their start to be built on one stem


def same_stem(a: str, b: str) -> bool:
    """Built on one stem: "cooperate"/"cooperative", "american"/"americano",
    "strategy"/"strategic"; not "family"/"familiar" (five letters) nor "car"/"card"."""
    a, b = a.lower().replace("-", ""), b.lower().replace("-", "")
    if a == b or min(len(a), len(b)) < STEM:
        return a == b
    shared = len(os.path.commonprefix([a, b]))
    return shared >= STEM and shared >= min(len(a), len(b)) - 2


@lru_cache(maxsize=1)
def _glossed_together() -> dict[str, frozenset[str]]:
    """English word → the words a single Chinese character glosses with it in one of its
    first two senses (大: "big; large; great"): near-synonyms, from CC-CEDICT."""
    from .lexicon import dictionary
    together: dict[str, set[str]] = {}
    for head, senses in dictionary().items():
        if len(head) != 1:
            continue
        for sense in senses[:2]:
            words = [w.strip().lower() for w in sense.split(";")]
            words = [w for w in words if re.fullmatch(r"[a-z]+", w)]
            for w in words:
                together.setdefault(w, set()).update(words)
    return {w: frozenset(o - {w}) for w, o in together.items()}


def glossed_together(a: str, b: str) -> bool:
    """Two English words one Chinese character glosses together: near-synonyms."""
    return b in _glossed_together().get(a, frozenset())


def _without_when(text: str) -> str:
    """The text without its dates and times: "today" is when, not a thing to file."""
    import datetime as dt
    from . import dates
    from .phrases import remove_spans
    hits = [*dates.find_dates(text, dt.date(2000, 1, 1)), *dates.find_times(text)]
    return remove_spans(text, [(h.start, h.end) for h in hits])


def catch_all(options: list) -> Any:
    """The option for "none of the others" ("other", "misc", "其他"), if the enum has one."""
    return next((o for o in options if isinstance(o, str) and CATCH_ALL.match(o)), None)
