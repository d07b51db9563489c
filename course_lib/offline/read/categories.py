"""Choosing an enum option by what the request's things *are*.

"Taxi to the airport" names no category, yet a person files it under `transport`: a taxi is
a kind of car, and a car a means of transport. `by_kind(options, text)` does the same with
WordNet's is-a links (taxonomy.py): each thing the text names is looked up, and the option
it is most surely a kind of wins. Chinese words reach English through their dictionary
glosses (午饭 → lunch → meal → food).

An option may come with words of its own, when the schema describes its options
("transport: taxis, trains, fuel; food: groceries and restaurants"): then the text's
things are compared with those words too.
"""

from __future__ import annotations

import re
from typing import Any

from . import text as T

MIN_SURE = 0.3         # weaker links (a word's rare sense, far up the chain) choose nothing
DESCRIBED_SURE = 0.5   # the words describing an option are many and loose: closer links only
ZH_GLOSSES = 3         # a Chinese word stands for its three most usual English glosses
CATCH_ALL = re.compile(r"^(other|others|misc|miscellaneous|general|unknown|unspecified|unsure|"
                       r"unclassified|uncategori[sz]ed|none|n/?a|其他|其它|其余|未分类|不确定)$", re.I)


def things_named(text: str) -> list[str]:
    """The English content words of a text (as lemmas), Chinese words as their usual glosses."""
    from . import lexicon
    found: list[str] = []
    if T.has_cjk(text):
        from . import zh
        for piece in zh.cut(text):
            if T.has_cjk(piece) and piece not in zh.ZH_STOPWORDS:
                # one character has many senses (元: yuan, first, primary): its usual one only
                found += lexicon.glosses(piece)[:ZH_GLOSSES if len(piece) > 1 else 1]
                # a compound's halves say what it is about too: 电影票 is a ticket to a movie
                if len(piece) >= 3:
                    for half in (piece[:2], piece[-2:]):
                        found += lexicon.glosses(half)[:ZH_GLOSSES]
    english = re.sub(r"[\u4e00-\u9fff]+", " ", text)
    found += [lexicon.lemma(w) for w in re.findall(r"[a-z]+", english.lower())
              if w not in T.STOPWORDS]
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
    from . import taxonomy
    labels = [o for o in options if isinstance(o, str) and not CATCH_ALL.match(o)]
    if not labels or not taxonomy.available():
        return None, 0.0
    things = things_named(_without_when(text))
    meanings = option_words(labels, description)
    best, best_score = None, 0.0
    for option in labels:
        label_words = len([w for w in re.split(r"[\s_-]+", option) if w])
        own = meanings[option]
        label = "_".join(own[:label_words])                      # "premium_economy"
        said = [w for w in dict.fromkeys(own[label_words:]) if w != label]
        score = max([_sure(thing, label, MIN_SURE) for thing in things] +
                    [_sure(thing, w, DESCRIBED_SURE, definitions=False)
                     for thing in things for w in said] + [0.0])
        if score > best_score:
            best, best_score = option, score
    return (best, best_score) if best_score >= MIN_SURE else (None, 0.0)


def _sure(thing: str, target: str, least: float, definitions: bool = True) -> float:
    """How surely `thing` is a kind of `target`. The words describing an option are loose,
    so for them a word in the thing's definition is no link ("a gift: something acquired
    without compensation" is not a kind of compensation)."""
    from . import taxonomy
    score = 1.0 if thing == target else taxonomy.kind_score(thing, target, definitions)
    return score if score >= least else 0.0


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
