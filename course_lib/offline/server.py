"""The offline model as a real HTTP server on loopback (`python -m course_lib offline`).

Any OpenAI-compatible client can then use it: the official SDK with
`base_url="http://127.0.0.1:PORT/v1"`, curl, or another language's library.
"""

from __future__ import annotations

import asyncio

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.exceptions import HTTPException

from .model import OfflineModel
from .transport import sse_lines


def create_app(model: OfflineModel | None = None) -> FastAPI:
    model = model or OfflineModel()
    app = FastAPI(title="course_lib offline model",
                  description="A deterministic simulator of an OpenAI-compatible chat model.")

    @app.exception_handler(HTTPException)
    async def openai_style_error(request: Request, exc: HTTPException) -> JSONResponse:
        """Unknown paths and methods answer like the real API: an `error` object."""
        return JSONResponse({"error": {
            "message": f"Unknown endpoint {request.method} {request.url.path} ({exc.detail}). The "
                       "offline model serves POST /v1/chat/completions and GET /v1/models.",
            "type": "invalid_request_error", "param": None, "code": "unknown_url"}},
            status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.get("/v1/models")
    async def list_models() -> dict:
        return model.models()

    @app.post("/v1/chat/completions")
    async def chat_completions(request: Request):
        outcome = model.handle_body(await request.body())
        if outcome.delay:
            await asyncio.sleep(outcome.delay)
        if outcome.stream is not None:
            return StreamingResponse(sse_lines(outcome.stream), media_type="text/event-stream")
        return JSONResponse(outcome.body, status_code=outcome.status, headers=outcome.headers)

    return app


def serve(port: int, host: str = "127.0.0.1") -> None:
    import uvicorn

    print(f"Offline model listening on http://{host}:{port}/v1 (Ctrl-C to stop)", flush=True)
    uvicorn.run(create_app(), host=host, port=port, log_level="warning")
