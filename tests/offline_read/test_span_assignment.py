"""A tool's own string fields take the span the grammar gives each (read/spans.py): the
preposition or marker before a span, the verb whose object it is, a label written with a
code, an example in the description. Each span serves one field, so two fields never share
or swap one; an optional field with no clear span stays out, and a field naming a thing
never gets the whole message. Tools and wording appear nowhere in the lessons or
tests/fidelity/."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.offline.decide.arguments import MissingArgument, fill_arguments
from course_lib.offline.read.conversation import read
from course_lib.offline.read.spans import assign, candidate_spans, names_a_thing

TODAY = dt.date(2026, 12, 1)


def S(description: str) -> dict:
    return {"type": "string", "description": description}


def spec(name, description, properties, required):
    tool = {"type": "function", "function": {"name": name, "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required}}}
    return read({"model": "offline", "messages": [{"role": "user", "content": "x"}],
                 "tools": [tool]}).tools[0]


BOOK = spec("book_table", "Reserve a table at a restaurant.",
            {"restaurant": S("name of the restaurant"), "party_name": S("name the booking is under")},
            ["restaurant", "party_name"])
TRAM = spec("next_departure", "Next tram departure from a stop.",
            {"line": S("tram line, e.g. '4'"), "stop": S("stop to leave from")}, ["line", "stop"])
STOCK = spec("move_stock", "Move stock between shelves.",
             {"sku": S("item code, e.g. 'SKU-1234'"), "from_shelf": S("shelf it is on now"),
              "to_shelf": S("shelf to move it to")}, ["sku", "from_shelf", "to_shelf"])
ROOM = spec("relocate_item", "Move a piece of furniture to another room.",
            {"item": S("what to move"), "to_room": S("room to put it in")}, ["item", "to_room"])
CARD = spec("renew_card", "Renew a library card.", {"card_holder": S("who holds the card")},
            ["card_holder"])
PET = spec("rename_pet", "Change the name of a pet in the pet register.",
           {"pet_name": S("the new name")}, ["pet_name"])
FEED = spec("schedule_feeding", "Set a reminder to feed something.",
            {"creature": S("what to feed")}, ["creature"])
SHOW = spec("record_show", "Record a TV show.",
            {"show": S("the show to record"), "channel": S("channel number")}, ["show"])
SEAT = spec("assign_seat", "Seat a wedding guest at a table.",
            {"guest": S("guest's full name"), "table_label": S("table, e.g. 'T12'")},
            ["guest", "table_label"])
LAB = spec("ship_sample", "Ship a sample to a lab.",
           {"sample": S("sample code, e.g. 'S-0042'"), "lab": S("receiving lab")}, ["sample", "lab"])
CLUB = spec("transfer_player", "Register a player's transfer between clubs.",
            {"player": S("player's name"), "from_club": S("club he leaves"),
             "to_club": S("club he joins")}, ["player", "from_club", "to_club"])
SHIFT = spec("shift_stock", "Move stock between shelves.",
             {"item": S("what to shift"), "from_shelf": S("shelf it is on now"),
              "to_shelf": S("shelf to move it to")}, ["item", "from_shelf", "to_shelf"])
COURT = spec("reserve_court", "Reserve a tennis court.",
             {"court": S("court to book"), "partner": S("who you play with")}, ["court"])


@pytest.mark.parametrize("tool, text, expected", [
    # "at" marks the place, "for" the party: neither the whole message nor swapped
    (BOOK, "could you sort out a reservation at the Blue Lotus for the Hendersons",
     {"restaurant": "Blue Lotus", "party_name": "Hendersons"}),
    (BOOK, "For the Okafors, book a table at Casa Verde",
     {"restaurant": "Casa Verde", "party_name": "Okafors"}),
    (BOOK, "在金满楼给李家订一桌", {"restaurant": "金满楼", "party_name": "李家"}),
    # an example in the description ('4') takes the number; "from" (the description ends on
    # it) takes the stop
    (TRAM, "when's the next 4 from Maple Avenue", {"line": "4", "stop": "Maple Avenue"}),
    (TRAM, "next 11 leaving Harbour Square?", {"line": "11", "stop": "Harbour Square"}),
    (TRAM, "从人民广场出发的下一班7路什么时候到", {"line": "7", "stop": "人民广场"}),
    # each code in its own field, nothing glued: "from"/"to" and the label "shelf"/货架
    (STOCK, "move SKU-4471 from shelf K-3-2 to shelf M-1-9",
     {"sku": "SKU-4471", "from_shelf": "K-3-2", "to_shelf": "M-1-9"}),
    (STOCK, "把 SKU-5310 从货架 C-1-1 移到货架 D-4-2",
     {"sku": "SKU-5310", "from_shelf": "C-1-1", "to_shelf": "D-4-2"}),
    # the object of the verb the field names; the destination is not part of it
    (ROOM, "move the old piano to the Blue Room", {"item": "old piano", "to_room": "Blue Room"}),
    (ROOM, "把旧钢琴搬到客房", {"item": "旧钢琴", "to_room": "客房"}),
    # a free-text field whose description names the verb ("what to shift") takes its object
    (SHIFT, "shift the blue mugs from shelf K-3-2 to shelf M-1-9",
     {"item": "blue mugs", "from_shelf": "K-3-2", "to_shelf": "M-1-9"}),
    (SHIFT, "把蓝色马克杯从货架K-3-2挪到货架M-1-9",
     {"item": "蓝色马克杯", "from_shelf": "K-3-2", "to_shelf": "M-1-9"}),
    (CARD, "please renew the library card of Ana Souza", {"card_holder": "Ana Souza"}),
    (CARD, "给张伟续一下借书证", {"card_holder": "张伟"}),
    # what a name is changed to (改成, 叫, "to")
    (PET, "帮我把宠物登记里的猫咪名字改成团子", {"pet_name": "团子"}),
    (PET, "我家狗以后叫豆豆", {"pet_name": "豆豆"}),
    (PET, "change my cat's name to Biscuit", {"pet_name": "Biscuit"}),
    (FEED, "Set up a reminder to feed the sourdough starter", {"creature": "sourdough starter"}),
    (FEED, "提醒我喂金鱼", {"creature": "金鱼"}),
    (SHOW, "record Night Garden on channel 5", {"show": "Night Garden", "channel": "5"}),
    (SHOW, "帮我录《深夜食堂》", {"show": "深夜食堂"}),
    (SEAT, "seat Priya Nair at table T4", {"guest": "Priya Nair", "table_label": "T4"}),
    (SEAT, "把周敏安排到T7桌", {"guest": "周敏", "table_label": "T7"}),
    (LAB, "send sample S-0193 to the Kestrel Lab", {"sample": "S-0193", "lab": "Kestrel Lab"}),
    (LAB, "把样本S-0077寄到华东检测中心", {"sample": "S-0077", "lab": "华东检测中心"}),
    (CLUB, "transfer Marco Silva from Porto Azul to Riverside United",
     {"player": "Marco Silva", "from_club": "Porto Azul", "to_club": "Riverside United"}),
    (CLUB, "把球员李强从红星队转到蓝天队", {"player": "李强", "from_club": "红星队", "to_club": "蓝天队"}),
    (COURT, "reserve Court 3 with Jonas Berg", {"court": "3", "partner": "Jonas Berg"}),
])
def test_each_field_takes_the_span_the_grammar_gives_it(tool, text, expected):
    assert fill_arguments(tool, text, TODAY) == [expected]


@pytest.mark.parametrize("tool, text, expected", [
    (SHOW, "record Night Garden", {"show": "Night Garden"}),
    (COURT, "reserve the Centre Court", {"court": "Centre Court"}),
    (SHOW, "帮我录《深夜食堂》", {"show": "深夜食堂"}),
])
def test_an_optional_field_the_user_did_not_give_stays_out(tool, text, expected):
    assert fill_arguments(tool, text, TODAY) == [expected]


@pytest.mark.parametrize("tool, text", [
    (TRAM, "when's the next tram?"),
    (STOCK, "shift the blue mugs from shelf K-3-2 to shelf M-1-9"),   # no item code given: ask
    (LAB, "please ship it to the usual place"),
])
def test_a_field_naming_a_thing_never_gets_the_whole_message(tool, text):
    with pytest.raises(MissingArgument):
        fill_arguments(tool, text, TODAY)


def test_spans_remember_their_cue_and_label():
    spans = {s.text: s for s in candidate_spans("shift it from bay K-3-2 to bay M-1-9")}
    assert (spans["K-3-2"].cue, spans["K-3-2"].label) == ("from", "bay")
    assert (spans["M-1-9"].cue, spans["M-1-9"].label) == ("to", "bay")
    zh = {s.text: s for s in candidate_spans("从东门出发到北湖公园")}
    assert zh["东门"].cue == "from" and zh["北湖公园"].cue == "to"


def test_two_fields_never_share_or_overlap_a_span():
    fields = [("origin_bay", S("bay it leaves")), ("destination_bay", S("bay it goes to")),
              ("code", S("pallet code, e.g. 'P-100'"))]
    chosen = assign(fields, "take pallet P-551 from bay K-3-2 to bay M-1-9", [], set())
    assert {n: s.text for n, s in chosen.items()} == \
        {"origin_bay": "K-3-2", "destination_bay": "M-1-9", "code": "P-551"}
    spans = sorted((s.start, s.end) for s in chosen.values())
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))


def test_a_span_other_arguments_took_is_not_offered_again():
    text = "seat Priya Nair at table T4"
    start = text.index("Priya")
    chosen = assign([("guest", S("guest's full name"))], text, [(start, start + 10)], set())
    assert "guest" not in chosen


def test_the_whole_request_is_no_thing():
    assert not names_a_thing("when's the next tram", "when's the next tram?")
    assert names_a_thing("Maple Avenue", "when's the next 4 from Maple Avenue")


KAYAK = spec("find_kayaks", "Find kayaks to rent at a lake.",
             {"lake": S("the lake"), "hours": {"type": "integer"}}, ["lake", "hours"])
METER = spec("gas_meter", "Latest gas meter reading for an apartment.",
             {"apartment": S("the apartment")}, ["apartment"])


def test_a_name_after_in_is_a_place_even_after_an_adjective_that_looks_like_a_verb():
    # "free in Sarek": 'in' before a capitalised name is a preposition, not a particle of 'free'
    assert fill_arguments(KAYAK, "Any kayaks free on Lake Vättern for 2 hours?", TODAY) == \
        [{"lake": "Lake Vättern", "hours": 2}]


def test_a_label_that_is_a_synonym_of_the_field_names_it():
    # WordNet: flat and apartment are one sense
    assert fill_arguments(METER, "what does the gas meter say for flat 12C", TODAY) == \
        [{"apartment": "12C"}]
