"""A value that only points at an item: "the latest broadcast", "最新的那期纪录片".

"Download the latest broadcast" gives `download_broadcast(episode)` no episode: "latest
broadcast" says *which* one, by a superlative over a list nobody has fetched yet, and
repeats what the tools are about. A model lists the broadcasts first and takes the episode
from the latest one. A value with a word of its own ("the Puffins episode", a code) is the
user's and stays.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..read import text as T
from ..read.comparatives import superlative
from ..read.conversation import ToolSpec
from ..read.kinds import kind_of, unwrap
from .arguments import intent_concepts
from .references import ORDINALS_EN, ordinal

# Free-text kinds a pointing phrase can be read into (not dates, amounts, enums, queries:
# a search for "the newest recipes" is a search).
POINTABLE = ("text", "phrase", "name", "id")


def pointing_field(tool: ToolSpec, args: dict, question: str, tools: list[ToolSpec]) -> str | None:
    """The required argument whose value only points at an item of a list another tool
    gives, or at a record another tool finds, or None."""
    return _pointing(tool, args, question, tools) or listed_thing_field(tool, args, tools)


def _pointing(tool: ToolSpec, args: dict, question: str, tools: list[ToolSpec]) -> str | None:
    way, _ = superlative(question)
    if not way and ordinal(question) is None:
        return field_of_another(tool, args, question, tools)
    listers = [t for t in tools if t is not tool and not t.writes]
    if not listers:
        return None
    known = intent_concepts(tool).union(*(intent_concepts(t) for t in listers))
    known |= T.concepts(" ".join(ORDINALS_EN)) | _ranking_concepts(question)
    for name in tool.required:
        prop = unwrap(tool.properties.get(name, {}))
        value = args.get(name)
        if not isinstance(value, str) or "enum" in prop or "pattern" in prop or \
                kind_of(name, prop) not in POINTABLE:
            continue
        if not value.strip() or any(ch.isdigit() for ch in value):
            continue   # a code ("E-2") names one itself
        # each word repeats what the tools are about, or ranks (a Chinese word counts
        # when one of its senses does: 纪录片 "documentary; newsreel")
        if all(not T.concepts(word) or T.concepts(word) & known for word in _words(value)):
            return name
    return None


def _words(value: str) -> list[str]:
    if T.has_cjk(value):
        from ..read.zh import cut
        return [w for w in cut(value) if w.strip()]
    return [w for w in value.split() if w]


def _ranking_concepts(question: str) -> set[str]:
    """The concepts of the words that rank ("latest", "最新"): they point, they name nothing."""
    from ..read.comparatives import direction
    _, word, _ = direction(question)
    return T.concepts(word) | ({word} if word else set())


def field_of_another(tool: ToolSpec, args: dict, question: str, tools: list[ToolSpec]) -> str | None:
    """The argument the request names as a field of another thing, read as that thing:
    "订单TY-5521里的轮胎型号还有库存吗" gives `check_stock(model)` "订单" (order), the thing
    `get_order` finds, while 型号 "model" itself is in the request. The model is in the order:
    a model looks the order up first and takes the model from it."""
    said = T.concepts(question)
    others = [t for t in tools if t is not tool and not t.writes]
    for name in tool.required:
        prop = unwrap(tool.properties.get(name, {}))
        value = args.get(name)
        if not isinstance(value, str) or "enum" in prop or "pattern" in prop or \
                kind_of(name, prop) not in POINTABLE or any(ch.isdigit() for ch in value):
            continue
        words = [w for w in _words(value) if T.concepts(w)]
        if len(words) != 1:
            continue
        meant = T.concepts(words[0])
        field = T.concepts(f"{name.replace('_', ' ')} {prop.get('description') or ''}") - meant
        if not field & said or meant <= intent_concepts(tool):
            continue   # the field isn't named, or the value is this tool's own thing
        if any(meant <= intent_concepts(t) for t in others):
            return name
    return None


# Kinds of value a request can describe an item with, but only a list can name it by.
THING_KINDS = ("text", "phrase", "id", "unit")
# A value written as one code-like token ("D-88", "J301", "KB-1102"): the user named the item.
WRITTEN_CODE = re.compile(r"(?=[\w.\-/#]{1,40}$)[^\W\d_]*[\w.\-/#]*\d[\w.\-/#]*")


def listed_thing_field(tool: ToolSpec, args: dict, tools: list[ToolSpec]) -> str | None:
    """The required argument that is one of the things another tool lists, given as words:
    `skip_delivery(delivery)` beside `list_deliveries`, `cancel_job(job_number)` beside
    `list_jobs`, `extend_rental(unit)` beside `list_units`. What the request says of the item
    ("this Thursday's", "失败的那个", "the gear print") tells which one, it is not the item: a
    model lists them first and takes the one meant. A code the user wrote stays theirs."""
    others = [t for t in tools if t is not tool and not t.writes]
    if not others:
        return None
    for name in tool.required:
        prop = unwrap(tool.properties.get(name, {}))
        value = args.get(name)
        if not isinstance(value, str) or not value.strip() or \
                any(k in prop for k in ("enum", "pattern", "format")) or \
                kind_of(name, prop) not in THING_KINDS or WRITTEN_CODE.fullmatch(value.strip()):
            continue
        if is_listed_thing(tool, name, tools) and (
                kind_of(name, prop) == "id" or not names_itself(value, tool, others)):
            return name
    return None


# The grammar of describing rather than naming, in Chinese: 的 (of), 那/这 + a measure word
# (that one), 帮/请/把 (a request's own verbs, read into the value by mistake).
DESCRIBING_ZH = re.compile(r"[的那这哪帮请把给让我你]")


def names_itself(value: str, tool: ToolSpec, others: list[ToolSpec]) -> bool:
    """Is the value written like the item's own name ("Harvest Fair", "活着"), not a
    description of it ("this Thursday", "失败的那个任务", the tool's own words)? A name has a
    word the tools don't use, outside dates and clock times: in English a capitalised one, in
    Chinese more than one everyday word, without the grammar of describing."""
    import datetime as dt
    from ..read.dates import find_dates, find_times
    spans = [(h.start, h.end) for h in find_dates(value, dt.date(2026, 12, 1))] + \
        [(h.start, h.end) for h in find_times(value)]
    for start, end in sorted(spans, reverse=True):
        value = value[:start] + " " + value[end:]
    known = intent_concepts(tool).union(*(intent_concepts(t) for t in others))
    own = [w for w in _words(value) if T.concepts(w) and not T.concepts(w) & known]
    if T.has_cjk(value):   # one everyday two-character word (钓鱼, 蔬菜) says what, not which
        return bool(own) and not DESCRIBING_ZH.search(value) and \
            (len(own) >= 2 or len("".join(own)) >= 3)
    return any(w[:1].isupper() for w in own)


def is_listed_thing(tool: ToolSpec, name: str, tools: list[ToolSpec]) -> bool:
    """Is the argument one of the things another (reading) tool lists or finds?"""
    noun = thing_noun(name, unwrap(tool.properties.get(name, {})))
    return bool(noun) and noun not in WORDING and any(
        lists(t, noun, leading=True) for t in tools if t is not tool and not t.writes)


# What a write says or calls a thing rather than which thing it is: a new task's `title`,
# a message's `text` are the user's words, whatever a list shows of others.
WORDING = frozenset({"title", "name", "subject", "summary", "label", "description", "text",
                     "content", "body", "message", "note", "comment", "reason", "query"})


def thing_noun(name: str, prop: dict) -> str:
    """What an argument is one of: its name without the words that only say "identifier"
    (`job_number` → job, `delivery` → delivery), else the description's noun before such a
    word ("instrument code" → instrument)."""
    from .record_fields import GENERIC, IDENTIFYING, _parts
    parts = [p for p in _parts(name) if p not in IDENTIFYING and p not in GENERIC]
    if parts:
        return parts[-1]
    said = re.findall(r"([a-z]+)\s+(?:id|code|number|no|ref|reference)\b",
                      str(prop.get("description") or "").lower())
    return said[0] if said and said[0] not in GENERIC else ""


def lists(tool: ToolSpec, noun: str, leading: bool = False) -> bool:
    """Does the tool's name or description speak of these things, in the plural or as a
    kind it finds ("list_deliveries", "Find a storage customer")? `leading`: only what it
    lists or finds, not what it shows of each ("List tasks | with their titles")."""
    return _lists(tool.name, tool.description, noun, leading)


@lru_cache(maxsize=4096)   # asked per tool and argument on every planned call
def _lists(name: str, description: str, noun: str, leading: bool) -> bool:
    if leading:
        description = re.split(r"\b(?:with|returns?|including|showing)\b|[(:;,.]", description,
                               maxsplit=1)[0]
    words = re.sub(r"[_\-]", " ", f"{name} {description}").lower()
    plural = noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
    return re.search(rf"\b(?:{re.escape(noun)}|{re.escape(plural)}|{re.escape(noun)}es)\b",
                     words) is not None
