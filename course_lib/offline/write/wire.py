"""Turning a decision into Chat Completions JSON: ids, usage, and streaming chunks.

Everything here is a pure function of the request, so the same request always gets
byte-for-byte the same response: stable ids, a fixed `created`, counted tokens.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Iterator

from ..reply import Reply
from ..read.text import count_tokens
from ..protocol import prompt_tokens as count_prompt_tokens, tools_json

CREATED = 1_791_763_200  # 2026-10-12 00:00 UTC: the course's fixed "today"


def digest(request: dict, tools_text: str | None = None) -> str:
    """A fingerprint of what was asked (streamed or not, the answer and its ids are the same).
    The tool list enters as the JSON text the request check wrote (`tools_text`), not again."""
    asked = {k: v for k, v in request.items() if k not in ("stream", "stream_options", "tools")}
    if tools_text is None:
        tools_text = tools_json(request)
    return hashlib.sha256((json.dumps(asked, sort_keys=True, ensure_ascii=False, default=str)
                           + "\n" + tools_text).encode()).hexdigest()


def usage_of(request: dict, reply: Reply, prompt: int | None = None) -> dict:
    """Token usage; `prompt` is the count the request check already made (else counted here)."""
    if prompt is None:
        prompt = count_prompt_tokens(request)
    completion = count_tokens(reply.content or "") + sum(
        count_tokens(c.name) + count_tokens(c.raw) + 3 for c in reply.calls)
    completion = max(completion, 1)
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion}


def completion(request: dict, reply: Reply, prompt_tokens: int | None = None,
               tools_text: str | None = None) -> dict:
    key = digest(request, tools_text)
    message: dict = {"role": "assistant", "content": reply.content, "refusal": None}
    if reply.calls:
        message["tool_calls"] = [
            {"id": f"call_{key[:8]}_{i}", "type": "function",
             "function": {"name": c.name, "arguments": c.raw}}
            for i, c in enumerate(reply.calls)]
    return {
        "id": f"chatcmpl-{key[:16]}", "object": "chat.completion", "created": CREATED,
        "model": request["model"], "system_fingerprint": "offline-sim",
        "choices": [{"index": 0, "message": message, "logprobs": None,
                     "finish_reason": "tool_calls" if reply.calls else "stop"}],
        "usage": usage_of(request, reply, prompt_tokens),
    }


def chunks(request: dict, reply: Reply, prompt_tokens: int | None = None,
           tools_text: str | None = None) -> Iterator[dict]:
    """The same completion as a stream: role, content pieces, tool-call deltas, finish."""
    full = completion(request, reply, prompt_tokens, tools_text)
    base = {"id": full["id"], "object": "chat.completion.chunk", "created": CREATED,
            "model": request["model"], "system_fingerprint": "offline-sim"}

    def chunk(delta: dict, finish: str | None = None) -> dict:
        return {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                     "finish_reason": finish}]}

    yield chunk({"role": "assistant", "content": "" if reply.content is not None else None})
    for piece in re.findall(r"\S+\s*|\s+", reply.content or ""):
        yield chunk({"content": piece})
    for i, call in enumerate(full["choices"][0]["message"].get("tool_calls", [])):
        yield chunk({"tool_calls": [{"index": i, "id": call["id"], "type": "function",
                                     "function": {"name": call["function"]["name"],
                                                  "arguments": ""}}]})
        args = call["function"]["arguments"]
        for start in range(0, len(args), 12):
            yield chunk({"tool_calls": [{"index": i, "function":
                                         {"arguments": args[start:start + 12]}}]})
    yield chunk({}, full["choices"][0]["finish_reason"])
    if (request.get("stream_options") or {}).get("include_usage"):
        yield {**base, "choices": [], "usage": full["usage"]}
