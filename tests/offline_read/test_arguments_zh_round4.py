"""Arguments read from Chinese requests, round 4: the two ends of a stretch of days (the second
read against the first: 周五到周日, 9月20号到23号, 入住、退房); the two ends of a trip in two plain
fields (从…到…, …回…, "from … to …"), never the same option twice; options glossed in the
users' language by the description, by a sibling field or by the tool's own description
(north=北区, "Ashby 阿什比", 立式钢琴(upright)); options explained by a note ("'leak' = water
on the floor"); names the grammar marks (猫叫奶茶, 两只猫：年糕和芝麻, "Rex and Biscuit"); a
noun or phrase that asks (什么时候) is never a field's value; a remembered fact fills one
field only. Tools and wording appear nowhere in the lessons or in tests/fidelity."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline import OfflineModel
from course_lib.offline.decide.arguments import MissingArgument, fill_arguments
from course_lib.offline.read import dates
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.described_options import by_note, glosses, lend_glosses, said_options
from course_lib.offline.read.extract import enum_choice, find
from course_lib.offline.read.filling import fill_object
from course_lib.offline.read.string_lists import joined_names, zh_marked_names
from course_lib.offline.read.trip_sides import by_side
from course_lib.offline.read.zh import asked_about, is_question

TODAY = dt.date(2027, 9, 8)   # a Wednesday
DAY = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
S = {"type": "string"}


def tool(name: str, description: str, properties: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties, "required": required})


def one_call(spec: ToolSpec, text: str) -> dict:
    [args] = fill_arguments(spec, text, TODAY)
    return args


def days(text: str) -> list[str]:
    return [d.date.isoformat() for d in dates.find_dates(text, TODAY)]


# ---------------------------------------------------------------- the two ends of a stretch

@pytest.mark.parametrize("text, want", [
    ("下周五到周日", ["2027-09-17", "2027-09-19"]),            # 周日 alone would be the 12th
    ("下周六到下周一", ["2027-09-18", "2027-09-20"]),          # the Monday after that Saturday
    ("9月20号到23号", ["2027-09-20", "2027-09-23"]),            # 23号 in 9月, not read against today
    ("9月29号到3号", ["2027-09-29", "2027-10-03"]),             # the 3rd after the 29th: next month
    ("9月18号入住、21号离开", ["2027-09-18", "2027-09-21"]),     # 21号 before a verb is still a day
    ("Saturday to Monday", ["2027-09-11", "2027-09-13"]),
    ("from the 28th to the 2nd", ["2027-09-28", "2027-10-02"]),
])
def test_a_stretch_s_second_end_is_read_against_its_first(text, want):
    assert days(text) == want


def test_dates_written_in_full_and_plain_lists_are_kept_as_written():
    assert days("9月20号到9月12号") == ["2027-09-20", "2027-09-12"]   # the user's to fix
    assert days("周五和周一") == ["2027-09-10", "2027-09-13"]           # a list, no stretch
    assert days("住3号楼") == []                                        # a house number, no date


CAMPSITE = tool("campsite_pitches", "Free tent pitches for a stay.", {
    "arrive_on": DAY, "leave_on": DAY, "tents": {"type": "integer", "minimum": 1}},
    ["arrive_on", "leave_on", "tents"])


def test_a_stay_said_as_a_range_fills_both_days_in_one_call():
    got = fill_arguments(CAMPSITE, "下周五到周日，两顶帐篷，营地还有位置吗？", TODAY)
    assert got == [{"arrive_on": "2027-09-17", "leave_on": "2027-09-19", "tents": 2}]


def test_a_remembered_fact_fills_one_field_only():
    # the part says no day; the whole request (the fallback) says two: each field takes its own
    fixed, _ = fill_object("campsite_pitches", CAMPSITE.properties, CAMPSITE.required,
                           "两顶帐篷", TODAY, "9月20号到23号，两顶帐篷", set())
    assert (fixed["arrive_on"], fixed["leave_on"]) == ("2027-09-20", "2027-09-23")


# ---------------------------------------------------------------- the two ends of a trip

STOPS = ["Quarry Lane", "Elm Cross", "Wharf Street"]
TRAM = tool("tram_times", "Tram departures between two stops.", {
    "from_stop": {"type": "string", "enum": STOPS,
                  "description": "Quarry Lane 采石巷, Elm Cross 榆树口, Wharf Street 码头街"},
    "to_stop": {"type": "string", "enum": STOPS}, "date": DAY}, ["from_stop", "to_stop", "date"])


@pytest.mark.parametrize("text, start, end", [
    ("明天从采石巷去码头街的电车几点？", "Quarry Lane", "Wharf Street"),
    ("明天榆树口到采石巷的电车", "Elm Cross", "Quarry Lane"),         # the unmarked one starts
    ("明天从码头街回榆树口", "Wharf Street", "Elm Cross"),              # 回: back to
    ("trams tomorrow to Elm Cross from Wharf Street", "Wharf Street", "Elm Cross"),
])
def test_each_end_of_a_trip_takes_its_own_stop(text, start, end):
    args = one_call(TRAM, text)
    assert (args["from_stop"], args["to_stop"]) == (start, end)
    assert args["date"] == "2027-09-09"


def test_by_side_never_gives_one_end_the_stop_marked_as_the_other():
    text = "去榆树口"
    hits = said_options(STOPS, "Elm Cross 榆树口", text)
    assert [h.value for h in by_side("target", text, hits)] == ["Elm Cross"]
    assert by_side("source", text, hits) == []


def test_pickup_and_dropoff_are_the_two_ends_too():
    vans = ["Northmoor", "Castleby"]
    spec = tool("van_quote", "One-way van hire quote.", {
        "pickup_depot": {"type": "string", "enum": vans, "description": "Northmoor 诺斯莫尔, Castleby 卡斯尔比"},
        "dropoff_depot": {"type": "string", "enum": vans}}, ["pickup_depot", "dropoff_depot"])
    assert one_call(spec, "在卡斯尔比取车，到诺斯莫尔还车") == {"pickup_depot": "Castleby",
                                                               "dropoff_depot": "Northmoor"}


# ---------------------------------------------------------------- options glossed in Chinese

def test_glosses_are_read_in_the_forms_learners_write():
    assert glosses(("acoustic", "electric"), "guitar: acoustic=木吉他，electric=电吉他") == \
        {"acoustic": ("木吉他",), "electric": ("电吉他",)}
    assert glosses(("acoustic", "electric"), "木吉他(acoustic)、电吉他（electric）") == \
        {"acoustic": ("木吉他",), "electric": ("电吉他",)}
    assert glosses(("Quarry Lane",), "Quarry Lane 采石巷") == {"Quarry Lane": ("采石巷",)}


LESSON = tool("book_guitar_lesson", "约吉他课。guitar：acoustic=木吉他，electric=电吉他。", {
    "guitar": {"type": "string", "enum": ["acoustic", "electric"]}, "date": DAY}, ["guitar", "date"])


def test_the_tool_description_s_glosses_choose_an_option_of_its_field():
    assert one_call(LESSON, "下周一上一节电吉他课") == {"guitar": "electric", "date": "2027-09-13"}
    assert one_call(LESSON, "周五的木吉他课") == {"guitar": "acoustic", "date": "2027-09-10"}


def test_a_gloss_said_without_the_head_the_glosses_share():
    # 跑鞋 is in both glosses: what comes before it tells them apart (two characters or more)
    described = "shoe: trail=越野跑鞋，road=公路跑鞋"
    assert [h.value for h in said_options(["trail", "road"], described, "我要那双越野的")] == ["trail"]
    # 吉他 is in both: 电 alone is one character, too little to be sure of
    assert said_options(["acoustic", "electric"], "acoustic=木吉他，electric=电吉他", "电的") == []


def test_glosses_lent_to_a_field_with_the_same_options():
    props = lend_glosses(TRAM.properties, TRAM.description)
    assert "码头街" in props["to_stop"]["description"]
    assert props["date"] == TRAM.properties["date"]


def test_a_glossed_district_is_chosen_by_its_chinese_name():
    spec = tool("bin_days", "Bin collection days for one district.", {
        "district": {"type": "string", "enum": ["hillcrest", "lower_mill", "saint_anne"],
                     "description": "hillcrest=山顶区, lower_mill=下磨坊, saint_anne=圣安妮"}}, ["district"])
    assert one_call(spec, "下磨坊哪天收垃圾？") == {"district": "lower_mill"}
    best, score = enum_choice(["hillcrest", "lower_mill", "saint_anne"], "圣安妮",
                              "hillcrest=山顶区, lower_mill=下磨坊, saint_anne=圣安妮")
    assert (best, score) == ("saint_anne", 3.0)


# ---------------------------------------------------------------- options explained by a note

PLUMBER = tool("plumber_quote",
               "Quote for a plumber's visit. problem: 'leak' = water dripping or on the floor, "
               "'blockage' = the sink or toilet won't drain, 'boiler' = no hot water or no heating.",
               {"problem": {"type": "string", "enum": ["leak", "blockage", "boiler"]}}, ["problem"])


@pytest.mark.parametrize("text, want", [
    ("厨房水槽堵了，下不去水", "blockage"),
    ("家里没有热水了，修一下多少钱", "boiler"),
    ("water keeps dripping under the sink", "leak"),
])
def test_an_option_is_chosen_by_what_its_note_says(text, want):
    assert one_call(PLUMBER, text) == {"problem": want}


def test_a_note_that_does_not_tell_the_options_apart_decides_nothing():
    described = "size: 'small' = a box for the post, 'large' = a box for the post with a lid"
    assert by_note(["small", "large"], described, "post box") == (None, 0.0)


# ---------------------------------------------------------------- names the grammar marks

HORSES = tool("book_riding", "预约骑马课。", {
    "date": DAY, "rider_names": {"type": "array", "items": S, "minItems": 1}}, ["date", "rider_names"])


def test_names_listed_after_a_count_and_a_colon():
    assert one_call(HORSES, "周六约骑马，三个孩子：米粒、小满和阿布") == \
        {"date": "2027-09-11", "rider_names": ["米粒", "小满", "阿布"]}


def test_a_name_after_a_naming_verb_and_only_the_field_s_own():
    pets = tool("groom_booking", "Book a grooming slot.", {
        "rabbit_name": S, "date": DAY}, ["rabbit_name", "date"])
    assert one_call(pets, "我叫老陈，兔子叫花卷，周四能洗吗") == {"rabbit_name": "花卷", "date": "2027-09-09"}
    assert [n for n, _, _ in zh_marked_names("帮我叫辆车去机场")] == []      # 叫 "call for"
    assert [n for n, _, _ in zh_marked_names("两只兔子：花卷和汤圆，花卷怕水")] == ["花卷", "汤圆"]


def test_english_names_joined_by_and_and_commas():
    assert [n for n, _ in joined_names("for Ivy, Otto and Jo Park on Friday", (4, 7))] == ["Otto", "Jo Park"]
    got = find("skier_names", {"type": "array", "items": S}, "rent skis for Ivy and Otto on Sunday")
    assert got[0].value == ["Ivy", "Otto"]


# ---------------------------------------------------------------- what is asked is no value

def test_a_noun_after_a_question_word_is_asked_about():
    text = "那大概什么时候能取？"
    assert asked_about(text, text.index("时候"))
    assert not asked_about("这个包裹", 2)
    assert is_question("大概什么时候能") and not is_question("蓝色雨伞")


def test_a_follow_up_that_asks_when_gives_the_code_field_nothing():
    laundry = tool("dry_cleaning_status", "Status of a dry-cleaning ticket.", {"ticket": S}, ["ticket"])
    with pytest.raises(MissingArgument):
        fill_arguments(laundry, "那大概什么时候能取？", TODAY)
    assert one_call(laundry, "DC-5531什么时候能取？") == {"ticket": "DC-5531"}


# ---------------------------------------------------------------- whole requests, one model

def _calls(tools: list[ToolSpec], text: str) -> list[tuple[str, dict]]:
    request = {"model": "offline", "messages": [
        {"role": "system", "content": "你是电车公司的助手。今天是2027年9月8日，星期三。"},
        {"role": "user", "content": text}],
        "tools": [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                    "parameters": t.parameters}} for t in tools]}
    out = OfflineModel().handle(request)
    assert out.status == 200
    message = out.body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in message.get("tool_calls") or []]


def test_a_trip_both_ways_is_two_calls_each_with_its_own_ends():
    calls = _calls([TRAM], "后天采石巷到码头街，还有码头街回采石巷的车，分别几点？")
    assert sorted((a["from_stop"], a["to_stop"]) for _, a in calls) == \
        [("Quarry Lane", "Wharf Street"), ("Wharf Street", "Quarry Lane")]
    assert {a["date"] for _, a in calls} == {"2027-09-10"}


def test_a_stay_range_with_a_count_is_one_call():
    assert _calls([CAMPSITE], "9月20号到23号，一顶帐篷，有位置吗") == \
        [("campsite_pitches", {"arrive_on": "2027-09-20", "leave_on": "2027-09-23", "tents": 1})]


# ---------------------------------------------------------------- a code for a tool keyed by one string

def test_the_one_code_a_request_writes_is_the_key_of_a_one_string_tool():
    laundry = tool("dry_cleaning_status", "Status of a dry-cleaning ticket.", {"ticket": S}, ["ticket"])
    assert one_call(laundry, "when will TK-5531 be ready?") == {"ticket": "TK-5531"}
    assert one_call(laundry, "帮我看看TK-5531洗好了没有") == {"ticket": "TK-5531"}


def test_two_codes_or_two_plain_fields_leave_the_key_to_the_other_readers():
    from course_lib.offline.read.proper_names import lone_code
    assert lone_code("TK-5531 or TK-5532?") is None
    assert lone_code("TK-5531, I mean tk-5531") is not None    # one code, said twice
    # two plain fields: the code is no key of the tool, so not the brand for being a code
    repair = tool("watch_repair", "Book a watch repair.", {"brand": S, "fault": S}, ["brand", "fault"])
    try:
        args = one_call(repair, "my Orvex W-220 keeps stopping")
    except MissingArgument:
        args = {}
    assert args.get("brand") != "W-220"
