"""The offline behaviours of defenses 1 and 2, request by request.

`offline-looper` repeats its first call forever. `offline-hallucinator` gets arguments
wrong the way real models do and fixes them only when the error message says how.
Each test sends raw Chat Completions requests, so it pins the model's behaviour
independently of the loop.
"""

import json

import pytest

from course_lib.offline import model_names
from course_lib.offline.behaviours import MODELS
from course_lib.tools import tool
from course_lib.world import World, world_tools
from helpers import ask_offline, tool_message

SCHEMAS = [t.schema() for t in world_tools(World())]
SEPTEMBER = "How many orders were placed in September?"
DEALER = "Find the Shenzhen dealer in Guangdong"
TICKET = "Please open a ticket for order A-1024: the parcel is late. It's urgent."


def ask(model: str, question: str, history: list | None = None, tools=None) -> dict:
    status, body = ask_offline({"model": model, "tools": SCHEMAS if tools is None else tools,
                                "messages": [{"role": "user", "content": question},
                                             *(history or [])]})
    assert status == 200, body
    return body["choices"][0]["message"]


def calls_of(message: dict) -> list[tuple[str, str]]:
    return [(c["function"]["name"], c["function"]["arguments"])
            for c in message.get("tool_calls") or []]


def turn(call_id: str, name: str, arguments: str, result) -> list[dict]:
    """One assistant tool call and its tool message, as the loop records them."""
    return [{"role": "assistant", "content": None, "tool_calls": [
        {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}]},
        tool_message(call_id, result)]


def error(kind: str, message: str) -> dict:
    return {"error": {"type": kind, "tool": "x", "message": message}}


def test_both_behaviours_are_registered_with_a_summary():
    names = model_names()
    assert {"offline-looper", "offline-hallucinator"} <= set(names)
    assert "max steps" in MODELS["offline-looper"].summary
    assert "error says how" in MODELS["offline-hallucinator"].summary


# ---------------------------------------------------------------- the looper


def test_looper_starts_like_the_competent_model():
    assert calls_of(ask("offline-looper", "Where is order A-1024?")) == \
        calls_of(ask("offline", "Where is order A-1024?")) == \
        [("get_order_status", '{"order_id": "A-1024"}')]


def test_looper_repeats_the_same_call_whatever_the_result_says():
    history = []
    for i in range(4):
        message = ask("offline-looper", "Where is order A-1024?", history)
        assert calls_of(message) == [("get_order_status", '{"order_id": "A-1024"}')]
        assert message["content"] is None                # never an answer
        history += turn(f"c{i}", "get_order_status", '{"order_id": "A-1024"}',
                        {"order_id": "A-1024", "status": "shipped"})


def test_looper_repeats_even_after_an_error():
    history = turn("c1", "get_weather", '{"city": "Atlantis"}', error("tool_error", "no such city"))
    message = ask("offline-looper", "What's the weather in Atlantis?", history)
    assert calls_of(message) == [("get_weather", '{"city": "Atlantis"}')]


def test_looper_still_answers_when_no_tool_fits():
    message = ask("offline-looper", "What's the capital of France?")
    assert not calls_of(message) and "won't" in message["content"]


def test_looper_keeps_only_its_first_call_of_a_fanned_out_step():
    assert calls_of(ask("offline-looper", "Which is hotter, Beijing or Shanghai?")) == \
        [("get_weather", '{"city": "Beijing"}')]


# ---------------------------------------------------------------- the hallucinator: mistakes


def test_a_month_without_a_year_gets_a_past_year():
    assert calls_of(ask("offline-hallucinator", SEPTEMBER)) == \
        [("list_orders", '{"month": "2022-09"}')]
    assert calls_of(ask("offline", SEPTEMBER)) == [("list_orders", '{"month": "2026-09"}')]


def test_a_month_with_a_year_is_kept():
    assert calls_of(ask("offline-hallucinator", "List the orders of 2025-09.")) == \
        [("list_orders", '{"month": "2025-09"}')]


