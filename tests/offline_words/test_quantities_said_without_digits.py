"""A quantity whose number is an article or a fraction: "half a kilo", "a quarter kilo",
"a metre", 半公斤, 半斤, and "kilos" as kilograms (pint alone reads it as kilo-seconds).
Only units of everyday measures are read so: "a cat" is no unit, and "an hour" is left
to the duration reader.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.units import find_quantities


@pytest.mark.parametrize("text, value, unit", [
    ("half a kilo of dried figs", 0.5, "kilogram"),
    ("a quarter kilo of dates", 0.25, "kilogram"),
    ("three kilos of walnuts", 3.0, "kilogram"),
    ("a metre of ribbon", 1.0, "meter"),
    ("half a cup of sugar", 0.5, "cup"),
    ("半公斤无花果", 0.5, "kilogram"),
    ("半斤核桃", 0.5, "jin"),
])
def test_the_quantity_and_its_unit(text, value, unit):
    [q] = find_quantities(text)
    assert (q.value, q.unit) == (value, unit)


@pytest.mark.parametrize("text", ["I want a cat", "an hour later", "a day at the market", "a bar of soap"])
def test_no_quantity_where_no_measure_is_said(text):
    assert find_quantities(text) == []


NUTS = {"type": "function", "function": {
    "name": "hold_dried_fruit", "description": "Hold dried fruit or nuts at the market stall for collection.",
    "parameters": {"type": "object", "properties": {
        "item": {"type": "string"}, "grams": {"type": "integer", "description": "weight in grams"},
        "collect_on": {"type": "string", "format": "date"}}, "required": ["item", "grams", "collect_on"]}}}


@pytest.mark.parametrize("text, grams", [
    ("Hold half a kilo of dried figs for Saturday.", 500),
    ("Hold two and a half kilos of walnuts for Saturday.", 2500),
])
def test_a_grams_field_takes_the_weight_said_in_words(text, grams):
    body = {"model": "offline", "tools": [NUTS], "messages": [
        {"role": "system", "content": "Today is 2027-06-08."}, {"role": "user", "content": text}]}
    [call] = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    args = json.loads(call["function"]["arguments"])
    assert args["grams"] == grams and args["collect_on"] == "2027-06-12"
