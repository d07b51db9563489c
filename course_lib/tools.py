"""Tools: what the model may ask us to do.

A tool is four things: a name, a description written *for the model* (it decides
when to call the tool from this text alone), a pydantic model of its arguments,
and a plain Python function. `@tool` builds all four from a typed function and its
docstring, so the schema the model sees and the checks we run can never drift apart.

The validation gate lives here too: `ToolTable.execute` checks the model's
arguments against the pydantic model *before* the function runs, and turns every
failure (bad JSON, bad arguments, unknown tool, an exception inside the tool) into
an error observation for the model instead of a crash.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import datetime
import decimal
import enum
import functools
import inspect
import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, Awaitable, Callable, Iterable

from pydantic import BaseModel, ValidationError, create_model

from .errors import Aborted


# ---------------------------------------------------------------- the tool itself


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    args_model: type[BaseModel]
    invoke: Callable[[BaseModel, "ToolContext"], Awaitable[Any]]  # validated args in, result out
    writes: bool = False  # changes the world: the idempotency shell applies to these

    def schema(self) -> dict:
        """The OpenAI `tools=[...]` entry for this tool. Read it, don't change it: it is
        built once and reused for every request (see `_schema_entry`)."""
        return _schema_entry(self.name, self.description, self.args_model)

    def wrapped(self, shell: Callable[["Tool"], Callable]) -> "Tool":
        """The same tool with its invoke wrapped by a shell (idempotency, approval, ...)."""
        return replace(self, invoke=shell(self))


@functools.lru_cache(maxsize=4096)
def _schema_entry(name: str, description: str, args_model: type[BaseModel]) -> dict:
    """Built once per tool. pydantic's schema export is slow: redone on every model call it
    was half the loop's time with ten tools. A changed tool is a new Tool (it is frozen),
    so a new key here: the cache can't serve a stale schema."""
    return {"type": "function",
            "function": {"name": name, "description": description,
                         "parameters": json_schema(args_model)}}


@dataclass
class ToolContext:
    """What a running tool may know about the call: who asked, and whether to stop."""

    session_id: str = "default"
    call_id: str = ""
    signal: Any = None  # an AbortSignal (course_lib.cancel) or None
    threads: asyncio.Semaphore | None = None  # the run's share of the worker threads (loop.act)


def tool(fn: Callable | None = None, *, name: str | None = None, description: str | None = None,
         writes: bool = False) -> Any:
    """Turn a typed function into a Tool.

    The docstring becomes the description. Parameters become the argument model; use
    `Annotated[str, Field(description=...)]` to tell the model what a parameter means.
    A function whose only parameter is a pydantic model uses that model as-is.
    A parameter named `ctx` receives the ToolContext and is hidden from the model.
    """

    def build(f: Callable) -> Tool:
        text = description or inspect.getdoc(f) or ""
        if not text:
            raise ValueError(f"Tool '{f.__name__}' has no description: add a docstring saying "
                             "what it does and when to use it (the model reads only this).")
        model, invoke = _adapt(f)
        return Tool(name=name or f.__name__, description=text, args_model=model,
                    invoke=invoke, writes=writes)

    return build(fn) if fn is not None else build


def _adapt(f: Callable) -> tuple[type[BaseModel], Callable]:
    """Build the argument model of `f` and an async `invoke(args, ctx)` that calls it."""
    signature = inspect.signature(f)
    hints = inspect.get_annotations(f, eval_str=True)
    params = [p for p in signature.parameters.values() if p.name != "ctx"]
    wants_ctx = "ctx" in signature.parameters
    first = hints.get(params[0].name) if params else None
    takes_model = len(params) == 1 and isinstance(first, type) and issubclass(first, BaseModel)
    if takes_model:
        model = first
    else:
        fields = {}
        for p in params:
            if p.name not in hints:
                raise TypeError(f"Parameter '{p.name}' of tool '{f.__name__}' needs a type "
                                "annotation: the model is shown a JSON schema built from the types.")
            fields[p.name] = (hints[p.name], ... if p.default is inspect.Parameter.empty else p.default)
        model = create_model(_camel(f.__name__) + "Args", **fields)

    async def invoke(args: BaseModel, ctx: ToolContext) -> Any:
        kwargs = {params[0].name: args} if takes_model else {k: getattr(args, k) for k in fields}
        if wants_ctx:
            kwargs["ctx"] = ctx
        if inspect.iscoroutinefunction(f):
            return await f(**kwargs)
        # A blocking function runs in a worker thread so the event loop (and abort) stay responsive.
        return await run_blocking(f, kwargs, ctx.threads)

    invoke.__wrapped__ = f  # so learners can find the original function
    return model, invoke


