"""A compound property name is read by its last word, its head: a `task_id` names one task
(an id), not a task to describe (free text); a `message_ref`, a `request_number` likewise.
Without this, "What did the caretaker reply on R-5512?" sent the whole sentence as the
`request_id`. A modifier of another kind still decides where it is the more specific word
(`country_code` is a country, `file_name` a path), and a head of free text stays free text
(`note_title`).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.kinds import kind_of

TEXT = {"type": "string"}


@pytest.mark.parametrize("name", ["task_id", "comment_id", "request_id", "question_id",
                                  "topic_id", "message_ref", "request_number", "item_no"])
def test_an_id_head_makes_an_identifier(name):
    assert kind_of(name, TEXT) == "id"


@pytest.mark.parametrize("name, kind", [("note_title", "phrase"), ("task", "phrase"),
                                        ("search_terms", "query"), ("country_code", "country"),
                                        ("file_name", "path")])
def test_other_heads_and_more_specific_modifiers_keep_their_kind(name, kind):
    assert kind_of(name, TEXT) == kind


def _tool(name: str, description: str, field: str) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": {field: TEXT},
                                        "required": [field]})


@pytest.mark.parametrize("question, field, wanted", [
    ("What did the caretaker write back on ticket LK-2231?", "request_id", "LK-2231"),
    ("帮我看看留言M-2071说了什么", "message_id", "M-2071"),
    ("Is task T-88 of the orchard rota done yet?", "task_id", "T-88"),
])
def test_the_code_not_the_sentence_fills_the_id(question, field, wanted):
    tool = _tool("look_up", "Look one thing up by its identifier.", field)
    assert fill_arguments(tool, question, dt.date(2026, 12, 1)) == [{field: wanted}]
