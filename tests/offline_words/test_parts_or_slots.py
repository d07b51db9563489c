"""Coordinated parts are several calls only when they are alternatives for one argument
("at 10am on Wednesday and on Friday": two dates). Parts that fill different slots of one
call ("two adults and three kids") are one call, and "an hour and a half" is one amount,
not a list.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.decide.several import each_part
from course_lib.offline.read.conjuncts import conjuncts
from course_lib.offline.read.conversation import ToolSpec

TODAY = dt.date(2026, 12, 1)   # a Tuesday
DATE = {"type": "string", "format": "date"}
CANOE = ToolSpec("hire_canoe", "Hire a canoe on the river.", {"type": "object", "properties": {
    "paddlers": {"type": "integer"}, "hours": {"type": "number"}, "date": DATE},
    "required": ["paddlers", "hours", "date"]})
FERRY = ToolSpec("ferry_tickets", "Buy ferry tickets.", {"type": "object", "properties": {
    "adults": {"type": "integer"}, "children": {"type": "integer"}, "date": DATE},
    "required": ["adults", "date"]})
TUNER = ToolSpec("book_piano_tuner", "Book the piano tuner.", {"type": "object", "properties": {
    "date": DATE, "time": {"type": "string", "description": "HH:MM"}}, "required": ["date", "time"]})


def calls(tool: ToolSpec, text: str) -> list[dict]:
    return each_part(tool, fill_arguments(tool, text, TODAY), text, TODAY)


@pytest.mark.parametrize("text", ["a canoe for two paddlers for an hour and a half on Saturday",
                                  "three and a quarter hours"])
def test_and_a_half_is_one_amount(text):
    assert conjuncts(text) == ()


def test_an_hour_and_a_half_is_one_canoe():
    assert calls(CANOE, "Hire a canoe for two paddlers for an hour and a half on Saturday") == [
        {"paddlers": 2, "hours": 1.5, "date": "2026-12-05"}]


def test_parts_that_fill_different_slots_are_one_call():
    assert calls(FERRY, "Two adults and three kids on the ferry on Friday") == [
        {"adults": 2, "children": 3, "date": "2026-12-04"}]


@pytest.mark.parametrize("text, times", [
    ("Book the piano tuner at 9am on Wednesday and on Thursday", ["09:00", "09:00"]),
    ("周三上午九点和周四下午两点各约一次调音师", ["09:00", "14:00"]),
])
def test_alternatives_for_one_argument_are_several_calls(text, times):
    assert calls(TUNER, text) == [{"date": "2026-12-02", "time": times[0]},
                                  {"date": "2026-12-03", "time": times[1]}]
