"""Follow-ups that keep what the last turn asked:

* "那下周一同一时间呢？" keeps the time of the last call: 同一时间 is "the same time", not
  one o'clock (时间 and 时候 are the noun "time");
* "And for three of the large ones?" after "How much to frame a print?" asks the price
  again: the total leads, before the price per piece, and what was not asked is left out;
* "Brilliant, that's all I needed, thank you!" closes the conversation with no tool.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read import dates


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


def test_the_same_time_is_no_hour():
    assert dates.find_times("那下周一同一时间呢？") == []
    assert dates.find_times("一时间想不起来") == []
    assert [t.time.hour for t in dates.find_times("下午3时见")] == [15]


MOUNTS = tool("mount_quote", "Price to mount prints on board.",
              {"size": {"type": "string", "enum": ["small", "large"]}, "pieces": {"type": "integer"}})


def conversation(follow_up: str, result) -> dict:
    first = {"size": "small", "pieces": 1, "price_each_eur": 12, "total_eur": 12}
    return {"model": "offline", "tools": [MOUNTS], "messages": [
        {"role": "user", "content": "How much to mount a small print?"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
            "name": "mount_quote", "arguments": json.dumps({"size": "small", "pieces": 1})}}]},
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps(first)},
        {"role": "assistant", "content": "Mounting a small print is 12 EUR."},
        {"role": "user", "content": follow_up},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c2", "type": "function", "function": {
            "name": "mount_quote", "arguments": json.dumps({"size": "large", "pieces": 3})}}]},
        {"role": "tool", "tool_call_id": "c2", "content": json.dumps(result)}]}


def test_a_follow_up_to_a_price_question_says_the_total():
    body = conversation("And if I bring three large ones instead?",
                        {"finish": "matt", "pieces": 3, "price_per_piece_eur": 20, "total_eur": 60, "ready_in_days": 2})
    answer = OfflineModel().handle(body).body["choices"][0]["message"]["content"]
    assert "60 EUR" in answer and answer.index("60") < answer.index("20")   # the total leads
    assert "ready" not in answer   # what was not asked is left out


def test_thanks_with_that_is_all_i_needed_needs_no_tool():
    body = conversation("x", {"size": "large", "pieces": 3, "total_eur": 60})
    body["messages"] = body["messages"][:4] + [{"role": "user", "content": "Brilliant, that's all I needed, thank you!"}]
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    assert not message.get("tool_calls") and message["content"]
