"""Several dates in one message: a date field takes the one said in the clause its name is
about ("… drop them off on Monday. I'd like them back on Friday the 5th" → `return_date`);
"Friday the 5th" is one date, the 5th that is a Friday; a sentence's full stop is no part of
"Monday.". "Me and three friends" are four people, "my wife and I" two. A scale of skill is
read from what the text says of experience ("none of us has ever …": the lowest level).
A list of objects is read from the clause that names the enum's options, not from the
greeting before it.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.dates import find_dates

TODAY = dt.date(2027, 3, 2)   # a Tuesday
SYSTEM = "You take bookings for Loomhouse Rug Cleaning. Today is Tuesday, 2027-03-02."


def ask(text: str, tools=None, response_format=None) -> dict:
    body = {"model": "offline", "messages": [{"role": "system", "content": SYSTEM},
                                             {"role": "user", "content": text}]}
    if tools:
        body["tools"] = tools
    if response_format:
        body["response_format"] = response_format
    return OfflineModel().handle(body).body["choices"][0]["message"]


def call(text: str, props: dict) -> dict:
    tool = {"type": "function", "function": {
        "name": "book_rug_clean", "description": "Book rugs in for cleaning, with the "
        "drop-off and return dates.",
        "parameters": {"type": "object", "properties": props, "required": list(props)}}}
    message = ask(text, [tool])
    assert message.get("tool_calls"), message.get("content")
    return json.loads(message["tool_calls"][0]["function"]["arguments"])


DATE = {"type": "string", "format": "date"}


def test_a_weekday_with_its_day_of_the_month_is_one_date():
    said = [(h.date, "x") for h in find_dates("back on Friday the 12th please", TODAY)]
    assert said == [(dt.date(2027, 3, 12), "x")]
    assert [h.date for h in find_dates("Sat 6th", TODAY)] == [dt.date(2027, 3, 6)]
    # a weekday that does not fall on that day soon: the day of the month is the surer
    assert [h.date for h in find_dates("Monday the 10th", TODAY)] == [dt.date(2027, 3, 10)]
    assert [h.date for h in find_dates("Friday the 2nd", TODAY)] == [dt.date(2027, 4, 2)]


def test_the_full_stop_after_a_weekday_is_the_sentences():
    text = "I'll bring it on Thursday. The rug is wool."
    (hit,) = find_dates(text, TODAY)
    assert text[hit.start:hit.end] == "on Thursday"


def test_a_date_field_takes_the_date_of_its_own_clause():
    text = "I'll drop two rugs off on Thursday. I'd like them returned on Friday the 12th."
    assert call(text, {"return_date": DATE}) == {"return_date": "2027-03-12"}
    both = call(text, {"dropoff_date": DATE, "return_date": DATE})
    assert both == {"dropoff_date": "2027-03-04", "return_date": "2027-03-12"}
    # said the other way round, the clause still decides; a closed compound (`pickup`)
    # meets its verb said apart ("pick them up")
    text = "Could you return them on Friday the 12th? I'd drop them off on Thursday."
    assert call(text, {"return_date": DATE}) == {"return_date": "2027-03-12"}
    text = "I'm dropping the rug off on Thursday and I'll pick it up on Monday the 15th."
    assert call(text, {"pickup_date": DATE}) == {"pickup_date": "2027-03-15"}


def test_the_speaker_counts_in_a_party():
    props = {"students": {"type": "integer"}}
    tool = [{"type": "function", "function": {"name": "join_harp_class",
             "description": "Sign people up for a harp class.",
             "parameters": {"type": "object", "properties": props, "required": ["students"]}}}]
    for text, n in (("Me and three friends want to join the harp class", 4),
                     ("My wife and I would like to join the harp class", 2),
                     ("My two daughters and I want to join the harp class", 3),
                     ("Priya and I want to join the harp class", 2)):
        message = ask(text, tool)
        assert json.loads(message["tool_calls"][0]["function"]["arguments"]) == {"students": n}, text


def test_a_skill_level_read_from_experience():
    fmt = {"type": "json_object"}
    asked = ('Reply only with a JSON object with the keys "jugglers" (integer), "level" '
             '("novice", "improver" or "advanced") and "days" (a list of YYYY-MM-DD dates). ')
    message = ask(asked + "Me and two pals want a juggling workshop. Neither of us has ever "
                  "juggled. We could come on Saturday or Sunday.", response_format=fmt)
    assert json.loads(message["content"]) == {
        "jugglers": 3, "level": "novice", "days": ["2027-03-06", "2027-03-07"]}
    message = ask(asked + "I've been juggling for 12 years. Saturday works.", response_format=fmt)
    assert json.loads(message["content"])["level"] == "advanced"


def test_a_list_is_read_where_its_options_are_named():
    fmt = {"type": "json_schema", "json_schema": {"name": "ticket", "schema": {
        "type": "object", "properties": {
            "customer": {"type": "string"},
            "rugs": {"type": "array", "items": {"type": "object", "properties": {
                "kind": {"type": "string", "enum": ["runner", "kilim", "shag", "persian"]},
                "count": {"type": "integer"}}, "required": ["kind", "count"]}},
            "collect_date": DATE},
        "required": ["customer", "rugs", "collect_date"]}}}
    message = ask("Hello, it's Omar Haddad. I'm bringing three kilims and a persian on "
                  "Thursday. I'll collect them on Friday the 12th.", response_format=fmt)
    assert json.loads(message["content"]) == {
        "customer": "Omar Haddad", "rugs": [{"kind": "kilim", "count": 3},
                                            {"kind": "persian", "count": 1}],
        "collect_date": "2027-03-12"}


def test_a_party_ends_with_its_last_person_and_a_day_after_it_is_free():
    props = {"guests": {"type": "integer"}, "date": DATE}
    tool = [{"type": "function", "function": {"name": "book_rug_viewing",
             "description": "Book a viewing of our antique rugs.",
             "parameters": {"type": "object", "properties": props, "required": list(props)}}}]
    for text in ("我和两个同事周六想来看地毯", "Me and two colleagues on Saturday would like a viewing"):
        message = ask(text, tool)
        assert json.loads(message["tool_calls"][0]["function"]["arguments"]) == {
            "guests": 3, "date": "2027-03-06"}, text
