"""Chapter 10 exercises: plausible wrong streaming code loses points, correct code in other
words gets full marks (graded by tests/grading; each `source` replaces the whole solution
cell)."""

NOTEBOOK = "10_streaming_and_server_exercises.ipynb"

CONNECTION = '''class Connection:
    """The browser's side of one response: `send(kind)` delivers an event to the tab,
    `closed` is set when the user closes it (after that, nothing sent is read)."""

    def __init__(self):
        self.sent = []
        self.closed = asyncio.Event()

    def send(self, kind: str) -> None:
        if not self.closed.is_set():
            self.sent.append(kind)


'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "stream-ex-03", "why": "the stop-waiter task is never "
     "cancelled: after every finished run a task keeps waiting for a tab that will never close",
     "source": CONNECTION + '''async def relay(model_client, question, tools, connection: Connection) -> dict:
    signal = AbortSignal()

    async def pull_on_close():
        await connection.closed.wait()
        signal.abort("client disconnected")

    asyncio.create_task(pull_on_close())
    try:
        result = await run_agent(model_client, question, tools, signal=signal,
                                 on_step=lambda event: connection.send(event.kind))
        return {"status": "completed", "model_calls": result.usage.model_calls}
    except Aborted as error:
        return {"status": "aborted", "model_calls": error.usage.model_calls}
'''},
    {"notebook": NOTEBOOK, "cell_id": "stream-ex-03", "why": "looks at `closed` only between "
     "events: the model call in flight runs to its end and its reply is read",
     "source": CONNECTION + '''async def relay(model_client, question, tools, connection: Connection) -> dict:
    signal = AbortSignal()

    def forward(event):
        if connection.closed.is_set():
            signal.abort("client disconnected")
        connection.send(event.kind)

    try:
        result = await run_agent(model_client, question, tools, signal=signal, on_step=forward)
        return {"status": "completed", "model_calls": result.usage.model_calls}
    except Aborted as error:
        return {"status": "aborted", "model_calls": error.usage.model_calls}
'''},
    {"notebook": NOTEBOOK, "cell_id": "stream-ex-03", "why": "cancels the watcher only when the "
     "run succeeds or aborts: a failed run leaves it behind",
     "source": CONNECTION + '''async def relay(model_client, question, tools, connection: Connection) -> dict:
    signal = AbortSignal()

    async def pull_on_close():
        await connection.closed.wait()
        signal.abort("client disconnected")

    watcher = asyncio.create_task(pull_on_close())
    try:
        result = await run_agent(model_client, question, tools, signal=signal,
                                 on_step=lambda event: connection.send(event.kind))
    except Aborted as error:
        watcher.cancel()
        return {"status": "aborted", "model_calls": error.usage.model_calls}
    watcher.cancel()
    return {"status": "completed", "model_calls": result.usage.model_calls}
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "stream-ex-03", "why": "stream_agent pulled by hand, the "
     "watcher started with ensure_future and cancelled in a finally",
     "source": CONNECTION + '''async def relay(model_client, question, tools, connection: Connection) -> dict:
    signal = AbortSignal()

    async def watch():
        await connection.closed.wait()
        signal.abort("client disconnected")

    watcher = asyncio.ensure_future(watch())
    calls = 0
    try:
        async for event in stream_agent(model_client, question, tools, signal=signal):
            connection.send(event.kind)
            if event.kind == "done":
                calls = event.step
        return {"status": "completed", "model_calls": calls}
    except Aborted as error:
        return {"status": "aborted", "model_calls": error.usage.model_calls}
    finally:
        watcher.cancel()
        await asyncio.gather(watcher, return_exceptions=True)
'''},
]
