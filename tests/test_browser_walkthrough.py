"""The learner's walk-through in headless Chromium (benchmarks/browser_walkthrough.py).

Slow (~25 s) and needs playwright and a system Chromium: runs only with `pytest --browser`."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.browser
def test_open_expand_run_allow_refund_save():
    pytest.importorskip("playwright")
    spec = importlib.util.spec_from_file_location("walkthrough", ROOT / "benchmarks" / "browser_walkthrough.py")
    walkthrough = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(walkthrough)
    try:
        chromium = walkthrough.find_chromium(None)
    except SystemExit as missing:
        pytest.skip(str(missing))
    assert walkthrough.walkthrough(ROOT, chromium) == 0
