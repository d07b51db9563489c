"""The fidelity suite: one test per case, judged as a demanding user would judge a real
tool-calling model. Run: python -m pytest tests/fidelity -q -p no:xdist -o addopts="" """

import pytest

from .cases import CASES
from .judge import judge
from .known_gaps import KNOWN_GAPS
from .loop import run_case


def explain(case, run, problems) -> str:
    head = f"[point {case.point}, {case.lang}, model {case.model}] {case.id}"
    asked = next((m["content"] for m in reversed(case.messages) if m.get("role") == "user"), "")
    return "\n".join([head, f"  asked: {str(asked)[:200]!r}"] + [f"  PROBLEM: {p}" for p in problems]
                     + ["  what the model did:", run.transcript() or "  (nothing)"])


def _params():
    """Every case; the known gaps are expected to fail (and must, until fixed)."""
    for case in CASES:
        gap = KNOWN_GAPS.get(case.id)
        marks = [pytest.mark.xfail(strict=True, reason=f"known gap: {gap}")] if gap else []
        yield pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_case(case, fidelity_client):
    run = run_case(fidelity_client, case)
    problems = judge(case, run)
    if problems:
        pytest.fail(explain(case, run, problems), pytrace=False)
