"""Answers that do what the question asks of the data, the way a person reads it:

* a yes/no over a count compares it with the amount asked for ("five tickets" of four is a
  no, and the answer says how many there are);
* an order adds an item said without a count ("a haircut plus a beard trim") to the one
  counted, over a price list returned in two parts (services and extras);
* a figure given for one period is said for the period asked ("how much a week?" over a
  monthly figure, 每天 over a yearly one), with the sum that was done;
* a count keeps the records dated in the week or month the question states ("下周一共几次",
  "how many next month");
* "in total" beside "how many" still counts.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.periods import stated_period


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


def answer(question: str, t: dict, args: dict, result, system: str = "") -> str:
    """The final answer once the tool returned `result` for `args`."""
    messages = ([{"role": "system", "content": system}] if system else []) + [
        {"role": "user", "content": question},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
            "name": t["function"]["name"], "arguments": json.dumps(args, ensure_ascii=False)}}]},
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}]
    out = OfflineModel().handle({"model": "offline", "tools": [t], "messages": messages})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls"), message
    return message["content"]


GIG = tool("gig_tickets", "Tickets left for a gig.", {"gig": {"type": "string"}})
GIG_RESULT = {"gig": "The Lumineers", "tickets_left": 4, "price": 55}


def test_a_count_below_the_amount_asked_for_is_a_no_that_says_how_many():
    said = answer("Can I get five tickets for The Lumineers?", GIG, {"gig": "The Lumineers"}, GIG_RESULT)
    assert said.startswith("No") and "4" in said and "5" in said


def test_a_count_that_covers_the_amount_asked_for_is_a_yes():
    said = answer("Can I get three tickets for The Lumineers?", GIG, {"gig": "The Lumineers"}, GIG_RESULT)
    assert said.startswith("Yes")


def test_a_chinese_yes_no_over_a_count_repeats_its_verb():
    said = answer("我能买六张 The Lumineers 的票吗？", GIG, {"gig": "The Lumineers"}, GIG_RESULT)
    assert said.startswith("不能") and "4" in said and "6" in said


BARBER = tool("barber_prices", "Services and extras at the barber, with prices (GBP).", {})
BARBER_RESULT = {"services": [{"service": "haircut", "name": "Classic haircut", "price": 24.0},
                              {"service": "skin_fade", "name": "Skin fade", "price": 28.0}],
                 "extras": [{"extra": "beard_trim", "price": 9.5}, {"extra": "hot_towel", "price": 6.0}]}


def test_an_item_said_without_a_count_is_added_to_the_order():
    said = answer("What would a haircut plus beard trim come to?", BARBER, {}, BARBER_RESULT)
    assert "33.5" in said


SUN = tool("panel_output", "Expected output of a solar panel array.", {"site": {"type": "string"}})


@pytest.mark.parametrize("question, figure, result", [
    ("Roughly how much would the barn roof make per week?", "69.04", {"site": "barn roof", "annual_kwh": 3600}),
    ("谷仓屋顶平均每天能发多少电？", "9.86", {"site": "barn roof", "annual_kwh": 3600}),
    ("And per year, what does the barn roof give?", "3,600", {"site": "barn roof", "monthly_kwh": 300}),
])
def test_a_figure_for_one_period_is_said_for_the_period_asked(question, figure, result):
    assert figure in answer(question, SUN, {"site": "barn roof"}, result)


CLASSES = tool("pottery_classes", "All pottery classes on the timetable.", {})
CLASS_RESULT = {"classes": [{"class_id": "PC-1", "date": "2027-03-02", "title": "Wheel basics"},
                            {"class_id": "PC-2", "date": "2027-03-09", "title": "Glazing"},
                            {"class_id": "PC-3", "date": "2027-03-11", "title": "Hand building"},
                            {"class_id": "PC-4", "date": "2027-04-06", "title": "Raku"}]}
SYS_ZH = "你是陶艺工作室的助理。今天是2027年3月1日，星期一。"


def test_a_count_keeps_the_records_dated_in_the_week_asked():
    said = answer("下周一共有几节课？", CLASSES, {}, CLASS_RESULT, SYS_ZH)
    assert "2" in said and "Glazing" in said and "Raku" not in said


def test_a_count_keeps_the_records_dated_in_the_month_asked():
    said = answer("How many classes are there next month?", CLASSES, {}, CLASS_RESULT,
                  "Today is Monday, 2027-03-01.")
    assert "1" in said and "Raku" in said and "Glazing" not in said


@pytest.mark.parametrize("text, period", [
    ("next week", (dt.date(2027, 3, 8), dt.date(2027, 3, 14))),
    ("这周", (dt.date(2027, 3, 1), dt.date(2027, 3, 7))),
    ("上个月", (dt.date(2027, 2, 1), dt.date(2027, 2, 28))),
    ("下周五", None), ("next week's Friday", None), ("下个月5号", None),
])
def test_a_week_or_a_month_said_as_one_word(text, period):
    assert stated_period(text, dt.date(2027, 3, 1)) == period
