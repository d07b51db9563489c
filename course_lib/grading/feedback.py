"""One Markdown feedback file per learner: every check, its points, why it failed, a hint.

Written for the learner: hidden checks are named as such (their code stays with the
instructor), a failure shows the full first differing output line or the assertion
message, and answers graded by hand are listed with the rubric they will be graded on.
"""

from __future__ import annotations

import re
from pathlib import Path

from .grade import LearnerGrade, NotebookGrade

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def feedback_file_name(learner: str) -> str:
    return (_UNSAFE.sub("_", learner).strip("._") or "learner") + ".md"


def _code(text: str) -> str:
    """Inline code that survives backticks inside the text."""
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"


def notebook_section(notebook: NotebookGrade) -> list[str]:
    title = f"## {notebook.exercise}: {notebook.points}/{notebook.max_points} points"
    if notebook.missing:
        return [title, "", "**Not handed in.** Hand it in with exactly this file name "
                f"({_code(Path(notebook.exercise).name)}).", ""]
    lines = [title, ""]
    if notebook.near_name and notebook.submission is not None:
        lines += [f"Graded from {_code(notebook.submission.name)}: next time keep the file name "
                  f"{_code(Path(notebook.exercise).name)}.", ""]
    if notebook.error:
        lines += [f"**Could not be graded completely:** {notebook.error}", ""]
    for check in notebook.checks:
        mark = "passed" if check.passed else "failed"
        kind = " (hidden check: run by the grader only)" if check.hidden else ""
        lines.append(f"- **{check.name}**{kind}: {mark}, {check.points}/{check.max_points} "
                     f"point{'s' * (check.max_points != 1)}")
        if not check.passed:
            lines.append(f"  - Why: {check.reason}")
            if check.hint and check.hint not in check.reason:  # a TODO already shows it
                lines.append(f"  - Hint: {check.hint}")
    for answer in notebook.manual:
        lines += [
            f"- **{answer.name}**: to be graded by the instructor ({answer.max_points} "
            f"point{'s' * (answer.max_points != 1)})",
            f"  - Rubric: {answer.rubric}",
            "  - Your answer: " + (answer.answer.replace("\n", " ") if answer.answer else "_(no answer)_"),
        ]
    if notebook.notes:
        lines += ["", "Notes:"] + [f"- {note}" for note in notebook.notes]
    return lines + [""]


def learner_feedback(learner: LearnerGrade) -> str:
    pending = (f"; {learner.pending_points} more points to be graded by the instructor"
               if learner.pending_points else "")
    lines = [f"# Feedback for {learner.learner}", "",
             f"Score: **{learner.points}/{learner.max_points}** points{pending}."]
    if learner.missing:
        lines.append(f"Missing: {', '.join(learner.missing)}.")
    lines.append("")
    for notebook in learner.notebooks:
        lines += notebook_section(notebook)
    return "\n".join(lines).rstrip("\n") + "\n"


def write_feedback(learners: list[LearnerGrade], folder) -> list[Path]:
    """Write ``<learner>.md`` for each learner into ``folder``; return the paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for learner in learners:
        path = folder / feedback_file_name(learner.learner)
        path.write_text(learner_feedback(learner), encoding="utf-8")
        written.append(path)
    return written
