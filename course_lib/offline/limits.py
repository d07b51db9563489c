"""What the offline server refuses before the model reads a request, as a real API does.

A public endpoint cannot trust its clients: one may send a body of gigabytes, another
may send its headers and then nothing, holding a connection open forever. So the
server caps the body (413), gives the upload a deadline (408), and closes a connection
whose headers never arrive. The errors have the OpenAI shape, so the SDK treats them
as it treats a real API's: a 413 raises `openai.APIStatusError`, a 408 is retried.

The documented numbers live in `protocol.py`: the largest body
(`MAX_BODY_BYTES`, which the in-process transport enforces too) and the context window
(`CONTEXT_WINDOW`, a 400 `context_length_exceeded`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from starlette.requests import ClientDisconnect, Request
from uvicorn.protocols.http.auto import AutoHTTPProtocol

from .protocol import MAX_BODY_BYTES, ProtocolError, body_too_large


@dataclass(frozen=True)
class Limits:
    """The server's limits; the defaults are the documented ones, tests pass shorter ones."""
    max_body_bytes: int = MAX_BODY_BYTES
    body_seconds: float = 30.0    # the whole body must arrive within this (else 408)
    header_seconds: float = 10.0  # a new connection must send its headers within this
    workers: int = 4              # requests the model answers at once; the rest wait their turn


def timed_out(limits: Limits) -> ProtocolError:
    return ProtocolError(f"Request timeout: the body did not arrive within "
                         f"{limits.body_seconds:g} seconds.", param="body",
                         code="request_timeout", status=408)


async def read_body(request: Request, limits: Limits) -> bytes:
    """The request body, or a ProtocolError: too large (checked while it arrives, so a
    lying or missing Content-Length changes nothing), too slow, or abandoned."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limits.max_body_bytes:
        raise body_too_large(limits.max_body_bytes, int(declared))  # before reading a byte
    chunks, size = [], 0
    try:
        async with asyncio.timeout(limits.body_seconds):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limits.max_body_bytes:
                    raise body_too_large(limits.max_body_bytes)
                chunks.append(chunk)
    except TimeoutError:
        raise timed_out(limits) from None
    except ClientDisconnect:  # nobody is left to answer; say so in the server's terms
        raise ProtocolError("The client disconnected before its request arrived.",
                            param="body", code="client_disconnected") from None
    return b"".join(chunks)


def header_deadline(seconds: float) -> type:
    """uvicorn's HTTP protocol, plus a deadline for a new connection's headers.

    uvicorn closes idle keep-alive connections, but a connection that opens and never
    finishes its first request line stays open forever; this one is closed after `seconds`.
    """
    class HeaderDeadline(AutoHTTPProtocol):
        def connection_made(self, transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self.loop.call_later(seconds, self._close_if_silent)

        def _close_if_silent(self) -> None:
            if self.cycle is None and not self.transport.is_closing():
                self.transport.close()

    return HeaderDeadline
