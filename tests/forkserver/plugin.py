"""The pytest side of the fork server: nbval's kernels (`--nbval-current-env`) come from one
fork server per test process (each xdist worker starts its own, with its own environment).

The server starts when the collected items include notebooks, so it does its imports while
the long unit-test files run, and stops (and is reaped) when pytest unconfigures. Any
kernel spec other than nbval's current-environment one is left alone: the grader's
sandboxed kernels, `nbrun`, nbclient in tests. `COURSE_TEST_FORKSERVER=0` turns it off.
"""

from __future__ import annotations

from pathlib import Path

from tests.forkserver import ForkServer, available, forking_spec

_server: ForkServer | None = None
_original = None


def running() -> ForkServer | None:
    return _server if _server is not None and _server.listening() else None


def live_cpu() -> float:
    """CPU seconds of the running server and of the kernels it has reaped (from /proc), for
    benchmarks/suite_cpu.py: until the server itself is reaped, its children's CPU isn't in
    this process's RUSAGE_CHILDREN."""
    server = _server
    if server is None or not server.alive():
        return 0.0
    try:
        fields = Path(f"/proc/{server.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    import os

    return sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def _install() -> None:
    global _original
    from nbval.kernel import CURRENT_ENV_KERNEL_NAME, NbvalKernelspecManager

    _original = NbvalKernelspecManager.get_kernel_spec

    def get_kernel_spec(self, kernel_name):
        spec = _original(self, kernel_name)
        server = running()
        if kernel_name == CURRENT_ENV_KERNEL_NAME and server is not None:
            return forking_spec(spec, server)
        return spec

    NbvalKernelspecManager.get_kernel_spec = get_kernel_spec


def pytest_collection_finish(session):
    global _server
    if _server is not None or not available():
        return
    if not session.config.getoption("nbval_current_env", default=False):
        return
    try:
        from nbval.plugin import IPyNbCell
    except ImportError:
        return
    if not any(isinstance(item, IPyNbCell) for item in session.items):
        return
    _install()
    _server = ForkServer()


def pytest_unconfigure(config):
    global _server, _original
    if _original is not None:
        from nbval.kernel import NbvalKernelspecManager

        NbvalKernelspecManager.get_kernel_spec = _original
        _original = None
    if _server is not None:
        server, _server = _server, None
        server.stop()
