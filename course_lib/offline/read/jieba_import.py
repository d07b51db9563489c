"""Importing jieba without `pkg_resources`.

jieba 0.42 finds its data files through `pkg_resources` when it can import it, and falls back
to a plain `open()` beside its own modules when it can't. Importing `pkg_resources` scans every
installed distribution: about 0.25 s of CPU in each process that reads one Chinese sentence
(and a deprecation warning), to open files that sit in jieba's own folder. So jieba is
imported with `pkg_resources` marked missing for the moment of the import; anything imported
later finds `pkg_resources` as usual.
"""

from __future__ import annotations

import sys
import warnings


def import_jieba():
    """The `jieba` module, imported (once per process) without `pkg_resources`."""
    if "jieba" in sys.modules:
        return sys.modules["jieba"]
    unset = "pkg_resources" not in sys.modules
    if unset:
        sys.modules["pkg_resources"] = None   # `import pkg_resources` raises ImportError
    try:
        with warnings.catch_warnings():  # if pkg_resources was loaded already: its deprecation
            warnings.simplefilter("ignore")
            import jieba
    finally:
        if unset and sys.modules.get("pkg_resources", 0) is None:
            del sys.modules["pkg_resources"]
    import logging
    jieba.setLogLevel(logging.WARNING)   # whichever reader loads it first: no "Building prefix
    return jieba                         # dict …" (nor the cache's path) on stderr
