"""`offline-no-json-schema`: a provider with JSON mode but no `json_schema` (DeepSeek today).

DeepSeek's chat API answers `response_format={"type": "json_schema", ...}` with
400 "This response_format type is unavailable now" (public threads: llm-exe #662,
inspect_ai #4916, litellm PR #31466); `json_object` works, with the schema given in the
prompt and the word "json" in some message (its JSON Output guide). This model does
the same, so the course's fallback (course_lib/structured.py) runs offline and in CI:

- json_schema -> that 400, word for word;
- json_object with a JSON Schema in the system prompt -> a reply that follows it, as a
  capable model does when it reads the schema;
- json_object without one -> the competent model's JSON mode (any keys it likes).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

from ..behaviours import register
from ..decide.policy import Competent
from ..protocol import ProtocolError
from ..read.conversation import Conversation
from ..reply import Reply

UNAVAILABLE = "This response_format type is unavailable now"
# A user message that reports what was wrong with the previous JSON reply.
CORRECTION = re.compile(r"did not (?:match|validate)|not valid JSON|corrected JSON", re.I)


def schema_in_prompt(system: str) -> dict | None:
    """The JSON Schema written into the system prompt after 'JSON Schema:', if any."""
    at = re.search(r"JSON Schema:?\s*", system or "", re.I)
    if not at or "{" not in system[at.end():]:
        return None
    start = system.index("{", at.end())
    try:
        schema, _ = json.JSONDecoder().raw_decode(system[start:])
    except ValueError:
        return None
    return schema if isinstance(schema, dict) else None


def original_request(convo: Conversation) -> Conversation:
    """A correction turn ("your reply did not match the schema: ...") asks for the same
    data again: read the question it corrects, not the correction."""
    if not CORRECTION.search(convo.question):
        return convo
    asked = [i for i, m in enumerate(convo.earlier) if m["role"] == "user"]
    if not asked:
        return convo
    first = asked[0]
    return replace(convo, question=str(convo.earlier[first].get("content") or ""),
                   earlier=convo.earlier[:first])


def follows_schema_in_prompt(model: Competent, convo: Conversation) -> Reply | None:
    """JSON mode with a schema in the prompt: answer as structured output would."""
    if (convo.response_format or {}).get("type") != "json_object":
        return None
    schema = schema_in_prompt(convo.system)
    if schema is None:
        return None
    fmt = {"type": "json_schema", "json_schema": {"name": "from_prompt", "schema": schema}}
    return Competent.respond(model, replace(original_request(convo), response_format=fmt))


@register
class NoJsonSchema(Competent):
    name = "offline-no-json-schema"
    summary = "answers 400 to response_format json_schema (like DeepSeek); JSON mode works"
    capabilities = {"json_schema": False}   # what llm.Settings.capabilities reports

    def fail_before_answer(self, request: dict, state: dict) -> ProtocolError | None:
        if (request.get("response_format") or {}).get("type") == "json_schema":
            return ProtocolError(UNAVAILABLE, code="invalid_request_error")
        return None

    def respond(self, convo: Conversation) -> Reply:
        return follows_schema_in_prompt(self, convo) or super().respond(convo)
