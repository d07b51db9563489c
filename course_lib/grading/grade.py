"""Grade submissions: assemble the instructor's notebook around the learner's answers,
run it in a private workspace, score every check with its points.

A check passes when its cell ran without error and printed what the solution's check
printed (checks print fixed text, so any correct solution prints the same). Each check
carries points (``"course": {"points": N}``, default 1); a notebook's score is the sum of
the points of the checks it passed, so one failed check never zeroes the others. Hidden
checks (``check`` + ``hidden``) run here only: learners never see them. Manual answers are
listed as pending with their rubric.
"""

from __future__ import annotations

import os
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from .guard import FileGuard
from .markers import (
    MARKDOWN_PLACEHOLDER,
    SolutionError,
    cell_points,
    course_metadata,
    has_solution_region,
    is_check_cell,
    is_hidden_check,
    is_manual_cell,
    region_hint,
    tags,
)
from .nbfiles import display_path
from .restore import assemble
from .runner import CellRun, NotebookRun, output_text, run_notebook
from .sandbox import DEFAULT_SUPPORT, get_dumpable, set_dumpable
from .secrets import scrub
from .submissions import GradingInputError, Submission, find_submissions, index_solutions, match_roster, name_key

DEFAULT_CELL_TIMEOUT = 120.0
# Like tests/nbval_sanitize.cfg: object addresses are the one thing a fixed text may vary in.
_ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")


@dataclass
class CheckResult:
    name: str
    passed: bool
    reason: str = ""  # why it failed; empty when passed
    points: int = 0  # earned
    max_points: int = 1
    hidden: bool = False
    hint: str = ""


@dataclass
class ManualAnswer:
    """A markdown answer the instructor grades by hand (pending in every total here)."""

    name: str
    max_points: int
    rubric: str
    answer: str  # the learner's text ("" when left unanswered)


@dataclass
class NotebookGrade:
    exercise: str  # the solution's path under solutions/, e.g. "ch02/loop.ipynb"
    submission: Path | None
    checks: list[CheckResult] = field(default_factory=list)
    manual: list[ManualAnswer] = field(default_factory=list)
    error: str = ""  # set when the notebook could not be graded as a whole
    missing: bool = False  # not handed in (scores 0)
    near_name: bool = False  # handed in under a near-name, e.g. "08_abort (1).ipynb"
    notes: list[str] = field(default_factory=list)  # restored cells, files put back

    @property
    def passed(self) -> int:
        return sum(check.passed for check in self.checks)

    @property
    def total(self) -> int:
        return len(self.checks)

    @property
    def points(self) -> int:
        return sum(check.points for check in self.checks)

    @property
    def max_points(self) -> int:
        return sum(check.max_points for check in self.checks)

    @property
    def pending_points(self) -> int:
        return sum(answer.max_points for answer in self.manual)


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

    @property
    def points(self) -> int:
        return sum(nb.points for nb in self.notebooks)

    @property
    def max_points(self) -> int:
        return sum(nb.max_points for nb in self.notebooks)

    @property
    def pending_points(self) -> int:
        return sum(nb.pending_points for nb in self.notebooks)

    @property
    def missing(self) -> list[str]:
        return [nb.exercise for nb in self.notebooks if nb.missing]


@dataclass
class _Job:
    """One notebook to run and how to score it."""

    grade: NotebookGrade
    relpath: str
    assembled: object
    checks: list  # (cell index in the assembled notebook, CheckSpec)
    skip: frozenset


@dataclass
class _CheckSpec:
    name: str
    points: int
    hidden: bool
    hint: str
    expected: str
    compare_output: bool


def grade_notebook(
    submission_path, solution_path, *, solutions_dir=None, cell_timeout: float = DEFAULT_CELL_TIMEOUT,
    support=DEFAULT_SUPPORT,
) -> NotebookGrade:
    """Grade one submitted notebook against one solution notebook.

    ``solutions_dir`` (default: the nearest enclosing folder named ``solutions``, else the
    solution's own folder) decides where the notebook runs: its parent is the repository
    root, from which ``support`` (``course_lib``, ``data``) is copied next to it.
    """
    solution_path = Path(solution_path)
    if solutions_dir is None:
        solutions_dir = next(
            (p for p in solution_path.resolve().parents if p.name == "solutions"), solution_path.parent
        )
    solutions_dir = Path(solutions_dir)
    guard = FileGuard([submission_path, solution_path], [solutions_dir])
    submission = Submission(Path(submission_path).parent.name, Path(submission_path))
    job = _prepare(submission, solution_path, solutions_dir, guard)
    return _run_jobs([job], solutions_dir, cell_timeout, 1, support, guard)[0]


