"""Structured output read by meaning (read/number_fields.py, field_clauses.py, members.py,
records.py): numbers go to the field their neighbouring word names, free text takes the
clause its field describes, a listing in prose makes one object per item with a total
apart. Wording and schemas from no lesson and no fidelity case, in English and Chinese."""

import json

import pytest

from course_lib.offline import OfflineModel
from course_lib.offline.read import number_fields
from course_lib.offline.read.field_clauses import best_clause
from course_lib.offline.read.members import member
from course_lib.offline.write.structured import fill_schema

S, I, N = {"type": "string"}, {"type": "integer"}, {"type": "number"}
TODAY = (2026, 12, 1)


def obj(properties: dict) -> dict:
    return {"type": "object", "properties": properties, "required": list(properties)}


# ---------------------------------------------------------------- numbers by their words

FEEDING = obj({"feeds_per_day": I, "pellets_per_feed": I, "days": I})


@pytest.mark.parametrize("text", [
    "Feed the goldfish 2 times a day, 3 pellets each time, for 10 days.",
    "For 10 days, 3 pellets each time, 2 times a day.",          # another order: same fields
    "金鱼每天喂两次，每次三粒，喂十天。",
])
def test_each_number_goes_to_the_field_its_neighbouring_word_names(text):
    assert fill_schema(FEEDING, text, TODAY) == {"feeds_per_day": 2, "pellets_per_feed": 3,
                                                 "days": 10}


PRACTICE = obj({"sessions_per_week": I, "minutes_per_session": I})


@pytest.mark.parametrize("text", ["She practises 4 times a week, 40 minutes each session.",
                                  "每周练琴四次，每次四十分钟。"])
def test_a_rate_and_a_duration_are_told_apart(text):
    assert fill_schema(PRACTICE, text, TODAY) == {"sessions_per_week": 4,
                                                  "minutes_per_session": 40}


def test_a_number_without_a_word_for_a_field_is_left_out_not_moved():
    got = fill_schema({"type": "object", "properties": {"feeds_per_day": I, "days": I}},
                      "Feed her 2 times a day.", TODAY)
    assert got == {"feeds_per_day": 2}


def test_a_measure_word_is_read_through_its_classifier_sense():
    context = number_fields.context("每次两片", 2, 3)
    assert "tablet" in context.counted and "time" in context.rate


# ---------------------------------------------------------------- the clause a field describes

FIX = obj({"room": S, "problem": {"type": "string", "description": "what is wrong"}})


def test_a_problem_is_the_clause_that_describes_it_not_the_greeting():
    got = fill_schema(FIX, "Hello, this is room 12. The bedroom window won't close at all.",
                      TODAY)
    assert "window" in got["problem"].lower() and "hello" not in got["problem"].lower()


def test_a_chinese_problem_skips_the_greeting_and_the_self_introduction():
    got = fill_schema(FIX, "您好，我是302房间的。洗衣机一启动就漏水。", TODAY)
    assert got["problem"] == "洗衣机一启动就漏水"


EXCUSE = obj({"pupil": S, "reason": S, "date": {"type": "string", "format": "date"}})


@pytest.mark.parametrize("text, pupil, reason", [
    ("Please excuse Mia Lopez from swimming on 2027-01-20 because she sprained her ankle.",
     "Mia Lopez", "She sprained her ankle"),
    ("陈一鸣同学2027年1月20日不能参加游泳课，因为他扭伤了脚踝。", "陈一鸣", "他扭伤了脚踝"),
])
def test_a_reason_is_the_clause_a_causal_word_opens_and_a_pupil_a_name(text, pupil, reason):
    assert fill_schema(EXCUSE, text, TODAY) == {"pupil": pupil, "reason": reason,
                                                "date": "2027-01-20"}


def test_with_one_clause_there_is_nothing_to_choose():
    assert best_clause("problem", {}, "The lift is stuck", []) is None


# ---------------------------------------------------------------- a thing of the field's kind

def test_a_field_named_for_a_kind_holds_the_thing_of_that_kind():
    lesson = obj({"instrument": S, "teacher": S})
    assert fill_schema(lesson, "I'd like cello lessons with Ms Okafor.", TODAY) == {
        "instrument": "cello", "teacher": "Ms Okafor"}
    assert fill_schema(lesson, "我想跟王老师学大提琴。", TODAY) == {
        "instrument": "大提琴", "teacher": "王老师"}


def test_a_description_that_asks_a_question_wants_a_clause_not_a_thing():
    assert member("instrument", "I'd like cello lessons", [], "what the pupil wants to learn") \
        is None
    assert member("title", "Team offsite at the hotel", []) is None


# ---------------------------------------------------------------- listings in prose

KIT = obj({"items": {"type": "array", "items": obj({"name": S, "price": N})},
           "bundle_price": N})


@pytest.mark.parametrize("text, names, bundle", [
    ("The tent is 40 euros and the stove is 15 euros, or 50 euros for both.",
     ["tent", "stove"], 50),
    ("羽毛球拍120元，球包60元，两样一起160元。", ["羽毛球拍", "球包"], 160),
])
def test_one_object_per_listed_item_and_the_whole_price_apart(text, names, bundle):
    got = fill_schema(KIT, text, TODAY)
    assert [i["name"] for i in got["items"]] == names
    assert got["bundle_price"] == bundle and bundle not in [i["price"] for i in got["items"]]


def test_words_for_the_whole_are_collective_but_a_numeral_is_not():
    assert number_fields.is_collective("两样一起") and number_fields.is_collective("in total")
    assert not number_fields.is_collective("两张票") and not number_fields.is_collective("4 tyres")


# ---------------------------------------------------------------- tools first, then the format

PARKING = {"type": "function", "function": {
    "name": "parking_spaces", "description": "Free parking spaces at a car park right now.",
    "parameters": {"type": "object", "properties": {"car_park": {"type": "string"}},
                   "required": ["car_park"]}}}
SPACES = {"type": "json_schema", "json_schema": {"name": "spaces", "strict": True, "schema": {
    "type": "object", "additionalProperties": False, "required": ["car_park", "free"],
    "properties": {"car_park": S, "free": I}}}}


@pytest.mark.parametrize("question", ["How many free spaces are there at Riverside car park?",
                                      "Riverside停车场现在还有多少空车位？"])
def test_tools_first_then_the_answer_in_the_format_in_either_language(question):
    def ask(messages):
        outcome = OfflineModel().handle({"model": "offline", "messages": messages,
                                         "tools": [PARKING], "response_format": SPACES})
        assert outcome.status == 200, outcome.body
        return outcome.body["choices"][0]["message"]
    first = ask([{"role": "user", "content": question}])
    assert [c["function"]["name"] for c in first["tool_calls"]] == ["parking_spaces"]
    call = first["tool_calls"][0]
    final = ask([{"role": "user", "content": question},
                 {"role": "assistant", "content": None, "tool_calls": [call]},
                 {"role": "tool", "tool_call_id": call["id"],
                  "content": json.dumps({"car_park": "Riverside", "free": 37})}])
    assert not final.get("tool_calls")
    assert json.loads(final["content"]) == {"car_park": "Riverside", "free": 37}
