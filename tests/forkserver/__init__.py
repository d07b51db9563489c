"""A fork server for the test suite's notebook kernels (test infrastructure only).

Every notebook nbval checks gets a fresh kernel, and each kernel pays the same start-up
before its first cell: the interpreter, ipykernel and IPython, the openai SDK, pydantic,
the reading layer's libraries (compiled again on every start when bytecode isn't kept).
The fork server pays that once per test worker: a kernel launch connects to it and gets a
child forked from a process where those modules are already imported. Nothing else is
shared: each child starts the kernel from scratch, takes the launching process's
environment, working directory and streams, and runs the notebook from its first cell.

- `launch.py`: what the kernel spec runs; stands in for the forked kernel towards
  jupyter_client (signals forwarded, exit status passed back) and becomes a normal kernel
  (`execv`) whenever the server is unreachable or refuses.
- `server.py`: the server (imports, fork, reap).
- `plugin.py`: the pytest side (nbval's current-environment kernel spec, one server per
  test process). `COURSE_TEST_FORKSERVER=0` turns it off.

The grader's sandboxed kernels (course_lib/grading) never go through it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LAUNCH = HERE / "launch.py"
SWITCH = "COURSE_TEST_FORKSERVER"


def available() -> bool:
    """On (unless COURSE_TEST_FORKSERVER=0) where fork and pidfds exist (Linux)."""
    return (os.environ.get(SWITCH, "1") != "0" and sys.platform.startswith("linux")
            and hasattr(os, "pidfd_open") and hasattr(os, "fork"))


class ForkServer:
    """One server process, started with this process's environment."""

    def __init__(self):
        self.folder = Path(tempfile.mkdtemp(prefix="course-forkserver-"))
        self.socket = str(self.folder / "socket")
        self.log = open(self.folder / "server.log", "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.forkserver.server", self.socket],
            cwd=ROOT, env=dict(os.environ), stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL, stderr=self.log, start_new_session=True)

    def alive(self) -> bool:
        return self.process.poll() is None

    def listening(self, timeout: float = 10.0) -> bool:
        """Whether it is up and bound (waiting up to `timeout` s for a server just started;
        it binds before its imports, so launchers queue while it imports)."""
        deadline = time.monotonic() + timeout
        while not os.path.exists(self.socket):
            if not self.alive() or time.monotonic() > deadline:
                return False
            time.sleep(0.02)
        return self.alive()

    def kernel_argv(self, argv: list[str]) -> list[str]:
        """The command that asks this server for the kernel `argv` would start."""
        return [sys.executable, "-I", "-S", "-B", str(LAUNCH), self.socket, "--", *argv]

    def stop(self) -> None:
        """Stop it and reap it (its CPU, and its children's, then count as this process's)."""
        if self.alive():
            self.process.stdin.close()   # the server exits when its stdin closes
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


def forking_spec(spec, server: ForkServer):
    """A copy of the kernel spec `spec` whose kernels come from `server` (or start normally)."""
    from jupyter_client.kernelspec import KernelSpec

    fields = spec.to_dict()
    fields["argv"] = server.kernel_argv(list(spec.argv))
    return KernelSpec(resource_dir=spec.resource_dir, **fields)


def forking_spec_manager(server: ForkServer, base=None):
    """A KernelSpecManager (subclass of `base`) whose ipykernel specs launch through `server`."""
    from jupyter_client.kernelspec import KernelSpecManager

    base = base or KernelSpecManager

    class ForkingSpecManager(base):
        def get_kernel_spec(self, kernel_name):
            spec = super().get_kernel_spec(kernel_name)
            if spec.argv[1:3] == ["-m", "ipykernel_launcher"] and server.listening():
                return forking_spec(spec, server)
            return spec

    return ForkingSpecManager()
