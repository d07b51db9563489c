"""Agents as objects, and three ways to make several of them work together.

`Agent` is the counterpart of an SDK agent object (the AI SDK's `ToolLoopAgent`, the
OpenAI Agents SDK's `Agent`): a name, instructions, tools, a model and a step limit.
`await agent.run(question)` is `run_agent` with the instructions put in front: the
object stores the loop's settings; the loop (loop.py) is still the whole agent.

Three multi-agent patterns, loosest to tightest:

    Router      (router.py) one structured call picks a category (an enum); a specialist handles
                the message. The orchestration is your code: it cannot drift.
    Pipeline    (pipeline.py) stage A's output is stage B's input, handed over as a validated
                pydantic object, never free text. Each stage is testable alone; a bad
                hand-off is caught and reported (`HandoffError`).
    Delegation  (agent.py, Agent.as_tool) a sub-agent runs inside a tool's function (`Agent.as_tool`), with its
                own step limit. The main context receives only its answer. The model
                decides when to delegate: flexible, and harder to predict.

`Meter` (meter.py) wraps a client and counts every model call (inner ones too): tokens, calls
and simulated latency, so the patterns can be compared by measurement.
support.py builds the demo support team (specialists, delegator, pipeline) the lessons compare.
"""

from .agent import *  # noqa: F401,F403
from .meter import *  # noqa: F401,F403
from .pipeline import *  # noqa: F401,F403
from .router import *  # noqa: F401,F403
from .support import *  # noqa: F401,F403
