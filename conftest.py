"""Test-wide safety: the course's tests never reach a real model, even if you have a key set.

Notebook kernels started by nbval inherit this environment, so they stay offline too.
"""

import os
import sys

# nbval (loaded below, not from its entry point: pyproject.toml says `-p no:nbval`) imports
# nbformat, which imports jsonschema, which, when the optional `rfc3987_syntax` is installed
# (JupyterLab's dependencies bring it), builds an RFC 3987 grammar with lark at import time:
# ~2.5 s of CPU in every test process, for two format checks ("iri", "iri-reference") that
# nothing here asks for. nbformat validates with fastjsonschema, and with jsonschema's Draft 4
# validator for error details; Draft 4 has no such formats, and jsonschema checks formats only
# when given a FormatChecker. With the module marked missing, jsonschema leaves those two out.
sys.modules.setdefault("rfc3987_syntax", None)
# Unless nbval's entry point already loaded it (addopts overridden, e.g. `-o addopts=""`).
# tests/forkserver: nbval's kernels forked from a server that has done their imports
# (COURSE_TEST_FORKSERVER=0 turns it off).
pytest_plugins = ([] if "nbval.plugin" in sys.modules else ["nbval.plugin"]) + ["tests.forkserver.plugin"]

os.environ["COURSE_PROVIDER"] = "offline"
for name in ("COURSE_MODEL", "OPENAI_BASE_URL"):
    os.environ.pop(name, None)
# Kernels must import the repository's course_lib, wherever pytest was started from.
root = os.path.dirname(os.path.abspath(__file__))
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)

# The tests start servers on 127.0.0.1 and talk to them: with HTTP(S)_PROXY set (a
# corporate network) and no NO_PROXY for loopback, every such request would go to the
# proxy, which can't reach this machine's loopback. Loopback goes direct, for this process,
# the kernels and the servers it starts.
from course_lib.loopback import bypass_proxy_for_loopback  # noqa: E402

bypass_proxy_for_loopback()


def _compare_widget_outputs_as_the_kernel_made_them() -> None:
    """nbval compares every stored output key except the widget view (random ids). `nbrun`
    adds one key the kernel never sends: a `text/html` snapshot of a widget's final state
    (marked in the output's metadata), so the stored notebook shows the widget without
    JavaScript. nbval can't observe widget state, so it compares the outputs without that
    derived key; everything else stays strict. tests/test_notebooks.py checks that each
    snapshot is exactly what the stored widget state renders to."""
    try:
        from nbval.plugin import IPyNbCell
    except ImportError:
        return
    from course_lib.nbrun import without_snapshots

    if getattr(IPyNbCell.compare_outputs, "course_lib", False):
        return
    compare = IPyNbCell.compare_outputs

    def compare_outputs(self, test, ref, skip_compare=None):
        return compare(self, test, without_snapshots(ref), skip_compare)

    compare_outputs.course_lib = True
    IPyNbCell.compare_outputs = compare_outputs


def pytest_addoption(parser):
    parser.addoption("--browser", action="store_true",
                     help="also run the JupyterLab walk-through in headless Chromium (slow)")


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives JupyterLab in headless Chromium (--browser)")
    # Here, not at import: nbval is imported (from `pytest_plugins` above) after this file.
    _compare_widget_outputs_as_the_kernel_made_them()


def pytest_collection_modifyitems(config, items):
    if config.getoption("--browser"):
        return
    import pytest

    skip = pytest.mark.skip(reason="browser walk-through: run with --browser")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)
