"""The structured-output helper (structured.py) on every kind of provider profile.

json_schema where supported; json_object with the schema in the prompt where not
(`offline-no-json-schema` answers 400 like DeepSeek); one retry with the validation
error as feedback (`offline-sloppy-json` breaks the format once); a typed error after.
"""

from __future__ import annotations

import json

import pytest

from course_lib import Usage, make_client, settings
from course_lib.agents import Route, classify, run_pipeline, triage_pipeline
from course_lib.offline import OfflineModel
from course_lib.planning import PLANNER_PROMPT, Plan, make_plan
from course_lib.structured import (FEEDBACK, StructuredOutputError, mode_for, schema_prompt,
                                   structured_output)

from helpers import run

K2 = ("Write a short product announcement for the K2 keyboard (SKU KB-200): "
      "gather specs, check stock, draft, review.")
PLAN_MESSAGES = [{"role": "system", "content": PLANNER_PROMPT}, {"role": "user", "content": K2}]
EXPECTED_KINDS = ["lookup", "lookup", "write", "review"]


class Recorder(OfflineModel):
    """The offline model, keeping every request it received and the status it answered."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[dict] = []
        self.statuses: list[int] = []

    def handle(self, request):
        outcome = super().handle(request)
        self.requests.append(json.loads(json.dumps(request)))
        self.statuses.append(outcome.status)
        return outcome


def client_for(model: str, recorder: Recorder | None = None):
    return make_client("offline", model, offline_model=recorder)


def formats(recorder: Recorder) -> list[str]:
    return [(r.get("response_format") or {}).get("type") for r in recorder.requests]


# ---------------------------------------------------------------- the two provider kinds


def test_json_schema_is_used_where_it_is_supported():
    recorder = Recorder()
    client = client_for("offline", recorder)
    assert mode_for(client) == "json_schema"
    usage = Usage()
    plan = run(structured_output(client, PLAN_MESSAGES, Plan, usage=usage))
    assert [s.kind for s in plan.steps] == EXPECTED_KINDS
    assert formats(recorder) == ["json_schema"] and recorder.statuses == [200]
    assert recorder.requests[0]["response_format"]["json_schema"]["strict"] is True
    assert usage.model_calls == 1 and usage.total_tokens > 0


def test_without_json_schema_the_schema_goes_into_a_json_mode_prompt():
    recorder = Recorder()
    client = client_for("offline-no-json-schema", recorder)
    assert settings("offline", "offline-no-json-schema").capabilities.json_schema is False
    assert mode_for(client) == "json_object"
    plan = run(structured_output(client, PLAN_MESSAGES, Plan))
    assert [s.kind for s in plan.steps] == EXPECTED_KINDS
    assert formats(recorder) == ["json_object"], "never sends the format this provider rejects"
    system = [m["content"] for m in recorder.requests[0]["messages"] if m["role"] == "system"]
    assert system[0] == PLANNER_PROMPT, "the caller's system prompt comes first, unchanged"
    assert "JSON" in system[1] and json.loads(system[1].split("JSON Schema:\n", 1)[1]) == \
        Plan.model_json_schema()
    assert recorder.requests[0]["messages"][-1] == PLAN_MESSAGES[-1]


def test_the_same_plan_on_both_kinds_of_provider():
    with_schema = run(make_plan(client_for("offline"), K2))
    json_mode = run(make_plan(client_for("offline-no-json-schema"), K2))
    assert with_schema == json_mode


def test_an_unknown_provider_learns_from_its_400_and_falls_back():
    recorder = Recorder()
    client = client_for("offline-no-json-schema", recorder)
    client.course_capabilities = None          # e.g. COURSE_PROVIDER=custom: nothing known
    assert mode_for(client) == "json_schema"
    usage = Usage()
    route = run(structured_output(client, [{"role": "user", "content": "Where is order A-1024?"}],
                                  Route, usage=usage))
    assert route.category == "order"
    assert formats(recorder) == ["json_schema", "json_object"]
    assert recorder.statuses == [400, 200]
    assert recorder.requests[0] and usage.model_calls == 1, "the rejected request is not billed"
    assert mode_for(client) == "json_object", "remembered: the next call goes straight to JSON mode"
    run(structured_output(client, [{"role": "user", "content": "Refund for A-1015?"}], Route))
    assert formats(recorder)[2:] == ["json_object"]


def test_the_json_mode_prompt_says_json():
    # JSON mode 400s unless a message contains the word "json" (DeepSeek, Qwen, OpenAI)
    messages = schema_prompt([{"role": "user", "content": "hi"}], Route)
    assert "json" in messages[0]["content"].lower() and messages[1]["content"] == "hi"


# ---------------------------------------------------------------- validate, retry once, raise


def test_an_invalid_reply_is_retried_once_with_the_error():
    recorder = Recorder()
    usage = Usage()
    plan = run(structured_output(client_for("offline-sloppy-json", recorder), PLAN_MESSAGES,
                                 Plan, usage=usage))
    assert [s.kind for s in plan.steps] == EXPECTED_KINDS
    assert usage.model_calls == 2
    retry = recorder.requests[1]["messages"]
    assert retry[:2] == PLAN_MESSAGES
    assert retry[2]["role"] == "assistant" and retry[2]["content"].startswith("Sure! Here is")
    assert retry[3]["role"] == "user" and "Invalid JSON" in retry[3]["content"]
    assert retry[3]["content"].startswith(FEEDBACK.split("{")[0])


def test_still_invalid_after_the_retry_raises_a_typed_error():
    with pytest.raises(StructuredOutputError) as caught:
        run(structured_output(client_for("offline-sloppy-json"), PLAN_MESSAGES, Plan,
                              retries=0))
    error = caught.value
    assert error.attempts == 1 and error.mode == "json_schema" and error.schema is Plan
    assert error.errors[0]["field"] == "(input)" and "Invalid JSON" in error.errors[0]["message"]
    assert error.raw.startswith("Sure!") and error.usage.model_calls == 1
    assert isinstance(error, ValueError), "callers that caught ValueError keep working"


def test_a_schema_violation_names_the_field_after_both_attempts():
    # the message names no order: the id fails its pattern, on the retry too
    result = run(run_pipeline(triage_pipeline(make_client()),
                              {"text": "The box arrived crushed and I am angry."}))
    assert not result.ok and result.error.stage == "extract"
    assert result.error.errors[0]["field"] == "order_id"


def test_sloppy_and_json_mode_profiles_run_the_library_end_to_end():
    for model in ("offline-sloppy-json", "offline-no-json-schema"):
        client = client_for(model)
        assert run(classify(client, "What is the refund status of order A-1015?")).category \
            == "refund"
        result = run(run_pipeline(triage_pipeline(client), {
            "text": "The parcel hasn't moved for three days and the box arrived crushed; "
                    "I want a refund. Order A-1024."}))
        assert result.ok and result.outputs["extract"].order_id == "A-1024", model


def test_provider_errors_other_than_the_format_pass_through():
    import openai
    client = client_for("offline-no-json-schema")
    client.course_capabilities = None
    with pytest.raises(openai.NotFoundError):
        run(structured_output(client, PLAN_MESSAGES, Plan, model="no-such-model"))


class StubCompletions:
    """Hands out canned replies in order: blank content, a refusal, no choices..."""

    def __init__(self, *messages):
        self.messages, self.requests = list(messages), []

    async def create(self, **request):
        from types import SimpleNamespace as NS
        self.requests.append(request)
        message = self.messages.pop(0)
        return NS(usage=None, choices=[NS(message=message)] if message is not None else [])


def stub_client(*messages):
    from types import SimpleNamespace as NS
    completions = StubCompletions(*messages)
    return NS(chat=NS(completions=completions), course_model="stub"), completions


def test_blank_or_missing_replies_are_retried_then_a_typed_error():
    from types import SimpleNamespace as NS
    client, calls = stub_client(NS(content="   ", refusal=None), None)
    with pytest.raises(StructuredOutputError) as caught:
        run(structured_output(client, [{"role": "user", "content": "route: A-1024?"}], Route))
    assert caught.value.attempts == 2 and len(calls.requests) == 2
    assert caught.value.usage.model_calls == 2


def test_a_refusal_is_not_retried():
    from types import SimpleNamespace as NS
    client, calls = stub_client(NS(content=None, refusal="I can't help with that."))
    with pytest.raises(StructuredOutputError, match="refused: I can't help") as caught:
        run(structured_output(client, [{"role": "user", "content": "x"}], Route))
    assert caught.value.refusal and len(calls.requests) == 1
