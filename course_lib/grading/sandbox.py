"""A private place for one submission to run: its own folder, environment and kernel.

What a learner's kernel gets, and nothing more:

* a fresh temporary folder (mode 0700) holding the notebook at the place it has in the
  repository and a **copy** of what it imports or reads (``course_lib``, ``data``) made
  read-only. There are no links back to the repository, ``solutions/`` or other
  learners, so ``../solutions`` or ``course_lib/x.py`` lead only into this copy;
* an environment built from an allow-list (``kernel_environment``): no key, token or
  proxy setting of the instructor's shell reaches learner code; HOME and TMPDIR are
  inside the private folder and the model is the offline one;
* a kernel started under a small *reaper* process that adopts every process the kernel
  leaves behind, even ones that detached with ``setsid`` (Linux ``PR_SET_CHILD_SUBREAPER``),
  and kills them all when the run ends. Reaper and kernel are marked non-dumpable, so
  another learner's kernel running as the same user cannot read their ``/proc`` entries
  (working folder, environment, open files).

Processes running as root can still read other processes' ``/proc`` entries and write any
path they can name: see the README's threat model for the container command.
"""

from __future__ import annotations

import ctypes
import functools
import os
import shutil
import signal
import stat
import sys
import tempfile
from pathlib import Path, PurePosixPath

from jupyter_client.manager import AsyncKernelManager

# What the notebooks import or read besides the standard library and site-packages.
DEFAULT_SUPPORT = ("course_lib", "data")
# Variables a kernel may inherit from the grader: what Python, Jupyter and terminals need.
INHERITED_ENV = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "TERM", "SYSTEMROOT")
SKIPPED_NAMES = {"__pycache__", ".ipynb_checkpoints", ".pytest_cache", ".hypothesis"}

_PR_GET_DUMPABLE = 3
_PR_SET_DUMPABLE = 4
_PR_SET_CHILD_SUBREAPER = 36

# The kernel's parent: adopts orphans, and on SIGTERM or when the kernel ends, kills every
# process left under it (looping, since a dying process can leave new orphans).
REAPER = r"""
import ctypes, os, signal, subprocess, sys, time
try:
    libc = ctypes.CDLL(None)
    libc.prctl(36, 1, 0, 0, 0)
    libc.prctl(4, 0, 0, 0, 0)
except Exception:
    pass
signal.signal(signal.SIGINT, signal.SIG_IGN)
me = os.getpid()
def children():
    found = []
    for name in os.listdir('/proc') if os.path.isdir('/proc') else []:
        if name.isdigit():
            try:
                with open('/proc/%s/stat' % name) as handle:
                    fields = handle.read().rsplit(')', 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == me:
                found.append(int(name))
    return found
def reap(*_):
    for _ in range(200):
        pids = children()
        if not pids:
            break
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        while True:
            try:
                if os.waitpid(-1, os.WNOHANG)[0] == 0:
                    break
            except ChildProcessError:
                break
        time.sleep(0.005)
    os._exit(0)
signal.signal(signal.SIGTERM, reap)
kernel = subprocess.Popen(sys.argv[1:])
kernel.wait()
reap()
"""

# The kernel itself: non-dumpable, and no sys.path entry outside Python's own folders and
# the private copy (an editable install would otherwise point at the repository).
LAUNCHER = r"""
import ctypes, os, sys
try:
    ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)
except Exception:
    pass
allowed = [os.path.realpath(p) for p in os.environ.get('PYTHONPATH', '').split(os.pathsep) if p]
allowed += [os.path.realpath(p) for p in {sys.prefix, sys.base_prefix, sys.exec_prefix}]
sys.path[:] = [p for p in sys.path if p and any(
    os.path.realpath(p) == a or os.path.realpath(p).startswith(a + os.sep) for a in allowed)]
sys.meta_path[:] = [f for f in sys.meta_path if '__editable__' not in str(getattr(f, '__module__', ''))]
from ipykernel import kernelapp
kernelapp.launch_new_instance()
"""


def get_dumpable() -> bool:
    """Whether this process is dumpable (True where the platform has no such notion)."""
    try:
        return ctypes.CDLL(None).prctl(_PR_GET_DUMPABLE, 0, 0, 0, 0) != 0
    except (AttributeError, OSError, TypeError):  # no prctl: not Linux
        return True


def set_dumpable(value: bool) -> bool:
    """Mark this process (not) dumpable; True if the platform allowed it (Linux)."""
    try:
        return ctypes.CDLL(None).prctl(_PR_SET_DUMPABLE, int(value), 0, 0, 0) == 0
    except (AttributeError, OSError, TypeError):  # no prctl: not Linux
        return False


