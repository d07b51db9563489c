"""The offline server under load and abuse: one client never holds up the others, and
limits are answered the way a real API answers them.

The servers run in-process (uvicorn in a thread, on a free loopback port) with short
limits, and a model whose big request can be held open at will, so each test states an
order of events instead of a timing. Every wait is bounded.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time

import httpx2
import openai
import pytest
import uvicorn
from starlette.testclient import TestClient

from course_lib.offline.limits import Limits, header_deadline
from course_lib.offline.model import OfflineModel
from course_lib.offline.protocol import CONTEXT_WINDOW, MAX_BODY_BYTES, prompt_tokens
from course_lib.offline.server import create_app
from course_lib.offline.transport import OfflineTransport

BOUND = 20  # seconds: the most any step may take before the test fails instead of hanging
TINY = {"model": "offline", "messages": [{"role": "user", "content": "hello"}]}
BIG = {"model": "offline", "messages": [{"role": "user", "content": "BIG hello"}]}


class HeldModel(OfflineModel):
    """Holds a request whose text contains "BIG" until `release` is set, and counts how
    many requests it is answering at once."""

    def __init__(self) -> None:
        super().__init__()
        self.big_started, self.release = threading.Event(), threading.Event()
        self.lock = threading.Lock()
        self.in_flight = self.most_in_flight = 0

    def handle_body(self, body: bytes):
        with self.lock:
            self.in_flight += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            if b"BIG" in body:
                self.big_started.set()
                assert self.release.wait(BOUND), "the test never released the big request"
            else:
                time.sleep(0.02)  # long enough for concurrent requests to overlap
            return super().handle_body(body)
        finally:
            with self.lock:
                self.in_flight -= 1


@contextlib.contextmanager
def serving(model: OfflineModel | None = None, limits: Limits = Limits()):
    """Run the offline server's app with uvicorn in a thread; yield its base URL."""
    config = uvicorn.Config(create_app(model, limits), host="127.0.0.1", port=0,
                            log_level="critical", http=header_deadline(limits.header_seconds))
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + BOUND
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(BOUND)


def post(url: str, body: dict | bytes, **headers) -> httpx2.Response:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    with httpx2.Client(trust_env=False, timeout=BOUND) as client:
        return client.post(f"{url}/v1/chat/completions", content=content,
                           headers={"content-type": "application/json", **headers})


def in_background(url: str, body: dict) -> tuple[threading.Thread, dict]:
    result: dict = {}

    def send() -> None:
        result["response"] = post(url, body)
    thread = threading.Thread(target=send, daemon=True)
    thread.start()
    return thread, result


def answer_of(thread: threading.Thread, result: dict) -> httpx2.Response:
    thread.join(BOUND)
    assert "response" in result, "a client got no answer"
    return result["response"]


