"""Generating exercises from solutions: markers, clean-up, byte stability, sync check."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell

from course_lib.grading import MarkerError, SolutionError, check_sync, generate_all, make_exercise
from course_lib.grading.cli import main
from course_lib.grading.nbfiles import read_notebook, write_notebook


def cells_by_id(nb):
    return {cell.id: cell for cell in nb.cells}


def test_solution_regions_become_raising_todos(course, kit):
    exercise = cells_by_id(make_exercise(course.basics))

    assert exercise["add"].source == (
        'def add(a, b):\n    raise NotImplementedError("TODO: return the sum of a and b")'
    )
    assert exercise["mul"].source == 'raise NotImplementedError("TODO: write your solution here")'
    assert exercise["why"].source == "Why is `add` pure?\n\n_Your answer here._"
    assert exercise["setup"].source == kit.SETUP


def test_check_cells_are_copied_verbatim_ids_kept_and_hidden_checks_left_out(course, kit):
    exercise = make_exercise(course.basics)

    assert [cell.id for cell in exercise.cells] == [
        cell.id for cell in course.basics.cells if cell.id != "check-hidden"
    ]
    checks = [cell.source for cell in exercise.cells if "check" in cell.metadata.get("tags", [])]
    assert checks == [kit.CHECK_ADD, kit.CHECK_MUL, kit.CHECK_BOTH]
    assert kit.CHECK_HIDDEN not in exercise_text_of(exercise)
    assert cells_by_id(exercise)["check-add"].metadata["course"] == {"points": 2}
    assert cells_by_id(exercise)["why"].metadata["course"]["rubric"] == kit.RUBRIC


def exercise_text_of(nb) -> str:
    from course_lib.grading.nbfiles import notebook_text

    return notebook_text(nb)


def test_outputs_counts_timing_and_widget_state_are_cleared(course):
    solution = copy.deepcopy(course.basics)
    solution.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    assert any(cell.get("outputs") for cell in solution.cells)  # it really was executed

    exercise = make_exercise(solution)

    for cell in exercise.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
        assert "execution" not in cell.metadata
    assert "widgets" not in exercise.metadata
    assert "widgets" in solution.metadata  # the solution itself is left alone


def test_todo_keeps_indentation_and_quotes_in_hints(kit):
    source = (
        "class Greeter:\n"
        "    def greet(self, name):\n"
        "        ### BEGIN SOLUTION\n"
        '        ### HINT: use an f-string like f"Hi {name}" \\o/\n'
        '        return f"Hi {name}"\n'
        "        ### END SOLUTION\n"
    )
    exercise = make_exercise(kit.notebook([new_code_cell(source, id="c")]))

    todo = exercise.cells[0].source.split("\n")[2]
    assert todo.startswith('        raise NotImplementedError("TODO: use an f-string')
    namespace = {}
    exec(exercise.cells[0].source, namespace)
    with pytest.raises(NotImplementedError, match=r'TODO: use an f-string like f"Hi \{name\}" \\o/'):
        namespace["Greeter"]().greet("Ada")


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("### BEGIN SOLUTION\nx = 1\n", r"line 1: '### BEGIN SOLUTION' has no matching '### END SOLUTION'"),
        ("### BEGIN SOLUTION\n### BEGIN SOLUTION\nx = 1\n### END SOLUTION", r"line 2: .*cannot nest"),
        ("x = 1\n### END SOLUTION", r"line 2: '### END SOLUTION' without a '### BEGIN SOLUTION'"),
        ("# BEGIN SOLUTION\nx = 1\n# END SOLUTION", r"looks like a solution marker but is not one"),
        ("### HINT: too early\n### BEGIN SOLUTION\nx = 1\n### END SOLUTION", r"directly after"),
    ],
)
def test_code_marker_mistakes_name_notebook_cell_and_fix(source, expected, kit):
    solution = kit.notebook([new_markdown_cell("intro", id="m"), new_code_cell(source, id="bad")])

    with pytest.raises(MarkerError, match=expected) as error:
        make_exercise(solution, "solutions/broken.ipynb")

    assert str(error.value).startswith("solutions/broken.ipynb: cell 2 of 2 (code, id 'bad'")


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        (new_markdown_cell("<!-- BEGIN SOLUTION -->\nanswer", id="x"), "no matching '<!-- END SOLUTION -->'"),
        (new_markdown_cell("### BEGIN SOLUTION\nanswer\n### END SOLUTION", id="x"), "in markdown write"),
        (
            new_code_cell("### BEGIN SOLUTION\nx = 1\n### END SOLUTION", metadata={"tags": ["check"]}, id="x"),
            "check cells are copied verbatim",
        ),
        (new_markdown_cell("text", metadata={"tags": ["check"]}, id="x"), "only code cells can be check cells"),
        (new_code_cell("print('ok')", metadata={"tags": ["hidden"]}, id="x"), "tag the cell 'check' too"),
        (
            new_code_cell("print('ok')", metadata={"tags": ["check"], "course": {"points": "2"}}, id="x"),
            "is not a whole number >= 0",
        ),
        (
            new_code_cell("print('ok')", metadata={"tags": ["check"], "course": {"points": -1}}, id="x"),
            "is not a whole number >= 0",
        ),
        (
            new_markdown_cell("<!-- BEGIN SOLUTION -->\nx\n<!-- END SOLUTION -->",
                              metadata={"tags": ["manual"], "course": {"points": 2}}, id="x"),
            "needs \"course\"",
        ),
        (new_markdown_cell("no region", metadata={"tags": ["manual"]}, id="x"), "markdown answer with a"),
    ],
)
def test_markdown_and_check_cell_mistakes(cell, expected, kit):
    with pytest.raises(SolutionError, match=expected):
        make_exercise(kit.notebook([cell]), "nb.ipynb")


def test_cells_without_ids_are_refused(kit):
    solution = kit.notebook([new_code_cell("x = 1")])
    del solution.cells[0]["id"]

    with pytest.raises(SolutionError, match="no id"):
        make_exercise(solution, "old.ipynb")


@pytest.fixture
def repo(tmp_path, course):
    shutil.copytree(course.solutions, tmp_path / "solutions")
    return tmp_path


def test_generate_all_writes_byte_stable_exercises(repo):
    written = generate_all(repo / "solutions", repo / "exercises")

    targets = [repo / "exercises/01_basics.ipynb", repo / "exercises/ch2/02_greet.ipynb"]
    assert written == targets
    first = [path.read_bytes() for path in targets]
    # Read and re-written by nbformat, the same text comes back: nothing to regenerate.
    for path in targets:
        write_notebook(read_notebook(path), path)
    assert [path.read_bytes() for path in targets] == first
    assert generate_all(repo / "solutions", repo / "exercises") == []
    assert first[0].endswith(b"}\n") and b"\r\n" not in first[0]


def test_check_mode_finds_drift_and_writes_nothing(repo):
    solutions, exercises = repo / "solutions", repo / "exercises"
    generate_all(solutions, exercises)
    assert generate_all(solutions, exercises, check=True) == []

    stale = exercises / "01_basics.ipynb"
    stale.write_text(stale.read_text().replace("TODO: return the sum", "TODO: old hint"))
    (exercises / "ch2/02_greet.ipynb").unlink()
    shutil.copy(stale, exercises / "renamed.ipynb")
    before = stale.read_bytes()

    assert check_sync(solutions, exercises) == [
        (exercises / "01_basics.ipynb", "differs"),
        (exercises / "ch2/02_greet.ipynb", "missing"),
        (exercises / "renamed.ipynb", "extra"),
    ]
    assert stale.read_bytes() == before and not (exercises / "ch2/02_greet.ipynb").exists()

    generate_all(solutions, exercises)
    assert check_sync(solutions, exercises) == []
    assert not (exercises / "renamed.ipynb").exists()


def test_checkpoints_are_ignored(repo):
    checkpoints = repo / "solutions/.ipynb_checkpoints"
    checkpoints.mkdir()
    (checkpoints / "01_basics-checkpoint.ipynb").write_text("not even json")

    generate_all(repo / "solutions", repo / "exercises")

    assert not (repo / "exercises/.ipynb_checkpoints").exists()


def test_generate_all_error_names_the_notebook(repo, kit):
    write_notebook(kit.notebook([new_code_cell("### BEGIN SOLUTION", id="b")]), repo / "solutions/zz_bad.ipynb")

    with pytest.raises(MarkerError, match="zz_bad.ipynb: cell 1 of 1"):
        generate_all(repo / "solutions", repo / "exercises")
    assert not (repo / "exercises").exists()  # nothing half-written


def test_exercises_cli_check_exit_codes(repo, capsys, monkeypatch):
    monkeypatch.chdir(repo)

    assert main(["exercises", "--check"]) == 1
    out = capsys.readouterr().out
    assert "exercises/01_basics.ipynb: missing" in out and "exercises/ch2/02_greet.ipynb: missing" in out

    assert main(["exercises"]) == 0
    assert "wrote exercises/01_basics.ipynb" in capsys.readouterr().out
    assert main(["exercises", "--check"]) == 0

    assert main(["exercises", "--solutions", "nowhere"]) == 2
    assert "solutions folder 'nowhere' not found" in capsys.readouterr().err


# --- the course's own exercises -------------------------------------------------------

REPOSITORY = Path(__file__).resolve().parents[2]


def test_repository_exercises_are_generated_from_solutions():
    drift = check_sync(REPOSITORY / "solutions", REPOSITORY / "exercises")

    listing = "\n".join(f"  {p.relative_to(REPOSITORY).as_posix()}: {problem}" for p, problem in drift)
    assert not drift, f"exercises/ is out of sync; run `python -m course_lib exercises`:\n{listing}"
