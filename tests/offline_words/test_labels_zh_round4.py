"""Chinese labels in the sense the request gives a field's word (write/senses.py,
write/glosses.py, write/sides.py, write/labels.py).

The tools and wording here are made up for these tests: a dental clinic, a royal
treasury, a coworking pass, a marina, a card club, a clinic rota, a car hire desk.
"""

from __future__ import annotations

import json

import pytest

from course_lib.offline.read.conversation import read
from course_lib.offline.write.glosses import _function_word, _read_sense, zh_gloss
from course_lib.offline.write.labels import label, zh_state, zh_value
from course_lib.offline.write.senses import (EMPTY, context_from, context_of, value_kind, within,
                                             wordnet_sense)


def zh(key: str, text: str = "", records=None, question: str = "") -> str:
    with within(context_from(text, records, question)):
        return label(key, True)


# ---------------------------------------------------------------- reading a dictionary sense

def test_a_bracketed_domain_is_read_apart_from_the_word():
    assert _read_sense("(dental) crown") == ("crown", ["dental"], False)
    assert _read_sense("(literary) a gate tower") == ("gate tower", [], True)


def test_a_setting_given_as_an_example_widens_and_a_trailing_setting_is_not_the_word():
    phrase, domain, register = _read_sense("to sign in (at a meeting etc)")
    assert phrase == "sign in" and [w[0] for w in domain] == ["~"] and not register
    phrase, domain, _ = _read_sense("to move out of a flat")
    assert phrase == "move out" and domain == ["~flat"]


def test_a_headword_that_is_also_a_grammar_word_is_never_a_label():
    assert _function_word(["fault", "blame", "no", "is not"])
    assert not _function_word(["crown (of a tooth)", "(dental) crown"])
    assert zh("blame", "Incident log of the car park: who is to blame") != "不是"


# ---------------------------------------------------------------- a narrow sense needs its domain

def test_a_dental_crown_is_a_tooth_crown_and_a_royal_one_is_not():
    assert zh("crown", "Dental clinic: each patient's treatment plan", {"crown": 1}) == "牙冠"
    royal = zh("crown", "Royal treasury exhibition: the jewels on show", {"crown": "St Edward"})
    assert royal and royal != "牙冠"


def test_outside_a_request_the_plain_sense_wins():
    with within(EMPTY):
        assert label("crown", True) != "牙冠"


# ---------------------------------------------------------------- WordNet's senses, told apart

def test_the_sense_of_a_noun_follows_the_words_around_it():
    ship = wordnet_sense("deck", context_from("Marina boat plan: cabins on each deck of the ship", {"deck": "upper"}))
    cards = wordnet_sense("deck", context_from("Card club: shuffle the deck and deal the cards", {"deck": "red"}))
    assert ship and "vessel" in ship and "card" not in ship
    assert cards and "card" in cards and "vessel" not in cards


def test_nothing_said_leaves_the_sense_open():
    assert wordnet_sense("deck", context_from("Opening hours", {"hours": "9-5"})) is None


# ---------------------------------------------------------------- phrases, whole

def test_a_phrase_key_is_glossed_whole_and_its_date_or_time_said():
    assert zh("sign_in") == "签到"
    assert zh("sign_in", "Conference badge desk", {"sign_in": "08:45"}) == "签到时间"
    assert zh("log_in") == "登录"


# ---------------------------------------------------------------- from / to

@pytest.mark.parametrize("records, text, start, end", [
    ({"from": "2027-03-01", "to": "2027-03-31"}, "Coworking pass", "起始日期", "结束日期"),
    ({"from": "07:30", "to": "09:00"}, "Dog walker's rota", "起始时间", "结束时间"),
    ({"from": "kim@example.net", "to": "desk@example.net"}, "Support mailbox", "发件人", "收件人"),
    ({"from": "Harbour Gate", "to": "Lighthouse"}, "Shuttle boat legs", "出发地", "目的地"),
])
def test_a_bare_from_and_to_say_which_end_by_their_value(records, text, start, end):
    assert zh("from", text, records) == start and zh("to", text, records) == end


def test_from_and_to_before_a_noun_name_the_two_ends_of_it():
    assert zh("from_pier", "Marina transfers").startswith("出发")
    assert zh("to_pier", "Marina transfers").startswith("到达")
    assert zh("from_account", "Bank transfer").startswith("原")
    assert zh("to_account", "Bank transfer").startswith("目标")
    assert "发件人" not in zh("from_pier") + zh("from_account")


# ---------------------------------------------------------------- states and plurals

def test_a_participle_is_a_verb_said_as_done_never_a_noun_glued_to_it():
    assert zh_state("archived", True) == "已存档"
    logged = zh_state("logged", True)
    assert logged is None or "日志" not in logged   # log as a noun is a journal: 已日志 reads wrong


def test_a_plural_key_names_things_not_the_verb():
    from course_lib.offline.write.glosses import _candidates
    verbs = {c[0] for c in _candidates("ride") if c[3]}
    assert zh_gloss("rides") not in verbs


def test_an_option_the_tool_offers_keeps_its_name():
    request = {"model": "offline", "messages": [{"role": "user", "content": "订一辆小车"}], "tools": [
        {"type": "function", "function": {"name": "hire_car", "description": "Book a hire car.",
         "parameters": {"type": "object", "properties": {
             "car_class": {"type": "string", "enum": ["compact", "estate"]}}}}}]}
    with within(context_of(read(request))):
        assert zh_value("compact") == "compact"


# ---------------------------------------------------------------- the asker's words

def test_the_askers_word_for_a_synonym_wins():
    assert zh("physician", "Clinic rota: which physician sees which patient",
              {"physician": "Dr Wu"}, "今天是哪位医生？") == "医生"


def test_the_request_says_what_kind_of_value_a_key_holds():
    assert [value_kind(v) for v in ("2027-03-01", "07:30", "kim@example.net", "Harbour Gate", 3)] == \
        ["date", "time", "email", "text", ""]


# ---------------------------------------------------------------- through the model

def _answer(question: str, tool: dict, args: dict, result: dict) -> str:
    from course_lib.offline.model import OfflineModel
    messages = [{"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": tool["function"]["name"], "arguments": json.dumps(args)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}]
    out = OfflineModel().handle({"model": "offline", "messages": messages, "tools": [tool]})
    return out.body["choices"][0]["message"]["content"]


PASS = {"type": "function", "function": {"name": "desk_pass", "description": "A coworking member's desk pass.",
        "parameters": {"type": "object", "properties": {"member": {"type": "string"}}, "required": ["member"]}}}
CLINIC = {"type": "function", "function": {"name": "dental_plan",
          "description": "A dental patient's treatment plan, tooth by tooth.",
          "parameters": {"type": "object", "properties": {"patient": {"type": "string"}}, "required": ["patient"]}}}


def test_a_chinese_answer_says_a_pass_runs_from_a_date_not_from_a_sender():
    text = _answer("会员 M-12 的工位通行证有效期是哪天到哪天？", PASS, {"member": "M-12"},
                   {"member": "M-12", "from": "2027-03-01", "to": "2027-03-31"})
    assert "发件人" not in text and "收件人" not in text, text
    assert "3月1日" in text and "3月31日" in text, text


def test_a_chinese_answer_names_a_dental_crown_as_a_tooth_crown():
    text = _answer("病人 Q-7 的治疗计划是什么？", CLINIC, {"patient": "Q-7"},
                   {"patient": "Q-7", "crown": "lower right molar", "price_eur": 410})
    assert "牙冠" in text and "王冠" not in text and "皇冠" not in text, text
