"""Which words of a request go into which string argument of an unfamiliar tool.

A model reading `book_table(restaurant, party_name)` and "a table at the Blue Lotus for the
Hendersons" puts each name where the grammar points it: "at" marks the place, "for" the
party. We do the same in two steps, both general:

1. *Candidate spans*: codes ('K-3-2', 'A301'), numbers, quoted text, capitalised runs,
   the noun phrase after a preposition or a verb, and in Chinese the words after a marker
   (从, 到, 在, 给, 叫, 改成, 把 ...). Each span remembers its *cue* (the preposition,
   verb or marker before it) and its *label* (a noun written just before a code: "shelf").
2. *Assignment*: every (field, span) pair gets a score from the field's own words (its
   name, its description, an example it shows) against the span's cue, label and shape;
   the best pairs are taken first, each span at most once and never overlapping another,
   so two fields neither share nor swap a span. Cost: fields x spans.

A pair with no evidence is never assigned: such a field falls back to the phrase the
other arguments leave (filling.py), and a field that names a thing never gets the whole
message (`names_a_thing`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

from . import text as T


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str
    shape: str          # code | number | quoted | proper | phrase
    cue: str = ""       # from | to | at | for | of | with | called | object | verb:<lemma>
    label: str = ""     # the noun naming it: before a code ("shelf K-3"), after a Chinese name (翠湖公园)


# English prepositions, by the role they mark.
_CUES = {"from": "from", "out of": "from", "off": "from", "leaving": "from",
         "to": "to", "into": "to", "onto": "to", "towards": "to", "until": "to",
         "at": "at", "in": "at", "on": "at", "inside": "at", "near": "at",
         "for": "for", "of": "of", "with": "with", "by": "by", "under": "for",
         "called": "called", "named": "called", "titled": "called", "as": "called"}
# Chinese markers before the words they mark (whole jieba words, longest first).
_ZH_CUES = {"从": "from", "由": "from", "自": "from", "离开": "from",
            "到": "to", "去": "to", "往": "to", "至": "to", "改寄到": "to", "送到": "to",
            "在": "at", "于": "at",
            "给": "for", "为": "for", "替": "for",
            "叫": "called", "名叫": "called", "叫做": "called", "改成": "called",
            "改为": "called", "换成": "called", "取名": "called", "取名为": "called",
            "称为": "called", "是": "called",
            "把": "object", "将": "object", "和": "with", "跟": "with", "与": "with", "同": "with"}
_ZH_STOP = set("的 了 吗 呢 吧 啊 呀 一下 里 上 中 内".split())
_DETERMINERS = re.compile(r"^(?:(?:the|a|an|my|our|your|his|her|their|this|that|these|"
                          r"those|some)\s+)+", re.I)
_PARTICLES = {"up", "out", "off", "down", "over", "back", "in", "on"}
# One word of an English noun phrase; a phrase ends at punctuation, a preposition or "and".
_WORD = re.compile(r"[A-Za-z0-9][\w'’./-]*")
# ASCII look-arounds: a code or a number inside Chinese text (样本S-0077寄到) stands on its own.
_CODE = re.compile(r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9./-]*\d)(?:[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)+|"
                   r"(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{2,})(?![A-Za-z0-9_-])")
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.-])\d+(?:\.\d+)?(?![A-Za-z0-9_-])")
_QUOTED = re.compile(r"[\"“「『《]([^\"”」』》]+)[\"”」』》]|(?<![A-Za-z])'([^']{1,60})'(?![A-Za-z])")
_PROPER = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+|the\s+)?[A-Z][\w'’-]*)*")
_END_OF_PHRASE = {"and", "or", "but", "then", "please", "so", "because", "if", "when",
                  "tomorrow", "today", "tonight", "now", "asap"}

# What a field's own words say about the spans it takes.
_PERSON = {"person", "who", "holder", "owner", "party", "guest", "member", "patient",
           "customer", "client", "recipient", "passenger", "student", "tenant", "user",
           "player", "attendee", "contact", "assignee", "author", "sender", "buyer", "family"}
_PLACE = {"place", "venue", "location", "restaurant", "cafe", "bar", "hotel", "shop",
          "store", "lab", "laboratory", "depot", "center", "centre", "ward", "stop",
          "station", "shelf", "room", "office", "branch", "site", "gym", "clinic",
          "hospital", "school", "library", "airport", "address", "park", "museum", "theatre",
          "theater", "cinema", "hall", "platform", "gate", "bin", "aisle", "warehouse",
          "desk", "court", "pitch", "field", "building", "floor", "street", "city", "town",
          "where"}
_CODED = {"id", "code", "sku", "number", "no", "ref", "reference", "serial", "slot", "shelf",
          "bin", "aisle", "gate", "platform", "seat", "room", "line", "route", "plate"}
_PREPOSITIONS = set(_CUES) - {"called", "named", "titled", "as", "leaving"}


# ---------------------------------------------------------------- candidate spans


def candidate_spans(text: str) -> list[Span]:
    """Every span of `text` that might be an argument's value, each once."""
    found = _zh_spans(text) if T.has_cjk(text) else []
    found += _english_spans(text)
    unique: dict[tuple[int, int], Span] = {}
    for span in found:   # the same words found twice: one span, its most specific reading
        old = unique.get((span.start, span.end))
        unique[span.start, span.end] = span if old is None else Span(
            span.start, span.end, span.text, min(span.shape, old.shape, key=_SPECIFIC.index),
            old.cue or span.cue, old.label or span.label)
    return sorted(unique.values(), key=lambda s: (s.start, -s.end))


