"""Grade submissions: restore the instructor's checks, run with nbval, score the checks.

A check passes when its cell ran without error and printed what the solution printed.
A check after a learner cell that raised fails too, with that error as the reason: in
Jupyter, "Run All" stops there, and the learner is better served by "an earlier cell
raised NotImplementedError: TODO: ..." than by the NameError it causes further down.
Failing check cells do not affect later checks.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from .markers import is_check_cell
from .nbfiles import display_path, read_notebook
from .restore import restore_checks
from .runner import CellRun, NotebookRun, run_notebooks
from .submissions import GradingInputError, Submission, find_submissions, index_solutions

CHECK_OUTPUT_TAG = "nbval-check-output"  # nbval --nbval-lax compares only tagged cells
DEFAULT_CELL_TIMEOUT = 120.0
REASON_LENGTH = 100


@dataclass
class CheckResult:
    name: str
    passed: bool
    reason: str = ""  # why it failed; empty when passed


@dataclass
class NotebookGrade:
    exercise: str  # the solution's path under solutions/, e.g. "ch02/loop.ipynb"
    submission: Path
    checks: list[CheckResult] = field(default_factory=list)
    error: str = ""  # set when the notebook could not be graded as a whole

    @property
    def passed(self) -> int:
        return sum(check.passed for check in self.checks)

    @property
    def total(self) -> int:
        return len(self.checks)


@dataclass
class LearnerGrade:
    learner: str
    notebooks: list[NotebookGrade] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(nb.passed for nb in self.notebooks)

    @property
    def total(self) -> int:
        return sum(nb.total for nb in self.notebooks)


def grade_notebook(
    submission_path, solution_path, *, solutions_dir=None, cell_timeout: float = DEFAULT_CELL_TIMEOUT
) -> NotebookGrade:
    """Grade one submitted notebook against one solution notebook.

    ``solutions_dir`` (default: the nearest enclosing folder named ``solutions``, else the
    solution's own folder) decides where the notebook runs: its parent is taken as the
    repository root, put on ``PYTHONPATH`` and mirrored around the running copy.
    """
    solution_path = Path(solution_path)
    if solutions_dir is None:
        solutions_dir = next(
            (p for p in solution_path.resolve().parents if p.name == "solutions"), solution_path.parent
        )
    return _grade_batch([(Path(submission_path), solution_path)], Path(solutions_dir), cell_timeout)[0]


def grade_paths(
    paths, solutions_dir="solutions", *, cell_timeout: float = DEFAULT_CELL_TIMEOUT, jobs: int = 1
) -> list[LearnerGrade]:
    """Grade a notebook, a learner's folder or a class folder (or several of them).

    Returns one ``LearnerGrade`` per learner, sorted by name; each learner's notebooks run
    in one nbval process, ``jobs`` learners at a time. Raises ``GradingInputError`` when a
    path does not exist or is not a notebook.
    """
    solutions_dir = Path(solutions_dir)
    if not solutions_dir.is_dir():
        raise GradingInputError(
            f"{display_path(solutions_dir)}: solutions folder not found; "
            "run from the repository root or pass --solutions DIR"
        )
    submissions = find_submissions(paths, solutions_dir)
    learners: dict[str, list[Submission]] = {}
    for submission in submissions:
        learners.setdefault(submission.learner, []).append(submission)
    solutions = index_solutions(solutions_dir)

    def grade_learner(name: str) -> LearnerGrade:
        grades: list[NotebookGrade | None] = []
        pairs = []
        for submission in learners[name]:
            candidates = solutions.get(submission.path.name, [])
            if len(candidates) == 1:
                grades.append(None)  # filled in from the batch below
                pairs.append((submission.path, candidates[0]))
                continue
            if candidates:
                error = "several solutions have this name: " + ", ".join(
                    display_path(c) for c in candidates
                ) + "; rename one"
            else:
                error = f"no solution named {submission.path.name} under {display_path(solutions_dir)}"
            grades.append(NotebookGrade(submission.path.name, submission.path, error=error))
        batch = iter(_grade_batch(pairs, solutions_dir, cell_timeout))
        return LearnerGrade(name, [grade or next(batch) for grade in grades])

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(grade_learner, sorted(learners)))


def _grade_batch(pairs, solutions_dir: Path, cell_timeout: float) -> list[NotebookGrade]:
    """Grade ``(submission, solution)`` pairs with a single nbval run where possible."""
    grades, jobs = [], []
    for submission_path, solution_path in pairs:
        grade, job = _prepare(Path(submission_path), Path(solution_path), solutions_dir)
        grades.append(grade)
        if job is not None:
            jobs.append((grade, *job))
    repo_root = solutions_dir.resolve().parent
    runs = run_notebooks([(relpath, copy) for _, relpath, copy, _, _ in jobs], repo_root, cell_timeout)
    for (grade, _, _, roles, names), run in zip(jobs, runs):
        grade.checks = score(roles, names, run, cell_timeout)
        grade.error = run.problem
    return grades


def _prepare(submission_path: Path, solution_path: Path, solutions_dir: Path):
    """The grade to fill in, and what to run: ``(relative path, copy, roles, check names)``.

    When the notebook cannot run at all, the grade comes back finished (every check failed
    with the reason) and the job is ``None``.
    """
    try:
        exercise = solution_path.resolve().relative_to(solutions_dir.resolve()).as_posix()
    except ValueError:  # a solution outside solutions_dir: run it at the top level
        exercise = solution_path.name
    grade = NotebookGrade(exercise, submission_path)
    try:
        solution = read_notebook(solution_path)
    except Exception as error:  # broken JSON, not a notebook, unreadable
        grade.error = f"could not read the solution {display_path(solution_path)}: {_short(str(error))}"
        return grade, None
    names = check_names(solution)
    unrun = [name for name, cell in zip(names, _checks(solution)) if cell.get("execution_count") is None]
    if unrun:
        grade.error = (
            f"the solution {display_path(solution_path)} was saved without running "
            f"{unrun[0]!r}; run it and save it (its outputs are the expected outputs)"
        )
    else:
        try:
            submission = read_notebook(submission_path)
        except Exception as error:
            grade.error = f"could not read the notebook: {_short(str(error))}"
    if grade.error:
        grade.checks = [CheckResult(name, False, grade.error) for name in names]
        return grade, None
    copy, roles = prepare_copy(submission, solution)
    relpath = (PurePosixPath(solutions_dir.resolve().name) / exercise).as_posix()
    return grade, (relpath, copy, roles, names)


def _checks(nb) -> list:
    return [cell for cell in nb.cells if is_check_cell(cell)]


def check_names(solution) -> list[str]:
    """Names of the solution's checks: a leading ``# Check: ...`` comment, else "check N"."""
    names = []
    for number, cell in enumerate(_checks(solution), start=1):
        first = cell.source.strip().split("\n", 1)[0].strip()
        name = first.lstrip("#").strip() if first.startswith("#") else ""
        if name.lower().startswith("check:"):
            name = name[len("check:"):].strip()
        names.append(name or f"check {number}")
    return names


def prepare_copy(submission, solution):
    """The notebook the grader runs, and the role of each code cell in it.

    Roles are, per code cell in order (nbval's cell numbering): the index of the check
    (0, 1, ...) or ``None`` for a learner cell. Learner cells lose their outputs and
    execution counts (nbval compares nothing there, and an unrun cell with outputs is an
    nbval error); check cells keep the solution's outputs and are tagged for comparison
    unless the instructor tagged them ``nbval-ignore-output``.
    Cells tagged ``skip-execution`` (real-API-only cells) are skipped by nbval too.
    """
    copy, checks = restore_checks(submission, solution)
    check_number = {id(cell): number for number, cell in enumerate(checks)}
    roles: list[int | None] = []
    for cell in copy.cells:
        if cell.cell_type != "code":
            continue
        tags = list(cell.metadata.get("tags", []))
        role = check_number.get(id(cell))
        roles.append(role)
        if role is None:
            cell.outputs = []
            cell.execution_count = None
        elif CHECK_OUTPUT_TAG not in tags and "nbval-ignore-output" not in tags:
            tags.append(CHECK_OUTPUT_TAG)  # the instructor may have said its output varies
        if "skip-execution" in tags and "nbval-skip" not in tags:
            tags.append("nbval-skip")
        cell.metadata["tags"] = tags
    copy.metadata.pop("widgets", None)
    return copy, roles


def score(roles, names: list[str], run: NotebookRun, cell_timeout: float) -> list[CheckResult]:
    """One ``CheckResult`` per check from the per-cell results of a run."""
    results: dict[int, CheckResult] = {}
    earlier = ""  # why the first learner cell that raised failed
    for cell_number, role in enumerate(roles):
        cell = run.cells.get(cell_number)
        if role is None:
            if not earlier and cell is not None and cell.kind in ("error", "timeout"):
                earlier = "an earlier cell " + _reason(cell, cell_timeout, learner=True)
            continue
        if earlier:
            results[role] = CheckResult(names[role], False, earlier)
        elif cell is None:
            results[role] = CheckResult(names[role], False, run.problem or "did not run")
        elif cell.passed:
            results[role] = CheckResult(names[role], True)
        else:
            results[role] = CheckResult(names[role], False, _reason(cell, cell_timeout))
    return [results[number] for number in sorted(results)]


def _reason(cell: CellRun, cell_timeout: float, learner: bool = False) -> str:
    if cell.kind == "timeout":
        return f"timed out after {cell_timeout:g} s"
    if cell.kind == "error":
        error = f"{cell.ename}: {cell.evalue}" if cell.evalue else cell.ename
        if learner:
            return "raised " + _short(error)
        if cell.ename == "AssertionError":
            return _short(cell.evalue) if cell.evalue else "assertion failed (the check gave no message)"
        return _short(error)
    if cell.kind == "output":
        return "output differs: " + _first_difference(cell.expected, cell.actual)
    return _short(cell.message) or "failed"


def _first_difference(expected: str, actual: str) -> str:
    want, got = expected.splitlines(), actual.splitlines()
    for line in range(max(len(want), len(got))):
        a = repr(_short(want[line], 40)) if line < len(want) else "nothing"
        b = repr(_short(got[line], 40)) if line < len(got) else "nothing"
        if a != b:
            return f"expected {a}, got {b}"
    return "expected the solution's output"  # differs only in kind (e.g. stderr vs stdout)


def _short(text: str, limit: int = REASON_LENGTH) -> str:
    """First line of ``text``, cut to ``limit`` characters: reasons fit in a table cell."""
    line = text.strip().split("\n", 1)[0]
    return line if len(line) <= limit else line[: limit - 1] + "…"
