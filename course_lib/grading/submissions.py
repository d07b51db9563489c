"""Turn the paths an instructor passes into (learner, notebook) submissions.

A path can be:

* a notebook: one submission; the learner is the name of its folder;
* a learner folder: it holds notebooks directly (sub-folders belong to it too);
* a class folder: no notebooks directly inside, one sub-folder per learner.

A folder whose sub-folders are named like the sub-folders of ``solutions/`` (say
``ch01/``, ``ch02/``) is one learner who kept the course layout, not a class.
Each submission is matched to the solution with the same file name anywhere under
``solutions/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .nbfiles import display_path, iter_notebooks


class GradingInputError(ValueError):
    """The paths given to the grader are unusable; the message says what to fix."""


@dataclass(frozen=True)
class Submission:
    learner: str
    path: Path


def find_submissions(paths, solutions_dir: Path) -> list[Submission]:
    """Every submission under ``paths``, in a stable order (learner, then path)."""
    if not paths:
        raise GradingInputError("give at least one notebook or folder to grade")
    solution_folders = {p.name for p in Path(solutions_dir).iterdir() if p.is_dir()}
    found: list[Submission] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise GradingInputError(f"{display_path(path)}: no such file or folder; check the path")
        if path.is_file():
            if path.suffix != ".ipynb":
                raise GradingInputError(
                    f"{display_path(path)}: not a notebook; pass .ipynb files or folders of them"
                )
            found.append(Submission(_learner_name(path.parent), path))
            continue
        notebooks = iter_notebooks(path)
        if not notebooks:
            raise GradingInputError(
                f"{display_path(path)}: no .ipynb notebooks in this folder; "
                "pass a notebook, a learner's folder or a class folder"
            )
        direct = [nb for nb in notebooks if nb.parent == path]
        subfolders = {nb.relative_to(path).parts[0] for nb in notebooks if nb.parent != path}
        is_class = not direct and not subfolders <= solution_folders
        if is_class:
            found.extend(
                Submission(nb.relative_to(path).parts[0], nb) for nb in notebooks
            )
        else:
            found.extend(Submission(_learner_name(path), nb) for nb in notebooks)
    return sorted(set(found), key=lambda s: (s.learner, s.path.as_posix()))


def _learner_name(folder: Path) -> str:
    return folder.resolve().name or display_path(folder)


def index_solutions(solutions_dir: Path) -> dict[str, list[Path]]:
    """Solution notebooks by file name (a list: two files may share a name)."""
    index: dict[str, list[Path]] = {}
    for path in iter_notebooks(Path(solutions_dir)):
        index.setdefault(path.name, []).append(path)
    return index
