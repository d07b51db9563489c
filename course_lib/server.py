"""The agent served over HTTP as Server-Sent Events (chapter 10).

    POST /chat  {"message": "..."}                          ->  text/event-stream
    POST /chat  {"message": "...", "session_id": "s_…"}     +  header x-session-key: …
    GET  /conversations/{session_id}                        +  header x-session-key: …
    POST /approvals/{approval_id}  {"decision": "allow"}    +  header x-session-key: …

A browser can't wait 10 silent seconds for a JSON answer, so the run is streamed as
it happens, one SSE event per thing the user may want to see:

    text        a piece of the model's text, as the model writes it
    tool_start  the model asked for a tool ("checking the order…")
    tool_end    the tool returned (ok) or failed (error)
    approval    a write tool is waiting for a person: answer it at /approvals/{approval_id}
    done        the final answer, steps and tokens
    error       the run stopped without an answer (max steps, a provider error, …)

A request without `session_id` starts a conversation: the server picks its id and a
secret key (response headers `x-session-id`, `x-session-key`, repeated in `done`/`error`).
A follow-up sends both; a conversation is never readable without its key.

The tools are wrapped in the shells of chapters 6-7: idempotency (a repeated write runs
once) inside approval (write tools wait for a decision; none in time is a denial).

Three things happen around the stream:

- before `done` the run is appended to a journal (persistence.Journal); after `done` it
  is saved to SQLite *in the background* (persistence.BackgroundSaver): the response
  waits for one append, not for the database, and a crash loses nothing the user saw
  finish (the journal is replayed on start);
- if the client disconnects (tab closed), the run's AbortSignal is pulled, so the
  loop stops calling the model for nobody (defense 5). The aborted run is saved
  too, with status "aborted";
- error messages are redacted (course_lib/redaction.py): a provider that echoes the
  request's Authorization header never gets the key to a client or a log.

The run itself executes in its own task and talks to the response through a queue;
that is what lets a disconnect *abort* the run (a typed `Aborted`, with its trace
and bill) instead of merely killing the coroutine that was writing to the socket.

Run it: `python -m course_lib serve --port 8000`, then
`curl -N -i -X POST localhost:8000/chat -H 'content-type: application/json' -d '{"message": "Where is order A-1024?"}'`
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import uuid
from pathlib import Path
from typing import Any, AsyncIterator, Callable, Container, Iterable

from fastapi import FastAPI, Header
from fastapi.exceptions import RequestValidationError
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .cancel import AbortSignal
from .errors import Aborted, AgentError
from .events import Act, Done, Fail, Observe
from .loop import DEFAULT_MAX_STEPS, stream_agent
from .persistence import BackgroundSaver, ConversationStore, Journal
from .redaction import redact
from .server_guards import (NO_SESSION, BodyLimit, HTTPException, HttpApprovals, Sessions,
                            http_error, refusal, short_422)
from .shells import IdempotencyStore, allow, deny, with_approval, with_idempotency
from .shells.approval import DEFAULT_TIMEOUT
from .tools import Tool, ToolTable
from .world.prompt import SYSTEM, next_turn

log = logging.getLogger(__name__)

EVENT_TYPES = ("text", "tool_start", "tool_end", "approval", "done", "error")
MAX_MESSAGE_CHARS = 20_000      # one user message; history is kept by the server
APPROVE_MODES = ("ask", "allow", "deny")


# ---------------------------------------------------------------- the wire format


def format_sse(event: str, data: dict) -> str:
    """One Server-Sent Event: an `event:` line, one `data:` line of JSON, a blank line.

    JSON keeps newlines inside the text escaped, so one `data:` line is always enough.
    """
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


async def read_sse(lines: AsyncIterator[str]) -> AsyncIterator[tuple[str, dict]]:
    """The client side: turn a response's lines into `(event, data)` pairs.

    Use with any HTTP client that yields lines, e.g. `response.aiter_lines()`.
    """
    event, data = "message", []
    async for line in lines:
        line = line.rstrip("\r\n")
        if not line:                       # a blank line ends one event
            if data:
                yield event, json.loads("\n".join(data))
            event, data = "message", []
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].lstrip())
        # lines starting with ':' are comments (keep-alives); other fields are ignored
    if data:
        yield event, json.loads("\n".join(data))


def to_sse_events(event: Any, session_id: str) -> list[tuple[str, dict]]:
    """What the browser is told about one loop event (Think is internal: nothing)."""
    if isinstance(event, Act):
        return [("tool_start", {"step": event.step, "call_id": c.id, "name": c.name,
                                "arguments": _json_or_text(c.arguments)}) for c in event.calls]
    if isinstance(event, Observe):
        r = event.result
        data = {"step": event.step, "call_id": r.call_id, "name": r.name, "ok": r.ok}
        data.update({"result": r.value} if r.ok else {"error": r.error})
        return [("tool_end", data)]
    if isinstance(event, Done):
        usage = event.result.usage.to_dict() if event.result else {}
        return [("done", {"session_id": session_id, "answer": event.answer,
                          "steps": event.step, "usage": usage})]
    if isinstance(event, Fail):
        return [("error", {"session_id": session_id, "status": event.error.status,
                           "message": redact(event.error), "steps": event.step})]
    return []


def _json_or_text(text: str) -> Any:
    try:
        return json.loads(text or "{}")
    except ValueError:
        return text  # the model wrote broken JSON: show it as it is


# ---------------------------------------------------------------- the app


class ChatRequest(BaseModel):
    """The body of POST /chat. Unknown fields are refused (a typo'd `sesion_id` would
    otherwise start a new conversation without a word); text with a lone UTF-16
    surrogate ("\\ud800") is refused by pydantic's JSON parser itself."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=MAX_MESSAGE_CHARS,
                         description="The user's question.")
    session_id: str | None = Field(None, max_length=100,
                                   description="A session the server issued; leave it out "
                                               "to start a new conversation.")
    model: str | None = Field(None, max_length=200,
                              description="One of the models this server allows.")
    max_steps: StrictInt = Field(DEFAULT_MAX_STEPS, ge=1, le=20)


