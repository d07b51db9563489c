"""A Chinese answer counts people named by a plural agent noun it has no Chinese word for
("paddlers": 3 → "3 人"), never "paddlers 是 3". Tools and wording appear nowhere in the
lessons or tests/fidelity/."""

from __future__ import annotations

from _chain_loop import answer

from course_lib.offline.write.sentences import _doers


def test_plural_agent_nouns_are_people_who_do_it():
    assert _doers("paddlers") and _doers("visitors")
    assert not _doers("stickers") and not _doers("orders") and not _doers("hours")


def test_a_chinese_answer_counts_them_in_people():
    said = answer("帮我订好了吗？", "book_canoe", "Book a canoe trip on the river.",
                  {"booking": "CN-5521", "date": "2027-05-09", "paddlers": 3})
    assert "paddlers" not in said and "3 人" in said
