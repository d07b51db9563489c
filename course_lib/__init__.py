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
"""

import sys as _sys

if _sys.version_info < (3, 11):  # before anything that would fail with a cryptic error
    raise ImportError(
        f"course_lib needs Python 3.11 or newer; this is Python {_sys.version.split()[0]} "
        f"({_sys.executable}). Create the virtual environment with a newer Python, e.g. "
        "`python3.11 -m venv .venv`, activate it, and install again.")

from .cancel import AbortSignal
from .errors import AgentError, Aborted, BudgetExceeded, MaxStepsExceeded, Stalled
from .events import Act, AgentResult, Done, Fail, Observe, Think, Usage
from .llm import make_client, make_sync_client, settings
from .loop import DEFAULT_MAX_STEPS, run_agent, stream_agent
from .tools import Tool, ToolContext, ToolResult, ToolTable, tool
from .trace import TracePrinter, TrajectoryRecorder

__all__ = ["AbortSignal", "Aborted", "Act", "AgentError", "AgentResult", "BudgetExceeded",
           "DEFAULT_MAX_STEPS", "Done", "Fail", "MaxStepsExceeded", "Observe", "Stalled", "Think",
           "Tool", "ToolContext", "ToolResult", "ToolTable", "TracePrinter", "TrajectoryRecorder",
           "Usage", "make_client", "make_sync_client", "run_agent", "settings", "stream_agent",
           "tool"]
