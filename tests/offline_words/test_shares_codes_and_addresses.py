"""Reading values a person reads without thinking, and repairing a call from a tool's error:

* a share said as a fraction ("a quarter of the seats", 三分之二, 两成) fills a field stated
  in percent (25) or as a fraction; it is no count, and no other number field takes it;
* a number the schema's bounds rule out gives way to one they allow ("一双42码": the pair's
  一 is no size), while a value said outside them still goes when it is the only one;
* a code written after the field's own word ("车牌 京B·12345", "frame number WX-20931")
  is taken whole; an error that shows the code without its dots gets it without them;
* an example value at the end of an error's sentence ("e.g. 03/01/2027.") is a format;
* a street address keeps its town ("7 Mill Road, Ely"): its comma joins no list, and the
  number before the street's name is no clock time;
* an enum written in pinyin (`chaoyang`) is chosen by the Chinese that spells it (朝阳);
* a clause that dictates a field's value ("名字写…") asks for no action of its own.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from course_lib.offline.decide.arguments import fill_arguments
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.actions import actions
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.dates import find_times
from course_lib.offline.read.numbers import find_numbers
from course_lib.offline.read.shares import find_shares
from course_lib.offline.write.answers import sentence

TODAY = dt.date(2027, 3, 1)   # a Monday
SYS = "You help at the front desk. Today is Monday, 2027-03-01."
SYS_ZH = "你是前台助手。今天是2027年3月1日，星期一。"


def spec(name: str, description: str, props: dict, required: list[str]) -> ToolSpec:
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": required})


def wire(t: ToolSpec) -> dict:
    return {"type": "function", "function": {"name": t.name, "description": t.description,
                                             "parameters": t.parameters}}


def first_call(system: str, question: str, tools: list[ToolSpec]) -> list[tuple[str, dict]]:
    out = OfflineModel().handle({"model": "offline", "tools": [wire(t) for t in tools], "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": question}]})
    assert out.status == 200, out.body
    message = out.body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in message.get("tool_calls") or []]


def after_error(system: str, question: str, tool: ToolSpec, sent: dict, error: str) -> dict:
    """The next call the model makes once `sent` came back with `error`."""
    messages = [{"role": "system", "content": system}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": tool.name, "arguments": json.dumps(sent, ensure_ascii=False)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"error": error}, ensure_ascii=False)}]
    out = OfflineModel().handle({"model": "offline", "tools": [wire(tool)], "messages": messages})
    calls = out.body["choices"][0]["message"].get("tool_calls") or []
    assert calls, out.body["choices"][0]["message"].get("content")
    return json.loads(calls[0]["function"]["arguments"])


# ---------------------------------------------------------------- shares

@pytest.mark.parametrize("text, share", [
    ("about a quarter of the seats are reserved", 0.25),
    ("two thirds of the hall", 2 / 3),
    ("half the tables", 0.5),
    ("大约三分之二的座位", 2 / 3),
    ("只有两成的房间朝南", 0.2),
    ("一半的桌子", 0.5),
])
def test_a_fraction_of_a_whole_is_a_share(text, share):
    assert [round(n.value, 4) for n in find_shares(text)] == [round(share, 4)]


@pytest.mark.parametrize("text", ["half an hour later", "成为会员", "a third party", "the fifth floor"])
def test_words_that_are_no_share_of_a_whole(text):
    assert find_shares(text) == ()


def test_the_parts_of_a_chinese_fraction_are_no_counts():
    assert find_numbers("三分之二的座位") == []


HALL = spec("quote_hall", "Price a wedding hall hire.",
            {"guests": {"type": "integer"}, "hall": {"type": "string"},
             "outdoor_percent": {"type": "number", "minimum": 0, "maximum": 100,
                                 "description": "share of guests seated outside"}},
            ["guests", "hall"])


@pytest.mark.parametrize("question, percent", [
    ("Quote the Orchard hall for 120 guests, with about a quarter of them seated outside.", 25.0),
    ("Orchard 厅报个价，120 位客人，大约三分之一坐在室外。", 33.3333),
    ("Quote the Orchard hall for 120 guests, 40% of them seated outside.", 40.0),
])
def test_a_percent_field_takes_the_share_the_request_states(question, percent):
    [args] = fill_arguments(HALL, question, TODAY)
    assert args["guests"] == 120 and args["outdoor_percent"] == pytest.approx(percent)


def test_a_share_goes_to_no_count_and_no_unstated_percent():
    [args] = fill_arguments(HALL, "Quote the Orchard hall for 120 guests.", TODAY)
    assert "outdoor_percent" not in args
    counts = spec("seat_guests", "Seat guests at a gala.", {"tables": {"type": "integer"}}, ["tables"])
    [args] = fill_arguments(counts, "Seat half the guests at 12 tables.", TODAY)
    assert args == {"tables": 12}


def test_a_fraction_field_takes_the_share_as_a_fraction():
    mix = spec("blend_tea", "Blend a tea.", {"tea": {"type": "string"}, "mint_ratio": {
        "type": "number", "minimum": 0, "maximum": 1, "description": "ratio of mint"}}, ["tea", "mint_ratio"])
    [args] = fill_arguments(mix, "Blend the green tea with a fifth of it mint.", TODAY)
    assert args["mint_ratio"] == pytest.approx(0.2)


# ---------------------------------------------------------------- bounds

SHOES = spec("rent_bowling_shoes", "Rent bowling shoes (EU sizes 30-48).",
             {"sizes": {"type": "array", "items": {"type": "integer", "minimum": 30, "maximum": 48}}},
             ["sizes"])


def test_a_number_the_bounds_rule_out_gives_way_to_one_they_allow():
    assert first_call(SYS_ZH, "帮我租一双42码的保龄球鞋。", [SHOES]) == [("rent_bowling_shoes", {"sizes": [42]})]


def test_a_value_said_outside_the_bounds_still_goes_when_it_is_the_only_one():
    lanes = spec("book_lane", "Book a bowling lane.", {"players": {"type": "integer", "minimum": 1, "maximum": 6}},
                 ["players"])
    assert fill_arguments(lanes, "Book a lane for 9 players.", TODAY) == [{"players": 9}]


# ---------------------------------------------------------------- codes after their word

BIKE = spec("register_bike", "Register a bicycle with the campus bike scheme.",
            {"frame": {"type": "string"}, "owner": {"type": "string"}}, ["frame", "owner"])
PARK = spec("park_car", "停车场登记车辆。", {"plate": {"type": "string", "description": "车牌号"},
                                        "hours": {"type": "integer"}}, ["plate", "hours"])


def test_a_code_written_after_its_fields_word_is_taken_whole():
    [args] = fill_arguments(BIKE, "Register my bike for Priya Nair, frame number WX-20931.", TODAY)
    assert args["frame"] == "WX-20931"
    [args] = fill_arguments(PARK, "帮我登记停车3小时，车牌 京B·12345。", TODAY)
    assert args == {"plate": "京B·12345", "hours": 3}


def test_an_example_without_dots_takes_the_dots_out():
    sent = {"plate": "京B·12345", "hours": 3}
    fixed = after_error(SYS_ZH, "帮我登记停车3小时，车牌 京B·12345。", PARK, sent,
                        "车牌格式错误：去掉中间的点，例如 京B12345")
    assert fixed == {"plate": "京B12345", "hours": 3}


def test_an_example_that_ends_the_errors_sentence_is_a_format():
    tour = spec("book_tour", "Book a brewery tour.", {"day": {"type": "string"}, "people": {"type": "integer"}},
                ["day", "people"])
    fixed = after_error(SYS, "Book the brewery tour for 3 people on the 12th of March.", tour,
                        {"day": "2027-03-12", "people": 3},
                        "Bad day '2027-03-12'. Write it month/day/year, e.g. 03/01/2027.")
    assert fixed == {"day": "03/12/2027", "people": 3}


# ---------------------------------------------------------------- street addresses

DELIVER = spec("deliver_sofa", "Schedule a sofa delivery.",
               {"address": {"type": "string"}, "date": {"type": "string", "format": "date"},
                "window": {"type": "string", "enum": ["morning", "afternoon"]}},
               ["address", "date", "window"])


def test_a_street_address_keeps_its_town_and_makes_one_call():
    calls = first_call(SYS, "Deliver the sofa to 7 Mill Road, Ely, on Friday afternoon.", [DELIVER])
    assert calls == [("deliver_sofa", {"address": "7 Mill Road, Ely", "date": "2027-03-05",
                                       "window": "afternoon"})]


@pytest.mark.parametrize("text, hours", [("at 9 Elm Street", []), ("drop it at 22 Harbour Quay at 10", [10]),
                                         ("meet at 9 tomorrow", [9])])
def test_a_number_before_a_streets_name_is_a_house_number(text, hours):
    assert [t.time.hour for t in find_times(text)] == hours


def test_an_aside_in_brackets_does_not_end_the_sentence():
    assert sentence("the kiln is offline (code K-4)") == "the kiln is offline (code K-4)."
    assert sentence("Ask again later (after noon.)") == "Ask again later (after noon.)"


# ---------------------------------------------------------------- pinyin options, dictation

def test_an_option_in_pinyin_is_chosen_by_the_chinese_that_spells_it():
    pick_up = spec("collect_parcel", "Collect a parcel from a locker.",
                   {"code": {"type": "string", "description": "取件码"}, "locker": {"type": "string", "enum": ["chaoyang", "haidian", "dongcheng"]}},
                   ["code", "locker"])
    [args] = fill_arguments(pick_up, "取件码 8841，在海淀那个柜子。", TODAY)
    assert args["locker"] == "haidian"


def test_a_clause_that_dictates_a_value_asks_for_no_action():
    assert "write" not in actions("帮我订一个蛋糕，名字写王芳。")
    assert "write" in actions("帮我写一封感谢信。")


# ---------------------------------------------------------------- structured replies

def _reply(messages: list[dict], tools: list[ToolSpec] = (), **request) -> dict:
    body = {"model": "offline", "messages": messages, **request}
    if tools:
        body["tools"] = [wire(t) for t in tools]
    out = OfflineModel().handle(body)
    assert out.status == 200, out.body
    return out.body["choices"][0]["message"]


def _schema(props: dict) -> dict:
    return {"type": "json_schema", "json_schema": {"name": "out", "strict": True, "schema": {
        "type": "object", "additionalProperties": False, "properties": props, "required": list(props)}}}


TIMBER = spec("timber_price", "Price of a timber per board.", {"wood": {"type": "string", "enum": ["oak", "ash"]}},
              ["wood"])


def test_a_schema_after_tools_reads_the_record_a_key_names_and_the_winner_a_key_compares():
    results = [{"wood": "oak", "price_per_board": 38.5, "currency": "GBP"},
               {"wood": "ash", "price_per_board": 29.0, "currency": "GBP"}]
    calls = [{"id": f"c{i}", "type": "function", "function": {"name": "timber_price", "arguments": json.dumps(
        {"wood": r["wood"]})}} for i, r in enumerate(results)]
    messages = [{"role": "user", "content": "What do an oak and an ash board cost, and which is cheaper?"},
                {"role": "assistant", "content": None, "tool_calls": calls},
                *[{"role": "tool", "tool_call_id": f"c{i}", "content": json.dumps(r)} for i, r in enumerate(results)]]
    fmt = _schema({"oak_per_board": {"type": "number"}, "ash_per_board": {"type": "number"},
                   "cheaper_wood": {"type": "string", "enum": ["oak", "ash"]}})
    reply = json.loads(_reply(messages, [TIMBER], response_format=fmt)["content"])
    assert reply == {"oak_per_board": 38.5, "ash_per_board": 29.0, "cheaper_wood": "ash"}


def test_a_list_of_what_a_tool_returns_is_one_call_not_one_per_item():
    tea = spec("tea_facts", "查询茶叶的产地、价格和库存。", {"tea": {"type": "string", "description": "茶叶名称"}}, ["tea"])
    assert first_call(SYS_ZH, "帮我查一下龙井的产地、价格和库存。", [tea]) == [("tea_facts", {"tea": "龙井"})]


def test_json_mode_keys_listed_with_their_types_and_options_in_brackets():
    message = _reply([{"role": "system", "content": "Return a JSON object with the keys ship, tonnes (a number) "
                                                     "and cargo (grain or coal)."},
                      {"role": "user", "content": "The crew of Morning Star say they carry about twelve hundred "
                                                  "tonnes of coal."}], response_format={"type": "json_object"})
    assert json.loads(message["content"]) == {"ship": "Morning Star", "tonnes": 1200, "cargo": "coal"}


def test_a_chinese_name_the_tagger_cut_after_its_surname_is_whole():
    message = _reply([{"role": "system", "content": "从消息中提取信息，输出 JSON 对象，键为 name、date（YYYY-MM-DD）。"
                                                     "今天是2027年3月1日。"},
                      {"role": "user", "content": "我想给我妈李建华约个体检，下周三上午。"}],
                     response_format={"type": "json_object"})
    assert json.loads(message["content"]) == {"name": "李建华", "date": "2027-03-10"}


# ---------------------------------------------------------------- a value's shape, a word's weight

KILN = spec("kiln_batch", "Status and any delay reason of a kiln firing batch.",
            {"batch": {"type": "string", "pattern": r"^KB-\d{4}$"}}, ["batch"])
DELIVERY = spec("book_delivery", "Book a van to deliver finished pottery to a shop.",
                {"shop": {"type": "string"}, "express": {"type": "boolean", "description": "the same-day run"}},
                ["shop"])


def test_a_value_shaped_like_a_pattern_outweighs_one_parameter_word():
    # "running" shares a word with a flag's description only; KB-0412 is built like a batch
    assert first_call(SYS, "Why is KB-0412 running late?", [KILN, DELIVERY]) == [("kiln_batch", {"batch": "KB-0412"})]


# ---------------------------------------------------------------- templates, streets, counted options

def test_a_json_template_in_the_prompt_gives_the_keys_their_types_and_meaning():
    message = _reply([{"role": "user", "content": '用JSON回答：{"bikes": 自行车数, "helmet": 要不要头盔(true/false), '
                                                  '"stop": 在哪站下}。我们三个人骑车，不要头盔，在西湖站下。'}],
                     response_format={"type": "json_object"})
    got = json.loads(message["content"])
    assert got["bikes"] == 3 and got["helmet"] is False


def test_a_key_never_holds_its_own_name_read_back_from_the_prompt():
    message = _reply([{"role": "user", "content": 'Return a JSON object with keys "crates" (a list of {"fruit", '
                                                  '"kg"}) and "driver" for: apples 12 kg, pears 8 kg, driver Ola.'}],
                     response_format={"type": "json_object"})
    assert json.loads(message["content"]).get("crates") != "crates"


PLACE = {"type": "object", "properties": {"street": {"type": "string"}, "city": {"type": "string"}},
         "required": ["street", "city"]}
ROUTE = {"type": "object", "additionalProperties": False, "properties": {
    "pickup": PLACE, "drop": PLACE, "flat": {"type": "string", "enum": ["studio", "1-bed", "2-bed", "3-bed+"]}},
    "required": ["pickup", "drop", "flat"]}


def test_a_street_field_takes_the_street_and_its_city_field_the_town():
    fmt = {"type": "json_schema", "json_schema": {"name": "route", "strict": True, "schema": ROUTE}}
    got = json.loads(_reply([{"role": "user", "content": "Collect from 7 Mill Road, Ely and drop at 22 Harbour "
                                                         "Quay, Hull. It's a four-bedroom house."}],
                            response_format=fmt)["content"])
    assert got == {"pickup": {"street": "7 Mill Road", "city": "Ely"}, "drop": {"street": "22 Harbour Quay",
                                                                             "city": "Hull"}, "flat": "3-bed+"}


def test_a_chinese_street_keeps_its_number_and_the_city_as_written():
    fmt = {"type": "json_schema", "json_schema": {"name": "route", "strict": True, "schema": ROUTE}}
    got = json.loads(_reply([{"role": "user", "content": "从南京中山路18号取件。"}], response_format=fmt)["content"])
    assert got["pickup"] == {"street": "中山路18号", "city": "南京"}


@pytest.mark.parametrize("text, option", [("a two-bedroom flat", "2-bed"), ("five bedrooms", "3-bed+"),
                                          ("a 1 bed place", "1-bed"), ("a studio flat", None)])
def test_an_option_that_counts_something_is_named_by_the_count(text, option):
    from course_lib.offline.read.counted_options import counted_option
    assert counted_option(["studio", "1-bed", "2-bed", "3-bed+"], text) == option


# ---------------------------------------------------------------- numbers that are one thing

COURT = spec("book_squash_court", "Book a squash court.",
             {"court": {"type": "integer", "minimum": 1, "maximum": 5},
              "date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
              "minutes": {"type": "integer", "minimum": 30, "maximum": 90},
              "players": {"type": "integer", "minimum": 1, "maximum": 4}}, ["court", "date", "minutes"])


def test_a_number_after_its_fields_noun_is_that_fields_and_a_count_of_people_the_players():
    [args] = fill_arguments(COURT, "Book court 3 on 22/03 for an hour for the five of us.", TODAY)
    assert args == {"court": 3, "date": "2027-03-22", "minutes": 60, "players": 5}


def test_a_numbered_thing_in_chinese_is_no_date_and_a_span_past_the_maximum_is_still_said():
    [args] = fill_arguments(COURT, "3月22号订4号场，打两个小时。", TODAY)
    assert args == {"court": 4, "date": "2027-03-22", "minutes": 120}


@pytest.mark.parametrize("text, found", [("on 22/03", ["2027-03-22"]), ("on 03/22", ["2027-03-22"]),
                                         ("a 3/4 size", []), ("on 5/6", [])])
def test_a_day_and_month_without_a_year_when_one_of_them_is_above_12(text, found):
    from course_lib.offline.read.dates import find_dates
    assert [d.date.isoformat() for d in find_dates(text, TODAY)] == found


def test_the_and_or_comma_inside_a_number_joins_no_list():
    pay = spec("pay_fee", "Pay a club fee.", {"amount": {"type": "number"}, "currency": {"type": "string"}},
               ["amount", "currency"])
    assert first_call(SYS, "Pay the fee: three hundred and forty Swiss francs.", [pay]) == \
        [("pay_fee", {"amount": 340.0, "currency": "CHF"})]
    assert first_call(SYS_ZH, "会费我付 ¥2,450.50（人民币）。", [pay]) == [("pay_fee", {"amount": 2450.5, "currency": "CNY"})]


def test_a_phone_number_is_rewritten_in_the_groups_of_the_errors_example():
    member = spec("enrol_member", "Enrol a chess club member.", {"name": {"type": "string"}, "phone": {"type": "string"}},
                  ["name", "phone"])
    fixed = after_error(SYS, "Enrol Ola Berg, phone 0412 345 678.", member, {"name": "Ola Berg", "phone": "0412345678"},
                        "phone needs the country code, e.g. +61 412 000 111 (drop the leading 0)")
    assert fixed == {"name": "Ola Berg", "phone": "+61 412 345 678"}


def test_a_tool_named_by_a_verb_is_said_as_that_action():
    from course_lib.offline.write.answers import action_words
    assert action_words("enrol_member") == "enrol the member"
    assert action_words("court_prices") == "get the court prices"
