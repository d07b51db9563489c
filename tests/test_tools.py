"""Tools: schema export and the validation gate in ToolTable.execute."""

import asyncio
import json
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field, field_validator

from course_lib import Aborted, ToolContext, ToolTable, tool

seen: list = []


@tool
def get_weather(city: Annotated[str, Field(description="City name in English")],
                unit: Literal["c", "f"] = "c") -> dict:
    """Current temperature in a city."""
    seen.append(city)
    assert isinstance(city, str) and city, "the gate lets only valid input through"
    return {"city": city, "temp": 31 if unit == "c" else 88}


class MonthArgs(BaseModel):
    month: str = Field(description="YYYY-MM")

    @field_validator("month")
    @classmethod
    def recent(cls, v):
        if not v.startswith("2026-"):
            raise ValueError(f"month '{v}' is too old; retry with month='2026-{v[-2:]}'")
        return v


@tool(writes=True)
async def list_orders(args: MonthArgs) -> list:
    """Orders placed in one month."""
    return [args.month]


@tool
def broken(x: int) -> int:
    """Always fails."""
    raise LookupError("No such thing as x; ask the user for another x.")


def execute(name, arguments, table=None):
    table = table or ToolTable.of([get_weather, list_orders, broken])
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return asyncio.run(table.execute("call_1", name, raw, ToolContext()))


def test_schema_is_openai_shaped_with_descriptions_and_enums():
    schema = get_weather.schema()
    assert schema["type"] == "function"
    fn = schema["function"]
    assert fn["name"] == "get_weather" and fn["description"] == "Current temperature in a city."
    assert fn["parameters"]["properties"]["city"] == {"description": "City name in English", "type": "string"}
    assert fn["parameters"]["properties"]["unit"]["enum"] == ["c", "f"]
    assert fn["parameters"]["required"] == ["city"]
    assert "title" not in json.dumps(fn["parameters"])


def test_a_pydantic_model_parameter_is_used_as_the_schema():
    assert list_orders.writes
    assert list_orders.schema()["function"]["parameters"]["properties"]["month"]["description"] == "YYYY-MM"
    assert execute("list_orders", {"month": "2026-09"}).value == ["2026-09"]


def test_valid_call_runs_the_function():
    result = execute("get_weather", {"city": "Beijing"})
    assert result.ok and result.value == {"city": "Beijing", "temp": 31}
    assert json.loads(result.content) == {"city": "Beijing", "temp": 31}


def test_invalid_arguments_never_reach_the_function():
    seen.clear()
    result = execute("get_weather", {"city": 12, "unit": "kelvin"})
    assert not result.ok and seen == []
    assert result.error["type"] == "invalid_arguments"
    fields = {f["field"] for f in result.error["fields"]}
    assert fields == {"city", "unit"}
    assert "call 'get_weather' again" in result.error["message"]


def test_validator_messages_reach_the_model_verbatim():
    result = execute("list_orders", {"month": "2022-09"})
    assert result.error["message"].startswith("Invalid arguments for 'list_orders': month: month '2022-09'")
    assert "retry with month='2026-09'" in result.error["message"]


def test_unknown_tool_lists_the_available_ones():
    result = execute("get_order", {"id": 1})
    assert result.error["type"] == "unknown_tool"
    assert "get_weather, list_orders, broken" in result.error["message"]


@pytest.mark.parametrize("raw", ["{'city': 'Beijing'}", "{\"city\": \"Beijing\",}", "[1, 2]"])
def test_malformed_json_is_an_observation(raw):
    result = execute("get_weather", raw)
    assert result.error["type"] == "invalid_json"


def test_tool_exceptions_become_observations():
    result = execute("broken", {"x": 1})
    assert result.error == {"type": "tool_error", "tool": "broken",
                            "message": "No such thing as x; ask the user for another x."}


def test_aborted_is_not_swallowed():
    @tool
    async def stops(x: int) -> int:
        """Stops."""
        raise Aborted("user left")

    with pytest.raises(Aborted):
        execute("stops", {"x": 1}, ToolTable.of([stops]))


def test_ctx_is_injected_and_hidden_from_the_model():
    @tool
    def whoami(question: str, ctx: ToolContext) -> str:
        """Says which session asked."""
        return ctx.session_id

    assert list(whoami.schema()["function"]["parameters"]["properties"]) == ["question"]
    result = asyncio.run(ToolTable.of([whoami]).execute("c", "whoami", '{"question": "?"}',
                                                         ToolContext(session_id="s-7")))
    assert result.value == "s-7"


def test_bad_tool_definitions_say_what_to_fix():
    with pytest.raises(ValueError, match="no description"):
        @tool
        def nameless(x: int) -> int:
            return x
    with pytest.raises(TypeError, match="needs a type annotation"):
        @tool
        def untyped(x) -> int:
            """Doc."""
            return x
    with pytest.raises(ValueError, match="Two tools are named"):
        ToolTable.of([get_weather, get_weather])
    with pytest.raises(TypeError, match="decorate the function with @tool"):
        ToolTable.of([print])


