"""Ids glued to Chinese: Chinese puts no space around a code, so 处方RX-5521续一下 holds the id
RX-5521 (regex's \\w counts 方 and 续 as letters; an id's edge is a Latin letter, digit or
dash). A code of digits only is an id where a label stands before it (户号330-2291) or where
the description's example is digit groups ('e.g. 120-4455'); a bare number, an amount, a
date is not. Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.decide.relevance import pick_tools
from course_lib.offline.read.conversation import read
from course_lib.offline.read.extract import MissingArgument, shaped_like

TODAY = dt.date(2026, 12, 1)


def spec(name, description, properties):
    tool = {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": list(properties)}}}
    return read({"model": "offline", "messages": [{"role": "user", "content": "x"}], "tools": [tool]}).tools[0]


def text(description=""):
    return {"type": "string", "description": description} if description else {"type": "string"}


LOCKER = spec("open_locker", "打开快递柜", {"locker_code": text()})
LIBRARY = spec("renew_loan", "续借图书", {"loan_id": text("借阅号，例如 LN-40721")})
METER = spec("gas_meter", "查询燃气表读数", {"meter_no": text("表号, e.g. 120-4455")})
MEMBER = spec("member_points", "查询会员积分", {"member_number": text()})
TICKET = spec("change_ticket", "改签火车票", {"ticket_id": text()})
INVOICE = spec("void_invoice", "作废一张发票", {"invoice_id": text()})
POSTCODE = spec("postcode_area", "查询邮编所属地区", {"postcode": {"type": "string", "pattern": r"^\d{6}$"}})


@pytest.mark.parametrize("tool, request_text, value", [
    (LOCKER, "快递柜KX-8812打不开", "KX-8812"),                 # glued on both sides
    (LOCKER, "帮我开一下KX8812号柜子", "KX8812"),               # no dash, then 号
    (LIBRARY, "借阅号LN-51230续借一下", "LN-51230"),             # after a label, before a verb
    (LIBRARY, "把LN-51230续借", "LN-51230"),
    (TICKET, "票号E-7731改到明天", "E-7731"),                   # one letter, dash, digits
    (INVOICE, "发票INV-2026-118作废", "INV-2026-118"),          # letters and two digit groups
    (MEMBER, "会员号88127的积分还有多少", "88127"),               # digits only, after 号
    (METER, "表号330-2291现在读数多少", "330-2291"),              # digits only, example shows groups
    (METER, "查一下330-2291的读数", "330-2291"),                  # ... even without a label
    (POSTCODE, "邮编100080是哪个区", "100080"),                   # a schema pattern, glued
    (LOCKER, "locker KX-8812 won't open", "KX-8812"),            # English as before
])
def test_an_id_glued_to_chinese_is_read(tool, request_text, value):
    [args] = fill_arguments(tool, request_text, TODAY)
    assert list(args.values()) == [value]


@pytest.mark.parametrize("tool, request_text", [
    (MEMBER, "12月3号1200元的积分"),      # 3号 is a day of the month, 1200元 an amount
    (LOCKER, "我买了iPhone15"),           # a product name: letters run into the code
    (MEMBER, "我有2024个积分"),           # a bare number with no label
])
def test_a_number_that_is_no_id_is_not_read_as_one(tool, request_text):
    with pytest.raises(MissingArgument):
        fill_arguments(tool, request_text, TODAY)


def test_digit_groups_are_a_shape_only_with_the_examples_separator():
    found = [f.value for f in shaped_like("120-4455", "2026-12-05 付了 3450.75 元，表号 331-2291，门牌 33-22")]
    assert found == ["331-2291"]


def test_a_glued_id_built_like_a_tools_example_helps_choose_the_tool():
    tools = [LIBRARY, spec("renew_passport", "Passport services.", {"passport_no": text("e.g. E12345678")})]
    assert [f.tool.name for f in pick_tools("LN-51230能不能再延长两周", tools)] == ["renew_loan"]
