"""Defense 2: the validation gate (`ToolTable.execute`) and error feedback, end to end.

Unit tests pin the gate (the function never sees invalid input; unknown tools, malformed
JSON and exceptions become observations). End-to-end tests run the hallucinating model
through the loop: it recovers when errors are instructions, and not when they are vague.
"""

import asyncio
import json
import re

import pytest
from pydantic import BaseModel, Field, field_validator

from course_lib import (Aborted, MaxStepsExceeded, Observe, Stalled, ToolContext, ToolTable,
                        make_client, run_agent, tool)
from course_lib.guards import stall_guard
from course_lib.world import World, world_tools
from course_lib.world.tools import FindDealersArgs, ListOrdersArgs
from helpers import run

SEEN: list = []   # every argument set a tool function actually received


class MonthArgs(BaseModel):
    month: str = Field(description="Month the orders were placed, as YYYY-MM.")

    @field_validator("month")
    @classmethod
    def recent(cls, value: str) -> str:
        if not re.fullmatch(r"2026-(0[1-9]|10)", value):
            raise ValueError(f"month '{value}' is not a month of 2026 up to October; "
                             f"retry with month='2026-{value[-2:]}'")
        return value


@tool
def orders_in(args: MonthArgs) -> list:
    """List the orders placed in one month. Use for questions like 'orders in September'."""
    assert re.fullmatch(r"2026-(0[1-9]|10)", args.month), "the gate let bad input through"
    SEEN.append(args.month)
    return [{"order_id": "A-1003", "month": args.month}]


@tool
def explode(city: str) -> dict:
    """Weather in a city (this one always breaks)."""
    raise ConnectionError("weather service unreachable; try again later")


@tool
def stop_everything(city: str) -> dict:
    """A tool that aborts."""
    raise Aborted("user closed the tab")


TABLE = ToolTable.of([orders_in, explode, stop_everything])


def execute(name: str, raw: str, table: ToolTable = TABLE):
    return run(table.execute("call_1", name, raw, ToolContext()))


@pytest.fixture(autouse=True)
def clear_seen():
    SEEN.clear()


# ---------------------------------------------------------------- the gate, unit by unit


def test_valid_arguments_reach_the_function_validated():
    result = execute("orders_in", '{"month": "2026-09"}')
    assert result.ok and result.value == [{"order_id": "A-1003", "month": "2026-09"}]
    assert SEEN == ["2026-09"]


@pytest.mark.parametrize("raw", ['{"month": "2022-09"}', '{"month": 9}', '{"month": null}',
                                 '{}', '{"month": ["2026-09"]}', '{"month": "September"}'])
def test_the_function_never_sees_invalid_input(raw):
    result = execute("orders_in", raw)
    assert not result.ok and result.error["type"] == "invalid_arguments"
    assert SEEN == []


def test_an_invalid_argument_becomes_a_structured_instruction():
    result = execute("orders_in", '{"month": "2022-09"}')
    error = json.loads(result.content)["error"]
    assert error["type"] == "invalid_arguments" and error["tool"] == "orders_in"
    assert error["fields"] == [{"field": "month", "message": "month '2022-09' is not a month of "
                                "2026 up to October; retry with month='2026-09'"}]
    assert "retry with month='2026-09'" in error["message"]   # the validator's words, verbatim
    assert result.arguments == {"month": "2022-09"}           # the trace keeps what was sent


def test_a_missing_field_is_named():
    error = execute("orders_in", "{}").error
    assert error["fields"][0]["field"] == "month" and "required" in error["message"].lower()


def test_an_unknown_tool_is_an_observation_that_lists_the_real_ones():
    result = execute("get_orders", '{"month": "2026-09"}')
    assert not result.ok and result.error["type"] == "unknown_tool"
    assert "'get_orders'" in result.error["message"]
    assert "orders_in, explode, stop_everything" in result.error["message"]
    assert SEEN == []


@pytest.mark.parametrize("raw", ["{'month': '2026-09'}", '{"month": "2026-09",}',
                                 '{"month": "2026-09"', '["2026-09"]', '"2026-09"', "month=2026-09"])
def test_malformed_json_is_an_observation_and_nothing_runs(raw):
    result = execute("orders_in", raw)
    assert not result.ok and result.error["type"] == "invalid_json"
    assert "JSON object" in result.error["message"] and result.arguments is None
    assert SEEN == []


def test_empty_arguments_mean_an_empty_object():
    assert execute("orders_in", "").error["type"] == "invalid_arguments"   # validated, not JSON


def test_a_tool_exception_is_an_observation():
    result = execute("explode", '{"city": "Beijing"}')
    assert not result.ok and result.error == {
        "type": "tool_error", "tool": "explode",
        "message": "weather service unreachable; try again later"}


def test_aborted_is_never_turned_into_an_observation():
    with pytest.raises(Aborted):
        execute("stop_everything", '{"city": "Beijing"}')


