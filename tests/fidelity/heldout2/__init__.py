"""Second held-out fidelity probe: 48 further cases nobody tunes the offline model against.

Written after the first probe (`tests/fidelity/heldout/`) had been looked at by the people
improving the model, by someone who had not read the model's code. Nothing imports it (not
tests/fidelity/cases.py, not any pytest test) and pytest collects nothing here, on purpose: it
measures how the offline model does on tools, domains and wording it was never shaped for.
Run it with `python -m tests.fidelity.heldout2.report`; don't add its failures to known_gaps.
"""
