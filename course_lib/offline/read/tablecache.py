"""Tables the reading layer builds from packaged data, kept on disk between processes.

Building the gazetteer (GeoNames + OpenCC) or the CC-CEDICT dictionary takes about a
second of CPU each. Every notebook kernel, CLI call and grading run is a new process, so
without a cache each one pays it again. A built table is written once, with `marshal`
(plain data only: loading it runs no code, unlike pickle), and read back in milliseconds.

The file name carries a key: the source of the builder's module, the versions of the packages the
data comes from, and the Python version (marshal's format is per version). Change any of
them and the table is built afresh. A cache that can't be read or written is skipped: the
table is then built in memory, exactly as without a cache.

A table that is only looked up word by word (jieba's prefixes) can be kept in pieces instead
(`cached_lookup`): reading it back takes milliseconds, and each piece is read when first used.

Where: `$COURSE_CACHE_DIR`, else `$XDG_CACHE_HOME/course_lib`, else `~/.cache/course_lib`.
"""

from __future__ import annotations

import hashlib
import inspect
import marshal
import os
import sys
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any, Callable


def cache_dir() -> Path:
    explicit = os.environ.get("COURSE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "course_lib"


def _key(build: Callable, packages: tuple[str, ...]) -> str:
    parts = [inspect.getsource(inspect.getmodule(build)), sys.version]
    for name in packages:
        try:
            parts.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            parts.append(f"{name} missing")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def cached(name: str, build: Callable[[], Any], packages: tuple[str, ...]) -> Any:
    """`build()`'s result, from the disk cache when an up-to-date copy is there.

    `build` must return plain data (dicts, lists, tuples, strings, numbers, None)."""
    path = cache_dir() / f"{name}-{_key(build, packages)}.marshal"
    try:
        return marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass  # missing, unreadable or damaged: build it
    table = build()
    try:
        _write(path, marshal.dumps(table))
        for stale in path.parent.glob(f"{name}-*.marshal"):   # built from older sources
            if stale != path:
                stale.unlink(missing_ok=True)
    except (OSError, ValueError):
        pass  # a read-only home, a full disk: work without the cache
    return table


def cached_lookup(name: str, build: Callable[[], dict], packages: tuple[str, ...]):
    """Like `cached`, for a big str-keyed dict that is looked up, not walked through:
    a `LazyTable` over the stored bytes (unpacked a piece at a time, see
    lazytable.py). Writes to it stay in this process."""
    from .lazytable import LazyTable, pack

    path = cache_dir() / f"{name}-{_key(build, packages)}.table"
    try:
        return LazyTable.unpack(path.read_bytes())
    except (OSError, ValueError):
        pass  # missing, unreadable or damaged: build it
    data = pack(build())
    try:
        _write(path, data)
        for stale in path.parent.glob(f"{name}-*.table"):   # built from older sources
            if stale != path:
                stale.unlink(missing_ok=True)
    except (OSError, ValueError):
        pass  # a read-only home, a full disk: work without the cache
    return LazyTable.unpack(data)


def _write(path: Path, data: bytes) -> None:
    """Write aside, then rename: a process reading at the same time never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, delete=False, suffix=".part") as out:
        name = out.name
        try:
            out.write(data)
        except OSError:
            out.close()
            os.unlink(name)
            raise
    os.replace(name, path)
