"""A pytest plugin that writes one JSON line per notebook cell nbval ran.

The grader copies this file as ``conftest.py`` next to the notebooks it runs, so it is
loaded without being importable (it imports nothing from ``course_lib``). Records are
appended and flushed one by one: if a run is killed, what already ran is still known.

Record fields: file, cell (code-cell index, as nbval counts), when (setup/call), outcome
(passed/failed/skipped), message (nbval's failure text), error ([ename, evalue] of the
exception a cell raised), expected/actual (text of outputs that differed).
"""

import json
import os

import pytest

REPORT_ENV = "GRADING_REPORT_FILE"


def _text(outputs) -> str:
    """The human-readable text of a cell's outputs (stdout, results, errors)."""
    parts = []
    for output in outputs or []:
        kind = output.get("output_type")
        if kind == "stream":
            parts.append(output.get("text", ""))
        elif kind in ("execute_result", "display_data"):
            parts.append(output.get("data", {}).get("text/plain", ""))
        elif kind == "error":
            parts.append(f"{output.get('ename')}: {output.get('evalue')}")
    return "".join(part if part.endswith("\n") else part + "\n" for part in parts)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    cell_num = getattr(item, "cell_num", None)
    if cell_num is None or call.when == "teardown":
        return
    if call.when == "setup" and report.passed:
        return
    record = {
        "file": os.path.realpath(str(item.path)),
        "cell": cell_num,
        "when": call.when,
        "outcome": report.outcome,
    }
    if call.excinfo is not None:
        record["message"] = str(call.excinfo.value)
        outputs = getattr(item, "test_outputs", None) or []
        errors = [output for output in outputs if output.get("output_type") == "error"]
        if errors:
            record["error"] = [errors[-1].get("ename", ""), errors[-1].get("evalue", "")]
        if "outputs differ" in record["message"]:
            record["expected"] = _text(item.cell.outputs)
            record["actual"] = _text(item.test_outputs)
    with open(os.environ[REPORT_ENV], "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record) + "\n")
