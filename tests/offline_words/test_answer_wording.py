"""How a final answer reads (issue 8, points 6 and 7): a record is said as a sentence about
the thing, not as "the <field> is <value>" again and again; units come after values; a key's
plural agrees with its verb; identifiers stand in brackets after the subject; lists have a
lead-in that says what they are; comparisons name the winner first with every compared
value; Chinese answers name no field in English; system-prompt rules on language and form
are followed. Every tool, record and question here is invented for this file."""

from __future__ import annotations

import re

import pytest

from _chain_loop import answer
from course_lib.offline.write.fields import read_key, unit_written


def the_field_is(text: str) -> int:
    """How many "the <field> is/are <value>" clauses an answer has: two or more is a dump."""
    return len(re.findall(r"\bthe [a-z][a-z ]{0,30} (?:is|are)\b", text, re.I))


def english_label_words(text: str, record: dict) -> set[str]:
    """Lower-case English words in a Chinese answer that are none of the record's values."""
    values = " ".join(str(v) for v in record.values() if isinstance(v, str)).lower()
    return {w for w in re.findall(r"[a-z]{2,}", text) if w not in values}


# --- what a key says about its value ------------------------------------------------------

@pytest.mark.parametrize("key, words, unit, currency, tie", [
    ("volume_m3", ("volume",), "m³", "", ""),
    ("contents_litres", ("contents",), "litres", "", ""),
    ("span_in_km", ("span",), "km", "", ""),
    ("deposit_gbp", ("deposit",), "", "GBP", ""),
    ("collected_by", ("collected",), "", "", "by"),
    ("src_lang", ("source", "language"), "", "", ""),
    ("on_hand", ("on", "hand"), "", "", ""),          # "hand" is a pint unit, not here
    ("loyalty_points", ("loyalty", "points"), "", "", ""),
])
def test_a_key_is_read_into_its_noun_unit_currency_and_tie(key, words, unit, currency, tie):
    field = read_key(key)
    assert (field.words, field.unit, field.currency, field.tie) == (words, unit, currency, tie)


def test_only_units_of_measure_count_as_units():
    assert unit_written("kg") == "kg" and unit_written("m2") == "m²"
    assert unit_written("hand") == "" and unit_written("c") == "" and unit_written("day") == ""


# --- English: a record as a sentence about the thing ---------------------------------------

TANK = {"tank": "T-3", "volume_m3": 40, "checked_on": "2026-11-20"}
TANK_TOOL = ("read_rain_tank", "Read the level of a rainwater tank.")


def test_a_unit_in_the_key_is_said_after_the_value():
    text = answer("How much water is in rain tank T-3?", *TANK_TOOL, TANK)
    assert "40 m³" in text and "m3" not in text and "volume m" not in text, text


def test_a_unit_in_the_key_is_said_in_chinese_after_the_value():
    text = answer("雨水箱 T-3 里有多少水？", *TANK_TOOL, TANK)
    assert "40" in text and "立方米" in text and "m3" not in text.lower(), text


def test_a_list_value_agrees_with_a_plural_key():
    record = {"jetty": "North jetty", "next_sailings": ["14:10", "16:40"]}
    text = answer("When are the next sailings from the North jetty?",
                  "sailings_from_jetty", "Upcoming sailings from a jetty.", record)
    assert "are 14:10 and 16:40" in text and "sailings is" not in text, text


def test_a_key_ending_in_a_preposition_is_a_clause():
    record = {"laundry_order": "LO-5", "collected_by": "Mrs Adeyemi"}
    text = answer("Who collected laundry order LO-5?", "laundry_order_status",
                  "Status of a laundry order.", record)
    assert "collected by Mrs Adeyemi" in text and "the collected by is" not in text, text


def test_a_record_with_several_fields_is_no_dump():
    record = {"kiln": "K2", "peak_temperature": 1240, "glaze": "celadon", "operator": "Ines",
              "cooling_state": "slow"}
    text = answer("Tell me about kiln K2's peak temperature, glaze and operator.",
                  "last_kiln_firing", "The last firing of a pottery kiln.", record)
    assert "1240" in text and "celadon" in text and "Ines" in text, text
    assert the_field_is(text) <= 1, text


