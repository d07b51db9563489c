"""Defense 5: an abort signal that travels from the caller into the loop, model call and tools.

Python's asyncio already knows how to cancel a task; what it lacks is a *shareable
flag* that a web handler (client disconnected), a button or a deadline can raise, and
that every layer can both poll (`raise_if_aborted`) and await (`wait`).
"""

from __future__ import annotations

import asyncio
from typing import Awaitable, TypeVar

from .errors import Aborted

T = TypeVar("T")

CANCEL_GRACE_SECONDS = 0.1  # how long a cancelled task may take to stop before it's left behind


class AbortSignal:
    def __init__(self) -> None:
        self._event = asyncio.Event()
        self.reason: str | None = None

    def abort(self, reason: str = "aborted by caller") -> None:
        """Pull the signal. Safe to call twice; the first reason wins."""
        if not self._event.is_set():
            self.reason = reason
            self._event.set()

    def abort_after(self, seconds: float, reason: str = "deadline passed") -> asyncio.TimerHandle:
        """Abort automatically after a deadline (call from inside a running event loop)."""
        return asyncio.get_running_loop().call_later(seconds, self.abort, reason)

    @property
    def aborted(self) -> bool:
        return self._event.is_set()

    def raise_if_aborted(self) -> None:
        if self.aborted:
            raise Aborted(f"Run aborted: {self.reason}")

    async def wait(self) -> None:
        await self._event.wait()


async def race(awaitable: Awaitable[T], signal: AbortSignal | None) -> T:
    """Await `awaitable`, but stop it the moment `signal` is pulled.

    The losing task is cancelled, so an in-flight model call closes its connection
    instead of streaming tokens nobody will read. Code that swallows the cancellation
    gets `CANCEL_GRACE_SECONDS` to stop; then it is left behind, and Aborted is raised
    anyway: the deadline belongs to the caller, not to the slowest tool.
    """
    if signal is None:
        return await awaitable
    if signal.aborted:   # too late to start: drop it quietly (no "never awaited" warnings)
        if asyncio.iscoroutine(awaitable):
            awaitable.close()
        elif asyncio.isfuture(awaitable):
            awaitable.cancel()
            awaitable.add_done_callback(forget)
        signal.raise_if_aborted()
    work = asyncio.ensure_future(awaitable)
    stop = asyncio.ensure_future(signal.wait())
    try:
        await asyncio.wait({work, stop}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:  # our own caller was cancelled: take the work down with us
        work.cancel()
        raise
    finally:
        stop.cancel()
    if work.done():
        return work.result()
    work.cancel()
    work.add_done_callback(forget)
    await asyncio.wait({work}, timeout=CANCEL_GRACE_SECONDS)
    signal.raise_if_aborted()
    raise AssertionError("unreachable")  # pragma: no cover


def forget(task: asyncio.Future) -> None:
    """A done-callback for work we stopped waiting for: its outcome is read here, so asyncio
    doesn't log "exception was never retrieved" when it ends, perhaps much later."""
    if not task.cancelled():
        task.exception()
