"""A system prompt's bound in Chinese: 每桌最多4份 counts what the tool's one count counts
(the measure word 份 names no field), and 最多两件 is a bound of two (numerals in words).
Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

from course_lib.offline.decide.system_rules import rules_in
from course_lib.offline.model import OfflineModel

DUMPLINGS = {"type": "function", "function": {
    "name": "order_dumplings", "description": "Order portions of dumplings from the stall.",
    "parameters": {"type": "object", "properties": {"filling": {"type": "string"},
                                                    "quantity": {"type": "integer", "minimum": 1}},
                   "required": ["filling", "quantity"]}}}


def reply(system: str, question: str) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": [DUMPLINGS], "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": question}]})
    return out.body["choices"][0]["message"]


def test_a_bound_in_measure_words_refuses_more():
    message = reply("你是饺子摊的点单助手。每单最多4份，超过请礼貌拒绝。", "帮我订7份韭菜饺子。")
    assert not message.get("tool_calls") and "7" in message["content"] and "4" in message["content"]


def test_within_the_bound_the_order_is_made():
    message = reply("你是饺子摊的点单助手。每单最多4份，超过请礼貌拒绝。", "帮我订3份韭菜饺子。")
    assert message["tool_calls"][0]["function"]["name"] == "order_dumplings"


def test_a_bound_in_chinese_numerals():
    assert [r.limit for r in rules_in("规定：每人最多同时借三本书。")][:1] == [3.0]
