"""The tool list is written as JSON once per request and read once per distinct list
(protocol.tools_json, conversation._specs_of): the fast checks must still catch what the
slow walk catches inside the tools, and one list's reading must never serve another."""

from __future__ import annotations

import json

from course_lib.offline import OfflineModel
from course_lib.offline.protocol import tools_json
from course_lib.offline.read.conversation import read


def _tool(name: str, description: str, parameters: dict | None = None) -> dict:
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": parameters or {"type": "object", "properties": {}}}}


def _ask(model: OfflineModel, tools: list[dict], text: str = "hi") -> tuple[int, dict]:
    body = json.dumps({"model": "offline", "messages": [{"role": "user", "content": text}],
                       "tools": tools}).encode()
    outcome = model.handle_body(body)
    return outcome.status, outcome.body


def _nested(levels: int) -> dict:
    root = node = {}
    for _ in range(levels):
        node["child"] = {}
        node = node["child"]
    return root


def test_a_lone_surrogate_in_a_tool_is_a_400_each_time():
    model = OfflineModel()
    for _ in range(2):   # the second time, the list's checks are cached: still refused
        status, body = _ask(model, [_tool("f", "bad \ud800 text")])
        assert status == 400
        assert body["error"]["param"] == "tools[0].function.description"


def test_nesting_too_deep_inside_a_tool_is_a_400_each_time():
    model = OfflineModel()
    deep = _tool("f", "x", {"type": "object", "properties": {"p": _nested(70)}})
    for _ in range(2):
        status, body = _ask(model, [deep])
        assert status == 400
        assert body["error"]["param"].startswith("tools[0].function.parameters.properties.p")


def test_nesting_within_bounds_inside_a_tool_is_accepted():
    shallow = _tool("f", "x", {"type": "object", "properties": {"p": _nested(40)}})
    assert _ask(OfflineModel(), [shallow])[0] == 200


def test_the_same_list_is_read_once_and_another_list_is_read_afresh():
    lamps = [_tool("dim_lamp", "Dim a desk lamp to a brightness in percent.",
                   {"type": "object", "properties": {"percent": {"type": "integer"}},
                    "required": ["percent"]})]
    kettles = [_tool("boil_kettle", "Boil the office kettle.")]
    ask = {"model": "offline", "messages": [{"role": "user", "content": "dim it to 30%"}]}
    first = read({**ask, "tools": lamps}, tools_json({"tools": lamps}))
    again = read({**ask, "tools": lamps}, tools_json({"tools": lamps}))
    other = read({**ask, "tools": kettles}, tools_json({"tools": kettles}))
    assert first.tools[0] is again.tools[0]          # built once for this list
    assert first.tools is not again.tools            # each request owns its list
    assert [t.name for t in other.tools] == ["boil_kettle"]
    assert "percent" in first.tools[0].properties and not other.tools[0].properties


def test_a_changed_description_changes_the_choice():
    """The cache keys on the whole list: editing a description is a new list."""
    model = OfflineModel()
    fits = _tool("water_plants", "Water the office plants now.")
    status, body = _ask(model, [fits], "Please water the plants")
    assert status == 200 and body["choices"][0]["message"].get("tool_calls")
    misfit = _tool("water_plants", "Order printer paper for the office.")
    status, body = _ask(model, [misfit], "Please water the plants")
    assert status == 200 and not body["choices"][0]["message"].get("tool_calls")


def test_a_ranking_is_worked_out_once_per_question_and_tool_list(monkeypatch):
    """A loop sends the same question and tools at every step: the second request ranks
    them from the cache, and callers get their own copies to change."""
    from course_lib.offline.decide import relevance
    from course_lib.offline.read.conversation import ToolSpec
    worked = []
    real = relevance._rank_tools
    monkeypatch.setattr(relevance, "_rank_tools", lambda *a: worked.append(a[0]) or real(*a))
    tools = [ToolSpec("find_ferry", "Ferry departures between two harbours.",
                      {"type": "object", "properties": {"harbour": {"type": "string"}}}),
             ToolSpec("book_kennel", "Book a kennel place for a dog.",
                      {"type": "object", "properties": {"dog": {"type": "string"}}})]
    question = "When does the next ferry leave Lerwick harbour?"
    first = relevance.rank_tools(question, tools)
    first[0].score, first[0].matched = -99.0, set()
    again = relevance.rank_tools(question, tools)
    assert worked == [question]
    assert again[0].tool.name == "find_ferry" and again[0].score > 0 and again[0].matched
    relevance.rank_tools(question, list(reversed(tools)))   # another tool list: ranked anew
    assert worked == [question, question]
