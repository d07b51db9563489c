"""Currencies by code, symbol and name, and which way a conversion goes."""

import pytest

from course_lib.offline.read.currencies import conversion, find_currencies


@pytest.mark.parametrize("text, expected", [
    ("rates for usd please", ["USD"]),
    ("$, € and £", ["USD", "EUR", "GBP"]),
    ("how much is that in yen", ["JPY"]),
    ("I only have euros", ["EUR"]),
    ("paid in Swiss francs", ["CHF"]),
    ("South Korean won or Japanese yen", ["KRW", "JPY"]),
    ("Hong Kong dollars to Australian dollars", ["HKD", "AUD"]),
    ("pounds sterling", ["GBP"]),
    ("dollars, then yuan", ["USD", "CNY"]),
    ("人民币兑日元", ["CNY", "JPY"]),
    ("港币和韩元", ["HKD", "KRW"]),
    ("欧元还是英镑", ["EUR", "GBP"]),
    ("一共五百元", ["CNY"]),
    ("三百块", ["CNY"]),
    ("美金", ["USD"]),
    ("EUR, USD and EUR again", ["EUR", "USD"]),   # order of first appearance
    ("convert CHF to SEK", ["CHF", "SEK"]),
])
def test_currencies_named(text, expected):
    assert find_currencies(text) == expected


@pytest.mark.parametrize("text", [
    "I won the game, it was real fun",      # won / real are words here
    "I want to try it all on top",          # try, all, top: not TRY, ALL, TOP
    "元旦快乐，单元测试通过了",              # 元 inside words
    "我们一块去吧",                          # 一块 = together
    "Please send the report by Friday",
])
def test_no_currency_in_ordinary_sentences(text):
    assert find_currencies(text) == []


@pytest.mark.parametrize("text, expected", [
    ("How many yuan is 100 dollars?", ("USD", "CNY")),
    ("100 USD to EUR", ("USD", "EUR")),
    ("convert 50 pounds into yen", ("GBP", "JPY")),
    ("what's 20 euros in dollars", ("EUR", "USD")),
    ("100美元是多少人民币", ("USD", "CNY")),
    ("把500日元换成人民币", ("JPY", "CNY")),
    ("多少欧元能换100美元", ("USD", "EUR")),
    ("the dollar to yen rate", ("USD", "JPY")),
    ("一美元换多少日元", ("USD", "JPY")),
    ("EUR/USD today", ("EUR", "USD")),
    ("How many yen would I get for 30 Swiss francs?", ("CHF", "JPY")),
    ("convert to euros", (None, "EUR")),
    ("What is the weather like?", (None, None)),
])
def test_conversion_direction(text, expected):
    assert conversion(text) == expected
