"""Start the offline model as a real HTTP server on a free loopback port, and build an
official `openai` client for it that can never be routed through a proxy."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2
import openai

STARTUP_SECONDS = 60   # a deadline, not a measure: a loaded 2-core machine can be slow to start
WARM_UP_SECONDS = 120  # the first requests load the reading layer's tables
ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def offline_server():
    """Yield the base URL of a freshly started `python -m course_lib offline` server."""
    port = free_port()
    env = {**os.environ, "COURSE_PROVIDER": "offline",
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    env.pop("COURSE_MODEL", None)
    env.pop("OPENAI_BASE_URL", None)
    process = subprocess.Popen([sys.executable, "-m", "course_lib", "offline", "--port", str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        with httpx2.Client(trust_env=False, timeout=1) as probe:
            while True:
                if process.poll() is not None:
                    raise RuntimeError("the offline server exited: "
                                       + process.stderr.read().decode(errors="replace")[-2000:])
                try:
                    if probe.get(f"{url}/models").status_code == 200:
                        break
                except httpx2.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the offline server did not answer within {STARTUP_SECONDS} s")
                time.sleep(0.1)
        warm_up(url)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def warm_up(url: str) -> None:
    """An English and a Chinese request with a tool, so every table the reading layer loads
    on first use (WordNet, CC-CEDICT, jieba, dates) is loaded before the first case, whose
    client waits only 15 s."""
    tool = {"type": "function", "function": {
        "name": "find_slot", "description": "Find a free slot at the studio on a date.",
        "parameters": {"type": "object", "properties": {"date": {"type": "string", "format": "date"}},
                       "required": ["date"]}}}
    client = openai.OpenAI(base_url=url, api_key="not-needed", timeout=WARM_UP_SECONDS, max_retries=0,
                           http_client=openai.DefaultHttpxClient(trust_env=False))
    for text in ("hello", "Any free slot next Tuesday?", "你好", "下周二有空档吗？"):
        try:
            client.chat.completions.create(model="offline", tools=[tool],
                                           messages=[{"role": "user", "content": text}])
        except openai.OpenAIError:
            pass
    client.close()


def make_client(base_url: str) -> openai.OpenAI:
    # trust_env=False: HTTP(S)_PROXY / ALL_PROXY / NO_PROXY from the environment are ignored,
    # so 127.0.0.1 is always reached directly. No retries: a 500 must show as a 500.
    return openai.OpenAI(base_url=base_url, api_key="not-needed", timeout=15, max_retries=0,
                         http_client=openai.DefaultHttpxClient(trust_env=False))