@functools.cache
def offline_tables() -> Path | None:
    """The offline model's built tables (gazetteer, dictionaries), built once in the
    grader's own process. Each run gets a private copy: a table a learner's code could
    rewrite would change how the model reads every later submission."""
    try:
        from ..offline.read import lexicon, measures, places, tablecache, zh
        places._gazetteer(), lexicon.dictionary(), zh.tokenizer(), measures.measure_words()
        folder = tablecache.cache_dir()
        return folder if folder.is_dir() else None
    except Exception:   # no cache (a read-only home): each kernel builds its own tables
        return None


class Workspace:
    """A private temporary folder for one notebook run; ``close()`` removes it."""

    def __init__(self, repo_root: Path, notebook_relpath: str, support=DEFAULT_SUPPORT):
        self.root = Path(os.path.realpath(tempfile.mkdtemp(prefix="course-grading-")))
        self.repo = self.root / "repo"
        self.home = self.root / "home"
        self.tmp = self.root / "tmp"
        for folder in (self.repo, self.home, self.tmp):
            folder.mkdir()
        for name in support:
            source = Path(repo_root) / name
            if source.exists():
                _copy_read_only(source, self.repo / name)
        self.notebook = self.repo / PurePosixPath(notebook_relpath)
        self.notebook.parent.mkdir(parents=True, exist_ok=True)
        self.connection_file = self.root / "kernel.json"
        self.tables = self.root / "tables"
        tables = offline_tables()
        if tables is not None:
            _copy_read_only(tables, self.tables)

    def close(self) -> None:
        shutil.rmtree(self.root, onerror=_make_writable_and_retry)


def _copy_read_only(source: Path, target: Path) -> None:
    ignore = shutil.ignore_patterns(*SKIPPED_NAMES, "*.pyc")
    if source.is_dir():
        shutil.copytree(source, target, ignore=ignore, symlinks=False)
    else:
        shutil.copyfile(source, target)
    paths = [target] + (sorted(target.rglob("*"), reverse=True) if target.is_dir() else [])
    for path in paths:
        mode = path.stat().st_mode
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def _make_writable_and_retry(function, path, _excinfo) -> None:
    parent = os.path.dirname(path)
    for item in (parent, path):
        try:
            os.chmod(item, 0o700)
        except OSError:
            pass
    function(path)


def kernel_environment(workspace: Workspace, source=None) -> dict[str, str]:
    """The whole environment of a grading kernel, built from an allow-list."""
    source = os.environ if source is None else source
    env = {name: source[name] for name in INHERITED_ENV if name in source}
    python_dir = os.path.dirname(sys.executable)
    env["PATH"] = os.pathsep.join([python_dir] + ([env["PATH"]] if env.get("PATH") else []))
    env.setdefault("LANG", "C.UTF-8")
    env.update(
        HOME=str(workspace.home),
        TMPDIR=str(workspace.tmp),
        PYTHONPATH=str(workspace.repo),
        COURSE_PROVIDER="offline",  # grading is offline and deterministic, like the outputs
        COURSE_CACHE_DIR=str(workspace.tables),
        PYTHONDONTWRITEBYTECODE="1",
        PYTHONIOENCODING="utf-8",
        PYDEVD_DISABLE_FILE_VALIDATION="1",  # silences a debugger warning from ipykernel
        MPLBACKEND="agg",
    )
    return env


class GradingKernelManager(AsyncKernelManager):
    """A python3 kernel started as ``reaper -> launcher`` (see the module docstring)."""

    def format_kernel_cmd(self, extra_arguments=None) -> list[str]:
        command = super().format_kernel_cmd(extra_arguments)
        # ipykernel's spec is [python, -m, ipykernel_launcher, -f, {connection_file}].
        arguments = command[3:] if command[1:3] == ["-m", "ipykernel_launcher"] else command[1:]
        return [sys.executable, "-c", REAPER, sys.executable, "-c", LAUNCHER, *arguments]

    def end_run(self, wait: float = 10.0) -> None:
        """Ask the reaper to kill the kernel and everything it started, and wait for it."""
        process = getattr(self.provisioner, "process", None)
        if process is None or process.poll() is not None:
            return
        try:
            os.kill(process.pid, signal.SIGTERM)
            process.wait(timeout=wait)
        except Exception:  # already gone, or stuck: the group kill below still happens
            pass
        if os.name == "posix":
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except OSError:
                pass
