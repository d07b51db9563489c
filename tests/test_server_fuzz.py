"""`serve` under malformed input: a 4xx that says what to fix, never a 5xx, never a cut stream.

A property test posts generated bodies to every endpoint of the SSE server (course_lib/
server.py) in-process: valid requests with fields dropped, retyped or replaced by nested
garbage, lone surrogates, unknown fields, broken JSON, random bytes, random session
headers. Either the answer is a 200 stream that ends with `done` or `error`, or a 4xx
whose JSON `error.message` is text. Derandomized: the same examples on every run; the
fast suite runs a fifth of them, `pytest -m slow` all. Hand-written cases pin the limits:
body size (413), a body that arrives too slowly (408), invalid UTF-8.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import tempfile
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.configuration import set_hypothesis_home_dir
from starlette.testclient import TestClient

from course_lib import make_client
from course_lib.server import MAX_MESSAGE_CHARS, create_app, running
from course_lib.world import World, world_tools
from fuzzing import fast_and_full

set_hypothesis_home_dir(os.path.join(tempfile.gettempdir(), "course-hypothesis"))  # not the repo
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "200"))  # more for a soak run


@pytest.fixture(scope="module")
def client():
    logging.getLogger("course_lib.server").setLevel(logging.CRITICAL)
    world = World()
    app = create_app(make_client(), tools=world_tools(world), approve="deny",
                     models=["offline", "offline-looper"], max_body_bytes=100_000)
    with TestClient(app, raise_server_exceptions=True) as c:
        c.session = c.post("/chat", json={"message": "hello"}).headers  # one real session
        yield c
    world.close()


scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                    st.floats(allow_nan=False), st.text(max_size=30),
                    st.sampled_from(["\ud800", "a\udfffb", "", " ", "offline", "offline-slow-9"]))
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)),
    max_leaves=12)
VALID = {"message": "Where is order A-1024?", "max_steps": 3}
FIELDS = ["message", "session_id", "model", "max_steps", "stream_options", "messages"]


@st.composite
def bodies(draw) -> bytes:
    kind = draw(st.sampled_from(["mutated", "mutated", "mutated", "any json", "bytes"]))
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "any json":
        return json.dumps(draw(json_values)).encode()
    body = dict(VALID)
    for field in draw(st.lists(st.sampled_from(FIELDS), max_size=3, unique=True)):
        if draw(st.booleans()) and field in body:
            del body[field]
        else:
            body[field] = draw(json_values)
    text = json.dumps(body)   # ensure_ascii: a lone surrogate travels as "\ud800"
    if draw(st.integers(0, 9)) == 0:
        text = text[:draw(st.integers(0, len(text)))]  # cut short
    return text.encode()


def check(response) -> None:
    assert response.status_code < 500, response.text
    if response.status_code == 200:
        assert response.headers["content-type"].startswith("text/event-stream")
        last = [line for line in response.text.splitlines() if line.startswith("event:")][-1]
        assert last in ("event: done", "event: error"), response.text[-300:]
    else:
        assert 400 <= response.status_code < 500
        assert isinstance(response.json()["error"]["message"], str)


headers = st.one_of(st.none(), st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126),
                                       max_size=40))


FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                     HealthCheck.too_slow])


@fast_and_full(FUZZ, EXAMPLES, body=bodies(), key=headers, real_key=st.booleans())
def test_chat_answers_every_body_with_a_stream_or_a_4xx(client, body, key, real_key):
    sent = {"content-type": "application/json"}
    if real_key:
        sent["x-session-key"] = client.session["x-session-key"]
    elif key is not None:
        sent["x-session-key"] = key
    check(client.post("/chat", content=body, headers=sent))


@fast_and_full(FUZZ, EXAMPLES // 3, path=st.text(max_size=30), key=headers, body=bodies())
def test_the_other_endpoints_never_fail_with_a_5xx(client, path, key, body):
    sent = {} if key is None else {"x-session-key": key}
    path = quote(path, safe="") or "x"
    check(client.get(f"/conversations/{path}", headers=sent))
    check(client.post(f"/approvals/{path}", content=body, headers=sent))


# Both properties with all their examples: `pytest -m slow`, as CI runs.
test_chat_answers_every_body_with_a_stream_or_a_4xx_all_examples = \
    test_chat_answers_every_body_with_a_stream_or_a_4xx.all_examples
test_the_other_endpoints_never_fail_with_a_5xx_all_examples = \
    test_the_other_endpoints_never_fail_with_a_5xx.all_examples


# ---------------------------------------------------------------- pinned cases


@pytest.mark.parametrize("body, fix", [
    ({"message": 42}, "message: Input should be a valid string"),
    ({"message": "hi", "max_steps": "3"}, "max_steps: Input should be a valid integer"),
    ({"message": "hi", "max_steps": 1000}, "max_steps: Input should be less than or equal to 20"),
    ({"message": "hi", "sesion_id": "s"}, "sesion_id: Extra inputs are not permitted"),
    ({"message": "hi", "stream_options": {"include_usage": "yes"}},
     "stream_options: Extra inputs are not permitted"),
    ({"message": "\ud800"}, "message: Input should be a valid string, unable to parse raw data "
                             "as a unicode string"),
    ({"message": "x" * (MAX_MESSAGE_CHARS + 1)},
     f"message: String should have at most {MAX_MESSAGE_CHARS} characters"),
    ([1, 2], "body: Input should be a valid dictionary or object to extract fields from"),
])
def test_a_bad_field_is_a_422_naming_it(client, body, fix):
    response = client.post("/chat", content=json.dumps(body), headers={"content-type": "application/json"})
    assert response.status_code == 422 and response.json()["error"]["message"] == fix


def test_invalid_utf8_is_a_400(client):
    response = client.post("/chat", content=b'{"message": "\xff\xfe"}',
                           headers={"content-type": "application/json"})
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "There was an error parsing the body"


def test_a_body_over_the_limit_is_a_413_before_it_is_read(client):
    big = json.dumps({"message": "x" * 150_000})
    response = client.post("/chat", content=big, headers={"content-type": "application/json"})
    assert response.status_code == 413 and "100,000 bytes" in response.json()["error"]["message"]

    def chunks():   # no content-length: the limit is counted while reading
        for _ in range(150):
            yield b"x" * 1000
    response = client.post("/chat", content=chunks(), headers={"content-type": "application/json"})
    assert response.status_code == 413


def test_a_stalled_upload_is_closed_with_a_408_and_others_are_served_meanwhile():
    async def scenario():
        app = create_app(make_client(), tools=[], body_timeout=0.5)
        async with running(app) as url:
            host, port = url.removeprefix("http://").split(":")
            stalled = []
            for _ in range(20):   # twenty clients that announce a body and never send it
                reader, writer = await asyncio.open_connection(host, int(port))
                writer.write(b"POST /chat HTTP/1.1\r\nhost: x\r\ncontent-type: application/json"
                             b"\r\ncontent-length: 100\r\n\r\n{\"mess")
                await writer.drain()
                stalled.append((reader, writer))
            import httpx2
            async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
                meanwhile = await http.post("/chat", json={"message": "hello"})
            answers = [await asyncio.wait_for(reader.read(), 5) for reader, _ in stalled]
            for _, writer in stalled:
                writer.close()
            await app.state.agent.drain()
            return meanwhile.status_code, answers

    meanwhile, answers = asyncio.run(scenario())
    assert meanwhile == 200
    assert all(a.startswith(b"HTTP/1.1 408") and b"did not arrive within 0.5 s" in a
               for a in answers)
