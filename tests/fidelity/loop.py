"""A small hand-written agent loop over the official `openai` client: it runs one case to
its end by executing the fake tools, validating arguments first (errors say how to fix
the call), and records every step for judging."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import openai

from . import tools as fake
from .judge import Case

MAX_STEPS = 8


class _Default:
    def __repr__(self) -> str:
        return "DEFAULT"


DEFAULT = _Default()   # in a case's result sequence: "run the fake tool as usual"


@dataclass
class CallRecord:
    step: int
    name: str
    raw_arguments: str
    args: Any                      # the parsed arguments (None if not JSON)
    result: str = ""

    def __str__(self) -> str:
        shown = json.dumps(self.args, ensure_ascii=False) if self.args is not None else repr(self.raw_arguments)
        return f"{self.name}({shown})"


@dataclass
class Step:
    index: int
    content: str | None
    calls: list[CallRecord] = field(default_factory=list)


@dataclass
class Run:
    steps: list[Step] = field(default_factory=list)
    answer: str | None = None
    final_output: Any = None
    unfinished: bool = False
    status: int | None = None      # HTTP status of a failed request
    error: str | None = None

    @property
    def all_calls(self) -> list[CallRecord]:
        return [c for s in self.steps for c in s.calls]

    def transcript(self, limit: int = 260) -> str:
        lines = []
        for s in self.steps:
            if s.content and s.calls:
                lines.append(f"  step {s.index} says: {s.content[:limit]!r}")
            for c in s.calls:
                lines.append(f"  step {s.index} call {c}"[: limit + 40])
                lines.append(f"      -> {c.result[:limit]}")
        if self.error:
            lines.append(f"  error: {self.error[:limit]}")
        elif self.final_output is not None:
            lines.append(f"  output: {json.dumps(self.final_output, ensure_ascii=False)[: limit * 2]}")
        elif self.answer is not None:
            lines.append(f"  answer: {self.answer[: limit * 2]!r}")
        if self.unfinished:
            lines.append(f"  (no answer after {len(self.steps)} steps)")
        return "\n".join(lines)


def _result_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def scripted(case: Case, steps: list, answer: str | None = None, output: Any = None) -> Run:
    """A run written by hand (what a good, or a bad, model would do), its calls made through
    `execute` like the real loop's, so argument checks and results are the real ones. For
    judging the judge: `test_judge.py` and the held-out probes' self-checks.
    `steps`: a list of steps, each a list of (tool, arguments dict or raw JSON text)."""
    fake.reset()
    run, counters = Run(), {}
    for i, calls in enumerate(steps, 1):
        step = Step(i, None)
        for name, args in calls:
            raw = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
            parsed, text = execute(case, name, raw, counters)
            if case.final_tool and name == case.final_tool and not text.startswith('{"error"'):
                run.final_output = parsed
            step.calls.append(CallRecord(i, name, raw, parsed, text))
        run.steps.append(step)
    if answer is not None or output is not None:
        run.steps.append(Step(len(steps) + 1, answer))
        run.answer = answer if answer is not None else json.dumps(output, ensure_ascii=False)
        if case.response_format is not None:
            run.final_output = output if output is not None else json.loads(answer)
    return run


def execute(case: Case, name: str, raw: str, counters: dict[str, int]) -> tuple[Any, str]:
    """(parsed arguments or None, the tool result text sent back to the model)."""
    tool = next((t for t in case.tool_objects if t.name == name), None)
    if tool is None:
        names = ", ".join(t.name for t in case.tool_objects)
        return None, _result_text({"error": f"unknown tool {name!r}; available tools: {names}"})
    try:
        args = json.loads(raw or "{}")
    except json.JSONDecodeError as e:
        return None, _result_text({"error": f"the arguments are not valid JSON ({e.msg}); "
                                            f"send a JSON object such as {{\"key\": \"value\"}}"})
    if not isinstance(args, dict):
        return args, _result_text({"error": "the arguments must be a JSON object"})
    problems = fake.validate(tool.spec["function"]["parameters"], args)
    if problems:
        return args, _result_text({"error": "; ".join(problems)})
    override = case.results.get(name, DEFAULT)
    if isinstance(override, list):
        n = counters.get(name, 0)
        counters[name] = n + 1
        override = override[min(n, len(override) - 1)]
    try:
        if override is DEFAULT:
            value = tool.fn(args)
        elif callable(override):
            value = override(args)
        else:
            value = override
    except fake.ToolError as e:
        value = {"error": str(e)}
    return args, _result_text(value)


def request_kwargs(case: Case, messages: list[dict]) -> dict:
    kwargs: dict[str, Any] = {"model": case.model, "messages": messages}
    if case.tools:
        kwargs["tools"] = [t.spec for t in case.tool_objects]
    if case.parallel_tool_calls is not None:
        kwargs["parallel_tool_calls"] = case.parallel_tool_calls
    if case.tool_choice is not None:
        kwargs["tool_choice"] = case.tool_choice
    if case.response_format is not None:
        kwargs["response_format"] = case.response_format
    return kwargs


def run_case(client: openai.OpenAI, case: Case, max_steps: int = MAX_STEPS) -> Run:
    fake.reset()
    run = Run()
    messages = ([{"role": "system", "content": case.system}] if case.system else []) + \
        [dict(m) for m in case.messages]
    if case.request is not None:       # a protocol case: one raw request
        kwargs = request_kwargs(case, messages)
        kwargs.update(case.request)
        extra = kwargs.pop("extra_body", None)
        try:
            reply = client.chat.completions.create(**kwargs, extra_body=extra)
            run.answer = reply.choices[0].message.content
        except openai.APIStatusError as e:
            run.status, run.error = e.status_code, f"{type(e).__name__}: {str(e)[:300]}"
        except Exception as e:  # a client-side refusal is not what a server does
            run.error = f"{type(e).__name__}: {str(e)[:300]}"
        return run

    counters: dict[str, int] = {}
    for index in range(1, max_steps + 1):
        try:
            reply = client.chat.completions.create(**request_kwargs(case, messages))
        except openai.APIStatusError as e:
            run.status, run.error = e.status_code, f"{type(e).__name__}: {str(e)[:300]}"
            return run
        except Exception as e:
            run.error = f"{type(e).__name__}: {str(e)[:300]}"
            return run
        message = reply.choices[0].message
        step = Step(index, message.content)
        run.steps.append(step)
        tool_calls = message.tool_calls or []
        if not tool_calls:
            run.answer = message.content or ""
            if case.response_format is not None:
                try:
                    run.final_output = json.loads(run.answer)
                except (json.JSONDecodeError, TypeError):
                    run.final_output = None
            return run
        messages.append({"role": "assistant", "content": message.content, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in tool_calls]})
        finished = False
        for c in tool_calls:
            args, text = execute(case, c.function.name, c.function.arguments, counters)
            if case.final_tool and c.function.name == case.final_tool and not text.startswith('{"error"'):
                text, finished = "Final result processed.", True
                run.final_output = args
            step.calls.append(CallRecord(index, c.function.name, c.function.arguments, args, text))
            messages.append({"role": "tool", "tool_call_id": c.id, "content": text})
        if finished:
            return run
    run.unfinished = True
    return run
