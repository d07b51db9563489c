"""Answers that answer, round 3 (issue 8, points 7 and 11), over records invented for this
file (ski passes, lockers, a bakery, water meters, physiotherapy, laundry, wine tastings,
bike racks...): a yes/no answered by a date against today, by a span of days after a date,
by a yes/no field whose word is derived from the question's verb, by a count; Chinese
yes/no answers that start with the question's own verb; a field every list item shares said
once; a total with its currency and its things; the difference of two results; the next
dated item; "the most expensive", "has more"."""

from __future__ import annotations

import datetime as dt
import re

from _chain_loop import answer, did, tool
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.comparatives import direction
from course_lib.offline.write.dates import say_month, this_year
from course_lib.offline.write.polar import key_concepts, zh_verb
from course_lib.offline.write.shared_fields import shared_fields

EN = "Today is 2026-12-01."
ZH = "今天是2026年12月1日。"


def final(messages: list[dict], tools: list[dict]) -> str:
    out = OfflineModel().handle({"model": "offline", "messages": messages, "tools": tools})
    assert out.status == 200, out.body
    return out.body["choices"][0]["message"]["content"]


# --- yes/no by a last day, read against today -------------------------------------------

SKI = {"pass_code": "SK-81", "holder": "Ines", "valid_until": "2026-11-15"}
SKI_AHEAD = {**SKI, "valid_until": "2027-03-31"}


def test_a_last_day_before_today_is_a_no_and_says_when_it_ended():
    text = answer("Is my ski pass SK-81 still valid?", "ski_pass", "A ski pass by code.", SKI, EN)
    assert text.startswith("No"), text
    assert "15 November" in text and re.search("ended|expired", text), text


def test_a_last_day_after_today_is_a_yes():
    text = answer("Is my ski pass SK-81 still valid?", "ski_pass", "A ski pass by code.", SKI_AHEAD, EN)
    assert text.startswith("Yes"), text
    assert "31 March 2027" in text, text


def test_a_chinese_deadline_answer_starts_with_the_questions_verb():
    text = answer("滑雪卡 SK-81 还在有效期内吗？", "ski_pass", "A ski pass by code.", SKI_AHEAD, ZH)
    assert text.startswith("在，"), text
    assert "2027年3月31日" in text and "没有过期" in text, text
    no = answer("滑雪卡 SK-81 还在有效期内吗？", "ski_pass", "A ski pass by code.", SKI, ZH)
    assert no.startswith("不在，") and "到期" in no, no


# --- yes/no by a span of days after a date ----------------------------------------------

LOCKER = {"rental": "LK-3", "started_on": "2026-11-10", "cancel_window_days": 14}


def test_a_span_of_days_after_a_date_answers_and_says_the_last_day():
    text = answer("Can I still cancel locker rental LK-3?", "locker_rental", "A gym locker rental.",
                  LOCKER, EN)
    assert text.startswith("No"), text   # 10 November + 14 days = 24 November, before today
    assert "24 November" in text, text
    late = answer("Can I still cancel locker rental LK-3?", "locker_rental", "A gym locker rental.",
                  {**LOCKER, "started_on": "2026-11-25"}, EN)
    assert late.startswith("Yes") and "9 December" in late, late


# --- yes/no by a yes/no field -------------------------------------------------------------

DEPOSIT = {"booking": "BK-77", "hall": "Linden Hall", "refundable": False, "deposit_gbp": 150}


def test_an_able_field_answers_the_verbs_question():
    assert "refund" in key_concepts("refundable")
    text = answer("Can I get a refund on booking BK-77?", "hall_booking", "A village hall booking.",
                  DEPOSIT, EN)
    assert text.startswith("No"), text


def test_a_chinese_yes_no_with_can_starts_with_neng():
    text = answer("订单 BK-77 的押金能退吗？", "hall_booking", "A village hall booking.",
                  {**DEPOSIT, "refundable": True}, ZH)
    assert text.startswith("能，"), text


