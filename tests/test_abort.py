"""Defense 5, abort: the signal stops the model call, the tools and every later step.

Also the two offline behaviours this chapter relies on: `offline-slow[-SECONDS]` and
`offline-flaky` (429, then 500, then an answer; the SDK's retries do the rest).
"""

import asyncio
import json
import threading
import time

import openai
import pytest

from course_lib import (AbortSignal, Aborted, AgentError, Fail, MaxStepsExceeded, Observe,
                        ToolContext, make_client, run_agent, stream_agent, tool)
from course_lib.cli import main as cli_main
from course_lib.offline import OfflineModel, model_names
from course_lib.offline.behaviours import behaviour
from helpers import run

THREE_STEPS = "Why hasn't order A-1021 shipped?"   # get_order_status -> check_stock -> answer


class CountingModel(OfflineModel):
    """The provider's side of the story: how many requests reached it."""

    def __init__(self, on_request=None) -> None:
        super().__init__()
        self.requests = 0
        self.on_request = on_request   # called as each request arrives (the call is in flight)

    def handle(self, request):
        self.requests += 1
        if self.on_request:
            self.on_request()
        return super().handle(request)


@pytest.fixture
def world():
    from course_lib.world import World
    with World() as w:
        yield w


def tools_of(world, names=None):
    from course_lib.world import world_tools
    return world_tools(world, names)


# ---------------------------------------------------------------- offline-slow / offline-flaky


def test_slow_model_names_carry_their_latency():
    assert "offline-slow" in list(model_names()) and behaviour("offline-slow").latency == 2.0
    assert behaviour("offline-slow-0.25").latency == 0.25
    assert "offline-slow-0.2" in model_names() and "offline-slow-0.2" not in list(model_names())
    for bad in ("offline-slow-abc", "offline-slow-nan", "offline-slow--1", "offline-slow-9999",
                "offline-flaky-3", "offline-0.5"):
        assert bad not in model_names(), bad


def test_unknown_parameterised_name_is_a_404_like_the_real_api():
    async def scenario():
        client = make_client(model="offline-slow-0")
        with pytest.raises(openai.NotFoundError, match="offline-slow"):
            await client.chat.completions.create(model="offline-slow-x",
                                                 messages=[{"role": "user", "content": "hi"}])
        reply = await client.chat.completions.create(model="offline-slow-0",
                                                     messages=[{"role": "user", "content": "hi"}])
        return reply.model
    assert run(scenario()) == "offline-slow-0"


def test_slow_model_is_competent_just_slow(world):
    fast = run(run_agent(make_client(), THREE_STEPS, tools_of(world)))
    slow = run(run_agent(make_client(model="offline-slow-0.01"), THREE_STEPS, tools_of(world)))
    assert slow.answer == fast.answer and slow.steps == fast.steps == 3


def test_models_command_documents_the_slow_seconds(capsys):
    assert cli_main(["models"]) == 0
    out = capsys.readouterr().out
    assert "offline-slow" in out and "offline-slow-0.2" in out and "offline-flaky" in out


def test_flaky_model_fails_twice_then_the_sdk_retry_succeeds():
    model = CountingModel()
    client = make_client(model="offline-flaky", offline_model=model)  # max_retries=2

    async def ask():
        return await client.chat.completions.create(
            model="offline-flaky", messages=[{"role": "user", "content": "hello"}])

    reply = run(ask())
    assert reply.choices[0].message.content and model.requests == 3
    run(ask())                 # the same request again: already "warmed up", one attempt
    assert model.requests == 4


def test_flaky_errors_are_typed_and_are_not_aborts():
    for retries, error in ((0, openai.RateLimitError), (1, openai.InternalServerError)):
        client = make_client(model="offline-flaky", max_retries=retries)
        with pytest.raises(error) as caught:
            run(run_agent(client, "hello"))
        assert not isinstance(caught.value, AgentError)