class ApprovalReply(BaseModel):
    model_config = ConfigDict(extra="forbid")

    decision: str = Field(pattern="^(allow|deny)$", description="allow or deny")
    reason: str = Field("", max_length=500)


class AgentService:
    """Everything the endpoints share: the client, the tools and their shells, the
    sessions, the store, its journal, the running runs."""

    def __init__(self, client: Any, tools: Iterable[Tool] | ToolTable,
                 store: ConversationStore, system: str = SYSTEM, *,
                 approvals: HttpApprovals, confirm: Iterable[str],
                 approval_timeout: float = DEFAULT_TIMEOUT, models: Container[str] = (),
                 journal: Journal | None = None) -> None:
        self.client, self.system, self.models = client, system, models
        self.idempotency = IdempotencyStore()      # shared by every run; keyed by session
        self.tools = with_idempotency(ToolTable.of(tools), self.idempotency)
        self.store, self.journal = store, journal
        self.saver = BackgroundSaver(store)
        self.sessions = Sessions(store.session_keys())
        self.approvals, self.confirm = approvals, list(confirm)
        self.approval_timeout = approval_timeout
        self.secrets = [getattr(client, "api_key", None)]   # what redaction must catch
        self.runs: set[asyncio.Task] = set()
        self.outcomes: list[str] = []    # status of every finished run, in order (for tests)

    def tools_for(self, session_id: str, emit: Callable[[str, dict], None]) -> ToolTable:
        """This run's tool table: confirm-listed tools announce that they wait for approval
        (SSE `approval`) and wait for this session's answer."""
        if not self.confirm:
            return self.tools
        approver = self.approvals.approver_for(session_id, lambda data: emit("approval", data))
        return with_approval(self.tools, approver, confirm=self.confirm,
                             timeout=self.approval_timeout)

    def start(self, body: ChatRequest, session_id: str, new_key: str | None) -> "Channel":
        """Start one run in its own task; the response reads its events from the channel."""
        channel = Channel()
        task = asyncio.create_task(self._run(body, session_id, new_key, channel))
        self.runs.add(task)
        task.add_done_callback(self.runs.discard)
        return channel

    async def _run(self, body: ChatRequest, session_id: str, new_key: str | None,
                   channel: "Channel") -> None:
        messages = [{"role": "user", "content": body.message}]   # until history is loaded
        run: dict[str, Any] = {"messages": messages, "skip": 0, "status": "error",
                               "answer": None, "steps": 0, "usage": {}}
        last: tuple[str, dict] = ("error", {})    # `done` or `error`: sent once journaled
        try:
            await self.saver.settled(session_id)  # the turn before must be readable
            history = await asyncio.to_thread(self.store.history, session_id)
            messages = next_turn(history, body.message, self.system)
            run.update(messages=messages, skip=len(messages) - 1)   # keep this turn's own
            async for event in stream_agent(
                    self.client, messages, self.tools_for(session_id, channel.emit),
                    model=body.model, max_steps=body.max_steps, signal=channel.signal,
                    session_id=session_id,
                    on_text=lambda piece: channel.emit("text", {"content": piece})):
                if isinstance(event, Done):
                    result = event.result
                    run.update(messages=result.messages, status="completed", answer=result.answer,
                               steps=result.steps, usage=result.usage.to_dict())
                    last = to_sse_events(event, session_id)[0]
                elif not isinstance(event, Fail):  # a Fail is followed by its AgentError
                    for name, data in to_sse_events(event, session_id):
                        channel.emit(name, data)
        except AgentError as error:               # Aborted included
            run.update(messages=error.messages or messages, status=error.status,
                       steps=error.steps, usage=error.usage.to_dict() if error.usage else {})
            last = ("error", {"status": error.status, "steps": error.steps,
                              "message": redact(error, *self.secrets)})
            if not isinstance(error, Aborted):
                log.info("run ended without an answer: %s", redact(error, *self.secrets))
        except sqlite3.Error as error:            # the store is locked or broken: nothing ran
            run["status"] = "store_unavailable"
            last = ("error", {"status": run["status"], "message":
                              f"The conversation store is unavailable ({error}); nothing was "
                              "run. Try again in a moment."})
            log.error("loading a conversation failed: %s", error)
        except Exception as error:                # a provider error, a bug: tell the client
            text = redact(f"{type(error).__name__}: {error}", *self.secrets)
            last = ("error", {"status": "error", "message": text})
            log.error("run failed: %s", text)     # no traceback: it may quote the key
        finally:
            await self._finish(session_id, new_key, run, last, channel)

    async def _finish(self, session_id: str, new_key: str | None, run: dict,
                      last: tuple[str, dict], channel: "Channel") -> None:
        """Journal the run, *then* tell the client (`done`/`error`), then save in the
        background. A crash after the journal line loses nothing: it is replayed."""
        record = {"run_key": uuid.uuid4().hex, "session_id": session_id,
                  "key_hash": self.sessions.hashes.get(session_id), "status": run["status"],
                  "messages": run["messages"][run["skip"]:], "answer": run["answer"],
                  "steps": run["steps"], "usage": run["usage"]}
        try:
            if self.journal is not None:
                await asyncio.to_thread(self.journal.append, record)
        except OSError as error:
            log.error("journaling a run failed: %s", error)
            last = ("error", {"status": "not_saved", "message": "The answer could not be "
                              "saved, so it is not confirmed. Ask again."})
        name, data = last
        who = {"session_id": session_id, **({"session_key": new_key} if new_key else {})}
        channel.emit(name, {**who, **data})
        channel.close()                           # the response ends here, before SQLite
        self.outcomes.append(run["status"])
        self.saver.save_soon(**record)

    def allows(self, model: str | None) -> bool:
        return model is None or model in self.models

    async def drain(self) -> None:
        """Wait for every run and every background save to finish (shutdown, tests);
        with everything in SQLite, the journal can be emptied."""
        while self.runs:
            await asyncio.gather(*self.runs, return_exceptions=True)
        await self.saver.drain()
        if self.journal is not None and not self.runs and not self.saver.errors:
            self.journal.clear()     # nothing in flight, nothing failed: SQLite has it all


