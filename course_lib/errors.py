"""Typed errors of the loop: a caller can tell *why* a run stopped without parsing text."""

from __future__ import annotations

from typing import Any


class AgentError(Exception):
    """A run ended without a final answer. Carries what happened so far."""

    status = "error"

    def __init__(self, message: str, *, steps: int = 0, messages: list | None = None,
                 usage: Any = None, trace: list | None = None):
        super().__init__(message)
        self.steps = steps
        self.messages = messages or []
        self.usage = usage
        self.trace = trace or []   # the step events up to the failure


class MaxStepsExceeded(AgentError):
    """Defense 1: the model still wanted tools when the step budget ran out."""

    status = "max_steps_exceeded"


class Stalled(AgentError):
    """Defense 1+: the model repeated the very same call several times in a row."""

    status = "stalled"


class BudgetExceeded(AgentError):
    """Defense 1+: the run used more tokens than it was allowed."""

    status = "budget_exceeded"


class MalformedReply(AgentError):
    """The model's reply could not be used: no choices, no message, a tool call without a
    function name, a body the SDK could not read. Nothing ran and nothing was recorded, so
    the conversation is still valid and the same request may simply be sent again."""

    status = "malformed_reply"


class Aborted(AgentError):
    """Defense 5: someone pulled the abort signal. Not a failure: callers usually stay silent."""

    status = "aborted"
