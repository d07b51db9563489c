"""The pieces of isolation that need no kernel: the allow-listed environment, the private
read-only copy, scrubbing keys from text, and matching near-names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from course_lib.grading.sandbox import Workspace, kernel_environment
from course_lib.grading.secrets import MASK, scrub
from course_lib.grading.submissions import name_key

REPOSITORY = Path(__file__).resolve().parents[2]


def test_kernel_environment_is_an_allow_list(tmp_path):
    workspace = Workspace(tmp_path, "solutions/x.ipynb", support=())
    try:
        source = {"PATH": "/usr/bin", "LANG": "C.UTF-8", "DEEPSEEK_API_KEY": "sk-x", "GITHUB_TOKEN": "t",
                  "HOME": "/home/instructor", "PYTHONPATH": "/repo", "HTTPS_PROXY": "http://p",
                  "COURSE_PROVIDER": "openai", "ANYTHING_ELSE": "1"}
        env = kernel_environment(workspace, source)
    finally:
        workspace.close()
    assert set(env) == {"PATH", "LANG", "HOME", "TMPDIR", "PYTHONPATH", "COURSE_PROVIDER",
                        "PYTHONDONTWRITEBYTECODE", "PYTHONIOENCODING", "PYDEVD_DISABLE_FILE_VALIDATION",
                        "MPLBACKEND", "COURSE_CACHE_DIR"}
    assert env["COURSE_PROVIDER"] == "offline"
    assert env["COURSE_CACHE_DIR"].startswith(str(workspace.root))  # a private copy
    assert env["HOME"].startswith(str(workspace.root)) and env["PYTHONPATH"] == str(workspace.repo)


def test_workspace_is_a_private_read_only_copy_without_links(tmp_path):
    workspace = Workspace(REPOSITORY, "solutions/x.ipynb")
    try:
        copied = workspace.repo / "course_lib" / "__init__.py"
        assert copied.read_bytes() == (REPOSITORY / "course_lib" / "__init__.py").read_bytes()
        assert not any(path.is_symlink() for path in workspace.root.rglob("*"))
        assert not os.stat(copied).st_mode & 0o222  # read-only
        assert oct(workspace.root.stat().st_mode & 0o777) == "0o700"
        assert not (workspace.repo / "solutions").exists() or not any((workspace.repo / "solutions").iterdir())
        root = workspace.root
    finally:
        workspace.close()
    assert not root.exists()


@pytest.mark.parametrize("secret", [
    "sk-proj-0123456789abcdefghij", "ghp_0123456789abcdefABCDEF", "github_pat_11ABCDEFG0123456789",
    "AKIAIOSFODNN7EXAMPLE", "Bearer abc.def-ghi_jkl012", "API_KEY=hunter2hunter2",
    "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d",
])
def test_key_shaped_text_is_masked(secret):
    assert scrub(f"failed: {secret} (see logs)", environ={}) == f"failed: {MASK} (see logs)"


def test_values_of_secret_variables_are_masked_and_ordinary_text_kept():
    environ = {"MY_SERVICE_PASSWORD": "plain words here", "HOME": "/home/me"}
    assert scrub("got plain words here back", environ) == f"got {MASK} back"
    text = "output line 2: expected 'ok: the shell shares one in-flight call', got 'ok: 2 calls'"
    assert scrub(text, environ) == text


def test_near_names_share_a_key():
    keys = {name_key(n) for n in ["08_abort_exercises (1).ipynb", "08_Abort_Exercises.ipynb",
                                  "08_abort_exercises-Copy1.ipynb", "08 abort exercises - Copy.ipynb"]}
    assert keys == {name_key("08_abort_exercises.ipynb")}
    assert name_key("09_detours_exercises.ipynb") not in keys


def test_each_run_reads_a_private_read_only_copy_of_the_offline_tables(tmp_path):
    from course_lib.grading.sandbox import Workspace, offline_tables
    shared = offline_tables()
    if shared is None:
        pytest.skip("no table cache on this machine")
    one, two = Workspace(REPOSITORY, "solutions/x.ipynb"), Workspace(REPOSITORY, "solutions/y.ipynb")
    try:
        tables = sorted(p.name for p in one.tables.glob("*.marshal"))
        assert tables and tables == sorted(p.name for p in shared.glob("*.marshal"))
        assert one.tables != two.tables and not os.access(next(one.tables.iterdir()), os.W_OK) \
            or os.geteuid() == 0   # root may write anyway: a copy per run still isolates
    finally:
        one.close(), two.close()