class Channel:
    """One run's events on their way to one response, plus the run's abort signal."""

    def __init__(self) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.signal = AbortSignal()
        self.closed = False

    def emit(self, event: str, data: dict) -> None:
        self.queue.put_nowait(format_sse(event, data))

    def close(self) -> None:
        """The run is over (answered, failed or aborted): no more events."""
        self.closed = True
        self.queue.put_nowait(None)

    def hang_up(self) -> None:
        """The response is over. If the run is not, nobody is listening: abort it."""
        if not self.closed:
            self.signal.abort("client disconnected")

    async def stream(self) -> AsyncIterator[str]:
        while (item := await self.queue.get()) is not None:
            yield item


class RunResponse(StreamingResponse):
    """An SSE response tied to a run: however the response ends (finished, client gone,
    connection error), `hang_up` runs, and a run still going is aborted."""

    def __init__(self, channel: Channel) -> None:
        super().__init__(channel.stream(), media_type="text/event-stream",
                         headers={"cache-control": "no-cache"})
        self.channel = channel

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.channel.hang_up()


def create_app(client: Any = None, *, tools: Iterable[Tool] | ToolTable | None = None,
               store: ConversationStore | None = None, system: str = SYSTEM,
               approver: Callable | None = None, confirm: Iterable[str] | None = None,
               approve: str = "ask", approval_timeout: float = DEFAULT_TIMEOUT,
               models: Iterable[str] | None = None, journal: Journal | None = None,
               max_body_bytes: int = 256_000, body_timeout: float = 10.0) -> FastAPI:
    """The agent as a FastAPI app. Defaults: the offline model, the demo world's tools,
    an in-memory store, no journal.

    `confirm` lists the tools that wait for approval (default: every write tool).
    Who decides: `approver(request)` if given (a policy, a person), else `approve`:
    "ask" (the client answers the `approval` event at /approvals/{id}), "allow" or
    "deny" (for demos). `models` is what a request's `model` may name (default: the
    client's own model, or any offline behaviour when the client is the simulator).
    A `journal` is replayed into the store now and written before every `done`.
    `app.state.agent` is the AgentService."""
    if approve not in APPROVE_MODES:
        raise ValueError(f"approve={approve!r}: choose one of {', '.join(APPROVE_MODES)}")
    if client is None:
        from .llm import make_client
        client = make_client()
    if tools is None:
        from .world import World, world_tools
        tools = world_tools(World())
    table = ToolTable.of(tools)
    if confirm is None:
        confirm = [t.name for t in table.tools.values() if t.writes]
    if approver is None and approve != "ask":
        approver = (lambda request: allow("--approve allow")) if approve == "allow" else \
            (lambda request: deny("this server denies every write (--approve deny)"))
    store = store or ConversationStore()
    if journal is not None:
        replayed = journal.replay(store)      # a crash's runs: into SQLite before we serve
        if replayed:
            log.warning("replayed %d run(s) from the journal", replayed)
    service = AgentService(client, table, store, system, approvals=HttpApprovals(approver),
                           confirm=confirm, approval_timeout=approval_timeout,
                           models=allowed_models(client, models), journal=journal)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI):
        yield
        await service.drain()   # "in the background" must not mean "lost at shutdown"

    app = FastAPI(title="course_lib agent", lifespan=lifespan,
                  description="The hand-written agent loop, streamed as Server-Sent Events.")
    app.state.agent = service
    app.add_exception_handler(RequestValidationError, short_422)
    app.add_exception_handler(HTTPException, http_error)
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes, read_timeout=body_timeout)

    @app.post("/chat", response_model=None)
    async def chat(body: ChatRequest, x_session_key: str | None = Header(None)):
        if not service.allows(body.model):
            return refusal(400, "model_not_allowed", f"The model {body.model!r} is not served "
                           f"here. Leave `model` out, or use one of: {describe(service.models)}.")
        new_key = None
        if body.session_id is None:
            session_id, new_key = service.sessions.open()
        elif service.sessions.check(body.session_id, x_session_key):
            session_id = body.session_id
        else:
            return refusal(404, "no_session", NO_SESSION)
        response = RunResponse(service.start(body, session_id, new_key))
        response.headers["x-session-id"] = session_id
        if new_key:
            response.headers["x-session-key"] = new_key
        return response

    @app.get("/conversations/{session_id}", response_model=None)
    async def conversation(session_id: str, x_session_key: str | None = Header(None)):
        if not service.sessions.check(session_id, x_session_key):
            return refusal(404, "no_session", NO_SESSION)
        await service.saver.settled(session_id)
        try:
            runs = await asyncio.to_thread(service.store.runs, session_id)
            messages = await asyncio.to_thread(service.store.history, session_id)
        except sqlite3.Error as error:
            return refusal(503, "store_unavailable", f"The conversation store is unavailable "
                           f"({error}). Try again in a moment.")
        return {"session_id": session_id, "runs": runs, "messages": messages}

    @app.post("/approvals/{approval_id}", response_model=None)
    async def approvals(approval_id: str, reply: ApprovalReply,
                        x_session_key: str | None = Header(None)):
        session_id = service.approvals.session_of(approval_id)
        if not service.sessions.check(session_id, x_session_key) or not \
                service.approvals.decide(approval_id, session_id, reply.decision, reply.reason):
            return refusal(404, "no_approval", "No call of this session is waiting under this "
                           "approval id (already decided, timed out, or a wrong session key).")
        return {"approval_id": approval_id, "decision": reply.decision}

    return app


