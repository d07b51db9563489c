"""Planning (chapter 12): ReAct on a diagnosis, plan-and-execute on a content task.

Covers the plan schema (2-6 steps), the offline planner reading the request, progress,
single-step retry, giving up, re-planning, editing a plan, and the general offline
mechanisms the ReAct chain relies on (facts before searches, conditions in descriptions).
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from course_lib import MaxStepsExceeded, make_client, run_agent
from course_lib.offline.write.plans import plan_tasks, review_problems, step_kind
from course_lib.planning import (REACT_PROMPT, Plan, PlanStep, catalog_tools, execute_plan,
                                 flaky, make_plan, react_messages, replan_request, thoughts)
from course_lib.world import World, world_tools

from helpers import run

K2 = ("Write a short product announcement for the K2 keyboard (SKU KB-200): "
      "gather specs, check stock, draft, review.")
H3 = ("Write a short product announcement for the H3 headphones (SKU HP-300): "
      "gather specs, check stock, draft, review.")
DIAGNOSIS = "Why hasn't order A-1021 shipped, and what can we offer the customer?"


def team(world, stock_failures=0):
    stock = world_tools(world, ["check_stock"])[0]
    if stock_failures:
        stock = flaky(stock, failures=stock_failures)
    tools = catalog_tools(world) + [stock] + world_tools(world, ["search_knowledge_base",
                                                                 "get_article"])
    return tools, stock


def step(i, task, kind="lookup"):
    return PlanStep(id=i, task=task, kind=kind)


# ---------------------------------------------------------------- the plan schema


def test_plan_needs_two_to_six_steps():
    with pytest.raises(ValidationError):
        Plan(goal="g", steps=[step(1, "only one")])
    with pytest.raises(ValidationError):
        Plan(goal="g", steps=[step(i, f"s{i}") for i in range(1, 8)])
    assert len(Plan(goal="g", steps=[step(1, "a"), step(2, "b")]).steps) == 2


def test_planner_lists_the_steps_the_request_names_with_their_kinds():
    plan = run(make_plan(make_client(), K2))
    assert [s.kind for s in plan.steps] == ["lookup", "lookup", "write", "review"]
    assert [s.id for s in plan.steps] == [1, 2, 3, 4]
    assert "KB-200" in plan.steps[0].task and "stock" in plan.steps[1].task.lower()


def test_planner_stays_within_the_schema_limits():
    many = "Prepare the launch: " + ", ".join(f"task {w}" for w in "abcdefgh") + "."
    assert len(run(make_plan(make_client(), many)).steps) == 6
    few = "Write a blog post about the M1 mouse."
    steps = run(make_plan(make_client(), few)).steps
    assert 2 <= len(steps) <= 6
    assert [s.kind for s in steps] == ["lookup", "write", "review"]


def test_step_kind_reads_the_leading_verb():
    assert step_kind("Check stock for the K2") == "lookup"
    assert step_kind("Check the draft for wrong prices") == "review"
    assert step_kind("Draft the announcement") == "write"
    assert step_kind("Gather the facts needed for the announcement") == "lookup"


def test_replanning_drops_completed_steps_and_adjusts_the_rest():
    goal, tasks = plan_tasks("Goal: " + H3 + "\nCompleted steps:\n"
                             "1. Gather specs for the H3 headphones (SKU HP-300). -> ok\n"
                             "2. Check stock for the H3 headphones (SKU HP-300). -> ok\n"
                             "New observation: on_hand 0, restock_date 2026-10-20\n\n"
                             "Plan only the remaining steps.")
    assert len(tasks) == 2
    assert tasks[0].startswith("Draft") and "2026-10-20" in tasks[0]
    assert tasks[1].startswith("Review")


def test_plan_renumbered_after_an_edit():
    plan = Plan(goal="g", steps=[step(1, "a"), step(2, "b")])
    plan.steps.insert(1, step(99, "inserted"))
    assert [s.id for s in plan.renumbered().steps] == [1, 2, 3]


# ---------------------------------------------------------------- executing


def test_execute_plan_reports_progress_and_produces_a_reviewed_draft():
    world = World()
    tools, _ = team(world)
    client = make_client()
    lines = []
    plan = run(make_plan(client, K2))
    result = run(execute_plan(client, plan, tools, on_progress=lambda p: lines.append(p.line())))
    assert result.status == "completed"
    assert [line[:5] for line in lines if line.startswith("[")] == \
        ["[1/4]", "[2/4]", "[3/4]", "[4/4]"]
    assert "K2" in result.draft.headline and "699" in result.draft.body
    assert result.review.approved and result.review.problems == []
    # the plan call, 2 calls per lookup, 1 draft, 1 review: every call is on the bill
    assert result.usage.model_calls == 2 + 2 + 1 + 1


def test_a_failed_step_is_retried_alone():
    world = World()
    tools, stock = team(world, stock_failures=1)
    specs = tools[0]
    calls = {"specs": 0}
    inner = specs.invoke

    async def counting(args, ctx):
        calls["specs"] += 1
        return await inner(args, ctx)

    tools[0] = specs.wrapped(lambda t: counting)
    client = make_client()
    lines = []
    result = run(execute_plan(client, run(make_plan(client, K2)), tools,
                              on_progress=lambda p: lines.append(p.line())))
    assert result.status == "completed"
    assert [o.attempts for o in result.outcomes] == [1, 2, 1, 1]
    assert stock.invoke.calls == 2 and calls["specs"] == 1, "only the failed step ran again"
    assert any("retrying this step alone" in line for line in lines)


def test_a_step_that_keeps_failing_stops_the_run():
    world = World()
    tools, stock = team(world, stock_failures=5)
    client = make_client()
    result = run(execute_plan(client, run(make_plan(client, K2)), tools, attempts=2,
                              on_progress=None))
    assert result.status == "failed"
    assert len(result.outcomes) == 2 and not result.outcomes[-1].ok
    assert "HTTP 503" in result.outcomes[-1].error
    assert stock.invoke.calls == 2


def test_replanning_feeds_completed_steps_and_the_observation_back():
    world = World()
    tools, _ = team(world)
    client = make_client()

    def out_of_stock(outcome):
        return any(f["result"].get("in_stock") is False for f in outcome.facts)

    result = run(execute_plan(client, run(make_plan(client, H3)), tools,
                              should_replan=out_of_stock, on_progress=None))
    assert len(result.plans) == 2
    new = result.plans[1]
    assert [s.kind for s in new.steps] == ["write", "review"]
    assert "restock_date" in new.steps[0].task
    assert "2026-10-20" in result.draft.body and "pre-order" in result.draft.headline
    assert result.review.approved
    assert [o.step.kind for o in result.outcomes] == ["lookup", "lookup", "write", "review"]


def test_replan_request_lists_done_steps_and_observation():
    world = World()
    tools, _ = team(world)
    client = make_client()
    result = run(execute_plan(client, run(make_plan(client, K2)), tools, on_progress=None))
    text = replan_request(K2, result.outcomes[:2], "something changed")
    assert "Completed steps:\n1. Gather specs" in text and "New observation: something" in text


def test_an_edited_plan_runs_as_edited():
    world = World()
    tools, _ = team(world)
    client = make_client()
    plan = run(make_plan(client, K2))
    plan.steps.insert(2, PlanStep(id=0, task="Look up the warranty policy in the knowledge base.",
                                  kind="lookup"))
    plan = plan.renumbered()
    result = run(execute_plan(client, plan, tools, on_progress=None))
    assert [o.step.id for o in result.outcomes] == [1, 2, 3, 4, 5]
    assert "Warranty" in result.draft.body


def test_review_flags_numbers_and_claims_the_facts_do_not_back():
    facts = {"product": "Mechanical keyboard K2", "price_cny": 699, "in_stock": False,
             "on_hand": 0, "articles": []}
    problems = review_problems("Mechanical keyboard K2, now 599 CNY, in stock.", facts)
    assert any("599" in p for p in problems)
    assert any("in stock" in p for p in problems)
    assert review_problems("Mechanical keyboard K2: 699 CNY, out of stock.", facts) == []


# ---------------------------------------------------------------- ReAct


def test_react_diagnosis_follows_the_observations():
    world = World()
    result = run(run_agent(make_client(), react_messages(DIAGNOSIS), world_tools(world),
                           max_steps=6))
    names = [c["name"] for c in result.tool_calls]
    assert names == ["get_order_status", "check_stock", "search_knowledge_base", "get_article"]
    args = [c["arguments"] for c in result.tool_calls]
    assert args[1] == {"sku": "HP-300"}, "the SKU comes from the order, not the question"
    assert args[3] == {"article_id": "KB-104"}
    said = thoughts(result.trace)
    assert len(said) == 4 and all(t.startswith("Thought:") for t in said)
    assert "status=paid_not_shipped" in said[1] and "I suspect the product is out of stock" in said[1]
    assert "50 CNY coupon" in result.answer


def test_without_the_prompt_no_thoughts_are_given():
    world = World()
    result = run(run_agent(make_client(), DIAGNOSIS, world_tools(world), max_steps=6))
    assert thoughts(result.trace) == [None, None, None, None]
    assert REACT_PROMPT not in str(result.messages)


def test_react_needs_enough_steps():
    with pytest.raises(MaxStepsExceeded):
        run(run_agent(make_client(), react_messages(DIAGNOSIS), world_tools(World()),
                      max_steps=3))


def test_a_condition_in_a_description_is_checked_against_observations():
    # "Use when an order is paid but not shipped": a shipped order needs no stock check
    world = World()
    tools = world_tools(world, ["get_order_status", "check_stock"])
    shipped = run(run_agent(make_client(), "Where is order A-1024?", tools))
    assert [c["name"] for c in shipped.tool_calls] == ["get_order_status"]
    stuck = run(run_agent(make_client(), "Why hasn't order A-1021 shipped?", tools))
    assert [c["name"] for c in stuck.tool_calls] == ["get_order_status", "check_stock"]
