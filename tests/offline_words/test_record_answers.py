"""Answers over a learner's own tool results read like a person wrote them (issue 8, point 7):
labels in the user's language, yes/no fields said as a predicate of the record, dates as the
language writes them, the field the question asks about first, status words translated.
Every record shape here is invented for this file."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from _chain_loop import answer
from course_lib.offline.write.dates import say_date, this_year
from course_lib.offline.write.labels import label, zh_state, zh_value


def english_words(text: str, allowed: set[str]) -> set[str]:
    """Latin words in a Chinese answer that are not one of the record's own values."""
    allowed_words = {w.lower() for v in allowed for w in re.findall(r"[A-Za-z]+", v)}
    return {w for w in re.findall(r"[A-Za-z]{2,}", text) if w.lower() not in allowed_words}


def values_of(record: dict) -> set[str]:
    return {v for v in record.values() if isinstance(v, str) and not v.islower()}


def assert_natural_zh(text: str, record: dict) -> None:
    assert not english_words(text, values_of(record)), text
    assert "为是" not in text and "为否" not in text, text
    assert not re.search(r"\d{4}-\d{2}-\d{2}", text), text


PERMIT = {"plate": "KL-442", "valid": False, "zone": "Z2", "expired": "2026-11-03"}
PERMIT_TOOL = ("check_parking_permit", "Check a residents' parking permit by number plate.")


def test_a_false_boolean_is_said_of_the_record_in_chinese():
    text = answer("KL-442 的停车许可还有效吗？", *PERMIT_TOOL, PERMIT)
    assert_natural_zh(text, PERMIT)
    assert text.startswith("不") and "无效" in text and "KL-442" in text


def test_a_false_boolean_is_said_of_the_record_in_english():
    text = answer("Is the parking permit for KL-442 still valid?", *PERMIT_TOOL, PERMIT)
    assert text.startswith("No") and "not valid" in text and "valid: no" not in text


VISA = {"application_id": "VA-7781", "status": "submitted", "ready": "2026-12-02"}
VISA_TOOL = ("visa_application_status", "Look up the state of a visa application.")


def test_a_status_value_is_translated_and_the_date_natural_in_chinese():
    text = answer("我的签证申请办到哪一步了？", *VISA_TOOL, VISA)
    assert_natural_zh(text, VISA)
    assert "已提交" in text and "12月2日" in text.replace(" ", "")


def test_a_status_is_a_predicate_and_the_date_natural_in_english():
    text = answer("What's happening with my visa application?", *VISA_TOOL, VISA)
    assert "is submitted" in text and "2 December" in text and "the status is" not in text


WORK = {"work_order": "WT-31", "status": "planned", "date": "2026-12-03", "crew": "North"}
WORK_TOOL = ("get_work_order", "Get a maintenance work order by its number.")


def test_a_work_order_is_planned_on_a_day():
    text = answer("When is work order WT-31 happening?", *WORK_TOOL, WORK)
    assert "WT-31 is planned on 3 December" in text


def test_a_work_order_in_chinese_has_no_english_labels():
    text = answer("工单 WT-31 安排在什么时候？", *WORK_TOOL, WORK)
    assert_natural_zh(text, WORK)
    assert "12月3日" in text.replace(" ", "") and "已计划" in text


DOCK = {"dock": "Elm Square", "free_bikes": 7, "free_slots": 3, "is_open": True}
DOCK_TOOL = ("bike_dock", "How many shared bikes and empty slots a bike dock has.")


def test_how_many_puts_the_counted_field_first_in_english():
    text = answer("How many bikes are free at Elm Square?", *DOCK_TOOL, DOCK)
    assert re.search(r"\b7 free bikes\b", text) and text.index("7") < text.index("3")


def test_how_many_puts_the_counted_field_first_in_chinese():
    text = answer("榆树广场还有几辆空闲的自行车？", *DOCK_TOOL, DOCK)
    assert_natural_zh(text, DOCK)
    assert "自行车" in text and "7" in text and text.index("7") < text.index("3")


POOL = {"pool": "Riverside", "is_open": True, "lanes_free": 2, "closes_at": "21:00"}
POOL_TOOL = ("pool_info", "Opening state and free lanes of a public swimming pool.")


def test_an_is_key_is_a_yes_with_the_state_in_chinese():
    text = answer("游泳馆现在开门吗？", *POOL_TOOL, POOL)
    assert text.startswith("是的") and "开放" in text and "为是" not in text


