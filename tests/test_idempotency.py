"""Defense 3: the idempotency shell (course_lib/shells/idempotency.py) and `offline-repeater`.

One test per rule: cache successes only, share in-flight calls, isolate sessions;
plus the fingerprint, the TTL (with a fake clock, no sleeping) and the failure it
prevents, reproduced end to end with the SQLite world.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from course_lib import ToolContext, ToolTable, make_client, run_agent, tool
from course_lib.offline.models.repeater import looks_like_write
from course_lib.offline.read.conversation import ToolSpec
from course_lib.shells import IdempotencyStore, canonical_args, fingerprint, with_idempotency
from course_lib.world import World, world_tools
from tests.helpers import ask_offline, run, tool_message

SYSTEM = {"role": "system", "content": "You are a customer-service agent. Today is 2026-10-12."}
TICKET = "Please open a ticket for order A-1024: the parcel is late."


class FakeClock:
    """A clock the test moves by hand: TTL behaviour without waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def counting_write(delay: float = 0.0, fail_first: int = 0):
    """A write tool that counts how often its body really runs."""
    calls = {"n": 0}

    @tool(writes=True)
    async def create_note(order_id: str, text: str, priority: int = 1) -> dict:
        """Create a note on an order (writes)."""
        calls["n"] += 1
        if delay:
            await asyncio.sleep(delay)
        if calls["n"] <= fail_first:
            raise ConnectionError("the note service did not answer")
        return {"note_id": f"N-{calls['n']}", "order_id": order_id}

    return create_note, calls


async def call(table: ToolTable, raw: str | dict, session: str = "s1", name: str = "create_note"):
    raw = raw if isinstance(raw, str) else json.dumps(raw)
    return await table.execute("c1", name, raw, ToolContext(session_id=session))


# ---------------------------------------------------------------- the fingerprint


def test_canonical_args_ignore_key_order_whitespace_and_spelled_out_defaults():
    note, _ = counting_write()
    a = note.args_model.model_validate(json.loads('{"order_id": "A-1", "text": "late"}'))
    b = note.args_model.model_validate(json.loads('{ "text":"late",  "order_id":"A-1", "priority": 1 }'))
    c = note.args_model.model_validate(json.loads('{"order_id": "A-1", "text": "late", "priority": "1"}'))
    assert canonical_args(a) == canonical_args(b) == canonical_args(c) \
        == '{"order_id":"A-1","priority":1,"text":"late"}'
    assert fingerprint("s1", "create_note", a) == fingerprint("s1", "create_note", b)


def test_fingerprint_differs_by_session_tool_and_value():
    note, _ = counting_write()
    a = note.args_model(order_id="A-1", text="late")
    other = note.args_model(order_id="A-1", text="late!")
    keys = {fingerprint("s1", "create_note", a), fingerprint("s2", "create_note", a),
            fingerprint("s1", "create_other", a), fingerprint("s1", "create_note", other)}
    assert len(keys) == 4


# ---------------------------------------------------------------- replay and TTL


def test_a_replay_within_the_ttl_returns_the_first_result_without_running():
    note, calls = counting_write()
    store = IdempotencyStore()
    table = with_idempotency([note], store=store)
    first = run(call(table, '{"order_id": "A-1", "text": "late"}'))
    second = run(call(table, '{"text": "late", "order_id": "A-1"}'))  # same meaning, new text
    assert calls["n"] == 1
    assert first.ok and second.ok and second.value == first.value == {"note_id": "N-1",
                                                                      "order_id": "A-1"}
    assert store.stats == {"executed": 1, "replayed": 1}


def test_the_ttl_expires_and_the_call_runs_again():
    note, calls = counting_write()
    clock = FakeClock()
    store = IdempotencyStore()
    table = with_idempotency([note], store=store, ttl_seconds=600, clock=clock)
    run(call(table, {"order_id": "A-1", "text": "late"}))
    clock.now += 599
    assert run(call(table, {"order_id": "A-1", "text": "late"})).value["note_id"] == "N-1"
    clock.now += 1                                              # exactly 600 s after: expired
    assert run(call(table, {"order_id": "A-1", "text": "late"})).value["note_id"] == "N-2"
    assert calls["n"] == 2 and len(store) == 1


def test_expired_entries_are_purged_not_kept_forever():
    note, _ = counting_write()
    clock, store = FakeClock(), IdempotencyStore()
    table = with_idempotency([note], store=store, ttl_seconds=10, clock=clock)
    for i in range(5):
        run(call(table, {"order_id": "A-1", "text": f"note {i}"}))
    clock.now += 11
    run(call(table, {"order_id": "A-1", "text": "a new one"}))
    assert len(store) == 1


