"""Chains with tools and wording found nowhere in the course: a record's id under any key
(`ref`, `booking_no`, 编号, 预订号), lists written as text, "move it | to 4pm", weekly lists
told apart by weekday, a field of one record as the next call's argument, a found price
times the count asked for, and asking (not writing) when no item or two items fit."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.calculations import calculation, how_many, unit_price
from course_lib.offline.decide.pointing import field_of_another
from course_lib.offline.decide.record_fields import own_id, qualified_value, record_value
from course_lib.offline.decide.rest_of_request import (change_parts, field_name_concepts,
                                                       item_words, new_values)
from course_lib.offline.decide.weekdays import on_weekday
from course_lib.offline.read.conversation import ToolSpec, read
from course_lib.offline.read.results import text_records

from _chain_loop import run, tool

TODAY = dt.date(2026, 12, 1)   # a Tuesday
EN = "You help members of the studio. Today is Tuesday, 2026-12-01."
ZH = "你是工作室的助理。今天是2026年12月1日，星期二。"


def spec(name: str, description: str, properties: dict, required: list[str] | None = None) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties,
                                        "required": required if required is not None else list(properties)})


# ---------------------------------------------------------------- a record's own id, any key

@pytest.mark.parametrize("name, record, value", [
    ("plot_no", {"编号": "AL-14", "面积": "20平方米"}, "AL-14"),                # 编号 "serial number"
    ("lesson_no", {"预约号": "VL-3", "老师": "周老师"}, "VL-3"),               # …号 with a code
    ("kiln_slot", {"ref": "K-77", "day": "Friday"}, None),                    # a slot is not an id
    ("firing_id", {"ref": "K-77", "day": "Friday"}, "K-77"),                  # a bare `ref`
    ("parcel_code", {"courier_id": "CR-2", "parcel_id": "PX-90"}, "PX-90"),  # the parcel's, not the courier's
    ("order_id", {"courier_id": "CR-2", "weight": 3}, None),                  # another thing's id only
    ("pitch_id", {"手机号": "13800000000", "营地编号": "P-5"}, "P-5"),         # a phone number is no id
])
def test_an_id_argument_takes_the_records_own_identifier(name, record, value):
    assert record_value(name, {"type": "string"}, record) == value


def test_of_several_id_keys_the_one_about_the_same_thing():
    record = {"理赔编号": "LP-8", "保单号": "BD-1"}
    assert own_id(record, "claim_no") == "LP-8"         # 理赔 "claim"
    assert own_id(record, "policy_no") in ("BD-1", "LP-8")   # 保单 may not gloss "policy"
    assert own_id({"model": "Mk II", "qty": 4}, "item_id") is None


# ---------------------------------------------------------------- lists written as text

def test_a_piped_list_takes_its_column_names_from_the_description():
    rows = text_records("PT-1 | Wheel throwing | Monday 19:00\nPT-2 | Hand building | Thursday 18:30",
                        "Pottery courses, one per line: code | course | day and time.")
    assert rows == [{"code": "PT-1", "course": "Wheel throwing", "day_and_time": "Monday 19:00"},
                    {"code": "PT-2", "course": "Hand building", "day_and_time": "Thursday 18:30"}]


def test_columns_named_by_a_header_line_or_by_what_they_hold():
    with_header = text_records("plot\tsize\tfee\nA-3\t12 m2\t40\nB-9\t20 m2\t65")
    assert with_header[1] == {"plot": "B-9", "size": "20 m2", "fee": "65"}
    by_content = text_records("  - L-21  2026-12-09  Bow technique\n  - L-22  2026-12-16  Scales")
    assert by_content == [{"id": "L-21", "date": "2026-12-09", "name": "Bow technique"},
                          {"id": "L-22", "date": "2026-12-16", "name": "Scales"}]
    zh = text_records("S-1 摄影棚A 2026-12-05\nS-2 摄影棚B 2026-12-06", "列出空档，每行：档期号 棚 日期")
    assert zh[0] == {"档期号": "S-1", "棚": "摄影棚A", "日期": "2026-12-05"}


@pytest.mark.parametrize("text", [
    "The studio opens at 9.\nBring an apron and 2 towels.",    # prose with numbers of different shapes
    "Only one line: K-1 | Raku",                                 # one line is no list
    "A-3 | 12 m2 | 40\nB-9 | 20 m2",                            # rows of different widths
])
def test_text_that_is_not_a_table_stays_text(text):
    assert text_records(text) is None


# ---------------------------------------------------------------- "move it | to 4pm"

RESCHEDULE = spec("shift_lesson", "Move a violin lesson to another time.",
                  {"lesson_ref": {"type": "string"}, "start": {"type": "string", "description": "HH:MM"}})
SEND = spec("send_note", "Send a note to the teacher.", {"lesson_ref": {"type": "string"},
                                                        "note": {"type": "string"}})


def test_a_change_is_split_where_its_new_value_begins():
    assert change_parts("Push my 2pm lesson to 5pm") == ("Push my 2pm lesson", "5pm")
    assert change_parts("把周五的小提琴课挪到下午五点") == ("把周五的小提琴课", "下午五点")
    assert change_parts("Show my lessons") is None


@pytest.mark.parametrize("question, start", [
    ("Push my 2pm lesson to 5pm", "17:00"),
    ("把下午两点那节课挪到四点半", "16:30"),      # the new time is in the old time's half of the day
    ("Push my 2pm lesson to 09:15", "09:15"),    # written with its leading zero: as said
])
def test_the_new_value_comes_from_after_the_to(question, start):
    assert new_values(RESCHEDULE, question, TODAY) == {"start": start}
    assert item_words(RESCHEDULE, question, TODAY) == change_parts(question)[0]


def test_a_message_saying_something_changed_is_no_new_value():
    # "改成了" is news for the teacher, not a value of the lesson
    question = "告诉老师琴弦改成了新的"
    assert new_values(SEND, question, TODAY) == {}
    assert item_words(SEND, question, TODAY) == question


# ---------------------------------------------------------------- which item

def test_a_weekly_list_is_told_apart_by_the_weekday_named():
    courses = [{"code": "PT-1", "course": "Glazing", "when": "Monday 19:00"},
               {"code": "PT-2", "course": "Glazing", "when": "Thursday 18:30"},
               {"code": "PT-3", "course": "Raku", "when": "Thursday 20:00"}]
    assert on_weekday("Put me in Thursday's glazing course", courses, TODAY) == courses[1:]
    zh = [{"id": 1, "课": "拉坯", "时间": "周一"}, {"id": 2, "课": "拉坯", "时间": "周四"}]
    assert on_weekday("报名星期四的拉坯课", zh, TODAY) == zh[1:]
    assert on_weekday("Put me in the glazing course", courses, TODAY) == courses   # no day named


def test_words_naming_a_field_every_record_has_single_out_nothing():
    records = [{"场次": "C-1", "演出": "胡桃夹子"}, {"场次": "C-2", "演出": "天鹅湖"}]
    ignored = field_name_concepts(records, "取消天鹅湖那场演出")
    assert ignored and "swan" not in ignored     # 演出 "performance" is every record's field


# ---------------------------------------------------------------- a record's field, next call

def test_a_key_ending_in_the_arguments_name_fills_it():
    walk = {"walk": "W-4", "groomer_phone": "+44 7700 900333", "groomer_mail": "x@example.com"}
    assert qualified_value("phone", {"type": "string"}, walk, writes=True) == "+44 7700 900333"
    order = {"order_no": "BK-2", "cake_flavour": "lemon", "qty": 2}
    assert qualified_value("flavour", {"type": "string"}, order, writes=False) == "lemon"
    # a write's free text is the user's to give, never a record's
    assert qualified_value("flavour", {"type": "string"}, order, writes=True) is None
    recipient = {"type": "string", "format": "email"}
    assert qualified_value("to", recipient, {"id": "R-1", "owner_email": "o@example.com"}, True) \
        == "o@example.com"


def test_a_field_named_of_another_thing_waits_for_that_thing():
    order = spec("get_cake_order", "Look up a bakery order by its number.", {"order_no": {"type": "string"}})
    oven = spec("oven_free", "Is an oven free for a cake flavour?", {"flavour": {"type": "string"}})
    assert field_of_another(oven, {"flavour": "order"}, "Is an oven free for the flavour of order BK-2?",
                            [order, oven]) == "flavour"
    assert field_of_another(oven, {"flavour": "lemon"}, "Is an oven free for lemon?", [order, oven]) is None


# ---------------------------------------------------------------- a price, times the count

def test_a_found_price_times_the_count_asked_for():
    assert unit_price([{"id": "BK-9", "name": "Sourdough loaf", "price": 4.8, "in_stock": 12}]) == 4.8
    assert unit_price({"id": "BK-9", "price": 4.8, "deposit": 1.0}) is None   # which amount: unclear
    assert how_many("What do six sourdough loaves cost?", {"name": "Sourdough loaf"}) == 6
    assert how_many("What does the Sourdough 5 cost?", {"name": "Sourdough 5"}) is None
    tools = [tool("find_bread", "Find a loaf by name.", {"q": {"type": "string"}}, ["q"]),
             tool("calc", "Evaluate arithmetic.", {"expression": {"type": "string"}}, ["expression"])]
    messages = [{"role": "user", "content": "What would six sourdough loaves cost?"},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": "find_bread", "arguments": '{"q": "sourdough"}'}}]},
                {"role": "tool", "tool_call_id": "c1",
                 "content": '[{"id": "BK-9", "name": "Sourdough loaf", "price": 4.8}]'}]
    convo = read({"model": "offline", "messages": messages, "tools": tools})
    call = calculation(convo)
    assert call is not None and call.name == "calc" and call.arguments == {"expression": "4.8 * 6"}


# ---------------------------------------------------------------- whole chains

PLOTS = [{"plot_ref": "AL-3", "bed": "Herb bed", "day": "Saturday"},
         {"plot_ref": "AL-4", "bed": "Herb bed", "day": "Sunday"},
         {"plot_ref": "AL-5", "bed": "Pumpkin patch", "day": "Sunday"}]
ALLOTMENT = [tool("my_plots", "Garden plots the member waters this month.", {}),
             tool("release_plot", "Give up watering duty for a plot.", {"plot_ref": {"type": "string"}},
                  ["plot_ref"])]


def _plots(written):
    return {"my_plots": lambda a: PLOTS, "release_plot": lambda a: written.append(a) or {"released": a["plot_ref"]}}


def test_a_write_on_the_item_named_by_its_name_and_weekday():
    written = []
    calls, _ = run(ALLOTMENT, [{"role": "system", "content": EN},
                               {"role": "user", "content": "Drop my Sunday herb bed duty"}], _plots(written))
    assert [c[0] for c in calls] == ["my_plots", "release_plot"] and written == [{"plot_ref": "AL-4"}]


@pytest.mark.parametrize("question, system, named", [
    ("Drop my herb bed duty", EN, ["Saturday", "Sunday"]),              # two fit alike: ask
    ("把香草那块地的浇水任务退掉", ZH, ["AL-3", "AL-4"]),
])
def test_two_items_that_fit_alike_are_asked_about_not_written(question, system, named):
    written = []
    calls, answer = run(ALLOTMENT, [{"role": "system", "content": system},
                                    {"role": "user", "content": question}], _plots(written))
    assert written == [] and [c[0] for c in calls] == ["my_plots"]
    assert all(n in answer for n in named) and ("?" in answer or "？" in answer)
    assert "AL-5" not in answer


@pytest.mark.parametrize("question, system, says", [
    ("Drop my tomato bed duty", EN, "couldn't find"),
    ("把番茄那块地的浇水任务退掉", ZH, "没有找到"),
])
def test_no_item_that_fits_is_said_and_nothing_written(question, system, says):
    written = []
    calls, answer = run(ALLOTMENT, [{"role": "system", "content": system},
                                    {"role": "user", "content": question}], _plots(written))
    assert written == [] and says in answer and "AL-5" in answer    # what there is, shown


def test_a_text_list_then_a_change_to_a_new_time():
    lessons = "VL-7 | Scales | 14:00\nVL-8 | Vibrato | 16:00"
    tools = [tool("todays_lessons", "Today's violin lessons, one per line: ref | topic | start.", {}),
             tool("shift_lesson", "Move a violin lesson to another time.",
                  {"lesson_ref": {"type": "string"}, "start": {"type": "string", "description": "HH:MM"}},
                  ["lesson_ref", "start"])]
    moved = []
    calls, _ = run(tools, [{"role": "system", "content": ZH},
                           {"role": "user", "content": "把今天下午两点那节小提琴课改到五点"}],
                   {"todays_lessons": lambda a: lessons,
                    "shift_lesson": lambda a: moved.append(a) or {"ok": True}})
    assert moved == [{"lesson_ref": "VL-7", "start": "17:00"}]


def test_a_found_records_address_is_where_the_message_goes():
    shifts = [{"shift": "SH-1", "courier": "Ola", "courier_phone": "+47 400 00 001", "route": "Harbour"},
              {"shift": "SH-2", "courier": "Per", "courier_phone": "+47 400 00 002", "route": "Old town"}]
    tools = [tool("courier_shifts", "Courier shifts on a date.", {"date": {"type": "string"}}, ["date"]),
             tool("text_number", "Send a text message to a phone number.", {"phone": {"type": "string"}, "text": {"type": "string"}},
                  ["phone", "text"])]
    sent = []
    calls, _ = run(tools, [{"role": "system", "content": EN},
                           {"role": "user", "content": "Text tomorrow's Old town courier that the back door is locked"}],
                   {"courier_shifts": lambda a: shifts, "text_number": lambda a: sent.append(a) or {"sent": True}})
    assert calls[0] == ("courier_shifts", {"date": "2026-12-02"})
    assert len(sent) == 1 and sent[0]["phone"] == "+47 400 00 002" and "locked" in sent[0]["text"]


def test_a_weekly_course_is_chosen_by_its_weekday_beside_a_clock_time():
    courses = [{"code": "PT-1", "course": "Glazing", "when": "Monday 19:00"},
               {"code": "PT-2", "course": "Glazing", "when": "Thursday 18:30"},
               {"code": "PT-3", "course": "Raku", "when": "Thursday 20:00"}]
    tools = [tool("pottery_courses", "Pottery courses this term.", {}),
             tool("join_course", "Sign the member up for a pottery course.", {"code": {"type": "string"}},
                  ["code"])]
    joined = []
    run(tools, [{"role": "system", "content": EN}, {"role": "user", "content": "Sign me up for Thursday glazing"}],
        {"pottery_courses": lambda a: courses, "join_course": lambda a: joined.append(a) or {"ok": True}})
    assert joined == [{"code": "PT-2"}]


@pytest.mark.parametrize("question, picked", [
    ("Collect my sourdogh order", ["BK-1"]),     # a typo of one item's name
    ("Collect my bagette order", ["BK-2"]),
    ("Collect my pretzle order", []),            # near no item's name: ask
])
def test_a_misspelt_name_still_picks_its_item(question, picked):
    orders = [{"order_ref": "BK-1", "name": "Sourdough loaf"}, {"order_ref": "BK-2", "name": "Baguette pair"}]
    tools = [tool("bakery_orders", "The customer's open bakery orders.", {}),
             tool("collect_order", "Mark an order as collected.", {"order_ref": {"type": "string"}}, ["order_ref"])]
    done = []
    run(tools, [{"role": "system", "content": EN}, {"role": "user", "content": question}],
        {"bakery_orders": lambda a: orders, "collect_order": lambda a: done.append(a["order_ref"]) or {"ok": True}})
    assert done == picked


def test_a_code_copied_from_one_item_picks_it_and_a_described_key_fills_the_argument():
    pitches = "C-11 粤A7Q221 2026-12-08\nC-12 粤B55K90 2026-12-15"
    tools = [tool("camp_pitches", "列出已订营位，每行：营位号 车牌 日期", {}),
             tool("extend_stay", "延长营位的预订", {"pitch": {"type": "string", "description": "营位号"},
                                                 "nights": {"type": "integer"}}, ["pitch", "nights"])]
    done = []
    run(tools, [{"role": "system", "content": ZH}, {"role": "user", "content": "把车牌粤B55K90的营位延长两晚"}],
        {"camp_pitches": lambda a: pitches, "extend_stay": lambda a: done.append(a) or {"ok": True}})
    assert done == [{"pitch": "C-12", "nights": 2}]
