"""The loop under a model and tools that misbehave at random (issue 10), as properties.

A scripted fake model sits behind the real `openai.AsyncOpenAI` client (an httpx2
MockTransport), so every reply goes through the SDK's own parsing, streamed or not.
Like a real API it answers 400 to a request whose history is invalid, so a poisoned
session shows up as an untyped `openai.BadRequestError`. Hypothesis generates the
replies (empty or null choices, null messages, calls without a function, arguments
as objects or nested 1,000 deep, missing, empty or repeated ids, null content, ...)
and the tools (raising, StopIteration, datetimes, circular results, hanging).

Invariants, for every generated run:
    only a typed AgentError escapes, and a Fail event is the last thing subscribers see;
    every tool-call id of the history is answered exactly once (the next turn is valid);
    max steps holds; no call whose arguments are invalid reaches a tool;
    an abort lands within its deadline plus a small bound.

The fast suite runs a fifth of each property's examples, `pytest -m slow` (CI) all of them;
`benchmarks/loop_soak.py` runs the same properties far longer and reports counts.
"""

from __future__ import annotations

import asyncio
import datetime
import json
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Annotated, Any

import httpx2
import openai
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from pydantic import Field

from course_lib import AbortSignal, Aborted, AgentError, Fail, ToolContext, run_agent, tool
from course_lib.shells import with_idempotency
from fuzzing import fast_and_full

