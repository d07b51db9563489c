"""Run the thirteenth held-out probe's cases against a fresh offline server with the main suite's
loop and judge; print the pass rate per point, per language and overall, then each failure's
reasons (the report of the first probe, `heldout/report.py`, on these cases).

    python -m tests.fidelity.heldout13.report            # from the repository root
    python -m tests.fidelity.heldout13.report -v --point 4
"""

from __future__ import annotations

import sys

from ..heldout.report import main as report


def main(argv=None) -> int:
    from .cases_heldout13 import CASES
    return report(argv, CASES)


if __name__ == "__main__":
    sys.exit(main())
