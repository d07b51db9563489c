"""What the asker gave: the arguments a result was fetched with.

A quote tool that echoes `{"days": 4, "helmet": true, "price_eur": 184}` back for
`days=4, helmet=true` holds one piece of news, the price. A person answering leads with
it, whatever words the question shares with the echoed fields ("Make it four days").
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_GIVEN: ContextVar[dict] = ContextVar("given_arguments", default={})


@contextmanager
def asked_with(arguments: dict | None):
    """Within the block, the fields a result echoes from these arguments are not news."""
    token = _GIVEN.set(arguments if isinstance(arguments, dict) else {})
    try:
        yield
    finally:
        _GIVEN.reset(token)


def echoed(key: str, value: Any) -> bool:
    """The result's field holds what the call was made with, under the same name."""
    given = _GIVEN.get()
    if key not in given or value is None:
        return False
    sent = given[key]
    if isinstance(value, bool) or isinstance(sent, bool):
        return value is sent
    if isinstance(value, (int, float)) and isinstance(sent, (int, float)):
        return float(value) == float(sent)
    return isinstance(value, str) and isinstance(sent, str) and value.strip().lower() == sent.strip().lower()
