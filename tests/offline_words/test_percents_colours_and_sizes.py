"""Three readings of an argument a learner's tool takes beside its main one:

- a number said as a percent ("40% off", "insured at 50%", 百分之三十) never fills a field
  that counts, weighs or prices something, and a percent field never takes a count of
  things ("a tin" is no 1%);
- an optional field named for a kind (`lid_colour`) takes the word of that kind the user
  says ("a green lid"; members.py);
- a size option written S/M/L/XL is read from "both large", "medium aprons" (the noun the
  field is named for) and from Chinese 中号, 大码, 加大号.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict, required: list) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": required}}}


PAINT = tool("mix_paint", "Mix a tin of wall paint: finish, volume in litres; tint strength and lid colour optional.", {
    "finish": {"type": "string", "enum": ["matt", "eggshell", "gloss"]},
    "volume_l": {"type": "number", "description": "Volume of the tin in litres"},
    "tint_percent": {"type": "integer", "description": "Tint strength %, 0-100", "minimum": 0, "maximum": 100},
    "lid_colour": {"type": "string", "description": "Colour of the tin's lid"}}, ["finish", "volume_l"])

# The same tool as a learner writing in Chinese would write it, options and all.
PAINT_ZH = tool("mix_paint", "调一桶墙面漆：光泽、容量（升）；色浆浓度和盖子颜色可选。", {
    "finish": {"type": "string", "enum": ["亚光", "蛋壳光", "亮光"]},
    "volume_l": {"type": "number", "description": "容量，单位升"},
    "tint_percent": {"type": "integer", "description": "色浆浓度（百分比）", "minimum": 0, "maximum": 100},
    "lid_colour": {"type": "string", "description": "盖子颜色"}}, ["finish", "volume_l"])

APRON = tool("order_aprons", "Order kitchen aprons for a cookery class.", {
    "date": {"type": "string", "description": "YYYY-MM-DD"},
    "apron_size": {"type": "string", "enum": ["XS", "S", "M", "L", "XL", "XXL"]},
    "quantity": {"type": "integer"}}, ["date", "quantity"])


def first_call(tool_spec: dict, text: str) -> dict:
    body = {"model": "offline", "tools": [tool_spec], "messages": [
        {"role": "system", "content": "Today is 2027-06-08."}, {"role": "user", "content": text}]}
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    calls = message.get("tool_calls") or []
    assert len(calls) == 1, message
    return json.loads(calls[0]["function"]["arguments"])


@pytest.mark.parametrize("text, expected", [
    ("Mixing five litres in eggshell, tinted at 30%, with a green lid?",
     {"finish": "eggshell", "volume_l": 5, "tint_percent": 30, "lid_colour": "green"}),
    ("What would a tin holding two and a half litres cost in gloss? Green lid, 30% tint.",
     {"finish": "gloss", "volume_l": 2.5, "tint_percent": 30, "lid_colour": "green"}),
])
def test_a_percent_goes_to_the_percent_field_and_a_colour_to_the_colour_field(text, expected):
    args = first_call(PAINT, text)
    assert {k: args.get(k) for k in expected} == expected


@pytest.mark.parametrize("text, expected", [
    ("调一桶5升的亚光漆，色浆百分之三十。", {"finish": "亚光", "volume_l": 5, "tint_percent": 30}),
    ("调一桶5升的亮光漆，色浆30%，要绿色的盖子。",
     {"finish": "亮光", "volume_l": 5, "tint_percent": 30, "lid_colour": "绿色"}),
])
def test_the_same_in_chinese(text, expected):
    args = first_call(PAINT_ZH, text)
    assert {k: args.get(k) for k in expected} == expected


def test_a_percent_alone_fills_no_volume():
    from course_lib.offline.read.extract import find
    assert find("volume_l", PAINT["function"]["parameters"]["properties"]["volume_l"],
                "tinted at 30%", (2027, 6, 8)) == []


@pytest.mark.parametrize("text, size", [
    ("Three aprons for next Monday, all large.", "L"),
    ("We need four medium aprons for next Monday.", "M"),
    ("Two aprons for next Monday, an extra large and nothing else.", "XL"),
    ("下周一要三条围裙，都要中号。", "M"),
    ("下周一订两条围裙，加大号的。", "XL"),
    ("下周一订两条围裙，加加大码。", "XXL"),
])
def test_a_size_said_in_words_is_its_letter(text, size):
    args = first_call(APRON, text)
    assert args["apron_size"] == size and args["date"] == "2027-06-14"


def test_no_size_is_read_from_words_that_say_none():
    args = first_call(APRON, "Three aprons for next Monday, I'd like them soon.")
    assert "apron_size" not in args
