"""Chapter 6 exercise: plausible wrong shells lose points, correct ones in other words get
full marks (graded by tests/grading; each `source` replaces the whole solution cell)."""

NOTEBOOK = "06_idempotency_exercises.ipynb"

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "the chapter's share_in_flight: the "
     "future stays stored, so a failure is replayed forever (rule 1 broken)",
     "source": '''def once(tool):
    running = {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        if key not in running:
            running[key] = asyncio.ensure_future(tool.invoke(args, ctx))
        return await asyncio.shield(running[key])

    return invoke
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "forgets raised failures but stores a "
     "returned {'error': ...} as if it were a success",
     "source": '''def once(tool):
    results, running = {}, {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        if key in results:
            return results[key]
        if key not in running:
            running[key] = asyncio.ensure_future(tool.invoke(args, ctx))
        try:
            value = await asyncio.shield(running[key])
        finally:
            running.pop(key, None)
        results[key] = value
        return value

    return invoke
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "a dict of results only: 20 calls at "
     "once all run before the first one is stored (rule 2 broken)",
     "source": '''def once(tool):
    results = {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        if key in results:
            return results[key]
        value = await tool.invoke(args, ctx)
        if not is_error_value(value):
            results[key] = value
        return value

    return invoke
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "the key leaves the session out: bob "
     "is told alice's pickup (rule 3 broken)",
     "source": '''def once(tool):
    results, running = {}, {}

    async def invoke(args, ctx):
        key = fingerprint("", tool.name, args)
        if key in results:
            return results[key]
        if key in running:
            return await asyncio.shield(running[key])
        task = asyncio.ensure_future(tool.invoke(args, ctx))
        running[key] = task
        try:
            value = await asyncio.shield(task)
        finally:
            running.pop(key, None)
        if not is_error_value(value):
            results[key] = value
        return value

    return invoke
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "waiters don't share a failure: each "
     "one that finds the failed call runs its own (in-flight entry removed too early)",
     "source": '''def once(tool):
    results, running = {}, {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        while True:
            if key in results:
                return results[key]
            if key not in running:
                break
            try:
                return await asyncio.shield(running[key])
            except Exception:
                continue                      # the first call failed: try it ourselves
        running[key] = task = asyncio.ensure_future(tool.invoke(args, ctx))
        try:
            value = await task
        finally:
            running.pop(key, None)
        if not is_error_value(value):
            results[key] = value
        return value

    return invoke
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "one shared task per key, removed when "
     "it ends; only non-error results are kept",
     "source": '''def once(tool):
    kept = {}
    tasks = {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        if key in kept:
            return kept[key]
        task = tasks.get(key)
        if task is None:
            task = asyncio.ensure_future(tool.invoke(args, ctx))
            tasks[key] = task

            def finished(t, key=key):
                tasks.pop(key, None)
                if not t.cancelled() and t.exception() is None and not is_error_value(t.result()):
                    kept[key] = t.result()

            task.add_done_callback(finished)
        return await asyncio.shield(task)

    return invoke
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex06-03", "why": "a lock per key: the second caller waits "
     "for the first, then finds its stored result (a failure stores nothing, so it may retry)",
     "source": '''def once(tool):
    results = {}
    locks = {}
    outcome_of_last = {}

    async def invoke(args, ctx):
        key = fingerprint(ctx.session_id, tool.name, args)
        lock = locks.setdefault(key, asyncio.Lock())
        waited = lock.locked()
        async with lock:
            if key in results:
                return results[key]
            if waited and key in outcome_of_last:      # the call we waited for failed: share it
                failure = outcome_of_last[key]
                if isinstance(failure, Exception):
                    raise failure
                return failure
            outcome_of_last.pop(key, None)
            try:
                value = await tool.invoke(args, ctx)
            except Exception as error:
                outcome_of_last[key] = error
                raise
            if is_error_value(value):
                outcome_of_last[key] = value
            else:
                results[key] = value
            return value

    return invoke
'''},
]
