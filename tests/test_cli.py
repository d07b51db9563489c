"""The command line: ask (text, trace, JSON) and models."""

import io
import json
import subprocess
import sys

from course_lib.cli import main


def test_ask_prints_a_grounded_answer(capsys):
    assert main(["ask", "Where is order A-1024?"]) == 0
    assert "Order A-1024 is shipped" in capsys.readouterr().out


def test_ask_trace_prints_one_line_per_event(capsys):
    main(["ask", "Where is order A-1024?", "--trace"])
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in out[:5]] == ["think", "act", "observe", "think", "done"]


def test_ask_json_has_the_documented_keys(capsys):
    main(["ask", "Which is hotter, Beijing or Shanghai?", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert {"status", "steps", "answer", "tool_calls", "usage"} <= set(data)
    assert data["status"] == "completed" and data["steps"] == 2
    assert [c["name"] for c in data["tool_calls"]] == ["get_weather", "get_weather"]


def test_ask_with_too_few_steps_reports_the_status(capsys):
    assert main(["ask", "What is the return policy?", "--max-steps", "1", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "max_steps_exceeded" and data["answer"] is None


def test_bad_settings_are_a_clear_error_not_a_traceback(capsys, monkeypatch):
    assert main(["ask", "hi", "--provider", "nope"]) == 2
    assert "Unknown COURSE_PROVIDER 'nope'" in capsys.readouterr().err


def test_module_entry_point_runs():
    out = subprocess.run([sys.executable, "-m", "course_lib", "models"], capture_output=True,
                         text=True, check=True).stdout
    assert out.startswith("offline ")


def test_chat_follow_up_resolves_what_the_last_turn_found(monkeypatch, capsys):
    questions = ("What's the name of our dealer in Shenzhen, Guangdong?\n"
                 "List that dealer's orders in September\nexit\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO(questions))
    assert main(["chat", "--trace"]) == 0   # `chat` as its own process: test_cli_errors.py
    out = capsys.readouterr().out
    assert 'list_orders({"month": "2026-09", "dealer_id": 42})' in out
    assert "A-1003" in out.split("agent> ")[-1]


def test_serve_options_default_to_what_a_deployment_wants():
    from course_lib.cli import build_parser

    args = build_parser().parse_args(["serve"])
    assert (args.approve, args.approval_timeout, args.allow_model, args.journal) == \
        ("ask", 60, [], None)
    args = build_parser().parse_args(["serve", "--approve", "deny", "--allow-model", "a",
                                      "--allow-model", "b", "--journal", "off"])
    assert (args.approve, args.allow_model, args.journal) == ("deny", ["a", "b"], "off")


def test_the_server_does_not_import_the_cli():
    """No import cycle: the CLI starts the server (`serve`), the server needs nothing of
    the CLI (the demo's system prompt lives in course_lib/world/prompt.py)."""
    code = "import sys, course_lib.server; print('course_lib.cli' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"
