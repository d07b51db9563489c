"""Free-text arguments without their circumstances, and one call per listed amount.

* "when" (this afternoon, 昨天) is no part of what a note or a purpose says;
* the speaker ("I", "we") and the command's verb whose object went into another argument
  ("Wire [60 pounds] to Ann for …") are no part of it either; neither is a Chinese verb
  at the end that names what the tool records (…花了);
* a list whose parts each carry their own amount is one call per part.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.read import dates
from course_lib.offline.read.conversation import ToolSpec

TODAY = (2026, 3, 2)


def tool(name: str, description: str, properties: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties,
                                        "required": required})


FUEL = tool("log_fuel", "Use for fuel the user bought: logs litres and cost in the car's logbook.",
            {"litres": {"type": "number"},
             "cost": {"type": "number"},
             "purpose": {"type": "string", "description": "what the fuel was for"}},
            ["litres", "cost", "purpose"])
TIP = tool("tip_worker", "Give a tip to a delivery worker. Use for tips.",
           {"amount": {"type": "number"},
            "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "worker": {"type": "string", "description": "the worker's name"},
            "reason": {"type": "string", "description": "why the tip is given"}},
           ["amount", "currency", "worker"])
SPENDING = tool("note_spending", "Note money spent in the family budget.",
                {"amount": {"type": "number"},
                 "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                 "item": {"type": "string", "description": "what was bought"}},
                ["amount", "currency"])


@pytest.mark.parametrize("text, when", [
    ("I'll call back this afternoon", dt.date(2026, 3, 2)),
    ("we met last night", dt.date(2026, 3, 1)),
    ("see you this evening", dt.date(2026, 3, 2)),
])
def test_parts_of_today_are_dates(text, when):
    assert [h.date for h in dates.find_dates(text, dt.date(*TODAY))] == [when]


def test_the_speaker_and_the_time_are_not_the_purpose():
    [args] = fill_arguments(FUEL, "We filled up 40 litres for 62 for the lake trip this afternoon", TODAY)
    assert args["litres"] == 40 and args["cost"] == 62
    assert "lake trip" in args["purpose"]
    assert "afternoon" not in args["purpose"] and "We" not in args["purpose"]


def test_the_command_verb_whose_object_was_taken_is_no_reason():
    [args] = fill_arguments(TIP, "Tip 5 dollars to Ravi for carrying the boxes upstairs", TODAY)
    assert args["amount"] == 5 and args["currency"] == "USD" and "Ravi" in args["worker"]
    assert "carrying the boxes" in args["reason"].lower() and not args["reason"].lower().startswith("tip")


def test_chinese_trailing_verb_and_day_are_not_the_item():
    [args] = fill_arguments(SPENDING, "昨天买雨伞花了59元", TODAY)
    assert args["amount"] == 59 and args["currency"] == "CNY"
    assert "雨伞" in args["item"] and "昨天" not in args["item"] and "花" not in args["item"]


@pytest.mark.parametrize("text, expected", [
    ("Budget: 3 dollars for coffee, 11 dollars for parking", [3, 11]),
    ("开销：奶茶15元，停车费20元，洗车35元", [15, 20, 35]),
])
def test_one_call_per_listed_amount(text, expected):
    calls = fill_arguments(SPENDING, text, TODAY)
    assert [c["amount"] for c in calls] == expected


def test_one_amount_with_a_list_of_words_is_one_call():
    # the parts hold no amounts of their own: one purchase of several things
    calls = fill_arguments(SPENDING, "Spent 30 dollars on: glue, tape and string", TODAY)
    assert len(calls) == 1 and calls[0]["amount"] == 30


@pytest.mark.parametrize("text", ["Put in 30 litres, paid 48 for it", "加了30升油，付了48"])
def test_a_number_named_after_a_unit_takes_the_number_with_that_unit(text):
    [args] = fill_arguments(FUEL, text + " for the ferry crossing", TODAY) if not text.startswith("加") \
        else fill_arguments(FUEL, text + "，为了去海边", TODAY)
    assert args["litres"] == 30 and args["cost"] == 48
