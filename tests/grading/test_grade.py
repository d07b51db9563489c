"""Grading a class: restored checks, scores and reasons, the table, CSV and CLI.

Most assertions share one graded class (``graded``): five fake learners graded in one
call, each learner's notebooks in one nbval process. Finding submissions and restoring
checks are tested without running anything.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from nbformat.v4 import new_code_cell, new_output
from rich.console import Console

from course_lib.grading import GradingInputError, grade_paths, print_table, write_csv
from course_lib.grading import cli
from course_lib.grading.grade import prepare_copy
from course_lib.grading.nbfiles import write_notebook
from course_lib.grading.restore import restore_checks
from course_lib.grading.submissions import find_submissions


def fake_output(nb, cell_id: str, text: str):
    """Pretend the learner ran and saved ``cell_id`` with ``text`` as its output."""
    for cell in nb.cells:
        if cell.id == cell_id:
            cell.outputs = [new_output("stream", name="stdout", text=text)]
            cell.execution_count = 7
    return nb


def build_class(course, kit, folder: Path) -> Path:
    basics, greet = course.basics_exercise, course.greet_exercise
    course.learner(folder / "full", {"01_basics.ipynb": course.basics, "02_greet.ipynb": course.greet})
    course.learner(folder / "empty", {"01_basics.ipynb": basics, "02_greet.ipynb": greet})
    course.learner(
        folder / "partial",
        {
            "01_basics.ipynb": kit.edit(basics, add=kit.ADD_SOLUTION),
            "02_greet.ipynb": course.greet,
            "notes.ipynb": kit.notebook([new_code_cell("x = 1", id="n")]),
        },
    )
    # Edits the checks (and their saved outputs) so that, as submitted, they would pass.
    tampered_basics = kit.edit(
        course.basics,
        add="def add(a, b):\n    return a - b",
        check_add='# Check: add adds\nassert True\nprint("add works")',
        check_both='print("2 6")',
    )
    tampered_greet = kit.edit(
        course.greet,
        greet='def greet(name):\n    return f"Hi, {name}!"',
        check_greet='print("Hello, Ada!")',
    )
    course.learner(
        folder / "tampered",
        {
            "01_basics.ipynb": fake_output(tampered_basics, "check-both", "2 6\n"),
            "02_greet.ipynb": fake_output(tampered_greet, "check-greet", "Hello, Ada!\n"),
        },
    )
    # Deletes two checks: one would pass, the other guards a wrong answer.
    deleted = kit.delete(
        kit.edit(basics, add=kit.ADD_SOLUTION, mul="def mul(a, b):\n    return a + b"),
        "check-add",
        "check-mul",
    )
    course.learner(folder / "deleted", {"01_basics.ipynb": deleted})
    return folder


@pytest.fixture(scope="module")
def graded(course, kit, tmp_path_factory):
    folder = build_class(course, kit, tmp_path_factory.mktemp("class"))
    before = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path_factory.getbasetemp())  # reports show paths relative to here
        learners = grade_paths([folder], course.solutions, jobs=3)
    after = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    assert after == before, "grading must not touch the submissions"
    return {learner.learner: learner for learner in learners}


def notebook_grade(graded, learner: str, exercise: str):
    return next(nb for nb in graded[learner].notebooks if nb.exercise == exercise)


def outcomes(notebook):
    return [(check.name, check.passed, check.reason) for check in notebook.checks]


EARLIER_TODO = "an earlier cell raised NotImplementedError: TODO: write your solution here"


def test_class_folder_gets_exactly_the_right_scores(graded):
    scores = {
        (learner.learner, nb.exercise): (nb.passed, nb.total)
        for learner in graded.values()
        for nb in learner.notebooks
    }
    assert scores == {
        ("deleted", "01_basics.ipynb"): (1, 3),
        ("empty", "01_basics.ipynb"): (0, 3),
        ("empty", "ch2/02_greet.ipynb"): (0, 1),
        ("full", "01_basics.ipynb"): (3, 3),
        ("full", "ch2/02_greet.ipynb"): (1, 1),
        ("partial", "01_basics.ipynb"): (1, 3),
        ("partial", "ch2/02_greet.ipynb"): (1, 1),
        ("partial", "notes.ipynb"): (0, 0),
        ("tampered", "01_basics.ipynb"): (1, 3),
        ("tampered", "ch2/02_greet.ipynb"): (0, 1),
    }
    assert list(graded) == ["deleted", "empty", "full", "partial", "tampered"]


def test_solution_passes_every_check(graded):
    assert [(nb.passed, nb.total, nb.error) for nb in graded["full"].notebooks] == [(3, 3, ""), (1, 1, "")]
    assert [c.name for c in notebook_grade(graded, "full", "01_basics.ipynb").checks] == [
        "add adds", "mul multiplies", "check 3",
    ]


def test_unsolved_exercise_fails_with_not_implemented(graded):
    assert outcomes(notebook_grade(graded, "empty", "01_basics.ipynb")) == [
        ("add adds", False, "NotImplementedError: TODO: return the sum of a and b"),
        ("mul multiplies", False, EARLIER_TODO),
        ("check 3", False, EARLIER_TODO),
    ]
    assert outcomes(notebook_grade(graded, "empty", "ch2/02_greet.ipynb")) == [
        ("greets by name", False, "NotImplementedError: TODO: write your solution here"),
    ]


def test_partial_work_scores_what_is_done_and_reports_unknown_notebooks(graded):
    assert outcomes(notebook_grade(graded, "partial", "01_basics.ipynb")) == [
        ("add adds", True, ""),
        ("mul multiplies", False, EARLIER_TODO),
        ("check 3", False, EARLIER_TODO),
    ]
    notes = notebook_grade(graded, "partial", "notes.ipynb")
    assert notes.checks == [] and notes.error.startswith("no solution named notes.ipynb under ")
    assert (graded["partial"].passed, graded["partial"].total) == (2, 4)


def test_edited_checks_are_restored_and_fail(graded):
    assert outcomes(notebook_grade(graded, "tampered", "01_basics.ipynb")) == [
        ("add adds", False, "add(2, 3) should be 5"),
        ("mul multiplies", True, ""),
        ("check 3", False, "output differs: expected '2 6', got '0 6'"),
    ]
    assert outcomes(notebook_grade(graded, "tampered", "ch2/02_greet.ipynb")) == [
        ("greets by name", False, "output differs: expected 'Hello, Ada!', got 'Hi, Ada!'"),
    ]


def test_deleted_checks_are_restored_and_graded(graded):
    assert outcomes(notebook_grade(graded, "deleted", "01_basics.ipynb")) == [
        ("add adds", True, ""),
        ("mul multiplies", False, "mul(3, 4) should be 12"),
        ("check 3", False, "output differs: expected '2 6', got '2 5'"),
    ]


def test_csv_has_one_row_per_learner_and_notebook(graded, tmp_path):
    write_csv(list(graded.values()), tmp_path / "grades.csv")

    with open(tmp_path / "grades.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["learner"], r["exercise"], r["passed"], r["total"]) for r in rows] == [
        ("deleted", "01_basics.ipynb", "1", "3"),
        ("empty", "01_basics.ipynb", "0", "3"),
        ("empty", "ch2/02_greet.ipynb", "0", "1"),
        ("full", "01_basics.ipynb", "3", "3"),
        ("full", "ch2/02_greet.ipynb", "1", "1"),
        ("partial", "01_basics.ipynb", "1", "3"),
        ("partial", "ch2/02_greet.ipynb", "1", "1"),
        ("partial", "notes.ipynb", "0", "0"),
        ("tampered", "01_basics.ipynb", "1", "3"),
        ("tampered", "ch2/02_greet.ipynb", "0", "1"),
    ]
    assert rows[0]["failed_checks"] == (
        "mul multiplies: mul(3, 4) should be 12; check 3: output differs: expected '2 6', got '2 5'"
    )
    assert rows[3]["failed_checks"] == ""


def test_table_is_deterministic_and_shows_no_absolute_paths(graded, course):
    def render():
        console = Console(file=io.StringIO(), width=160, color_system=None)
        print_table(list(graded.values()), console)
        return console.file.getvalue()

    text = render()
    assert text == render()
    assert "tampered" in text and "add(2, 3) should be 5" in text and "4/4" in text
    assert f"no solution named notes.ipynb under {course.root.name}/solutions" in text
    assert str(course.root.parent) not in text


# --- restoring checks, without running anything ---------------------------------------


def test_restore_replaces_edited_checks_with_source_tags_and_outputs(course, kit):
    tampered = fake_output(
        kit.edit(course.basics_exercise, check_add="assert True\nprint('add works')"), "check-add", "add works\n"
    )
    tampered.cells[3].metadata["tags"] = []  # even an untagged check cell is found by id

    restored, checks = restore_checks(tampered, course.basics)

    solution_check = course.basics.cells[3]
    assert restored.cells[3] == solution_check and checks[0] is restored.cells[3]
    assert [cell.id for cell in restored.cells] == [cell.id for cell in course.basics.cells]
    assert restored.cells[2].source == course.basics_exercise.cells[2].source  # learner cell untouched
    assert tampered.cells[3].source == "assert True\nprint('add works')"  # input not modified


def test_restore_puts_deleted_checks_back_after_the_preceding_cell(course, kit):
    submission = kit.delete(course.basics_exercise, "check-add", "check-mul")

    restored, checks = restore_checks(submission, course.basics)

    assert [cell.id for cell in restored.cells] == [cell.id for cell in course.basics.cells]
    assert [cell.id for cell in checks] == ["check-add", "check-mul", "check-both"]


def test_restore_without_ids_falls_back_to_source_then_order(course, kit):
    submission = kit.edit(course.basics_exercise, check_mul="assert True")
    for number, cell in enumerate(submission.cells):
        cell.id = f"pasted-{number}"  # copied into a new notebook: every id changed
    submission.cells.append(new_code_cell("mine = 1", metadata={"tags": ["check"]}, id="mine"))

    restored, checks = restore_checks(submission, course.basics)

    sources = [cell.source for cell in restored.cells]
    assert sources[3] == kit.CHECK_ADD and sources[6] == kit.CHECK_MUL and sources[7] == kit.CHECK_BOTH
    assert sources[-1] == "mine = 1" and all(cell in restored.cells for cell in checks)


def test_prepared_copy_compares_only_check_outputs(course, kit):
    submission = fake_output(kit.edit(course.basics, setup="import json"), "add", "learner noise\n")
    submission.cells[1].metadata["tags"] = ["skip-execution"]

    copy, roles = prepare_copy(submission, course.basics)

    code = [cell for cell in copy.cells if cell.cell_type == "code"]
    assert roles == [None, None, 0, None, 1, 2]
    assert code[1].outputs == [] and code[1].execution_count is None
    assert "nbval-skip" in code[0].metadata["tags"]
    assert all("nbval-check-output" in code[i].metadata["tags"] for i in (2, 4, 5))
    assert code[2].outputs == course.basics.cells[3].outputs


# --- finding submissions --------------------------------------------------------------


def test_paths_are_read_as_notebook_learner_or_class(course, kit, tmp_path):
    empty = kit.notebook([])
    for relative in ["class/ann/01_basics.ipynb", "class/bob/ch2/02_greet.ipynb", "cat/01_basics.ipynb",
                     "cat/extra/x.ipynb", "dee/ch2/02_greet.ipynb", "dee/.ipynb_checkpoints/y.ipynb"]:
        write_notebook(empty, tmp_path / relative)

    def found(*paths):
        return [(s.learner, s.path.relative_to(tmp_path).as_posix()) for s in find_submissions(
            [tmp_path / p for p in paths], course.solutions)]

    assert found("class") == [("ann", "class/ann/01_basics.ipynb"), ("bob", "class/bob/ch2/02_greet.ipynb")]
    assert found("cat") == [("cat", "cat/01_basics.ipynb"), ("cat", "cat/extra/x.ipynb")]
    # Sub-folders named like the solutions' sub-folders: one learner who kept the layout.
    assert found("dee") == [("dee", "dee/ch2/02_greet.ipynb")]
    assert found("class/ann/01_basics.ipynb") == [("ann", "class/ann/01_basics.ipynb")]


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda tmp: tmp / "nope.ipynb", "nope.ipynb: no such file or folder"),
        (lambda tmp: (tmp / "notes.txt").write_text("hi") and tmp / "notes.txt", "not a notebook"),
        (lambda tmp: (tmp / "void").mkdir() or tmp / "void", "no .ipynb notebooks in this folder"),
    ],
)
def test_unusable_paths_are_explained(course, tmp_path, make, message):
    with pytest.raises(GradingInputError, match=message):
        grade_paths([make(tmp_path)], course.solutions)


# --- the command line -----------------------------------------------------------------


def test_grade_cli_fail_under_and_input_errors(graded, course, monkeypatch, capsys):
    monkeypatch.setattr(cli, "grade_paths", lambda *args, **kwargs: list(graded.values()))
    assert cli.main(["grade", "anything", "--fail-under", "50"]) == 1
    assert "below 50%: deleted, empty, tampered" in capsys.readouterr().err
    assert cli.main(["grade", "anything"]) == 0
    monkeypatch.undo()

    assert cli.main(["grade", "missing.ipynb", "--solutions", str(course.solutions)]) == 2
    assert "error: missing.ipynb: no such file or folder" in capsys.readouterr().err
    assert cli.main(["grade", str(course.basics_path), "--solutions", "no-such-dir"]) == 2
    assert "solutions folder not found" in capsys.readouterr().err