_SPECIFIC = ["quoted", "code", "number", "proper", "phrase"]


_ARTICLES = {"the", "a", "an", "my", "our", "your", "his", "her", "their", "this", "that"}
# A word that is a verb by its place: after these, "record", "book", "water" are commands.
_BEFORE_VERB = {"to", "please", "you", "me", "and", "just", "i", "we", "let's", "pls", "then"}


def _verbs_at(words: list) -> list[bool]:
    """Which words are verbs: mostly-verbs anywhere, verb-or-nouns only where a command
    stands (the first word, after "to", "please", "can you")."""
    from .verbs import english_verbs
    out = []
    for i, w in enumerate(words):
        word = w.group(0).lower()
        before = words[i - 1].group(0).lower() if i else ""
        out.append(word not in T.STOPWORDS and (_is_verb(word) or (
            word in english_verbs() and (i == 0 or before in _BEFORE_VERB))))
    return out


def _cue_before(words: list, verbs: list[bool], k: int) -> tuple[str, str]:
    """The cue and label written before word `k`: "from shelf K-3-2" → ('from', 'shelf')."""
    back = [i for i in range(k - 1, max(-1, k - 5), -1)
            if words[i].group(0).lower() not in _ARTICLES][:3]
    if not back:
        return "", ""
    def cue_at(i: int) -> str:
        word = words[i].group(0).lower()
        if word in _CUES:
            return _CUES[word]
        return "verb:" + _lemma(word) if verbs[i] else ""
    first = words[back[0]].group(0).lower()
    proper = words[k].group(0)[:1].isupper() and k > 0   # "free in Sarek": a preposition
    if first in _PARTICLES and len(back) > 1 and verbs[back[1]] and not proper:
        return cue_at(back[1]), ""
    if cue_at(back[0]):
        return cue_at(back[0]), ""
    # a noun before the value is its label; the word before the label is the cue
    return (cue_at(back[1]) if len(back) > 1 else ""), first


