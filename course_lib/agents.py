"""Agents as objects, and three ways to make several of them work together.

`Agent` is the counterpart of an SDK agent object (the AI SDK's `ToolLoopAgent`, the
OpenAI Agents SDK's `Agent`): a name, instructions, tools, a model and a step limit.
`await agent.run(question)` is `run_agent` with the instructions put in front: the
object stores the loop's settings; the loop (loop.py) is still the whole agent.

Three multi-agent patterns, loosest to tightest:

    Router      one structured call picks a category (an enum); a specialist handles
                the message. The orchestration is your code: it cannot drift.
    Pipeline    stage A's output is stage B's input, handed over as a validated
                pydantic object, never free text. Each stage is testable alone; a bad
                hand-off is caught and reported (`HandoffError`).
    Delegation  a sub-agent runs inside a tool's function (`Agent.as_tool`), with its
                own step limit. The main context receives only its answer. The model
                decides when to delegate: flexible, and harder to predict.

`Meter` wraps a client and counts every model call (inner ones too): tokens, calls
and simulated latency, so the patterns can be compared by measurement.
"""

from __future__ import annotations

import inspect
import json
from collections import Counter
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Awaitable, Callable, Iterable, Literal

from pydantic import BaseModel, Field, ValidationError, create_model

from .errors import AgentError, Aborted
from .events import AgentResult, Usage
from .loop import DEFAULT_MAX_STEPS, run_agent
from .tools import Tool, ToolContext, ToolTable

# ---------------------------------------------------------------- the agent object


@dataclass
class Agent:
    """name + instructions + tools + model + max_steps; `await agent.run(question)`."""

    name: str
    instructions: str
    tools: list[Tool] | ToolTable = field(default_factory=list)
    model: str | None = None         # None: the client's default (client.course_model)
    max_steps: int = DEFAULT_MAX_STEPS
    client: Any = None               # None: pass one to run(), or make_client() is used

    def messages(self, question: str) -> list[dict]:
        return [{"role": "system", "content": self.instructions},
                {"role": "user", "content": question}]

    async def run(self, question: str, *, client: Any = None, on_step: Any = (),
                  **kwargs: Any) -> AgentResult:
        """Run the loop on one question with this agent's settings (raises typed errors)."""
        client = client or self.client or _default_client()
        return await run_agent(client, self.messages(question), self.tools, model=self.model,
                               max_steps=self.max_steps, on_step=on_step, **kwargs)

    def as_tool(self, name: str | None = None, description: str | None = None, *,
                client: Any = None, calls: list | None = None) -> Tool:
        """This agent as a tool for another agent: delegation.

        The tool's function runs this agent's whole loop (with *its* step limit) and
        returns only the final answer; the inner messages never reach the caller's
        context. If the inner run stops (max steps), the tool fails with an error the
        outer model reads. `calls`, if given, receives one `Delegation` per call.
        """
        agent = self
        tool_name = name or f"ask_{self.name}"
        args_model = create_model(
            _camel(tool_name) + "Args",
            message=(str, Field(description="The customer's message or the sub-task, "
                                            "in full, with every id it mentions.")))

        async def invoke(args: BaseModel, ctx: ToolContext) -> str:
            try:
                result = await agent.run(args.message, client=client, signal=ctx.signal,
                                         session_id=ctx.session_id)
            except Aborted:
                raise
            except AgentError as error:
                if calls is not None:
                    calls.append(Delegation(agent.name, args.message, None, error.steps,
                                            error.usage or Usage(), len(error.messages),
                                            error.status))
                raise RuntimeError(f"the {agent.name} agent stopped without an answer "
                                   f"({error.status} after {error.steps} steps); answer "
                                   "without it or ask the user to narrow the question.") from None
            if calls is not None:
                calls.append(Delegation(agent.name, args.message, result.answer, result.steps,
                                        result.usage, len(result.messages)))
            return result.answer

        return Tool(tool_name, description or f"Delegate to the {self.name} agent: "
                    f"{self.instructions}", args_model, invoke)


