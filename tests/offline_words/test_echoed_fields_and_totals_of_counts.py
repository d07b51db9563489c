"""What a result says that the asker did not:

* a quote that echoes the call's arguments (`litres`, `gloss`) answers with its news, the
  price, also when a follow-up changes one argument ("Make it five litres instead");
* "Reply with the price in pounds only: a bare number" gives the bare price;
* a yes/no question after a first sentence ("Member F2231 here. Am I allowed …?") is
  answered by the record's one yes/no field, with the date it changes ("cleared from …");
  "last_injury" is the latest injury, no deadline;
* 还有多少积分？ asks how many, not whether;
* "How many places are left in total?" adds up the places, not the prices.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.write.polar import is_polar


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


def answer(messages: list, tools: list, system: str = "") -> dict:
    head = [{"role": "system", "content": system}] if system else []
    body = {"model": "offline", "tools": tools, "messages": head + messages}
    return OfflineModel().handle(body).body["choices"][0]["message"]


def called(name: str, args: dict, result, call_id: str = "c1") -> list:
    return [{"role": "assistant", "content": None, "tool_calls": [{"id": call_id, "type": "function",
             "function": {"name": name, "arguments": json.dumps(args)}}]},
            {"role": "tool", "tool_call_id": call_id, "content": json.dumps(result, ensure_ascii=False)}]


PAINT = tool("paint_quote", "Price of mixing paint: base, litres, finish.",
             {"base": {"type": "string", "enum": ["white", "pastel", "deep"]}, "litres": {"type": "integer"},
              "gloss": {"type": "boolean"}})


def quote(litres: int, price: float) -> dict:
    return {"base": "deep", "litres": litres, "gloss": True, "price_gbp": price, "mix_minutes": 10}


def test_a_follow_up_that_changes_one_argument_asks_the_price_again():
    first = [{"role": "user", "content": "How much would 3 litres of the deep base in gloss cost?"},
             *called("paint_quote", {"base": "deep", "litres": 3, "gloss": True}, quote(3, 41.5)),
             {"role": "assistant", "content": "3 litres of deep gloss would be £41.50."},
             {"role": "user", "content": "Make it five litres instead."}]
    call = answer(first, [PAINT])["tool_calls"][0]
    assert json.loads(call["function"]["arguments"])["litres"] == 5
    said = answer(first + called("paint_quote", {"base": "deep", "litres": 5, "gloss": True}, quote(5, 66.0),
                                 call["id"]), [PAINT])["content"]
    assert "66" in said and "5 litres" not in said and "mix" not in said


def test_only_the_price_as_a_bare_number():
    asked = [{"role": "user", "content": "Deep base, 2 litres, gloss?"},
             *called("paint_quote", {"base": "deep", "litres": 2, "gloss": True}, quote(2, 29.0))]
    bare = answer(asked, [PAINT], "You mix paint for a shop. Reply with the price in pounds only: a bare "
                                  "number, no words.")["content"]
    assert bare == "29"
    said = answer(asked, [PAINT])["content"]
    assert said.index("29") < said.index("2 litres")   # the news before what was asked with


CLEARANCE = tool("fencer_status", "A fencer's medical clearance after an injury.", {"member_id": {"type": "string"}})
CLEARED = {"member_id": "F2231", "last_injury": "2026-10-21", "injury_type": "sprained ankle",
           "cleared_now": False, "cleared_from": "2027-01-13"}


def test_a_yes_no_question_after_a_first_sentence():
    assert is_polar("Member F2231 here. Am I allowed to fence in competitions again yet?")
    assert not is_polar("Hi. Can you tell me when my clearance starts?")
    assert not is_polar("帮我查一下会员卡 C7731 还有多少积分？")
    said = answer([{"role": "user", "content": "Member F2231 here. Am I allowed to fence in competitions "
                                               "again yet? My injury was in October."},
                   *called("fencer_status", {"member_id": "F2231"}, CLEARED)], [CLEARANCE],
                  "Today is 2026-12-10.")["content"]
    assert said.startswith("No") and "13 January 2027" in said and "from on" not in said
    zh = answer([{"role": "user", "content": "我是F2231，现在可以参加比赛了吗？"},
                 *called("fencer_status", {"member_id": "F2231"}, CLEARED)], [CLEARANCE],
                "Today is 2026-12-10.")["content"]
    assert zh.startswith("不可以") and "2027年1月13日起" in zh


def test_how_many_points_left_is_a_count():
    card = tool("card_lookup", "Look up a card-game club member's card.", {"member_no": {"type": "string"}})
    said = answer([{"role": "user", "content": "帮我查一下会员卡 C7731 还有多少积分？"},
                   *called("card_lookup", {"member_no": "C7731"},
                           {"member_no": "C7731", "points": 840, "expires": "2027-03-31"})], [card])["content"]
    assert "840" in said and not said.startswith(("有", "是"))


SESSIONS = tool("fencing_sessions", "Open fencing sessions at the club on one date, with places left.",
                {"date": {"type": "string"}})
LISTED = [{"session_id": "S1", "title": "Foil basics", "time": "10:00", "places_left": 5, "price_gbp": 8},
          {"session_id": "S2", "title": "Epee drills", "time": "14:00", "places_left": 3, "price_gbp": 10},
          {"session_id": "S3", "title": "Sabre bouts", "time": "18:00", "places_left": 9, "price_gbp": 10}]
TODAY = "You help at a fencing club. Today is Wednesday, 2026-12-09."


def test_a_total_adds_up_the_field_the_question_names():
    def total(question: str) -> str:
        return answer([{"role": "user", "content": question},
                       *called("fencing_sessions", {"date": "2026-12-11"}, LISTED)], [SESSIONS], TODAY)["content"]
    assert "17 places left in total" in total("How many places are left in total across Friday's sessions?")
    assert "28" in total("What would it cost in total to do all three sessions on Friday?")
    assert "17" in total("周五的课一共还剩多少个名额？")


def test_places_left_is_not_where():
    """还有位置吗 asks whether there are places, not where something is: its follow-up
    ("那周日呢？") asks again whether, not "where?"."""
    from course_lib.offline.write.sentences import _asks
    assert "where" not in _asks("周六还有位置吗？")
    assert "where" in _asks("集合点在哪里？") and "where" in _asks("车停在什么位置？")


def test_a_comparison_of_many_in_chinese_is_no_list_of_x_is_y():
    rooms = tool("sauna_rooms", "Sauna rooms right now.", {})
    listed = [{"room": "松木房", "temp_c": 85.0}, {"room": "盐石房", "temp_c": 92.0}, {"room": "雾气房", "temp_c": 48.0}]
    said = answer([{"role": "user", "content": "现在哪个房间最热？"}, *called("sauna_rooms", {}, listed)], [rooms])["content"]
    assert said.startswith("盐石房最热") and "92" in said and "松木房 85" in said and said.count("为") <= 1