SCALE = float(os.environ.get("LOOP_FUZZ_SCALE", "1"))   # benchmarks/loop_soak.py raises it
FUZZ = settings(deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MISSING = "<missing>"     # a key left out of the reply altogether
DEEP = "<deep>"           # replaced by 1,200 nested lists in the JSON text itself
ANSWER = {"choices": [{"index": 0, "finish_reason": "stop",
                       "message": {"role": "assistant", "content": "All done."}}]}


# ---------------------------------------------------------------- the scripted model


@dataclass
class ScriptedModel:
    """Answers each request with the next scripted reply (then a plain answer), checking
    every request's history the way the real API does."""

    turns: list
    delay: float = 0.0          # seconds before each reply (abort while the model thinks)
    requests: int = 0
    rejected: list = field(default_factory=list)

    async def handle(self, request: httpx2.Request) -> httpx2.Response:
        body = json.loads(request.content)
        self.requests += 1
        problem = history_problem(body["messages"])
        if problem:
            self.rejected.append(problem)
            return httpx2.Response(400, json={"error": {"message": problem,
                                                        "type": "invalid_request_error"}})
        if self.delay:
            await asyncio.sleep(self.delay)
        turn = self.turns.pop(0) if self.turns else ANSWER
        if body.get("stream"):
            text = "".join(f"data: {encode(chunk)}\n\n" for chunk in chunks_of(turn))
            return httpx2.Response(200, content=(text + "data: [DONE]\n\n").encode(),
                                   headers={"content-type": "text/event-stream"})
        return httpx2.Response(200, content=encode(turn).encode(),
                               headers={"content-type": "application/json"})


def scripted_client(model: ScriptedModel) -> openai.AsyncOpenAI:
    client = openai.AsyncOpenAI(api_key="test-key", base_url="http://scripted.invalid/v1",
                                max_retries=0,
                                http_client=httpx2.AsyncClient(
                                    transport=httpx2.MockTransport(model.handle)))
    client.course_model = "scripted"
    return client


def encode(value: Any) -> str:
    """JSON text of a generated reply: MISSING keys dropped, DEEP spliced in unquoted."""
    def drop(node):
        if isinstance(node, dict):
            return {k: drop(v) for k, v in node.items() if v != MISSING}
        if isinstance(node, list):
            return [drop(v) for v in node]
        return node
    return json.dumps(drop(value)).replace(json.dumps(DEEP), "[" * 1200 + "]" * 1200)


def chunks_of(turn: dict) -> list[dict]:
    """The same reply as a stream: text in two pieces, each call's arguments in two."""
    head = {"id": "chunk", "object": "chat.completion.chunk", "created": 0, "model": "scripted"}
    choices = turn.get("choices", MISSING)
    if not isinstance(choices, list):
        return [{**head, "choices": choices}]
    chunks = []
    for choice in choices:
        message = choice.get("message", MISSING) if isinstance(choice, dict) else choice
        if not isinstance(message, dict):
            chunks.append({**head, "choices": [{"index": 0, "delta": message}]})
            continue
        content = message.get("content")
        pieces = [content[:3], content[3:]] if isinstance(content, str) else [content]
        chunks += [{**head, "choices": [{"index": 0, "delta": {"content": p}}]} for p in pieces]
        calls = message.get("tool_calls")
        for index, call in enumerate(calls if isinstance(calls, list) else
                                     [] if calls in (None, MISSING) else [calls]):
            chunks += call_chunks(head, index, call)
        chunks.append({**head, "choices": [{"index": 0, "delta": {},
                                            "finish_reason": choice.get("finish_reason")}]})
    chunks.append({**head, "choices": [], "usage": turn.get("usage")})
    return chunks


def call_chunks(head: dict, index: int, call: Any) -> list[dict]:
    if not isinstance(call, dict):
        return [{**head, "choices": [{"index": 0, "delta": {"tool_calls": [call]}}]}]
    function = call.get("function", MISSING)
    arguments = function.get("arguments") if isinstance(function, dict) else None
    split = isinstance(arguments, str) and arguments != DEEP
    first = {"index": index, "id": call.get("id", MISSING), "type": "function"}
    if isinstance(function, dict):
        first["function"] = {"name": function.get("name", MISSING),
                             "arguments": arguments[:4] if split else arguments}
    elif function != MISSING:
        first["function"] = function
    chunks = [first]
    if split and arguments[4:]:
        chunks.append({"index": index, "function": {"arguments": arguments[4:]}})
    return [{**head, "choices": [{"index": 0, "delta": {"tool_calls": [c]}}]} for c in chunks]


def history_problem(messages: list[dict]) -> str | None:
    """What the real API would reject in a request's history (400), or None."""
    open_ids: list = []
    for i, m in enumerate(messages):
        role, content = m.get("role"), m.get("content")
        if role == "tool":
            if m.get("tool_call_id") not in open_ids:
                return f"messages[{i}]: tool_call_id {m.get('tool_call_id')!r} answers no call"
            open_ids.remove(m["tool_call_id"])
            if not isinstance(content, str):
                return f"messages[{i}].content must be a string"
            continue
        if open_ids:
            return f"messages[{i}]: tool calls {open_ids} were not answered"
        calls = m.get("tool_calls") or []
        if role == "assistant":
            ids = [c.get("id") for c in calls]
            if any(not isinstance(x, str) or not x for x in ids) or len(set(ids)) != len(ids):
                return f"messages[{i}].tool_calls: ids must be unique non-empty strings"
            if any(not c["function"].get("name") or not isinstance(c["function"]["arguments"], str)
                   for c in calls):
                return f"messages[{i}].tool_calls: each needs a name and arguments as text"
            if not (isinstance(content, str) or (content is None and calls)):
                return f"messages[{i}].content must be a string"
            open_ids = ids
        elif not isinstance(content, str):
            return f"messages[{i}].content must be a string"
    return None


# ---------------------------------------------------------------- the generated tools


@dataclass
class World:
    """What the tools of one run did."""

    executed: list = field(default_factory=list)   # (call_id, tool name, n)


N = Annotated[int, Field(strict=True, ge=0, le=1000)]
world = World()   # the current run's; the tools are built once (pydantic is slow to build)


@tool
def lookup(n: N, ctx: ToolContext) -> dict:
    """A blocking read."""
    world.executed.append((ctx.call_id, "lookup", n))
    return {"n": n}


@tool
async def alookup(n: N, ctx: ToolContext) -> str:
    """An async read that returns text."""
    world.executed.append((ctx.call_id, "alookup", n))
    return f"n is {n}"


@tool(writes=True)
def write_note(n: N, ctx: ToolContext) -> dict:
    """A blocking write whose result holds a datetime."""
    world.executed.append((ctx.call_id, "write_note", n))
    return {"note": n, "at": datetime.datetime(2026, 1, 1, 12, 0)}


@tool(writes=True)
async def cycle(n: N, ctx: ToolContext) -> dict:
    """A write whose result refers to itself: no JSON for it."""
    world.executed.append((ctx.call_id, "cycle", n))
    loop: dict = {"n": n}
    loop["loop"] = loop
    return loop


@tool
def explode(n: N, ctx: ToolContext) -> int:
    """A blocking tool that raises."""
    world.executed.append((ctx.call_id, "explode", n))
    raise ValueError(f"no {n}")


@tool
def first(n: N, ctx: ToolContext) -> int:
    """A blocking tool that raises StopIteration."""
    world.executed.append((ctx.call_id, "first", n))
    return next(iter([]))


@tool
async def stubborn(n: N, ctx: ToolContext) -> int:
    """Pulls the abort signal, then ignores its own cancellation for 5 s."""
    world.executed.append((ctx.call_id, "stubborn", n))
    if ctx.signal:
        ctx.signal.abort("a tool pulled it")
    try:
        await asyncio.sleep(5)
    except asyncio.CancelledError:
        await asyncio.sleep(5)
    return n


TOOLS = [lookup, alookup, write_note, cycle, explode, first, stubborn]


NAMES = ["lookup", "alookup", "write_note", "cycle", "explode", "first"]


def valid_arguments(text: Any) -> bool:
    """The test's own reading of the schema: a JSON object whose `n` is an int in 0..1000."""
    try:
        value = json.loads(text or "{}")
    except (ValueError, RecursionError):
        return False
    return isinstance(value, dict) and type(value.get("n")) is int and 0 <= value["n"] <= 1000


# ---------------------------------------------------------------- generated replies

good_arguments = st.integers(0, 1000).map(lambda n: json.dumps({"n": n}))
bad_arguments = st.one_of(
    st.sampled_from(['{"n": -1}', '{"n": "5"}', '{"n": 5.0}', '{"n": true}', "{}", "[1]",
                     "not json", "", '{"n": 1', "null", '{"n": 1e999}', DEEP,
                     '{"n": ' + "[" * 1000 + "]" * 1000 + "}"]),
    st.none(), st.integers(),
    st.fixed_dictionaries({"n": st.integers(-5, 1005)}),        # an object, not text
    st.text(max_size=12))
arguments = st.one_of(good_arguments, good_arguments, bad_arguments)
names = st.one_of(st.sampled_from(NAMES), st.sampled_from(NAMES),
                  st.sampled_from(["nope", "", MISSING]), st.none(), st.integers())
functions = st.one_of(st.fixed_dictionaries({"name": names, "arguments": arguments}),
                      st.fixed_dictionaries({"name": st.sampled_from(NAMES),
                                             "arguments": good_arguments}),
                      st.sampled_from([MISSING, None, "lookup"]))
call_ids = st.one_of(st.sampled_from(["call_a", "call_b", "call_1", "dup", "dup"]),
                     st.sampled_from([MISSING, None, "", 7]), st.text(min_size=1, max_size=6))
calls = st.fixed_dictionaries({"id": call_ids, "type": st.just("function"),
                               "function": functions})
contents = st.one_of(st.none(), st.text(max_size=8), st.sampled_from([MISSING, 5, ["x"]]))
usages = st.one_of(st.none(), st.just(MISSING), st.just("junk"),
                   st.fixed_dictionaries({"prompt_tokens": st.integers(-1, 9),
                                          "completion_tokens": st.one_of(st.integers(0, 9),
                                                                         st.none()),
                                          "total_tokens": st.integers(0, 20)}))


def completion(message: Any, usage: Any = MISSING) -> dict:
    return {"id": "r", "object": "chat.completion", "created": 0, "model": "scripted",
            "choices": [{"index": 0, "finish_reason": "tool_calls", "message": message}],
            "usage": usage}


well_formed_calls = st.builds(
    lambda cs, u: completion({"role": "assistant", "content": None, "tool_calls": cs}, u),
    st.lists(st.fixed_dictionaries({"id": st.sampled_from(["call_a", "call_b", "call_c"]),
                                    "type": st.just("function"),
                                    "function": st.fixed_dictionaries(
                                        {"name": st.sampled_from(NAMES),
                                         "arguments": good_arguments})}),
             min_size=1, max_size=3), usages)
any_calls = st.builds(
    lambda c, cs, u: completion({"role": "assistant", "content": c, "tool_calls": cs}, u),
    contents, st.one_of(st.lists(calls, max_size=4), st.sampled_from([None, MISSING, "x"])),
    usages)
broken_shapes = st.sampled_from([
    {"choices": []}, {"choices": None}, {"id": "r"}, {"choices": ["x"]},
    {"choices": [{"index": 0, "message": None}]}, {"choices": [{"index": 0}]},
    {"choices": [{"index": 0, "message": "text"}]},
    completion({"role": "assistant", "content": None}),              # null content, no calls
    completion({"role": "assistant", "content": None, "tool_calls": []}),
    completion({"role": "assistant", "content": "fine", "tool_calls": None}),
])
turns = st.lists(st.one_of(well_formed_calls, any_calls, any_calls, broken_shapes),
                 max_size=5)


# ---------------------------------------------------------------- one run and its checks


@dataclass
class Outcome:
    result: Any
    error: BaseException | None
    events: list
    world: World
    model: ScriptedModel
    max_steps: int
    elapsed: float


def drive(script: list, *, stream: bool, max_steps: int, shelled: bool = False,
          delay: float = 0.0, deadline: float | None = None, subscriber: Any = None) -> Outcome:
    global world
    world, model = World(), ScriptedModel(list(script), delay=delay)
    events: list = []
    tools = with_idempotency(TOOLS) if shelled else TOOLS

    async def go():
        signal = AbortSignal()
        if deadline is not None:
            signal.abort_after(deadline, "deadline passed")
        options = {"stream": True} if stream else {}
        on_step = [events.append] + ([subscriber] if subscriber else [])
        try:
            return await run_agent(scripted_client(model), "go", tools, max_steps=max_steps,
                                   signal=signal, on_step=on_step, **options), None
        except BaseException as error:     # judged by the checks, not here
            return None, error

    started = time.monotonic()
    result, error = asyncio.run(go())
    return Outcome(result, error, events, world, model, max_steps, time.monotonic() - started)


def check(o: Outcome) -> None:
    assert o.error is None or isinstance(o.error, AgentError), \
        f"untyped {type(o.error).__name__}: {o.error}"          # the provider's 400s included
    assert not o.model.rejected, o.model.rejected
    if o.error is not None:
        assert isinstance(o.events[-1], Fail) and o.events[-1].error is o.error
        assert o.error.trace and o.error.trace[-1] is o.events[-1]
        assert o.error.steps <= o.max_steps
    else:
        assert o.result.steps <= o.max_steps and o.events[-1].kind == "done"
    assert o.model.requests <= o.max_steps
    messages = o.result.messages if o.error is None else o.error.messages
    assert history_problem(messages) is None, history_problem(messages)
    asked = [c for m in messages if m["role"] == "assistant" for c in m.get("tool_calls") or []]
    answered = [m["tool_call_id"] for m in messages if m["role"] == "tool"]
    assert sorted(c["id"] for c in asked) == sorted(answered)   # each id answered exactly once
    for call_id, name, n in o.world.executed:                   # nothing invalid ran
        assert any(c["id"] == call_id and c["function"]["name"] == name
                   and valid_arguments(c["function"]["arguments"]) for c in asked), call_id
    ran = Counter(call_id for call_id, _, _ in o.world.executed)
    ids = Counter(c["id"] for c in asked)   # a model may reuse an id in a later turn
    assert all(ran[i] <= ids[i] for i in ran), "a call ran twice"
    for m in messages:
        if m["role"] == "tool":
            json.loads(m["content"]) if m["content"][:1] in "{[" else None


def follow_up_works(o: Outcome) -> None:
    """The session is not poisoned: the next turn of the same history is accepted."""
    if isinstance(o.error, Aborted) or o.error is None:
        history = o.result.messages if o.error is None else o.error.messages
    else:
        history = o.error.messages
    model = ScriptedModel([])

    async def again():
        return await run_agent(scripted_client(model), history + [
            {"role": "user", "content": "and now?"}], [], max_steps=1)

    assert asyncio.run(again()).answer == "All done." and not model.rejected


# ---------------------------------------------------------------- the properties


@fast_and_full(FUZZ, int(550 * SCALE),
               script=turns, stream=st.booleans(), max_steps=st.integers(1, 4), shelled=st.booleans())
def test_any_reply_ends_in_an_answer_or_a_typed_failure_with_a_valid_history(
        script, stream, max_steps, shelled):
    outcome = drive(script, stream=stream, max_steps=max_steps, shelled=shelled)
    check(outcome)
    if outcome.error is not None:
        follow_up_works(outcome)


@fast_and_full(FUZZ, int(400 * SCALE),
               script=st.lists(st.one_of(well_formed_calls, any_calls), min_size=1, max_size=4),
               stream=st.booleans(), max_steps=st.integers(1, 5))
def test_tool_calls_valid_or_not_only_valid_ones_run_and_every_id_is_answered(
        script, stream, max_steps):
    check(drive(script, stream=stream, max_steps=max_steps))


def stubborn_call(n: int = 1) -> dict:
    return completion({"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_s", "type": "function",
         "function": {"name": "stubborn", "arguments": json.dumps({"n": n})}}]})


