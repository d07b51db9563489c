"""Ids where a schema expects them: `email_id` is an id (not an address), an account code is a
recipient when the description accepts ids, and a sentence's full stop is not part of a value
read by its pattern. Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.read.conversation import read
from course_lib.offline.read.kinds import kind_of

S = {"type": "string"}
TODAY = dt.date(2026, 12, 1)


def spec(name, properties, required):
    tool = {"type": "function", "function": {"name": name, "description": f"{name.replace('_', ' ')}.",
            "parameters": {"type": "object", "properties": properties, "required": required}}}
    return read({"model": "offline", "messages": [{"role": "user", "content": "x"}], "tools": [tool]}).tools[0]


FORWARD = spec("forward_message", {"email_id": S, "to": {"type": "string", "format": "email"}}, ["email_id", "to"])
PAY = spec("send_payment", {"amount": {"type": "number"}, "currency": {"type": "string", "description": "ISO code"},
                            "recipient": {"type": "string", "description": "name or account id"}}, ["amount", "recipient"])
POST = spec("post_update", {"channel": {"type": "string", "pattern": r"^#\S+$"},
                            "text": {"type": "string", "description": "the update"}}, ["channel", "text"])


def test_an_email_id_names_an_email_not_an_address():
    assert kind_of("email_id", S) == "id" and kind_of("url_id", S) == "id"
    assert kind_of("email", S) == "email"
    assert fill_arguments(FORWARD, "Forward message MSG-204 to ana@post.example", TODAY) == \
        [{"email_id": "MSG-204", "to": "ana@post.example"}]


@pytest.mark.parametrize("text, recipient", [
    ("Wire 75 GBP to account ZX-310", "ZX-310"),
    ("给账户 QP-77 转 300 元", "QP-77"),
    ("Pay Lena 20 euros for invoice INV-551", "Lena"),   # a name given: the code is something else
])
def test_an_account_code_is_a_recipient_when_the_description_takes_ids(text, recipient):
    [call] = fill_arguments(PAY, text, TODAY)
    assert call["recipient"] == recipient


def test_a_value_read_by_its_pattern_ends_before_the_full_stop():
    assert fill_arguments(POST, "Post 'deploy done' to #build-status.", TODAY) == \
        [{"channel": "#build-status", "text": "deploy done"}]


import datetime as _dt

from course_lib.offline.read.extract import find as _find


@pytest.mark.parametrize("field, text, value", [
    ("pitch_id", "Reserve pitch P-9 for Ingrid Berg", "P-9"),
    ("locker_no", "please open locker 7 for me", "7"),
    ("room_no", "send housekeeping to room 4B", "4B"),
])
def test_a_short_code_after_the_fields_own_noun_is_its_value(field, text, value):
    assert [f.value for f in _find(field, {"type": "string"}, text, _dt.date(2026, 12, 1))] == [value]


@pytest.mark.parametrize("field, text", [
    ("pitch_id", "reserve a pitch for 2 nights"),      # a count, not a pitch's code
    ("table_id", "a table for 4 people"),
])
def test_a_number_that_is_not_written_after_the_noun_is_no_code(field, text):
    assert _find(field, {"type": "string"}, text, _dt.date(2026, 12, 1)) == []