def test_an_is_key_is_a_yes_with_the_state_in_english():
    text = answer("Is the Riverside pool open right now?", *POOL_TOOL, POOL)
    assert text.startswith("Yes") and "Riverside is open" in text


REFUND = {"refund_id": "RF-88", "approved": True, "amount_eur": 42.5, "paid_on": "2026-11-28"}
REFUND_TOOL = ("refund_status", "Whether a refund request was approved and paid.")


def test_a_participle_field_is_said_with_its_verb_in_chinese():
    text = answer("退款 RF-88 批准了吗？", *REFUND_TOOL, REFUND)
    assert_natural_zh(text, REFUND)
    assert text.startswith("是的") and "已批准" in text


def test_a_participle_field_is_said_with_its_verb_in_english():
    text = answer("Was refund RF-88 approved?", *REFUND_TOOL, REFUND)
    assert text.startswith("Yes") and "RF-88 is approved" in text


ROOM = {"room": "B2", "bookable": False, "next_free": "2026-12-04", "capacity": 8}
ROOM_TOOL = ("room_availability", "Whether a meeting room can be booked.")


def test_an_able_field_is_a_can_predicate_in_chinese():
    text = answer("会议室 B2 能预订吗？", *ROOM_TOOL, ROOM)
    assert_natural_zh(text, ROOM)
    assert "不可预订" in text and "12月4日" in text.replace(" ", "")


PARCEL = {"parcel_id": "PK-220", "status": "in_transit", "last_scan": "Hub Leipzig",
          "expected_delivery": "2026-12-05"}
PARCEL_TOOL = ("track_parcel", "Track a parcel by its id.")


def test_where_asks_for_the_place_and_the_status_is_translated():
    text = answer("我的包裹 PK-220 在哪？", *PARCEL_TOOL, PARCEL)
    assert_natural_zh(text, PARCEL)
    assert "运输中" in text and "Hub Leipzig" in text and "in_transit" not in text


def test_where_in_english_says_the_place_and_the_state():
    text = answer("Where is parcel PK-220?", *PARCEL_TOOL, PARCEL)
    assert "in transit" in text and "Hub Leipzig" in text and "in_transit" not in text


HOLD = {"hold_id": "H-5", "title": "Dune", "status": "ready", "pickup_by": "2026-12-09", "shelf": "R3"}
HOLD_TOOL = ("library_hold", "The state of a book the user reserved at the library.")


def test_a_by_date_is_a_deadline_in_chinese():
    text = answer("我预约的书怎么样了？", *HOLD_TOOL, HOLD)
    assert_natural_zh(text, HOLD)
    assert "已就绪" in text and "12月9日前" in text.replace(" ", "")


def test_a_by_date_is_a_deadline_in_english():
    text = answer("What's the status of my library hold?", *HOLD_TOOL, HOLD)
    assert "Dune is ready" in text


INSPECTION = {"booking_ref": "CI-12", "status": "confirmed", "slot_start": "2026-12-07T09:30",
              "station": "Nord"}
INSPECTION_TOOL = ("inspection_booking", "The user's car inspection appointment.")


def test_when_asks_for_the_date_time_field():
    text = answer("我的车检预约是什么时候？", *INSPECTION_TOOL, INSPECTION)
    assert_natural_zh(text, INSPECTION)
    assert "12月7日" in text.replace(" ", "") and "09:30" in text and "已确认" in text


def test_when_in_english_gives_the_date_and_the_time():
    text = answer("When is my car inspection?", *INSPECTION_TOOL, INSPECTION, system="Today is 2026-12-01.")
    assert "7 December at 09:30" in text and "2026-12-07" not in text


THERMOSTAT = {"device": "TH-3", "heating_on": True, "has_schedule": False, "target_c": 20}
THERMOSTAT_TOOL = ("thermostat_state", "Read a smart thermostat's current state.")


def test_a_has_key_is_said_as_having_in_both_languages():
    en = answer("Does thermostat TH-3 have a schedule?", *THERMOSTAT_TOOL, THERMOSTAT)
    zh = answer("温控器 TH-3 有日程吗？", *THERMOSTAT_TOOL, THERMOSTAT)
    assert "has no schedule" in en
    assert "没有" in zh and "为否" not in zh and "schedule" not in zh


# The pieces, on their own.

