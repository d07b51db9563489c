"""Structured output read schema first (read/records.py, read/opinions.py), with schemas and
wording from no lesson and no fidelity case, in English and Chinese."""

import json

import pytest

from course_lib.offline import OfflineModel
from course_lib.offline.read import opinions
from course_lib.offline.read.records import named_option
from course_lib.offline.write.structured import fill_schema

S = {"type": "string"}
TODAY = (2026, 12, 1)


def obj(properties: dict) -> dict:
    return {"type": "object", "properties": properties, "required": list(properties)}


VENUE = obj({"name": S, "city": S})
DINNER = obj({"occasion": S, "day": {"type": "string", "format": "date"},
              "guests": {"type": "array", "items": obj({"name": S})}, "venue": VENUE})


def test_a_nested_place_takes_the_venue_not_a_guest_and_the_title_stays_short():
    got = fill_schema(DINNER, "Birthday dinner on 2027-01-09 at the Copper Kettle in Edinburgh, "
                              "with Priyanka and Oskar.", TODAY)
    assert got["venue"] == {"name": "Copper Kettle", "city": "Edinburgh"}
    assert [g["name"] for g in got["guests"]] == ["Priyanka", "Oskar"]
    assert got["occasion"] == "Birthday dinner" and got["day"] == "2027-01-09"


def test_a_nested_place_in_chinese_is_the_nouns_after_zai():
    got = fill_schema(DINNER, "1月9日晚上七点在老王面馆吃饭，一起的有小李、阿强和表姐，地点在成都。", TODAY)
    assert got["venue"]["name"] == "老王面馆"
    assert got["venue"]["city"] in ("成都", "Chengdu")
    assert [g["name"] for g in got["guests"]] == ["小李", "阿强", "表姐"]
    assert "吃饭" in got["occasion"] and "小李" not in got["occasion"]


GEAR = obj({"gear": {"type": "array", "items": obj({"thing": S, "count": {"type": "number"},
                                                    "unit": S})}})


def test_a_list_of_objects_has_one_entry_per_listed_thing_with_its_unit():
    got = fill_schema(GEAR, "Pack 4 tins of tuna, 500 g of rice and 6 lanterns.", TODAY)["gear"]
    assert [(g["thing"], g["count"], g["unit"]) for g in got] == [
        ("tuna", 4, "tin"), ("rice", 500, "gram"), ("lanterns", 6, "piece")]


def test_a_chinese_list_counts_in_measure_words_and_yi_ge_is_one():
    got = fill_schema(GEAR, "露营要带：三瓶水、两包饼干、一个手电筒", TODAY)["gear"]
    assert [(g["thing"], g["count"], g["unit"]) for g in got] == [
        ("水", 3, "瓶"), ("饼干", 2, "包"), ("手电筒", 1, "个")]


PAYMENT = obj({"total": {"type": "number"},
               "paid_with": {"type": "string", "enum": ["cash", "card", "wechat", "alipay"]}})


@pytest.mark.parametrize("text, total, method", [
    ("这顿火锅两百块，用支付宝付的", 200, "alipay"),      # 支付宝 is glossed "Alipay"
    ("停车费十五块，现金给的", 15, "cash"),
    ("Settled the 35 dollar bill in cash.", 35, "cash"),
])
def test_an_enum_option_named_in_either_language_is_chosen(text, total, method):
    assert fill_schema(PAYMENT, text, TODAY) == {"total": total, "paid_with": method}


def test_an_option_is_named_through_the_dictionary_not_by_a_guess():
    assert named_option(["cash", "wechat"], "周末用微信转了钱").value == "wechat"
    assert named_option(["cash", "card"], "周末随便逛了逛") is None


VERDICT = obj({"verdict": {"type": "string", "enum": ["positive", "negative", "mixed"]},
               "strengths": {"type": "array", "items": S},
               "weaknesses": {"type": "array", "items": S}})


def test_praise_and_complaint_make_a_mixed_verdict_and_fill_both_lists():
    got = fill_schema(VERDICT, "The screen is gorgeous, but the battery dies too fast.", TODAY)
    assert got == {"verdict": "mixed", "strengths": ["The screen is gorgeous"],
                   "weaknesses": ["the battery dies too fast"]}


def test_chinese_praise_then_too_much_is_mixed():
    got = fill_schema(VERDICT, "屏幕很清楚，可是电池太差了", TODAY)
    assert got == {"verdict": "mixed", "strengths": ["屏幕很清楚"], "weaknesses": ["电池太差"]}


def test_one_sided_texts_take_their_side_and_leave_the_other_list_empty():
    assert fill_schema(VERDICT, "Lovely hosts and a spotless kitchen.", TODAY)["verdict"] == "positive"
    got = fill_schema(VERDICT, "The soup was not good and the waiter was rude.", TODAY)
    assert got["verdict"] == "negative" and got["strengths"] == []


def test_without_a_mixed_option_a_two_sided_text_is_neutral_and_enums_without_feelings_pass():
    assert opinions.sentiment("Clean room, but too noisy at night.",
                              ["positive", "negative", "neutral"]) == "neutral"
    assert opinions.sentiment("Clean room.", ["low", "medium", "high"]) is None


