"""Weaker evidence for a tool: a request word *close in meaning* to a word of its
description, when no word of the request is in any description at all.

"Sign me up for yoga" shares no word with "Book a spot in an exercise session", but yoga is
a kind of exercise; "when does the next bus leave" shares none with "Timetables of trains
and trams", but bus, train and tram are all public transport. WordNet's is-a links
(read/taxonomy.py) say so: one noun a kind of the other (at most three steps up), or both
kinds of one close thing (at most two steps up each). Either way the broader kind must lie
well below the top of the hierarchy: "entity", "object", "act", "assets" or "item" hold
nearly everything and say nothing. Chinese words take part through their dictionary
glosses (their usual sense), like every other concept. Only nouns take part: a request's
verbs ("see", "sign") and a description's first word ("Book a table") are left out.

It is weak on purpose and decides only where the words themselves decide nothing:
`rank_tools` calls it only when no tool reached the threshold on direct evidence, only
for request words no description mentions, and a tool whose "Not for …" sentence names
the word, or a word close to it, gets nothing from it.
"""

from __future__ import annotations

import datetime as dt
import math
import re

MIN_RELATED = 0.5    # yoga/exercise 0.51, pet/animal 0.85; cat/dog (two steps each) 0.37: no
WEIGHT = 1.0         # one clear kinship is enough to pick a tool nothing else fits


def _value_spans(text: str) -> list[tuple[int, int]]:
    """Dates, times and places: values, whose kind ("Thursday" is a weekday) says nothing
    about which tool is meant; they are read as values elsewhere."""
    from ..read import dates, places
    spans = [(h.start, h.end) for h in dates.find_dates(text, dt.date(2000, 1, 1))]
    spans += [(h.start, h.end) for h in dates.find_times(text)]
    spans += [(p.start, p.end) for p in places.find_places(text)]
    return spans


def _without_values(text: str) -> str:
    for start, end in sorted(_value_spans(text), reverse=True):
        text = text[:start] + " " + text[end:]
    return text


def _noun(word: str, as_plural: bool = False) -> bool:
    """Is the word a noun here? WordNet's counts say how it is mostly used ("see" and
    "book" mostly as verbs, "musical" as an adjective); a plural in the middle of a
    sentence ("timetables of trains") is a noun whatever the word mostly is."""
    from ..read import taxonomy
    if not (word.isascii() and word.isalpha() and len(word) >= 3 and taxonomy.is_noun(word)):
        return False
    return as_plural or not (taxonomy.mostly_verb(word) or taxonomy.mostly_adjective(word))


def _plurals(text: str) -> set[str]:
    """Words written as plurals, not first in their sentence ("of trains and trams")."""
    from ..read.text import concept_of
    return {concept_of(m.group(1)) for m in re.finditer(r"(?<![.;:!?]\s)(?<!^)\b([a-z]{3,}s)\b", text or "")
            if concept_of(m.group(1)) != m.group(1)}


def request_nouns(text: str, unmatched: set[str]) -> list[str]:
    """The request's nouns that no tool's description mentions, values left out. Chinese
    words count in their usual sense only (关于 is "about", not "regard")."""
    from ..read.text import concepts, has_cjk, translate_zh
    plain = _without_values(text)
    said = concepts(translate_zh(plain)) if has_cjk(plain) else concepts(plain)
    plural = _plurals(plain)
    return sorted(w for w in said & unmatched if _noun(w, w in plural))


def target_nouns(description: str, described: frozenset[str]) -> set[str]:
    """The nouns of a description, the words a request noun may be related to. A
    sentence's first word is its verb ("Book a table", "Orders groceries"): no noun."""
    from ..read.text import concept_of
    plural = _plurals(description)
    verbs = {concept_of(m.group(1)) for m in re.finditer(r"(?:^|[.;:!?]\s+)([A-Za-z]+)", description or "")}
    return {w for w in described if _noun(w, w in plural) and w not in verbs}


def _closest(word: str, targets: set[str]) -> tuple[float, str | None]:
    from ..read import taxonomy
    best, which = 0.0, None
    for target in sorted(targets):
        if target != word:
            sure = taxonomy.related(word, target)
            if sure > best:
                best, which = sure, target
    return best, which


def related_evidence(text: str, unmatched: set[str], described: list,
                     descriptions: list[str]) -> list[tuple[float, set[str]]]:
    """For each tool (its `ToolConcepts` and description), the score the request's related
    words give it and the request words that gave it."""
    from ..read import taxonomy
    if not taxonomy.available() or not re.search(r"\w", text or ""):
        return [(0.0, set()) for _ in described]
    nouns = request_nouns(text, unmatched)
    links: list[dict[str, float]] = []
    for d, description in zip(described, descriptions):
        targets, ruled_out = target_nouns(description, d.described), set(d.not_for)
        found = {}
        for word in nouns:
            if word in ruled_out or _closest(word, ruled_out)[0] >= MIN_RELATED:
                continue   # "Not for horses": a pony is ruled out, not drawn in
            sure, _ = _closest(word, targets)
            if sure >= MIN_RELATED:
                found[word] = sure
        links.append(found)
    shared = {w: max(1, sum(w in found for found in links)) for w in nouns}
    return [(round(WEIGHT * sum(s / math.sqrt(shared[w]) for w, s in found.items()), 3), set(found))
            for found in links]
