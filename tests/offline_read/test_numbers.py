"""Numbers and amounts as people write them, in English and Chinese."""

import pytest
from hypothesis import given, settings, strategies as st

from course_lib.offline.read.numbers import find_amounts, find_numbers


def values(text):
    return [n.value for n in find_numbers(text)]


@pytest.mark.parametrize("text, expected", [
    ("The invoice total is 3,450.75 after tax", [3450.75]),
    ("roughly 1 200 people came", [1200]),
    ("a discount of 12.5 percent", [12.5]),
    ("she has 1.2k followers", [1200]),
    ("a 3.4 million budget", [3_400_000]),
    ("we raised $3m last year", [3_000_000]),
    ("I ran 3m", [3]),                       # metres, not millions
    ("three hundred and twelve boxes", [312]),
    ("twenty-five apples and forty two pears", [25, 42]),
    ("two point five litres", [2.5]),
    ("两千五百", [2500]),
    ("三百一十二个", [312]),
    ("工资一万二", [12000]),
    ("预算2.5万", [25000]),
    ("市值3亿", [300_000_000]),
    ("十五个人", [15]),
    ("打85%的折扣", [85]),
    ("百分之二十的人", [20]),
    ("I bought 3 apples and 两个橙子", [3, 2]),
    ("-5 degrees outside", [-5]),
    ("17 - 5", [17, 5]),                     # the minus there is an operator
    ("ship ３０ units", [30]),               # full-width digits
])
def test_numbers_are_read(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize("text", [
    "Where is order A-1024?",
    "invoice INV-2024-07 is late",
    "see ticket #4412",
    "the meeting is on 2026-10-12 at 15:30",
    "it was due 11/02/2026",
    "call me on +1 555-123-4567",
    "我的手机是13800138000",
    "back in March 2026",
    "on 3 March 2027",
    "2026年10月12日",
    "我们一起去吧，一样的东西",      # 一 in ordinary words
    "千万不要忘记",                  # 千万 = "by all means"
    "星期三见，第一次",              # weekday, ordinal
    "下午三点见",                    # a time
    "九点一刻出发",
    "no one knows",                  # a lone "one" is a word
    "meet at 3pm",
])
def test_no_numbers_in_ids_dates_times_or_words(text):
    assert values(text) == []


def test_spans_point_into_the_text():
    text = "Pay 3,450.75 now and 两千五百 later"
    found = find_numbers(text)
    assert [text[n.start:n.end] for n in found] == ["3,450.75", "两千五百"]
    assert [n.text for n in found] == ["3,450.75", "两千五百"]


def test_a_percentage_keeps_its_sign_outside_the_span():
    text = "what is 20% of 150"
    first = find_numbers(text)[0]
    assert (first.value, text[first.end]) == (20, "%")


@pytest.mark.parametrize("text, expected", [
    ("It costs $3,450.75", [(3450.75, "USD")]),
    ("£80 or 80 GBP", [(80, "GBP"), (80, "GBP")]),
    ("I owe you 100 dollars", [(100, "USD")]),
    ("€12, that is 12 euros", [(12, "EUR"), (12, "EUR")]),
    ("一百美元", [(100, "USD")]),
    ("两千五百元", [(2500, "CNY")]),
    ("这个要¥300", [(300, "CNY")]),              # ¥ in a Chinese text: yuan
    ("¥300 in yen please", [(300, "JPY")]),      # the text says yen
    ("US$5 each", [(5, "USD")]),
    ("300块钱", [(300, "CNY")]),
    ("USD 100 and 50 CHF", [(100, "USD"), (50, "CHF")]),
    ("一美元换多少日元", [(1, "USD")]),
    ("I won 5000 won", [(5000, "KRW")]),
    ("order 12 apples", []),                     # a number, not money
])
def test_amounts(text, expected):
    assert [(a.value, a.currency) for a in find_amounts(text)] == expected


def test_amount_span_covers_sign_and_number():
    text = "Send US$5 to Bob"
    (a,) = find_amounts(text)
    assert text[a.start:a.end] == "US$5"


@settings(max_examples=200, deadline=None, database=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=99),
       st.booleans())
def test_any_formatted_number_round_trips(whole, cents, with_cents):
    written = f"{whole:,}" + (f".{cents:02d}" if with_cents else "")
    expected = whole + (cents / 100 if with_cents else 0)
    found = find_numbers(f"The total was {written} in all.")
    assert len(found) == 1 and found[0].value == pytest.approx(expected)
    assert found[0].text == written


@settings(max_examples=100, deadline=None, database=None)
@given(st.integers(min_value=2, max_value=99_999_999))  # 一 alone is "a", not a number
def test_chinese_numerals_round_trip(n):
    import cn2an
    written = cn2an.an2cn(n)
    assert values(f"一共{written}个") == [n]