def test_a_result_stored_again_after_expiry_is_not_purged_by_its_old_expiry():
    note, calls = counting_write()
    clock, store = FakeClock(), IdempotencyStore()
    table = with_idempotency([note], store=store, ttl_seconds=10, clock=clock)
    run(call(table, {"order_id": "A-1", "text": "x"}))          # expires at +10
    clock.now += 10
    run(call(table, {"order_id": "A-1", "text": "x"}))          # runs again, expires at +20
    clock.now += 5
    assert run(call(table, {"order_id": "A-1", "text": "x"})).value["note_id"] == "N-2"
    assert calls["n"] == 2 and len(store) == 1


# ---------------------------------------------------------------- rule 1: successes only


def test_rule1_a_failed_call_is_not_cached_and_the_retry_runs():
    note, calls = counting_write(fail_first=1)
    store = IdempotencyStore()
    table = with_idempotency([note], store=store)
    failed = run(call(table, {"order_id": "A-1", "text": "late"}))
    assert not failed.ok and failed.error["type"] == "tool_error"
    assert len(store) == 0, "a failure must not be remembered"
    retried = run(call(table, {"order_id": "A-1", "text": "late"}))
    assert retried.ok and retried.value["note_id"] == "N-2" and calls["n"] == 2


def counting_refusal(refuse_first: int = 1):
    """A write tool that *returns* an error (no exception) for its first calls."""
    calls = {"n": 0}

    @tool(writes=True)
    async def create_note(order_id: str, text: str) -> dict:
        """Create a note on an order (writes)."""
        calls["n"] += 1
        if calls["n"] <= refuse_first:
            return {"error": {"type": "unavailable", "message": "the note service is busy"}}
        return {"note_id": f"N-{calls['n']}", "order_id": order_id}

    return create_note, calls


def test_rule1_a_returned_error_is_not_cached_and_the_retry_runs():
    note, calls = counting_refusal()
    store = IdempotencyStore()
    table = with_idempotency([note], store=store)
    refused = run(call(table, {"order_id": "A-1", "text": "late"}))
    assert not refused.ok and refused.error["type"] == "unavailable"
    assert len(store) == 0, "a returned error must not be remembered"
    retried = run(call(table, {"order_id": "A-1", "text": "late"}))
    assert retried.ok and retried.value["note_id"] == "N-2" and calls["n"] == 2
    assert store.stats == {"executed": 2}


def test_rule1_a_value_that_merely_mentions_error_is_a_success_and_is_cached():
    @tool(writes=True)
    async def create_note(order_id: str) -> dict:
        """Create a note (writes)."""
        return {"note_id": "N-1", "error": None}       # not the error shape: a success

    store = IdempotencyStore()
    table = with_idempotency([create_note], store=store)
    run(call(table, {"order_id": "A-1"}))
    assert run(call(table, {"order_id": "A-1"})).ok and store.stats["replayed"] == 1


def test_rule2_waiters_share_a_returned_error_but_it_is_not_cached():
    calls = {"n": 0}

    @tool(writes=True)
    async def create_note(order_id: str) -> dict:
        """Create a note (writes)."""
        calls["n"] += 1
        await asyncio.sleep(0.02)
        if calls["n"] == 1:
            return {"error": {"type": "unavailable", "message": "busy"}}
        return {"note_id": f"N-{calls['n']}"}

    store = IdempotencyStore()
    table = with_idempotency([create_note], store=store)

    async def three():
        return await asyncio.gather(*(call(table, {"order_id": "A-1"}) for _ in range(3)))

    results = run(three())
    assert calls["n"] == 1 and not any(r.ok for r in results) and len(store) == 0
    assert run(call(table, {"order_id": "A-1"})).value == {"note_id": "N-2"}


# ---------------------------------------------------------------- the size bound


def test_the_store_is_bounded_in_size_and_evicts_the_oldest_entry():
    note, calls = counting_write()
    store = IdempotencyStore(max_entries=2)
    table = with_idempotency([note], store=store)
    for text in ["a", "b", "c"]:                                # "a" is the oldest
        run(call(table, {"order_id": "A-1", "text": text}))
    assert len(store) == 2 and store.stats["evicted"] == 1
    assert run(call(table, {"order_id": "A-1", "text": "c"})).value["note_id"] == "N-3"  # kept
    assert run(call(table, {"order_id": "A-1", "text": "a"})).value["note_id"] == "N-4"  # evicted
    assert calls["n"] == 4 and len(store) == 2


def test_eviction_follows_the_order_in_which_entries_were_stored():
    note, calls = counting_write()
    clock, store = FakeClock(), IdempotencyStore(max_entries=2)
    table = with_idempotency([note], store=store, ttl_seconds=10, clock=clock)
    run(call(table, {"order_id": "A-1", "text": "a"}))
    run(call(table, {"order_id": "A-1", "text": "b"}))
    clock.now += 10                                             # both expire
    run(call(table, {"order_id": "A-1", "text": "a"}))          # "a" runs and is stored anew
    run(call(table, {"order_id": "A-1", "text": "c"}))          # the purge dropped "b"
    run(call(table, {"order_id": "A-1", "text": "d"}))          # full: evicts the oldest, "a"
    assert {e.value["note_id"] for e in store.entries.values()} == {"N-4", "N-5"}


