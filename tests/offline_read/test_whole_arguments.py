"""Whole requests filled right: every argument of a tool at once, as a person would fill
them — optional notes left out unless the user said something for them, flags read from
their words (or off when never mentioned), options chosen through a verb's or adjective's
noun, Chinese nicknames read as names. Tools and wording appear nowhere in the lessons or
in tests/fidelity."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.read import taxonomy
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.derived_meaning import by_derived_noun, derived_nouns
from course_lib.offline.read.extract import _zh_nicknames, enum_choice

TODAY = dt.date(2027, 6, 2)   # a Wednesday

needs_wordnet = pytest.mark.skipif(not taxonomy.available(), reason="WordNet data not installed")


def tool(name: str, description: str, properties: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties,
                                        "required": required})


def one_call(spec: ToolSpec, text: str) -> dict:
    [args] = fill_arguments(spec, text, TODAY)
    return args


SAUNA = tool("book_sauna", "Book a private sauna session at the spa.", {
    "date": {"type": "string", "description": "YYYY-MM-DD"},
    "guests": {"type": "integer", "description": "how many people"},
    "cabin": {"type": "string", "enum": ["finnish", "steam", "infrared"]},
    "towels": {"type": "boolean", "description": "towels provided by the spa"},
    "comment": {"type": "string", "description": "anything the staff should know"}},
    ["date", "guests", "cabin", "towels"])

LAUNDRY = tool("order_laundry", "预约洗衣服务", {
    "pickup_date": {"type": "string", "description": "取衣日期 YYYY-MM-DD"},
    "bags": {"type": "integer", "description": "几袋衣服"},
    "service": {"type": "string", "enum": ["wash_fold", "dry_clean", "ironing"]},
    "express": {"type": "boolean", "description": "加急"},
    "remark": {"type": "string", "description": "备注"}},
    ["pickup_date", "bags", "service"])


# ------------------------------------------------------------ optional free text


def test_optional_comment_left_out_when_every_clause_gave_another_argument():
    args = one_call(SAUNA, "Book the infrared cabin for three of us on Friday, we'll bring our own towels.")
    assert args["cabin"] == "infrared" and args["guests"] == 3 and args["date"] == "2027-06-04"
    assert "comment" not in args


def test_optional_comment_takes_the_clause_no_other_argument_came_from():
    args = one_call(SAUNA, "A steam cabin for two on Saturday; my friend is pregnant so not too hot please.")
    assert args["cabin"] == "steam" and args["guests"] == 2
    assert "pregnant" in args["comment"] and "Saturday" not in args["comment"]


def test_zh_optional_remark_left_out_when_nothing_extra_is_said():
    args = one_call(LAUNDRY, "明天来取两袋衣服，要干洗")
    assert args == {"pickup_date": "2027-06-03", "bags": 2, "service": "dry_clean"} or \
        ("remark" not in args and args["bags"] == 2)


def test_zh_optional_remark_is_the_words_after_its_label():
    args = one_call(LAUNDRY, "后天取三袋衣服洗，备注：白衬衫单独洗")
    assert args["bags"] == 3 and args["pickup_date"] == "2027-06-04"
    assert args["remark"] == "白衬衫单独洗"


def test_zh_optional_reason_drops_its_label_and_copula():
    clinic = tool("book_physio", "预约理疗", {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "reason": {"type": "string", "description": "原因"}}, ["date"])
    args = one_call(clinic, "下周一约个理疗，原因是跑步扭了脚踝")
    assert args["reason"] == "跑步扭了脚踝"


def test_optional_note_keeps_a_thing_named_in_the_same_clause():
    pay = tool("pay_friend", "Send money to a friend.", {
        "friend": {"type": "string"}, "amount": {"type": "number"},
        "note": {"type": "string", "description": "what it is for"}}, ["friend", "amount"])
    args = one_call(pay, "Pay Ines 18 euros for the pottery workshop")
    assert args["amount"] == 18 and "pottery" in args["note"].lower()


def test_a_quote_the_title_took_fills_no_optional_room():
    talk = tool("plan_talk", "Plan a talk at the makerspace.", {
        "title": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"},
        "room": {"type": "string", "description": "room, if not the main hall"}}, ["title", "date"])
    args = one_call(talk, "下周五办一场讲座，题目叫“旧木头新家具”")
    assert args["title"] == "旧木头新家具" and "room" not in args


# ------------------------------------------------------------ flags


def test_flag_named_by_an_ing_form_is_said_with_its_verb():
    gifts = tool("order_flowers", "Order a bouquet from the florist.", {
        "bouquet": {"type": "string", "enum": ["roses", "tulips", "mixed"]},
        "gift_wrapping": {"type": "boolean"}}, ["bouquet", "gift_wrapping"])
    assert one_call(gifts, "A bunch of tulips, gift wrapped please.")["gift_wrapping"] is True


def test_required_flag_never_mentioned_is_off():
    args = one_call(SAUNA, "Finnish sauna for four next Tuesday.")
    assert args["towels"] is False and args["guests"] == 4 and args["date"] == "2027-06-08"


def test_negated_flag_with_its_modifier_gives_no_comment():
    desk = tool("rent_locker", "Rent a gym locker.", {
        "weeks": {"type": "integer"}, "large_locker": {"type": "boolean"},
        "padlock": {"type": "boolean", "description": "we provide a padlock"},
        "notes": {"type": "string"}}, ["weeks"])
    args = one_call(desk, "Rent me a locker for 6 weeks, no need for a padlock.")
    assert args["weeks"] == 6 and args["padlock"] is False and "notes" not in args


# ------------------------------------------------------------ options through a word's noun


@needs_wordnet
def test_adjective_names_its_noun_option():
    options = ["illness", "appointment", "travel", "other"]
    assert enum_choice(options, "Noah is ill today and stays home")[0] == "illness"
    assert "illness" in derived_nouns("sick")


@needs_wordnet
def test_verb_names_its_noun_option_in_both_languages():
    options = ["accident", "theft", "vandalism", "other"]
    assert by_derived_noun(options, "Somebody stole the trailer from our yard")[0] == "theft"
    assert by_derived_noun(options, "院子里的拖车被偷了")[0] == "theft"


@needs_wordnet
def test_adverb_synonym_names_the_option():
    assert by_derived_noun(["solo", "group"], "I'd rather hike alone")[0] == "solo"


@needs_wordnet
def test_unrelated_words_name_no_option():
    assert by_derived_noun(["theft", "illness"], "Please repaint the garden fence blue")[1] == 0.0


# ------------------------------------------------------------ Chinese nicknames


def test_zh_nickname_is_a_name_but_a_reduplicated_word_is_not():
    assert [f.value for f in _zh_nicknames("明天带毛毛去剪指甲")] == ["毛毛"]
    assert _zh_nicknames("他天天锻炼，常常跑步") == []
    assert _zh_nicknames("三三两两") == []


def test_zh_nickname_fills_a_name_field_of_a_whole_call():
    groom = tool("book_grooming", "宠物美容预约", {
        "pet_name": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"},
        "service": {"type": "string", "enum": ["bath", "haircut", "nails"]}},
        ["pet_name", "date", "service"])
    args = one_call(groom, "周五给贝贝洗个澡")
    assert args["pet_name"] == "贝贝" and args["date"] == "2027-06-04"


def test_one_word_flag_is_said_by_its_synonym():
    van = tool("book_van", "Hire a removal van.", {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "elevator": {"type": "boolean", "description": "building has one"}}, ["date"])
    args = one_call(van, "I need a van on Saturday; the building has no lift.")
    assert args["elevator"] is False


def test_zh_flag_said_by_every_word_of_its_description():
    sofa = tool("clean_sofa", "沙发清洗预约", {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "door_service": {"type": "boolean", "description": "上门服务"}}, ["date"])
    assert one_call(sofa, "周四洗沙发，不需要上门服务")["door_service"] is False
    assert one_call(sofa, "周四洗沙发，要上门服务")["door_service"] is True
    assert "door_service" not in one_call(sofa, "周四洗沙发")


def test_an_optional_name_field_takes_a_latin_name_inside_chinese():
    lesson = tool("book_lesson", "约私教课", {
        "coach": {"type": "string", "description": "the coach's name"}, "date": {"type": "string", "description": "YYYY-MM-DD"}},
        ["date"])
    assert one_call(lesson, "明天找Marco上一节私教课")["coach"] == "Marco"
    assert "coach" not in one_call(lesson, "明天上一节私教课")


def test_what_a_count_counts_is_no_optional_note():
    hall = tool("rent_hall", "Rent the community hall.", {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "seats": {"type": "integer", "description": "number of chairs to set out"},
        "purpose": {"type": "string", "description": "what the hall is for, optional"}},
        ["date", "seats"])
    args = one_call(hall, "Rent the hall on Sunday for 30 chairs.")
    assert args["seats"] == 30 and "purpose" not in args
