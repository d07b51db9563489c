"""The seventh probe checked without any model: every case's scripted ideal run must pass the
judge, and its scripted wrong run must fail it. A third check plays a lazy model (no tool call,
an off-topic English reply) on every case and lists the cases it would pass (there should be none).

    python -m tests.fidelity.heldout7.selfcheck      # prints the counts; exit 1 if a check fails
"""

from __future__ import annotations

import sys
from collections import Counter

from ..judge import judge
from ..loop import Run, scripted

LAZY_REPLY = "The campsite gate is locked from 23:00."


def _play(case, script) -> Run:
    if isinstance(script, Run):            # a protocol case: the HTTP outcome itself
        return script
    steps, answer, *output = script
    return scripted(case, steps, answer, output[0] if output else None)


def _lazy(case) -> Run:
    """No tool call and an off-topic reply (as JSON when a response format is asked for)."""
    if case.expect_status is not None:
        return Run(answer=LAZY_REPLY)
    if case.response_format is not None:
        return scripted(case, [], None, {"answer": LAZY_REPLY})
    return scripted(case, [], LAZY_REPLY)


def check(cases, scripts, verbose: bool = False) -> int:
    ideal_ok = wrong_ok = 0
    failures: list[str] = []
    for case in cases:
        good, bad = scripts[case.id]
        problems = judge(case, _play(case, good))
        if problems:
            failures.append(f"IDEAL RUN FAILS {case.id}: {problems}")
        else:
            ideal_ok += 1
        bad_problems = judge(case, _play(case, bad))
        if bad_problems:
            wrong_ok += 1
            if verbose:
                print(f"  wrong run of {case.id} fails: {bad_problems}")
        else:
            failures.append(f"WRONG RUN PASSES {case.id}")
    lazy = [c.id for c in cases if not judge(c, _lazy(c))]
    per = Counter((c.point, c.lang) for c in cases)
    print("cases per point (en/zh):", ", ".join(f"{p}: {per[(p, 'en')]}/{per[(p, 'zh')]}"
                                               for p in sorted({c.point for c in cases})))
    print(f"ideal runs pass: {ideal_ok}/{len(cases)}")
    print(f"wrong runs fail: {wrong_ok}/{len(cases)}")
    print(f"a lazy no-call reply passes {len(lazy)} case(s){': ' + ', '.join(lazy) if lazy else ''}")
    for line in failures:
        print(line)
    return 0 if not failures and not lazy else 1


def main(argv=None) -> int:
    from .cases_heldout7 import CASES, SCRIPTS
    argv = sys.argv[1:] if argv is None else argv
    return check(CASES, SCRIPTS, verbose="-v" in argv)


if __name__ == "__main__":
    sys.exit(main())
