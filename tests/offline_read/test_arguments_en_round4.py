"""Arguments and several calls, round 4: amounts said with fractions and dozens; the lines of
an order (a list of objects with a count and an enum item) kept in one call; a stretch of
the day written as one range into a start and an end field; a purpose said after "for";
a code typed in lower case; four listed things, one led by an article or a container; one
call per option when the question asks about each of them; the option that means "both"
when two options are asked for together; each named option with its own number. Tools and
wording appear nowhere in the lessons or in tests/fidelity."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.decide.every_option import every_option
from course_lib.offline.model import OfflineModel
from course_lib.offline.read import taxonomy
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.extract import option_for_all
from course_lib.offline.read.numbers import find_numbers
from course_lib.offline.read.time_ranges import time_range

TODAY = dt.date(2027, 5, 19)   # a Wednesday
SYSTEM_EN = "You help at the lakeside leisure centre. Today is Wednesday, 2027-05-19."
SYSTEM_ZH = "你是湖边休闲中心的助手。今天是2027年5月19日，星期三。"
needs_wordnet = pytest.mark.skipif(not taxonomy.available(), reason="WordNet data not installed")


def tool(name: str, description: str, properties: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties, "required": required})


def wire(spec: ToolSpec) -> dict:
    return {"type": "function", "function": {"name": spec.name, "description": spec.description,
                                             "parameters": spec.parameters}}


def first_calls(system: str, tools: list[ToolSpec], text: str) -> list[tuple[str, dict]]:
    """The calls of the offline model's first response."""
    out = OfflineModel().handle({"model": "offline", "tools": [wire(t) for t in tools], "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": text}]})
    assert out.status == 200, out.body
    message = out.body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in message.get("tool_calls") or []]


def one_call(spec: ToolSpec, text: str) -> dict:
    [args] = fill_arguments(spec, text, TODAY)
    return args


HHMM = {"type": "string", "pattern": "^\\d{2}:\\d{2}$", "description": "HH:MM"}
DAY = {"type": "string", "format": "date"}
CRAFTS = {"type": "string", "enum": ["paddleboard", "dinghy", "pedalo"],
          "description": "paddleboard=桨板, dinghy=小帆船, pedalo=脚踏船"}

RENT_CRAFT = tool("craft_quote", "What renting one kind of craft costs for some hours.",
                  {"craft": CRAFTS, "hours": {"type": "number"}}, ["craft", "hours"])
CRAFT_LIST = tool("crafts_on_the_water", "Which crafts are out on the lake right now.", {}, [])
SAUNA = tool("sauna_session_price", "Price of a sauna session.",
             {"session": {"type": "string", "enum": ["morning", "evening", "all_day"]},
              "guests": {"type": "integer"}}, ["session", "guests"])
BIKES = tool("bike_service_quote", "Quote for servicing a bike.",
             {"parts": {"type": "string", "enum": ["brakes", "gears", "both"]}}, ["parts"])
SNACKS = tool("order_snacks", "Order snacks to the poolside.", {
    "lines": {"type": "array", "items": {"type": "object", "properties": {
        "snack": {"type": "string", "enum": ["nachos", "pretzel", "fruit_cup", "hot_dog"],
                  "description": "nachos=玉米片, pretzel=椒盐卷饼, fruit_cup=水果杯, hot_dog=热狗"},
        "count": {"type": "integer", "minimum": 1}}, "required": ["snack", "count"]}},
    "table": {"type": "string", "description": "table number"}}, ["lines"])
PICNIC = tool("reserve_picnic_food", "Reserve food for a picnic collection.", {
    "lines": {"type": "array", "items": {"type": "object", "properties": {
        "product": {"type": "string", "description": "product code"},
        "qty": {"type": "integer", "minimum": 1}}, "required": ["product", "qty"]}},
    "collect_date": DAY, "collect_time": HHMM, "name": {"type": "string"}},
    ["lines", "collect_date", "collect_time", "name"])
STUDIO = tool("book_dance_studio", "Book the dance studio.", {
    "studio": {"type": "string", "enum": ["mirror_room", "sprung_floor", "small_studio"]},
    "date": DAY, "start_time": HHMM, "end_time": HHMM,
    "purpose": {"type": "string", "description": "what the booking is for"},
    "dancers": {"type": "integer"}}, ["studio", "date", "start_time", "end_time", "purpose"])
LOCKER = tool("hold_locker", "Hold a locker for a swimmer.",
              {"locker": {"type": "string", "pattern": "^[A-Z][0-9]{2}$", "description": "e.g. B12"},
               "hours": {"type": "integer"}}, ["locker", "hours"])
