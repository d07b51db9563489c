"""Reading a Chinese profile into a schema, and JSON-mode keys the prompt describes.

- A list of weekday options is read from 周二、四、六 (周 said once for the list), as from
  "Tuesdays and Thursdays"; the options may be written "Tue", "tuesday" or "TU".
- A list of strings comes from the clause about the field (对花生和芒果过敏 for
  `allergies`), each item without its frame (对 …, … 过敏).
- A field named for a kind (`breed`) takes the word the taxonomy files under it, even one
  jieba cuts apart (柯基), before a name field reads it as a name; a common word the tagger
  takes for a name (过敏) is no name.
- A JSON-mode key described as "a list, each with "a" and "b"" is a list of objects; Latin
  names inside Chinese keep their spaces; "再来[十]个 X" is X.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.dates import weekday_options, weekdays_said

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def reply(system: str, text: str, response_format: dict) -> dict:
    body = {"model": "offline", "response_format": response_format, "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": text}]}
    return json.loads(OfflineModel().handle(body).body["choices"][0]["message"]["content"])


def schema(name: str, props: dict) -> dict:
    return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": {
        "type": "object", "properties": props, "required": list(props),
        "additionalProperties": False}}}


def test_weekdays_said_once_for_a_list():
    assert [d for d, _, _ in weekdays_said("每周二、四、六来")] == [1, 3, 5]
    assert [d for d, _, _ in weekdays_said("Tuesdays and Thursdays")] == [1, 3]
    assert weekday_options(["MO", "TU", "WE", "TH", "FR", "SA", "SU"])[2] == "WE"
    assert weekday_options(["monday", "friday"]) == {0: "monday", 4: "friday"}
    assert weekday_options(["small", "large"]) is None


PIG = schema("guinea_pig", {
    "pet_name": {"type": "string"}, "breed": {"type": "string"},
    "age_years": {"type": "integer"},
    "allergies": {"type": "array", "items": {"type": "string"}, "minItems": 1},
    "visit_days": {"type": "array", "items": {"type": "string", "enum": DAYS}}})


def test_a_chinese_profile_fills_its_schema():
    got = reply("你是一家豚鼠寄养屋的助手。把主人的话整理成档案。",
                "帮我建个档：团子，两岁，对花生和芒果过敏。每周二、四、六来。", PIG)
    assert got["pet_name"] == "团子" and got["age_years"] == 2
    assert got["allergies"] == ["花生", "芒果"]
    assert got["visit_days"] == ["Tue", "Thu", "Sat"]


def test_a_breed_is_the_word_filed_under_it():
    dog = schema("dog", {"dog_name": {"type": "string"}, "breed": {"type": "string"}})
    assert reply("把描述整理成档案。", "登记一下：阿黄，柯基，很乖。", dog) == {
        "dog_name": "阿黄", "breed": "柯基"}
    assert reply("File the description.", "New dog: Pickle, a beagle, very calm.", dog) == {
        "dog_name": "Pickle", "breed": "beagle"}


def test_a_prompted_list_of_objects_in_json_mode():
    system = ('只输出一个 JSON 对象，键为 "kits"（列表，每项含 "model" 和 "quantity"）和 '
              '"budget"（数字）。')
    got = reply(system, "火箭俱乐部要：十二个 Estes Alpha III，再来六个 Big Bertha，预算九百块。",
                {"type": "json_object"})
    assert got == {"kits": [{"model": "Estes Alpha III", "quantity": 12},
                            {"model": "Big Bertha", "quantity": 6}], "budget": 900}
