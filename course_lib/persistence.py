"""Saving conversations to SQLite without making the user wait (chapter 10).

The user needs the answer; the database needs the conversation. Only the first is
urgent. So the server sends `done` first and writes afterwards, in the background:

    ConversationStore   the table of runs and their messages (plain sqlite3, thread-safe)
    BackgroundSaver     `save_soon(...)` returns at once; the write runs in a worker
                        thread; `drain()` waits for the writes still in flight (call it
                        at shutdown, so "in the background" never means "lost")

One row per run (who, status, tokens), one row per message. `history(session_id)`
returns a session's earlier messages so the next turn can continue from them. An
aborted run is saved too, with status "aborted": the tokens it burned were real.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import threading
from typing import Any

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id        INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id    TEXT NOT NULL,
    status        TEXT NOT NULL,          -- completed | aborted | max_steps_exceeded | error ...
    answer        TEXT,
    steps         INTEGER NOT NULL,
    model_calls   INTEGER NOT NULL,
    total_tokens  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    run_id        INTEGER NOT NULL REFERENCES runs(run_id),
    position      INTEGER NOT NULL,
    role          TEXT NOT NULL,
    content       TEXT,
    tool_calls    TEXT,                   -- JSON, for assistant messages that called tools
    tool_call_id  TEXT,                   -- for role "tool"
    PRIMARY KEY (run_id, position)
);
"""


class ConversationStore:
    """Runs and their messages in SQLite. `path=":memory:"` (the default) for notebooks and
    tests; a file name for a server that should remember across restarts."""

    def __init__(self, path: str = ":memory:") -> None:
        # One connection shared by the worker threads of BackgroundSaver, guarded by a lock.
        self._conn = sqlite3.connect(path, check_same_thread=False)
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.Lock()
        with self._lock, self._conn:
            self._conn.executescript(SCHEMA)

    def save_run(self, session_id: str, messages: list[dict], status: str,
                 answer: str | None = None, steps: int = 0, usage: dict | None = None) -> int:
        """Write one run and the messages it added, in one transaction. Returns its run_id."""
        usage = usage or {}
        with self._lock, self._conn:
            cursor = self._conn.execute(
                "INSERT INTO runs (session_id, status, answer, steps, model_calls, total_tokens)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (session_id, status, answer, steps, usage.get("model_calls", 0),
                 usage.get("total_tokens", 0)))
            run_id = cursor.lastrowid
            self._conn.executemany(
                "INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?)",
                [(run_id, i, m["role"], _text(m.get("content")),
                  json.dumps(m["tool_calls"], ensure_ascii=False) if m.get("tool_calls") else None,
                  m.get("tool_call_id")) for i, m in enumerate(messages)])
        return run_id

    def history(self, session_id: str) -> list[dict]:
        """Every saved message of a session, oldest first, as chat-completions messages."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT m.* FROM messages m JOIN runs r USING (run_id) WHERE r.session_id = ? "
                "ORDER BY m.run_id, m.position", (session_id,)).fetchall()
        out = []
        for row in rows:
            message: dict[str, Any] = {"role": row["role"], "content": row["content"]}
            if row["tool_calls"]:
                message["tool_calls"] = json.loads(row["tool_calls"])
            if row["tool_call_id"]:
                message["tool_call_id"] = row["tool_call_id"]
            out.append(message)
        return out

    def runs(self, session_id: str | None = None) -> list[dict]:
        """The saved runs (all, or one session's), oldest first, with their message counts."""
        query = ("SELECT r.*, (SELECT COUNT(*) FROM messages m WHERE m.run_id = r.run_id) "
                 "AS message_count FROM runs r")
        params: tuple = ()
        if session_id is not None:
            query, params = query + " WHERE r.session_id = ?", (session_id,)
        with self._lock:
            return [dict(row) for row in self._conn.execute(query + " ORDER BY r.run_id", params)]

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> "ConversationStore":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _text(content: Any) -> str | None:
    if content is None or isinstance(content, str):
        return content
    return json.dumps(content, ensure_ascii=False)  # content parts (a list) kept as JSON


class BackgroundSaver:
    """Fire-and-forget writes that still get finished (the `waitUntil` of this course).

    `save_soon(...)` starts `store.save_run(...)` in a worker thread and returns the task
    at once; the caller (the SSE handler) moves on. Tasks are kept in `pending` so they
    are not garbage-collected mid-write, and a failed write is logged and kept in
    `errors`, never silently dropped.
    """

    def __init__(self, store: ConversationStore) -> None:
        self.store = store
        self.pending: set[asyncio.Task] = set()
        self.saved = 0
        self.errors: list[BaseException] = []

    def save_soon(self, **run: Any) -> asyncio.Task:
        task = asyncio.create_task(asyncio.to_thread(self.store.save_run, **run))
        self.pending.add(task)
        task.add_done_callback(self._finished)
        return task

    def _finished(self, task: asyncio.Task) -> None:
        self.pending.discard(task)
        if task.cancelled():
            return
        if task.exception() is not None:
            self.errors.append(task.exception())
            log.error("saving a conversation failed: %r", task.exception())
        else:
            self.saved += 1

    async def drain(self) -> None:
        """Wait until every save started so far has finished (shutdown, tests)."""
        while self.pending:
            await asyncio.gather(*self.pending, return_exceptions=True)
