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
