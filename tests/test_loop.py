"""The loop: exit, act, feed back, concurrency, max steps, abort, subscribers."""

import asyncio
import json

import pytest

from course_lib import (AbortSignal, Aborted, Act, Done, Fail, MaxStepsExceeded, Observe, Think,
                        TracePrinter, make_client, run_agent, stream_agent, tool)
from course_lib.loop import DEFAULT_MAX_STEPS
from course_lib.world import World, world_tools
from helpers import run


@pytest.fixture
def world():
    with World() as w:
        yield w


def test_default_max_steps_is_five():
    assert DEFAULT_MAX_STEPS == 5


def test_order_question_is_answered_from_the_tool_in_two_steps(world):
    result = run(run_agent(make_client(), "Where is order A-1024?", world_tools(world)))
    assert result.steps == 2 and result.status == "completed"
    assert result.tool_calls == [{"name": "get_order_status", "arguments": {"order_id": "A-1024"}, "ok": True}]
    assert "shipped" in result.answer and "14 October" in result.answer
    assert result.usage.model_calls == 2 and result.usage.total_tokens > 0


def test_every_tool_call_id_gets_exactly_one_tool_message(world):
    result = run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", world_tools(world)))
    asked = [c["id"] for m in result.messages if m["role"] == "assistant" for c in m.get("tool_calls") or []]
    answered = [m["tool_call_id"] for m in result.messages if m["role"] == "tool"]
    assert asked == answered and len(asked) == 2
    assert result.answer.startswith("Beijing is hotter")


def test_a_step_is_one_model_call_not_one_tool_call(world):
    tools = world_tools(world, ["get_weather"])
    parallel = run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", tools))
    serial = run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", tools,
                           parallel_tool_calls=False))
    assert (parallel.steps, serial.steps) == (2, 3)
    assert parallel.answer == serial.answer


def test_tools_of_one_step_run_concurrently():
    order = []

    @tool
    async def slow_lookup(city: str) -> dict:
        """Current weather temperature in a city."""
        order.append(f"start {city}")
        await asyncio.sleep(0.05)
        order.append(f"end {city}")
        return {"city": city, "temp_c": len(city)}

    run(run_agent(make_client(), "Which is hotter, Beijing or Shanghai?", [slow_lookup]))
    assert order[:2] == ["start Beijing", "start Shanghai"]


def test_errors_are_observations_and_the_model_reads_them(world):
    result = run(run_agent(make_client(), "Where is order A-9999?", world_tools(world)))
    assert result.tool_calls[0]["ok"] is False
    assert "No order with id 'A-9999'" in result.answer


class LoopingClient:
    """A fake client whose model asks for the same tool forever."""

    course_model = "fake"

    def __init__(self):
        self.calls = 0
        self.chat = self
        self.completions = self

    async def create(self, **request):
        self.calls += 1
        from openai.types.chat import ChatCompletion
        return ChatCompletion.model_validate({
            "id": "x", "object": "chat.completion", "created": 0, "model": "fake",
            "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                "role": "assistant", "content": None, "tool_calls": [{
                    "id": f"call_{self.calls}", "type": "function",
                    "function": {"name": "get_weather", "arguments": json.dumps({"city": "Beijing"})}}]}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}})


def test_max_steps_raises_a_typed_error_with_trace_and_usage_and_no_answer(world):
    client = LoopingClient()
    with pytest.raises(MaxStepsExceeded) as info:
        run(run_agent(client, "weather?", world_tools(world, ["get_weather"]), max_steps=3))
    error = info.value
    assert client.calls == 3 and error.steps == 3 and error.status == "max_steps_exceeded"
    assert error.usage.total_tokens == 36
    assert isinstance(error.trace[-1], Fail)
    assert error.messages[-1]["role"] == "tool"  # nothing was fabricated after the last result


def test_max_steps_must_be_positive():
    with pytest.raises(ValueError, match="at least 1"):
        run(run_agent(make_client(), "hi", max_steps=0))


def test_stream_yields_think_act_observe_done_in_order(world):
    async def collect():
        return [e async for e in stream_agent(make_client(), "Where is order A-1024?", world_tools(world))]

    kinds = [e.kind for e in run(collect())]
    assert kinds == ["think", "act", "observe", "think", "done"]


