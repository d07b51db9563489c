"""A yes/no question about one part of the day, over the day's list: "Can we do a tour on
Sunday morning?" is answered by the tour in the morning, by its status (cancelled → no),
with the reason the data gives; 周日上午 and "the afternoon tour" alike.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.day_parts import items_in_named_part

TOURS = {"type": "function", "function": {"name": "cave_tours", "description": "Guided cave tours on one date, with status.",
         "parameters": {"type": "object", "properties": {"date": {"type": "string", "format": "date"}}, "required": ["date"]}}}
LISTED = [{"tour_id": "CT-1", "start": "08:30", "cave": "Crystal Hall", "places_left": 6, "status": "cancelled",
           "reason": "flooding: water level 80 cm, above the 50 cm safety limit"},
          {"tour_id": "CT-2", "start": "14:00", "cave": "Bat Gallery", "places_left": 4, "status": "scheduled"}]


def answer(question: str) -> str:
    body = {"model": "offline", "tools": [TOURS], "messages": [
        {"role": "system", "content": "You help at a cave tour centre. Today is Wednesday, 2026-12-09."},
        {"role": "user", "content": question},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "t1", "type": "function", "function": {
            "name": "cave_tours", "arguments": json.dumps({"date": "2026-12-13"})}}]},
        {"role": "tool", "tool_call_id": "t1", "content": json.dumps(LISTED)}]}
    return OfflineModel().handle(body).body["choices"][0]["message"]["content"]


def test_the_item_in_the_part_of_the_day_named():
    assert items_in_named_part("on Sunday morning", LISTED) == LISTED[:1]
    assert items_in_named_part("周日下午", LISTED) == LISTED[1:]
    assert items_in_named_part("on Sunday", LISTED) is None


def test_its_status_answers_with_its_reason():
    said = answer("Can we do a tour on Sunday morning?")
    assert said.startswith("No") and "flooding" in said and "CT-1" in said and "CT-2" not in said
    zh = answer("周日上午能参加洞穴游吗？")
    assert zh.startswith("不能") and "取消" in zh and "flooding" in zh
    assert answer("Is the afternoon tour on Sunday going ahead?").startswith("Yes — Tour CT-2")


def test_the_part_of_the_day_narrows_the_list_first():
    """周六早上 with a full 07:30 class and an open 18:00 one: no; asked whether it is full: yes."""
    classes = [{"class_id": "Y1", "start": "2026-12-12T07:30", "status": "full"},
               {"class_id": "Y2", "start": "2026-12-12T18:00", "status": "open"}]
    def said(question: str) -> str:
        body = {"model": "offline", "tools": [TOURS], "messages": [
            {"role": "system", "content": "Today is Wednesday, 2026-12-09."}, {"role": "user", "content": question},
            {"role": "assistant", "content": None, "tool_calls": [{"id": "t1", "type": "function", "function": {
                "name": "cave_tours", "arguments": json.dumps({"date": "2026-12-12"})}}]},
            {"role": "tool", "tool_call_id": "t1", "content": json.dumps(classes)}]}
        return OfflineModel().handle(body).body["choices"][0]["message"]["content"]
    assert said("周六早上的还能去吗？").startswith("不能") and "Y1" in said("周六早上的还能去吗？")
    assert said("Is the Saturday morning one full?").startswith("Yes")
    assert said("Is the Saturday evening one full?").startswith("No")
