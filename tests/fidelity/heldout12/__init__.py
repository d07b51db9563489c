"""Twelfth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first eleven probes, by someone who read neither the model's code
(`course_lib/offline/`), nor the repository README, nor its published figures, nor the other probes'
cases or tools, and who never ran the model on these cases: they say what a demanding user expects
of a real GPT-4o-class tool-calling model. "Today" in the probe is Tuesday 2027-03-16 (stated in the
system prompts). Twelve new domains: a canal-boat hire yard, a roller rink, a cheese shop, a tea
house, a fishing-tackle shop, a perfume-making workshop, a vinyl pressing plant, a bike courier,
lighthouse tours, mushroom-foraging walks, a rowing club and a furniture upholsterer. 8 cases per
point of issue 12's list (`POINTS` in tests/fidelity/report.py), 4 English and 4 Chinese (one of
them written in Spanish, tagged English, and one in Japanese, tagged Chinese).

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, exact first responses for parallel calls,
whole-word matches, numbers outside dates and times, sentence counts not fooled by "a.m.", plain
"can't" words, success claims, injected text repeated without being flagged) plugged in as
`run_checks`, `answer_checks` and `says` groups.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout12.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout12.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
