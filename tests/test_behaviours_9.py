"""Chapter 9's offline behaviours and the mechanisms they exercise.

- `offline-thinker` sends a thought with each call; `offline` sends none;
- `offline-sayer` promises a lookup without calling anything, obeys a rule against it,
  and acts after the structural gate re-prompts (course_lib/gates.py);
- the competent model asks which one is meant when "it" has nothing to refer to, and
  resolves it from injected entity facts (which never override what the user said).
"""

from __future__ import annotations

import pytest

from course_lib import TracePrinter, run_agent
from course_lib.events import Act
from course_lib.gates import (NUDGE, SAY_DO_RULE, announces_action, run_gated, with_rule)
from course_lib.llm import make_client
from course_lib.offline.models.sayer import PROMISE_EN, PROMISE_ZH, forbids_empty_promises
from course_lib.offline.read.text import back_reference
from course_lib.world import SUPPORT, World, world_tools

from helpers import run


@pytest.fixture
def tools():
    return world_tools(World(), SUPPORT)


def thoughts(result) -> list:
    return [e.thought for e in result.trace if isinstance(e, Act)]


# ---------------------------------------------------------------- thinker


def test_the_default_model_sends_no_text_with_its_calls(tools):
    result = run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", tools))
    assert thoughts(result) == [None]
    assert result.messages[1]["content"] is None


def test_the_thinker_narrates_each_call_with_the_same_calls(tools):
    plain = run(run_agent(make_client(), "Why hasn't order A-1021 shipped?",
                          world_tools(World(), SUPPORT + ["check_stock"])))
    thinker = run(run_agent(make_client(model="offline-thinker"),
                            "Why hasn't order A-1021 shipped?",
                            world_tools(World(), SUPPORT + ["check_stock"])))
    assert thinker.tool_calls == plain.tool_calls
    first, second = thoughts(thinker)
    assert first.startswith('Thought: the user asks "Why hasn\'t order A-1021 shipped?"')
    assert "get_order_status(order_id='A-1024')" not in first
    assert "get_order_status(order_id='A-1021')" in first
    assert second.startswith("Thought: get_order_status ") and "check_stock(" in second
    assert thinker.usage.completion_tokens > plain.usage.completion_tokens


def test_trace_printer_says_none_given_rather_than_inventing_a_thought(tools):
    lines = []
    run(run_agent(make_client(), "Where is order A-1024?", tools,
                  on_step=TracePrinter(show_thoughts=True, write=lines.append)))
    assert "| thought: (none given)" in lines[1]
    lines.clear()
    run(run_agent(make_client(model="offline-thinker"), "Where is order A-1024?", tools,
                  on_step=TracePrinter(show_thoughts=True, write=lines.append)))
    assert "| thought: Thought: the user asks" in lines[1]


# ---------------------------------------------------------------- sayer


@pytest.mark.parametrize("question, promise", [("Where is order A-1024?", PROMISE_EN),
                                               ("订单 A-1024 到哪了？", PROMISE_ZH)])
def test_the_sayer_promises_and_the_loop_ends_with_no_tool_call(tools, question, promise):
    result = run(run_agent(make_client(model="offline-sayer"), question, tools))
    assert (result.answer, result.steps, result.tool_calls) == (promise, 1, [])
    assert announces_action(result.answer)


def test_the_sayer_answers_normally_when_no_tool_is_needed(tools):
    result = run(run_agent(make_client(model="offline-sayer"), "hello", tools))
    assert result.answer == "Hello! How can I help?"


@pytest.mark.parametrize("rule", [
    SAY_DO_RULE,
    "Never say you will check something without calling a tool in the same message.",
    "Do not announce that you are looking anything up without actually calling the tool.",
    "Always call the tool in the same message as any promise to check.",
    "严禁说而不做。",
    "不要说“正在查询”却不调用工具。",
])
def test_the_sayer_obeys_a_rule_against_empty_promises(tools, rule):
    assert forbids_empty_promises(rule)
    messages = with_rule([{"role": "system", "content": "You are a support agent."},
                          {"role": "user", "content": "Where is order A-1024?"}], rule)
    result = run(run_agent(make_client(model="offline-sayer"), messages, tools))
    assert [c["name"] for c in result.tool_calls] == ["get_order_status"]
    assert "SF Express" in result.answer


@pytest.mark.parametrize("text", ["You are a support agent.", "Never make up order ids.",
                                  "Say what you will check, then call the tool."])
def test_other_system_text_is_not_taken_for_the_rule(text):
    assert not forbids_empty_promises(text)


def test_with_rule_creates_or_extends_the_system_message():
    assert with_rule("hi") == [{"role": "system", "content": SAY_DO_RULE},
                               {"role": "user", "content": "hi"}]
    extended = with_rule([{"role": "system", "content": "Be brief."},
                          {"role": "user", "content": "hi"}], "RULE")
    assert extended[0]["content"] == "Be brief.\nRULE"


@pytest.mark.parametrize("text", [PROMISE_EN, PROMISE_ZH, "I'll look into it right away.",
                                  "One moment please.", "Let me quickly check the order.",
                                  "我来查一下。", "正在为您查询，请稍候"])
def test_announcements_are_detected(text):
    assert announces_action(text)


