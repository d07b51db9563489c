"""Proper names a text writes, for the fields that hold one: a title, a venue, a company.

English capitalises a name inside a sentence ("Join us for the Winter Solstice Lantern Walk
at Riverside Park", "I'm Karim Haddad from Northwind Labs", "Selling my 2019 Trek road
bike"); Chinese puts a title between 「」, 《》 or “” ("诚邀参加「城南读书会年终分享夜」").
Such a run of words is the value of a field whose noun WordNet files under a title, a
place or a named body, and never of a field that asks for a description:

- a title (`title`, `event_title`, `headline`) takes a quoted title, else a capitalised
  run not placed by a preposition ("at Riverside Park" is where, not what);
- a place (`venue`, `station`, `restaurant`) takes a run right after "at", "in", "near";
- a named body or thing (`company`, `brand`, `school`, `product`) takes a run that is not
  a place, several words before one.

A sentence's first word is capitalised anyway: it starts a name only when it is no
English word ("Ella has a peanut allergy"; not "Join us", "Selling my"). Weekday and
month names, and short all-capital words (RSVP, ASAP, GBP) are no names.

Cost: one scan of the text per field that holds a name; WordNet kinds cached per noun.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import text as T
from .extract import Found

Span = tuple[int, int]

TITLE, PLACE, NAMED = "title", "place", "named"
# What WordNet files each sort of field's noun under (the noun itself, or a kind of it).
KINDS = {
    TITLE: ("title", "heading", "headline", "caption"),
    PLACE: ("location", "place", "locale", "area", "region", "building", "facility", "structure"),
    NAMED: ("name", "trade_name", "organization", "institution", "social_group", "commodity",
            "merchandise", "enterprise", "business", "vessel", "craft"),   # a boat is named too
}
SURE = 0.5
# Grammar: the prepositions that place a thing, and the small words a name may hold.
LOCATIVE = re.compile(r"\b(?:at|in|inside|near|on)\s+(?:the\s+)?$", re.I)
CONNECTORS = {"of", "the", "&", "de", "du", "la", "le", "von", "van", "on", "upon"}
WORD = re.compile(r"[A-Z][\w&-]*(?:['’][A-Za-z]+)?|[A-Z0-9]*\d[A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*|[a-z]+|&|\d+\b(?![.,:/]\d)")
SENTENCE_START = re.compile(r"(?:^|[.!?;:\n(]\s*|[\"“'‘]\s*)$")
ZH_QUOTED = re.compile(r"「([^」]{2,30})」|《([^》]{2,30})》|“([^”]{2,30})”|『([^』]{2,30})』")


@lru_cache(maxsize=1024)
def sort_of(noun: str) -> str | None:
    """TITLE, PLACE or NAMED: which sort of name a field named by `noun` holds, if any."""
    from . import taxonomy
    if not noun or not taxonomy.available():
        return None
    kinds = taxonomy.kinds_of(noun)
    best, best_score = None, 0.0
    for sort, words in KINDS.items():
        score = max((kinds.get(w, 0.0) for w in words), default=0.0)
        if score > best_score:
            best, best_score = sort, score
    if best_score >= SURE and kinds.get("person", 0.0) < SURE:
        return best
    return None


def field_sort(name: str) -> str | None:
    from .kinds import field_noun
    return sort_of(field_noun(name) or "")


@lru_cache(maxsize=2048)
def _names(text: str) -> tuple[Found, ...]:
    """Every proper name of the text, in order (Found values are the names)."""
    if T.has_cjk(text):
        return tuple(Found(next(g for g in m.groups() if g), m.start() + 1, m.end() - 1)
                     for m in ZH_QUOTED.finditer(text))
    runs, current = [], []
    for m in WORD.finditer(text):
        word = m.group()
        gap = text[current[-1].end():m.start()] if current else ""
        if current and (gap.strip() or "\n" in gap):
            runs.append(current)
            current = []
        if word[0].isupper() or word[0].isdigit() and re.search(r"[A-Z]", word):
            current.append(m)
        elif current and word.isdigit() and text[current[-1].end():m.start()] == " ":
            current.append(m)   # a model's number: "Storm Foil 2", "Breeze Delta 180"
        elif current and word in CONNECTORS:
            current.append(m)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    found = []
    for run in runs:
        while run and (run[-1].group() in CONNECTORS or _not_a_name(run[-1].group())):
            run = run[:-1]   # "Riverside Park on Monday": the name ends before the day
        if run and SENTENCE_START.search(text[:run[0].start()]) and _is_word(run[0].group()):
            run = run[1:]   # "Join", "Selling", "My": capitalised for the sentence only
        while run and run[0].group() in CONNECTORS:
            run = run[1:]
        if not run or all(_not_a_name(m.group()) for m in run):
            continue
        found.append(Found(text[run[0].start():run[-1].end()], run[0].start(), run[-1].end()))
    return tuple(found)


def _is_word(word: str) -> bool:
    """An ordinary English word ("Join", "Selling", "Early-bird"), not a name that is also
    one ("Tom", "Maya": the dictionary knows them capitalised too)."""
    from .english_lemmas import _english_dictionary
    words = _english_dictionary()
    low = re.split(r"['’-]", word)[0].lower()
    if low in T.STOPWORDS or low == "i":
        return True
    return low in words and low.capitalize() not in words


@lru_cache(maxsize=1)
def _calendar() -> frozenset[str]:
    from .dates import _names as calendar_names
    names = calendar_names()
    return frozenset([*names["days"], *names["months"]])


def _not_a_name(word: str) -> bool:
    low = word.lower().strip(".")
    return low in _calendar() or (word.isupper() and word.isalpha() and len(word) <= 5) or \
        word.lower() in T.STOPWORDS


def headed_by_field(name: str, text: str, taken: list[Span] = ()) -> Found | None:
    """A name whose last word is the field's own ("from the Meadow Hide" for `hide`, "at
    Harbour Gate" for `gate`): the name says what it is, so it is that field's value."""
    from .extract import Found
    head = re.split(r"[_\W]+", name.lower())[-1]
    if len(head) < 3:
        return None
    for m in re.finditer(rf"(?<![\w-])((?:[A-Z][\w'’-]*\s+){{1,3}}{re.escape(head)}s?)(?![\w-])", text, re.I):
        words = m.group(1).split()
        while len(words) > 1 and (words[0].lower() in _OPENERS or not words[0][:1].isupper()):
            words = words[1:]
        value = " ".join(words)
        start = m.start(1) + m.group(1).index(value)
        # (a proper name: every word capitalised, its head too: "Meadow Hide", not "Rent canoe")
        if len(words) >= 2 and all(re.fullmatch(r"[A-Z][a-z][\w'’-]*", w) for w in words) and \
                not any(start < e and s < start + len(value) for s, e in taken):
            return Found(value, start, start + len(value))
    return None


