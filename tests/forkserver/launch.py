"""What the suite's kernel spec runs instead of `python -m ipykernel_launcher`:

    python -I -S -B launch.py SOCKET -- PYTHON -m ipykernel_launcher -f CONNECTION_FILE

It asks the fork server at SOCKET for a kernel forked from a process that has already
imported the heavy modules, passing its environment, working directory, standard streams
and a lifeline (a pipe only this process can write to: when it dies, even by SIGKILL, the
kernel sees the pipe close and kills itself). Then it stands in for the kernel towards
jupyter_client: the signals it receives (interrupt, terminate) go to the kernel's process
group, and it exits when the kernel exits, with the kernel's exit status.

If the server can't be reached, refuses, or doesn't answer in time, this process becomes
the normal kernel: `os.execvp` of the original command, same pid, nothing lost.
"""

import os
import select
import signal
import socket
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402  (next to this file; -I keeps the script's folder off sys.path)

CONNECT_TIMEOUT = 5.0
# The first kernel of a worker may wait for the server to finish importing (a few seconds
# on a busy machine); nbval waits 60 s for a kernel, and the fallback must fit in that.
REPLY_TIMEOUT = 30.0
FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT,
             signal.SIGUSR1, signal.SIGUSR2)

kernel_pid = None
pending: list[int] = []


def forward(signum, _frame):
    if kernel_pid is None:
        pending.append(signum)
        return
    try:
        os.killpg(kernel_pid, signum)     # the kernel leads its own group, like a normal one
    except ProcessLookupError:
        try:
            os.kill(kernel_pid, signum)   # not yet its own group leader
        except ProcessLookupError:
            pass


def die_like(signum: int) -> None:
    if signum not in (signal.SIGKILL, signal.SIGSTOP):
        signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)
    sys.exit(128 + signum)


def become_normal_kernel(argv: list[str]) -> None:
    for signum in pending:    # asked to stop (or interrupted) before any kernel ran
        die_like(signum)
    os.execvp(argv[0], argv)   # as Popen would: a bare `python` is looked up on PATH


def exit_like_kernel(code: int) -> None:
    if code < 0:
        die_like(-code)
    sys.exit(code)


def wait_without_server(pid: int) -> None:
    """The server is gone: the kernel (if alive) is nobody's child we can wait for."""
    try:
        fd = os.pidfd_open(pid)
    except (OSError, AttributeError):
        sys.exit(1)
    select.select([fd], [], [])
    sys.exit(1)


def main() -> None:
    global kernel_pid
    path, argv = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
    for signum in FORWARDED:
        signal.signal(signum, forward)
    try:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.settimeout(CONNECT_TIMEOUT)
        conn.connect(path)
        lifeline_read, lifeline_write = os.pipe()
        protocol.send(conn, {"argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)},
                      [0, 1, 2, lifeline_read])
        os.close(lifeline_read)
        conn.settimeout(REPLY_TIMEOUT)
        reply, _ = protocol.receive(conn)
    except (OSError, ValueError, EOFError):
        reply = None
    if not reply or "pid" not in reply:
        become_normal_kernel(argv)
    conn.settimeout(None)
    kernel_pid = reply["pid"]
    for signum in pending:
        forward(signum, None)
    while True:
        try:
            message, _ = protocol.receive(conn)
        except (OSError, EOFError, ValueError):
            message = None
        if message is None:
            wait_without_server(kernel_pid)
        if "exit" in message:
            exit_like_kernel(message["exit"])


if __name__ == "__main__":
    main()
