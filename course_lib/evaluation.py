"""Evaluating an agent by its trajectories, over a small fixed set of cases (chapter 14).

A final answer alone hides most of what matters: *which* tools the model chose, how
many steps (model calls) it took, and what it cost. A `TrajectoryRecorder` (trace.py)
already collects all of that from the loop's events; this module runs a set of `Case`s,
scores each trajectory with small metric functions, and prints a table.

    report = await evaluate(CASES, client, tools)
    print(report.table())

A metric is any function `metric(case, trajectory) -> bool`, where `trajectory` is the
recorder's `to_dict()` plus `answer` and `total_tokens` taken from the run itself. Add
your own by passing `metrics={**DEFAULT_METRICS, "mine": my_metric}`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Iterable

import openai

from .errors import AgentError
from .loop import run_agent
from .trace import TrajectoryRecorder

Trajectory = dict
Metric = Callable[["Case", Trajectory], bool]


@dataclass(frozen=True)
class Case:
    """One question and what a good run looks like."""

    id: str
    question: str
    expect_tools: tuple[str, ...] = ()   # tools a good run calls; () = it should call none
    expect_facts: tuple[str, ...] = ()   # text the answer must contain (case-insensitive)
    max_steps: int = 2                   # the step budget a good run stays within
    allow_tools: tuple[str, ...] = ()    # extra tools that are fine but not required


# ---------------------------------------------------------------- metrics


def right_tools(case: Case, t: Trajectory) -> bool:
    """Every expected tool was called, and nothing outside expected + allowed."""
    called = set(t["tools"])
    return set(case.expect_tools) <= called <= set(case.expect_tools) | set(case.allow_tools)


def within_budget(case: Case, t: Trajectory) -> bool:
    """The run finished with an answer in no more steps than the case allows."""
    return t["status"] == "completed" and t["steps"] <= case.max_steps


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def written_forms(fact: str) -> list[str]:
    """A fact as an answer may write it. A date given as 2026-10-14 may also be written
    "14 October", "October 14" or "10月14日": a grader that accepts only the ISO form would
    fail a model for writing like a person."""
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", fact.strip())
    if not m:
        return [fact]
    month, day = MONTHS[int(m.group(2)) - 1], int(m.group(3))
    return [fact, f"{day} {month}", f"{month} {day}", f"{int(m.group(2))}月{day}日"]


def has_facts(case: Case, t: Trajectory) -> bool:
    """The answer contains every expected fact (in any of its written forms)."""
    answer = (t.get("answer") or "").lower()
    def said(form: str) -> bool:   # not inside a longer number: "4 October" in "14 October"
        return re.search(rf"(?<!\d){re.escape(form.lower())}(?!\d)", answer) is not None
    return t["status"] == "completed" and all(
        any(said(form) for form in written_forms(f)) for f in case.expect_facts)


DEFAULT_METRICS: dict[str, Metric] = {"tools": right_tools, "budget": within_budget,
                                      "facts": has_facts}


# ---------------------------------------------------------------- running


@dataclass
class Outcome:
    case: Case
    trajectory: Trajectory
    scores: dict[str, bool]

    @property
    def passed(self) -> bool:
        return all(self.scores.values())


@dataclass
class Report:
    model: str
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(o.passed for o in self.outcomes)

    @property
    def total_tokens(self) -> int:
        return sum(o.trajectory["total_tokens"] for o in self.outcomes)

    @property
    def total_steps(self) -> int:
        return sum(o.trajectory["steps"] for o in self.outcomes)

    def metric_passes(self, name: str) -> int:
        return sum(o.scores.get(name, False) for o in self.outcomes)

    def table(self, width: int = 34) -> str:
        """One row per case: what the run did and which metrics it passed (markdown)."""
        names = list(self.outcomes[0].scores) if self.outcomes else []
        header = ["case", "tools called", "steps", "tokens", *names, "pass"]
        rows = [[o.case.id, _short(", ".join(o.trajectory["tools"]) or "(none)", width),
                 str(o.trajectory["steps"]), str(o.trajectory["total_tokens"]),
                 *(_mark(o.scores[n]) for n in names), _mark(o.passed)] for o in self.outcomes]
        rows.append(["total", "", str(self.total_steps), str(self.total_tokens),
                     *(f"{self.metric_passes(n)}/{len(self.outcomes)}" for n in names),
                     f"{self.passed}/{len(self.outcomes)}"])
        return markdown_table(header, rows)

    def failures(self) -> list[str]:
        """One line per failed case: which metrics failed and what the model answered."""
        return [f"{o.case.id}: failed {', '.join(n for n, ok in o.scores.items() if not ok)}"
                f" | answer: {_short(o.trajectory.get('answer') or o.trajectory['status'], 70)}"
                for o in self.outcomes if not o.passed]


Runner = Callable[..., Awaitable[Any]]


async def evaluate(cases: Iterable[Case], client: Any, tools: Iterable | Callable[[], Iterable],
                   *, model: str | None = None, system: str | None = None,
                   metrics: dict[str, Metric] | None = None, runner: Runner = run_agent,
                   max_steps: int = 5, **options: Any) -> Report:
    """Run every case once and score its trajectory.

    `tools` is a tool list, or a function returning a fresh one per case (so a case that
    writes cannot change what the next case sees). `max_steps` is the run's fuse, larger
    than a case's budget so an over-long run is *measured*, not cut off at the budget.
    `system` is an optional system message sent before every question (evaluate a
    prompt change by running the same cases with and without it). `runner` is
    `run_agent` or anything with its signature (e.g. `gates.run_gated`).
    A run that ends with a typed error (max steps, stalled, ...) is scored, not raised.
    """
    metrics = DEFAULT_METRICS if metrics is None else metrics
    report = Report(model or getattr(client, "course_model", "?"))
    for case in cases:
        recorder = TrajectoryRecorder()
        case_tools = tools() if callable(tools) else tools
        try:
            messages = ([{"role": "system", "content": system}] if system else []) + \
                [{"role": "user", "content": case.question}]
            result = await runner(client, messages, case_tools, model=model,
                                  on_step=recorder, max_steps=max_steps, **options)
            answer, usage, steps = result.answer, result.usage, result.steps
        except (AgentError, openai.APIError) as error:
            answer, usage, steps = None, getattr(error, "usage", None), recorder.steps
            recorder.status = getattr(error, "status", None) or type(error).__name__
        trajectory = {**recorder.to_dict(), "answer": answer, "steps": steps,
                      "total_tokens": usage.total_tokens if usage else 0}
        report.outcomes.append(Outcome(case, trajectory,
                                       {n: bool(m(case, trajectory)) for n, m in metrics.items()}))
    return report


def compare(reports: Iterable[Report]) -> str:
    """One row per model: cases passed, per-metric passes, steps and tokens (markdown)."""
    reports = list(reports)
    names = list(reports[0].outcomes[0].scores) if reports and reports[0].outcomes else []
    header = ["model", "passed", *names, "steps", "tokens"]
    rows = [[r.model, f"{r.passed}/{len(r.outcomes)}",
             *(f"{r.metric_passes(n)}/{len(r.outcomes)}" for n in names),
             str(r.total_steps), str(r.total_tokens)] for r in reports]
    return markdown_table(header, rows)


# ---------------------------------------------------------------- printing


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    """A markdown table padded to line up in plain text too."""
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"

    return "\n".join([line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|",
                      *(line(r) for r in rows)])


def _mark(ok: bool) -> str:
    return "✓" if ok else "✗"


def _short(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
