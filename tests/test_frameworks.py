"""Other people's loops against the offline model: the OpenAI Agents SDK and pydantic-ai run
*their own* agent loops, over HTTP, against `python -m course_lib offline --port P`.

Their tools are deliberately not the course's world (a unit converter, a world clock, a
todo list, a day counter), so the simulator is tested on what frameworks really send:
strict tools, `str(dict)` results, plain-text errors, output tools under
`tool_choice="required"`, `response_format` together with tools, retry prompts.
Every request each framework sends is logged, and its fields are checked against the
ones the offline model knows. Every wait is bounded; no request leaves loopback.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import importlib.util
import json
import os
import re

import httpx2
import openai
import pytest
from pydantic import BaseModel

from course_lib.offline.protocol import KNOWN_FIELDS

FRAMEWORKS = ("agents", "pydantic_ai")
pytestmark = pytest.mark.skipif(not all(importlib.util.find_spec(name) for name in FRAMEWORKS),
                                reason="needs openai-agents and pydantic-ai (requirements.txt)")


@pytest.fixture(scope="module", autouse=True)
def frameworks():
    """Both SDKs, imported when this file's first test runs, not when pytest collects it:
    every xdist worker collects every file, and these imports cost ~5 s of CPU each time."""
    global agents, Agent, MaxTurnsExceeded, ModelSettings, OpenAIChatCompletionsModel, Runner, \
        function_tool, PAgent, ModelRetry, ToolFailed, UsageLimitExceeded, OpenAIChatModel, \
        OpenAIProvider, UsageLimits
    os.environ.setdefault("OPENAI_AGENTS_DISABLE_TRACING", "1")  # before `agents` is imported
    import agents
    from agents import (Agent, MaxTurnsExceeded, ModelSettings, OpenAIChatCompletionsModel,
                        Runner, function_tool)
    from pydantic_ai import Agent as PAgent, ModelRetry, ToolFailed, UsageLimitExceeded
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider
    from pydantic_ai.usage import UsageLimits

    agents.set_tracing_disabled(True)  # the SDK would otherwise export traces to the network


RUN_SECONDS = 30
TODAY = dt.date(2026, 10, 12)  # the course's fixed "today"


@pytest.fixture(scope="module")
def base_url(offline_base_url):
    return offline_base_url   # the one loopback server of this test process (tests/conftest.py)


SENT: dict[str, list[dict]] = {"agents": [], "pydantic_ai": []}  # every request, per framework


class Wire:
    """An `openai.AsyncOpenAI` for loopback that records each request body and status."""

    def __init__(self, base_url: str, framework: str) -> None:
        self.base_url, self.framework = base_url, framework
        self.requests: list[dict] = []
        self.statuses: list[int] = []

    def client(self) -> openai.AsyncOpenAI:
        async def on_request(request: httpx2.Request) -> None:
            body = json.loads(request.content or b"null")
            self.requests.append(body)
            SENT[self.framework].append(body)

        async def on_response(response: httpx2.Response) -> None:
            self.statuses.append(response.status_code)

        http = httpx2.AsyncClient(trust_env=False,  # never a proxy for 127.0.0.1
                                  timeout=10, event_hooks={"request": [on_request],
                                                           "response": [on_response]})
        return openai.AsyncOpenAI(base_url=self.base_url, api_key="not-needed",
                                  http_client=http, max_retries=0)

    def tool_calls(self) -> list[tuple[str, dict]]:
        """The tool calls the model made, as the framework replayed them in later requests."""
        seen: dict[str, tuple[str, dict]] = {}
        for body in self.requests:
            for m in body["messages"]:
                for c in m.get("tool_calls") or []:
                    seen[c["id"]] = (c["function"]["name"], json.loads(c["function"]["arguments"]))
        return list(seen.values())

    def tool_messages(self) -> list[str]:
        return [m["content"] if isinstance(m["content"], str) else json.dumps(m["content"])
                for m in (self.requests[-1]["messages"] if self.requests else [])
                if m["role"] == "tool"]


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, RUN_SECONDS))


# ---------------------------------------------------------------- the tools (not the course's)


def km_to_miles(km: float) -> dict:
    """Convert a distance in kilometres (km) to miles."""
    return {"km": km, "miles": round(km * 0.621371, 2)}


def world_clock(city: str) -> str:
    """The current local time in a city."""
    offsets = {"Tokyo": 9, "London": 1, "Paris": 2, "Sydney": 11, "Berlin": 2}
    return f"It is {(15 + offsets.get(city, 0)) % 24:02d}:30 in {city}."


def broken_clock(city: str) -> str:
    """The current local time in a city."""
    raise RuntimeError("timezone database unavailable")


def days_until(target: str) -> dict:
    """Count the days from today until a target."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", target):
        raise ModelRetry(f"'{target}' is not a date I can read: use the format YYYY-MM-DD.")
    return {"target": target, "days": (dt.date.fromisoformat(target) - TODAY).days}


