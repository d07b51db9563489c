"""The items of a list that meet what the request says of them: "whichever washer is
free", "a room that fits 40 people", "有名额的班", "a car under €40 a day".

A list comes back; the request names no item, but a condition one must meet. A person keeps
the items that meet it, and only then picks (the cheapest of those, the one left):
  * a yes/no field the request names by meaning: `"free": true` for "free", "available",
    "空着的" (WordNet's adjective senses: read/adjective_senses.py); `false` for its
    opposite ("busy" of a field `free`), or when the word is negated ("not busy");
  * a bound on a number field, by what the number counts (read/counts.py): a count of
    people fills a field of places for them (capacity, seats) as its least value ("for 40
    people", "能坐10个人"); a count of the field's own thing ("7 seats", "14 kg") is its
    value, or a bound when a comparison word says so ("at least", "under", "以上", "以内");
    an amount of money bounds a price from above ("under €40");
  * "有名额", "with places left": a count field the request names, above zero;
  * "still have space", "还剩几个空位", "any left?": a request for what is still to be had
    keeps the items whose availability field says so (`free: true`, `spots_left` above 0).
A condition no field of the records answers is no condition on this list.
"""

from __future__ import annotations

import re
from typing import Any

from . import text as T

# Comparison words: grammar of both languages. (at least N / N or more → ≥; under N → ≤)
AT_LEAST = re.compile(r"\b(?:at\s+least|min(?:imum)?|over|more\s+than|above|no\s+less\s+than|"
                      r"or\s+more|plus)\b|\+|至少|最少|不少于|超过|多于|以上|起", re.I)
AT_MOST = re.compile(r"\b(?:at\s+most|max(?:imum)?|up\s+to|under|below|less\s+than|fewer\s+than|"
                     r"no\s+more\s+than|or\s+less|or\s+fewer|within|cheaper\s+than)\b|最多|不超过|"
                     r"少于|低于|不到|以下|以内|之内", re.I)
NEGATION_EN = re.compile(r"\b(?:not|isn't|aren't|no|non|never|without)\s+(?:\w+\s+)?$", re.I)
NEGATION_ZH = re.compile(r"(?:不|没|没有|非|未)$")
# A field that holds how many people a thing takes: its own word, or one of one person's
# share of it (read/counts.py SHARES: seat, place, spot...).
CAPACITY = {"capacity", "holds", "fits", "sleeps", "berth", "occupancy", "max", "maximum"}
# "fits 40", "room for 7", "能坐10": a bare number after a verb of holding counts people.
HOLDING = re.compile(r"(?:\b(?:fits?|holds?|seats?|sleeps?|takes?|accommodates?|(?:room|space|enough)\s+"
                     r"for)|能坐|坐得下|可坐|能容纳|容纳|能住|住得下|够)\s*$", re.I)
# 有 and the words it ends that still say "has" (还有 "still has", 仍有, 尚有); grammar.
ZH_HAVING = {"有", "还有", "仍有", "尚有", "都有", "也有"}
HAVING_EN = re.compile(r"\b(?:with|has|have|having|any|still)\b", re.I)
# What is still to be had: "left", "remaining", "spare", "vacant", "empty" (空位 glosses as
# empty place); the nouns "space" and "room" only after a word of having ("have space"), as
# "room" alone may be the counted thing. A closed class of meaning, like the negations.
STILL_TO_HAVE = {"left", "remain", "remaining", "remainder", "spare", "vacant", "vacancy", "empty"}
ROOM_NOUNS = {"space", "room"}
# A field that says whether (a flag) or how much (a number) of a thing is still to be had.
AVAILABILITY_FIELD = STILL_TO_HAVE | {"available", "availability", "free", "open", "unoccupied", "vacancies"}


def _field_words(key: str) -> list[str]:
    """The words of a field's name: `is_available` → available; `空闲` → its glosses."""
    if T.has_cjk(key):
        from .lexicon import glosses
        return [w for g in glosses(key) for w in re.findall(r"[a-z]+", g.lower())]
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key).lower().split("_")
    return [w for w in words if w and w not in ("is", "has", "can", "currently", "now")]


