"""Did a call change something, and what is the change called? A booking's result is
confirmed ("Done: Appointment AP-3391 is booked — 14 December at 10:30, 65 EUR."); a
look-up's result is only reported, and grows nothing it wasn't asked.

A person reads this off the tool's verb: `reserve_desk`, `hire_boat`, "Enrol a child in a
group" change the world; `get_walk`, "Look up a claim" don't. The verb is the tool name's
first word when WordNet knows it as a verb, else the first action its description names
(read/actions.py). It writes when the tool says so (ToolSpec.writes: its name or
description) or when the verb means one of a few kinds of change — making, changing,
ending, booking, buying, sending, paying, signing up — by WordNet's verb senses
(read/verb_senses.py: "hire" is "rent", "enrol" is "register", "purchase" is "buy"). These
anchors are the kinds of a write, as CRUD names them, not one domain's verbs.

Its past participle ("booked", "sent", "cancelled") comes from English morphology and
WordNet's list of irregular forms (verb.exc).
"""

from __future__ import annotations

import re
from functools import lru_cache

WRITE_KINDS = ("create", "change", "cancel", "delete", "book", "rent", "buy", "send", "pay",
               "register", "order", "add", "renew")
SURE = 0.8


@lru_cache(maxsize=1024)
def tool_verb(name: str, description: str = "") -> str:
    """The verb a tool is named for: `reserve_desk` → reserve, `DeskBooking` → book
    (from "Book a desk"), "" when neither its name nor its description starts with one."""
    from ..read.verb_senses import meaning_keys
    from ..read.lexicon import lemma
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ").lower().split()
    if words and meaning_keys(lemma(words[0])):
        return lemma(words[0])
    from ..read.actions import actions
    found = sorted(actions(description or ""))
    first = re.findall(r"[a-z]+", (description or "").lower())[:1]
    if first and first[0] in found:
        return first[0]
    return ""


@lru_cache(maxsize=1024)
def _changing(verb: str) -> bool:
    if not verb:
        return False
    from ..read.verb_senses import same_meaning
    return verb in WRITE_KINDS or any(same_meaning(verb, kind) >= SURE for kind in WRITE_KINDS)


def changes(tool) -> bool:
    """Does calling this tool (a read/conversation.ToolSpec) change something?"""
    if tool is None:
        return False
    return bool(tool.writes) or _changing(tool_verb(tool.name, tool.description))


@lru_cache(maxsize=1)
def _irregular() -> dict[str, list[str]]:
    """verb → its irregular inflected forms, from WordNet's verb.exc ("sent send")."""
    from ..read.taxonomy import _data_dir
    folder = _data_dir()
    forms: dict[str, list[str]] = {}
    if folder is None:
        return forms
    for line in (folder / "verb.exc").read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) == 2 and "_" not in line:
            forms.setdefault(parts[1], []).append(parts[0])
    return forms


@lru_cache(maxsize=1)
def irregular_forms() -> frozenset[str]:
    """Every irregular verb form WordNet lists ("broke", "sent", "taken")."""
    return frozenset(f for forms in _irregular().values() for f in forms)


VOWELS = "aeiou"
# English verbs whose participle is the verb itself (WordNet lists only changed forms).
SAME_FORM = {"set", "put", "cut", "let", "hit", "shut", "quit", "spread", "cost", "read", "reset",
             "upset", "broadcast", "bet"}


@lru_cache(maxsize=1024)
def past_participle(verb: str) -> str:
    """book → booked, reserve → reserved, cancel → cancelled, plan → planned, send → sent,
    pay → paid, buy → bought."""
    verb = verb.lower()
    if not verb.isalpha() or verb in SAME_FORM:
        return verb
    odd = [f for f in _irregular().get(verb, []) if not f.endswith("ing") and not f.endswith(verb[-1] + "s")]
    if odd:   # "taken" over "took": a participle ends in -n when the verb has one
        return next((f for f in odd if f.endswith("n")), odd[-1])
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in VOWELS:
        return verb[:-1] + "ied"
    groups = re.findall(r"[aeiou]+", verb)
    if re.search(r"[^aeiou][aeiou][^aeiouwxy]$", verb) and (len(groups) == 1 or verb.endswith("l")
                                                            and len(groups[-1]) == 1):
        return verb + verb[-1] + "ed"   # plan → planned; cancel → cancelled (British spelling)
    return verb + "ed"
