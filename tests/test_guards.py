"""Defense 1 and its extra fuses: max steps, stall guard, token budget, status-returning runs.

The looping model (`offline-looper`) repeats one call forever, so every fuse is tested
against a run that would otherwise never end.
"""

import json

import pytest

from course_lib import (Act, BudgetExceeded, Done, Fail, MaxStepsExceeded, Observe, Stalled,
                        make_client, run_agent)
from course_lib.cli import main
from course_lib.events import ToolCall, Usage
from course_lib.guards import (StatusResult, call_key, run_with_status, stall_guard, step_keys,
                               token_budget, tokens_per_step)
from course_lib.loop import DEFAULT_MAX_STEPS, Run
from course_lib.world import SUPPORT, World, world_tools
from helpers import run

QUESTION = "Where is order A-1024?"


@pytest.fixture
def world():
    with World() as w:
        yield w


@pytest.fixture
def tools(world):
    return world_tools(world, SUPPORT)


def looper():
    return make_client("offline", "offline-looper")


def fails_with(error_type, coro):
    with pytest.raises(error_type) as info:
        run(coro)
    return info.value


# ---------------------------------------------------------------- the max-steps fuse


def test_the_library_default_is_five_steps():
    assert DEFAULT_MAX_STEPS == 5


def test_a_looping_model_trips_the_default_fuse_after_five_model_calls(tools):
    error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools))
    assert error.status == "max_steps_exceeded"
    assert error.steps == 5 and error.usage.model_calls == 5
    calls = [e for e in error.trace if isinstance(e, Act)]
    assert [c.calls[0].name for c in calls] == ["get_order_status"] * 5
    assert len({c.calls[0].arguments for c in calls}) == 1   # the very same arguments each time


@pytest.mark.parametrize("max_steps", [1, 2, 8])
def test_the_fuse_is_configurable(tools, max_steps):
    error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools, max_steps=max_steps))
    assert error.steps == max_steps and error.usage.model_calls == max_steps
    assert f"after {max_steps} steps" in str(error)


def test_the_error_carries_trace_messages_and_usage(tools):
    error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools, max_steps=3))
    assert isinstance(error.trace[-1], Fail) and error.trace[-1].error is error
    assert sum(isinstance(e, Observe) for e in error.trace) == 3
    assert error.usage.total_tokens == error.usage.prompt_tokens + error.usage.completion_tokens > 0
    assert [m["role"] for m in error.messages] == ["user"] + ["assistant", "tool"] * 3


def test_no_answer_is_fabricated_when_the_fuse_trips(tools):
    error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools))
    assert not any(isinstance(e, Done) for e in error.trace)
    assert error.messages[-1]["role"] == "tool"       # the run ends on a result, not on words
    assert all(m.get("tool_calls") for m in error.messages if m["role"] == "assistant")
    assert "no answer was made up" in str(error)


def test_a_legitimate_three_step_flow_fits_the_default_but_not_two_steps(world):
    tools = world_tools(world, ["get_order_status", "check_stock"])
    result = run(run_agent(make_client(), "Why hasn't order A-1021 shipped?", tools))
    assert result.steps == 3 and result.status == "completed"
    error = fails_with(MaxStepsExceeded, run_agent(make_client(), "Why hasn't order A-1021 "
                                                   "shipped?", tools, max_steps=2))
    # the two steps did useful work, but the answer needed a third: a loud failure, no guess
    assert [e.result.name for e in error.trace if isinstance(e, Observe)] == \
        ["get_order_status", "check_stock"]


def test_each_looping_step_costs_more_than_the_last(tools):
    error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools, max_steps=6))
    per_step = tokens_per_step(error.trace)
    assert len(per_step) == 6 and sum(per_step) == error.usage.total_tokens
    assert all(b > a for a, b in zip(per_step, per_step[1:]))   # the prompt keeps growing


def test_tokens_per_step_includes_the_answering_step(tools):
    result = run(run_agent(make_client(), QUESTION, tools))
    assert len(tokens_per_step(result.trace)) == 2
    assert sum(tokens_per_step(result.trace)) == result.usage.total_tokens