def test_a_type_word_is_stuffed_into_the_name_and_the_city_dropped():
    assert calls_of(ask("offline-hallucinator", DEALER)) == \
        [("find_dealers", '{"name": "Shenzhen dealer", "province": "Guangdong"}')]
    assert calls_of(ask("offline", DEALER)) == \
        [("find_dealers", '{"city": "Shenzhen", "province": "Guangdong"}')]


@tool
def latest_orders(count: int) -> list:
    """List the most recent orders, newest first."""
    return []


def test_a_number_word_is_sent_as_a_word():
    schemas = [latest_orders.schema()]
    assert calls_of(ask("offline-hallucinator", "Show me the two most recent orders.",
                        tools=schemas)) == [("latest_orders", '{"count": "two"}')]
    assert calls_of(ask("offline-hallucinator", "Show me the 3 most recent orders.",
                        tools=schemas)) == [("latest_orders", '{"count": 3}')]


def test_a_tool_name_is_remembered_shorter():
    assert calls_of(ask("offline-hallucinator", "Where is order A-1024?")) == \
        [("get_order", '{"order_id": "A-1024"}')]
    assert calls_of(ask("offline-hallucinator", "What is the refund status of order A-1015?")) \
        == [("get_refund", '{"order_id": "A-1015"}')]


def test_a_big_argument_object_comes_out_python_style_not_json():
    [(name, raw)] = calls_of(ask("offline-hallucinator", TICKET))
    assert name == "create_ticket"
    assert raw.startswith("{'order_id': 'A-1024'") and raw.endswith(",}")
    with pytest.raises(json.JSONDecodeError):
        json.loads(raw)


def test_the_hallucinator_does_right_what_it_has_no_reason_to_get_wrong():
    assert calls_of(ask("offline-hallucinator", "Which is hotter, Beijing or Shanghai?")) == \
        [("get_weather", '{"city": "Beijing"}'), ("get_weather", '{"city": "Shanghai"}')]


# ---------------------------------------------------------------- the hallucinator: repairs

ACTIONABLE_MONTH = ("month '2022-09' is not within the last 12 months (today is 2026-10-12); if "
                    "the user did not say a year, retry with month='2026-09'")


@pytest.mark.parametrize("question, name, bad, message, fixed", [
    (SEPTEMBER, "list_orders", '{"month": "2022-09"}', ACTIONABLE_MONTH, '{"month": "2026-09"}'),
    (DEALER, "find_dealers", '{"name": "Shenzhen dealer", "province": "Guangdong"}',
     "name 'Shenzhen dealer' contains the type word 'dealer': remove 'dealer' from name",
     '{"name": "Shenzhen", "province": "Guangdong"}'),
])
def test_an_actionable_error_is_followed_in_the_next_call(question, name, bad, message, fixed):
    history = turn("c1", name, bad, error("invalid_arguments", message))
    assert calls_of(ask("offline-hallucinator", question, history)) == [(name, fixed)]


def test_a_vague_error_gets_the_same_mistake_again():
    history = turn("c1", "list_orders", '{"month": "2022-09"}',
                   error("invalid_arguments", "invalid input"))
    assert calls_of(ask("offline-hallucinator", SEPTEMBER, history)) == \
        [("list_orders", '{"month": "2022-09"}')]


def test_pydantic_default_messages_are_not_instructions_to_it():
    history = turn("c1", "latest_orders", '{"count": "two"}', error(
        "invalid_arguments", "count: Input should be a valid integer, unable to parse string "
                             "as an integer"))
    assert calls_of(ask("offline-hallucinator", "Show me the two most recent orders.", history,
                        tools=[latest_orders.schema()])) == [("latest_orders", '{"count": "two"}')]