ABORT_BOUND = 1.0   # seconds past the deadline: two grace periods of 0.1 s, plus a busy machine


@fast_and_full(FUZZ, int(60 * SCALE),
               script=st.lists(st.one_of(well_formed_calls, any_calls, st.just(stubborn_call())),
                               max_size=3),
               stream=st.booleans(), deadline=st.sampled_from([0.0, 0.01, 0.03]),
               slow_model=st.booleans(), hanging_subscriber=st.booleans())
def test_an_abort_lands_within_its_deadline_whatever_hangs(script, stream, deadline, slow_model,
                                                           hanging_subscriber):
    async def stuck(event):
        if event.kind in ("think", "act"):
            await asyncio.sleep(5)

    outcome = drive(script, stream=stream, max_steps=4, delay=5.0 if slow_model else 0.0,
                    deadline=deadline, subscriber=stuck if hanging_subscriber else None)
    check(outcome)
    assert outcome.elapsed < deadline + ABORT_BOUND or not isinstance(outcome.error, Aborted), \
        f"Aborted {outcome.elapsed - deadline:.2f} s after its deadline"
    if slow_model or hanging_subscriber:   # nothing finishes within the deadline: it must abort
        assert isinstance(outcome.error, Aborted) and outcome.elapsed < deadline + ABORT_BOUND