def test_the_verb_of_a_chinese_question_is_a_word_not_a_character():
    assert zh_verb("这本书现在能借吗？") == "能"          # not the 在 of 现在
    assert zh_verb("面包店还有吗？") == "有"
    assert zh_verb("我可以改时间吗？") == "可以"
    assert zh_verb("明天有空房吗？") == "有"


# --- yes/no by a count --------------------------------------------------------------------

RACKS = {"date": "2026-12-02", "time": "08:00", "racks_free": 0, "note": "street market"}


def test_a_zero_count_is_a_no_said_with_its_when_and_note():
    text = answer("Is there a bike rack free tomorrow at 8?", "bike_racks", "Free bike racks at a time.",
                  RACKS, EN)
    assert text.startswith("No — there are no racks free on 2 December at 08:00"), text
    assert "(street market)" in text and "0 racks" not in text, text


def test_a_zero_count_in_chinese_is_meiyou():
    text = answer("明天早上八点还有空车架吗？", "bike_racks", "Free bike racks at a time.", RACKS, ZH)
    assert text.startswith("没有，"), text
    assert "有 0" not in text and "有0" not in text, text


# --- lists: what every item shares, said once ------------------------------------------

BAKERY = {"orders": [
    {"order": "BO-1", "pickup_date": "2026-12-04", "item": "Rye loaf", "shop": "Mill Street", "price_eur": 4},
    {"order": "BO-2", "pickup_date": "2026-12-05", "item": "Stollen", "shop": "Mill Street", "price_eur": 12}]}


def test_a_field_every_item_shares_is_said_once():
    assert shared_fields(BAKERY["orders"]) == {"shop": "Mill Street"}
    text = answer("What bakery orders do I have?", "bakery_orders", "My bakery pre-orders.", BAKERY, EN)
    assert text.count("Mill Street") == 1, text
    assert "all" in text and "Rye loaf" in text and "Stollen" in text, text


def test_a_shared_field_in_chinese_is_said_once_with_jun():
    text = answer("我有哪些面包预订？", "bakery_orders", "My bakery pre-orders.", BAKERY, ZH)
    assert text.count("Mill Street") == 1 and re.search("均为|均在", text), text
    assert "价格是" not in text, text   # an item's price needs no label


def test_nothing_is_shared_when_items_differ_everywhere():
    assert shared_fields([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}]) == {}
    assert shared_fields([{"a": 1}]) == {}


# --- totals with their currency and their things ----------------------------------------

LAUNDRY = {"orders": [{"ticket": "LD-1", "price_gbp": 7.5}, {"ticket": "LD-2", "price_gbp": 11}]}


def test_a_total_says_the_currency_from_the_key_and_what_was_added():
    text = answer("How much did my laundry orders cost in total?", "laundry_orders", "My laundry orders.",
                  LAUNDRY, EN)
    assert "18.5 GBP" in text and "2 orders" in text, text


def test_a_chinese_total_in_yuan():
    text = answer("洗衣一共花了多少钱？", "laundry_orders", "My laundry orders.",
                  {"orders": [{"ticket": "LD-1", "price_cny": 30}, {"ticket": "LD-2", "price_cny": 45}]}, ZH)
    assert re.search(r"75\s*元", text), text


# --- differences of two results ---------------------------------------------------------

METER = {"name": "water_reading", "description": "Water meter reading for a month.",
         "properties": {"month": {"type": "string"}}}


def _two_readings(question: str, system: str) -> str:
    spec = tool(METER["name"], METER["description"], METER["properties"], ["month"])
    messages = [{"role": "system", "content": system}, {"role": "user", "content": question},
                *did("water_reading", {"month": "2026-10"}, {"month": "2026-10", "used_m3": 9.5}, "a"),
                *did("water_reading", {"month": "2026-11"}, {"month": "2026-11", "used_m3": 12}, "b")]
    return final(messages, [spec])


