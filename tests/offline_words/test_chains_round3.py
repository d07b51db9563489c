"""Chains, round 3 (issue 8, point 4), on tools and wording of our own: an argument that is
one of the things another tool lists is looked up first (unless the user wrote its code); the
id reaches an argument named differently (`reference` ← `request_ref`, `slot_number` ← a
slot's `slot`, an item "described as a code"); an item picked by a state only it has, in
either language; a chain of three (find → list → act); a question never chains into a write."""

from __future__ import annotations

from _chain_loop import run, tool

from course_lib.offline.decide.pointing import lists, listed_thing_field, thing_noun
from course_lib.offline.decide.record_fields import (by_own_value, identifies, kind_key,
                                                     named_by_tool, record_value)
from course_lib.offline.read.conversation import ToolSpec

EN = {"role": "system", "content": "You are a helpful assistant. Today is Tuesday, 2026-12-01."}
ZH = {"role": "system", "content": "你是一个助手。今天是2026年12月1日，星期二。"}


def user(text: str) -> dict:
    return {"role": "user", "content": text}


# ---------------------------------------------------------------- window-cleaning rounds

ROUNDS = [{"round_no": "WR-12", "date": "2026-12-04", "street": "Elm Row"},
          {"round_no": "WR-13", "date": "2026-12-09", "street": "Elm Row"}]
ROUND_TOOLS = [
    tool("list_rounds", "List the window-cleaning rounds booked for my house.", {}),
    tool("skip_clean", "Skip one window-cleaning round.", {"round": {"type": "string"}}, ["round"]),
]


def _skip(a):
    assert a["round"] in ("WR-12", "WR-13"), a
    return {"round": a["round"], "skipped": True}


ROUND_FUNCTIONS = {"list_rounds": lambda a: {"rounds": ROUNDS}, "skip_clean": _skip}


def test_an_argument_another_tool_lists_is_looked_up_first_in_english():
    calls, answer = run(ROUND_TOOLS, [EN, user("Skip the window cleaning on Friday.")], ROUND_FUNCTIONS)
    assert calls == [("list_rounds", {}), ("skip_clean", {"round": "WR-12"})]
    assert "WR-12" in answer


def test_an_argument_another_tool_lists_is_looked_up_first_in_chinese():
    calls, _ = run(ROUND_TOOLS, [ZH, user("下周三那次擦窗帮我跳过")], ROUND_FUNCTIONS)
    assert calls == [("list_rounds", {}), ("skip_clean", {"round": "WR-13"})]


def test_a_code_the_user_wrote_is_used_without_a_look_up():
    calls, _ = run(ROUND_TOOLS, [EN, user("Skip round WR-13, please.")], ROUND_FUNCTIONS)
    assert calls == [("skip_clean", {"round": "WR-13"})]


def test_the_field_a_list_shows_of_each_item_is_no_thing_it_lists():
    note = ToolSpec("add_round", "Add a round.", {"type": "object", "properties": {
        "title": {"type": "string"}}, "required": ["title"]})
    lister = ToolSpec("list_rounds", "List rounds with their titles and dates.", {})
    assert listed_thing_field(note, {"title": "Back windows"}, [note, lister]) is None
    skip = ToolSpec("skip_clean", "Skip a round.", {"type": "object", "properties": {
        "round": {"type": "string"}}, "required": ["round"]})
    assert listed_thing_field(skip, {"round": "the Friday one"}, [skip, lister]) == "round"


def test_what_an_argument_is_one_of_and_who_lists_it():
    assert thing_noun("parcel_number", {}) == "parcel"
    assert thing_noun("item", {"description": "sheet music code"}) == "music"
    assert lists(ToolSpec("list_deliveries", "", {}), "delivery")
    assert lists(ToolSpec("show_queue", "All boxes waiting, with their labels", {}), "box")
    assert not lists(ToolSpec("show_queue", "All boxes waiting, with their labels", {}), "label",
                     leading=True)


# ---------------------------------------------------------------- radio song requests

REQUESTS = [{"request_ref": "SR-550", "song": "Moon River", "show": "2026-12-05"},
            {"request_ref": "SR-561", "song": "Blue Monday", "show": "2026-12-12"}]
RADIO_TOOLS = [
    tool("my_song_requests", "The songs I asked the radio show to play.", {}),
    tool("withdraw_request", "Withdraw a song request.",
         {"reference": {"type": "string", "description": "the request reference"}}, ["reference"]),
]
RADIO_FUNCTIONS = {"my_song_requests": lambda a: REQUESTS,
                   "withdraw_request": lambda a: {"reference": a["reference"], "withdrawn": True}}


def test_a_reference_takes_the_id_the_record_keeps_under_its_kind():
    calls, _ = run(RADIO_TOOLS, [EN, user("Withdraw my song request for the show on the 12th.")],
                   RADIO_FUNCTIONS)
    assert calls[-1] == ("withdraw_request", {"reference": "SR-561"})