def test_a_full_store_does_not_keep_heap_items_for_evicted_entries():
    note, _ = counting_write()
    store = IdempotencyStore(max_entries=3)
    table = with_idempotency([note], store=store)
    for i in range(50):
        run(call(table, {"order_id": "A-1", "text": f"note {i}"}))
    assert len(store) == 3 and len(store._expiries) <= 6


@pytest.mark.parametrize("bad", [0, -1, 2.5, "10", True])
def test_max_entries_must_be_a_positive_whole_number(bad):
    with pytest.raises(ValueError, match="max_entries must be a whole number"):
        IdempotencyStore(max_entries=bad)


# ---------------------------------------------------------------- rule 2: share in-flight


def test_rule2_100_concurrent_identical_calls_execute_once():
    note, calls = counting_write(delay=0.05)
    store = IdempotencyStore()
    table = with_idempotency([note], store=store)

    async def hundred():
        return await asyncio.gather(*(call(table, {"order_id": "A-1", "text": "late"})
                                      for _ in range(100)))

    results = run(hundred())
    assert calls["n"] == 1, f"the tool ran {calls['n']} times"
    assert {json.dumps(r.value) for r in results} == {'{"note_id": "N-1", "order_id": "A-1"}'}
    assert store.stats == {"executed": 1, "shared": 99}


def test_without_the_shell_100_concurrent_calls_execute_100_times():
    note, calls = counting_write(delay=0.01)
    table = ToolTable.of([note])

    async def hundred():
        await asyncio.gather(*(call(table, {"order_id": "A-1", "text": "late"})
                               for _ in range(100)))

    run(hundred())
    assert calls["n"] == 100


def test_rule2_waiters_share_a_failure_but_it_is_not_cached():
    note, calls = counting_write(delay=0.02, fail_first=1)
    store = IdempotencyStore()
    table = with_idempotency([note], store=store)

    async def three():
        return await asyncio.gather(*(call(table, {"order_id": "A-1", "text": "x"})
                                      for _ in range(3)))

    results = run(three())
    assert calls["n"] == 1 and not any(r.ok for r in results)
    assert len(store) == 0 and not store.in_flight
    assert run(call(table, {"order_id": "A-1", "text": "x"})).ok and calls["n"] == 2


def test_rule2_if_the_first_caller_is_cancelled_a_waiter_runs_the_call_itself():
    note, calls = counting_write(delay=0.05)
    table = with_idempotency([note])

    async def scenario():
        first = asyncio.create_task(call(table, {"order_id": "A-1", "text": "x"}))
        await asyncio.sleep(0.01)                           # first is now in flight
        second = asyncio.create_task(call(table, {"order_id": "A-1", "text": "x"}))
        await asyncio.sleep(0.01)                           # second waits on first
        first.cancel()
        return await second

    result = run(scenario())
    assert result.ok and calls["n"] == 2


# ---------------------------------------------------------------- rule 3: isolate sessions


def test_rule3_sessions_are_isolated():
    note, calls = counting_write()
    table = with_idempotency([note])
    alice = run(call(table, {"order_id": "A-1", "text": "late"}, session="alice"))
    bob = run(call(table, {"order_id": "A-1", "text": "late"}, session="bob"))
    alice_again = run(call(table, {"order_id": "A-1", "text": "late"}, session="alice"))
    assert calls["n"] == 2
    assert alice.value != bob.value and alice_again.value == alice.value


# ---------------------------------------------------------------- what the shell leaves alone


def test_only_tools_marked_writes_are_wrapped():
    with World() as world:
        plain = {t.name: t for t in world_tools(world)}
        shelled = with_idempotency(list(plain.values()))
        for name, t in shelled.tools.items():
            if plain[name].writes:
                assert t.invoke is not plain[name].invoke, name
            else:
                assert t.invoke is plain[name].invoke, name
        assert {n for n, t in plain.items() if t.writes} == {"create_ticket", "issue_refund"}


def test_the_shell_keeps_name_description_schema_and_writes_flag():
    note, _ = counting_write()
    wrapped = with_idempotency([note]).tools["create_note"]
    assert wrapped.schema() == note.schema() and wrapped.writes


# ---------------------------------------------------------------- the failure, end to end


def _tickets(world: World) -> list[dict]:
    return world.query("SELECT ticket_id, order_id, subject FROM tickets ORDER BY ticket_id")