def test_after_three_failures_it_gives_up_and_says_so_once():
    history = []
    for i in range(3):
        history += turn(f"c{i}", "list_orders", '{"month": "2022-09"}',
                        error("invalid_arguments", "invalid input"))
    message = ask("offline-hallucinator", SEPTEMBER, history)
    assert not calls_of(message)
    assert message["content"].count("invalid input") == 1     # one report, not three
    assert "won't guess" in message["content"]


def test_an_unknown_tool_error_that_lists_the_tools_leads_to_the_closest_name():
    listing = ("There is no tool named 'get_order'. Available tools: get_order_status, "
               "get_refund_status, list_orders. Call one of these, or answer without a tool.")
    history = turn("c1", "get_order", '{"order_id": "A-1024"}', error("unknown_tool", listing))
    assert calls_of(ask("offline-hallucinator", "Where is order A-1024?", history)) == \
        [("get_order_status", '{"order_id": "A-1024"}')]


def test_a_vague_unknown_tool_error_gets_the_same_wrong_name():
    history = turn("c1", "get_order", '{"order_id": "A-1024"}', error("unknown_tool", "unknown tool"))
    assert calls_of(ask("offline-hallucinator", "Where is order A-1024?", history)) == \
        [("get_order", '{"order_id": "A-1024"}')]


def test_once_renamed_it_does_not_rename_again_and_answers():
    listing = "No tool 'get_order'. Available tools: get_order_status."
    history = (turn("c1", "get_order", '{"order_id": "A-1024"}', error("unknown_tool", listing))
               + turn("c2", "get_order_status", '{"order_id": "A-1024"}',
                      {"order_id": "A-1024", "status": "shipped"}))
    message = ask("offline-hallucinator", "Where is order A-1024?", history)
    assert not calls_of(message)
    assert "shipped" in message["content"] and "get_order:" not in message["content"]


def broken_ticket_call() -> str:
    [(name, raw)] = calls_of(ask("offline-hallucinator", TICKET))
    return raw


def test_an_invalid_json_error_that_asks_for_json_gets_json():
    history = turn("c1", "create_ticket", broken_ticket_call(), error(
        "invalid_json", "The arguments are not a valid JSON object. Send a JSON object."))
    [(name, raw)] = calls_of(ask("offline-hallucinator", TICKET, history))
    assert name == "create_ticket"
    assert json.loads(raw) == {"order_id": "A-1024", "subject": "The parcel is late",
                               "priority": "high"}


def test_a_vague_error_about_broken_arguments_gets_the_same_text_again():
    broken = broken_ticket_call()
    history = turn("c1", "create_ticket", broken, error("invalid_json", "bad request"))
    assert calls_of(ask("offline-hallucinator", TICKET, history)) == [("create_ticket", broken)]


def test_ask_the_user_is_an_instruction_to_stop():
    question, article = "Show article KB-999.", [s for s in SCHEMAS
                                                 if s["function"]["name"] == "get_article"]
    assert calls_of(ask("offline-hallucinator", question, tools=article)) == \
        [("get_article", '{"article_id": "KB-999"}')]
    history = turn("c1", "get_article", '{"article_id": "KB-999"}', error(
        "tool_error", "No article 'KB-999'; ask the user to check the id."))
    message = ask("offline-hallucinator", question, history, tools=article)
    assert not calls_of(message) and "check the id" in message["content"]


def test_a_denial_is_never_retried():
    history = turn("c1", "create_ticket", broken_ticket_call(),
                   error("denied", "A person said no. retry with subject='x'"))
    message = ask("offline-hallucinator", TICKET, history)
    assert not calls_of(message) and "not approved" in message["content"]


def test_the_hallucinator_is_deterministic():
    first = ask_offline({"model": "offline-hallucinator", "tools": SCHEMAS,
                         "messages": [{"role": "user", "content": SEPTEMBER}]})
    second = ask_offline({"model": "offline-hallucinator", "tools": SCHEMAS,
                          "messages": [{"role": "user", "content": SEPTEMBER}]})
    assert first == second
