"""course_lib.memory: entity carry-over and history trimming (chapter 9)."""

from __future__ import annotations

import json

import pytest

from course_lib import run_agent
from course_lib.events import Observe
from course_lib.llm import make_client
from course_lib.memory import (HEADER, Entity, EntityMemory, extract_entities, history_tokens,
                               inject_section, trim_history, turns)
from course_lib.offline.protocol import check_request
from course_lib.tools import ToolResult
from course_lib.world import World, world_tools

from helpers import run


@pytest.fixture
def world():
    return World()


# ---------------------------------------------------------------- extraction


def test_a_dealer_list_yields_each_dealer_with_its_name(world):
    entities = extract_entities(world.find_dealers(province="Guangdong"))
    assert entities == [Entity("dealer", "dealer_id", 7, "Guangzhou Yangcheng Supply"),
                        Entity("dealer", "dealer_id", 42, "Shenzhen Pengcheng Trading")]


def test_an_order_yields_itself_and_its_dealer_named_by_dealer_name(world):
    entities = extract_entities(world.get_order("A-1024"))
    assert entities == [Entity("order", "order_id", "A-1024", None),
                        Entity("dealer", "dealer_id", 42, "Shenzhen Pengcheng Trading")]


def test_the_first_id_field_is_the_records_own(world):
    refund = extract_entities(world.get_refund("A-1015"))
    assert [(e.kind, e.value) for e in refund] == [("refund", "R-3001"), ("order", "A-1015")]
    article = extract_entities(world.get_article("KB-101"))
    assert article == [Entity("article", "article_id", "KB-101", "Return policy")]


def test_nested_records_are_found_and_duplicates_keep_the_named_sighting():
    result = {"results": [{"order_id": "A-1", "dealer_id": 5},
                          {"dealer_id": 5, "name": "Acme"}]}
    assert extract_entities(result) == [Entity("order", "order_id", "A-1", None),
                                        Entity("dealer", "dealer_id", 5, "Acme")]


@pytest.mark.parametrize("result", [None, "plain text", 42, [], {}, {"ok": True},
                                    {"order_id": ""}, {"flag_id": True}])
def test_results_without_ids_yield_nothing(result):
    assert extract_entities(result) == []


def test_entity_line_names_kind_name_key_and_value():
    assert Entity("dealer", "dealer_id", 42, "Shenzhen Pengcheng Trading").line() == \
        "- dealer 'Shenzhen Pengcheng Trading': dealer_id = 42"
    assert Entity("order", "order_id", "A-1024").line() == "- order: order_id = A-1024"


# ---------------------------------------------------------------- the memory


def _observe(payload, ok=True) -> Observe:
    content = json.dumps(payload)
    return Observe(1, ToolResult("c1", "some_tool", {}, ok, content,
                                 None if ok else {"type": "x", "message": "no"}))


def test_memory_listens_to_successful_observations_only():
    memory = EntityMemory()
    memory(_observe({"dealer_id": 42, "name": "Shenzhen Pengcheng Trading"}))
    memory(_observe({"error": {"type": "x", "message": "no"}, "order_id": "A-9"}, ok=False))
    memory("not an event")
    assert [e.value for e in memory.entities] == [42]


def test_memory_keeps_the_newest_first_without_duplicates_and_within_limit():
    memory = EntityMemory(limit=3)
    for i in range(1, 5):
        memory.remember({"order_id": f"A-{i}"})
    memory.remember({"order_id": "A-2"})
    assert [e.value for e in memory.entities] == ["A-2", "A-4", "A-3"]


def test_a_later_sighting_without_a_name_keeps_the_name_learnt_earlier(world):
    memory = EntityMemory()
    memory.remember(world.find_dealers(city="Shenzhen"))
    memory.remember(world.list_orders("2026-09", dealer_id=42))   # orders carry dealer_id only
    assert [e.line() for e in memory.entities] == [
        "- order: order_id = A-1003",
        "- dealer 'Shenzhen Pengcheng Trading': dealer_id = 42",
        "- order: order_id = A-1011"]


def test_section_is_empty_without_entities_and_lists_them_otherwise():
    memory = EntityMemory()
    assert memory.section() == ""
    memory.remember([{"dealer_id": 42, "name": "Shenzhen Pengcheng Trading"}])
    assert memory.section() == (f"{HEADER}\n- dealer 'Shenzhen Pengcheng Trading': "
                                "dealer_id = 42")


def test_inject_appends_to_the_system_message_and_replaces_an_older_section():
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}]
    once = inject_section(messages, f"{HEADER}\n- order: order_id = A-1")
    twice = inject_section(once, f"{HEADER}\n- order: order_id = A-2")
    assert twice[0]["content"] == f"Be brief.\n\n{HEADER}\n- order: order_id = A-2"
    assert messages[0]["content"] == "Be brief."  # the input is not changed
    assert inject_section(twice, "")[0]["content"] == "Be brief."


