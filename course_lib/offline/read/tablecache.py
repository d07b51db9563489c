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
import re
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

from .lazytable import loads_plain_data


def cache_dir() -> Path:
    explicit = os.environ.get("COURSE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "course_lib"


def _key(build: Callable, packages: tuple[str, ...], *layout) -> str:
    parts = [inspect.getsource(inspect.getmodule(build)), sys.version, *map(repr, layout)]
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
        return loads_plain_data(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass  # missing, unreadable or damaged: build it
    table = build()
    try:
        _write(path, marshal.dumps(table))
        _drop_stale(path, name)
    except (OSError, ValueError):
        pass  # a read-only home, a full disk: work without the cache
    return table


def cached_lookup(name: str, build: Callable[[], dict], packages: tuple[str, ...],
                  prefix: int = 1, walked: bool = False):
    """Like `cached`, for a big str-keyed dict that is mostly looked up, word by word:
    a `LazyTable` over the stored bytes (unpacked a piece at a time, each piece the keys
    that share their first `prefix` characters; see lazytable.py). `walked`: some readers
    walk the table too (kept whole beside the pieces). Writes to it stay in this process."""
    from .lazytable import LazyTable, pack

    path = cache_dir() / f"{name}-{_key(build, packages, prefix, walked)}.table"
    try:
        return LazyTable.unpack(path.read_bytes())
    except (OSError, ValueError):
        pass  # missing, unreadable or damaged: build it
    data = pack(build(), prefix, walked)
    try:
        _write(path, data)
        _drop_stale(path, name)
    except (OSError, ValueError):
        pass  # a read-only home, a full disk: work without the cache
    return LazyTable.unpack(data)


STALE_AFTER = 24 * 3600   # seconds a table built from other sources is kept beside the new one


def _drop_stale(path: Path, name: str) -> None:
    """Remove the tables of this name built from other sources, once a day has passed since
    they were written. Not at once: two copies of the course at different versions (two
    branches, a copy in a temp folder) share this folder, and each deleting the other's
    table would make both rebuild theirs on every start (and pull a file from under a
    reader copying the folder, as the grader does)."""
    now = time.time()
    # the name, a key, the suffix: "cc-cedict-…" is not one of "cc-cedict-verbs-…"
    same_table = re.compile(rf"{re.escape(name)}-[0-9a-f]{{16}}{re.escape(path.suffix)}")
    for stale in path.parent.iterdir():
        try:
            if stale != path and same_table.fullmatch(stale.name) and \
                    now - stale.stat().st_mtime > STALE_AFTER:
                stale.unlink(missing_ok=True)
        except OSError:
            pass   # gone already, or not ours to remove


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
