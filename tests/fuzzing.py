"""One property, two test sizes: a share of its examples in the fast suite, all of them
under `pytest -m slow` (CI runs both). Both are derandomized (the same examples on every
run and machine) and keep no example database."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

FAST_SHARE = 0.2   # of each property's examples, in the fast suite
FAST_AT_LEAST = 10


def fast_and_full(base: settings, examples: int, **strategies):
    """Decorate a property: the result is the fast test, and its ``.all_examples`` the
    slow-marked one with all ``examples``. Export it under its own name so pytest collects
    it: ``test_x_all_examples = test_x.all_examples``."""
    def variant(prop, count):
        return settings(base, max_examples=max(FAST_AT_LEAST, int(count)), derandomize=True,
                        database=None)(given(**strategies)(prop))

    def both(prop):
        fast = variant(prop, examples * FAST_SHARE)
        fast.all_examples = pytest.mark.slow(variant(prop, examples))
        return fast
    return both