def grade_paths(
    paths, solutions_dir="solutions", *, cell_timeout: float = DEFAULT_CELL_TIMEOUT,
    jobs: int | None = None, support=DEFAULT_SUPPORT,
) -> list[LearnerGrade]:
    """Grade notebooks, learner folders or class folders; one ``LearnerGrade`` per learner.

    For a folder, the roster is every notebook of ``solutions_dir``: one not handed in scores
    0 and is marked missing; a near-name is graded and flagged. A notebook passed by name is
    graded alone. ``jobs`` notebooks run at a time (default: one per CPU). Raises
    ``GradingInputError`` when a path does not exist or is not a notebook.
    """
    solutions_dir = Path(solutions_dir)
    if not solutions_dir.is_dir():
        raise GradingInputError(
            f"{display_path(solutions_dir)}: solutions folder not found; "
            "run from the repository root or pass --solutions DIR"
        )
    submissions = find_submissions(paths, solutions_dir)
    named_files = {Path(p).resolve() for p in paths if Path(p).is_file()}
    solutions = index_solutions(solutions_dir)
    roster = sorted(solutions, key=lambda name: solutions[name][0].as_posix())
    # Everything the grader trusts is read now, before any learner code runs.
    guard = FileGuard([s.path for s in submissions], [solutions_dir])

    by_learner: dict[str, list[Submission]] = {}
    for submission in submissions:
        by_learner.setdefault(submission.learner, []).append(submission)
    plan: list[tuple[str, list]] = []  # learner -> grades or jobs, in report order
    for learner in sorted(by_learner):
        mine = by_learner[learner]
        whole_folder = any(s.path.resolve() not in named_files for s in mine)
        keys = {name_key(s.path.name) for s in mine}
        expected = roster if whole_folder else [name for name in roster if name_key(name) in keys]
        matches, extra = match_roster(mine, expected)
        items = []
        for match in matches:
            candidates = solutions[match.exercise_name]
            if match.submission is None:
                items.append(_missing(candidates[0], solutions_dir, guard))
            elif len(candidates) > 1:
                items.append(NotebookGrade(match.exercise_name, match.submission.path, error=(
                    "several solutions have this name: "
                    + ", ".join(display_path(c) for c in candidates) + "; rename one")))
            else:
                job = _prepare(match.submission, candidates[0], solutions_dir, guard)
                if match.near_name:
                    (job.grade if isinstance(job, _Job) else job).near_name = True
                items.append(job)
        for submission in extra:
            items.append(NotebookGrade(submission.path.name, submission.path, error=(
                f"no solution named {submission.path.name} under {display_path(solutions_dir)}; "
                "not graded")))
        plan.append((learner, items))

    jobs_list = [item for _, items in plan for item in items if isinstance(item, _Job)]
    graded = iter(_run_jobs(jobs_list, solutions_dir, cell_timeout, jobs, support, guard))
    return [
        LearnerGrade(learner, [next(graded) if isinstance(item, _Job) else item for item in items])
        for learner, items in plan
    ]


def _missing(solution_path: Path, solutions_dir: Path, guard: FileGuard) -> NotebookGrade:
    """A roster entry nobody handed in: every check at 0 of its points."""
    grade = NotebookGrade(_exercise_name(solution_path, solutions_dir), None, missing=True)
    try:
        solution = _read(guard.original(solution_path))
        grade.checks = [
            CheckResult(spec.name, False, "not handed in", 0, spec.points, spec.hidden, spec.hint)
            for _, spec in _check_specs(solution)
        ]
        grade.manual = [ManualAnswer(a.name, a.max_points, a.rubric, "") for a in _manual(solution, {})]
    except Exception as error:
        grade.error = f"could not read the solution: {scrub(_first_line(str(error)))}"
    return grade