@dataclass
class Delegation:
    """One sub-agent run, as the delegating tool saw it."""

    agent: str
    message: str
    answer: str | None        # all the caller's context receives
    steps: int
    usage: Usage
    inner_messages: int       # how long the sub-agent's own conversation became
    status: str = "completed"


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def _default_client() -> Any:
    from .llm import make_client
    return make_client()


async def _call(fn: Callable, *args: Any) -> Any:
    out = fn(*args)
    return await out if inspect.isawaitable(out) else out


# ---------------------------------------------------------------- pattern 1: router

ROUTE_MEANINGS = ("order: where an order is, its delivery, shipping or stock; "
                  "refund: the status of a refund or money back for an order; "
                  "knowledge: policies and how-to (return policy, shipping times, warranty, "
                  "invoices, compensation, refund rules); "
                  "other: anything else")


class Route(BaseModel):
    """The front desk's decision. An enum, so routes can be counted and tested."""

    category: Literal["order", "refund", "knowledge", "other"] = Field(
        description=ROUTE_MEANINGS)
    reason: str = Field(description="One short sentence: why this category.")


ROUTER_PROMPT = ("You are the front desk of an electronics shop's customer service. Do not "
                 "answer the message. Classify it for the right specialist.")


async def classify(client: Any, message: str, *, schema: type[BaseModel] = Route,
                   model: str | None = None, usage: Usage | None = None) -> BaseModel:
    """One structured call: the message in, a validated routing decision out."""
    reply = await client.chat.completions.parse(
        model=model or client.course_model, response_format=schema,
        messages=[{"role": "system", "content": ROUTER_PROMPT},
                  {"role": "user", "content": message}])
    if usage is not None:
        usage.add(reply.usage)
    parsed = reply.choices[0].message.parsed
    if parsed is None:
        raise ValueError(reply.choices[0].message.refusal or "the router returned nothing")
    return parsed


@dataclass
class Routed:
    message: str
    category: str
    reason: str
    answer: str
    usage: Usage
    result: AgentResult | None = None   # the specialist's run (None for a code handler)


@dataclass
class Router:
    """A front desk (one classification call) and a team of specialists.

    `specialists` maps each category to an `Agent`, or to a plain function
    `handler(message) -> str` for categories that need no model at all.
    `stats` counts the routes taken: after a week in production it tells you which
    specialist needs better tools.
    """

    specialists: dict[str, Any]
    schema: type[BaseModel] = Route
    field_name: str = "category"
    model: str | None = None
    stats: Counter = field(default_factory=Counter)

    def __post_init__(self) -> None:
        categories = self.schema.model_fields[self.field_name].annotation.__args__
        missing = [c for c in categories if c not in self.specialists]
        if missing:
            raise ValueError(f"No specialist for {missing}: every category the router can "
                             "choose needs a handler.")

    async def handle(self, client: Any, message: str) -> Routed:
        usage = Usage()
        route = await classify(client, message, schema=self.schema, model=self.model,
                               usage=usage)
        category = getattr(route, self.field_name)
        self.stats[category] += 1
        handler = self.specialists[category]
        result = None
        if isinstance(handler, Agent):
            result = await handler.run(message, client=client)
            _add(usage, result.usage)
            answer = result.answer
        else:
            answer = await _call(handler, message)
        return Routed(message, category, getattr(route, "reason", ""), answer, usage, result)

    async def handle_batch(self, client: Any, messages: Iterable[str]) -> list[Routed]:
        return [await self.handle(client, m) for m in messages]

    def shares(self) -> dict[str, float]:
        total = sum(self.stats.values()) or 1
        return {k: self.stats[k] / total for k in sorted(self.stats)}


def _add(total: Usage, part: Usage | None) -> None:
    if part is None:
        return
    total.prompt_tokens += part.prompt_tokens
    total.completion_tokens += part.completion_tokens
    total.total_tokens += part.total_tokens
    total.model_calls += part.model_calls


# ---------------------------------------------------------------- pattern 2: pipeline


class HandoffError(Exception):
    """A stage's output did not validate as the next stage's input."""

    def __init__(self, stage: str, schema: type[BaseModel], errors: list[dict]):
        self.stage, self.schema, self.errors = stage, schema, errors
        problems = "; ".join(f"{e['field']}: {e['message']}" for e in errors)
        super().__init__(f"hand-off after stage '{stage}' rejected by {schema.__name__}: "
                         f"{problems}")