def test_a_field_says_which_side_it_collects_by_its_name_or_description():
    assert opinions.field_polarity("praised") == 1 and opinions.field_polarity("complaints") == -1
    assert opinions.field_polarity("pros", "what the guest liked") == 1
    assert opinions.field_polarity("tags") == 0


def test_no_field_is_the_message_pasted_in():
    text = "Remind the whole team on 2027-02-03 that the printer on floor two is broken again."
    got = fill_schema(obj({"headline": S, "when": {"type": "string", "format": "date"}}), text, TODAY)
    assert got["when"] == "2027-02-03"
    assert got["headline"] and len(got["headline"]) < 0.75 * len(text)


# ---------------------------------------------------------------- tools, then the format

TIDES = {"type": "function", "function": {
    "name": "tide_table", "description": "High and low tide times for a harbour today.",
    "parameters": {"type": "object", "properties": {"place": {"type": "string", "description": "harbour town"}},
                   "required": ["place"]}}}
TIDE_FORMAT = {"type": "json_schema", "json_schema": {"name": "tides", "strict": True, "schema": {
    "type": "object", "additionalProperties": False, "required": ["harbours"],
    "properties": {"harbours": {"type": "array", "items": obj({"place": S, "high_tide": S})}}}}}


def ask(messages, **extra):
    outcome = OfflineModel().handle({"model": "offline", "messages": messages, "tools": [TIDES],
                                     "response_format": TIDE_FORMAT, **extra})
    assert outcome.status == 200, outcome.body
    return outcome.body["choices"][0]["message"]


def test_with_tools_and_a_format_the_tools_come_first_then_a_list_from_their_results():
    question = [{"role": "user", "content": "When is high tide in Galway and in Cork today?"}]
    first = ask(question)
    calls = [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in first["tool_calls"]]
    assert calls == [("tide_table", {"place": "Galway"}), ("tide_table", {"place": "Cork"})]
    results = {"Galway": {"place": "Galway", "high_tide": "11:42", "low_tide": "17:55"},
               "Cork": {"place": "Cork", "high_tide": "10:58", "low_tide": "17:10"}}
    history = question + [{"role": "assistant", "content": None, "tool_calls": first["tool_calls"]}] + [
        {"role": "tool", "tool_call_id": c["id"],
         "content": json.dumps(results[json.loads(c["function"]["arguments"])["place"]])}
        for c in first["tool_calls"]]
    final = ask(history)
    assert not final.get("tool_calls")
    assert json.loads(final["content"]) == {"harbours": [
        {"place": "Galway", "high_tide": "11:42"}, {"place": "Cork", "high_tide": "10:58"}]}


SHIPMENT = obj({"customer": obj({"name": S, "email": S}), "address": obj({"street": S, "city": S})})


def test_an_address_is_what_follows_to_and_the_customer_keeps_the_name_and_email():
    got = fill_schema(SHIPMENT, "This is Hannah Vogel (hannah.v@example.net), please ship to "
                                "12 Elm Road in Leeds.", TODAY)
    assert got == {"customer": {"name": "Hannah Vogel", "email": "hannah.v@example.net"},
                   "address": {"street": "12 Elm Road", "city": "Leeds"}}


def test_a_chinese_address_follows_dao_once_the_city_is_taken():
    got = fill_schema(SHIPMENT, "我是周敏，邮箱 zhoumin@example.cn，寄到杭州市西湖区文三路。", TODAY)
    assert got["customer"] == {"name": "周敏", "email": "zhoumin@example.cn"}
    assert got["address"]["street"] == "西湖区文三路" and got["address"]["city"] in ("杭州", "杭州市", "Hangzhou")


def test_each_listed_clause_names_its_owner_first():
    chores = obj({"chores": {"type": "array", "items": obj({"chore": S, "owner": S})}})
    got = fill_schema(chores, "Ana books the venue, Ben orders the cake and Chloe sends the invites.",
                      TODAY)["chores"]
    assert [c["owner"] for c in got] == ["Ana", "Ben", "Chloe"]
    assert "cake" in got[1]["chore"] and "Ben" not in got[1]["chore"]


def test_too_is_a_complaint_only_as_a_word_of_its_own():
    assert opinions.polarity("隔音太差") == -1 and opinions.polarity("the room is too small") == -1
    assert opinions.polarity("今天太阳很好") == 1   # 太阳 is the sun, not "too much"
    assert opinions.polarity("东西不好吃") == -1 and opinions.polarity("not friendly at all") == -1


SENTIMENT_ONLY = obj({"sentiment": {"type": "string", "enum": ["positive", "negative", "mixed"]}})


@pytest.mark.parametrize("text", [
    "The hotel breakfast was wonderful, but the room was noisy and dirty.",
    "房间很干净，服务员也很热情，就是隔音太差。",
])
def test_praise_and_complaint_in_one_text_is_mixed_whatever_the_field_is_called(text):
    assert fill_schema(SENTIMENT_ONLY, text, TODAY)["sentiment"] == "mixed"


def test_one_sided_text_is_not_mixed():
    assert fill_schema(SENTIMENT_ONLY, "Terrible support, nobody answered for a week.",
                       TODAY)["sentiment"] == "negative"
