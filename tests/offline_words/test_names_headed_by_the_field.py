"""A name whose last word is the field's own says it is that field's value:

* `stall` takes "the Willow Stall" in "saw two herons from the Willow Stall", in a structured
  reply and in a tool call, even where the field is optional;
* a lower-case head or a code is no such name ("shift K-3-2 to shelf M-1-9" keeps its
  shelves; "Rent canoe K2" names no canoe called "Rent").

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def test_a_name_headed_by_the_field_word():
    from course_lib.offline.read.proper_names import headed_by_field
    assert headed_by_field("stall", "saw two herons from the Willow Stall, they were nesting").value == "Willow Stall"
    assert headed_by_field("lock_gate", "is the Upper Mill Gate shut tonight?").value == "Upper Mill Gate"


def test_no_name_where_the_head_is_lower_case_or_a_code():
    from course_lib.offline.read.proper_names import headed_by_field
    assert headed_by_field("canoe", "Rent canoe K2 for Saturday") is None
    assert headed_by_field("shelf", "shift the mugs from shelf K-3-2 to shelf M-1-9") is None


def test_a_structured_reply_takes_the_name():
    schema = {"type": "object", "additionalProperties": False, "required": ["bird", "count", "stall"],
              "properties": {"bird": {"type": "string"}, "count": {"type": "integer"}, "stall": {"type": "string"}}}
    out = OfflineModel().handle({"model": "offline", "messages": [
        {"role": "user", "content": "Record this: two herons seen from the Willow Stall at noon."}],
        "response_format": {"type": "json_schema", "json_schema": {"name": "seen", "strict": True, "schema": schema}}})
    assert json.loads(out.body["choices"][0]["message"]["content"])["stall"] == "Willow Stall"


def test_an_optional_field_takes_the_name_the_user_gave():
    tool = {"type": "function", "function": {"name": "stall_open", "description": "Is a market stall open today",
            "parameters": {"type": "object", "properties": {"stall": {"type": "string"}}, "required": []}}}
    out = OfflineModel().handle({"model": "offline", "tools": [tool],
                                 "messages": [{"role": "user", "content": "Is the Willow Stall open today?"}]})
    [call] = out.body["choices"][0]["message"]["tool_calls"]
    assert json.loads(call["function"]["arguments"]) == {"stall": "Willow Stall"}
