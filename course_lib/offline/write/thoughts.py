"""The text a model sends along with its tool calls when the system prompt asks it to think aloud."""

from __future__ import annotations

import re
from typing import Any

from ..read.conversation import Conversation
from ..reply import Call


def wants_thoughts(system: str) -> bool:
    s = system.lower()
    return bool(re.search(r"thought:|think (out loud|step by step)|before each (tool )?call|"
                          r"state what you (suspect|think)|explain your reasoning|react", s))


def narrate(convo: Conversation, calls: list[Call]) -> str:
    ok = [c for c in convo.calls if c.ok]
    targets = ", ".join(f"{c.name}({_short_args(c.arguments)})" for c in calls)
    if not ok:
        asked = " ".join(convo.question.split())
        asked = asked if len(asked) <= 80 else asked[:79] + "…"
        return (f"Thought: the user asks \"{asked}\". I suspect I need data I don't have "
                f"yet, so I will check {targets}.")
    last = ok[-1]
    tool = convo.tool(calls[0].name)
    purpose = re.search(r"to (?:see|check|find out) (?:whether|if) ([^.;]+)",
                        tool.description if tool else "")
    why = f"I suspect {purpose.group(1).strip()}" if purpose else \
        "That does not answer the whole question yet"
    return (f"Thought: {last.name} says {highlights(last.result)}. {why}, so I will check "
            f"{targets}.")


def highlights(result: Any, limit: int = 4) -> str:
    """The telling part of a result: statuses, flags, zeros, dates, item ids, a top hit."""
    if isinstance(result, list):
        if not result:
            return "nothing"
        first = result[0]
        if isinstance(first, dict):
            name = next((str(v) for k, v in first.items() if k.endswith("id")), "")
            title = first.get("title") or first.get("name")
            return f"{len(result)} result(s), first {name}" + (f" '{title}'" if title else "")
        return f"{len(result)} result(s)"
    if not isinstance(result, dict):
        return " ".join(str(result).split())[:80]
    picked = []
    for key, value in result.items():
        if isinstance(value, bool) or re.search(r"status|state", key) or \
                (isinstance(value, (int, float)) and value == 0) or \
                (key.endswith("date") and value):
            picked.append(f"{key}={value}")
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            ids = [str(next(iter(v.values()))) for v in value[:3]]
            picked.append(f"{key}={', '.join(ids)}")
    if not picked:
        picked = [f"{k}={v}" for k, v in result.items() if not isinstance(v, (dict, list))]
    return ", ".join(picked[:limit])


def _short_args(arguments: Any) -> str:
    if isinstance(arguments, dict):
        return ", ".join(f"{k}={v!r}" for k, v in arguments.items())
    return str(arguments)
