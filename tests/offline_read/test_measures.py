"""Chinese measure words and money as people say it, with wording from no lesson."""

from course_lib.offline.read.extract import find
from course_lib.offline.read.measures import measure_words
from course_lib.offline.read.numbers import find_amounts, find_numbers


def values(text):
    return [n.value for n in find_numbers(text)]


def test_measure_words_come_from_the_dictionary():
    words = measure_words()
    assert {"个", "张", "杯", "瓶", "斤", "盒", "公斤"} <= words
    assert not {"和", "月", "的"} & words


def test_one_is_a_number_before_a_measure_word_only():
    assert values("来一瓶啤酒") == [1.0]
    assert values("一块蛋糕") == [1.0]
    assert values("我们一起走") == [] and values("等一下") == [] and values("都一样") == []


def test_money_said_in_yuan_and_tenths():
    assert values("打车花了二十三块五") == [23.5]
    assert values("一杯奶茶十二块八毛") == [1.0, 12.8]
    assert values("停车费4块5") == [4.5]
    assert [(a.value, a.currency) for a in find_amounts("门票八十块五")] == [(80.5, "CNY")]
    assert values("五块钱") == [5.0]


def test_the_measure_word_is_the_unit_of_a_count():
    unit = {"type": "string"}
    assert [f.value for f in find("unit", unit, "三瓶矿泉水")] == ["瓶"]
    assert [f.value for f in find("unit", unit, "称两公斤排骨")] == ["kilogram"]  # a unit pint knows


def test_yi_ge_is_the_article_a_not_the_number_one():
    assert values("帮我订一个网球场") == [] and values("来一个苹果") == []
    assert values("三个苹果") == [3.0] and values("一盒牛奶") == [1.0]


def test_an_hour_field_takes_the_hour_of_a_time_of_day():
    hour = {"type": "integer"}
    assert [f.value for f in find("hour", hour, "明天晚上7点订场地", (2026, 12, 1))] == [19]
    assert [f.value for f in find("start_hour", hour, "from 9:30 am", (2026, 12, 1))] == [9]
    assert [f.value for f in find("hours", hour, "for 3 hours", (2026, 12, 1))] == [3]