def validate_handoff(value: Any, schema: type[BaseModel], stage: str) -> BaseModel:
    """The gate between two stages: a dict, JSON text or object in, a `schema` instance out."""
    try:
        if isinstance(value, schema):
            return schema.model_validate(value.model_dump())   # re-check: it may have been edited
        if isinstance(value, BaseModel):
            value = value.model_dump()
        if isinstance(value, str):
            return schema.model_validate_json(value)
        return schema.model_validate(value)
    except ValidationError as error:
        raise HandoffError(stage, schema, _errors(error)) from None


def _errors(error: ValidationError) -> list[dict]:
    return [{"field": ".".join(str(p) for p in e["loc"]) or "(input)",
             "message": e["msg"].removeprefix("Value error, ")} for e in error.errors()]


@dataclass
class Stage:
    """One stage: `run(input_object) -> output_object`, with the two schemas it promises."""

    name: str
    run: Callable[[BaseModel], Awaitable[Any]]
    input: type[BaseModel]
    output: type[BaseModel]


@dataclass
class PipelineResult:
    outputs: dict[str, BaseModel]       # stage name -> its validated output
    ok: bool = True
    error: HandoffError | None = None   # where and why it stopped

    @property
    def last(self) -> BaseModel | None:
        return list(self.outputs.values())[-1] if self.outputs else None


async def run_pipeline(stages: list[Stage], first: Any) -> PipelineResult:
    """Run stages in order; every hand-off is validated; a bad one stops the line, reported."""
    outputs: dict[str, BaseModel] = {}
    value = first
    for stage in stages:
        try:
            value = validate_handoff(value, stage.input, f"input of {stage.name}")
            try:
                produced = await stage.run(value)
            except ValidationError as error:   # e.g. a structured reply that broke the schema
                raise HandoffError(stage.name, stage.output, _errors(error)) from None
            value = validate_handoff(produced, stage.output, stage.name)
        except HandoffError as error:
            return PipelineResult(outputs, ok=False, error=error)
        outputs[stage.name] = value
    return PipelineResult(outputs)


class CustomerMessage(BaseModel):
    text: str = Field(min_length=1)


class TicketFields(BaseModel):
    """What the extraction agent hands to the review agent."""

    order_id: str = Field(pattern=r"^[A-Z]-\d{4}$", description="Order id such as 'A-1024'.")
    issue: Literal["shipping", "quality", "refund", "other"] = Field(
        description="shipping: late, lost or stuck parcels; quality: broken, damaged or "
                    "defective goods; refund: money back; other: anything else")
    sentiment: Literal["positive", "neutral", "negative"]
    wants_refund: bool = Field(description="True when the customer asks for money back.")


class TriageDecision(BaseModel):
    """What the review agent decides from the ticket fields."""

    priority: Literal["low", "normal", "high"]
    needs_human: bool = Field(description="True when a person must look at it (money, "
                                          "anger or urgency).")
    reason: str


EXTRACT_PROMPT = "You extract ticket fields from a customer's message. Extract; do not reply."
REVIEW_PROMPT = ("You review support tickets: decide the priority and whether a person must "
                 "step in. You receive the ticket as JSON data.")


def structured_stage(client: Any, name: str, system: str, input_schema: type[BaseModel],
                     output_schema: type[BaseModel], render: Callable[[BaseModel], str],
                     *, model: str | None = None, usage: Usage | None = None) -> Stage:
    """A stage that is one structured-output call: input object -> prompt -> output object."""

    async def run(value: BaseModel) -> BaseModel:
        reply = await client.chat.completions.parse(
            model=model or client.course_model, response_format=output_schema,
            messages=[{"role": "system", "content": system},
                      {"role": "user", "content": render(value)}])
        if usage is not None:
            usage.add(reply.usage)
        return reply.choices[0].message.parsed

    return Stage(name, run, input_schema, output_schema)


