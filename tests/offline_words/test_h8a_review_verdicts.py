"""A review step in plain text (write/verdicts.py): the system prompt names the two verdict
words; each claim of the draft is checked against the data: a number the data doesn't hold,
a claim that says the opposite of a field ("deposit refundable" beside "refundable": false)
or a claim the data says nothing about is unsupported, and the draft is rejected in the
prompt's own word, naming the claim. Advice claims nothing. Tools and wording appear
nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

from course_lib.offline.model import OfflineModel
from course_lib.offline.write.verdicts import verdict_words

CHECKER_EN = ("You check newsletter copy. Compare the COPY with the FACTS. Answer 'OK' when the facts back every "
              "claim; if not, answer 'FIX:' followed by the claim that is wrong.")
CHECKER_ZH = "你负责核对文案：根据【资料】检查【文案】。全部有依据就回答“合格”，否则回答“退回：”并写出问题。"
FACTS = '{"game": "Azul", "players_max": 4, "deposit_gbp": 10, "deposit_refundable": false}'


def answer(system: str, question: str) -> str:
    out = OfflineModel().handle({"model": "offline", "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": question}]})
    message = out.body["choices"][0]["message"]
    assert not message.get("tool_calls")
    return message["content"]


def test_the_verdict_words_are_the_prompts_own():
    assert verdict_words(CHECKER_EN) == ("OK", "FIX")
    assert verdict_words("You are a friendly assistant.") is None


def test_a_claim_that_says_the_opposite_of_a_field_is_rejected():
    said = answer(CHECKER_EN, f"FACTS: {FACTS}\nCOPY: Azul takes up to 4 players and the £10 deposit is refundable.")
    assert said.startswith("FIX:") and "refundable" in said


def test_a_number_the_facts_do_not_hold_is_rejected():
    said = answer(CHECKER_EN, f"FACTS: {FACTS}\nCOPY: Azul takes up to 6 players.")
    assert said.startswith("FIX:") and "6 players" in said


def test_a_supported_copy_with_advice_is_approved():
    said = answer(CHECKER_EN, f"FACTS: {FACTS}\nCOPY: Azul takes up to 4 players, with a £10 deposit. "
                              "Remember to book early!")
    assert said == "OK"


def test_a_chinese_review_rejects_in_its_own_word():
    said = answer(CHECKER_ZH, f"【资料】{FACTS}\n【文案】押金10英镑，可以退。")
    assert said.startswith("退回")
