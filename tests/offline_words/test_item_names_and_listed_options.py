"""Picking a listed item by most of its name, and enum options a description lists in order:

* "Log my climb of Bad Moon Rising" picks "Bad Moon Rising (low start)" over "Bad Moon
  Falling": the item whose name the request writes most of, in runs of two words or more
  (in Chinese, two characters or more: 竹制的晾衣架 is 竹制晾衣架（大号）, not 铁制晾衣架);
  a name in another language (`name_zh`) is a name too; "the customer" shares no name;
* an enum [std, p95, p99] described "standard, 95th percentile or 99th percentile" is
  chosen by those words ("at the 99th percentile" → p99), since the description lists what
  each option means in the options' order.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.references import _shared_run, pick_item
from course_lib.offline.read.described_options import listed_glosses
from course_lib.offline.read.extract import candidates

ROUTES = [{"route_id": "R-11", "name": "Bad Moon Rising (low start)", "grade": "6b"},
          {"route_id": "R-12", "name": "Bad Moon Falling", "grade": "6a"},
          {"route_id": "R-13", "name": "Tidal Slab", "grade": "5"}]
RACKS = [{"sku": "HR-201", "name": "Iron drying rack", "name_zh": "铁制晾衣架"},
         {"sku": "HR-202", "name": "Bamboo drying rack, large", "name_zh": "竹制晾衣架（大号）"}]


@pytest.mark.parametrize("request_text, route", [
    ("Log my climb of Bad Moon Rising, two goes", "R-11"),
    ("tick off Bad Moon Falling for me", "R-12"),
])
def test_the_item_whose_name_is_written_most(request_text, route):
    assert pick_item(request_text, ROUTES)["route_id"] == route


def test_a_chinese_name_field_in_another_key_is_a_name():
    assert pick_item("我要两个竹制的晾衣架", RACKS)["sku"] == "HR-202"


def test_a_shared_article_and_noun_are_no_run_of_a_name():
    assert _shared_run("What can we tell the members?", "Letters from the members") == 0
    assert _shared_run("Log Bad Moon Rising", "Bad Moon Rising (low start)") == 3
    assert _shared_run("how do I clean the kettle", "guides/电水壶.md") == 0


SPEC = {"type": "string", "enum": ["std", "p95", "p99"],
        "description": "standard, 95th percentile or 99th percentile"}


def test_a_description_that_lists_the_options_meanings_in_order():
    assert listed_glosses(tuple(SPEC["enum"]), SPEC["description"]) == \
        {"std": "standard", "p95": "95th percentile", "p99": "99th percentile"}


@pytest.mark.parametrize("text, option", [
    ("latency at the 99th percentile please", "p99"),
    ("the 95th-percentile figure", "p95"),
    ("just the standard one", "std"),
])
def test_an_option_chosen_by_the_words_listed_for_it(text, option):
    assert candidates("metric", SPEC, text, dt.date(2027, 1, 6))[:1] == [option]


def test_a_list_that_does_not_match_the_options_lends_nothing():
    assert listed_glosses(("s", "m", "l"), "Pick one, any size, whatever fits") == {}
    assert listed_glosses(("red", "blue"), "red or green") == {}