def test_the_state_is_said_of_the_subject_and_its_codes_after_it():
    record = {"membership": "GYM-7781", "card": "MC-09", "locker": "L14",
              "valid_until": "2027-02-28"}
    text = answer("Show me my climbing gym membership.", "get_gym_membership",
                  "A member's climbing-gym membership.", record)
    assert text.startswith("Membership GYM-7781 is valid until 28 February 2027"), text
    assert "its card is MC-09" in text and "its locker is L14" in text and the_field_is(text) == 0, text


# --- lists: a lead-in that says what they are ----------------------------------------------

EASELS = {"date": "2026-12-10", "easels": [{"easel": "E-2", "height_cm": 180},
                                          {"easel": "E-5", "height_cm": 150}]}


def test_a_list_is_counted_with_its_own_noun():
    text = answer("Which easels are free in the art studio on 10 December?", "free_easels",
                  "Easels free in the studio on a day.", EASELS)
    assert text.startswith("2 easels on 10 December") and "results" not in text, text
    assert "height cm" not in text, text
    assert "180 cm" in text and "150 cm" in text, text


def test_one_item_in_a_place_has_one_preposition():
    record = {"shelf": "S-14", "items": [{"name": "Gouache set", "qty": 3},
                                         {"name": "Linseed oil", "qty": 1}]}
    text = answer("What is on shelf S-14 of the art store?", "shelf_contents",
                  "What an art-store shelf holds.", record)
    assert text.startswith("2 items at S-14:") and "for at" not in text, text
    assert "Gouache set" in text and "3" in text, text


def test_a_chinese_list_says_what_it_counts():
    tents = {"date": "2026-12-10", "tents": [{"tent": "TN-2", "berths": 4}, {"tent": "TN-6", "berths": 2}]}
    text = answer("12月10日营地还有哪些帐篷可以租？", "free_tents", "Tents free for hire on a day.", tents)
    assert text.startswith("共 2 条帐篷") and "TN-2" in text and "TN-6" in text, text


# --- comparisons: the winner first, with the compared values -------------------------------

TRAMS = [{"tram": "T7", "arrives": "08:52"}, {"tram": "T9", "arrives": "08:47"}]


def test_which_gets_there_sooner_names_the_winner_first():
    text = answer("Which tram gets me to the depot sooner?", "trams_to_depot",
                  "Trams heading to the depot.", TRAMS)
    assert text.startswith("Tram T9") and "08:47" in text and "08:52" in text, text
    assert text.index("08:47") < text.index("08:52"), text


PATHS = [{"path": "coastal path", "walk_minutes": 95}, {"path": "forest path", "walk_minutes": 70}]


def test_faster_over_durations_is_the_shorter_one_in_chinese():
    text = answer("海岸小路和森林小路，哪条更快走完？", "hiking_paths", "Walking times of hiking paths.", PATHS)
    assert text.startswith("forest path") and "70" in text and "95" in text, text
    assert text.index("70") < text.index("95") and "更快" in text, text


def test_a_chinese_comparison_is_read_from_the_word_after_geng():
    coaches = [{"line": "大巴 A", "duration_minutes": 140}, {"line": "大巴 B", "duration_minutes": 65}]
    text = answer("这两趟大巴哪趟更快到？", "coach_lines", "Coach lines and their travel times.", coaches)
    assert text.startswith("大巴 B") and "更大" not in text, text


# --- Chinese: no field named in English ----------------------------------------------------

def test_shorthand_in_keys_is_translated():
    record = {"job_id": "SUB-3", "status": "queued", "src_lang": "fr", "tgt_lang": "de"}
    text = answer("我的字幕任务怎么样了？", "subtitle_job", "Status of a subtitle job.", record)
    assert not english_label_words(text, record), text
    assert "fr" in text and "de" in text, text


def test_a_field_with_no_chinese_word_is_left_out_rather_than_shown_in_english():
    record = {"boat_id": "B-7", "status": "passed", "hull_colour": "white"}
    text = answer("我的船体检查结果怎么样？", "hull_inspection", "Result of a boat hull inspection.", record)
    assert "已通过" in text and not english_label_words(text, record), text


