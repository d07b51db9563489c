"""What a request asks for, apart from what it only mentions on the way.

"After our climbing session on Thursday, can you book us a table?" asks for a table; the
climbing session only says when. "帮我叫辆车，从家里去录音棚" asks for a car; home and the
studio are the two ends of the ride. A tool about climbing sessions or studios fits
neither request, though their words are said. Two readings, both of grammar words only
(closed classes, no domain's vocabulary):

* circumstances: a phrase that anchors the request in time ("after/before/during our …") or
  names the ends of a trip (从…去/到…); its concepts are no evidence for a tool;
* the verb's object: "book us a table" books a table. A tool whose own topic the request
  names only as a circumstance, and which otherwise fits only by the verb (it books too),
  while it never speaks of that object, doesn't fit. (Alone, a verb's object decides
  nothing: "cancel my lunch" may well cancel a calendar event.)
"""

from __future__ import annotations

import re
from functools import lru_cache

# "after our climbing session", "before the match": an event that only says when.
ANCHOR = re.compile(r"\b(?:after|before|during|following)\s+(?:our|my|the|your|his|her|their|this|that)\s+"
                    r"((?:(?!(?:can|could|would|will|please|pls|i|we|you|u|let|and|then|so)\b)[A-Za-z'-]+\s*){1,4})",
                    re.I)
# 从家里去录音棚, 从公司到机场: the two ends of a trip (closed class: 从 and the verbs of going).
ROUTE = re.compile(r"从([\u4e00-\u9fff]{1,8}?)(?:出发)?(?:去|到|回|送到|开到)([\u4e00-\u9fff]{1,8}?)(?=[，。！？,.!?\s]|$|吧|呢)")


@lru_cache(maxsize=1024)
def circumstance_concepts(text: str) -> frozenset[str]:
    """Concepts said only in the request's circumstances (when it happens, where a trip
    goes), never in what it asks for."""
    from ..read.text import concepts
    spans = [m.span(1) for m in ANCHOR.finditer(text)]
    spans += [s for m in ROUTE.finditer(text) for s in (m.span(1), m.span(2))]
    if not spans:
        return frozenset()
    aside = set().union(*(concepts(text[a:b]) for a, b in spans))
    rest = text
    for a, b in sorted(spans, reverse=True):
        rest = rest[:a] + " " + rest[b:]
    return frozenset(aside - concepts(rest))


# The words before a request's verb: politeness, modals, the speaker (closed classes).
LEAD = r"(?:(?:please|pls|kindly|just|can|could|would|will|u|you|i|we|need|want|wanna|like|'d|to|help|me|us|" \
       r"on|this|next|today|tonight|tomorrow|(?:mon|tues?|wednes|thu|thurs?|fri|satur|sun)(?:day)?|wed|sat)\s+)*"   # ... and when
# The words between a verb and its object's noun: pronouns, determiners, counts.
FILLER = {"us", "me", "him", "her", "them", "a", "an", "the", "my", "our", "some", "another", "one", "two",
          "few", "couple", "of", "this", "that", "these", "those", "your", "new", "quick"}


def verb_object(text: str) -> tuple[str, str] | None:
    """(verb, the noun of its object) of a request that opens with an order ("can u book us a
    table for 4" → ("book", "table")), or None (a question, no object, a pronoun: "book it")."""
    text = ANCHOR.sub(" ", text)   # "after our session, book …": the order comes after it
    for clause in re.split(r"[,;?!.]\s*", text):
        m = re.match(rf"\s*{LEAD}([a-z]+)\s+(.*)", clause, re.I)
        if not m:
            continue
        verb, rest, nouns = m.group(1).lower(), m.group(2), []
        days = _day_spans(rest)
        for found in list(re.finditer(r"[A-Za-z]+|\d+", rest))[:6]:
            low = found.group(0).lower()
            if not nouns and (low in FILLER or low.isdigit() or _adjective(low)):
                continue   # "us a big table": the noun comes after them
            if found.group(0)[:1].isupper():
                return None   # "Text Tom", "Borrow Norwegian Wood": a name, no kind of thing
            if any(a <= found.start() < b for a, b in days) or not _noun(low):
                break   # a pronoun, a preposition, a verb: the noun phrase ends here
            nouns.append(low)
        # the head of the object is its last noun ("gym membership" → membership)
        return (verb, nouns[-1]) if nouns else None
    return None


def _noun(word: str) -> bool:
    from ..read.taxonomy import base_forms, is_noun
    from ..read.text import MONTHS
    if any(m.startswith(word) for m in MONTHS) and len(word) >= 3:
        return False   # "dec 5": a month says when
    if len(word) < 3 or word in ("it", "them", "that", "for", "at", "on", "in", "with", "to", "from", "and"):
        return False
    return is_noun(word) or any(is_noun(b) for b in base_forms(word))



def _day_spans(text: str) -> list[tuple[int, int]]:
    """Where the text says a day or a time ("book Thursday at 6", "dec 5"): they say when,
    they are no thing booked."""
    import datetime as dt
    from ..read import dates
    return [(h.start, h.end) for h in dates.find_dates(text, dt.date(2000, 1, 1))] + \
        [(h.start, h.end) for h in dates.find_times(text) if hasattr(h, "start")]


def _adjective(word: str) -> bool:
    from ..read.taxonomy import mostly_adjective
    return mostly_adjective(word)
