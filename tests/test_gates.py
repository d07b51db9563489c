"""The say-but-don't-do gate (course_lib/gates.py, chapter 9): what the wording heuristic
catches, what it misses and what it flags wrongly, and a check of the run's record
plugged in with `run_gated(check=...)`."""

from __future__ import annotations

import pytest

from course_lib import tool
from course_lib.gates import NUDGE, announces_action, run_gated
from course_lib.llm import make_client
from course_lib.world import SUPPORT, World, world_tools

from helpers import run


@pytest.fixture
def tools():
    return world_tools(World(), SUPPORT)


@tool
def get_delivery_notice(order_id: str) -> dict:
    """The carrier's latest delivery notice for an order: what the courier told the customer."""
    return {"order_id": order_id, "notice": "At the depot. Please wait for the courier's call."}


def reprompted(result) -> bool:
    return any(m.get("content") == NUDGE for m in result.messages)


def no_tool_ran(result) -> bool:
    return not result.tool_calls


@pytest.mark.parametrize("text", ["Checking that order for you now.",
                                  "Give me a second while I pull up the order."])
def test_the_wording_heuristic_misses_other_phrasings(text):
    assert not announces_action(text)


def test_the_wording_heuristic_flags_an_answer_that_quotes_please_wait():
    assert announces_action("The notice reads: At the depot. Please wait for the courier's call.")


def test_the_default_gate_reprompts_a_complete_answer_that_quotes_please_wait():
    gate = []
    result = run(run_gated(make_client(), "What does the delivery notice for order A-1024 say?",
                           [get_delivery_notice], on_gate=gate.append))
    assert len(result.tool_calls) == 1 and reprompted(result)
    assert len(gate) == 1 and "reads like a promise" in gate[0]


def test_a_check_replaces_the_wording_test():
    gate = []
    result = run(run_gated(make_client(), "What does the delivery notice for order A-1024 say?",
                           [get_delivery_notice], check=no_tool_ran, on_gate=gate.append))
    assert gate == [] and not reprompted(result) and result.usage.model_calls == 2


def test_a_check_that_fires_reprompts_once_and_says_so(tools):
    gate, seen = [], []

    def check(result):
        seen.append(result.answer)
        return no_tool_ran(result)

    result = run(run_gated(make_client(model="offline-sayer"), "Where is order A-1024?", tools,
                           check=check, on_gate=gate.append))
    assert len(seen) == 1, "the check judges the first run only: one re-prompt, never a loop"
    assert len(gate) == 1 and "the check flagged the answer" in gate[0]
    assert reprompted(result) and "SF Express" in result.answer


def test_a_check_is_not_asked_when_no_steps_are_left(tools):
    result = run(run_gated(make_client(model="offline-sayer"), "Where is order A-1024?", tools,
                           check=no_tool_ran, max_steps=1))
    assert not reprompted(result) and result.steps == 1
