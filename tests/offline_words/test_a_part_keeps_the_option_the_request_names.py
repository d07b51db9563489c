"""One request read part by part ("… on clear glass, | with a hinged lid") keeps, for each
choice, the option the request names: a part that names none of that choice's options
(a loose kinship, "lid" ~ black) does not change it, so the request stays one call. A part
that names its own option still does ("in amber | and in clear": two calls).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.decide.several import _options_as_named
from course_lib.offline.read.extract import option_written
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conversation import ToolSpec

PROPS = {"jars": {"type": "integer"}, "glass": {"type": "string", "enum": ["black", "clear", "amber"]},
         "lid": {"type": "string", "enum": ["plain", "printed", "hinged"]},
         "finish": {"type": "string", "enum": ["matte_black", "gloss"]}}
JAR = ToolSpec("jar_quote", "Price a run of glass jars.", {"type": "object", "properties": PROPS})
QUESTION = "Quote four hundred jars on clear glass, with a hinged lid?"


def test_a_part_that_names_no_option_keeps_the_one_the_request_names():
    whole = {"jars": 400, "glass": "clear", "lid": "hinged"}
    part = {"jars": 400, "glass": "black", "lid": "hinged"}   # a loose reading of "with a hinged lid"
    assert _options_as_named(JAR, part, whole, "with a hinged lid?", QUESTION) == whole


def test_a_part_that_names_its_own_option_keeps_it():
    whole = {"jars": 400, "glass": "amber"}
    part = {"jars": 400, "glass": "clear"}
    question = "Quote four hundred jars in amber and four hundred in clear."
    assert _options_as_named(JAR, part, whole, "four hundred in clear", question) == part


def test_an_option_is_named_as_written_or_with_spaces():
    assert option_written("matte_black", "a matte black finish")
    assert option_written("hinged", "two hinged lids")
    assert not option_written("black", "a blackcurrant label")


def test_two_options_named_make_two_calls():
    tool = {"type": "function", "function": {"name": "jar_quote", "description": JAR.description,
                                             "parameters": JAR.parameters}}
    body = {"model": "offline", "tools": [tool], "messages": [
        {"role": "user", "content": "Price 400 jars in amber and 400 in clear."}]}
    calls = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    assert sorted(json.loads(c["function"]["arguments"])["glass"] for c in calls) == ["amber", "clear"]