FISH = tool("fishing_permit_rules", "Rules for catching one kind of fish at the lake.",
            {"fish": {"type": "string"}}, ["fish"])
GROOM = tool("book_pony_grooming", "Book a pony grooming session.",
             {"pony": {"type": "string", "description": "the pony's name"}, "minutes": {"type": "integer"},
              "date": DAY}, ["pony", "minutes", "date"])


# ---------------------------------------------------------------- amounts said in words

@pytest.mark.parametrize("said, value", [
    ("four and a half kilos of clay", 4.5), ("2 and a quarter litres", 2.25),
    ("one and a half laps", 1.5), ("seven and three quarters metres", 7.75),
    ("half a dozen towels", 6), ("a dozen swim caps", 12), ("three dozen tennis balls", 36),
    ("a couple of lanes", 2)])
def test_a_quantity_said_in_words_is_one_number(said, value):
    [number] = find_numbers(said)
    assert number.value == value


def test_half_past_and_plain_lists_are_no_fractions():
    assert [n.value for n in find_numbers("at half past five")] == [5]
    assert [n.value for n in find_numbers("rows 1 and 2")] == [1, 2]


def test_a_count_never_takes_the_a_of_and_a_half():
    rinse = tool("book_kayak_wash", "Wash a kayak, priced by length.", {
        "metres": {"type": "number"}, "waxed": {"type": "boolean"}}, ["metres", "waxed"])
    assert one_call(rinse, "it's about three and a half metres long, waxed please") == \
        {"metres": 3.5, "waxed": True}


# ---------------------------------------------------------------- the lines of one order

def test_order_lines_match_their_enum_item_and_own_count():
    calls = first_calls(SYSTEM_EN, [SNACKS], "bring 3 pretzels and a couple of hot dogs to table 9")
    assert len(calls) == 1
    name, args = calls[0]
    assert name == "order_snacks"
    assert args["lines"] == [{"snack": "pretzel", "count": 3}, {"snack": "hot_dog", "count": 2}]


def test_order_lines_in_chinese_stay_one_call():
    calls = first_calls(SYSTEM_ZH, [SNACKS], "来两份玉米片和三个热狗")
    assert [n for n, _ in calls] == ["order_snacks"]
    assert calls[0][1]["lines"] == [{"snack": "nachos", "count": 2}, {"snack": "hot_dog", "count": 3}]


def test_a_part_with_no_count_is_no_line_and_one_is_said_with_a():
    args = one_call(PICNIC, "Put aside 4 scones and half a dozen flapjacks on Friday, I'll collect "
                            "at 11:45am. Under Ingrid")
    assert [(line["qty"], line["product"]) for line in args["lines"]] == [(4, "scones"), (6, "flapjacks")]
    args = one_call(PICNIC, "an apple crumble and 3 lemonades on Friday 11:45, name Ingrid")
    assert [line["qty"] for line in args["lines"]] == [1, 3]


# ---------------------------------------------------------------- a stretch of the day

@pytest.mark.parametrize("said, start, end", [
    ("the mirror room on Friday from 10 till quarter past twelve for a tango class", "10:00", "12:15"),
    ("sprung floor Friday 6pm to half past eight for a ceilidh practice", "18:00", "20:30"),
    ("small studio on Friday between 1 and 3 for a solo rehearsal", "13:00", "15:00"),
    ("the mirror room Friday 2 to 5pm for a bridal dance lesson", "14:00", "17:00"),
    ("the small studio on Friday from 9 until half ten for a warm-up session", "09:00", "10:30")])
def test_a_range_fills_the_start_and_the_end(said, start, end):
    args = one_call(STUDIO, said)
    assert (args["start_time"], args["end_time"]) == (start, end)
    assert args["date"] == "2027-05-21"


def test_a_range_in_chinese_runs_forwards():
    found = time_range("周五下午两点到五点半用镜子房")
    assert [e.time.strftime("%H:%M") for e in found] == ["14:00", "17:30"]


def test_numbers_that_are_no_range_of_the_day():
    assert time_range("lanes 1 and 3 please") is None
    assert time_range("from 2 to 3 people") is None


# ---------------------------------------------------------------- a purpose after "for"

def test_a_purpose_is_the_phrase_after_for_without_the_options_words():
    args = one_call(STUDIO, "book the mirror room on Friday from 4 till 6 for a tango class, 8 dancers")
    assert args["purpose"] == "tango class" and args["dancers"] == 8 and args["studio"] == "mirror_room"
    args = one_call(STUDIO, "the small studio Friday from 9 until half ten for an audition")
    assert args["purpose"] == "audition"