def _english_spans(text: str) -> list[Span]:
    words = list(_WORD.finditer(text))
    verbs = _verbs_at(words)
    starts = [w.start() for w in words]
    verb_words = {w.group(0).lower() for w, v in zip(words, verbs) if v}

    def span(start: int, end: int, shape: str, cue_at: int | None = None) -> Span:
        at = start if cue_at is None else cue_at
        if T.has_cjk(text):   # a code in Chinese text: its marker and noun are Chinese
            cue, label = _zh_cue_before(text, at, end)
        else:
            cue, label = _cue_before(words, verbs, bisect_left(starts, at))
        return Span(start, end, text[start:end], shape, cue,
                    label if shape in ("code", "number") else "")

    spans = []
    for m in _QUOTED.finditer(text):
        group = 1 if m.group(1) else 2
        spans.append(span(m.start(group), m.end(group), "quoted", m.start()))
    for m in _CODE.finditer(text):
        if not re.fullmatch(r"\d+(?:\.\d+)?", m.group(0)):
            spans.append(span(m.start(), m.end(), "code"))
    for m in _NUMBER.finditer(text):
        spans.append(span(m.start(), m.end(), "number"))
    for m in _PROPER.finditer(text):
        start, value = m.start(), m.group(0)
        lead = value.split()[0]
        if _sentence_start(text, start) and (lead.lower() in T.STOPWORDS or
                                             lead.lower() in verb_words):
            rest = value[len(lead):].lstrip()   # "Book Blue Lotus": the verb is no name
            if not rest:
                continue
            start, value = m.end() - len(rest), rest
        if value.lower() in T.STOPWORDS or value.split()[0].lower() in _CALENDAR:
            continue
        spans.append(span(start, start + len(value), "proper"))
    # the noun phrase after a preposition or a verb
    for i, w in enumerate(words):
        lowered = w.group(0).lower()
        if lowered not in _PREPOSITIONS and not verbs[i]:
            continue
        j = i + 1
        while j < len(words) and words[j].group(0).lower() in _PARTICLES | {"me", "us", "it"}:
            j += 1
        taken = []
        while j < len(words) and len(taken) < 6:
            word = words[j].group(0).lower()
            gap = text[(taken[-1] if taken else w).end():words[j].start()]
            if taken and re.search(r"[,;:!?()]|\.\s", gap):
                break
            after_article = bool(taken) and taken[-1].group(0).lower() in _ARTICLES
            if taken and word in ("a", "an", "the"):
                break   # "book Biscuit | a walk": a second noun phrase begins
            if word in _PREPOSITIONS or word in _END_OF_PHRASE or verbs[j] and not after_article:
                break   # (after "an" a word is a noun: "for an interview")
            taken.append(words[j])
            j += 1
        if taken:
            start, end = taken[0].start(), taken[-1].end()
            lead = _DETERMINERS.match(text[start:end])
            start += lead.end() if lead else 0
            end -= len(text[start:end]) - len(text[start:end].rstrip(".!?,"))
            if end - start >= 2 and text[start:end].lower() not in _ARTICLES:
                spans.append(span(start, end, "phrase"))
    return spans


def _zh_cue_before(text: str, start: int, end: int) -> tuple[str, str]:
    """The Chinese marker before a code or number and the noun between them ("从货架 C-1-1":
    from, 货架), else the noun right after it ("T7桌": 桌)."""
    window = text[max(0, start - 8):start]
    at, key = max(((window.rfind(k), k) for k in _ZH_CUES if k in window), default=(-1, ""))
    between = window[at + len(key):].strip() if key else ""
    after = re.match(r"[\u4e00-\u9fff]{1,2}", text[end:])
    label = between if re.fullmatch(r"[\u4e00-\u9fff]{1,4}", between or "-") else \
        (after.group(0) if after and not between else "")
    return _ZH_CUES.get(key, ""), label


_CALENDAR = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
             "january", "february", "march", "april", "june", "july", "august", "september",
             "october", "november", "december", "today", "tomorrow", "tonight", "i"}


def _sentence_start(text: str, start: int) -> bool:
    return not text[:start].strip() or bool(re.search(r"[.!?:]\s*$", text[:start]))


