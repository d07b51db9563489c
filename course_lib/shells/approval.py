"""Defense 4: the approval shell. Some calls wait for a person to say yes.

A model may "kindly" refund an order, delete data or open tickets nobody asked for,
and a prompt injection in a fetched document can make it try. The cost of such a
call is not the model's to decide. Tools on the `confirm` list pause before they
run and ask an *approver*:

    allow    -> the tool runs, with exactly the arguments that were shown
    deny     -> the tool does not run; the model reads a structured denial
    no reply within `timeout` seconds -> treated as deny (fail closed)

The denial is a *returned value*, `{"error": {"type": "denied" | "timeout", ...}}`,
not an exception: the model must read it as an observation and close politely, and
the loop must go on. The validation gate (`ToolTable.execute`) shows it as a failed
call in the trace.

Order matters: put this shell *outside* the idempotency shell,

    with_approval(with_idempotency(tools), approver, confirm=[...])

so every call is put to the approver before the cache is consulted. Inside, a repeat of
an approved call is answered from the cache: it runs no tool, but no person sees it and
the audit misses it. (A denial is not cached in either order: the idempotency shell
keeps successes only, and a denial is an error value. A denial an approver returns as a
plain sentence would be cached, though. tests/test_approval.py shows both orders.)

Approvers are plain callables `approver(request) -> decision` (sync or async):
`policy_approver` for rules and tests, `console_approver` for the terminal,
`WidgetApprover` for Allow/Deny buttons in a notebook.
"""

from __future__ import annotations

import asyncio
import html
import inspect
import json
import sys
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Awaitable, Callable, Iterable, Mapping

from pydantic import BaseModel

from ..tools import Tool, ToolContext, ToolTable
from .idempotency import canonical_args

DEFAULT_TIMEOUT = 60  # seconds a call may wait for a person before it is denied


# ---------------------------------------------------------------- what an approver sees


@dataclass(frozen=True)
class ApprovalRequest:
    """One call waiting for a decision. `arguments` is a read-only copy of the *validated*
    arguments: exactly what will run if the answer is yes."""

    tool: str
    arguments: Mapping[str, Any]
    session_id: str
    call_id: str
    description: str = ""

    def summary(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.arguments.items())
        return f"{self.tool}({args})"


@dataclass(frozen=True)
class Decision:
    allowed: bool
    reason: str = ""
    kind: str = "approved"   # approved | denied | timeout


def allow(reason: str = "") -> Decision:
    return Decision(True, reason, "approved")


def deny(reason: str = "") -> Decision:
    return Decision(False, reason, "denied")


def as_decision(answer: Any) -> Decision | None:
    """Read what an approver or rule returned. None means "no opinion, ask someone else"."""
    if isinstance(answer, Decision):
        return answer
    if answer is None:
        return None
    if isinstance(answer, bool):
        return allow() if answer else deny()
    text = str(answer).strip().lower()
    if text in ("allow", "allowed", "approve", "approved", "yes", "y"):
        return allow()
    if text in ("deny", "denied", "reject", "no", "n", ""):
        return deny()
    if text in ("ask", "undecided"):
        return None
    raise ValueError(f"An approver answered {answer!r}; answer allow/deny (True/False), "
                     "a Decision, or 'ask'/None to pass the question on.")


Approver = Callable[[ApprovalRequest], Any]


async def _consult(approver: Approver, request: ApprovalRequest) -> Decision | None:
    answer = approver(request)
    if inspect.isawaitable(answer):
        answer = await answer
    return as_decision(answer)


# ---------------------------------------------------------------- the shell


def denial(tool_name: str, decision: Decision, timeout: float) -> dict:
    """The observation the model reads instead of a result. It says what happened and
    what to do next (don't retry, tell the user), like every error in this course."""
    reason = decision.reason or "declined by the approver"
    if decision.kind == "timeout":
        message = (f"Nobody approved this call within {timeout:g} s, so it was denied and "
                   "not run. Do not retry it; tell the user it needs a person's approval.")
    else:
        message = f"Not approved: {reason}. The call was not run; do not retry it, tell the user."
    return {"error": {"type": decision.kind, "tool": tool_name, "reason": reason,
                      "message": message}}


def approval(approver: Approver, timeout: float = DEFAULT_TIMEOUT,
             audit: list | None = None) -> Callable[[Tool], Callable]:
    """The shell for one tool: `tool.wrapped(approval(approver))` makes it ask first."""

    def shell(tool: Tool) -> Callable:
        inner = tool.invoke

        async def invoke(args: BaseModel, ctx: ToolContext) -> Any:
            shown = canonical_args(args)   # what the approver is shown, frozen
            snapshot = json.loads(json.dumps(args.model_dump(mode="json")))  # a deep copy
            request = ApprovalRequest(tool.name, MappingProxyType(snapshot),
                                      ctx.session_id, ctx.call_id, tool.description)
            try:
                async with asyncio.timeout(timeout):   # no answer in time: cancelled, then deny
                    decision = await _consult(approver, request)
            except TimeoutError:
                decision = Decision(False, f"no answer within {timeout:g} s", "timeout")
            except Exception as error:     # a broken approver must fail closed, not open
                decision = deny(f"the approver failed: {error}")
            if decision is None:
                decision = deny("no rule or person allowed it")
            if decision.allowed and canonical_args(args) != shown:
                decision = deny("the arguments changed after they were approved")
            if audit is not None:
                audit.append({"tool": tool.name, "arguments": dict(request.arguments),
                              "session_id": ctx.session_id, "decision": decision.kind,
                              "reason": decision.reason})
            if not decision.allowed:
                return denial(tool.name, decision, timeout)
            return await inner(args, ctx)  # the very arguments that were approved

        invoke.__wrapped__ = inner
        return invoke

    return shell


