"""Planning: who decides what the next step is, and when.

The loop (loop.py) answers "how do I take the next step". It does not answer "which
step comes next". There are two places to put that decision:

ReAct (decide as you go)
    The model sees every observation so far and picks the next action on the spot.
    That is just the loop; the only addition is a system prompt that makes the model
    say what it suspects and what it will check (`REACT_PROMPT`, `react_messages`).
    Use it when the next step depends on the last observation (diagnosis, support).

Plan-and-execute (list first, then work through the list)
    One structured-output call turns the request into a `Plan` (2-6 steps, pydantic);
    `execute_plan` then runs each step as a small agent run (lookups) or a single call
    (write, review), reports progress, retries a failed step alone, and re-plans from
    the completed steps plus a new observation when a premise changes.
    Use it when the steps can be listed up front (content work, batch edits).

The rule for choosing: does the next step depend on the last observation?
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Literal

from pydantic import BaseModel, Field, ValidationError

from .errors import AgentError
from .events import Usage
from .loop import run_agent
from .structured import structured_output
from .tools import Tool, tool

# ---------------------------------------------------------------- ReAct

REACT_PROMPT = ("You are a customer-support troubleshooter. Before each tool call, state in one "
                "sentence what you suspect and what you will check. Answer only from tool results.")


def react_messages(question: str, system: str = REACT_PROMPT) -> list[dict]:
    """The ReAct set-up: the same loop, plus one system sentence that asks for thoughts."""
    return [{"role": "system", "content": system}, {"role": "user", "content": question}]


def thoughts(trace: list) -> list[str | None]:
    """The text the model sent with each batch of tool calls (None where it sent none)."""
    return [e.thought for e in trace if getattr(e, "kind", "") == "act"]


# ---------------------------------------------------------------- the plan is data


class PlanStep(BaseModel):
    id: int = Field(description="Position in the plan: 1, 2, 3, ...")
    task: str = Field(description="What this step does, in one sentence.")
    kind: Literal["lookup", "write", "review"] = Field(
        description="lookup: fetch facts with tools; write: draft text from the facts "
                    "gathered; review: check the draft against the facts.")


class Plan(BaseModel):
    """What the planner returns. Plain data: show it, edit it, then run it."""

    goal: str = Field(description="The user's request, restated in one sentence.")
    steps: list[PlanStep] = Field(min_length=2, max_length=6,
                                  description="2 to 6 steps, in the order to do them.")

    def show(self) -> str:
        return "\n".join(f"{s.id}. [{s.kind}] {s.task}" for s in self.steps)

    def renumbered(self) -> "Plan":
        """The same plan with ids 1..n again (after you insert or delete steps)."""
        steps = [s.model_copy(update={"id": i}) for i, s in enumerate(self.steps, start=1)]
        return Plan(goal=self.goal, steps=steps)


class Draft(BaseModel):
    headline: str = Field(description="A headline of at most 12 words.")
    body: str = Field(description="Two to four sentences, using only the facts gathered.")


class Review(BaseModel):
    approved: bool = Field(description="True when every claim in the draft is backed by a fact.")
    problems: list[str] = Field(description="One sentence per unsupported or wrong claim.")


PLANNER_PROMPT = ("You are a planner. Break the goal into 2 to 6 concrete steps, in order. "
                  "Each step is a lookup (fetch facts with tools), a write (draft text from the "
                  "facts) or a review (check the draft against the facts). Do not do the steps.")


async def _parse(client: Any, messages: list[dict], schema: type[BaseModel], usage: Usage,
                 model: str | None) -> BaseModel:
    """One structured-output call on any provider (structured.py); its tokens go on the bill."""
    return await structured_output(client, messages, schema, model=model, usage=usage)


async def make_plan(client: Any, goal: str, *, model: str | None = None,
                    usage: Usage | None = None) -> Plan:
    """One structured-output call: the request in, a validated `Plan` (2-6 steps) out.

    A plan with 1 or 7 steps never reaches you: pydantic rejects it while parsing.
    """
    messages = [{"role": "system", "content": PLANNER_PROMPT},
                {"role": "user", "content": goal}]
    return await _parse(client, messages, Plan, usage if usage is not None else Usage(), model)


def replan_request(goal: str, done: list["StepOutcome"], observation: str) -> str:
    """What the planner reads when it plans again: the goal, what is done, what changed."""
    lines = [f"Goal: {goal}", "Completed steps:"]
    lines += [f"{i}. {o.step.task} -> {o.summary(120)}" for i, o in enumerate(done, start=1)]
    lines += [f"New observation: {observation}", "",
              "Plan only the remaining steps, and adjust them to the new observation."]
    return "\n".join(lines)


async def replan(client: Any, goal: str, done: list["StepOutcome"], observation: str, *,
                 model: str | None = None, usage: Usage | None = None) -> Plan:
    """Plan again from the completed steps plus the new observation (one structured call)."""
    messages = [{"role": "system", "content": PLANNER_PROMPT},
                {"role": "user", "content": replan_request(goal, done, observation)}]
    return await _parse(client, messages, Plan, usage if usage is not None else Usage(), model)


# ---------------------------------------------------------------- executing one step


@dataclass
class StepOutcome:
    """What one step produced. `facts` are the tool results a lookup gathered."""

    step: PlanStep
    ok: bool
    output: str = ""
    data: Any = None                     # a Draft or a Review for write / review steps
    facts: list[dict] = field(default_factory=list)   # [{"tool": name, "result": value}]
    error: str | None = None
    attempts: int = 1
    usage: Usage = field(default_factory=Usage)

    def observation(self) -> str:
        """What this step saw, as the planner should read it: the raw tool results."""
        if not self.facts:
            return self.summary(300)
        return "; ".join(f"{f['tool']} returned {_fields(f['result'])}" for f in self.facts)

    def summary(self, limit: int = 100) -> str:
        text = " ".join((self.output if self.ok else f"failed: {self.error}").split())
        return text if len(text) <= limit else text[: limit - 1] + "…"


def _fields(value: Any) -> str:
    """A result as 'key=value, ...' (its plain fields), or JSON if it has none."""
    if isinstance(value, dict):
        plain = [f"{k}={json.dumps(v, ensure_ascii=False) if isinstance(v, bool) or v is None else v}"
                 for k, v in value.items() if not isinstance(v, (dict, list))]
        if plain:
            return ", ".join(plain)
    return json.dumps(value, ensure_ascii=False)


STEP_PROMPT = ("You carry out ONE step of a larger plan. Do only this step, using the facts "
               "below and your tools; do not do the other steps.")


def step_context(goal: str, done: Iterable[StepOutcome]) -> str:
    """The system section of a step: the goal, and the facts earlier steps gathered (as JSON)."""
    lines = [STEP_PROMPT, f"Goal: {goal}"]
    facts = [f for o in done if o.ok for f in o.facts]
    if facts:
        lines.append("Facts gathered so far:")
        lines += [f"- {f['tool']}: {json.dumps(f['result'], ensure_ascii=False)}" for f in facts]
    drafts = [o.data for o in done if o.ok and isinstance(o.data, Draft)]
    if drafts:
        lines.append(f"Draft so far: {drafts[-1].model_dump_json()}")
    return "\n".join(lines)


def _unresolved_failures(trace: list) -> list:
    """Failed tool calls that no later successful call of the same tool made good."""
    results = [e.result for e in trace if getattr(e, "kind", "") == "observe"]
    return [r for i, r in enumerate(results) if not r.ok and
            not any(later.ok and later.name == r.name for later in results[i + 1:])]


async def run_step(client: Any, step: PlanStep, goal: str, done: list[StepOutcome],
                   tools: Iterable[Tool] = (), *, model: str | None = None,
                   max_steps: int = 4) -> StepOutcome:
    """Run one step: a lookup is a small agent run; write and review are one call each.

    Never raises for an ordinary failure: the outcome says ok=False and why, so the
    caller can retry this step alone.
    """
    usage = Usage()
    system = {"role": "system", "content": step_context(goal, done)}
    try:
        if step.kind == "lookup":
            result = await run_agent(client, [system, {"role": "user", "content": step.task}],
                                     tools, model=model, max_steps=max_steps)
            usage = result.usage
            failed = _unresolved_failures(result.trace)
            facts = [{"tool": e.result.name, "result": e.result.value} for e in result.trace
                     if getattr(e, "kind", "") == "observe" and e.result.ok]
            if failed or not facts:
                why = "; ".join(f"{r.name}: {r.error['message']}" for r in failed) or \
                    "no tool returned anything for this step"
                return StepOutcome(step, False, result.answer, error=why, usage=usage)
            return StepOutcome(step, True, result.answer, facts=facts, usage=usage)
        if step.kind == "write":
            draft = await _parse(client, [system, {"role": "user", "content": step.task}],
                                 Draft, usage, model)
            return StepOutcome(step, True, f"{draft.headline} — {draft.body}", data=draft,
                               usage=usage)
        review = await _parse(client, [system, {"role": "user", "content": step.task}],
                              Review, usage, model)
        verdict = "approved" if review.approved else "rejected: " + " ".join(review.problems)
        return StepOutcome(step, True, verdict, data=review, usage=usage)
    except (AgentError, ValidationError, ValueError) as error:
        if isinstance(error, AgentError) and error.usage is not None:
            usage = error.usage
        return StepOutcome(step, False, error=f"{type(error).__name__}: {error}", usage=usage)


async def run_step_with_retry(client: Any, step: PlanStep, goal: str, done: list[StepOutcome],
                              tools: Iterable[Tool] = (), *, attempts: int = 2,
                              on_retry: Callable[[StepOutcome], Any] | None = None,
                              **kwargs: Any) -> StepOutcome:
    """Run a step; if it fails, run *that step alone* again (up to `attempts` times in all).

    The completed steps are not repeated: their facts are passed in as they are.
    """
    usage, outcome = Usage(), None
    tools = list(tools)
    for attempt in range(1, attempts + 1):
        outcome = await run_step(client, step, goal, done, tools, **kwargs)
        _add(usage, outcome.usage)
        outcome.attempts, outcome.usage = attempt, usage
        if outcome.ok:
            break
        if attempt < attempts and on_retry is not None:
            on_retry(outcome)
    return outcome


def _add(total: Usage, part: Usage) -> None:
    total.prompt_tokens += part.prompt_tokens
    total.completion_tokens += part.completion_tokens
    total.total_tokens += part.total_tokens
    total.model_calls += part.model_calls


# ---------------------------------------------------------------- executing a plan


@dataclass
class Progress:
    """One progress report: step `index` of `total` started, finished, failed or re-planned."""

    event: Literal["start", "retry", "done", "failed", "replan"]
    index: int
    total: int
    step: PlanStep
    outcome: StepOutcome | None = None

    def line(self) -> str:
        head = f"[{self.index}/{self.total}]"
        if self.event == "start":
            return f"{head} {self.step.kind:<6} {self.step.task}"
        pad = " " * len(head)
        o = self.outcome
        if self.event == "retry":
            return f"{pad} ✗ attempt {o.attempts} failed ({o.error}); retrying this step alone"
        if self.event == "failed":
            return f"{pad} ✗ gave up after {o.attempts} attempts: {o.error}"
        if self.event == "replan":
            return f"{pad} ↻ the premise changed: re-planning the remaining steps"
        tries = "1 attempt" if o.attempts == 1 else f"{o.attempts} attempts"
        calls = o.usage.model_calls
        return f"{pad} ✓ {o.summary(90)}  ({tries}, {calls} model call{'' if calls == 1 else 's'})"


def print_progress(p: Progress) -> None:
    print(p.line())


@dataclass
class PlanRun:
    goal: str
    plans: list[Plan]
    outcomes: list[StepOutcome]
    status: str = "completed"           # completed | failed
    usage: Usage = field(default_factory=Usage)

    @property
    def draft(self) -> Draft | None:
        return next((o.data for o in reversed(self.outcomes) if isinstance(o.data, Draft)), None)

    @property
    def review(self) -> Review | None:
        return next((o.data for o in reversed(self.outcomes) if isinstance(o.data, Review)), None)


async def execute_plan(client: Any, plan: Plan, tools: Iterable[Tool] = (), *,
                       attempts: int = 2,
                       should_replan: Callable[[StepOutcome], bool] | None = None,
                       max_replans: int = 1,
                       on_progress: Callable[[Progress], Any] | None = print_progress,
                       model: str | None = None, max_steps: int = 4,
                       usage: Usage | None = None) -> PlanRun:
    """Work through `plan` step by step.

    - progress: `on_progress(Progress)` before and after each step (`[i/n]` lines by default);
    - a failed step is retried alone, up to `attempts` times; then the run stops (failed);
    - after each successful step, `should_replan(outcome)` may say the premise changed:
      the planner gets the completed steps plus that step's output as the new
      observation, and its plan replaces the steps not done yet.
    """
    tools, usage = list(tools), usage if usage is not None else Usage()
    run = PlanRun(plan.goal, [plan], [], usage=usage)
    todo, replans = list(plan.steps), 0
    report = on_progress or (lambda p: None)
    while todo:
        step = todo.pop(0)
        index, total = len(run.outcomes) + 1, len(run.outcomes) + 1 + len(todo)
        report(Progress("start", index, total, step))
        outcome = await run_step_with_retry(
            client, step, plan.goal, run.outcomes, tools, attempts=attempts, model=model,
            max_steps=max_steps,
            on_retry=lambda o: report(Progress("retry", index, total, step, o)))
        _add(usage, outcome.usage)
        run.outcomes.append(outcome)
        if not outcome.ok:
            report(Progress("failed", index, total, step, outcome))
            run.status = "failed"
            break
        report(Progress("done", index, total, step, outcome))
        if todo and should_replan is not None and replans < max_replans and should_replan(outcome):
            report(Progress("replan", index, total, step, outcome))
            new = await replan(client, plan.goal, run.outcomes, outcome.observation(),
                               model=model, usage=usage)
            run.plans.append(new)
            todo, replans = list(new.steps), replans + 1
    return run


# ---------------------------------------------------------------- demo tools for the lessons

# Product specifications are marketing facts, not stock: they live here, not in the World.
PRODUCT_FEATURES = {
    "KB-200": ["hot-swappable tactile switches", "75% layout with 84 keys",
               "USB-C and Bluetooth 5.1 for up to 3 devices",
               "about 200 hours per charge with the backlight off"],
    "HP-300": ["active noise cancelling", "30 hours of playback with ANC on",
               "10 minutes of USB-C charging for 5 hours of music", "folds flat, 250 g"],
    "MS-110": ["silent clicks", "2.4 GHz receiver and Bluetooth", "one AA battery for 12 months"],
    "MN-270": ["27-inch 4K IPS panel", "USB-C with 65 W charging", "factory-calibrated colour"],
    "SP-050": ["360-degree sound", "IPX7 waterproof", "12 hours of playback"],
}


def catalog_tools(world: Any) -> list[Tool]:
    """`get_product_specs` for the plan-and-execute lesson (the World keeps stock and prices)."""

    @tool
    def get_product_specs(sku: str) -> dict:
        """Name, price and feature list (specs) of one product, by its SKU. Use to gather
        specs for a product announcement. Not for stock levels or availability."""
        rows = world.query("SELECT sku, product, price_cny FROM stock WHERE sku = ?",
                           (sku.strip().upper(),))
        if not rows:
            raise LookupError(f"No product with SKU {sku!r}. SKUs look like 'KB-200'.")
        return {**rows[0], "features": PRODUCT_FEATURES.get(rows[0]["sku"], [])}

    return [get_product_specs]


def flaky(tool_: Tool, failures: int = 1,
          message: str = "the service timed out (HTTP 503)") -> Tool:
    """The same tool, failing its first `failures` calls: a deterministic transient outage.

    `flaky_tool.invoke.calls` counts every call, failed or not.
    """

    def shell(t: Tool):
        inner = t.invoke

        async def invoke(args, ctx):
            invoke.calls += 1
            if invoke.calls <= failures:
                raise ConnectionError(message)
            return await inner(args, ctx)

        invoke.calls = 0
        invoke.__wrapped__ = inner
        return invoke

    return tool_.wrapped(shell)


__all__ = ["Draft", "PLANNER_PROMPT", "Plan", "PlanRun", "PlanStep", "Progress", "REACT_PROMPT",
           "Review", "StepOutcome", "catalog_tools", "execute_plan", "flaky", "make_plan",
           "print_progress", "react_messages", "replan", "replan_request", "run_step",
           "run_step_with_retry", "step_context", "thoughts"]
