"""Where the fast suite's CPU goes: per process, per kind of test, per file.

    python benchmarks/suite.py [--top N] [--log FILE] [--bytecode-cache DIR] [-- PYTEST ARGS ...]

Runs `python -m pytest` (the fast suite, or the paths and options after `--`) with the
plugin ``benchmarks/suite_cpu.py``, then prints wall time, the CPU seconds of the whole
run (every process it started and waited for: workers, kernels, servers, subprocesses),
each worker's start-up and collection, busy and idle time, and the costliest files. CPU
seconds barely move with the machine's load, wall seconds do: compare CPU between runs.

With PYTHONDONTWRITEBYTECODE set (some containers set it), no process keeps compiled code:
each pytest worker parses and assertion-rewrites every test file again (pytest caches
that in `__pycache__` only where bytecode may be written), and each kernel, CLI call and
server compiles `course_lib` afresh. The first line of output says which case was
measured; `--bytecode-cache DIR` measures the default case (bytecode kept in DIR, via
PYTHONPYCACHEPREFIX, so the working tree gets no `__pycache__`).

Notebook kernels come from the suite's fork server (tests/forkserver/) unless
COURSE_TEST_FORKSERVER=0 is set: run once each way to compare; their CPU is counted either way.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def kind(path: str) -> str:
    if path.endswith(".ipynb"):
        return "notebooks (nbval)"
    if path.startswith("tests/grading/"):
        return "grading"
    if path.startswith("tests/test_cli") or path == "tests/test_server_crash.py":
        return "CLI and server subprocesses"
    if path.startswith("tests/fidelity/"):
        return "fidelity"
    return "other unit tests"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=25, help="how many files to list")
    parser.add_argument("--log", type=Path, help="write pytest's own output to this file")
    parser.add_argument("--bytecode-cache", type=Path, metavar="DIR",
                        help="keep compiled bytecode in DIR for this run, even if "
                             "PYTHONDONTWRITEBYTECODE is set")
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)

    with tempfile.TemporaryDirectory(prefix="suite-cpu-") as folder:
        env = {**os.environ, "SUITE_CPU_DIR": folder}
        if args.bytecode_cache:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(args.bytecode_cache.resolve())
        bytecode = ("not kept (PYTHONDONTWRITEBYTECODE is set): every process compiles its code"
                    if env.get("PYTHONDONTWRITEBYTECODE") else
                    "kept" + (" (in PYTHONPYCACHEPREFIX)" if env.get("PYTHONPYCACHEPREFIX") else ""))
        began_cpu, began = children_cpu(), time.time()
        done = subprocess.run([sys.executable, "-m", "pytest", "-p", "benchmarks.suite_cpu", *extra],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        wall, cpu = time.time() - began, children_cpu() - began_cpu
        records = [json.loads(p.read_text()) for p in sorted(Path(folder).glob("*.json"))]
    if args.log:
        args.log.write_text(done.stdout, encoding="utf-8")
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "(no output)"
    print(f"pytest: {summary}")
    print(f"bytecode: {bytecode}")
    print("notebook kernels: " + ("started normally (COURSE_TEST_FORKSERVER=0)"
                                  if env.get("COURSE_TEST_FORKSERVER") == "0" else
                                  "forked by the fork server where available (tests/forkserver/)"))
    print(f"wall {wall:.0f} s; CPU {cpu:.0f} s (all processes) = {cpu / (os.cpu_count() or 1):.0f} s "
          f"per core on {os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f} at the end")
    workers = [r for r in records if r["worker"] != "main"] or records
    for r in workers:
        tests = sum(f["cpu"] for f in r["files"].values())
        first = r["first_test_at"] - began if r["first_test_at"] else 0
        print(f"  {r['worker']}: start-up and collection {r['startup_cpu']:.1f} s CPU, tests "
              f"{tests:.1f} s CPU, after the tests {r['total_cpu'] - r['startup_cpu'] - tests:.1f} s CPU"
              f"{'' if r['at_exit'] else ' (to the end of the session only)'}; first test at "
              f"{first:.0f} s, last done at {r['finished_at'] - began:.0f} s")
    main_record = [r for r in records if r["worker"] == "main" and r is not workers[0]]
    if main_record:
        print(f"  main process (xdist's controller, with its own workers subtracted): "
              f"{main_record[0]['total_cpu'] - sum(r['total_cpu'] for r in workers):.1f} s CPU")
    accounted = main_record[0]["total_cpu"] if main_record else sum(r["total_cpu"] for r in workers)
    print(f"  not accounted for above (exits, clean-up): {cpu - accounted:.1f} s CPU")

    files: dict[str, dict] = {}
    for r in workers:
        files.update(r["files"])
    by_kind: dict[str, list[float]] = {}
    for path, f in files.items():
        entry = by_kind.setdefault(kind(path), [0.0, 0.0, 0])
        entry[0] += f["cpu"]
        entry[1] += f["wall"]
        entry[2] += 1
    print(f"\n{'kind':32} {'files':>5} {'CPU s':>7} {'wall s':>7}")
    for name, (c, w, n) in sorted(by_kind.items(), key=lambda kv: -kv[1][0]):
        print(f"{name:32} {n:5} {c:7.1f} {w:7.1f}")
    print(f"\n{'file':60} {'tests':>5} {'CPU s':>7} {'wall s':>7}")
    for path, f in sorted(files.items(), key=lambda kv: -kv[1]["cpu"])[:args.top]:
        print(f"{path:60} {f['tests']:5} {f['cpu']:7.1f} {f['wall']:7.1f}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