def triage_pipeline(client: Any, *, model: str | None = None,
                    usage: Usage | None = None) -> list[Stage]:
    """extract (message -> TicketFields) -> review (TicketFields -> TriageDecision)."""
    return [
        structured_stage(client, "extract", EXTRACT_PROMPT, CustomerMessage, TicketFields,
                         lambda m: m.text, model=model, usage=usage),
        structured_stage(client, "review", REVIEW_PROMPT, TicketFields, TriageDecision,
                         lambda t: "Ticket data: " + t.model_dump_json(), model=model,
                         usage=usage),
    ]


# ---------------------------------------------------------------- measuring


class Meter:
    """Counts every model call made through `meter.wrap(client)`, sub-agents included.

    Latency is *simulated*, in units: each call costs one round trip plus its output
    (1 unit per `tokens_per_unit` completion tokens). Calls in these patterns run one
    after another, so the units add up. Deterministic, unlike a stopwatch.
    """

    def __init__(self, tokens_per_unit: int = 50) -> None:
        self.tokens_per_unit = tokens_per_unit
        self.calls: list[dict] = []

    def wrap(self, client: Any) -> "MeteredClient":
        return MeteredClient(client, self)

    def record(self, reply: Any, kind: str) -> None:
        u = getattr(reply, "usage", None)
        self.calls.append({"kind": kind, "prompt_tokens": getattr(u, "prompt_tokens", 0) or 0,
                           "completion_tokens": getattr(u, "completion_tokens", 0) or 0})

    def totals(self, since: int = 0) -> dict:
        calls = self.calls[since:]
        prompt = sum(c["prompt_tokens"] for c in calls)
        completion = sum(c["completion_tokens"] for c in calls)
        latency = sum(1 + c["completion_tokens"] / self.tokens_per_unit for c in calls)
        return {"model_calls": len(calls), "prompt_tokens": prompt,
                "completion_tokens": completion, "total_tokens": prompt + completion,
                "latency_units": round(latency, 1)}


class _MeteredCompletions:
    def __init__(self, inner: Any, meter: Meter) -> None:
        self._inner, self._meter = inner, meter

    async def create(self, **request: Any) -> Any:
        reply = await self._inner.create(**request)
        if not request.get("stream"):
            self._meter.record(reply, "create")
        return reply

    async def parse(self, **request: Any) -> Any:
        reply = await self._inner.parse(**request)
        self._meter.record(reply, "parse")
        return reply


class MeteredClient:
    """An async client whose chat completions are counted; everything else passes through."""

    def __init__(self, client: Any, meter: Meter) -> None:
        self._client = client
        self.chat = SimpleNamespace(completions=_MeteredCompletions(client.chat.completions,
                                                                    meter))
        self.course_model = getattr(client, "course_model", None)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


async def measure(meter: Meter, handle: Callable[[str], Awaitable[Any]],
                  messages: Iterable[str]) -> dict:
    """Run `handle` on every message; return the meter's totals for exactly those calls."""
    start, count = len(meter.calls), 0
    for message in messages:
        await handle(message)
        count += 1
    totals = meter.totals(since=start)
    totals["messages"] = count
    return totals


# ---------------------------------------------------------------- the support team

SPECIALIST_TOOLS = {
    "order": ["get_order_status", "check_stock"],
    "refund": ["get_refund_status"],
    "knowledge": ["search_knowledge_base", "get_article"],
}
# The single agent of the comparison gets all of the specialists' tools at once.
TEAM_TOOLS = [name for tools in SPECIALIST_TOOLS.values() for name in tools]
SPECIALIST_PROMPTS = {
    "order": "You are the order specialist: where orders are, delivery and stock. Answer only "
             "from tool results.",
    "refund": "You are the refund specialist: the status of refunds. Answer only from tool "
              "results.",
    "knowledge": "You are the policy specialist: answer from the knowledge base only.",
}
DELEGATE_DESCRIPTIONS = {
    "order": "Ask the order specialist (a sub-agent with order and stock tools) about where an "
             "order is, its delivery, shipping or stock. Returns only its answer.",
    "refund": "Ask the refund specialist (a sub-agent with refund tools) about the status of "
              "a refund or money back. Returns only its answer.",
    "knowledge": "Ask the policy specialist (a sub-agent with the knowledge base) about a "
                 "policy: return policy, warranty, invoices, compensation. Returns only its "
                 "answer.",
}


