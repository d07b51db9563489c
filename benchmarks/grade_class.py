"""How long grading a class takes, against the floor of running the same notebooks.

    python benchmarks/grade_class.py [--learners N] [--jobs J]

Builds a class of N learners (default 2; half hand in the solutions, half the exercises)
with every notebook of solutions/, then measures side by side, on this machine:

1. floor: the same notebooks run by a plain ``nbclient`` (one kernel each, no sandbox, no
   grading), J at a time;
2. grading: ``grade_paths`` on the class (private copy, reaper, restored cells, hidden
   checks, scoring), J notebooks at a time.

Prints both, their ratio, and the time extrapolated to a class of 30 (notebooks run
independently, so the time grows linearly with the class). The load average is printed
too: on a shared machine the absolute times vary; the ratio is what compares.
No assertions: the behaviour is tested in tests/grading/.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPOSITORY))

from course_lib.grading import grade_paths  # noqa: E402
from course_lib.grading.nbfiles import iter_notebooks, read_notebook, write_notebook  # noqa: E402


def build_class(folder: Path, learners: int) -> int:
    count = 0
    for number in range(learners):
        source = REPOSITORY / ("solutions" if number % 2 == 0 else "exercises")
        for path in iter_notebooks(source):
            write_notebook(read_notebook(path), folder / f"learner{number:02d}" / path.name)
            count += 1
    return count


def plain_run(path: Path) -> None:
    """The floor: one kernel runs the notebook where it lies, nothing else."""
    from nbclient import NotebookClient

    nb = copy.deepcopy(read_notebook(path))
    NotebookClient(nb, timeout=120, allow_errors=True, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.environ["COURSE_PROVIDER"] = "offline"
    with tempfile.TemporaryDirectory(prefix="grade-bench-") as tmp:
        folder = Path(tmp) / "class"
        notebooks = build_class(folder, args.learners)
        paths = sorted(folder.rglob("*.ipynb"))
        load_before = os.getloadavg()[0]

        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            list(pool.map(plain_run, paths))
        floor = time.perf_counter() - start

        start = time.perf_counter()
        learners = grade_paths([folder], REPOSITORY / "solutions", jobs=args.jobs)
        grading = time.perf_counter() - start
        load_after = os.getloadavg()[0]

    graded = sum(1 for learner in learners for nb in learner.notebooks if not nb.missing)
    per_notebook = grading / notebooks
    print(f"class: {args.learners} learners x {notebooks // max(args.learners, 1)} notebooks "
          f"= {notebooks} notebooks ({graded} graded), {args.jobs} at a time, "
          f"load average {load_before:.1f} -> {load_after:.1f} on {os.cpu_count()} CPUs")
    print(f"floor (plain nbclient, one kernel per notebook): {floor:6.1f} s  "
          f"({floor / notebooks:.2f} s per notebook)")
    print(f"grading (sandboxed, scored):                     {grading:6.1f} s  "
          f"({per_notebook:.2f} s per notebook)")
    print(f"ratio grading / floor: {grading / floor:.2f}")
    print(f"extrapolated to 30 learners x 14 notebooks: {per_notebook * 30 * 14 / 60:.1f} min "
          f"at {args.jobs} at a time (linear: every notebook runs on its own)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
