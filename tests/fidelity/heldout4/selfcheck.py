"""The fourth probe checked without any model, as the third is (`heldout3/selfcheck.py`):
every case's scripted ideal run must pass the judge and its scripted wrong run must fail.

    python -m tests.fidelity.heldout4.selfcheck      # prints the counts; exit 1 if any check fails
"""

from __future__ import annotations

import sys

from ..heldout3.selfcheck import check


def main() -> int:
    from .cases_heldout4 import CASES, SCRIPTS
    return check(CASES, SCRIPTS, reply="The pool is open until 21:00.")


if __name__ == "__main__":
    sys.exit(main())
