"""Structured output, round 3: the mechanisms a fresh probe found missing, each with wording
and schemas from no lesson and no fidelity case, in English and Chinese.

- an ordinal said of a noun is no date ("the 4th row"); a Chinese span of hours keeps its
  afternoon (下午一点到四点) (read/dates.py);
- listed items: a number with any noun as its measure (六桶, 每袋), sentences that open with
  their thing's label, and the clause before a list's colon (read/item_clauses.py);
- an enum option named in Chinese by any case or form of its gloss, and never one the text
  refuses (records.named_option);
- proper names for titles, places and named bodies (read/proper_names.py);
- lists of quoted names and of refused things (read/string_lists.py);
- an option chosen by a number its description bounds (read/described_options.py);
- money fields named by a payment noun (read/money_fields.py);
- the halves of a trip (`origin` / `destination`), flags denied after they are named, item
  names without list openers or the measure word of their count (read/records.py);
- JSON-mode keys typed by a participle or a counted synonym, and tool results read by their
  labels, a list counted for a number (write/structured.py, decide/output_tools.py).
"""

import datetime as dt
import json

import httpx2
import openai
import pytest

from course_lib.offline import OfflineTransport
from course_lib.offline.read import dates
from course_lib.offline.read import taxonomy
from course_lib.offline.read.described_options import bands, described_option
from course_lib.offline.read.item_clauses import item_clauses, labelled_sentences, names_nothing
from course_lib.offline.read.money_fields import as_amount
from course_lib.offline.read.proper_names import PLACE, TITLE, NAMED, field_sort, proper_name
from course_lib.offline.read.records import named_option
from course_lib.offline.read.refusals import refused_things
from course_lib.offline.read.string_lists import quoted_items
from course_lib.offline.write.structured import fill_schema, key_type, labelled_lines

TODAY = dt.date(2026, 12, 1)   # a Tuesday
S, I, N, B = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}
needs_wordnet = pytest.mark.skipif(not taxonomy.available(), reason="WordNet table not built")


def obj(properties: dict, required: list | None = None) -> dict:
    return {"type": "object", "properties": properties,
            "required": list(properties) if required is None else required}


def days(text: str) -> list[dt.date]:
    return [h.date for h in dates.find_dates(text, TODAY)]


def clock(text: str) -> list[str]:
    return [h.time.strftime("%H:%M") for h in dates.find_times(text)]


# ---------------------------------------------------------------- dates and times


@pytest.mark.parametrize("text", ["Seats in the 4th row, please", "it's his 2nd attempt at the exam",
                                  "the office is on the 7th floor"])
def test_an_ordinal_said_of_a_noun_is_no_date(text):
    assert days(text) == []


@pytest.mark.parametrize("text, day", [("Return the drill by the 9th, please.", dt.date(2026, 12, 9)),
                                       ("on the 14th in the evening", dt.date(2026, 12, 14))])
def test_an_ordinal_before_a_function_word_or_a_part_of_the_day_is_still_a_day(text, day):
    assert days(text) == [day]


def test_a_chinese_span_of_hours_keeps_its_afternoon():
    assert clock("下午一点到四点在琴房练琴") == ["13:00", "16:00"]
    assert clock("晚上6点至8点半") == ["18:00", "20:30"]


def test_a_chinese_span_that_says_its_own_part_of_the_day_keeps_it():
    assert clock("上午九点到十一点") == ["09:00", "11:00"]
    assert clock("上午十点到下午两点") == ["10:00", "14:00"]
    assert clock("晚上十点到两点") == ["22:00", "02:00"]   # past midnight: no later afternoon


# ---------------------------------------------------------------- listed items


def test_a_number_with_any_noun_as_its_measure_names_nothing():
    assert names_nothing("六桶") and names_nothing("每袋三十五元")
    assert not names_nothing("牛奶六桶")


def test_an_object_pronoun_names_nothing():
    assert names_nothing("four of them") and not names_nothing("four lanterns")


def test_clauses_that_only_count_and_price_join_the_thing_before_them():
    text = "这次拼单：大米，三袋，每袋五十元；食用油两桶，每桶七十元。"
    assert item_clauses(text) == ["大米，三袋，每袋五十元", "食用油两桶，每桶七十元"]


def test_sentences_that_open_with_a_label_are_one_item_each():
    text = "Inventory. Kettle: 1.7 litres, still boxed. Toaster: 2 slots, used. Lamp: 40 cm, new."
    assert labelled_sentences(text) == ["Kettle: 1.7 litres, still boxed", "Toaster: 2 slots, used",
                                        "Lamp: 40 cm, new"]
    assert item_clauses(text)[0].startswith("Kettle")