def proper_name(name: str, text: str, taken: list[Span]) -> Found | None:
    """The proper name of `text` (outside `taken`) that the field `name` holds, if any."""
    headed = headed_by_field(name, text, taken)
    if headed is not None:
        return headed
    sort = field_sort(name)
    if sort is None:
        return None
    names = [f for f in _names(text) if not any(f.start < e and s < f.end for s, e in taken)]
    placed = [f for f in names if LOCATIVE.search(text[max(0, f.start - 12):f.start])]
    if sort == PLACE:
        return placed[0] if placed else None
    free = [f for f in names if f not in placed]
    if sort == TITLE:
        if T.has_cjk(text):
            return names[0] if names else None
        long = [f for f in free if len(f.value.split()) >= 2]
        return long[0] if long else None
    if T.has_cjk(text):
        return None   # a Chinese company or brand is not marked: left to the other readers
    return max(free, key=lambda f: len(f.value.split()) >= 2, default=None)


# A code: letters then digits, joined by a dash or not (TK-5531, B12, AB-12-7), standing alone
# or glued to Chinese (TK-5531什么时候能取).
_CODE = re.compile(r"(?<![A-Za-z0-9-])([A-Za-z]{1,4}-?\d{2,}(?:-\d+)?)(?![A-Za-z0-9-])")


def lone_code(text: str, taken: list[Span] = ()) -> Found | None:
    """The one code the text writes outside `taken`, if it writes exactly one: what a tool
    keyed by one plain string looks up ("when will TK-5531 be ready?")."""
    found = [m for m in _CODE.finditer(text) if not any(s < m.end() and m.start() < e for s, e in taken)]
    if len({m.group(1).upper() for m in found}) != 1:
        return None
    return Found(found[0].group(1), found[0].start(1), found[0].end(1))


# A code right after the word for it: "车牌 沪A·7K219", "plate AB12 CDE", "serial: HX-4410 B".
# Letters, digits and the dots, dashes or single spaces between them, with one Chinese
# character in front (a province's 沪) — written as the user wrote it: a tool that wants it
# written otherwise says so in its error, and the repair reads that.
_LABELLED_CODE = r"\s*(?:号码|号|(?i:(?:number|no\.?|#)(?![A-Za-z])))?\s*[:：是为]?\s*([\u4e00-\u9fff]?[A-Za-z0-9](?:[A-Za-z0-9]|[·・.\-](?=[A-Za-z0-9])|\s(?=[A-Z0-9]{2,}\b))*)"


def labelled_code(labels: list[str], text: str, taken: list[Span] = ()) -> Found | None:
    """The code written after one of the field's own words (`labels`), if one is."""
    for label in labels:
        for m in re.finditer(rf"(?<![A-Za-z])(?i:{re.escape(label)})(?![A-Za-z]){_LABELLED_CODE}", text):
            code = m.group(1).strip()
            # letters and digits, or a run of four digits or more (取件码 8841)
            if re.search(r"\d", code) and (re.search(r"[A-Za-z]", code) or re.fullmatch(r"\d{4,}", code)) and \
                    not any(s < m.end(1) and m.start(1) < e for s, e in taken):
                return Found(code, m.start(1), m.start(1) + len(code))
    return None


