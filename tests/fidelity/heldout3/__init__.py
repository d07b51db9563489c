"""Third held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-01, after the first two probes (`tests/fidelity/heldout/`, `heldout2/`), by
someone who had read neither the model's code nor its published figures. Nothing imports it (not
tests/fidelity/cases.py, not any pytest test) and pytest collects nothing here, on purpose: it
measures how the offline model does on tools, domains and wording it was never shaped for.
Run it with `python -m tests.fidelity.heldout3.report`; check the cases themselves (no model)
with `python -m tests.fidelity.heldout3.selfcheck`; don't add its failures to known_gaps.
"""
