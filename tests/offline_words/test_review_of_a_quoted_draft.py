"""A checking stage that reads a draft quoted in the request against what the conversation's
tools returned (no DRAFT:/DATA: labels), the way a reviewer would:

* "your bike is ready" against status "awaiting_parts" is rejected, with the status and
  the date it should be ready;
* a wrong amount is rejected with the data's own figure (the one money field, or the
  field that shares the claim's word), and a figure said in words (还剩三个) is checked
  against the record the claim names;
* a failed call is data too: "all booked" against an error is rejected, the error quoted;
* a greeting ("Good news!") claims nothing; a draft the data supports is approved.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

SYSTEM_EN = ("You check replies before they are sent. Compare the draft with the tool data in this "
             "conversation. If the data supports every claim, answer 'OK'. Otherwise answer 'NOT OK:' "
             "and list the claims it does not support.")
SYSTEM_ZH = "你负责审核回复。把草稿和对话中的工具数据对照：全部有依据就回答“可以”；否则回答“不可以：”并列出没有依据的说法。"
TOOL = {"type": "function", "function": {"name": "lookup", "description": "Look something up.",
                                         "parameters": {"type": "object", "properties": {"ref": {"type": "string"}}}}}


def review(system: str, question: str, result, draft_request: str) -> str:
    messages = [{"role": "system", "content": system}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": "lookup", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)},
                {"role": "user", "content": draft_request}]
    out = OfflineModel().handle({"model": "offline", "tools": [TOOL], "messages": messages})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls")
    return message["content"]


BIKE = {"job": "BK-77", "status": "awaiting_parts", "ready_by": "2027-04-02", "estimate_gbp": 64.0}


def test_a_done_claim_against_a_status_under_way_and_a_wrong_amount():
    said = review(SYSTEM_EN, "Is my bike fixed? Job BK-77", BIKE,
                  "Please check this draft: 'Good news! Your bike is fixed and ready, and it came to £40.'")
    assert said.startswith("NOT OK:") and "awaiting_parts" in said and "2027-04-02" in said and "64" in said
    assert "Good news" not in said


def test_a_supported_draft_is_approved():
    assert review(SYSTEM_EN, "Is my bike fixed? Job BK-77", BIKE,
                  "Check this draft: 'Job BK-77 is awaiting parts; the estimate is £64.'") == "OK"


def test_a_figure_in_words_is_checked_against_the_record_it_names():
    result = {"classes": [{"class_id": "YG-1", "spots_left": 0}, {"class_id": "YG-2", "spots_left": 3}]}
    said = review(SYSTEM_ZH, "YG-1还有名额吗？", result, "待审核草稿：“YG-1还剩三个名额，马上可以报名。”")
    assert said.startswith("不可以：") and "0" in said


def test_a_failed_call_is_data_too():
    messages = [{"role": "system", "content": SYSTEM_EN}, {"role": "user", "content": "Book table 4 for tonight"},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": "lookup", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"error": "table 4 is already taken tonight"})},
                {"role": "user", "content": "Draft to check: 'All set, table 4 is yours tonight, see you at 8.'"}]
    out = OfflineModel().handle({"model": "offline", "tools": [TOOL], "messages": messages})
    said = out.body["choices"][0]["message"]["content"]
    assert said.startswith("NOT OK:") and "already taken" in said
