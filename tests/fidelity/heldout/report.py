"""Run the held-out cases against a fresh offline server with the main suite's loop and judge;
print the pass rate per point, per language and overall, then each failure's reasons.

    python -m tests.fidelity.heldout.report            # from the repository root
    python -m tests.fidelity.heldout.report -v --point 4
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict

from ..judge import judge
from ..loop import run_case
from ..report import POINTS
from ..server import make_client, offline_server


# Two ways an answer reads as a field dump that judge.py's hygiene checks let through
# ("the status is planned, the date is ...", "bin 是 A-01-03"). Advisory: shown, and counted
# only in the "as a person reads it" rate, so the main judge's rate stays comparable.
THE_FIELD_IS = re.compile(r"\bthe [a-z][a-z ]{0,20}? (?:is|are|reads) ", re.I)
UNTRANSLATED_LABEL = re.compile(r"(?<![A-Za-z])[a-z][a-z_ ]{1,15}\s*(?:是|为)")


def reads_badly(run) -> str | None:
    answer = run.answer or ""
    if len(THE_FIELD_IS.findall(answer)) >= 2:
        return "reads as a list of 'the <field> is <value>'"
    label = UNTRANSLATED_LABEL.search(answer)
    if label:
        return f"untranslated field label in Chinese: {label.group(0)!r}"
    return None


def main(argv=None, all_cases=None) -> int:
    """`all_cases`: another probe's cases (heldout2 reuses this report); by default this one's."""
    if all_cases is None:
        from .cases_heldout import CASES as all_cases
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--point", type=int, action="append", help="only these points")
    parser.add_argument("--id", action="append", help="only cases whose id contains this (repeatable)")
    parser.add_argument("-v", "--verbose", action="store_true", help="show the transcript of each failure")
    opts = parser.parse_args(argv)
    cases = [c for c in all_cases if (not opts.point or c.point in opts.point)
             and (not opts.id or any(i in c.id for i in opts.id))]
    with offline_server() as url:
        client = make_client(url)
        results = [(case, run, judge(case, run)) for case in cases for run in [run_case(client, case)]]

    by_point, by_lang = defaultdict(lambda: [0, 0, 0]), defaultdict(lambda: [0, 0, 0])
    for case, run, problems in results:
        for table, key in ((by_point, case.point), (by_lang, case.lang)):
            table[key][0] += not problems
            table[key][1] += 1
            table[key][2] += not problems and not reads_badly(run)
    print(f"{'held-out point':<34}{'passed':>8}{'cases':>7}{'rate':>7}   {'as a person reads it':>20}")
    for p in sorted(by_point):
        ok, n, strict = by_point[p]
        print(f"{p:>2}. {POINTS.get(p, '?'):<30}{ok:>8}{n:>7}{ok / n:>7.0%}   {strict / n:>20.0%}")
    ok, n = sum(v[0] for v in by_point.values()), sum(v[1] for v in by_point.values())
    strict = sum(v[2] for v in by_point.values())
    print(f"{'    overall':<34}{ok:>8}{n:>7}{(ok / n if n else 0):>7.0%}   {(strict / n if n else 0):>20.0%}")
    print("    by language: " + ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(by_lang.items())) + "\n")
    failing = [(c, r, p) for c, r, p in results if p]
    if failing:
        print("failing cases:")
    for case, run, problems in failing:
        print(f"  {case.id}: " + " | ".join(problems)[:400])
        if opts.verbose:
            print(run.transcript())
    awkward = [(c, r, reads_badly(r)) for c, r, p in results if not p and reads_badly(r)]
    if awkward:
        print("passing the judge, but a person would object (advisory):")
    for case, run, why in awkward:
        print(f"  {case.id}: {why}: {(run.answer or '')[:160]!r}")
    return 0 if not failing else 1


if __name__ == "__main__":
    sys.exit(main())
