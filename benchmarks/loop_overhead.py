"""What one step of the loop costs, beside a bare hand loop and two agent frameworks.

    python benchmarks/loop_overhead.py [--rounds 7] [--runs 40] [--clock cpu|wall]

Every loop talks to the same zero-cost fake model behind the real `openai.AsyncOpenAI`
client (an httpx2 MockTransport answering canned bytes): it calls `tool_0` once, then
answers. So a run is two steps, and what differs between the rows is only the loop's
own work: building the request, reading the reply, running the (async, trivial) tool,
recording. The variants run interleaved in blocks of 5 runs, so the load of a busy
machine falls on all of them alike.

Rows (µs per step, median over rounds; ratio to the bare loop with as many tools,
paired per round, median):
    bare loop            the chapter-2 loop by hand, schemas built once, 1 and 10 tools
    run_agent            the course's loop, 1 and 10 tools
    all defenses         idempotency + approval shells, max steps, validation, an AbortSignal
    OpenAI Agents SDK    `agents.Runner.run` (openai-agents), 1 and 10 tools
    pydantic-ai          `pydantic_ai.Agent.run` (pydantic-ai-slim), 1 and 10 tools
Then: 8 blocking tools of 100 ms called in one step (run_agent, pydantic-ai): the run's
time minus the same run with instant tools, as a ratio to 100 ms; and three imports,
each in a fresh interpreter.

Absolute times depend on the machine and its load; compare the ratios, measured side
by side in one run. `main()` returns the rows (for benchmarks/run_all.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any, Awaitable, Callable

os.environ.setdefault("OPENAI_AGENTS_DISABLE_TRACING", "1")  # before `agents` is imported

import httpx2  # noqa: E402
import openai  # noqa: E402

from course_lib import AbortSignal, run_agent, tool  # noqa: E402
from course_lib.shells import allow, policy_approver, with_approval, with_idempotency  # noqa: E402

QUESTION = "Use the tool, then answer."
MODEL = "fake"


# ---------------------------------------------------------------- the zero-cost fake model


def _completion(message: dict) -> bytes:
    return json.dumps({"id": "r", "object": "chat.completion", "created": 0, "model": MODEL,
                       "choices": [{"index": 0, "message": message,
                                    "finish_reason": "tool_calls" if "tool_calls" in message
                                    else "stop"}],
                       "usage": {"prompt_tokens": 10, "completion_tokens": 2,
                                 "total_tokens": 12}}).encode()


def fake_client(calls: int = 1) -> openai.AsyncOpenAI:
    """Calls tool_0 .. tool_{calls-1} in its first reply; answers once a tool result is in."""
    ask = _completion({"role": "assistant", "content": None, "tool_calls": [
        {"id": f"call_{i}", "type": "function",
         "function": {"name": f"tool_{i}", "arguments": '{"x": 1}'}} for i in range(calls)]})
    answer = _completion({"role": "assistant", "content": "Done."})
    headers = {"content-type": "application/json"}

    def handle(request: httpx2.Request) -> httpx2.Response:
        seen_result = b'"role":"tool"' in request.content or b'"role": "tool"' in request.content
        return httpx2.Response(200, content=answer if seen_result else ask, headers=headers)

    http_client = httpx2.AsyncClient(transport=httpx2.MockTransport(handle))
    return openai.AsyncOpenAI(api_key="fake", base_url="http://fake.invalid/v1", max_retries=0,
                              http_client=http_client)


async def _tool_body(x: int) -> dict:
    return {"x": x, "ok": True}


def course_tools(n: int, writes: bool = False) -> list:
    def make(i: int):
        async def fn(x: int) -> dict:
            return await _tool_body(x)
        fn.__name__ = f"tool_{i}"
        fn.__doc__ = f"Tool number {i}: returns x."
        return tool(fn, writes=writes)
    return [make(i) for i in range(n)]


# ---------------------------------------------------------------- the loops


def bare_loop(n: int) -> Callable[[], Awaitable[Any]]:
    """The hand loop of chapter 2: no defenses, no events, schemas made once."""
    client = fake_client()
    tools = course_tools(n)
    schemas = [t.schema() for t in tools]
    functions = {f"tool_{i}": _tool_body for i in range(n)}

    async def run_once() -> str:
        messages: list[dict] = [{"role": "user", "content": QUESTION}]
        for _ in range(5):
            reply = await client.chat.completions.create(model=MODEL, messages=messages,
                                                         tools=schemas)
            message = reply.choices[0].message
            if not message.tool_calls:
                return message.content
            messages.append({"role": "assistant", "content": message.content, "tool_calls": [
                {"id": c.id, "type": "function",
                 "function": {"name": c.function.name, "arguments": c.function.arguments}}
                for c in message.tool_calls]})
            for c in message.tool_calls:
                result = await functions[c.function.name](**json.loads(c.function.arguments))
                messages.append({"role": "tool", "tool_call_id": c.id,
                                 "content": json.dumps(result)})
        raise RuntimeError("no answer")

    return run_once


def course_loop(n: int) -> Callable[[], Awaitable[Any]]:
    client, tools = fake_client(), course_tools(n)
    return lambda: run_agent(client, QUESTION, tools, model=MODEL)


def course_loop_defended(n: int) -> Callable[[], Awaitable[Any]]:
    client = fake_client()
    approver = policy_approver(lambda request: allow("benchmark policy"))
    table = with_approval(with_idempotency(course_tools(n, writes=True)), approver,
                          confirm=["tool_0"])
    sessions = iter(range(10**9))   # a new session per run: each write really runs

    async def run_once():
        return await run_agent(client, QUESTION, table, model=MODEL, max_steps=5,
                               signal=AbortSignal(), session_id=f"s{next(sessions)}")
    return run_once


def agents_sdk(n: int) -> Callable[[], Awaitable[Any]] | None:
    try:
        import agents
    except ImportError:
        return None
    agents.set_tracing_disabled(True)

    def make(i: int):
        async def fn(x: int) -> dict:
            """Returns x."""
            return await _tool_body(x)
        return agents.function_tool(fn, name_override=f"tool_{i}")

    agent = agents.Agent(name="bench", instructions="Use the tool.",
                         tools=[make(i) for i in range(n)],
                         model=agents.OpenAIChatCompletionsModel(model=MODEL,
                                                                 openai_client=fake_client()))
    return lambda: agents.Runner.run(agent, QUESTION)


def pydantic_ai_agent(n: int, sleep: float | None = None,
                      calls: int = 1) -> Callable[[], Awaitable[Any]] | None:
    """`sleep=None`: async tools; a number: blocking tools that sleep that long."""
    try:
        from pydantic_ai import Agent, Tool
        from pydantic_ai.models.openai import OpenAIChatModel
        from pydantic_ai.providers.openai import OpenAIProvider
    except ImportError:
        return None

    def make(i: int) -> Tool:
        if sleep is not None:
            def fn(x: int) -> dict:
                time.sleep(sleep)
                return {"x": x}
        else:
            async def fn(x: int) -> dict:
                return await _tool_body(x)
        return Tool(fn, name=f"tool_{i}", description=f"Tool number {i}: returns x.")

    model = OpenAIChatModel(MODEL, provider=OpenAIProvider(openai_client=fake_client(calls)))
    agent = Agent(model, tools=[make(i) for i in range(n)])
    return lambda: agent.run(QUESTION)


def course_loop_blocking(n: int, sleep: float) -> Callable[[], Awaitable[Any]]:
    def make(i: int):
        def fn(x: int) -> dict:
            time.sleep(sleep)
            return {"x": x}
        fn.__name__ = f"tool_{i}"
        fn.__doc__ = "Blocks for 100 ms."
        return tool(fn)
    client, tools = fake_client(n), [make(i) for i in range(n)]
    return lambda: run_agent(client, QUESTION, tools, model=MODEL)


# ---------------------------------------------------------------- measuring


async def seconds_for(run_once: Callable[[], Awaitable[Any]], runs: int,
                      clock: Callable[[], float]) -> float:
    started = clock()
    for _ in range(runs):
        await run_once()
    return clock() - started


def import_seconds(statement: str = "import course_lib", repeats: int = 5) -> float:
    code = f"import time; t = time.perf_counter(); {statement}; print(time.perf_counter() - t)"
    times = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout) for _ in range(repeats)]
    return statistics.median(times)


async def measure(rounds: int, runs: int, clock: Callable[[], float]) -> list[dict]:
    variants: dict[str, tuple[Callable | None, str]] = {   # name: (loop, its floor)
        "bare loop, 1 tool": (bare_loop(1), "bare loop, 1 tool"),
        "bare loop, 10 tools": (bare_loop(10), "bare loop, 10 tools"),
        "run_agent, 1 tool": (course_loop(1), "bare loop, 1 tool"),
        "run_agent, 10 tools": (course_loop(10), "bare loop, 10 tools"),
        "run_agent, all defenses, 1 tool": (course_loop_defended(1), "bare loop, 1 tool"),
        "run_agent, all defenses, 10 tools": (course_loop_defended(10), "bare loop, 10 tools"),
        "OpenAI Agents SDK, 1 tool": (agents_sdk(1), "bare loop, 1 tool"),
        "OpenAI Agents SDK, 10 tools": (agents_sdk(10), "bare loop, 10 tools"),
        "pydantic-ai, 1 tool": (pydantic_ai_agent(1), "bare loop, 1 tool"),
        "pydantic-ai, 10 tools": (pydantic_ai_agent(10), "bare loop, 10 tools"),
    }
    variants = {k: v for k, v in variants.items() if v[0] is not None}
    for loop, _ in variants.values():
        await loop()   # warm: first-call imports and caches
    per_step: dict[str, list[float]] = {k: [] for k in variants}
    ratios: dict[str, list[float]] = {k: [] for k in variants}
    block = 5
    for _ in range(rounds):
        spent = dict.fromkeys(variants, 0.0)
        for _ in range(max(1, runs // block)):   # interleaved in small blocks: the machine's
            for name, (loop, _) in variants.items():   # load falls on every variant alike
                spent[name] += await seconds_for(loop, block, clock)
        steps = max(1, runs // block) * block * 2
        for name, (_, floor) in variants.items():
            per_step[name].append(spent[name] / steps)
            ratios[name].append(spent[name] / spent[floor])
    rows = [{"name": name, "us_per_step": statistics.median(per_step[name]) * 1e6,
             "ratio": statistics.median(ratios[name]), "ratio_to": variants[name][1]}
            for name in variants]

    # 8 blocking tools of 100 ms in one step: the run's time minus the same run with
    # instant tools, so only the tool step is left (wall clock: sleeping uses no CPU)
    blocking = {"run_agent": lambda s: course_loop_blocking(8, s),
                "pydantic-ai": lambda s: pydantic_ai_agent(8, sleep=s, calls=8)}
    for name, make in blocking.items():
        slow, instant = make(0.1), make(0.0)
        if slow is None:
            continue
        await slow(), await instant()
        steps = [await seconds_for(slow, 1, time.perf_counter)
                 - await seconds_for(instant, 1, time.perf_counter)
                 for _ in range(max(5, rounds))]
        step = statistics.median(steps)
        rows.append({"name": f"{name}, 8 blocking tools of 100 ms, one step",
                     "us_per_step": step * 1e6, "ratio": step / 0.1, "ratio_to": "100 ms"})
    return rows


def main(argv: list[str] | None = None) -> list[dict]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--runs", type=int, default=40, help="runs per variant per round")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                        help="cpu (default): this process's CPU time, steadier on a busy "
                             "machine; wall: elapsed time")
    args = parser.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    rows = asyncio.run(measure(args.rounds, args.runs, clock))
    for statement in ("import course_lib", "from course_lib import run_agent, tool",
                      "from course_lib import make_client"):
        seconds = import_seconds(statement)
        rows.append({"name": statement, "us_per_step": seconds * 1e6,
                     "ratio": seconds / 0.5, "ratio_to": "0.5 s (fresh interpreter)"})
    print(f"{'':48} {'µs':>10} {'ratio':>6}  to")
    for row in rows:
        print(f"{row['name']:48} {row['us_per_step']:>10,.0f} {row['ratio']:>6.2f}  "
              f"{row['ratio_to']}")
    print(f"(measured: median of {args.rounds} rounds of {args.runs} runs of 2 steps, "
          f"{args.clock} time per step; blocking tools and imports in wall time; "
          f"{os.cpu_count()} CPUs)")
    return rows


if __name__ == "__main__":
    main()
