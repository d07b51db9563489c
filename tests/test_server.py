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


async def post_chat(app, session=None, **body) -> list[tuple[str, dict]]:
    """POST /chat through the in-process ASGI transport (buffers the whole stream).
    `session` (a dict) continues that conversation and learns a new one's id and key."""
    headers = {}
    if session is not None and "session_id" in session:
        body["session_id"] = session["session_id"]
        headers["x-session-key"] = session["session_key"]
    async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                  base_url="http://agent.test", timeout=10) as http:
        response = await http.post("/chat", json=body, headers=headers)
        assert response.status_code == 200, response.text
        assert response.headers["content-type"].startswith("text/event-stream")
        events = [pair async for pair in read_sse(lines_of(response.text))]
    if session is not None and "x-session-key" in response.headers:
        session.update(session_id=response.headers["x-session-id"],
                       session_key=response.headers["x-session-key"])
    return events


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
        events = run(post_chat(app, message=THREE_STEPS))
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


def test_bad_request_body_is_a_422_that_says_what_to_fix():
    async def scenario():
        app = create_app(make_client(), tools=[])
        async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                      base_url="http://agent.test") as http:
            return await http.post("/chat", json={"message": ""})
    response = run(scenario())
    assert response.status_code == 422
    assert response.json()["error"]["message"] == "message: String should have at least 1 character"


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
            bob = {}
            await post_chat(app, bob, message="Where is order A-1024?")
            await post_chat(app, bob, message="Which is hotter, Beijing or Shanghai?")
            await app.state.agent.drain()
            async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                          base_url="http://agent.test") as http:
                saved = (await http.get(f"/conversations/{bob['session_id']}",
                                        headers={"x-session-key": bob["session_key"]})).json()
            return saved, app.state.agent.store

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
        events = await post_chat(app, message="hello")  # returns while the disk is stuck
        carol = events[-1][1]["session_id"]
        saved_while_stuck = store.runs(carol)
        disk.set()
        await app.state.agent.drain()
        return events, saved_while_stuck, store.runs(carol)

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
                            "message": THREE_STEPS}) as response:
                        dave = response.headers["x-session-id"]
                        async for name, _ in read_sse(response.aiter_lines()):
                            break                       # the user closes the tab here
                    requests_at_disconnect = model.requests
                    await asyncio.wait_for(app.state.agent.drain(), 5)
                    await asyncio.sleep(0.5)            # longer than one slow model call
                    return (name, requests_at_disconnect, model.requests,
                            app.state.agent.outcomes, app.state.agent.store.runs(dave))

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


# ---------------------------------------------------------------- sessions and their keys


async def get(app, path, **headers):
    async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                  base_url="http://agent.test") as http:
        return await http.get(path, headers=headers)


def test_each_new_conversation_gets_its_own_unguessable_session():
    async def scenario():
        app = create_app(make_client(), tools=[])
        first, second = {}, {}
        await post_chat(app, first, message="hello")
        await post_chat(app, second, message="hello")
        await app.state.agent.drain()
        return app, first, second

    app, first, second = run(scenario())
    assert first["session_id"] != second["session_id"] and "default" not in app.state.agent.store.session_keys()
    assert len(first["session_id"]) >= 16 and len(first["session_key"]) >= 32
    assert [r["message_count"] for r in app.state.agent.store.runs(first["session_id"])] == [2]
    assert "hello" == app.state.agent.store.history(second["session_id"])[0]["content"]
    stored = app.state.agent.store.session_keys()[first["session_id"]]
    assert first["session_key"] not in stored, "only a hash of the key is kept"


def test_a_conversation_is_readable_and_continued_only_with_its_key():
    async def scenario():
        app = create_app(make_client(), tools=[])
        alice = {}
        await post_chat(app, alice, message="hello")
        sid, key = alice["session_id"], alice["session_key"]
        async with httpx2.AsyncClient(transport=httpx2.ASGITransport(app=app),
                                      base_url="http://agent.test") as http:
            return [
                (await http.get(f"/conversations/{sid}")).status_code,
                (await http.get(f"/conversations/{sid}", headers={"x-session-key": "guess"})).status_code,
                (await http.get(f"/conversations/{sid}", headers={"x-session-key": key})).status_code,
                (await http.post("/chat", json={"message": "hi", "session_id": sid})).status_code,
                (await http.post("/chat", json={"message": "hi", "session_id": "alice"},
                                 headers={"x-session-key": key})).status_code,
                (await http.get("/conversations/alice", headers={"x-session-key": key})).json()]

    *codes, refusal = run(scenario())
    assert codes == [404, 404, 200, 404, 404]
    assert refusal["error"]["type"] == "no_session" and "x-session-key" in refusal["error"]["message"]