# ---------------------------------------------------------------- misbehaving tools (issue 10)


def test_a_sync_tool_raising_stop_iteration_is_an_observation_not_a_hang():
    @tool
    def first_order(customer: str) -> str:
        """The first order of a customer."""
        return next(iter([]))   # StopIteration: asyncio.to_thread would never answer

    async def bounded():
        return await asyncio.wait_for(
            ToolTable.of([first_order]).execute("c", "first_order", '{"customer": "x"}',
                                                ToolContext()), 5)

    result = asyncio.run(bounded())
    assert result.error["type"] == "tool_error" and "StopIteration" in result.error["message"]


def test_dates_and_decimals_in_a_result_are_written_as_json():
    import datetime
    import decimal

    @tool
    def last_shipment(order_id: str) -> dict:
        """When an order shipped."""
        return {"at": datetime.datetime(2026, 10, 14, 9, 30), "day": datetime.date(2026, 10, 14),
                "price": decimal.Decimal("19.90"), "tags": {"b", "a"}}

    result = execute("last_shipment", {"order_id": "A-1"}, ToolTable.of([last_shipment]))
    assert result.ok and json.loads(result.content) == {
        "at": "2026-10-14T09:30:00", "day": "2026-10-14", "price": "19.90", "tags": ["a", "b"]}


def test_a_result_that_cannot_be_json_still_answers_the_call_and_says_the_write_ran():
    writes = []

    @tool(writes=True)
    def create_note(text: str) -> dict:
        """Create a note."""
        writes.append(text)
        loop = {"text": text}
        loop["self"] = loop   # circular: no encoder can write it
        return loop

    @tool
    def opaque(text: str) -> object:
        """Returns something JSON doesn't know."""
        return object()

    table = ToolTable.of([create_note, opaque])
    for name in ("create_note", "opaque"):
        result = execute(name, {"text": "hi"}, table)
        assert not result.ok and result.error["type"] == "unreadable_result"
        assert result.error["ran"] is True and "Don't call it again" in result.error["message"]
        json.loads(result.content)   # what the model reads is valid JSON
    assert writes == ["hi"] and "object at 0x" not in execute("opaque", {"text": "x"}, table).content


def test_arguments_nested_a_thousand_deep_are_invalid_json_not_a_recursion_error():
    deep = '{"city": ' + "[" * 1000 + "]" * 1000 + "}"
    result = execute("get_weather", deep)
    assert result.error["type"] == "invalid_json"


# ---------------------------------------------------------------- performance (issue 14)


def test_schemas_are_built_once_per_tool_and_anew_for_a_changed_tool(monkeypatch):
    from dataclasses import replace

    import course_lib.tools as tools_module
    built = []
    real = tools_module.json_schema
    monkeypatch.setattr(tools_module, "json_schema", lambda m: built.append(m) or real(m))
    tools_module._schema_entry.cache_clear()

    table = ToolTable.of([get_weather, list_orders])
    first = table.schemas()
    assert table.schemas() == first and len(built) == 2          # the second call is free
    assert table.map(lambda t: t.wrapped(lambda t_: t_.invoke)).schemas() == first
    assert len(built) == 2                                       # a shell doesn't change a schema
    renamed = replace(get_weather, description="Temperature now, in °C.")
    assert renamed.schema()["function"]["description"] == "Temperature now, in °C."
    assert len(built) == 3 and get_weather.schema() == first[0]


def test_blocking_tools_of_one_call_run_in_parallel_up_to_the_runs_share():
    import threading
    import time

    from course_lib.tools import THREADS_PER_RUN, WORKER_THREADS
    assert THREADS_PER_RUN < WORKER_THREADS   # one run can't take every thread
    running, peak, lock = [0], [0], threading.Lock()
    together = threading.Barrier(THREADS_PER_RUN, timeout=10)   # breaks unless 8 run at once

    @tool
    def slow(i: int) -> int:
        """Blocks for a while."""
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        if i < THREADS_PER_RUN:
            together.wait()
        time.sleep(0.02)
        with lock:
            running[0] -= 1
        return i

    async def many():
        table, share = ToolTable.of([slow]), asyncio.Semaphore(THREADS_PER_RUN)
        return await asyncio.gather(*(table.execute(f"c{i}", "slow", json.dumps({"i": i}),
                                                    ToolContext(threads=share))
                                      for i in range(THREADS_PER_RUN + 4)))

    results = asyncio.run(many())
    assert [r.value for r in results] == list(range(THREADS_PER_RUN + 4)), results
    assert peak[0] == THREADS_PER_RUN   # all of its share at once, never more
