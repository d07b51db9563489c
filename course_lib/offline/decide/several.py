"""Two of one kind in one question → one call each, for choices too.

"My checking and savings accounts together?" names two options of the tool's `account`
enum. The tool takes one account per call, so a model calls it once per account, then
adds the results up. (Places, ids and names fan out while their values are read; an enum
picks one option, so the second one is found here.)

Each option must be named in its own part of the question, the parts joined by "and",
"or", "和", "、"...: "查一下储蓄账户" names one account even though 查 ("check") looks like
"checking". Only lookups fan out: a write over a guessed second option could do harm.
"""

from __future__ import annotations

import re

from ..read.conversation import ToolSpec
from ..read.extract import enum_choice
from ..read.kinds import role_of, unwrap

# What joins two things of one kind: "A and B", "A or B", "A, B", "A vs B", "A和B", "A、B".
JOINS = re.compile(r"\s*(?:,|，|、|/|\b(?:and|or|vs\.?|versus|plus)\b|和|与|跟|及|或者?|还有)\s*", re.I)


def options_named(prop: dict, question: str) -> list:
    """The enum options the question names, one per joined part, in order (two or more),
    else []."""
    options = unwrap(prop).get("enum") or []
    if len(options) < 2:
        return []
    parts = [p for p in JOINS.split(question) if p and p.strip()]
    if len(parts) < 2:
        return []
    named = []
    for part in parts:
        best, score = enum_choice(options, part, prop.get("description", ""))
        if best is not None and score > 0 and best not in named:
            named.append(best)
    return named if len(named) >= 2 else []


def each_option(tool: ToolSpec, argument_sets: list[dict], question: str) -> list[dict]:
    """The argument sets, one per option when a lookup's enum is named several times."""
    if tool.writes or len(argument_sets) != 1:
        return argument_sets
    [args] = argument_sets
    for name, prop in tool.properties.items():
        prop = unwrap(prop)
        if name not in args or "enum" not in prop or prop.get("type") == "array" \
                or role_of(name, prop) is not None:
            continue
        named = options_named(prop, question)
        if args[name] in named:
            return [{**args, name: option} for option in named]
    return argument_sets
