"""A state the question names ("my oldest *unpaid* invoice", "最早一张未取的") narrows a list
to the items in that state before a superlative or a name picks one: the state is a field
whose short values repeat across the list, and the question says one of them outright.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt

from course_lib.offline.decide.references import pick_item, with_named_state

TODAY = dt.date(2026, 12, 1)
INVOICES = [{"ref": "INV-1", "sent": "2026-09-02", "state": "paid"},
            {"ref": "INV-2", "sent": "2026-09-20", "state": "unpaid"},
            {"ref": "INV-3", "sent": "2026-10-05", "state": "unpaid"}]
PARCELS = [{"编号": "LF-01", "登记": "2026-11-02", "状态": "已领取"},
           {"编号": "LF-02", "登记": "2026-11-09", "状态": "未领取"},
           {"编号": "LF-03", "登记": "2026-11-20", "状态": "未领取"}]


def test_the_oldest_in_the_named_state():
    assert pick_item("chase my oldest unpaid invoice", INVOICES, today=TODAY)["ref"] == "INV-2"


def test_the_same_in_chinese():
    assert pick_item("最早登记的那件未领取的物品", PARCELS, today=TODAY)["编号"] == "LF-02"


def test_without_a_state_the_oldest_of_all():
    assert pick_item("chase my oldest invoice", INVOICES, today=TODAY)["ref"] == "INV-1"


def test_a_name_for_each_item_is_no_state():
    shelves = [{"id": "S1", "name": "oak"}, {"id": "S2", "name": "pine"}]
    assert with_named_state("the oak one", shelves) == shelves
