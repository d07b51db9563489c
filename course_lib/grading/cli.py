"""Command-line entry points: ``grade`` and ``exercises``.

``add_*_parser`` add a sub-command to an ``argparse`` sub-parsers object and set
``func`` to the matching ``run_*``, which returns the exit code:
0 done (grading failures included), 1 a threshold or sync check failed,
2 the input is wrong (the message says what to fix).
"""

from __future__ import annotations

import argparse
import sys

from .feedback import write_feedback
from .generate import check_sync, generate_all
from .grade import DEFAULT_CELL_TIMEOUT, grade_paths
from .markers import SolutionError
from .nbfiles import display_path
from .report import print_table, write_csv
from .submissions import GradingInputError


def add_grade_parser(subparsers) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "grade",
        help="grade exercise notebooks against solutions/ and print a score table",
        description=(
            "Grade a notebook, a learner's folder of notebooks, or a class folder with one "
            "sub-folder per learner. Every notebook of solutions/ is expected (missing ones "
            "score 0). The instructor's cells are restored and hidden checks added before "
            "each notebook runs alone in a private copy."
        ),
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="notebook or folder to grade")
    parser.add_argument("--solutions", default="solutions", metavar="DIR",
                        help="folder of solved notebooks (default: solutions)")
    parser.add_argument("--csv", metavar="FILE",
                        help="also write a gradebook to FILE: one row per learner, points per exercise")
    parser.add_argument("--feedback", metavar="DIR",
                        help="also write one Markdown feedback file per learner into DIR")
    parser.add_argument("--fail-under", type=float, metavar="PERCENT",
                        help="exit 1 if any learner scores below PERCENT of the points")
    parser.add_argument("--timeout", type=float, default=DEFAULT_CELL_TIMEOUT, metavar="SECONDS",
                        help=f"time limit per cell (default: {DEFAULT_CELL_TIMEOUT:g})")
    parser.add_argument("--jobs", type=int, default=None, metavar="N",
                        help="run N notebooks at the same time (default: one per CPU)")
    parser.set_defaults(func=run_grade)
    return parser


def run_grade(args) -> int:
    try:
        learners = grade_paths(
            args.paths, args.solutions, cell_timeout=args.timeout, jobs=args.jobs
        )
    except GradingInputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print_table(learners)
    if args.csv:
        write_csv(learners, args.csv)
        print(f"wrote {display_path(args.csv)}")
    if getattr(args, "feedback", None):
        written = write_feedback(learners, args.feedback)
        print(f"wrote {len(written)} feedback file{'s' * (len(written) != 1)} "
              f"into {display_path(args.feedback)}")
    if args.fail_under is not None:
        below = [
            learner.learner for learner in learners
            if 100 * learner.points < args.fail_under * max(learner.max_points, 1)
        ]
        if below:
            print(f"below {args.fail_under:g}%: {', '.join(below)}", file=sys.stderr)
            return 1
    return 0


def add_exercises_parser(subparsers) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "exercises",
        help="regenerate exercises/ from solutions/ (or --check that they are in sync)",
    )
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 listing the exercises that are out of sync")
    parser.add_argument("--solutions", default="solutions", metavar="DIR")
    parser.add_argument("--exercises", default="exercises", metavar="DIR")
    parser.set_defaults(func=run_exercises)
    return parser


def run_exercises(args) -> int:
    try:
        if args.check:
            issues = check_sync(args.solutions, args.exercises)
            for path, problem in issues:
                print(f"{display_path(path)}: {problem}")
            if issues:
                print("exercises are out of sync with solutions; run: python -m course_lib exercises",
                      file=sys.stderr)
                return 1
            print("exercises are in sync with solutions")
            return 0
        changed = generate_all(args.solutions, args.exercises)
    except (SolutionError, FileNotFoundError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for path in changed:
        print(f"{'removed' if not path.exists() else 'wrote'} {display_path(path)}")
    if not changed:
        print("exercises already up to date")
    return 0


def main(argv=None) -> int:
    """``python -m course_lib.grading grade|exercises ...`` until the course CLI wires these in."""
    parser = argparse.ArgumentParser(prog="python -m course_lib.grading")
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_grade_parser(subparsers)
    add_exercises_parser(subparsers)
    args = parser.parse_args(argv)
    return args.func(args)
