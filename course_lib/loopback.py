"""This machine's own addresses, and keeping HTTP proxies away from them.

Apart from `llm` (which re-exports these names) so that what only sets up the environment
(the test configuration, `nbrun`, the server) needs neither the openai SDK nor the
offline model: importing them costs about a second and a half of CPU.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def is_loopback(url: str | None) -> bool:
    """Whether `url` points at this machine (127.x.x.x, localhost, ::1)."""
    if not url:
        return False
    host = (urlsplit(url).hostname or "").lower()
    return host in ("localhost", "::1") or host.startswith("127.")


def bypass_proxy_for_loopback(environ=None) -> None:
    """Add 127.0.0.1, localhost and ::1 to NO_PROXY / no_proxy in `environ` (os.environ).

    HTTP clients (httpx, requests, curl) send every request through HTTP(S)_PROXY unless
    the host is in NO_PROXY; a proxy can't reach a server on *your* loopback, so a
    corporate proxy setting would break every local server of the course. Clients
    created afterwards, in this process and in processes it starts, go direct."""
    environ = os.environ if environ is None else environ
    hosts: list[str] = []
    for key in ("no_proxy", "NO_PROXY"):
        hosts += [h.strip() for h in environ.get(key, "").split(",") if h.strip()]
    hosts += LOOPBACK
    value = ",".join(dict.fromkeys(hosts))
    for key in ("no_proxy", "NO_PROXY"):
        environ[key] = value
