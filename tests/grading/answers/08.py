"""Chapter 8 exercises: plausible wrong abort code loses points, correct code in other words
gets full marks (graded by tests/grading; each `source` replaces the whole solution cell)."""

NOTEBOOK = "08_abort_exercises.ipynb"

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-03", "why": "branches on the model's name and "
     "never aborts: the slow model is declared too slow without running, any other run has no "
     "deadline at all",
     "source": '''async def answer_within(model_client, question, tools, seconds: float) -> dict:
    if "slow" in model_client.course_model:
        return {"status": "too_slow", "answer": None, "model_calls": 0}
    result = await run_agent(model_client, question, tools)
    return {"status": "completed", "answer": result.answer,
            "model_calls": result.usage.model_calls}
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-03", "why": "catches every AgentError as 'too "
     "slow', so a looping model is reported as a deadline",
     "source": '''async def answer_within(model_client, question, tools, seconds: float) -> dict:
    signal = AbortSignal()
    signal.abort_after(seconds, "deadline")
    try:
        result = await run_agent(model_client, question, tools, signal=signal)
    except AgentError as error:
        return {"status": "too_slow", "answer": None, "model_calls": error.usage.model_calls}
    return {"status": "completed", "answer": result.answer,
            "model_calls": result.usage.model_calls}
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-07", "why": "never cancels the losing work: the "
     "HTTP request is left running",
     "source": '''async def until_stopped(awaitable, stop: asyncio.Event):
    work = asyncio.ensure_future(awaitable)
    stopper = asyncio.ensure_future(stop.wait())
    await asyncio.wait({work, stopper}, return_when=asyncio.FIRST_COMPLETED)
    stopper.cancel()
    if work.done():
        return work.result()
    raise Aborted("stopped")
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-10", "why": "a new signal for every question: "
     "the Stop button stops nothing",
     "source": '''async def answer_batch(model_client, questions: list[str], tools, signal: AbortSignal) -> list[dict]:
    records = []
    for question in questions:
        try:
            result = await run_agent(model_client, question, tools, signal=AbortSignal())
            records.append({"question": question, "status": "completed",
                            "model_calls": result.usage.model_calls})
        except AgentError as error:
            records.append({"question": question, "status": error.status,
                            "model_calls": error.usage.model_calls})
    return records
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-10", "why": "stops the whole batch at the first "
     "failure, as if a failed question were a Stop",
     "source": '''async def answer_batch(model_client, questions: list[str], tools, signal: AbortSignal) -> list[dict]:
    records, stopped = [], False
    for question in questions:
        if stopped or signal.aborted:
            records.append({"question": question, "status": "not_started", "model_calls": 0})
            continue
        try:
            result = await run_agent(model_client, question, tools, signal=signal)
            records.append({"question": question, "status": "completed",
                            "model_calls": result.usage.model_calls})
        except AgentError as error:
            records.append({"question": question, "status": error.status,
                            "model_calls": error.usage.model_calls})
            stopped = True
    return records
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-10", "why": "keeps calling run_agent after the "
     "Stop: later questions are recorded as aborted, not as never started",
     "source": '''async def answer_batch(model_client, questions: list[str], tools, signal: AbortSignal) -> list[dict]:
    records = []
    for question in questions:
        try:
            result = await run_agent(model_client, question, tools, signal=signal)
            records.append({"question": question, "status": "completed",
                            "model_calls": result.usage.model_calls})
        except AgentError as error:
            records.append({"question": question, "status": error.status,
                            "model_calls": error.usage.model_calls})
    return records
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-03", "why": "the library's race around the run, "
     "a deadline timer that is always cancelled",
     "source": '''async def answer_within(model_client, question, tools, seconds: float) -> dict:
    deadline = AbortSignal()
    timer = deadline.abort_after(seconds, "took too long")
    try:
        result = await run_agent(model_client, question, tools, signal=deadline)
        return {"status": "completed", "answer": result.answer,
                "model_calls": result.usage.model_calls}
    except Aborted as stopped:
        return {"status": "too_slow", "answer": None, "model_calls": stopped.usage.model_calls}
    finally:
        timer.cancel()
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-07", "why": "asyncio.wait with explicit task "
     "names, cancelling in a finally",
     "source": '''async def until_stopped(awaitable, stop: asyncio.Event):
    call = asyncio.ensure_future(awaitable)
    flag = asyncio.ensure_future(stop.wait())
    try:
        finished, _ = await asyncio.wait([call, flag], return_when=asyncio.FIRST_COMPLETED)
    finally:
        flag.cancel()
    if call in finished:
        return await call
    call.cancel()
    raise Aborted("stopped")
'''},
    {"notebook": NOTEBOOK, "cell_id": "abort-ex-10", "why": "a helper per question, Aborted "
     "caught before the other agent errors",
     "source": '''async def answer_batch(model_client, questions: list[str], tools, signal: AbortSignal) -> list[dict]:
    async def one(question):
        if signal.aborted:
            return "not_started", 0
        try:
            result = await run_agent(model_client, question, tools, signal=signal)
        except Aborted as cut:
            return "aborted", cut.usage.model_calls
        except AgentError as failure:
            return failure.status, failure.usage.model_calls if failure.usage else 0
        return "completed", result.usage.model_calls

    out = []
    for question in questions:
        status, calls = await one(question)
        out.append({"question": question, "status": status, "model_calls": calls})
    return out
'''},
]
