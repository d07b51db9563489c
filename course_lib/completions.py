"""One chat-completions request, streamed or not: how the loop talks to the model.

The loop only needs "send the conversation, get one reply". Streaming changes how
the reply arrives (pieces of text, pieces of tool-call JSON), not what it is, so
`collect_stream` puts the pieces back together and the loop sees no difference.

The SDK does not check what a server sends back, and a buggy provider, proxy or local
model server can send anything. `read_reply` checks it once, so the loop can trust
the text and the tool calls it gets.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
import sys
from dataclasses import dataclass
from typing import Any, Callable

from .errors import MalformedReply
from .events import ToolCall
from .tools import MAX_ARGUMENT_DEPTH, ToolTable, nesting_depth

log = logging.getLogger(__name__)


async def call_model(client: Any, model: str, messages: list[dict], table: ToolTable,
                     options: dict) -> Any:
    """One chat-completions request. Works with `AsyncOpenAI` and with `OpenAI`.

    With `on_text=callback` among the options (or `stream=True`) the reply is streamed:
    the callback receives each piece of text as it arrives, and `collect_stream` puts
    the pieces back together into one completion, so the loop sees no difference.

    The provider's own errors (a 429, a 500, no connection) pass through as the SDK's
    typed errors; a reply the SDK could not even read becomes `MalformedReply`.
    """
    import openai  # already loaded by whoever built the client; keeps `import course_lib` fast

    try:
        return await _request(client, model, messages, table, options)
    except (ValueError, RecursionError, openai.APIResponseValidationError) as error:
        # a body or chunk that is not JSON (ValueError), nested too deep to parse, or not
        # the shape the SDK expects. A TypeError is left alone: it is a wrong argument
        # (`temprature=0.5`), and calling it an unreadable reply would hide the typo.
        raise MalformedReply(f"The model's reply could not be read ({type(error).__name__}: "
                             f"{str(error)[:200]}). Nothing was run; try again.") from error


async def _request(client: Any, model: str, messages: list[dict], table: ToolTable,
                   options: dict) -> Any:
    request = dict(model=model, messages=messages, **options)
    on_text = request.pop("on_text", None)   # ours, not the API's
    streamed = request.pop("stream", False) or on_text is not None
    if len(table):
        request["tools"] = table.schemas()
    if _is_blocking_client(client):  # keep the event loop free while it waits
        reply = await asyncio.to_thread(client.chat.completions.create, **request)
        text = read_reply(reply).text
        if on_text and text:   # no streaming here: one piece
            await _tell(on_text, text)
        return reply
    if not streamed:
        return await client.chat.completions.create(**request)
    request.setdefault("stream_options", {"include_usage": True})  # the bill comes last
    stream = await client.chat.completions.create(**request, stream=True)
    return await collect_stream(stream, on_text)


def _is_blocking_client(client: Any) -> bool:
    openai = sys.modules.get("openai")   # not imported yet: then it can't be an openai.OpenAI
    return openai is not None and isinstance(client, openai.OpenAI)


# ---------------------------------------------------------------- reading the reply


@dataclass
class Reply:
    """One model reply, checked: its text (None only beside tool calls) and its tool calls."""

    text: str | None
    calls: list[ToolCall]


def read_reply(completion: Any) -> Reply:
    """The model's reply as text and tool calls, or `MalformedReply` if nothing is usable.

    - no choices, no message, a call without a function name: MalformedReply. Nothing
      has run and nothing is recorded, so the conversation stays valid.
    - arguments sent as a JSON object instead of JSON text: encoded as text.
    - a missing, empty or repeated call id: a fresh one, because the next request must
      answer every id of this turn exactly once.
    - `content: null` and no tool calls: "" (a null there makes every later request of
      the session a 400).
    """
    choices = _field(completion, "choices")
    if not isinstance(choices, list) or not choices:
        raise MalformedReply("The model's reply has no choices, so there is no answer and "
                             "no tool call in it. Nothing was run; try again.")
    message = _field(choices[0], "message")
    if not _is_object(message):
        raise MalformedReply("The model's reply has no message in its first choice. "
                             "Nothing was run; try again.")
    text = _field(message, "content")
    if text is not None and not isinstance(text, str):
        raise MalformedReply(f"The model's reply has content of type {type(text).__name__}; "
                             "expected text or null. Nothing was run; try again.")
    raw_calls = _field(message, "tool_calls") or []
    if not isinstance(raw_calls, list):
        raise MalformedReply("The model's tool_calls is not a list. Nothing was run; try again.")
    taken = {i for c in raw_calls if isinstance(i := _field(c, "id"), str)}
    calls: list[ToolCall] = []
    for index, raw in enumerate(raw_calls):
        function = _field(raw, "function")
        name = _field(function, "name")
        if not isinstance(name, str) or not name:
            raise MalformedReply(f"Tool call {index + 1} of the model's reply names no "
                                 "function. Nothing was run; try again.")
        call_id = _field(raw, "id")
        if not isinstance(call_id, str) or not call_id or any(c.id == call_id for c in calls):
            call_id = _fresh_id(index, taken)
        calls.append(ToolCall(call_id, name, _arguments_text(_field(function, "arguments"))))
    if text is None and not calls:
        text = ""
    return Reply(text, calls)


def _field(obj: Any, name: str) -> Any:
    """`obj.name` for SDK objects, `obj[name]` for dicts, None when it isn't there."""
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _fresh_id(index: int, taken: set) -> str:
    """`call_3` for the third call, or `call_3_2`, ... if the model already used that id."""
    candidate, k = f"call_{index + 1}", 1
    while candidate in taken:
        k += 1
        candidate = f"call_{index + 1}_{k}"
    taken.add(candidate)
    return candidate


