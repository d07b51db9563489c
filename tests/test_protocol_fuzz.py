"""Malformed requests get the real API's answer: a 4xx whose JSON error names the field.

A property test posts mutations of valid requests (fields dropped, retyped, replaced by
nested garbage, huge numbers and strings, lone surrogates and odd Unicode, broken JSON,
streamed or not) to the offline server's app in-process (Starlette's TestClient, no
sockets) and checks that it never answers 5xx or cuts a stream: either a well-formed
200, or a 4xx with exactly the OpenAI `error` object, whose `param` names the field at
fault. A second one sends any method to any path. Both are derandomized: the same
examples on every run; the fast suite runs a fifth of them, `pytest -m slow` all.
A few hand-written cases pin the messages for common mistakes.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import re

import tempfile

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.configuration import set_hypothesis_home_dir
from starlette.testclient import TestClient

from course_lib.offline.model import OfflineModel
from course_lib.offline.server import create_app
from fuzzing import fast_and_full

set_hypothesis_home_dir(os.path.join(tempfile.gettempdir(), "course-hypothesis"))  # not the repo
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "400"))  # more for a soak run


@pytest.fixture(scope="module")
def client():
    logging.getLogger("course_lib.offline.model").setLevel(logging.ERROR)
    with TestClient(create_app(OfflineModel()), raise_server_exceptions=True) as c:
        yield c


def tool(name: str, description: str, properties: dict, required: list[str] | None = None,
         strict: bool = False) -> dict:
    fn = {"name": name, "description": description,
          "parameters": {"type": "object", "properties": properties,
                         "required": list(properties) if required is None else required,
                         "additionalProperties": False}}
    if strict:
        fn["strict"] = True
    return {"type": "function", "function": fn}


CLOCK = tool("world_clock", "The current local time in a city.", {"city": {"type": "string"}})
CONVERT = tool("km_to_miles", "Convert a distance in kilometres (km) to miles.",
               {"km": {"type": "number", "description": "distance in km"}}, strict=True)
FINAL = tool("final_result", "The final response which ends this conversation",
             {"km": {"type": "number"}, "miles": {"type": "number"}}, strict=True)
CALL = {"id": "call_1", "type": "function",
        "function": {"name": "km_to_miles", "arguments": '{"km": 10}'}}

VALID = [
    {"model": "offline", "messages": [{"role": "user", "content": "hello"}]},
    {"model": "offline", "temperature": 0.2, "max_tokens": 50, "tools": [CLOCK, CONVERT],
     "tool_choice": "auto", "parallel_tool_calls": True,
     "messages": [{"role": "system", "content": "Be brief."},
                  {"role": "user", "content": "How many miles is 10 km?"}]},
    {"model": "offline", "stream": True, "stream_options": {"include_usage": True},
     "tools": [CONVERT],
     "messages": [{"role": "developer", "content": [{"type": "text", "text": "Use tools."}]},
                  {"role": "user", "content": [{"type": "text", "text": "10 km in miles?"}]},
                  {"role": "assistant", "content": None, "tool_calls": [CALL]},
                  {"role": "tool", "tool_call_id": "call_1", "content": "{'miles': 6.21}"}]},
    {"model": "offline", "tools": [CONVERT, FINAL], "tool_choice": "required",
     "max_completion_tokens": 100,
     "messages": [{"role": "user", "content": "How many miles is 10 km?"},
                  {"role": "assistant", "content": None, "tool_calls": [CALL]},
                  {"role": "tool", "tool_call_id": "call_1", "content": '{"km":10,"miles":6.21}'}]},
    {"model": "offline", "tools": [CONVERT], "seed": 1, "stop": ["END"], "user": "u1",
     "response_format": {"type": "json_schema", "json_schema": {
         "name": "conversion", "strict": True, "schema": {
             "type": "object", "properties": {"miles": {"type": "number"}},
             "required": ["miles"], "additionalProperties": False}}},
     "messages": [{"role": "user", "content": "How many miles is 10 km?"}]},
]

SURROGATES = st.sampled_from(["\ud800", "a\udfffb", "\udc00x"])
ODD_UNICODE = st.sampled_from(["\x00", "a\x00b", "\u202eevil", "\ufeffBOM", "\uffff", "\U0010ffff",
                               "e\u0301", "🙂" * 3, "\u200b", "\r\n\t", "𝔘𝔫𝔦", "你好" * 4])
HUGE = st.one_of(st.sampled_from([10**400, -10**400, 2**63, -(2**63) - 1, 1e308, -1e308, 5e-324]),
                 st.integers(1, 3).map(lambda n: "x" * 10**(n + 2)))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
                    SURROGATES, ODD_UNICODE, HUGE,
                    st.sampled_from(["", "auto", "required", "user", "tool",
                                     "function", "object", "text", "none"]))
GARBAGE = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)),
    max_leaves=8)


def paths(value, prefix=()):
    """Every place in a request: (path to the container, key or index)."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(prefix + (k,))
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append(prefix + (i,))
            out += paths(v, prefix + (i,))
    return out


