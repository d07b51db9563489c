"""Put the instructor's check cells back into a learner's notebook before grading.

A learner controls everything in their file, including check cells and their stored
outputs. Grading the file as submitted would let ``assert True`` (or a re-saved output)
pass. So the grader first overwrites every check cell with the solution's copy: source,
tags and the stored outputs that nbval compares against. A check the learner deleted is
put back where it was, after the nearest cell the two notebooks still share.

Cells are matched by cell id. Notebooks that lost their ids (copied between files, old
nbformat) fall back to an identical source, then to the order of the check cells.
"""

from __future__ import annotations

import copy

from .markers import is_check_cell


def restore_checks(submission, solution):
    """Return a copy of ``submission`` with the solution's check cells restored.

    Also returns, in solution order, the restored check cells (the very objects placed in
    the returned notebook) so callers can find them again.
    """
    restored = copy.deepcopy(submission)
    cells = list(restored.cells)
    by_id = {cell.get("id"): cell for cell in cells if cell.get("id")}

    # Which submission cell stands for each solution cell (None: deleted by the learner).
    counterpart: list = []
    taken: set[int] = set()
    for cell in solution.cells:
        match = by_id.get(cell.get("id")) if cell.get("id") else None
        counterpart.append(match)
        if match is not None:
            taken.add(id(match))

    check_indexes = [i for i, cell in enumerate(solution.cells) if is_check_cell(cell)]
    # Fallbacks for checks without an id match: same source, then the next unused check.
    for index in check_indexes:
        if counterpart[index] is None:
            source = solution.cells[index].source
            counterpart[index] = _take(cells, taken, lambda cell, s=source: cell.source == s)
    for index in check_indexes:
        if counterpart[index] is None:
            counterpart[index] = _take(cells, taken, is_check_cell)

    restored_checks = []
    for index in check_indexes:
        instructor_cell = copy.deepcopy(solution.cells[index])
        learner_cell = counterpart[index]
        if learner_cell is not None:
            cells[_index_of(cells, learner_cell)] = instructor_cell
        else:
            cells.insert(_insert_position(cells, counterpart, index), instructor_cell)
        counterpart[index] = instructor_cell
        restored_checks.append(instructor_cell)

    restored.cells = cells
    return restored, restored_checks


def _take(cells, taken: set[int], accept):
    """The first not-yet-matched cell that ``accept`` likes, marked as taken."""
    for cell in cells:
        if id(cell) not in taken and accept(cell):
            taken.add(id(cell))
            return cell
    return None


def _index_of(cells, target) -> int:
    # Identity, not equality: two cells can have equal content.
    return next(i for i, cell in enumerate(cells) if cell is target)


def _insert_position(cells, counterpart, index: int) -> int:
    """Where a deleted check goes: right after the nearest earlier cell that still exists."""
    for earlier in range(index - 1, -1, -1):
        anchor = counterpart[earlier]
        if anchor is not None and any(cell is anchor for cell in cells):
            return _index_of(cells, anchor) + 1
    return min(index, len(cells))
