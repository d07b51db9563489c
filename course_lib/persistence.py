"""Saving conversations without making the user wait, and without losing them (chapter 10).

The user needs the answer; the database needs the conversation. Only the first is
urgent. So the server sends `done` first and writes to SQLite afterwards, in the
background. "Afterwards" has a hole: a process killed between `done` and the write
loses a conversation the user saw finish. A journal closes it:

    Journal             an append-only file, one JSON line per finished run, written
                        *before* `done` is sent (one small append, not a transaction)
    ConversationStore   the table of runs and their messages (plain sqlite3, thread-safe)
    BackgroundSaver     `save_soon(...)` returns at once; the write runs in a worker
                        thread; `drain()` waits for the writes still in flight

On start the server replays the journal into SQLite (`Journal.replay`): every run the
journal holds and the database doesn't is written then. A run's `run_key` makes the
replay safe to repeat. The trade-off: the user waits for one append (and an fsync, if
the journal must survive a power cut, not only a crash) before `done`, and the file
grows until the next clean start or shutdown empties it (`Journal.clear`).

One row per run (who, status, tokens), one row per message. `history(session_id)` gives
a session's earlier messages so the next turn can continue from them. An aborted run is
saved too, with status "aborted": the tokens it burned were real.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import threading
from pathlib import Path
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
CREATE TABLE IF NOT EXISTS sessions (
    session_id    TEXT PRIMARY KEY,
    key_hash      TEXT NOT NULL           -- sha256 of the session's key, never the key
);
"""


