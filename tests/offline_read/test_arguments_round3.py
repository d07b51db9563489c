"""Whole requests, round 3: a tool chosen because the request names one of its options; a
Chinese verb read through its head character and through a word that glosses both verbs;
a clock time that shares its day word with the date (今晚七点); lengths of time in words
("three and a half hours"); a number joined to its noun ("a 500-ball pack") counting that
noun only; "just me" as one person; options told apart by a number ("4_person"); the part
of the day said before a clock time; signs said in words (minus, 负, 零下); the user's
quoted words as an optional text field. Tools and wording appear nowhere in the lessons or
in tests/fidelity."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.decide.relevance import THRESHOLD, rank_tools, same_actions
from course_lib.offline.read import taxonomy, verb_senses
from course_lib.offline.read.actions import actions
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.extract import _by_number, enum_choice, find
from course_lib.offline.read.numbers import find_numbers

TODAY = dt.date(2027, 9, 8)   # a Wednesday

needs_wordnet = pytest.mark.skipif(not taxonomy.available(), reason="WordNet data not installed")
needs_verbs = pytest.mark.skipif(not verb_senses.available(), reason="WordNet verb data not installed")


def tool(name: str, description: str, properties: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": properties,
                                        "required": required})


def one_call(spec: ToolSpec, text: str) -> dict:
    [args] = fill_arguments(spec, text, TODAY)
    return args


HHMM = {"type": "string", "pattern": "^\\d{2}:\\d{2}$"}
DAY = {"type": "string", "format": "date"}

RINK = tool("reserve_rink", "Reserve ice time.", {
    "session": {"type": "string", "enum": ["figure_skating", "hockey", "curling"]},
    "date": DAY, "start": HHMM, "skaters": {"type": "integer"}}, ["session", "date", "start"])
CARPET = tool("order_carpet_clean", "Order a carpet clean at home.", {
    "rooms": {"type": "integer"}, "date": DAY}, ["rooms", "date"])


# ---------------------------------------------------------------- options choose a tool

@needs_wordnet
def test_a_named_option_picks_its_tool_where_no_description_word_is_said():
    fits = rank_tools("hockey on Sunday at 6pm for ten of us", [RINK, CARPET])
    assert fits[0].tool.name == "reserve_rink" and fits[0].score >= THRESHOLD
    assert fits[1].score < THRESHOLD


@needs_wordnet
def test_a_named_option_in_chinese_picks_its_tool():
    fits = rank_tools("周日晚上六点打冰球", [RINK, CARPET])
    assert fits[0].tool.name == "reserve_rink" and fits[0].score >= THRESHOLD


@needs_wordnet
def test_no_option_named_no_pick():
    fits = rank_tools("lunch with Priya on Sunday", [RINK, CARPET])
    assert all(f.score < THRESHOLD for f in fits)


@needs_wordnet
def test_an_option_every_tool_offers_is_weaker_for_each():
    one = tool("book_lane", "Reserve something.", {"kind": {"type": "string", "enum": ["hockey", "darts"]}}, ["kind"])
    two = tool("book_court", "Reserve something else.", {"kind": {"type": "string", "enum": ["hockey", "chess"]}}, ["kind"])
    alone = rank_tools("hockey darts", [one])[0].score
    shared = next(f.score for f in rank_tools("hockey darts", [one, two]) if f.tool is one)
    assert shared < alone


# ---------------------------------------------------------------- Chinese verbs

@needs_verbs
def test_a_verb_and_its_complement_read_by_the_head_character():
    # jieba keeps 订下 as one word, which CC-CEDICT lacks: 订 is its verb
    assert "order" in actions("帮我订下明天的位子")


@needs_verbs
def test_a_word_glossing_both_verbs_links_them_for_a_chinese_request_only():
    # 定 glosses "to book" and "to order": a Chinese 订 ("to order") may ask to book
    linked = same_actions(frozenset({"order"}), frozenset({"book"}), {"ice"}, translated=True)
    assert linked.get("order", 0) > 0
    assert same_actions(frozenset({"order"}), frozenset({"book"}), {"ice"}) == {}
    # ... and only beside other words that already fit
    assert same_actions(frozenset({"order"}), frozenset({"book"}), set(), translated=True) == {}


# ---------------------------------------------------------------- times and lengths

def test_a_clock_time_shares_its_day_word_with_the_date():
    args = one_call(RINK, "今晚七点一刻冰壶")
    assert args["date"] == "2027-09-08" and args["start"] == "19:15" and args["session"] == "curling"


def test_the_part_of_the_day_said_before_a_clock_time():
    said = lambda text: [f.value for f in find("start", HHMM, text, TODAY)]  # noqa: E731
    assert said("Saturday evening, at quarter past seven") == ["19:15"]
    assert said("tomorrow afternoon at 4") == ["16:00"]
    assert said("tomorrow morning at 9") == ["09:00"]
    assert said("tonight at 7 am") == ["07:00"]   # its own am wins


LESSON = tool("book_drum_lesson", "Book a drum lesson.", {
    "length_minutes": {"type": "integer"}, "date": DAY}, ["length_minutes", "date"])


@pytest.mark.parametrize("text, minutes", [
    ("a drum lesson on Friday, three and a half hours", 210),
    ("drum lesson Friday for one and a half hours", 90),
    ("周五上一节两个半小时的鼓课", 150),
])
def test_a_length_of_time_in_words(text, minutes):
    assert one_call(LESSON, text)["length_minutes"] == minutes


def test_hours_from_minutes_in_words():
    assert [f.value for f in find("hours", {"type": "number"}, "ninety minutes", TODAY)] == [1.5]


# ---------------------------------------------------------------- counts

PAINTBALL = tool("book_paintball", "Book a paintball game.", {
    "players": {"type": "integer"}, "date": DAY, "balls": {"type": "integer", "description": "paintballs per player"}},
    ["players", "date"])


def test_a_number_joined_to_its_noun_counts_that_noun_only():
    args = one_call(PAINTBALL, "paintball on Saturday, a 500-ball pack each, for six players")
    assert args["players"] == 6
    climb = tool("book_climbing", "Book a climbing session.", {"climbers": {"type": "integer"}, "date": DAY},
                 ["climbers", "date"])
    assert one_call(climb, "a two-hour climbing session on Friday for 3 climbers")["climbers"] == 3


@pytest.mark.parametrize("text", ["paintball on Saturday, just me", "周六打彩弹，就我一个人"])
def test_just_me_is_one_person(text):
    assert one_call(PAINTBALL, text)["players"] == 1


# ---------------------------------------------------------------- options told apart by a number

@pytest.mark.parametrize("text, option", [
    ("a tent for four people from 7pm", "4_person"),
    ("帐篷要六人的，下午三点取", "6_person"),
    ("a 2-person tent on the 3rd", "2_person"),
])
def test_options_told_apart_by_a_number(text, option):
    assert enum_choice(["2_person", "4_person", "6_person"], text)[0] == option


def test_a_number_that_fits_no_option_or_two_options_decides_nothing():
    assert _by_number(["2_person", "4_person"], "a tent for three") is None
    assert _by_number(["2_person", "4_person"], "2 or 4 of us") is None
    assert _by_number(["small_tent", "4_person"], "4 of us") is None   # not told apart by a number


# ---------------------------------------------------------------- signs in words

@pytest.mark.parametrize("text, values", [
    ("minus 40 degrees", [-40]),
    ("负五度", [-5]),
    ("零下十二度", [-12]),
    ("右边负一点二五", [-1.25]),
    ("17 minus 5", [17, 5]),          # an operator between two numbers, not a sign
])
def test_a_sign_said_in_words(text, values):
    assert [n.value for n in find_numbers(text)] == values


# ---------------------------------------------------------------- quoted text

ENGRAVE = tool("order_engraving", "Order an engraved keyring.", {
    "metal": {"type": "string", "enum": ["brass", "steel"]},
    "engraving": {"type": "string", "description": "the words to engrave"}}, ["metal"])


def test_quoted_words_fill_an_optional_text_field():
    args = one_call(ENGRAVE, "a brass keyring, 2 of them, engrave 'Home at last' on the back")
    assert args["engraving"] == "Home at last"
    assert "engraving" not in one_call(ENGRAVE, "a steel keyring please")


# ---------------------------------------------------------------- a flag named by a compound

PITCH = tool("hire_court", "Hire a tennis court.", {
    "date": DAY, "floodlights": {"type": "boolean"}}, ["date"])


@needs_wordnet
@pytest.mark.parametrize("text, lit", [
    ("a court on Friday evening with lights", True),
    ("a court on Friday, no lights needed", False),
])
def test_a_flag_named_by_a_compound_is_said_by_its_head(text, lit):
    assert one_call(PITCH, text)["floodlights"] is lit


@needs_wordnet
def test_a_compound_whose_head_is_no_kind_of_it_is_not_split():
    from course_lib.offline.read.extract import _compound_head
    assert _compound_head("wheelchair") == "chair"
    assert _compound_head("breakfast") == ""   # no kind of fast


# ---------------------------------------------------------------- a modifier option before its head

SURFACES = ["clay", "synthetic", "indoor"]


@pytest.mark.parametrize("text, option", [
    ("a synthetic clay court on Friday", "synthetic"),   # both named: the modifier tells
    ("a clay court on Friday", "clay"),
    ("周五订一个人造红土场", "synthetic"),                  # 人造: man-made; artificial; synthetic
])
def test_the_option_said_before_another_as_its_modifier(text, option):
    assert enum_choice(SURFACES, text)[0] == option


# ---------------------------------------------------------------- a word jieba cut apart

def test_an_option_glossed_by_a_word_jieba_cuts_into_characters():
    # jieba cuts 线上 as 线 + 上; CC-CEDICT glosses 线上 "online"
    assert enum_choice(["online", "in_person"], "周四晚上线上听课")[0] == "online"
    assert enum_choice(["online", "in_person"], "周四晚上听课")[0] is None


# ---------------------------------------------------------------- a street address as written

WINDOWS = tool("book_window_cleaner", "Book a window cleaner.", {
    "address": {"type": "string"}, "date": DAY}, ["address", "date"])


@pytest.mark.parametrize("text, address", [
    ("window cleaning on Friday at 7 Birch Lane please", "7 Birch Lane"),
    ("Friday, 52 Harbour View Terrace, the top flat", "52 Harbour View Terrace"),
    ("周五擦窗户，地址是长江路15号", "长江路15号"),
    ("周五来擦窗，在淮海中路300号", "淮海中路300号"),
])
def test_a_street_address_is_read_as_written(text, address):
    assert one_call(WINDOWS, text)["address"] == address


def test_no_street_no_address():
    with pytest.raises(Exception):
        one_call(WINDOWS, "window cleaning on Friday at my place")
