"""Run every fidelity case against a fresh offline server and print the pass rate per
point, per language and overall, then one line per failing case with the reason.

    python -m tests.fidelity.report            # from the repository root
    python tests/fidelity/report.py [-v] [--point 4] [--id dentist]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    __package__ = "tests.fidelity"

from .cases import CASES  # noqa: E402
from .judge import is_style, judge  # noqa: E402
from .loop import run_case  # noqa: E402
from .server import make_client, offline_server  # noqa: E402

POINTS = {1: "tool choice by description", 2: "arguments", 3: "several calls", 4: "chains",
          5: "conversations", 6: "system prompts", 7: "answers that answer", 8: "errors",
          9: "structured output", 10: "other people's loops", 11: "honest limits", 12: "failure behaviours"}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--point", type=int, action="append", help="only these points")
    parser.add_argument("--id", action="append", help="only cases whose id contains this (repeatable)")
    parser.add_argument("-v", "--verbose", action="store_true", help="show the transcript of each failure")
    parser.add_argument("--write-gaps", action="store_true",
                        help="write known_gaps.py: the failing cases, which pytest then expects to fail")
    opts = parser.parse_args(argv)
    cases = [c for c in CASES if (not opts.point or c.point in opts.point) and (not opts.id or any(i in c.id for i in opts.id))]
    results, timings = [], []
    started = time.monotonic()
    with offline_server() as url:
        client = make_client(url)
        for case in cases:
            t0 = time.monotonic()
            run = run_case(client, case)
            results.append((case, run, judge(case, run)))
            timings.append((time.monotonic() - t0, case.id))
    seconds = time.monotonic() - started

    by_point, by_lang = defaultdict(lambda: [0, 0, 0]), defaultdict(lambda: [0, 0, 0])
    for case, _, problems in results:
        for table, key in ((by_point, case.point), (by_lang, case.lang)):
            table[key][0] += not problems
            table[key][1] += 1
            table[key][2] += all(is_style(p) for p in problems)
    print(f"{'point':<34}{'passed':>8}{'cases':>7}{'rate':>7}   {'if style were ignored':>22}")
    for p in sorted(by_point):
        ok, n, lax = by_point[p]
        print(f"{p:>2}. {POINTS.get(p, '?'):<30}{ok:>8}{n:>7}{ok / n:>7.0%}   {lax / n:>22.0%}")
    ok = sum(v[0] for v in by_point.values())
    n = sum(v[1] for v in by_point.values())
    lax = sum(v[2] for v in by_point.values())
    print(f"{'    overall':<34}{ok:>8}{n:>7}{(ok / n if n else 0):>7.0%}   {(lax / n if n else 0):>22.0%}")
    print("    by language: " + ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(by_lang.items())))
    print("    (style: field dumps, internal tool names, markers, English glued into Chinese)")
    slow = sorted(timings, reverse=True)[:5]
    print(f"    ({seconds:.1f} s; slowest: " + ", ".join(f"{cid} {t:.1f} s" for t, cid in slow if t > 0.5) + ")\n")
    failing = [(c, r, p) for c, r, p in results if p]
    if failing:
        print("failing cases:")
    for case, run, problems in failing:
        print(f"  {case.id}: " + " | ".join(problems)[:400])
        if opts.verbose:
            print(run.transcript())
    if opts.write_gaps:
        write_gaps(failing)
    return 0 if not failing else 1


def write_gaps(failing) -> None:
    """The cases the offline model fails today, with the first reason: pytest marks them as
    expected failures (strict, so a case that starts passing must be taken off the list)."""
    lines = ['"""Fidelity cases the offline model fails today: known gaps, each with its first reason.',
             "",
             "Written by `python -m tests.fidelity.report --write-gaps`. test_fidelity.py expects",
             "these to fail (strictly: a fixed case must come off the list).", '"""', "",
             "KNOWN_GAPS = {"]
    for case, _, problems in sorted(failing, key=lambda f: f[0].id):
        reason = problems[0].replace("\\", "/")
        reason = reason if len(reason) <= 150 else reason[:147] + "..."
        lines.append(f"    {case.id!r}: {reason!r},")
    lines.append("}")
    (Path(__file__).parent / "known_gaps.py").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
