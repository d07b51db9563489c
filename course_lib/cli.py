"""`python -m course_lib ...`: the course from a terminal.

    ask "QUESTION" [--model NAME] [--max-steps N] [--stall N] [--budget TOKENS] [--timeout S]
        [--approve allow|deny] [--trace] [--json]
    chat [--trace] [--approve MODE]      an interactive agent with a live trace; asks
                                         before write tools run (--approve allow|deny|ask)
    offline --port PORT                  serve the offline model over HTTP on 127.0.0.1
    serve --port PORT [--db FILE]        serve the agent over HTTP (SSE) on 127.0.0.1
    models                               list the offline model's behaviours
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from .errors import AgentError
from .events import tool_calls_in
from .guards import stall_guard, token_budget
from .llm import make_client, settings
from .loop import DEFAULT_MAX_STEPS, run_agent
from .cancel import AbortSignal
from .offline import MODELS, model_names
from .shells import allow, console_approver, deny, policy_approver, with_approval
from .trace import TracePrinter
from .world import World, world_tools

SYSTEM = ("You are a customer-service agent for an online shop. Answer only from tool results; "
          "if the tools return nothing, say you don't know. Today is 2026-10-12.")


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

    sub.add_parser("models", help="list the offline model's behaviours")
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


async def _ask(args, question: str, history: list[dict], world: World) -> dict:
    client = make_client(args.provider, args.model)
    messages = [{"role": "system", "content": SYSTEM}, *history,
                {"role": "user", "content": question}]
    printer = [TracePrinter(show_thoughts=True, write=lambda line: print(line, file=sys.stderr
                            if getattr(args, "json", False) else sys.stdout))] if args.trace else []
    signal = AbortSignal()
    if getattr(args, "timeout", None):
        signal.abort_after(args.timeout, f"no answer within --timeout {args.timeout:g} s")
    try:
        result = await run_agent(client, messages, _tools(args, world), on_step=printer,
                                 max_steps=args.max_steps, session_id="cli", signal=signal,
                                 guards=_guards(args))
    except AgentError as e:
        return outcome(error=e, model=client.course_model)
    return outcome(result, model=client.course_model)


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
        data = asyncio.run(_ask(args, args.question, [], world))
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(data["answer"] if data["status"] == "completed"
              else f"[{data['status']}] {data['error']}")
    return 0 if data["status"] == "completed" else 1


def cmd_chat(args) -> int:
    print(f"Chatting with {settings(args.provider, args.model).describe()}. "
          "Type 'exit' to leave.")
    history: list[dict] = []
    with World() as world:
        while True:
            try:
                question = input("you> ").strip()
            except EOFError:
                print()
                return 0
            if question.lower() in ("exit", "quit", ":q"):
                return 0
            if not question:
                continue
            data = asyncio.run(_ask(args, question, history, world))
            answer = data["answer"] if data["status"] == "completed" else \
                f"[{data['status']}] {data['error']}"
            print(f"agent> {answer}")
            history += [{"role": "user", "content": question},
                        {"role": "assistant", "content": answer}]


def cmd_models(args) -> int:
    for name in model_names():  # model_names() loads every behaviour module first
        print(f"{name:24} {MODELS[name].summary}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "ask":
            return cmd_ask(args)
        if args.command == "chat":
            return cmd_chat(args)
        if args.command == "offline":
            from .offline.server import serve
            serve(args.port)
            return 0
        if args.command == "models":
            return cmd_models(args)
        if args.command == "serve":
            from .server import serve
            serve(args.port, db=args.db, provider=args.provider, model=args.model)
            return 0
        if args.command == "grade":
            from .grading.cli import run_grade
            return run_grade(args)
        if args.command == "exercises":
            from .grading.cli import run_exercises
            return run_exercises(args)
    except ValueError as e:  # bad settings or input: say what to fix, no traceback
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 2