def test_the_world_validators_phrase_errors_as_instructions():
    with pytest.raises(ValueError, match=r"retry with month='2026-09'"):
        ListOrdersArgs(month="2022-09")
    with pytest.raises(ValueError, match=r"retry with month='2025-11'"):
        ListOrdersArgs(month="2022-11")         # November is in the future: last year's
    with pytest.raises(ValueError, match=r"remove 'dealer' from name"):
        FindDealersArgs(name="Shenzhen dealer")
    assert ListOrdersArgs(month="2026-09").month == "2026-09"


# ---------------------------------------------------------------- end to end with the loop


@pytest.fixture
def world():
    with World() as w:
        yield w


def hallucinator():
    return make_client("offline", "offline-hallucinator")


def observed(result) -> list[tuple[str, bool]]:
    return [(e.result.name, e.result.ok) for e in result.trace if isinstance(e, Observe)]


@pytest.mark.parametrize("question, first, fixed, needle", [
    ("How many orders were placed in September?", '{"month": "2022-09"}',
     {"month": "2026-09"}, "There are 5"),
    ("Find the Shenzhen dealer in Guangdong", '{"name": "Shenzhen dealer", "province": "Guangdong"}',
     {"name": "Shenzhen", "province": "Guangdong"}, "Shenzhen Pengcheng Trading"),
])
def test_the_hallucinator_recovers_from_actionable_errors_in_one_step(world, question, first,
                                                                      fixed, needle):
    result = run(run_agent(hallucinator(), question, world_tools(world)))
    assert result.status == "completed" and result.steps == 3
    assert [c["ok"] for c in result.tool_calls] == [False, True]
    assert result.tool_calls[1]["arguments"] == fixed
    assert result.trace[1].calls[0].arguments == first          # the hallucination, on record
    assert needle in result.answer


def test_an_unknown_tool_name_is_corrected_from_the_listing(world):
    result = run(run_agent(hallucinator(), "Where is order A-1024?", world_tools(world)))
    assert observed(result) == [("get_order", False), ("get_order_status", True)]
    assert "SF Express" in result.answer and "get_order:" not in result.answer


def test_malformed_json_never_writes_and_is_fixed(world):
    result = run(run_agent(hallucinator(), "Please open a ticket for order A-1024: the parcel is "
                           "late. It's urgent.", world_tools(world)))
    assert observed(result) == [("create_ticket", False), ("create_ticket", True)]
    assert result.trace[2].result.error["type"] == "invalid_json"
    assert [t["ticket_id"] for t in world.list_tickets()] == ["T-5001"]   # exactly one write


def vague_orders_tool(world):
    class VagueMonth(BaseModel):
        month: str = Field(description="Month the orders were placed, as YYYY-MM.")

        @field_validator("month")
        @classmethod
        def recent(cls, value: str) -> str:
            if not value.startswith("2026-"):
                raise ValueError("invalid input")
            return value

    @tool
    def list_orders(args: VagueMonth) -> list:
        """List the orders placed in one month. Use for questions like 'orders in September'."""
        SEEN.append(args.month)
        return world.list_orders(args.month)

    return list_orders


def test_with_a_vague_error_it_repeats_the_mistake_then_gives_up(world):
    result = run(run_agent(hallucinator(), "How many orders were placed in September?",
                           [vague_orders_tool(world)]))
    assert result.steps == 4 and observed(result) == [("list_orders", False)] * 3
    assert {c["arguments"]["month"] for c in result.tool_calls} == {"2022-09"}
    assert "couldn't list the orders" in result.answer and "5" not in result.answer
    assert SEEN == []


def test_the_same_vague_error_trips_the_stall_guard_or_the_fuse(world):
    tools = [vague_orders_tool(world)]
    question = "How many orders were placed in September?"
    error = pytest.raises(Stalled, run, run_agent(hallucinator(), question, tools,
                                                  guards=[stall_guard(2)])).value
    assert error.steps == 2
    error = pytest.raises(MaxStepsExceeded, run, run_agent(hallucinator(), question, tools,
                                                           max_steps=3)).value
    assert error.steps == 3


def test_the_competent_model_needs_no_repair(world):
    result = run(run_agent(make_client(), "How many orders were placed in September?",
                           world_tools(world)))
    assert result.steps == 2 and result.tool_calls[0]["arguments"] == {"month": "2026-09"}


def test_a_tool_exception_does_not_crash_the_loop():
    result = run(run_agent(make_client(), "What's the weather in Beijing?", [explode]))
    assert result.status == "completed" and observed(result) == [("explode", False)]
    assert "weather service unreachable" in result.answer


def test_concurrent_calls_are_gated_one_by_one():
    table = ToolTable.of([orders_in])

    async def step():
        return await asyncio.gather(
            table.execute("a", "orders_in", '{"month": "2026-09"}', ToolContext()),
            table.execute("b", "orders_in", '{"month": "2022-09"}', ToolContext()),
            table.execute("c", "nope", "{}", ToolContext()))

    results = run(step())
    assert [r.ok for r in results] == [True, False, False]
    assert [r.call_id for r in results] == ["a", "b", "c"] and SEEN == ["2026-09"]
