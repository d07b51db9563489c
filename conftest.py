"""Test-wide safety: the course's tests never reach a real model, even if you have a key set.

Notebook kernels started by nbval inherit this environment, so they stay offline too.
"""

import os

os.environ["COURSE_PROVIDER"] = "offline"
for name in ("COURSE_MODEL", "OPENAI_BASE_URL"):
    os.environ.pop(name, None)
# Kernels must import the repository's course_lib, wherever pytest was started from.
root = os.path.dirname(os.path.abspath(__file__))
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
