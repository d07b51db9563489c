"""The Agent object (chapter 11) and the multi-agent patterns (chapter 13)."""

from __future__ import annotations

from collections import Counter

import pytest

from course_lib import MaxStepsExceeded, make_client, run_agent
from course_lib.agents import (TEAM_TOOLS, Agent, CustomerMessage, HandoffError, Meter, Route,
                               Router, TicketFields, TriageDecision, classify, human_handoff,
                               measure, run_pipeline, support_delegator, support_pipeline,
                               support_specialists, triage_pipeline, validate_handoff)
from course_lib.shells import deny, policy_approver, with_approval
from course_lib.world import SUPPORT, World, world_tools

from helpers import run

COMPLAINT = ("The parcel hasn't moved for three days and the box arrived crushed; "
             "I want a refund. Order A-1024.")


# ---------------------------------------------------------------- Agent


def test_agent_run_is_the_loop_with_instructions_in_front():
    world = World()
    client = make_client()
    agent = Agent("support", "You are a support agent.", world_tools(world, SUPPORT))
    result = run(agent.run("Where is order A-1024?", client=client))
    same = run(run_agent(client, agent.messages("Where is order A-1024?"), agent.tools))
    assert result.answer == same.answer and result.steps == same.steps == 2
    assert result.messages[0] == {"role": "system", "content": "You are a support agent."}


def test_agent_max_steps_is_the_fuse():
    agent = Agent("support", "Be brief.", world_tools(World(), SUPPORT), max_steps=1)
    with pytest.raises(MaxStepsExceeded):
        run(agent.run("Where is order A-1024?", client=make_client()))


# ---------------------------------------------------------------- router

BATCH = ["Where is order A-1024?", "What is the refund status of order A-1015?",
         "What is your return policy?", "Can you recommend a restaurant in Shenzhen?",
         "订单 A-1024 到哪了？", "退款还没到账，订单 A-1019", "我想开发票",
         "Do you offer a warranty on monitors?", "Has the money for A-1019 come back yet?",
         "北京今天天气怎么样？"]


def test_router_output_is_one_of_the_enum_values():
    client = make_client()
    for message in BATCH:
        route = run(classify(client, message))
        assert isinstance(route, Route) and route.category in ("order", "refund", "knowledge",
                                                               "other")


def test_router_statistics_over_a_batch():
    router = Router(support_specialists(World()))
    routed = run(router.handle_batch(make_client(), BATCH))
    assert [r.category for r in routed] == ["order", "refund", "knowledge", "other", "order",
                                            "refund", "knowledge", "knowledge", "refund", "other"]
    assert router.stats == Counter(order=2, refund=3, knowledge=3, other=2)
    assert router.shares()["refund"] == 0.3
    other = routed[3]
    assert other.answer == human_handoff("") and other.usage.model_calls == 1  # no specialist call


def test_router_refuses_a_category_without_a_specialist():
    team = support_specialists(World())
    del team["refund"]
    with pytest.raises(ValueError, match="refund"):
        Router(team)


def test_specialists_see_only_their_own_tools():
    team = support_specialists(World())
    assert [t.name for t in team["refund"].tools] == ["get_refund_status"]
    routed = run(Router(team).handle(make_client(), "What is the refund status of order A-1015?"))
    assert routed.result.tool_calls[0]["name"] == "get_refund_status"
    assert "R-3001" in routed.answer


# ---------------------------------------------------------------- pipeline


def test_each_pipeline_stage_runs_alone():
    client = make_client()
    extract, review = triage_pipeline(client)
    ticket = run(extract.run(CustomerMessage(text=COMPLAINT)))
    assert ticket == TicketFields(order_id="A-1024", issue="shipping", sentiment="negative",
                                  wants_refund=True)
    calm = TicketFields(order_id="A-1019", issue="other", sentiment="positive", wants_refund=False)
    decision = run(review.run(calm))
    assert decision.priority == "low" and decision.needs_human is False


def test_pipeline_hands_over_validated_objects():
    result = run(run_pipeline(triage_pipeline(make_client()), {"text": COMPLAINT}))
    assert result.ok
    assert isinstance(result.outputs["extract"], TicketFields)
    assert result.last == TriageDecision(priority="high", needs_human=True,
                                         reason=result.last.reason)


def test_a_bad_handoff_is_caught_and_reported():
    result = run(run_pipeline(triage_pipeline(make_client()),
                              {"text": "The box arrived crushed and I am angry."}))
    assert not result.ok and result.outputs == {}
    assert isinstance(result.error, HandoffError) and result.error.stage == "extract"
    assert result.error.errors[0]["field"] == "order_id"
    assert "pattern" in result.error.errors[0]["message"]


def test_validate_handoff_rejects_an_edited_object():
    ticket = TicketFields(order_id="A-1024", issue="refund", sentiment="negative", wants_refund=True)
    ticket.issue = "lost"   # pydantic does not check assignments by default
    with pytest.raises(HandoffError) as caught:
        validate_handoff(ticket, TicketFields, "extract")
    assert caught.value.errors[0]["field"] == "issue"
    with pytest.raises(HandoffError):
        validate_handoff("free text is not a ticket", TicketFields, "extract")