class ConversationStore:
    """Runs and their messages in SQLite. `path=":memory:"` (the default) for notebooks and
    tests; a file name for a server that should remember across restarts. `timeout` is how
    long a call waits for a database another process has locked before it fails."""

    def __init__(self, path: str = ":memory:", timeout: float = 5.0) -> None:
        # One connection shared by the worker threads of BackgroundSaver, guarded by a lock.
        self._conn = sqlite3.connect(path, check_same_thread=False, timeout=timeout)
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.Lock()
        with self._lock, self._conn:
            self._conn.executescript(SCHEMA)
            columns = [row["name"] for row in self._conn.execute("PRAGMA table_info(runs)")]
            if "run_key" not in columns:   # a database made before the journal existed
                self._conn.execute("ALTER TABLE runs ADD COLUMN run_key TEXT")
            self._conn.execute(
                "CREATE UNIQUE INDEX IF NOT EXISTS runs_by_key ON runs(run_key)")

    def save_run(self, session_id: str, messages: list[dict], status: str,
                 answer: str | None = None, steps: int = 0, usage: dict | None = None,
                 run_key: str | None = None, key_hash: str | None = None) -> int:
        """Write one run and the messages it added, in one transaction. Returns its run_id.

        A `run_key` already saved is not saved again (a journal replayed twice); `key_hash`
        registers the session's key the first time the session is saved."""
        usage = usage or {}
        with self._lock, self._conn:
            if run_key is not None:
                row = self._conn.execute("SELECT run_id FROM runs WHERE run_key = ?",
                                         (run_key,)).fetchone()
                if row is not None:
                    return row["run_id"]
            if key_hash is not None:
                self._conn.execute("INSERT OR IGNORE INTO sessions VALUES (?, ?)",
                                   (session_id, key_hash))
            cursor = self._conn.execute(
                "INSERT INTO runs (session_id, status, answer, steps, model_calls, total_tokens,"
                " run_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (session_id, status, answer, steps, usage.get("model_calls", 0),
                 usage.get("total_tokens", 0), run_key))
            run_id = cursor.lastrowid
            self._conn.executemany(
                "INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?)",
                [(run_id, i, m["role"], _text(m.get("content")),
                  json.dumps(m["tool_calls"], ensure_ascii=False) if m.get("tool_calls") else None,
                  m.get("tool_call_id")) for i, m in enumerate(messages)])
        return run_id

    def has_run(self, run_key: str | None) -> bool:
        with self._lock:
            return self._conn.execute("SELECT 1 FROM runs WHERE run_key = ?",
                                      (run_key,)).fetchone() is not None

    def history(self, session_id: str) -> list[dict]:
        """A session's saved messages, oldest first, as chat-completions messages.

        A run that ended without an answer (aborted, max steps, ...) may stop in the middle
        of a tool call, and a request that contains a call without its result is rejected:
        such a run contributes its question and a note instead, so the session stays usable."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT m.*, r.status FROM messages m JOIN runs r USING (run_id) "
                "WHERE r.session_id = ? ORDER BY m.run_id, m.position", (session_id,)).fetchall()
        out = []
        for row in rows:
            if row["status"] != "completed":
                if row["position"] == 0:
                    out += [{"role": row["role"], "content": row["content"]},
                            {"role": "assistant",
                             "content": f"(This question got no answer: {row['status']}.)"}]
                continue
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

    def session_keys(self) -> dict[str, str]:
        """Every saved session and the hash of its key (loaded once when a server starts)."""
        with self._lock:
            return {row["session_id"]: row["key_hash"]
                    for row in self._conn.execute("SELECT * FROM sessions")}

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


class Journal:
    """Finished runs, appended one JSON line each to a file, before the client is told.

    `fsync=True` waits until the line is on the disk (survives a power cut); False only
    hands it to the operating system (survives the process being killed, which is what
    `kill -9` and most crashes are). A line cut short by a crash is skipped on replay:
    its `done` was never sent, because `done` waits for `append` to return."""

    def __init__(self, path: str | os.PathLike, fsync: bool = True) -> None:
        self.path, self.fsync = Path(path), fsync
        self._lock = threading.Lock()

    def append(self, run: dict) -> None:
        line = json.dumps(run, ensure_ascii=False) + "\n"
        with self._lock, open(self.path, "a", encoding="utf-8") as file:
            file.write(line)
            file.flush()
            if self.fsync:
                os.fsync(file.fileno())

    def entries(self) -> list[dict]:
        """Every complete line, oldest first (a torn last line is left out)."""
        if not self.path.exists():
            return []
        out = []
        with open(self.path, encoding="utf-8", errors="replace") as file:
            for line in file:
                try:
                    out.append(json.loads(line))
                except ValueError:
                    log.warning("skipping a journal line cut short by a crash")
        return out

    def replay(self, store: ConversationStore) -> int:
        """Save every journaled run that `store` doesn't have yet (found by `run_key`), then
        empty the journal. Returns how many runs only the journal had."""
        missing = [run for run in self.entries() if not store.has_run(run.get("run_key"))]
        for run in missing:
            store.save_run(**run)
        self.clear()
        return len(missing)

    def clear(self) -> None:
        """Empty the journal: call only when every entry is in the database."""
        with self._lock:
            if self.path.exists():
                self.path.write_text("", encoding="utf-8")


class BackgroundSaver:
    """Fire-and-forget writes that still get finished (the `waitUntil` of this course).

    `save_soon(...)` starts `store.save_run(...)` in a worker thread and returns the task
    at once; the caller (the SSE handler) moves on. Tasks are kept in `pending` so they
    are not garbage-collected mid-write, and a failed write is logged and kept in
    `errors`, never silently dropped. `settled(session_id)` waits for one session's
    writes: the next turn of a conversation must read the turn before it.
    """

    def __init__(self, store: ConversationStore) -> None:
        self.store = store
        self.pending: dict[asyncio.Task, str | None] = {}   # task -> its session
        self.saved = 0
        self.errors: list[BaseException] = []

    def save_soon(self, **run: Any) -> asyncio.Task:
        task = asyncio.create_task(asyncio.to_thread(self.store.save_run, **run))
        self.pending[task] = run.get("session_id")
        task.add_done_callback(self._finished)
        return task

    def _finished(self, task: asyncio.Task) -> None:
        self.pending.pop(task, None)
        if task.cancelled():
            return
        if task.exception() is not None:
            self.errors.append(task.exception())
            log.error("saving a conversation failed: %r", task.exception())
        else:
            self.saved += 1

    async def settled(self, session_id: str) -> None:
        """Wait until the writes started so far for `session_id` have finished."""
        mine = [task for task, session in self.pending.items() if session == session_id]
        if mine:
            await asyncio.gather(*mine, return_exceptions=True)

    async def drain(self) -> None:
        """Wait until every save started so far has finished (shutdown, tests)."""
        while self.pending:
            await asyncio.gather(*self.pending, return_exceptions=True)