def test_how_much_more_is_the_computed_difference():
    text = _two_readings("How much more water did we use in November than in October?", EN)
    assert "2.5 m³ more in November" in text, text
    assert "12 m³" in text and "9.5 m³" in text, text
    assert "is higher" not in text   # said once, not also as a comparison


def test_a_chinese_difference():
    text = _two_readings("11月比10月多用了多少水？", ZH)
    assert text.startswith("相差 2.5"), text
    assert "11月" in text and "10月" in text, text


# --- the next dated item ----------------------------------------------------------------

PHYSIO = {"sessions": [{"date": "2026-11-28", "therapist": "Dr Kaur", "treatment": "knee"},
                       {"date": "2026-12-09", "therapist": "Dr Lund", "treatment": "shoulder"},
                       {"date": "2026-12-03", "therapist": "Dr Kaur", "treatment": "back"}]}


def test_the_next_item_is_the_first_one_ahead_of_today():
    text = answer("When is my next physio session and what for?", "physio_sessions", "My physiotherapy sessions.",
                  PHYSIO, EN)
    assert "3 December" in text and "back" in text, text
    assert "28 November" not in text and "9 December" not in text, text


def test_the_next_item_in_chinese():
    text = answer("下一次理疗是哪天？", "physio_sessions", "My physiotherapy sessions.", PHYSIO, ZH)
    assert "12月3日" in text and "12月9日" not in text, text


# --- comparisons said with the question's word ------------------------------------------

TASTINGS = {"tastings": [{"wine": "Rioja", "price_eur": 18}, {"wine": "Barolo", "price_eur": 32},
                         {"wine": "Chianti", "price_eur": 21}]}


def test_the_most_expensive_is_said_so():
    assert direction("which one is the most expensive?")[1] == "expensive"
    text = answer("Which wine tasting is the most expensive?", "wine_tastings", "Wine tastings on offer.",
                  TASTINGS, EN)
    assert text.startswith("Barolo is the most expensive"), text


def test_more_of_a_count_is_had():
    racks = {"racks": [{"station": "Quay", "bikes_free": 2}, {"station": "Depot", "bikes_free": 9}]}
    text = answer("Which station has more bikes free?", "bike_stations", "Free bikes at stations.", racks, EN)
    assert text.startswith("Depot has more"), text


def test_a_month_is_said_as_a_month():
    with this_year(dt.date(2026, 12, 1)):
        assert say_month("2026-11", False) == "November"
        assert say_month("2025-11", True) == "2025年11月"
        assert say_month("2026-13", False) is None


# --- a yes/no field named by a verb -----------------------------------------------------

PLAN = {"plan_no": "DP-5", "includes_cleaning": False, "monthly_gbp": 12}


def test_a_verb_field_is_said_with_does_not():
    text = answer("Does dental plan DP-5 include cleaning?", "dental_plan", "A dental plan.", PLAN, EN)
    assert text.startswith("No") and "does not include cleaning" in text, text
    assert "is not includes" not in text, text


# --- which items have some left ---------------------------------------------------------

SLOTS = {"day": "2026-12-02", "slots": [{"time": "10:00", "seats_left": 0}, {"time": "12:00", "seats_left": 3},
                                       {"time": "14:00", "seats_left": 1}]}


def test_how_many_items_have_some_counts_those_above_zero():
    text = answer("How many tour slots still have seats?", "tour_slots", "Castle tour slots on a day.", SLOTS, EN)
    assert text.startswith("2 of the 3 slots"), text
    assert "12:00" in text and "14:00" in text and "10:00" not in text, text


def test_which_items_have_some_left_in_chinese_leaves_out_the_full_ones():
    text = answer("明天哪些导览时段还有空位？", "tour_slots", "Castle tour slots on a day.", SLOTS, ZH)
    assert "12:00" in text and "14:00" in text and "10:00" not in text, text
    assert "有 2 个" in text, text
