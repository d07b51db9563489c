"""`offline-flaky`: the provider is overloaded. Each new request fails twice, then succeeds.

Attempt 1 gets `429 rate_limit_exceeded`, attempt 2 gets `500 server_error`, attempt 3
is answered. Deterministic: the attempts are counted per distinct request body in the
OfflineModel's state, so the same client sees the same pattern every run.

The `openai` SDK retries 429 and 5xx by itself (`max_retries`, 2 by default), so with
the defaults every call succeeds on its third attempt: a retry you never asked for,
that you pay for in waiting time. With `max_retries=1` the 500 reaches your code.
Both errors carry `retry-after-ms` (as real rate-limit errors carry `retry-after`),
so the SDK waits 20 ms instead of its ~0.5-1 s backoff and examples stay quick.
"""

from __future__ import annotations

from ..write import wire
from ..behaviours import register
from ..decide.policy import Competent
from ..protocol import ProtocolError

RETRY_AFTER_MS = "20"


def _failure(status: int, message: str, kind: str, code: str | None) -> ProtocolError:
    error = ProtocolError(message, code=code, status=status, kind=kind)
    error.headers = {"retry-after-ms": RETRY_AFTER_MS}
    return error


@register
class Flaky(Competent):
    name = "offline-flaky"
    summary = "each new request fails with 429, then 500, then succeeds (SDK retries)"

    def fail_before_answer(self, request: dict, state: dict) -> ProtocolError | None:
        attempts = state.setdefault("offline-flaky attempts", {})
        key = wire.digest(request)
        attempts[key] = attempts.get(key, 0) + 1
        if attempts[key] == 1:
            return _failure(429, "Rate limit reached for requests (offline simulation). "
                            "Please try again shortly.", "requests", "rate_limit_exceeded")
        if attempts[key] == 2:
            return _failure(500, "The server had an error while processing your request "
                            "(offline simulation).", "server_error", None)
        return None
