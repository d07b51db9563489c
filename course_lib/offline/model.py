"""The offline model as one function: a request dict in, a response (or an error) out."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Iterator

from .write import wire
from .behaviours import behaviour, model_names
from .read.id_owners import on_table
from .write.senses import about
from .read.conversation import read
from .protocol import ProtocolError, check_request, tools_json


log = logging.getLogger(__name__)


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
            tools_text = tools_json(request)   # written once; the checks and the reading share it
            prompt_tokens = check_request(request, model_names(), tools_text)
            model = behaviour(request["model"])
            failure = model.fail_before_answer(request, self.state) \
                if hasattr(model, "fail_before_answer") else None
            if failure is not None:
                return Outcome(failure.status, failure.body(),
                               headers=getattr(failure, "headers", None))
            convo = read(request, tools_text)
            # whose ids the request's codes are (id_owners.py); what its words mean (senses.py)
            with on_table(convo.tools), about(convo):
                reply = model.respond(convo)
            if request.get("stream"):  # built now: a stream is never cut half-way by an error
                chunks = wire.chunks(request, reply, prompt_tokens, tools_text)
                return Outcome(200, stream=iter(list(chunks)), delay=model.latency)
            return Outcome(200, wire.completion(request, reply, prompt_tokens, tools_text),
                           delay=model.latency)
        except ProtocolError as e:
            return Outcome(e.status, e.body())
        except Exception:  # a bug in the simulator: say so the way a real API does
            log.exception("the offline model failed on a request")
            return Outcome(500, {"error": {
                "message": "The offline model had an internal error while processing your "
                           "request (a bug in the simulator, not in your request).",
                "type": "server_error", "param": None, "code": None}})

    def handle_body(self, body: bytes) -> Outcome:
        """Parse a raw HTTP body as the real API does, then handle it."""
        payload = parse_body(body)
        if isinstance(payload, Outcome):
            return payload
        return self.handle(payload)

    def models(self) -> dict:
        return {"object": "list", "data": [
            {"id": name, "object": "model", "created": wire.CREATED, "owned_by": "course-offline"}
            for name in model_names()]}


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_body(body: bytes) -> Any:
    """The JSON body of a request, or a 400 Outcome: not UTF-8, not JSON, NaN, too deep."""
    try:
        return json.loads(body or b"null", parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return Outcome(400, {"error": {"message": "We could not parse the JSON body of your "
                                       "request. (HINT: This likely means you aren't using your "
                                       "HTTP library correctly. The OpenAI API expects a JSON "
                                       "payload, but what was sent was not valid JSON.)",
                                       "type": "invalid_request_error", "param": "body",
                                       "code": None}})
