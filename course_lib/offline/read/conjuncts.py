"""Coordinated parts of a request: "book it on Wednesday | and on Friday", "查一下这周六 | 和周日".

A request that names several things of one kind often says the frame once and the things
after it, joined by "and", "or", a comma, "、", "和", "与", "以及"... The first part holds the
verb ("Book me a dentist appointment at 10am on Wednesday"); the parts after it are bare
noun or prepositional phrases ("on Friday", "for a 95 m² house", "小红今天的午睡记录").
Each such part, read with the first part's words as a fallback, is one whole call.

A part that begins with a verb ("and email Sam", "另外给李娜发消息") or asks something of
its own ("and what time is it in Dubai") is a clause: another request, not a conjunct.
What is closed-class here (joining words, auxiliaries, question words) is grammar.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import text as T

# English joins: "and", "or", "as well as", a comma that is no digit group (3,450), ";".
# "an hour and a half", "two and a quarter": one amount, no list
_EN_JOIN = re.compile(r"\s*(?:,(?!\d)|;)\s*(?:(?:and|or)\s+)?|\s+(?:and(?!\s+(?:a\s+)?(?:half|quarter)\b)|or|as well as|plus)\s+", re.I)
# Chinese joins are whole jieba words (和 in 和平 or 与 in 参与 join nothing).
_ZH_JOINS = {"和", "与", "跟", "及", "以及", "或", "或者", "、", "，", ",", "；", ";"}
# A clause of its own: an auxiliary or a question word ("and what is", "and can you").
_EN_CLAUSE = re.compile(r"\b(?:is|are|was|were|am|do|does|did|can|could|would|will|should|"
                        r"what|which|who|when|where|why|how|let|please)\b", re.I)
_ZH_CLAUSE = re.compile(r"[吗呢吧？?]|什么|多少|几点|怎么|哪|是否|请|帮我|给我|"
                        r"因为|所以|但是|如果|虽然|已经|了")
# Words that open a clause of their own ("because it broke", "since ...").
_EN_SUBORDINATE = re.compile(r"\b(?:because|since|although|though|if|unless|while|so that)\b", re.I)
_ENDING = re.compile(r"[吗呢吧]?[？?。！!.\s]*$")
# An object pronoun or an address right after the first word makes that word a verb ("email me",
# "text her", "email sam@example.com").
_EN_OBJECT = re.compile(r"^\s*[a-z]+\s+(?:(?:me|him|her|us|them|it)\b|[\w.+-]+@[\w-]+\.\w)", re.I)
# A range is one thing, not two: "between Monday and Friday", "周一到周五", "从…至…".
_RANGE = re.compile(r"\bbetween\b|\bfrom\b.+\b(?:to|until|till)\b|之间|从.+[到至]", re.I)


@lru_cache(maxsize=256)
def conjuncts(question: str) -> tuple[str, ...]:
    """The coordinated parts of the question, the frame first (two or more), else ().

    The frame is the clause before the run of bare phrases; words before it that are no
    clause ("Hi,") stay with it, clauses after the run are other requests and are left out.
    """
    if _RANGE.search(question):
        return ()
    parts = _zh_parts(question) if T.has_cjk(question) else _days_named(_en_parts(question))
    best: list[str] = []
    group: list[str] = []
    for i, part in enumerate(parts):
        if i == len(parts) - 1:   # the question's own ending (…呢？, …吗?) is no clause of its own
            part = _ENDING.sub("", part) or part
        if _is_clause(part) and group and not (i == len(parts) - 1 and _item_then_predicate(part, group[-1])):
            best = max(best, group, key=len)
            group = [part]
        else:
            group.append(part)   # the question's first part is its frame, clause or not
    best = max(best, group, key=len)
    return tuple(best) if len(best) >= 2 else ()


def _days_named(parts: list[str]) -> list[str]:
    """"sat | and sun": two weekday words side by side in a list are days, not the verb and
    the star; each part is read alone later, so the day is written as a name ("Sun")."""
    out = list(parts)
    for i in range(len(out) - 1):
        tail = re.search(r"([A-Za-z]+)\.?(\W*)$", out[i])
        lead = re.match(r"(\s*)([A-Za-z]+)", out[i + 1])
        if tail and lead and _weekday_name(tail.group(1)) and _weekday_name(lead.group(2)):
            out[i] = out[i][:tail.start(1)] + tail.group(1).title() + out[i][tail.end(1):]
            out[i + 1] = lead.group(1) + lead.group(2).title() + out[i + 1][lead.end(2):]
    return out


def _item_then_predicate(part: str, before: str) -> bool:
    """"washers 4 and | 7 are free", "Biscuit and | Pepper booked?": the last item of a list,
    then what is said of them all. The part starts with an item written like the one before
    it (a number after a number, a name after a name), not with a word that opens a clause."""
    if T.has_cjk(part):
        return False
    lead = re.match(r"\s*(?:(?:[Tt]he|[Aa]n?)\s+(?=[A-Z]))?([\w'-]+)", part)   # "The Mousetrap": a name
    tail = re.search(r"([\w'-]+)\W*$", before)
    if not (lead and tail) or _EN_CLAUSE.match(lead.group(1)) or lead.group(1).lower() in T.STOPWORDS:
        return False
    a, b = lead.group(1), tail.group(1)
    if _weekday_name(a) and _weekday_name(b):
        return True   # sat | sun, fri | sat: days, however they are written
    if re.fullmatch(r"[A-Za-z]*\d+[A-Za-z]*", a) and re.fullmatch(r"[A-Za-z]*\d+[A-Za-z]*", b):
        return True   # 4 | 7, B2 | C5
    # a capital at the very start may be the sentence's ("Cancel and | Refund it"); a first
    # word that opens no clause is the first item ("Hamlet or | The Mousetrap - which one …?")
    return a[:1].isupper() and b[:1].isupper() and b.lower() not in T.STOPWORDS and \
        (before.split()[0] != b or not _is_clause(before))


# Records written one per semicolon ("Blue Hole, 18 m, 42 min; Coral Garden, 12.5 m, 55 min;
# and the Wreck, 27 m"): the semicolons part them, the commas inside belong to each.
_SEMICOLONS = re.compile(r"\s*;\s*(?:(?:and|or)\s+)?", re.I)


def _en_parts(question: str) -> list[str]:
    masked = _joins_inside_masked(question)
    joins = _SEMICOLONS if ";" in masked else _EN_JOIN
    return [_unmasked(p.strip()) for p in joins.split(masked) if p and p.strip(" ?.!")]


def _unmasked(part: str) -> str:
    return part.replace("\0", ",").replace("\1\1\1", "and")


def _joins_inside_masked(text: str) -> str:
    """The text with the commas and "and"s inside one thing hidden (\\0, \\1): an address
    ("14 Quay Lane, Falmouth", streets.py), a number ("two hundred and fifty", "1,280.50")
    or a party ("me and my two kids", counts.py)."""
    from .counts import party_with_me
    from .numbers import find_numbers
    from .streets import street_addresses
    party = party_with_me(text)
    spans = list(street_addresses(text)) + [(n.start, n.end) for n in find_numbers(text)] + \
        ([(party.start, party.end)] if party else [])
    for start, end in spans:
        inner = re.sub(r"\band\b", "\1\1\1", text[start:end].replace(",", "\0"))
        text = text[:start] + inner + text[end:]
    return text


def _zh_parts(question: str) -> list[str]:
    from .verbs import _tagger
    parts, current = [], ""
    joins = {"；", ";"} if re.search(r"[；;]", question) else _ZH_JOINS   # one record per semicolon
    for w in _tagger().cut(_joins_inside_masked(question), HMM=False):
        word = w.word
        # jieba glues a join to the name after it (和小红/nr): the join still joins
        if len(word) >= 3 and word[0] in "和与跟及或" and w.flag.startswith("nr") and joins is _ZH_JOINS:
            parts.append(current.strip())
            current, word = "", word[1:]
        if word in joins:
            if current.strip():
                parts.append(current.strip())
            current = ""
        else:
            current += word
    if current.strip(" ？?。！!"):
        parts.append(current.strip())
    return [_unmasked(p) for p in parts if p]


@lru_cache(maxsize=512)
def _is_clause(part: str) -> bool:
    """Does the part say something of its own (a verb first, an auxiliary, a question)?"""
    from .verbs import is_order
    if T.has_cjk(part):
        return bool(_ZH_CLAUSE.search(part)) or is_order(_without_lead(part))
    lead = re.match(r"\s*([A-Za-z]+)", part)
    dated = bool(lead) and lead.group(1)[0].isupper() and _weekday_name(lead.group(1))   # "Sun", not "sun it"
    return bool(_EN_CLAUSE.search(part) or _EN_SUBORDINATE.search(part) or _EN_OBJECT.match(part)) \
        or not dated and is_order(part) or _has_past_verb(part)


def _has_past_verb(part: str) -> bool:
    """"the kettle arrived cracked": a verb in the past (-ed of a verb) makes a statement."""
    from .lexicon import lemma
    from .verbs import _is_verb
    return any(w.lower().endswith("ed") and lemma(w) != w.lower() and _is_verb(lemma(w))
               for w in re.findall(r"[A-Za-z]{4,}", part))


def _without_lead(part: str) -> str:
    """A Chinese clause without the linking words before its verb (另外, 然后, 分别, 顺便):
    jieba tags them conjunctions (c) or adverbs (d)."""
    from .verbs import _tagger
    words = list(_tagger().cut(part, HMM=False))
    while len(words) > 1 and words[0].flag in ("c", "d"):
        words.pop(0)
    return "".join(w.word for w in words)


SAME_KIND = 0.3   # WordNet closeness of two colours, two woods: "blue" and "red" 0.5, "oak" and "pine" 0.3


def shared_head(first: str, last: str) -> str:
    """The head noun a list says once, at its end: "the blue and the red kettle" → the
    blue *kettle*; "红色和蓝色的水壶" → 红色的*水壶*. `first` is an earlier item, `last`
    the last; "" when the earlier item is a thing of its own ("mugs and red kettles")."""
    if T.has_cjk(last):
        if "的" in last and "的" not in first:
            return last.rsplit("的", 1)[1]
        return ""
    from .taxonomy import mostly_adjective, related
    words, lasts = _content(first), _content(last)
    if len(words) != 1 or len(lasts) < 2 or not words[0].islower():
        return ""   # "Monet" is a name of its own
    # a modifier, or a word of the same kind as the last item's modifier (blue | red)
    if mostly_adjective(words[0]) or related(words[0], lasts[0].lower()) >= SAME_KIND:
        return lasts[-1]
    return ""


def _content(phrase: str) -> list[str]:
    return [w for w in re.findall(r"[\w'-]+", phrase) if w.lower() not in T.STOPWORDS]


_ARTICLES = {"the", "a", "an", "my", "our", "your", "this", "that", "these", "those"}


def without_edges(phrase: str) -> str:
    """A listed term without the function words at its edges ("the blue" → "blue"), and
    without what comes before its article ("have the oak" → "oak": the item starts there)."""
    words = phrase.split()
    cut = max((i for i, w in enumerate(words[:-1]) if w.lower() in _ARTICLES), default=-1)
    words = words[cut + 1:]
    while words and words[0].lower() in T.STOPWORDS:
        words.pop(0)
    while words and words[-1].lower().strip("?.!") in T.STOPWORDS:
        words.pop()
    return " ".join(words)


# Where one command may end and the next begin: "cancel X | and email Y", "取消订单，| 给李娜发消息".
# A join starts where its spaces start (not at each of them), and its spaces are read one
# way: on a long run of spaces it takes time linear in the run, not quadratic.
_EN_COMMAND_JOIN = re.compile(r"(?:(?<!\s)(?:\s*[,;])?|[,;])\s+(?:and|then|and then|also|and also)\s+|"
                              r"(?:(?<!\s)\s*)?;\s*", re.I)
_ZH_COMMAND_JOIN = re.compile(r"[，,；;]\s*(?:然后|并且|接着)?|然后|并且|接着")
# Verbs that report what is said, not a new thing to do: "email Bob and tell him ...".
_SPEECH = re.compile(r"^\s*(?:tell|say|ask|let|mention|explain|inform|add that|告诉|说|问|转告)", re.I)


@lru_cache(maxsize=256)
def commands(text: str) -> tuple[str, ...]:
    """The commands of a request that gives several ("Cancel booking BK-221 and notify Sam
    that the boat is free", "取消订单R-88，给李娜发消息"): a new one begins where a part
    starts with a verb of its own. A verb that reports speech ("and tell him ...")
    continues the command before it."""
    joins = _ZH_COMMAND_JOIN if T.has_cjk(text) else _EN_COMMAND_JOIN
    pieces, start = [], 0
    found = list(joins.finditer(text))
    colon = re.search(r"[:：]", text)            # "Add three tasks: A, B and C" is one
    for m, nxt in zip(found, [*found[1:], None]):
        part = text[m.end():nxt.start() if nxt else len(text)]
        listed = colon is not None and colon.start() < m.start()
        if part.strip() and not listed and not _SPEECH.match(part) and _starts_command(part):
            pieces.append(text[start:m.start()])
            start = m.end()
    pieces.append(text[start:])
    pieces = tuple(p.strip() for p in pieces if p.strip())
    return pieces if len(pieces) >= 2 else (text,)


def _starts_command(part: str) -> bool:
    from .verbs import is_order
    first = re.split(r"[,，;；]", part, maxsplit=1)[0]
    if T.has_cjk(first):
        return is_order(_without_lead(first))
    from .taxonomy import mostly_verb
    lead = re.match(r"\s*([a-z]+)", first)
    return is_order(first) or bool(_EN_OBJECT.match(first)) or bool(lead and mostly_verb(lead.group(1)))


def _weekday_name(word: str) -> bool:
    from .dates import _names
    return word.lower().rstrip(".") in _names()["days"]
