"""Exercise generation and automatic grading for the course notebooks.

* ``solutions/`` holds solved notebooks with marked solution regions (``markers``);
  ``generate_all`` turns them into ``exercises/`` (``generate``).
* ``grade_paths`` grades one notebook, a learner's folder or a class folder: it restores
  the instructor's check cells (``restore``), runs each learner's notebooks in one nbval
  process (``runner``) and scores every check (``grade``); ``report`` prints the table.

This package imports nothing from the rest of ``course_lib``: it grades notebooks, it
does not depend on what they teach.
"""

from .generate import check_sync, generate_all, make_exercise
from .grade import CheckResult, LearnerGrade, NotebookGrade, grade_notebook, grade_paths
from .markers import CHECK_TAG, MarkerError, SolutionError
from .report import print_table, write_csv
from .restore import restore_checks
from .submissions import GradingInputError

__all__ = [
    "CHECK_TAG",
    "CheckResult",
    "GradingInputError",
    "LearnerGrade",
    "MarkerError",
    "NotebookGrade",
    "SolutionError",
    "check_sync",
    "generate_all",
    "grade_notebook",
    "grade_paths",
    "make_exercise",
    "print_table",
    "restore_checks",
    "write_csv",
]