# --- system-prompt rules -------------------------------------------------------------------

FITTING = {"package": "winter set", "fitting_price": 240, "disposal_fee": 12, "currency": "CNY"}
FITTING_TOOL = ("tyre_fitting_quote", "Quote for fitting a set of tyres.")


def test_only_the_amount_gives_the_asked_figure_with_its_currency():
    text = answer("换一套冬季轮胎要多少钱？", *FITTING_TOOL, FITTING, system="只回答金额。")
    assert text == "240 CNY", text


def test_only_the_number_gives_the_bare_figure():
    text = answer("What does fitting the winter set cost?", *FITTING_TOOL, FITTING,
                  system="Reply with only the number.")
    assert text == "240", text


def test_the_system_language_wins_over_the_question_language():
    text = answer("换一套冬季轮胎要多少钱？", *FITTING_TOOL, FITTING, system="Always answer in English.")
    assert not re.search(r"[\u4e00-\u9fff]", text) and "240" in text, text


def test_one_sentence_is_one_sentence():
    record = {"kiln": "K2", "peak_temperature": 1240, "glaze": "celadon", "operator": "Ines"}
    text = answer("Tell me about kiln K2.", "last_kiln_firing", "The last firing of a pottery kiln.",
                  record, system="Answer in one sentence.")
    assert len(re.findall(r"[.!?](?:\s|$)", text)) == 1, text
    assert text.startswith("The peak temperature of kiln K2 is 1240"), text   # a number is no code


# --- more shapes: counts of unnamed items, measures, money, spans --------------------------

def test_counted_items_without_names_are_said_by_their_fields():
    record = {"pupil": "Lena", "lessons": [{"date": "2026-09-10", "piece": "Minuet"},
                                           {"date": "2026-09-17", "piece": "Etude"}]}
    text = answer("How many cello lessons has Lena had?", "cello_lesson_log",
                  "Cello lessons a pupil took.", record)
    assert text.startswith("There are 2 lessons:") and "Minuet" in text and "Etude" in text, text
    assert ": ," not in text and "; ," not in text, text


def test_a_measure_after_the_first_clause_is_said_of_the_subject():
    record = {"pet": "Rex", "due_vaccines": ["rabies", "leptospirosis"], "weight_kg": 31.5}
    text = answer("Show me the vet card for Rex.", "vet_card",
                  "A pet's vaccination card.", record)
    assert "rabies and leptospirosis" in text and "its weight is 31.5 kg" in text, text
    assert "a weight of" not in text, text


def test_a_temperature_key_with_c_is_said_in_degrees():
    record = {"pond": "Koi pond", "water_temp_c": 9.5}
    assert "9.5 °C" in answer("How warm is the koi pond?", "pond_sensor", "Sensor of a garden pond.", record)
    zh = answer("锦鲤池水温多少度？", "pond_sensor", "Sensor of a garden pond.", record)
    assert "9.5°C" in zh.replace(" °", "°") and " c " not in zh, zh


def test_money_in_a_key_is_said_with_its_currency_in_both_languages():
    record = {"ticket": "SR-88", "status": "waiting_for_parts", "estimate_gbp": 60}
    zh = answer("我的缝纫机修理估价是多少？", "sewing_repair", "A sewing-machine repair ticket.", record)
    assert "60 英镑" in zh and "GBP" not in zh and "_" not in zh, zh   # CLDR's Chinese name
    classes = {"classes": [{"class": "spin", "price_gbp": 9}, {"class": "rowing", "price_gbp": 11}]}
    en = answer("Which is cheaper, spin or rowing?", "gym_class_prices", "Gym class prices.", classes)
    assert en.startswith("The spin class is cheaper") and "9 GBP" in en and "11 GBP" in en, en


def test_a_span_on_one_day_says_the_day_once():
    record = {"band": "Riverside Brass", "starts_at": "2026-12-03 19:30", "ends_at": "2026-12-03 21:00"}
    text = answer("When does Riverside Brass practise next?", "next_band_practice",
                  "The next practice of a band.", record)
    assert "3 December" in text and "19:30 to 21:00" in text and text.count("December") == 1, text

