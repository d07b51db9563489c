"""Present grades: a score table for people, a gradebook CSV for spreadsheets.

Both are deterministic (sorted, no timings, paths relative to the current folder), so
two runs over the same submissions give the same text. The table has one row per
learner, so a class of 30 fits on a screen; why a check failed is in each learner's
feedback file (``feedback``), and in the detail table when one learner is graded.
"""

from __future__ import annotations

import csv
from pathlib import Path

from rich.console import Console
from rich.table import Table

from .grade import LearnerGrade, NotebookGrade

MAX_ROW = "(max points)"


def _percent(points: int, maximum: int) -> str:
    return f"{100 * points / maximum:.0f}%" if maximum else "-"


def learner_notes(learner: LearnerGrade) -> list[str]:
    """Short flags for the table: near-names, restored cells, pending answers, problems."""
    notes = []
    renamed = [nb for nb in learner.notebooks if nb.near_name]
    if renamed:
        notes.append(f"{len(renamed)} renamed")
    restored = sum(1 for nb in learner.notebooks for note in nb.notes if "instructor's cell" in note)
    if restored:
        notes.append(f"{restored} cell{'s' * (restored > 1)} restored")
    if any("during grading" in note for nb in learner.notebooks for note in nb.notes):
        notes.append("changed files during grading")
    broken = [nb for nb in learner.notebooks if nb.error and not nb.missing]
    if broken:
        notes.append(f"{len(broken)} not graded or stopped early")
    if learner.pending_points:
        notes.append(f"{learner.pending_points} pts by hand")
    return notes


def _short_name(exercise: str) -> str:
    """ "08" for "08_abort_exercises.ipynb": the number is what a roster column needs."""
    name = Path(exercise).name
    return name.split("_", 1)[0] if name[:2].isdigit() else exercise


def score_table(learners: list[LearnerGrade]) -> Table:
    """One row per learner: points, percent, notebooks complete, missing, notes."""
    table = Table(title="Grades", show_lines=False)
    table.add_column("Learner", no_wrap=True)
    table.add_column("Points", justify="right", no_wrap=True)
    table.add_column("%", justify="right", no_wrap=True)
    table.add_column("Complete", justify="right", no_wrap=True)
    table.add_column("Missing", overflow="fold")
    table.add_column("Notes", overflow="fold")
    for learner in learners:
        graded = [nb for nb in learner.notebooks if nb.total]
        complete = sum(1 for nb in graded if nb.points == nb.max_points and not nb.missing)
        missing = [_short_name(nb.exercise) for nb in learner.notebooks if nb.missing]
        table.add_row(
            learner.learner,
            f"{learner.points}/{learner.max_points}",
            _percent(learner.points, learner.max_points),
            f"{complete}/{len(graded)}",
            ", ".join(missing) if len(missing) <= 4 else f"{len(missing)} notebooks",
            "; ".join(learner_notes(learner)),
        )
    return table


def detail_table(learner: LearnerGrade) -> Table:
    """One learner's notebooks: points and the first line of each failed check's reason."""
    table = Table(title=f"{learner.learner}: {learner.points}/{learner.max_points} points")
    table.add_column("Exercise", overflow="fold")
    table.add_column("Points", justify="right", no_wrap=True)
    table.add_column("Failed checks (reason)", overflow="fold")
    for notebook in learner.notebooks:
        table.add_row(notebook.exercise, _notebook_score(notebook), "\n".join(_failures(notebook)))
    return table


def _notebook_score(notebook: NotebookGrade) -> str:
    if notebook.missing:
        return f"missing 0/{notebook.max_points}"
    return f"{notebook.points}/{notebook.max_points}" if notebook.total else "-"


def _failures(notebook: NotebookGrade) -> list[str]:
    if notebook.missing:
        return ["not handed in"]
    lines = [f"{check.name}: {check.reason}" for check in notebook.checks if not check.passed]
    if notebook.error and not notebook.checks:
        lines.append(notebook.error)
    return lines


def print_table(learners: list[LearnerGrade], console: Console | None = None) -> None:
    console = console or Console()
    console.print(score_table(learners))
    if len(learners) == 1:
        console.print(detail_table(learners[0]))


def exercises_of(learners: list[LearnerGrade]) -> list[str]:
    """Every exercise any learner has a grade for, in the order they first appear."""
    seen: dict[str, None] = {}
    for learner in learners:
        for notebook in learner.notebooks:
            if notebook.total or notebook.missing:
                seen.setdefault(notebook.exercise, None)
    return list(seen)


def write_csv(learners: list[LearnerGrade], path) -> None:
    """The gradebook: one row per learner, one column of points per exercise.

    The first row after the header holds each exercise's maximum. A missing notebook
    counts 0. ``manual_pending`` is the points of answers still to be graded by hand.
    """
    exercises = exercises_of(learners)
    maximum = {}
    for learner in learners:
        for notebook in learner.notebooks:
            maximum.setdefault(notebook.exercise, notebook.max_points)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    with open(Path(path), "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["learner", *exercises, "total", "max", "manual_pending", "missing"])
        writer.writerow([MAX_ROW, *(maximum[e] for e in exercises),
                         sum(maximum[e] for e in exercises), "", "", ""])
        for learner in learners:
            points = {nb.exercise: nb.points for nb in learner.notebooks}
            writer.writerow([
                learner.learner, *(points.get(e, 0) for e in exercises),
                learner.points, learner.max_points, learner.pending_points,
                " ".join(learner.missing),
            ])
