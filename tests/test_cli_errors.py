"""A learner's ordinary mistakes at the command line end with one `error:` line that says
what to fix, never a traceback: an unknown model, an unreachable provider, a base URL
without /v1, a taken port, Ctrl-C. `chat` survives a failed or interrupted turn."""

import io
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx2
import openai
import pytest

from course_lib.cli import main
from course_lib.llm import explain_error

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cli(*args, env=None, stdin=None, timeout=60, cwd=None):
    environment = {**os.environ, "COURSE_PROVIDER": "offline", **(env or {})}
    return subprocess.run([sys.executable, "-m", "course_lib", *args], input=stdin,
                          capture_output=True, text=True, env=environment, timeout=timeout,
                          cwd=cwd or ROOT)


def one_error_line(stderr: str, stdout: str = "") -> str:
    assert "Traceback" not in stderr + stdout, stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    return lines[0]


def custom(base_url: str) -> dict:
    return {"COURSE_PROVIDER": "custom", "OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "x",
            "COURSE_MODEL": "offline"}


# ---------------------------------------------------------------- ask


def test_unknown_model_is_one_line_naming_the_choices(capsys):
    assert main(["ask", "Where is order A-1024?", "--model", "nope"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.startswith("error: The model `nope` does not exist")
    assert "offline-looper" in err and "python -m course_lib models" in err


def ask_in_process(monkeypatch, capsys, env: dict, *args: str) -> tuple[int, str]:
    """`main(["ask", ...])` in this process with `env` set: (exit code, the one error line).
    The CLI's settings and its HTTP client read the environment when the command runs, so
    this is what a fresh process sees; an exception would fail the test like a traceback."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code = main(["ask", "Where is order A-1024?", *args])
    captured = capsys.readouterr()
    return code, one_error_line(captured.err, captured.out)


def test_unreachable_provider_is_one_line(monkeypatch, capsys):
    url = f"http://127.0.0.1:{free_port()}/v1"
    code, line = ask_in_process(monkeypatch, capsys, custom(url))
    assert code == 1 and f"cannot reach {url}" in line and "connection refused" in line
    assert "OPENAI_BASE_URL" in line


def test_unreachable_provider_is_one_line_even_behind_a_proxy(monkeypatch, capsys):
    url = f"http://127.0.0.1:{free_port()}/v1"
    proxy = {"HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
             "NO_PROXY": "", "no_proxy": ""}
    code, line = ask_in_process(monkeypatch, capsys, {**custom(url), **proxy})
    assert code == 1 and f"cannot reach {url}:" in line and "proxy" not in line  # loopback goes direct


def test_explain_a_base_url_without_v1():
    request = httpx2.Request("POST", "http://127.0.0.1:8765/chat/completions")
    response = httpx2.Response(404, request=request, json={"detail": "Not Found"})
    error = openai.NotFoundError("Error code: 404", response=response, body={"detail": "Not Found"})
    line = explain_error(error, "http://127.0.0.1:8765")
    assert "OPENAI_BASE_URL=http://127.0.0.1:8765/v1" in line and "\n" not in line
    # with /v1 (or zhipu's /v4) the hint is not given
    assert "usually end in /v1" not in explain_error(error, "http://127.0.0.1:8765/v1")
    assert "usually end in /v1" not in explain_error(error, "https://open.bigmodel.cn/api/paas/v4")


def test_explain_a_rejected_key():
    request = httpx2.Request("POST", "https://api.deepseek.com/v1/chat/completions")
    body = {"error": {"message": "Authentication Fails (invalid key)"}}
    error = openai.AuthenticationError("Error code: 401", response=httpx2.Response(
        401, request=request, json=body), body=body)
    line = explain_error(error, "https://api.deepseek.com/v1")
    assert "rejected the API key (401)" in line and "invalid key" in line


def test_a_base_url_without_v1_end_to_end(offline_base_url, monkeypatch, capsys):
    root = offline_base_url.removesuffix("/v1")   # the process's offline server, without /v1
    code, line = ask_in_process(monkeypatch, capsys, custom(root))
    assert code == 1 and f"try OPENAI_BASE_URL={root}/v1" in line
    # a second server on the same port: one line, not uvicorn's traceback
    port = int(root.rsplit(":", 1)[1])
    result = cli("offline", "--port", str(port))
    line = one_error_line(result.stderr, result.stdout)
    assert f"port {port}" in line and "--port" in line


def test_serve_on_a_taken_port_creates_no_database(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)   # where `serve` would create conversations.sqlite3
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["serve", "--port", str(port)])
    captured = capsys.readouterr()
    assert code == 2 and "already in use" in one_error_line(captured.err, captured.out)
    assert list(tmp_path.iterdir()) == [], "nothing is created when the server can't start"


def test_serve_with_a_database_it_cannot_open_is_one_line(tmp_path):
    (tmp_path / "not-a-db").write_text("hello, I am a text file" * 100)
    result = cli("serve", "--port", str(free_port()), "--db", str(tmp_path / "not-a-db"))
    line = one_error_line(result.stderr, result.stdout)
    assert result.returncode == 2 and "cannot open the conversation store" in line
    assert "--db" in line


# ---------------------------------------------------------------- chat


def test_chat_survives_a_failed_turn(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("Where is order A-1024?\nAnd A-1021?\nexit\n"))
    assert main(["chat", "--model", "nope"]) == 0
    out = capsys.readouterr().out
    assert out.count("agent> [error] The model `nope` does not exist") == 2


def _interrupt_after(process, marker: str, timeout: float = 30) -> list[str]:
    """Send Ctrl-C (SIGINT) once `marker` appears on stdout; return the lines read so far
    (a thread keeps reading into the same list)."""
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True)
    reader.start()
    deadline = time.monotonic() + timeout
    while not any(marker in line for line in lines):
        assert time.monotonic() < deadline, f"never saw {marker!r}: {lines!r}"
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    return lines


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
def test_ctrl_c_in_chat_drops_the_turn_and_the_session_goes_on():
    env = {**os.environ, "COURSE_PROVIDER": "offline", "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen([sys.executable, "-m", "course_lib", "chat", "--model",
                                "offline-slow-20", "--trace"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        process.stdin.write("Where is order A-1024?\n")
        process.stdin.flush()
        lines = _interrupt_after(process, "think")  # the model call is under way
        deadline = time.monotonic() + 10
        while not any("[interrupted]" in line for line in lines) and time.monotonic() < deadline:
            time.sleep(0.05)
        process.stdin.write("exit\n")
        process.stdin.flush()
        process.wait(timeout=20)
        time.sleep(0.2)
        out = "".join(lines)
        err = process.stderr.read()
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in out + err and "[interrupted]" in out


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
def test_ctrl_c_in_ask_is_one_line():
    env = {**os.environ, "COURSE_PROVIDER": "offline", "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen([sys.executable, "-m", "course_lib", "ask", "Where is order A-1024?",
                                "--model", "offline-slow-20", "--trace"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env)
    try:
        _interrupt_after(process, "think")
        process.wait(timeout=20)
        err = process.stderr.read()
    finally:
        process.kill()
    assert process.returncode == 130 and "Traceback" not in err
    assert err.strip() == "interrupted."