def _request_words(question: str) -> list[tuple[str, bool]]:
    """The request's words, each with whether it is negated ("not busy", "不忙"). A Chinese
    word stands for each of its dictionary glosses."""
    out = []
    if T.has_cjk(question):
        from .lexicon import glosses
        from .zh import cut
        said = ""
        for word in cut(question):
            negated = bool(NEGATION_ZH.search(said))
            senses = list(glosses(word)) if T.has_cjk(word) else [word]
            if len(word) >= 2 and word[0] in "有没" and T.has_cjk(word[1:]):
                # 有空 glosses as "to have time"; of a slot it is 有 + 空 (vacant): both read
                senses += glosses(word[1:])
                negated = negated or word[0] == "没"
            for gloss in senses:
                out += [(w, negated) for w in re.findall(r"[a-z]+", gloss.lower())]
            said += word
        return out
    for m in re.finditer(r"[A-Za-z]+", question):
        out.append((m.group(0).lower(), bool(NEGATION_EN.search(question[:m.start()]))))
    return out


def _flag_wanted(question: str, key: str) -> bool | None:
    """True or False when the request asks for the flag `key` to be so, else None."""
    from .adjective_senses import agreement, is_adjective
    fields = _field_words(key)
    if not fields:
        return None
    field_concepts = {T.concept_of(w) for w in fields}
    for word, negated in _request_words(question):
        if len(word) < 3 or word in T.STOPWORDS:
            continue
        sign = 1 if T.concept_of(word) in field_concepts else 0
        if not sign and is_adjective(word):
            sign = next((s for s in (agreement(word, f) for f in fields if is_adjective(f)) if s), 0)
        if sign:
            return (sign > 0) != negated
    return None


def _by_flags(question: str, records: list[dict]) -> list[dict] | None:
    kept, asked = records, False
    for key in records[0]:
        values = [r.get(key) for r in records]
        if not all(isinstance(v, bool) or v is None for v in values) or \
                not any(isinstance(v, bool) for v in values):
            continue
        wanted = _flag_wanted(question, key)
        if wanted is None:
            continue
        asked = True
        kept = [r for r in kept if bool(r.get(key)) == wanted]
    return kept if asked else None


def _numeric_fields(records: list[dict]) -> list[str]:
    return [k for k in records[0] if all(isinstance(r.get(k), (int, float))
                                         and not isinstance(r.get(k), bool) for r in records)
            and not k.lower().endswith("id")]


def _bound(question: str, start: int, end: int) -> str | None:
    """'min' (at least), 'max' (at most) or None, from the words around a number."""
    before, after = question[max(0, start - 16):start], question[end:end + 12]
    if AT_MOST.search(before) or re.match(r"\s*(?:\S+\s*)?(?:or\s+(?:less|fewer|under)|以下|以内|之内)",
                                           after, re.I):
        return "max"
    if AT_LEAST.search(before) or re.match(r"\s*(?:\S+\s*)?(?:or\s+more|\+|以上|起)", after, re.I):
        return "min"
    return None


def _by_bounds(question: str, records: list[dict]) -> list[dict] | None:
    from .counts import SHARES, counted, field_things, fits
    from .numbers import find_amounts
    fields = _numeric_fields(records)
    if not fields:
        return None
    kept, asked = records, False
    for amount in find_amounts(question):
        if amount.currency is None:
            continue
        key = next((k for k in fields if re.search(r"price|cost|fee|rate|fare|eur|usd|gbp|cny|per_",
                                                   k, re.I)), None)
        if key:
            asked = True
            way = _bound(question, amount.start, amount.end) or "max"
            kept = [r for r in kept if (r[key] >= amount.value if way == "min" else r[key] <= amount.value)]
    for count in counted(question):
        people = count.people or not count.things and HOLDING.search(question[:count.start])
        for key in fields:
            # a rate's unit ("per_hour") is what it is reckoned by, not what it counts
            things = field_things(re.sub(r"_?per_?[a-z]+$", "", key, flags=re.I), "")
            # people fill places (capacity, seats, places_left), never a field named for
            # them (an `adult` ticket price); a count of a field's own thing is its value
            # ("7 seats", "14 kg"), or its least one where the field says what is left
            places = bool(things & (SHARES | CAPACITY))
            own = not count.people and bool(count.things) and fits(things, count.things)
            if not (people and places or own):
                continue
            left = bool(things & {"left", "remain", "remaining", "available", "free", "spare"})
            way = _bound(question, count.start, count.end) or ("min" if people or left else None)
            asked = True
            kept = [r for r in kept if (r[key] >= count.value if way == "min" else
                                        r[key] <= count.value if way == "max" else r[key] == count.value)]
            break
    return kept if asked else None


def _by_having(question: str, records: list[dict]) -> list[dict] | None:
    """"有名额的话", "a class with places left": a count field the request names after a word
    of having, above zero (only where some item has none)."""
    for key in _numeric_fields(records):
        if not any(r[key] == 0 for r in records) or all(r[key] == 0 for r in records):
            continue
        named = T.concepts(key.replace("_", " ")) - {"left", "remain", "available", "free", "number"}
        if T.has_cjk(question):
            from .zh import cut
            words = cut(question)
            if any(w in ZH_HAVING and i + 1 < len(words) and T.concepts(words[i + 1]) & named
                   for i, w in enumerate(words)):
                return [r for r in records if r[key] > 0]
        elif HAVING_EN.search(question) and T.concepts(question) & named:
            return [r for r in records if r[key] > 0]
    return None


