"""Did a call change something, and what is the change called? A booking's result is
confirmed ("Done: Appointment AP-3391 is booked — 14 December at 10:30, 65 EUR."); a
look-up's result is only reported, and grows nothing it wasn't asked.

The description decides first (`description_says`): one that opens as a noun phrase or a
question ("Status of a repair job", "Which rooms are free") or with a verb of finding out
only tells, whatever the name starts with (`order_lookup`); one that opens with a change
("Book a walk", "租一条船") writes. When it says neither, a person reads it off the tool's verb: `reserve_desk`, `hire_boat`, "Enrol a child in a
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
               "register", "order", "add", "renew", "start", "stop")   # starting a machine changes it too
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
    return verb in WRITE_KINDS or any(same_meaning(verb, kind) >= SURE for kind in WRITE_KINDS) \
        or _hands_over(verb)


def _hands_over(verb: str) -> bool:
    """lend, donate, borrow: who holds what changes. Not a word more often a noun ("Stock on
    hand…" opens a look-up), nor "find" (filed with the verbs of having: "come upon")."""
    from ..read.taxonomy import mostly_verb
    from ..read.verb_senses import hands_over
    return hands_over(verb) and mostly_verb(verb) and not _finds_out(verb)


def _finds_out(verb: str) -> bool:
    """"find" is filed with the verbs of having (find.v.01, "come upon"), but finds out."""
    from ..read.verb_senses import same_meaning
    return verb in FINDING_OUT or any(same_meaning(verb, f) >= SURE for f in FINDING_OUT)


def changes(tool) -> bool:
    """Does calling this tool (a read/conversation.ToolSpec) change something? The
    description decides when its opening says what the tool does; the name (`order_lookup`
    starts with a verb of ordering, but names a look-up) only when it doesn't."""
    if tool is None:
        return False
    said = description_says(tool.description or "")
    if said is not None:
        return said
    return bool(tool.writes) or _changing(tool_verb(tool.name, tool.description))


# How a sentence names a thing before its head noun: articles, possessives, quantifiers.
DETERMINERS = {"a", "an", "the", "this", "that", "these", "those", "your", "my", "our", "their",
               "its", "all", "any", "each", "every", "some", "one", "no"}
# A question word opening a description says what the tool tells ("Which rooms are free").
ASKING = {"which", "what", "where", "when", "whether", "who", "whose", "how", "why"}
# Chinese verbs of finding out: a description that opens with one is a look-up.
FINDING_OUT = ("consult", "inquire", "check", "look_up", "query", "search", "find", "get",
               "see", "view", "read", "show")


@lru_cache(maxsize=1024)
def description_says(description: str) -> bool | None:
    """Does a tool's description open by saying it changes something (True), that it only
    tells something (False), or neither (None)? It tells when it opens as a noun phrase
    ("Status of a repair job", "Hire price of a room", "The keepers' report") or a question
    word ("Where a job is up to", "Which washers are free"), or with a verb of finding out
    ("Look up a claim", "查询理赔进度"); it changes when its opening verb is a change ("Book a
    walk", "租一条船") or it says so anywhere ("pays from the card"). Its "Not for …" part
    says what it doesn't do, so it is left out."""
    from ..read.conversation import WRITE_WORDS
    from ..read.actions import actions
    text = re.split(r"\b(?:not for|not to be used|do not use)\b|不用于|不能用于|不要用于", description,
                    flags=re.I)[0]
    if WRITE_WORDS.search(text):
        return True
    first = re.split(r"[.;:!?()\n。；：！？（）]", text.strip(), maxsplit=1)[0].strip()
    if not first:
        return None
    if re.search(r"[\u4e00-\u9fff]", first[:2]):
        verbs = actions(first)
        if verbs and all(not _changing(v) for v in verbs) and verbs & set(FINDING_OUT):
            return False
        return True if any(_changing(v) for v in verbs) else None
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", first)
    if not words:
        return None
    lead = words[0].lower()
    if lead in ASKING or lead in DETERMINERS:
        return False
    if "of" in [w.lower() for w in words[1:4]]:   # "Status of", "Hire price of": a noun's "of"
        before = [w.lower() for w in words[:[w.lower() for w in words].index("of", 1)]]
        if not set(before) & DETERMINERS and not any(w.isdigit() for w in before):
            head = actions(before[-1]) if before[-1].endswith("ing") else frozenset()
            return any(_changing(v) for v in head)   # "Booking of a court" books one
    verbs = actions(" ".join(words[:2]))
    if any(_changing(v) for v in verbs):
        return True
    return False if verbs & set(FINDING_OUT) else None


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
