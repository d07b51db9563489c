"""Turn the paths an instructor passes into (learner, notebook) submissions.

A path can be:

* a notebook: one submission; the learner is the name of its folder;
* a learner folder: it holds notebooks directly (sub-folders belong to it too);
* a class folder: no notebooks directly inside, one sub-folder per learner.

A folder whose sub-folders are named like the sub-folders of ``solutions/`` (say
``ch01/``, ``ch02/``) is one learner who kept the course layout, not a class.
Each submission is matched to the solution with the same file name anywhere under
``solutions/``; ``match_roster`` also accepts a near-name (a copy suffix such as `` (1)``
or ``-Copy1``, different case, spaces for underscores) and flags it.
"""

from __future__ import annotations

import re
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


# What file managers and Jupyter add to a copy: "name (1)", "name - Copy", "name-Copy1", "name copy 2".
_COPY_SUFFIX = re.compile(r"(\s*\(\d+\)|[\s_-]*-?\s*copy\s*\d*|[\s_-]*checkpoint)+$", re.IGNORECASE)


def name_key(file_name: str) -> str:
    """The part of a notebook's file name that survives copying and renaming."""
    stem = file_name[: -len(".ipynb")] if file_name.lower().endswith(".ipynb") else file_name
    stem = _COPY_SUFFIX.sub("", stem.strip())
    return re.sub(r"[\s_\-]+", "_", stem).lower()


@dataclass(frozen=True)
class RosterMatch:
    exercise_name: str  # the solution's file name
    submission: Submission | None  # None: not handed in
    near_name: bool = False  # matched by name_key, not by exact name


def match_roster(submissions: list[Submission], expected: list[str]):
    """Match one learner's submissions to the expected notebook names.

    Returns ``(matches in expected order, extra submissions)``. An exact name wins over a
    near-name; of several near-names, the first in path order is graded and the others
    are returned as extra.
    """
    exact = {s.path.name: s for s in submissions}
    used: set[Submission] = set()
    matches = []
    for name in expected:
        if name in exact:
            matches.append(RosterMatch(name, exact[name]))
            used.add(exact[name])
    for name in expected:
        if name in exact:
            continue
        near = [s for s in submissions if s not in used and name_key(s.path.name) == name_key(name)]
        if near:
            used.add(near[0])
            matches.append(RosterMatch(name, near[0], near_name=True))
        else:
            matches.append(RosterMatch(name, None))
    order = {name: number for number, name in enumerate(expected)}
    matches.sort(key=lambda match: order[match.exercise_name])
    return matches, [s for s in submissions if s not in used]
