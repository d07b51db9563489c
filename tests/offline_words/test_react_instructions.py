"""Does the offline model honour a ReAct instruction in words it was never tuned on?

A system prompt that *orders* visible reasoning with each tool call ("before you use a tool,
say what you expect it to show") gets one sentence of reasoning with every call; a prompt that
asks for silent thinking, only describes the pattern, forbids explanations or wants them in
the final answer only gets none (course_lib/offline/read/thought_requests.py). The wordings
and the park-ranger tools here appear nowhere in the lessons or in tests/fidelity/.
"""

from __future__ import annotations

import asyncio
from typing import Annotated

import pytest
from pydantic import Field

from course_lib import run_agent, tool
from course_lib.events import Act
from course_lib.llm import make_client
from course_lib.offline.read.thought_requests import asks_for_thoughts

ASKS = [
    "Whenever you reach for a tool, jot down first what you expect it to reveal.",
    "Prior to any function call, spell out your hypothesis in a sentence.",
    "Each action you take must come with a one-line justification.",
    "You are a park ranger's assistant. You should voice your reasoning as you go.",
    "Do not use any tool without first stating what you intend to verify.",
    "Make sure to articulate your train of thought before touching the tools.",
    "Let's reason step by step.",
    "Ranger bot.\nFormat:\nThought: what you believe\nAction: the function to run",
    "Apply the re-act approach.",
    "调用任何工具以前，都要先讲清楚你的猜测和打算核实的内容。",
    "每做一步之前，务必简要交代你的理由。",
    "请边想边说。",
    "你在使用函数前必须先写下你的判断依据。",
    "请按照思考、行动、观察的方式工作。",
    "Explain every function call you make.",
    "When you run a function, include a brief note on why.",
    "运行函数时，顺便说说你的想法。",
]

SILENT = [
    "",
    "You are a friendly park ranger's assistant.",
    "Ponder hard before you use a tool.",
    "Think it over quietly, then act.",
    "Never reveal your reasoning; only call the functions.",
    "You do not have to explain your choices.",
    "ReAct is an approach where an agent writes a thought before every action.",
    "The re-act pattern stands for reasoning plus acting.",
    "In the re-act loop the agent explains its reasoning before each tool call.",
    "Once you are done, explain your reasoning in the final answer.",
    "If the visitor asks why, describe the trail rules.",
    "Tell the visitor why the trail is closed.",
    "Never book more than 4 permits at a time.",
    "请先仔细想清楚再调用函数。",
    "不要说明你的思路，直接调用工具。",
    "ReAct 是指智能体在行动前写出想法的一种方法。",
    "智能体会在调用工具前说明理由。",
    "请在最终回答中说明你的推理。",
    "If you can't help, tell the visitor what you can do.",
    "Think before you act.",
    "先查步道，再查天气。",
]


@pytest.mark.parametrize("system", ASKS)
def test_an_order_for_visible_reasoning_is_read_in_any_words(system):
    assert asks_for_thoughts(system)


@pytest.mark.parametrize("system", SILENT)
def test_silent_thinking_descriptions_prohibitions_and_final_answer_only_ask_for_nothing(system):
    assert not asks_for_thoughts(system)


def test_a_double_negation_is_an_order_and_a_single_one_is_not():
    assert asks_for_thoughts("Never run a function without saying why you run it.")
    assert not asks_for_thoughts("Never say why you run a function.")


# ---------------------------------------------------------------- end to end


@tool
def get_trail(trail_id: Annotated[str, Field(description="A trail id, like T-4")]) -> dict:
    """Fetch one hiking trail's details: its length, whether it is open, the ranger's note."""
    trails = {"T-4": {"trail_id": "T-4", "length_km": 7.5, "status": "closed",
                      "note": "fallen trees"},
              "T-9": {"trail_id": "T-9", "length_km": 3.0, "status": "open", "note": "muddy"}}
    return trails[trail_id]


def _run(system: str | None, question: str):
    messages = question if system is None else [{"role": "system", "content": system},
                                                {"role": "user", "content": question}]
    return asyncio.run(run_agent(make_client(), messages, [get_trail], max_steps=4))


def _thoughts(result) -> list:
    return [e.thought for e in result.trace if isinstance(e, Act)]


@pytest.mark.parametrize("system", [ASKS[0], ASKS[2], ASKS[9]])
def test_the_ordered_thought_comes_with_every_call_and_changes_no_call(system):
    question = "Is trail T-4 open, and how long is trail T-9?"
    plain, react = _run(None, question), _run(system, question)
    said = _thoughts(react)
    assert said and all(isinstance(t, str) and t.strip() for t in said)
    assert [c["arguments"] for c in react.tool_calls] == [c["arguments"] for c in plain.tool_calls]
    assert _thoughts(plain) == [None] * len(said)


@pytest.mark.parametrize("system", [SILENT[2], SILENT[6], SILENT[9], SILENT[13]])
def test_without_an_order_the_calls_carry_no_text(system):
    assert set(_thoughts(_run(system, "Is trail T-4 open?"))) == {None}


def test_the_thought_is_in_the_language_of_the_answer():
    said = _thoughts(_run(ASKS[9], "T-4 步道开放吗？"))
    assert said and said[0].startswith("思考：") and "I suspect" not in said[0]
    english = _thoughts(_run(ASKS[9] + " Always answer in English.", "T-4 步道开放吗？"))
    assert english and english[0].startswith("Thought:")
