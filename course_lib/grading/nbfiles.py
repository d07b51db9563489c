"""Finding, reading and writing notebook files the same way everywhere.

Writing is byte-stable (nbformat's fixed indent and key order, ``\\n`` line endings, one
trailing newline) so that "regenerate and compare bytes" is a meaningful sync test.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import nbformat


# Folders Jupyter and tools create next to notebooks; never course material.
SKIPPED_DIRS = {".ipynb_checkpoints", "__pycache__"}


def iter_notebooks(folder: Path) -> list[Path]:
    """All ``*.ipynb`` under ``folder``, sorted, skipping checkpoints and hidden folders."""
    found = []
    for path in Path(folder).rglob("*.ipynb"):
        parts = path.relative_to(folder).parts
        if any(part in SKIPPED_DIRS or part.startswith(".") for part in parts[:-1]):
            continue
        found.append(path)
    return sorted(found)


def _nbformat():
    """nbformat, imported on first use: it costs about a second (its JSON-schema validator),
    which every `python -m course_lib` command would otherwise pay just to start."""
    import nbformat
    return nbformat


def read_notebook(path: Path) -> "nbformat.NotebookNode":
    """Read a notebook as nbformat v4."""
    return _nbformat().read(os.fspath(path), as_version=4)


def notebook_text(nb: "nbformat.NotebookNode") -> str:
    """The exact text ``write_notebook`` would store (indent 1, sorted keys)."""
    text = _nbformat().writes(nb, version=4)
    return text if text.endswith("\n") else text + "\n"


def write_notebook(nb: "nbformat.NotebookNode", path: Path) -> None:
    """Write ``nb`` byte-stably, creating parent folders."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(notebook_text(nb))


def display_path(path: Path) -> str:
    """``path`` relative to the current folder when possible, always with ``/``.

    Reports never show absolute paths: they would differ per machine and leak home folders.
    """
    try:
        relative = os.path.relpath(os.fspath(path))
    except ValueError:  # another drive on Windows
        return Path(path).name
    return Path(relative).as_posix()
