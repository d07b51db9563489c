"""The two ends of a trip are places, and a status question about one code goes to the tool
that takes the code:

* "Is coach CX204 on time today?" beside a timetable (from_stop, to_stop, date) and a live
  status tool (coach_id): the timetable's ends would be "CX204 on time" both ways, which no
  person would send; the status tool takes the code;
* a from/to pair never gets one value for both ends, nor a phrase holding a code;
* 延误 asks about a delay, in Chinese too.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conversation import tool_specs
from course_lib.offline.read.extract import MissingArgument


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


TIMETABLE = tool("coach_timetable", "Coach departures between two stops on a date, with coach ids and times.",
                 {"from_stop": {"type": "string"}, "to_stop": {"type": "string"},
                  "date": {"type": "string", "format": "date"}})
STATUS = tool("coach_status", "Live running status of one coach (on time, late or cancelled), by its coach id.",
              {"coach_id": {"type": "string", "pattern": "^CX[0-9]{3}$"}})


def calls(question: str) -> list[tuple[str, dict]]:
    out = OfflineModel().handle({"model": "offline", "tools": [TIMETABLE, STATUS], "messages": [
        {"role": "system", "content": "Today is Friday, 2027-02-12."}, {"role": "user", "content": question}]})
    message = out.body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]


@pytest.mark.parametrize("question", ["Is coach CX204 on time today?", "CX204这班车今天会延误吗？"])
def test_a_status_question_about_one_code_goes_to_the_status_tool(question):
    assert calls(question) == [("coach_status", {"coach_id": "CX204"})]


def test_a_timetable_question_still_gets_its_two_ends():
    assert calls("Coaches from Kendal to Penrith today?") == \
        [("coach_timetable", {"from_stop": "Kendal", "to_stop": "Penrith", "date": "2027-02-12"})]


def test_no_phrase_with_a_code_is_an_end():
    [spec] = tool_specs([TIMETABLE])
    with pytest.raises(MissingArgument):
        fill_arguments(spec, "is CX204 running late today", dt.date(2027, 2, 12))


# ---------------------------------------------------------------- a make and model, by its example

LENS = tool("lens_fit", "Which lens caps fit a camera body, with price and stock.",
            {"camera": {"type": "string", "description": "Make and model, e.g. 'Nikon FM2'."}})


@pytest.mark.parametrize("question, cameras", [
    ("Got a cap that fits my Pentax Spotmatic F?", ["Pentax Spotmatic F"]),
    ("Do caps fit my Minolta X-700 and my Canon AE-1?", ["Minolta X-700", "Canon AE-1"]),
    ("Yashica Electro 35 的镜头盖有吗？", ["Yashica Electro 35"]),
])
def test_a_field_shown_as_a_make_and_model_takes_the_names_written_so(question, cameras):
    out = OfflineModel().handle({"model": "offline", "tools": [LENS], "messages": [{"role": "user", "content": question}]})
    message = out.body["choices"][0]["message"]
    made = [json.loads(c["function"]["arguments"])["camera"] for c in message.get("tool_calls") or []]
    assert made == cameras, message


# ---------------------------------------------------------------- one request told in clauses

BOOK_SWEEP = tool("book_sweep", "预约上门扫烟囱。Book a chimney sweep visit at an address, date and time.",
                  {"date": {"type": "string", "format": "date"},
                   "time": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"},
                   "address": {"type": "string"},
                   "stove": {"type": "object", "properties": {
                       "fuel": {"type": "string", "enum": ["wood", "coal", "pellet"]},
                       "size": {"type": "string", "enum": ["small", "medium", "large"]}},
                       "required": ["fuel", "size"]}})
SWEEP_PRICE = tool("sweep_price", "Price of sweeping one stove flue, by fuel and stove size.",
                   {"fuel": {"type": "string", "enum": ["wood", "coal", "pellet"]},
                    "size": {"type": "string", "enum": ["small", "medium", "large"]}})


def test_clauses_that_only_describe_what_is_booked_ask_for_no_tool_of_their_own():
    """The stove's clause fits the price tool by its words, but it describes the stove the
    booking needs: one booking, with the stove read from the whole request."""
    out = OfflineModel().handle({"model": "offline", "tools": [BOOK_SWEEP, SWEEP_PRICE], "messages": [
        {"role": "system", "content": "今天是2027年2月12日，星期五。"},
        {"role": "user", "content": "帮我约2月16日下午两点上门扫烟囱，烧柴的炉子，中型，地址：南山路8号。"}]})
    message = out.body["choices"][0]["message"]
    made = [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]
    assert made == [("book_sweep", {"date": "2027-02-16", "time": "14:00", "address": "南山路8号",
                                    "stove": {"fuel": "wood", "size": "medium"}})], made


def test_a_part_of_town_in_chinese_is_a_location():
    [spec] = tool_specs([tool("locker_check", "储物柜空闲情况。", {"location": {"type": "string"}})])
    assert fill_arguments(spec, "北门那边的储物柜还有空的吗？", dt.date(2027, 2, 12)) == [{"location": "北门"}]


COURIER = tool("book_courier", "Book a bike courier to carry a parcel across town.",
               {"pickup_address": {"type": "string"}, "dropoff_address": {"type": "string"},
                "date": {"type": "string", "format": "date"}})


@pytest.mark.parametrize("question, ends", [
    ("Courier please: collect from 3 Quay Street, Cork on Monday and bring it to 18 Grand Parade, Cork",
     ("3 Quay Street, Cork", "18 Grand Parade, Cork")),
    ("周一从中山路12号取件，送到解放路7号。", ("中山路12号", "解放路7号")),
])
def test_two_addresses_fill_the_two_ends(question, ends):
    [spec] = tool_specs([COURIER])
    [args] = fill_arguments(spec, question, dt.date(2027, 2, 12))
    assert (args["pickup_address"], args["dropoff_address"]) == ends