# The same three properties with all their examples (1,010 runs): `pytest -m slow`, as CI runs.
test_any_reply_ends_in_an_answer_or_a_typed_failure_with_a_valid_history_all_examples = \
    test_any_reply_ends_in_an_answer_or_a_typed_failure_with_a_valid_history.all_examples
test_tool_calls_valid_or_not_only_valid_ones_run_and_every_id_is_answered_all_examples = \
    test_tool_calls_valid_or_not_only_valid_ones_run_and_every_id_is_answered.all_examples
test_an_abort_lands_within_its_deadline_whatever_hangs_all_examples = \
    test_an_abort_lands_within_its_deadline_whatever_hangs.all_examples


# ---------------------------------------------------------------- the findings, one by one


FINDINGS = {
    "empty choices": ({"choices": []}, "MalformedReply"),
    "null choices": ({"choices": None}, "MalformedReply"),
    "null message": ({"choices": [{"index": 0, "message": None}]}, "MalformedReply"),
    "a call without function": (completion({"role": "assistant", "content": None,
                                            "tool_calls": [{"id": "c", "type": "function"}]}),
                                "MalformedReply"),
    "a body nested 1,200 deep": (completion({"role": "assistant", "content": None,
                                             "tool_calls": [{"id": "c", "type": "function",
                                                             "function": {"name": "lookup",
                                                                          "arguments": DEEP}}]}),
                                 "MalformedReply"),
}


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("finding", list(FINDINGS))
def test_each_malformed_reply_of_issue_10_is_a_typed_failure(finding, stream):
    reply, kind = FINDINGS[finding]
    outcome = drive([reply], stream=stream, max_steps=3)
    check(outcome)
    assert type(outcome.error).__name__ == kind and outcome.error.status == "malformed_reply"
    assert "Nothing was run" in str(outcome.error) and outcome.world.executed == []
    follow_up_works(outcome)


