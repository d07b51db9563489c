"""What a number in a request counts: "two adults and three kids", "两个大人一个小孩".

A model filling `buy_tickets(adults, children)` gives each field the number written with
the thing it counts, not the first number it sees. We read each number with the noun
that follows it (English "four snow tyres"; Chinese numeral + measure word + noun, 四条冬季胎),
or the noun before "of" ("a team of six"), and say when the thing counted is people
("the two of us", 三个人, 我们俩). A field then takes the count of its own thing, by the
field's words (name and description) against the noun: the same lemma, a WordNet kind
("kids" for `children`), or a Chinese word's dictionary glosses (大人 → adult).

Small closed-class words only: pronouns ("us", 我们), 俩/仨 (two/three of a group).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import text as T


@dataclass(frozen=True)
class Counted:
    value: float
    start: int
    end: int
    things: tuple[str, ...]   # English lemmas of the noun counted ("tyre", "adult"), or ()
    people: bool              # the thing counted is people ("of us", 人, "guests")
    article: bool = False     # "one child", "a kid": one, only where the field counts that


# "the two of us", "both of us", "all three of them": a group of people, counted.
_OF_US = re.compile(r"^\s+of\s+(?:us|you|them)\b", re.I)
# 我们俩, 咱仨, 你们两个: a pronoun then the group's size (俩 is two, 仨 three).
_ZH_GROUP = re.compile(r"(?:我们|咱们|你们|他们|她们|我|咱|你|他)(?P<n>俩|仨|[两二三四五六七八九十]+个?人?)")
_ZH_GROUP_SIZE = {"俩": 2, "仨": 3}
_STOP_EN = re.compile(r"^(?:and|or|for|on|at|in|to|with|by|from|of|the|a|an|this|next|"
                      r"tomorrow|today|tonight|please|each|per|but|so|who|that)$", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
PERSON_WORDS = {"person", "people", "us"}   # the rest is WordNet's: a kind of person


def count_of_people(words: tuple[str, ...]) -> bool:
    """Do these nouns name people? (A kind of person in WordNet: "kids", "diners", "tenors".)"""
    from . import taxonomy
    for w in words:
        if w in PERSON_WORDS:
            return True
        # "person" is too near the top for kind_score's categories; its kinds are read here
        if taxonomy.available() and taxonomy.kinds_of(w).get("person", 0.0) >= 0.3:
            return True
    return False


def _a_group(things: tuple[str, ...]) -> bool:
    """A team, a party, a family, a group: people together ("a party of four")."""
    from . import taxonomy
    return any(w == "group" or (taxonomy.available() and
                                taxonomy.kinds_of(w).get("social_group", 0.0) >= 0.4)
               for w in things)


def _english_things(text: str, end: int) -> tuple[str, ...]:
    """The nouns right after a number: "four snow tyres on Friday" → ('snow', 'tyre')."""
    from .lexicon import lemma
    found = []
    for m in _WORD.finditer(text, end):
        if text[end:m.start()].strip(" -") or _STOP_EN.match(m.group()) or len(found) >= 3:
            break
        word = m.group().lower()
        found.append(lemma(word))
        end = m.end()
        if word.endswith("s") and found[-1] != word:
            break   # a plural ends the noun phrase: "three mates | want lessons"
    return tuple(found)


def _noun_before_of(text: str, start: int) -> tuple[str, ...]:
    """"a team of six", "a party of 4": the group's noun, before "of"."""
    from .lexicon import lemma
    m = re.search(r"([A-Za-z]+)\s+of\s+$", text[:start])
    return (lemma(m.group(1).lower()),) if m and not _STOP_EN.match(m.group(1)) else ()


