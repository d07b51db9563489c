""""What wind does the Storm Foil 2 need?": in an inverted question the thing asked about
stands between the auxiliary and the main verb, and a model's number is part of its name.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

TOOL = {"type": "function", "function": {
    "name": "telescope_mount", "description": "Which mount a telescope model needs.",
    "parameters": {"type": "object", "properties": {"model": {"type": "string"}},
                   "required": ["model"]}}}


def called(question: str) -> dict:
    body = {"model": "offline", "tools": [TOOL], "messages": [{"role": "user", "content": question}]}
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    return json.loads(message["tool_calls"][0]["function"]["arguments"])


def test_the_subject_between_the_auxiliary_and_the_verb():
    assert called("What mount does the Orion Skyquest 8 need?") == {"model": "Orion Skyquest 8"}
    assert called("Which mount would a Celestron Nexstar 130 take?") == {"model": "Celestron Nexstar 130"}
