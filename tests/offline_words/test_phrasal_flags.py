"""A yes/no field named by a closed compound of a verb and its particle (`callback_requested`,
`checkout_done`) is set when the text says the verb apart from its particle ("Please call me
back", "we checked the bikes out"); nothing said leaves it false.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

FORMAT = {"type": "json_schema", "json_schema": {"name": "visit", "schema": {
    "type": "object", "properties": {"club": {"type": "string"}, "players": {"type": "integer"},
                                     "callback_requested": {"type": "boolean"}},
    "required": ["club", "players", "callback_requested"], "additionalProperties": False}}}


def read(note: str) -> dict:
    body = {"model": "offline", "response_format": FORMAT, "messages": [
        {"role": "system", "content": "You file voicemails for a fencing hall. Today is 2026-12-09."},
        {"role": "user", "content": f'From a voicemail: "{note}"'}]}
    return json.loads(OfflineModel().handle(body).body["choices"][0]["message"]["content"])


def test_the_verb_said_apart_from_its_particle():
    asked = read("This is Elm Park Fencing Club, bringing 12 players. Please call me back.")
    assert asked == {"club": "Elm Park Fencing Club", "players": 12, "callback_requested": True}
    assert read("This is Elm Park Fencing Club, bringing 12 players.")["callback_requested"] is False


DAMAGE = {"type": "json_schema", "json_schema": {"name": "damage", "schema": {
    "type": "object", "properties": {
        "van_id": {"type": "string"},
        "parts": {"type": "array", "items": {"type": "string", "enum": [
            "front_bumper", "rear_bumper", "left_door", "right_door", "mirror", "windscreen", "tyre"]}},
        "drivable": {"type": "boolean"}},
    "required": ["van_id", "parts", "drivable"], "additionalProperties": False}}}


def damage(note: str) -> dict:
    body = {"model": "offline", "response_format": DAMAGE, "messages": [
        {"role": "system", "content": "You log damage at a van hire firm."}, {"role": "user", "content": note}]}
    return json.loads(OfflineModel().handle(body).body["choices"][0]["message"]["content"])


def test_an_able_flag_is_read_by_its_verb_and_its_negation():
    """`drivable` is said with "drive": "it still drives fine" is true, "it can't be driven",
    "it isn't drivable" and "we couldn't drive it back" are false."""
    assert damage("Van ML-2 came back with a dent in the right door and a cracked mirror, but it still "
                  "drives fine.") == {"van_id": "ML-2", "parts": ["right_door", "mirror"], "drivable": True}
    for note in ("ML-2: scratched rear bumper and a flat tyre; it can't be driven.",
                 "ML-2: flat tyre, so it isn't drivable.", "ML-2: flat tyre. We couldn't drive it back."):
        assert damage(note)["drivable"] is False


def test_chinese_options_named_by_two_words():
    """`right_door` is said 右边车门 (右边 "right side" + 车门 "car door"), `front_bumper`
    前面保险杠: two words side by side, each glossing a part of the option."""
    from course_lib.offline.read.extract import find
    parts = DAMAGE["json_schema"]["schema"]["properties"]["parts"]
    assert find("parts", parts, "ML-2右边车门有一道划痕，后视镜也裂了。", (2026, 12, 9))[0].value == ["right_door", "mirror"]
    assert find("parts", parts, "前面保险杠和左边车门坏了", (2026, 12, 9))[0].value == ["front_bumper", "left_door"]
