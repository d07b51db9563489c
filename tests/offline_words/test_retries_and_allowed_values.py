"""Errors that ask for the same call again, and allowed values written as codes:

* "gateway busy, please try again shortly" (请稍后重试) makes the same call again, once;
  then the model says it failed. "retry with date='…'" is a fix, not a retry,
  and a bare outage ("timed out (HTTP 503)") is the loop's to retry, not the model's;
* "unknown tier 'over-65 tier'; allowed values: STD, O65, U18" is fixed to O65, the code
  written like what was sent (its number, its letters the words' first letters).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel

PASS = {"type": "function", "function": {
    "name": "buy_pool_pass", "description": "Buy a swimming pool pass.",
    "parameters": {"type": "object", "properties": {
        "tier": {"type": "string", "description": "the pass tier"},
        "swimmer": {"type": "string"}}, "required": ["tier", "swimmer"]}}}


def after_errors(question: str, args: dict, errors: list[str]) -> dict:
    messages = [{"role": "user", "content": question}]
    for i, error in enumerate(errors):
        messages += [{"role": "assistant", "content": None, "tool_calls": [{"id": f"c{i}", "type": "function",
                      "function": {"name": "buy_pool_pass", "arguments": json.dumps(args)}}]},
                     {"role": "tool", "tool_call_id": f"c{i}", "content": json.dumps({"error": error})}]
    out = OfflineModel().handle({"model": "offline", "tools": [PASS], "messages": messages})
    return out.body["choices"][0]["message"]


ARGS = {"tier": "STD", "swimmer": "Ada Lowe"}


@pytest.mark.parametrize("error", ["gateway busy, please try again shortly", "系统繁忙，请稍后重试"])
def test_an_error_that_asks_for_a_retry_gets_the_same_call(error):
    message = after_errors("Buy a standard pass for Ada Lowe", ARGS, [error])
    [call] = message["tool_calls"]
    assert json.loads(call["function"]["arguments"]) == ARGS


def test_a_retry_is_made_once():
    message = after_errors("Buy a standard pass for Ada Lowe", ARGS, ["busy, please retry"] * 2)
    assert not message.get("tool_calls") and message["content"]


def test_a_bare_outage_is_not_retried_by_the_model():
    message = after_errors("Buy a standard pass for Ada Lowe", ARGS, ["the service timed out (HTTP 503)"])
    assert all(json.loads(c["function"]["arguments"]) != ARGS for c in message.get("tool_calls") or [])


def test_an_allowed_code_written_like_the_value_sent():
    sent = {"tier": "over-65 tier", "swimmer": "Ada Lowe"}
    message = after_errors("Buy an over-65 pass for Ada Lowe", sent,
                           ["unknown tier 'over-65 tier'; allowed values: STD, O65, U18"])
    [call] = message["tool_calls"]
    assert json.loads(call["function"]["arguments"])["tier"] == "O65"


@pytest.mark.parametrize("error", ["Not approved. The call was not run; do not retry it, tell the user.",
                                   "the booking service did not respond; try again later"])
def test_an_error_that_says_not_now_is_not_retried(error):
    message = after_errors("Buy a standard pass for Ada Lowe", ARGS, [error])
    assert all(json.loads(c["function"]["arguments"]) != ARGS for c in message.get("tool_calls") or [])


LANE = {"type": "function", "function": {
    "name": "book_lane", "description": "Book a bowling lane.",
    "parameters": {"type": "object", "properties": {"bowlers": {"type": "integer"}, "date": {"type": "string"}},
                   "required": ["bowlers", "date"]}}}


def test_a_booking_for_more_than_the_limit_is_not_cut_down_to_it():
    """"for the seven of us" against 'at most 6': booking six would leave one out; the user decides."""
    messages = [{"role": "system", "content": "Today is Wednesday, 2027-01-06."},
                {"role": "user", "content": "Book a lane on Friday for the seven of us."},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "book_lane", "arguments": json.dumps({"bowlers": 7, "date": "2027-01-08"})}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"error": "'bowlers' must be between 1 and 6; got 7"})}]
    out = OfflineModel().handle({"model": "offline", "tools": [LANE], "messages": messages})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls") and message["content"]
