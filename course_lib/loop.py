"""The agent loop: think, exit, act, feed back, repeat.

Read `_loop` top to bottom: that is the whole agent. Everything else in this file
is plumbing around it (calling the model, telling subscribers, the public entry
points). The defenses sit *around* this body without changing it:

- max steps (defense 1): the `for` range, then `MaxStepsExceeded`;
- validation (defense 2): inside `ToolTable.execute`, before any tool runs;
- idempotency / approval (defenses 3-4): shells already wrapped around `tools`;
- abort (defense 5): `signal` checked before every step and raced against every wait.

A model or a tool that misbehaves never crashes the loop with a stray exception:
`read_reply` turns an unusable reply into `MalformedReply` (and repairs what can be
repaired), the gate turns a failing tool into an error observation, and every failure
is a typed `AgentError` with a `Fail` event before it.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable, Iterable

from .cancel import CANCEL_GRACE_SECONDS, AbortSignal, forget, race
from .completions import Reply, call_model, read_reply
from .errors import Aborted, AgentError, MaxStepsExceeded
from .events import Act, AgentResult, Done, Event, Fail, Observe, Think, ToolCall, Usage
from .tools import THREADS_PER_RUN, Tool, ToolContext, ToolResult, ToolTable, error_result

DEFAULT_MAX_STEPS = 5  # enough for lookup → follow-up → answer; raise it knowingly

log = logging.getLogger(__name__)

Subscriber = Callable[[Event], Any]
Guard = Callable[["Run"], None]


@dataclass
class Run:
    """The state of one run: the conversation so far, the bill, and what happened."""

    messages: list[dict]
    usage: Usage = field(default_factory=Usage)
    trace: list = field(default_factory=list)
    step: int = 0

    def log(self, event: Event) -> Event:
        self.trace.append(event)
        return event


async def _loop(run: Run, client: Any, model: str, table: ToolTable, max_steps: int,
                signal: AbortSignal | None, session_id: str, guards: Iterable[Guard],
                options: dict) -> AsyncIterator[Event]:
    for step in range(1, max_steps + 1):
        run.step = step
        if signal:
            signal.raise_if_aborted()                                       # defense 5
        yield run.log(Think(step, len(run.messages), len(table)))

        completion = await race(call_model(client, model, run.messages, table, options), signal)
        bill = getattr(completion, "usage", None)   # billed even if the reply is unusable
        run.usage.add(bill)                                                 # ① think
        billed = Usage.of(bill)                          # this step's tokens, for subscribers
        reply = read_reply(completion)     # checked: MalformedReply here, before anything runs
        run.messages.append(assistant_entry(reply))     # record what the model asked for

        if not reply.calls:                                                 # ② exit
            yield run.log(Done(step, reply.text, usage=billed))
            return

        yield run.log(Act(step, reply.calls, thought=reply.text or None, usage=billed))
        results = await act(table, reply.calls, session_id, signal)        # ③ act, concurrently

        for result in results:                                              # ④ feed back
            run.messages.append({"role": "tool", "tool_call_id": result.call_id,
                                 "content": result.content})
            yield run.log(Observe(step, result))
        if signal and signal.aborted:   # aborted during ③: stop; the in-flight calls are on record
            raise Aborted(f"Run aborted: {signal.reason}{in_flight_note(results)}")

        for guard in guards:   # optional extra fuses: stall detection, token budget
            guard(run)

    raise MaxStepsExceeded(f"The model still wanted tools after {max_steps} steps; "
                           "no answer was made up.")


# ---------------------------------------------------------------- running the tools


async def act(table: ToolTable, calls: list[ToolCall], session_id: str,
              signal: AbortSignal | None) -> list[ToolResult]:
    """Run one step's tool calls concurrently, raced against the abort signal.

    If the signal wins, the calls that had not finished were *in flight*: a write
    may already have happened (a blocking tool's thread can't even be stopped). We
    don't pretend otherwise: each gets an `aborted` result that says so, which keeps
    the conversation valid (every tool_call_id answered) and the trace honest.
    A tool that ignores its cancellation gets `CANCEL_GRACE_SECONDS`, then is left behind.

    Blocking tools share `THREADS_PER_RUN` worker threads, so a run with many of them
    waits for its own threads instead of taking every thread from the other runs.
    """
    threads = asyncio.Semaphore(THREADS_PER_RUN)
    tasks = [asyncio.ensure_future(table.execute(
        c.id, c.name, c.arguments, ToolContext(session_id, c.id, signal, threads)))
        for c in calls]
    try:
        return await race(asyncio.gather(*tasks), signal)
    except Aborted:
        if not (signal and signal.aborted):
            raise
    for task in tasks:
        task.cancel()
        task.add_done_callback(forget)
    await asyncio.wait(tasks, timeout=CANCEL_GRACE_SECONDS)
    return [task.result() if task.done() and not task.cancelled() and task.exception() is None
            else in_flight_result(call, table) for call, task in zip(calls, tasks)]


def in_flight_result(call: ToolCall, table: ToolTable) -> ToolResult:
    tool_ = table.tools.get(call.name)
    writes = bool(tool_ and tool_.writes)
    try:
        arguments = json.loads(call.arguments or "{}")
    except (ValueError, RecursionError):
        arguments = None
    if writes:
        message = (f"The run was aborted while '{call.name}' was running. It changes data and "
                   "may already have done so: check before calling it again.")
    else:
        message = f"The run was aborted while '{call.name}' was running; no result was received."
    return error_result(call.id, call.name, arguments if isinstance(arguments, dict) else None,
                        "aborted", message, in_flight=True, writes=writes)


def in_flight_note(results: list[ToolResult]) -> str:
    """'; in flight: create_ticket (a write: may have happened)', or '' if none was cut off."""
    cut = [r for r in results if not r.ok and (r.error or {}).get("in_flight")]
    names = [r.name + (" (a write: may have happened)" if r.error["writes"] else "") for r in cut]
    return f"; in flight: {', '.join(names)}" if names else ""


# ---------------------------------------------------------------- the assistant's turn


def assistant_entry(reply: Reply) -> dict:
    """The assistant's turn as a plain dict, tool calls included.

    Leave the tool calls out and the next request is rejected: every `role: "tool"`
    message must answer a `tool_call_id` the assistant asked for.
    """
    entry: dict = {"role": "assistant", "content": reply.text}
    if reply.calls:
        entry["tool_calls"] = [
            {"id": c.id, "type": "function",
             "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.calls]
    return entry


# ---------------------------------------------------------------- public entry points


async def stream_agent(client: Any, messages: list[dict] | str,
                       tools: Iterable[Tool] | ToolTable = (), *, model: str | None = None,
                       max_steps: int = DEFAULT_MAX_STEPS, signal: AbortSignal | None = None,
                       session_id: str = "default", guards: Iterable[Guard] = (),
                       **options: Any) -> AsyncIterator[Event]:
    """Run the loop and yield every event as it happens; the last one is Done or Fail.

    A failed run yields `Fail` and then raises the typed error (MaxStepsExceeded,
    Aborted, MalformedReply, ...), carrying the steps, messages, usage and trace so far;
    or, if the provider failed (a 429 after the SDK's retries, say), its `openai.APIError`.
    Pass `on_text=callback` to stream the model's text as it is written (completions.py).
    """
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    if max_steps < 1:
        raise ValueError(f"max_steps must be at least 1, got {max_steps}.")
    model = model or getattr(client, "course_model", None)
    if not model:
        raise ValueError("No model name: pass model=... or build the client with course_lib.llm.")
    run = Run(messages=list(messages))
    table = ToolTable.of(tools)
    try:
        async for event in _loop(run, client, model, table, max_steps, signal, session_id,
                                 list(guards), options):
            if isinstance(event, Done):
                event.result = AgentResult(event.answer, run.step, run.messages, run.usage,
                                           run.trace)
            yield event
    except AgentError as error:
        error.steps, error.messages, error.usage, error.trace = (
            run.step, run.messages, run.usage, run.trace)
        yield run.log(Fail(run.step, error))
        raise
    except Exception as error:   # the provider's own (openai.APIError): subscribers hear it too
        yield run.log(Fail(run.step, error))
        raise


async def run_agent(client: Any, messages: list[dict] | str,
                    tools: Iterable[Tool] | ToolTable = (), *,
                    on_step: Subscriber | Iterable[Subscriber] = (), **kwargs: Any) -> AgentResult:
    """Run the loop to the end and return the AgentResult (or raise a typed AgentError).

    `on_step` takes one subscriber or a list; each receives every event. Subscribers
    may be plain functions or coroutines; one that raises is logged and skipped (`notify`).
    """
    subscribers = [on_step] if callable(on_step) else list(on_step)
    signal = kwargs.get("signal")
    result = None
    async for event in stream_agent(client, messages, tools, **kwargs):
        await notify(subscribers, event, signal)
        if isinstance(event, Done):
            result = event.result
    return result


async def notify(subscribers: list[Subscriber], event: Event,
                 signal: AbortSignal | None = None) -> None:
    """Hand one event to every subscriber. A subscriber that raises is reported, not obeyed.

    Subscribers observe; they never steer. A broken UI panel must not abort a run that
    may already have written to the world (the user would retry and write twice), nor
    keep the evaluation recorder from seeing the event. So the error is logged on the
    `course_lib.loop` logger and the run goes on. To stop a run on purpose, use a guard
    or an AbortSignal: those end it with a typed error. Nor may a subscriber that hangs
    hold the run past its abort (`_wait_for_subscriber`).
    """
    for subscriber in subscribers:
        try:
            outcome = subscriber(event)
            if inspect.isawaitable(outcome):
                await _wait_for_subscriber(outcome, signal)
        except Exception as error:
            name = getattr(subscriber, "__qualname__", type(subscriber).__name__)
            log.warning("on_step subscriber %s failed on the %s event of step %d "
                        "(%s: %s); the run goes on.", name, event.kind, event.step,
                        type(error).__name__, error)


async def _wait_for_subscriber(outcome: Any, signal: AbortSignal | None) -> None:
    """Await an async subscriber, but not past an abort: once the signal is pulled it has
    CANCEL_GRACE_SECONDS (enough to record the Fail event), then it is left behind."""
    task = asyncio.ensure_future(outcome)
    if signal is None:
        return await task
    stop = asyncio.ensure_future(signal.wait())
    try:
        await asyncio.wait({task, stop}, return_when=asyncio.FIRST_COMPLETED)
        if not task.done():
            await asyncio.wait({task}, timeout=CANCEL_GRACE_SECONDS)
    finally:
        stop.cancel()
        if not task.done():
            task.cancel()   # left behind
            task.add_done_callback(forget)
    if not task.done():
        raise TimeoutError("it was still running when the run was aborted")
    task.result()
