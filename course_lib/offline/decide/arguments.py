"""Filling a tool's arguments from the request, guided by its JSON schema.

Each property is filled by what the schema says about it (`read/kinds.py`): an enum is
chosen by meaning, a pattern is searched for, a date is read against today, an amount, a
place or a unit is recognised, and a free-text field gets the phrase that is left once the
other arguments have taken their parts of the text. Optional properties are filled only
when the user gave them. Several values for one entity property (three cities) fan out
into several calls.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from ..read import text as T
from ..read.extract import FREE_TEXT, MissingArgument
from ..read.filling import fill_object
from ..read.kinds import kind_of, unwrap

__all__ = ["MissingArgument", "fill_arguments", "grounded", "intent_concepts"]



def grounded(tool) -> bool:
    """True when every required argument must come from something concrete the user said
    (an id, a city, a number...), not from a paraphrase of the whole request."""
    return all("pattern" in unwrap(tool.properties.get(name, {}))
               or "enum" in unwrap(tool.properties.get(name, {}))
               or kind_of(name, tool.properties.get(name, {})) not in (*FREE_TEXT, "text")
               for name in tool.required)


def intent_concepts(tool) -> set[str]:
    """What the tool *does*, in concepts: its name and description. Words of the request that
    only repeat these are the command ("add a task"), not an argument's content."""
    name = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", tool.name).replace("_", " ")
    return T.concepts(f"{name} {tool.description}")


def fill_arguments(tool, text: str, today: Any, fallback: str = "") -> list[dict]:
    """All argument sets for `tool` that the text supports (one per fanned-out value).

    `fallback` (facts from the system section) fills only what the text itself leaves
    open, so a remembered city never overrides the one the user just named.
    Raises MissingArgument when a required property has no value in either.
    """
    each = _one_call_each(tool, text, today, fallback)
    if each:
        return each
    fixed, fanned = fill_object(tool.name, tool.properties, tool.required, text, today,
                                 fallback, intent_concepts(tool), passes_on=passes_on(tool))
    if not fanned:
        return [fixed]
    keys = list(fanned)
    return [{**fixed, **dict(zip(keys, combo))} for combo in itertools.product(*fanned.values())]


def passes_on(tool) -> bool:
    """A tool that asks someone else (a specialist sub-agent, an expert): its free-text
    argument is the user's request itself, passed on as asked."""
    return bool(re.match(r"(ask|consult|delegate|escalate_to|hand_?off|route_to)", tool.name, re.I)
                or re.match(r"\s*(ask|consult|delegate to|hand (?:off|over) to)\b", tool.description,
                            re.I))


# "Add three tasks: A, B and C", "把这三件事加到待办：A、B、C": a list introduced by a colon.
_LIST_INTRO = re.compile(r"^(?P<head>[^:：]{2,80})[:：]\s*(?P<list>.+)$", re.S)
_LIST_SPLIT = re.compile(r"\s*(?:[,，;；、]\s*(?:and\s+|和)?|\s+and\s+|和|以及)\s*")
_SEVERAL = re.compile(r"\b(?:these|those|following|several|multiple|some|few)\b|这些|以下|下面|几",
                      re.I)


def _one_call_each(tool, text: str, today: Any, fallback: str) -> list[dict]:
    """One call per listed thing, when the request says it lists several things of the
    tool's kind (a count or "these" before the colon) and each thing alone makes a whole
    call. "Add a task: call the dentist, urgent, friday" is one task: "urgent" alone is
    no task."""
    intro = _LIST_INTRO.match(text.strip())
    if not intro:
        return []
    parts = [p.strip(" .。!！") for p in _LIST_SPLIT.split(intro.group("list"))]
    parts = [p for p in parts if p]
    if len(parts) < 2 or not (_says_several(intro.group("head"), tool) or
                              _each_has_its_own(parts, tool, today)):
        return []
    calls = []
    for part in parts:
        try:
            fixed, fanned = fill_object(tool.name, tool.properties, tool.required, part, today,
                                         fallback, intent_concepts(tool))
        except MissingArgument:
            return []
        if fanned:
            return []
        calls.append(fixed)
    return calls


COUNTED = ("amount", "number", "integer", "quantity", "count")


def _each_has_its_own(parts: list[str], tool, today: Any) -> bool:
    """Every listed part carries its own value of a required amount ("早餐18元，地铁4元，
    电影票45元"): several things, each a call, even with no count before the colon."""
    from ..read.extract import find
    for name in tool.required:
        prop = tool.properties.get(name, {})
        if kind_of(name, prop) in COUNTED or unwrap(prop).get("type") in ("number", "integer"):
            values = [find(name, prop, part, today) for part in parts]
            if all(values) and len({repr(v[0].value) for v in values}) >= 2:
                return True
    return False


def _says_several(head: str, tool) -> bool:
    """The words before the list count things ("three tasks", "这三件事") or point at several."""
    from ..read.numbers import find_numbers
    if _SEVERAL.search(head) or any(n.value >= 2 for n in find_numbers(head)):
        return True
    plural = [w for w in re.findall(r"[a-z]+s\b", head.lower())]
    return any(T.concepts(w) & intent_concepts(tool) for w in plural)
