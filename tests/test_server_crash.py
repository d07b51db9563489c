"""`kill -9` under load loses nothing a client saw finish (the journal, persistence.py).

One short round of benchmarks/server_crash.py: `python -m course_lib serve` in a
subprocess, with every SQLite save made 0.3 s slower (a busy disk, so background saves
are surely pending), six clients asking at once, SIGKILL once they have seen twelve
answers, a restart on the same file. Every run whose client received `done` must be
readable with its session's key, and some of them must have come from the journal
(otherwise this round didn't test it). The bigger run, journal on and off side by side:
`python benchmarks/server_crash.py`.
"""

import asyncio
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load_benchmark():
    spec = importlib.util.spec_from_file_location("server_crash",
                                                  ROOT / "benchmarks" / "server_crash.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_answer_a_client_saw_survives_kill_9(tmp_path):
    crash = load_benchmark()
    counts = asyncio.run(crash.crash_once(tmp_path, clients=6, dones=12, slow_disk=0.3))
    assert counts["done_seen"] >= 12
    assert counts["missing"] == 0, counts
    assert counts["replayed"] >= 1, "the kill came when every save was done: nothing tested"
