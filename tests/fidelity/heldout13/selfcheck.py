"""The thirteenth probe checked without any model: every case's scripted ideal run must pass the
judge, its scripted wrong run must fail it, and a lazy model (no tool call, an off-topic reply
in the case's own language, as JSON when a response format is asked for) must pass none.

    python -m tests.fidelity.heldout13.selfcheck        # prints the counts; exit 1 if a check fails
    python -m tests.fidelity.heldout13.selfcheck -v     # ... and why each wrong run fails
"""

from __future__ import annotations

import sys
from collections import Counter

from ..judge import judge
from ..loop import Run, scripted

LAZY = {"en": "The car park closes at 23:00.", "zh": "停车场晚上十一点关门。",
        "de": "Der Parkplatz schließt um 23 Uhr.", "ja": "駐車場は夜11時に閉まります。"}


def _play(case, script) -> Run:
    if isinstance(script, Run):            # a protocol case: the HTTP outcome itself
        return script
    steps, answer, *output = script
    return scripted(case, steps, answer, output[0] if output else None)


def lazy_run(case, spoken: str) -> Run:
    reply = LAZY.get(spoken, LAZY["en"])
    if case.expect_status is not None:
        return Run(answer=reply)
    if case.response_format is not None:
        return scripted(case, [], None, {"answer": reply})
    return scripted(case, [], reply)


def check(cases, scripts, spoken: dict[str, str], verbose: bool = False) -> int:
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
    lazy = [c.id for c in cases if not judge(c, lazy_run(c, spoken.get(c.id, c.lang)))]
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
    from .cases_heldout13 import CASES, SCRIPTS, SPOKEN
    argv = sys.argv[1:] if argv is None else argv
    return check(CASES, SCRIPTS, SPOKEN, verbose="-v" in argv)


if __name__ == "__main__":
    sys.exit(main())
