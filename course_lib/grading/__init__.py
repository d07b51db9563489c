"""Exercise generation and automatic grading for the course notebooks.

* ``solutions/`` holds solved notebooks with marked solution regions (``markers``);
  ``generate_all`` turns them into ``exercises/`` (``generate``), leaving hidden checks out.
* ``grade_paths`` grades one notebook, a learner's folder or a class folder against the
  roster of ``solutions/``: it builds the instructor's notebook around each learner's
  answers (``restore``), runs it alone in a private copy with an allow-listed environment
  (``sandbox``, ``runner``), scores every check with its points (``grade``) and reports
  any trusted file learner code changed (``guard``); ``report`` prints the table and the
  gradebook CSV, ``feedback`` writes one Markdown file per learner.

This package imports nothing from the rest of ``course_lib``: it grades notebooks, it
does not depend on what they teach.
"""

from .feedback import learner_feedback, write_feedback
from .generate import check_sync, generate_all, make_exercise
from .grade import (
    CheckResult,
    LearnerGrade,
    ManualAnswer,
    NotebookGrade,
    grade_notebook,
    grade_paths,
)
from .markers import CHECK_TAG, HIDDEN_TAG, MANUAL_TAG, MarkerError, SolutionError
from .report import print_table, write_csv
from .restore import assemble, cell_checksum
from .submissions import GradingInputError

__all__ = [
    "CHECK_TAG",
    "CheckResult",
    "GradingInputError",
    "HIDDEN_TAG",
    "LearnerGrade",
    "MANUAL_TAG",
    "ManualAnswer",
    "MarkerError",
    "NotebookGrade",
    "SolutionError",
    "assemble",
    "cell_checksum",
    "check_sync",
    "generate_all",
    "grade_notebook",
    "grade_paths",
    "learner_feedback",
    "make_exercise",
    "print_table",
    "write_csv",
    "write_feedback",
]