TODOS: list[str] = []


def add_todo(title: str) -> str:
    """Add a new item to the todo list. Not for reading the list."""
    TODOS.append(title)
    return f"Added '{title}'. The list has {len(TODOS)} item(s)."


def list_todos() -> list[str]:
    """Show what is on the todo list: every item."""
    return list(TODOS)


class Conversion(BaseModel):
    km: float
    miles: float


# ---------------------------------------------------------------- OpenAI Agents SDK


@pytest.fixture
def sdk(base_url):
    return Wire(base_url, "agents")


def sdk_agent(wire: Wire, tools, model: str = "offline", **kwargs) -> Agent:
    return Agent(name="helper", instructions="You are a helpful assistant. Use the tools.",
                 tools=[t if isinstance(t, agents.FunctionTool) else function_tool(t)
                        for t in tools],
                 model=OpenAIChatCompletionsModel(model, wire.client()), **kwargs)


def test_sdk_one_tool_call_then_an_answer_from_its_result(sdk):
    result = run(Runner.run(sdk_agent(sdk, [km_to_miles, world_clock]), "How many miles is 10 km?"))
    assert sdk.tool_calls() == [("km_to_miles", {"km": 10.0})]
    assert sdk.tool_messages() == ["{'km': 10.0, 'miles': 6.21}"]  # the SDK sends str(result)
    assert "6.21" in result.final_output
    assert sdk.statuses == [200, 200]
    first = sdk.requests[0]
    assert first["tools"][0]["function"]["strict"] is True
    assert first["messages"][0] == {"role": "system",
                                    "content": "You are a helpful assistant. Use the tools."}


def test_sdk_follow_up_turn_uses_the_history(sdk):
    agent = sdk_agent(sdk, [km_to_miles, world_clock])

    async def two_turns():
        first = await Runner.run(agent, "How many miles is 10 km?")
        history = first.to_input_list() + [{"role": "user", "content": "And 42 km?"}]
        return await Runner.run(agent, history)

    second = run(two_turns())
    assert sdk.tool_calls()[-1] == ("km_to_miles", {"km": 42.0})  # the intent carried over
    assert "42" in second.final_output
    replayed = sdk.requests[2]["messages"]
    assert [m["role"] for m in replayed] == ["system", "user", "assistant", "tool", "assistant",
                                             "user"]


def test_sdk_follow_up_answer_restates_the_carried_over_field(sdk):
    # 'And 42 km?' names only `km`, which the asker gave: the answer says the miles
    agent = sdk_agent(sdk, [km_to_miles, world_clock])

    async def two_turns():
        first = await Runner.run(agent, "How many miles is 10 km?")
        history = first.to_input_list() + [{"role": "user", "content": "And 42 km?"}]
        return await Runner.run(agent, history)

    assert "26.1" in run(two_turns()).final_output


def test_sdk_plain_text_tool_result(sdk):
    result = run(Runner.run(sdk_agent(sdk, [km_to_miles, world_clock]), "What time is it in Tokyo?"))
    assert sdk.tool_calls() == [("world_clock", {"city": "Tokyo"})]
    assert "00:30" in result.final_output


def test_sdk_no_tool_fits_no_call_and_an_honest_answer(sdk):
    result = run(Runner.run(sdk_agent(sdk, [km_to_miles, world_clock]), "Who wrote Hamlet?"))
    assert sdk.tool_calls() == [] and len(sdk.requests) == 1
    assert re.search(r"won't guess|don't know|can't|cannot|none of my tools", result.final_output,
                     re.I)


