"""A framework's output tool described in a learner's own words ("Return the final forecast
to the caller", 把结果返回给调用方, 最终输出), under `tool_choice="required"`: the real tool
that fits is called first, then the output tool once, its numbers from the result and its
text field (a sentence "for the patient", 给病人看的说明) written as an answer, not the
question pasted in. A tool that *sends* a message to the user is a real tool. An option of
an integer enum (paper of 80 or 120 gsm) is never a count said beside it ("300 tickets").

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

import pytest

from _chain_loop import tool
from course_lib.offline.decide.output_tools import is_output_tool
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conversation import ToolSpec

POLLEN = tool("pollen_forecast", "Tomorrow's pollen forecast for a city: index 0-12 and the main pollen.",
              {"city": {"type": "string"}}, ["city"])
RESULT = {"city": "Leeds", "index": 9, "main_pollen": "birch", "level": "high"}


def output_tool(description: str, text_field: str, text_description: str) -> dict:
    return tool("send_result", description, {
        "pollen_index": {"type": "integer"}, "level": {"type": "string"},
        text_field: {"type": "string", "description": text_description}},
        ["pollen_index", "level", text_field])


def steps(tools: list[dict], question: str) -> list[dict]:
    """The run under tool_choice="required": each step's one call, the pollen look-up answered."""
    model, messages, made = OfflineModel(), [{"role": "user", "content": question}], []
    for _ in range(4):
        body = {"model": "offline", "messages": messages, "tools": tools, "tool_choice": "required"}
        message = model.handle(body).body["choices"][0]["message"]
        [call] = message["tool_calls"]
        name, args = call["function"]["name"], json.loads(call["function"]["arguments"])
        made.append({"name": name, "args": args})
        if name == "send_result":
            return made
        messages += [{"role": "assistant", "content": None, "tool_calls": [call]},
                     {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(RESULT)}]
    return made


@pytest.mark.parametrize("question, description, field, field_description", [
    ("How bad will the pollen be in Leeds tomorrow?", "Return the final forecast to the caller.",
     "summary", "one short sentence for the patient"),
    ("Pollen in Leeds tomorrow?", "Hands the answer back to the orchestrator.",
     "advice", "a friendly sentence for the patient"),
    ("明天Leeds的花粉严重吗？", "把结果返回给调用方。", "note", "一句给病人看的中文说明"),
    ("明天Leeds的花粉怎么样？", "框架的最终输出，查完数据后调用一次。", "reply", "给病人的回复"),
])
def test_the_look_up_first_then_the_output_tool_once(question, description, field, field_description):
    made = steps([POLLEN, output_tool(description, field, field_description)], question)
    assert [m["name"] for m in made] == ["pollen_forecast", "send_result"]
    assert made[0]["args"] == {"city": "Leeds"}
    out = made[1]["args"]
    assert out["pollen_index"] == 9 and out["level"] == "high"
    text = out[field]
    assert text and text.strip("？?。. ") not in question and ("9" in text or "birch" in text or "high" in text
                                                               or "高" in text or "桦" in text), text


@pytest.mark.parametrize("description, output", [
    ("Return the final result to the caller.", True),
    ("Returns your answer to the user and ends the run.", True),
    ("Send a text message to the user's phone.", False),
    ("Give the customer a refund to their card.", False),
    ("给用户发一条短信。", False),
])
def test_only_returning_the_answer_makes_an_output_tool(description, output):
    assert is_output_tool(ToolSpec("finish", description, {"type": "object", "properties": {
        "text": {"type": "string"}}})) is output


def test_an_integer_option_is_never_a_count_said_beside_it():
    ticket = tool("print_tickets", "Price a run of printed raffle tickets.", {
        "tickets": {"type": "integer", "minimum": 50},
        "paper_gsm": {"type": "integer", "enum": [80, 120], "description": "paper weight in gsm"},
        "finish": {"type": "string", "enum": ["matte", "glossy"]}}, ["tickets", "paper_gsm", "finish"])
    body = {"model": "offline", "tools": [ticket], "messages": [
        {"role": "user", "content": "Price 300 tickets, 120 gsm, glossy."}]}
    [call] = OfflineModel().handle(body).body["choices"][0]["message"]["tool_calls"]
    assert json.loads(call["function"]["arguments"]) == {"tickets": 300, "paper_gsm": 120, "finish": "glossy"}


@pytest.mark.parametrize("description, answer", [
    ("one short sentence for the patient", True),
    ("一句给病人看的中文说明", True),
    ("Text for the label", False),
    ("words for the sign", False),
])
def test_a_text_is_the_answer_only_when_written_for_someone(description, answer):
    from course_lib.offline.decide.output_tools import written_for_reader
    assert written_for_reader("caption", {"type": "string", "description": description}) is answer
