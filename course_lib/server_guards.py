"""What keeps the SSE server (server.py) safe to put in front of people.

    Sessions        server-issued session ids, each with a secret key: a conversation
                    is continued or read only with its key (only a hash is stored)
    HttpApprovals   tool calls waiting for a person, answered by `POST /approvals/{id}`;
                    no answer in time is a denial (the approval shell's timeout)
    BodyLimit       ASGI middleware: a body over `max_bytes` is a 413, a body that takes
                    longer than `read_timeout` seconds to arrive is a 408
    short_422       a validation error as one readable 4xx, never echoing the input back
    http_error      FastAPI's other refusals (a body that isn't JSON, an unknown path) in
                    the same shape

Every refusal is JSON `{"error": {"type": ..., "message": ...}}` with a 4xx status, and
its message says what to change.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
from typing import Any, Callable

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from .shells.approval import ApprovalRequest, Decision, allow, as_decision, deny


def refusal(status: int, kind: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"type": kind, "message": message}}, status_code=status)


# ---------------------------------------------------------------- sessions


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


class Sessions:
    """Session ids the server issued, and the hashes of their keys.

    The id names a conversation (it appears in logs and URLs); the key proves the
    right to it. Both are random (`secrets`), so neither can be guessed, and a client
    cannot pick an id: a request without one gets a new session."""

    def __init__(self, known: dict[str, str] | None = None) -> None:
        self.hashes: dict[str, str] = dict(known or {})

    def open(self) -> tuple[str, str]:
        session_id, key = "s_" + secrets.token_urlsafe(12), secrets.token_urlsafe(24)
        self.hashes[session_id] = key_hash(key)
        return session_id, key

    def check(self, session_id: str | None, key: str | None) -> bool:
        expected = self.hashes.get(session_id or "")
        return expected is not None and key is not None and \
            secrets.compare_digest(expected, key_hash(key))


NO_SESSION = ("No session with this id and key. Send the `x-session-key` header the server "
              "gave you with this session id, or leave `session_id` out to start a new one.")


# ---------------------------------------------------------------- approvals over HTTP


class HttpApprovals:
    """The calls waiting for a person. `approver_for(...)` is an approval-shell approver
    that announces each call (SSE `approval`, with an `approval_id`) and waits for
    either `decide(approval_id, ...)` (the reply endpoint) or `policy` (if set), whichever
    answers first. The shell's timeout cancels the wait: no answer is a denial."""

    def __init__(self, policy: Callable[[ApprovalRequest], Any] | None = None) -> None:
        self.policy = policy
        self.waiting: dict[str, tuple[str, asyncio.Future]] = {}   # id -> (session, answer)

    def approver_for(self, session_id: str, announce: Callable[[dict], None]):
        async def approver(request: ApprovalRequest) -> Decision:
            approval_id = "ap_" + secrets.token_urlsafe(12)
            answer = asyncio.get_running_loop().create_future()
            self.waiting[approval_id] = (session_id, answer)
            announce({"approval_id": approval_id, "call_id": request.call_id,
                      "name": request.tool, "arguments": dict(request.arguments),
                      "status": "waiting"})
            asked = None if self.policy is None else \
                asyncio.ensure_future(_consult(self.policy, request))
            try:
                if asked is None:
                    return await answer
                done, _ = await asyncio.wait({asked, answer},
                                             return_when=asyncio.FIRST_COMPLETED)
                return answer.result() if answer in done else asked.result()
            finally:
                self.waiting.pop(approval_id, None)
                if asked is not None:
                    asked.cancel()

        return approver

    def session_of(self, approval_id: str) -> str | None:
        return self.waiting.get(approval_id, (None, None))[0]

    def decide(self, approval_id: str, session_id: str, decision: str, reason: str = "") -> bool:
        """Answer a waiting call of `session_id`. False if there is none (or it's decided)."""
        session, answer = self.waiting.get(approval_id, (None, None))
        if session != session_id or answer is None or answer.done():
            return False
        verdict = allow if decision == "allow" else deny
        answer.set_result(verdict(reason or f"{decision} by the client"))
        return True


async def _consult(policy: Callable, request: ApprovalRequest) -> Decision:
    answer = policy(request)
    if asyncio.iscoroutine(answer) or isinstance(answer, asyncio.Future):
        answer = await answer
    return as_decision(answer) or deny("the policy had no opinion")


# ---------------------------------------------------------------- request limits


class BodyLimit:
    """Read each request body up front, with a size cap and a deadline, then hand it on.

    Without it one client can send 5 MB (or 300 clients can send one byte a minute) and
    keep the server busy; with it they get a 413 or a 408 like a real API would."""

    def __init__(self, app: Any, max_bytes: int = 256_000, read_timeout: float = 10.0) -> None:
        self.app, self.max_bytes, self.read_timeout = app, max_bytes, read_timeout

    async def __call__(self, scope: dict, receive: Callable, send: Callable) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.max_bytes:
            return await self._refuse(scope, send, 413, "too_large", self._too_large())
        body = bytearray()
        try:
            async with asyncio.timeout(self.read_timeout):
                more = True
                while more:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        return
                    body += message.get("body", b"")
                    more = message.get("more_body", False)
                    if len(body) > self.max_bytes:
                        return await self._refuse(scope, send, 413, "too_large",
                                                  self._too_large())
        except TimeoutError:
            return await self._refuse(scope, send, 408, "timeout",
                                      f"The request body did not arrive within "
                                      f"{self.read_timeout:g} s. Send it in one go.")
        replayed = False

        async def replay() -> dict:   # the body once, then the real channel (disconnects)
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    def _too_large(self) -> str:
        return (f"The request body is over {self.max_bytes:,} bytes. Send a shorter message "
                "(the conversation's history is kept by the server, don't resend it).")

    @staticmethod
    async def _refuse(scope: dict, send: Callable, status: int, kind: str, message: str) -> None:
        body = json.dumps({"error": {"type": kind, "message": message}}).encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


async def short_422(request: Request, error: RequestValidationError) -> JSONResponse:
    """FastAPI's 422 echoes the input back: a 5 MB body, or a lone surrogate that can't be
    encoded (which turned the answer into a 500). Say what is wrong, field by field."""
    problems = []
    for item in error.errors()[:5]:
        where = ".".join(str(part) for part in item.get("loc", ()) if part != "body")
        problems.append(f"{where or 'body'}: {item.get('msg', 'invalid')}")
    return refusal(422, "invalid_request", "; ".join(problems) or "The request body is invalid.")


async def http_error(request: Request, error: HTTPException) -> JSONResponse:
    kind = {404: "not_found", 405: "method_not_allowed"}.get(error.status_code, "invalid_request")
    message = error.detail if isinstance(error.detail, str) else "The request is invalid."
    return JSONResponse({"error": {"type": kind, "message": message}},
                        status_code=error.status_code, headers=error.headers)
