"""The agent loop: think, exit, act, feed back, repeat.

Read `_loop` top to bottom: that is the whole agent. Everything else in this file
is plumbing around it (calling the model, telling subscribers, the public entry
points). The defenses sit *around* this body without changing it:

- max steps (defense 1): the `for` range, then `MaxStepsExceeded`;
- validation (defense 2): inside `ToolTable.execute`, before any tool runs;
- idempotency / approval (defenses 3-4): shells already wrapped around `tools`;
- abort (defense 5): `signal` checked before every step and raced against every wait.
"""

from __future__ import annotations

import asyncio
import inspect
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable, Iterable

import openai

from .cancel import AbortSignal, race
from .errors import AgentError, MaxStepsExceeded
from .events import Act, AgentResult, Done, Event, Fail, Observe, Think, ToolCall, Usage
from .tools import Tool, ToolContext, ToolTable

DEFAULT_MAX_STEPS = 5  # enough for lookup → follow-up → answer; raise it knowingly

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

        reply = await race(call_model(client, model, run.messages, table, options), signal)
        run.usage.add(reply.usage)                                          # ① think
        message = reply.choices[0].message
        run.messages.append(assistant_entry(message))   # record what the model asked for

        if not message.tool_calls:                                          # ② exit
            answer = message.content or ""
            yield run.log(Done(step, answer))
            return

        calls = [ToolCall(c.id, c.function.name, c.function.arguments) for c in message.tool_calls]
        yield run.log(Act(step, calls, thought=message.content or None))
        results = await race(asyncio.gather(*(                             # ③ act, concurrently
            table.execute(c.id, c.name, c.arguments, ToolContext(session_id, c.id, signal))
            for c in calls)), signal)

        for result in results:                                              # ④ feed back
            run.messages.append({"role": "tool", "tool_call_id": result.call_id,
                                 "content": result.content})
            yield run.log(Observe(step, result))

        for guard in guards:   # optional extra fuses: stall detection, token budget
            guard(run)

    raise MaxStepsExceeded(f"The model still wanted tools after {max_steps} steps; "
                           "no answer was made up.")


# ---------------------------------------------------------------- calling the model


async def call_model(client: Any, model: str, messages: list[dict], table: ToolTable,
                     options: dict) -> Any:
    """One chat-completions request. Works with `AsyncOpenAI` and with `OpenAI`."""
    request = dict(model=model, messages=messages, **options)
    if len(table):
        request["tools"] = table.schemas()
    if isinstance(client, openai.OpenAI):  # a blocking client: keep the event loop free
        return await asyncio.to_thread(client.chat.completions.create, **request)
    return await client.chat.completions.create(**request)


def assistant_entry(message: Any) -> dict:
    """The assistant's turn as a plain dict, tool calls included.

    Leave the tool calls out and the next request is rejected: every `role: "tool"`
    message must answer a `tool_call_id` the assistant asked for.
    """
    entry: dict = {"role": "assistant", "content": message.content}
    if message.tool_calls:
        entry["tool_calls"] = [
            {"id": c.id, "type": "function",
             "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in message.tool_calls]
    return entry


# ---------------------------------------------------------------- public entry points


async def stream_agent(client: Any, messages: list[dict] | str,
                       tools: Iterable[Tool] | ToolTable = (), *, model: str | None = None,
                       max_steps: int = DEFAULT_MAX_STEPS, signal: AbortSignal | None = None,
                       session_id: str = "default", guards: Iterable[Guard] = (),
                       **options: Any) -> AsyncIterator[Event]:
    """Run the loop and yield every event as it happens; the last one is Done or Fail.

    A failed run yields `Fail` and then raises the typed error (MaxStepsExceeded,
    Aborted, ...), carrying the steps, messages, usage and trace so far.
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


async def run_agent(client: Any, messages: list[dict] | str,
                    tools: Iterable[Tool] | ToolTable = (), *,
                    on_step: Subscriber | Iterable[Subscriber] = (), **kwargs: Any) -> AgentResult:
    """Run the loop to the end and return the AgentResult (or raise a typed AgentError).

    `on_step` takes one subscriber or a list; each receives every event. Subscribers
    may be plain functions or coroutines.
    """
    subscribers = [on_step] if callable(on_step) else list(on_step)
    result = None
    async for event in stream_agent(client, messages, tools, **kwargs):
        for subscriber in subscribers:
            outcome = subscriber(event)
            if inspect.isawaitable(outcome):
                await outcome
        if isinstance(event, Done):
            result = event.result
    return result