def at(value, path):
    for p in path:
        value = value[p]
    return value


@st.composite
def malformed(draw):
    """A valid request with 1-3 mutations, as the bytes a client would send."""
    request = copy.deepcopy(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(request)
        if not places:
            break
        path = draw(st.sampled_from(places))
        parent, key = at(request, path[:-1]), path[-1]
        action = draw(st.sampled_from(["drop", "replace", "replace", "wrap", "stringify",
                                       "add", "stream"]))
        if action == "stream":   # the same mistakes, streamed (with any stream_options)
            request["stream"] = True
            request["stream_options"] = draw(st.one_of(st.just({"include_usage": True}),
                                                       GARBAGE))
        elif action == "drop":
            del parent[key]
        elif action == "replace":
            parent[key] = draw(GARBAGE)
        elif action == "wrap":
            parent[key] = [parent[key]]
        elif action == "stringify":
            parent[key] = json.dumps(parent[key])
        elif isinstance(parent[key], dict):
            parent[key][draw(st.text(max_size=10))] = draw(GARBAGE)
        elif isinstance(parent[key], list):
            parent[key].append(draw(GARBAGE))
    body = json.dumps(request).encode()  # lone surrogates travel as "\ud800" escapes
    mangle = draw(st.sampled_from(["none"] * 8 + ["truncate", "bytes", "raw", "inf", "top"]))
    if mangle == "truncate":
        body = body[:draw(st.integers(0, max(0, len(body) - 1)))]
    elif mangle == "bytes":
        body = body.replace(b"offline", b"off\xffline", 1)
    elif mangle == "raw":   # unescaped UTF-8, with a surrogate encoded the way UTF-8 forbids
        body = json.dumps(request, ensure_ascii=False).encode(errors="surrogatepass")
    elif mangle == "inf":   # a number too big for a float: Python's json reads it as infinity
        body = re.sub(rb"(?<=: )-?\d+(\.\d+)?", b"1e400", body, count=1)
    elif mangle == "top":
        body = json.dumps(draw(GARBAGE)).encode()
    return body


def check_answer(response) -> None:
    status = response.status_code
    assert status < 500, (status, response.text[:500])
    if status == 200:
        if response.headers["content-type"].startswith("text/event-stream"):
            events = [line[6:] for line in response.text.splitlines() if line.startswith("data: ")]
            assert events and events[-1] == "[DONE]", response.text[-300:]
            chunks = [json.loads(e) for e in events[:-1]]
            assert any(c["choices"] and c["choices"][0]["finish_reason"] for c in chunks)
        else:
            body = response.json()
            assert body["object"] == "chat.completion" and body["choices"][0]["message"]
        return
    error = check_error(response)
    assert isinstance(error["param"], str) and error["param"], error


def check_error(response) -> dict:
    """A 4xx whose body is exactly the OpenAI error object."""
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:500])
    assert response.headers["content-type"].startswith("application/json")
    body = response.json()
    assert list(body) == ["error"], body
    error = body["error"]
    assert set(error) == {"message", "type", "param", "code"}, error
    assert isinstance(error["message"], str) and error["message"]
    assert error["type"] == "invalid_request_error"
    assert error["param"] is None or isinstance(error["param"], str)
    assert error["code"] is None or isinstance(error["code"], str)
    return error


# Deterministic (derandomize): the same examples on every run and machine, no database.
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@fast_and_full(FUZZ, EXAMPLES, body=malformed())
def test_malformed_requests_get_a_4xx_naming_the_field_never_a_5xx(client, body):
    check_answer(client.post("/v1/chat/completions", content=body,
                             headers={"content-type": "application/json"}))


