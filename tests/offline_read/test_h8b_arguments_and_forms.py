"""Arguments and structured output (issue 8, points 2 and 9): mechanisms a diagnostic probe
showed missing, each tested with tools, schemas and wording from no lesson and no probe.

- a small clock hour said with no half of the day is in the afternoon ("quarter past
  three", 四点); a morning word, "am" or a leading zero keeps it early (read/extract.py);
- the market 斤 is half a kilo (read/unit_names.py, read/units.py);
- a thing's field holds what an amount counts ("留三斤橘子" → 橘子), a title keeps its count
  (read/item_clauses.py, read/records.py, read/filling.py);
- the field's own name before a value is its label ("ticket KX-77", read/records.py);
- JSON mode: options and types a prompt writes in brackets, full-width too, and bracketed
  words are no keys (write/structured.py);
- a list of numbers without the number that counts them ("three want vests, sizes 40, 44
  and 48", read/extract.py);
- options written as initials (S/M/L/XL for "small", "extra large",
  read/abbreviated_options.py); "+" joins a list's items; a thing of a record field's kind
  said inside a listed item ("6 small jackets in bright yellow": the colour, read/records.py);
- a Chinese flag described as a yes/no question (要不要向导) is read from its thing
  (read/extract.py);
- an option whose note lists what the request asks for, words built on one another
  counting (bathe/bath, hair/haircut: read/described_options.py);
- a yes to "is there a free ...?" names a lone item with its time (write/polar.py).
"""

import datetime as dt
import json

import httpx2
import openai

from course_lib.offline import OfflineTransport
from course_lib.offline.read.item_clauses import counted_thing, the_counted_thing
from course_lib.offline.read.records import read_record, without_own_label
from course_lib.offline.read.units import convert, find_quantities
from course_lib.offline.write.structured import requested_keys, requested_options, requested_types

TODAY = dt.date(2026, 12, 1)   # a Tuesday
S, I, N, B = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}


def _client() -> openai.OpenAI:
    return openai.OpenAI(base_url="http://offline/v1", api_key="x",
                         http_client=httpx2.Client(transport=OfflineTransport()))


def _tool(name, description, properties, required):
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": required}}}


KAYAK = _tool("hire_kayak", "Hire a sea kayak from the boathouse.",
              {"day": {"type": "string", "format": "date"},
               "start": {"type": "string", "description": "HH:MM, 24-hour"},
               "paddlers": {"type": "integer", "minimum": 1, "maximum": 2}}, ["day", "start", "paddlers"])


def _call(tool, text):
    reply = _client().chat.completions.create(
        model="offline", messages=[{"role": "user", "content": text}], tools=[tool])
    calls = reply.choices[0].message.tool_calls
    assert calls, reply.choices[0].message.content
    return json.loads(calls[0].function.arguments)


# ---------------------------------------------------------------- clock hours


def test_a_small_hour_without_half_of_day_is_in_the_afternoon():
    assert _call(KAYAK, "hire a kayak for 2 on thursday from quarter past three")["start"] == "15:15"
    assert _call(KAYAK, "周四四点半租一条皮划艇，两个人")["start"] == "16:30"


def test_a_morning_word_am_or_a_leading_zero_keeps_a_small_hour_early():
    assert _call(KAYAK, "hire a kayak for 1 on thursday morning at 6")["start"] == "06:00"
    assert _call(KAYAK, "hire a kayak for 1 on thursday at 5am")["start"] == "05:00"
    assert _call(KAYAK, "hire a kayak for 1 on thursday at 04:30")["start"] == "04:30"
    assert _call(KAYAK, "周四早上五点租一条皮划艇，一个人")["start"] == "05:00"


def test_a_later_hour_is_left_as_said():
    assert _call(KAYAK, "hire a kayak for 1 on thursday at 9")["start"] == "09:00"


# ---------------------------------------------------------------- 斤


def test_jin_is_half_a_kilo():
    [q] = find_quantities("买八斤橘子")
    assert convert(q.value, q.unit, "kilogram") == 4.0
    [q] = find_quantities("12 jin of rice")
    assert convert(q.value, q.unit, "gram") == 6000.0


# ---------------------------------------------------------------- the thing an amount counts


def test_the_thing_an_amount_counts():
    assert counted_thing("给我称三斤橘子，下午来拿") == "橘子"
    assert counted_thing("keep 4 kg of quinces for friday") == "quinces"
    assert counted_thing("book 2 hours") is None


def test_a_things_field_narrows_to_it_and_a_title_keeps_its_count():
    text = "keep 4 kg of quinces for friday"
    assert the_counted_thing("fruit", "Keep quinces", text) == "quinces"
    assert the_counted_thing("title", "Keep 4 kg of quinces", text) == "Keep 4 kg of quinces"


def test_a_jin_order_fills_kilos_and_the_thing():
    cheese = _tool("set_aside_cheese", "Set a wheel or a piece of cheese aside at the dairy counter.",
                   {"cheese": S, "kg": N}, ["cheese", "kg"])
    args = _call(cheese, "帮我留三斤羊奶酪，明天来拿")
    assert args["kg"] == 1.5
    assert args["cheese"] == "羊奶酪"


# ---------------------------------------------------------------- labels


def test_the_fields_own_name_before_a_value_is_a_label():
    assert without_own_label("ticket", "Ticket KX-77") == "KX-77"
    assert without_own_label("member_number", "member number is 5521-B") == "5521-B"
    assert without_own_label("ticket", "Ticket") == "Ticket"   # nothing after it: kept
    form = {"type": "object", "properties": {"riders": I, "ticket": S}, "required": ["riders", "ticket"]}
    assert read_record(form, "four riders. ticket KX-77. see you there", TODAY)["ticket"] == "KX-77"


