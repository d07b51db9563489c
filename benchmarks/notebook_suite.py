"""What re-executing the notebooks costs, next to the floor of starting their kernels.

    python benchmarks/notebook_suite.py [--notebooks GLOB ...] [--pytest]

1. Kernel floor: start a kernel, run one empty cell, shut it down (what nbval pays per
   notebook before the first cell of the lesson runs). Median of a few starts.
2. Each lesson and solution notebook executed offline with nbclient, one after the other,
   with the time its first code cell took (imports and the offline model's first use)
   apart from the rest.
3. With --pytest: the whole `pytest` run, wall time, for the suite-to-floor ratio.

Prints seconds and ratios; absolute times vary by machine and load, ratios less so.
"""

from __future__ import annotations

import argparse
import glob
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ["notebooks/*.ipynb", "solutions/*.ipynb"]

# Offline, like the tests: the kernels inherit this environment.
os.environ["COURSE_PROVIDER"] = "offline"
for name in ("COURSE_MODEL", "OPENAI_BASE_URL"):
    os.environ.pop(name, None)


def kernel_floor(starts: int = 3) -> float:
    empty = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
    times = []
    for _ in range(starts):
        began = time.perf_counter()
        NotebookClient(empty, kernel_name="python3").execute()
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def notebook_times(path: Path) -> tuple[float, float]:
    """(whole run, first code cell) in seconds, executed where the notebook lives."""
    nb = nbformat.read(path, as_version=4)
    first = {}
    client = NotebookClient(nb, kernel_name="python3", timeout=600,
                            resources={"metadata": {"path": str(path.parent)}})

    def started(cell, cell_index, **_):
        first.setdefault("start", time.perf_counter())

    def finished(cell, cell_index, **_):
        first.setdefault("end", time.perf_counter())

    client.on_cell_execute = started
    client.on_cell_executed = finished
    began = time.perf_counter()
    client.execute()
    return time.perf_counter() - began, first.get("end", began) - first.get("start", began)


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebooks", nargs="*", default=DEFAULT)
    parser.add_argument("--pytest", action="store_true", help="also time the whole pytest run")
    args = parser.parse_args(argv)
    paths = sorted(Path(p) for pattern in args.notebooks for p in glob.glob(str(ROOT / pattern)))

    floor = kernel_floor()
    print(f"kernel floor (start, one empty cell, stop): {floor:.2f} s")
    total = 0.0
    print(f"{'notebook':52} {'run s':>7} {'first cell s':>13} {'× floor':>8}")
    for path in paths:
        run, first = notebook_times(path)
        total += run
        print(f"{str(path.relative_to(ROOT)):52} {run:7.2f} {first:13.2f} {run / floor:8.1f}")
    print(f"{len(paths)} notebooks one after the other: {total:.1f} s = "
          f"{total / (len(paths) * floor):.1f} × (notebooks × kernel floor)")
    figures = {"kernel_floor_s": floor, "notebooks": len(paths), "notebooks_s": total}
    if args.pytest:
        began = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pytest", "-q"], cwd=ROOT, check=False,
                       stdout=subprocess.DEVNULL)
        wall = time.perf_counter() - began
        figures["pytest_s"] = wall
        print(f"pytest wall time: {wall:.0f} s = {wall / (len(paths) * floor):.1f} × "
              f"(notebooks × kernel floor)")
    return figures


if __name__ == "__main__":
    main()
