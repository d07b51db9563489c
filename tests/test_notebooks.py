"""Checks on the stored notebooks that nbval alone would not catch.

nbval compares only cells that have an execution count, so a never-executed notebook
would pass vacuously; these tests fail instead. They also keep outputs free of
machine paths, keys and stray errors, and check every chapter ends with a self-test.
"""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
SOLUTIONS = sorted((ROOT / "solutions").glob("*.ipynb"))
EXECUTED = LESSONS + SOLUTIONS


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def ids(paths):
    return [p.relative_to(ROOT).as_posix() for p in paths]


def test_there_are_lessons():
    assert LESSONS, "notebooks/ has no NN_*.ipynb lessons"


@pytest.mark.parametrize("path", EXECUTED, ids=ids(EXECUTED))
def test_every_code_cell_was_executed_in_order(path):
    counts = []
    for i, cell in enumerate(cells(path)):
        if cell["cell_type"] != "code" or not "".join(cell["source"]).strip():
            continue
        if "skip-execution" in cell.get("metadata", {}).get("tags", []):
            continue
        assert cell.get("execution_count") is not None, \
            f"{path.name}: code cell {i} was never executed; run `python -m course_lib.nbrun {path.relative_to(ROOT)}`"
        counts.append(cell["execution_count"])
    assert counts == sorted(counts), f"{path.name}: cells were executed out of order"


@pytest.mark.parametrize("path", EXECUTED, ids=ids(EXECUTED))
def test_no_unexpected_errors_paths_or_secrets_in_outputs(path):
    for i, cell in enumerate(cells(path)):
        tags = cell.get("metadata", {}).get("tags", [])
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                assert "raises-exception" in tags, \
                    f"{path.name}: cell {i} stores an error ({out.get('ename')}) but is not tagged raises-exception"
            text = json.dumps(out)
            assert not re.search(r"/(work|tmp|root|home|Users)/[\w.-]+/", text), \
                f"{path.name}: cell {i} output contains a machine path"
            assert not re.search(r"sk-[A-Za-z0-9]{16,}", text), f"{path.name}: cell {i} output looks like an API key"
            assert not re.search(r"0x[0-9a-f]{8,}", text), f"{path.name}: cell {i} output shows a memory address"


@pytest.mark.parametrize("path", EXECUTED, ids=ids(EXECUTED))
def test_stored_in_the_shape_nbrun_writes(path):
    """Numbered widget ids and state, widget snapshots that match that state, merged
    streams, no timings, the installed kernelspec: cleaning again changes nothing."""
    import copy

    import nbformat

    from course_lib.nbrun import clean

    nb = nbformat.read(path, as_version=4)
    cleaned = copy.deepcopy(nb)
    clean(cleaned)
    assert cleaned == nb, f"{path.name}: not normalised; run `python -m course_lib.nbrun {path.relative_to(ROOT)}`"


@pytest.mark.parametrize("path", LESSONS, ids=ids(LESSONS))
def test_each_chapter_ends_with_a_self_test_with_collapsible_answers(path):
    markdown = "\n".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == "markdown")
    assert re.search(r"^#+ .*Self-test", markdown, re.M | re.I), f"{path.name}: no 'Self-test' heading"
    answers = re.findall(r"\n\s*<details>\s*<summary>.*?</summary>\s*\n\s*\n.*?\n\s*\n\s*</details>",
                         "\n" + markdown, re.S)
    assert len(answers) >= 3, (f"{path.name}: needs >= 3 self-test answers in <details> blocks "
                               "(blank lines around the answer text so they render)")


@pytest.mark.parametrize("path", LESSONS, ids=ids(LESSONS))
def test_each_chapter_points_to_an_existing_exercise(path):
    number = path.name[:2]
    exercises = sorted((ROOT / "solutions").glob(f"{number}_*.ipynb"))
    assert exercises, f"chapter {number} has no solutions/{number}_*_exercises.ipynb"


@pytest.mark.parametrize("path", EXECUTED, ids=ids(EXECUTED))
def test_widget_ids_are_numbered_not_random(path):
    text = path.read_text(encoding="utf-8")
    state = json.loads(text).get("metadata", {}).get("widgets", {})
    found = re.findall(r'"model_id": "([0-9a-f]+)"', text) + re.findall(r"IPY_MODEL_([0-9a-f]+)", text)
    found += list(state.get("application/vnd.jupyter.widget-state+json", {}).get("state", {}))
    for model_id in found:
        assert int(model_id, 16) < 1000, f"{path.name}: random widget id {model_id}; run nbrun to number it"