def test_only_allowed_models_are_accepted():
    async def scenario():
        async with httpx2.AsyncClient(transport=httpx2.ASGITransport(
                app=create_app(make_client(), tools=[], models=["offline"])),
                base_url="http://agent.test") as http:
            refused = await http.post("/chat", json={"message": "hi", "model": "gpt-4o"})
            allowed = await http.post("/chat", json={"message": "hi", "model": "offline"})
        return refused, allowed

    refused, allowed = run(scenario())
    assert refused.status_code == 400 and allowed.status_code == 200
    assert refused.json()["error"]["message"] == ("The model 'gpt-4o' is not served here. Leave "
                                                  "`model` out, or use one of: offline.")


def test_a_real_providers_server_allows_only_its_own_model():
    from course_lib.server import allowed_models

    class RealClient:
        base_url, course_model = "https://api.example.com/v1", "gpt-4o-mini"

    assert set(allowed_models(RealClient(), None)) == {"gpt-4o-mini"}
    assert "offline-looper" in allowed_models(make_client(), None)


# ---------------------------------------------------------------- follow-ups


def test_a_follow_up_resolves_what_an_earlier_tool_result_named():
    async def scenario():
        with World() as world:
            app = create_app(make_client(), tools=world_tools(world))
            sales = {}
            await post_chat(app, sales, message="What's the name of our dealer in Shenzhen, Guangdong?")
            return await post_chat(app, sales, message="List that dealer's orders in September")

    events = run(scenario())
    [start] = [d for n, d in events if n == "tool_start"]
    assert start["name"] == "list_orders" and start["arguments"]["dealer_id"] == 42
    assert "A-1003" in events[-1][1]["answer"]


def test_a_failed_turn_does_not_poison_the_session():
    with ConversationStore() as store:
        half = [{"role": "user", "content": "Why hasn't order A-1021 shipped?"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "c1", "type": "function",
                     "function": {"name": "get_order_status", "arguments": "{}"}}]}]
        store.save_run("s", half, status="aborted")
        history = store.history("s")
    assert [m["role"] for m in history] == ["user", "assistant"]
    assert "tool_calls" not in history[1] and "aborted" in history[1]["content"]


# ---------------------------------------------------------------- faults


