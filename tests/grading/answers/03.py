"""Chapter 3 exercise: wrong-but-plausible subscribers lose points, correct ones in other
words get full marks (each `source` replaces the whole solution cell)."""

NOTEBOOK = "03_observability_exercises.ipynb"
_HEAD = '''class CallsPerStep:
    """Records a run's trajectory: tools in order, tool calls per step, number of steps."""

    def __init__(self):
        self.tools: list[str] = []
        self.per_step: dict[int, int] = {}
        self.steps = 0

    def __call__(self, event) -> None:
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex03-03", "why": "counts steps when the answer arrives: "
     "a run stopped by the fuse has no Done, so it counts 0 steps",
     "source": _HEAD + '''        if isinstance(event, Act):
            self.per_step[event.step] = len(event.calls)
            self.tools.extend(call.name for call in event.calls)
        if isinstance(event, Done):
            self.steps = event.step
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex03-03", "why": "counts Act events instead of the calls "
     "inside them: a parallel step counts as one call",
     "source": _HEAD + '''        self.steps = max(self.steps, event.step)
        if isinstance(event, Act):
            self.per_step[event.step] = self.per_step.get(event.step, 0) + 1
            self.tools.append(event.calls[0].name)
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex03-03", "why": "counts Think events for steps and "
     "Observe events for calls",
     "source": _HEAD + '''        if isinstance(event, Think):
            self.steps += 1
        elif isinstance(event, Act):
            self.tools += [c.name for c in event.calls]
            self.per_step[event.step] = 0
        elif isinstance(event, Observe):
            self.per_step[event.step] += 1
'''},
]
