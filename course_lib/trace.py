"""Subscribers: things that listen to the loop's events without the loop knowing them.

- `TracePrinter`: the loop's "ECG", one deterministic line per event.
- `TrajectoryRecorder`: what an evaluation needs (which tools, which arguments, how many steps).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Callable

from .events import Act, Done, Event, Fail, Observe, Think

CJK = re.compile(r"[\u4e00-\u9fff]")

MARKS = {"think": "▶ think  ", "act": "⚙ act    ", "observe": "✓ observe", "done": "◆ done   ",
         "fail": "✖ fail   ", "error": "✗ observe"}


def shorten(text: str, limit: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def format_call(name: str, arguments: str | dict | None) -> str:
    if isinstance(arguments, dict):
        arguments = json.dumps(arguments, ensure_ascii=False)
    return f"{name}({arguments or ''})"


def describe(event: Event, show_thoughts: bool = False, width: int = 100) -> str:
    """One line for one event. Pure function: same event, same line."""
    if isinstance(event, Think):
        return (f"{MARKS['think']} step {event.step} → calling the model "
                f"({_plural(event.message_count, 'message')}, {_plural(event.tool_count, 'tool')})")
    if isinstance(event, Act):
        calls = ", ".join(format_call(c.name, c.arguments) for c in event.calls)
        line = f"{MARKS['act']} step {event.step} → {shorten(calls, width)}"
        if show_thoughts:
            line += f"  | thought: {shorten(event.thought, 80) if event.thought else '(none given)'}"
        return line
    if isinstance(event, Observe):
        r = event.result
        if r.ok:
            return f"{MARKS['observe']} step {event.step} → {r.name} returned {shorten(r.content, width)}"
        return (f"{MARKS['error']} step {event.step} → {r.name} failed "
                f"[{r.error['type']}]: {shorten(r.error['message'], width)}")
    if isinstance(event, Done):
        return (f"{MARKS['done']} step {event.step} → final answer "
                f"({answer_length(event.answer)}, {_plural(event.step, 'step')})")
    if isinstance(event, Fail):
        status = getattr(event.error, "status", "error")
        return f"{MARKS['fail']} step {event.step} → {status}: {shorten(str(event.error), width)}"
    return repr(event)


def answer_length(answer: str) -> str:
    """'25 words', or '12 characters' for Chinese, where words are not space-separated."""
    if CJK.search(answer):
        return _plural(len("".join(answer.split())), "character")
    return _plural(len(answer.split()), "word")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


@dataclass
class TracePrinter:
    """Prints one line per event. Pass it as `on_step=TracePrinter()`."""

    show_thoughts: bool = False
    width: int = 100
    write: Callable[[str], None] = print

    def __call__(self, event: Event) -> None:
        self.write(describe(event, self.show_thoughts, self.width))


@dataclass
class TrajectoryRecorder:
    """Records what an evaluation scores: the tools called, their arguments, the outcome."""

    calls: list[dict] = field(default_factory=list)
    steps: int = 0
    status: str = "running"
    answer: str | None = None
    total_tokens: int = 0

    def __call__(self, event: Event) -> None:
        self.steps = max(self.steps, event.step)
        if isinstance(event, Observe):
            r = event.result
            self.calls.append({"step": event.step, "tool": r.name, "arguments": r.arguments,
                               "ok": r.ok})
        elif isinstance(event, Done):
            self.status, self.answer = "completed", event.answer
            self.total_tokens = event.result.usage.total_tokens if event.result else 0
        elif isinstance(event, Fail):
            self.status = getattr(event.error, "status", "error")
            usage = getattr(event.error, "usage", None)
            self.total_tokens = usage.total_tokens if usage else 0

    @property
    def tool_names(self) -> list[str]:
        return [c["tool"] for c in self.calls]

    def to_dict(self) -> dict:
        return {"status": self.status, "steps": self.steps, "tools": self.tool_names,
                "calls": self.calls, "answer": self.answer, "total_tokens": self.total_tokens}
