"""Eleventh held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first ten probes, by someone who read neither the model's code
(`course_lib/`), nor any README, nor `known_gaps.py`, nor the other probes' or the main suite's
cases and tools, and who never ran the model on these cases. What was read: `common.py`,
`judge.py`, `loop.py`, `server.py`, the helper part of `tools.py`, `heldout/report.py`,
`heldout6/judge6.py` and `heldout6/selfcheck.py`, `heldout8`'s `__init__.py`, `report.py`,
`selfcheck.py` and the opening of its cases file (for the layout), and the POINTS of `report.py`.
The cases say what a demanding user expects of a real GPT-4o-class tool-calling model.

Twelve new domains: a glass-blowing workshop, a dry cleaner, a surf school, a bonsai nursery,
a laser-tag arena, a sauna house, a kite shop, a dog-walking service, a snow-clearing service,
a calligraphy studio, an e-bike battery swap network and a 3D-print bureau. "Today" is Thursday,
2027-01-28 in every system prompt and tool, so relative dates ("next Tuesday", "the 3rd of next
month", "后天", "下周六") need date arithmetic and nothing depends on the real clock. 8 cases per
point of the course's twelve, 4 English and 4 Chinese (one "English" case is in French and
one "Chinese" case is in Japanese).

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole-word matches, numbers outside dates and
times, sentence counts not fooled by "a.m.", plain "can't" words, success claims, injected text
repeated without being flagged) plugged in as `run_checks`, `answer_checks` and `says` groups,
plus a few of this probe's own (`cases_heldout11.py`): a date said in any of its usual forms,
the reference a write returned (or all of several writes' references) quoted in the answer, and
the winner of a comparison named as the winner.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout11.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout11.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