def test_on_step_subscribers_all_receive_every_event_sync_and_async(world):
    plain, awaited = [], []

    async def async_subscriber(event):
        awaited.append(event.kind)

    run(run_agent(make_client(), "Where is order A-1024?", world_tools(world),
                  on_step=[lambda e: plain.append(e.kind), async_subscriber]))
    assert plain == awaited == ["think", "act", "observe", "think", "done"]


def test_trace_printer_lines_are_deterministic(world):
    lines = []
    run(run_agent(make_client(), "Where is order A-1024?", world_tools(world),
                  on_step=TracePrinter(write=lines.append)))
    again = []
    run(run_agent(make_client(), "Where is order A-1024?", world_tools(world),
                  on_step=TracePrinter(write=again.append)))
    assert lines == again
    assert lines[0] == f"▶ think   step 1 → calling the model (1 message, {len(world_tools(world))} tools)"
    assert lines[1] == '⚙ act     step 1 → get_order_status({"order_id": "A-1024"})'
    assert lines[-1].startswith("◆ done    step 2 → final answer (") and lines[-1].endswith(" words, 2 steps)")


def test_abort_before_start_raises_aborted_without_calling_the_model():
    client = LoopingClient()
    signal = AbortSignal()
    signal.abort("user closed the tab")
    with pytest.raises(Aborted, match="user closed the tab"):
        run(run_agent(client, "weather?", signal=signal))
    assert client.calls == 0


def test_abort_during_a_slow_model_call_stops_quickly():
    async def scenario():
        client = make_client()
        signal = AbortSignal()

        class Slow:
            course_model = "offline"
            chat = completions = None

            async def create(self, **request):
                await asyncio.sleep(5)

        slow = Slow()
        slow.chat = slow
        slow.completions = slow
        asyncio.get_running_loop().call_later(0.05, signal.abort, "deadline")
        loop = asyncio.get_running_loop()
        started = loop.time()
        with pytest.raises(Aborted):
            await run_agent(slow, "hi", signal=signal)
        return loop.time() - started

    assert run(scenario()) < 1.0


def test_sync_openai_client_works_too(world):
    from course_lib import make_sync_client
    result = run(run_agent(make_sync_client(), "Where is order A-1024?", world_tools(world)))
    assert result.steps == 2


def test_done_line_counts_characters_for_chinese_answers():
    from course_lib.events import Done
    from course_lib.trace import describe
    assert describe(Done(1, "请稍等，我正在查询…")).endswith("(10 characters, 1 step)")
    assert describe(Done(2, "Beijing is hotter.")).endswith("(3 words, 2 steps)")


def test_a_provider_error_is_announced_with_a_fail_event_then_raised():
    import openai
    events = []
    with pytest.raises(openai.RateLimitError):
        run(run_agent(make_client(model="offline-flaky", max_retries=0), "hello",
                      on_step=events.append))
    assert [e.kind for e in events] == ["think", "fail"]
    assert isinstance(events[-1].error, openai.RateLimitError)


def test_an_on_text_callback_that_raises_is_logged_and_the_reply_still_arrives(world, caplog):
    def broken_panel(piece):
        raise RuntimeError("the panel is gone")

    result = run(run_agent(make_client(), "Where is order A-1024?", world_tools(world),
                           on_text=broken_panel))
    assert result.status == "completed" and "A-1024" in result.answer
    assert "on_text callback failed (RuntimeError: the panel is gone)" in caplog.text


def test_import_course_lib_is_lazy_and_every_name_still_imports():
    import subprocess
    import sys
    code = ("import sys, course_lib\n"
            "print(sorted(m for m in ('openai', 'pydantic', 'course_lib.loop') if m in sys.modules))\n"
            "from course_lib import *\n"
            "import course_lib as c\n"
            "print(all(hasattr(c, n) for n in c.__all__), set(c.__all__) <= set(dir(c)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[0] == "[]" and out[1] == "True True"
    import course_lib
    with pytest.raises(AttributeError, match="no attribute 'run_agnet'"):
        course_lib.run_agnet
