"""How a list of results is introduced and how its items are called:

* a list of a day and a time is "on 9 March at 07:15", not "on 9 March and time 07:15";
* a yes/no every item shares is said once as a state ("all insulated"), not "all with
  insulated";
* a thing with no name of its own is called by its make and model ("Riese Nevo 4
  (EB-7)"), in either language, not "brand Riese, model Nevo 4".

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

SKIS = {"type": "function", "function": {"name": "bike_hire", "description": "E-bikes free to hire on a day.",
        "parameters": {"type": "object", "properties": {"date": {"type": "string"}, "time": {"type": "string"}},
                       "required": ["date"]}}}


def answer(question: str, args: dict, result) -> str:
    messages = [{"role": "system", "content": "Today is Tuesday 2027-03-09."}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "bike_hire", "arguments": json.dumps(args)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}]
    out = OfflineModel().handle({"model": "offline", "tools": [SKIS], "messages": messages})
    return out.body["choices"][0]["message"]["content"]


LOCKERS = {"date": "2027-03-09", "time": "07:15", "lockers": [
    {"locker": "L2", "insulated": True, "floor": "lower"}, {"locker": "L9", "insulated": True, "floor": "upper"}]}


def test_a_day_and_a_time_follow_each_other():
    said = answer("Which lockers are free on 9 March at quarter past seven?", {"date": "2027-03-09", "time": "07:15"}, LOCKERS)
    assert "on 9 March at 07:15" in said
    assert "time 07:15" not in said


def test_a_shared_yes_is_said_as_a_state():
    said = answer("Which lockers are free on 9 March at quarter past seven?", {"date": "2027-03-09", "time": "07:15"}, LOCKERS)
    assert "all insulated" in said
    assert "with insulated" not in said


HIRE = {"bikes": [{"bike_id": "EB-7", "brand": "Riese", "model": "Nevo 4", "frame_cm": 53, "price_eur": 32},
                 {"bike_id": "EB-9", "brand": "Gazelle", "model": "Ultimate C8", "frame_cm": 57, "price_eur": 35}]}


def test_items_are_called_by_make_and_model():
    said = answer("What e-bikes can I hire tomorrow?", {"date": "2027-03-10"}, HIRE)
    assert "Riese Nevo 4 (EB-7)" in said and "Gazelle Ultimate C8 (EB-9)" in said
    assert "brand Riese" not in said and "model Nevo" not in said


def test_items_are_called_by_make_and_model_in_chinese_with_one_bracket():
    said = answer("明天能租哪些电动自行车？", {"date": "2027-03-10"}, HIRE)
    assert "Riese Nevo 4（EB-7，" in said
    assert "品牌" not in said and "）（" not in said
