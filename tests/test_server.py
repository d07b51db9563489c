"""Chapter 10: streamed replies, the SSE server, background persistence, abort on disconnect."""

import asyncio
import threading

import httpx2
import pytest

from course_lib import make_client, run_agent, tool
from course_lib.cli import build_parser
from course_lib.completions import collect_stream
from course_lib.offline import OfflineModel
from course_lib.persistence import BackgroundSaver, ConversationStore
from course_lib.server import EVENT_TYPES, create_app, format_sse, read_sse, running
from course_lib.shells import policy_approver
from course_lib.world import World, world_tools
from helpers import run

THREE_STEPS = "Why hasn't order A-1021 shipped?"


class CountingModel(OfflineModel):
    def __init__(self) -> None:
        super().__init__()
        self.requests = 0

    def handle(self, request):
        self.requests += 1
        return super().handle(request)


async def lines_of(text: str):
    for line in text.splitlines():
        yield line


async def post_chat(app, **body) -> list[tuple[str, dict]]:
    """POST /chat through the in-process ASGI transport (buffers the whole stream)."""
    async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                  base_url="http://agent.test", timeout=10) as http:
        response = await http.post("/chat", json=body)
        assert response.status_code == 200, response.text
        assert response.headers["content-type"].startswith("text/event-stream")
        return [pair async for pair in read_sse(lines_of(response.text))]


def names(events):
    return [name for name, _ in events]


# ---------------------------------------------------------------- streamed model output


def test_streamed_chunks_reassemble_into_the_same_tool_calls():
    async def scenario():
        client = make_client()
        tools = [t.schema() for t in world_tools(World(), ["get_weather"])]
        request = dict(model="offline", tools=tools,
                       messages=[{"role": "user", "content": "Which is hotter, Beijing or Shanghai?"}])
        whole = await client.chat.completions.create(**request)
        chunks = [c async for c in await client.chat.completions.create(**request, stream=True)]

        async def replay():
            for chunk in chunks:
                yield chunk
        return whole, chunks, await collect_stream(replay())

    whole, chunks, joined = run(scenario())
    deltas = [d for c in chunks for ch in c.choices for d in ch.delta.tool_calls or []]
    assert len(deltas) > 2 * 2, "each call arrives in several pieces"
    want = [(c.function.name, c.function.arguments) for c in whole.choices[0].message.tool_calls]
    got = [(c.function.name, c.function.arguments) for c in joined.choices[0].message.tool_calls]
    assert got == want and joined.choices[0].finish_reason == "tool_calls"


def test_on_text_streams_the_answer_and_changes_nothing_else():
    with World() as world:
        pieces = []
        streamed = run(run_agent(make_client(), THREE_STEPS, world_tools(world),
                                 on_text=pieces.append))
        plain = run(run_agent(make_client(), THREE_STEPS, world_tools(world)))
    assert len(pieces) > 5 and "".join(pieces) == streamed.answer == plain.answer
    assert streamed.usage == plain.usage and streamed.steps == plain.steps == 3


# ---------------------------------------------------------------- the SSE wire format


def test_sse_format_round_trips_text_with_newlines_and_chinese():
    data = {"content": "第一行\nsecond line: done"}
    text = format_sse("text", data)
    assert text.startswith("event: text\ndata: ") and text.endswith("\n\n")
    assert text.count("\n") == 3, "one event line, one data line, one blank line"
    assert run(_collect(read_sse(lines_of(text + format_sse("done", {"ok": 1}))))) == [
        ("text", data), ("done", {"ok": 1})]


async def _collect(aiter):
    return [x async for x in aiter]


# ---------------------------------------------------------------- POST /chat