def test_flaky_run_completes_with_retries(world):
    model = CountingModel()
    result = run(run_agent(make_client(model="offline-flaky", offline_model=model),
                           "Where is order A-1024?", tools_of(world)))
    assert result.status == "completed" and result.usage.model_calls == 2
    assert model.requests == 6  # each of the 2 model calls took 3 attempts


# ---------------------------------------------------------------- abort during the model call


def test_abort_mid_model_call_stops_fast_and_calls_nothing_more(world):
    async def scenario():
        signal = AbortSignal()
        model = CountingModel(on_request=lambda: signal.abort("user closed the tab"))
        client = make_client(model="offline-slow-5", offline_model=model)
        loop = asyncio.get_running_loop()
        started = loop.time()
        with pytest.raises(Aborted) as caught:
            await run_agent(client, THREE_STEPS, tools_of(world), signal=signal)
        elapsed = loop.time() - started
        await asyncio.sleep(0.1)    # nothing keeps running in the background
        return caught.value, elapsed, model.requests

    error, elapsed, requests = run(scenario())
    assert elapsed < 2.0, "abort must not wait for the 5 s model call"
    assert requests == 1 and error.usage.model_calls == 0  # sent once, never answered
    assert error.status == "aborted" and "user closed the tab" in str(error)
    assert isinstance(error.trace[-1], Fail) and error.steps == 1


def test_no_model_call_after_the_signal(world):
    """The user leaves after the first tool result: not one more model call is made."""
    model = CountingModel()
    signal = AbortSignal()

    def user_leaves(event):
        if isinstance(event, Observe):
            signal.abort("user left")

    with pytest.raises(Aborted) as caught:
        run(run_agent(make_client(offline_model=model), THREE_STEPS, tools_of(world),
                      signal=signal, on_step=user_leaves))
    assert model.requests == 1 and caught.value.usage.model_calls == 1
    # without the signal the same run makes three model calls
    model_without = CountingModel()
    run(run_agent(make_client(offline_model=model_without), THREE_STEPS, tools_of(world)))
    assert model_without.requests == 3


def test_abort_on_a_deadline_names_the_deadline(world):
    async def scenario():
        signal = AbortSignal()
        signal.abort_after(0.2, "deadline of 0.2 s passed")
        loop = asyncio.get_running_loop()
        begun = loop.time()
        with pytest.raises(Aborted, match="deadline of 0.2 s") as caught:
            await run_agent(make_client(model="offline-slow-5"), THREE_STEPS, tools_of(world),
                            signal=signal)
        return caught.value, loop.time() - begun

    error, elapsed = run(scenario())
    assert elapsed < 2.0 and error.usage.model_calls == 0 and error.status == "aborted"


def test_callers_can_silence_aborted_and_still_see_failures(world):
    async def handle(model, signal):
        try:
            await run_agent(make_client(model=model), THREE_STEPS, tools_of(world),
                            signal=signal, max_steps=2)
        except Aborted:
            return "silent"
        except AgentError as error:
            return error.status

    aborted = AbortSignal()
    aborted.abort("tab closed")
    assert run(handle("offline", aborted)) == "silent"
    assert run(handle("offline", AbortSignal())) == MaxStepsExceeded.status
    assert not issubclass(Aborted, MaxStepsExceeded) and issubclass(Aborted, AgentError)


def test_stream_agent_ends_with_fail_then_raises_aborted(world):
    async def scenario():
        signal = AbortSignal()
        kinds = []
        with pytest.raises(Aborted):
            async for event in stream_agent(make_client(), THREE_STEPS, tools_of(world),
                                            signal=signal):
                kinds.append(event.kind)
                if event.kind == "act":
                    signal.abort("stop")
        return kinds

    kinds = run(scenario())
    assert kinds[-1] == "fail" and "think" not in kinds[kinds.index("act"):]


# ---------------------------------------------------------------- abort during a tool


