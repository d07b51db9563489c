"""Two dates listed and an empty list asked about, the way a person reads them:

* dates joined as a list ("on Tuesday and on Thursday", "1月5日和1月7日", "Mon, Wed or
  Fri") ask a tool with one date field once per date; the two ends of a stretch ("from
  Monday to Wednesday") or a tool with two date fields (arrival and departure) do not;
* a yes/no question over a look-up that came back with an empty list is a no that says
  what was not there and where it was looked for, in the question's language.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from course_lib.offline.model import OfflineModel

TODAY = "Today is Wednesday, 2027-01-06."


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


def respond(messages: list, tools: list) -> dict:
    out = OfflineModel().handle({"model": "offline", "tools": tools, "messages": messages})
    return out.body["choices"][0]["message"]


def calls(question: str, tools: list) -> list[tuple[str, dict]]:
    message = respond([{"role": "system", "content": TODAY}, {"role": "user", "content": question}], tools)
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in message.get("tool_calls") or []]


TIDE = tool("tide_times", "High and low tide times at a harbour on one day.",
            {"harbour": {"type": "string"}, "day": {"type": "string", "format": "date"}})
STAY = tool("quote_stay", "Price of a stay in the lighthouse cottage.",
            {"arrival": {"type": "string", "format": "date"}, "departure": {"type": "string", "format": "date"}})


@pytest.mark.parametrize("question, days", [
    ("Tide times at Whitby on Friday and on Sunday?", ["2027-01-08", "2027-01-10"]),
    ("What are the tides in Whitby for 12 January and 14 January?", ["2027-01-12", "2027-01-14"]),
    ("惠特比港1月9日和1月11日的潮汐时间是几点？", ["2027-01-09", "2027-01-11"]),
    ("Tides at Whitby on Monday, Tuesday or Friday?", ["2027-01-08", "2027-01-11", "2027-01-12"]),
])
def test_listed_dates_ask_one_call_each(question, days):
    made = calls(question, [TIDE])
    assert [name for name, _ in made] == ["tide_times"] * len(days), made
    assert sorted(args["day"] for _, args in made) == days


def test_a_stretch_of_two_dates_is_one_call():
    made = calls("Tide times at Whitby from Friday to Sunday", [TIDE])
    assert len(made) <= 1, made


def test_two_date_fields_take_the_two_dates():
    made = calls("How much is the cottage arriving 12 January and leaving 15 January?", [STAY])
    assert made == [("quote_stay", {"arrival": "2027-01-12", "departure": "2027-01-15"})], made


GLAZES = tool("glaze_stock", "Which glazes the studio shop has on the shelf, by colour family.",
              {"colour": {"type": "string"}})
SEATS = tool("coach_seats", "Free seats on the airport coach on a date.", {"date": {"type": "string", "format": "date"}})


def answer(question: str, t: dict, args: dict, result) -> str:
    messages = [{"role": "system", "content": TODAY}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": t["function"]["name"], "arguments": json.dumps(args)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result, ensure_ascii=False)}]
    message = respond(messages, [t])
    assert not message.get("tool_calls"), message
    return message["content"]


def test_an_empty_list_is_a_no_that_says_what_was_missing():
    said = answer("Are there any seats left on the coach on 9 January?", SEATS, {"date": "2027-01-09"},
                  {"date": "2027-01-09", "free_seats": []})
    assert said.startswith("No") and "free seats" in said and "9 January" in said, said


def test_an_empty_list_is_a_no_in_chinese():
    said = answer("1月9日的机场大巴还有空座吗？", SEATS, {"date": "2027-01-09"}, {"date": "2027-01-09", "free_seats": []})
    assert said.startswith("没有") and "1月9日" in said and said.endswith("。"), said
    assert "不能给你肯定的答复" not in said


def test_nothing_found_and_a_zero_count_say_no_place():
    said = answer("Do you have any teal glazes?", GLAZES, {"colour": "teal"}, {"glazes": [], "count": 0})
    assert said.startswith("No") and "count" not in said, said
    said = answer("有蓝绿色的釉吗？", GLAZES, {"colour": "teal"}, {"glazes": [], "count": 0})
    assert said.startswith("没有") and "数量" not in said, said


# ---------------------------------------------------------------- a price asked in Chinese

TEA_PRICE = tool("tea_price", "Price per 100 g of one loose-leaf tea at the Moss Lane tea counter.",
                 {"tea": {"type": "string", "description": "e.g. 'sencha', '普洱'"}})
CUP_REFUND = tool("cup_deposit_refund", "用于计算归还押金茶杯和茶壶可以退回多少钱（每个杯子 1 欧元，每个茶壶 3 欧元）。",
                  {"cups": {"type": "integer", "minimum": 0}, "pots": {"type": "integer", "minimum": 0}})


@pytest.mark.parametrize("question, teas", [
    ("滇红多少钱？", ["滇红"]),
    ("白毫银针、凤凰单丛和滇红现在各多少钱？", ["白毫银针", "凤凰单丛", "滇红"]),
])
def test_a_price_question_goes_to_the_tool_it_gives_the_arguments_of(question, teas):
    """多少钱 asks a price; the refund calculator also says 多少钱 and 每个, but the question
    gives it no cups or pots: the price look-up, which takes the tea named, is the one."""
    made = calls(question, [CUP_REFUND, TEA_PRICE])
    assert [name for name, _ in made] == ["tea_price"] * len(teas), made
    assert [args["tea"] for _, args in made] == teas


def test_the_refund_tool_still_answers_a_refund():
    made = calls("我还回来3个杯子和1个茶壶，能退多少钱？", [CUP_REFUND, TEA_PRICE])
    assert made == [("cup_deposit_refund", {"cups": 3, "pots": 1})], made


SEARCH_YARN = tool("search_yarn", "Search the wool shop's yarns.", {"query": {"type": "string"}})


def test_a_search_echoing_its_query_is_not_told_the_query_back():
    said = answer("Any chunky merino yarns?", SEARCH_YARN, {"query": "chunky merino"},
                  {"query": "chunky merino", "yarns": [{"sku": "Y-1", "name": "Highland Chunky"},
                                                       {"sku": "Y-2", "name": "Merino Bulky"}]})
    assert "Highland Chunky" in said and "query" not in said.lower(), said


def test_a_percent_field_is_said_as_a_percentage():
    said = answer("How humid is it in the greenhouse?", tool("greenhouse", "Greenhouse sensors.", {"house": {"type": "string"}}),
                  {"house": "north"}, {"house": "north", "humidity_pct": 72})
    assert "72%" in said and "pct" not in said, said


def test_one_sentence_ends_before_a_sentence_that_opens_with_a_number():
    from course_lib.offline.write.rules import _first_sentence
    assert _first_sentence("Open from 10:00 to 18:00. 3 stalls sell cheese.", False) == "Open from 10:00 to 18:00."