def test_a_locked_database_is_an_error_event_and_the_stream_ends(tmp_path):
    import sqlite3

    path = str(tmp_path / "c.sqlite3")
    app = create_app(make_client(), tools=[], store=ConversationStore(path, timeout=0.05))
    locker = sqlite3.connect(path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")          # another process holds the database
    try:
        events = run(post_chat(app, message="hello"))
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert names(events) == ["error"]
    assert events[0][1]["status"] == "store_unavailable" and "locked" in events[0][1]["message"]


class LeakyProvider:
    """A provider whose error echoes the request's Authorization header."""
    api_key = "sk-course-test-abcdefghijklmnop"
    base_url = "https://api.example.com/v1"
    course_model = "m"

    class chat:
        class completions:
            @staticmethod
            async def create(**request):
                raise RuntimeError(f"401 invalid header Authorization: Bearer {LeakyProvider.api_key}")


def test_provider_errors_are_redacted_before_they_reach_the_client_or_the_log(caplog):
    with caplog.at_level("DEBUG"):
        events = run(post_chat(create_app(LeakyProvider(), tools=[]), message="hello"))
    assert names(events) == ["error"]
    message = events[0][1]["message"]
    assert "401 invalid header" in message and "<redacted>" in message
    assert LeakyProvider.api_key not in message and LeakyProvider.api_key not in caplog.text
    assert "abcdefghijklmnop" not in caplog.text


# ---------------------------------------------------------------- the shells in serve


TICKET = "Please open a ticket for order A-1024: the parcel is late."


async def stream_and_answer(app, message, decision=None, **body):
    """POST /chat on a real server; answer the first `approval` event with `decision`."""
    events = []
    async with running(app) as url:
        async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
            async with http.stream("POST", "/chat", json={"message": message, **body}) as r:
                key = r.headers["x-session-key"]
                async for name, data in read_sse(r.aiter_lines()):
                    events.append((name, data))
                    if name == "approval" and decision:
                        reply = await http.post(f"/approvals/{data['approval_id']}",
                                                json={"decision": decision},
                                                headers={"x-session-key": key})
                        assert reply.status_code == 200, reply.text
                        wrong = await http.post(f"/approvals/{data['approval_id']}",
                                                json={"decision": decision},
                                                headers={"x-session-key": "guess"})
                        events.append(("second reply", {"status": wrong.status_code}))
        await app.state.agent.drain()
    return events


def test_serve_asks_before_a_write_and_the_client_allows_it():
    with World() as world:
        app = create_app(make_client(), tools=world_tools(world))   # default: approve="ask"
        events = run(stream_and_answer(app, TICKET, decision="allow"))
        tickets = world.list_tickets()
    kinds = names(events)
    assert kinds[:4] == ["tool_start", "approval", "second reply", "tool_end"]
    assert events[2][1]["status"] == 404, "an answered approval can't be answered again"
    assert events[3][1]["ok"] is True and len(tickets) == 1 and kinds[-1] == "done"


def test_no_answer_in_time_is_a_denial():
    with World() as world:
        app = create_app(make_client(), tools=world_tools(world), approval_timeout=0.2)
        events = run(stream_and_answer(app, TICKET))
        tickets = world.list_tickets()
    [end] = [d for n, d in events if n == "tool_end"]
    assert end["ok"] is False and end["error"]["type"] == "timeout" and tickets == []
    assert app.state.agent.approvals.waiting == {}


def test_approve_deny_refuses_every_write_and_reads_still_run():
    with World() as world:
        app = create_app(make_client(), tools=world_tools(world), approve="deny")
        before = world.snapshot_counts()
        refund = run(post_chat(app, message="Please refund 100 CNY for order A-1024"))
        read = run(post_chat(app, message="Where is order A-1024?"))
        after = world.snapshot_counts()
    [end] = [d for n, d in refund if n == "tool_end"]
    assert end["name"] == "issue_refund" and end["error"]["type"] == "denied"
    assert "approval" in names(refund) and "approval" not in names(read)
    assert after == before and names(read)[-1] == "done"


def test_a_repeated_write_opens_one_ticket():
    with World() as world:
        app = create_app(make_client(model="offline-repeater"), tools=world_tools(world),
                         approve="allow")
        events = run(post_chat(app, message=TICKET))
        tickets = world.list_tickets()
    ends = [d for n, d in events if n == "tool_end" and d["name"] == "create_ticket"]
    assert len(ends) == 2 and ends[0]["result"] == ends[1]["result"], "the repeat was replayed"
    assert len(tickets) == 1 and app.state.agent.idempotency.stats["replayed"] == 1


# ---------------------------------------------------------------- the journal


def test_a_run_is_journaled_before_done_and_replayed_after_a_crash(tmp_path):
    from course_lib.persistence import Journal

    class DeadDisk(ConversationStore):        # the process "dies" before any SQLite write
        def save_run(self, *args, **kwargs):
            raise OSError("killed")

    path = tmp_path / "c.sqlite3"
    journal = Journal(tmp_path / "c.journal", fsync=False)
    app = create_app(make_client(), tools=[], store=DeadDisk(str(path)), journal=journal)
    done = run(post_chat(app, message="hello"))[-1]
    assert done[0] == "done" and len(journal.entries()) == 1

    with (tmp_path / "c.journal").open("a") as file:
        file.write('{"run_key": "torn')           # a line cut short by the crash
    restarted = create_app(make_client(), tools=[], store=ConversationStore(str(path)),
                           journal=Journal(tmp_path / "c.journal"))
    store = restarted.state.agent.store
    [saved] = store.runs(done[1]["session_id"])
    assert saved["answer"] == done[1]["answer"] and saved["status"] == "completed"
    assert journal.entries() == [], "replayed into SQLite, the journal starts empty"
    assert done[1]["session_id"] in restarted.state.agent.sessions.hashes, "its key still works"


def test_replaying_the_same_journal_twice_saves_each_run_once(tmp_path):
    from course_lib.persistence import Journal

    journal = Journal(tmp_path / "j", fsync=False)
    run_ = dict(run_key="k1", session_id="s", messages=[{"role": "user", "content": "q"}],
                status="completed", answer="a")
    journal.append(run_)
    with ConversationStore() as store:
        journal.replay(store)
        journal.append(run_)          # as if the crash came after SQLite, before clearing
        journal.replay(store)
        assert [r["run_key"] for r in store.runs()] == ["k1"]


def test_an_answer_that_could_not_be_journaled_is_not_confirmed(tmp_path):
    from course_lib.persistence import Journal

    app = create_app(make_client(), tools=[],
                     journal=Journal(tmp_path / "no-such-folder" / "c.journal"))
    events = run(post_chat(app, message="hello"))
    assert names(events)[-1] == "error" and "done" not in names(events)
    assert events[-1][1]["status"] == "not_saved"
