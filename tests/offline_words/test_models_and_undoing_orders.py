"""Model names read by a field's example, and orders to undo something no tool undoes:

* "camera model, e.g. Canon EOS R6" (unquoted) takes "fuji x100v" or "sony a7 iv" as people
  type them, and 佳能R5 in Chinese, not the clause around it;
* "Please cancel my locker rental" beside a locker search and a tool that says "Not for
  cancelling" calls nothing, in either language (帮我把押金退了), while a tool that does
  withdraw, cancel or delete is still chosen for such an order.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict, required=None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(required if required is not None else props)}}}


def reply(text: str, tools: list) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": tools, "messages": [{"role": "user", "content": text}]})
    return out.body["choices"][0]["message"]


def args_of(message: dict) -> dict:
    [call] = message["tool_calls"]
    return json.loads(call["function"]["arguments"])


SENSOR = tool("sensor_clean_quote", "Price to clean a camera sensor.",
              {"model": {"type": "string", "description": "camera model, e.g. Canon EOS R6"},
               "express": {"type": "boolean"}}, ["model"])


def test_a_model_typed_in_lower_case_is_the_model():
    assert args_of(reply("what would it cost to clean the sensor on a fuji x100v?", [SENSOR]))["model"] == "fuji x100v"


def test_a_capitalised_make_and_model_is_the_model():
    assert args_of(reply("Dust on the sensor of my Sony A7 IV, how much to clean?", [SENSOR]))["model"] == "Sony A7 IV"


def test_a_chinese_make_written_with_its_number():
    assert args_of(reply("我的佳能R5传感器脏了，清洁一次多少钱？", [SENSOR]))["model"] == "佳能R5"


LOCKERS = [tool("find_lockers", "Search lockers free to rent at the station.", {"size": {"type": "string"}}, []),
           tool("rent_locker", "Rent a locker. Use for new rentals. Not for cancelling one.",
                {"locker_id": {"type": "string"}, "days": {"type": "integer"}})]


def test_an_order_to_cancel_that_no_tool_does_calls_nothing():
    message = reply("Please cancel my locker rental LK-204, I won't need it after all.", LOCKERS)
    assert not message.get("tool_calls")
    assert message["content"]


def test_an_order_to_refund_in_chinese_that_no_tool_does_calls_nothing():
    message = reply("昨天租的储物柜用不上了，帮我把押金退了吧，单号LK-204。", LOCKERS)
    assert not message.get("tool_calls")


def test_a_tool_that_undoes_is_still_chosen():
    tools = LOCKERS + [tool("cancel_rental", "Cancel a locker rental.", {"rental_id": {"type": "string"}})]
    assert args_of(reply("请帮我取消储物柜租用，单号LK-204", tools)) == {"rental_id": "LK-204"}
    assert args_of(reply("Please cancel my locker rental LK-204.", tools)) == {"rental_id": "LK-204"}
