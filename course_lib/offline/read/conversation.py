"""What the offline model reads out of a request: the question, the tools, what happened."""

from __future__ import annotations

import ast
import datetime as dt
import json
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

COURSE_TODAY = dt.date(2026, 10, 12)   # the course world's fixed "today" (world/seed.py)


@dataclass
class ToolSpec:
    name: str
    description: str
    parameters: dict

    @cached_property
    def properties(self) -> dict:
        """The parameters' properties. An example in the tool's description ("by its flight
        number, e.g. 'LH 2203'") shows the format of its one id property, if that has none."""
        return _lend_example(self.parameters.get("properties", {}) or {}, self.description)

    @cached_property
    def signature(self) -> str:
        """The parameters as canonical JSON: the key the per-tool readings are cached under
        (built once per tool of a request, not once per reading)."""
        return json.dumps(self.properties, sort_keys=True, ensure_ascii=False, default=str)

    @property
    def required(self) -> list[str]:
        return list(self.parameters.get("required", []) or [])

    @cached_property
    def writes(self) -> bool:
        """Does calling it change something? Its name starts with a verb that does, or its
        description says so. (A model reads this off the tool, as a person would.)"""
        return bool(WRITE_VERBS.match(self.name) or WRITE_WORDS.search(self.description))


def _lend_example(props: dict, description: str) -> dict:
    from .extract import example_in, examples_in
    from .kinds import kind_of, unwrap
    from .described_options import lend_glosses
    props = lend_glosses(props, description)   # "upright=立式钢琴" said once serves each field
    example = example_in(description)
    if not example or not isinstance(props, dict):
        return props
    open_fields = [name for name, prop in props.items() if isinstance(prop, dict)
                   and not example_in(prop.get("description", ""))]
    named = _field_named_before(examples_in(description), open_fields)
    ids = [name for name in open_fields if kind_of(name, unwrap(props[name])) == "id"]
    if named:
        name, example = named     # "size like 205/55R16": the description names the field
    elif len(ids) == 1:
        name = ids[0]
    else:
        return props   # which of two ids the example shows, the description doesn't say
    described = f"{props[name].get('description', '')} (e.g. '{example}')".strip()
    return {**props, name: {**props[name], "description": described}}


def _field_named_before(examples, names: list[str]) -> tuple[str, str] | None:
    """The field whose name (or its last word: `tyre_size` for "size") is the last word
    written before an example's cue."""
    for before, example in examples:
        words = re.findall(r"[A-Za-z_]+", before.lower())
        if not words:
            continue
        last = words[-1]
        hits = [n for n in names if n.lower() == last or n.lower().split("_")[-1] == last]
        if len(hits) == 1:
            return hits[0], example
    return None


WRITE_VERBS = re.compile(r"^(create|issue|add|insert|update|delete|remove|cancel|send|book|"
                         r"refund|pay|submit|open|place|complete|finish|mark|close|forward|"
                         r"transfer|move|set|schedule|borrow|reserve|archive|rename|post|"
                         r"reply|invite|assign|edit|write|save|upload|buy|order)_", re.I)
WRITE_WORDS = re.compile(r"\b(writes?|pays?|creates?|deletes?|sends?|changes?|modif(?:y|ies)|"
                         r"cancels?|marks?|transfers?|moves?)\b|写入|删除|发送|修改|转账", re.I)


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
            return {"type": "tool_error", "message": _error_text(self.result["error"])}
        if isinstance(self.result, str):
            return text_error(self.result)
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
    history: list[PastCall] = field(default_factory=list)  # tool calls of earlier turns

    @property
    def today(self) -> dt.date:
        """The date the system prompt says it is; else the course's fixed 'today'.
        Never the clock: the same request must get the same answer on any day."""
        return _today(self.system)

    @property
    def earlier_questions(self) -> list[str]:
        return [text_of(m.get("content")) for m in self.earlier if m["role"] == "user"]

    def tool(self, name: str) -> ToolSpec | None:
        return next((t for t in self.tools if t.name == name), None)


def text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: {"type": "text", "text": ...}, refusals, images
        texts = []
        for part in content:
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, dict):
                value = part.get("text", part.get("refusal", ""))
                texts.append(value if isinstance(value, str) else "")
        return " ".join(t for t in texts if t)
    return "" if content is None else str(content)


# How frameworks report a tool that raised, as plain text in the tool message:
# the OpenAI Agents SDK ("An error occurred while running the tool. Please try again. Error: ..."),
# pydantic-ai's retry prompts ("...\n\nFix the errors and try again."), a bare "Error: ...".
_ERROR_TEXT = re.compile(
    r"^\s*(?:error|exception|traceback \(most recent call last\)|an error occurred)\b"
    r"|fix the errors and try again\.?\s*$|^\s*\w*(?:error|exception)\s*:", re.I)
