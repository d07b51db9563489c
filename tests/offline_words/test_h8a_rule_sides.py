"""A system prompt's bound read from the desk's side ("never lend more than 3 games at once")
covers the customer's tool (borrow_games): converse verbs name one exchange; and a tool's
one count counts what it is named for (borrow_games(boxes=…) counts games), so a request
for more is refused before any call. Tools and wording appear nowhere in the lessons or
tests/fidelity/."""

from __future__ import annotations

from course_lib.offline.model import OfflineModel

SYSTEM = ("You help at the Meeple Corner board-game library. Rule: never lend more than 3 games to one member "
          "at a time; refuse kindly and point them to the weekend club. Today is 2027-05-03.")
TOOLS = [
    {"type": "function", "function": {"name": "shelf", "description": "Which games are on the shelf now.",
                                      "parameters": {"type": "object", "properties": {}, "required": []}}},
    {"type": "function", "function": {
        "name": "borrow_games", "description": "Borrow games from the library for a member.",
        "parameters": {"type": "object", "properties": {"member": {"type": "string"}, "boxes": {"type": "integer"}},
                       "required": ["member", "boxes"]}}},
]


def reply(text: str) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": TOOLS, "messages": [
        {"role": "system", "content": SYSTEM}, {"role": "user", "content": text}]})
    return out.body["choices"][0]["message"]


def test_a_request_over_the_desks_bound_is_refused_before_any_call():
    message = reply("member M-88 would like 5 boxes to take home for the holidays")
    assert not message.get("tool_calls")
    assert "3" in message["content"] and "weekend club" in message["content"]


def test_a_request_within_the_bound_goes_ahead():
    message = reply("member M-88 would like 2 boxes to take home")
    assert [c["function"]["name"] for c in message.get("tool_calls") or []] == ["borrow_games"]
