"""Errors that describe the value they want: a shape ("a letter, a dash, then two digits,
like Q-07", "两位字母加四位数字"), or allowed values with a note on each ("inbound (towards
the centre)"). The model rewrites the user's value to fit and retries; when it can't be
made to fit, it doesn't guess and says it couldn't.

Every tool and wording here is new: none of it appears in the lessons or in tests/fidelity/.
"""

from __future__ import annotations

import json

import pytest

from course_lib.offline.decide.option_notes import choose_described, described_options
from course_lib.offline.decide.shapes import fit, shape_of
from tests.helpers import ask_offline, tool_message


def fn(name, description, properties, required):
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": required}}}


S = {"type": "string"}
LOCKER = fn("open_locker", "Open a gym locker by its code.", {"code": S}, ["code"])
BADGE = fn("print_badge", "Print a visitor badge by badge number.", {"badge": S}, ["badge"])
PLATE = fn("register_plate", "登记访客车辆的车牌。", {"plate": S}, ["plate"])
STAFF = fn("find_staff", "按工号查找员工。", {"staff_no": S}, ["staff_no"])
PARCEL = fn("track_parcel", "查询快递单号的物流。", {"tracking_no": S}, ["tracking_no"])
TRAM = fn("tram_departures", "Next departures from a tram stop.", {"stop": S, "direction": S},
          ["stop", "direction"])
SHIP = fn("quote_shipping", "Quote the price of sending a box.", {"size": S}, ["size"])


def after_error(question, tool, sent, message):
    """The model's next step after the call `sent` failed with `message`."""
    messages = [{"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {
                        "name": tool["function"]["name"], "arguments": json.dumps(sent, ensure_ascii=False)}}]},
                tool_message("c1", {"error": {"type": "invalid_arguments", "message": message}})]
    status, body = ask_offline({"model": "offline", "tools": [tool], "messages": messages})
    assert status == 200
    message = body["choices"][0]["message"]
    calls = [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]
    return calls, message.get("content") or ""


# ---------------------------------------------------------------- a shape, rewritten to

@pytest.mark.parametrize("question, tool, sent, message, fixed", [
    ("Open locker q7 please", LOCKER, {"code": "q7"},
     "locker codes are a letter, a dash, then two digits, like Q-07", {"code": "Q-07"}),
    ("Open locker 7", LOCKER, {"code": "7"}, "codes are three digits, zero-padded", {"code": "007"}),
    ("Print badge kx 311", BADGE, {"badge": "kx 311"},
     "badge numbers are two uppercase letters followed by five digits", {"badge": "KX00311"}),
    ("Print badge rm 42", BADGE, {"badge": "rm 42"}, "unknown badge; e.g. RM-0042", {"badge": "RM-0042"}),
    ("Print badge 12 34 56", BADGE, {"badge": "12 34 56"}, "a badge number must be 6 digits", {"badge": "123456"}),
    ("帮我登记车牌 ab 12 34", PLATE, {"plate": "ab 12 34"}, "格式：两位字母加四位数字，例如 AB1234",
     {"plate": "AB1234"}),
    ("查一下工号 abc5 是谁", STAFF, {"staff_no": "abc5"}, "工号格式为三个大写字母、一个短横线和三位数字",
     {"staff_no": "ABC-005"}),
    ("查一下工号 Ops 12", STAFF, {"staff_no": "Ops 12"}, "工号不存在，例如 OPS-0012", {"staff_no": "OPS-0012"}),
])
def test_a_value_is_rewritten_to_the_described_shape_and_retried(question, tool, sent, message, fixed):
    calls, _ = after_error(question, tool, sent, message)
    assert calls == [(tool["function"]["name"], fixed)]


def test_the_users_words_fill_the_shape_when_the_sent_value_does_not():
    calls, _ = after_error("Open my locker, it's b 4", LOCKER, {"code": "my locker"},
                           "locker codes are a letter, a dash, then two digits, like Q-07")
    assert calls == [("open_locker", {"code": "B-04"})]


