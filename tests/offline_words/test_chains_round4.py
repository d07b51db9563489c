"""Chains that choose from a result, then act (round 4): the item that meets the request's
condition (a yes/no field named by meaning, a bound on a number, "有名额"), a superlative over
a day and an hour, a name inside a list field, the day part before a name's gloss; a count of
the items that meet a condition; an order's sum from a price list; a chain that stops once
the request is done; an elliptical follow-up that asks again and books nothing.

Tools and wording of their own (snowshoe hire, private dining rooms, sauna cabins, telescope
nights, a sheep farm, hive sites), in English and Chinese.
"""

from __future__ import annotations

import datetime as dt

from course_lib.offline.decide.history import elliptical
from course_lib.offline.decide.references import pick_item
from course_lib.offline.read.adjective_senses import agreement
from course_lib.offline.read.conditions import meeting
from course_lib.offline.read.order_sums import order_lines

from _chain_loop import did, run, tool

TODAY = dt.date(2026, 3, 2)
SNOWSHOES = [{"pair": "SN-1", "size": "M", "available": False, "rate_per_hour": 4},
             {"pair": "SN-2", "size": "L", "available": True, "rate_per_hour": 7},
             {"pair": "SN-3", "size": "M", "available": True, "rate_per_hour": 5}]
DINING = [{"room": "Jade", "capacity": 4, "min_spend": 300},
          {"room": "Pearl", "capacity": 10, "min_spend": 900},
          {"room": "Amber", "capacity": 8, "min_spend": 600},
          {"room": "Coral", "capacity": 12, "min_spend": 1200}]
CABINS = [{"cabin": "C1", "free": True, "seats_left": 3, "fee": 12},
          {"cabin": "C2", "free": False, "seats_left": 0, "fee": 10},
          {"cabin": "C3", "free": True, "seats_left": 1, "fee": 15}]
NIGHTS = [{"slot": "T-7", "date": "2026-03-06", "start": "22:30"},
          {"slot": "T-4", "date": "2026-03-06", "start": "20:15"},
          {"slot": "T-9", "date": "2026-03-07", "start": "19:00"}]
SHEARINGS = [{"visit": "SH-1", "sheep": ["Clover", "Pip"], "date": "2026-02-20"},
             {"visit": "SH-2", "sheep": ["Bramble"], "date": "2026-02-24"},
             {"visit": "SH-3", "sheep": ["小雪", "Clover"], "date": "2026-02-27"}]


# ---------------------------------------------------------------- words that agree


def test_adjectives_agree_by_their_senses():
    assert agreement("free", "available") == 1
    assert agreement("unoccupied", "available") == 1     # through "free", a word of both
    assert agreement("free", "occupied") == -1           # the opposite
    assert agreement("large", "free") == 0
    assert agreement("cheap", "available") == 0


# ---------------------------------------------------------------- conditions on a list


def _ids(kept, key):
    return None if kept is None else [r[key] for r in kept]


def test_a_yes_no_field_by_meaning_en_and_zh():
    assert _ids(meeting("hire whichever pair is free for 3 hours", SNOWSHOES), "pair") == ["SN-2", "SN-3"]
    assert _ids(meeting("帮我订一间空着的桑拿房", CABINS), "cabin") == ["C1", "C3"]


def test_a_negated_or_opposite_word_asks_for_false():
    cabins = [{"cabin": "C1", "occupied": True}, {"cabin": "C2", "occupied": False}]
    assert _ids(meeting("any cabin that is free?", cabins), "cabin") == ["C2"]
    assert _ids(meeting("the cabins that are not occupied", cabins), "cabin") == ["C2"]


def test_a_count_of_people_bounds_a_capacity_from_below():
    assert _ids(meeting("a private room for 9 people on Friday", DINING), "room") == ["Pearl", "Coral"]
    assert _ids(meeting("订一个能坐8个人的包间", DINING), "room") == ["Pearl", "Amber", "Coral"]
    assert _ids(meeting("a room that fits 11", DINING), "room") == ["Coral"]


def test_money_bounds_a_price_and_a_rate_is_no_count():
    assert _ids(meeting("a cabin under €13", CABINS), "cabin") == ["C1", "C2"]
    # "for 3 hours" is how long, not a rate of 3 per hour: no condition on these records
    assert meeting("book SN-3 for 3 hours", SNOWSHOES) is None


