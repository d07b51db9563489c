"""Fourth held-out fidelity probe: 96 further cases nobody tunes the offline model against.

Written on 2026-12-01, after the first three probes (`tests/fidelity/heldout/`, `heldout2/`,
`heldout3/`), by someone who had read neither the model's code nor its published figures nor the
other probes' cases. Twelve new domains: a laundrette, an allotment garden, a ferry line, a
pottery studio, a sewing-machine repair shop, a bakery's pre-orders, swimming-pool lanes, a
piano tuner, a cat hotel, a recycling centre, a bicycle repair workshop and a community hall.
Nothing imports it (not tests/fidelity/cases.py, not any pytest test) and pytest collects nothing
here (no `test_*.py` file), on purpose: it measures how the offline model does on tools, domains
and wording it was never shaped for. Run it with `python -m tests.fidelity.heldout4.report`;
check the cases themselves (no model) with `python -m tests.fidelity.heldout4.selfcheck`; don't
add its failures to known_gaps, and don't tune the model against them.
"""
