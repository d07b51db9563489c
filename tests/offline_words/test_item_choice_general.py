"""Picking one item of a list by something other than its name (issue 8, point 4), and a
write whose arguments a look-up supplies. Tools and wording of our own:

- two items share a name; the user says which by a clock time, a part of the day or a
  value of another field (decide/qualifiers.py);
- a superlative picks by the field it is about: "the newest" by date, "the cheapest" by
  price, "最近的" by distance (or, with no distance, by date), among the items named;
- a move whose source side ("from_bin") is where the looked-up thing is now.
"""

from __future__ import annotations

import pytest
from _chain_loop import run, tool

from course_lib.offline.decide.references import pick_item

FERRIES = [{"sailing_id": "F-11", "route": "Harbour Shuttle", "departs": "06:45", "pier": "east"},
           {"sailing_id": "F-12", "route": "Harbour Shuttle", "departs": "18:20", "pier": "west"},
           {"sailing_id": "F-13", "route": "Island Loop", "departs": "13:10", "pier": "west"}]


@pytest.mark.parametrize("question, wanted", [
    ("Reserve a seat on the harbour shuttle this evening", "F-12"),
    ("Reserve the harbour shuttle in the morning", "F-11"),
    ("I want the harbour shuttle at 6:45am", "F-11"),
    ("Put me on the harbour shuttle at 18:20", "F-12"),
    ("Reserve the harbour shuttle from the west pier", "F-12"),
    ("订傍晚那班 Harbour Shuttle", "F-12"),
    ("我要早上的 Harbour Shuttle", "F-11"),
    ("Reserve the earliest harbour shuttle", "F-11"),
    ("Reserve the latest harbour shuttle", "F-12"),
])
def test_a_same_named_item_is_picked_by_another_field(question, wanted):
    assert pick_item(question, FERRIES)["sailing_id"] == wanted


def test_a_qualifier_no_item_fits_picks_nothing():
    # no shuttle leaves in the afternoon: the model must not guess one of the two
    assert pick_item("Reserve the harbour shuttle this afternoon", FERRIES) is None


def test_an_item_named_once_is_still_picked_by_its_name():
    assert pick_item("Reserve the island loop", FERRIES)["sailing_id"] == "F-13"


EPISODES = [{"episode_id": "EP-7", "title": "Tidepools", "released": "2026-09-14"},
            {"episode_id": "EP-9", "title": "Lighthouses", "released": "2026-11-28"},
            {"episode_id": "EP-8", "title": "Kelp Forests", "released": "2026-10-30"}]


@pytest.mark.parametrize("question, wanted", [
    ("Play the newest episode", "EP-9"),
    ("Play the most recent one", "EP-9"),
    ("Play the oldest episode", "EP-7"),
    ("播放最新的一集", "EP-9"),
    ("播放最近的一集", "EP-9"),     # no distances here: 最近 is the most recent
    ("播放最早的那一集", "EP-7"),
    ("Play the first one", "EP-7"),  # a position is still a position
])
def test_a_superlative_picks_by_date_not_by_position(question, wanted):
    assert pick_item(question, EPISODES)["episode_id"] == wanted


KAYAKS = [{"rental_id": "K-1", "name": "Bayside Kayaks", "distance_km": 3.2, "price_per_hour": 14},
          {"rental_id": "K-2", "name": "Riverbend Paddle", "distance_km": 0.8, "price_per_hour": 22},
          {"rental_id": "K-3", "name": "Cove Kayak Hut", "distance_km": 5.5, "price_per_hour": 11}]


@pytest.mark.parametrize("question, wanted", [
    ("Book the cheapest kayak rental", "K-3"),
    ("订最近的那家", "K-2"),
    ("订最便宜的那家", "K-3"),
    ("Book the nearest one", "K-2"),
])
def test_a_superlative_picks_by_the_field_it_is_about(question, wanted):
    assert pick_item(question, KAYAKS)["rental_id"] == wanted


WORKSHOPS = {"workshops": [
    {"workshop_id": "W-31", "title": "Wheel Throwing", "starts": "2026-12-05 10:00", "studio": "Maple Street"},
    {"workshop_id": "W-32", "title": "Wheel Throwing", "starts": "2026-12-05 19:00", "studio": "Dock Road"},
    {"workshop_id": "W-33", "title": "Glazing Basics", "starts": "2026-12-06 14:00", "studio": "Maple Street"}]}
WORKSHOP_TOOLS = [
    tool("list_workshops", "List upcoming pottery workshops with workshop ids, start times and studio.", {}),
    tool("enrol_workshop", "Enrol the user in one pottery workshop by its workshop id.",
         {"workshop_id": {"type": "string"}}, ["workshop_id"]),
]
WORKSHOP_FUNCTIONS = {"list_workshops": lambda a: WORKSHOPS,
                      "enrol_workshop": lambda a: {"workshop_id": a["workshop_id"], "enrolled": True}}


@pytest.mark.parametrize("question, wanted", [
    ("Enrol me in the wheel throwing workshop in the evening", "W-32"),
    ("Enrol me in wheel throwing at Maple Street", "W-31"),
    ("Enrol me in the wheel throwing workshop at 7pm", "W-32"),
])
def test_the_write_goes_to_the_item_the_qualifier_singles_out(question, wanted):
    calls, _ = run(WORKSHOP_TOOLS, [{"role": "user", "content": question}], WORKSHOP_FUNCTIONS)
    assert calls == [("list_workshops", {}), ("enrol_workshop", {"workshop_id": wanted})]


def test_two_same_named_items_and_no_qualifier_get_no_write():
    calls, answer = run(WORKSHOP_TOOLS, [{"role": "user", "content": "Enrol me in wheel throwing"}],
                        WORKSHOP_FUNCTIONS)
    assert calls == [("list_workshops", {})]   # which one? the list answers, nothing is booked
    assert "W-31" in answer and "W-32" in answer


BINS = {"Copper Kettle": {"name": "Copper Kettle", "item_code": "CK-204", "bin": "B-17"},
        "Linen Apron": {"name": "Linen Apron", "item_code": "LA-310", "bin": "A-03"}}
BIN_TOOLS = [
    tool("locate_product", "Find where a product is stored by its name. Returns its bin and item code.",
         {"name": {"type": "string"}}, ["name"]),
    tool("transfer_stock", "Move a product's stock from one storage bin to another.",
         {"item_code": {"type": "string"}, "from_bin": {"type": "string"}, "to_bin": {"type": "string"}},
         ["item_code", "from_bin", "to_bin"]),
]
BIN_FUNCTIONS = {"locate_product": lambda a: BINS[a["name"]],
                 "transfer_stock": lambda a: {**a, "moved": True}}


@pytest.mark.parametrize("question, name, code, old, new", [
    ("Transfer the Copper Kettle to bin C-05", "Copper Kettle", "CK-204", "B-17", "C-05"),
    ("Please move Linen Apron stock into bin D-12", "Linen Apron", "LA-310", "A-03", "D-12"),
])
def test_a_move_looks_the_thing_up_first_and_moves_it_from_where_it_is(question, name, code, old, new):
    calls, _ = run(BIN_TOOLS, [{"role": "user", "content": question}], BIN_FUNCTIONS)
    assert calls == [("locate_product", {"name": name}),
                     ("transfer_stock", {"item_code": code, "from_bin": old, "to_bin": new})]
