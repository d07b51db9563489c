"""The suite's fork server (tests/forkserver/): a forked kernel is the kernel a normal start
would give (same view of its process), runs cells, is interrupted, exits with its status,
dies with its launcher, leaves no zombie; without the server, kernels start normally."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from tests.forkserver import ROOT, SWITCH, ForkServer, available, forking_spec_manager

pytestmark = pytest.mark.skipif(not available(), reason="needs fork and pidfds (Linux)")

VIEW = """
import json, os, signal, sys, threading
def handler(s):
    h = signal.getsignal(s)
    return getattr(h, "__qualname__", str(h))
print(json.dumps({
    "cwd": os.getcwd(), "env": dict(os.environ), "path": sys.path, "argv": sys.argv[1:],
    "argv0": sys.argv[0], "executable": sys.executable, "flags": list(sys.flags),
    "session_leader": os.getsid(0) == os.getpid(), "group_leader": os.getpgrp() == os.getpid(),
    "signals": {s.name: handler(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGCHLD,
                                             signal.SIGPIPE, signal.SIGHUP, signal.SIGUSR1)},
    "threads": sorted(t.name for t in threading.enumerate() if t.name != "forkserver-lifeline"),
    "test_modules": sorted(m for m in sys.modules if m == "tests" or m.startswith("tests.")),
    "main": sys.modules["__main__"].__name__, "pid": os.getpid(),
}))
"""


@pytest.fixture(scope="module")
def server():
    with ForkServer() as server:
        yield server


class Kernel:
    def __init__(self, server: ForkServer | None, cwd: Path, env: dict | None = None):
        from jupyter_client.manager import KernelManager

        options = {"kernel_spec_manager": forking_spec_manager(server)} if server else {}
        self.km = KernelManager(kernel_name="python3", **options)
        self.km.start_kernel(cwd=str(cwd), **({"env": env} if env is not None else {}))
        self.launcher = self.km.provisioner.process
        self.kc = self.km.client()
        self.kc.start_channels()
        self.kc.wait_for_ready(timeout=60)

    def run(self, code: str, timeout: float = 60) -> tuple[dict, str]:
        out: list[str] = []
        reply = self.kc.execute_interactive(
            code, timeout=timeout,
            output_hook=lambda m: out.append(m["content"].get("text", ""))
            if m["msg_type"] == "stream" else None)
        return reply["content"], "".join(out)

    def view(self) -> dict:
        return json.loads(self.run(VIEW)[1])

    def stop(self, now: bool = False) -> int:
        self.kc.stop_channels()
        if self.km.has_kernel:
            self.km.shutdown_kernel(now=now)
        return self.launcher.returncode


def gone(pid: int, within: float = 10.0) -> bool:
    """True once `pid` no longer exists (nor lingers as a zombie)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True
        if state == "Z":
            time.sleep(0.05)
            continue
        time.sleep(0.05)
    return False


def server_children(server: ForkServer) -> list[int]:
    pid = server.process.pid
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def test_a_forked_kernel_sees_what_a_normal_one_sees(server, tmp_path):
    views = {}
    for name, source in (("normal", None), ("forked", server)):
        kernel = Kernel(source, tmp_path)
        try:
            views[name] = kernel.view()
            views[name]["launcher"] = kernel.launcher.pid
        finally:
            kernel.stop()
    normal, forked = views["normal"], views["forked"]
    assert normal["pid"] == normal["launcher"]
    assert forked["pid"] != forked["launcher"], "the kernel was not forked by the server"
    for view in (normal, forked):
        del view["launcher"], view["pid"]
        assert view["argv"][0] == "-f"
        view["argv"][1] = "(its own connection file)"
    assert forked == normal   # environment, sys.path, argv, signals, threads, session...
    assert forked["cwd"] == str(tmp_path) and forked["session_leader"] and not forked["test_modules"]


def test_a_forked_kernel_runs_cells_is_interrupted_and_shut_down_without_a_zombie(server, tmp_path):
    kernel = Kernel(server, tmp_path)
    try:
        reply, out = kernel.run("import os; x = 6 * 7; print(x, os.getcwd())")
        assert reply["status"] == "ok" and out.split() == ["42", str(tmp_path)]
        pid = int(kernel.run("print(os.getpid())")[1])
        assert pid in server_children(server)
        kernel.kc.execute("import time; time.sleep(60)")
        time.sleep(1.0)
        began = time.monotonic()
        kernel.km.interrupt_kernel()
        reply = kernel.kc.get_shell_msg(timeout=30)["content"]
        assert reply["status"] == "error" and reply["ename"] == "KeyboardInterrupt"
        assert time.monotonic() - began < 30
        assert kernel.run("print(x)")[1].strip() == "42", "the kernel lost its state"
    finally:
        code = kernel.stop()
    assert code == 0
    assert gone(pid), "the forked kernel is still there (or a zombie)"
    assert pid not in server_children(server)


def test_the_launcher_exits_with_the_kernels_status(server, tmp_path):
    kernel = Kernel(server, tmp_path)
    pid = int(kernel.run("import os; print(os.getpid())")[1])
    kernel.kc.execute("os._exit(3)")
    kernel.launcher.wait(timeout=30)
    assert kernel.launcher.returncode == 3
    kernel.stop()
    assert gone(pid)


def test_a_killed_launcher_takes_its_kernel_along(server, tmp_path):
    kernel = Kernel(server, tmp_path)
    pid = int(kernel.run("import os, subprocess; p = subprocess.Popen(['sleep', '60']); "
                         "print(os.getpid(), p.pid)")[1].split()[0])
    grandchild = int(kernel.run("print(p.pid)")[1])
    assert kernel.stop(now=True) == -signal.SIGKILL   # jupyter_client: SIGKILL to the group
    assert gone(pid), "the kernel outlived its launcher"
    assert gone(grandchild), "the kernel's own subprocess outlived it"


def test_without_the_server_kernels_start_normally(tmp_path):
    server = ForkServer()
    manager = forking_spec_manager(server)
    spec = manager.get_kernel_spec("python3")   # taken while the server runs: the launcher
    assert "launch.py" in " ".join(spec.argv)
    os.kill(server.process.pid, signal.SIGKILL)   # the server dies before the launch
    server.process.wait()
    from jupyter_client.manager import KernelManager

    km = KernelManager(kernel_name="python3")
    km._kernel_spec = spec
    km.start_kernel(cwd=str(tmp_path))
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        out = []
        kc.execute_interactive("import os; print(os.getpid())", timeout=60, output_hook=lambda m:
                               out.append(m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
        assert int("".join(out)) == km.provisioner.process.pid, "not a normal kernel"
    finally:
        kc.stop_channels()
        km.shutdown_kernel()
        server.stop()


def test_a_launch_with_another_environment_gets_a_normal_kernel(server, tmp_path):
    kernel = Kernel(server, tmp_path, env={**os.environ, "COURSE_FORKSERVER_PROBE": "1"})
    try:
        view = kernel.view()
        assert view["pid"] == kernel.launcher.pid
        assert view["env"]["COURSE_FORKSERVER_PROBE"] == "1"
    finally:
        kernel.stop()


def test_the_switch_turns_it_off(monkeypatch):
    monkeypatch.setenv(SWITCH, "0")
    assert not available()
    monkeypatch.setenv(SWITCH, "1")
    assert available()
    assert (ROOT / "tests" / "forkserver" / "launch.py").is_file()