def _zh_things(text: str, end: int) -> tuple[str, ...]:
    """The noun after a Chinese count (and its measure word), as English glosses:
    两个大人 → ('adult', 'grownup'); 四条冬季胎 → the glosses of 冬季 and 胎."""
    from . import zh
    from .lexicon import dictionary, glosses, split_known
    from .measures import measure_after
    measure = measure_after(text, end)
    rest = text[measure.end if measure else end:]
    rest = _ZH_AGE.sub("", rest, count=1) if measure else rest   # 一个8岁的孩子: a child, aged 8
    if rest[:1] == "人" or (measure and measure.word in ("人", "位", "名")):
        return ("person",)   # 三个人, 两人, 五位: people (the dictionary files 人 as a filler)
    latin = re.match(r"\s*([A-Za-z][A-Za-z-]*)", rest)
    if latin:   # 一辆SUV: the thing is written in English
        return (latin.group(1).lower(),)
    from . import tags
    first = tags.tagged(rest[:12])[:1] if T.has_cjk(rest[:1]) else ()
    word, flag = first[0] if first else ("", "")
    if not T.has_cjk(word) or word in zh.ZH_STOPWORDS or flag.startswith(_NOT_A_THING):
        # no noun follows: the measure word is the thing (三天 days, 28岁 years of age,
        # 30分钟以内 minutes); 个 says nothing
        return _measure_meaning(measure.word) if measure and measure.word != "个" else ()
    parts = [word] if word in dictionary() else split_known(word)
    found = [g for p in parts for g in glosses(p)[:3]]
    return tuple(dict.fromkeys(found))


# jieba's tags for words that are no thing counted: localities (以内), adverbs, prepositions,
# conjunctions, particles, pronouns, numerals, measure words, verbs
_NOT_A_THING = ("f", "d", "p", "c", "u", "r", "m", "q", "v", "y", "e", "x")


@lru_cache(maxsize=256)
def _measure_meaning(measure: str) -> tuple[str, ...]:
    """What a measure word counts, from every one of its dictionary senses, notes included:
    岁 "years old; classifier for years (of age)" → year, old, age; 晚 → evening, night."""
    from .lexicon import dictionary, lemma
    words = re.findall(r"[a-z]+", " ".join(dictionary().get(measure, [])).lower())
    return tuple(dict.fromkeys(lemma(w) for w in words if w not in T.STOPWORDS and w not in (
        "classifier", "variant", "cl", "used", "sth", "sb")))


# 一个8岁的孩子: the age between a count and its noun
_ZH_AGE = re.compile(r"^\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:周)?岁(?:半)?的?")
_ZH_AGED_AFTER_COUNT = re.compile(r"(?:[一两二三四五六七八九十]|\d)\s*(?:个|位|名)\s*$")
# "our 7-year-old", "a 12 year old": a person of that age, said with no noun after it
_AGED = re.compile(r"\b(?:a|an|our|my|one|his|her|their)\s+(?P<age>\d{1,2})[- ]years?[- ]old\b"
                   r"(?![- ](?:[a-z]+[- ])?(?:car|van|house|boat|bike|dog|cat|horse|tree|building|piano)s?\b)", re.I)


@lru_cache(maxsize=2048)
def counted(text: str) -> tuple[Counted, ...]:
    """Every count in the text with what it counts, in order."""
    from .numbers import find_numbers
    found = []
    aged = list(_AGED.finditer(text))
    for m in aged:   # "our 7-year-old": one child (a person of that age), not seven years
        age = int(m.group("age"))
        found.append(Counted(1.0, m.start(), m.end(), ("child",) if age < 18 else ("adult",), True))
    for n in find_numbers(text):
        if any(m.start("age") <= n.start < m.end() for m in aged) or \
                _ZH_AGED_AFTER_COUNT.search(text[:n.start]) and text[n.end:n.end + 1] == "岁":
            continue   # "8岁" of "一个8岁的孩子" is the child's age, not a count
        if T.has_cjk(text[n.end:n.end + 1]) or T.has_cjk(text[max(0, n.start - 1):n.start]):
            things = _zh_things(text, n.end)
        else:
            things = _english_things(text, n.end)
        # the head noun says what is counted ("studded tyres" are tyres, whatever a stud is)
        people = bool(_OF_US.match(text[n.end:])) or count_of_people(things[-1:])
        if not things and not T.has_cjk(text[max(0, n.start - 1):n.end + 1]):
            things = _noun_before_of(text, n.start)   # "a team of six": six people
            people = people or _a_group(things)
        found.append(Counted(n.value, n.start, n.end, things, people))
    for m in _ZH_GROUP.finditer(text):
        size = _ZH_GROUP_SIZE.get(m.group("n"))
        if size is None:
            from .dates import _number
            size = _number(m.group("n").rstrip("个人"))
        if size and not any(c.start <= m.start("n") < c.end for c in found):
            found.append(Counted(float(size), m.start("n"), m.end("n"), ("person",), True))
    # "one child", "a kid": numbers.py leaves "one" and "a" as words (mostly a pronoun and
    # an article); a field counting children still takes them
    for m in re.finditer(r"\b(?:one|an?)\b(?=\s+[A-Za-z])", text, re.I):
        if not any(c.start <= m.start() < c.end for c in found):
            things = _english_things(text, m.end())
            if things:
                found.append(Counted(1.0, m.start(), m.end(), things, count_of_people(things),
                                     article=True))
    # 一 before a measure word and a noun is a count too ("一个小孩"), where numbers.py reads
    # it as the article "a" ("订一个网球场")
    for m in re.finditer(r"一(?=[个位名条张件只辆])", text):
        if not any(c.start <= m.start() < c.end for c in found):
            things = _zh_things(text, m.end())
            if things:
                found.append(Counted(1.0, m.start(), m.end(), things, count_of_people(things)))
    return tuple(sorted(found, key=lambda c: c.start))


