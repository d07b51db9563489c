"""Options that hold a number, and keys that name things:

* an enum option with a number in it (grade_5, cone_10, 2-bed) takes its number where the
  text says it ("5号砂纸", "grade 5") before any count is read, so "5号砂纸，三张" is
  grade_5 and three sheets, not five;
* a second sentence asking about another option ("…多少钱？8号的四张呢？") gives that
  option its own count;
* a key in the plural is a noun: `shelves` is 架子 (shelf), never 搁置 (to shelve).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.lexicon import noun_lemma
from course_lib.offline.write.labels import label

SANDPAPER = {"type": "function", "function": {
    "name": "sandpaper_price", "description": "Price in EUR of a number of sheets of sandpaper of one grade.",
    "parameters": {"type": "object", "properties": {
        "grade": {"type": "string", "enum": ["grade_2", "grade_5", "grade_8", "grade_12"]},
        "sheets": {"type": "integer", "minimum": 1, "maximum": 20}}, "required": ["grade", "sheets"]}}}


def calls(question: str) -> list[dict]:
    out = OfflineModel().handle({"model": "offline", "tools": [SANDPAPER],
                                 "messages": [{"role": "user", "content": question}]})
    message = out.body["choices"][0]["message"]
    return [json.loads(c["function"]["arguments"]) for c in message.get("tool_calls") or []]


@pytest.mark.parametrize("question, made", [
    ("5号砂纸，三张多少钱？", [{"grade": "grade_5", "sheets": 3}]),
    ("How much for 4 sheets of grade 12?", [{"grade": "grade_12", "sheets": 4}]),
    ("2号砂纸两张多少钱？8号的四张呢？", [{"grade": "grade_2", "sheets": 2}, {"grade": "grade_8", "sheets": 4}]),
])
def test_an_option_takes_its_own_number_before_the_count(question, made):
    assert calls(question) == made


def test_a_plural_key_is_a_noun():
    assert noun_lemma("shelves") == "shelf" and noun_lemma("wolves") == "wolf"
    assert noun_lemma("lanes") == "lane"
    assert label("shelves", zh=True) == "架子"


def test_a_chinese_numbered_thing_is_its_index_and_no_count():
    import datetime as dt
    from course_lib.offline.read.extract import MissingArgument
    from course_lib.offline.read.filling import fill_object
    day = dt.date(2027, 1, 6)
    assert fill_object("t", {"locker_no": {"type": "integer"}}, ["locker_no"], "15号储物柜现在空着吗？", day, "", set())[0] \
        == {"locker_no": 15}
    with pytest.raises(MissingArgument):
        fill_object("t", {"days": {"type": "integer", "minimum": 1}}, ["days"], "15号储物柜现在空着吗？", day, "", set())
