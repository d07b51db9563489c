"""The demo support team the lessons compare the patterns on (pattern 3, delegation, included)."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..loop import run_agent
from .agent import Agent
from .pipeline import CustomerMessage, Stage, structured_call
from .router import ROUTE_MEANINGS


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
    from ..world import world_tools
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
    from ..world import world_tools

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
        request = await structured_call(
            client, "extract",
            [{"role": "system", "content": "Extract the support request fields."},
             {"role": "user", "content": message.text}], SupportRequest)
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
        return await structured_call(
            client, "check",
            [{"role": "system", "content": "Check that every claim in the reply is backed by "
              "the facts.\nFacts:\n" + facts},
             {"role": "user", "content": reply.text}], ReplyCheck)

    return [Stage("extract", extract, CustomerMessage, SupportRequest),
            Stage("resolve", resolve, SupportRequest, Reply),
            Stage("check", check, Reply, ReplyCheck)]
