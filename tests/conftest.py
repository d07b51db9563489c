"""The order the fast suite runs its files in (the longest first), and the one offline
server a test process shares.

`pytest` runs on two xdist workers, one file (or notebook) at a time each, in the order
collected (`--no-loadscope-reorder` in pyproject.toml: xdist's default orders files by
how many tests they have, and the longest here have few). A worker that takes a
long file last keeps the whole run waiting while the other sits idle, so the long ones go
first and the many short unit-test files fill in at the end. The order changes only how
long the run takes, never what it checks: each file's tests keep their own order.

Starting `python -m course_lib offline` costs a few seconds of CPU (the SDK, the offline
model's tables, its first English and Chinese answers), so tests that only ask it
questions share one per test process: ``offline_base_url``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Measured with `pytest --durations=0` (each 10 s or more on 2 busy cores), longest first:
# they start kernels, servers or subprocesses.
LONG_FILES = [
    "tests/grading/test_attacks.py",
    "tests/fidelity/test_fidelity.py",
    "tests/grading/test_grade.py",
    "tests/test_cli_errors.py",
    "tests/grading/test_grade_runs.py",
    "tests/test_frameworks.py",
    "tests/test_server_crash.py",
    "tests/test_loop_fuzz.py",
    "tests/test_cli.py",
]


def code_cells(path: Path) -> int:
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError):
        return 0
    return sum(cell.get("cell_type") == "code" for cell in cells)


def file_rank(relpath: str, cells: dict[str, int]) -> tuple:
    """Long unit-test files, then notebooks (a kernel each, more cells first), then the rest."""
    if relpath in LONG_FILES:
        return (0, LONG_FILES.index(relpath))
    if relpath.endswith(".ipynb"):
        return (1, -cells.setdefault(relpath, code_cells(ROOT / relpath)))
    return (2, 0)


def pytest_collection_modifyitems(config, items):
    cells: dict[str, int] = {}
    order = {}
    for position, item in enumerate(items):
        relpath = item.nodeid.split("::")[0]
        order.setdefault(relpath, (file_rank(relpath, cells), position))
    items.sort(key=lambda item: order[item.nodeid.split("::")[0]])


@pytest.fixture(scope="session")
def offline_base_url():
    """The base URL of one offline model server over loopback, for this whole test process."""
    from fidelity.server import offline_server

    try:
        with offline_server() as url:
            yield url
    except RuntimeError as e:
        pytest.fail(str(e))
