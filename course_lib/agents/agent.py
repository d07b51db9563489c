"""The agent object: the counterpart of an SDK agent, a thin shell over run_agent."""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable

from pydantic import BaseModel, Field, create_model

from ..errors import AgentError, Aborted
from ..events import AgentResult, Usage
from ..loop import DEFAULT_MAX_STEPS, run_agent
from ..tools import Tool, ToolContext, ToolTable



@dataclass
class Agent:
    """name + instructions + tools + model + max_steps; `await agent.run(question)`."""

    name: str
    instructions: str
    tools: list[Tool] | ToolTable = field(default_factory=list)
    model: str | None = None         # None: the client's default (client.course_model)
    max_steps: int = DEFAULT_MAX_STEPS
    client: Any = None               # None: pass one to run(), or make_client() is used

    def messages(self, question: str) -> list[dict]:
        return [{"role": "system", "content": self.instructions},
                {"role": "user", "content": question}]

    async def run(self, question: str, *, client: Any = None, on_step: Any = (),
                  **kwargs: Any) -> AgentResult:
        """Run the loop on one question with this agent's settings (raises typed errors)."""
        client = client or self.client or _default_client()
        return await run_agent(client, self.messages(question), self.tools, model=self.model,
                               max_steps=self.max_steps, on_step=on_step, **kwargs)

    def as_tool(self, name: str | None = None, description: str | None = None, *,
                client: Any = None, calls: list | None = None) -> Tool:
        """This agent as a tool for another agent: delegation.

        The tool's function runs this agent's whole loop (with *its* step limit) and
        returns only the final answer; the inner messages never reach the caller's
        context. If the inner run stops (max steps), the tool fails with an error the
        outer model reads. `calls`, if given, receives one `Delegation` per call.
        """
        agent = self
        tool_name = name or f"ask_{self.name}"
        args_model = create_model(
            _camel(tool_name) + "Args",
            message=(str, Field(description="The customer's message or the sub-task, "
                                            "in full, with every id it mentions.")))

        async def invoke(args: BaseModel, ctx: ToolContext) -> str:
            try:
                result = await agent.run(args.message, client=client, signal=ctx.signal,
                                         session_id=ctx.session_id)
            except Aborted:
                raise
            except AgentError as error:
                if calls is not None:
                    calls.append(Delegation(agent.name, args.message, None, error.steps,
                                            error.usage or Usage(), len(error.messages),
                                            error.status))
                raise RuntimeError(f"the {agent.name} agent stopped without an answer "
                                   f"({error.status} after {error.steps} "
                                   f"step{'' if error.steps == 1 else 's'}); answer "
                                   "without it or ask the user to narrow the question.") from None
            if calls is not None:
                calls.append(Delegation(agent.name, args.message, result.answer, result.steps,
                                        result.usage, len(result.messages)))
            return result.answer

        return Tool(tool_name, description or f"Delegate to the {self.name} agent: "
                    f"{self.instructions}", args_model, invoke)


@dataclass
class Delegation:
    """One sub-agent run, as the delegating tool saw it."""

    agent: str
    message: str
    answer: str | None        # all the caller's context receives
    steps: int
    usage: Usage
    inner_messages: int       # how long the sub-agent's own conversation became
    status: str = "completed"


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def _default_client() -> Any:
    from ..llm import make_client
    return make_client()


async def _call(fn: Callable, *args: Any) -> Any:
    out = fn(*args)
    return await out if inspect.isawaitable(out) else out
