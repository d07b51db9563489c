"""Present grades: a score table for people, a CSV file for spreadsheets.

Both are deterministic (sorted, no timings, paths relative to the current folder), so
two runs over the same submissions give the same text.
"""

from __future__ import annotations

import csv
from pathlib import Path

from rich.console import Console
from rich.table import Table

from .grade import LearnerGrade, NotebookGrade

CSV_COLUMNS = ["learner", "exercise", "passed", "total", "failed_checks"]


def _failures(notebook: NotebookGrade) -> list[str]:
    lines = [f"{check.name}: {check.reason}" for check in notebook.checks if not check.passed]
    if notebook.error and not notebook.checks:
        lines.append(notebook.error)
    return lines


def score_table(learners: list[LearnerGrade]) -> Table:
    """One row per learner and notebook, a total row per learner with several notebooks."""
    table = Table(title="Grades", show_lines=False)
    table.add_column("Learner", no_wrap=True)
    table.add_column("Exercise", overflow="fold")
    table.add_column("Score", justify="right", no_wrap=True)
    table.add_column("Failed checks (reason)")
    for learner in learners:
        for number, notebook in enumerate(learner.notebooks):
            score = f"{notebook.passed}/{notebook.total}" if notebook.total else "-"
            table.add_row(
                learner.learner if number == 0 else "",
                notebook.exercise,
                score,
                "\n".join(_failures(notebook)),
                end_section=len(learner.notebooks) == 1 and learner is not learners[-1],
            )
        if len(learner.notebooks) > 1:
            table.add_row(
                "", "[bold]total[/bold]", f"[bold]{learner.passed}/{learner.total}[/bold]", "",
                end_section=learner is not learners[-1],
            )
    return table


def print_table(learners: list[LearnerGrade], console: Console | None = None) -> None:
    (console or Console()).print(score_table(learners))


def write_csv(learners: list[LearnerGrade], path) -> None:
    """learner, exercise, passed, total, failed_checks ("name: reason" joined by "; ")."""
    with open(Path(path), "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for learner in learners:
            for notebook in learner.notebooks:
                writer.writerow(
                    [learner.learner, notebook.exercise, notebook.passed, notebook.total,
                     "; ".join(_failures(notebook))]
                )

