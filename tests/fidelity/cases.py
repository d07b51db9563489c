"""All fidelity cases, gathered from the per-point files (cases_pNN.py)."""

import importlib
from collections import Counter

POINT_MODULES = [f"cases_p{n:02d}" for n in range(1, 13)]

CASES = []
for _name in POINT_MODULES:
    try:
        _module = importlib.import_module(f".{_name}", __package__)
    except ModuleNotFoundError as e:
        if e.name and e.name.endswith(_name):
            continue
        raise
    CASES.extend(_module.CASES)

_dupes = [i for i, n in Counter(c.id for c in CASES).items() if n > 1]
assert not _dupes, f"duplicate case ids: {_dupes}"
for _c in CASES:
    assert _c.id.startswith(f"p{_c.point:02d}-"), _c.id
