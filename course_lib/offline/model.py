"""The offline model as one function: a request dict in, a response (or an error) out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from .write import wire
from .behaviours import behaviour, model_names
from .read.conversation import read
from .protocol import ProtocolError, check_request


@dataclass
class Outcome:
    status: int
    body: dict | None = None            # a JSON response (or error)
    stream: Iterator[dict] | None = None  # chunks when stream=True
    delay: float = 0.0                  # seconds the model "thinks" before answering
    headers: dict | None = None         # e.g. retry-after on a simulated 429


class OfflineModel:
    """Answers Chat Completions requests deterministically. Holds per-instance state only
    for behaviours that need it (a flaky model counts attempts)."""

    def __init__(self) -> None:
        self.state: dict[str, Any] = {}

    def handle(self, request: Any) -> Outcome:
        try:
            check_request(request, model_names())
            model = behaviour(request["model"])
            failure = model.fail_before_answer(request, self.state) \
                if hasattr(model, "fail_before_answer") else None
            if failure is not None:
                return Outcome(failure.status, failure.body(),
                               headers=getattr(failure, "headers", None))
            reply = model.respond(read(request))
        except ProtocolError as e:
            return Outcome(e.status, e.body())
        if request.get("stream"):
            return Outcome(200, stream=wire.chunks(request, reply), delay=model.latency)
        return Outcome(200, wire.completion(request, reply), delay=model.latency)

    def models(self) -> dict:
        return {"object": "list", "data": [
            {"id": name, "object": "model", "created": wire.CREATED, "owned_by": "course-offline"}
            for name in model_names()]}