def _asks_what_is_left(question: str) -> bool:
    words = [w for w, negated in _request_words(question)]
    negated = [n for _, n in _request_words(question)]
    for i, word in enumerate(words):
        if negated[i]:
            continue
        if word in STILL_TO_HAVE:
            return True
        if word in ROOM_NOUNS and any(HAVING_EN.fullmatch(w) or w == "got" for w in words[max(0, i - 2):i]):
            return True   # "still have space", "with room", "got any space"
    return False


def _availability_field(key: str) -> bool:
    from .adjective_senses import agreement, is_adjective
    words = _field_words(key)
    return bool(set(words) & AVAILABILITY_FIELD) or \
        any(is_adjective(w) and agreement(w, "available") > 0 for w in words)


def _by_what_is_left(question: str, records: list[dict]) -> list[dict] | None:
    """"how many sessions still have space?", "还剩几个空位？": the items whose availability
    field (a flag, or a count of what is left) says some is still to be had."""
    if not _asks_what_is_left(question):
        return None
    for key in records[0]:
        values = [r.get(key) for r in records]
        if not _availability_field(key):
            continue
        if all(isinstance(v, bool) for v in values):
            return [r for r in records if r[key]]
        if key in _numeric_fields(records):
            return [r for r in records if r[key] > 0]
    return None


def _value_named(question: str, value: str) -> bool | None:
    """True when the request names this one-word value ("a free tent pitch": `free`,
    `tent`; "空的" for `free`), False when it names it negated ("not taken"), else None."""
    from .adjective_senses import agreement, is_adjective
    value = value.lower()
    if not re.fullmatch(r"[a-z]{3,}", value):
        return None
    for word, negated in _request_words(question):
        if len(word) < 3 or word in T.STOPWORDS:
            continue
        same = word == value or T.concept_of(word) == T.concept_of(value) or \
            is_adjective(word) and is_adjective(value) and agreement(word, value) > 0
        if same:
            return not negated
    return None


def _by_named_values(question: str, records: list[dict]) -> list[dict] | None:
    """A text field of a few repeated words (a status, a type) whose value the request
    names: "is there a free tent pitch?" keeps status `free` and type `tent`."""
    from .results import id_key
    # an item's own name ("book the Jade room") picks an item: it sets no condition
    first_text = next((k for k, v in records[0].items() if isinstance(v, str)), None)
    own = {id_key(records[0]), first_text}
    kept, asked = records, False
    for key in records[0]:
        values = [r.get(key) for r in records]
        if key in own or re.search(r"(?:^|_)(?:name|title|id)$", key) or \
                not all(isinstance(v, str) for v in values) or len(set(values)) < 2:
            continue
        named = {v: _value_named(question, v) for v in set(values)}
        wanted = {v for v, yes in named.items() if yes}
        unwanted = {v for v, yes in named.items() if yes is False}
        if not wanted and not unwanted:
            continue
        asked = True
        kept = [r for r in kept if (r[key] in wanted if wanted else r[key] not in unwanted)]
    return kept if asked else None


def meeting(question: str, items: list) -> list | None:
    """The items that meet every condition the request sets on them (possibly none), or
    None when it sets none that these items' fields answer."""
    records = [i for i in items if isinstance(i, dict)]
    if not records or len(records) != len(items):
        return None
    question = _without_when(question)
    pool, asked = records, False
    for way in (_by_flags, _by_named_values, _by_bounds, _by_having, _by_what_is_left):
        kept = way(question, pool)
        if kept is not None:
            asked, pool = True, kept
        if not pool:
            break
    return pool if asked else None


def _without_when(question: str) -> str:
    """Dates and clock times blanked out: their numbers count nothing."""
    import datetime as dt
    from .dates import find_dates, find_times
    spans = [(h.start, h.end) for h in find_dates(question, dt.date(2026, 1, 1))]
    spans += [(h.start, h.end) for h in find_times(question)]
    for start, end in sorted(spans, reverse=True):
        question = question[:start] + " " * (end - start) + question[end:]
    return question


def meets(question: str, item: Any, items: list) -> bool:
    """Does this item of the list meet the request's conditions (True when it sets none)?"""
    kept = meeting(question, items)
    return kept is None or item in kept
