"""The offline model as a real HTTP server on loopback (`python -m course_lib offline`).

Any OpenAI-compatible client can then use it: the official SDK with
`base_url="http://127.0.0.1:PORT/v1"`, curl, or another language's library.

The model is plain CPU-bound Python, so it never runs on the event loop: each request
is answered in one of a few worker threads (`Limits.workers`), and the loop stays free
to accept other clients, read their bodies and stream their answers. A 100,000-token
prompt keeps one worker busy for seconds; a "hello" from another client is answered
meanwhile (tests/test_offline_server_limits.py, benchmarks/offline_server_load.py).
"""

from __future__ import annotations

import asyncio
import logging

import anyio
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.exceptions import HTTPException

from .limits import Limits, header_deadline, read_body
from .model import OfflineModel, Outcome
from .protocol import ProtocolError
from .transport import sse_lines

log = logging.getLogger(__name__)


def create_app(model: OfflineModel | None = None, limits: Limits = Limits()) -> FastAPI:
    model = model or OfflineModel()
    workers = anyio.CapacityLimiter(limits.workers)
    app = FastAPI(title="course_lib offline model", redirect_slashes=False,
                  description="A deterministic simulator of an OpenAI-compatible chat model.")

    @app.exception_handler(HTTPException)
    async def openai_style_error(request: Request, exc: HTTPException) -> JSONResponse:
        """Unknown paths and methods answer like the real API: an `error` object."""
        return JSONResponse({"error": {
            "message": f"Unknown endpoint {request.method} {request.url.path} ({exc.detail}). The "
                       "offline model serves POST /v1/chat/completions and GET /v1/models.",
            "type": "invalid_request_error", "param": None, "code": "unknown_url"}},
            status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> JSONResponse:
        """A bug in this server still answers in the API's shape, never as bare text."""
        log.error("the offline server failed on %s %s", request.method, request.url.path,
                  exc_info=exc)
        return JSONResponse({"error": {
            "message": "The offline server had an internal error (a bug in the simulator, not "
                       "in your request).", "type": "server_error", "param": None,
            "code": None}}, status_code=500)

    # A trailing slash is the same endpoint (as in the in-process transport), not a redirect.
    @app.get("/v1/models")
    @app.get("/v1/models/", include_in_schema=False)
    async def list_models() -> dict:
        return model.models()

    @app.post("/v1/chat/completions")
    @app.post("/v1/chat/completions/", include_in_schema=False)
    async def chat_completions(request: Request):
        try:
            body = await read_body(request, limits)
        except ProtocolError as e:  # too large or too slow: and this connection is done
            return JSONResponse(e.body(), status_code=e.status, headers={"connection": "close"})
        # In a worker thread, at most `limits.workers` at once: the loop serves others meanwhile.
        outcome: Outcome = await anyio.to_thread.run_sync(model.handle_body, body,
                                                          limiter=workers)
        if outcome.delay:
            await asyncio.sleep(outcome.delay)
        if outcome.stream is not None:
            return StreamingResponse(sse_lines(outcome.stream), media_type="text/event-stream")
        return JSONResponse(outcome.body, status_code=outcome.status, headers=outcome.headers)

    return app


def serve(port: int, host: str = "127.0.0.1", limits: Limits = Limits()) -> None:
    import uvicorn

    print(f"Offline model listening on http://{host}:{port}/v1 (Ctrl-C to stop)", flush=True)
    uvicorn.run(create_app(limits=limits), host=host, port=port, log_level="warning",
                http=header_deadline(limits.header_seconds))
