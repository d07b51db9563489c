"""Quantities with units, unit names, and unit conversions, in English and Chinese."""

import pytest

from course_lib.offline.read.units import conversion, find_quantities, unit_of


@pytest.mark.parametrize("text, expected", [
    ("a 12 km walk", [(12, "kilometer")]),
    ("about 5 miles away", [(5, "mile")]),
    ("the bag weighs 3.5 kg", [(3.5, "kilogram")]),
    ("it was 72°F", [(72, "degree_Fahrenheit")]),
    ("20 degrees Celsius", [(20, "degree_Celsius")]),
    ("add 2 liters of water", [(2, "liter")]),
    ("跑了五公里", [(5, "kilometer")]),
    ("买3公斤苹果", [(3, "kilogram")]),
    ("今天20摄氏度", [(20, "degree_Celsius")]),
    ("喝两升水", [(2, "liter")]),
    ("-5°C tonight", [(-5, "degree_Celsius")]),
    ("12km then 3m", [(12, "kilometer"), (3, "meter")]),
    ("100 km/h", [(100, "kilometer / hour")]),
    ("外面30℃", [(30, "degree_Celsius")]),
    ("六英尺高", [(6, "foot")]),
    ("走了三点五公里", [(3.5, "kilometer")]),
])
def test_quantities(text, expected):
    assert [(q.value, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize("text", [
    "see you at 3 pm",
    "five in a row",
    "I have 3 apples",
    "order A-1024 is late",
])
def test_no_quantities_in_ordinary_sentences(text):
    assert find_quantities(text) == []


@pytest.mark.parametrize("word, unit", [
    ("miles", "mile"), ("公里", "kilometer"), ("°C", "degree_Celsius"),
    ("fahrenheit", "degree_Fahrenheit"), ("英尺", "foot"), ("Celsius", "degree_Celsius"),
    ("kilometres", "kilometer"), ("磅", "pound"), ("lbs", "pound"), ("摄氏度", "degree_Celsius"),
    ("hello", None), ("in", None), ("", None), ("the", None),
])
def test_unit_of(word, unit):
    assert unit_of(word) == unit


@pytest.mark.parametrize("text, expected", [
    ("How many miles is 10 km?", ("kilometer", "mile")),
    ("convert 5 miles to km", ("mile", "kilometer")),
    ("10公里是多少英里", ("kilometer", "mile")),
    ("72°F in Celsius", ("degree_Fahrenheit", "degree_Celsius")),
    ("celsius to fahrenheit", ("degree_Celsius", "degree_Fahrenheit")),
    ("把3公斤换算成磅", ("kilogram", "pound")),
    ("how many feet in 2 meters", ("meter", "foot")),
])
def test_conversion_direction(text, expected):
    assert conversion(text) == expected


def test_span_covers_number_and_unit():
    text = "walk 12 km today"
    (q,) = find_quantities(text)
    assert text[q.start:q.end] == "12 km"
