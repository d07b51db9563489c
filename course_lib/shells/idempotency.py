"""Defense 3: the idempotency shell. A write the model repeats runs once.

A model that retries ("did that go through? let me call it again"), a client that
retries after a timeout, a user who asks the same thing twice: each sends the same
write again, and a real `INSERT` runs again. The shell puts a memory in front of
every tool marked `writes=True`:

    fingerprint = session id + tool name + canonical arguments
    seen within the TTL?  -> return the first result, don't run the tool
    otherwise             -> run it, remember the result

Three rules make that memory safe (each has a test in tests/test_idempotency.py):

1. Cache successes only. A call that raised, or that returned an error value
   (`{"error": {"type": ..., "message": ...}}`, see `is_error_value`), is forgotten,
   so the retry really runs.
2. Share an in-flight call. Identical calls that arrive while the first one is still
   running wait for it and get its outcome; they don't start their own.
3. Isolate sessions. The session id is part of the fingerprint: two customers who
   send the same arguments get two tickets.

The store is bounded twice: by time (an entry lives `ttl_seconds`) and by size (at most
`max_entries`; storing one more evicts the oldest), so a busy process can't grow it
without limit.

A returned value that is not in the error shape counts as a success. So a tool that
reports a failure in some other shape (`{"ok": False}`) would still be cached: return
the error shape, or raise.
"""

from __future__ import annotations

import asyncio
import hashlib
import heapq
import json
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from pydantic import BaseModel

from ..tools import Tool, ToolContext, ToolTable, is_error_value

DEFAULT_TTL_SECONDS = 600  # long enough to cover retries and a repeated question; short
                           # enough that "open another ticket tomorrow" opens one
DEFAULT_MAX_ENTRIES = 10_000  # a size bound too: the TTL alone lets a burst of distinct
                              # writes fill memory before anything expires


