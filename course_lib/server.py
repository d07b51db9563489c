"""The agent served over HTTP as Server-Sent Events (chapter 10).

    POST /chat  {"message": "...", "session_id": "alice"}   ->  text/event-stream

A browser can't wait 10 silent seconds for a JSON answer, so the run is streamed as
it happens, one SSE event per thing the user may want to see:

    text        a piece of the model's text, as the model writes it
    tool_start  the model asked for a tool ("checking the order…")
    tool_end    the tool returned (ok) or failed (error)
    approval    a tool on the confirm list is waiting for a person (only if configured)
    done        the final answer, steps and tokens
    error       the run stopped without an answer (max steps, a provider error, …)

Two things happen around the stream:

- after `done` the conversation is saved to SQLite *in the background*
  (persistence.BackgroundSaver): the response does not wait for the database;
- if the client disconnects (tab closed), the run's AbortSignal is pulled, so the
  loop stops calling the model for nobody (defense 5). The aborted run is saved
  too, with status "aborted".

The run itself executes in its own task and talks to the response through a queue;
that is what lets a disconnect *abort* the run (a typed `Aborted`, with its trace
and bill) instead of merely killing the coroutine that was writing to the socket.

Run it: `python -m course_lib serve --port 8000`, then
`curl -N -X POST localhost:8000/chat -H 'content-type: application/json' -d '{"message": "Where is order A-1024?"}'`
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import json
import logging
from typing import Any, AsyncIterator, Callable, Iterable

from fastapi import FastAPI
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from .cancel import AbortSignal
from .cli import SYSTEM
from .errors import Aborted, AgentError
from .events import Act, Done, Fail, Observe
from .loop import DEFAULT_MAX_STEPS, stream_agent
from .persistence import BackgroundSaver, ConversationStore
from .tools import Tool, ToolTable

log = logging.getLogger(__name__)

EVENT_TYPES = ("text", "tool_start", "tool_end", "approval", "done", "error")


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
                           "message": str(event.error), "steps": event.step})]
    return []


def _json_or_text(text: str) -> Any:
    try:
        return json.loads(text or "{}")
    except ValueError:
        return text  # the model wrote broken JSON: show it as it is


# ---------------------------------------------------------------- the app


class ChatRequest(BaseModel):
    message: str = Field(min_length=1, description="The user's question.")
    session_id: str = Field("default", min_length=1, max_length=100,
                            description="Conversation id: earlier turns are loaded from SQLite.")
    model: str | None = Field(None, description="Override the server's model for this run.")
    max_steps: int = Field(DEFAULT_MAX_STEPS, ge=1, le=20)


class AgentService:
    """Everything the endpoints share: the client, the tools, the store, the running runs."""

    def __init__(self, client: Any, tools: Iterable[Tool] | ToolTable,
                 store: ConversationStore, system: str = SYSTEM,
                 approver: Callable | None = None, confirm: Iterable[str] = ()) -> None:
        self.client, self.system = client, system
        self.tools = ToolTable.of(tools)
        self.store = store
        self.saver = BackgroundSaver(store)
        self.approver, self.confirm = approver, list(confirm)
        self.runs: set[asyncio.Task] = set()
        self.outcomes: list[str] = []    # status of every finished run, in order (for tests)

    def tools_for(self, emit: Callable[[str, dict], None]) -> ToolTable:
        """This run's tool table: confirm-listed tools announce when they wait for approval."""
        if not self.approver or not self.confirm:
            return self.tools
        from .shells.approval import with_approval  # only needed when approval is configured

        approver = self.approver

        async def announcing(request: Any) -> Any:
            # Called by the approval shell exactly when a tool's invoke is waiting.
            emit("approval", {"call_id": request.call_id, "name": request.tool,
                              "arguments": dict(request.arguments), "status": "waiting"})
            answer = approver(request)
            return await answer if inspect.isawaitable(answer) else answer

        return with_approval(self.tools, announcing, confirm=self.confirm)

    def start(self, body: ChatRequest) -> "Channel":
        """Start one run in its own task; the response reads its events from the channel."""
        channel = Channel()
        task = asyncio.create_task(self._run(body, channel))
        self.runs.add(task)
        task.add_done_callback(self.runs.discard)
        return channel

    async def _run(self, body: ChatRequest, channel: "Channel") -> None:
        history = await asyncio.to_thread(self.store.history, body.session_id)
        prefix = [{"role": "system", "content": self.system}, *history]
        messages = [*prefix, {"role": "user", "content": body.message}]
        run: dict[str, Any] = {"messages": messages, "status": "error", "answer": None,
                               "steps": 0, "usage": {}}
        try:
            async for event in stream_agent(
                    self.client, messages, self.tools_for(channel.emit), model=body.model,
                    max_steps=body.max_steps, signal=channel.signal, session_id=body.session_id,
                    on_text=lambda piece: channel.emit("text", {"content": piece})):
                for name, data in to_sse_events(event, body.session_id):
                    channel.emit(name, data)
                if isinstance(event, Done):
                    result = event.result
                    run.update(messages=result.messages, status="completed", answer=result.answer,
                               steps=result.steps, usage=result.usage.to_dict())
        except AgentError as error:           # Aborted included: already reported as `error`
            run.update(messages=error.messages or messages, status=error.status,
                       steps=error.steps, usage=error.usage.to_dict() if error.usage else {})
            if not isinstance(error, Aborted):
                log.info("run ended without an answer: %s", error)
        except Exception as error:            # a provider error, a bug: tell the client
            log.exception("run failed")
            channel.emit("error", {"session_id": body.session_id, "status": "error",
                                   "message": f"{type(error).__name__}: {error}"})
        finally:
            channel.close()                   # the response ends here, before any saving
            self.outcomes.append(run["status"])
            self.saver.save_soon(session_id=body.session_id, status=run["status"],
                                 messages=run["messages"][len(prefix):], answer=run["answer"],
                                 steps=run["steps"], usage=run["usage"])

    async def drain(self) -> None:
        """Wait for every run and every background save to finish (shutdown, tests)."""
        while self.runs:
            await asyncio.gather(*self.runs, return_exceptions=True)
        await self.saver.drain()


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
               approver: Callable | None = None, confirm: Iterable[str] = ()) -> FastAPI:
    """The agent as a FastAPI app. Defaults: the offline model, the demo world's tools,
    an in-memory store. `approver` + `confirm` put the approval shell on those tools
    and turn on the `approval` event. `app.state.agent` is the AgentService."""
    if client is None:
        from .llm import make_client
        client = make_client()
    if tools is None:
        from .world import World, world_tools
        tools = world_tools(World())
    service = AgentService(client, tools, store or ConversationStore(), system, approver,
                           confirm)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI):
        yield
        await service.drain()   # "in the background" must not mean "lost at shutdown"

    app = FastAPI(title="course_lib agent", lifespan=lifespan,
                  description="The hand-written agent loop, streamed as Server-Sent Events.")
    app.state.agent = service

    @app.post("/chat")
    async def chat(body: ChatRequest) -> RunResponse:
        return RunResponse(service.start(body))

    @app.get("/conversations/{session_id}")
    async def conversation(session_id: str) -> dict:
        runs = await asyncio.to_thread(service.store.runs, session_id)
        messages = await asyncio.to_thread(service.store.history, session_id)
        return {"session_id": session_id, "runs": runs, "messages": messages}

    return app


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
          provider: str | None = None, model: str | None = None) -> None:
    """`python -m course_lib serve`: the agent on http://host:port, saving to `db`."""
    import uvicorn

    from .llm import make_client, settings

    print(f"Agent on http://{host}:{port}/chat ({settings(provider, model).describe()}); "
          f"conversations saved to {db}. Ctrl-C to stop.", flush=True)
    app = create_app(make_client(provider, model), store=ConversationStore(db))
    uvicorn.run(app, host=host, port=port, log_level="warning")