def _arguments_text(arguments: Any) -> str:
    """The arguments as JSON text, as the API defines them; the gate checks the content."""
    if arguments is None or isinstance(arguments, str):
        return arguments or ""
    try:   # some servers send the object itself
        text = json.dumps(arguments, ensure_ascii=False)
        if nesting_depth(text) > MAX_ARGUMENT_DEPTH:
            raise ValueError(f"nested more than {MAX_ARGUMENT_DEPTH} levels deep")
        return text
    except (TypeError, ValueError, RecursionError) as error:
        raise MalformedReply(f"A tool call's arguments could not be read as JSON "
                             f"({type(error).__name__}). Nothing was run; try again.") from error


# ---------------------------------------------------------------- streaming


FINISH_REASONS = {"stop", "length", "tool_calls", "content_filter", "function_call"}


async def collect_stream(stream: Any, on_text: Callable[[str], Any] | None = None) -> Any:
    """Reassemble streamed chunks into one `ChatCompletion`.

    Text arrives as `delta.content` pieces; a tool call arrives as a first delta with
    its `index`, `id` and name, then pieces of its JSON arguments with the same index.
    Pieces of the wrong type are skipped: `read_reply` judges what is left.
    """
    from openai.types.chat import ChatCompletion

    first, usage, finish, text, replied = None, None, None, [], False
    calls: dict[int, dict] = {}
    async for chunk in stream:
        first = first or chunk
        usage = _field(chunk, "usage") or usage           # the last chunk carries the bill
        for choice in _field(chunk, "choices") or []:
            delta = _field(choice, "delta")
            if not _is_object(delta):
                continue   # not part of a reply
            replied = True
            piece = _field(delta, "content")
            if isinstance(piece, str) and piece:
                text.append(piece)
                if on_text:
                    await _tell(on_text, piece)
            parts = _field(delta, "tool_calls") or []
            for part in parts if isinstance(parts, list) else []:
                if _is_object(part):
                    _add_call_piece(calls, part)
            reason = _field(choice, "finish_reason")
            finish = reason if reason in FINISH_REASONS else finish
    message = {"role": "assistant", "content": "".join(text) or None,
               "tool_calls": [calls[i] for i in sorted(calls)] or None}
    choices = [{"index": 0, "message": message,
                "finish_reason": finish or ("tool_calls" if calls else "stop")}]
    return ChatCompletion.model_validate({
        "id": _text(first, "id"), "object": "chat.completion",
        "created": _field(first, "created") if isinstance(_field(first, "created"), int) else 0,
        "model": _text(first, "model"),
        "choices": choices if replied else [],   # no chunk had a reply in it: read_reply says so
        "usage": _usage_dict(usage)})


def _add_call_piece(calls: dict[int, dict], part: Any) -> None:
    """Add one streamed piece of a tool call to the call with the same `index`."""
    index = _field(part, "index")
    if not isinstance(index, int):   # no index: a new call if it has an id, else the last one
        index = len(calls) if _field(part, "id") or not calls else max(calls)
    call = calls.setdefault(index, {"id": "", "type": "function",
                                    "function": {"name": "", "arguments": ""}})
    if isinstance(_field(part, "id"), str):
        call["id"] = _field(part, "id") or call["id"]
    function = _field(part, "function")
    name, arguments = _field(function, "name"), _field(function, "arguments")
    if isinstance(name, str):
        call["function"]["name"] += name
    if arguments is not None:
        call["function"]["arguments"] += _arguments_text(arguments)


def _is_object(value: Any) -> bool:
    """A dict or an SDK object, not a bare value where an object belongs."""
    return value is not None and not isinstance(value, (str, int, float, list))


def _text(obj: Any, name: str) -> str:
    value = _field(obj, name)
    return value if isinstance(value, str) else ""


def _usage_dict(usage: Any) -> dict | None:
    counts = {k: _field(usage, k) for k in ("prompt_tokens", "completion_tokens", "total_tokens")}
    if all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in counts.values()):
        return counts
    return None


async def _tell(on_text: Callable[[str], Any], piece: str) -> None:
    """Hand a piece of text to `on_text`. Like a subscriber, it observes and never steers:
    a callback that raises is logged, and the reply still arrives whole."""
    try:
        outcome = on_text(piece)
        if inspect.isawaitable(outcome):
            await outcome
    except Exception as error:
        log.warning("on_text callback failed (%s: %s); the reply goes on.",
                    type(error).__name__, error)