@lru_cache(maxsize=4096)
def _is_verb(word: str) -> bool:
    """Used mostly as a verb ("send", "call"), or a verb that is never a noun ("renew")."""
    from . import taxonomy
    from .verbs import english_verbs
    w = word.lower()
    return taxonomy.mostly_verb(w) or (w not in T.STOPWORDS and w in english_verbs() and
                                       not taxonomy.is_noun(w))


@lru_cache(maxsize=4096)
def _lemma(word: str) -> str:
    from .lexicon import lemma
    return lemma(word)


def _zh_spans(text: str) -> list[Span]:
    """Chinese: the words after a marker, up to punctuation or the next marker or verb."""
    from . import tags
    tokens, offset = [], 0
    for token in tags.tagged(text):   # one tagger per process (tags.py)
        at = text.find(token.word, offset)
        if at < 0:
            continue
        offset = at + len(token.word)
        if token.word.strip():
            tokens.append((token.word, token.flag, at, offset))
    spans = []
    for i, (word, flag, _, end) in enumerate(tokens):
        cue = _ZH_CUES.get(word) or (_zh_verb_cue(word) if flag.startswith("v") else "")
        if not cue:
            continue
        j, last = i + 1, None
        while j < len(tokens):
            w, f, s, e = tokens[j]
            noun_next = j + 1 < len(tokens) and tokens[j + 1][1].startswith("n")
            if not re.search(r"\w", w) or w in _ZH_CUES or f in ("d", "c") or w == "一起" or \
                    (f.startswith("v") and last is not None and not (f == "vn" and noun_next)):
                break
            last = j
            j += 1
        if last is None:
            continue
        first = i + 1   # leading grammar words (里的, 我) are no part of the thing either
        while first <= last and (tokens[first][0] in _ZH_STOP or tokens[first][1] in ("r", "uj", "f")):
            first += 1
        # trailing grammar words (里, 的, 了) are no part of the thing
        while last > i and tokens[last][0] in _ZH_STOP:
            last -= 1
        if last >= first:
            start, stop = tokens[first][2], tokens[last][3]
            shape = "code" if re.fullmatch(r"[A-Za-z0-9-]+", text[start:stop]) and \
                re.search(r"\d", text[start:stop]) else "phrase"
            if shape == "phrase" and all(t[1] == "nr" for t in tokens[first:last + 1]):
                shape = "proper"   # a person's name, as jieba tags it
            spans.append(Span(start, stop, text[start:stop], shape, cue))
    return spans + _zh_named_before_noun(text, tokens)


# jieba's tags for a name (a place, a person, another proper noun) and for Latin letters.
_ZH_NAME_FLAGS = ("ns", "nr", "nrt", "nz", "eng")


def _zh_named_before_noun(text: str, tokens: list) -> list[Span]:
    """"Riverside停车场", "翠湖公园": a name written before the noun that says what it names.
    The noun is the span's label, so a field named for that noun (`car_park`) takes the name,
    as "Lake Vättern" fills a lake."""
    spans = []
    for k, (word, flag, at, _) in enumerate(tokens):
        if flag != "n" or k == 0:
            continue
        first = k
        while first > 0 and tokens[first - 1][1] in _ZH_NAME_FLAGS and \
                tokens[first - 1][3] >= tokens[first][2] - 1:   # written together (a space at most)
            first -= 1
        if first < k:
            start, stop = tokens[first][2], tokens[k - 1][3]
            spans.append(Span(start, stop, text[start:stop], "proper", "", word))
    return spans


def _zh_verb_cue(word: str) -> str:
    """A Chinese verb as a cue: its first English glosses (喂 → "verb:hello|hey|feed")."""
    from .lexicon import glosses
    senses = glosses(word)[:3]
    return "verb:" + "|".join(senses) if senses else ""


def _verbs_of(cue: str) -> set[str]:
    return set(cue[5:].split("|")) if cue.startswith("verb:") else set()


# ---------------------------------------------------------------- fields and scores


