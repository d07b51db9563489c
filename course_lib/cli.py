"""`python -m course_lib ...`: the course from a terminal.

    ask "QUESTION" [--model NAME] [--max-steps N] [--stall N] [--budget TOKENS] [--timeout S]
        [--approve allow|deny] [--trace] [--json]
    chat [--trace] [--approve MODE]      an interactive agent with a live trace; asks
                                         before write tools run (--approve allow|deny|ask)
    offline --port PORT                  serve the offline model over HTTP on 127.0.0.1
    serve --port PORT [--db FILE] [--approve ask|allow|deny] [--allow-model NAME]
                                         serve the agent over HTTP (SSE) on 127.0.0.1
    models                               list the offline model's behaviours
    lab [JUPYTER OPTIONS]                JupyterLab with the course's settings (saving a
                                         lesson keeps it in the shape `pytest` checks)
    reset [--dry-run] [PATH ...]         put back the stored lessons and solutions (git)
    html [NOTEBOOK ...] [--out DIR]      offline-clean HTML exports (no CDN scripts)

Mistakes (an unknown model, an unreachable server, a wrong base URL, Ctrl-C) end with one
`error:` line that says what to fix, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import openai

from .errors import AgentError
from .events import tool_calls_in
from .guards import stall_guard, token_budget
from .llm import bypass_proxy_for_loopback, explain_error, make_client, settings
from .loop import DEFAULT_MAX_STEPS, run_agent
from .cancel import AbortSignal
from .offline import MODELS, model_names
from .shells import allow, console_approver, deny, policy_approver, with_approval
from .trace import TracePrinter
from .redaction import redact
from .world import World, next_turn, world_tools

ROOT = Path(__file__).resolve().parents[1]   # the repository (course_lib is installed -e)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m course_lib",
                                     description="Hand-writing the agent tool loop: the course CLI.")
    sub = parser.add_subparsers(dest="command", required=True)

    ask = sub.add_parser("ask", help="ask the demo agent one question")
    ask.add_argument("question")
    _agent_options(ask)
    ask.add_argument("--json", action="store_true", help="print the result as JSON")
    ask.add_argument("--timeout", type=float, metavar="S",
                     help="abort the run after S seconds (status 'aborted')")

    chat = sub.add_parser("chat", help="talk to the demo agent (type 'exit' to leave)")
    _agent_options(chat)
    chat.set_defaults(approve="ask")  # a person is at the keyboard: ask before writes

    offline = sub.add_parser("offline", help="serve the offline model on 127.0.0.1")
    offline.add_argument("--port", type=int, default=8765)

    serve = sub.add_parser("serve", help="serve the agent as Server-Sent Events on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--model", help="model name (offline behaviours: see `models`)")
    serve.add_argument("--provider", help="offline (default), openai, deepseek, ...")
    serve.add_argument("--db", default="conversations.sqlite3",
                       help="SQLite file the conversations are saved to")
    serve.add_argument("--journal", metavar="FILE|off",
                       help="append-only journal written before each `done` and replayed on "
                            "start (default: <db>.journal; off: a crash may lose answers)")
    serve.add_argument("--approve", choices=["ask", "allow", "deny"], default="ask",
                       help="write tools: ask the client (SSE `approval`, answered at POST "
                            "/approvals/ID; the default), or allow/deny them all (demos)")
    serve.add_argument("--approval-timeout", type=float, default=60, metavar="S",
                       help="seconds a write waits for an answer before it is denied")
    serve.add_argument("--allow-model", action="append", default=[], metavar="NAME",
                       help="a model name requests may ask for besides --model (repeatable)")

    sub.add_parser("models", help="list the offline model's behaviours")

    doctor = sub.add_parser("doctor", help="check what your provider supports (run before "
                            "chapter 1); exit code 0 if the course can run")
    doctor.add_argument("--provider", help="offline (default), openai, deepseek, ...")
    doctor.add_argument("--model", help="model name (offline behaviours: see `models`)")

    lab = sub.add_parser("lab", help="start JupyterLab with the course's settings",
                         description="JupyterLab with the course's Jupyter settings "
                         "(jupyter_config/): a saved lesson is normalised like nbrun stores "
                         "it, kernels use an encrypted transport, loopback bypasses proxies. "
                         "Other options are passed to `jupyter lab`.")

    reset = sub.add_parser("reset", help="put back the stored lessons and solutions",
                           description="Restore notebooks/ and solutions/ (or PATHs) to the "
                           "committed version with git, discarding your outputs and edits "
                           "there. exercises/ (your work) is never touched unless named.")
    reset.add_argument("paths", nargs="*", default=["notebooks", "solutions"])
    reset.add_argument("--dry-run", action="store_true", help="only list what would be reset")

    export = sub.add_parser("html", help="export notebooks as offline-clean HTML")
    export.add_argument("notebooks", nargs="*", help="default: every lesson in notebooks/")
    export.add_argument("--out", default="build/html", help="folder for the .html files")
    _add_optional_commands(sub)
    return parser


def _agent_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", help="model name (offline behaviours: see `models`)")
    p.add_argument("--provider", help="offline (default), openai, deepseek, zhipu, qwen, ollama, ...")
    p.add_argument("--max-steps", type=int, default=DEFAULT_MAX_STEPS)
    p.add_argument("--stall", type=int, metavar="N",
                   help="stop when the same request repeats N steps in a row (status 'stalled')")
    p.add_argument("--budget", type=int, metavar="TOKENS",
                   help="stop once the run used more tokens (status 'budget_exceeded')")
    p.add_argument("--trace", action="store_true", help="print one line per loop event")
    p.add_argument("--approve", choices=["allow", "deny", "ask"],
                   help="approval of write tools (issue_refund, create_ticket): allow or deny "
                        "them all, or ask at the terminal (chat's default)")


def _add_optional_commands(sub) -> None:
    """Commands that live in their own modules (grading) register themselves here."""
    try:
        from .grading.cli import add_exercises_parser, add_grade_parser
    except ImportError:
        return
    add_grade_parser(sub)
    add_exercises_parser(sub)


def outcome(result=None, error: AgentError | None = None, model: str = "") -> dict:
    """The JSON shape of `ask --json`: the same keys whether the run succeeded or not."""
    if error is not None:
        usage = error.usage.to_dict() if error.usage else {}
        calls = tool_calls_in(error.trace)
        return {"status": error.status, "model": model, "steps": error.steps, "answer": None,
                "error": str(error), "tool_calls": calls, "usage": usage}
    return {"status": "completed", "model": model, "steps": result.steps,
            "answer": result.answer, "error": None, "tool_calls": result.tool_calls,
            "usage": result.usage.to_dict()}


async def _ask(args, question: str, history: list[dict], world: World) -> tuple[dict, list]:
    """One turn: its `outcome(...)` and the messages it adds to the conversation (the
    question, the tool calls and results, the answer), for the next turn to build on."""
    client = make_client(args.provider, args.model)
    messages = next_turn(history, question)   # earlier turns + the entities they named
    printer = [TracePrinter(show_thoughts=True, write=lambda line: print(line, file=sys.stderr
                            if getattr(args, "json", False) else sys.stdout))] if args.trace else []
    signal = AbortSignal()
    if getattr(args, "timeout", None):
        signal.abort_after(args.timeout, f"no answer within --timeout {args.timeout:g} s")
    try:
        result = await run_agent(client, messages, _tools(args, world), on_step=printer,
                                 max_steps=args.max_steps, session_id="cli", signal=signal,
                                 guards=_guards(args))
    except AgentError as e:   # keep the question, not a half-made tool call (a poisoned turn)
        return outcome(error=e, model=client.course_model), [
            {"role": "user", "content": question},
            {"role": "assistant", "content": f"(This question got no answer: {e.status}.)"}]
    except openai.APIError as e:  # the provider failed: say what to fix, in one line
        base_url = None if settings(args.provider, args.model).offline else str(client.base_url)
        raise ProviderFailure(redact(explain_error(e, base_url and base_url.rstrip("/"))
                                     or f"{type(e).__name__}: {e}", client.api_key)) from None
    return outcome(result, model=client.course_model), result.messages[len(messages) - 1:]


class ProviderFailure(Exception):
    """The model call failed (unknown model, unreachable server, bad key, ...). Its
    message is one line that says what to change."""


def _guards(args) -> list:
    """Extra fuses from --stall / --budget (course_lib/guards.py); max steps is always on."""
    guards = []
    if getattr(args, "stall", None):
        guards.append(stall_guard(args.stall))
    if getattr(args, "budget", None):
        guards.append(token_budget(args.budget))
    return guards


def _tools(args, world: World):
    """The demo tools; with --approve, the write tools wait for a decision (defense 4)."""
    tools = world_tools(world)
    mode = getattr(args, "approve", None)
    if not mode:
        return tools
    if mode == "ask":
        out = sys.stderr if getattr(args, "json", False) else sys.stdout
        approver = console_approver(write=lambda line: print(line, file=out))
    else:
        decide = allow if mode == "allow" else deny
        approver = policy_approver(lambda request: decide(f"--approve {mode}"))
    return with_approval(tools, approver, confirm=[t.name for t in tools if t.writes])


def cmd_ask(args) -> int:
    with World() as world:
        data, _ = asyncio.run(_ask(args, args.question, [], world))
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(data["answer"] if data["status"] == "completed"
              else f"[{data['status']}] {data['error']}")
    return 0 if data["status"] == "completed" else 1


def cmd_chat(args) -> int:
    print(f"Chatting with {settings(args.provider, args.model).describe()}. "
          "Type 'exit' (or Ctrl-D) to leave; Ctrl-C stops the current answer.")
    history: list[dict] = []
    with World() as world:
        while True:
            try:
                question = input("you> ").strip()
            except (EOFError, KeyboardInterrupt):
                print()
                return 0
            if question.lower() in ("exit", "quit", ":q"):
                return 0
            if not question:
                continue
            try:
                data, added = asyncio.run(_ask(args, question, history, world))
            except ProviderFailure as e:   # a failed turn; the session goes on
                print(f"agent> [error] {e}")
                continue
            except KeyboardInterrupt:
                print("\nagent> [interrupted] that question was dropped; ask again or type 'exit'.")
                continue
            answer = data["answer"] if data["status"] == "completed" else \
                f"[{data['status']}] {data['error']}"
            print(f"agent> {answer}")
            history += added   # tool results too: "that dealer" in the next turn resolves


def cmd_models(args) -> int:
    for name in model_names():  # model_names() loads every behaviour module first
        print(f"{name:24} {MODELS[name].summary}")
    return 0


def cmd_lab(args) -> int:
    """`jupyter lab` with the repository's jupyter_config/ first on JUPYTER_CONFIG_PATH."""
    env = dict(os.environ)
    bypass_proxy_for_loopback(env)
    config = str(ROOT / "jupyter_config")
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
        p for p in (config, env.get("JUPYTER_CONFIG_PATH")) if p)
    argv = [sys.executable, "-m", "jupyterlab", *args.jupyter_args]
    if os.name == "posix":   # become Jupyter: its own Ctrl-C prompt, its own exit code
        os.execve(sys.executable, argv, env)
    return subprocess.call(argv, env=env)