_ERROR_WRAPPING = re.compile(
    r"^\s*an error occurred while running the tool\.\s*(?:please try again\.)?\s*(?:error:\s*)?"
    r"|^\s*error\s*:\s*|\s*fix the errors and try again\.?\s*$", re.I)


def _error_text(text: str) -> str:
    """The message of a textual tool error, without the framework's wrapping."""
    return _ERROR_WRAPPING.sub("", text).strip() or text.strip()


def text_error(text: str) -> dict | None:
    """A tool message in plain text that reports a failure, as an error dict (else None)."""
    if not _ERROR_TEXT.search(text or ""):
        return None
    return {"type": "tool_error", "message": _error_text(text)}


def parse_json(text: str | None) -> Any:
    """A tool result as data: JSON, else a Python literal (a framework's repr), else the text."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    stripped = text.strip()
    if stripped[:1] in "{[(" and len(stripped) < 100_000:
        try:
            return ast.literal_eval(stripped)
        except (ValueError, SyntaxError, RecursionError, MemoryError, TypeError):
            pass
    return text


def _strict_json(raw: str) -> Any:
    """Arguments are JSON or they are broken: a Python-style dict is a malformed call
    (the API would reject it), not arguments."""
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        return None


def _today(system: str) -> dt.date:
    if not system:
        return COURSE_TODAY
    from .dates import today_from
    return today_from(system) or COURSE_TODAY


def _calls_in(messages: list[dict]) -> list[PastCall]:
    """The tool calls in a stretch of messages, each with the result that answered it."""
    calls: dict[str, PastCall] = {}
    for m in messages:
        if m["role"] == "assistant":
            for c in m.get("tool_calls") or []:
                function = c.get("function") or {}
                raw = function.get("arguments") or ""
                args = _strict_json(raw) if isinstance(raw, str) else raw
                calls[c.get("id") or f"call-{len(calls)}"] = PastCall(
                    c.get("id") or "", function.get("name") or "", raw if isinstance(raw, str)
                    else json.dumps(raw), args if isinstance(args, dict) else None)
        elif m["role"] == "tool" and m.get("tool_call_id") in calls:
            call = calls[m["tool_call_id"]]
            call.content = text_of(m.get("content"))
            call.result = parse_json(call.content)
    return list(calls.values())


def _read_as_records(calls: list[PastCall], tools: list[ToolSpec]) -> None:
    """Results that aren't JSON objects (a repr of tuples, a text table) read as records,
    with the field names the tool's description gives (text_results.py)."""
    from .text_results import as_records
    described = {t.name: t.description for t in tools}
    for call in calls:
        if call.result is not None and call.error is None:
            call.result = as_records(call.result, described.get(call.name, ""))


def tool_specs(tools: list[dict]) -> list[ToolSpec]:
    return [ToolSpec(t["function"]["name"], t["function"].get("description", "") or "",
                     t["function"].get("parameters") or {"type": "object", "properties": {}})
            for t in tools]


@lru_cache(maxsize=256)
def _specs_of(tools_text: str) -> tuple[ToolSpec, ...]:
    """A loop sends the same tool list at every step: its specs, and what each caches about
    itself (properties, signature), are built once per list. Nothing changes a spec once
    built (a narrowed tool is a new ToolSpec)."""
    return tuple(tool_specs(json.loads(tools_text)))


def read(request: dict, tools_text: str | None = None) -> Conversation:
    """`tools_text`: the request's tool list as JSON (protocol.tools_json), when known."""
    messages = request["messages"]
    system = "\n".join(text_of(m.get("content")) for m in messages
                       if m["role"] in ("system", "developer"))
    last_user = max((i for i, m in enumerate(messages) if m["role"] == "user"), default=-1)
    question = text_of(messages[last_user]["content"]) if last_user >= 0 else ""
    earlier = [m for m in messages[:max(last_user, 0)] if m["role"] in ("user", "assistant")]
    texts = [text_of(m.get("content")) for m in messages[last_user + 1:]
             if m["role"] == "assistant" and text_of(m.get("content")).strip()]
    tools = list(_specs_of(tools_text)) if tools_text else tool_specs(request.get("tools") or [])
    calls, history = _calls_in(messages[last_user + 1:]), _calls_in(messages[:max(last_user, 0)])
    _read_as_records(calls + history, tools)
    return Conversation(model=request["model"], system=system, question=question,
                        earlier=earlier, calls=calls, tools=tools,
                        tool_choice=request.get("tool_choice"),
                        parallel=request.get("parallel_tool_calls", True) is not False,
                        response_format=request.get("response_format"), assistant_texts=texts,
                        history=history)