# What a field's words say about what it counts: its name and description, less the words
# that say "how many" of anything.
_GENERIC = {"number", "num", "count", "how", "many", "total", "quantity", "qty", "amount",
            "no", "of", "the", "a", "an", "in", "to", "be", "is", "for", "max", "min",
            "maximum", "minimum", "want", "need", "book", "reserve"}


@lru_cache(maxsize=1024)
def field_things(name: str, description: str) -> frozenset[str]:
    """The nouns a count field counts: `adults` → adult; "number of tyres" → tyre."""
    from .lexicon import lemma
    raw = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() + " " +
                     description.lower())
    return frozenset(lemma(w) for w in raw if w not in _GENERIC and w not in T.STOPWORDS
                     and len(w) > 1)


def fits(field: frozenset[str], things: tuple[str, ...]) -> bool:
    """Does the noun counted name what the field counts (the same word, one a kind of the
    other, or two words of one WordNet sense: "kid" and "child")?"""
    from . import taxonomy
    for thing in things:
        for word in field:
            if thing == word or (len(thing) > 3 and len(word) > 3 and (
                    thing.startswith(word) or word.startswith(thing))):
                return True   # "tyre"/"tyres", "player"/"players" (lemmas missed)
            if taxonomy.available() and (taxonomy.kind_score(thing, word, definitions=False) >= 0.6
                                         or taxonomy.kind_score(word, thing, definitions=False) >= 0.6):
                return True
    return False


def counts_people(field: frozenset[str]) -> bool:
    """A field counting people ("guests", "party size") or places for them ("spots",
    "seats", "tickets"): a count of people fills it when nothing counts its own noun."""
    return count_of_people(tuple(field)) or _a_group(tuple(field)) or bool(field & SHARES)


# The words for one person's share of a booking: a count of people is a count of these.
SHARES = {"spot", "seat", "place", "ticket", "pax", "size"}


def rank(name: str, description: str, numbers: list, text: str,
         others: list[tuple[str, str]], required: bool = True) -> list:
    """`numbers` (Found values read for one count field) in the order the field wants them:
    the count of its own thing first; then, for a field of people, a count of people; then a
    bare number; last a count of something else. A count that is the thing another count
    field names is left to that field."""
    hits = {c.start: c for c in counted(text)}
    mine = field_things(name, description)
    theirs = [field_things(n, d) for n, d in others]

    def score(found) -> int:
        c = hits.get(found.start)
        if c is None or not c.things and not c.people:
            return 1
        if fits(mine, c.things):
            return 3
        if c.article:
            return -1   # "a pitch" is no count of campers
        if any(fits(t, c.things) for t in theirs) or (c.people and any(
                counts_people(t) and not counts_people(mine) for t in theirs)):
            return -1
        if c.people and counts_people(mine):
            return 2
        return 0
    scored = [(score(f), i, f) for i, f in enumerate(numbers)]
    # an optional field is left out rather than given a count of something else ("一节吉他课"
    # is no age)
    least = 0 if required else 1
    return [f for s, i, f in sorted(scored, key=lambda x: (-x[0], x[1])) if s >= least]