# ---------------------------------------------------------------- codes and names

def test_a_code_typed_in_lower_case_is_the_code():
    assert one_call(LOCKER, "hold locker c07 for 3 hours") == {"locker": "C07", "hours": 3}


def test_a_plain_word_is_never_made_a_code():
    with pytest.raises(Exception):
        one_call(LOCKER, "hold a locker near the sauna for 3 hours")


def test_a_name_field_takes_the_name_not_the_words_after_it():
    args = one_call(GROOM, "book Clover a grooming of forty minutes tomorrow")
    assert args == {"pony": "Clover", "minutes": 40, "date": "2027-05-20"}


# ---------------------------------------------------------------- several things, several calls

@needs_wordnet
def test_four_listed_things_each_get_a_call_article_or_container_first():
    calls = first_calls(SYSTEM_EN, [FISH], "what are the rules for a pike, a perch, an eel and a bucket of crayfish?")
    assert [a["fish"] for _, a in calls] == ["pike", "perch", "eel", "crayfish"]


@needs_wordnet
def test_each_of_the_options_is_one_call_with_the_same_hours():
    calls = first_calls(SYSTEM_EN, [RENT_CRAFT, CRAFT_LIST], "How much are 3 hours in each of your three crafts?")
    assert sorted(a["craft"] for _, a in calls) == ["dinghy", "paddleboard", "pedalo"]
    assert all(n == "craft_quote" and a["hours"] == 3 for n, a in calls)


def test_each_of_a_count_that_is_not_the_options_is_no_fan_out():
    assert every_option("craft", CRAFTS, "each of your two crafts") == []
    assert every_option("craft", CRAFTS, "each of the two adults") == []
    assert every_option("craft", CRAFTS, "三种船各多少钱") == ["paddleboard", "dinghy", "pedalo"]


def test_options_named_by_their_chinese_gloss_each_get_a_call():
    calls = first_calls(SYSTEM_ZH, [RENT_CRAFT], "桨板、小帆船和脚踏船租两小时分别多少钱？")
    assert [a["craft"] for _, a in calls] == ["paddleboard", "dinghy", "pedalo"]


@pytest.mark.parametrize("text", ["what's cheaper, a dinghy for 4 hours or a pedalo for 2?",
                                  "小帆船租4小时和脚踏船租2小时，哪个便宜？"])
def test_each_named_option_keeps_its_own_number(text):
    calls = first_calls(SYSTEM_ZH if "小" in text else SYSTEM_EN, [RENT_CRAFT], text)
    got = sorted((a["craft"], a["hours"]) for _, a in calls)
    assert got == [("dinghy", 4), ("pedalo", 2)]


# ---------------------------------------------------------------- "both" is one option

def test_two_options_asked_together_take_the_option_for_both():
    assert option_for_all(["brakes", "gears", "both"], "what do brakes and gears cost to service?") == "both"
    assert option_for_all(["brakes", "gears", "both"], "what do the brakes cost to service?") is None
    assert option_for_all(["brakes", "gears", "both"], "brakes or gears, which is cheaper?") is None
    assert option_for_all(["soak", "dry", "soak_and_dry"], "soak and dry my wetsuit") == "soak_and_dry"


def test_both_is_one_call_not_one_per_option():
    calls = first_calls(SYSTEM_EN, [BIKES], "quote me for the brakes and gears on my bike")
    assert calls == [("bike_service_quote", {"parts": "both"})]


# ---------------------------------------------------------------- a write needs no look-up after

def test_once_the_write_is_made_no_look_up_follows():
    lessons = tool("paddle_lesson_times", "When the paddle lessons on a date start, and their price.",
                   {"date": DAY, "level": {"type": "string", "enum": ["starter", "improver"]}}, ["date"])
    book = tool("book_paddle_lesson", "Book a paddle lesson.",
                {"date": DAY, "level": {"type": "string", "enum": ["starter", "improver"]},
                 "paddlers": {"type": "integer"}}, ["date", "level", "paddlers"])
    args = {"date": "2027-05-22", "level": "starter", "paddlers": 2}
    done = {"lesson_booking": "PL-31", "date": "2027-05-22", "level": "starter", "price_eur": 50}
    out = OfflineModel().handle({"model": "offline", "tools": [wire(lessons), wire(book)], "messages": [
        {"role": "system", "content": SYSTEM_EN},
        {"role": "user", "content": "book a starter lesson on Saturday for the two of us"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
            "name": "book_paddle_lesson", "arguments": json.dumps(args)}}]},
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps(done)}]})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls") and "PL-31" in message["content"]
