"""Run notebooks with nbval in a throwaway copy of the repository, cell by cell.

Each run is one ``python -m pytest --nbval-lax`` subprocess for a whole batch of
notebooks (starting pytest and importing nbval costs seconds, so a learner's notebooks
share one). The notebooks are written into a temporary folder at the same place they
have in the repository, and the repository's other top-level folders are linked around
them, so relative paths (``../data``) resolve as they do in the repository while
anything a notebook writes into its own folder lands in the temporary copy. The
repository root is on ``PYTHONPATH`` so ``import course_lib`` works.

The result of every cell comes from the small plugin in ``nbval_report.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from .nbfiles import write_notebook
from .nbval_report import REPORT_ENV

# Files that would change how the inner pytest behaves if linked into the copy.
PYTEST_FILES = {"conftest.py", "pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini"}
# Variables that would send notebooks to a real model or leak the outer pytest's options:
# grading must be offline and deterministic, like the stored outputs it compares with.
STRIPPED_ENV_PREFIXES = ("PYTEST_", "COURSE_", "OPENAI_")
# ``python -m pytest``, minus 1.5 s: jsonschema (via nbformat) imports an optional IRI
# checker that builds a grammar on import; the notebook schema has no "format" to check.
PYTEST_LAUNCHER = (
    "import sys; sys.modules['rfc3987_syntax'] = None; import pytest; sys.exit(pytest.main())"
)


@dataclass
class CellRun:
    """What happened to one code cell. ``kind``: passed, error, output, timeout, failed, not run."""

    kind: str
    ename: str = ""
    evalue: str = ""
    expected: str = ""
    actual: str = ""
    message: str = ""

    @property
    def passed(self) -> bool:
        return self.kind == "passed"


@dataclass
class NotebookRun:
    """Results of one notebook: code-cell index -> CellRun; ``problem`` if it never ran."""

    cells: dict[int, CellRun]
    problem: str = ""


def run_notebooks(notebooks, repo_root: Path, cell_timeout: float = 120.0) -> list[NotebookRun]:
    """Run ``(relative_path, notebook)`` pairs; return one ``NotebookRun`` each, in order.

    ``relative_path`` is where the notebook sits relative to ``repo_root``; it decides the
    working folder of its kernel. Pairs with the same path go into separate runs.
    """
    batches: list[list[int]] = []
    for index, (relpath, _) in enumerate(notebooks):
        for batch in batches:
            if all(notebooks[other][0] != relpath for other in batch):
                batch.append(index)
                break
        else:
            batches.append([index])
    results: list[NotebookRun | None] = [None] * len(notebooks)
    for batch in batches:
        runs = _run_batch([notebooks[i] for i in batch], Path(repo_root), cell_timeout)
        for index, run in zip(batch, runs):
            results[index] = run
    return results


def _run_batch(notebooks, repo_root: Path, cell_timeout: float) -> list[NotebookRun]:
    with tempfile.TemporaryDirectory(prefix="course-grading-") as tmp:
        root = Path(os.path.realpath(tmp))
        paths = []
        for relpath, nb in notebooks:
            path = root / PurePosixPath(relpath)
            write_notebook(nb, path)
            paths.append(path)
        _link_repository(root, repo_root, [PurePosixPath(r) for r, _ in notebooks])
        shutil.copyfile(Path(__file__).with_name("nbval_report.py"), root / "conftest.py")
        (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        report = root / "cells.jsonl"
        report.touch()

        command = [
            sys.executable, "-c", PYTEST_LAUNCHER,
            "-c", str(root / "pytest.ini"), "--rootdir", str(root),
            "-p", "nbval.plugin", "-p", "no:cacheprovider", "-q",
            "--nbval-lax", "--nbval-current-env", f"--nbval-cell-timeout={cell_timeout:g}",
            *[str(path) for path in paths],
        ]
        code_cells = sum(
            1 for _, nb in notebooks for cell in nb.cells if cell.cell_type == "code"
        )
        # Generous: kernel starts, every cell at its limit, pytest start-up.
        overall_timeout = 120 + cell_timeout * (code_cells + 1)
        problem = _run(command, root, _environment(repo_root, report), overall_timeout)

        records = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
        return [_collect(str(path), records, problem) for path in paths]


def _link_repository(root: Path, repo_root: Path, relpaths: list[PurePosixPath]) -> None:
    """Link the repository's entries around the copied notebooks (best effort)."""
    levels = {PurePosixPath(".")}
    for relpath in relpaths:
        levels.update(relpath.parents)
    for level in sorted(levels):
        source = repo_root / level
        if not source.is_dir():
            continue
        for entry in sorted(source.iterdir()):
            link = root / level / entry.name
            if (
                entry.name.startswith(".")
                or entry.name in PYTEST_FILES
                or entry.name == "__pycache__"
                or link.exists()
                or link.is_symlink()
            ):
                continue
            try:
                link.symlink_to(entry, target_is_directory=entry.is_dir())
            except OSError:
                pass  # no symlinks here (e.g. Windows without developer mode): only ../ paths break


def _environment(repo_root: Path, report: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(STRIPPED_ENV_PREFIXES)}
    # Load only nbval: plugin auto-loading (xdist, anyio, ...) costs start-up time.
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(
        [str(repo_root)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    )
    env["COURSE_PROVIDER"] = "offline"  # explicit, in case the library's default changes
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"  # silences a debugger warning from ipykernel
    env[REPORT_ENV] = str(report)
    return env


def _run(command, cwd: Path, env, timeout: float) -> str:
    """Run pytest; return "" or a short description of why it did not finish normally."""
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=(os.name == "posix"),  # so a timeout can stop the kernels too
    )
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        if os.name == "posix":
            os.killpg(process.pid, signal.SIGKILL)
        else:
            process.kill()
        process.communicate()
        return f"grading run stopped after {timeout:g} s"
    # pytest exit codes: 0 all passed, 1 some failed; anything else means it could not run.
    if process.returncode not in (0, 1):
        lines = [line for line in output.splitlines() if line.strip()]
        last = lines[-1] if lines else f"exit {process.returncode}"
        return f"pytest could not run the notebook: {last}"
    return ""


def _collect(path: str, records: list[dict], problem: str) -> NotebookRun:
    cells: dict[int, CellRun] = {}
    for record in records:
        if record["file"] != path:
            continue
        error = record.get("error") or ["", ""]
        message = record.get("message", "")
        if record["outcome"] == "passed":
            kind = "passed"
        elif "Timeout" in message:
            kind = "timeout"
        elif error[0]:
            kind = "error"
        elif "outputs differ" in message:
            kind = "output"
        else:
            kind = "failed"
        cells[record["cell"]] = CellRun(
            kind, error[0], error[1], record.get("expected", ""), record.get("actual", ""), message
        )
    if not cells and not problem:
        problem = "the notebook did not run (no cell results)"
    return NotebookRun(cells, problem)
