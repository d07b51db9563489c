"""Generate ``exercises/`` from ``solutions/``: the solutions are the single source.

An exercise is its solution with every solution region replaced by a TODO
(see ``markers``), check cells copied verbatim, hidden checks (tagged ``check`` and
``hidden``) left out, and everything a run leaves behind removed: outputs, execution
counts, timing and widget state. Hidden checks stay in ``solutions/``, the instructor's
copy, which is what the grader runs them from. Cell ids are kept, because
the grader matches a learner's cells to the solution's cells by id.
"""

from __future__ import annotations

import copy
from pathlib import Path

from .markers import (
    CHECK_TAG,
    HIDDEN_TAG,
    MANUAL_TAG,
    MarkerError,
    SolutionError,
    cell_points,
    course_metadata,
    has_markers,
    has_solution_region,
    is_check_cell,
    is_hidden_check,
    is_manual_cell,
    tags,
    replace_code_solutions,
    replace_markdown_solutions,
)
from .nbfiles import display_path, iter_notebooks, notebook_text, read_notebook

# Cell metadata written by running a notebook (nbclient timing, a JupyterLab extension).
RUN_METADATA = ("execution", "ExecuteTime")


def _where(name: str, index: int, total: int, cell) -> str:
    first_line = cell.source.strip().split("\n", 1)[0][:40]
    cell_id = cell.get("id", "?")
    return (
        f"{name}: cell {index + 1} of {total} ({cell.cell_type}, id {cell_id!r}, "
        f"first line {first_line!r})"
    )


def _check_ids(nb, name: str) -> None:
    ids = [cell.get("id") for cell in nb.cells]
    if any(cell_id is None for cell_id in ids):
        raise SolutionError(
            f"{name}: some cells have no id (nbformat < 4.5); the grader matches cells by id. "
            "Open and save the notebook in JupyterLab 3+ or run "
            "`python -c \"import nbformat as n,sys;p=sys.argv[1];"
            "nb=n.read(p,4);n.validator.normalize(nb);n.write(nb,p)\" NOTEBOOK`."
        )
    duplicates = sorted({cell_id for cell_id in ids if ids.count(cell_id) > 1})
    if duplicates:
        raise SolutionError(f"{name}: duplicate cell ids {duplicates}; give each cell its own id")


def make_exercise(solution, name: str = "notebook"):
    """Return the exercise notebook for a solution notebook (the input is not modified).

    ``name`` is used in error messages only.
    """
    _check_ids(solution, name)
    exercise = copy.deepcopy(solution)
    total = len(exercise.cells)
    kept = []
    for index, cell in enumerate(exercise.cells):
        try:
            _check_grading_metadata(cell)
            if is_hidden_check(cell):
                continue  # only the grader runs it, from solutions/
            if is_check_cell(cell):
                if has_markers(cell.source):
                    raise MarkerError(
                        "check cells are copied verbatim and must not contain solution markers; "
                        "move the solution into a cell of its own above the check"
                    )
            elif cell.cell_type == "code":
                cell.source = replace_code_solutions(cell.source)
            elif cell.cell_type == "markdown":
                cell.source = replace_markdown_solutions(cell.source)
        except SolutionError as error:
            raise type(error)(f"{_where(name, index, total, cell)}: {error}") from None
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        for key in RUN_METADATA:
            cell.metadata.pop(key, None)
        kept.append(cell)
    exercise.cells = kept
    exercise.metadata.pop("widgets", None)
    return exercise


def _check_grading_metadata(cell) -> None:
    """Tags and ``course`` metadata must mean what the grader will read them as."""
    cell_tags = tags(cell)
    if CHECK_TAG in cell_tags and not is_check_cell(cell):
        raise SolutionError("only code cells can be check cells; remove the 'check' tag")
    if HIDDEN_TAG in cell_tags and not is_check_cell(cell):
        raise SolutionError(
            "'hidden' marks a hidden check: tag the cell 'check' too, or remove 'hidden'"
        )
    if MANUAL_TAG in cell_tags:
        if not is_manual_cell(cell) or not has_solution_region(cell):
            raise SolutionError(
                "a 'manual' cell is a markdown answer with a '<!-- BEGIN SOLUTION -->' region"
            )
        if not str(course_metadata(cell).get("rubric", "")).strip():
            raise SolutionError(
                'a \'manual\' cell needs "course": {"points": N, "rubric": "what earns them"}'
            )
    if is_check_cell(cell) or MANUAL_TAG in cell_tags:
        cell_points(cell)


def exercise_text(solution_path: Path) -> str:
    """The exact file content of the exercise generated from ``solution_path``."""
    solution = read_notebook(solution_path)
    return notebook_text(make_exercise(solution, display_path(solution_path)))


def check_sync(solutions_dir="solutions", exercises_dir="exercises") -> list[tuple[Path, str]]:
    """Exercise files that do not match their solutions, as ``(path, problem)`` pairs.

    ``problem`` is ``"missing"`` (no exercise yet), ``"differs"`` (stale) or ``"extra"``
    (an exercise whose solution no longer exists). Nothing is written.
    """
    return _sync(Path(solutions_dir), Path(exercises_dir), write=False)


def generate_all(solutions_dir="solutions", exercises_dir="exercises", check=False) -> list[Path]:
    """Regenerate ``exercises/`` from ``solutions/``; return the paths that were out of sync.

    With ``check=False`` those paths are written (or, for exercises whose solution is gone,
    removed). With ``check=True`` nothing is written: an empty list means in sync.
    """
    return [path for path, _ in _sync(Path(solutions_dir), Path(exercises_dir), write=not check)]


def _sync(solutions_dir: Path, exercises_dir: Path, write: bool) -> list[tuple[Path, str]]:
    if not solutions_dir.is_dir():
        raise FileNotFoundError(
            f"solutions folder {display_path(solutions_dir)!r} not found; "
            "run from the repository root or pass the folder explicitly"
        )
    # Every exercise is built before anything is written: a marker mistake in one
    # notebook leaves exercises/ untouched rather than half regenerated.
    wanted = {
        exercises_dir / path.relative_to(solutions_dir): exercise_text(path)
        for path in iter_notebooks(solutions_dir)
    }
    issues: list[tuple[Path, str]] = []
    for target, text in wanted.items():
        if not target.exists():
            issues.append((target, "missing"))
        elif target.read_bytes() != text.encode("utf-8"):
            issues.append((target, "differs"))
        else:
            continue
        if write:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(text.encode("utf-8"))
    if exercises_dir.is_dir():
        for path in iter_notebooks(exercises_dir):
            if path not in wanted:
                issues.append((path, "extra"))
                if write:
                    path.unlink()
    return sorted(issues)
