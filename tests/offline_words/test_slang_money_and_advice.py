"""Money in slang, and advice a tool gives:

* "nothing over thirty quid a bag" is at most 30 pounds, "40 bucks" is 40 dollars: slang
  names a currency only beside an amount ("quid pro quo" is none);
* a result that advises ("advice": "…") is passed on, in either language, with its label
  in Chinese as 建议.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.currencies import find_currencies


def tool(name: str, description: str, props: dict, required=None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(required if required is not None else props)}}}


def message_for(messages: list, tools: list) -> dict:
    return OfflineModel().handle({"model": "offline", "tools": tools, "messages": messages}).body["choices"][0]["message"]


FEED = tool("find_feed", "Search horse feed. Prices are per bag in GBP.",
            {"kind": {"type": "string", "enum": ["hay", "pellets", "mix"]}, "max_price_per_bag": {"type": "number"}}, [])


def test_quid_beside_an_amount_is_pounds():
    message = message_for([{"role": "user", "content": "Any pellets going, nothing over thirty quid a bag?"}], [FEED])
    [call] = message["tool_calls"]
    assert json.loads(call["function"]["arguments"]) == {"kind": "pellets", "max_price_per_bag": 30.0}


def test_slang_alone_is_no_currency():
    assert find_currencies("40 bucks, please") == ["USD"]
    assert find_currencies("it was a quid pro quo") == []


SOIL = tool("log_soil_test", "记录一次土壤检测", {"ph": {"type": "number"}, "nitrogen_ppm": {"type": "number"}})


def after(question: str, result: dict) -> str:
    return message_for([{"role": "user", "content": question},
                        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                            "name": "log_soil_test", "arguments": json.dumps({"ph": 6.5, "nitrogen_ppm": 20})}}]},
                        {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}],
                       [SOIL])["content"]


def test_advice_is_passed_on_in_chinese():
    answer = after("帮我记一下土壤：pH六点五，氮二十。", {"log_id": "ST-0101", "nitrogen_ok": False, "advice": "氮偏低，建议两周内追肥"})
    assert "两周内追肥" in answer and "建议" in answer and "忠告" not in answer


def test_advice_is_passed_on_in_english():
    answer = after("Log my soil test: pH 6.5, nitrogen 20.", {"log_id": "ST-0101", "nitrogen_ok": False,
                                                             "advice": "nitrogen low: feed within two weeks"})
    assert "feed within two weeks" in answer
