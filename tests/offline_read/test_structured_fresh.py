"""Structured output, read schema first (read/records.py, labelled.py, item_clauses.py,
write/structured.py): optional fields left null, only a place's own object takes a place's
name, labelled values ("Supplier: ...", "供应商是..."), one item per priced clause with a
price said in a clause of its own, plural enum options, JSON-mode keys typed by their
names, and a name that opens the text. Wording and schemas from no lesson and no fidelity
case, in English and Chinese."""

import json
from typing import Optional

import pytest
from openai.lib._pydantic import to_strict_json_schema
from pydantic import BaseModel

from course_lib.offline.read.extract import enum_choice, find
from course_lib.offline.read.item_clauses import item_clauses, names_nothing
from course_lib.offline.read.labelled import best_field, labelled_values
from course_lib.offline.write.structured import fill_schema, key_type

S, I, N = {"type": "string"}, {"type": "integer"}, {"type": "number"}
TODAY = (2026, 12, 1)


def obj(properties: dict) -> dict:
    return {"type": "object", "properties": properties, "required": list(properties)}


# ---------------------------------------------------------------- optional fields


class KayakHire(BaseModel):
    town: str
    paddler_age: Optional[int] = None
    instructor: Optional[str] = None


KAYAK = to_strict_json_schema(KayakHire)   # what .parse() sends: anyOf [..., null], required


def test_an_optional_field_the_text_does_not_give_is_null_not_zero_or_a_phrase():
    got = fill_schema(KAYAK, "Hire a kayak in Hobart for Saturday morning.", TODAY)
    assert got["paddler_age"] is None and got["instructor"] is None
    assert set(got) == {"town", "paddler_age", "instructor"}


def test_a_chinese_one_that_only_says_a_gives_no_optional_number():
    # 租一条皮划艇 rents *a* kayak: 一 before a measure word is no paddler's age
    assert fill_schema(KAYAK, "周六上午想在大理租一条皮划艇。", TODAY)["paddler_age"] is None


@pytest.mark.parametrize("text", ["Hire a kayak in Hobart; the paddler is 16 years old.",
                                  "在大理租皮划艇，划船的人今年16岁。"])
def test_an_optional_number_the_text_gives_is_read(text):
    assert fill_schema(KAYAK, text, TODAY)["paddler_age"] == 16


# ---------------------------------------------------------------- only a place is a place


def test_an_object_with_a_city_and_other_strings_is_no_place():
    gig = obj({"role": S, "employer": S, "city": S, "tools": {"type": "array", "items": S}})
    got = fill_schema(gig, "Wanted: a night-shift baker at Crumb & Co in Leeds. Must know "
                           "sourdough, lamination and proofing.", TODAY)
    assert isinstance(got["tools"], list) and got["city"] == "Leeds"


# ---------------------------------------------------------------- labelled values

SUPPLY = obj({"supplier": S, "total": N, "lines": {"type": "array", "items": obj(
    {"description": S, "quantity": I, "unit_price": N})}})


def test_a_labelled_total_is_the_total_not_the_first_price():
    got = fill_schema(SUPPLY, "Ordered from Supplier: Northwind Bakery. 6 mugs at £7.50 each "
                              "and 2 teapots at £19 each. Total: £83.", TODAY)
    assert got["supplier"] == "Northwind Bakery" and got["total"] == 83
    assert [(l["quantity"], l["unit_price"]) for l in got["lines"]] == [(6, 7.5), (2, 19)]
    assert "mug" in got["lines"][0]["description"] and "teapot" in got["lines"][1]["description"]


def test_a_chinese_label_before_shi_names_its_field_and_a_price_clause_joins_its_item():
    got = fill_schema(SUPPLY, "供应商是北风烘焙。水彩颜料2盒，每盒36元；画笔5支，每支4元。合计92元。", TODAY)
    assert got["supplier"] == "北风烘焙" and got["total"] == 92
    assert [(l["quantity"], l["unit_price"]) for l in got["lines"]] == [(2, 36), (5, 4)]
    assert "颜料" in got["lines"][0]["description"] and "画笔" in got["lines"][1]["description"]


def test_a_label_matches_a_field_by_its_own_noun_not_by_any_shared_gloss():
    text = "这就是我的问题：水管漏了"   # 问题 glosses "issue": no `issue_date`
    [found] = labelled_values(text)
    assert best_field(found, ["issue_date", "problem"]) == "problem"
    assert best_field(found, ["issue_date"]) is None


def test_a_clock_time_is_no_label():
    assert labelled_values("Doors open at 7:30, bring a torch") == []


# ---------------------------------------------------------------- one clause per item


def test_a_clause_of_numbers_only_belongs_to_the_thing_before_it():
    assert names_nothing("每支4元") and names_nothing("at £19 each")
    assert not names_nothing("画笔5支") and not names_nothing("2 teapots")
    assert item_clauses("lamp oil, £4; wicks, £2; Total £6") == ["lamp oil, £4", "wicks, £2"]


