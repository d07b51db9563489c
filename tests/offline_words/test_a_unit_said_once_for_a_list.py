"""Numbers that share one unit, and the words that point at an item:

* "we weigh 70 and 58 kg" is two weights in kilograms (the unit said once, after the last),
  "70, 58 and 41 kg" three, "体重70和58公斤" two;
* so they fill `weights_kg`, and no count of riders takes one of them;
* "Book the second one" says which item, not a note for the staff: the optional note is
  left out, while "it's my mum's birthday" still is one.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.units import find_quantities


def tool(name: str, description: str, props: dict, required: list) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": required}}}


RUNS = tool("zipline_runs", "Zip-line runs at the park on one date.",
            {"date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}}, ["date"])
BOOK = tool("book_zipline", "Book riders on a zip-line run.",
            {"run_id": {"type": "string"}, "riders": {"type": "integer", "minimum": 1, "maximum": 6},
             "weights_kg": {"type": "array", "items": {"type": "number"}, "description": "one per rider"},
             "note_for_staff": {"type": "string", "description": "optional note for the staff"}},
            ["run_id", "riders", "weights_kg"])


def calls(messages: list) -> list:
    body = {"model": "offline", "tools": [RUNS, BOOK], "messages": [
        {"role": "system", "content": "You help at a zip-line park. Today is Wednesday, 2026-12-09."}, *messages]}
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]


def test_one_unit_for_the_whole_list():
    assert [(q.value, q.unit) for q in find_quantities("We weigh 70 and 58 kg.")] == \
        [(70, "kilogram"), (58, "kilogram")]
    assert len(find_quantities("70, 58 and 41 kg")) == 3
    assert [q.value for q in find_quantities("体重70和58公斤")] == [70, 58]
    assert [q.value for q in find_quantities("2 adults and 3 kg of flour")] == [3]


def test_the_second_one_with_two_weights():
    listed = [{"run_id": "ZL-1", "start": "09:00", "places_left": 2}, {"run_id": "ZL-2", "start": "15:00", "places_left": 5}]
    made = calls([{"role": "user", "content": "Any zip-line runs this Saturday for the two of us?"},
                  {"role": "assistant", "content": None, "tool_calls": [{"id": "a", "type": "function", "function": {
                      "name": "zipline_runs", "arguments": '{"date": "2026-12-12"}'}}]},
                  {"role": "tool", "tool_call_id": "a", "content": json.dumps(listed)},
                  {"role": "assistant", "content": "Two runs on Saturday: 09:00 (2 places) and 15:00 (5 places)."},
                  {"role": "user", "content": "Book the second one. We weigh 70 and 58 kg."}])
    assert made == [("book_zipline", {"run_id": "ZL-2", "riders": 2, "weights_kg": [70, 58]})]


def test_a_note_is_what_the_user_added():
    made = calls([{"role": "user", "content": "Book run ZL-4 for two riders, 70 and 58 kg. It's my son's first go."}])
    assert made[0][1]["riders"] == 2 and made[0][1]["weights_kg"] == [70, 58]
    assert "first go" in made[0][1]["note_for_staff"]