def test_one_labelled_sentence_is_no_list():
    assert labelled_sentences("Note: 3 boxes left on the porch.") == []


def test_the_clause_before_a_lists_colon_is_no_item():
    text = "请帮忙接送三个学生：小明九岁，小红七岁。"
    assert item_clauses(text) == ["小明九岁", "小红七岁"]


LOT = obj({"lots": {"type": "array", "items": obj({"label": S, "weight_kg": N, "sealed": B})}})


def test_a_labelled_sentence_gives_its_item_the_label_as_its_name():
    got = fill_schema(LOT, "Parcel list. Books: 4.5 kg, sealed. Dishes: 3 kg, not sealed yet.", TODAY)
    assert [i["label"] for i in got["lots"]] == ["Books", "Dishes"]
    assert [i["weight_kg"] for i in got["lots"]] == [4.5, 3]


KIDS = obj({"children": {"type": "array", "items": obj({"age": I})}, "pay_per_hour": N})


def test_a_clause_whose_numbers_no_item_field_takes_is_no_item():
    got = fill_schema(KIDS, "Two kids: Leo (5) and Ava (8). We pay €15 per hour.", TODAY)
    assert [c["age"] for c in got["children"]] == [5, 8]


BUY = obj({"goods": {"type": "array", "items": obj({"product": S, "bags": I, "price_per_bag": N})}})


def test_an_items_name_drops_the_word_that_adds_it_to_the_list():
    got = fill_schema(BUY, "面粉，两袋，每袋二十元；另外白糖三袋，每袋十五元。", TODAY)
    assert [g["product"] for g in got["goods"]] == ["面粉", "白糖"]


def test_an_items_name_drops_the_measure_word_of_its_count():
    schema = obj({"stems": {"type": "array", "items": obj({"kind": S, "count": I})}})
    got = fill_schema(schema, "向日葵十二枝，郁金香六枝。", TODAY)
    assert [(s["kind"], s["count"]) for s in got["stems"]] == [("向日葵", 12), ("郁金香", 6)]


# ---------------------------------------------------------------- enums


def test_a_chinese_word_names_an_option_by_its_gloss_in_any_case():
    assert named_option(["friday", "saturday", "sunday"], "想每周六下午上课").value == "saturday"


def test_a_chinese_word_names_an_option_by_its_glosss_lemma():
    # 晒干 "to dry in the sun": the option is written as a state, "drying"
    assert named_option(["soaking", "drying", "folding"], "床单正在晾干").value == "drying"


@pytest.mark.parametrize("text, option", [("不要现金，刷卡吧", "card"),
                                          ("not a refund: store credit is fine", "store_credit"),
                                          ("rather than a refund, store credit", "store_credit")])
def test_an_option_the_text_refuses_is_not_chosen(text, option):
    assert named_option(["cash", "card", "refund", "store_credit"], text).value == option


def test_a_one_character_verb_names_its_option():
    assert named_option(["repair", "replace"], "麻烦修一下，别换新的").value == "repair"


def test_an_urgency_scale_is_no_sentiment_scale():
    schema = obj({"urgency": {"type": "string", "enum": ["low", "normal", "urgent"]}})
    got = fill_schema(schema, "The lift has been broken since yesterday; residents are stuck, "
                              "send someone asap.", TODAY)
    assert got["urgency"] == "urgent"


# ---------------------------------------------------------------- proper names


@needs_wordnet
def test_which_fields_hold_which_sort_of_name():
    assert field_sort("headline") == TITLE and field_sort("event_title") == TITLE
    assert field_sort("venue") == PLACE and field_sort("station") == PLACE
    assert field_sort("company") == NAMED and field_sort("brand") == NAMED
    assert field_sort("reason") is None and field_sort("organizer") is None   # a person


@needs_wordnet
def test_a_title_a_place_and_a_company_each_take_their_proper_name():
    text = "Come to the Autumn Kite Festival at Hilltop Common! Sponsored by Bluebird Outdoors."
    schema = obj({"title": S, "venue": S, "company": S})
    got = fill_schema(schema, text, TODAY)
    assert got == {"title": "Autumn Kite Festival", "venue": "Hilltop Common",
                   "company": "Bluebird Outdoors"}


@needs_wordnet
def test_a_sentences_first_word_starts_a_name_only_when_it_is_no_english_word():
    assert proper_name("brand", "Selling my Garmin watch, barely worn.", []).value == "Garmin"
    assert proper_name("title", "Join the Harbour Swim Club.", []).value == "Harbour Swim Club"
    assert proper_name("title", "Join us tonight.", []) is None