def test_inject_adds_a_system_message_when_there_is_none():
    out = inject_section([{"role": "user", "content": "hi"}], f"{HEADER}\n- order: order_id = A-1")
    assert out[0] == {"role": "system", "content": f"{HEADER}\n- order: order_id = A-1"}
    assert inject_section([{"role": "user", "content": "hi"}], "") == \
        [{"role": "user", "content": "hi"}]


def test_turn_two_resolves_it_only_with_the_injected_entities(world):
    """The history keeps what was *said*: the dealer's name. Its id was only in a tool
    result, so a request that needs the id can't be made from the text alone."""
    client = make_client()
    tools = world_tools(world, ["find_dealers", "list_orders", "get_order_status"])
    memory = EntityMemory()
    question = "What's the name of our dealer in Shenzhen, Guangdong?"
    first = run(run_agent(client, question, tools, on_step=memory))
    assert "Shenzhen Pengcheng Trading" in first.answer and "42" not in first.answer
    history = [{"role": "system", "content": "You help the sales team."},
               {"role": "user", "content": question},
               {"role": "assistant", "content": first.answer},
               {"role": "user", "content": "List that dealer's orders in September"}]
    blind = run(run_agent(client, history, tools))
    assert blind.tool_calls == [] and "Which dealer" in blind.answer
    carried = run(run_agent(client, memory.inject(history), tools))
    assert carried.tool_calls[0] == {"name": "list_orders", "ok": True,
                                     "arguments": {"month": "2026-09", "dealer_id": 42}}
    assert "A-1011" in carried.answer


def test_what_was_said_is_read_back():
    """A name the earlier answer gave is enough to look the dealer up again."""
    client = make_client()
    tools = world_tools(World(), ["find_dealers", "list_orders"])
    history = [{"role": "user", "content": "What's the name of our dealer in Shenzhen, Guangdong?"},
               {"role": "assistant", "content": "The name is Shenzhen Pengcheng Trading."},
               {"role": "user", "content": "How many buyout orders does it have?"}]
    result = run(run_agent(client, history, tools))
    assert result.tool_calls[0]["arguments"]["name"] == "Shenzhen Pengcheng Trading"
    assert "37" in result.answer


# ---------------------------------------------------------------- trimming


def _conversation() -> list[dict]:
    """System + four turns; turns 2 and 4 hold tool calls, turn 4 has two."""
    def call(i, name):
        return {"id": f"call_{i}", "type": "function",
                "function": {"name": name, "arguments": "{}"}}
    return [
        {"role": "system", "content": "You are a support agent."},
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "Hello! How can I help?"},
        {"role": "user", "content": "Where is order A-1024?"},
        {"role": "assistant", "content": None, "tool_calls": [call(1, "get_order_status")]},
        {"role": "tool", "tool_call_id": "call_1", "content": json.dumps({"status": "shipped"})},
        {"role": "assistant", "content": "It has shipped."},
        {"role": "user", "content": "thanks"},
        {"role": "assistant", "content": "You're welcome!"},
        {"role": "user", "content": "Which is hotter, Beijing or Shanghai?"},
        {"role": "assistant", "content": None,
         "tool_calls": [call(2, "get_weather"), call(3, "get_weather")]},
        {"role": "tool", "tool_call_id": "call_2", "content": json.dumps({"temp_c": 31})},
        {"role": "tool", "tool_call_id": "call_3", "content": json.dumps({"temp_c": 28})},
    ]


def test_turns_start_at_user_messages_and_skip_the_system_message():
    split = turns(_conversation())
    assert [len(t) for t in split] == [2, 4, 2, 4]
    assert all(t[0]["role"] == "user" for t in split)


def test_a_generous_budget_keeps_everything():
    messages = _conversation()
    assert trim_history(messages, history_tokens(messages)) == messages


@pytest.mark.parametrize("budget", range(0, 400, 7))
def test_trimming_never_orphans_a_tool_message_and_keeps_system_and_last_turn(budget):
    messages = _conversation()
    kept = trim_history(messages, budget)
    assert kept[0] == messages[0]
    assert kept[-4:] == messages[-4:]           # the running turn is never cut
    assert kept[1]["role"] == "user"            # history starts at a turn boundary
    assert kept == messages[:1] + messages[len(messages) - len(kept) + 1:]  # newest, contiguous
    check_request({"model": "offline", "messages": kept}, ["offline"])  # a valid request
    if len(kept) < len(messages):
        assert history_tokens(kept) <= budget or len(kept) == 5


def test_trimming_drops_oldest_turns_first():
    messages = _conversation()
    last_two = messages[:1] + messages[7:]
    assert trim_history(messages, history_tokens(last_two)) == last_two
    assert trim_history(messages, history_tokens(last_two) - 1) == messages[:1] + messages[9:]


def test_a_history_without_a_system_message_or_starting_mid_turn_is_handled():
    messages = _conversation()[4:]   # starts with an assistant tool-call message
    kept = trim_history(messages, 0)
    assert kept == messages[-4:]
    assert turns(messages)[0][0]["role"] == "assistant"
    assert trim_history(messages, history_tokens(messages)) == messages
