"""A yes/no option the user declines, in the ways people decline: before it ("skip the
gift wrap", "leave out the candles", 免蜡烛) or after it ("the gift wrap isn't needed",
蜡烛就不用了, 礼盒免了). And a Chinese answer says a thing a record lacks as 没有X, never
不X (不蜡烛 is no Chinese).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel

TOOL = {"type": "function", "function": {
    "name": "order_birthday_box", "description": "Order a birthday hamper for delivery.",
    "parameters": {"type": "object", "properties": {
        "date": {"type": "string", "format": "date"},
        "boxes": {"type": "integer"},
        "candles": {"type": "boolean", "description": "add birthday candles"},
        "gift_wrap": {"type": "boolean"}}, "required": ["date", "boxes"]}}}


def ask(messages: list[dict]) -> dict:
    body = {"model": "offline", "tools": [TOOL], "messages": [
        {"role": "system", "content": "Today is 2027-06-08."}, *messages]}
    return OfflineModel().handle(body).body["choices"][0]["message"]


def first_call(text: str) -> dict:
    [call] = ask([{"role": "user", "content": text}])["tool_calls"]
    return json.loads(call["function"]["arguments"])


@pytest.mark.parametrize("text, candles", [
    ("Two hampers for Friday, skip the candles.", False),
    ("Two hampers for Friday; the candles aren't needed.", False),
    ("Two hampers for Friday, leave out the candles please.", False),
    ("Two hampers for Friday with candles.", True),
    ("周五送两个生日礼篮，蜡烛就不用了。", False),
    ("周五送两个生日礼篮，蜡烛免了。", False),
    ("周五送两个生日礼篮，要蜡烛。", True),
])
def test_a_flag_declined_before_or_after_its_word(text, candles):
    args = first_call(text)
    assert args["candles"] is candles and args["boxes"] == 2 and args["date"] == "2027-06-11"


def test_a_chinese_answer_says_what_the_record_lacks_with_mei_you():
    call = {"id": "c1", "type": "function", "function": {
        "name": "order_birthday_box", "arguments": json.dumps({"date": "2027-06-11", "boxes": 2})}}
    result = {"order_ref": "HB-0611", "date": "2027-06-11", "boxes": 2, "candles": False, "gift_wrap": True}
    message = ask([{"role": "user", "content": "周五送两个生日礼篮。"},
                   {"role": "assistant", "content": None, "tool_calls": [call]},
                   {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result)}])
    answer = message["content"]
    assert "HB-0611" in answer and "没有蜡烛" in answer and "不蜡烛" not in answer, answer


def test_a_one_character_noun_that_ends_its_phrase_names_a_two_word_flag():
    tool = {"type": "function", "function": {
        "name": "book_beach_day", "description": "预订露天泳池的躺椅，可加租遮阳伞。",
        "parameters": {"type": "object", "properties": {
            "date": {"type": "string", "format": "date"}, "people": {"type": "integer"},
            "umbrella_rental": {"type": "boolean"}}, "required": ["date", "people", "umbrella_rental"]}}}
    body = {"model": "offline", "tools": [tool], "messages": [
        {"role": "system", "content": "Today is 2027-06-08."},
        {"role": "user", "content": "周六订两个人的躺椅，要租伞。"}]}
    [call] = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    assert json.loads(call["function"]["arguments"])["umbrella_rental"] is True


def test_an_english_answer_says_an_activity_left_out_as_no_x():
    call = {"id": "c1", "type": "function", "function": {
        "name": "order_birthday_box", "arguments": json.dumps({"date": "2027-06-11", "boxes": 2})}}
    result = {"order_ref": "HB-0611", "date": "2027-06-11", "boxes": 2, "engraving": False}
    message = ask([{"role": "user", "content": "Two hampers for Friday."},
                   {"role": "assistant", "content": None, "tool_calls": [call]},
                   {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result)}])
    assert "no engraving" in message["content"] and "not engraving" not in message["content"], message