def test_offline_repeater_really_writes_a_duplicate_row_without_the_shell():
    with World() as world:
        client = make_client(model="offline-repeater")
        result = run(run_agent(client, [SYSTEM, {"role": "user", "content": TICKET}],
                               world_tools(world)))
        assert [c["name"] for c in result.tool_calls] == ["create_ticket", "create_ticket"]
        assert [t["ticket_id"] for t in _tickets(world)] == ["T-5001", "T-5002"]
        assert "T-5001" in result.answer and "T-5002" in result.answer


def test_with_the_shell_the_repeated_write_returns_the_same_ticket():
    with World() as world:
        client = make_client(model="offline-repeater")
        store = IdempotencyStore()
        result = run(run_agent(client, [SYSTEM, {"role": "user", "content": TICKET}],
                               with_idempotency(world_tools(world), store=store)))
        assert [c["name"] for c in result.tool_calls] == ["create_ticket", "create_ticket"]
        assert [t["ticket_id"] for t in _tickets(world)] == ["T-5001"]
        assert "T-5001" in result.answer and "T-5002" not in result.answer
        assert store.stats == {"executed": 1, "replayed": 1}


def test_asking_twice_in_one_session_opens_one_ticket_another_session_opens_its_own():
    with World() as world:
        client = make_client()
        tools = with_idempotency(world_tools(world))   # one table, shared by the turns

        async def ask(history, session):
            return await run_agent(client, [SYSTEM, *history, {"role": "user", "content": TICKET}],
                                   tools, session_id=session)

        first = run(ask([], "alice"))
        again = run(ask([{"role": "user", "content": TICKET},
                         {"role": "assistant", "content": first.answer}], "alice"))
        bob = run(ask([], "bob"))
        assert [t["ticket_id"] for t in _tickets(world)] == ["T-5001", "T-5002"]
        assert "T-5001" in again.answer and "T-5002" in bob.answer


# ---------------------------------------------------------------- the repeater behaviour itself


WRITE_TOOL = {"type": "function", "function": {
    "name": "create_ticket", "description": "Create a support ticket. This writes to the ticket system.",
    "parameters": {"type": "object", "properties": {
        "order_id": {"type": "string", "pattern": "^[A-Z]-\\d{4}$"},
        "subject": {"type": "string", "description": "One-line summary."}},
        "required": ["order_id", "subject"]}}}
READ_TOOL = {"type": "function", "function": {
    "name": "get_order_status", "description": "Look up one order by its id.",
    "parameters": {"type": "object", "properties": {
        "order_id": {"type": "string", "pattern": "^[A-Z]-\\d{4}$"}}, "required": ["order_id"]}}}


def _after(name: str, args: dict, result: dict, times: int = 1) -> list[dict]:
    out = []
    for i in range(times):
        out += [{"role": "assistant", "content": None, "tool_calls": [{
                    "id": f"c{i}", "type": "function",
                    "function": {"name": name, "arguments": json.dumps(args)}}]},
                tool_message(f"c{i}", result)]
    return out


def _calls(body: dict) -> list:
    return [(c["function"]["name"], json.loads(c["function"]["arguments"]))
            for c in body["choices"][0]["message"].get("tool_calls") or []]


@pytest.mark.parametrize("times, expected", [(1, 1), (2, 0)])
def test_repeater_repeats_a_successful_write_exactly_once(times, expected):
    args = {"order_id": "A-1024", "subject": "Late"}
    request = {"model": "offline-repeater", "tools": [WRITE_TOOL], "messages": [
        {"role": "user", "content": "Open a ticket for order A-1024: late"},
        *_after("create_ticket", args, {"ticket_id": "T-1"}, times)]}
    _, body = ask_offline(request)
    assert _calls(body) == [("create_ticket", args)] * expected


def test_repeater_does_not_repeat_reads_or_failed_writes():
    for tool_, result in [(READ_TOOL, {"order_id": "A-1024", "status": "shipped"}),
                          (WRITE_TOOL, {"error": {"type": "tool_error", "message": "db down"}})]:
        name = tool_["function"]["name"]
        args = {"order_id": "A-1024"} if name == "get_order_status" else \
            {"order_id": "A-1024", "subject": "Late"}
        request = {"model": "offline-repeater", "tools": [tool_], "messages": [
            {"role": "user", "content": "Open a ticket for order A-1024: Late"},
            *_after(name, args, result)]}
        _, body = ask_offline(request)
        assert _calls(body) == [], name


def test_write_detection_reads_the_name_or_the_description():
    assert looks_like_write(ToolSpec("issue_refund", "Pays money back.", {}))
    assert looks_like_write(ToolSpec("ticketing", "This writes to the ticket system.", {}))
    assert not looks_like_write(ToolSpec("get_refund_status", "Status of a refund. "
                                         "Not for issuing a new refund.", {}))
