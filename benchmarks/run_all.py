"""Every benchmark of the course, one after the other, in one run on this machine.

    python benchmarks/run_all.py [--quick] [--only NAME ...]

Each benchmark is a script in this folder that prints its own figures (ratios measured
side by side, counts); this runs them in turn, each in a fresh process (so no benchmark
warms another's caches), and prints their output under one heading each. The README's
figures come from the last run of this script; it says which machine and load they had.
`--quick` runs fewer rounds (a smoke test of the scripts, not figures to quote).
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (name, script, arguments for a full run, arguments for --quick)
BENCHMARKS = [
    ("loop", "loop_overhead.py", [], ["--rounds", "2"]),
    ("offline model", "offline_model.py", [], ["--rounds", "3"]),
    ("shells", "shells.py", [], ["--calls", "200"]),
    ("abort", "abort_latency.py", [], ["--trials", "2"]),
    ("offline server under load", "offline_server_load.py", [], ["--tiny", "5"]),
    ("serve crash", "server_crash.py", [], ["--rounds", "1", "--dones", "20", "--clients", "4"]),
    ("loop soak", "loop_soak.py", [], []),
    ("grading a class", "grade_class.py", [], []),
    ("notebooks", "notebook_suite.py", ["--pytest"], ["--notebooks", "notebooks/01_*.ipynb"]),
    ("kernel start-up", "kernel_startup.py", [], ["--rounds", "1"]),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="few rounds: check the scripts run")
    parser.add_argument("--only", nargs="*", help="names of the benchmarks to run")
    args = parser.parse_args(argv)
    print(f"# Benchmarks: Python {platform.python_version()}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    failed = []
    for name, script, full, quick in BENCHMARKS:
        if args.only and name not in args.only:
            continue
        path = HERE / script
        if not path.exists():
            print(f"\n## {name}: {script} is not in benchmarks/ (skipped)")
            continue
        print(f"\n## {name} ({script})", flush=True)
        began = time.perf_counter()
        done = subprocess.run([sys.executable, str(path), *(quick if args.quick else full)],
                              cwd=HERE.parent, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            failed.append(name)
            print(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "(no message)")
        print(f"({name}: {time.perf_counter() - began:.0f} s)", flush=True)
    if failed:
        print(f"\nFailed: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
