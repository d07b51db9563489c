"""Offline-model and loop behaviour that lessons 1-3 rely on (LLM API basics, the loop,
observability). Each test names the general mechanism, not a notebook's exact question."""

import json

import pytest

from helpers import ask_offline

TRIAGE_JSON = ("You triage customer messages. Reply in JSON with the keys `order_id`, "
               "`category` (one of: delivery, refund, complaint) and `priority` "
               "(normal or urgent).")


def content(body) -> str:
    return body["choices"][0]["message"]["content"]


# ---------------------------------------------------------------- lesson 1: getting data out


def test_json_asked_for_in_the_system_prompt_comes_wrapped_in_prose_and_a_fence():
    status, body = ask_offline({"messages": [
        {"role": "system", "content": TRIAGE_JSON},
        {"role": "user", "content": "Order A-1024 hasn't arrived yet."}]})
    assert status == 200
    text = content(body)
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)
    inner = json.loads(text.split("```json")[1].split("```")[0])
    assert inner == {"order_id": "A-1024", "category": "delivery", "priority": "normal"}


@pytest.mark.parametrize("message, category, priority", [
    ("I want a refund for order A-1015, it broke.", "refund", "normal"),
    ("Order A-1024 still hasn't arrived, this is urgent!", "delivery", "urgent"),
    ("I want to complain about the rude agent, order A-1007.", "complaint", "normal"),
])
def test_json_mode_picks_listed_options_by_meaning_but_camel_cases_the_keys(message, category,
                                                                           priority):
    status, body = ask_offline({"messages": [
        {"role": "system", "content": TRIAGE_JSON}, {"role": "user", "content": message}],
        "response_format": {"type": "json_object"}})
    assert status == 200
    data = json.loads(content(body))
    assert set(data) == {"orderId", "category", "priority"}
    assert (data["category"], data["priority"]) == (category, priority)


def test_requested_options_reads_parenthesised_value_lists():
    from course_lib.offline.structured import requested_options
    found = requested_options("keys `category` (one of: refund, delivery or other), "
                              "`priority` (normal/urgent) and `note` (free text)")
    assert found == {"category": ["refund", "delivery", "other"],
                     "priority": ["normal", "urgent"]}


def test_not_arrived_means_delivery():
    from course_lib.offline.text import concepts
    assert "delivery" in concepts("my parcel hasn't arrived")
    assert "delivery" in concepts("it is still arriving")