# ---------------------------------------------------------------- "me and my two kids"

# The speaker, then who comes along: "me and my two kids", "myself plus two friends",
# "我和两个孩子", "我带着老婆". (Pronouns and conjunctions: closed classes.)
_WITH_ME = re.compile(r"\b(?:me|myself|i)\s+(?:and|plus|\+|with|along with)\s+(?P<rest>[^.,;:?!]+)|"
                      r"我(?:和|跟|与|带着?|加上)(?P<zh>[^，。；：？！,.;:?!]+)", re.I)
_ONE_PERSON = re.compile(r"\b(?:my|a|an|our)\s+(?P<noun>[a-z]+)\b", re.I)
_ZH_ONE_PERSON = re.compile(r"^(?:我的?)?(?P<noun>[\u4e00-\u9fff]{1,3})")


# "my wife and I", "Tom and me": who comes along, said before the speaker.
_BEFORE_ME = re.compile(r"\b(?P<rest>(?:[Mm]y|[Oo]ur)\s+[a-z]+(?:\s+[a-z]+)?|[A-Z][a-z]+)\s+(?:and|&)\s+"
                        r"(?:I|me|myself)\b")


def party_with_me(text: str) -> Counted | None:
    """How many people "me and …" makes: the speaker, one for each person named ("my
    wife", 老婆, "Tom and I") and the counts of people ("my two kids", 两个孩子). None when
    the words with "me and" count no people."""
    m = _WITH_ME.search(text)
    if not m:
        before = _BEFORE_ME.search(text)
        if before is None:
            return None
        rest = before.group("rest")
        if " " not in rest:   # "Tom and I"; "Monday and I" is no one
            from .dates import find_dates
            import datetime as dt
            if rest.lower() in T.STOPWORDS or find_dates(rest, dt.date(2000, 1, 1)):
                return None
            return Counted(2, before.start(), before.end(), ("person",), True)
        noun = rest.split()[-1]
        counts = [c for c in counted(rest) if c.people]
        if counts:
            return Counted(1 + sum(int(c.value) for c in counts), before.start(), before.end(),
                           ("person",), True)
        return Counted(2, before.start(), before.end(), ("person",), True) \
            if _names_a_person(noun) else None
    rest, start = (m.group("rest"), m.start("rest")) if m.group("rest") else (m.group("zh"), m.start("zh"))
    counts = [c for c in counted(rest) if c.people]
    total = 1 + sum(int(c.value) for c in counts)
    if counts:   # the party ends with the last of them ("我和两个同事 | 周六想来"): the
        rest = rest[:_noun_end(rest, counts[-1].end)]   # day after it is no part of it
    if not counts:
        one = _ONE_PERSON.match(rest.strip()) if not T.has_cjk(rest) else _ZH_ONE_PERSON.match(rest.strip())
        noun = one.group("noun") if one else ""
        if not noun or not _names_a_person(noun):
            return None
        total = 2
    return Counted(total, m.start(), start + len(rest), ("person",), True)


def _noun_end(text: str, end: int) -> int:
    """Where the noun phrase after a count that ends at `end` ends: its measure word and
    noun (两个|同事), or the English words up to the next stop word."""
    if T.has_cjk(text[end:end + 1]):
        from . import tags
        from .measures import measure_after
        measure = measure_after(text, end)
        at = measure.end if measure else end
        first = tags.tagged(text[at:at + 12])[:1]
        return at + len(first[0].word) if first and T.has_cjk(first[0].word) else at
    words = _english_things(text, end)
    at = end
    for w in words:
        m = re.search(r"[A-Za-z][A-Za-z'-]*", text[at:])
        at = at + m.end() if m else at
    return at


def _names_a_person(noun: str) -> bool:
    from .lexicon import glosses, lemma
    if T.has_cjk(noun):
        return count_of_people(tuple(glosses(noun)[:3]))
    return count_of_people((lemma(noun.lower()),))
