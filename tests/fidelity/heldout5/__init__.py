"""Fifth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-02, after the first four probes, by someone who read neither the model's code
(`course_lib/offline/`), nor its published figures, nor the other probes' cases, and who never ran
the model on these cases: they say what a demanding user expects of a real GPT-4o-class
tool-calling model. Twelve new domains: a climbing wall, a key-cutting kiosk, a sailing club, a
print-on-demand T-shirt shop, a farmers' market stall, a language-exchange meetup, a recording
studio, a window cleaner, a youth hostel, a pet-grooming salon, a camping site and a theatre box
office. 8 cases per point of issue 8, 4 English and 4 Chinese.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout5.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout5.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
