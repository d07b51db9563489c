"""A user who corrects the last turn ("Sorry, I meant Friday, not Thursday", "Not Thursday,
Friday.", "Actually, make that outdoor", 我是说周五，不是周四, 搞错了，应该是室外的) gets the
last call again with what the correction changes; what it says it did not mean is no new
value, and a flag the correction does not mention keeps its value.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel

COURTS = {"type": "function", "function": {
    "name": "court_availability", "description": "Free badminton courts on a date.",
    "parameters": {"type": "object", "properties": {
        "date": {"type": "string", "format": "date"},
        "court_type": {"type": "string", "enum": ["indoor", "outdoor"]},
        "lights": {"type": "boolean", "description": "only courts with floodlights"}},
        "required": ["date", "court_type", "lights"]}}}
EARLIER = {"date": "2027-06-10", "court_type": "indoor", "lights": True}


def next_call(first: str, answer: str, correction: str) -> dict:
    call = {"id": "c1", "type": "function", "function": {"name": "court_availability",
                                                          "arguments": json.dumps(EARLIER)}}
    messages = [{"role": "system", "content": "Today is 2027-06-08, a Tuesday."},
                {"role": "user", "content": first},
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({**EARLIER, "courts": ["C1", "C3"]})},
                {"role": "assistant", "content": answer},
                {"role": "user", "content": correction}]
    body = {"model": "offline", "tools": [COURTS], "messages": messages}
    [made] = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    return json.loads(made["function"]["arguments"])


@pytest.mark.parametrize("correction, changed", [
    ("Sorry, I meant Friday, not Thursday.", {"date": "2027-06-11"}),
    ("Not Thursday, Friday.", {"date": "2027-06-11"}),
    ("Oops, Friday I mean.", {"date": "2027-06-11"}),
    ("Actually, make that outdoor.", {"court_type": "outdoor"}),
])
def test_an_english_correction(correction, changed):
    assert next_call("Any indoor courts with lights free on Thursday?",
                     "On Thursday courts C1 and C3 are free.", correction) == {**EARLIER, **changed}


@pytest.mark.parametrize("correction, changed", [
    ("不好意思，我是说周五，不是周四。", {"date": "2027-06-11"}),
    ("不是周四，是周五。", {"date": "2027-06-11"}),
    ("搞错了，应该是室外的。", {"court_type": "outdoor"}),
])
def test_a_chinese_correction(correction, changed):
    assert next_call("周四有带灯的室内场地吗？", "周四C1和C3空着。", correction) == {**EARLIER, **changed}


def test_a_number_the_correction_says_changes_one_field():
    hire = {"type": "function", "function": {
        "name": "canoe_quote", "description": "Price of hiring canoes.",
        "parameters": {"type": "object", "properties": {
            "hours": {"type": "integer"}, "paddlers": {"type": "integer", "minimum": 1, "maximum": 40}},
            "required": ["hours", "paddlers"]}}}
    call = {"id": "c1", "type": "function", "function": {"name": "canoe_quote",
                                                          "arguments": json.dumps({"hours": 2, "paddlers": 6})}}
    messages = [{"role": "user", "content": "Price for 6 paddlers for 2 hours?"},
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"hours": 2, "paddlers": 6, "price": 90})},
                {"role": "assistant", "content": "Six paddlers for two hours is 90."},
                {"role": "user", "content": "Actually, make it three hours."}]
    body = {"model": "offline", "tools": [hire], "messages": messages}
    [made] = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    assert json.loads(made["function"]["arguments"]) == {"hours": 3, "paddlers": 6}