@pytest.mark.parametrize("value, zh, said", [
    ("2026-12-02", True, "12月2日"), ("2026-12-02", False, "2 December"),
    ("2027-03-15", True, "2027年3月15日"), ("2027-03-15", False, "15 March 2027"),
    ("2026-12-07T18:05", False, "7 December at 18:05"), ("2026-12-07T18:05:00Z", True, "12月7日 18:05 UTC"),
])
def test_dates_are_said_as_the_language_writes_them(value, zh, said):
    with this_year(dt.date(2026, 11, 20)):   # near dates drop the year, far ones keep it
        assert say_date(value, zh) == said


def test_a_date_months_away_keeps_its_year():
    with this_year(dt.date(2026, 3, 1)):
        assert say_date("2026-12-02", False) == "2 December 2026"
        assert say_date("2026-12-02", True) == "2026年12月2日"


def test_a_date_of_another_year_than_today_keeps_its_year_in_an_answer():
    text = answer("When does my library hold expire?", *HOLD_TOOL,
                  {**HOLD, "pickup_by": "2027-01-04"}, system="Today is 2026-12-28.")
    assert "4 January 2027" in text


def test_not_a_date_is_not_changed():
    assert say_date("2026-13-40", True) is None and say_date("KL-2026-11", False) is None


@pytest.mark.parametrize("word, true, false", [
    ("valid", "有效", "无效"), ("approved", "已批准", "未批准"), ("refundable", "可退款", "不可退款"),
    ("paid", "已付款", "未付款"),
])
def test_state_words_become_chinese_predicates(word, true, false):
    assert zh_state(word, True) == true and zh_state(word, False) == false


@pytest.mark.parametrize("value, said", [("submitted", "已提交"), ("in_transit", "运输中"),
                                         ("approved", "已批准"), ("ready", "已就绪")])
def test_status_values_are_translated(value, said):
    assert zh_value(value) == said


@pytest.mark.parametrize("value", ["Nord", "KL-442", "shortlistedish", "Hub Leipzig"])
def test_names_codes_and_unknown_words_stay_as_they_are(value):
    assert zh_value(value) == value


@pytest.mark.parametrize("key, said", [("free_bikes", "空闲自行车"), ("lanes_free", "泳道空闲"),
                                       ("amount_eur", "金额EUR"), ("battery_level", "电池等级")])
def test_labels_are_chinese_from_the_catalogue_and_the_dictionary(key, said):
    assert label(key, zh=True) == said


def test_a_key_with_an_unknown_word_keeps_english_rather_than_a_wrong_word():
    said = label("has_wifi", zh=True)
    assert said == "has wifi"
    assert label("pickup_by") == "pickup by"


def test_the_year_is_left_out_against_the_request_s_today_not_the_course_s():
    text = answer("When is my car inspection?", *INSPECTION_TOOL,
                  {**INSPECTION, "slot_start": "2027-01-07T09:30"}, system="Today is 2027-01-02.")
    assert "7 January at 09:30" in text and "2027" not in text


SHIPMENTS = {"shipments": [{"shipment_id": "SH-1", "status": "in_transit", "eta": "2026-12-04"},
                           {"shipment_id": "SH-2", "status": "delivered", "delivered_on": "2026-11-30"}]}
SHIPMENT_TOOL = ("list_shipments", "List the user's freight shipments.")


def test_list_items_say_their_state_in_chinese():
    text = answer("我的货运单都怎么样了？", *SHIPMENT_TOOL, SHIPMENTS)
    assert not english_words(text, {"SH"}) and "运输中" in text and "已送达" in text
    assert "12月4日" in text.replace(" ", "") and not re.search(r"\d{4}-\d{2}", text)


def test_list_items_say_their_state_in_english():
    text = answer("How are my shipments doing?", *SHIPMENT_TOOL, SHIPMENTS)
    assert "in_transit" not in text and "4 December" in text and "ETA" in text


DRYERS = {"machines": [{"machine": "Dryer 2", "is_free": True, "minutes_left": 0},
                       {"machine": "Dryer 3", "is_free": False, "minutes_left": 14}]}


def test_list_items_without_a_name_key_are_called_by_their_first_field():
    text = answer("Which dryer is free?", "laundry_status", "Laundry room machine status.", DRYERS)
    assert "Dryer 2 is free" in text and "Dryer 3 is not free" in text and ", free" not in text


def test_a_polar_answer_says_when_along_with_the_state():
    text = answer("Is the parking permit for KL-442 still valid?", *PERMIT_TOOL, PERMIT)
    assert "3 November" in text