def allowed_models(client: Any, models: Iterable[str] | None) -> Container[str]:
    """What a request may put in `model`. Every model a request names is billed to the
    server's key, so only the configured one, unless the server lists more."""
    if models is not None:
        return frozenset(models)
    if str(getattr(client, "base_url", "")).startswith("http://offline.invalid"):
        from .offline import model_names
        return model_names()                  # the simulator's behaviours cost nothing
    return frozenset({getattr(client, "course_model", None)} - {None})


def describe(models: Container[str]) -> str:
    names = sorted(models) if isinstance(models, Iterable) else []
    return ", ".join(names[:12]) + (", …" if len(names) > 12 else "") or "(none)"


# ---------------------------------------------------------------- running it


@contextlib.asynccontextmanager
async def running(app: FastAPI, host: str = "127.0.0.1") -> AsyncIterator[str]:
    """Serve `app` with uvicorn inside the current event loop, on a free port (port 0:
    the OS picks one). Yields the base URL; stops the server on exit. For notebooks and
    tests, where the server and its client share one event loop.

    A loopback `host` is also added to NO_PROXY (`llm.bypass_proxy_for_loopback`), so an
    HTTP client created next reaches this server directly even when HTTP(S)_PROXY is set."""
    import uvicorn

    from .llm import bypass_proxy_for_loopback, is_loopback

    if is_loopback(f"http://{host}"):
        bypass_proxy_for_loopback()

    class InLoopServer(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self):  # leave Ctrl-C to the notebook kernel / test runner
            yield

    config = uvicorn.Config(app, host=host, port=0, log_level="warning", lifespan="on",
                            timeout_graceful_shutdown=5)
    server = InLoopServer(config)
    task = asyncio.create_task(server.serve())
    try:
        for _ in range(500):                 # bounded wait: at most ~5 s to start
            if server.started or task.done():
                break
            await asyncio.sleep(0.01)
        if not server.started:
            raise RuntimeError("uvicorn did not start") from (task.exception() if task.done()
                                                              else None)
        port = server.servers[0].sockets[0].getsockname()[1]
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        await asyncio.wait_for(task, timeout=10)