def test_clauses_a_date_or_an_id_used_have_no_item():
    claim = obj({"ref": S, "lines": {"type": "array", "items": obj(
        {"date": {"type": "string", "format": "date"}, "category": {
            "type": "string", "enum": ["travel", "meals", "lodging", "other"]}, "amount": N})}})
    got = fill_schema(claim, "Claim EX-4410: ferry to Cowes on 18 November, £24; breakfast on "
                             "19 November, £9.", TODAY)
    assert got["ref"] == "EX-4410"
    assert got["lines"] == [{"date": "2026-11-18", "category": "travel", "amount": 24},
                            {"date": "2026-11-19", "category": "meals", "amount": 9}]


# ---------------------------------------------------------------- plural enum options


@pytest.mark.parametrize("text", ["breakfast at the station", "早餐38元"])
def test_a_plural_option_is_the_kind_its_singular_names(text):
    assert enum_choice(["fares", "meals", "rooms"], text)[0] == "meals"


# ---------------------------------------------------------------- JSON mode keys


@pytest.mark.parametrize("key, text, wanted", [
    ("is_refundable", "The ticket can be refunded.", "boolean"),
    ("pets_allowed", "No dogs.", "boolean"),
    ("guests", "A table for 4 guests at eight.", "number"),
    ("nights", "在民宿住两晚。", "number"),
    ("tags", "Tagged cosy and quiet.", "string"),        # a plural nothing counts
    ("fee_per_class", "Yoga is 12 euros a class.", "number"),
])
def test_a_json_mode_key_is_typed_by_its_name_and_what_the_text_counts(key, text, wanted):
    assert key_type(key, text) == wanted


# ---------------------------------------------------------------- a name that opens the text


def test_a_full_name_that_opens_the_text_is_a_name_and_an_opening_verb_is_not():
    visit = obj({"customer": S})
    assert fill_schema(visit, "Ines Moreau rang about a leaking boiler.", TODAY)["customer"] == \
        "Ines Moreau"
    assert all(f.value != "Fetch Lotte" for f in find("customer", S, "Fetch Lotte from the station."))


def test_the_json_stays_valid_for_every_schema_here():
    for schema in (KAYAK, SUPPLY):
        json.dumps(fill_schema(schema, "nothing useful", TODAY))


# ---------------------------------------------------------------- ranges for a min/max pair

BAND = obj({"pay_min": I, "pay_max": I})


@pytest.mark.parametrize("text", ["Lifeguard wanted, pay £1,900–£2,300 a month.",
                                  "招救生员，月薪1900到2300元。",
                                  "Pay between 2300 and 1900 pounds, depending on shifts."])
def test_a_range_fills_the_low_and_high_ends_lower_first(text):
    assert fill_schema(BAND, text, TODAY) == {"pay_min": 1900, "pay_max": 2300}


def test_two_numbers_joined_by_and_are_no_range_without_between():
    from course_lib.offline.read.ranges import find_ranges
    assert find_ranges("I have 3 cats and 4 dogs") == []
    assert [(a.value, b.value) for a, b in find_ranges("适合8至12岁的孩子")] == [(8, 12)]


# ---------------------------------------------------------------- what the field names


def test_a_noun_before_the_member_names_which_one_and_a_participle_does_not():
    from course_lib.offline.read.members import member
    assert member("dish", "Tonight's pumpkin risotto feeds six.", []).value == "pumpkin risotto"
    assert member("dish", "She reheated the frozen risotto.", []).value == "risotto"


@pytest.mark.parametrize("text, wanted", [("我们住在海棠客栈，两晚。", "海棠客栈"),   # 客栈: "inn; hotel"
                                          ("随便找家酒店就行。", None),
                                          ("我订了银杏酒店，住两晚。", "银杏酒店"),
                                          ("We stayed at the Copper Kettle Hotel in York.",
                                           "Copper Kettle Hotel"),
                                          ("Any cheap hotel near York will do.", None)])
def test_a_thing_s_name_is_the_name_written_before_its_noun(text, wanted):
    from course_lib.offline.read.members import named_thing
    found = named_thing("hotel_name", text, [])
    assert (found.value if found else None) == wanted


def test_a_long_mixed_code_is_an_id_and_a_title_before_a_name_is_not_the_name():
    assert find("parcel_ref", S, "Parcel 9W4418KX2203 left the depot.")[0].value == "9W4418KX2203"
    assert [f.value for f in find("contact_name", S, "Pip was seen by Dr. Okonkwo.")] == ["Okonkwo"]
    assert [f.value for f in find("contact_name", S, "Ask Prof. Lindqvist first.")] == ["Lindqvist"]
