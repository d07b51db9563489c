"""One chat-completions request, streamed or not: how the loop talks to the model.

The loop only needs "send the conversation, get one reply". Streaming changes how
the reply arrives (pieces of text, pieces of tool-call JSON), not what it is, so
`collect_stream` puts the pieces back together and the loop sees no difference.
"""

from __future__ import annotations

import asyncio
import inspect
from typing import Any, Callable

import openai
from openai.types.chat import ChatCompletion

from .tools import ToolTable


async def call_model(client: Any, model: str, messages: list[dict], table: ToolTable,
                     options: dict) -> Any:
    """One chat-completions request. Works with `AsyncOpenAI` and with `OpenAI`.

    With `on_text=callback` among the options (or `stream=True`) the reply is streamed:
    the callback receives each piece of text as it arrives, and `collect_stream` puts
    the pieces back together into one completion, so the loop sees no difference.
    """
    request = dict(model=model, messages=messages, **options)
    on_text = request.pop("on_text", None)   # ours, not the API's
    streamed = request.pop("stream", False) or on_text is not None
    if len(table):
        request["tools"] = table.schemas()
    if isinstance(client, openai.OpenAI):  # a blocking client: keep the event loop free
        reply = await asyncio.to_thread(client.chat.completions.create, **request)
        if on_text and reply.choices[0].message.content:   # no streaming here: one piece
            await _maybe_await(on_text(reply.choices[0].message.content))
        return reply
    if not streamed:
        return await client.chat.completions.create(**request)
    request.setdefault("stream_options", {"include_usage": True})  # the bill comes last
    stream = await client.chat.completions.create(**request, stream=True)
    return await collect_stream(stream, on_text)


async def collect_stream(stream: Any, on_text: Callable[[str], Any] | None = None) -> Any:
    """Reassemble streamed chunks into one `ChatCompletion`.

    Text arrives as `delta.content` pieces; a tool call arrives as a first delta with
    its `index`, `id` and name, then pieces of its JSON arguments with the same index.
    """
    first, usage, finish, text = None, None, None, []
    calls: dict[int, dict] = {}
    async for chunk in stream:
        first = first or chunk
        usage = chunk.usage or usage           # the last chunk carries the bill
        for choice in chunk.choices:
            delta = choice.delta
            if delta.content:
                text.append(delta.content)
                if on_text:
                    await _maybe_await(on_text(delta.content))
            for part in delta.tool_calls or []:
                call = calls.setdefault(part.index, {"id": "", "type": "function",
                                                     "function": {"name": "", "arguments": ""}})
                call["id"] = part.id or call["id"]
                if part.function:
                    call["function"]["name"] += part.function.name or ""
                    call["function"]["arguments"] += part.function.arguments or ""
            finish = choice.finish_reason or finish
    message = {"role": "assistant", "content": "".join(text) or None,
               "tool_calls": [calls[i] for i in sorted(calls)] or None}
    return ChatCompletion.model_validate({
        "id": first.id if first else "", "object": "chat.completion",
        "created": first.created if first else 0, "model": first.model if first else "",
        "choices": [{"index": 0, "message": message,
                     "finish_reason": finish or ("tool_calls" if calls else "stop")}],
        "usage": usage.model_dump() if usage else None})


async def _maybe_await(outcome: Any) -> None:
    if inspect.isawaitable(outcome):
        await outcome
