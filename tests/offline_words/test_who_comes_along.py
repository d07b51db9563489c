"""Counting the people a request brings, and a measure an optional field is named in:

* "for me and my two kids" is three people (the speaker too), "me and my wife" two,
  我和两个孩子 three, and "me and | my two kids" is one party, never two requests;
* "our 7-year-old" is one child, not seven; 一个8岁的孩子 is one child aged eight;
* an optional `length_m` takes "6.5 metres long" (or "650 cm"), a quantity said in the
  field's own dimension; nothing is sent when the text gives none.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.counts import party_with_me
from course_lib.offline.read.filling import fill_object

DAY = dt.date(2027, 3, 3)


@pytest.mark.parametrize("text, size", [
    ("a table for me and my three nephews", 4), ("me and my husband", 2),
    ("我和三个同事", 4), ("just me and 2 mates", 3)])
def test_the_speaker_and_who_comes_along(text, size):
    assert party_with_me(text).value == size


def test_me_and_a_thing_is_no_party():
    assert party_with_me("me and my kayak") is None


TOUR = {"type": "function", "function": {
    "name": "book_cave_tour", "description": "Book places on a guided cave tour.",
    "parameters": {"type": "object", "properties": {
        "date": {"type": "string", "format": "date"},
        "people": {"type": "integer", "minimum": 1, "maximum": 12},
        "tour": {"type": "string", "enum": ["family", "adventure", "kids_discovery"]}},
        "required": ["date", "people", "tour"]}}}


def test_a_party_is_one_booking_of_everyone():
    out = OfflineModel().handle({"model": "offline", "tools": [TOUR], "messages": [
        {"role": "system", "content": "Today is Wednesday, 2027-03-03."},
        {"role": "user", "content": "Book the family tour on Saturday for me and my two kids."}]})
    message = out.body["choices"][0]["message"]
    made = [json.loads(c["function"]["arguments"]) for c in message["tool_calls"]]
    assert made == [{"date": "2027-03-06", "people": 3, "tour": "family"}]


PARTY = {"adults": {"type": "integer"}, "children": {"type": "integer"}}


@pytest.mark.parametrize("text, counts", [
    ("three adults and our 11-year-old", {"adults": 3, "children": 1}),
    ("一个大人和两个6岁的孩子", {"adults": 1, "children": 2}),
])
def test_a_child_said_by_age_is_one_child(text, counts):
    assert fill_object("t", PARTY, list(PARTY), text, DAY, "", set())[0] == counts


BOAT = {"kind": {"type": "string", "enum": ["canoe", "kayak", "dinghy"]}, "length_m": {"type": "number"}}


@pytest.mark.parametrize("text, filled", [
    ("storing a dinghy, it's 3.8 metres long", {"kind": "dinghy", "length_m": 3.8}),
    ("a kayak of 520 cm", {"kind": "kayak", "length_m": 5.2}),
    ("storing a canoe for the winter", {"kind": "canoe"}),
])
def test_an_optional_field_named_in_a_unit_takes_the_quantity_said(text, filled):
    assert fill_object("t", BOAT, ["kind"], text, DAY, "", set())[0] == filled
