"""The name of the place every tool belongs to chooses none of them: three tools of "Elm
Street Model Railway Club" all say "club", so "cancel my club subscription" fits them only
by the club's name, and no tool is called; a request that says what one tool does still
gets it. Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(props)}}}


TOOLS = [tool("layout_sessions", "Open running sessions on the Elm Street Model Railway Club layout, by month.",
              {"month": {"type": "string"}}),
         tool("loco_register", "Register a member's locomotive with the Elm Street Model Railway Club.",
              {"loco": {"type": "string"}, "gauge": {"type": "string", "enum": ["OO", "N", "O"]}}),
         tool("swap_meet_tables", "Tables left at the Elm Street Model Railway Club swap meet.",
              {"date": {"type": "string", "format": "date"}})]


def calls(question: str) -> list[str]:
    out = OfflineModel().handle({"model": "offline", "tools": TOOLS, "messages": [{"role": "user", "content": question}]})
    return [c["function"]["name"] for c in out.body["choices"][0]["message"].get("tool_calls") or []]


def test_the_name_all_tools_share_chooses_none():
    assert calls("Please stop my club subscription from January, I'm moving abroad.") == []


def test_what_one_tool_does_still_chooses_it():
    assert calls("Register my locomotive, a Flying Scotsman in OO") == ["loco_register"]


def test_an_output_tool_named_or_described_as_the_final_result_ends_a_required_run():
    from course_lib.offline.decide.output_tools import is_output_tool
    from course_lib.offline.read.conversation import tool_specs
    specs = tool_specs([tool("submit_answer", "Hand the answer over.", {"reply": {"type": "string"}}),
                        tool("deliver", "把最终结果交给用户。", {"reply": {"type": "string"}}),
                        tool("send_reply", "Email a reply to a customer.", {"reply": {"type": "string"}})])
    assert [is_output_tool(s) for s in specs] == [True, True, False]