# ---------------------------------------------------------------- blocking tools in threads

WORKER_THREADS = 32   # the course's pool for blocking tools, shared by every run in the process
THREADS_PER_RUN = 8   # one run's share of it, so one run's slow tools can't starve the others

_pool: ThreadPoolExecutor | None = None


async def run_blocking(f: Callable, kwargs: dict, share: asyncio.Semaphore | None) -> Any:
    """Run a blocking tool in a worker thread, within its run's share of the pool.

    Not `asyncio.to_thread`: that uses the default pool (cores + 4 threads, shared by
    everything in the process), and it never answers a function that raises StopIteration.
    """
    global _pool
    _pool = _pool or ThreadPoolExecutor(WORKER_THREADS, thread_name_prefix="course-tool")
    async with share or contextlib.nullcontext():
        return await asyncio.get_running_loop().run_in_executor(_pool, _call_blocking, f, kwargs)


def _call_blocking(f: Callable, kwargs: dict) -> Any:
    try:
        return f(**kwargs)
    except StopIteration as error:   # asyncio can't set it on a future: the run would hang
        raise RuntimeError(f"the tool raised StopIteration ({error!r}), probably from "
                           "next() on an empty iterator") from error


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def json_schema(model: type[BaseModel]) -> dict:
    """pydantic's JSON schema, with `$ref`s inlined and titles dropped: what a model reads best."""
    raw = model.model_json_schema()
    defs = raw.pop("$defs", {})

    def clean(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return clean(defs[node["$ref"].split("/")[-1]])
            return {k: clean(v) for k, v in node.items() if k != "title"}
        if isinstance(node, list):
            return [clean(v) for v in node]
        return node

    schema = clean(raw)
    schema.setdefault("properties", {})
    return schema


# ---------------------------------------------------------------- results and the gate


@dataclass
class ToolResult:
    """What one tool call produced. `content` is exactly what the model will read."""

    call_id: str
    name: str
    arguments: dict | None
    ok: bool
    value: Any = None
    error: dict | None = None

    @functools.cached_property
    def content(self) -> str:
        payload = self.value if self.ok else {"error": self.error}
        if isinstance(payload, str):
            return payload
        return json.dumps(payload, ensure_ascii=False, default=plain_json)


def plain_json(value: Any) -> Any:
    """For `json.dumps(default=...)`: the everyday values a tool returns that JSON lacks.
    Anything else is a TypeError, which the gate reports (a repr could leak addresses)."""
    if isinstance(value, (datetime.date, datetime.time)):   # datetime is a date
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return str(value)   # keeps every digit of a price
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)   # one order, run after run
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    raise TypeError(f"a {type(value).__name__} is not JSON")


def error_result(call_id: str, name: str, arguments: dict | None, kind: str, message: str,
                 **details: Any) -> ToolResult:
    return ToolResult(call_id, name, arguments, ok=False,
                      error={"type": kind, "tool": name, "message": message, **details})


# No tool's schema nests this deep. Checked before parsing, so the answer doesn't depend on
# Python's recursion limit (which test runners and debuggers raise).
MAX_ARGUMENT_DEPTH = 64


