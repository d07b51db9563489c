"""Chains (issue 8, point 4) and frameworks' output tools (point 10), read from meaning:
a found record's field fills the next call's argument by its name or description, an item
is picked by its date, a value that only points at an item makes the model list first, the
words that picked an item are no other argument's value, a finder is found by what it is
about, and an output tool is filled from the records the question singles out. Tools and
wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any, Callable

import pytest

from course_lib.offline.decide.pointing import pointing_field
from course_lib.offline.decide.record_fields import (about_the_same, by_last_word, named_thing,
                                                     record_value)
from course_lib.offline.decide.references import pick_item
from course_lib.offline.decide.rest_of_request import without_item_words
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conversation import read

S = {"type": "string"}
TODAY = dt.date(2026, 12, 1)
SYSTEM = {"role": "system", "content": "Today is 2026-12-01."}


def tool(name: str, description: str, properties: dict, required: list[str] | None = None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": required or []}}}


def spec(*tools: dict):
    return read({"model": "offline", "messages": [{"role": "user", "content": "x"}],
                 "tools": list(tools)}).tools


def run(tools: list[dict], question: str, functions: dict[str, Callable[[dict], Any]],
        tool_choice: str | None = None, final: str | None = None) -> list[tuple[str, dict]]:
    """An agent loop in-process: the calls made until the answer (or the output tool)."""
    model, calls = OfflineModel(), []
    messages = [SYSTEM, {"role": "user", "content": question}]
    for _ in range(6):
        request = {"model": "offline", "messages": messages, "tools": tools}
        if tool_choice:
            request["tool_choice"] = tool_choice
        outcome = model.handle(request)
        assert outcome.status == 200, outcome.body
        message = outcome.body["choices"][0]["message"]
        if not message.get("tool_calls"):
            return calls
        messages.append({"role": "assistant", "content": message.get("content"),
                         "tool_calls": message["tool_calls"]})
        for c in message["tool_calls"]:
            args = json.loads(c["function"]["arguments"])
            calls.append((c["function"]["name"], args))
            if c["function"]["name"] == final:
                return calls
            messages.append({"role": "tool", "tool_call_id": c["id"], "content": json.dumps(
                functions[c["function"]["name"]](args), ensure_ascii=False)})
    return calls


# ---------------------------------------------------------------- a record's field as an argument

DRUM = {"instrument_id": "IN-40", "name": "Timpani", "room": "Hall A", "store": "North depot"}


@pytest.mark.parametrize("name, prop, value", [
    ("instrument_code", {}, "IN-40"),           # the record's own id, about the same thing
    ("case_code", {}, None),                    # another thing's code: not the instrument's id
    ("from_room", {}, "Hall A"),                                       # the name's stem
    ("current_room", {}, "Hall A"),
    ("old_location", {"description": "the depot the instrument is kept in now"}, "North depot"),
    ("pickup", {"description": "仪器现在所在的仓库"}, "North depot"),    # by the description, in Chinese
    ("to_room", {}, None),                                             # where it goes: the user says
    ("new_room", {"description": "the room it should be in"}, None),
])
def test_a_found_records_field_fills_the_argument_it_means(name, prop, value):
    assert record_value(name, prop, DRUM) == value


def test_the_current_year_is_a_time_and_a_count_is_no_month():
    customer = {"customer_id": 7, "name": "Kestrel Bakery", "open_invoices": 12, "town": "Ely"}
    month = {"type": "string", "description": "Month the invoices were sent, as YYYY-MM; "
                                              "without a year, use the current year."}
    assert record_value("month", month, customer) is None
    # a value of the wrong type never fills an argument, even one described as "now"
    depot = {"type": "integer", "description": "the depot number the van is parked at now"}
    assert record_value("depot", depot, {"van_id": "V-3", "parked_at": "North depot"}) is None


def test_an_arguments_last_word_names_the_records_key_only_for_what_identifies():
    assert by_last_word("kit_code", {"code": "K-9", "name": "Drum kit"}, frozenset({"code"})) == "K-9"
    assert record_value("kit_code", {}, {"code": "K-9", "name": "Drum kit"}) == "K-9"
    # a new name is the user's to give, never the found thing's own
    assert record_value("kit_name", {}, {"code": "K-9", "name": "Drum kit"}) is None


def test_a_field_named_for_the_kind_of_thing_takes_its_name():
    record = {"conductor_id": "C-3", "name": "Ilse Brandt", "concerts": 41}
    assert named_thing("conductor", record) == "Ilse Brandt"
    assert named_thing("conductor", {"name": "Ilse Brandt"}, "list_conductors") == "Ilse Brandt"
    assert named_thing("soloist", record) is None


def test_a_finder_is_found_by_what_both_tools_are_about():
    relabel, lookup, weather = spec(
        tool("discontinue_produce", "Stop selling a produce line.", {"plu": S}, ["plu"]),
        tool("lookup_produce", "Look up a produce line by its name.", {"name": S}, ["name"]),
        tool("get_forecast", "Weather forecast for a town.", {"town": S}, ["town"]))
    assert about_the_same(relabel, lookup) and not about_the_same(relabel, weather)


STAGE_TOOLS = [
    tool("find_prop", "Find a stage prop by its name.", {"name": S}, ["name"]),
    tool("move_prop", "Move a prop between storage bays.",
         {"prop_id": S, "source_bay": S, "target_bay": S}, ["prop_id", "source_bay", "target_bay"]),
]


def test_a_move_takes_where_the_thing_is_from_its_record_and_where_it_goes_from_the_request():
    calls = run(STAGE_TOOLS, "Move the Golden Throne to bay 7B",
                {"find_prop": lambda a: {"prop_id": "PR-12", "name": "Golden Throne", "bay": "2C"},
                 "move_prop": lambda a: {"moved": True}})
    assert calls[0] == ("find_prop", {"name": "Golden Throne"})
    assert calls[-1] == ("move_prop", {"prop_id": "PR-12", "source_bay": "2C", "target_bay": "7B"})


def test_a_finder_named_by_a_shared_noun_is_called_before_a_write_that_needs_its_code():
    # "article" appears in no finder: the finder is the one about produce
    tools = [tool("discontinue_produce", "Stop selling a produce line.", {"article_no": S}, ["article_no"]),
             tool("get_forecast", "Weather forecast for a town.", {"town": S}, ["town"]),
             tool("lookup_produce", "Look up a produce line by its name.", {"name": S}, ["name"])]
    calls = run(tools, "Discontinue the Blue Hubbard",
                {"lookup_produce": lambda a: {"article_no": "4759", "name": "Blue Hubbard"},
                 "discontinue_produce": lambda a: {"ok": True}})
    assert calls == [("lookup_produce", {"name": "Blue Hubbard"}),
                     ("discontinue_produce", {"article_no": "4759"})]


# ---------------------------------------------------------------- picking an item

RUNS = [{"run_no": "W-1", "machine": "Washer 2", "starts": "2026-12-03T08:00"},
        {"run_no": "W-2", "machine": "Washer 2", "starts": "2026-12-06T18:30"},
        {"run_no": "W-3", "machine": "Dryer 1", "starts": "2026-12-06T20:00"}]


@pytest.mark.parametrize("question, picked", [
    ("Cancel my laundry run on 3 December", "W-1"),
    ("取消12月3日的洗衣预约", "W-1"),
    ("cancel Thursday's run", "W-1"),                 # 2026-12-03 is a Thursday
    ("cancel the washer run on Sunday", "W-2"),       # a date and a value together
])
def test_an_item_is_picked_by_the_date_the_request_names(question, picked):
    item = pick_item(question, RUNS, today=TODAY)
    assert item is not None and item["run_no"] == picked


def test_a_date_that_no_item_has_picks_none_of_them():
    assert pick_item("Cancel my laundry run on 9 December", RUNS, today=TODAY) is None


def test_a_possessive_names_the_item():
    visits = [{"visit": "GR-1", "dog": "Pepper"}, {"visit": "GR-2", "dog": "Miso"}]
    assert pick_item("Cancel Miso's grooming", visits)["visit"] == "GR-2"


LAUNDRY_TOOLS = [
    tool("list_laundry_runs", "The resident's booked laundry runs.", {}),
    tool("cancel_laundry_run", "Cancel a booked laundry run.", {"run_no": S}, ["run_no"]),
]


@pytest.mark.parametrize("question, picked", [
    ("Cancel my laundry run on December 6 at 20:00", "W-3"),
    ("取消最早的那次洗衣预约", "W-1"),
])
def test_a_list_then_a_write_on_the_item_picked_by_date_time_or_rank(question, picked):
    calls = run(LAUNDRY_TOOLS, question, {"list_laundry_runs": lambda a: RUNS,
                                          "cancel_laundry_run": lambda a: {"ok": True}})
    assert calls == [("list_laundry_runs", {}), ("cancel_laundry_run", {"run_no": picked})]


# ---------------------------------------------------------------- a value that only points

POSTERS = [{"poster": "PS-30", "title": "Harvest Fair", "created": "2026-10-02"},
           {"poster": "PS-31", "title": "Winter Market", "created": "2026-11-20"},
           {"poster": "PS-29", "title": "Summer Jazz", "created": "2026-06-11"}]
POSTER_TOOLS = [tool("list_posters", "The shop's poster designs.", {}),
                tool("print_poster", "Print a poster on the large-format printer.",
                     {"poster": S}, ["poster"])]


def test_a_value_made_of_a_superlative_and_the_tools_own_words_only_points():
    printer, lister = spec(*POSTER_TOOLS[::-1])
    assert pointing_field(printer, {"poster": "newest poster"}, "Print the newest poster",
                          [printer, lister]) == "poster"
    assert pointing_field(printer, {"poster": "最新的海报"}, "打印最新的海报", [printer, lister]) == "poster"
    assert pointing_field(printer, {"poster": "Harvest Fair"}, "Print the Harvest Fair poster",
                          [printer, lister]) is None
    assert pointing_field(printer, {"poster": "PS-30"}, "Print the newest poster, PS-30",
                          [printer, lister]) is None


@pytest.mark.parametrize("question", ["Print the newest poster", "打印最新的海报"])
def test_a_pointing_request_lists_first_and_prints_the_item_it_points_at(question):
    calls = run(POSTER_TOOLS, question, {"list_posters": lambda a: POSTERS,
                                         "print_poster": lambda a: {"queued": a["poster"]}})
    assert calls == [("list_posters", {}), ("print_poster", {"poster": "PS-31"})]


# ---------------------------------------------------------------- the rest of the request

SESSIONS = [{"session_id": "SA-1", "title": "Sauna session", "minutes": 45},
            {"session_id": "SA-2", "title": "Sauna session", "minutes": 90}]


def test_the_words_that_picked_the_item_are_left_out_of_the_rest():
    rest = without_item_words("Book Ingrid into the longest sauna session", [SESSIONS[1]])
    assert "Ingrid" in rest and "longest" not in rest and "sauna" not in rest.lower()


def test_a_guests_name_is_not_read_from_the_words_that_chose_the_session():
    tools = [tool("list_sauna_sessions", "Sauna sessions on a date.",
                  {"date": {"type": "string", "format": "date"}}, ["date"]),
             tool("book_sauna_session", "Book a guest into a sauna session.",
                  {"session_id": S, "guest_name": S}, ["session_id", "guest_name"])]
    calls = run(tools, "Book Ingrid into the longest sauna session on Sunday",
                {"list_sauna_sessions": lambda a: SESSIONS, "book_sauna_session": lambda a: {"ok": True}})
    assert calls[0] == ("list_sauna_sessions", {"date": "2026-12-06"})
    assert calls[-1] == ("book_sauna_session", {"session_id": "SA-2", "guest_name": "Ingrid"})


# ---------------------------------------------------------------- frameworks' output tools

def final(properties: dict) -> dict:
    return tool("final_result", "The final response which ends this conversation", properties,
                list(properties))


PATHS = [{"path_id": "FP-1", "name": "Kestrel loop", "length_m": 3400},
         {"path_id": "FP-2", "name": "Beech walk", "length_m": 1200}]


@pytest.mark.parametrize("question", ["How far is the Kestrel loop?", "Kestrel loop 这条有多远？"])
def test_the_output_schema_says_which_data_tool_to_call_first(question):
    # no word of the question is in the description: the output's `path_name` is
    tools = [tool("list_paths", "Walking paths in the park.", {}),
             final({"path_name": S, "length_m": {"type": "integer"}})]
    calls = run(tools, question, {"list_paths": lambda a: PATHS}, "required", "final_result")
    assert calls == [("list_paths", {}),
                     ("final_result", {"path_name": "Kestrel loop", "length_m": 3400})]


REHEARSALS = [{"rehearsal_id": "R-1", "section": "brass", "starts": "2026-12-02T19:00", "hall": "Studio 3"},
              {"rehearsal_id": "R-2", "section": "strings", "starts": "2026-12-04T18:00", "hall": "Main hall"},
              {"rehearsal_id": "R-3", "section": "brass", "starts": "2026-12-09T19:00", "hall": "Studio 1"}]


@pytest.mark.parametrize("question, hall, starts", [
    ("Where is the strings rehearsal?", "Main hall", "2026-12-04T18:00"),
    ("Where is the last rehearsal?", "Studio 1", "2026-12-09T19:00"),
    ("12月2日的排练在哪个厅？", "Studio 3", "2026-12-02T19:00"),
])
def test_the_output_tool_is_filled_from_the_record_the_question_points_at(question, hall, starts):
    tools = [tool("list_rehearsals", "The choir's upcoming rehearsals.", {}),
             final({"rehearsal_hall": S, "starts": S})]
    calls = run(tools, question, {"list_rehearsals": lambda a: REHEARSALS}, "required", "final_result")
    assert calls[0] == ("list_rehearsals", {})
    assert calls[-1] == ("final_result", {"rehearsal_hall": hall, "starts": starts})


def test_an_output_field_named_for_the_things_listed_takes_the_picked_ones_name():
    coaches = [{"coach_id": "K1", "name": "Arvid", "rating": 4.1}, {"coach_id": "K2", "name": "Sunniva", "rating": 4.8}]
    tools = [tool("list_coaches", "Swimming coaches at the pool, with ratings.", {}),
             final({"coach": S, "rating": {"type": "number"}})]
    calls = run(tools, "哪位游泳教练评分最高？", {"list_coaches": lambda a: coaches}, "required", "final_result")
    assert calls == [("list_coaches", {}), ("final_result", {"coach": "Sunniva", "rating": 4.8})]
