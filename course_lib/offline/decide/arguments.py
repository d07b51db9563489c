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
from ..read.extract import FREE_TEXT, Found, MissingArgument, find, query_words
from ..read.kinds import kind_of, role_of, unwrap
from ..read.phrases import phrase

__all__ = ["MissingArgument", "fill_arguments", "grounded", "intent_concepts"]

# Kinds whose several values mean several calls ("weather in Oslo and Lima").
FAN_OUT = ("place", "city", "country", "region", "id", "email", "name", "index", "timezone")
# Kinds read before the others, because their spans must not be re-read as plain numbers.
FIRST = ("date", "datetime", "time", "month", "amount", "currency", "unit", "id", "email",
         "phone", "url", "place", "city", "country", "region", "timezone", "expression", "year")


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


def _order(props: dict) -> list[str]:
    """Specific kinds first, plain numbers next, free text last."""
    def rank(item):
        name, prop = item
        kind = kind_of(name, prop)
        return 0 if kind in FIRST else 2 if kind in (*FREE_TEXT, "text") else 1
    return [name for name, _ in sorted(props.items(), key=rank)]


def _overlaps(found: Found, taken: list[tuple[int, int]]) -> bool:
    return found.start >= 0 and any(found.start < e and s < found.end for s, e in taken)


def fill_arguments(tool, text: str, today: Any, fallback: str = "") -> list[dict]:
    """All argument sets for `tool` that the text supports (one per fanned-out value).

    `fallback` (facts from the system section) fills only what the text itself leaves
    open, so a remembered city never overrides the one the user just named.
    Raises MissingArgument when a required property has no value in either.
    """
    fixed, fanned = _fill_object(tool.name, tool.properties, tool.required, text, today,
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


def _fill_object(tool_name: str, props: dict, required: list, text: str, today: Any,
                 fallback: str, intent: set[str], prefix: str = "",
                 passes_on: bool = False) -> tuple[dict, dict]:
    fixed: dict[str, Any] = {}
    fanned: dict[str, list] = {}
    taken: list[tuple[int, int]] = []
    for name in _order(props):
        prop = unwrap(props[name])
        kind = kind_of(name, prop)
        if prop.get("type") == "object" and prop.get("properties"):
            try:
                inner, _ = _fill_object(tool_name, prop["properties"], prop.get("required", []),
                                        text, today, fallback, intent, f"{prefix}{name}.")
            except MissingArgument:
                if name in required:
                    raise
                continue
            if inner or name in required:
                fixed[name] = inner
            continue
        if _is_object_list(prop):
            items = _fill_object_list(tool_name, prop, text, today, intent)
            if items:
                fixed[name] = items
            elif name in required:
                raise MissingArgument(tool_name, prefix + name, prop.get("description", ""))
            continue
        if kind in FREE_TEXT and "enum" not in prop and "pattern" not in prop:
            value = _free_text("request" if passes_on else kind, name, prop, text, taken, intent)
            if value:
                fixed[name] = value
            elif name in required:
                raise MissingArgument(tool_name, prefix + name, prop.get("description", ""))
            continue
        found = [f for f in find(name, prop, text, today) if not _overlaps(f, taken)]
        if not found and fallback:
            found = [Found(f.value) for f in find(name, prop, fallback, today)]
        if not found and kind == "text" and prop.get("type", "string") == "string" \
                and "enum" not in prop and "pattern" not in prop:
            value = phrase(text, taken, intent)   # an unnamed string field: the phrase left
            found = [Found(value)] if value else []
        if not found:
            if name in required:
                raise MissingArgument(tool_name, prefix + name, prop.get("description", ""))
            continue
        if kind in FAN_OUT and len(found) > 1 and role_of(name, prop) is None \
                and prop.get("type") != "array":
            fanned[name] = [f.value for f in found]
            taken += [f.span for f in found if f.start >= 0]
            continue
        fixed[name] = found[0].value
        # The other half of a pair (from/to) may be read from the same words: keep them free.
        if found[0].start >= 0 and not (kind in ("currency", "unit", "place")
                                        and role_of(name, prop) is not None):
            taken.append(found[0].span)
    return fixed, fanned


def _free_text(kind: str, name: str, prop: dict, text: str, taken: list,
               intent: set[str]) -> str:
    if kind == "request":   # a question passed on (to a sub-agent, a search engine): as asked
        return " ".join(text.split())
    if kind == "query":
        english = "english" in str(prop.get("description", "")).lower()
        left = query_words(phrase(text, taken, intent), english) or query_words(text, english)
        return left or text.strip()[:80]
    reported = bool(re.search(r"body|message|content|text|msg", name))
    said = phrase(text, taken, intent, reported=reported)
    if said and not reported and said[0].islower():   # a title or subject reads as one
        said = said[0].upper() + said[1:]
    return said


def _is_object_list(prop: dict) -> bool:
    item = unwrap(prop.get("items") or {}) if prop.get("type") == "array" else {}
    return bool(item.get("properties"))


def _fill_object_list(tool_name: str, prop: dict, text: str, today: Any,
                      intent: set[str]) -> list[dict]:
    """One object per listed thing: "2 apples, 3 pears and a loaf" → three items."""
    item = unwrap(prop["items"])
    parts = [p for p in re.split(r",\s*(?:and\s+)?|\s+and\s+|[、，；;]|和|以及", text) if p.strip()]
    out = []
    for part in parts if len(parts) > 1 else [text]:
        try:
            obj, _ = _fill_object(tool_name, item["properties"], item.get("required", []), part,
                                  today, "", intent)
        except MissingArgument:
            continue
        if obj:
            out.append(obj)
    return out[: prop.get("maxItems")] if prop.get("maxItems") else out
