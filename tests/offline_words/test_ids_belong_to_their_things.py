"""A chain keeps each id with its own kind of thing:

* "Cancel Juniper's next lesson" with find_pony → list_lessons(pony_id) → cancel_lesson(lesson_id):
  the pony's bare `id` (P-40) fills `pony_id`, never `lesson_id`; the lesson comes from the
  list of lessons, and the cancellation says which (its date).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


TOOLS = [tool("find_pony", "Find ponies at the riding school by (part of) their name. Returns ids.",
              {"name": {"type": "string"}}),
         tool("list_lessons", "List the riding lessons booked for one pony.", {"pony_id": {"type": "string"}}),
         tool("cancel_lesson", "Cancel one riding lesson by its lesson_id.", {"lesson_id": {"type": "string"}})]
RESULTS = {"find_pony": {"ponies": [{"id": "P-40", "name": "Juniper", "owner": "K. Obi"}]},
           "list_lessons": {"pony_id": "P-40", "lessons": [{"lesson_id": "LS-310", "date": "2027-06-02", "status": "done"},
                                                            {"lesson_id": "LS-322", "date": "2027-06-16", "status": "upcoming"}]},
           "cancel_lesson": {"lesson_id": "LS-322", "status": "cancelled"}}


def test_each_id_fills_its_own_kind_and_the_confirmation_says_which():
    messages = [{"role": "system", "content": "Today is 2027-06-09."},
                {"role": "user", "content": "Cancel Juniper's upcoming lesson, please."}]
    made = []
    for _ in range(5):
        out = OfflineModel().handle({"model": "offline", "tools": TOOLS, "messages": messages})
        message = out.body["choices"][0]["message"]
        if not message.get("tool_calls"):
            break
        messages.append(message)
        for call in message["tool_calls"]:
            name, args = call["function"]["name"], json.loads(call["function"]["arguments"])
            made.append((name, args))
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(RESULTS[name])})
    assert ("cancel_lesson", {"lesson_id": "P-40"}) not in made
    assert ("cancel_lesson", {"lesson_id": "LS-322"}) in made
    assert "16 June" in message["content"], message["content"]
