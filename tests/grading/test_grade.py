"""Grading a class: the instructor's notebook around each answer, points, hidden and
manual checks, the roster, the table, the gradebook CSV and the feedback files.

Most assertions share one graded class (``graded``): seven fake learners graded in one
call. Assembling notebooks and finding submissions are tested without running anything.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from nbformat.v4 import new_code_cell, new_output
from rich.console import Console

from course_lib.grading import GradingInputError, assemble, grade_paths, print_table, write_csv
from course_lib.grading import cli
from course_lib.grading.feedback import learner_feedback, write_feedback
from course_lib.grading.grade import first_difference
from course_lib.grading.nbfiles import write_notebook
from course_lib.grading.submissions import find_submissions, match_roster, Submission


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
            "01_basics.ipynb": kit.edit(basics, add=kit.ADD_SOLUTION,
                                        why="Why is `add` pure?\n\nIt reads only a and b."),
            "02_greet.ipynb": course.greet,
            "notes.ipynb": kit.notebook([new_code_cell("x = 1", id="n")]),
        },
    )
    # Edits the setup helper, the checks and their saved outputs so that, as submitted,
    # they would pass on wrong answers.
    tampered_basics = kit.edit(
        course.basics,
        setup="import json\n\ndef close_enough(a, b):\n    return True",
        add="def add(a, b):\n    return a - b",
        mul="def mul(a, b):\n    return a + b",
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
    course.learner(folder / "deleted", {"01_basics.ipynb": deleted, "02_greet.ipynb": greet})
    # Plausible but wrong add (passes the visible check), greet not handed in.
    course.learner(folder / "wrong", {"01_basics.ipynb": kit.edit(course.basics, add=kit.ADD_WRONG)})
    # Correct in other words, plus a helper cell of their own; greet as a renamed copy.
    words = kit.edit(course.basics, add=kit.ADD_OTHER_WORDS)
    words.cells.insert(2, new_code_cell("def double(x):\n    return x + x", id="my-own"))
    words = kit.edit(words, mul="def mul(a, b):\n    return double(a) * b // 2")
    course.learner(folder / "words", {"01_basics.ipynb": words, "02_Greet (1).ipynb": course.greet})
    return folder


@pytest.fixture(scope="module")
def graded(course, kit, tmp_path_factory):
    folder = build_class(course, kit, tmp_path_factory.mktemp("class"))
    before = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path_factory.getbasetemp())  # reports show paths relative to here
        learners = grade_paths([folder], course.solutions, jobs=2)
    after = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}
    assert after == before, "grading must not touch the submissions"
    return {learner.learner: learner for learner in learners}


def notebook_grade(graded, learner: str, exercise: str):
    return next(nb for nb in graded[learner].notebooks if nb.exercise == exercise)


def outcomes(notebook):
    return [(check.name, check.passed, check.reason) for check in notebook.checks]


def points(notebook):
    return [(check.points, check.max_points) for check in notebook.checks]


EARLIER_TODO = "an earlier cell raised NotImplementedError: TODO: write your solution here"
NAMES = ["add adds", "mul multiplies", "check 3", "add works for negative and large numbers"]


def test_class_folder_gets_exactly_the_right_points(graded):
    scores = {
        (learner.learner, nb.exercise): (nb.points, nb.max_points, nb.missing)
        for learner in graded.values()
        for nb in learner.notebooks
    }
    assert scores == {
        ("deleted", "01_basics.ipynb"): (5, 7, False),
        ("deleted", "ch2/02_greet.ipynb"): (0, 1, False),
        ("empty", "01_basics.ipynb"): (0, 7, False),
        ("empty", "ch2/02_greet.ipynb"): (0, 1, False),
        ("full", "01_basics.ipynb"): (7, 7, False),
        ("full", "ch2/02_greet.ipynb"): (1, 1, False),
        ("partial", "01_basics.ipynb"): (5, 7, False),
        ("partial", "ch2/02_greet.ipynb"): (1, 1, False),
        ("partial", "notes.ipynb"): (0, 0, False),
        ("tampered", "01_basics.ipynb"): (0, 7, False),
        ("tampered", "ch2/02_greet.ipynb"): (0, 1, False),
        ("wrong", "01_basics.ipynb"): (4, 7, False),
        ("wrong", "ch2/02_greet.ipynb"): (0, 1, True),
        ("words", "01_basics.ipynb"): (7, 7, False),
        ("words", "ch2/02_greet.ipynb"): (1, 1, False),
    }
    assert list(graded) == ["deleted", "empty", "full", "partial", "tampered", "words", "wrong"]
    assert [(g.points, g.max_points, g.pending_points) for g in graded.values()] == [
        (5, 8, 2), (0, 8, 2), (8, 8, 2), (6, 8, 2), (0, 8, 2), (8, 8, 2), (4, 8, 2),
    ]


def test_solution_passes_every_check_with_its_points(graded):
    basics = notebook_grade(graded, "full", "01_basics.ipynb")
    assert [c.name for c in basics.checks] == NAMES
    assert points(basics) == [(2, 2), (1, 1), (1, 1), (3, 3)]
    assert [c.hidden for c in basics.checks] == [False, False, False, True]
    assert basics.error == "" and basics.notes == []


def test_unsolved_exercise_fails_with_not_implemented(graded):
    assert outcomes(notebook_grade(graded, "empty", "01_basics.ipynb")) == [
        ("add adds", False, "NotImplementedError: TODO: return the sum of a and b"),
        ("mul multiplies", False, EARLIER_TODO),
        ("check 3", False, "NotImplementedError: TODO: return the sum of a and b"),
        (NAMES[3], False, "NotImplementedError: TODO: return the sum of a and b"),
    ]
    assert outcomes(notebook_grade(graded, "empty", "ch2/02_greet.ipynb")) == [
        ("greets by name", False, "NotImplementedError: TODO: write your solution here"),
    ]


def test_partial_credit_one_failed_check_never_zeroes_the_others(graded):
    basics = notebook_grade(graded, "partial", "01_basics.ipynb")
    assert outcomes(basics) == [
        ("add adds", True, ""),
        ("mul multiplies", False, EARLIER_TODO),
        ("check 3", False, EARLIER_TODO),
        (NAMES[3], True, ""),
    ]
    assert points(basics) == [(2, 2), (0, 1), (0, 1), (3, 3)]
    notes = notebook_grade(graded, "partial", "notes.ipynb")
    assert notes.checks == [] and notes.error.startswith("no solution named notes.ipynb under ")


def test_wrong_but_plausible_answer_fails_only_the_hidden_check(graded):
    assert outcomes(notebook_grade(graded, "wrong", "01_basics.ipynb")) == [
        ("add adds", True, ""), ("mul multiplies", True, ""), ("check 3", True, ""),
        (NAMES[3], False, "add(-7, 10**12) should be 999999999993"),
    ]


def test_correct_answer_in_other_words_and_own_cells_gets_full_marks(graded):
    basics = notebook_grade(graded, "words", "01_basics.ipynb")
    assert all(check.passed for check in basics.checks) and basics.notes == []


def test_edited_setup_checks_and_outputs_are_restored_and_named(graded):
    basics = notebook_grade(graded, "tampered", "01_basics.ipynb")
    assert outcomes(basics) == [
        ("add adds", False, "add(2, 3) should be 5"),
        # The helper override (close_enough always True) is gone: the wrong mul fails.
        ("mul multiplies", False, "mul(3, 4) should be 12"),
        ("check 3", False, "output line 1: expected '2 6', got '0 5'"),
        (NAMES[3], False, "add(-7, 10**12) should be 999999999993"),
    ]
    assert basics.notes == [
        "restored the instructor's cell 2 (id 'setup', 'import json'): edited",
        "restored the instructor's cell 4 (id 'check-add', '# Check: add adds'): edited",
        "restored the instructor's cell 8 (id 'check-both', 'print(add(1, 1), mul(2, 3))'): edited",
    ]
    assert outcomes(notebook_grade(graded, "tampered", "ch2/02_greet.ipynb")) == [
        ("greets by name", False, "output line 1: expected 'Hello, Ada!', got 'Hi, Ada!'"),
    ]


def test_deleted_checks_are_restored_and_graded(graded):
    basics = notebook_grade(graded, "deleted", "01_basics.ipynb")
    assert outcomes(basics) == [
        ("add adds", True, ""),
        ("mul multiplies", False, "mul(3, 4) should be 12"),
        ("check 3", False, "output line 1: expected '2 6', got '2 5'"),
        (NAMES[3], True, ""),
    ]
    assert [note.rsplit(": ", 1)[1] for note in basics.notes] == ["deleted", "deleted"]


def test_roster_marks_missing_notebooks_and_flags_near_names(graded):
    wrong_greet = notebook_grade(graded, "wrong", "ch2/02_greet.ipynb")
    assert wrong_greet.missing and wrong_greet.submission is None
    assert outcomes(wrong_greet) == [("greets by name", False, "not handed in")]
    assert graded["wrong"].missing == ["ch2/02_greet.ipynb"]
    words_greet = notebook_grade(graded, "words", "ch2/02_greet.ipynb")
    assert words_greet.near_name and words_greet.submission.name == "02_Greet (1).ipynb"


def test_manual_answers_are_pending_with_rubric_and_text(graded, kit):
    [full] = notebook_grade(graded, "full", "01_basics.ipynb").manual
    assert (full.name, full.max_points, full.rubric) == ("Why is `add` pure?", 2, kit.RUBRIC)
    assert "It only reads its arguments." in full.answer
    assert notebook_grade(graded, "empty", "01_basics.ipynb").manual[0].answer == ""
    assert "It reads only a and b." in notebook_grade(graded, "partial", "01_basics.ipynb").manual[0].answer


def test_gradebook_csv_is_learner_by_exercise_points(graded, tmp_path):
    write_csv(list(graded.values()), tmp_path / "grades.csv")

    with open(tmp_path / "grades.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["learner", "01_basics.ipynb", "ch2/02_greet.ipynb", "total", "max",
                       "manual_pending", "missing"]
    assert rows[1] == ["(max points)", "7", "1", "8", "", "", ""]
    assert rows[2:] == [
        ["deleted", "5", "0", "5", "8", "2", ""],
        ["empty", "0", "0", "0", "8", "2", ""],
        ["full", "7", "1", "8", "8", "2", ""],
        ["partial", "5", "1", "6", "8", "2", ""],
        ["tampered", "0", "0", "0", "8", "2", ""],
        ["words", "7", "1", "8", "8", "2", ""],
        ["wrong", "4", "0", "4", "8", "2", "ch2/02_greet.ipynb"],
    ]


def test_table_has_one_row_per_learner_deterministic_without_paths(graded, course):
    def render(learners):
        console = Console(file=io.StringIO(), width=120, color_system=None)
        print_table(learners, console)
        return console.file.getvalue()

    text = render(list(graded.values()))
    assert text == render(list(graded.values()))
    rows = [line for line in text.splitlines() if line.startswith("│")]
    assert len(rows) == len(graded)  # one row per learner, nothing wraps
    assert "│ wrong " in text and "4/8" in text and "50%" in text
    assert "1 renamed" in text and "4 cells restored" in text
    assert str(course.root.parent) not in text
    detail = render([graded["tampered"]])
    assert "mul(3, 4) should be 12" in detail


def test_feedback_file_per_learner_with_reasons_points_and_hints(graded, tmp_path, kit):
    paths = write_feedback(list(graded.values()), tmp_path / "feedback")

    assert sorted(p.name for p in paths) == [f"{name}.md" for name in sorted(graded)]
    wrong = (tmp_path / "feedback" / "wrong.md").read_text()
    assert "Score: **4/8** points; 2 more points to be graded by the instructor." in wrong
    assert ("- **add works for negative and large numbers** (hidden check: run by the grader "
            "only): failed, 0/3 points") in wrong
    assert "  - Why: add(-7, 10**12) should be 999999999993" in wrong
    assert "  - Hint: return the sum of a and b" in wrong
    assert "## ch2/02_greet.ipynb: 0/1 points\n\n**Not handed in.**" in wrong
    assert f"  - Rubric: {kit.RUBRIC}" in wrong
    tampered = (tmp_path / "feedback" / "tampered.md").read_text()
    assert "  - Why: output line 1: expected 'Hello, Ada!', got 'Hi, Ada!'" in tampered
    assert "restored the instructor's cell 2 (id 'setup', 'import json'): edited" in tampered
    words = learner_feedback(graded["words"])
    assert "Graded from `02_Greet (1).ipynb`" in words


def test_first_difference_is_never_empty():
    assert first_difference("ok: a\nok: b", "ok: a\nok: c") == "output line 2: expected 'ok: b', got 'ok: c'"
    assert first_difference("ok", "ok\nmore") == "output line 2: expected nothing more, got 'more'"
    assert first_difference("ok\nmore", "ok") == (
        "output line 2: expected 'more', but the check printed nothing more")
    long = "ok: " + "x" * 200
    assert long in first_difference(long, "ok")  # the full line, not cut


# --- assembling the notebook to run, without running anything ------------------------


def test_assemble_restores_instructor_cells_and_adds_hidden_checks(course, kit):
    tampered = fake_output(
        kit.edit(course.basics_exercise, check_add="assert True\nprint('add works')",
                 add=kit.ADD_SOLUTION), "check-add", "add works\n"
    )
    tampered.cells[3].metadata["tags"] = []  # even an untagged check cell is found by id

    assembled = assemble(tampered, course.basics)

    run = assembled.notebook
    assert [cell.id for cell in run.cells] == [cell.id for cell in course.basics.cells]
    assert run.cells[3] == course.basics.cells[3]  # source, tags and expected outputs
    assert run.cells[8].id == "check-hidden" and run.cells[8] == course.basics.cells[8]
    assert run.cells[2].source == kit.ADD_SOLUTION and run.cells[2].outputs == []
    assert assembled.tampered == ["cell 4 (id 'check-add', '# Check: add adds'): edited"]
    assert tampered.cells[3].source == "assert True\nprint('add works')"  # input not modified


def test_assemble_keeps_learner_cells_after_the_cell_they_followed(course, kit):
    submission = kit.delete(course.basics_exercise, "check-add", "check-mul")
    submission.cells.insert(3, new_code_cell("helper = 1", id="mine"))

    assembled = assemble(submission, course.basics)

    ids = [cell.id for cell in assembled.notebook.cells]
    assert ids == ["intro", "setup", "add", "mine", "check-add", "why", "mul", "check-mul",
                   "check-both", "check-hidden"]
    assert assembled.sources[3] == "added"
    assert [line.split(": ")[-1] for line in assembled.tampered] == ["deleted", "deleted"]


def test_assemble_without_ids_falls_back_to_source_then_order(course, kit):
    submission = kit.edit(course.basics_exercise, check_mul="assert True", add=kit.ADD_SOLUTION)
    for number, cell in enumerate(submission.cells):
        cell.id = f"pasted-{number}"  # copied into a new notebook: every id changed

    assembled = assemble(submission, course.basics)

    sources = [cell.source for cell in assembled.notebook.cells]
    assert sources[2] == kit.ADD_SOLUTION and sources[7] == kit.CHECK_MUL
    # The edited check, no longer recognisable, runs as a cell of the learner's own.
    assert sources[6] == "assert True" and len(sources) == len(course.basics.cells) + 1
    assert any("check-mul" in line and line.endswith("deleted") for line in assembled.tampered)


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


def test_roster_prefers_the_exact_name_and_reports_extra_copies(tmp_path):
    def sub(name):
        return Submission("ann", tmp_path / name)

    exact, copy, other = sub("01_basics.ipynb"), sub("01_Basics (1).ipynb"), sub("02-greet - Copy.ipynb")
    matches, extra = match_roster([copy, exact, other], ["01_basics.ipynb", "02_greet.ipynb", "03_x.ipynb"])

    assert [(m.exercise_name, m.submission, m.near_name) for m in matches] == [
        ("01_basics.ipynb", exact, False), ("02_greet.ipynb", other, True), ("03_x.ipynb", None, False),
    ]
    assert extra == [copy]


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
    assert "below 50%: empty, tampered" in capsys.readouterr().err
    assert cli.main(["grade", "anything"]) == 0
    monkeypatch.undo()

    assert cli.main(["grade", "missing.ipynb", "--solutions", str(course.solutions)]) == 2
    assert "error: missing.ipynb: no such file or folder" in capsys.readouterr().err
    assert cli.main(["grade", str(course.basics_path), "--solutions", "no-such-dir"]) == 2
    assert "solutions folder not found" in capsys.readouterr().err
