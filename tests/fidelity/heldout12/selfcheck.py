"""The twelfth probe checked without any model, by the sixth probe's self-check: every case's
scripted ideal run must pass the judge, its scripted wrong run must fail it, and a lazy model
(no tool call, an off-topic reply) must pass none.

    python -m tests.fidelity.heldout12.selfcheck      # prints the counts; exit 1 if a check fails
"""

from __future__ import annotations

import sys

from ..heldout6.selfcheck import check


def main(argv=None) -> int:
    from .cases_heldout12 import CASES, SCRIPTS
    argv = sys.argv[1:] if argv is None else argv
    return check(CASES, SCRIPTS, verbose="-v" in argv)


if __name__ == "__main__":
    sys.exit(main())