# ---------------------------------------------------------------- JSON mode prompts


def test_options_and_types_in_full_width_brackets():
    prompt = "整理成 JSON，键为 title、shelf（top 或 bottom）、players（整数）、weight（数字）。"
    assert requested_keys(prompt) == ["title", "shelf", "players", "weight"]
    assert requested_options(prompt) == {"shelf": ["top", "bottom"]}
    assert requested_types(prompt) == {"players": "integer", "weight": "number"}
    assert requested_types("keys: game, minutes (integer)") == {"minutes": "integer"}


def test_json_mode_reads_the_types_and_options_the_prompt_names():
    reply = _client().chat.completions.create(
        model="offline", response_format={"type": "json_object"},
        messages=[{"role": "system", "content": "把桌游描述整理成 JSON 对象，键为 name、mode（coop 或 versus）、"
                                                "players（整数）。"},
                  {"role": "user", "content": "我们玩的是瘟疫危机，大家合作对抗病毒，一共四个玩家"}])
    data = json.loads(reply.choices[0].message.content)
    assert data["players"] == 4
    assert "coop" not in data and "versus" not in data   # the options are no keys


# ---------------------------------------------------------------- a list's numbers without their count


def test_the_number_that_counts_a_list_of_numbers_is_none_of_them():
    form = {"type": "object", "properties": {"paddlers": I, "vest_sizes": {"type": "array", "items": I}},
            "required": ["paddlers", "vest_sizes"]}
    said = read_record(form, "5 paddlers; three want buoyancy vests, sizes 40, 44 and 48", TODAY)
    assert said["vest_sizes"] == [40, 44, 48]
    # a small number inside the list's own commas is one of them
    assert read_record(form, "5 paddlers, vest sizes 2, 40 and 44", TODAY)["vest_sizes"] == [2, 40, 44]


# ---------------------------------------------------------------- options written as initials, lists


VESTS = ["XS", "S", "M", "L", "XL", "XXL"]
VEST_ORDER = {"type": "object", "properties": {
    "lines": {"type": "array", "items": {"type": "object", "properties": {
        "size": {"type": "string", "enum": VESTS}, "quantity": I}, "required": ["size", "quantity"]}},
    "colour": S}, "required": ["lines", "colour"]}


def test_an_option_written_as_the_initials_of_what_is_said():
    from course_lib.offline.read.abbreviated_options import abbreviated_option
    assert abbreviated_option(VESTS, "a medium buoyancy vest").value == "M"
    assert abbreviated_option(VESTS, "four extra large ones").value == "XL"
    assert abbreviated_option(VESTS, "I would like a vest") is None   # "like" after no count
    assert abbreviated_option(["low", "high"], "a small one") is None  # no codes


def test_listed_sizes_and_counts_and_the_colour_said_inside_the_list():
    said = read_record(VEST_ORDER, "Send 4 medium and 6 small paddling jackets in bright yellow by friday", TODAY)
    assert said["lines"] == [{"size": "M", "quantity": 4}, {"size": "S", "quantity": 6}]
    assert "yellow" in said["colour"]


def test_a_plus_joins_the_items_of_a_list():
    said = read_record(VEST_ORDER, "need 2 small + 5 large vests in red", TODAY)
    assert said["lines"] == [{"size": "S", "quantity": 2}, {"size": "L", "quantity": 5}]


# ---------------------------------------------------------------- a flag described as a yes/no question


def test_a_flag_described_in_the_a_not_a_form_is_read_from_its_thing():
    from course_lib.offline.read.extract import _without_a_not_a
    assert _without_a_not_a("要不要头盔") == "头盔"
    assert _without_a_not_a("需不需要接送") == "接送"      # 需要 is one word: both go
    assert _without_a_not_a("是否含保险") == "含保险"
    hikes = _tool("book_hike", "预订山地徒步，按天计费。", {
        "days": {"type": "integer", "minimum": 1}, "escort": {"type": "boolean", "description": "要不要向导"}},
        ["days"])
    assert _call(hikes, "订两天徒步，要一个向导").get("escort") is True
    assert _call(hikes, "订两天徒步，不要向导").get("escort") in (False, None)


# ---------------------------------------------------------------- options told apart by their notes


def test_an_option_whose_note_lists_what_the_request_asks_for():
    from course_lib.offline.read.described_options import by_note
    options = ["dry_only", "spa_day", "claws"]
    described = "Dog services: dry_only (towel & dryer), spa_day (bath, haircut, massage), claws."
    # a note's words said as words built on them or from them: bathe/bath, hair/haircut
    assert by_note(options, described, "please bathe her and tidy the hair")[0] == "spa_day"
    assert by_note(options, described, "给它洗澡，再剪剪毛")[0] == "spa_day"
    assert by_note(options, described, "just the party, nothing else")[0] is None   # "art" is no part


def test_a_lone_free_item_of_a_list_is_named_with_its_time():
    slots = _tool("lane_slots", "Free bowling lanes for one evening.", {"day": {"type": "string", "format": "date"}},
                  ["day"])
    listing = {"lanes": [{"lane_id": "LN-4", "time": "18:00", "free": False},
                         {"lane_id": "LN-7", "time": "20:30", "free": True}]}
    first = _client().chat.completions.create(model="offline", tools=[slots], messages=[
        {"role": "user", "content": "is there a free lane on friday?"}])
    call = first.choices[0].message.tool_calls[0]
    reply = _client().chat.completions.create(model="offline", tools=[slots], messages=[
        {"role": "user", "content": "is there a free lane on friday?"},
        first.choices[0].message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": json.dumps(listing)}])
    said = reply.choices[0].message.content
    assert "LN-7" in said and "20:30" in said and "LN-4" not in said
