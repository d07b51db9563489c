"""Requests that carry several records, and schema patterns for a date and time:

* "three runs: River Loop, 8 km for 42 minutes; Hill Sprint, 5.5 km, 31 min; and the Park
  Circuit, 10 km, 55 min" is one record per semicolon, the commas inside belonging to each
  (the same with "；" in Chinese);
* the "in" of "5.5 km in 31 minutes" is no thing counted, and no part of "Hill Sprint";
* a pattern `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$` asks for a date and time ("from 9 am
  tomorrow" → 2026-12-10T09:00), so a listing chains into the hire of the diesel van;
* `rate_per_hour` is said "the rate is 14 per hour", `items_per_box` "12 items per box".

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel
from course_lib.offline.read.extract import kind_by_pattern
from course_lib.offline.write.sentences import field_clause

TODAY = "You keep a runner's training log. Today is Wednesday, 2026-12-09."


def tool(name: str, description: str, props: dict, required: list | None = None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props) if required is None else required}}}


def calls(messages: list, tools: list, system: str = TODAY) -> list[tuple[str, dict]]:
    body = {"model": "offline", "tools": tools, "messages": [{"role": "system", "content": system}, *messages]}
    message = OfflineModel().handle(body).body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]


RUN = tool("log_run", "Add one run to the training log.",
           {"route": {"type": "string"}, "date": {"type": "string", "format": "date"},
            "distance_km": {"type": "number"}, "minutes": {"type": "integer"}})


def test_one_record_per_semicolon():
    made = calls([{"role": "user", "content": "Log yesterday's three runs: River Loop, 8 km for 42 minutes; "
                   "Hill Sprint, 5.5 km, 31 min; and the Park Circuit, 10 km, 55 min."}], [RUN])
    assert [a["route"] for _, a in made] == ["River Loop", "Hill Sprint", "Park Circuit"]
    assert [(a["distance_km"], a["minutes"]) for _, a in made] == [(8, 42), (5.5, 31), (10, 55)]
    assert {a["date"] for _, a in made} == {"2026-12-08"}
    zh = calls([{"role": "user", "content": "帮我记两次跑步：昨天河边环线，8公里，42分钟；前天山坡冲刺，5.5公里，31分钟。"}], [RUN])
    assert [(a["distance_km"], a["minutes"], a["date"]) for _, a in zh] == [(8, 42, "2026-12-08"), (5.5, 31, "2026-12-07")]


def test_in_is_no_thing_counted():
    made = calls([{"role": "user", "content": "Log a run yesterday: Hill Sprint 5.5 km in 31 minutes."}], [RUN])
    assert made[0][1]["route"] == "Hill Sprint"
    two = calls([{"role": "user", "content": "Log two runs from yesterday: River Loop 8 km in 42 minutes and "
                  "Hill Sprint 5.5 km in 31 minutes."}], [RUN])
    assert [a["route"] for _, a in two] == ["River Loop", "Hill Sprint"]


def test_a_date_and_time_pattern_with_a_t():
    assert kind_by_pattern(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$") == "datetime"
    assert kind_by_pattern(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$") == "datetime"
    assert kind_by_pattern(r"^\d{4}-\d{2}-\d{2}$") == "date"


VANS = [tool("list_vans", "Vans free to hire right now at one depot of the firm.",
             {"depot": {"type": "string", "description": "depot name, e.g. Mill Lane, Riverside"},
              "hours": {"type": "number", "description": "how long you need it"}}, ["depot"]),
        tool("hire_van", "Hire one van. start as YYYY-MM-DDTHH:MM.",
             {"van_id": {"type": "string"}, "start": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$"},
              "hours": {"type": "number"}})]
LISTED = [{"van_id": "ML-1", "model": "Ford Transit", "fuel": "diesel", "rate_per_hour": 14},
          {"van_id": "ML-2", "model": "Nissan e-NV200", "fuel": "electric", "rate_per_hour": 16}]


def test_a_listing_chains_into_the_hire_of_the_van_described():
    for question, van, start, hours in (
            ("Hire the diesel van at Mill Lane from 9 am tomorrow for 3 hours.", "ML-1", "2026-12-10T09:00", 3),
            ("Hire the electric one at Mill Lane from 2 pm today for 4 hours.", "ML-2", "2026-12-09T14:00", 4)):
        listed = [{"role": "user", "content": question},
                  {"role": "assistant", "content": None, "tool_calls": [{"id": "v1", "type": "function", "function": {
                      "name": "list_vans", "arguments": json.dumps({"depot": "Mill Lane", "hours": hours})}}]},
                  {"role": "tool", "tool_call_id": "v1", "content": json.dumps(LISTED)}]
        assert calls(listed, VANS, "You help at a van hire firm. Today is Wednesday, 2026-12-09.") == \
            [("hire_van", {"van_id": van, "start": start, "hours": hours})]


def test_a_rate_per_hour_is_said_as_one():
    assert field_clause("rate_per_hour", 14, False) == "the rate is 14 per hour"
    assert field_clause("items_per_box", 12, False) == "12 items per box"


def test_a_chinese_name_of_several_words_is_whole():
    """河边 + 环线 is the route 河边环线, 山坡 + 冲刺 is 山坡冲刺: a place word before the
    noun and the nouns after it belong to the name; 绿萝 stays 绿萝."""
    made = calls([{"role": "user", "content": "帮我记两次跑步：昨天河边环线8公里42分钟，前天山坡冲刺5.5公里31分钟。"}], [RUN])
    assert [a["route"] for _, a in made] == ["河边环线", "山坡冲刺"]
    water = tool("water_plant", "Record watering a plant.", {"plant": {"type": "string"}, "litres": {"type": "number"}})
    assert calls([{"role": "user", "content": "昨天给绿萝浇了两升水"}], [water])[0][1]["plant"] == "绿萝"
