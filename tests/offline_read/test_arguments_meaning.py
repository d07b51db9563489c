"""Arguments filled by what the words mean (issue 8, point 2): a count takes the number
written with its own thing, an array of options takes every option asked for, an option is
chosen from a clock time, a shared stem or a near-synonym, a nested object's words stay out of
the free-text field, a Chinese name stands after its kind, spoken times and lone days of the
month are read. Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import json
import pytest

from course_lib.offline.decide.arguments import MissingArgument, fill_arguments
from course_lib.offline.read import counts, dates
from course_lib.offline.read.conversation import read
from course_lib.offline.read.day_parts import part_of_day
from course_lib.offline.read.extract import enum_choice, enum_choices

TODAY = dt.date(2027, 3, 10)   # a Wednesday
I = {"type": "integer"}


def spec(name, description, properties, required):
    tool = {"type": "function", "function": {"name": name, "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required}}}
    return read({"model": "offline", "messages": [{"role": "user", "content": "x"}],
                 "tools": [tool]}).tools[0]


def one_call(tool, text):
    calls = fill_arguments(tool, text, TODAY)
    assert len(calls) == 1, calls
    return calls[0]


FERRY = spec("ferry_tickets", "Buy ferry tickets.",
             {"adults": I, "children": I,
              "bikes": {"type": "integer", "description": "bicycles taken on board"},
              "date": {"type": "string", "format": "date"}}, ["adults", "date"])
PITCH = spec("book_pitch", "Book a camping pitch.",
             {"campers": {"type": "integer", "description": "how many people"}, "nights": I,
              "budget": {"type": "number", "description": "most to pay, in EUR"}},
             ["campers", "nights"])
LAUNDRY = spec("order_laundry", "Order a laundry pickup.",
               {"services": {"type": "array", "items": {"type": "string", "enum": [
                   "wash", "iron", "dry_clean", "fold"]}},
                "slot": {"type": "string", "enum": ["morning", "afternoon", "evening"]},
                "bag_size": {"type": "string", "enum": ["small", "medium", "large"]}},
               ["services", "slot"])
GROOM = spec("book_groomer", "Book a dog groomer.",
             {"dog": {"type": "object", "properties": {
                 "name": {"type": "string"},
                 "breed": {"type": "string", "enum": ["poodle", "terrier", "labrador", "beagle"]}},
                 "required": ["name", "breed"]},
              "date": {"type": "string", "format": "date"},
              "reason": {"type": "string", "description": "what the groomer should do"}},
             ["dog", "date", "reason"])
TUTOR = spec("book_tutor", "Book a maths tutor for a pupil.",
             {"pupil": {"type": "object", "properties": {
                 "name": {"type": "string"}, "age": {"type": "integer"}}, "required": ["name"]},
              "date": {"type": "string", "format": "date"}}, ["pupil", "date"])
TABLE = spec("hold_table", "Hold a table at the noodle bar.", {"guests": I}, ["guests"])


# ---------------------------------------------------------------- counts by their thing

def test_each_count_takes_the_number_written_with_its_own_thing():
    got = one_call(FERRY, "Three adults, one child and two bikes on the ferry next Monday")
    assert got == {"date": "2027-03-15", "adults": 3, "children": 1, "bikes": 2}


def test_chinese_counts_take_their_nouns_through_measure_words_and_glosses():
    got = one_call(FERRY, "下周一的船票，三个大人两个小孩")
    assert got == {"date": "2027-03-15", "adults": 3, "children": 2}   # no bikes: not given


def test_a_group_of_people_counted_in_words_fills_a_count_of_people():
    assert one_call(PITCH, "A pitch for the four of us, two nights") == {"campers": 4, "nights": 2}
    assert one_call(PITCH, "我们仨想住三晚") == {"campers": 3, "nights": 3}


def test_a_count_joined_to_its_noun_by_a_hyphen_is_read_and_is_no_sum_of_money():
    got = one_call(PITCH, "A two-night stay for 5 people")
    assert got == {"campers": 5, "nights": 2}   # "budget" is absent: no money was named
    assert one_call(PITCH, "A two-night stay for 5 people, under 90 euros")["budget"] == 90


def test_an_article_is_no_count_unless_it_counts_the_fields_own_thing():
    with pytest.raises(MissingArgument):
        fill_arguments(TABLE, "Hold a table for tonight", TODAY)
    assert one_call(TABLE, "Hold a table for one guest") == {"guests": 1}
    assert one_call(TABLE, "Hold a table for two") == {"guests": 2}


def test_counted_reads_the_thing_and_whether_it_is_people():
    found = counts.counted("Fit six studded tyres for the three of us")
    assert [(c.value, c.things[-1:], c.people) for c in found] == [
        (6.0, ("tyre",), False), (3.0, (), True)]


# ---------------------------------------------------------------- options by meaning

def test_an_array_of_options_takes_every_option_asked_for_in_either_language():
    assert one_call(LAUNDRY, "Please wash and iron my shirts, pick up at 6:30pm") == {
        "services": ["wash", "iron"], "slot": "evening"}
    assert one_call(LAUNDRY, "下午三点来取，要干洗和熨烫") == {
        "services": ["dry_clean", "iron"], "slot": "afternoon"}


def test_a_part_of_the_day_option_is_chosen_from_a_clock_time():
    slots = ["morning", "afternoon", "evening", "overnight"]
    assert part_of_day(slots, "collect at half nine in the morning") == "morning"
    assert part_of_day(slots, "drop it off at 7pm") == "evening"
    assert part_of_day(slots, "晚上十一点以后") == "overnight"
    assert part_of_day(["small", "large"], "at 7pm") is None
    assert part_of_day(slots, "whenever suits") is None


def test_an_adjective_option_is_chosen_by_a_near_synonym_never_by_a_definition():
    got = one_call(LAUNDRY, "A big bag to wash, collect it at half nine in the morning")
    assert got == {"services": ["wash"], "slot": "morning", "bag_size": "large"}
    # "park: a large area of land" does not make a parked van's bag "large"
    assert "bag_size" not in one_call(LAUNDRY, "Wash my park clothes this afternoon")


def test_an_option_built_on_the_same_stem_as_a_word_of_the_request():
    options = ["competitive", "casual"]
    assert enum_choice(options, "I want a proper competition match")[0] == "competitive"
    assert enum_choice(["strategy", "luck"], "something strategic for tonight")[0] == "strategy"
    assert enum_choice(options, "I want a match")[1] == 0


def test_a_measure_word_gloss_chooses_nothing():
    # 类 ("class", WordNet's synonym of "family") is a measure word here, no thing
    assert enum_choices(["family", "strategy", "cooperative"], "想找合作类的") == ["cooperative"]


# ---------------------------------------------------------------- nested objects

def test_a_nested_objects_words_stay_out_of_the_free_text_field():
    got = one_call(GROOM, "Book the groomer for my terrier Pip on Thursday, his nails are too long")
    assert got == {"date": "2027-03-11", "dog": {"name": "Pip", "breed": "terrier"},
                   "reason": "His nails are too long"}


def test_a_chinese_name_stands_right_after_its_kind():
    got = one_call(GROOM, "我家拉布拉多可可下周三要洗澡")
    assert got["dog"] == {"breed": "labrador", "name": "可可"}
    assert got["date"] == "2027-03-17"
    pupil = one_call(TUTOR, "我儿子乐乐下周二要补课")["pupil"]
    assert pupil == {"name": "乐乐"}   # no age: none was given


def test_a_name_after_my_and_a_noun_not_a_pronoun_contraction():
    got = one_call(TUTOR, "Book my nephew Arlo for Saturday, he's nine")
    assert got == {"date": "2027-03-13", "pupil": {"name": "Arlo", "age": 9}}


# ---------------------------------------------------------------- times and days

@pytest.mark.parametrize("said, hhmm", [
    ("at ten to eight pm", "19:50"), ("half nine in the morning", "09:30"),
    ("at 6.45pm", "18:45"), ("twenty past four in the afternoon", "16:20"),
    ("晚上九点一刻", "21:15"), ("早上七点三刻", "07:45"),
])
def test_spoken_times_in_both_languages(said, hhmm):
    found = dates.find_times(said)
    assert [t.time.strftime("%H:%M") for t in found] == [hhmm]


@pytest.mark.parametrize("said, iso", [
    ("on the 28th", "2027-03-28"), ("the 2nd", "2027-04-02"), ("15号上午", "2027-03-15"),
    ("this weekend", "2027-03-13"), ("下周末", "2027-03-20"),
])
def test_a_lone_day_of_the_month_or_a_weekend(said, iso):
    assert [d.date.isoformat() for d in dates.find_dates(said, TODAY)] == [iso]


def test_a_lone_ordinal_that_points_at_an_item_is_no_date():
    assert dates.find_dates("open the 2nd one", TODAY) == []
    assert dates.find_dates("3号线", TODAY) == []   # metro line 3


# ---------------------------------------------------------------- shapes and clauses

STUDIO = spec("book_studio", "Book a rehearsal studio.",
              {"band_size": {"type": "integer", "description": "people playing"},
               "start": {"type": "string", "pattern": "^\\d{2}:\\d{2}$"},
               "date": {"type": "string", "format": "date"},
               "mic_count": {"type": "integer", "description": "microphones needed"}},
              ["band_size", "start", "date"])
REPAIR = spec("report_fault", "Report a fault with a rented scooter.",
              {"fault": {"type": "string", "description": "what is wrong"},
               "date": {"type": "string", "format": "date"}}, ["fault"])


def test_a_pattern_shaped_like_a_clock_time_reads_spoken_times():
    got = one_call(STUDIO, "A studio for a band of five tomorrow at 8pm")
    assert got == {"date": "2027-03-11", "start": "20:00", "band_size": 5}
    got = one_call(STUDIO, "这周六晚上七点，我们四个人，要两个麦克风")
    assert got == {"date": "2027-03-13", "start": "19:00", "band_size": 4, "mic_count": 2}


def test_a_count_after_a_chinese_weekday_is_read():
    got = one_call(STUDIO, "周四三个人，下午两点")
    assert got["band_size"] == 3 and got["start"] == "14:00"


def test_an_optional_count_is_not_filled_with_a_count_of_something_else():
    assert "mic_count" not in one_call(STUDIO, "Two sessions for a party of 4, Friday at 10:00")
    assert one_call(STUDIO, "Two sessions for a party of 4, Friday at 10:00")["band_size"] == 4


def test_a_field_described_by_a_question_takes_the_first_clause():
    assert one_call(REPAIR, "The scooter's brake squeaks badly, can someone look at it?") == {
        "fault": "Brake squeaks badly"}   # the scooter is the tool's own subject
    assert one_call(REPAIR, "滑板车的车灯不亮了，麻烦处理一下") == {"fault": "车灯不亮了"}


@pytest.mark.parametrize("question, value", [
    ("Larkspur游泳馆明天几点开门？", "Larkspur"),
    ("青枫游泳馆明天几点开门？", "青枫"),
])
def test_a_chinese_name_written_before_its_noun_fills_the_field_named_for_that_noun(question, value):
    from course_lib.offline.model import OfflineModel
    tool = {"type": "function", "function": {
        "name": "pool_hours", "description": "Opening hours of a swimming pool.",
        "parameters": {"type": "object", "properties": {"pool": {"type": "string"}},
                       "required": ["pool"]}}}
    message = OfflineModel().handle({"model": "offline", "tools": [tool], "messages": [
        {"role": "user", "content": question}]}).body["choices"][0]["message"]
    assert [json.loads(c["function"]["arguments"]) for c in message["tool_calls"]] == [{"pool": value}]