def cumulative_tokens() -> list[int]:
    """Running token total of the looper after each of its five steps."""
    with World() as w:
        error = fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, world_tools(w, SUPPORT)))
    per_step = tokens_per_step(error.trace)
    return [sum(per_step[:i + 1]) for i in range(len(per_step))]


def test_token_usage_of_the_looper_is_deterministic(tools):
    bills = [fails_with(MaxStepsExceeded, run_agent(looper(), QUESTION, tools)).usage.to_dict()
             for _ in range(2)]
    assert bills[0] == bills[1]


# ---------------------------------------------------------------- stall guard


def test_call_key_ignores_key_order_and_spacing():
    assert call_key("f", '{"a": 1, "b": 2}') == call_key("f", '{"b":2,"a":1}') == \
        call_key("f", {"b": 2, "a": 1})
    assert call_key("f", '{"a": 1}') != call_key("g", '{"a": 1}')
    assert call_key("f", "{'a': 1,}") == "f:{'a': 1,}"   # not JSON: the raw text is the key


@pytest.mark.parametrize("repeats", [2, 3, 4])
def test_stall_guard_stops_the_looper_after_n_identical_steps(tools, repeats):
    error = fails_with(Stalled, run_agent(looper(), QUESTION, tools,
                                          guards=[stall_guard(repeats)]))
    assert error.status == "stalled" and error.steps == repeats
    assert error.usage.model_calls == repeats and isinstance(error.trace[-1], Fail)
    assert "same request" in str(error) and "get_order_status" in str(error)


def test_stall_guard_default_is_three_and_beats_the_step_fuse(tools):
    error = fails_with(Stalled, run_agent(looper(), QUESTION, tools, guards=[stall_guard()]))
    assert error.steps == 3 < DEFAULT_MAX_STEPS


@pytest.mark.parametrize("question, names", [
    ("Why hasn't order A-1021 shipped?", ["get_order_status", "check_stock"]),
    ("Which is hotter, Beijing or Shanghai?", ["get_weather"]),
    ("What is the return policy?", ["search_knowledge_base", "get_article"]),
])
def test_stall_guard_leaves_healthy_runs_alone(world, question, names):
    result = run(run_agent(make_client(), question, world_tools(world, names),
                           guards=[stall_guard(2)]))
    assert result.status == "completed"


def fake_run(*steps):
    trace = [Act(i, [ToolCall(f"c{i}{j}", name, args) for j, (name, args) in enumerate(calls)])
             for i, calls in enumerate(steps, start=1)]
    return Run(messages=[], trace=trace, step=len(steps))


def test_stall_guard_compares_whole_steps():
    both = [("a", '{"x": 1}'), ("b", "{}")]
    with pytest.raises(Stalled):
        stall_guard(3)(fake_run(both, list(reversed(both)), both))   # order inside a step is free
    stall_guard(3)(fake_run(both, [("a", '{"x": 1}')], both))           # broken run of repeats
    stall_guard(3)(fake_run(both, both))                                 # only two so far
    stall_guard(2)(fake_run([("a", '{"x": 1}')], [("a", '{"x": 2}')]))   # other arguments
    assert step_keys(fake_run(both).trace) == [("a:{\"x\": 1}", "b:{}")]


def test_stall_guard_needs_at_least_two_repeats():
    with pytest.raises(ValueError, match="at least 2"):
        stall_guard(1)


def test_a_guard_object_can_be_reused_across_runs(tools):
    guard = stall_guard(2)
    for _ in range(2):
        assert fails_with(Stalled, run_agent(looper(), QUESTION, tools, guards=[guard])).steps == 2


# ---------------------------------------------------------------- token budget


def test_token_budget_stops_a_run_that_spends_too_much(tools):
    totals = cumulative_tokens()
    budget = totals[1] + 1          # more than two steps cost, less than three
    error = fails_with(BudgetExceeded, run_agent(looper(), QUESTION, tools,
                                                 guards=[token_budget(budget)]))
    assert error.status == "budget_exceeded" and error.steps == 3
    assert error.usage.total_tokens == totals[2] > budget
    assert str(budget) in str(error)


