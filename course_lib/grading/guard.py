"""Notice and report changes learner code makes to the files the grader trusts.

The grader reads every submission and solution into memory before any learner code runs,
so a kernel that finds those files cannot change a grade. It could still damage them on
disk (as the grader's own user it may write any path it can name). ``FileGuard`` keeps
the original bytes, which the grades are computed from, and after each run reports any
file that changed, vanished or appeared. It never writes: the instructor may be editing
``solutions/`` at the same time, and a silent rewrite would undo their work. The report
says which file to check (``git diff`` shows what changed).
"""

from __future__ import annotations

import threading
from pathlib import Path

from .nbfiles import display_path


class FileGuard:
    def __init__(self, files=(), folders=()):
        self._lock = threading.Lock()
        self._folders = [Path(folder) for folder in folders]
        self._bytes: dict[Path, bytes] = {}
        for path in list(files) + [p for folder in self._folders for p in _files(folder)]:
            path = Path(path)
            if path.is_file() and path not in self._bytes:
                self._bytes[path] = path.read_bytes()
        self._stats = {path: _stat(path) for path in self._bytes}
        self._listing = {folder: set(_files(folder)) for folder in self._folders}

    def original(self, path) -> bytes:
        return self._bytes[Path(path)]

    def changes(self) -> list[str]:
        """One line per file changed, deleted or created since the last call."""
        found: list[str] = []
        with self._lock:
            for path, data in self._bytes.items():
                if _stat(path) == self._stats[path]:
                    continue
                if not path.exists() or path.read_bytes() != data:
                    what = "deleted" if not path.exists() else "overwritten"
                    found.append(f"{display_path(path)} was {what} during grading; "
                                 "graded from the copy read before (check the file)")
                self._stats[path] = _stat(path)
            for folder, before in self._listing.items():
                for path in sorted(set(_files(folder)) - before):
                    found.append(f"{display_path(path)} was created during grading")
                    before.add(path)
        return found


def _files(folder: Path) -> list[Path]:
    return [path for path in Path(folder).rglob("*") if path.is_file()] if Path(folder).is_dir() else []


def _stat(path: Path):
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_size, info.st_mtime_ns, info.st_ino)
