"""Extra fuses for the loop, and a status-returning way to run it (defense 1+).

The loop already has one fuse: `max_steps` (loop.py, `_loop`), which raises
`MaxStepsExceeded`. A step budget is blunt: a model stuck on one call burns all five
steps before it trips. Guards are sharper fuses you opt into:

    run_agent(client, question, tools, guards=[stall_guard(3), token_budget(4000)])

A guard is any callable `guard(run)`; the loop calls it after every step that ran tools
(`run` has `.step`, `.messages`, `.usage`, `.trace`). To stop the run it raises a typed
`AgentError`; the loop attaches the trace and the bill, exactly as for max steps.
Guards read the run, never change it, and keep no state between runs, so one guard
object can serve many runs.

`run_with_status` is the other design for *reporting* a stopped run: instead of raising,
return the result with `status="max_steps_exceeded"` (or "stalled", ...) and no answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Callable

from .errors import AgentError, BudgetExceeded, Stalled
from .events import Act, AgentResult, Done
from .loop import Run, run_agent

Guard = Callable[[Run], None]


def call_key(name: str, arguments: str | dict | None) -> str:
    """A call's identity: tool name + canonical arguments (key order and spacing ignored).

    Malformed JSON cannot be canonicalised; its raw text (trimmed) is the identity.
    """
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return f"{name}:{arguments.strip()}"
    return f"{name}:{json.dumps(arguments, sort_keys=True, ensure_ascii=False)}"


def step_keys(trace: list) -> list[tuple[str, ...]]:
    """What the model asked for at each step: the sorted call keys of every Act event."""
    return [tuple(sorted(call_key(c.name, c.arguments) for c in e.calls))
            for e in trace if isinstance(e, Act)]


def stall_guard(repeats: int = 3) -> Guard:
    """Stop the run when the model makes the same request `repeats` steps in a row.

    "The same request" = the same tools with the same canonical arguments. A model that
    calls get_order_status(A-1024) three times running has learned nothing from the first
    two answers; more steps will not help. Raises `Stalled` after the `repeats`-th copy.

    Steps with several calls count as one request (the whole set must repeat), so a model
    alternating between two calls inside one step is caught too. A tool that is *meant*
    to be polled (same call, changing result) would trip this: see the chapter 4 exercise
    for a variant that also compares results.
    """
    if repeats < 2:
        raise ValueError(f"repeats must be at least 2 (one call is not a repeat), got {repeats}.")

    def guard(run: Run) -> None:
        keys = step_keys(run.trace)
        last = keys[-repeats:]
        if len(last) == repeats and len(set(last)) == 1:
            calls = ", ".join(last[0])
            raise Stalled(f"The model made the same request {repeats} steps in a row "
                          f"({calls}); stopped early instead of waiting for max_steps.")

    guard.__name__ = f"stall_guard({repeats})"
    return guard


def token_budget(max_total_tokens: int) -> Guard:
    """Stop the run once it has used more than `max_total_tokens` (prompt + completion).

    Checked after each step, so a run may overshoot by the tokens of that one step:
    the budget bounds the damage, it cannot refund the step that crossed the line.
    Raises `BudgetExceeded`.
    """
    if max_total_tokens < 1:
        raise ValueError(f"max_total_tokens must be positive, got {max_total_tokens}.")

    def guard(run: Run) -> None:
        used = run.usage.total_tokens
        if used > max_total_tokens:
            raise BudgetExceeded(f"The run used {used} tokens after step {run.step}, over its "
                                 f"budget of {max_total_tokens}; stopped with no answer.")

    guard.__name__ = f"token_budget({max_total_tokens})"
    return guard


def tokens_per_step(trace: list) -> list[int]:
    """The tokens each step's model call cost, read from the trace (Act and Done events carry
    their step's usage). Deterministic offline, so it can be plotted and asserted."""
    return [e.usage.total_tokens for e in trace if isinstance(e, (Act, Done)) and e.usage]


# ---------------------------------------------------------------- raising vs returning a status


@dataclass
class StatusResult(AgentResult):
    """An AgentResult that may also describe a run that stopped: `status` says how it ended,
    `answer` is None unless it completed, `error` is the reason in words."""

    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status == "completed"


async def run_with_status(client: Any, messages: list[dict] | str, tools: Any = (),
                          **kwargs: Any) -> StatusResult:
    """`run_agent`, but a run that stops early is *returned*, not raised.

    The status is the error's `.status` ("max_steps_exceeded", "stalled",
    "budget_exceeded", "aborted"); the trace, messages and usage are those of the
    stopped run; `answer` stays None: a stopped run has no answer, not half of one.
    Exceptions that are not AgentErrors (a bug, a network failure) still raise.
    """
    try:
        result = await run_agent(client, messages, tools, **kwargs)
    except AgentError as e:
        return StatusResult(answer=None, steps=e.steps, messages=e.messages, usage=e.usage,
                            trace=e.trace, status=e.status, error=str(e))
    return StatusResult(**{f.name: getattr(result, f.name) for f in fields(AgentResult)})
