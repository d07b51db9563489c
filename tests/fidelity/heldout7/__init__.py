"""Seventh held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first six probes, by someone who read neither the model's code
(`course_lib/offline/`), nor the repository README, nor its published figures, nor the other probes'
cases or tools, and who never ran the model on these cases: they say what a demanding user expects
of a real GPT-4o-class tool-calling model. Twelve new domains: a tattoo studio, a kayak rental, a
darkroom, a farrier, a stamp-collecting club, a food-truck festival, a knife-sharpening shop, a
tennis club, a removals firm, beach-hut rental, a watchmaker and a community radio station.
8 cases per point of issue 8, 4 English and 4 Chinese.

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole-word matches, numbers outside dates and
times, sentence counts not fooled by "a.m.", plain "can't" words, success claims, injected text
repeated without being flagged) plugged in as `run_checks`, `answer_checks` and `says` groups.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout7.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout7.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
