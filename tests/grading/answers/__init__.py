"""Answers that must lose points, and answers that must get full marks, for the real course.

One module per exercise notebook, named by its number (``01.py`` ... ``14.py``), written
with the lessons. Each defines two lists of dicts with the same keys:

* ``WRONG``: plausible but wrong solutions; each must lose points (a hidden check usually
  catches it);
* ``RIGHT``: correct solutions in other words than the solution's; each gets full marks.

Keys: ``notebook`` (file name under solutions/), ``cell_id`` (a cell with a solution region),
``source`` (the whole cell as the learner would write it), ``why`` (what is wrong or
different). ``load_answers`` reads and validates them; ``submission`` builds the notebook.
"""

from __future__ import annotations

import copy
import importlib.util
from dataclasses import dataclass
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
KEYS = {"notebook", "cell_id", "source", "why"}


class AnswerFileError(ValueError):
    """An answers file is malformed; the message names the file, the entry and the fix."""


@dataclass(frozen=True)
class Answer:
    module: str  # "06"
    kind: str  # "WRONG" or "RIGHT"
    number: int  # position in its list, from 1
    notebook: str
    cell_id: str
    source: str
    why: str

    @property
    def label(self) -> str:
        """A learner-folder name for this answer, e.g. ``06-wrong-2``."""
        return f"{self.module}-{self.kind.lower()}-{self.number}"


def answer_modules() -> list[Path]:
    return sorted(path for path in FOLDER.glob("[0-9][0-9].py"))


def load_answers(solutions_dir: Path) -> list[Answer]:
    """Every answer of every module, checked against the solutions it refers to."""
    from course_lib.grading.markers import has_solution_region
    from course_lib.grading.nbfiles import read_notebook

    answers: list[Answer] = []
    cells_cache: dict[str, dict] = {}
    for path in answer_modules():
        spec = importlib.util.spec_from_file_location(f"grading_answers_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for kind in ("WRONG", "RIGHT"):
            entries = getattr(module, kind, [])
            if not isinstance(entries, list):
                raise AnswerFileError(f"{path.name}: {kind} must be a list of dicts")
            for number, entry in enumerate(entries, start=1):
                where = f"{path.name}: {kind}[{number - 1}]"
                if not isinstance(entry, dict) or set(entry) != KEYS:
                    raise AnswerFileError(f"{where}: needs exactly the keys {sorted(KEYS)}")
                notebook = solutions_dir / entry["notebook"]
                if not notebook.is_file():
                    raise AnswerFileError(f"{where}: no solutions/{entry['notebook']}")
                if entry["notebook"] not in cells_cache:
                    cells_cache[entry["notebook"]] = {
                        cell.get("id"): cell for cell in read_notebook(notebook).cells
                    }
                cell = cells_cache[entry["notebook"]].get(entry["cell_id"])
                if cell is None or not has_solution_region(cell):
                    raise AnswerFileError(
                        f"{where}: cell {entry['cell_id']!r} of {entry['notebook']} is not a cell "
                        "with a solution region"
                    )
                answers.append(Answer(path.stem, kind, number, **entry))
    return answers


def submission(answer: Answer, solution):
    """The solution notebook with the answer's cell replaced by the answer's source."""
    nb = copy.deepcopy(solution)
    for cell in nb.cells:
        if cell.get("id") == answer.cell_id:
            cell.source = answer.source
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
    return nb