def test_token_budget_leaves_cheap_runs_alone(tools):
    result = run(run_agent(make_client(), QUESTION, tools, guards=[token_budget(100_000)]))
    assert result.status == "completed"


def test_token_budget_must_be_positive():
    with pytest.raises(ValueError):
        token_budget(0)


def test_guards_run_in_order_and_the_first_to_fire_wins(tools):
    budget = cumulative_tokens()[0]              # crossed at step 2, when the stall shows too
    error = fails_with(Stalled, run_agent(looper(), QUESTION, tools,
                                          guards=[stall_guard(2), token_budget(budget)]))
    assert (error.status, error.steps) == ("stalled", 2)
    error = fails_with(BudgetExceeded, run_agent(looper(), QUESTION, tools,
                                                 guards=[token_budget(budget), stall_guard(2)]))
    assert (error.status, error.steps) == ("budget_exceeded", 2)


# ---------------------------------------------------------------- returning a status instead


def test_run_with_status_returns_a_stopped_run_without_an_answer(tools):
    result = run(run_with_status(looper(), QUESTION, tools))
    assert isinstance(result, StatusResult) and not result.ok
    assert result.status == "max_steps_exceeded" and result.answer is None
    assert result.steps == 5 and result.usage.model_calls == 5
    assert isinstance(result.trace[-1], Fail) and "5 steps" in result.error
    assert [c["name"] for c in result.tool_calls] == ["get_order_status"] * 5


def test_run_with_status_reports_guards_by_their_status(tools):
    result = run(run_with_status(looper(), QUESTION, tools, guards=[stall_guard(3)]))
    assert (result.status, result.steps, result.answer) == ("stalled", 3, None)


def test_run_with_status_passes_a_completed_run_through(tools):
    result = run(run_with_status(make_client(), QUESTION, tools))
    assert result.ok and result.status == "completed" and result.error is None
    assert "A-1024" in result.answer and result.steps == 2


def test_run_with_status_still_raises_what_is_not_an_agent_error(tools):
    with pytest.raises(ValueError, match="at least 1"):
        run(run_with_status(looper(), QUESTION, tools, max_steps=0))


# ---------------------------------------------------------------- the command line


def test_cli_reports_max_steps_exceeded_for_the_looper(capsys):
    code = main(["ask", QUESTION, "--model", "offline-looper", "--provider", "offline", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    assert data["status"] == "max_steps_exceeded" and data["answer"] is None
    assert data["steps"] == 5 and data["usage"]["model_calls"] == 5
    assert data["tool_calls"] == [{"name": "get_order_status", "arguments": {"order_id": "A-1024"},
                                   "ok": True}] * 5
    assert "no answer was made up" in data["error"]


def test_cli_max_steps_option_moves_the_fuse(capsys):
    main(["ask", QUESTION, "--model", "offline-looper", "--max-steps", "2", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "max_steps_exceeded" and data["steps"] == 2


def test_cli_stall_option_stops_the_looper_early(capsys):
    code = main(["ask", QUESTION, "--model", "offline-looper", "--stall", "3", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and data["status"] == "stalled" and data["steps"] == 3
    assert data["answer"] is None and len(data["tool_calls"]) == 3


def test_cli_budget_option_stops_a_costly_run(capsys):
    main(["ask", QUESTION, "--model", "offline-looper", "--budget", "3000", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "budget_exceeded" and data["usage"]["total_tokens"] > 3000


def test_cli_json_has_the_same_keys_for_success_and_failure(capsys):
    main(["ask", QUESTION, "--json"])
    ok = json.loads(capsys.readouterr().out)
    main(["ask", QUESTION, "--model", "offline-looper", "--json"])
    stopped = json.loads(capsys.readouterr().out)
    assert set(ok) == set(stopped) and ok["error"] is None and ok["status"] == "completed"


def test_cli_rejects_a_meaningless_stall_setting(capsys):
    assert main(["ask", QUESTION, "--stall", "1"]) == 2
    assert "at least 2" in capsys.readouterr().err