def _exercise_name(solution_path: Path, solutions_dir: Path) -> str:
    try:
        return solution_path.resolve().relative_to(solutions_dir.resolve()).as_posix()
    except ValueError:  # a solution outside solutions_dir
        return solution_path.name


def _read(data: bytes):
    import nbformat

    return nbformat.reads(data.decode("utf-8"), as_version=4)


def _prepare(submission: Submission, solution_path: Path, solutions_dir: Path, guard: FileGuard):
    """A ``_Job`` to run, or a finished ``NotebookGrade`` when it cannot run at all."""
    exercise = _exercise_name(Path(solution_path), solutions_dir)
    grade = NotebookGrade(exercise, submission.path)
    try:
        solution = _read(guard.original(solution_path))
        specs = _check_specs(solution)
    except Exception as error:  # broken JSON, not a notebook, bad grading metadata
        grade.error = f"could not read the solution {display_path(solution_path)}: {_first_line(str(error))}"
        return grade
    unrun = [spec.name for index, spec in specs if solution.cells[index].get("execution_count") is None]
    if unrun:
        grade.error = (
            f"the solution {display_path(solution_path)} was saved without running "
            f"{unrun[0]!r}; run it and save it (its outputs are the expected outputs)"
        )
    else:
        try:
            submission_nb = _read(guard.original(submission.path))
        except Exception as error:  # broken JSON, not a notebook
            grade.error = f"could not read the notebook: {scrub(_first_line(str(error)))}"
    if grade.error:
        grade.checks = [
            CheckResult(spec.name, False, grade.error, 0, spec.points, spec.hidden, spec.hint)
            for _, spec in specs
        ]
        return grade
    try:
        assembled = assemble(submission_nb, solution, display_path(solution_path))
    except SolutionError as error:
        grade.error = str(error)
        return grade
    grade.notes += [f"restored the instructor's {line}" for line in assembled.tampered]
    grade.manual = _manual(solution, assembled.learner_cells)
    by_id = {cell.get("id"): index for index, cell in enumerate(assembled.notebook.cells)
             if assembled.sources[index] == "instructor"}
    checks = [(by_id[solution.cells[index].get("id")], spec) for index, spec in specs]
    skip = frozenset(
        index for index, cell in enumerate(assembled.notebook.cells)
        if cell.cell_type == "code" and "skip-execution" in tags(cell)
    )
    for index, _ in checks:
        assembled.notebook.cells[index].outputs = []
    relpath = (PurePosixPath(solutions_dir.resolve().name) / exercise).as_posix()
    return _Job(grade, relpath, assembled, checks, skip)


def _check_specs(solution) -> list[tuple[int, _CheckSpec]]:
    """(cell index, spec) of every check of a solution, hidden ones included, in order."""
    specs, hint, number = [], "", 0
    for index, cell in enumerate(solution.cells):
        if cell.cell_type == "code" and has_solution_region(cell):
            hint = region_hint(cell.source) or hint
        if not is_check_cell(cell):
            continue
        number += 1
        spec = _CheckSpec(
            check_name(cell, number), cell_points(cell), is_hidden_check(cell),
            str(course_metadata(cell).get("hint", "")) or hint,
            _comparable(output_text(cell.get("outputs"))),
            "nbval-ignore-output" not in tags(cell),
        )
        specs.append((index, spec))
    return specs


def check_name(cell, number: int) -> str:
    """A leading ``# Check: ...`` comment, else "check N"."""
    first = cell.source.strip().split("\n", 1)[0].strip()
    name = first.lstrip("#").strip() if first.startswith("#") else ""
    if name.lower().startswith("check:"):
        name = name[len("check:"):].strip()
    return name or f"check {number}"


def check_names(solution) -> list[str]:
    return [spec.name for _, spec in _check_specs(solution)]


def _manual(solution, learner_cells) -> list[ManualAnswer]:
    answers = []
    for number, cell in enumerate((c for c in solution.cells if is_manual_cell(c)), start=1):
        meta = course_metadata(cell)
        mine = learner_cells.get(cell.get("id"))
        text = (mine.get("source", "") if mine is not None else "").strip()
        name = text_title(cell.source) or f"answer {number}"
        answer = "" if not text or MARKDOWN_PLACEHOLDER in text else text
        answers.append(ManualAnswer(name, cell_points(cell), str(meta.get("rubric", "")), scrub(answer)))
    return answers


