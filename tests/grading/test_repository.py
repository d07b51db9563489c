"""The real course, graded: every solution gets full marks, no unsolved exercise does,
every plausible wrong answer in ``answers/`` loses points and every answer in other
words gets full marks.

Everything is graded in one call (all notebooks in parallel, one kernel start each), and
both tests read the same grades. It runs every exercise notebook, so it is marked
``slow``: CI runs it, ``-m "not slow"`` skips it locally. The mechanisms themselves are
tested on small fixtures in the other test files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from course_lib.grading import grade_paths
from course_lib.grading.nbfiles import iter_notebooks, read_notebook, write_notebook

REPOSITORY = Path(__file__).resolve().parents[2]


def _answers_package():
    """tests/grading/answers, loaded by path (tests/grading is not a package)."""
    import importlib.util
    import sys

    path = Path(__file__).with_name("answers") / "__init__.py"
    spec = importlib.util.spec_from_file_location("grading_answers", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


answers_package = _answers_package()
load_answers, submission = answers_package.load_answers, answers_package.submission
SOLUTIONS = REPOSITORY / "solutions"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def course_grades(tmp_path_factory):
    if not iter_notebooks(SOLUTIONS) or not iter_notebooks(REPOSITORY / "exercises"):
        pytest.skip("no exercise notebooks in the repository yet")
    answers = load_answers(SOLUTIONS)
    folder = tmp_path_factory.mktemp("answers")
    for answer in answers:
        solution = read_notebook(SOLUTIONS / answer.notebook)
        write_notebook(submission(answer, solution), folder / answer.label / answer.notebook)
    paths = [REPOSITORY / "exercises", SOLUTIONS] + ([folder] if answers else [])
    learners = grade_paths(paths, SOLUTIONS)
    return answers, {learner.learner: learner for learner in learners}


def test_repository_solutions_pass_and_exercises_fail(course_grades):
    _, by_name = course_grades
    for notebook in by_name["solutions"].notebooks:
        failures = [f"{c.name}: {c.reason}" for c in notebook.checks if not c.passed]
        assert notebook.total, f"{notebook.exercise}: a solution without check cells"
        assert not failures and not notebook.error, (notebook.exercise, failures, notebook.error)
    for notebook in by_name["exercises"].notebooks:
        assert not notebook.missing, f"{notebook.exercise}: no exercise generated"
        assert notebook.points < notebook.max_points, f"{notebook.exercise}: passes without a solution"


def test_wrong_answers_lose_points_and_other_words_get_full_marks(course_grades):
    answers, by_name = course_grades
    if not answers:
        pytest.skip("no tests/grading/answers/NN.py yet")
    problems = []
    for answer in answers:
        [graded] = [nb for nb in by_name[answer.label].notebooks if nb.exercise == answer.notebook]
        lost = [f"{c.name}: {c.reason}" for c in graded.checks if not c.passed]
        if answer.kind == "WRONG" and not lost:
            problems.append(f"{answer.label} ({answer.why}) got full marks {graded.points}/{graded.max_points}")
        if answer.kind == "RIGHT" and (lost or graded.error):
            problems.append(f"{answer.label} ({answer.why}) lost points: {lost or graded.error}")
    assert not problems, "\n".join(problems)