@pytest.mark.parametrize("stream", [False, True])
def test_repaired_replies_run_and_keep_the_session_valid(stream):
    arguments_as_object = {"id": "call_x", "type": "function",
                           "function": {"name": "lookup", "arguments": {"n": 3}}}
    no_id = {"id": None, "type": "function",
             "function": {"name": "alookup", "arguments": '{"n": 4}'}}
    empty_id = {"id": "", "type": "function",
                "function": {"name": "lookup", "arguments": '{"n": 5}'}}
    repeated = {"id": "call_x", "type": "function",
                "function": {"name": "write_note", "arguments": '{"n": 6}'}}
    script = [completion({"role": "assistant", "content": None,
                          "tool_calls": [arguments_as_object, no_id, empty_id, repeated]}),
              completion({"role": "assistant", "content": None})]     # null content, no calls
    outcome = drive(script, stream=stream, max_steps=3)
    check(outcome)
    assert outcome.error is None and outcome.result.answer == ""
    assert sorted(n for _, _, n in outcome.world.executed) == [3, 4, 5, 6]
    ids = [c["id"] for c in outcome.result.messages[1]["tool_calls"]]
    assert ids[0] == "call_x" and len(set(ids)) == 4 and all(ids)
    assert outcome.result.messages[-1] == {"role": "assistant", "content": ""}
    note = json.loads(outcome.result.messages[5]["content"])
    assert note == {"note": 6, "at": "2026-01-01T12:00:00"}   # a datetime, written as text
    follow_up_works(outcome)


def test_arguments_nested_a_thousand_deep_in_text_are_refused_not_a_crash():
    deep = '{"n": ' + "[" * 1000 + "]" * 1000 + "}"
    outcome = drive([completion({"role": "assistant", "content": None, "tool_calls": [
        {"id": "c", "type": "function", "function": {"name": "lookup", "arguments": deep}}]})],
        stream=False, max_steps=3)
    check(outcome)
    assert outcome.error is None and outcome.world.executed == []
    assert json.loads(outcome.result.messages[2]["content"])["error"]["type"] == "invalid_json"
