"""A pytest plugin for ``benchmarks/suite.py``: the CPU seconds each test file costs.

Loaded with ``-p benchmarks.suite_cpu`` (from the repository root). In each test process
(each xdist worker) it adds up, per file, the CPU each test's setup, call and teardown took
in the process and in the children it waited for (kernels, CLI subprocesses, servers: a
child's CPU is counted when it is reaped, so a server kept for the whole session lands on
the test that stops it); what the process spent before its first test (start-up and
collection); and its total at exit. Kernels forked by the suite's fork server count too
(read from /proc while the server runs). It writes them as JSON to ``$SUITE_CPU_DIR/<worker>.json``.
"""

from __future__ import annotations

import atexit
import json
import os
import resource
import time
from pathlib import Path

import pytest


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
            + fork_server_cpu())


def fork_server_cpu() -> float:
    """The running fork server's CPU and its reaped kernels' (tests/forkserver/): they are
    not this process's children, so RUSAGE_CHILDREN counts them only once the server itself
    is reaped, at the end. Read live, a forked kernel's CPU lands on its notebook's file."""
    try:
        from tests.forkserver.plugin import live_cpu
    except ImportError:
        return 0.0
    return live_cpu()


class FileCPU:
    def __init__(self):
        self.files: dict[str, dict] = {}
        self.start_cpu = None
        self.first_test_wall = None

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        if self.start_cpu is None:
            self.start_cpu = cpu_seconds()
            self.first_test_wall = time.time()
        cpu, wall = cpu_seconds(), time.perf_counter()
        yield  # setup, call, teardown (a module's fixtures end in its last test's teardown)
        entry = self.files.setdefault(item.nodeid.split("::")[0], {"cpu": 0.0, "wall": 0.0, "tests": 0})
        entry["cpu"] += cpu_seconds() - cpu
        entry["wall"] += time.perf_counter() - wall
        entry["tests"] += 1

    def pytest_sessionfinish(self, session):
        self.write()
        # pytest's own clean-up comes after this hook (five gc.collect() passes looking for
        # unraisable exceptions, plugins unconfigured): counted too, if the process exits
        # normally.
        atexit.register(self.write, at_exit=True)

    def write(self, at_exit: bool = False):
        folder = os.environ.get("SUITE_CPU_DIR")
        if not folder:
            return
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        total = cpu_seconds()
        record = {
            "worker": worker,
            "startup_cpu": self.start_cpu if self.start_cpu is not None else total,
            "total_cpu": total,
            "at_exit": at_exit,
            "first_test_at": self.first_test_wall,
            "finished_at": self.finished_at if at_exit else time.time(),
            "files": self.files,
        }
        self.finished_at = record["finished_at"]
        Path(folder, f"{worker}.json").write_text(json.dumps(record), encoding="utf-8")


def pytest_configure(config):
    config.pluginmanager.register(FileCPU(), "suite_cpu_files")