@needs_wordnet
def test_a_chinese_title_is_the_one_in_title_marks():
    schema = obj({"title": S, "venue": S})
    got = fill_schema(schema, "欢迎来听「老城区的百年建筑」讲座，地点在区文化馆二楼。", TODAY)
    assert got["title"] == "老城区的百年建筑"


@needs_wordnet
def test_a_chinese_name_in_corner_marks_names_its_thing():
    schema = obj({"pet": obj({"name": S}), "reward": N})
    got = fill_schema(schema, "我家的白色小狗「豆包」走丢了，酬金300元。", TODAY)
    assert got["pet"]["name"] == "豆包"


# ---------------------------------------------------------------- lists of strings


def test_quoted_names_are_the_list_one_a_quote():
    schema = obj({"talks": {"type": "array", "items": S}})
    got = fill_schema(schema, "I'd like to see 'Bees in the City' and 'Soil Basics' on day two.", TODAY)
    assert got["talks"] == ["Bees in the City", "Soil Basics"]
    got = fill_schema(schema, "想听《城市养蜂》和《土壤入门》两场。", TODAY)
    assert got["talks"] == ["城市养蜂", "土壤入门"]


def test_quoted_items_skip_what_other_fields_took():
    text = "Book 'Harvest Supper' for us; we'll try 'Pumpkin Soup'."
    assert [q for q, _ in quoted_items(text, [(6, 20)])] == ["Pumpkin Soup"]


@pytest.mark.parametrize("text, things", [
    ("A wrap without onions, peppers or olives.", ["onions", "peppers", "olives"]),
    ("We'd like the salad - no croutons or bacon please.", ["croutons", "bacon"]),
    ("拌面不要葱和蒜。", ["葱", "蒜"]),
    ("我对花生过敏", []),   # 过敏 after the thing: nothing follows it
])
def test_the_things_a_text_refuses(text, things):
    assert refused_things(text) == things


def test_a_list_that_speaks_against_its_items_holds_what_is_refused():
    schema = obj({"dislikes": {"type": "array", "items": S}, "guests": I})
    got = fill_schema(schema, "Dinner for 6 guests, no shellfish or coriander.", TODAY)
    assert got["dislikes"] == ["shellfish", "coriander"] and got["guests"] == 6


# ---------------------------------------------------------------- options bounded by numbers


TABLE = {"type": "string", "enum": ["two_top", "four_top", "banquet"],
         "description": "two_top: 1-2 diners; four_top: 3-4 diners; banquet: 5 or more diners"}


def test_a_description_that_bounds_each_option():
    table = bands(tuple(TABLE["enum"]), TABLE["description"])
    assert [(b.option, b.low, b.high) for b in table] == [
        ("two_top", 1, 2), ("four_top", 3, 4), ("banquet", 5, float("inf"))]


@pytest.mark.parametrize("text, option", [("A table for three of us tonight", "four_top"),
                                          ("we are 9 diners", "banquet"),
                                          ("就我们两个人", "two_top")])
def test_the_option_whose_bounds_hold_the_number_said(text, option):
    assert described_option(TABLE["enum"], TABLE["description"], text).value == option


def test_bounds_written_in_chinese():
    description = "小：不超过2人；中：3到4人；大：5人以上"
    assert described_option(["小", "中", "大"], description, "我们一共七个人").value == "大"


def test_a_description_without_bounds_chooses_nothing():
    assert described_option(["small", "large"], "the size of the box", "a box for 3 mugs") is None


# ---------------------------------------------------------------- money fields


@needs_wordnet
def test_a_field_named_by_a_payment_noun_reads_money():
    assert "money" in as_amount("penalty", N)["description"]
    assert as_amount("weight", N) is N and as_amount("boxes", I) is I
    got = fill_schema(obj({"bounty": N, "currency": S}), "寻狗启事：酬谢金额800元。", TODAY)
    got2 = fill_schema(obj({"penalty": N}), "Late return: the library charges £3 a day.", TODAY)
    assert got["bounty"] == 800 and got2["penalty"] == 3


# ---------------------------------------------------------------- records


TRIP = obj({"pickup": obj({"city": S}), "origin": obj({"street": S, "city": S}),
            "destination": obj({"street": S, "city": S})}, ["origin", "destination"])
MOVE = obj({"origin": obj({"city": S, "floor": I}), "destination": obj({"city": S, "floor": I})})


def test_where_a_thing_starts_and_where_it_goes_are_each_read_from_their_own_part():
    got = fill_schema(MOVE, "Moving a piano out of the 2nd floor flat in Bristol to a cottage in Bath "
                            "on Friday. Six boxes too.", TODAY)
    assert got["origin"]["city"] == "Bristol" and got["destination"]["city"] == "Bath"
    assert got["origin"]["floor"] == 2 and got["destination"]["floor"] in (None, 0)


