"""The offline model as a real HTTP server (`python -m course_lib offline --port P`),
called with the official `openai` client over loopback: the same SDK path a real
provider takes, sockets included. Every wait is bounded."""


import openai
import pytest



@pytest.fixture(scope="module")
def base_url(offline_base_url):
    return offline_base_url   # the one loopback server of this test process (tests/conftest.py)


@pytest.fixture
def client(base_url):
    return openai.OpenAI(base_url=base_url, api_key="not-needed", timeout=10, max_retries=2)


WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current temperature in a city, in °C.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
QUESTION = [{"role": "user", "content": "Which is hotter, Beijing or Shanghai?"}]


def test_models_are_listed(client):
    names = [m.id for m in client.models.list()]
    assert names[0] == "offline" and {"offline-slow", "offline-flaky"} <= set(names)


def test_non_streamed_tool_calls(client):
    reply = client.chat.completions.create(model="offline", messages=QUESTION, tools=[WEATHER])
    calls = reply.choices[0].message.tool_calls
    assert [(c.function.name, c.function.arguments) for c in calls] == [
        ("get_weather", '{"city": "Beijing"}'), ("get_weather", '{"city": "Shanghai"}')]
    assert reply.usage.total_tokens > 0 and reply.choices[0].finish_reason == "tool_calls"


def test_streamed_reply_matches_the_whole_one(client):
    whole = client.chat.completions.create(model="offline", messages=QUESTION, tools=[WEATHER])
    arguments: dict[int, str] = {}
    with client.chat.completions.create(model="offline", messages=QUESTION, tools=[WEATHER],
                                        stream=True) as stream:
        chunks = list(stream)
    for chunk in chunks:
        for delta in chunk.choices[0].delta.tool_calls or []:
            arguments[delta.index] = arguments.get(delta.index, "") + (delta.function.arguments or "")
    assert len(chunks) > 4
    assert [arguments[i] for i in sorted(arguments)] == [
        c.function.arguments for c in whole.choices[0].message.tool_calls]


def test_streamed_text_over_http(client):
    with client.chat.completions.create(model="offline", stream=True,
                                        messages=[{"role": "user", "content": "hello"}]) as stream:
        text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert text.startswith("Hello")


def test_protocol_errors_and_retries_cross_the_wire(client):
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="no-such-model", messages=QUESTION)
    with pytest.raises(openai.BadRequestError, match="tool_call_ids"):
        client.chat.completions.create(model="offline", messages=[
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "get_weather",
                                                              "arguments": "{}"}}]},
            {"role": "user", "content": "and?"}])
    # 429 then 500 then an answer: the SDK's two retries absorb both (retry-after-ms honoured)
    reply = client.chat.completions.create(model="offline-flaky", messages=[
        {"role": "user", "content": "hello over http"}])
    assert reply.choices[0].message.content
