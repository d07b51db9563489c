"""A question about a list is answered from the list: "Which tuner near Uppsala is cheaper?"
fits the booking tool only by what the search already covered (tuner), so the model neither
books nor asks which one. And "the cheaper one", like "the cheapest", picks an item: a
comparative after "the" picks as the superlative does ("the tuner" is no comparative).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import pytest

from _chain_loop import run, tool

from course_lib.offline.read.comparatives import superlative

SYSTEM = {"role": "system", "content": "Today is 2026-12-01."}
TOOLS = [tool("find_piano_tuner", "Find piano tuners near a town, with their price per visit.",
              {"town": {"type": "string"}}, ["town"]),
         tool("book_tuner", "Book a piano tuner visit.",
              {"tuner_id": {"type": "string"}, "date": {"type": "string", "format": "date"}},
              ["tuner_id", "date"])]
TUNERS = [{"id": "PT-1", "name": "Elsa Berg", "price": 85}, {"id": "PT-2", "name": "Tomas Ruiz", "price": 70}]
FUNCTIONS = {"find_piano_tuner": lambda a: {"tuners": TUNERS},
             "book_tuner": lambda a: {"status": "booked", "booking": "BK-55", **a}}


def test_a_question_about_the_list_is_answered_from_it():
    calls, reply = run(TOOLS, [SYSTEM, {"role": "user", "content": "Which piano tuner near Uppsala is cheaper?"}],
                       FUNCTIONS)
    assert [name for name, _ in calls] == ["find_piano_tuner"]
    assert reply.startswith("Tomas Ruiz") and "70" in reply and "which one" not in reply.lower()


@pytest.mark.parametrize("word", ["cheaper", "cheapest"])
def test_the_cheaper_one_is_booked(word):
    calls, _ = run(TOOLS, [SYSTEM, {"role": "user", "content":
                                    f"Book the {word} piano tuner near Uppsala for next Thursday"}], FUNCTIONS)
    assert calls[-1] == ("book_tuner", {"tuner_id": "PT-2", "date": "2026-12-10"})


@pytest.mark.parametrize("text, picks", [("the closer branch", ("min", "distance")),
                                         ("the earlier ferry", ("min", "time")),
                                         ("the tuner please", (None, "")), ("the other one", (None, ""))])
def test_a_comparative_after_the_picks_like_a_superlative(text, picks):
    assert superlative(text) == picks
