"""The probe checked without any model: for every case, its scripted ideal run (written by
hand, what a good tool-calling model would do) must pass the judge, and its scripted wrong run
(a wrong tool, a wrong argument, or an answer lacking the fact) must fail. Runs are built the
way `tests/fidelity/test_judge.py` builds them: the calls go through the loop's own `execute`
(argument validation and the fake tools), so results are what the real loop would send back.

    python -m tests.fidelity.heldout3.selfcheck      # prints the counts; exit 1 if any check fails
"""

from __future__ import annotations

import sys
from collections import Counter

from ..judge import judge
from ..loop import Run, Step, scripted


def simulate(case, script, reply: str = "It looks clear tonight.") -> Run:
    """script: (steps, answer[, output]) with steps a list of steps, each a list of (tool, arguments);
    or "400" (the server refused the request) / "reply" (it answered normally) for protocol cases."""
    if script == "400":
        return Run(status=400, error="BadRequestError: 400")
    if script == "reply":
        return Run(steps=[Step(1, reply)], answer=reply)
    steps, answer, output = (list(script) + [None])[:3]
    return scripted(case, steps, answer, output)


def main() -> int:
    from .cases_heldout3 import CASES, SCRIPTS
    return check(CASES, SCRIPTS)


def check(CASES, SCRIPTS, reply: str = "It looks clear tonight.") -> int:   # noqa: N803 (the modules' names)
    """Every case's ideal run passes the judge and its wrong run fails; 96 cases, 4 en + 4 zh
    per point. Prints the counts; 1 if any check fails (the fourth probe's check too)."""
    failures = []
    ids = Counter(c.id for c in CASES)
    failures += [f"{cid}: duplicate id" for cid, n in ids.items() if n > 1]
    per_point = Counter((c.point, c.lang) for c in CASES)
    for case in CASES:
        good, bad = SCRIPTS[case.id]
        problems = judge(case, simulate(case, good, reply))
        if problems:
            failures.append(f"{case.id}: the ideal run fails: {' | '.join(problems)}")
        if not judge(case, simulate(case, bad, reply)):
            failures.append(f"{case.id}: the wrong run passes")
    shape_ok = all(per_point[(p, lang)] == 4 for p in range(1, 13) for lang in ("en", "zh")) and len(CASES) == 96
    if not shape_ok:
        failures.append(f"expected 96 cases, 4 en + 4 zh per point; got {len(CASES)}: {sorted(per_point.items())}")
    good_ok = len(CASES) - sum("ideal run" in f for f in failures)
    bad_ok = len(CASES) - sum("wrong run" in f for f in failures)
    print(f"{len(CASES)} cases ({sum(c.lang == 'en' for c in CASES)} en, {sum(c.lang == 'zh' for c in CASES)} zh, "
          f"{len({c.point for c in CASES})} points)")
    print(f"ideal runs passing the judge: {good_ok}/{len(CASES)}")
    print(f"wrong runs failing the judge: {bad_ok}/{len(CASES)}")
    for f in failures:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