def with_approval(tools: Iterable[Tool] | ToolTable, approver: Approver,
                  confirm: Iterable[str], timeout: float = DEFAULT_TIMEOUT,
                  audit: list | None = None) -> ToolTable:
    """A new tool table in which the tools named in `confirm` ask `approver` before running.

    A name in `confirm` that is not in the table is an error: a typo there would
    silently leave a dangerous tool unguarded. `audit`, if given, receives one dict per
    decision (tool, arguments, session_id, decision, reason).
    """
    table = ToolTable.of(tools)
    confirm = list(confirm)
    unknown = [name for name in confirm if name not in table.tools]
    if unknown:
        raise ValueError(f"confirm names {unknown}, which are not in the tool table "
                         f"({', '.join(table.tools)}). Fix the name: an unguarded tool is "
                         "worse than an error.")
    shell = approval(approver, timeout, audit)
    return table.map(lambda t: t.wrapped(shell) if t.name in confirm else t)


# ---------------------------------------------------------------- approvers


def policy_approver(rule: Callable[[ApprovalRequest], Any],
                    fallback: Approver | None = None) -> Approver:
    """An approver from a rule function, for tests and for automatic policies.

    `rule(request)` returns allow/deny (True/False, "allow"/"deny", a Decision) or
    None / "ask" when it has no opinion; then `fallback` (a person, say) decides,
    and without a fallback the call is denied.
    """

    async def approver(request: ApprovalRequest) -> Decision:
        decision = await _consult(rule, request)
        if decision is None and fallback is not None:
            decision = await _consult(fallback, request)
        return decision if decision is not None else deny("no rule allowed it")

    return approver


async def read_line(prompt: str) -> str:
    """Read one line from the terminal without blocking the event loop, and so that a
    timeout really stops waiting (a thread stuck in input() would eat the next line)."""
    print(prompt, end="", flush=True)
    loop = asyncio.get_running_loop()
    ready = loop.create_future()
    try:
        fd = sys.stdin.fileno()
        loop.add_reader(fd, lambda: ready.done() or ready.set_result(None))
    except (NotImplementedError, OSError, ValueError):  # Windows, a regular file, no fd
        return await asyncio.to_thread(sys.stdin.readline)
    try:
        await ready
    finally:
        loop.remove_reader(fd)
    return sys.stdin.readline()


def console_approver(read: Callable[[str], Awaitable[str]] = read_line,
                     write: Callable[[str], Any] = print) -> Approver:
    """Ask at the terminal (used by `python -m course_lib chat`): y/yes allows, anything
    else denies. `read` and `write` can be replaced, e.g. in tests."""

    async def approver(request: ApprovalRequest) -> Decision:
        write(f"approval needed: {request.summary()}")
        try:
            answer = (await read("allow this call? [y/N] ")).strip().lower()
        except asyncio.CancelledError:
            write("\n(no answer in time: denied)")
            raise
        if answer in ("y", "yes"):
            return allow("allowed at the console")
        return deny("declined at the console")

    return approver


class WidgetApprover:
    """Allow / Deny buttons in a notebook. Display it once, then use it as the approver:

        approver = WidgetApprover()
        display(approver)
        task = asyncio.create_task(run_agent(client, q, with_approval(tools, approver, ...)))

    Run the agent as a background task so the cell finishes and the notebook stays
    usable while the call waits for your click. Requests are shown one at a time.
    """

    def __init__(self) -> None:
        import ipywidgets as widgets  # imported here: the library works without Jupyter

        self.text = widgets.HTML("<i>No tool call is waiting for approval.</i>")
        self.allow_button = widgets.Button(description="Allow", button_style="success",
                                           disabled=True)
        self.deny_button = widgets.Button(description="Deny", button_style="danger",
                                          disabled=True)
        self.widget = widgets.VBox([self.text, widgets.HBox([self.allow_button,
                                                             self.deny_button])])
        self.allow_button.on_click(lambda _: self._decide(allow("allowed in the notebook")))
        self.deny_button.on_click(lambda _: self._decide(deny("declined in the notebook")))
        self._pending: asyncio.Future | None = None
        self._one_at_a_time = asyncio.Lock()

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)

    def _decide(self, decision: Decision) -> None:
        if self._pending is not None and not self._pending.done():
            self._pending.set_result(decision)

    def _waiting(self, waiting: bool) -> None:
        self.allow_button.disabled = self.deny_button.disabled = not waiting

    async def __call__(self, request: ApprovalRequest) -> Decision:
        async with self._one_at_a_time:
            self._pending = asyncio.get_running_loop().create_future()
            self.text.value = (f"<b>{html.escape(request.tool)}</b> wants to run with "
                               f"<code>{html.escape(json.dumps(dict(request.arguments), ensure_ascii=False))}</code>")
            self._waiting(True)
            try:
                decision = await self._pending
            except asyncio.CancelledError:     # the shell's timeout fired
                self.text.value += "<br>No answer in time: <b>denied</b>."
                raise
            finally:
                self._waiting(False)
                self._pending = None
            verdict = "allowed" if decision.allowed else "denied"
            self.text.value += f"<br>You {verdict} it."
            return decision
