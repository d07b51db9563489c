"""Synthetic course material for the grading tests (independent of the real course).

``course`` builds, once per session, a tiny repository in a temporary folder:

    solutions/01_basics.ipynb      a setup cell with a helper the checks use, add(a, b),
                                   mul(a, b), a manual markdown answer (2 points), three
                                   visible checks (2 + 1 + 1 points) and a hidden one (3)
    solutions/ch2/02_greet.ipynb   greet(name), one output-only check

The solutions are executed with nbclient so the check cells' stored outputs are real.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import nbclient
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from course_lib.grading.generate import make_exercise
from course_lib.grading.nbfiles import write_notebook

ADD_SOLUTION = """def add(a, b):
    ### BEGIN SOLUTION
    ### HINT: return the sum of a and b
    return a + b
    ### END SOLUTION"""

MUL_SOLUTION = """### BEGIN SOLUTION
def mul(a, b):
    return a * b
### END SOLUTION"""

SETUP = """import json


def close_enough(a, b):
    return abs(a - b) < 1e-9"""

CHECK_ADD = """# Check: add adds
assert add(2, 3) == 5, "add(2, 3) should be 5"
print("add works")"""

CHECK_MUL = """# Check: mul multiplies
assert close_enough(mul(3, 4), 12), "mul(3, 4) should be 12"
print("mul works")"""

# Variant inputs of the same behaviour; only the grader runs it.
CHECK_HIDDEN = """# Check: add works for negative and large numbers
assert add(-7, 10**12) == 10**12 - 7, "add(-7, 10**12) should be 999999999993"
print("add is general")"""

# Plausible but wrong: passes add(2, 3) == 5, fails the hidden check.
ADD_WRONG = "def add(a, b):\n    return abs(a) + abs(b)"
# Correct in other words: passes everything.
ADD_OTHER_WORDS = "def add(a, b):\n    total = 0\n    for part in (a, b):\n        total += part\n    return total"

RUBRIC = "Names that add reads only its arguments (no state, no I/O)."

CHECK_BOTH = "print(add(1, 1), mul(2, 3))"

GREET_SOLUTION = '''def greet(name):
    ### BEGIN SOLUTION
    return f"Hello, {name}!"
    ### END SOLUTION'''

CHECK_GREET = """# Check: greets by name
print(greet("Ada"))"""


def check_cell(source: str, cell_id: str, points: int | None = None, hidden: bool = False):
    metadata = {"tags": ["check", "hidden"] if hidden else ["check"]}
    if points is not None:
        metadata["course"] = {"points": points}
    return new_code_cell(source, metadata=metadata, id=cell_id)


def basics_solution():
    return notebook(
        [
            new_markdown_cell("# Basics", id="intro"),
            new_code_cell(SETUP, id="setup"),
            new_code_cell(ADD_SOLUTION, id="add"),
            check_cell(CHECK_ADD, "check-add", points=2),
            new_markdown_cell(
                "Why is `add` pure?\n\n<!-- BEGIN SOLUTION -->\nIt only reads its arguments.\n"
                "<!-- END SOLUTION -->",
                metadata={"tags": ["manual"], "course": {"points": 2, "rubric": RUBRIC}},
                id="why",
            ),
            new_code_cell(MUL_SOLUTION, id="mul"),
            check_cell(CHECK_MUL, "check-mul"),
            check_cell(CHECK_BOTH, "check-both"),
            check_cell(CHECK_HIDDEN, "check-hidden", points=3, hidden=True),
        ]
    )


def greet_solution():
    return notebook([new_code_cell(GREET_SOLUTION, id="greet"), check_cell(CHECK_GREET, "check-greet")])


def notebook(cells):
    nb = new_notebook(cells=cells)
    nb.metadata.kernelspec = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def execute(nb, folder: Path):
    """Run ``nb`` like an instructor would before saving a solution."""
    nb = copy.deepcopy(nb)
    nbclient.NotebookClient(
        nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
    ).execute()
    return nb


def edit(nb, **sources):
    """A copy of ``nb`` with the cells of the given ids given new source (learner edits)."""
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        key = cell.id.replace("-", "_")
        if key in sources:
            cell.source = sources[key]
    return nb


def delete(nb, *ids):
    nb = copy.deepcopy(nb)
    nb.cells = [cell for cell in nb.cells if cell.id not in ids]
    return nb


class Course:
    """Paths and notebooks of the synthetic course."""

    def __init__(self, root: Path):
        self.root = root
        self.solutions = root / "solutions"
        self.basics_path = self.solutions / "01_basics.ipynb"
        self.greet_path = self.solutions / "ch2" / "02_greet.ipynb"
        self.basics = execute(basics_solution(), root)
        self.greet = execute(greet_solution(), root)
        write_notebook(self.basics, self.basics_path)
        write_notebook(self.greet, self.greet_path)
        self.basics_exercise = make_exercise(self.basics)
        self.greet_exercise = make_exercise(self.greet)

    def learner(self, folder: Path, notebooks: dict) -> Path:
        """Write a learner's notebooks (file name -> notebook) into ``folder``."""
        for name, nb in notebooks.items():
            write_notebook(nb, folder / name)
        return folder


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: runs every notebook of the real course (CI runs it; "
        "deselect locally with -m 'not slow')"
    )


@pytest.fixture(scope="session")
def kit():
    """This module's builders and sources (a conftest is not reliably importable by name)."""
    return sys.modules[__name__]


@pytest.fixture(scope="session")
def course(tmp_path_factory) -> Course:
    return Course(tmp_path_factory.mktemp("course"))