def text_title(source: str) -> str:
    """First non-empty line of a markdown cell without heading marks, cut to 60 characters."""
    for line in source.split("\n"):
        line = line.strip().lstrip("#").strip()
        if line and not line.startswith("<!--"):
            return line if len(line) <= 60 else line[:59] + "…"
    return ""


def _run_jobs(jobs_list, solutions_dir, cell_timeout, jobs, support, guard) -> list[NotebookGrade]:
    repo_root = Path(solutions_dir).resolve().parent
    workers = max(1, jobs or os.cpu_count() or 1)

    def run_one(job: _Job) -> NotebookGrade:
        if not isinstance(job, _Job):
            return job
        run = run_notebook(job.assembled.notebook, job.relpath, repo_root, cell_timeout, support, job.skip)
        job.grade.checks = score(job, run, cell_timeout)
        if run.problem and not any(check.passed for check in job.grade.checks):
            job.grade.error = scrub(run.problem)
        job.grade.notes += [
            line + " (by this notebook or one graded at the same time)" for line in guard.changes()
        ]
        return job.grade

    # Learner code cannot read this process's /proc entries (working folder, environment,
    # open files) while it runs, unless it runs as root.
    was_dumpable = get_dumpable()
    set_dumpable(False)
    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(run_one, jobs_list))
    finally:
        if was_dumpable:
            set_dumpable(True)


def score(job: _Job, run: NotebookRun, cell_timeout: float) -> list[CheckResult]:
    """One ``CheckResult`` per check, from what the run recorded in this process."""
    results = []
    check_at = {index: spec for index, spec in job.checks}
    earlier = ""  # the most recent learner cell error before the current cell
    for index, cell in enumerate(job.assembled.notebook.cells):
        result = run.cells.get(index)
        if index not in check_at:
            if job.assembled.sources[index] != "instructor" and result is not None:
                if result.kind == "error":
                    earlier = "an earlier cell raised " + _error_text(result)
            continue
        spec = check_at[index]
        passed, reason = _judge(spec, result, run, earlier, cell_timeout)
        if run.private_root:
            reason = reason.replace(run.private_root, "<private copy>")
        results.append(CheckResult(
            spec.name, passed, scrub(reason), spec.points if passed else 0, spec.points,
            spec.hidden, spec.hint,
        ))
    return results


def _judge(spec: _CheckSpec, cell: CellRun | None, run: NotebookRun, earlier: str, cell_timeout):
    if cell is None or cell.kind in ("not run", "died"):
        return False, run.problem or "did not run"
    if cell.kind == "timeout":
        return False, f"timed out after {cell_timeout:g} s"
    if cell.kind == "error":
        if cell.ename == "AssertionError":
            return False, cell.evalue.strip() or "assertion failed (the check gave no message)"
        # A name the check needs is missing: the learner cell that raised is the cause.
        if earlier and cell.ename in ("NameError", "UnboundLocalError"):
            return False, earlier
        return False, _error_text(cell)
    if spec.compare_output:
        difference = first_difference(spec.expected, _comparable(cell.stdout))
        if difference:
            return False, difference
    return True, ""


def _error_text(cell: CellRun) -> str:
    return f"{cell.ename}: {_first_line(cell.evalue)}" if cell.evalue.strip() else cell.ename


def _comparable(text: str) -> str:
    lines = [_ADDRESS.sub("0xADDRESS", line.rstrip()) for line in text.split("\n")]
    return "\n".join(lines).strip("\n")


def first_difference(expected: str, actual: str) -> str:
    """"" when equal, else the first differing line in full (never an empty diff)."""
    if expected == actual:
        return ""
    want, got = expected.split("\n"), actual.split("\n")
    for number in range(max(len(want), len(got))):
        a = want[number] if number < len(want) else None
        b = got[number] if number < len(got) else None
        if a != b:
            if b is None:
                return f"output line {number + 1}: expected {a!r}, but the check printed nothing more"
            if a is None:
                return f"output line {number + 1}: expected nothing more, got {b!r}"
            return f"output line {number + 1}: expected {a!r}, got {b!r}"
    return f"output differs: expected {expected!r}, got {actual!r}"


def _first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0]
