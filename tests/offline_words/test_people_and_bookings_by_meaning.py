"""Reading a request the way a person does when it names no tool's words outright:

* a field named for a role people have (`reader`, `borrower`, `singer`) takes a person's
  name, by WordNet's usual sense of its noun (a `machine` is a person only in a rare sense);
  a person given by a number ("会员M-3310") is given by that code;
* a command's capitalised verb ("Put Dana Reyes down…") is no part of the name after it;
* a "Use for any question about …" sentence raises its tool for questions, not for a
  command or a request in the form of a question ("Can you pencil Dana in…?");
* of the tools that fit, the one that takes the day and the hour a command states wins;
* a tool whose verb hands something over (lend, donate, loan) changes the world, so its
  result is confirmed as done.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.decide.relevance import rank_tools
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.kinds import kind_of, names_a_person
from course_lib.offline.write.effects import changes


TODAY = dt.date(2026, 12, 7)   # a Monday


def tool(name: str, description: str, props: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": required})


LEND = tool("lend_atlas", "Lend a map from the society's archive to a member of the public.",
            {"map_id": {"type": "string", "pattern": r"^MAP-\d{3}$"}, "borrower": {"type": "string"},
             "days": {"type": "integer"}, "tube": {"type": "boolean", "description": "send it in a tube"}},
            ["map_id", "borrower", "days"])
PRICES = tool("lane_prices", "Hourly price of a curling practice lane (short or long). "
              "Use for any question about what a lane costs.",
              {"length": {"type": "string", "enum": ["short", "long"]}}, ["length"])
HOLD = tool("hold_lane", "Hold a practice lane for a club member.",
            {"member": {"type": "string"}, "day": {"type": "string", "format": "date"},
             "start": {"type": "string", "pattern": r"^\d{2}:\d{2}$"}, "hours": {"type": "number"},
             "length": {"type": "string", "enum": ["short", "long"]}},
            ["member", "day", "start", "hours"])


@pytest.mark.parametrize("field, person", [
    ("borrower", True), ("singer", True), ("visitor", True), ("farrier", True),
    ("machine", False), ("boat", False), ("office", False), ("item", False)])
def test_a_role_people_have_names_a_person(field, person):
    assert names_a_person(field) is person
    assert (kind_of(field, {"type": "string"}) == "name") is person


def test_a_terse_description_says_when():
    assert kind_of("at", {"type": "string", "description": "when"}) == "datetime"
    assert kind_of("caption", {"type": "string", "description": "what"}) != "datetime"


@pytest.mark.parametrize("text, who", [
    ("Please lend the coastal chart MAP-204 to Ingrid Solberg for nine days, and post it in a tube.",
     "Ingrid Solberg"),
    ("把 MAP-118 借给赵一鸣，借二十天。", "赵一鸣"),
])
def test_the_borrower_is_the_person_not_the_rest_of_the_sentence(text, who):
    [args] = fill_arguments(LEND, text, TODAY)
    assert args["borrower"] == who and args["map_id"].startswith("MAP-")
    assert args["days"] in (9, 20)


def test_a_member_given_by_number():
    swap = tool("move_hive", "Move a beekeeping member's hive from one plot to another.",
                {"member": {"type": "string"}, "from_plot": {"type": "string"},
                 "to_plot": {"type": "string"}}, ["member", "from_plot", "to_plot"])
    [args] = fill_arguments(swap, "把会员K-7781的蜂箱从北坡挪到南坡", TODAY)
    assert args["member"] == "K-7781"


@pytest.mark.parametrize("text", [
    "Put Mirela Voss down for a long lane tomorrow at quarter to seven in the evening, for two hours.",
    "Could you pencil in Mirela Voss for a long lane on Thursday at 18:45 for an hour and a half?",
    "给 Mirela 安排明天晚上六点四十五的长道，两个小时。",
])
def test_a_booking_said_without_its_verb_goes_to_the_tool_that_takes_the_day_and_hour(text):
    ranked = rank_tools(text, [PRICES, HOLD])
    assert ranked[0].tool.name == "hold_lane", [(f.tool.name, f.score) for f in ranked]
    [args] = fill_arguments(HOLD, text, TODAY)
    assert "Mirela" in args["member"] and args["start"] == "18:45"


def test_a_question_about_the_price_still_goes_to_the_price_tool():
    assert rank_tools("How much is a long lane for an hour?", [PRICES, HOLD])[0].tool.name == "lane_prices"


def test_handing_something_over_is_a_change():
    donate = ToolSpec("donate_coat", "Donate a coat to the winter shelter.",
                      {"type": "object", "properties": {"size": {"type": "string"}}})
    find = ToolSpec("find_coat", "Coats in the shelter's store by size.",
                    {"type": "object", "properties": {"size": {"type": "string"}}})
    assert changes(LEND) and changes(donate) and not changes(find)
    # "stock" is filed with the verbs of having, but a description that opens with the noun
    # ("Stock on hand of a part") only tells
    stock = ToolSpec("check_stock", "Stock on hand of a spare part by part number.",
                     {"type": "object", "properties": {"part": {"type": "string"}}})
    assert not changes(stock)


ARRAY = tool("panel_quote", "Quote for a rooftop solar array.",
             {"kwp": {"type": "number", "description": "array size in kWp"}, "town": {"type": "string"}},
             ["kwp", "town"])
BOILER = tool("log_boiler", "Log a boiler fitted at a property.",
              {"output_kw": {"type": "number"}, "property_ref": {"type": "string"}}, ["output_kw"])


@pytest.mark.parametrize("text, size", [
    ("Quote a 4.2 kWp array for a roof in Bergen.", 4.2),
    ("Quote a 4200 W array for a roof in Bergen.", 4.2),
    ("给卑尔根的屋顶报个价，5千瓦的系统。", 5),
])
def test_watts_are_read_in_the_unit_the_field_is_named_in(text, size):
    [args] = fill_arguments(ARRAY, text, TODAY)
    assert args["kwp"] == pytest.approx(size)


def test_a_lower_case_unit_in_a_key_is_read_as_its_symbol():
    [args] = fill_arguments(BOILER, "Log a 24000 W boiler at PR-881.", TODAY)
    assert args["output_kw"] == pytest.approx(24)
