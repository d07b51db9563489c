"""Dates, months and times, always relative to a given today (never the clock)."""

import datetime as dt

import pytest

from course_lib.offline.read.dates import (find_dates, find_datetimes, find_months, find_times,
                                           today_from)

TODAY = dt.date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize("system, expected", [
    ("You are a shop assistant. Today is 2026-12-01.", dt.date(2026, 12, 1)),
    ("Current date: December 1, 2026", dt.date(2026, 12, 1)),
    ("Today: Tue 1 Dec 2026", dt.date(2026, 12, 1)),
    ("今天是2026年12月1日。", dt.date(2026, 12, 1)),
    ("当前日期：2026-12-01", dt.date(2026, 12, 1)),
    ("Today's date is 3 March 2027", dt.date(2027, 3, 3)),
    ("You are a helpful assistant.", None),
    ("Answer questions about today and tomorrow.", None),
])
def test_today_from(system, expected):
    assert today_from(system) == expected


@pytest.mark.parametrize("text, expected", [
    ("by March 3", "2027-03-03"),              # the nearest March 3
    ("on 3 March 2027", "2027-03-03"),
    ("since 2026-11-02", "2026-11-02"),
    ("due 11/02/2026", "2026-11-02"),          # month/day/year
    ("due 25/12/2026", "2026-12-25"),          # day first when it cannot be a month
    ("ordered on Nov 20th", "2026-11-20"),
    ("today please", "2026-12-01"),
    ("tomorrow", "2026-12-02"),
    ("yesterday", "2026-11-30"),
    ("the day after tomorrow", "2026-12-03"),
    ("next Friday", "2026-12-11"),             # Friday of next week
    ("this Friday", "2026-12-04"),
    ("on Monday", "2026-12-07"),
    ("last Friday", "2026-11-27"),
    ("in 3 days", "2026-12-04"),
    ("two weeks from now", "2026-12-15"),
    ("3 days ago", "2026-11-28"),
    ("in a month", "2027-01-01"),
    ("明天", "2026-12-02"),
    ("后天", "2026-12-03"),
    ("昨天", "2026-11-30"),
    ("下周五", "2026-12-11"),
    ("周三", "2026-12-02"),
    ("星期天", "2026-12-06"),
    ("上周一", "2026-11-23"),
    ("三天后", "2026-12-04"),
    ("两周以后", "2026-12-15"),
    ("下个月5号", "2027-01-05"),
    ("3月5日", "2027-03-05"),
    ("12月1日", "2026-12-01"),
    ("2027年1月15日", "2027-01-15"),
])
def test_dates(text, expected):
    assert [d.date.isoformat() for d in find_dates(text, TODAY)] == [expected]


@pytest.mark.parametrize("text", [
    "you may go now",
    "we march on",
    "I sat in the sun",
    "Please check order A-1024",
    "我们一起吃饭",
])
def test_no_dates_in_ordinary_sentences(text):
    assert find_dates(text, TODAY) == []


def test_two_dates_in_order_with_spans():
    text = "from tomorrow until next Friday"
    found = find_dates(text, TODAY)
    assert [text[d.start:d.end] for d in found] == ["tomorrow", "next Friday"]


@pytest.mark.parametrize("text, expected", [
    ("sales in September", (2026, 9)),
    ("sales in Sept 2025", (2025, 9)),
    ("last month", (2026, 11)),
    ("this month", (2026, 12)),
    ("the 2026-09 report", (2026, 9)),
    ("9月份的订单", (2026, 9)),
    ("上个月", (2026, 11)),
    ("2025年9月", (2025, 9)),
    ("next March", (2027, 3)),
    ("in December", (2026, 12)),
])
def test_months(text, expected):
    assert [(m.year, m.month) for m in find_months(text, TODAY)] == [expected]


@pytest.mark.parametrize("text", ["you may leave", "3月5日见", "the meeting on 2026-10-12"])
def test_no_month_alone(text):
    assert find_months(text, TODAY) == []


@pytest.mark.parametrize("text, expected", [
    ("at 3pm", "15:00"),
    ("3:30 pm", "15:30"),
    ("15:30", "15:30"),
    ("at noon", "12:00"),
    ("midnight", "00:00"),
    ("quarter to nine tonight", "20:45"),
    ("half past seven in the morning", "07:30"),
    ("at nine in the evening", "21:00"),
    ("twenty past ten", "10:20"),
    ("下午三点", "15:00"),
    ("晚上8点半", "20:30"),
    ("九点一刻", "09:15"),
    ("上午10点", "10:00"),
    ("中午12点", "12:00"),
])
def test_times(text, expected):
    assert [t.time.strftime("%H:%M") for t in find_times(text)] == [expected]


@pytest.mark.parametrize("text", ["I have 3 cats", "nine of them", "三个苹果"])
def test_no_times_in_ordinary_sentences(text):
    assert find_times(text) == []


@pytest.mark.parametrize("text, expected", [
    ("tomorrow at 3pm", "2026-12-02T15:00"),
    ("明天下午三点", "2026-12-02T15:00"),
    ("at 9am next Friday", "2026-12-11T09:00"),
    ("明晚8点", "2026-12-02T20:00"),
    ("on 2026-12-24 at 18:00", "2026-12-24T18:00"),
])
def test_datetimes(text, expected):
    found = find_datetimes(text, TODAY)
    assert [d.datetime.isoformat(timespec="minutes") for d in found] == [expected]
    assert (found[0].start, found[0].end) != (-1, -1)


def test_datetime_needs_both_parts():
    assert find_datetimes("tomorrow", TODAY) == []
    assert find_datetimes("at 3pm", TODAY) == []