@pytest.mark.parametrize("question, tool, sent, message", [
    ("Open locker q123", LOCKER, {"code": "q123"}, "locker codes are a letter, a dash, then two digits"),
    ("Open the blue locker", LOCKER, {"code": "blue"}, "codes are a letter, a dash, then two digits, like Q-07"),
    ("查一下快递 SF123", PARCEL, {"tracking_no": "SF123"}, "快递单号必须是十二位数字"),
])
def test_a_value_that_cannot_fit_is_not_invented_and_the_model_says_so(question, tool, sent, message):
    calls, answer = after_error(question, tool, sent, message)
    assert calls == []
    assert answer and any(w in answer.lower() for w in ("couldn't", "could not", "没有成功", "无法", "没能"))


def test_shapes_read_from_words_and_examples():
    shape = shape_of("a letter, a dash, then two digits", None)
    assert [(r.kind, r.count, r.text) for r in shape] == [("letters", 1, ""), ("sep", None, "-"), ("digits", 2, "")]
    assert fit(shape_of("三个字母", None), "xyz") == "xyz"
    assert fit(shape_of("三个大写字母", None), "xyz") == "XYZ"
    assert fit(shape_of("ticket ids look like TK/0099", "TK/0099"), "tk 5") == "TK/0005"
    # Ordinary words are no shape: "a number" is not one digit, "一个数字" neither.
    assert shape_of("quantity must be a number", None) is None
    assert shape_of("数量必须是一个数字", None) is None
    # In a sentence a value is one word: "Send 25" is not "S-25".
    assert fit(shape_of("e.g. C-123", "C-123"), "Send 25 euros to Tom", spaced=False) is None


# ---------------------------------------------------------------- allowed values with notes

@pytest.mark.parametrize("question, sent, message, chosen", [
    ("Next tram from Elm Street into town?", "into town",
     "direction must be inbound (towards the centre) or outbound", "inbound"),
    ("Trams from Elm Street away from downtown?", "away from downtown",
     "direction must be inbound (towards the centre) or outbound (away from the centre)", "outbound"),
    ("榆树街往市中心的下一班电车？", "往市中心",
     "direction must be inbound (towards the centre) or outbound (away from the centre)", "inbound"),
    ("榆树街出城方向的电车几点？", "出城", "direction 只能是 inbound（往市中心）或 outbound（离开市中心）", "outbound"),
    ("榆树街进城的电车？", "进城", "direction 只能是 inbound（往市中心）或 outbound（离开市中心）", "inbound"),
])
def test_an_option_is_chosen_by_what_its_note_means(question, sent, message, chosen):
    calls, _ = after_error(question, TRAM, {"stop": "Elm Street", "direction": sent}, message)
    assert calls == [("tram_departures", {"stop": "Elm Street", "direction": chosen})]


def test_an_option_named_by_a_word_of_its_note():
    calls, _ = after_error("How much to send a large box?", SHIP, {"size": "large box"},
                           "size must be one of: S (small, under 1 kg), M (medium), L (large, over 5 kg).")
    assert calls == [("quote_shipping", {"size": "L"})]


def test_notes_that_do_not_tell_the_options_apart_choose_nothing():
    options = described_options("direction must be inbound (towards the centre) or outbound")
    assert options == [("inbound", "towards the centre"), ("outbound", "")]
    assert choose_described(options, ["to the suburbs"]) is None
    calls, answer = after_error("Trams from Elm Street to the suburbs?", TRAM,
                                {"stop": "Elm Street", "direction": "to the suburbs"},
                                "direction must be inbound (towards the centre) or outbound")
    assert not [args for _, args in calls if args["direction"] in ("inbound", "outbound")]   # no guess


def test_a_plain_list_of_values_is_not_read_as_notes():
    assert described_options("priority must be one of low, normal, high") == []


@pytest.mark.parametrize("message, said, chosen", [
    ("use 'in' for towards the centre and 'out' for away from the centre", "into town", "in"),
    ("direction: 'in' = towards the centre, 'out' = away from it", "away from downtown", "out"),
    ("方向：'up' 表示往市中心，'down' 表示离开市中心", "出城", "down"),
])
def test_values_explained_after_them_are_chosen_by_their_meaning(message, said, chosen):
    calls, _ = after_error("Tram times at Elm Street?", TRAM, {"stop": "Elm Street", "direction": said}, message)
    assert calls == [("tram_departures", {"stop": "Elm Street", "direction": chosen})]