ENDPOINTS = st.one_of(
    st.sampled_from(["/v1/chat/completions", "/v1/models", "/v1/completions", "/v1/embeddings",
                     "/v1/models/offline", "/v1/chat/completions/", "/v2/chat/completions",
                     "/", "/v1//chat/completions", "/v1/chat/completions?stream=true",
                     "/v1/%F0%9F%99%82", "/v1/%ED%A0%80", "/v1/%00"]),
    st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7e, exclude_characters="?#%"),
            max_size=20).map(
        lambda tail: "/v1/" + tail))
HEADERS = st.dictionaries(st.sampled_from(["content-type", "accept", "x-stainless-lang"]),
                          st.sampled_from(["application/json", "text/plain", "", "*/*",
                                           "multipart/form-data; boundary=x"]), max_size=2)


@fast_and_full(FUZZ, max(EXAMPLES // 2, 100),
               method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]),
               path=ENDPOINTS, headers=HEADERS,
               body=st.one_of(malformed(), st.sampled_from([json.dumps(v).encode() for v in VALID])))
def test_every_endpoint_answers_in_the_api_shape(client, method, path, headers, body):
    response = client.request(method, path, content=body, headers=headers,
                              follow_redirects=False)   # a redirect is not an API answer
    endpoint = path.split("?")[0].rstrip("/")
    if method == "GET" and endpoint == "/v1/models":
        assert response.status_code == 200 and response.json()["object"] == "list"
    elif method == "POST" and endpoint == "/v1/chat/completions":
        check_answer(response)
    else:
        assert check_error(response)["code"] == "unknown_url"


# Both properties with all their examples: `pytest -m slow`, as CI runs.
test_malformed_requests_get_a_4xx_naming_the_field_never_a_5xx_all_examples = \
    test_malformed_requests_get_a_4xx_naming_the_field_never_a_5xx.all_examples
test_every_endpoint_answers_in_the_api_shape_all_examples = \
    test_every_endpoint_answers_in_the_api_shape.all_examples


@pytest.mark.parametrize("request_", VALID)
def test_the_valid_requests_are_answered(client, request_):
    response = client.post("/v1/chat/completions", json=request_)
    assert response.status_code == 200, response.text
    check_answer(response)


def _with(**changes) -> dict:
    request = copy.deepcopy(VALID[1])
    request.update(changes)
    return request


@pytest.mark.parametrize("body, param, fragment", [
    (_with(tools=[tool("get weather", "x", {})]), "tools[0].function.name", "pattern"),
    (_with(tools=[tool("x" * 65, "x", {})]), "tools[0].function.name", "maximum length 64"),
    (_with(tools=[CLOCK, tool("", "x", {})]), "tools[1].function.name", "empty string"),
    (_with(messages="hello"), "messages", "expected an array"),
    (_with(messages=[{"content": "hi"}]), "messages.[0].role", "Missing required parameter"),
    (_with(messages=[{"role": "user", "content": 5}]), "messages.[0].content", "an integer"),
    (_with(temperature="hot"), "temperature", "expected a decimal"),
    (_with(temperature=3), "temperature", "maximum value"),
    (_with(tools={"a": 1}), "tools", "expected an array"),
    (_with(tool_choice="sometimes"), "tool_choice", "Supported values"),
    (_with(tool_choice=3), "tool_choice", "expected one of a string or object"),
    (_with(stream=True, stream_options="yes"), "stream_options", "expected an object"),
    (_with(max_tokens=-1), "max_tokens", "Expected a value >= 1"),
    (_with(max_completion_tokens=0), "max_completion_tokens", "Expected a value >= 1"),
    (_with(parallel_tool_calls="no"), "parallel_tool_calls", "a boolean"),
    (_with(temprature=0.2), "temprature", "Unrecognized request argument"),
    (_with(messages=[{"role": "user", "content": "\ud800"}]), "messages[0].content",
     "lone surrogate"),
    ([1, 2], "body", "expected an object"),
    ("just text", "body", "expected an object"),
])
def test_common_mistakes_name_the_field(client, body, param, fragment):
    response = client.post("/v1/chat/completions", content=json.dumps(body).encode())
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["param"] == param and fragment in error["message"], error
    assert error["type"] == "invalid_request_error"


@pytest.mark.parametrize("raw", [b"", b"{", b'{"model": "offline", "messages": [}',
                                 b'{"model": "offline", "temperature": NaN, "messages": []}',
                                 b"\xff\xfe", b"[" * 100_000])
def test_bodies_that_are_not_json_are_a_400(client, raw):
    response = client.post("/v1/chat/completions", content=raw)
    assert response.status_code == 400
    assert response.json()["error"]["param"] in ("body", "messages")