def in_flight_errors(error):
    return [e.result.error for e in error.trace
            if isinstance(e, Observe) and not e.result.ok and e.result.error.get("in_flight")]


def test_abort_during_an_async_write_reports_it_was_in_flight():
    @tool(writes=True)
    async def create_ticket(order_id: str, subject: str, ctx: ToolContext) -> dict:
        """Open a support ticket for an order. Use only when the user asks to open a ticket."""
        await asyncio.sleep(0.01)
        ctx.signal.abort("user closed the tab")   # the tab closes while the write is running
        await asyncio.sleep(5)
        return {"ticket_id": "T-1"}

    async def scenario():
        loop = asyncio.get_running_loop()
        begun = loop.time()
        with pytest.raises(Aborted) as caught:
            await run_agent(make_client(), "Please open a ticket for order A-1024: it is late.",
                            [create_ticket], signal=AbortSignal())
        return caught.value, loop.time() - begun

    error, elapsed = run(scenario())
    assert elapsed < 2.0
    [cut] = in_flight_errors(error)
    assert cut["type"] == "aborted" and cut["writes"] is True
    assert "may already have done so" in cut["message"]
    assert "in flight: create_ticket (a write: may have happened)" in str(error)
    # every tool_call_id is still answered, so the saved conversation stays valid
    asked = [c["id"] for m in error.messages if m["role"] == "assistant"
             for c in m.get("tool_calls") or []]
    answered = [m["tool_call_id"] for m in error.messages if m["role"] == "tool"]
    assert asked == answered


def test_a_blocking_write_cut_off_by_abort_really_may_have_happened():
    """A thread can't be cancelled: the honest message is not a formality."""
    written, entered, release = [], threading.Event(), threading.Event()

    @tool(writes=True)
    def create_ticket(order_id: str, subject: str) -> dict:
        """Open a support ticket for an order. Use only when the user asks to open a ticket."""
        entered.set()
        release.wait(5)
        written.append(order_id)
        return {"ticket_id": "T-1"}

    async def scenario():
        signal = AbortSignal()

        async def user_leaves_during_the_write():
            await asyncio.to_thread(entered.wait, 5)
            signal.abort("tab closed")

        leaving = asyncio.create_task(user_leaves_during_the_write())
        with pytest.raises(Aborted) as caught:
            await run_agent(make_client(), "Please open a ticket for order A-1024: it is late.",
                            [create_ticket], signal=signal)
        at_abort = list(written)
        await leaving
        release.set()                # the worker thread was never stopped: it goes on
        for _ in range(200):
            if written:
                break
            await asyncio.sleep(0.01)
        return caught.value, at_abort

    error, at_abort = run(scenario())
    assert at_abort == [] and in_flight_errors(error)[0]["writes"] is True
    assert written == ["A-1024"], "the write happened after the run was aborted"


def test_calls_that_finished_before_the_abort_keep_their_results():
    @tool
    async def get_weather(city: str, ctx: ToolContext) -> dict:
        """Current temperature in a city, in °C."""
        if city == "Shanghai":
            await asyncio.sleep(0.01)
            ctx.signal.abort("user left")
            await asyncio.sleep(5)
        return {"city": city, "temp_c": 20}

    with pytest.raises(Aborted) as caught:
        run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", [get_weather],
                      signal=AbortSignal()))
    observed = {e.result.name + ":" + e.result.arguments["city"]: e.result.ok
                for e in caught.value.trace if isinstance(e, Observe)}
    assert observed == {"get_weather:Beijing": True, "get_weather:Shanghai": False}
    assert "(a write" not in str(caught.value)  # a read cut off is reported as just that