def test_chat_streams_tool_events_text_then_done():
    with World() as world:
        app = create_app(make_client(), tools=world_tools(world))
        events = run(post_chat(app, message=THREE_STEPS, session_id="alice"))
    kinds = names(events)
    assert set(kinds) <= set(EVENT_TYPES)
    assert kinds[:4] == ["tool_start", "tool_end", "tool_start", "tool_end"]
    assert kinds[-1] == "done" and set(kinds[4:-1]) == {"text"}
    starts = [d for n, d in events if n == "tool_start"]
    ends = [d for n, d in events if n == "tool_end"]
    assert [d["name"] for d in starts] == ["get_order_status", "check_stock"]
    assert [d["call_id"] for d in starts] == [d["call_id"] for d in ends]
    assert starts[0]["arguments"] == {"order_id": "A-1021"} and ends[0]["ok"] is True
    done = events[-1][1]
    assert done["answer"] == "".join(d["content"] for n, d in events if n == "text")
    assert done["steps"] == 3 and done["usage"]["model_calls"] == 3


def test_a_failed_tool_is_a_tool_end_with_the_error():
    with World() as world:
        app = create_app(make_client(), tools=world_tools(world))
        events = run(post_chat(app, message="Where is order A-9999?"))
    [end] = [d for n, d in events if n == "tool_end"]
    assert end["ok"] is False and "A-9999" in end["error"]["message"]
    assert names(events)[-1] == "done"


def test_a_run_without_an_answer_ends_with_an_error_event():
    async def scenario():
        with World() as world:
            app = create_app(make_client(model="offline-looper"), tools=world_tools(world))
            events = await post_chat(app, message="Where is order A-1024?", max_steps=2)
            await app.state.agent.drain()
            return events, app.state.agent.store.runs()

    events, runs = run(scenario())
    assert names(events)[-1] == "error" and "done" not in names(events)
    assert events[-1][1]["status"] == "max_steps_exceeded"
    assert runs[0]["status"] == "max_steps_exceeded" and runs[0]["steps"] == 2


def test_a_provider_error_becomes_an_error_event():
    app = create_app(make_client(model="offline-flaky", max_retries=0), tools=[])
    events = run(post_chat(app, message="hello"))
    assert names(events) == ["error"] and "RateLimitError" in events[0][1]["message"]


def test_bad_request_body_is_a_422():
    async def scenario():
        app = create_app(make_client(), tools=[])
        async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                      base_url="http://agent.test") as http:
            return (await http.post("/chat", json={"message": ""})).status_code
    assert run(scenario()) == 422


# ---------------------------------------------------------------- approval


def test_approval_event_only_when_a_confirm_listed_tool_waits():
    question = "Please open a ticket for order A-1024: the parcel is late."
    with World() as world:
        denied = create_app(make_client(), tools=world_tools(world), confirm=["create_ticket"],
                            approver=policy_approver(lambda request: False))
        events = run(post_chat(denied, message=question))
        plain = run(post_chat(create_app(make_client(), tools=world_tools(world)),
                              message="Where is order A-1024?"))
        unlisted = create_app(make_client(), tools=world_tools(world), confirm=["issue_refund"],
                              approver=policy_approver(lambda request: False))
        read_only = run(post_chat(unlisted, message="Where is order A-1024?"))
    assert names(events)[:3] == ["tool_start", "approval", "tool_end"]
    approval = events[1][1]
    assert approval["name"] == "create_ticket" and approval["status"] == "waiting"
    assert approval["arguments"]["order_id"] == "A-1024"
    assert events[2][1]["ok"] is False and events[2][1]["error"]["type"] == "denied"
    assert "approval" not in names(plain) and "approval" not in names(read_only)


# ---------------------------------------------------------------- persistence


def test_conversation_is_saved_after_done_and_continues_next_turn():
    async def scenario():
        with World() as world:
            app = create_app(make_client(), tools=world_tools(world))
            await post_chat(app, message="Where is order A-1024?", session_id="bob")
            await app.state.agent.drain()
            await post_chat(app, message="Which is hotter, Beijing or Shanghai?", session_id="bob")
            await app.state.agent.drain()
            async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                          base_url="http://agent.test") as http:
                return (await http.get("/conversations/bob")).json(), app.state.agent.store

    saved, store = run(scenario())
    assert [r["status"] for r in saved["runs"]] == ["completed", "completed"]
    users = [m["content"] for m in saved["messages"] if m["role"] == "user"]
    assert users == ["Where is order A-1024?", "Which is hotter, Beijing or Shanghai?"]
    assert all(m["role"] != "system" for m in saved["messages"])
    assert store.runs("nobody") == [] and store.history("nobody") == []


