"""Build the notebook the grader runs: the instructor's cells, the learner's answers.

A learner controls everything in their file. So the grader starts from the solution
notebook (setup cells, helpers, checks, hidden checks, in the instructor's order) and
takes from the learner only

* the cells that hold a solution region (matched by cell id), and
* cells the learner added (kept after the cell they followed).

Every other cell is the instructor's. Like nbgrader, the grader checksums each of them as
the learner received it (the generated exercise) and compares with the submitted cell: an
edited or deleted instructor cell is named in the feedback, and replaced anyway.

Notebooks that lost their cell ids (copied between files, old nbformat) fall back to an
identical source, then to the order of the solution cells.
"""

from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass, field

from .generate import make_exercise
from .markers import has_solution_region, is_check_cell


@dataclass
class Assembled:
    notebook: object  # what runs
    sources: list[str]  # per cell of ``notebook``: "instructor", "learner" or "added"
    learner_cells: dict[str, object] = field(default_factory=dict)  # solution id -> learner cell
    tampered: list[str] = field(default_factory=list)  # "cell 3 ('setup', import json): edited"


def cell_checksum(cell) -> str:
    """sha256 of what makes a cell the same cell: type and source (outputs excluded)."""
    source = "\n".join(line.rstrip() for line in cell.get("source", "").strip().split("\n"))
    return hashlib.sha256(f"{cell.get('cell_type')}\n{source}".encode("utf-8")).hexdigest()


def assemble(submission, solution, name: str = "notebook") -> Assembled:
    """The notebook to run for ``submission`` against ``solution`` (neither is modified)."""
    exercise = make_exercise(solution, name)
    handed_out = {cell.get("id"): cell for cell in exercise.cells}
    counterpart = _match(submission.cells, solution.cells, handed_out)
    matched = {id(cell) for cell in counterpart if cell is not None}
    # Learner cells the solution does not have, grouped after the cell they followed.
    added_after: dict[int, list] = {}
    anchor = -1
    position_of = {id(cell): index for index, cell in enumerate(counterpart) if cell is not None}
    for cell in submission.cells:
        if id(cell) in matched:
            anchor = position_of[id(cell)]
        else:
            added_after.setdefault(anchor, []).append(cell)

    result = Assembled(copy.deepcopy(solution), [])
    cells, sources = [], []

    def add_learner_extras(index: int) -> None:
        for extra in added_after.get(index, []):
            cells.append(_fresh(extra))
            sources.append("added")

    add_learner_extras(-1)
    for index, cell in enumerate(solution.cells):
        mine = counterpart[index]
        if has_solution_region(cell):
            run_cell = copy.deepcopy(handed_out.get(cell.get("id"), cell))
            if mine is not None:
                run_cell.source = mine.get("source", "")
                result.learner_cells[cell.get("id")] = mine
            cells.append(_fresh(run_cell) if run_cell.cell_type == "code" else run_cell)
            sources.append("learner")
        else:
            received = handed_out.get(cell.get("id"))
            if received is not None:  # hidden checks were never handed out
                problem = "deleted" if mine is None else (
                    "edited" if cell_checksum(mine) != cell_checksum(received) else ""
                )
                if problem:
                    result.tampered.append(f"{_describe(index, cell)}: {problem}")
            cells.append(copy.deepcopy(cell))
            sources.append("instructor")
        add_learner_extras(index)
    result.notebook.cells = cells
    result.sources = sources
    return result


def _match(learner_cells, solution_cells, handed_out) -> list:
    """For each solution cell, the learner cell that stands for it (or None)."""
    by_id = {cell.get("id"): cell for cell in learner_cells if cell.get("id")}
    counterpart = [by_id.get(cell.get("id")) if cell.get("id") else None for cell in solution_cells]
    taken = {id(cell) for cell in counterpart if cell is not None}
    if taken:
        return counterpart  # ids survived: unknown cells are the learner's own
    # No ids in common: same source as handed out, then solution-region cells in order.
    for index, cell in enumerate(solution_cells):
        received = handed_out.get(cell.get("id"))
        if received is None or has_solution_region(cell):
            continue
        counterpart[index] = _take(learner_cells, taken, lambda c, r=received: cell_checksum(c) == cell_checksum(r))
    for index, cell in enumerate(solution_cells):
        if has_solution_region(cell) and counterpart[index] is None:
            counterpart[index] = _take(
                learner_cells, taken,
                lambda c, t=cell.cell_type: c.get("cell_type") == t and not is_check_cell(c),
            )
    return counterpart


def _take(cells, taken: set[int], accept):
    for cell in cells:
        if id(cell) not in taken and accept(cell):
            taken.add(id(cell))
            return cell
    return None


def _fresh(cell):
    """A copy of a learner cell without what an earlier run left in it."""
    cell = copy.deepcopy(cell)
    if cell.get("cell_type") == "code":
        cell.outputs = []
        cell.execution_count = None
    return cell


def _describe(index: int, cell) -> str:
    first_line = cell.get("source", "").strip().split("\n", 1)[0][:50]
    return f"cell {index + 1} (id {cell.get('id', '?')!r}, {first_line!r})"