def test_the_halves_of_a_move_in_chinese():
    got = fill_schema(MOVE, "下周从成都搬到重庆，旧房在三楼。", TODAY)
    assert got["origin"]["city"] in ("成都", "Chengdu") and got["destination"]["city"] in ("重庆", "Chongqing")


@pytest.mark.parametrize("text, flag", [("Breakfast isn't needed, thanks.", False),
                                        ("Breakfast is not essential.", False),
                                        ("Breakfast is important to us.", True)])
def test_a_flag_named_then_denied_is_false(text, flag):
    assert fill_schema(obj({"breakfast": B}), text, TODAY)["breakfast"] is flag


def test_a_place_field_takes_the_spot_after_at():
    got = fill_schema(obj({"fault": S, "location": S}),
                      "The card reader at till 2 has stopped working.", TODAY)
    assert got["location"] == "till 2" and got["fault"].lower() == "card reader"


# ---------------------------------------------------------------- JSON mode and tool results


def test_a_key_that_is_a_participle_is_a_flag():
    assert key_type("refunded", "") == "boolean" and key_type("insured", "") == "boolean"
    assert key_type("bed", "") == "string" and key_type("speed", "") == "string"


def test_a_plural_key_counted_under_a_synonym_is_a_number():
    assert key_type("children", "two grown-ups and 3 kids") == "number"
    assert key_type("children", "") == "string"


def test_a_json_result_is_read_as_labelled_lines():
    lines = labelled_lines(json.dumps({"finish": "2027-02-03", "rooms": [{"no": 4}, {"no": 5}]}))
    assert lines.splitlines() == ["finish: 2027-02-03", "rooms:", "no: 4", "no: 5"]
    assert labelled_lines("plain text") == "plain text"


def _client() -> openai.OpenAI:
    return openai.OpenAI(base_url="http://offline/v1", api_key="x",
                         http_client=httpx2.Client(transport=OfflineTransport()))


KILN = {"type": "function", "function": {
    "name": "kiln_slot", "description": "Look up a pottery kiln booking by its code.",
    "parameters": {"type": "object", "properties": {"code": {"type": "string"}}, "required": ["code"]}}}
SLOT_FORMAT = {"type": "json_schema", "json_schema": {"name": "slot", "strict": True, "schema": {
    "type": "object", "additionalProperties": False,
    "required": ["firing_date", "shelf_count", "glaze"],
    "properties": {"firing_date": {"type": "string", "format": "date"},
                   "shelf_count": {"type": "integer"}, "glaze": {"type": "string"}}}}}


def test_tools_then_the_format_reads_results_by_shared_words_and_counts_lists():
    client = _client()
    messages = [{"role": "system", "content": "Today is 2026-12-01."},
                {"role": "user", "content": "What's booked under kiln code K-77?"}]
    first = client.chat.completions.create(model="offline", messages=messages, tools=[KILN],
                                           response_format=SLOT_FORMAT).choices[0].message
    assert first.tool_calls and json.loads(first.tool_calls[0].function.arguments) == {"code": "K-77"}
    result = {"code": "K-77", "firing": "2027-01-09", "shelves": [{"n": 1}, {"n": 2}, {"n": 3}],
              "glaze_colour": "celadon"}
    messages += [first.model_dump(exclude_none=True),
                 {"role": "tool", "tool_call_id": first.tool_calls[0].id, "content": json.dumps(result)}]
    final = client.chat.completions.create(model="offline", messages=messages, tools=[KILN],
                                           response_format=SLOT_FORMAT).choices[0].message
    assert json.loads(final.content) == {"firing_date": "2027-01-09", "shelf_count": 3,
                                         "glaze": "celadon"}


REPORT_TOOL = {"type": "function", "function": {
    "name": "final_result", "description": "The final response which ends this conversation",
    "parameters": {"type": "object", "additionalProperties": False,
                   "required": ["machine", "spot", "priority"],
                   "properties": {"machine": {"type": "string"}, "spot": {"type": "string"},
                                  "priority": {"type": "string", "enum": ["low", "normal", "urgent"]}}}}}


def test_an_output_tool_reads_the_request_as_one_record():
    message = _client().chat.completions.create(
        model="offline", tool_choice="required", tools=[REPORT_TOOL],
        messages=[{"role": "user", "content": "The coffee machine at the staff kitchen is leaking "
                                              "everywhere, please fix it immediately."}]).choices[0].message
    args = json.loads(message.tool_calls[0].function.arguments)
    assert args["priority"] == "urgent" and args["spot"] == "staff kitchen"
    assert "coffee machine" in args["machine"].lower() and "leak" not in args["machine"]