@dataclass(frozen=True)
class Field:
    name: str
    words: frozenset[str]      # lemmas of its name and description
    stranded: str              # a preposition its description ends on ("stop to leave from")
    role: str | None           # source / target (kinds.role_of)
    person: bool
    place: bool
    named: bool                # "name of ...", "called": takes a proper name
    coded: bool                # an id or code
    example: str | None
    object_of: str = ""        # "what to shift": the field is the object of that verb
    purpose: bool = False      # what something is for: "for our book club", "for a client call"


def field_of(name: str, prop: dict) -> Field:
    from .extract import example_in
    from .kinds import kind_of, role_of
    description = str(prop.get("description") or "")
    raw = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() + " " +
                     description.lower())
    words = frozenset(_lemma(w) for w in raw if len(w) > 1) | frozenset(raw)
    last = re.findall(r"[a-z]+", description.lower())
    stranded = _CUES.get(last[-1], "") if last and last[-1] in _PREPOSITIONS else ""
    kind = kind_of(name, prop)
    example = example_in(description) or _bare_example(description)
    name_words = set(re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower()))
    role = role_of(name) or {"from": "source", "to": "target"}.get(stranded)
    said = _OBJECT_OF.search(description)
    object_of = _lemma(said.group(1)) if said else ""
    return Field(name, words, stranded, role,
                 kind == "name" or bool(words & _PERSON), bool(name_words & _PLACE) or
                 kind in ("place", "city"), bool(words & {"name", "called", "title"}),
                 kind == "id" or bool(name_words & _CODED), example, object_of,
                 bool(name_words & _PURPOSE))


# A field that holds what something is for: English says it after "for" ("hire the hall for
# our choir's party"; "book a room for a client call").
_PURPOSE = {"purpose", "reason", "occasion", "motive", "event", "why"}


# "what to shift", "the thing you want to feed", "item to be moved": a field whose
# description says it is the object of a verb.
_OBJECT_OF = re.compile(r"\b(?:what|which|thing|things|item|items|one)\s+(?:you\s+want\s+)?"
                        r"(?:to\s+(?:be\s+)?)([a-z]+)", re.I)


def free_score(field: Field, span: Span, intent: set[str]) -> float:
    """A free-text field (an `item`, a `what`) takes a span only as the object of the verb
    its description names; its other words are the phrase's business (phrases.py)."""
    if not field.object_of or span.shape == "number" or not (
            field.object_of in _verbs_of(span.cue) or span.cue == "object"):
        return 0.0
    if span.cue == "object" and not T.has_cjk(span.text):
        return 0.0
    return 3.0 if span.cue != "object" else 2.0


def _label_fits(label: str, field: Field) -> bool:
    """The noun written with a value names the field: "shelf" for `from_shelf`, 货架 too."""
    if T.has_cjk(label):
        from .lexicon import glosses
        return any(g in field.words for g in (*glosses(label), *(g for c in label
                                                                  for g in glosses(c)[:2])))
    if label in field.words or _lemma(label) in field.words:
        return True
    from .taxonomy import available, synonyms   # "flat 4B" for an apartment: one sense
    return available() and any(_lemma(label) in synonyms(w) for w in field.words if len(w) > 3)


def _head(words: str) -> str:
    """The last word of an English noun phrase, its head ("Kestrel Lab" → "lab")."""
    found = re.findall(r"[A-Za-z]+", words)
    head = _lemma(found[-1]) if found and not T.has_cjk(words) else ""
    return "" if head in T.STOPWORDS else head


def _bare_example(description: str) -> str | None:
    """"e.g. '4'", "like 12": an example that is a bare number (example_in wants a letter too
    for codes; a number says the field takes numbers)."""
    m = re.search(r"(?:e\.g\.?|for example|such as|例如|比如|如)[,:：]?\s*['\"“‘]?(\d+)\b",
                  description,
                  re.I)
    return m.group(1) if m else None


