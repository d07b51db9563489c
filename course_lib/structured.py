"""Structured output on every provider: a pydantic schema in, a validated object out.

    plan = await structured_output(client, messages, Plan)

Providers differ in how they can be asked for data (llm.py lists what each supports):

- `json_schema` (OpenAI, the offline model): the provider constrains the reply to the
  schema. Used wherever it is supported.
- `json_object` (DeepSeek: its API answers 400 "This response_format type is unavailable
  now" to json_schema): the reply is valid JSON, nothing more. The schema goes into the
  prompt instead, with the word "JSON" in it (JSON mode requires it).

Either way the reply is *validated here* with pydantic, as chapter 5 validates tool
arguments: the gate is in your code, not in the provider's promise. A reply that fails
gets one more chance, with the validation error as feedback (the model fixes what the
error names); if it fails again, `StructuredOutputError` says which fields and why.
A provider whose capabilities are unknown (`custom`) is tried with json_schema first;
its 400 switches this client to json_object for the rest of the session.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any, TypeVar

import openai
from openai.lib._parsing._completions import type_to_response_format_param
from pydantic import BaseModel, ValidationError

from .errors import AgentError
from .events import Usage

T = TypeVar("T", bound=BaseModel)

SCHEMA_PROMPT = ("Reply with one JSON object and nothing else: no prose, no code fence. "
                 "It must match this JSON Schema:\n{schema}")
FEEDBACK = ("Your reply did not match the schema: {problems}. Reply again with only the "
            "corrected JSON object.")


class StructuredOutputError(AgentError, ValueError):
    """The model's reply still did not validate after the retry (or it refused).

    `errors` lists the problems of the last reply as {"field", "message"}; `raw` is
    that reply's text; `mode` is "json_schema" or "json_object"."""

    status = "invalid_structured_output"

    def __init__(self, schema: type[BaseModel], mode: str, attempts: int, errors: list[dict],
                 raw: str | None, usage: Usage, validation_error: ValidationError | None = None,
                 refusal: str | None = None):
        self.schema, self.mode, self.attempts, self.errors = schema, mode, attempts, errors
        self.raw, self.validation_error, self.refusal = raw, validation_error, refusal
        if refusal:
            why = f"the model refused: {refusal}"
        else:
            why = (f"still invalid after {attempts} attempts ({mode}): "
                   + "; ".join(f"{e['field']}: {e['message']}" for e in errors))
        super().__init__(f"{schema.__name__}: {why}", usage=usage)


def mode_for(client: Any) -> str:
    """json_schema where it is supported (or not known to be missing), else json_object."""
    known = getattr(client, "course_capabilities", None)
    return "json_object" if known is not None and known.json_schema is False else "json_schema"


def schema_prompt(messages: list[dict], schema: type[BaseModel]) -> list[dict]:
    """The messages with the schema added as a system message, after the existing ones."""
    text = SCHEMA_PROMPT.format(schema=json.dumps(schema.model_json_schema(), ensure_ascii=False))
    lead = next((i for i, m in enumerate(messages) if m.get("role") != "system"), len(messages))
    return [*messages[:lead], {"role": "system", "content": text}, *messages[lead:]]


def problems(error: ValidationError) -> list[dict]:
    """A pydantic error as [{"field": "steps.0.kind", "message": "..."}]."""
    return [{"field": ".".join(str(p) for p in e["loc"]) or "(input)",
             "message": e["msg"].removeprefix("Value error, ")} for e in error.errors()]


async def structured_output(client: Any, messages: list[dict], schema: type[T], *,
                            model: str | None = None, usage: Usage | None = None,
                            retries: int = 1) -> T:
    """Ask for `schema`, validate the reply, retry `retries` times with the error as feedback.

    Every model call is added to `usage`. Raises `StructuredOutputError` when the last
    reply is still invalid (or the model refused); provider errors (openai.APIError)
    pass through unchanged.
    """
    usage = usage if usage is not None else Usage()
    mode = mode_for(client)
    sent = schema_prompt(messages, schema) if mode == "json_object" else list(messages)
    for attempt in range(1, retries + 2):
        try:
            reply = await _ask(client, sent, schema, mode, model)
        except openai.APIStatusError as error:
            if mode != "json_schema" or not rejects_json_schema(error):
                raise
            _remember_no_json_schema(client)            # this provider has JSON mode only
            mode, sent = "json_object", schema_prompt(sent, schema)
            reply = await _ask(client, sent, schema, mode, model)
        usage.add(getattr(reply, "usage", None))
        # No choices or blank content (DeepSeek's JSON mode can answer blank) fails below
        # like any invalid JSON: retried, then a typed error.
        message = reply.choices[0].message if getattr(reply, "choices", None) else None
        if getattr(message, "refusal", None):
            raise StructuredOutputError(schema, mode, attempt, [], None, usage,
                                        refusal=message.refusal)
        text = getattr(message, "content", None) or ""
        try:
            return schema.model_validate_json(text)
        except ValidationError as error:
            found = problems(error)
            if attempt > retries:
                raise StructuredOutputError(schema, mode, attempt, found, text, usage,
                                            validation_error=error) from None
            listed = "; ".join(f"{p['field']}: {p['message']}" for p in found)
            sent = [*sent, {"role": "assistant", "content": text},
                    {"role": "user", "content": FEEDBACK.format(problems=listed)}]
    raise AssertionError("unreachable")


async def _ask(client: Any, messages: list[dict], schema: type[BaseModel], mode: str,
               model: str | None) -> Any:
    # json_schema: the SDK's own conversion of the model (what `.parse()` sends, strict).
    fmt = type_to_response_format_param(schema) if mode == "json_schema" \
        else {"type": "json_object"}
    return await client.chat.completions.create(
        model=model or client.course_model, messages=messages, response_format=fmt)


def rejects_json_schema(error: "openai.APIStatusError") -> bool:
    """A 400/422 about the response format itself (not about a mistake in *your* schema):
    the provider has no json_schema. DeepSeek says "This response_format type is
    unavailable now", or "response_format.type `json_schema` is unavailable now"."""
    body = getattr(error, "body", None)
    text = json.dumps(body) if isinstance(body, (dict, list)) else str(error)
    return error.status_code in (400, 422) and bool(
        re.search(r"response_format|json_schema", text, re.I)) and \
        not re.search(r"invalid schema", text, re.I)


def _remember_no_json_schema(client: Any) -> None:
    from .llm import PROVIDERS
    known = getattr(client, "course_capabilities", None) or PROVIDERS["custom"].supports
    try:
        client.course_capabilities = replace(known, json_schema=False)
    except AttributeError:   # a client object that takes no attributes: ask again next time
        pass


__all__ = ["FEEDBACK", "SCHEMA_PROMPT", "StructuredOutputError", "mode_for", "problems",
           "schema_prompt", "structured_output"]
