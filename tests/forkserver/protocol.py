"""The messages between a launcher and the fork server: length-prefixed JSON on a Unix
socket. The launcher's first message also carries its standard streams and its lifeline
(file descriptors, SCM_RIGHTS). Standard library only: the launcher imports this with
`python -I -S`, so it starts in milliseconds."""

from __future__ import annotations

import json
import socket
import struct

HEADER = struct.Struct("!I")
MAX_FDS = 4   # stdin, stdout, stderr, lifeline


def encode(message: dict) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return HEADER.pack(len(body)) + body


def send(conn: socket.socket, message: dict, fds: list[int] = ()) -> None:
    data = encode(message)
    if fds:
        sent = socket.send_fds(conn, [data], list(fds))
        conn.sendall(data[sent:])
    else:
        conn.sendall(data)


def _exactly(conn: socket.socket, size: int, data: bytes = b"") -> bytes:
    while len(data) < size:
        chunk = conn.recv(size - len(data))
        if not chunk:
            raise EOFError("connection closed mid-message")
        data += chunk
    return data


def receive(conn: socket.socket, with_fds: bool = False) -> tuple[dict | None, list[int]]:
    """One message (None at a clean end of stream) and the descriptors that came with it."""
    fds: list[int] = []
    if with_fds:
        first, fds, _flags, _addr = socket.recv_fds(conn, 1 << 16, MAX_FDS)
    else:
        first = conn.recv(HEADER.size)
    if not first:
        return None, fds
    head = _exactly(conn, HEADER.size, first[:HEADER.size])
    (size,) = HEADER.unpack(head)
    body = _exactly(conn, size, first[HEADER.size:])
    return json.loads(body.decode("utf-8")), fds