def cmd_reset(args) -> int:
    if not (ROOT / ".git").exists():
        raise ValueError(f"{ROOT} is not a git checkout; download the course again to reset it.")
    paths = [str(Path(p)) for p in args.paths]
    changed = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", *paths],
                             capture_output=True, text=True)
    if changed.returncode != 0:
        raise ValueError(f"git status failed: {changed.stderr.strip().splitlines()[-1:]}")
    modified = [line[3:] for line in changed.stdout.splitlines() if not line.startswith("??")]
    if not modified:
        print("Nothing to reset: the notebooks are as stored.")
        return 0
    for name in modified:
        print(f"{'would reset' if args.dry_run else 'reset'} {name}")
    if args.dry_run:
        return 0
    done = subprocess.run(["git", "-C", str(ROOT), "checkout", "--", *modified],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(f"git checkout failed: {done.stderr.strip()}")
    return 0


def cmd_html(args) -> int:
    from .nbrun import export_html

    paths = [Path(p) for p in args.notebooks] or sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    for path in paths:
        if path.suffix != ".ipynb" or not path.exists():
            raise ValueError(f"{path} is not an existing .ipynb file")
    for path in paths:
        print(export_html(path, Path(args.out)))
    return 0


def _check_port(port: int, host: str = "127.0.0.1") -> None:
    """Fail with one line, before creating anything, if `port` is taken."""
    with socket.socket() as s:
        if os.name == "posix":   # as uvicorn does: a port left in TIME_WAIT (a restart) is free
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            raise ValueError(f"port {port} on {host} is already in use (is the server already "
                             f"running?). Stop it, or pick another port with --port.") from None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "lab":   # only `lab` passes options on (to jupyter lab)
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    args.jupyter_args = extra
    try:
        if args.command == "ask":
            return cmd_ask(args)
        if args.command == "chat":
            return cmd_chat(args)
        if args.command == "offline":
            from .offline.server import serve
            _check_port(args.port)
            serve(args.port)
            return 0
        if args.command == "models":
            return cmd_models(args)
        if args.command == "doctor":
            from .doctor import main as doctor
            return doctor(args.provider, args.model)
        if args.command == "serve":
            from .server import serve
            _check_port(args.port)
            serve(args.port, db=args.db, provider=args.provider, model=args.model,
                  approve=args.approve, approval_timeout=args.approval_timeout,
                  allow_models=args.allow_model, journal=args.journal)
            return 0
        if args.command == "lab":
            return cmd_lab(args)
        if args.command == "reset":
            return cmd_reset(args)
        if args.command == "html":
            return cmd_html(args)
        if args.command == "grade":
            from .grading.cli import run_grade
            return run_grade(args)
        if args.command == "exercises":
            from .grading.cli import run_exercises
            return run_exercises(args)
    except ValueError as e:  # bad settings or input: say what to fix, no traceback
        print(f"error: {e}", file=sys.stderr)
        return 2
    except ProviderFailure as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ninterrupted.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `... | head` closed the pipe: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return 2
