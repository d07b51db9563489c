"""Structured output, round 4: mechanisms a diagnostic probe showed missing, each tested with
wording and schemas from no lesson and no fidelity case, in English and Chinese.

- a flag said by naming a kind of its thing (wine for `alcohol`, 吃药 for `medication`), and
  negations of the whole subject ("nobody", 没有) (read/flag_kinds.py, extract._read_boolean);
- a clause that counts the list itself is no item (read/list_counts.py); a comma clause
  without numbers goes on about the item before it; an item's own total is its value
  (read/item_clauses.py, number_fields.plan);
- string fields named for a moment of a stay or trip are days (read/kinds.py);
- a list's first counted thing is found at the end of a long clause (filling.listed_things);
- number fields named in a unit read quantities converted to it; 一公斤半 (read/units.py);
- totals beside a list: stated outside the items, else the items' sum (read/records.py);
- tools then a format: the record the question picks from a list wrapped with a flat table,
  and a field read from inside that table (read/results.py, decide/output_tools.py).
"""

import datetime as dt
import json

import httpx2
import openai
import pytest

from course_lib.offline import OfflineTransport
from course_lib.offline.read import taxonomy
from course_lib.offline.read.filling import listed_things
from course_lib.offline.read.flag_kinds import kind_span
from course_lib.offline.read.kinds import kind_of
from course_lib.offline.read.list_counts import counts_the_list, list_noun
from course_lib.offline.read.results import items_of
from course_lib.offline.read.units import convert, field_unit, find_quantities
from course_lib.offline.write.structured import fill_schema

TODAY = dt.date(2026, 12, 1)   # a Tuesday
S, I, N, B = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}
needs_wordnet = pytest.mark.skipif(not taxonomy.available(), reason="WordNet data not installed")


def obj(properties: dict, required: list | None = None) -> dict:
    return {"type": "object", "properties": properties,
            "required": required or list(properties), "additionalProperties": False}


def listing(item: dict, **more) -> dict:
    return obj({**more, "items": {"type": "array", "items": item}})


# ---------------------------------------------------------------- flags


@needs_wordnet
@pytest.mark.parametrize("name, text", [
    ("alcohol", "For the reception we'll pour some beer and cider."),
    ("needs_medication", "阿福八岁，每天早上要吃药"),
])
def test_a_flag_is_said_by_naming_a_kind_of_its_thing(name, text):
    assert kind_span(name, text) is not None
    assert fill_schema(obj({name: B}), text, TODAY) == {name: True}


@needs_wordnet
def test_words_that_are_no_kind_of_the_flags_thing_say_nothing():
    assert kind_span("alcohol", "Around forty people will come to serve the buffet.") is None
    assert fill_schema(obj({"alcohol": B}), "Around forty people, a buffet.", TODAY) == \
        {"alcohol": False}


@pytest.mark.parametrize("text, want", [
    ("Two adults, and nobody in the group smokes.", False),
    ("One guest smokes on the balcony.", True),
])
def test_a_subject_of_nobody_negates_the_flag(text, want):
    assert fill_schema(obj({"smoking": B}), text, TODAY) == {"smoking": want}


@pytest.mark.parametrize("text, want", [("那栋楼没有电梯，东西在六楼", False), ("楼里有电梯", True)])
def test_mei_you_negates_a_chinese_flag(text, want):
    assert fill_schema(obj({"elevator": B}), text, TODAY)["elevator"] is want


# ---------------------------------------------------------------- lists


def test_a_list_field_names_what_it_holds():
    assert list_noun("dogs") == "dog"
    assert list_noun("pet_list") == "pet"


@pytest.mark.parametrize("clause, noun, want", [
    ("下周把两条狗送过来", "dog", True),
    ("we're dropping off three dogs on Monday", "dog", True),
    ("旺财四岁", "dog", False),
    ("Rex is 4", "dog", False),
])
def test_a_clause_that_counts_the_lists_own_noun(clause, noun, want):
    assert counts_the_list(clause, noun) is want


DOG = obj({"name": S, "age": I, "vaccinated": B})


def test_the_clause_that_counts_the_list_is_no_item_and_comma_clauses_stay_with_their_item():
    text = "寄养登记：我姓周，周六把两条狗送过来。旺财四岁，打过疫苗；来福两岁，还没打。"
    out = fill_schema(obj({"dogs": {"type": "array", "items": DOG}}), text, TODAY)
    assert [d["name"] for d in out["dogs"]] == ["旺财", "来福"]
    assert [d["age"] for d in out["dogs"]] == [4, 2]


def test_a_comma_clause_without_numbers_says_more_of_the_item_before_it():
    text = "报名：阿杰九岁，对芒果过敏；小雯六岁，身体很好。"
    kid = obj({"name": S, "age": I, "allergic": B})
    out = fill_schema(obj({"kids": {"type": "array", "items": kid}}), text, TODAY)
    assert [(k["name"], k["age"], k["allergic"]) for k in out["kids"]] == \
        [("阿杰", 9, True), ("小雯", 6, False)]


@pytest.mark.parametrize("text, first", [
    ("麻烦周五上午来收一台旧洗衣机和三个纸箱", "一台旧洗衣机"),
    ("Could you come on Friday to collect a broken sofa, two chairs and a lamp", "a broken sofa"),
])
def test_a_lists_first_counted_thing_ends_a_long_clause(text, first):
    assert listed_things(text)[0] == first


def test_a_list_of_names_keeps_its_cue_word_rule():
    assert listed_things("We're in Porto with Ana, Rui and Inês") == ["Ana", "Rui", "Inês"]


