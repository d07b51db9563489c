"""Solution markers: find the instructor's solution regions and replace them with TODOs.

A solution notebook marks what the learner must write:

* in code cells, whole lines ``### BEGIN SOLUTION`` ... ``### END SOLUTION`` (any
  indentation), optionally with ``### HINT: text`` as the first line inside. The region
  becomes ``raise NotImplementedError("TODO: text")`` at the same indentation, so the
  exercise still parses and fails loudly, pointing at the hint;
* in markdown cells, ``<!-- BEGIN SOLUTION -->`` ... ``<!-- END SOLUTION -->``, which
  becomes ``_Your answer here._``.

Check cells (code cells tagged ``check``) are the instructor's tests and never hold a
solution region. Anything that merely *looks* like a marker (``# BEGIN SOLUTION``,
``### BEGIN SOLUTION:``) is an error rather than ordinary text: a mistyped marker would
otherwise leak the solution into ``exercises/`` without anybody noticing.
"""

from __future__ import annotations

import json
import re

CHECK_TAG = "check"
HIDDEN_TAG = "hidden"  # with CHECK_TAG: a variant check only the grader runs (not in exercises/)
MANUAL_TAG = "manual"  # a markdown answer the instructor grades by hand
DEFAULT_HINT = "write your solution here"
MARKDOWN_PLACEHOLDER = "_Your answer here._"

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
HINT_PREFIX = "### HINT:"

# Comment lines that mention these words must be exact markers (or a typo is reported).
_MARKER_WORDS = re.compile(r"\b(BEGIN|END) SOLUTION\b|^#{2,}\s*HINT\b")
_MD_MARKER = re.compile(r"<!--\s*(BEGIN|END) SOLUTION\s*-->")


class SolutionError(ValueError):
    """A solution notebook cannot be turned into an exercise; the message says how to fix it."""


class MarkerError(SolutionError):
    """A solution marker is misplaced; the message says where and how to fix it."""


def is_check_cell(cell) -> bool:
    """True for the instructor's check cells: code cells tagged ``check``."""
    return cell.get("cell_type") == "code" and CHECK_TAG in cell.get("metadata", {}).get("tags", [])


def tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def is_hidden_check(cell) -> bool:
    """A check cell tagged ``hidden``: kept in solutions/, dropped from exercises/."""
    return is_check_cell(cell) and HIDDEN_TAG in tags(cell)


def is_manual_cell(cell) -> bool:
    return cell.get("cell_type") == "markdown" and MANUAL_TAG in tags(cell)


def course_metadata(cell) -> dict:
    value = cell.get("metadata", {}).get("course", {})
    if not isinstance(value, dict):
        raise SolutionError('cell metadata "course" must be an object, e.g. {"points": 2}')
    return value


def cell_points(cell) -> int:
    """Points of a check or manual cell: metadata ``course.points`` (default 1)."""
    points = course_metadata(cell).get("points", 1)
    if isinstance(points, bool) or not isinstance(points, int) or points < 0:
        raise SolutionError(
            f'"course": {{"points": {points!r}}} is not a whole number >= 0; write e.g. 2'
        )
    return points


def has_solution_region(cell) -> bool:
    """True for the cells a learner writes in: those holding a solution region."""
    if cell.get("cell_type") == "code":
        return any(line.strip() == BEGIN for line in cell.get("source", "").split("\n"))
    if cell.get("cell_type") == "markdown":
        return bool(_MD_MARKER.search(cell.get("source", "")))
    return False


def region_hint(source: str) -> str:
    """The ``### HINT:`` text of the first solution region in ``source`` ("" if none)."""
    lines = source.split("\n")
    for number, line in enumerate(lines[:-1]):
        if line.strip() == BEGIN and lines[number + 1].strip().startswith(HINT_PREFIX):
            return lines[number + 1].strip()[len(HINT_PREFIX):].strip()
    return ""


def replace_code_solutions(source: str) -> str:
    """Return ``source`` with every solution region replaced by a raising TODO line.

    Raises ``MarkerError`` (without location; the caller adds notebook and cell) when
    markers are unbalanced, nested or mistyped.
    """
    lines = source.split("\n")
    out: list[str] = []
    begin_line = None  # 1-based line number of the open BEGIN, None outside a region
    indent = ""
    hint = DEFAULT_HINT
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped == BEGIN:
            if begin_line is not None:
                raise MarkerError(
                    f"line {number}: '{BEGIN}' inside the region opened on line {begin_line}; "
                    f"regions cannot nest, add '{END}' before opening a new one"
                )
            begin_line, indent, hint = number, line[: len(line) - len(line.lstrip())], DEFAULT_HINT
        elif stripped == END:
            if begin_line is None:
                raise MarkerError(f"line {number}: '{END}' without a '{BEGIN}' before it")
            # json.dumps gives a valid Python string literal with quotes escaped.
            todo = json.dumps(f"TODO: {hint}", ensure_ascii=False)
            out.append(f"{indent}raise NotImplementedError({todo})")
            begin_line = None
        elif stripped.startswith(HINT_PREFIX):
            if begin_line != number - 1:
                raise MarkerError(
                    f"line {number}: '{HINT_PREFIX}' must be the line directly after '{BEGIN}'"
                )
            hint = stripped[len(HINT_PREFIX):].strip() or DEFAULT_HINT
        elif stripped.startswith("#") and _MARKER_WORDS.search(stripped):
            raise MarkerError(
                f"line {number}: {stripped!r} looks like a solution marker but is not one; "
                f"write exactly '{BEGIN}', '{END}' or '{HINT_PREFIX} ...' on its own line"
            )
        elif begin_line is None:
            out.append(line)
    if begin_line is not None:
        raise MarkerError(
            f"line {begin_line}: '{BEGIN}' has no matching '{END}'; add '{END}' after the solution"
        )
    return "\n".join(out)


def replace_markdown_solutions(source: str) -> str:
    """Return markdown ``source`` with each ``<!-- BEGIN/END SOLUTION -->`` region replaced."""
    for line_number, line in enumerate(source.split("\n"), start=1):
        if line.strip() in (BEGIN, END):
            raise MarkerError(
                f"line {line_number}: {line.strip()!r} is a code-cell marker; in markdown write "
                "'<!-- BEGIN SOLUTION -->' and '<!-- END SOLUTION -->'"
            )
    pieces: list[str] = []
    position = 0
    open_at = None  # match of the open BEGIN comment
    for match in _MD_MARKER.finditer(source):
        line = source.count("\n", 0, match.start()) + 1
        if match.group(1) == "BEGIN":
            if open_at is not None:
                raise MarkerError(
                    f"line {line}: '<!-- BEGIN SOLUTION -->' inside another region; "
                    "close the first one with '<!-- END SOLUTION -->' before opening another"
                )
            pieces.append(source[position : match.start()])
            open_at = match
        else:
            if open_at is None:
                raise MarkerError(f"line {line}: '<!-- END SOLUTION -->' without a BEGIN before it")
            pieces.append(MARKDOWN_PLACEHOLDER)
            position = match.end()
            open_at = None
    if open_at is not None:
        line = source.count("\n", 0, open_at.start()) + 1
        raise MarkerError(
            f"line {line}: '<!-- BEGIN SOLUTION -->' has no matching '<!-- END SOLUTION -->'"
        )
    pieces.append(source[position:])
    return "".join(pieces)


def has_markers(source: str) -> bool:
    """True when ``source`` contains anything marker-like (used to guard check cells)."""
    return bool(re.search(r"\b(BEGIN|END) SOLUTION\b", source))
