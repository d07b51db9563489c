"""Pattern 1, routing: one structured call picks a category; a specialist handles it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal

from pydantic import BaseModel, Field

from .agent import Agent, _call
from ..events import AgentResult, Usage
from ..structured import structured_output



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
    return await structured_output(
        client, [{"role": "system", "content": ROUTER_PROMPT},
                 {"role": "user", "content": message}], schema, model=model, usage=usage)


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
