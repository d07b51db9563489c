"""Measuring the patterns: a client wrapper that counts every model call, inner ones too."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Awaitable, Callable, Iterable


class Meter:
    """Counts every model call made through `meter.wrap(client)`, sub-agents and streams included.

    Latency is *simulated*, in units: each call costs one round trip plus its output
    (1 unit per `tokens_per_unit` completion tokens). Calls in these patterns run one
    after another, so the units add up. Deterministic, unlike a stopwatch.
    """

    def __init__(self, tokens_per_unit: int = 50) -> None:
        self.tokens_per_unit = tokens_per_unit
        self.calls: list[dict] = []

    def wrap(self, client: Any) -> "MeteredClient":
        return MeteredClient(client, self)

    def record(self, reply: Any, kind: str) -> None:
        u = getattr(reply, "usage", None)
        self.calls.append({"kind": kind, "prompt_tokens": getattr(u, "prompt_tokens", 0) or 0,
                           "completion_tokens": getattr(u, "completion_tokens", 0) or 0})

    def totals(self, since: int = 0) -> dict:
        calls = self.calls[since:]
        prompt = sum(c["prompt_tokens"] for c in calls)
        completion = sum(c["completion_tokens"] for c in calls)
        latency = sum(1 + c["completion_tokens"] / self.tokens_per_unit for c in calls)
        return {"model_calls": len(calls), "prompt_tokens": prompt,
                "completion_tokens": completion, "total_tokens": prompt + completion,
                "latency_units": round(latency, 1)}


class _MeteredStream:
    """A streamed reply that is recorded once, when it ends (read to the end, or closed).

    Its tokens come from the usage chunk a provider sends last when the request asks for it
    (`stream_options={"include_usage": True}`); without one the call still counts, with 0
    tokens, so `model_calls` is right even when the bill is unknown.
    """

    def __init__(self, inner: Any, meter: Meter) -> None:
        self._inner, self._meter = inner, meter
        self._usage: Any = None
        self._recorded = False

    def _finish(self) -> None:
        if not self._recorded:
            self._recorded = True
            self._meter.record(SimpleNamespace(usage=self._usage), "stream")

    def __aiter__(self) -> "_MeteredStream":
        return self

    async def __anext__(self) -> Any:
        try:
            chunk = await self._inner.__anext__()
        except StopAsyncIteration:
            self._finish()
            raise
        if getattr(chunk, "usage", None) is not None:
            self._usage = chunk.usage
        return chunk

    async def close(self) -> None:
        self._finish()  # a stream cut short was still a call (chapter 8: its prompt is billed)
        await self._inner.close()

    async def __aenter__(self) -> "_MeteredStream":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _MeteredCompletions:
    def __init__(self, inner: Any, meter: Meter) -> None:
        self._inner, self._meter = inner, meter

    async def create(self, **request: Any) -> Any:
        reply = await self._inner.create(**request)
        if request.get("stream"):
            return _MeteredStream(reply, self._meter)  # recorded when the stream ends
        # A request for a structured reply (json_schema or JSON mode) is a "parse", however
        # it was sent: `structured_output` falls back to `create` where `parse` can't be used.
        self._meter.record(reply, "parse" if request.get("response_format") else "create")
        return reply

    async def parse(self, **request: Any) -> Any:
        reply = await self._inner.parse(**request)
        self._meter.record(reply, "parse")
        return reply


class MeteredClient:
    """An async client whose chat completions are counted; everything else passes through."""

    def __init__(self, client: Any, meter: Meter) -> None:
        self._client = client
        self.chat = SimpleNamespace(completions=_MeteredCompletions(client.chat.completions,
                                                                    meter))
        self.course_model = getattr(client, "course_model", None)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


async def measure(meter: Meter, handle: Callable[[str], Awaitable[Any]],
                  messages: Iterable[str]) -> dict:
    """Run `handle` on every message; return the meter's totals for exactly those calls."""
    start, count = len(meter.calls), 0
    for message in messages:
        await handle(message)
        count += 1
    totals = meter.totals(since=start)
    totals["messages"] = count
    return totals
