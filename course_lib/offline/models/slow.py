"""`offline-slow`: a competent model that takes its time (2 s per call by default).

A real model call takes seconds. That is long enough for a user to close the tab,
and a server that doesn't notice keeps calling the model for nobody (defense 5,
abort). Put the seconds in the name to choose another pace:

    offline-slow        2 s per model call
    offline-slow-0.2    0.2 s per model call (any number from 0 to 600)
"""

from __future__ import annotations

import math

from ..behaviours import register
from ..decide.policy import Competent


@register
class Slow(Competent):
    name = "offline-slow"
    summary = "competent, but 2 s per call (offline-slow-0.2: 0.2 s); for abort demos"
    latency = 2.0

    @classmethod
    def configured(cls, argument: str) -> "Slow | None":
        """`offline-slow-<seconds>`; None for anything that is not a sensible number."""
        try:
            seconds = float(argument)
        except ValueError:
            return None
        if not math.isfinite(seconds) or not 0 <= seconds <= 600:
            return None
        model = cls()
        model.latency = seconds
        return model