def canonical_args(args: BaseModel | dict) -> str:
    """One text per meaning: `{"b":1, "a":2}` and `{ "a": 2, "b": 1 }` give the same string.

    Arguments reaching a shell are already validated pydantic models, so defaults are
    filled in and types coerced ("5" -> 5 for an int field) before we serialise them.
    Sorted keys and fixed separators remove what the model's JSON text may vary in.
    """
    data = args.model_dump(mode="json") if isinstance(args, BaseModel) else args
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fingerprint(session_id: str, tool_name: str, args: BaseModel | dict) -> str:
    """The cache key of one call: who asked, which tool, which arguments (hashed to fixed size)."""
    text = json.dumps([session_id, tool_name, canonical_args(args)], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Entry:
    tool: str
    session_id: str
    value: Any
    expires_at: float


class IdempotencyStore:
    """Where the shell remembers results. In memory here; a shared store (Redis, a table
    with a unique key) in a service with several processes.

    `stats` counts what happened: `executed` (the tool really ran), `replayed` (a stored
    result was returned), `shared` (a call waited for an identical one in flight),
    `evicted` (an entry dropped, oldest first, because the store held `max_entries`).
    """

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if not isinstance(max_entries, int) or isinstance(max_entries, bool) or max_entries < 1:
            raise ValueError(f"max_entries must be a whole number of at least 1, got "
                             f"{max_entries!r}")
        self.max_entries = max_entries
        self.entries: dict[str, Entry] = {}   # insertion order = age: the first is the oldest
        self.in_flight: dict[str, asyncio.Future] = {}
        self.stats: Counter = Counter()
        self._expiries: list[tuple[float, str]] = []  # a heap: the next entry to expire first

    def lookup(self, key: str, now: float) -> Entry | None:
        entry = self.entries.get(key)
        if entry is not None and now >= entry.expires_at:
            del self.entries[key]   # expired: the next call runs for real
            return None
        return entry

    def store(self, key: str, entry: Entry) -> None:
        self.entries.pop(key, None)           # stored again: it becomes the newest
        self.entries[key] = entry
        heapq.heappush(self._expiries, (entry.expires_at, key))
        while len(self.entries) > self.max_entries:   # full: evict the oldest
            del self.entries[next(iter(self.entries))]
            self.stats["evicted"] += 1
        if len(self._expiries) > 2 * self.max_entries:  # drop heap items of evicted entries
            self._expiries = [(t, k) for t, k in self._expiries
                              if k in self.entries and self.entries[k].expires_at == t]
            heapq.heapify(self._expiries)

    def purge(self, now: float) -> None:
        """Drop expired entries, so a long-running process doesn't keep every result forever.
        Cheap: it only looks at entries whose time is up (oldest first)."""
        while self._expiries and self._expiries[0][0] <= now:
            expires_at, key = heapq.heappop(self._expiries)
            entry = self.entries.get(key)
            if entry is not None and entry.expires_at == expires_at:  # not since replaced
                del self.entries[key]

    def __len__(self) -> int:
        return len(self.entries)


def idempotent(store: IdempotencyStore, ttl_seconds: float = DEFAULT_TTL_SECONDS,
               clock: Callable[[], float] = time.monotonic) -> Callable[[Tool], Callable]:
    """The shell for one tool: `tool.wrapped(idempotent(store))` gives it a memory."""

    def shell(tool: Tool) -> Callable:
        inner = tool.invoke

        async def invoke(args: BaseModel, ctx: ToolContext) -> Any:
            key = fingerprint(ctx.session_id, tool.name, args)
            while True:
                entry = store.lookup(key, clock())
                if entry is not None:                      # seen within the TTL: replay
                    store.stats["replayed"] += 1
                    return entry.value
                pending = store.in_flight.get(key)
                if pending is None:
                    break                                  # nobody is running it: we will
                store.stats["shared"] += 1                 # rule 2: wait for the call in flight
                try:
                    # shield: one waiter giving up must not cancel the outcome for the others
                    return await asyncio.shield(pending)
                except asyncio.CancelledError:
                    if not pending.cancelled() or asyncio.current_task().cancelling():
                        raise                              # we ourselves were cancelled
                    # the first caller was aborted before finishing: look again, maybe run it

            outcome = asyncio.get_running_loop().create_future()
            store.in_flight[key] = outcome
            try:
                store.stats["executed"] += 1
                value = await inner(args, ctx)
            except Exception as error:                     # rule 1: failures are not stored
                outcome.set_exception(error)
                outcome.exception()  # mark it retrieved: no warning when nobody was waiting
                raise
            except BaseException:                          # cancelled (aborted): nothing stored
                outcome.cancel()
                raise
            else:
                if not is_error_value(value):              # rule 1: a returned error isn't
                    now = clock()                          # a success either: don't store it
                    store.purge(now)
                    store.store(key, Entry(tool.name, ctx.session_id, value, now + ttl_seconds))
                outcome.set_result(value)                  # waiters share it either way (rule 2)
                return value
            finally:
                del store.in_flight[key]

        invoke.__wrapped__ = inner
        return invoke

    return shell


def with_idempotency(tools: Iterable[Tool] | ToolTable, store: IdempotencyStore | None = None,
                     ttl_seconds: float = DEFAULT_TTL_SECONDS,
                     clock: Callable[[], float] = time.monotonic) -> ToolTable:
    """A new tool table in which every `writes=True` tool runs at most once per fingerprint
    within `ttl_seconds`. Read-only tools are left as they are: repeating a read is harmless
    and its answer may change (an order's status), so it should not be frozen.

    Pass your own `store` to inspect it, share it between runs of one session or bound it
    differently (`IdempotencyStore(max_entries=...)`); pass `clock` (a function returning
    seconds) to test the TTL without sleeping.
    """
    store = store if store is not None else IdempotencyStore()
    shell = idempotent(store, ttl_seconds, clock)
    return ToolTable.of(tools).map(lambda t: t.wrapped(shell) if t.writes else t)
