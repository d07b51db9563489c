"""Filling a tool's arguments from the request, guided by its JSON schema.

Each property is filled by what the schema says about it: an enum is chosen by
meaning, a pattern is searched for in the text, a number is taken from the text,
a city or month is recognised, a free-text field gets a short phrase. Several
values for one scalar property (two cities) fan out into several calls.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from ..read.extract import _kind, candidates


class MissingArgument(Exception):
    """A required argument is not in the request: a careful model asks the user."""

    def __init__(self, tool: str, field: str, description: str):
        super().__init__(field)
        self.tool, self.field, self.description = tool, field, description


def grounded(tool) -> bool:
    """True when every required argument must come from something concrete the user said
    (an id, a city, a number...), not from a paraphrase of the whole request."""
    return all("pattern" in tool.properties.get(name, {}) or "enum" in tool.properties.get(name, {})
               or _kind(name, tool.properties.get(name, {})) not in ("query", "phrase", "text")
               for name in tool.required)


def fill_arguments(tool, text: str, today: tuple[int, int, int],
                   fallback: str = "") -> list[dict]:
    """All argument sets for `tool` that the text supports (one per fanned-out value).

    `fallback` (facts from the system section) fills only what the text itself leaves
    open, so a remembered city never overrides the one the user just named.
    Raises MissingArgument when a required property has no value in either.
    """
    fixed: dict[str, Any] = {}
    fanned: dict[str, list] = {}
    used_numbers: list = []
    for name, prop in tool.properties.items():
        values = candidates(name, prop, text, today) or \
            (candidates(name, prop, fallback, today) if fallback else [])
        if prop.get("type") in ("integer", "number"):
            values = [v for v in values if v not in used_numbers]
            used_numbers.extend(values[:1])
        if not values:
            if name in tool.required:
                raise MissingArgument(tool.name, name, prop.get("description", ""))
            continue
        if _kind(name, prop) == "currency":
            fixed[name] = values[min(len(fixed_currency(fixed, tool)), len(values) - 1)]
        elif len(values) > 1 and prop.get("type") in ("string", None) and "enum" not in prop:
            fanned[name] = values
        else:
            fixed[name] = values[0]
    if not fanned:
        return [fixed]
    # fan out: one call per combination (in practice one property with several values)
    keys = list(fanned)
    return [{**fixed, **dict(zip(keys, combo))} for combo in itertools.product(*fanned.values())]


def fixed_currency(fixed: dict, tool) -> list:
    """Currencies already assigned, so 'from' gets the first one named and 'to' the next."""
    return [k for k in fixed if _kind(k, tool.properties[k]) == "currency"]