# ---------------------------------------------------------------- moments, units, totals


@pytest.mark.parametrize("name", ["check_in", "checkout", "arrival", "departure", "pick_up"])
def test_a_string_named_for_a_moment_of_a_stay_is_a_day(name):
    assert kind_of(name, S) == "date"


@pytest.mark.parametrize("name", ["checker", "arrival_gate", "departure_city", "pickup_address"])
def test_a_name_that_only_starts_with_a_moment_is_not_one(name):
    assert kind_of(name, S) != "date"


def test_moment_fields_read_the_days_of_the_text():
    text = "Caravan booking: arriving Friday 11 December, leaving Monday 14 December."
    assert fill_schema(obj({"arrival": S, "departure": S}), text, TODAY) == \
        {"arrival": "2026-12-11", "departure": "2026-12-14"}


@pytest.mark.parametrize("name, unit", [("kg", "kilogram"), ("length_cm", "centimeter"),
                                        ("weight_grams", "gram"), ("price_eur", None),
                                        ("minutes", None), ("qty", None)])
def test_a_number_field_named_in_a_unit(name, unit):
    assert field_unit(name) == unit


def test_conversion_to_the_fields_unit():
    assert convert(750, "gram", "kilogram") == 0.75
    assert convert(3, "kilogram", "meter") is None
    assert fill_schema(obj({"flour_kg": N}), "Add 750 g of flour.", TODAY) == {"flour_kg": 0.75}
    assert fill_schema(obj({"length_cm": N}), "书架宽1.2米", TODAY) == {"length_cm": 120.0}


def test_a_chinese_quantity_with_a_half_after_its_unit():
    assert [q.value for q in find_quantities("土豆两公斤半，洋葱一公斤")] == [2.5, 1.0]


ENTRY = obj({"fruit": S, "kg": N})


def test_a_total_beside_a_list_is_the_items_sum_when_the_text_states_none():
    text = "清单：香蕉一公斤半、橙子两公斤，还有300克樱桃。"
    out = fill_schema(listing(ENTRY, total_kg=N), text, TODAY)
    assert [(e["fruit"], e["kg"]) for e in out["items"]] == [("香蕉", 1.5), ("橙子", 2.0), ("樱桃", 0.3)]
    assert out["total_kg"] == 3.8


def test_an_items_own_total_is_its_value_not_the_lists():
    text = "今天摘了苹果一公斤、西瓜两个共九公斤，还有500克李子。"
    out = fill_schema(listing(ENTRY, total_kg=N), text, TODAY)
    assert ("西瓜", 9.0) in [(e["fruit"], e["kg"]) for e in out["items"]]
    assert out["total_kg"] == 10.5


def test_a_total_stated_outside_the_items_is_kept():
    text = "Pears 2 kg, plums 1 kg; all together 4 kg with the bag."
    out = fill_schema(listing(ENTRY, total_kg=N), text, TODAY)
    assert out["total_kg"] == 4


# ---------------------------------------------------------------- tools, then the format


def test_a_wrapped_list_may_carry_one_flat_table_of_context():
    result = {"day": "2026-12-05", "slots": [{"id": "A"}, {"id": "B"}], "prices": {"adult": 9}}
    assert items_of(result) == [{"id": "A"}, {"id": "B"}]
    nested = {"day": "x", "slots": [{"id": "A"}], "meta": {"deep": {"no": 1}}}
    assert items_of(nested) is None


def _client() -> openai.OpenAI:
    return openai.OpenAI(base_url="http://offline/v1", api_key="x",
                         http_client=httpx2.Client(transport=OfflineTransport()))


SHUTTLES = {"type": "function", "function": {
    "name": "shuttle_times", "description": "List the airport shuttle departures for a day.",
    "parameters": {"type": "object", "properties": {"day": {"type": "string", "format": "date"}},
                   "required": ["day"]}}}
RUN_FORMAT = {"type": "json_schema", "json_schema": {"name": "run", "strict": True, "schema": obj(
    {"run_code": S, "leaves": S, "child_ticket_gbp": N})}}


def test_tools_then_the_format_read_the_record_the_question_picks_and_the_table_beside_it():
    client = _client()
    messages = [{"role": "system", "content": "Today is 2026-12-01."},
                {"role": "user", "content": "What's the earliest shuttle on Friday? Reply as JSON."}]
    first = client.chat.completions.create(model="offline", messages=messages, tools=[SHUTTLES],
                                           response_format=RUN_FORMAT).choices[0].message
    assert json.loads(first.tool_calls[0].function.arguments) == {"day": "2026-12-04"}
    result = {"day": "2026-12-04", "runs": [{"run_code": "S-9", "leaves": "11:20"},
                                            {"run_code": "S-3", "leaves": "06:45"},
                                            {"run_code": "S-7", "leaves": "09:05"}],
              "tickets_gbp": {"adult": 12.0, "child": 6.5}}
    messages += [first.model_dump(exclude_none=True),
                 {"role": "tool", "tool_call_id": first.tool_calls[0].id, "content": json.dumps(result)}]
    final = client.chat.completions.create(model="offline", messages=messages, tools=[SHUTTLES],
                                           response_format=RUN_FORMAT).choices[0].message
    assert json.loads(final.content) == {"run_code": "S-3", "leaves": "06:45", "child_ticket_gbp": 6.5}


@needs_wordnet
def test_a_word_that_is_mostly_an_adjective_flags_nothing():
    assert kind_span("colour", "a small black tattoo on the wrist") is None
    assert kind_span("alcohol", "a bottle of red wine") is not None
