"""Thirteenth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first twelve probes, by a helper session that read neither the model's code
(`course_lib/`), nor any README, nor `known_gaps.py`, nor the other probes' cases or tools (only
the first lines of heldout8's cases, for the format), and that never ran the model on these
cases: they say what a demanding user expects of a real GPT-4o-class tool-calling model, not
what a simulator can do. Twelve new domains: a hair salon, a dance school, EV charging stations,
a cable car, a plumber's call-outs, a business-card print shop, a sports physio clinic, a
microbrewery tour, bouncy-castle hire, a model-railway club, an ice-cream catering van and zoo
keeper experiences. 8 cases per point of the suite's twelve points, 4 English and 4 Chinese
(one "English" case written in German, one "Chinese" conversation in Japanese). The cases' fixed
"today" is Wednesday, 2027-05-12; "tomorrow", "后天", "下周三" and "the 3rd" are resolved against it.

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole words, counts outside dates, sentence
counts, plain "can't" words, success claims, injected text repeated without being flagged)
plugged in as `run_checks`, `answer_checks` and `says` groups, plus this probe's own in
`judge13.py`: a write's reference must be in the answer, numbers must come from what the model
was given, no snake_case identifiers shown to the user, confirmations must ask, and the
German/Japanese cases must be answered in German/Japanese.

Rules: nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects
nothing here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout13.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout13.selfcheck`; don't
add its failures to known_gaps, don't tune the model against them, and don't edit a case to
match what the model does.
"""
