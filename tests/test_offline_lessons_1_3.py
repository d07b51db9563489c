"""Offline-model and loop behaviour that lessons 1-3 rely on (LLM API basics, the loop,
observability). Each test names the general mechanism, not a notebook's exact question."""

import json

import pytest

from helpers import ask_offline

TRIAGE_JSON = ("You triage customer messages. Reply in JSON with the keys `order_id`, "
               "`category` (one of: delivery, refund, complaint) and `priority` "
               "(normal or urgent).")


def content(body) -> str:
    return body["choices"][0]["message"]["content"]


# ---------------------------------------------------------------- lesson 1: getting data out


def test_json_asked_for_in_the_system_prompt_comes_wrapped_in_prose_and_a_fence():
    status, body = ask_offline({"messages": [
        {"role": "system", "content": TRIAGE_JSON},
        {"role": "user", "content": "Order A-1024 hasn't arrived yet."}]})
    assert status == 200
    text = content(body)
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)
    inner = json.loads(text.split("```json")[1].split("```")[0])
    assert inner == {"order_id": "A-1024", "category": "delivery", "priority": "normal"}


@pytest.mark.parametrize("message, category, priority", [
    ("I want a refund for order A-1015, it broke.", "refund", "normal"),
    ("Order A-1024 still hasn't arrived, this is urgent!", "delivery", "urgent"),
    ("I want to complain about the rude agent, order A-1007.", "complaint", "normal"),
])
def test_json_mode_picks_listed_options_by_meaning_but_camel_cases_the_keys(message, category,
                                                                           priority):
    status, body = ask_offline({"messages": [
        {"role": "system", "content": TRIAGE_JSON}, {"role": "user", "content": message}],
        "response_format": {"type": "json_object"}})
    assert status == 200
    data = json.loads(content(body))
    assert set(data) == {"orderId", "category", "priority"}
    assert (data["category"], data["priority"]) == (category, priority)


def test_requested_options_reads_parenthesised_value_lists():
    from course_lib.offline.write.structured import requested_options
    found = requested_options("keys `category` (one of: refund, delivery or other), "
                              "`priority` (normal/urgent) and `note` (free text)")
    assert found == {"category": ["refund", "delivery", "other"],
                     "priority": ["normal", "urgent"]}


def test_not_arrived_means_delivery():
    from course_lib.offline.read.text import concepts
    assert "delivery" in concepts("my parcel hasn't arrived")
    assert "delivery" in concepts("it is still arriving")


# ---------------------------------------------------------------- lessons 2-3: the loop's events


def test_act_and_done_carry_the_tokens_of_their_own_model_call():
    from course_lib import Act, Done, make_client, run_agent
    from course_lib.world import World, world_tools
    from helpers import run
    events = []
    result = run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?",
                           world_tools(World(), ["get_weather"]), on_step=events.append))
    billed = [e.usage for e in events if isinstance(e, (Act, Done))]
    assert len(billed) == result.steps == 2
    assert all(u.model_calls == 1 and u.total_tokens > 0 for u in billed)
    assert sum(u.total_tokens for u in billed) == result.usage.total_tokens
    assert billed[1].prompt_tokens > billed[0].prompt_tokens  # the history grew


def test_a_raising_subscriber_is_logged_and_neither_stops_the_run_nor_the_others(caplog):
    from course_lib import make_client, run_agent
    from course_lib.world import World, world_tools
    from helpers import run

    def broken(event):
        if event.kind == "observe":
            raise RuntimeError("panel offline")

    seen = []

    async def async_listener(event):
        seen.append(event.kind)

    with caplog.at_level("WARNING", logger="course_lib.loop"):
        result = run(run_agent(make_client(), "Where is order A-1024?",
                               world_tools(World(), ["get_order_status"]),
                               on_step=[broken, async_listener]))
    assert result.status == "completed" and result.steps == 2
    assert seen == ["think", "act", "observe", "think", "done"]
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 1
    assert "broken failed on the observe event of step 1 (RuntimeError: panel offline)" in messages[0]


# ---------------------------------------------------------------- lesson 2: a learner's own tool

CURRENCY_CODES = ["USD", "CNY", "EUR"]


def convert_tool(code_schema: dict) -> dict:
    return {"type": "function", "function": {
        "name": "convert_currency",
        "description": "Convert an amount of money between currencies at today's rate. Use when "
                       "the user asks what an amount is worth in another currency. Not for "
                       "weather or orders.",
        "parameters": {"type": "object", "properties": {
            "amount": {"type": "number", "description": "How much money."},
            "from_currency": {**code_schema, "description": "Currency to convert from."},
            "to_currency": {**code_schema, "description": "Currency to convert to."}},
            "required": ["amount", "from_currency", "to_currency"]}}}


def calls_of(body):
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in body["choices"][0]["message"].get("tool_calls") or []]


@pytest.mark.parametrize("code_schema", [{"type": "string"},
                                         {"type": "string", "enum": CURRENCY_CODES}],
                         ids=["free-text codes", "enum of codes"])
def test_currency_parameters_take_the_currencies_in_the_order_named(code_schema):
    from helpers import weather_tool
    status, body = ask_offline({"messages": [{"role": "user", "content": "Convert 100 USD to CNY"}],
                                "tools": [weather_tool(), convert_tool(code_schema)]})
    assert status == 200
    assert calls_of(body) == [("convert_currency", {"amount": 100, "from_currency": "USD",
                                                    "to_currency": "CNY"})]


def test_a_weather_question_ignores_the_currency_tool():
    from helpers import weather_tool
    status, body = ask_offline({"messages": [{"role": "user", "content": "Weather in Beijing?"}],
                                "tools": [convert_tool({"type": "string"}), weather_tool()]})
    assert [name for name, _ in calls_of(body)] == ["get_weather"]
