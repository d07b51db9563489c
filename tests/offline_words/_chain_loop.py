"""A tiny in-process agent loop for the offline model's unit tests: tools of the test's own,
no server. `run(tools, messages)` → (calls made, final answer); `answer(question, tool name,
description, result)` → the final answer after one call of that tool."""

from __future__ import annotations

import json
from typing import Any, Callable

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, properties: dict, required: list[str] | None = None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": required or []}}}


def did(name: str, arguments: dict, result: Any, call_id: str = "earlier-1") -> list[dict]:
    """An earlier turn's tool call and its result, as messages."""
    return [{"role": "assistant", "content": None, "tool_calls": [{"id": call_id, "type": "function",
             "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)}}]},
            {"role": "tool", "tool_call_id": call_id, "content": json.dumps(result, ensure_ascii=False)}]


def run(tools: list[dict], messages: list[dict], functions: dict[str, Callable[[dict], Any]],
        steps: int = 6) -> tuple[list[tuple[str, dict]], str | None]:
    model, messages, calls = OfflineModel(), list(messages), []
    for step in range(steps):
        outcome = model.handle({"model": "offline", "messages": messages, "tools": tools})
        assert outcome.status == 200, outcome.body
        message = outcome.body["choices"][0]["message"]
        if not message.get("tool_calls"):
            return calls, message.get("content")
        messages.append({"role": "assistant", "content": message.get("content"),
                         "tool_calls": message["tool_calls"]})
        for c in message["tool_calls"]:
            args = json.loads(c["function"]["arguments"])
            calls.append((c["function"]["name"], args))
            result = functions[c["function"]["name"]](args)
            messages.append({"role": "tool", "tool_call_id": c["id"],
                             "content": json.dumps(result, ensure_ascii=False)})
    return calls, None


def answer(question: str, name: str, description: str, result, system: str | None = None) -> str:
    """The model's final answer after one call of a tool without parameters."""
    messages = ([{"role": "system", "content": system}] if system else []) + \
        [{"role": "user", "content": question}, *did(name, {}, result)]
    out = OfflineModel().handle({"model": "offline", "messages": messages,
                                 "tools": [tool(name, description, {}, [])]})
    assert out.status == 200, out.body
    text = out.body["choices"][0]["message"]["content"]
    assert text, out.body
    return text
