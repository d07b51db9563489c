"""A thank-you with "nothing else" in Chinese (没别的事了, 没有其他问题了, 就这些) closes the
conversation: no tool call, and no number from the last result read as a new order; a
thank-you that asks for more ("再买两张") still buys.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

from course_lib.offline.model import OfflineModel

TICKETS = {"type": "function", "function": {"name": "spa_tickets", "description": "Buy bathhouse tickets.",
           "parameters": {"type": "object", "properties": {"date": {"type": "string"}, "session": {"type": "string", "enum": ["day", "evening"]},
                                                        "adults": {"type": "integer"}, "children": {"type": "integer"}},
                          "required": ["date", "session", "adults"]}}}


def reply(last: str) -> dict:
    body = {"model": "offline", "tools": [TICKETS], "messages": [
        {"role": "system", "content": "今天是2026年12月9日。"},
        {"role": "user", "content": "明天夜场两张成人票。"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "a", "type": "function", "function": {
            "name": "spa_tickets", "arguments": '{"date": "2026-12-10", "session": "evening", "adults": 2}'}}]},
        {"role": "tool", "tool_call_id": "a", "content": '{"ticket_no": "SP-1", "total_cny": 256}'},
        {"role": "assistant", "content": "买好了：12月10日夜场成人票两张，共256元。"},
        {"role": "user", "content": last}]}
    return OfflineModel().handle(body).body["choices"][0]["message"]


def test_nothing_else_needs_no_tool():
    for last in ("好的，谢谢，没别的事了。", "谢谢！没有其他问题了。", "谢谢，就这些。"):
        said = reply(last)
        assert not said.get("tool_calls") and "256" not in said["content"]
    assert reply("谢谢，再买两张明天的。").get("tool_calls")
