"""What re-executing the notebooks costs, next to the floor of starting their kernels.

    python benchmarks/notebook_suite.py [--notebooks GLOB ...] [--pytest] [--floor-only]

1. Kernel floor: start a kernel, run one empty cell, shut it down (what nbval pays per
   notebook before the first cell of the lesson runs). Median of a few starts.
2. Each lesson and solution notebook executed offline with nbclient, one after the other,
   with the time its first code cell took (imports and the offline model's first use)
   apart from the rest.
3. With --pytest: the whole `pytest` run (the fast suite), for the suite-to-floor ratio
   the course aims at: at most 4 × (notebooks × kernel floor).
4. With --forkserver: each notebook (and the floor, and a lesson's first cells: `import
   course_lib`, `make_client()`, a first English and a first Chinese request) run twice, in
   a normal kernel and in one forked by the suite's fork server (tests/forkserver/), in
   alternating order; the CPU seconds of the kernel's processes (read from /proc just
   before the kernel stops: the kernel, its launcher, their children), side by side.

Each figure is given twice: wall-clock seconds, and CPU seconds (this process and every
process it started and waited for: kernels, pytest workers). On a machine others are
using, wall times stretch with the load but CPU seconds barely move, so the CPU ratio is
the one to compare between runs; for the suite it is CPU / cores, next to the floor's CPU.
"""

from __future__ import annotations

import argparse
import copy
import glob
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))   # tests.forkserver
DEFAULT = ["notebooks/*.ipynb", "solutions/*.ipynb"]

# Offline, like the tests: the kernels inherit this environment.
os.environ["COURSE_PROVIDER"] = "offline"
for name in ("COURSE_MODEL", "OPENAI_BASE_URL"):
    os.environ.pop(name, None)


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (kernels, pytest)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


class Measured:
    """Wall and CPU seconds of a `with` block."""

    def __enter__(self):
        self.wall, self.cpu = time.perf_counter(), cpu_seconds()
        return self

    def __exit__(self, *_):
        self.wall, self.cpu = time.perf_counter() - self.wall, cpu_seconds() - self.cpu


def kernel_floor(starts: int = 3) -> tuple[float, float]:
    """(wall, CPU) seconds, medians, of a kernel that runs one empty cell."""
    empty = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
    walls, cpus = [], []
    for _ in range(starts):
        with Measured() as m:
            NotebookClient(empty, kernel_name="python3").execute()
        walls.append(m.wall)
        cpus.append(m.cpu)
    return statistics.median(walls), statistics.median(cpus)


def notebook_times(path: Path) -> tuple[Measured, float]:
    """(whole run, first code cell's wall seconds), executed where the notebook lives."""
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
    with Measured() as run:
        client.execute()
    return run, first.get("end", 0.0) - first.get("start", 0.0)


