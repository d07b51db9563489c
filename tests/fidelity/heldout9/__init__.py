"""Ninth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-07, after the first eight probes, by someone who read neither the model's code
(`course_lib/offline/`), nor the repository README, nor tests/fidelity/README.md, nor the other
probes' cases or tools (only the first lines of the eighth probe's case file, for its layout), and
who never ran the model on these cases: they say what a demanding user expects of a real
GPT-4o-class tool-calling model. What was read: the main suite's judge, loop, common helpers and
server, the `Tool`/`spec`/`fold` helpers of tools.py, the first probe's report, the sixth probe's
stricter checks and self-check, and the eighth probe's package files.

Twelve new domains: a golf driving range, an aquarium fish shop, a florist, a cobbler (shoe
repairs), a karaoke (KTV) venue, a riding stables, a phone repair shop, a coffee roastery, a bird
reserve, a tyre-fitting centre, a trampoline park and an optician. 8 cases per point of issue 8,
4 English and 4 Chinese (one "English" case is written in Spanish and one "Chinese" case in
Japanese, for the honest-limits point). "Today" is Monday 2026-12-14 unless a system prompt says
otherwise (one case is set on 2026-12-23, one on 2026-12-31 so "the day after tomorrow" crosses
into 2027).

The tools (`tools9.py`) are written the way learners write their own: terse, "Use for… / Not
for…", Chinese-only and "不用于…" descriptions; integer, number, boolean, array, nested-object,
pattern and enum parameters (English codes, pinyin, Chinese); results as dicts, lists, plain text
and Python reprs; errors with a fix hint (an example value, a format) and without one.

The cases go through the main suite's loop and judge, with the stricter checks of
`heldout6/judge6.py` (one-to-one call matching, whole-word matches, numbers outside dates and
times, sentence counts, plain "can't" words, success claims, injected text repeated without
being flagged) plugged in as `run_checks`, `answer_checks` and `says` groups.

Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose. Run it with `python -m tests.fidelity.heldout9.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout9.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
