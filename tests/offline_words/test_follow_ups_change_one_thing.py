"""Follow-ups that change one thing of the last call:

* "And to Harris?" after buses from Stornoway to Tarbert changes the destination only,
  whatever the place (no gazetteer knows every island); "And from Leverburgh?" the origin;
* "那12号的呢？" after grade 8 sandpaper, three sheets, changes the grade (grade_12): the 12
  names the new option, it is no new count of sheets.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


BUSES = tool("bus_times", "Bus departures between two stops on a date.",
             {"from_stop": {"type": "string"}, "to_stop": {"type": "string"}, "date": {"type": "string", "format": "date"}})
SANDPAPER = tool("sandpaper_price", "Price of sheets of sandpaper of one grade.",
                 {"grade": {"type": "string", "enum": ["grade_2", "grade_8", "grade_12"]},
                  "sheets": {"type": "integer", "minimum": 1, "maximum": 20}})


def follow_up(t: dict, first: str, args: dict, result, answer: str, question: str) -> dict:
    messages = [{"role": "system", "content": "Today is 2027-05-03."}, {"role": "user", "content": first},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": t["function"]["name"], "arguments": json.dumps(args)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result)},
                {"role": "assistant", "content": answer}, {"role": "user", "content": question}]
    out = OfflineModel().handle({"model": "offline", "tools": [t], "messages": messages})
    [call] = out.body["choices"][0]["message"]["tool_calls"]
    return json.loads(call["function"]["arguments"])


TRIP = {"from_stop": "Stornoway", "to_stop": "Tarbert", "date": "2027-05-04"}


@pytest.mark.parametrize("question, changed", [("And to Harris?", {"to_stop": "Harris"}),
                                               ("And from Leverburgh?", {"from_stop": "Leverburgh"})])
def test_one_end_of_the_trip_changes(question, changed):
    made = follow_up(BUSES, "Buses from Stornoway to Tarbert tomorrow?", TRIP,
                     {"departures": ["08:10", "12:40"]}, "Two buses: 08:10 and 12:40.", question)
    assert made == {**TRIP, **changed}


def test_the_number_of_a_new_option_is_no_new_count():
    made = follow_up(SANDPAPER, "8号砂纸三张多少钱？", {"grade": "grade_8", "sheets": 3},
                     {"grade": "grade_8", "sheets": 3, "price_eur": 2.4}, "三张8号砂纸 2.4 欧元。", "那12号的呢？")
    assert made == {"grade": "grade_12", "sheets": 3}


RINK = tool("skate_hire", "Skate hire slots at the ice rink on a date.", {"date": {"type": "string", "format": "date"}})


@pytest.mark.parametrize("closing", ["Lovely, thanks, that's everything!", "Cheers, bye!", "好的谢谢，没事了。"])
def test_a_thank_you_that_closes_the_conversation_needs_no_tool(closing):
    messages = [{"role": "user", "content": "Any skate hire slots today?"},
                {"role": "assistant", "content": "Yes: 15:00 and 17:00."}, {"role": "user", "content": closing}]
    out = OfflineModel().handle({"model": "offline", "tools": [RINK], "messages": messages})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls") and len(message["content"]) <= 40, message
