"""The fidelity suite: one test per case, judged as a demanding user would judge a real
tool-calling model. Run: python -m pytest tests/fidelity -q -p no:xdist -o addopts="" """

import pytest

from .cases import CASES
from .judge import judge
from .loop import run_case


def explain(case, run, problems) -> str:
    head = f"[point {case.point}, {case.lang}, model {case.model}] {case.id}"
    asked = next((m["content"] for m in reversed(case.messages) if m.get("role") == "user"), "")
    return "\n".join([head, f"  asked: {str(asked)[:200]!r}"] + [f"  PROBLEM: {p}" for p in problems]
                     + ["  what the model did:", run.transcript() or "  (nothing)"])


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case, fidelity_client):
    run = run_case(fidelity_client, case)
    problems = judge(case, run)
    if problems:
        pytest.fail(explain(case, run, problems), pytrace=False)