def test_having_some_left():
    assert _ids(meeting("有座位的话帮我订最便宜的桑拿", CABINS), "cabin") == ["C1", "C3"]


def test_no_condition_is_none():
    assert meeting("book the Jade room", DINING) is None


# ---------------------------------------------------------------- picking among them


def test_cheapest_among_those_that_fit():
    assert pick_item("book the cheapest room for 9 people", DINING)["room"] == "Pearl"
    assert pick_item("订能坐5个人、最低消费最低的包间", DINING)["room"] == "Amber"


def test_earliest_is_by_day_then_hour():
    assert pick_item("the earliest slot on Friday 6 March", NIGHTS, today=TODAY)["slot"] == "T-4"
    assert pick_item("the earliest slot", NIGHTS, today=TODAY)["slot"] == "T-4"


def test_a_name_inside_a_list_field_before_a_position():
    assert pick_item("what did the shearer note about Bramble's last visit?", SHEARINGS)["visit"] == "SH-2"
    assert pick_item("小雪上次剪毛的记录", SHEARINGS)["visit"] == "SH-3"


def test_the_part_of_the_day_before_a_gloss():
    classes = [{"id": "K-1", "title": "Forge welding for starters", "start": "09:30"},
               {"id": "K-2", "title": "Hand-forged hooks for starters", "start": "15:00"}]
    # 新手 glosses "new hand": the 上午 (morning) decides, not the "hand" of a title
    assert pick_item("帮我报名上午那节新手课", classes)["id"] == "K-1"


# ---------------------------------------------------------------- order sums, follow-ups


def test_order_lines_read_each_count_with_its_item():
    menu = [{"item": "day pass", "price": 18.0}, {"item": "poles", "price": 4.5}, {"item": "gaiters", "price": 3.0}]
    lines = order_lines("what would 2 day passes and 3 poles cost?", menu)
    assert [(n, r["item"]) for n, r in lines] == [(2.0, "day pass"), (3.0, "poles")]
    assert order_lines("what would 2 day passes and 3 sledges cost?", menu) is None   # not on the list


def test_elliptical_follow_ups():
    assert elliptical("and on saturday?") and elliptical("那周六呢？")
    assert not elliptical("book the sauna on saturday for two of us")


# ---------------------------------------------------------------- whole chains


SNOW_TOOLS = [tool("snowshoe_rack", "Snowshoe pairs at the hut and whether each can be taken now.",
                   {"size": {"type": "string"}}),
              tool("hire_snowshoes", "Hire a pair of snowshoes by the hour.",
                   {"pair": {"type": "string", "description": "pair code"}, "hours": {"type": "integer"}},
                   ["pair", "hours"]),
              tool("report_broken_binding", "Tell the hut a binding is broken.",
                   {"pair": {"type": "string"}, "problem": {"type": "string"}}, ["pair", "problem"])]
SNOW_FNS = {"snowshoe_rack": lambda a: {"pairs": SNOWSHOES},
            "hire_snowshoes": lambda a: {"hire": "HS-5", "pair": a["pair"], "hours": a["hours"]},
            "report_broken_binding": lambda a: {"ticket": "B-1"}}


def test_hire_the_one_that_is_available_en():
    calls, _ = run(SNOW_TOOLS, [{"role": "user", "content": "get me the cheapest pair that's available, for 3 hours"}],
                   SNOW_FNS)
    assert calls[0][0] == "snowshoe_rack"
    assert ("hire_snowshoes", {"pair": "SN-3", "hours": 3}) in calls   # SN-1 is cheaper, but out
    assert all(name != "report_broken_binding" for name, _ in calls)


def test_hire_the_one_that_is_free_zh_code_not_a_noun():
    calls, _ = run(SNOW_TOOLS, [{"role": "user", "content": "帮我租一双现在空着、最便宜的雪鞋，两个小时"}], SNOW_FNS)
    assert calls[0][0] == "snowshoe_rack"   # the pair's code is looked up, not "雪鞋"
    assert ("hire_snowshoes", {"pair": "SN-3", "hours": 2}) in calls
    assert all(name != "report_broken_binding" for name, _ in calls)


