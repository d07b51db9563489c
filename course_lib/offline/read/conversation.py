"""What the offline model reads out of a request: the question, the tools, what happened."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any


@dataclass
class ToolSpec:
    name: str
    description: str
    parameters: dict

    @property
    def properties(self) -> dict:
        return self.parameters.get("properties", {}) or {}

    @property
    def required(self) -> list[str]:
        return list(self.parameters.get("required", []) or [])


@dataclass
class PastCall:
    """A tool call made since the user's last message, and what came back."""

    id: str
    name: str
    raw_arguments: str
    arguments: dict | None
    content: str | None = None  # the tool message text
    result: Any = None          # parsed JSON of the content, or the text

    @property
    def error(self) -> dict | None:
        if isinstance(self.result, dict) and isinstance(self.result.get("error"), dict):
            return self.result["error"]
        if isinstance(self.result, dict) and isinstance(self.result.get("error"), str):
            return {"type": "tool_error", "message": self.result["error"]}
        return None

    @property
    def ok(self) -> bool:
        return self.content is not None and self.error is None


@dataclass
class Conversation:
    model: str
    system: str
    question: str
    earlier: list[dict]            # user/assistant turns before the current question
    calls: list[PastCall]          # this turn's tool calls, in order
    tools: list[ToolSpec]
    tool_choice: Any = None
    parallel: bool = True
    response_format: dict | None = None
    assistant_texts: list[str] = field(default_factory=list)  # this turn's assistant texts

    @property
    def today(self) -> tuple[int, int, int]:
        """The date the conversation says it is; else the course's fixed 'today'."""
        m = re.search(r"(20\d\d)-(\d\d)-(\d\d)", self.system)
        return tuple(int(x) for x in m.groups()) if m else (2026, 10, 12)

    def tool(self, name: str) -> ToolSpec | None:
        return next((t for t in self.tools if t.name == name), None)


def text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return " ".join(p.get("text", "") for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def parse_json(text: str | None) -> Any:
    try:
        return json.loads(text) if text is not None else None
    except ValueError:
        return text


def read(request: dict) -> Conversation:
    messages = request["messages"]
    system = "\n".join(text_of(m.get("content")) for m in messages
                       if m["role"] in ("system", "developer"))
    last_user = max((i for i, m in enumerate(messages) if m["role"] == "user"), default=-1)
    question = text_of(messages[last_user]["content"]) if last_user >= 0 else ""
    earlier = [m for m in messages[:max(last_user, 0)] if m["role"] in ("user", "assistant")]
    calls: dict[str, PastCall] = {}
    texts = []
    for m in messages[last_user + 1:]:
        if m["role"] == "assistant":
            if text_of(m.get("content")).strip():
                texts.append(text_of(m.get("content")))
            for c in m.get("tool_calls") or []:
                raw = c["function"].get("arguments") or ""
                args = parse_json(raw)
                calls[c["id"]] = PastCall(c["id"], c["function"]["name"], raw,
                                          args if isinstance(args, dict) else None)
        elif m["role"] == "tool" and m.get("tool_call_id") in calls:
            call = calls[m["tool_call_id"]]
            call.content = text_of(m.get("content"))
            call.result = parse_json(call.content)
    tools = [ToolSpec(t["function"]["name"], t["function"].get("description", "") or "",
                      t["function"].get("parameters") or {"type": "object", "properties": {}})
             for t in request.get("tools") or []]
    return Conversation(model=request["model"], system=system, question=question,
                        earlier=earlier, calls=list(calls.values()), tools=tools,
                        tool_choice=request.get("tool_choice"),
                        parallel=request.get("parallel_tool_calls", True) is not False,
                        response_format=request.get("response_format"), assistant_texts=texts)