def score(field: Field, span: Span, intent: set[str]) -> float:
    """How strongly the grammar and the field's words say this span is this field's value."""
    from .extract import shape, shaped_like
    s = 0.0
    cue = span.cue
    if _verbs_of(cue) & field.words:
        s += 3   # "what to feed" takes the object of "feed"
    if field.stranded and cue == field.stranded:
        s += 3   # "stop to leave from" takes what follows "from"
    if span.label and _label_fits(span.label, field):
        s += 3   # "shelf K-3-2" for a shelf, "channel 5" for a channel
    if field.role == "source":
        s += 3 if cue == "from" else -3 if cue == "to" else 0
    elif field.role == "target":
        s += 3 if cue == "to" else -3 if cue == "from" else 0
    if field.person and span.shape in ("proper", "quoted", "phrase"):
        s += 2 if cue in ("for", "of", "with", "by") else 0
        s += 1 if span.shape == "proper" or cue == "called" else 0
    if field.place:
        s += 2 if cue in ("at", "from", "to") and span.shape != "number" else 0
    if field.named and span.shape in ("proper", "quoted"):
        s += 1
    if field.purpose and cue == "for" and span.shape == "phrase":
        s += 3   # "for our knitting circle": what the booking is for
    if cue == "called" and (field.named or field.person):
        s += 2
    if field.example and span.shape in ("code", "number"):
        if shaped_like(field.example, span.text) or shape(span.text) == shape(field.example) or \
                (field.example.isdigit() and span.shape == "number"):
            s += 3
    if span.shape == "quoted" and not (field.coded or field.person):
        s += 2   # a quoted phrase is a title or a name the user wrote out
    if span.shape in ("proper", "phrase") and _head(span.text) in field.words:
        s += 2   # "the Kestrel Lab" for a lab, "the Centre Court" for a court
    elif span.shape == "proper" and _lemma(span.text.split()[0]) in field.words:
        s += 2   # "Lake Vättern" for a lake, "Hotel Astoria" for a hotel
    if field.coded and span.shape in ("code", "number"):
        s += 2 if span.shape == "code" else 1
    if span.shape == "number" and not (field.example or field.coded or span.label):
        return 0.0   # a bare number is a count or an amount, not a thing's name
    if span.shape == "phrase" and T.concepts(span.text) and T.concepts(span.text) <= intent:
        s -= 2   # "a reminder", "the library card": the command's own words
    if span.shape in ("phrase", "proper") and re.search(r"\d", span.text) and \
            span.shape != "code":
        s -= 0.5   # "shelf K-3-2": the code alone is the tighter reading
    return s


MIN_SCORE = 2.0


def assign(fields: list[tuple[str, dict]], text: str, taken: list[tuple[int, int]],
           intent: set[str], least: dict[str, float] | None = None) -> dict[str, Span]:
    """The span each field takes, best pairs first; a span serves one field, spans never
    overlap each other nor what other arguments took; a field with no good span (below
    `least[name]`, else MIN_SCORE) is absent."""
    spans = [s for s in candidate_spans(text)
             if not any(s.start < e and b < s.end for b, e in taken)]
    profiles = [field_of(name, prop) for name, prop in fields]
    free = {name for name, prop in fields if _is_free(name, prop)}
    pairs = sorted((((free_score if f.name in free else score)(f, s, intent), -len(s.text),
                     s.start, i, s)
                    for i, f in enumerate(profiles) for s in spans), key=lambda p: (-p[0], p[1:4]))
    chosen: dict[str, Span] = {}
    for value, _, _, i, span in pairs:
        if value < MIN_SCORE:
            break
        name = profiles[i].name
        if value < (least or {}).get(name, MIN_SCORE) or name in chosen or \
                any(span.start < o.end and o.start < span.end for o in chosen.values()):
            continue
        chosen[name] = span
    return chosen


def value_of(span: Span) -> str:
    """The words a span puts in a field: without a leading article or trailing full stop."""
    return _DETERMINERS.sub("", span.text).strip(" .,;!?。，") or span.text


def names_a_thing(value: str, text: str) -> bool:
    """False when a 'value' is in effect the whole request: a field naming a thing (a stop,
    a show) is then not given, and the model should ask rather than paste the message."""
    said = T.words(text) if not T.has_cjk(text) else list(text)
    got = T.words(value) if not T.has_cjk(value) else list(value)
    return not (len(said) >= 3 and len(got) >= 0.8 * len(said))


