"""Tenth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07 by someone who read neither the model's code (`course_lib/`), nor any README,
nor `tests/fidelity/known_gaps.py`, nor any other probe's cases or tools (heldout9 included), and who
never ran the model on these cases: they say what a demanding user expects of a real GPT-4o-class
tool-calling model. What was read: `tests/fidelity/common.py`, `judge.py`, `loop.py`, `server.py`,
the helper part of `tools.py` (`Tool`, `spec`, `variant`, `fold`, `ToolError`, `validate`,
`_type_ok`), `heldout/report.py`, `heldout6/judge6.py` and `heldout6/selfcheck.py`, and heldout8's
`__init__.py`, `report.py`, `selfcheck.py` and the first 60 lines of its cases file (for the
layout); in passing also the `POINTS` names in `tests/fidelity/report.py` and the first lines of
`heldout6/__init__.py`'s docstring.

Twelve new domains: a blood-donation centre, a ski-hire shop, a planetarium, a bookbindery, a
scuba school, a car-share club, a wedding-cake bakery, a mahjong parlour, a hot-spring bathhouse,
a driving school, a luggage-storage service and hot-air balloon flights. 8 cases per point of the
twelve, 4 English and 4 Chinese (for point 11 one "English" case is in French and one "Chinese"
case in Korean). "Today" is Wednesday, 2026-12-30 unless a case's system prompt says otherwise,
so "the day after tomorrow", "this Saturday" and "下周二" cross into 2027.

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole-word matches, numbers outside dates and
times, sentence counts not fooled by "a.m.", plain "can't" words, success claims, injected text
repeated without being flagged) plugged in as `run_checks`, `answer_checks` and `says` groups,
plus a few of its own in `cases_heldout10.py`: every reference a write returned must be in the
answer; a structured-output field that was never given must be left out or null; a Chinese count
with its measure word.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout10.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout10.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
