"""A question about one item of a price list, and yuan said as 元:

* "How much is a giant cone and how many scoops?" over kids / regular / giant cones is
  answered of the giant one (its price with the list's currency, its scoops), not with a
  count of all the cones;
* a Chinese answer says an amount of yuan as 元 ("25 元"), as prices are written.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

CONES = {"type": "function", "function": {"name": "cone_prices", "description": "Ice cream cone prices",
         "parameters": {"type": "object", "properties": {}}}}


def answer(question: str, result: dict) -> str:
    messages = [{"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "cone_prices", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}]
    return OfflineModel().handle({"model": "offline", "tools": [CONES], "messages": messages}).body["choices"][0]["message"]["content"]


PRICES = {"currency": "EUR", "cones": [{"size": "kids", "scoops": 1, "price": 2},
                                       {"size": "regular", "scoops": 2, "price": 3.5},
                                       {"size": "giant", "scoops": 4, "price": 6}]}


def test_the_named_item_is_answered():
    said = answer("How much is a giant cone and how many scoops does it have?", PRICES)
    assert "6 EUR" in said and "4 scoops" in said
    assert "kids" not in said and "3.5" not in said


def test_a_list_not_narrowed_is_still_listed():
    said = answer("What cones do you have?", PRICES)
    assert "kids" in said and "giant" in said


def test_yuan_are_said_in_yuan_units():
    said = answer("巨无霸甜筒多少钱？", {"currency": "CNY", "cones": [{"size": "儿童", "price": 8},
                                                                 {"size": "巨无霸", "price": 25}]})
    assert "25 元" in said and "人民币" not in said and "儿童" not in said