def nesting_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest, strings skipped: '{"a": [[1]]}' is 3."""
    opening = text.count("[") + text.count("{")
    if opening <= MAX_ARGUMENT_DEPTH:
        return opening   # an upper bound, and small: no need to read it character by character
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@dataclass
class ToolTable:
    """The tools one run may use, looked up by name. Shells return a new table."""

    tools: dict[str, Tool] = field(default_factory=dict)

    @classmethod
    def of(cls, tools: "Iterable[Tool] | ToolTable | None") -> "ToolTable":
        if isinstance(tools, ToolTable):
            return tools
        table = cls()
        for t in tools or []:
            if not isinstance(t, Tool):
                raise TypeError(f"{t!r} is not a Tool: decorate the function with @tool first.")
            if t.name in table.tools:
                raise ValueError(f"Two tools are named '{t.name}': tool names must be unique.")
            table.tools[t.name] = t
        return table

    def schemas(self) -> list[dict]:
        return [t.schema() for t in self.tools.values()]

    def map(self, wrap: Callable[[Tool], Tool]) -> "ToolTable":
        """A new table with `wrap` applied to every tool: how shells are put on."""
        return ToolTable({name: wrap(t) for name, t in self.tools.items()})

    def __len__(self) -> int:
        return len(self.tools)

    def __iter__(self):
        return iter(self.tools.values())

    async def execute(self, call_id: str, name: str, raw_arguments: str,
                      ctx: ToolContext) -> ToolResult:
        """Run one tool call from the model. Never raises, except Aborted."""
        tool_ = self.tools.get(name)
        if tool_ is None:
            known = ", ".join(self.tools) or "(none)"
            return error_result(call_id, name, None, "unknown_tool",
                                f"There is no tool named '{name}'. Available tools: {known}. "
                                "Call one of these, or answer without a tool.")
        try:
            if nesting_depth(raw_arguments or "") > MAX_ARGUMENT_DEPTH:
                raise ValueError(f"nested more than {MAX_ARGUMENT_DEPTH} levels deep")
            arguments = json.loads(raw_arguments or "{}")
            if not isinstance(arguments, dict):
                raise ValueError("the arguments must be a JSON object")
        except (ValueError, RecursionError) as e:
            return error_result(call_id, name, None, "invalid_json",
                                f"The arguments for '{name}' are not a valid JSON object ({e}). "
                                "Send a JSON object that matches the tool's parameter schema.")
        try:
            args = tool_.args_model.model_validate(arguments)   # the gate: validate first
        except ValidationError as e:
            return error_result(call_id, name, arguments, "invalid_arguments",
                                describe_validation_error(name, e), fields=_field_errors(e))
        try:
            value = await tool_.invoke(args, ctx)
        except Aborted:
            raise
        except Exception as e:  # the tool failed: the model should hear why, the loop goes on
            return error_result(call_id, name, arguments, "tool_error", _exception_text(e))
        if is_error_value(value):  # a refusal returned on purpose (the approval shell's denial)
            return ToolResult(call_id, name, arguments, ok=False, error=value["error"])
        result = ToolResult(call_id, name, arguments, ok=True, value=value)
        try:
            result.content   # encode it now: after a write ran, the model must still hear back
        except (TypeError, ValueError, RecursionError) as e:
            return error_result(call_id, name, arguments, "unreadable_result",
                                f"'{name}' ran, but its result could not be written as JSON "
                                f"({e}). Don't call it again just to see the result.",
                                ran=True, writes=tool_.writes)
        return result


def is_error_value(value: Any) -> bool:
    """True for a returned `{"error": {"type": ..., "message": ...}}`: the model reads it as a
    failure either way, so the trace and the recorded result must say it failed too."""
    return (isinstance(value, dict) and list(value) == ["error"]
            and isinstance(value["error"], dict) and {"type", "message"} <= set(value["error"]))


def _field_errors(e: ValidationError) -> list[dict]:
    return [{"field": ".".join(str(p) for p in err["loc"]) or "(arguments)",
             "message": _clean_message(err["msg"])} for err in e.errors()]


def describe_validation_error(name: str, e: ValidationError) -> str:
    """One line per bad field; the messages of your validators reach the model verbatim."""
    problems = "; ".join(f"{f['field']}: {f['message']}" for f in _field_errors(e))
    return f"Invalid arguments for '{name}': {problems}. Fix these fields and call '{name}' again."


def _clean_message(msg: str) -> str:
    # pydantic prefixes custom validator messages with "Value error, ": the model doesn't need it.
    return msg.removeprefix("Value error, ").removeprefix("Assertion failed, ")


def _exception_text(e: Exception) -> str:
    text = str(e.args[0]) if isinstance(e, (KeyError, LookupError)) and e.args else str(e)
    return text or type(e).__name__