# ---------------------------------------------------------------- used by filling.py

# Optional fields need more evidence: a model leaves out what the user did not clearly give.
MIN_SCORE_OPTIONAL = 3.0


def _is_free(name: str, prop: dict) -> bool:
    """A free-text field (kinds.py: a note, a title, an item) with no enum or pattern."""
    from .kinds import kind_of
    return prop.get("type", "string") == "string" and not ({"enum", "pattern", "const"} & set(prop)) \
        and kind_of(name, prop) == "phrase"


def is_open(name: str, prop: dict) -> bool:
    """A string field of the tool's own making (not a date, an amount, an enum...): the
    fields whose values this module places."""
    from .kinds import kind_of
    return prop.get("type", "string") == "string" and not ({"enum", "pattern", "format", "const"}
                                                           & set(prop)) and \
        kind_of(name, prop) in ("text", "name")


class Placement:
    """The spans of one request placed in one object's open fields, computed when the first
    of them is read (after the specific kinds took theirs)."""

    def __init__(self, props: dict, required: list, text: str, intent: set[str]):
        from .kinds import unwrap
        self.fields = [(n, unwrap(p)) for n, p in props.items()
                       if is_open(n, unwrap(p)) or _is_free(n, unwrap(p))]
        self.required, self.text, self.intent = set(required), text, intent
        self.chosen: dict[str, Span] | None = None

    def takes(self, name: str) -> bool:
        return any(n == name for n, _ in self.fields)

    def place(self, name: str, found: list, taken: list[tuple[int, int]]) -> list:
        """`found` (what the field's own reader found) without the spans other fields took,
        this field's own span first (or alone, where the reader found nothing)."""
        from .extract import Found
        if self.chosen is None:
            self.chosen = self._assign(taken)
        others = self.others(name)
        found = [f for f in found if not any(f.start < e and s < f.end for s, e in others)]
        mine = self.chosen.get(name)
        if mine is None:
            return found
        if not found:
            return [Found(value_of(mine), mine.start, mine.end)]
        if not any(f.start < mine.end and mine.start < f.end for f in found):
            del self.chosen[name]   # its reader found it elsewhere ("to Ravi"): that span is free
        return sorted(found, key=lambda f: not (f.start < mine.end and mine.start < f.end))

    def value(self, name: str, taken: list[tuple[int, int]]) -> str | None:
        """The span placed in a free-text field (the object of the verb it names), if any."""
        if self.chosen is None:
            self.chosen = self._assign(taken)
        mine = self.chosen.get(name)
        return value_of(mine) if mine else None

    def accepts(self, name: str, value: str) -> bool:
        """May the phrase left fill `name`? Not when it is the whole request, nor when the
        field shows a coded example ('S-0042') the phrase is not built like."""
        from .extract import shape
        if not names_a_thing(value, self.text):
            return False
        field = next((field_of(n, p) for n, p in self.fields if n == name), None)
        if field is None or not field.example:
            return True
        return shape(value) == shape(field.example) or bool(re.fullmatch(r"\d+", field.example)
                                                           and re.fullmatch(r"\d+", value))

    def others(self, name: str, taken: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
        """The spans the open fields other than `name` take (a phrase must not reuse them);
        with `taken`, placed now if no open field asked yet (a title read before them)."""
        if self.chosen is None and taken is not None:
            self.chosen = self._assign(taken)
        return [(s.start, s.end) for n, s in (self.chosen or {}).items() if n != name]

    def _assign(self, taken: list[tuple[int, int]]) -> dict[str, Span]:
        if len(self.fields) == 0:
            return {}
        chosen = assign(self.fields, self.text, taken, self.intent,
                        {n: MIN_SCORE if n in self.required else MIN_SCORE_OPTIONAL
                         for n, _ in self.fields})
        return chosen
