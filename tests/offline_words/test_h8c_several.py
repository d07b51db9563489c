"""Several things → several calls, and their answers (issue 8, point 3), on tools of our own
(kayak hire on lakes, a climbing wall's route board, a river's paddling forecast):

- lists found by sibling calls that share a date are each answered: a value a list only
  echoed from its own arguments is not a sign that a later call used the list;
- "sat and sun", "fri or sat": short weekday words in lower case are days when they stand in
  a list of days ("I sat in the sun" names none), one call per day, one per step too;
- a record named by nothing but its day is said with that day, a "no" with its reason.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from _chain_loop import run, tool

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conjuncts import conjuncts
from course_lib.offline.read.dates import find_dates

TODAY = "You help at a lakeside outdoor centre. Today is Tuesday, 2026-12-01."
TUESDAY = dt.date(2026, 12, 1)

KAYAKS = tool("kayak_hire", "Kayaks free for hire on a lake on a date, with the price of each.", {
    "lake": {"type": "string", "description": "Lake name"},
    "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["lake", "date"])
PRICES = {"Bled": (31, 44), "Ohrid": (18, 27), "Annecy": (39, 52)}


def _kayaks(a):
    single, double = PRICES[a["lake"]]
    return {"lake": a["lake"], "date": a["date"], "kayaks": [
        {"kayak_id": f"{a['lake'][:3].upper()}-1", "seats": 1, "price_eur": single},
        {"kayak_id": f"{a['lake'][:3].upper()}-2", "seats": 2, "price_eur": double}]}


def test_lists_of_sibling_calls_with_one_date_are_each_answered():
    calls, answer = run([KAYAKS], [{"role": "system", "content": TODAY},
                                   {"role": "user", "content": "kayak prices at Bled, Ohrid and Annecy on the 14th?"}],
                        {"kayak_hire": _kayaks})
    assert sorted(c[1]["lake"] for c in calls) == ["Annecy", "Bled", "Ohrid"]
    assert {c[1]["date"] for c in calls} == {"2026-12-14"}
    for price in (31, 18, 39):
        assert str(price) in answer, answer


@pytest.mark.parametrize("text, days", [
    ("is the climbing wall busy fri or sat", ["2026-12-04", "2026-12-05"]),
    ("river level sat and sun please", ["2026-12-05", "2026-12-06"]),
    ("sun, mon and wed", ["2026-12-06", "2026-12-07", "2026-12-02"]),
    ("we sat in the sun by the lake", []),
    ("the sun and the wind", []),
])
def test_short_weekday_words_in_a_list_are_days(text, days):
    assert [h.date.isoformat() for h in find_dates(text, TUESDAY)] == days


def test_a_list_of_short_weekday_words_is_a_list_of_parts():
    assert conjuncts("hows the river at the weir sat, sun and mon?") == \
        ("hows the river at the weir Sat", "Sun", "Mon")
    assert conjuncts("hows the river sat and sun? can we paddle") == \
        ("hows the river Sat", "Sun? can we paddle")


FORECAST = tool("paddle_forecast", "River flow at the weir and whether paddling is allowed that day.", {
    "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["date"])
FLOWS = {"2026-12-05": {"flow_cumecs": 48, "paddling_allowed": False, "reason": "flood alert after heavy rain"},
         "2026-12-06": {"flow_cumecs": 12, "paddling_allowed": True, "reason": None}}


def _forecast(a):
    return {"date": a["date"], **FLOWS[a["date"]]}


def _one_per_step(question: str) -> tuple[list[dict], str]:
    model = OfflineModel()
    messages = [{"role": "system", "content": TODAY}, {"role": "user", "content": question}]
    calls = []
    for _ in range(5):
        out = model.handle({"model": "offline", "messages": messages, "tools": [FORECAST],
                            "parallel_tool_calls": False})
        message = out.body["choices"][0]["message"]
        if not message.get("tool_calls"):
            return calls, message["content"]
        assert len(message["tool_calls"]) == 1
        messages.append({"role": "assistant", "content": None, "tool_calls": message["tool_calls"]})
        for c in message["tool_calls"]:
            args = json.loads(c["function"]["arguments"])
            calls.append(args)
            messages.append({"role": "tool", "tool_call_id": c["id"], "content": json.dumps(_forecast(args))})
    raise AssertionError("no answer")


def test_sat_and_sun_one_per_step_each_day_named_and_the_no_with_its_reason():
    calls, answer = _one_per_step("hows the river at the weir sat and sun? can we paddle either day")
    assert calls == [{"date": "2026-12-05"}, {"date": "2026-12-06"}]
    assert "5 December" in answer and "6 December" in answer, answer
    assert "flood alert" in answer and "not allowed" in answer, answer


# --- "one" as a count ------------------------------------------------------------------------

from course_lib.offline.read.numbers import find_numbers  # noqa: E402


@pytest.mark.parametrize("text, values", [
    ("rent two canoes and one paddleboard", [2, 1]),
    ("one adult and three children", [1, 3]),
    ("the one by the boathouse", []),
    ("which one floats better?", []),
    ("one of the rafts", []),
    ("no one booked", []),
    ("twenty one kayaks", [21]),
])
def test_one_before_a_noun_is_a_count(text, values):
    assert [n.value for n in find_numbers(text)] == values


PADDLES = tool("paddle_quote", "Price for hiring paddles of one kind.", {
    "paddle": {"type": "string", "enum": ["kayak", "canoe", "sup"],
               "description": "kayak = double-bladed; canoe = single-bladed; sup = long stand-up paddle"},
    "count": {"type": "integer", "minimum": 1}}, ["paddle", "count"])


def test_each_option_gets_its_own_count_one_included():
    each = {"kayak": 4.0, "canoe": 3.0, "sup": 5.0}
    calls, answer = run([PADDLES], [{"role": "user", "content": "what for three canoe paddles and one sup paddle?"}],
                        {"paddle_quote": lambda a: {**a, "total_gbp": each[a["paddle"]] * a["count"]}})
    assert sorted((c[1]["paddle"], c[1]["count"]) for c in calls) == [("canoe", 3), ("sup", 1)]
    assert "9" in answer and "5" in answer, answer


# --- a list of names first, the question after it ----------------------------------------------

def test_names_listed_first_then_the_question():
    assert conjuncts("Catan or The Castles of Burgundy for Friday - which one is in stock?") == \
        ("Catan", "The Castles of Burgundy for Friday - which one is in stock")
    assert conjuncts("Cancel or Refund order 7?") == ()   # a sentence's capital, not a name


GAMES = tool("game_copies", "Copies of a board game free to borrow from the games library on a date.", {
    "game": {"type": "string", "description": "game title"},
    "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["game", "date"])


def test_each_listed_name_is_called_without_the_question_after_it():
    free = {"catan": 0, "the castles of burgundy": 2}
    calls, _ = run([GAMES], [{"role": "system", "content": TODAY},
                             {"role": "user", "content": "Catan or The Castles of Burgundy on Friday - which one can we borrow?"}],
                   {"game_copies": lambda a: {"game": a["game"], "date": a["date"], "copies_free": free.get(a["game"].lower(), 0)}})
    games = [c[1]["game"] for c in calls]
    assert len(games) == 2 and games[0] == "Catan" and "Burgundy" in games[1] and "which" not in games[1], calls
    assert {c[1]["date"] for c in calls} == {"2026-12-04"}