ROOM_TOOLS = [tool("private_rooms", "查看某天可订的包间（容纳人数、最低消费）。",
                   {"date": {"type": "string", "description": "YYYY-MM-DD"}}, ["date"]),
              tool("reserve_private_room", "预订包间。",
                   {"room": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"}},
                   ["room", "date"])]
ROOM_FNS = {"private_rooms": lambda a: {"date": a["date"], "rooms": DINING},
            "reserve_private_room": lambda a: {"reservation": "PR-31", **a}}


def test_cheapest_room_that_seats_them_zh():
    system = {"role": "system", "content": "今天是2026年3月2日。"}
    calls, _ = run(ROOM_TOOLS, [system, {"role": "user", "content": "3月6日帮我订一间能坐9个人、最低消费最低的包间"}],
                   ROOM_FNS)
    assert calls == [("private_rooms", {"date": "2026-03-06"}),
                     ("reserve_private_room", {"room": "Pearl", "date": "2026-03-06"})]


SHEEP_TOOLS = [tool("past_shearings", "The farm's recent shearing visits (which sheep, which day).", {}),
               tool("shearing_notes", "What the shearer wrote after a visit.",
                    {"visit": {"type": "string", "description": "visit id"}}, ["visit"]),
               tool("book_shearing", "Book a shearing visit.",
                    {"sheep": {"type": "string"}, "date": {"type": "string"}}, ["sheep", "date"])]
SHEEP_FNS = {"past_shearings": lambda a: {"visits": SHEARINGS},
             "shearing_notes": lambda a: {"visit": a["visit"], "note": {"SH-1": "Clover kicked.",
                                                                       "SH-2": "Bramble had burrs.",
                                                                       "SH-3": "小雪 was calm."}[a["visit"]]},
             "book_shearing": lambda a: {"visit": "SH-9"}}


def test_the_record_of_a_named_sheep_en_and_zh():
    calls, answer = run(SHEEP_TOOLS, [{"role": "user", "content": "what did the shearer write about Bramble's last visit?"}],
                        SHEEP_FNS)
    assert calls == [("past_shearings", {}), ("shearing_notes", {"visit": "SH-2"})]
    assert "burrs" in answer
    calls, answer = run(SHEEP_TOOLS, [{"role": "user", "content": "小雪上次剪毛的记录给我看一下"}], SHEEP_FNS)
    assert calls == [("past_shearings", {}), ("shearing_notes", {"visit": "SH-3"})]   # no booking after


CABIN_TOOLS = [tool("sauna_cabins", "Sauna cabins at the lake and which are free now.", {}),
               tool("book_sauna", "Book a sauna cabin.", {"cabin": {"type": "string"}}, ["cabin"])]
CABIN_FNS = {"sauna_cabins": lambda a: {"cabins": CABINS}, "book_sauna": lambda a: {"booking": "SB-1"}}


def test_how_many_are_free_is_counted_not_acted_on():
    calls, answer = run(CABIN_TOOLS, [{"role": "user", "content": "how many sauna cabins are free right now?"}],
                        CABIN_FNS)
    assert calls == [("sauna_cabins", {})]
    assert "2" in answer and "3 " not in answer


HIVE_TOOLS = [tool("hive_sites", "查看养蜂场的蜂箱位（面积、是否空置、年费）。", {}),
              tool("apply_for_hive_site", "申请租用一个空置的蜂箱位。",
                   {"site_id": {"type": "string"}, "applicant_name": {"type": "string"}},
                   ["site_id", "applicant_name"]),
              tool("log_honey", "Record a honey harvest for one of your sites.",
                   {"site_id": {"type": "string"}, "kg": {"type": "number"}, "note": {"type": "string"}},
                   ["site_id", "kg", "note"])]
HIVE_FNS = {"hive_sites": lambda a: {"sites": [{"site": "HV-2", "area_m2": 8, "fee": 40},
                                               {"site": "HV-5", "area_m2": 20, "fee": 75},
                                               {"site": "HV-6", "area_m2": 12, "fee": 55}]},
            "apply_for_hive_site": lambda a: {"application": "HA-1", "site": a["site_id"]},
            "log_honey": lambda a: {"logged": True}}


def test_the_chain_stops_once_the_request_is_done():
    calls, _ = run(HIVE_TOOLS, [{"role": "user", "content": "帮我申请最大的那个蜂箱位，我叫周航，家里四口人"}], HIVE_FNS)
    assert [name for name, _ in calls] == ["hive_sites", "apply_for_hive_site"]
    assert calls[1][1]["site_id"] == "HV-5"


def test_an_elliptical_follow_up_books_nothing():
    tools = [tool("telescope_nights", "Open observing slots at the dome for one date.",
                  {"date": {"type": "string", "description": "YYYY-MM-DD"}}, ["date"]),
             tool("book_telescope", "Book an observing slot.",
                  {"slot": {"type": "string"}, "name": {"type": "string"}}, ["slot", "name"])]
    messages = [{"role": "system", "content": "Today is 2026-03-02."},
                {"role": "user", "content": "any observing slots on Friday 6 March?"},
                *did("telescope_nights", {"date": "2026-03-06"}, {"slots": NIGHTS[:2]}),
                {"role": "assistant", "content": "Two: 20:15 and 22:30."},
                {"role": "user", "content": "and on saturday?"}]
    calls, _ = run(tools, messages, {"telescope_nights": lambda a: {"slots": NIGHTS[2:]},
                                     "book_telescope": lambda a: {"booking": "TB-1"}})
    assert all(name != "book_telescope" for name, _ in calls)


def test_an_order_sum_from_a_price_list():
    tools = [tool("hut_price_list", "Prices of day passes and gear at the snowshoe hut.", {}),
             tool("hire_snowshoes", "Hire a pair of snowshoes by the hour.",
                  {"pair": {"type": "string"}, "hours": {"type": "integer"}}, ["pair", "hours"])]
    menu = {"currency": "EUR", "items": [{"item": "day pass", "price": 18.0}, {"item": "poles", "price": 4.5}]}
    calls, answer = run(tools, [{"role": "user", "content": "what would 2 day passes and 3 poles cost?"}],
                        {"hut_price_list": lambda a: menu, "hire_snowshoes": lambda a: {}})
    assert calls == [("hut_price_list", {})]
    assert "49.5" in answer


CREW_TOOLS = [tool("sailing_crews", "Junior sailing crews this term, with places left.", {}),
              tool("join_crew", "Sign a child up for a sailing crew.",
                   {"crew": {"type": "string"}, "child_name": {"type": "string"}}, ["crew", "child_name"])]
CREW_FNS = {"sailing_crews": lambda a: {"crews": [{"crew": "Gulls", "places_left": 1, "fee": 90},
                                                  {"crew": "Terns", "places_left": 4, "fee": 110},
                                                  {"crew": "Skuas", "places_left": 0, "fee": 80}]},
            "join_crew": lambda a: {"signed_up": a["child_name"], "crew": a["crew"]}}


def test_an_item_named_by_its_own_key_is_acted_on_en_and_zh():
    # `crew` takes the picked crew's own name (one for each crew): it identifies it as an id would
    calls, _ = run(CREW_TOOLS, [{"role": "user", "content": "sign my son Leo up for the crew with the most places left"}],
                   CREW_FNS)
    assert calls[-1] == ("join_crew", {"crew": "Terns", "child_name": "Leo"})
    calls, _ = run(CREW_TOOLS, [{"role": "user", "content": "有名额的话给我女儿小雨报名费用最低的那个队"}], CREW_FNS)
    assert calls[-1][0] == "join_crew" and calls[-1][1]["crew"] == "Gulls"   # Skuas is cheaper, but full


def test_a_count_of_people_names_no_item_with_that_number():
    from _chain_loop import run as loop, tool as make_tool
    slots = make_tool("canoe_slots", "Free canoe slots on a day (YYYY-MM-DD).",
                      {"day": {"type": "string", "format": "date"}}, ["day"])
    book = make_tool("book_canoe", "Book a canoe slot.", {"slot_id": {"type": "string"},
                                                         "paddlers": {"type": "integer"}},
                     ["slot_id", "paddlers"])
    listed = [{"slot_id": "C-1", "free": False, "price_eur": 20},
              {"slot_id": "C-2", "free": True, "price_eur": 20},
              {"slot_id": "C-3", "free": True, "price_eur": 16}]
    calls, _ = loop([slots, book], [{"role": "system", "content": "Today is 2027-05-03."},
                                    {"role": "user", "content": "book the cheapest free canoe slot on Friday for 2 of us"}],
                    {"canoe_slots": lambda a: {"slots": listed}, "book_canoe": lambda a: {"booking": "CB-1", **a}})
    assert calls[-1] == ("book_canoe", {"slot_id": "C-3", "paddlers": 2})
