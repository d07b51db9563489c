"""With HTTP(S)_PROXY set (a corporate network) the course's loopback traffic must never
go through the proxy: a proxy can't reach a server on this machine's 127.0.0.1."""

import asyncio
import os
import subprocess
import sys

import pytest

from course_lib.llm import bypass_proxy_for_loopback, is_loopback, make_client
from course_lib.offline.server import create_app as offline_app
from course_lib.server import running

DEAD_PROXY = "http://127.0.0.1:9"   # nothing listens on port 9: a request sent there fails


def test_what_counts_as_loopback():
    for url in ("http://127.0.0.1:8765/v1", "http://localhost:11434/v1", "http://[::1]:8000/v1",
                "http://127.1.2.3/v1"):
        assert is_loopback(url), url
    for url in ("https://api.openai.com/v1", "http://10.0.0.5:8000/v1", None, ""):
        assert not is_loopback(url), url


def test_bypass_keeps_the_users_entries_and_sets_both_spellings():
    env = {"no_proxy": "corp.internal", "NO_PROXY": "example.com,127.0.0.1"}
    bypass_proxy_for_loopback(env)
    for key in ("no_proxy", "NO_PROXY"):
        assert env[key].split(",") == ["corp.internal", "example.com", "127.0.0.1", "localhost", "::1"]
    bypass_proxy_for_loopback(env)   # idempotent
    assert env["NO_PROXY"].count("127.0.0.1") == 1


def test_the_test_process_and_the_kernels_it_starts_bypass_the_proxy_for_loopback():
    # the root conftest.py did this before any test ran; kernels and servers inherit it
    assert "127.0.0.1" in os.environ["NO_PROXY"].split(",")
    child = subprocess.run([sys.executable, "-c", "import os; print(os.environ['no_proxy'])"],
                           capture_output=True, text=True, check=True)
    assert "127.0.0.1" in child.stdout.split("\n")[0].split(",")


def _without_no_proxy(monkeypatch):
    for key in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("HTTP_PROXY", DEAD_PROXY)
    monkeypatch.setenv("HTTPS_PROXY", DEAD_PROXY)


def test_a_client_for_a_loopback_provider_ignores_the_proxy(monkeypatch):
    """make_client() for a server on 127.0.0.1 reaches it directly, even when NO_PROXY
    does not name loopback (the learner's shell, not the test process)."""
    async def scenario():
        async with running(offline_app()) as url:
            _without_no_proxy(monkeypatch)           # running() had added loopback: undo it
            monkeypatch.setenv("OPENAI_BASE_URL", f"{url}/v1")
            monkeypatch.setenv("OPENAI_API_KEY", "not-needed")
            client = make_client("custom", "offline", max_retries=0)
            reply = await client.chat.completions.create(
                model="offline", messages=[{"role": "user", "content": "Hello"}])
            return reply.choices[0].message.content

    assert asyncio.run(scenario())


def test_without_the_bypass_the_proxy_would_have_been_used(monkeypatch):
    """The control experiment: a plain SDK client, trusting the environment, fails."""
    import openai

    async def scenario():
        async with running(offline_app()) as url:
            _without_no_proxy(monkeypatch)
            client = openai.AsyncOpenAI(base_url=f"{url}/v1", api_key="x", max_retries=0)
            with pytest.raises(openai.APIConnectionError):
                await client.models.list()

    asyncio.run(scenario())


def test_running_a_server_makes_loopback_direct_for_clients_created_next(monkeypatch):
    import httpx2

    async def scenario():
        _without_no_proxy(monkeypatch)
        async with running(offline_app()) as url:
            async with httpx2.AsyncClient(base_url=url, timeout=5) as http:   # trusts the env
                return (await http.get("/v1/models")).status_code

    assert asyncio.run(scenario()) == 200