def proc_cpu(pid: int) -> float:
    """CPU seconds of a running process and of the children it has waited for (/proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def kernel_cpu(nb, path: Path | None = None, server=None) -> float:
    """Execute `nb`; the CPU seconds of the processes that made its kernel, normal or forked."""
    from jupyter_client.manager import KernelManager
    from tests.forkserver import forking_spec_manager

    seen = {}
    km = KernelManager(kernel_name="python3",
                       **({"kernel_spec_manager": forking_spec_manager(server)} if server else {}))
    client = NotebookClient(nb, km=km, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent if path else ROOT)}})

    def complete(**_):
        launcher = km.provisioner.process.pid
        forked = children(server.process.pid) if server else []
        seen["cpu"] = proc_cpu(launcher) + sum(proc_cpu(pid) for pid in forked)

    client.on_notebook_complete = complete
    try:
        client.execute()
    finally:   # a client given its manager leaves the kernel running
        if km.has_kernel:
            km.shutdown_kernel()
    return seen["cpu"]


FIRST_CELLS = """\
from course_lib import make_client
client = make_client()
TOOLS = [{"type": "function", "function": {"name": "get_forecast", "description": "The forecast",
          "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]
for question in ("What will the weather be like in Lyon tomorrow?", "帮我查一下广州明天的天气"):
    await client.chat.completions.create(model=client.course_model, tools=TOOLS,
                                         messages=[{"role": "user", "content": question}])
"""


def compare_forkserver(paths: list[Path], rounds: int) -> dict:
    """Normal vs forked kernels, paired, CPU seconds; printed side by side."""
    from tests.forkserver import ForkServer

    figures = {}
    with ForkServer() as server:
        empty = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
        first = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(FIRST_CELLS)])
        cases = [("kernel floor (one empty cell)", empty, None, rounds),
                 ("a lesson's first cells (import, client, EN + ZH request)", first, None, rounds)]
        cases += [(str(p.relative_to(ROOT)), nbformat.read(p, as_version=4), p, 1) for p in paths]
        kernel_cpu(empty, server=server)   # the server's imports are done after this one
        preload = proc_cpu(server.process.pid)
        print(f"\nfork server: its one-time imports {preload:.2f} s CPU (once per test worker)")
        print(f"{'CPU s per kernel (paired, alternating order)':60} {'normal':>7} {'forked':>7} {'ratio':>6}")
        total_normal = total_forked = 0.0
        for name, nb, path, n in cases:
            normal, forked = [], []
            for i in range(n):
                pair = [lambda: kernel_cpu(copy.deepcopy(nb), path),
                        lambda: kernel_cpu(copy.deepcopy(nb), path, server)]
                if i % 2:
                    forked.append(pair[1]()); normal.append(pair[0]())
                else:
                    normal.append(pair[0]()); forked.append(pair[1]())
            a, b = statistics.median(normal), statistics.median(forked)
            if path is not None:
                total_normal, total_forked = total_normal + a, total_forked + b
            print(f"{name:60} {a:7.2f} {b:7.2f} {b / a:6.2f}")
            figures[name] = {"normal_cpu_s": a, "forked_cpu_s": b}
        if paths:
            print(f"{len(paths)} notebooks: {total_normal:.1f} s CPU normal, {total_forked:.1f} s forked "
                  f"(+ {preload:.1f} s once per worker) = {total_forked / total_normal:.2f}; "
                  f"load average {os.getloadavg()[0]:.1f}")
        figures["server_preload_cpu_s"] = preload
    return figures


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebooks", nargs="*", default=DEFAULT)
    parser.add_argument("--pytest", action="store_true", help="also time the whole pytest run")
    parser.add_argument("--forkserver", action="store_true",
                        help="normal vs forked kernels (tests/forkserver/), CPU side by side")
    parser.add_argument("--rounds", type=int, default=5, help="with --forkserver: pairs for the floor")
    parser.add_argument("--floor-only", action="store_true",
                        help="skip executing the notebooks one by one (with --pytest: just the ratio)")
    args = parser.parse_args(argv)
    paths = sorted(Path(p) for pattern in args.notebooks for p in glob.glob(str(ROOT / pattern)))
    cores = os.cpu_count() or 1

    floor_wall, floor_cpu = kernel_floor()
    print(f"kernel floor (start, one empty cell, stop): {floor_wall:.2f} s wall, {floor_cpu:.2f} s CPU; "
          f"load average {os.getloadavg()[0]:.1f}, {cores} cores")
    figures = {"kernel_floor_s": floor_wall, "kernel_floor_cpu_s": floor_cpu, "notebooks": len(paths)}
    if not args.floor_only and not args.forkserver:
        wall = cpu = 0.0
        print(f"{'notebook':52} {'run s':>7} {'CPU s':>7} {'first cell s':>13} {'CPU × floor':>12}")
        for path in paths:
            run, first = notebook_times(path)
            wall, cpu = wall + run.wall, cpu + run.cpu
            print(f"{str(path.relative_to(ROOT)):52} {run.wall:7.2f} {run.cpu:7.2f} {first:13.2f} "
                  f"{run.cpu / floor_cpu:12.1f}")
        print(f"{len(paths)} notebooks one after the other: {wall:.1f} s wall = "
              f"{wall / (len(paths) * floor_wall):.1f} × (notebooks × floor); {cpu:.1f} s CPU = "
              f"{cpu / (len(paths) * floor_cpu):.1f} × (notebooks × floor CPU)")
        figures.update(notebooks_s=wall, notebooks_cpu_s=cpu)
    if args.forkserver:
        figures["forkserver"] = compare_forkserver([] if args.floor_only else paths, args.rounds)
    if args.pytest:
        with Measured() as suite:
            subprocess.run([sys.executable, "-m", "pytest", "-q"], cwd=ROOT, check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        figures.update(pytest_s=suite.wall, pytest_cpu_s=suite.cpu)
        floors = len(paths) * floor_wall
        print(f"pytest wall time: {suite.wall:.0f} s = {suite.wall / floors:.1f} × (notebooks × kernel "
              f"floor) (goal: ≤ 4×, ≤ 120 s)")
        print(f"pytest CPU: {suite.cpu:.0f} s over {cores} cores = {suite.cpu / cores:.0f} s; "
              f"{suite.cpu / cores / (len(paths) * floor_cpu):.1f} × (notebooks × floor CPU)")
    return figures


if __name__ == "__main__":
    main()