def test_sdk_structured_output_after_the_tool(sdk):
    agent = sdk_agent(sdk, [km_to_miles], output_type=Conversion)
    result = run(Runner.run(agent, "How many miles is 10 km?"))
    assert sdk.tool_calls() == [("km_to_miles", {"km": 10.0})]
    assert result.final_output == Conversion(km=10.0, miles=6.21)
    fmt = sdk.requests[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert "tools" in sdk.requests[0]  # the schema comes *with* the tools


def test_sdk_tool_that_raises_is_fed_back_and_answered_honestly(sdk):
    # The SDK's default hides the exception: "An error occurred while running the tool.
    # Please try again." The model tries once more at most, then says it failed.
    result = run(Runner.run(sdk_agent(sdk, [broken_clock]), "What time is it in Tokyo?"))
    assert sdk.tool_calls()[0] == ("broken_clock", {"city": "Tokyo"})
    assert len(sdk.tool_calls()) <= 2
    assert sdk.tool_messages()[0] == "An error occurred while running the tool. Please try again."
    assert re.search(r"could not|couldn't|failed|won't guess", result.final_output, re.I)
    assert not re.search(r"\d\d:\d\d", result.final_output)  # no invented time


def test_sdk_tool_error_with_details_is_reported(sdk):
    clock = function_tool(broken_clock, failure_error_function=lambda ctx, e: f"Error: {e}")
    result = run(Runner.run(sdk_agent(sdk, [clock]), "What time is it in Tokyo?"))
    assert sdk.tool_messages() == ["Error: timezone database unavailable"]
    assert "timezone database unavailable" in result.final_output
    assert not re.search(r"\d\d:\d\d", result.final_output)


def test_sdk_model_settings_and_streaming(sdk):
    settings = ModelSettings(temperature=0.2, top_p=0.9, max_tokens=300, parallel_tool_calls=False,
                             tool_choice="auto", metadata={"case": "settings"}, store=False)
    agent = sdk_agent(sdk, [km_to_miles, world_clock], model_settings=settings)

    async def streamed():
        result = Runner.run_streamed(agent, "How many miles is 10 km?")
        async for _ in result.stream_events():
            pass
        return result

    result = run(streamed())
    assert "6.21" in result.final_output
    body = sdk.requests[0]
    assert body["stream"] is True and body["max_tokens"] == 300
    assert body["parallel_tool_calls"] is False and body["temperature"] == 0.2
    assert set(sdk.statuses) == {200}


def test_sdk_content_parts_and_the_developer_role(sdk):
    items = [{"role": "developer", "content": "Answer with the number of miles."},
             {"role": "user", "content": [{"type": "input_text", "text": "How many miles is"},
                                          {"type": "input_text", "text": "10 km?"}]}]
    result = run(Runner.run(sdk_agent(sdk, [km_to_miles, world_clock]), items))
    sent = sdk.requests[0]["messages"]
    assert [m["role"] for m in sent] == ["system", "developer", "user"]
    assert isinstance(sent[2]["content"], list) and sent[2]["content"][0]["type"] == "text"
    assert sdk.tool_calls() == [("km_to_miles", {"km": 10.0})]
    assert "6.21" in result.final_output


def test_sdk_max_turns_with_the_looper(sdk):
    with pytest.raises(MaxTurnsExceeded):
        run(Runner.run(sdk_agent(sdk, [km_to_miles], model="offline-looper"),
                       "How many miles is 10 km?", max_turns=3))
    assert len(sdk.requests) == 3
    assert {json.dumps(a) for _, a in sdk.tool_calls()} == {'{"km": 10.0}'}


# ---------------------------------------------------------------- pydantic-ai


@pytest.fixture
def pai(base_url):
    return Wire(base_url, "pydantic_ai")


def pai_agent(wire: Wire, tools, model: str = "offline", **kwargs) -> PAgent:
    chat = OpenAIChatModel(model, provider=OpenAIProvider(openai_client=wire.client()))
    return PAgent(chat, instructions="You are a helpful assistant. Use the tools.", tools=tools,
                  **kwargs)


def test_pai_one_tool_call_then_an_answer_from_its_result(pai):
    result = run(pai_agent(pai, [km_to_miles, world_clock]).run("How many miles is 10 km?"))
    assert pai.tool_calls() == [("km_to_miles", {"km": 10.0})]
    assert "6.21" in result.output
    assert pai.requests[0]["tool_choice"] == "auto" and pai.requests[0]["stream"] is False


def test_pai_follow_up_turn_uses_the_history(pai):
    agent = pai_agent(pai, [km_to_miles, world_clock])

    async def two_turns():
        first = await agent.run("How many miles is 10 km?")
        first_messages.extend(first.all_messages())
        return await agent.run("And 42 km?", message_history=first.all_messages())

    first_messages: list = []
    second = run(two_turns())
    assert pai.tool_calls()[-1] == ("km_to_miles", {"km": 42.0})  # the intent carried over
    assert "42" in second.output
    assert second.all_messages()[0] == first_messages[0]  # the history went back in


def test_pai_todo_list_across_turns(pai):
    TODOS.clear()
    agent = pai_agent(pai, [add_todo, list_todos])

    async def two_turns():
        first = await agent.run('Add "buy milk" to my todo list.')
        second = await agent.run("What is on my todo list?", message_history=first.all_messages())
        return first, second

    first, second = run(two_turns())
    assert [t.lower() for t in TODOS] == ["buy milk"] and "buy milk" in first.output.lower()
    assert pai.tool_calls()[-1] == ("list_todos", {})
    assert "buy milk" in second.output.lower()


def test_pai_no_tool_fits_no_call_and_an_honest_answer(pai):
    result = run(pai_agent(pai, [km_to_miles, world_clock]).run("Who wrote Hamlet?"))
    assert pai.tool_calls() == [] and len(pai.requests) == 1
    assert re.search(r"won't guess|don't know|can't|cannot|none of my tools", result.output, re.I)


def test_pai_structured_output_through_the_final_result_tool(pai):
    agent = pai_agent(pai, [km_to_miles, world_clock], output_type=Conversion)
    result = run(agent.run("How many miles is 10 km?"))
    assert result.output == Conversion(km=10.0, miles=6.21)
    assert [name for name, _ in pai.tool_calls()] == ["km_to_miles"]  # then final_result, once
    first = pai.requests[0]
    assert first["tool_choice"] == "required"
    output_tool = next(t for t in first["tools"] if t["function"]["name"] == "final_result")
    assert output_tool["function"]["parameters"]["required"] == ["km", "miles"]
    assert len(pai.requests) == 2


def test_pai_structured_output_when_no_tool_is_needed(pai):
    class Todo(BaseModel):
        title: str
        urgent: bool

    result = run(pai_agent(pai, [km_to_miles], output_type=Todo)
                 .run('Make a todo "renew passport", it is urgent.'))
    assert result.output.title.lower() == "renew passport" and result.output.urgent is True
    assert len(pai.requests) == 1


def test_pai_tool_failure_is_fed_back_and_answered_honestly(pai):
    def failing_clock(city: str) -> str:
        """The current local time in a city."""
        raise ToolFailed("timezone database unavailable")

    result = run(pai_agent(pai, [failing_clock]).run("What time is it in Tokyo?"))
    assert pai.tool_calls() == [("failing_clock", {"city": "Tokyo"})]
    assert "timezone database unavailable" in result.output
    assert not re.search(r"\d\d:\d\d", result.output)


def test_pai_model_retry_hint_fixes_the_argument(pai):
    result = run(pai_agent(pai, [days_until]).run('How many days until "March 5, 2027"?'))
    attempts = [args["target"] for _, args in pai.tool_calls()]
    assert attempts[-1] == "2027-03-05" and len(attempts) <= 2
    if len(attempts) == 2:  # the first guess was the user's words; the retry said how to fix it
        assert json.loads(pai.tool_messages()[0]) == {
            "error": f"'{attempts[0]}' is not a date I can read: use the format YYYY-MM-DD."}
    assert "144" in result.output


def test_pai_content_parts_and_the_developer_role(pai):
    chat = OpenAIChatModel("offline", provider=OpenAIProvider(openai_client=pai.client()),
                           profile={"openai_system_prompt_role": "developer"})
    agent = PAgent(chat, instructions="You are a helpful assistant.", tools=[km_to_miles])
    result = run(agent.run(["How many miles is", "10 km?"]))
    sent = pai.requests[0]["messages"]
    assert [m["role"] for m in sent] == ["developer", "user"]
    assert [p["type"] for p in sent[1]["content"]] == ["text", "text"]
    assert "6.21" in result.output


def test_pai_request_limit_stops_the_looper(pai):
    with pytest.raises(UsageLimitExceeded):
        run(pai_agent(pai, [km_to_miles], model="offline-looper")
            .run("How many miles is 10 km?", usage_limits=UsageLimits(request_limit=3)))
    assert len(pai.requests) == 3


def test_pai_model_settings(pai):
    settings = {"max_tokens": 200, "temperature": 0.1, "seed": 7, "parallel_tool_calls": False,
                "stop": ["END"], "presence_penalty": 0.0, "user": "tester"}
    result = run(pai_agent(pai, [km_to_miles]).run("How many miles is 10 km?",
                                                    model_settings=settings))
    assert "6.21" in result.output
    body = pai.requests[0]
    assert body.get("max_completion_tokens", body.get("max_tokens")) == 200
    assert body["parallel_tool_calls"] is False and body["seed"] == 7


def test_pai_streaming(pai):
    async def streamed():
        async with pai_agent(pai, [km_to_miles]).run_stream("How many miles is 10 km?") as s:
            return await s.get_output()

    assert "6.21" in run(streamed())
    assert pai.requests[0]["stream"] is True
    assert pai.requests[0]["stream_options"] == {"include_usage": True}


# ---------------------------------------------------------------- every field they send


def test_every_field_the_frameworks_send_is_one_the_offline_model_knows():
    sent = {name: {key for body in bodies for key in body} for name, bodies in SENT.items()}
    if not all(sent.values()):
        pytest.skip("run with the framework tests above")
    for name, keys in sent.items():
        assert keys <= KNOWN_FIELDS, (name, keys - KNOWN_FIELDS)
