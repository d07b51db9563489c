"""How long does an abort take to land? Measured, side by side, in milliseconds.

    python benchmarks/abort_latency.py [--trials 5]

For each place a run can be when the user leaves, the script pulls the AbortSignal
0.5 s into a 2 s wait and measures signal -> typed `Aborted` in the caller. The
"without abort" column is what the same moment costs when nobody listens: the
wait runs to its end and the run goes on to its next model calls.

    model call     the offline-slow model (2 s per call), 3-step question
    async tool     a tool awaiting a 2 s I/O call
    blocking tool  a plain function sleeping 2 s in a worker thread (it can't be
                   stopped: the run ends at once, the thread finishes on its own)
    SSE server     the client closes the connection; measured from the close to
                   the server's run recording status "aborted"

Prints numbers only; no asserts (tests assert behaviour, see tests/test_abort.py).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx2  # noqa: E402

from course_lib import AbortSignal, Aborted, make_client, run_agent, tool  # noqa: E402
from course_lib.offline import OfflineModel  # noqa: E402
from course_lib.server import create_app, read_sse, running  # noqa: E402
from course_lib.world import World, world_tools  # noqa: E402

WAIT = 2.0          # seconds the model call / tool takes
PULL_AFTER = 0.5    # the user leaves this long into the wait
QUESTION = "Why hasn't order A-1021 shipped?"   # 3 model calls, 2 tool calls


class NotifyingModel(OfflineModel):
    """Calls `on_request` when a request reaches the 'provider' (the call is in flight)."""

    def __init__(self, on_request=None):
        super().__init__()
        self.on_request = on_request
        self.requests = 0

    def handle(self, request):
        self.requests += 1
        if self.on_request:
            self.on_request()
        return super().handle(request)


async def timed_abort(start_run, arm) -> float:
    """Run `start_run(signal)`; `arm(pull)` decides when to call `pull()`. Returns ms from
    the pull to the caller catching Aborted."""
    loop = asyncio.get_running_loop()
    signal = AbortSignal()
    pulled: list[float] = []

    def pull():
        pulled.append(loop.time())
        signal.abort("user left")

    arm(lambda: loop.call_later(PULL_AFTER, pull))
    try:
        await start_run(signal)
    except Aborted:
        return (loop.time() - pulled[0]) * 1000
    raise RuntimeError("the run was not aborted")


async def model_call(trials: int) -> tuple[float, list[float]]:
    world = World()
    started = time.perf_counter()
    await run_agent(make_client(model="offline-slow"), QUESTION, world_tools(world))
    without = (time.perf_counter() - started - PULL_AFTER) * 1000  # what was left to spend
    samples = []
    for _ in range(trials):
        arming = []
        model = NotifyingModel(on_request=lambda: arming and arming.pop()())
        client = make_client(model="offline-slow", offline_model=model)
        samples.append(await timed_abort(
            lambda s: run_agent(client, QUESTION, world_tools(world), signal=s),
            arming.append))
    return without, samples


async def async_tool(trials: int) -> tuple[float, list[float]]:
    @tool
    async def get_weather(city: str) -> dict:
        """Current temperature in a city, in °C."""
        await asyncio.sleep(WAIT)
        return {"city": city, "temp_c": 20}

    return await _tool_case(get_weather, trials)


async def blocking_tool(trials: int) -> tuple[float, list[float]]:
    @tool
    def get_weather(city: str) -> dict:
        """Current temperature in a city, in °C."""
        time.sleep(WAIT)
        return {"city": city, "temp_c": 20}

    return await _tool_case(get_weather, trials)


async def _tool_case(weather_tool, trials: int) -> tuple[float, list[float]]:
    question = "How warm is it in Beijing?"
    started = time.perf_counter()
    await run_agent(make_client(), question, [weather_tool])
    without = (time.perf_counter() - started - PULL_AFTER) * 1000
    samples = []
    for _ in range(trials):
        entered = []

        def arm(schedule):
            entered.append(schedule)

        def on_act(event):          # the tool starts right after the Act event
            if event.kind == "act" and entered:
                entered.pop()()

        samples.append(await timed_abort(
            lambda s: run_agent(make_client(), question, [weather_tool], signal=s,
                                on_step=on_act), arm))
    return without, samples


async def sse_disconnect(trials: int) -> tuple[float, list[float]]:
    samples = []
    without = float("nan")
    for trial in range(trials + 1):
        model = NotifyingModel()
        app = create_app(make_client(model="offline-slow", offline_model=model),
                         tools=world_tools(World()))
        service = app.state.agent
        async with running(app) as url:
            async with httpx2.AsyncClient(base_url=url, timeout=30) as http:
                started = time.perf_counter()
                async with http.stream("POST", "/chat", json={"message": QUESTION}) as response:
                    if trial == 0:      # the baseline: a client that stays to the end
                        async for _ in read_sse(response.aiter_lines()):
                            pass
                        without = (time.perf_counter() - started - PULL_AFTER) * 1000
                        continue
                    await asyncio.sleep(PULL_AFTER)     # the user leaves mid model call
                    closed = time.perf_counter()
                # leaving the `async with` closed the connection; wait for the run to notice
                while not service.outcomes:
                    await asyncio.sleep(0.001)
                samples.append((time.perf_counter() - closed) * 1000)
                await service.drain()
    return without, samples


async def main(trials: int) -> None:
    print(f"abort latency: signal -> typed Aborted, pulled {PULL_AFTER:g} s into a "
          f"{WAIT:g} s wait ({trials} trials; ms)\n")
    print(f"{'where the run is':16} {'without abort':>14} {'abort median':>13} "
          f"{'abort max':>10} {'ratio':>9}")
    cases = [("model call", model_call), ("async tool", async_tool),
             ("blocking tool", blocking_tool), ("SSE disconnect", sse_disconnect)]
    for name, case in cases:
        without, samples = await case(trials)
        median = statistics.median(samples)
        ratio = without / median if median else float("inf")
        print(f"{name:16} {without:14.0f} {median:13.1f} {max(samples):10.1f} {ratio:8.0f}x")
    print("\n'without abort' = ms the run keeps spending after the user left (the rest of the"
          "\nwait, plus every later step). 'ratio' = how many times longer that is.")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    asyncio.run(main(parser.parse_args().trials))
