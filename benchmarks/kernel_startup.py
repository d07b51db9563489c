"""What every lesson's kernel spends before the lesson's own work, step by step.

    python benchmarks/kernel_startup.py [--rounds N]

Each round starts a fresh python3 kernel (as nbval and `nbrun` do), then runs, one cell
each: `from course_lib import make_client`, `make_client()`, a first English request to the
offline model and a first Chinese one (each loads the reading layer's tables for its
language), then a second Chinese request (the tables already loaded). The kernel measures
its own CPU seconds around each cell; the kernel's start (to its first answered cell) is
measured from outside, in the kernel process and this one. Medians over the rounds. CPU
seconds barely move with the machine's load; the table cache (`tablecache.py`) is warm
after the first round, as on any machine after the first lesson.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

STEPS = {
    "import course_lib (make_client)": "from course_lib import make_client",
    "make_client()": "client = make_client()",
    "first English request": "ask('What will the weather be like in Lyon tomorrow?')",
    "first Chinese request": "ask('帮我查一下广州明天的天气')",
    "second Chinese request": "ask('深圳后天会下雨吗？')",
}

HELPERS = """
import resource, json
def _cpu():
    u = resource.getrusage(resource.RUSAGE_SELF)
    return u.ru_utime + u.ru_stime
TOOLS = [{"type": "function", "function": {"name": "get_forecast",
          "description": "The weather forecast for a city on a day",
          "parameters": {"type": "object", "properties": {"city": {"type": "string"},
                         "day": {"type": "string"}}, "required": ["city"]}}}]
def ask(question):  # a coroutine: the cell awaits it, as the lessons do
    return client.chat.completions.create(model=client.course_model, tools=TOOLS,
                                          messages=[{"role": "user", "content": question}])
"""


def run_cell(kc, code: str) -> dict:
    """Execute `code`; the kernel prints its CPU seconds spent on it as JSON."""
    wrapped = f"_t = _cpu()\n{code}\nprint(json.dumps({{'cpu': _cpu() - _t}}))"
    if "ask(" in code:   # an await at the top level: IPython runs it in its loop
        wrapped = f"_t = _cpu()\nawait {code}\nprint(json.dumps({{'cpu': _cpu() - _t}}))"
    out: list[str] = []
    reply = kc.execute_interactive(wrapped, timeout=120, output_hook=lambda m: out.append(
        m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
    if reply["content"]["status"] != "ok":
        raise RuntimeError(f"cell failed: {code}: {reply['content'].get('evalue')}")
    return json.loads("".join(out).strip().splitlines()[-1])


def one_round() -> dict[str, float]:
    import resource

    from jupyter_client.manager import KernelManager

    def children_cpu():
        u = resource.getrusage(resource.RUSAGE_CHILDREN)
        return u.ru_utime + u.ru_stime

    env = {**os.environ, "COURSE_PROVIDER": "offline",
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    env.pop("COURSE_MODEL", None)
    km = KernelManager(kernel_name="python3")
    began = time.perf_counter()
    km.start_kernel(env=env, cwd=str(ROOT), stderr=subprocess.DEVNULL)  # its start-up notices
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        kc.execute_interactive(HELPERS, timeout=60)
        start_wall = time.perf_counter() - began
        # The kernel's own CPU up to here (it is still running: read it from /proc).
        start_cpu = kernel_cpu(km)
        figures = {"kernel start (to its first cell)": start_cpu}
        for name, code in STEPS.items():
            figures[name] = run_cell(kc, code)["cpu"]
        figures["kernel start wall s"] = start_wall
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return figures


def kernel_cpu(km) -> float:
    """CPU seconds of the running kernel process, from /proc (Linux)."""
    pid = km.provisioner.process.pid
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    if not Path("/proc/self/stat").exists():
        print("needs Linux (/proc) to read the kernel's CPU time", file=sys.stderr)
        return 2
    one_round()   # warms the table cache, as the first lesson on a machine does
    rounds = [one_round() for _ in range(args.rounds)]
    print(f"per kernel, median of {args.rounds} rounds (CPU seconds in the kernel process):")
    total = 0.0
    for name in rounds[0]:
        value = statistics.median(r[name] for r in rounds)
        if name.endswith("wall s"):
            print(f"  {name:38} {value:6.2f}  (wall, varies with load)")
            continue
        total += value if name != "second Chinese request" else 0.0
        print(f"  {name:38} {value:6.2f}")
    print(f"  {'before the lesson’s own work':38} {total:6.2f}  (all but the second Chinese request)")
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
