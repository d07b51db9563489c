"""A yes/no question answered from a plain-text result: the sentence naming what is asked says
yes, or no when negated; the text is quoted as it came (in a Chinese answer, with a plain
note that the offline model doesn't translate it). Tools and wording appear nowhere in the
lessons or tests/fidelity/."""

from __future__ import annotations

from _chain_loop import answer

RULES = "Meeple Corner house rules: Snacks are fine at the tables. No drinks near the game boxes."


def test_an_english_yes_from_text():
    said = answer("Can I bring snacks?", "house_rules", "House rules of the board-game library.", RULES)
    assert said.startswith("Yes") and "Snacks are fine" in said


def test_an_english_no_from_text():
    said = answer("Are drinks allowed near the games?", "house_rules", "House rules of the board-game library.",
                  RULES)
    assert said.startswith("No")


def test_a_chinese_question_gets_a_chinese_yes_and_the_text_as_it_came():
    said = answer("可以带零食吗？", "house_rules", "House rules of the board-game library.", RULES)
    assert said.startswith("可以") and "Snacks are fine" in said and "翻译" in said
