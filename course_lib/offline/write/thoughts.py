"""The text a model sends along with its tool calls when the system prompt asks it to think aloud."""

from __future__ import annotations

import re
from typing import Any

from ..read.conversation import Conversation
from ..read.thought_requests import asks_for_thoughts
from ..reply import Call
from .answers import answer_in_chinese


def wants_thoughts(system: str) -> bool:
    """Whether the system prompt orders a thought with each call (read/thought_requests.py)."""
    return asks_for_thoughts(system)


def narrate(convo: Conversation, calls: list[Call]) -> str:
    """One sentence of reasoning for these calls, in the language the answer will be in."""
    zh = answer_in_chinese(convo)
    ok = [c for c in convo.calls if c.ok]
    targets = ", ".join(f"{c.name}({_short_args(c.arguments)})" for c in calls)
    if not ok:
        asked = " ".join(convo.question.split())
        asked = asked if len(asked) <= 80 else asked[:79] + "…"
        if zh:
            return f"思考：用户问“{asked}”。我还缺少回答所需的数据，所以我要查 {targets}。"
        return (f"Thought: the user asks \"{asked}\". I suspect I need data I don't have "
                f"yet, so I will check {targets}.")
    last = ok[-1]
    tool = convo.tool(calls[0].name)
    description = tool.description if tool else ""
    if zh:
        purpose = re.search(r"(?:查看|检查|确认|判断)(?:是否|有没有)([^。；;，,]+)", description)
        why = f"我怀疑{purpose.group(1).strip()}" if purpose else "这还不能完整回答问题"
        return f"思考：{last.name} 显示 {highlights(last.result, zh=True)}。{why}，所以我要查 {targets}。"
    purpose = re.search(r"to (?:see|check|find out) (?:whether|if) ([^.;]+)", description)
    why = f"I suspect {purpose.group(1).strip()}" if purpose else \
        "That does not answer the whole question yet"
    return (f"Thought: {last.name} says {highlights(last.result)}. {why}, so I will check "
            f"{targets}.")


def highlights(result: Any, limit: int = 4, zh: bool = False) -> str:
    """The telling part of a result: statuses, flags, zeros, dates, item ids, a top hit.
    Orders to the assistant inside the result are data: never repeated as a thought."""
    from ..read.instructions import drop_orders, without_instructions
    result = drop_orders(result)[0]
    if isinstance(result, str):
        result = without_instructions(result)[0]
    if isinstance(result, list):
        if not result:
            return "没有结果" if zh else "nothing"
        first = result[0]
        count = f"{len(result)} 条结果" if zh else f"{len(result)} result(s)"
        if isinstance(first, dict):
            name = next((str(v) for k, v in first.items() if k.endswith("id")), "")
            title = first.get("title") or first.get("name")
            named = f"{name}“{title}”" if zh and title else f"{name} '{title}'" if title else name
            return f"{count}，第一条是 {named}" if zh else f"{count}, first {named}"
        return count
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
        picked = [f"{k}={without_instructions(v)[0] if isinstance(v, str) else v}"
                  for k, v in result.items() if not isinstance(v, (dict, list))]
    return ", ".join(picked[:limit])


def _short_args(arguments: Any) -> str:
    if isinstance(arguments, dict):
        return ", ".join(f"{k}={v!r}" for k, v in arguments.items())
    return str(arguments)