def serve(port: int, host: str = "127.0.0.1", db: str = "conversations.sqlite3",
          provider: str | None = None, model: str | None = None, approve: str = "ask",
          approval_timeout: float = DEFAULT_TIMEOUT, allow_models: Iterable[str] = (),
          journal: str | None = None) -> None:
    """`python -m course_lib serve`: the agent on http://host:port, saving to `db`, with
    its journal next to it (`<db>.journal`; journal="off" turns it off)."""
    import uvicorn

    from .llm import make_client, settings

    client = make_client(provider, model)
    models = allowed_models(client, None)
    if allow_models:
        models = frozenset([*allow_models, client.course_model])
    journal_path = None if journal == "off" else Path(journal or f"{db}.journal")
    try:   # a file that isn't a database, a folder, a locked file: one line, not a traceback
        app = create_app(client, store=ConversationStore(db), approve=approve,
                         approval_timeout=approval_timeout, models=models,
                         journal=journal_path and Journal(journal_path))
    except (sqlite3.Error, OSError, ValueError) as error:
        raise ValueError(f"cannot open the conversation store {db} (journal {journal_path}): "
                         f"{error}. Pass another file with --db (and --journal).") from None
    print(f"Agent on http://{host}:{port}/chat ({settings(provider, model).describe()}); "
          f"conversations saved to {db}"
          f"{f', journaled to {journal_path}' if journal_path else ' (no journal)'}; "
          f"write tools: --approve {approve}. Ctrl-C to stop.", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")
