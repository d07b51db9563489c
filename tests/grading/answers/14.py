"""Graded answers for chapter 14's exercises: WRONG ones must lose points, RIGHT ones get full marks."""

NOTEBOOK = "14_workflow_vs_agent_evaluation_exercises.ipynb"

FIRST = '''def first_tool_right(case: Case, trajectory: dict) -> bool:
    """The model's first tool call (or its choice to call none) was a right one."""
    ### BEGIN SOLUTION
{body}    ### END SOLUTION
'''
REPEATS = '''def no_repeated_calls(case: Case, trajectory: dict) -> bool:
    """No tool was called twice with the same arguments in this run."""
    ### BEGIN SOLUTION
{body}    ### END SOLUTION
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ch14x-06", "source": REPEATS.format(body='''    keys = [(c["tool"], json.dumps(c["arguments"], sort_keys=True)) for c in trajectory["calls"]]
    return all(a != b for a, b in zip(keys, keys[1:]))     # wrong: neighbours only
'''), "why": "compares only neighbouring calls: a repeat two calls later passes"},
    {"notebook": NOTEBOOK, "cell_id": "ch14x-06", "source": REPEATS.format(body='''    keys = [(c["tool"], str(c["arguments"])) for c in trajectory["calls"]]   # wrong: key order
    return len(keys) == len(set(keys))
'''), "why": "str(dict) depends on key order: {'a': 1, 'b': 2} and {'b': 2, 'a': 1} differ"},
    {"notebook": NOTEBOOK, "cell_id": "ch14x-03", "source": FIRST.format(body='''    calls = trajectory["calls"]
    if not case.expect_tools:
        return not calls
    return bool(calls) and all(c["tool"] in case.expect_tools for c in calls)  # wrong: all calls
'''), "why": "judges every call, not the first decision"},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ch14x-06", "source": REPEATS.format(body='''    seen = set()
    for call in trajectory["calls"]:
        key = call["tool"] + "|" + json.dumps(call["arguments"], sort_keys=True)
        if key in seen:
            return False
        seen.add(key)
    return True
'''), "why": "a seen-set with an early return"},
    {"notebook": NOTEBOOK, "cell_id": "ch14x-03", "source": FIRST.format(body='''    tools = [c["tool"] for c in trajectory["calls"]]
    if case.expect_tools == ():
        return tools == []
    return tools[:1] != [] and tools[0] in case.expect_tools
'''), "why": "slicing instead of indexing"},
]
