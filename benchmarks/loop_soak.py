"""A long soak of the loop under a misbehaving model and tools; prints counts.

    python benchmarks/loop_soak.py [--runs 5000] [--abort-runs 200] [--seed N]

The same generated behaviours and the same invariants as tests/test_loop_fuzz.py, run
far longer and with fresh random seeds (the test suite is derandomized, so CI sees the
same examples every time). Nothing is shrunk: a violated invariant is counted, and the
first few are printed as they were generated. Prints how the runs ended (completed, or
which typed failure), which error observations the model was shown, how many tool
calls ran, and the number of invariant violations, which should be 0.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from hypothesis import Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import test_loop_fuzz as fuzz  # noqa: E402
from course_lib import Observe  # noqa: E402


def soak(runs: int, abort_runs: int, seed: int | None) -> dict:
    endings, observations, violations, examples = Counter(), Counter(), [], []
    executed = [0]

    def judge(outcome, arguments, abort_deadline=None) -> None:
        endings["completed" if outcome.error is None else
                getattr(outcome.error, "status", type(outcome.error).__name__)] += 1
        events = outcome.result.trace if outcome.error is None else outcome.events
        for event in events:
            if isinstance(event, Observe):
                observations["ok" if event.result.ok else event.result.error["type"]] += 1
        executed[0] += len(outcome.world.executed)
        try:
            fuzz.check(outcome)
            if outcome.error is not None:
                fuzz.follow_up_works(outcome)
            if abort_deadline is not None and type(outcome.error).__name__ == "Aborted":
                assert outcome.elapsed < abort_deadline + fuzz.ABORT_BOUND, \
                    f"Aborted {outcome.elapsed - abort_deadline:.2f} s after its deadline"
        except AssertionError as failure:
            violations.append(str(failure)[:300])
            if len(examples) < 3:
                examples.append(arguments)

    options = dict(deadline=None, database=None, phases=[Phase.generate], derandomize=False,
                   suppress_health_check=list(fuzz.FUZZ.suppress_health_check))
    seeded = (lambda f: f) if seed is None else __import__("hypothesis").seed(seed)

    @seeded
    @settings(max_examples=max(1, runs), **options)
    @given(script=fuzz.turns, stream=st.booleans(), max_steps=st.integers(1, 5),
           shelled=st.booleans())
    def replies(script, stream, max_steps, shelled):
        judge(fuzz.drive(script, stream=stream, max_steps=max_steps, shelled=shelled),
              (script, stream, max_steps, shelled))

    @seeded
    @settings(max_examples=max(1, abort_runs), **options)
    @given(script=st.lists(st.one_of(fuzz.well_formed_calls, fuzz.any_calls,
                                     st.just(fuzz.stubborn_call())), max_size=3),
           stream=st.booleans(), deadline=st.sampled_from([0.0, 0.01, 0.03, 0.1]),
           slow_model=st.booleans())
    def aborts(script, stream, deadline, slow_model):
        judge(fuzz.drive(script, stream=stream, max_steps=4, deadline=deadline,
                         delay=5.0 if slow_model else 0.0), (script, stream, deadline), deadline)

    if runs:
        replies()
    if abort_runs:
        aborts()
    return {"runs": sum(endings.values()), "endings": endings, "observations": observations,
            "tool_calls_executed": executed[0], "violations": violations, "examples": examples}


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5000)
    parser.add_argument("--abort-runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = soak(args.runs, args.abort_runs, args.seed)
    print(f"runs: {report['runs']}  ({time.perf_counter() - started:.0f} s)")
    print("how they ended:")
    for name, count in report["endings"].most_common():
        print(f"  {name:24} {count:>7}")
    print("what the model was shown after a tool call:")
    for name, count in report["observations"].most_common():
        print(f"  {name:24} {count:>7}")
    print(f"tool calls that really ran: {report['tool_calls_executed']}")
    print(f"invariant violations: {len(report['violations'])}")
    for text, example in zip(report["violations"], report["examples"]):
        print(f"  {text}\n    from {example!r:.400}")
    return report


if __name__ == "__main__":
    main()
