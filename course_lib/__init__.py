"""course_lib: the small library the course builds, one idea per module.

    llm      the openai client (offline simulator by default)
    tools    @tool, the tool table and the validation gate
    loop     the agent loop (run_agent / stream_agent)
    trace    subscribers: TracePrinter, TrajectoryRecorder
    shells   idempotency and approval around the tool table (defenses 3-4)
    cancel   AbortSignal (defense 5)
    planning ReAct prompt; plan-and-execute (plan, progress, retry a step, re-plan)
    agents   the Agent object; router, pipeline, delegation; Meter
    world    the demo business in SQLite, and its tools
    offline  the offline model

`from course_lib import run_agent, make_client, tool, ...` works as usual; each name is
imported on first use, so `import course_lib` alone loads neither openai nor pydantic.
"""

import sys as _sys

if _sys.version_info < (3, 11):  # before anything that would fail with a cryptic error
    raise ImportError(
        f"course_lib needs Python 3.11 or newer; this is Python {_sys.version.split()[0]} "
        f"({_sys.executable}). Create the virtual environment with a newer Python, e.g. "
        "`python3.11 -m venv .venv`, activate it, and install again.")

# What `from course_lib import X` finds, and where. Loaded on first use, so that
# `import course_lib` stays fast (the openai SDK alone takes about half a second):
# a CLI call or a test that needs only the world or the tools never pays for it.
_EXPORTS = {
    "cancel": ["AbortSignal"],
    "errors": ["AgentError", "Aborted", "BudgetExceeded", "MalformedReply", "MaxStepsExceeded",
               "Stalled"],
    "events": ["Act", "AgentResult", "Done", "Fail", "Observe", "Think", "Usage"],
    "llm": ["make_client", "make_sync_client", "settings"],
    "loop": ["DEFAULT_MAX_STEPS", "run_agent", "stream_agent"],
    "tools": ["Tool", "ToolContext", "ToolResult", "ToolTable", "tool"],
    "trace": ["TracePrinter", "TrajectoryRecorder"],
}
_HOME = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = sorted(_HOME)


def __getattr__(name: str):
    if name not in _HOME:
        raise AttributeError(f"module 'course_lib' has no attribute '{name}'")
    import importlib
    value = getattr(importlib.import_module(f".{_HOME[name]}", __name__), name)
    globals()[name] = value   # found once: later lookups don't come here
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))
