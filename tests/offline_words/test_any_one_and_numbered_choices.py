"""Picking any item that fits, and numbers that are one of a list:

* "Book me a covered lane for half an hour" after a list of lanes: the lanes that are
  covered fit, and "a" asks for any of them, so the first is booked (not "which one?");
* a `minutes` field that is one of 30, 45, 60 reads "half an hour" as 30 and "an hour"
  as 60, never the count 1;
* an error "must be one of 30, 45, 60" on an integer field is repaired with the number,
  not the text "60";
* a Chinese tool description whose noun holds a verb (观鸟棚, a hide to watch birds from) is not
  ruled out by its "不用于查…" sentence when the request asks whether it is open.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict, required=None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(required if required is not None else props)}}}


def reply(messages: list, tools: list) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": tools, "messages": messages})
    return out.body["choices"][0]["message"]


def called(message: dict) -> list:
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]


LANES = [tool("free_lanes", "Free lanes at the outdoor skate track on a date.", {"date": {"type": "string", "format": "date"}}),
         tool("book_lane", "Book a skate lane.", {"lane": {"type": "string"}, "date": {"type": "string", "format": "date"},
                                                  "minutes": {"type": "integer", "enum": [30, 45, 60]}})]
SYSTEM = {"role": "system", "content": "Today is 2027-01-20."}


def after_list(question: str, result) -> dict:
    return reply([SYSTEM, {"role": "user", "content": question},
                  {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                      "name": "free_lanes", "arguments": json.dumps({"date": "2027-01-21"})}}]},
                  {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result)}], LANES)


FREE = {"date": "2027-01-21", "lanes": [{"lane": "L1", "covered": False, "lit": True}, {"lane": "L4", "covered": True, "lit": True},
                                         {"lane": "L6", "covered": True, "lit": False}]}


def test_a_asks_for_any_item_that_fits():
    message = after_list("Book me a covered lane tomorrow for half an hour.", FREE)
    assert called(message) == [("book_lane", {"lane": "L4", "date": "2027-01-21", "minutes": 30})]


def test_an_hour_is_sixty_minutes_among_the_options():
    message = reply([SYSTEM, {"role": "user", "content": "Book lane L6 tomorrow for an hour."}], LANES[1:])
    assert called(message) == [("book_lane", {"lane": "L6", "date": "2027-01-21", "minutes": 60})]


def test_a_numbered_option_repair_sends_a_number():
    messages = [SYSTEM, {"role": "user", "content": "Book lane L6 tomorrow, sixty minutes."},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "book_lane", "arguments": json.dumps({"lane": "L6", "date": "2027-01-21", "minutes": 6})}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"error": "'minutes' must be one of 30, 45, 60; got 6"})}]
    [(name, args)] = called(reply(messages, LANES[1:]))
    assert args["minutes"] == 60 and isinstance(args["minutes"], int)


DECK = [tool("deck_status", "观鸟棚今天是否开放。不用于查天象。", {"deck": {"type": "string", "description": "观鸟棚名称"}}),
        tool("sky_events", "Upcoming sky events. Not for opening hours.", {"days": {"type": "integer"}}, [])]


def test_a_verb_inside_the_tools_own_noun_rules_nothing_out():
    message = reply([{"role": "user", "content": "北坡观鸟棚今天开门吗？"}], DECK)
    assert [name for name, _ in called(message)] == ["deck_status"]
