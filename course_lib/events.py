"""What the loop reports as it runs: one event per think / act / observe / done / fail.

The loop does not know who listens. A trace printer, a UI panel and an evaluation
recorder all subscribe to the same events without knowing about each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Usage:
    """Tokens billed so far, summed from every model reply's `usage`."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    model_calls: int = 0

    @classmethod
    def of(cls, usage: Any) -> "Usage":
        """The bill of one model call (its reply's `usage`)."""
        one = cls()
        one.add(usage)
        return one

    def add(self, usage: Any) -> None:
        self.model_calls += 1
        if usage is not None:
            self.prompt_tokens += _count(usage, "prompt_tokens")
            self.completion_tokens += _count(usage, "completion_tokens")
            self.total_tokens += _count(usage, "total_tokens")

    def to_dict(self) -> dict:
        return dict(vars(self))


def _count(usage: Any, name: str) -> int:
    """One token count of a reply's `usage`; 0 if a provider sent none or nonsense."""
    value = usage.get(name) if isinstance(usage, dict) else getattr(usage, name, None)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str  # raw JSON text, exactly as the model wrote it


@dataclass
class Think:
    step: int
    message_count: int
    tool_count: int
    kind: str = "think"


@dataclass
class Act:
    step: int
    calls: list[ToolCall]
    thought: str | None = None  # text the model sent along with its calls (often none)
    usage: Usage | None = None  # tokens of this step's model call
    kind: str = "act"


@dataclass
class Observe:
    step: int
    result: Any  # a tools.ToolResult
    kind: str = "observe"


@dataclass
class Done:
    step: int
    answer: str
    result: Any = None  # the AgentResult
    usage: Usage | None = None  # tokens of this step's model call
    kind: str = "done"


@dataclass
class Fail:
    step: int
    error: Exception
    kind: str = "fail"


Event = Think | Act | Observe | Done | Fail


@dataclass
class AgentResult:
    """Everything a finished run produced."""

    answer: str
    steps: int
    messages: list[dict]
    usage: Usage
    trace: list = field(default_factory=list)
    status: str = "completed"

    @property
    def tool_calls(self) -> list[dict]:
        return tool_calls_in(self.trace)


def tool_calls_in(trace: list) -> list[dict]:
    """Every tool call of a run, in order: name, arguments and whether it succeeded."""
    return [{"name": e.result.name, "arguments": e.result.arguments, "ok": e.result.ok}
            for e in trace if isinstance(e, Observe)]
