"""Gates on what the model *said*: checks in code for failures a prompt can only discourage.

Chapter 9, "says but doesn't do": a model answers "Let me check that for you…" as plain
text, with no tool call. To the loop, a reply without tool calls is the final answer, so
the run ends with a promise. Two defenses, used together:

- a prompt rule (`SAY_DO_RULE`) in the system message: most models obey it, most of the time;
- a gate (`run_gated`): code looks at the final answer and, if it reads like an
  announcement instead of an answer (`announces_action`), re-prompts once. Code runs every
  time; a rule in a prompt is a request.

`announces_action` is a heuristic: it reads the *wording*, so it misses a promise phrased
another way ("Checking that order for you now.") and flags an answer that merely quotes
such words ("... please wait for the courier's call"). `run_gated(check=...)` takes any
test of the result instead, e.g. one that reads the run's record (chapter 9's exercise:
no tool ran, yet the question names an id a tool looks up).

The gate wraps `run_agent` from the outside, like the shells of chapters 6-7 wrap the
tools: the loop body does not change.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from typing import Any, Callable, Iterable

from .errors import AgentError
from .events import AgentResult, Usage
from .loop import DEFAULT_MAX_STEPS, run_agent

SAY_DO_RULE = ("Never say you will check or look something up without calling a tool in the "
               "same message. If you need data, call the tool now; otherwise give the answer.")

NUDGE = ("Your last message said you would look something up, but it called no tool, so "
         "nothing was looked up. " + SAY_DO_RULE)

# "Let me check…", "I'll look into it", "One moment please", "请稍等，我正在查询…"
ANNOUNCEMENT = re.compile(
    r"\b(?:let me|i'll|i will|i am going to|i'm going to|i'm|i am|allow me to)\s+"
    r"(?:now\s+|quickly\s+|just\s+)?(?:check|look|find|search|query|fetch|pull up|verify|"
    r"get (?:that|this|the))"
    r"|\b(?:one moment|just a moment|please wait|hold on)\b"
    r"|稍等|请等|正在(?:为您|帮您)?(?:查询|查找|查看|核实)|我(?:来|先|去)?(?:帮您|为您)?查(?:一下|询)",
    re.I)


def announces_action(answer: str | None) -> bool:
    """True when a final answer promises a lookup instead of giving a result."""
    return bool(answer) and bool(ANNOUNCEMENT.search(answer))


def with_rule(messages: list[dict] | str, rule: str = SAY_DO_RULE) -> list[dict]:
    """The conversation with `rule` added to its system message (one is created if needed)."""
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    messages = [dict(m) for m in messages]
    if messages and messages[0]["role"] == "system":
        messages[0]["content"] = f"{messages[0]['content']}\n{rule}"
        return messages
    return [{"role": "system", "content": rule}] + messages


async def run_gated(client: Any, messages: list[dict] | str, tools: Iterable = (), *,
                    on_step: Callable | Iterable[Callable] = (),
                    on_gate: Callable[[str], Any] | None = None,
                    check: Callable[[AgentResult], bool] | None = None,
                    max_steps: int = DEFAULT_MAX_STEPS, **kwargs: Any) -> AgentResult:
    """`run_agent`, plus one re-prompt when the first run's result fails the gate's test.

    The test is `check(result)` (True = not done: re-prompt), by default
    `announces_action(result.answer)`, which judges the wording only. The re-prompt
    continues the same conversation (the first answer stays in it) with a system message
    that names the problem, within what is left of `max_steps`. Steps in the second run
    are numbered after the first, so a trace reads as one run. `on_gate(text)` hears when
    the gate fires.
    """
    tools = list(tools)
    subscribers = [on_step] if callable(on_step) else list(on_step)
    first = await run_agent(client, messages, tools, on_step=subscribers, max_steps=max_steps,
                            **kwargs)
    fails = check(first) if check else announces_action(first.answer)
    if not fails or first.steps >= max_steps:
        return first
    if on_gate:
        why = ("the check flagged the answer" if check else
               "the answer reads like a promise to look something up")
        outcome = on_gate(f"gate: {why} ({first.answer!r}); re-prompting once")
        if inspect.isawaitable(outcome):
            await outcome
    offset = first.steps
    again = first.messages + [{"role": "system", "content": NUDGE}]
    try:
        second = await run_agent(client, again, tools, max_steps=max_steps - offset,
                                 on_step=[_shifted(s, offset) for s in subscribers], **kwargs)
    except AgentError as error:
        error.steps += offset
        error.usage = _sum(first.usage, error.usage)
        error.trace = first.trace + [_shift(e, offset) for e in error.trace]
        raise
    return AgentResult(second.answer, offset + second.steps, second.messages,
                       _sum(first.usage, second.usage),
                       first.trace + [_shift(e, offset) for e in second.trace])


def _shift(event: Any, offset: int) -> Any:
    return dataclasses.replace(event, step=event.step + offset)


def _shifted(subscriber: Callable, offset: int) -> Callable:
    def shifted(event: Any) -> Any:
        return subscriber(_shift(event, offset))
    return shifted


def _sum(a: Usage, b: Usage | None) -> Usage:
    if b is None:
        return a
    return Usage(a.prompt_tokens + b.prompt_tokens, a.completion_tokens + b.completion_tokens,
                 a.total_tokens + b.total_tokens, a.model_calls + b.model_calls)
