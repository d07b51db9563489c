"""Chapter 4 exercises: wrong-but-plausible guards and messages lose points, correct ones in
other words get full marks (each `source` replaces the whole solution cell)."""

NOTEBOOK = "04_max_steps_exercises.ipynb"
_GUARD_HEAD = '''def no_progress_guard(repeats: int = 3):
    """A guard: stop the run when the same calls return the same results `repeats` steps running."""

    def guard(run) -> None:
'''
_GUARD_TAIL = '''
    return guard
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex04-05", "why": "compares the calls only, like the "
     "library's stall_guard: a poll whose result changes is stopped",
     "source": _GUARD_HEAD + '''        asked = [tuple(sorted(call_key(c.name, c.arguments) for c in e.calls))
                 for e in run.trace if isinstance(e, Act)]
        if len(asked) >= repeats and len(set(asked[-repeats:])) == 1:
            raise Stalled("the same calls again")
''' + _GUARD_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex04-05", "why": "counts how often a step occurred in the "
     "whole run, not in a row",
     "source": _GUARD_HEAD + '''        seen = Counter()
        per_step = {}
        for e in run.trace:
            if isinstance(e, Act):
                per_step.setdefault(e.step, []).extend(call_key(c.name, c.arguments) for c in e.calls)
            elif isinstance(e, Observe):
                per_step.setdefault(e.step, []).append(e.result.content)
        for value in per_step.values():
            seen[tuple(sorted(value))] += 1
        if seen and max(seen.values()) >= repeats:
            raise Stalled("the same calls and results again")
''' + _GUARD_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex04-09", "why": "counts only the calls that succeeded",
     "source": '''def stopped_message(error: AgentError) -> str:
    counts = Counter(e.result.name for e in error.trace if isinstance(e, Observe) and e.result.ok)
    calls = ", ".join(f"{name} x{count}" for name, count in counts.items())
    return (f"I could not finish this request ({error.status} after {error.steps} steps). "
            f"Calls made: {calls}.")
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex04-09", "why": "lists the tools alphabetically, not in "
     "the order they were first called",
     "source": '''def stopped_message(error: AgentError) -> str:
    counts = Counter(e.result.name for e in error.trace if isinstance(e, Observe))
    calls = ", ".join(f"{name} x{counts[name]}" for name in sorted(counts))
    return (f"I could not finish this request ({error.status} after {error.steps} steps). "
            f"Calls made: {calls}.")
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex04-05", "why": "compares the last steps pairwise, "
     "calls and results kept apart",
     "source": _GUARD_HEAD + '''        steps = {}
        for e in run.trace:
            if isinstance(e, Act):
                steps.setdefault(e.step, [[], []])[0] += [call_key(c.name, c.arguments) for c in e.calls]
            elif isinstance(e, Observe):
                steps.setdefault(e.step, [[], []])[1].append(e.result.content)
        keys = [(tuple(sorted(calls)), tuple(sorted(results))) for calls, results in steps.values()]
        tail = keys[-repeats:]
        if len(tail) == repeats and all(k == tail[0] for k in tail):
            raise Stalled(f"The same calls got the same results {repeats} steps in a row.")
''' + _GUARD_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex04-09", "why": "a dict keeps first-seen order too",
     "source": '''def stopped_message(error: AgentError) -> str:
    counts: dict[str, int] = {}
    for event in error.trace:
        if isinstance(event, Observe):
            counts[event.result.name] = counts.get(event.result.name, 0) + 1
    made = ", ".join(f"{n} x{k}" for n, k in counts.items())
    return f"I could not finish this request ({error.status} after {error.steps} steps). Calls made: {made}."
'''},
]
