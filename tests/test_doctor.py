"""`python -m course_lib doctor` against the offline model and each offline provider profile.

Each profile reproduces one documented provider quirk, so the table, the fallback lines
and the exit code are checked for every kind of provider without a network or a key.
"""

from __future__ import annotations

import io
import json

import httpx2
import openai
import pytest
from rich.console import Console

from course_lib.cli import main as cli
from course_lib.doctor import CONSEQUENCES, main, run_checks

from helpers import run

SECRET = "sk-doctor-test-0123456789abcdef"


def doctor(model: str | None = None, provider: str = "offline") -> tuple[int, str, dict]:
    """Exit code, printed text, and {check name: result column} of one doctor run."""
    out = io.StringIO()
    code = main(provider, model, Console(file=out, width=160, color_system=None))
    text = out.getvalue()
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("│ ").split("│")]
        if len(cells) == 3 and cells[0] in CONSEQUENCES:
            rows[cells[0]] = cells[1]
    return code, text, rows


def test_the_offline_model_supports_everything_the_course_uses():
    code, text, rows = doctor()
    assert code == 0
    assert rows == {name: "ok" for name in CONSEQUENCES}
    assert "every chapter as written" in text
    assert "get_weather" in text and "400, as expected" in text


@pytest.mark.parametrize("model, missing, says", [
    ("offline-no-json-schema", "json_schema", "This response_format type is unavailable now"),
    ("offline-no-parallel", "parallel calls", "1 tool call in one reply"),
    ("offline-no-stream-usage", "streamed usage", "without a usage chunk"),
])
def test_each_profile_shows_its_quirk_and_the_fallback(model, missing, says):
    code, text, rows = doctor(model)
    assert code == 0, "a missing optional capability never stops the course"
    assert rows[missing] == "missing"
    assert [n for n, r in rows.items() if r != "ok"] == [missing], "only that one is missing"
    assert says in text
    fallback = CONSEQUENCES[missing][1]
    assert f"- {missing}: {fallback[:40]}" in " ".join(text.split())
    assert "with the fallbacks above" in text


def test_without_json_schema_structured_output_uses_json_mode():
    _, text, rows = doctor("offline-no-json-schema")
    assert rows["structured output"] == "ok" and rows["json_object"] == "ok"
    assert "json_object, 1 call:" in text and "chapters 1, 12, 13" in text


def test_a_model_that_breaks_the_format_once_passes_after_the_retry():
    code, text, rows = doctor("offline-sloppy-json")
    assert code == 0
    assert rows["json_schema"] == "missing" and rows["json_object"] == "missing"
    assert rows["structured output"] == "ok" and "json_schema, 2 calls:" in text


def test_a_provider_the_course_cannot_use_exits_1():
    code, text, rows = doctor("offline-no-such-model")
    assert code == 1
    assert rows["plain call"] == "missing (required)"
    assert rows["one tool call"] == "skipped (required)" and rows["json_schema"] == "skipped"
    assert "does not exist" in text and "cannot run on this provider" in text


def test_bad_settings_are_one_line_and_exit_1(monkeypatch, capsys):
    for variable in ("DEEPSEEK_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(variable, raising=False)
    code, text, _ = doctor(provider="deepseek")
    assert code == 1 and "DEEPSEEK_API_KEY" in text and "Traceback" not in text
    assert len(text.strip().splitlines()) <= 2   # one sentence, wrapped at most once


def test_the_cli_subcommand(capsys):
    assert cli(["doctor", "--model", "offline-no-parallel"]) == 0
    assert "parallel calls" in capsys.readouterr().out
    assert cli(["doctor", "--model", "offline-no-such-model"]) == 1


def test_no_key_in_the_report_even_when_the_provider_echoes_it():
    def echo_auth(request: httpx2.Request) -> httpx2.Response:   # a careless provider
        header = request.headers.get("authorization", "")
        return httpx2.Response(401, json={"error": {
            "message": f"Incorrect API key provided: {header}", "type": "invalid_request_error"}})

    client = openai.AsyncOpenAI(api_key=SECRET, base_url="http://provider.invalid/v1",
                                max_retries=0,
                                http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(echo_auth)))
    checks = run(run_checks(client, "some-model", SECRET))
    shown = json.dumps([vars(c) for c in checks])
    assert SECRET not in shown and SECRET[-12:] not in shown
    assert "401" in checks[0].detail and "<redacted>" in checks[0].detail
    assert checks[0].ok is False and all(c.ok is None for c in checks[1:])
