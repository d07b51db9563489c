"""Run one notebook, cell by cell, in its own workspace and kernel; keep results in memory.

The grader talks to the kernel over Jupyter's messaging (``nbclient``) and records what
each code cell did in this process. Nothing is read back from a file or variable the
notebook can reach, so learner code cannot write itself a pass.

A run goes on after a cell that raised (later checks are judged on their own), and stops
at a timeout or when the kernel dies (``exit()``, a crash): those are reported as such.
"""

from __future__ import annotations

import logging
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from .nbfiles import write_notebook
from .sandbox import DEFAULT_SUPPORT, GradingKernelManager, Workspace, kernel_environment

KERNEL_START_TIMEOUT = 60.0


@dataclass
class CellRun:
    """What one code cell did. ``kind``: passed, error, timeout, died, not run."""

    kind: str
    ename: str = ""
    evalue: str = ""
    stdout: str = ""  # text the cell printed or displayed (stream stdout, text/plain)

    @property
    def passed(self) -> bool:
        return self.kind == "passed"


@dataclass
class NotebookRun:
    cells: dict[int, CellRun] = field(default_factory=dict)  # cell index -> result
    problem: str = ""  # why the run ended early, or never started
    private_root: str = ""  # the workspace path, to hide in reasons (it varies per run)


def output_text(outputs) -> str:
    """What a cell printed: stdout streams and the text form of results and displays."""
    parts = []
    for output in outputs or []:
        kind = output.get("output_type")
        if kind == "stream" and output.get("name") == "stdout":
            parts.append(output.get("text", ""))
        elif kind in ("execute_result", "display_data"):
            text = output.get("data", {}).get("text/plain", "")
            parts.append(text if text.endswith("\n") else text + "\n")
    return "".join(parts)


def run_notebook(
    nb, relpath: str, repo_root: Path, cell_timeout: float, support=DEFAULT_SUPPORT,
    skip=frozenset(),
) -> NotebookRun:
    """Execute every code cell of ``nb`` (modified in place) except indexes in ``skip``."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellTimeoutError, DeadKernelError

    workspace = Workspace(repo_root, relpath, support)
    run = NotebookRun(private_root=str(workspace.root))
    try:
        write_notebook(nb, workspace.notebook)  # for code that opens its own file
        km = GradingKernelManager(
            kernel_name="python3", connection_file=str(workspace.connection_file),
            transport="ipc", ip=str(workspace.root / "ipc"),  # sockets in the private folder
        )
        replies: dict[int, dict] = {}
        client = NotebookClient(
            nb, km=km, timeout=cell_timeout, startup_timeout=KERNEL_START_TIMEOUT,
            allow_errors=True, shutdown_kernel="immediate", record_timing=False,
            resources={"metadata": {"path": str(workspace.notebook.parent)}},
            log=_QUIET,
            on_cell_executed=lambda cell, cell_index, execute_reply: replies.update(
                {cell_index: execute_reply}
            ),
        )
        try:
            with client.setup_kernel(
                env=kernel_environment(workspace),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            ):
                try:
                    _execute_cells(client, nb, run, skip, replies, cell_timeout,
                                   CellTimeoutError, DeadKernelError)
                finally:
                    km.end_run()
        except Exception as error:  # the kernel would not start, or its shutdown failed
            if not run.cells:
                run.problem = f"the kernel could not start: {type(error).__name__}"
    finally:
        workspace.close()
    return run


def _execute_cells(client, nb, run, skip, replies, cell_timeout, timeout_error, dead_error) -> None:
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or index in skip:
            continue
        if run.problem:
            run.cells[index] = CellRun("not run")
            continue
        cell.outputs = []
        try:
            client.execute_cell(cell, index)
        except timeout_error:
            run.cells[index] = CellRun("timeout", stdout=output_text(cell.outputs))
            run.problem = f"cell {index + 1} timed out after {cell_timeout:g} s; later cells did not run"
            continue
        except dead_error:
            run.cells[index] = CellRun("died")
            run.problem = _died(index)
            continue
        errors = [output for output in cell.outputs if output.get("output_type") == "error"]
        if errors:
            error = errors[-1]
            run.cells[index] = CellRun("error", error.get("ename", ""), error.get("evalue", ""),
                                       output_text(cell.outputs))
        else:
            run.cells[index] = CellRun("passed", stdout=output_text(cell.outputs))
        if _asks_to_exit(replies.get(index)):  # exit(): Jupyter shuts the kernel down
            run.cells[index] = CellRun("died", stdout=output_text(cell.outputs))
            run.problem = (
                f"the notebook called exit() in cell {index + 1}, which stops the kernel; "
                "later cells did not run"
            )


def _asks_to_exit(reply) -> bool:
    payload = ((reply or {}).get("content") or {}).get("payload") or []
    return any(item.get("source") == "ask_exit" for item in payload)


def _died(index: int) -> str:
    return (
        f"the kernel died during cell {index + 1} (the process ended: os._exit(), a "
        "crash or a kill); later cells did not run"
    )


# nbclient logs kernel chatter (odd messages, shutdown) that is not about the submission.
_QUIET = logging.getLogger("course_lib.grading.nbclient")
_QUIET.setLevel(logging.CRITICAL)
