"""Eighth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first seven probes, by someone who read neither the model's code
(`course_lib/offline/`), nor the repository README, nor its published figures, nor the other probes'
cases or tools, and who never ran the model on these cases: they say what a demanding user expects
of a real GPT-4o-class tool-calling model. Twelve new domains: a beekeeping supply shop, a
bouldering gym, a violin luthier, island ferries, a typewriter repair shop, a city archive reading
room, a dog-grooming van, a ceramics kiln co-op, a vintage clothing swap, an observatory's
telescope rental, a chess club and a zero-waste refill store. 8 cases per point of issue 8,
4 English and 4 Chinese (two of them written in French and Korean, tagged English and Chinese).

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole-word matches, numbers outside dates and
times, sentence counts not fooled by "a.m.", plain "can't" words, success claims, injected text
repeated without being flagged) plugged in as `run_checks`, `answer_checks` and `says` groups,
plus one of its own: a write's reference, as the tool returned it, must be in the answer.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout8.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout8.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
