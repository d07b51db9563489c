"""Plugging the offline model into the real `openai` client, with no network.

`openai` 3.x sends its requests through an `httpx2` client; give that client a
transport that answers in-process and every line of the SDK still runs: request
building, retries on 429/500, error classes, streaming parsers.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import AsyncIterator, Iterator

import httpx2

from .model import OfflineModel, Outcome
from .protocol import MAX_BODY_BYTES, body_too_large


def _route(model: OfflineModel, request: httpx2.Request, body: bytes) -> Outcome:
    path = request.url.path.rstrip("/")
    if request.method == "GET" and path.endswith("/models"):
        return Outcome(200, model.models())
    if request.method == "POST" and path.endswith("/chat/completions"):
        if len(body) > MAX_BODY_BYTES:  # the HTTP server's 413, so both paths agree
            error = body_too_large(MAX_BODY_BYTES, len(body))
            return Outcome(error.status, error.body())
        return model.handle_body(body)
    return Outcome(404, {"error": {"message": f"Unknown endpoint {request.method} {path}. The "
                                   "offline model serves POST /v1/chat/completions and GET "
                                   "/v1/models.", "type": "invalid_request_error",
                                   "param": None, "code": "unknown_url"}})


def sse_lines(chunks: Iterator[dict]) -> Iterator[bytes]:
    for chunk in chunks:
        yield f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode()
    yield b"data: [DONE]\n\n"


def _response(outcome: Outcome, request: httpx2.Request, content) -> httpx2.Response:
    if outcome.stream is not None:
        return httpx2.Response(200, headers={"content-type": "text/event-stream"},
                               content=content, request=request)
    return httpx2.Response(outcome.status, json=outcome.body, headers=outcome.headers,
                           request=request)


class OfflineTransport(httpx2.BaseTransport):
    """For `openai.OpenAI(http_client=httpx2.Client(transport=OfflineTransport()))`."""

    def __init__(self, model: OfflineModel | None = None) -> None:
        self.model = model or OfflineModel()

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        outcome = _route(self.model, request, request.read())
        if outcome.delay:
            time.sleep(outcome.delay)
        stream = sse_lines(outcome.stream) if outcome.stream is not None else None
        return _response(outcome, request, stream)


class AsyncOfflineTransport(httpx2.AsyncBaseTransport):
    """For `openai.AsyncOpenAI(...)`; a slow model's wait can be cancelled (abort)."""

    def __init__(self, model: OfflineModel | None = None) -> None:
        self.model = model or OfflineModel()

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        outcome = _route(self.model, request, await request.aread())
        if outcome.delay:
            await asyncio.sleep(outcome.delay)

        async def stream() -> AsyncIterator[bytes]:
            for line in sse_lines(outcome.stream):
                yield line

        return _response(outcome, request, stream() if outcome.stream is not None else None)