def code_labels(name: str, description: str) -> list[str]:
    """The words that may stand before a field's code: its name's words and, in Chinese,
    its description's first word without a last 号/码 ("车牌号" → 车牌号, 车牌)."""
    words = [w for w in re.split(r"[_\W]+", name) if len(w) >= 3 and w.lower() not in ("code", "number", "num")]
    zh = re.findall(r"[\u4e00-\u9fff]{2,6}", description)[:1]
    return [*words, *zh, *[w[:-1] for w in zh if w.endswith(("号", "码")) and len(w) >= 3]]


# ---------------------------------------------------------------- names shaped like an example

# An example that is a make and model, a product line: a capitalised word, then words that are
# capitalised or hold digits ('Olympia SM3', 'Canon EOS 5D', 'Trek Marlin 7').
_NAME_EXAMPLE = re.compile(r"^(?:[A-Z][a-z]+|[a-z][A-Z][a-z]+)(?:[ -](?:[A-Z][\w-]*|\d[\w-]*))+$")   # iPhone 13
_NAME_WORD = r"(?:[A-Z][\w'-]*|\d[\w-]*)"
_NAME_RUN = re.compile(rf"(?<![\w-])[A-Z][a-z][\w'-]*(?:[ ]{_NAME_WORD})+(?![\w-])")
# ... and as people type it: "pixel 7", "galaxy s22", "iphone 13" (a word, then a model number)
_TYPED_RUN = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z][A-Za-z'-]+(?:[ ](?:\d[A-Za-z0-9-]*|[A-Za-z]{1,3}\d[A-Za-z0-9-]*))+"
                        r"(?![A-Za-z0-9-])")
# Capitalised words that open a sentence or a question, never a make ("Do", "My", "Is").
_OPENERS = {"do", "does", "did", "is", "are", "was", "can", "could", "would", "will", "my", "our",
            "the", "a", "an", "i", "please", "hi", "hello", "what", "which", "where", "when", "how",
            "who", "why", "book", "find", "check", "get", "show", "tell", "and", "or", "for", "to"}


def named_like(description: str, text: str) -> list[Found]:
    """The names in the text written the way the field's example is (a make and its model:
    'Olympia SM3' finds "Olivetti Lettera 32" and "Hermes 3000"), in order; [] when the
    example is no such name."""
    from .extract import Found, example_in
    example = next((e for e in _quoted_examples(description)), None) or _plain_example(description) \
        or example_in(description)
    if not example or not _NAME_EXAMPLE.match(example):
        return []
    found = []
    for m in _NAME_RUN.finditer(text):
        words = m.group().split()
        while words and words[0].lower() in _OPENERS:
            words = words[1:]
        if len(words) >= 2:
            value = " ".join(words)
            start = m.start() + m.group().index(value)
            found.append(Found(value, start, start + len(value)))
    if found:
        return found
    from .text import STOPWORDS
    found = [Found(m.group(), m.start(), m.end()) for m in _TYPED_RUN.finditer(text)
             if m.group().split()[0].lower() not in _OPENERS | STOPWORDS]
    return found or _zh_made_names(text)


# A Chinese make and its model number written together: 小米13, 华为P60
_ZH_MODEL = re.compile(r"([\u4e00-\u9fff]+)([A-Za-z]{0,4}\d+[A-Za-z\d]*(?:\s?(?:Pro|Max|Plus|mini|Ultra)(?![A-Za-z]))?)")


def _zh_made_names(text: str) -> list:
    from .extract import Found
    from .zh import cut
    found = []
    for m in _ZH_MODEL.finditer(text):
        words = cut(m.group(1))
        make = words[-1] if words else ""
        if len(make) >= 2:   # a word of its own (小米), not a measure word before a number
            start = m.start(2) - len(make)
            found.append(Found(make + m.group(2), start, m.end()))
    return found


def _plain_example(description: str) -> str | None:
    """An example written without quotes, up to the clause's end: "e.g. iPhone 13"."""
    m = re.search(r"(?:\be\.g\.?|\bfor example|\bsuch as|\blike)[,:：]?\s*([A-Za-z][\w-]*(?: [\w-]+){1,3}?)"
                  r"\s*(?=$|[,;.)（(]|\s(?:or|and)\b)", description, re.I)
    return m.group(1) if m else None


def _quoted_examples(description: str) -> list[str]:
    return re.findall(r"(?:e\.g\.?|for example|such as|like|例如|比如)[,:：]?\s*['\"“‘]([^'\"”’]{2,40})['\"”’]",
                      description, re.I)