def test_a_tool_may_check_the_signal_itself():
    progress = []

    @tool
    async def export_orders(month: str, ctx: ToolContext) -> str:
        """Export all orders of a month (YYYY-MM) as a report. Slow: pages through orders."""
        for page in range(100):
            ctx.signal.raise_if_aborted()   # cooperative: stop between pages
            progress.append(page)
            if page == 2:
                ctx.signal.abort("user left")
            await asyncio.sleep(0)
        return "done"

    with pytest.raises(Aborted):
        run(run_agent(make_client(), "Export the orders of 2026-09 as a report",
                      [export_orders], signal=AbortSignal()))
    assert progress == [0, 1, 2]


def test_tool_that_raises_aborted_without_a_run_signal_is_not_swallowed():
    @tool
    async def get_weather(city: str) -> dict:
        """Current temperature in a city, in °C."""
        raise Aborted("the tool's own deadline")

    with pytest.raises(Aborted, match="own deadline"):
        run(run_agent(make_client(), "How warm is it in Beijing?", [get_weather]))


def test_an_aborted_conversation_can_be_continued(world):
    """The in-flight results keep the history valid: the next turn is not a 400."""
    signal = AbortSignal()

    def leave(event):
        if event.kind == "act":
            signal.abort("tab closed")

    with pytest.raises(Aborted) as caught:
        run(run_agent(make_client(), THREE_STEPS, tools_of(world), signal=signal, on_step=leave))
    history = caught.value.messages + [{"role": "user", "content": "Where is order A-1024?"}]
    result = run(run_agent(make_client(), history, tools_of(world)))
    assert "A-1024" in result.answer


# ---------------------------------------------------------------- the CLI


def test_cli_ask_timeout_reports_aborted(capsys):
    code = cli_main(["ask", THREE_STEPS, "--model", "offline-slow-1", "--timeout", "0.05",
                     "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and data["status"] == "aborted" and data["answer"] is None
    assert "--timeout 0.05" in data["error"] and data["usage"]["model_calls"] == 0


# ---------------------------------------------------------------- what must not hold an abort up


def test_a_tool_that_swallows_its_cancellation_does_not_delay_aborted():
    pulled = []

    @tool
    async def get_weather(city: str, ctx: ToolContext) -> dict:
        """Current temperature in a city, in °C."""
        pulled.append(asyncio.get_running_loop().time())
        ctx.signal.abort("tab closed")
        try:
            await asyncio.sleep(3)
        except asyncio.CancelledError:   # a badly written tool: ignores the cancel, goes on
            await asyncio.sleep(3)
        return {"city": city, "temp_c": 20}

    async def scenario():
        with pytest.raises(Aborted) as caught:
            await run_agent(make_client(), "How warm is it in Beijing?", [get_weather],
                            signal=AbortSignal())
        return caught.value, asyncio.get_running_loop().time() - pulled[0]

    error, late = run(scenario())
    assert late < 1.0, f"Aborted came {late:.1f} s after the signal (the tool wanted 6 s)"
    assert in_flight_errors(error)[0]["type"] == "aborted"
    assert error.messages[-1]["role"] == "tool"   # the call id is still answered


def test_a_hanging_async_subscriber_does_not_hold_the_run_past_its_abort():
    seen, pulled = [], []
    signal = AbortSignal()

    async def stuck_panel(event):
        if event.kind == "act":
            pulled.append(asyncio.get_running_loop().time())
            signal.abort("tab closed")
            await asyncio.sleep(30)   # a UI that never returns

    async def scenario():
        with pytest.raises(Aborted, match="tab closed"):
            await run_agent(make_client(), "How warm is it in Beijing?", tools_of_weather(),
                            signal=signal, on_step=[stuck_panel, lambda e: seen.append(e.kind)])
        return asyncio.get_running_loop().time() - pulled[0]

    late = run(scenario())
    assert late < 1.0, f"Aborted came {late:.1f} s after the signal (the subscriber wanted 30 s)"
    assert seen[-1] == "fail"   # the other subscribers still heard how it ended


def tools_of_weather():
    @tool
    async def get_weather(city: str) -> dict:
        """Current temperature in a city, in °C."""
        return {"city": city, "temp_c": 20}
    return [get_weather]
