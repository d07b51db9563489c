"""course_lib.evaluation: metrics, running cases, the score tables (chapter 14)."""

from __future__ import annotations

import pytest

from course_lib.evaluation import (DEFAULT_METRICS, Case, compare, evaluate, has_facts,
                                   markdown_table, right_tools, within_budget)
from course_lib.gates import SAY_DO_RULE, run_gated
from course_lib.llm import make_client
from course_lib.world import SUPPORT, World, world_tools

from helpers import run

CASES = [
    Case("order", "Where is order A-1024?", ("get_order_status",), ("SF Express", "2026-10-14")),
    Case("hotter-zh", "北京和上海哪个热？", ("get_weather",), ("31",)),
    Case("policy", "What is the return policy?", ("search_knowledge_base", "get_article"),
         ("7 days",), max_steps=3),
    Case("no-tool", "What's the capital of France?", (), (), max_steps=1),
]


def fresh_tools():
    return world_tools(World(), SUPPORT)


def trajectory(**kw) -> dict:
    base = {"status": "completed", "steps": 2, "tools": ["get_order_status"], "calls": [],
            "answer": "Order A-1024 ships with SF Express, ETA 2026-10-14.", "total_tokens": 100}
    return {**base, **kw}


# ---------------------------------------------------------------- metrics


def test_right_tools_wants_every_expected_tool_and_nothing_unexpected():
    case = CASES[2]
    assert right_tools(case, trajectory(tools=["search_knowledge_base", "get_article"]))
    assert right_tools(case, trajectory(tools=["search_knowledge_base", "get_article",
                                               "get_article"]))
    assert not right_tools(case, trajectory(tools=["search_knowledge_base"]))
    assert not right_tools(case, trajectory(tools=["search_knowledge_base", "get_article",
                                                   "get_weather"]))
    allowed = Case("x", "q", ("a",), allow_tools=("b",))
    assert right_tools(allowed, trajectory(tools=["a", "b"]))
    assert right_tools(CASES[3], trajectory(tools=[]))
    assert not right_tools(CASES[3], trajectory(tools=["get_weather"]))


def test_within_budget_needs_a_completed_run_in_budget():
    assert within_budget(CASES[0], trajectory(steps=2))
    assert not within_budget(CASES[0], trajectory(steps=3))
    assert not within_budget(CASES[0], trajectory(steps=1, status="max_steps_exceeded"))


def test_has_facts_is_case_insensitive_and_needs_all_facts():
    assert has_facts(CASES[0], trajectory(answer="sf express ... 2026-10-14"))
    assert not has_facts(CASES[0], trajectory(answer="SF Express"))
    assert not has_facts(CASES[0], trajectory(answer=None, status="stalled"))
    assert has_facts(CASES[3], trajectory(answer="Paris"))


def test_a_date_fact_is_found_however_the_answer_writes_it():
    for written in ("2026-10-14", "14 October", "October 14", "预计10月14日送达"):
        assert has_facts(CASES[0], trajectory(answer=f"SF Express, {written}")), written
    assert not has_facts(CASES[0], trajectory(answer="SF Express, 15 October"))
    assert not has_facts(CASES[0], trajectory(answer="SF Express, 4 October"))
    four = Case("parcel", "When does it arrive?", (), ("2026-10-04",))
    assert not has_facts(four, trajectory(answer="It arrives on 14 October."))
    assert has_facts(four, trajectory(answer="It arrives on 4 October."))


# ---------------------------------------------------------------- running


def test_the_default_model_passes_and_the_sayer_is_caught():
    good = run(evaluate(CASES, make_client(), fresh_tools))
    bad = run(evaluate(CASES, make_client(model="offline-sayer"), fresh_tools))
    assert good.model == "offline" and good.passed == 4
    assert bad.model == "offline-sayer" and bad.passed == 1   # only the no-tool case
    sayer = {o.case.id: o for o in bad.outcomes}
    assert sayer["order"].scores == {"tools": False, "budget": True, "facts": False}
    assert sayer["order"].trajectory["answer"] == "Let me check that for you…"
    assert sayer["order"].trajectory["tools"] == []
    assert bad.total_tokens < good.total_tokens   # cheap because it did nothing
    assert bad.failures()[0].startswith("order: failed tools, facts | answer: Let me check")


def test_a_system_rule_and_the_gate_are_measured_too():
    ruled = run(evaluate(CASES, make_client(model="offline-sayer"), fresh_tools,
                         system=SAY_DO_RULE))
    gated = run(evaluate(CASES, make_client(model="offline-sayer"), fresh_tools,
                         runner=run_gated))
    assert ruled.passed == 4
    assert [o.scores["facts"] for o in gated.outcomes] == [True] * 4
    assert [o.trajectory["steps"] for o in gated.outcomes] == [3, 3, 4, 1]  # one more each
    assert gated.metric_passes("budget") == 1


def test_a_typed_failure_is_scored_not_raised():
    report = run(evaluate(CASES[:1], make_client(), fresh_tools, max_steps=1))
    outcome = report.outcomes[0]
    assert outcome.trajectory["status"] == "max_steps_exceeded"
    assert outcome.trajectory["answer"] is None
    assert outcome.trajectory["total_tokens"] > 0
    assert outcome.scores == {"tools": True, "budget": False, "facts": False}


def test_tools_may_be_a_factory_called_once_per_case():
    calls = []

    def factory():
        calls.append(1)
        return fresh_tools()
    run(evaluate(CASES, make_client(), factory))
    assert len(calls) == len(CASES)


def test_custom_metrics_replace_the_defaults():
    def first_call_ok(case, t):
        return all(c["ok"] for c in t["calls"][:1])
    report = run(evaluate(CASES[:2], make_client(), fresh_tools,
                          metrics={"first_ok": first_call_ok}))
    assert [o.scores for o in report.outcomes] == [{"first_ok": True}] * 2
    assert set(DEFAULT_METRICS) == {"tools", "budget", "facts"}


# ---------------------------------------------------------------- tables


def test_tables_are_aligned_markdown_with_a_total_row():
    good = run(evaluate(CASES, make_client(), fresh_tools))
    table = good.table().splitlines()
    assert table[0].startswith("| case ") and table[1].startswith("|---")
    assert len({len(line) for line in table}) == 1           # every row lines up
    assert table[-1].startswith("| total") and "4/4" in table[-1]
    both = compare([good, run(evaluate(CASES, make_client(model="offline-sayer"),
                                       fresh_tools))]).splitlines()
    assert both[0].split("|")[1:-1] == [" model         ", " passed ", " tools ", " budget ",
                                         " facts ", " steps ", " tokens "]
    assert "| offline-sayer | 1/4" in both[3]


def test_markdown_table_pads_columns():
    assert markdown_table(["a", "bb"], [["ccc", "d"]]) == \
        "| a   | bb |\n|-----|----|\n| ccc | d  |"


@pytest.mark.parametrize("model", ["offline", "offline-thinker"])
def test_evaluation_is_deterministic(model):
    first = run(evaluate(CASES, make_client(model=model), fresh_tools)).table()
    again = run(evaluate(CASES, make_client(model=model), fresh_tools)).table()
    assert first == again
