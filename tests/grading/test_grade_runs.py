"""Running notebooks for grading: one notebook, the working folder, environment,
timeouts, unreadable input, the real CLI, and the course's own solutions and exercises."""

from __future__ import annotations

from pathlib import Path

import pytest
from nbformat.v4 import new_code_cell

from course_lib.grading import cli, grade_notebook, grade_paths
from course_lib.grading.nbfiles import iter_notebooks, write_notebook


def outcomes(notebook):
    return [(check.name, check.passed, check.reason) for check in notebook.checks]


def test_grade_notebook_finds_the_solutions_folder(course, tmp_path):
    write_notebook(course.greet_exercise, tmp_path / "02_greet.ipynb")

    grade = grade_notebook(tmp_path / "02_greet.ipynb", course.greet_path)

    assert (grade.exercise, grade.passed, grade.total) == ("ch2/02_greet.ipynb", 0, 1)
    assert "NotImplementedError" in grade.checks[0].reason


def test_runs_like_in_the_repository_offline_with_a_cell_timeout(kit, tmp_path, monkeypatch):
    # A tiny repository: a module at the root, a data file, one chapter of solutions.
    repo = tmp_path / "repo"
    (repo / "data").mkdir(parents=True)
    (repo / "helper.py").write_text("VALUE = 41\n")
    (repo / "data" / "n.txt").write_text("1")
    chapter = repo / "solutions" / "ch"
    chapter.mkdir(parents=True)
    # Imports from the root, reads ../../data, writes into its own folder, prints the key.
    paths = kit.notebook([
        new_code_cell("import os, helper\nn = int(open('../../data/n.txt').read())\n"
                      "open('scratch.txt', 'w').write('written by the notebook')", id="work"),
        kit.check_cell("print(helper.VALUE + n, os.environ.get('OPENAI_API_KEY'))", "check-paths"),
    ])
    slow = kit.notebook([new_code_cell("pass", id="wait"), kit.check_cell("print('after')", "check")])
    monkeypatch.setenv("PYTHONPATH", str(repo))
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    write_notebook(kit.execute(paths, chapter), chapter / "paths.ipynb")
    write_notebook(kit.execute(slow, chapter), chapter / "slow.ipynb")
    (chapter / "scratch.txt").unlink()
    learner = tmp_path / "learner"
    write_notebook(paths, learner / "paths.ipynb")
    write_notebook(kit.edit(slow, wait="import time\ntime.sleep(60)"), learner / "slow.ipynb")
    # The grader must supply PYTHONPATH itself and must not pass a real key on.
    monkeypatch.setenv("PYTHONPATH", "")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-must-not-reach-the-notebook")

    [grade] = grade_paths([learner], repo / "solutions", cell_timeout=5)

    paths_grade, slow_grade = grade.notebooks
    assert outcomes(paths_grade) == [("check 1", True, "")]
    assert outcomes(slow_grade) == [("check 1", False, "an earlier cell timed out after 5 s")]
    assert not (chapter / "scratch.txt").exists() and not (learner / "scratch.txt").exists()


def test_unreadable_submission_and_unrun_solution_fail_every_check(course, kit, tmp_path):
    solutions = tmp_path / "solutions"
    write_notebook(course.basics, solutions / "01_basics.ipynb")
    write_notebook(kit.greet_solution(), solutions / "02_greet.ipynb")  # saved without running
    (tmp_path / "me").mkdir()
    (tmp_path / "me" / "01_basics.ipynb").write_text("{ not json")
    write_notebook(course.greet_exercise, tmp_path / "me" / "02_greet.ipynb")

    [me] = grade_paths([tmp_path / "me"], solutions)

    basics, greet = me.notebooks
    assert (basics.passed, basics.total) == (0, 3)
    assert all(check.reason.startswith("could not read the notebook") for check in basics.checks)
    assert (greet.passed, greet.total) == (0, 1)
    assert "was saved without running 'greets by name'; run it and save it" in greet.error


def test_grade_cli_grades_the_solutions_and_writes_csv(course, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(course.root)

    code = cli.main(["grade", "solutions", "--csv", str(tmp_path / "g.csv"), "--fail-under", "100"])

    out = capsys.readouterr().out
    assert code == 0
    assert "01_basics.ipynb" in out and "ch2/02_greet.ipynb" in out and "4/4" in out
    assert (tmp_path / "g.csv").read_text().splitlines()[1] == "solutions,01_basics.ipynb,3,3,"


# --- the course's own exercises -------------------------------------------------------

REPOSITORY = Path(__file__).resolve().parents[2]


def test_repository_solutions_pass_and_exercises_fail():
    """Every solved notebook passes all its checks; no unsolved exercise passes them all."""
    if not iter_notebooks(REPOSITORY / "solutions") or not iter_notebooks(REPOSITORY / "exercises"):
        pytest.skip("no exercise notebooks in the repository yet")

    learners = grade_paths(
        [REPOSITORY / "exercises", REPOSITORY / "solutions"], REPOSITORY / "solutions", jobs=2
    )

    by_name = {learner.learner: learner for learner in learners}
    for notebook in by_name["solutions"].notebooks:
        failures = [f"{c.name}: {c.reason}" for c in notebook.checks if not c.passed]
        assert notebook.total, f"{notebook.exercise}: a solution without check cells"
        assert not failures and not notebook.error, (notebook.exercise, failures, notebook.error)
    for notebook in by_name["exercises"].notebooks:
        assert notebook.passed < notebook.total, f"{notebook.exercise}: passes without a solution"
