"""Formats shown by example, quoted values, and causes: mechanisms tested with tools and
wording that appear nowhere in the lessons."""

from course_lib.offline.decide.relevance import pick_tools
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.extract import example_in, find
from course_lib.offline.write.computed import because
from course_lib.offline.write.sentences import field_clause
from course_lib.offline.read.conversation import PastCall


def spec(name, description, props, required=()):
    return ToolSpec(name, description, {"type": "object", "properties": props,
                                        "required": list(required)})


def test_an_example_in_a_description_is_a_format_to_look_for():
    assert example_in("Booking reference, e.g. 'QX 7781'.") == "QX 7781"
    assert example_in("例如 ZH9912") == "ZH9912"
    assert example_in("A name, like the user wrote it") is None  # no digit: not a format
    prop = {"type": "string", "description": "Parcel code, for example 'DE-40-771'"}
    # written with or without its separators, it is the same format
    assert [f.value for f in find("parcel_id", prop, "Is it de40771 or DE-40-771, or 4077?")] \
        == ["de40771", "DE-40-771"]
    seat = {"type": "string", "description": "Seat, e.g. '14C'"}
    assert [f.value for f in find("seat_code", seat, "Can I move to 22A instead of 3B?")] \
        == ["22A", "3B"]


def test_the_tools_example_shows_its_only_id_field():
    tool = spec("track_parcel", "Where a parcel is, by its tracking code (e.g. 'JD 55012').",
                {"code": {"type": "string"}}, ["code"])
    assert "JD 55012" in tool.properties["code"]["description"]
    two_ids = spec("move", "Move a parcel, e.g. 'JD 55012', to a locker, e.g. 'LK-9'.",
                   {"parcel_id": {"type": "string"}, "locker_id": {"type": "string"}})
    assert "description" not in two_ids.properties["parcel_id"]  # which id? it doesn't say


def test_a_value_in_a_tools_format_picks_the_tool_when_no_words_fit():
    parcel = spec("track", "Live position of a parcel, e.g. 'JD 55012'.",
                  {"code": {"type": "string"}}, ["code"])
    recipe = spec("recipes", "Search recipes by ingredient.", {"q": {"type": "string"}}, ["q"])
    assert [f.tool.name for f in pick_tools("JD55012 还要多久？", [recipe, parcel])] == ["track"]
    assert pick_tools("还要多久？", [recipe, parcel]) == []


def test_quoted_words_are_a_value_not_the_request():
    todo = spec("add_todo", "Add an item to the to-do list.", {"title": {"type": "string"}})
    spend = spec("log_spending", "Record money spent.", {"amount": {"type": "number"}})
    picked = pick_tools('Put "pay the gas bill and spend less" on my to-do list', [spend, todo])
    assert [f.tool.name for f in picked] == ["add_todo"]


def test_why_is_answered_with_the_state_and_its_cause():
    result = {"train": "ICE 578", "status": "late", "late_minutes": 25,
              "cause": "a signal failure near Fulda", "platform": "7"}
    answer = because("Why is my train late?", PastCall("1", "t", "{}", {}, None, result), False)
    assert "late" in answer and "25 minutes" in answer and "signal failure near Fulda" in answer
    assert "platform" not in answer
    zh = because("为什么晚点了？", PastCall("1", "t", "{}", {}, None, result), True)
    assert "原因是“a signal failure near Fulda”" in zh   # quoted as the data says it, untranslated


def test_a_measured_field_reads_as_a_measurement():
    assert field_clause("wait_minutes", 12, False) == "a wait of 12 minutes"
    assert field_clause("free_seats", 3, False) == "3 free seats"
    assert field_clause("minutes", 5, False) == "5 minutes"


def test_a_record_that_is_only_its_id_is_still_said():
    from course_lib.offline.write.sentences import describe
    assert describe([{"voucher_id": "V-77"}], "Which vouchers do I have?", False) == "Voucher V-77."
    assert describe([{"voucher_id": "V-77"}], "我有哪些代金券？", True).endswith("V-77。")


def test_where_a_thing_goes_is_not_part_of_the_thing():
    from course_lib.offline.read.phrases import phrase
    from course_lib.offline.read.text import concepts
    packing = concepts("add to packing list Add one thing to the trip's packing list.")
    assert phrase("Add sun cream and a hat to my packing list", (), packing) == "sun cream and a hat"
    assert phrase("Add a charger for the camera to the packing list", (), packing) \
        == "charger for the camera"   # only the last phrase says where it goes
    assert phrase("把两双袜子加到行李清单", (), packing | concepts("行李清单")) == "两双袜子"


def test_hyphenated_words_are_also_read_whole():
    from course_lib.offline.read.text import concepts
    assert {"todo", "email"} <= concepts("my to-do list and my e-mail")