def human_handoff(message: str) -> str:
    """The 'other' route: no model call, a person takes over."""
    return ("I can help with orders, refunds and our policies. For anything else I'm "
            "passing you to a colleague, who will reply shortly.")


def support_specialists(world: Any, *, max_steps: int = 4) -> dict[str, Any]:
    """The router's team: three small Agents (own prompt, own 1-2 tools) plus a code handler."""
    from .world import world_tools
    team: dict[str, Any] = {
        name: Agent(name, SPECIALIST_PROMPTS[name], world_tools(world, tools), max_steps=max_steps)
        for name, tools in SPECIALIST_TOOLS.items()}
    team["other"] = human_handoff
    return team


def support_delegator(world: Any, client: Any = None, *, inner_max_steps: int = 4,
                      max_steps: int = 4, calls: list | None = None) -> Agent:
    """A front agent whose only tools are the specialists, each running as a sub-agent.

    Pass the (metered) client the sub-agents should use, so their calls are counted too.
    """
    team = support_specialists(world, max_steps=inner_max_steps)
    tools = [team[name].as_tool(f"ask_{name}_specialist", DELEGATE_DESCRIPTIONS[name],
                                client=client, calls=calls) for name in SPECIALIST_TOOLS]
    return Agent("front_desk", "You are the front desk. Delegate each question to the right "
                 "specialist and pass on its answer.", tools, max_steps=max_steps)


def support_pipeline(client: Any, world: Any, *, max_steps: int = 5) -> list[Stage]:
    """extract (message -> SupportRequest) -> resolve (agent with tools) -> check (Review)."""
    from .world import world_tools

    class SupportRequest(BaseModel):
        order_id: str | None = Field(default=None, description="Order id such as 'A-1024', "
                                     "or null when the message names none.")
        topic: Literal["order", "refund", "knowledge", "other"] = Field(
            description=ROUTE_MEANINGS)
        text: str = Field(description="The customer's message, word for word.")

    class Reply(BaseModel):
        text: str
        facts: list[dict] = Field(default_factory=list)

    class ReplyCheck(BaseModel):
        approved: bool
        problems: list[str]

    async def extract(message: CustomerMessage) -> SupportRequest:
        reply = await client.chat.completions.parse(
            model=client.course_model, response_format=SupportRequest,
            messages=[{"role": "system", "content": "Extract the support request fields."},
                      {"role": "user", "content": message.text}])
        request = reply.choices[0].message.parsed
        return request.model_copy(update={"text": message.text})  # keep the words exact

    tools = world_tools(world, TEAM_TOOLS)

    async def resolve(request: SupportRequest) -> Reply:
        facts = f"Ticket: {request.model_dump_json()}"
        result = await run_agent(client, [{"role": "system", "content": facts},
                                          {"role": "user", "content": request.text}],
                                 tools, max_steps=max_steps)
        observed = [{"tool": e.result.name, "result": e.result.value} for e in result.trace
                    if getattr(e, "kind", "") == "observe" and e.result.ok]
        return Reply(text=result.answer, facts=observed)

    async def check(reply: Reply) -> ReplyCheck:
        facts = "\n".join(f"- {f['tool']}: {json.dumps(f['result'], ensure_ascii=False)}"
                          for f in reply.facts)
        answer = await client.chat.completions.parse(
            model=client.course_model, response_format=ReplyCheck,
            messages=[{"role": "system", "content": "Check that every claim in the reply is "
                       "backed by the facts.\nFacts:\n" + facts},
                      {"role": "user", "content": reply.text}])
        return answer.choices[0].message.parsed

    return [Stage("extract", extract, CustomerMessage, SupportRequest),
            Stage("resolve", resolve, SupportRequest, Reply),
            Stage("check", check, Reply, ReplyCheck)]


__all__ = ["Agent", "CustomerMessage", "Delegation", "HandoffError", "Meter", "MeteredClient",
           "PipelineResult", "ROUTER_PROMPT", "Route", "Routed", "Router", "Stage",
           "TicketFields", "TriageDecision", "classify", "human_handoff", "measure",
           "run_pipeline", "structured_stage", "support_delegator", "support_pipeline",
           "support_specialists", "TEAM_TOOLS", "triage_pipeline", "validate_handoff"]
