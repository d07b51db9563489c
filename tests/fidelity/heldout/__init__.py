"""Held-out fidelity probe: 48 cases nobody tunes the offline model against.

Not imported by tests/fidelity/cases.py nor by any pytest test, on purpose: it measures how
the offline model does on tools, domains and wording it was never shaped for. Run it with
`python -m tests.fidelity.heldout.report`; don't add its failures to known_gaps.
"""