def test_a_reference_in_chinese_by_the_song_name():
    calls, _ = run(RADIO_TOOLS, [ZH, user("把点播Moon River的那个请求撤回")], RADIO_FUNCTIONS)
    assert calls[-1] == ("withdraw_request", {"reference": "SR-550"})


def test_ids_under_kind_names_reach_differently_named_arguments():
    slot = {"slot": "S-4", "time": "18:00"}
    assert kind_key("slot_number", slot) == "S-4"
    assert kind_key("slot_number", {"slot": "evening", "time": "18:00"}) is None   # no code
    assert record_value("slot_number", {"type": "string"}, slot) == "S-4"
    assert record_value("reference", {"type": "string"}, REQUESTS[0]) == "SR-550"
    assert record_value("score", {"type": "string", "description": "sheet music code"},
                        {"code": "SM-7", "title": "Goldberg"}) == "SM-7"
    assert identifies("score", {"type": "string", "description": "乐谱编号"})
    assert not identifies("score", {"type": "string", "description": "the score to print"})


# ---------------------------------------------------------------- fishing licences (state)

LICENCES = [{"licence": "FL-1", "water": "river", "state": "expired"},
            {"licence": "FL-2", "water": "lake", "state": "active"},
            {"licence": "FL-3", "water": "sea", "state": "suspended"}]
LICENCE_TOOLS = [
    tool("list_licences", "List my fishing licences.", {}),
    tool("renew_licence", "Renew a fishing licence for a year.", {"licence": {"type": "string"}},
         ["licence"]),
]
LICENCE_FUNCTIONS = {"list_licences": lambda a: {"licences": LICENCES},
                     "renew_licence": lambda a: {"licence": a["licence"], "valid_until": "2027-12-01"}}


def test_the_item_a_state_only_it_has_picks_in_chinese():
    calls, answer = run(LICENCE_TOOLS, [ZH, user("过期的那张钓鱼证帮我续一年")], LICENCE_FUNCTIONS)
    assert calls == [("list_licences", {}), ("renew_licence", {"licence": "FL-1"})]
    assert "2027" in answer


def test_a_state_value_picks_one_record_only_when_one_has_it():
    ignore = set()
    assert by_own_value("暂停的那张", LICENCES, ignore) == LICENCES[2]
    assert by_own_value("the suspended one", LICENCES, ignore) == LICENCES[2]
    assert by_own_value("any of them", LICENCES, ignore) is None
    twins = [dict(r, state="active") for r in LICENCES[:2]]
    assert by_own_value("the active one", twins, ignore) is None


# ---------------------------------------------------------------- sheet music library (3 links)

LOANS = [{"loan_no": "LN-3", "title": "Bach cello suites"}, {"loan_no": "LN-4", "title": "Chopin nocturnes"}]
LIBRARY_TOOLS = [
    tool("find_reader", "Look a reader up by e-mail.", {"email": {"type": "string", "format": "email"}},
         ["email"]),
    tool("reader_loans", "Sheet music a reader has on loan.", {"reader_no": {"type": "string"}},
         ["reader_no"]),
    tool("renew_loan", "Renew one loan for three more weeks.", {"loan": {"type": "string"}}, ["loan"]),
]


def _loans(a):
    assert a["reader_no"] == "RD-20", a
    return {"loans": LOANS}


LIBRARY_FUNCTIONS = {"find_reader": lambda a: {"reader_no": "RD-20", "name": "Kim Park"},
                     "reader_loans": _loans,
                     "renew_loan": lambda a: {"loan": a["loan"], "due": "2026-12-22"}}


def test_a_chain_of_three_finds_lists_and_acts():
    calls, answer = run(LIBRARY_TOOLS, [EN, user("I'm kim@notes.org - renew my loan of the Chopin nocturnes.")],
                        LIBRARY_FUNCTIONS)
    assert calls == [("find_reader", {"email": "kim@notes.org"}), ("reader_loans", {"reader_no": "RD-20"}),
                     ("renew_loan", {"loan": "LN-4"})]
    assert "LN-4" in answer


# ---------------------------------------------------------------- parcels: acting is not finding

PARCELS = [{"parcel": "P-71", "for": "Mrs Obi"}, {"parcel": "P-72", "for": "Mr Lund"}]
PARCEL_TOOLS = [
    tool("list_parcels", "show parcels waiting at the depot", {}),
    tool("hold_parcel", "hold a parcel at the depot", {"parcel_number": {"type": "string"}}, ["parcel_number"]),
    tool("resend_parcel", "重新派送一个包裹", {"parcel": {"type": "string"}}, ["parcel"]),
]
PARCEL_FUNCTIONS = {"list_parcels": lambda a: PARCELS,
                    "hold_parcel": lambda a: {"parcel": a["parcel_number"], "held": True},
                    "resend_parcel": lambda a: {"parcel": a["parcel"], "resent": True}}


def test_a_tool_that_acts_on_the_thing_is_no_step_to_find_it():
    calls, _ = run(PARCEL_TOOLS, [EN, user("hold the parcel for Mr Lund")], PARCEL_FUNCTIONS)
    assert calls == [("list_parcels", {}), ("hold_parcel", {"parcel_number": "P-72"})]