def assert_openai_error(response: httpx2.Response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, response.text[:300]
    error = response.json()["error"]
    assert isinstance(error["message"], str) and error["message"]
    assert error["type"] == "invalid_request_error" and set(error) == {
        "message", "type", "param", "code"}
    if code is not None:
        assert error["code"] == code, error
    return error


# ---------------------------------------------------------------- one client never blocks others


def test_a_small_request_is_answered_while_a_big_one_is_held():
    """If the model ran on the event loop, the held request would freeze the whole server
    and the small request would time out."""
    model = HeldModel()
    with serving(model) as url:
        big, result = in_background(url, BIG)
        assert model.big_started.wait(BOUND)
        small = post(url, TINY)
        assert small.status_code == 200 and "response" not in result  # big still in progress
        model.release.set()
        assert answer_of(big, result).status_code == 200


def test_many_clients_are_answered_while_a_big_one_is_held():
    model = HeldModel()
    with serving(model) as url:
        big, result = in_background(url, BIG)
        assert model.big_started.wait(BOUND)
        others = [in_background(url, {**TINY, "user": f"client-{i}"}) for i in range(12)]
        assert all(answer_of(*other).status_code == 200 for other in others)
        assert "response" not in result   # and the big one is still in progress
        model.release.set()
        assert answer_of(big, result).status_code == 200


class AnswersBigLast(HeldModel):
    """Reads the big prompt for real, then keeps its answer until the small one is out (or
    BOUND): a server that answered one request at a time would finish the big one first."""

    def __init__(self) -> None:
        super().__init__()
        self.small_done = threading.Event()

    def handle_body(self, body: bytes):
        outcome = super().handle_body(body)
        if b"BIG" in body:
            self.small_done.wait(BOUND)
        return outcome


def test_a_real_big_prompt_finishes_after_a_small_one_sent_during_it():
    """No holding before the work: a ~45,000-token prompt is read and answered for real,
    and a small request sent meanwhile is answered first."""
    model = AnswersBigLast()
    model.release.set()   # "BIG" starts the clock, nothing is held before it is read
    finished: list[str] = []
    text = "BIG " + "Which is hotter, Beijing or Shanghai? " * 5_000
    big_request = {"model": "offline", "messages": [{"role": "user", "content": text}]}
    with serving(model) as url:
        def send_big() -> None:
            assert post(url, big_request).status_code == 200
            finished.append("big")
        big = threading.Thread(target=send_big, daemon=True)
        big.start()
        assert model.big_started.wait(BOUND)
        assert post(url, TINY).status_code == 200
        finished.append("small")
        model.small_done.set()
        big.join(BOUND)
    assert finished == ["small", "big"]


def test_the_model_answers_at_most_workers_requests_at_once():
    model = HeldModel()
    with serving(model, Limits(workers=2)) as url:
        clients = [in_background(url, {**TINY, "user": f"client-{i}"}) for i in range(10)]
        assert all(answer_of(*c).status_code == 200 for c in clients)
    assert model.most_in_flight == 2   # the bound held, and it was reached


# ---------------------------------------------------------------- body size


def test_a_body_over_the_limit_is_a_413_before_it_is_read():
    with serving(limits=Limits(max_body_bytes=1_000)) as url:
        declared = post(url, {**TINY, "user": "x" * 2_000})
        assert_openai_error(declared, 413, "request_too_large")
        # No Content-Length (chunked upload): counted as it arrives
        chunks = (b'{"model": "offline", "user": "' + b"x" * 500 for _ in range(4))
        with httpx2.Client(trust_env=False, timeout=BOUND) as client:
            streamed = client.post(f"{url}/v1/chat/completions", content=chunks)
        assert "content-length" not in streamed.request.headers
        assert_openai_error(streamed, 413, "request_too_large")
        assert post(url, TINY).status_code == 200   # a body under the limit is answered


def test_the_default_body_limit_over_http_and_in_process():
    body = json.dumps({**TINY, "user": "x" * MAX_BODY_BYTES}).encode()
    with TestClient(create_app()) as client:
        response = client.post("/v1/chat/completions", content=body)
    assert response.status_code == 413 and response.json()["error"]["param"] == "body"
    transport = OfflineTransport()
    answer = transport.handle_request(httpx2.Request(
        "POST", "http://offline/v1/chat/completions", content=body))
    assert answer.status_code == 413 and answer.json()["error"]["code"] == "request_too_large"


def test_the_sdk_gets_a_real_apis_errors_for_a_request_that_is_too_big():
    """The issue's 5 MB message, and a prompt one token too long, through the official SDK."""
    with serving() as url:
        client = openai.OpenAI(base_url=f"{url}/v1", api_key="not-needed", max_retries=0,
                               http_client=openai.DefaultHttpxClient(trust_env=False))
        with pytest.raises(openai.APIStatusError) as too_large:
            client.chat.completions.create(model="offline", messages=[
                {"role": "user", "content": "word " * 1_000_000}])
        assert too_large.value.status_code == 413
        assert too_large.value.code == "request_too_large"
        one_too_many = "a " * (CONTEXT_WINDOW - prompt_tokens(TINY) + 2)
        with pytest.raises(openai.BadRequestError) as too_long:
            client.chat.completions.create(model="offline", messages=[
                {"role": "user", "content": one_too_many}])
        assert too_long.value.code == "context_length_exceeded"
        assert client.chat.completions.create(**TINY).choices[0].message.content


# ---------------------------------------------------------------- slow and stalled uploads


def read_all(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (bounded)."""
    sock.settimeout(BOUND)
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def connect(url: str) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=BOUND)


def test_a_slow_upload_gets_a_408_and_its_connection_is_closed():
    with serving(limits=Limits(body_seconds=0.3)) as url:
        sock = connect(url)
        sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\n"
                     b"content-type: application/json\r\ncontent-length: 100\r\n\r\n{\"mod")
        answer = read_all(sock)   # returns only once the server has closed the connection
        sock.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408"), answer[:200]
    error = json.loads(body)["error"]
    assert error["code"] == "request_timeout" and error["type"] == "invalid_request_error"


def test_stalled_connections_do_not_block_others_and_are_all_closed():
    limits = Limits(body_seconds=0.5, header_seconds=0.5)
    with serving(limits=limits) as url:
        silent = [connect(url) for _ in range(40)]               # connect, send nothing
        half_headers = [connect(url) for _ in range(40)]         # stop inside the headers
        half_bodies = [connect(url) for _ in range(40)]          # stop inside the body
        for sock in half_headers:
            sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-")
        for sock in half_bodies:
            sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\n"
                         b"content-length: 50\r\n\r\n{")
        assert post(url, TINY).status_code == 200   # answered while 120 connections stall
        for sock in silent + half_headers:
            assert read_all(sock) == b""            # closed by the header deadline
        for sock in half_bodies:
            assert read_all(sock).startswith(b"HTTP/1.1 408")
        for sock in silent + half_headers + half_bodies:
            sock.close()


# ---------------------------------------------------------------- context length


def test_a_prompt_over_the_context_window_is_a_400_like_a_real_api():
    over = {"model": "offline", "messages": [
        {"role": "user", "content": "a " * (CONTEXT_WINDOW + 10)}]}
    with TestClient(create_app()) as client:
        response = client.post("/v1/chat/completions", json=over)
        error = assert_openai_error(response, 400, "context_length_exceeded")
        assert error["param"] == "messages"
        assert f"maximum context length is {CONTEXT_WINDOW} tokens" in error["message"]
        assert f"resulted in {prompt_tokens(over)} tokens" in error["message"]
        streamed = client.post("/v1/chat/completions", json={**over, "stream": True})
        assert_openai_error(streamed, 400, "context_length_exceeded")
        # A prompt that fits, but not with the completion it asks room for
        asks_too_much = {**TINY, "max_tokens": CONTEXT_WINDOW}
        error = assert_openai_error(client.post("/v1/chat/completions", json=asks_too_much),
                                    400, "context_length_exceeded")
        assert "in the completion" in error["message"]
        fits = {**TINY, "max_tokens": CONTEXT_WINDOW - prompt_tokens(TINY)}
        assert client.post("/v1/chat/completions", json=fits).status_code == 200


def test_prompt_tokens_count_what_usage_reports():
    tool = {"type": "function", "function": {
        "name": "get_weather", "description": "Current temperature in a city, in °C.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}
    requests = [TINY, {**TINY, "tools": [tool]},
                {"model": "offline", "tools": [tool], "messages": [
                    {"role": "user", "content": "北京和上海哪个更热？"},
                    {"role": "assistant", "content": None, "tool_calls": [
                        {"id": "c1", "type": "function",
                         "function": {"name": "get_weather", "arguments": '{"city": "北京"}'}}]},
                    {"role": "tool", "tool_call_id": "c1", "content": '{"temp_c": 31}'}]}]
    for request in requests:
        usage = OfflineModel().handle(request).body["usage"]
        assert usage["prompt_tokens"] == prompt_tokens(request)


# ---------------------------------------------------------------- fields


@pytest.mark.parametrize("options, param", [
    ({"include_usage": "yes"}, "stream_options.include_usage"),
    ({"include_usage": True, "usage": True}, "stream_options.usage"),
    ([True], "stream_options"),
])
def test_bad_stream_options_are_a_400_not_a_cut_stream(options, param):
    with TestClient(create_app()) as client:
        response = client.post("/v1/chat/completions",
                               json={**TINY, "stream": True, "stream_options": options})
    assert response.headers["content-type"].startswith("application/json")
    assert assert_openai_error(response, 400)["param"] == param


def test_a_bug_in_the_model_is_an_openai_shaped_500():
    class Broken(OfflineModel):
        def handle_body(self, body):
            raise RuntimeError("simulated bug")
    with TestClient(create_app(Broken()), raise_server_exceptions=False) as client:
        response = client.post("/v1/chat/completions", json=TINY)
    assert response.status_code == 500
    assert response.json()["error"]["type"] == "server_error"
    assert "simulated bug" not in response.text   # internals stay in the server's log
