"""Chapter 9 exercises: plausible wrong extractors and say-but-don't-do checks lose points,
correct ones in other words get full marks (graded by tests/grading; each `source` replaces
the whole solution cell)."""

NOTEBOOK = "09_detours_exercises.ipynb"

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ch09x-03", "why": "top-level records only: a list inside "
     "a record (and a pointed-to dealer) is never looked at",
     "source": '''def entity_lines(result) -> list[str]:
    """One fact line per entity (a record's `*_id` field) in a tool result."""
    records = result if isinstance(result, list) else [result]
    lines = []
    for record in records:
        if not isinstance(record, dict):
            continue
        for key, value in record.items():
            if key.endswith("_id"):
                name = record.get("name") or record.get("title")
                named = f" '{name}'" if name else ""
                lines.append(f"- {key.removesuffix('_id')}{named}: {key} = {value}")
                break
    return lines
'''},
    {"notebook": NOTEBOOK, "cell_id": "ch09x-10", "why": "judges the wording again (the lesson's "
     "heuristic): misses a reworded promise and fires on answers that quote 'please wait'",
     "source": '''import re

from course_lib.gates import announces_action


def skipped_lookup(question: str, result, tools) -> bool:
    """True when no tool ran although the question names a value a tool looks up."""
    return announces_action(result.answer)
'''},
    {"notebook": NOTEBOOK, "cell_id": "ch09x-10", "why": "any run without a tool call is "
     "re-prompted, small talk included",
     "source": '''import re


def skipped_lookup(question: str, result, tools) -> bool:
    """True when no tool ran although the question names a value a tool looks up."""
    return not result.tool_calls
'''},
    {"notebook": NOTEBOOK, "cell_id": "ch09x-10", "why": "a hard-coded order-id pattern instead "
     "of the tools' schemas: misses article ids, fires when no tool takes an order id",
     "source": '''import re


def skipped_lookup(question: str, result, tools) -> bool:
    """True when no tool ran although the question names a value a tool looks up."""
    return not result.tool_calls and bool(re.search(r"\\b[A-Z]-\\d{4}\\b", question))
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ch09x-03", "why": "an explicit stack instead of recursion",
     "source": '''def entity_lines(result) -> list[str]:
    """One fact line per entity (a record's `*_id` field) in a tool result."""
    lines, todo = [], [result]
    while todo:
        value = todo.pop(0)
        if isinstance(value, list):
            todo[:0] = value
            continue
        if not isinstance(value, dict):
            continue
        ids = [key for key in value if key.endswith("_id")]
        for position, key in enumerate(ids):
            kind = key[:-3]
            if position == 0:
                name = value.get("name") or value.get("title")
            else:
                name = value.get(kind + "_name")
            line = f"- {kind} '{name}': {key} = {value[key]}" if name else f"- {kind}: {key} = {value[key]}"
            if line not in lines:
                lines.append(line)
        todo[:0] = [v for v in value.values() if isinstance(v, (dict, list))]
    return lines
'''},
    {"notebook": NOTEBOOK, "cell_id": "ch09x-10", "why": "patterns collected first, compiled, "
     "anchors removed with re.sub",
     "source": '''import re


def skipped_lookup(question: str, result, tools) -> bool:
    """True when no tool ran although the question names a value a tool looks up."""
    if len(result.tool_calls) > 0:
        return False
    patterns = [schema["pattern"]
                for t in tools
                for schema in t.schema()["function"]["parameters"].get("properties", {}).values()
                if "pattern" in schema]
    return any(re.compile(re.sub(r"^\\^|\\$$", "", p)).search(question) for p in patterns)
'''},
]
