"""Sixth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-06, after the first five probes, by someone who read neither the model's code
(`course_lib/offline/`), nor the repository README, nor its published figures, nor the other probes'
cases or tools, and who never ran the model on these cases: they say what a demanding user expects
of a real GPT-4o-class tool-calling model. Twelve new domains: a marina fuel dock, a car wash, a
dental-lab courier, a community fridge, a music-school instrument loan, a quilt shop, a seed bank,
a solar-panel installer, a hearing-aid clinic, a choir rehearsal planner, a museum audio-guide desk
and an ice rink. 8 cases per point of issue 8, 4 English and 4 Chinese.

The cases go through the main suite's loop and judge; `judge6.py` adds stricter checks where
judge.py is soft (one call satisfying several expected calls, extra calls to the same tool,
substring matches of short words, small numbers found inside dates and times, "10 a.m." counted as
a sentence end, CANNOT words that a success can use too).

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout6.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout6.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