def test_the_response_does_not_wait_for_the_database():
    disk = threading.Event()

    class SlowDisk(ConversationStore):
        def save_run(self, *args, **kwargs):
            disk.wait(5)      # a stuck database
            return super().save_run(*args, **kwargs)

    async def scenario():
        store = SlowDisk()
        app = create_app(make_client(), tools=[], store=store)
        events = await post_chat(app, message="hello", session_id="carol")  # returns while stuck
        saved_while_stuck = store.runs("carol")
        disk.set()
        await app.state.agent.drain()
        return events, saved_while_stuck, store.runs("carol")

    events, while_stuck, after = run(scenario())
    assert names(events)[-1] == "done"
    assert while_stuck == [] and [r["status"] for r in after] == ["completed"]


def test_background_saver_keeps_failures_visible():
    class BrokenDisk(ConversationStore):
        def save_run(self, *args, **kwargs):
            raise OSError("disk full")

    async def scenario():
        saver = BackgroundSaver(BrokenDisk())
        saver.save_soon(session_id="x", messages=[], status="completed")
        await saver.drain()
        return saver

    saver = run(scenario())
    assert saver.saved == 0 and [str(e) for e in saver.errors] == ["disk full"]


# ---------------------------------------------------------------- disconnect aborts the run


def test_client_disconnect_aborts_the_run_and_no_model_call_follows():
    async def scenario():
        model = CountingModel()
        with World() as world:
            app = create_app(make_client(model="offline-slow-0.3", offline_model=model),
                             tools=world_tools(world))
            async with running(app) as url:
                async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
                    async with http.stream("POST", "/chat", json={
                            "message": THREE_STEPS, "session_id": "dave"}) as response:
                        async for name, _ in read_sse(response.aiter_lines()):
                            break                       # the user closes the tab here
                    requests_at_disconnect = model.requests
                    await asyncio.wait_for(app.state.agent.drain(), 5)
                    await asyncio.sleep(0.5)            # longer than one slow model call
                    return (name, requests_at_disconnect, model.requests,
                            app.state.agent.outcomes, app.state.agent.store.runs("dave"))

    first, at_disconnect, total, outcomes, runs = run(scenario())
    assert first == "tool_start"
    assert outcomes == ["aborted"] and [r["status"] for r in runs] == ["aborted"]
    assert total <= at_disconnect + 1, "at most the call already in flight, nothing after"
    assert runs[0]["model_calls"] < 3


def test_a_finished_response_does_not_abort_anything():
    async def scenario():
        with World() as world:
            app = create_app(make_client(), tools=world_tools(world))
            async with running(app) as url:
                async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
                    async with http.stream("POST", "/chat", json={"message": THREE_STEPS}) as r:
                        events = [pair async for pair in read_sse(r.aiter_lines())]
                await app.state.agent.drain()
                return names(events), app.state.agent.outcomes

    kinds, outcomes = run(scenario())
    assert kinds[-1] == "done" and outcomes == ["completed"]


def test_tools_see_the_runs_signal_when_the_client_leaves():
    seen = []

    @tool
    async def get_weather(city: str, ctx) -> dict:
        """Current temperature in a city, in °C."""
        try:
            await asyncio.sleep(5)
        finally:
            seen.append(ctx.signal.aborted)
        return {"city": city, "temp_c": 20}

    async def scenario():
        app = create_app(make_client(), tools=[get_weather])
        async with running(app) as url:
            async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
                async with http.stream("POST", "/chat", json={"message": "How warm is Beijing?"}) as r:
                    async for name, _ in read_sse(r.aiter_lines()):
                        break
            await asyncio.wait_for(app.state.agent.drain(), 5)
            return app.state.agent.outcomes

    assert run(scenario()) == ["aborted"] and seen == [True]


# ---------------------------------------------------------------- the CLI


def test_cli_has_a_serve_command():
    args = build_parser().parse_args(["serve", "--port", "8123", "--db", "x.sqlite3"])
    assert (args.command, args.port, args.db) == ("serve", 8123, "x.sqlite3")
