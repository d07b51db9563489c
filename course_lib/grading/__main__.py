"""``python -m course_lib.grading grade PATH...`` / ``python -m course_lib.grading exercises``."""

import sys

from .cli import main

sys.exit(main())