# ---------------------------------------------------------------- a question is no command

SAUNA = [{"slot": "S-4", "time": "18:00", "free": True}, {"slot": "S-5", "time": "19:00", "free": False}]
SAUNA_TOOLS = [
    tool("list_slots", "Sauna slots on a day.", {"date": {"type": "string", "description": "YYYY-MM-DD"}},
         ["date"]),
    tool("book_slot", "Book a sauna slot.", {"slot_number": {"type": "string"}}, ["slot_number"]),
]
SAUNA_FUNCTIONS = {"list_slots": lambda a: {"date": a["date"], "slots": SAUNA},
                   "book_slot": lambda a: {"slot": a["slot_number"], "booked": True}}


def test_a_question_about_an_item_is_answered_without_a_write():
    calls, answer = run(SAUNA_TOOLS, [ZH, user("周六晚上六点的桑拿能订吗？")], SAUNA_FUNCTIONS)
    assert [name for name, _ in calls] == ["list_slots"]
    calls, _ = run(SAUNA_TOOLS, [EN, user("Can I still book the 6pm sauna slot on Saturday?")],
                   SAUNA_FUNCTIONS)
    assert [name for name, _ in calls] == ["list_slots"]


def test_a_question_that_asks_for_the_change_makes_it():
    calls, _ = run(SAUNA_TOOLS, [EN, user("Could you book the 6pm sauna slot on Saturday?")],
                   SAUNA_FUNCTIONS)
    assert calls[-1] == ("book_slot", {"slot_number": "S-4"})


# ---------------------------------------------------------------- a name from a result

def test_a_bare_name_takes_the_thing_the_tool_is_about():
    venue = ToolSpec("get_venue", "Address of a venue by its name.", {"type": "object", "properties": {
        "name": {"type": "string"}}, "required": ["name"]})
    meetup = {"event_code": "LX-9", "title": "Tango practice", "venue": "Salón Sur"}
    assert named_by_tool("name", {"type": "string"}, venue, meetup) == "Salón Sur"
    assert named_by_tool("city", {"type": "string"}, venue, meetup) is None


def test_a_code_of_capitals_without_digits_is_still_a_code():
    assert kind_key("trail_code", {"trail": "RD-B", "name": "Ridge"}) == "RD-B"
    assert kind_key("trail_code", {"trail": "Ridge path", "name": "Ridge"}) is None


# ---------------------------------------------------------------- an optional filter that found nothing

SPICES = [{"jar": "SJ-1", "name": "smoked paprika", "grams": 80}, {"jar": "SJ-2", "name": "sumac", "grams": 40}]
SPICE_TOOLS = [tool("find_spices", "Search the pantry spice jars. Empty keyword lists every jar.",
                    {"keyword": {"type": "string"}})]


def _spices(a):
    words = (a.get("keyword") or "").lower()
    return [s for s in SPICES if not words or words in s["name"]]


def test_an_optional_filter_that_found_nothing_is_dropped_once():
    for question in ("How many grams of spice do I have left in total?", "我的香料一共还剩多少克？"):
        calls, answer = run(SPICE_TOOLS, [EN, user(question)], {"find_spices": _spices})
        assert len(calls) == 2 and calls[0][1].get("keyword") and calls[1] == ("find_spices", {})
        assert "120" in answer and "0." not in answer   # the total asked for; the empty search is not news



# ---------------------------------------------------------------- three links from nothing

KAYAK_TOOLS = [
    tool("find_paddler", "Find a paddling-club member by name.", {"name": {"type": "string"}}, ["name"]),
    tool("paddler_lockers", "Lockers a member rents.", {"member_code": {"type": "string"}}, ["member_code"]),
    tool("renew_locker", "Renew a locker for some months.",
         {"locker_id": {"type": "string"}, "months": {"type": "integer"}}, ["locker_id", "months"]),
]


def _lockers(a):
    assert a["member_code"] == "PM-3", a
    return {"lockers": [{"locker_id": "LK-14", "row": "B"}]}


def test_a_chain_of_three_from_nothing_finds_the_finders_input_first():
    calls, _ = run(KAYAK_TOOLS, [EN, user("Renew Joss Keller's kayak locker for 6 months.")],
                   {"find_paddler": lambda a: {"member_code": "PM-3", "name": "Joss Keller"},
                    "paddler_lockers": _lockers,
                    "renew_locker": lambda a: {"locker_id": a["locker_id"], "until": "2027-06-01"}})
    assert [name for name, _ in calls] == ["find_paddler", "paddler_lockers", "renew_locker"]
    assert calls[0][1]["name"].startswith("Joss Keller")   # (the possessive's "'s" is ARGS' to drop)
    assert calls[1:] == [("paddler_lockers", {"member_code": "PM-3"}),
                         ("renew_locker", {"locker_id": "LK-14", "months": 6})]