@pytest.mark.parametrize("text", [None, "", "Order A-1024 has shipped (SF Express).",
                                  "Let me know if you need anything else.",
                                  "I checked: it arrives on 2026-10-14.",
                                  "Which dealer do you mean by 'it'?", "根据工具结果：已发货。"])
def test_answers_are_not_taken_for_announcements(text):
    assert not announces_action(text)


def test_the_gate_reprompts_once_and_numbers_steps_on(tools):
    lines, gate = [], []
    result = run(run_gated(make_client(model="offline-sayer"), "Where is order A-1024?", tools,
                           on_step=TracePrinter(write=lines.append), on_gate=gate.append))
    assert len(gate) == 1 and "re-prompting once" in gate[0]
    assert result.steps == 3 and "SF Express" in result.answer
    assert [e.step for e in result.trace] == [1, 1, 2, 2, 2, 3, 3]
    assert lines[2].startswith("▶ think   step 2")
    assert result.messages[2] == {"role": "system", "content": NUDGE}
    assert result.usage.model_calls == 3


def test_the_gate_stays_out_of_a_good_run(tools):
    gate = []
    plain = run(run_agent(make_client(), "Where is order A-1024?", tools))
    gated = run(run_gated(make_client(), "Where is order A-1024?", tools, on_gate=gate.append))
    assert gate == [] and gated.answer == plain.answer and gated.steps == plain.steps


def test_the_gate_respects_the_step_budget(tools):
    result = run(run_gated(make_client(model="offline-sayer"), "Where is order A-1024?", tools,
                           max_steps=1))
    assert result.answer == PROMISE_EN   # no budget left for a second try


# ---------------------------------------------------------------- "it" and entity facts


@pytest.mark.parametrize("text, found", [
    ("How many buyout orders does it have?", "it"), ("List that dealer's orders", "that dealer"),
    ("它有多少买断订单？", "它"), ("那个订单呢？", "那个"), ("What is its level?", "its"),
    ("Where is order A-1024?", None), ("应该怎么退货？", None), ("Is that true?", None)])
def test_back_references(text, found):
    assert back_reference(text) == found


def _dealer_history(question: str, system: str | None = None) -> list[dict]:
    history = [{"role": "user", "content": "Find the dealer in Shenzhen, Guangdong"},
               {"role": "assistant", "content": "I found one dealer there."},
               {"role": "user", "content": question}]
    return ([{"role": "system", "content": system}] if system else []) + history


FACTS = ("Known entities from earlier turns (use them when the user refers back):\n"
         "- dealer 'Shenzhen Pengcheng Trading': dealer_id = 42")
DEALER_TOOLS = ["find_dealers", "list_orders", "get_order_status"]


@pytest.mark.parametrize("question, asks", [
    ("How many buyout orders does it have?", "Which dealer do you mean by 'it'?"),
    ("它有多少买断订单？", "你说的“它”是指哪一个经销商？")])
def test_without_facts_it_asks_which_one_instead_of_fetching_everything(question, asks):
    tools = world_tools(World(), DEALER_TOOLS)
    result = run(run_agent(make_client(), _dealer_history(question), tools))
    assert result.tool_calls == [] and result.answer.startswith(asks)


def test_without_earlier_turns_an_unfiltered_query_is_still_allowed():
    tools = world_tools(World(), DEALER_TOOLS)
    result = run(run_agent(make_client(), "How many buyout orders do the dealers have?", tools))
    assert result.tool_calls[0] == {"name": "find_dealers", "arguments": {}, "ok": True}


@pytest.mark.parametrize("question, call, fact", [
    ("How many buyout orders does it have?",
     ("find_dealers", {"name": "Shenzhen Pengcheng Trading", "city": "Shenzhen"}), "37"),
    ("它有多少买断订单？",
     ("find_dealers", {"name": "Shenzhen Pengcheng Trading", "city": "Shenzhen"}), "37"),
    ("List that dealer's orders in September",
     ("list_orders", {"month": "2026-09", "dealer_id": 42}), "A-1011")])
def test_injected_facts_resolve_the_reference(question, call, fact):
    tools = world_tools(World(), DEALER_TOOLS)
    result = run(run_agent(make_client(), _dealer_history(question, FACTS), tools))
    first = result.tool_calls[0]
    assert (first["name"], first["arguments"]) == call
    assert fact in result.answer


def test_facts_fill_only_what_the_question_leaves_open():
    system = FACTS + "\n- city: city = Shenzhen"
    messages = [{"role": "system", "content": system},
                {"role": "user", "content": "What's the weather in Beijing?"}]
    result = run(run_agent(make_client(), messages, world_tools(World(), ["get_weather"])))
    assert [c["arguments"] for c in result.tool_calls] == [{"city": "Beijing"}]


def test_how_many_counts_a_field_when_the_question_names_it():
    tools = world_tools(World())
    result = run(run_agent(make_client(), "How many buyout orders does the Shenzhen dealer have?",
                           tools))
    assert result.answer == "Shenzhen Pengcheng Trading: buyout orders 37."
    counted = run(run_agent(make_client(), "How many orders were placed in September?", tools))
    assert counted.answer.startswith("There are 5: Order A-1003")
