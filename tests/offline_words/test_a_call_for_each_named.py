"""A request for several named things makes one call each, in the order said: "for Kiwi,
Sunny and Pip" (a name after a cue, then the names joined to it), 给阿绿、小黄和豆子各… (a
list 各 "each" makes distributive).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

TOOL = {"type": "function", "function": {
    "name": "book_parrot_visit", "description": "Book a parrot-sitter visit for one bird.",
    "parameters": {"type": "object", "properties": {
        "bird_name": {"type": "string", "description": "The parrot's name"},
        "date": {"type": "string", "format": "date"}}, "required": ["bird_name", "date"]}}}


def calls(system: str, text: str) -> list[dict]:
    body = {"model": "offline", "tools": [TOOL], "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": text}]}
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    return [json.loads(c["function"]["arguments"]) for c in message.get("tool_calls") or []]


def test_one_call_for_each_bird_in_english():
    assert calls("Today is 2027-03-02.", "Book a visit on Friday for Kiwi, Sunny and Pip.") == [
        {"bird_name": "Kiwi", "date": "2027-03-05"}, {"bird_name": "Sunny", "date": "2027-03-05"},
        {"bird_name": "Pip", "date": "2027-03-05"}]


def test_one_call_for_each_bird_in_chinese():
    assert [c["bird_name"] for c in calls("今天是2027年3月2日。", "周五给阿绿、小黄和豆子各约一次上门照看")] == \
        ["阿绿", "小黄", "豆子"]
