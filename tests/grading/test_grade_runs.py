"""Running notebooks for grading: one notebook, the private copy, environment, timeouts,
unreadable input and the real CLI. The course's own notebooks: ``test_repository.py``."""

from __future__ import annotations

from nbformat.v4 import new_code_cell

from course_lib.grading import cli, grade_notebook, grade_paths
from course_lib.grading.nbfiles import write_notebook


def outcomes(notebook):
    return [(check.name, check.passed, check.reason) for check in notebook.checks]


def test_grade_notebook_finds_the_solutions_folder(course, tmp_path):
    write_notebook(course.greet_exercise, tmp_path / "02_greet.ipynb")

    grade = grade_notebook(tmp_path / "02_greet.ipynb", course.greet_path)

    assert (grade.exercise, grade.passed, grade.total) == ("ch2/02_greet.ipynb", 0, 1)
    assert "NotImplementedError" in grade.checks[0].reason


def test_runs_in_a_private_copy_offline_with_a_cell_timeout(kit, tmp_path, monkeypatch):
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
    slow = kit.notebook([new_code_cell("### BEGIN SOLUTION\npass\n### END SOLUTION", id="wait"),
                         kit.check_cell("print('after')", "check")])
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

    [grade] = grade_paths([learner], repo / "solutions", cell_timeout=3, support=("helper.py", "data"))

    paths_grade, slow_grade = grade.notebooks
    assert outcomes(paths_grade) == [("check 1", True, "")]
    assert outcomes(slow_grade) == [("check 1", False, "cell 1 timed out after 3 s; later cells did not run")]
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
    assert (basics.passed, basics.total, basics.max_points) == (0, 4, 7)
    assert all(check.reason.startswith("could not read the notebook") for check in basics.checks)
    assert (greet.passed, greet.total) == (0, 1)
    assert "was saved without running 'greets by name'; run it and save it" in greet.error


def test_grade_cli_grades_the_solutions_and_writes_csv(course, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(course.root)

    code = cli.main(["grade", "solutions", "--csv", str(tmp_path / "g.csv"), "--fail-under", "100",
                     "--feedback", str(tmp_path / "feedback")])

    out = capsys.readouterr().out
    assert code == 0
    assert "01_basics.ipynb" in out and "ch2/02_greet.ipynb" in out and "8/8" in out
    assert (tmp_path / "g.csv").read_text().splitlines()[2] == "solutions,7,1,8,8,2,"
    assert (tmp_path / "feedback" / "solutions.md").read_text().startswith("# Feedback for solutions")
