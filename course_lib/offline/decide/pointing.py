"""A value that only points at an item: "the latest broadcast", "最新的那期纪录片".

"Download the latest broadcast" gives `download_broadcast(episode)` no episode: "latest
broadcast" says *which* one, by a superlative over a list nobody has fetched yet, and
repeats what the tools are about. A model lists the broadcasts first and takes the episode
from the latest one. A value with a word of its own ("the Puffins episode", a code) is the
user's and stays.
"""

from __future__ import annotations

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