def test_empty_message_is_rejected_before_any_model_call():
    meter = Meter()
    result = run(run_pipeline(triage_pipeline(meter.wrap(make_client())), {"text": ""}))
    assert not result.ok and result.error.stage == "input of extract"
    assert meter.calls == []


# ---------------------------------------------------------------- delegation


def test_delegation_returns_only_the_sub_agents_answer():
    world = World()
    client = make_client()
    calls = []
    front = support_delegator(world, client, calls=calls)
    result = run(front.run("Where is order A-1024?", client=client))
    assert [c["name"] for c in result.tool_calls] == ["ask_order_specialist"]
    assert len(calls) == 1 and calls[0].answer and calls[0].inner_messages == 5
    tool_names = [m.get("tool_calls", [{}])[0].get("function", {}).get("name")
                  for m in result.messages if m.get("tool_calls")]
    assert tool_names == ["ask_order_specialist"], "inner tool calls never reach the main context"
    assert "SF Express" in result.answer


def test_inner_step_limit_becomes_an_error_observation():
    world = World()
    client = make_client()
    calls = []
    front = support_delegator(world, client, inner_max_steps=1, calls=calls)
    result = run(front.run("Where is order A-1024?", client=client))
    assert calls[0].status == "max_steps_exceeded" and calls[0].answer is None
    failed = [c for c in result.tool_calls if not c["ok"]]
    assert failed and failed[0]["name"] == "ask_order_specialist"
    assert "stopped without an answer" in result.answer


def test_approval_can_guard_a_delegation_tool():
    world = World()
    client = make_client()
    calls = []
    front = support_delegator(world, client, calls=calls)
    audit = []
    guarded = with_approval(front.tools, policy_approver(lambda r: deny("refunds need a person")),
                            confirm=["ask_refund_specialist"], audit=audit)
    front.tools = guarded
    result = run(front.run("What is the refund status of order A-1015?", client=client))
    assert calls == [], "a denied delegation never starts the sub-agent"
    assert audit[0]["decision"] == "denied"
    assert "not approved" in result.answer


def test_meter_counts_inner_calls_too():
    world = World()
    meter = Meter()
    client = meter.wrap(make_client())
    front = support_delegator(world, client)
    totals = run(measure(meter, lambda m: front.run(m, client=client), ["Where is order A-1024?"]))
    # outer: delegate + answer; inner: lookup + answer
    assert totals["model_calls"] == 4 and totals["messages"] == 1
    assert totals["total_tokens"] == totals["prompt_tokens"] + totals["completion_tokens"]
    assert totals["latency_units"] > totals["model_calls"]


def test_patterns_compare_deterministically():
    async def table():
        world = World()
        meter = Meter()
        client = meter.wrap(make_client())
        tools = world_tools(world, TEAM_TOOLS)
        router = Router(support_specialists(world))
        stages = support_pipeline(client, world)
        front = support_delegator(world, client)
        tasks = ["Where is order A-1024?", "What is the return policy?"]
        return [await measure(meter, fn, tasks) for fn in (
            lambda m: run_agent(client, m, tools),
            lambda m: router.handle(client, m),
            lambda m: run_pipeline(stages, {"text": m}),
            lambda m: front.run(m, client=client))]

    first, second = run(table()), run(table())
    assert first == second
    single, routed, piped, delegated = (row["model_calls"] for row in first)
    assert single < routed < piped and single < delegated


def _stream_request(client, **extra):
    return client.chat.completions.create(
        model=client.course_model, stream=True,
        messages=[{"role": "user", "content": "Where is order A-1024?"}],
        tools=[t.schema() for t in world_tools(World(), SUPPORT)], **extra)


def test_meter_counts_a_streamed_call_with_its_usage_chunk():
    async def streamed_and_plain():
        meter = Meter()
        client = meter.wrap(make_client())
        stream = await _stream_request(client, stream_options={"include_usage": True})
        chunks = [chunk async for chunk in stream]
        plain = await client.chat.completions.create(
            model=client.course_model, messages=[{"role": "user", "content": "Where is order A-1024?"}],
            tools=[t.schema() for t in world_tools(World(), SUPPORT)])
        return meter, chunks, plain

    meter, chunks, plain = run(streamed_and_plain())
    assert chunks, "the wrapper passes every chunk through"
    assert [c["kind"] for c in meter.calls] == ["stream", "create"]
    streamed = meter.calls[0]
    # the same request, streamed or not, is the same call on the bill
    assert streamed["prompt_tokens"] == plain.usage.prompt_tokens > 0
    assert streamed["completion_tokens"] == plain.usage.completion_tokens > 0


def test_meter_counts_a_stream_once_even_if_closed_early_or_without_usage():
    async def cut_and_bare():
        meter = Meter()
        client = meter.wrap(make_client())
        cut = await _stream_request(client, stream_options={"include_usage": True})
        async for _ in cut:
            break
        await cut.close()           # the reader stopped early: still one call
        bare = await _stream_request(client)
        async with bare:
            async for _ in bare:
                pass                # read to the end, then closed by the context manager
        return meter

    meter = run(cut_and_bare())
    assert meter.totals()["model_calls"] == 2
    assert meter.calls[1]["prompt_tokens"] == 0, "no usage chunk requested: tokens unknown (0)"
