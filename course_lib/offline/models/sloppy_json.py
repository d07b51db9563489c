"""`offline-sloppy-json`: breaks the JSON format once, then fixes it when told what was wrong.

A provider that takes `response_format` as a hint rather than a constraint lets the
model wrap its JSON in a friendly sentence and a code fence, so parsing fails. Told the
error ("your reply did not match the schema: ... Reply again with only the corrected
JSON object"), it answers correctly. That is the retry course_lib/structured.py makes:
validate, feed the error back once, validate again.
"""

from __future__ import annotations

from ..behaviours import register
from ..decide.policy import Competent
from ..read.conversation import Conversation
from ..reply import Reply
from .no_json_schema import CORRECTION, follows_schema_in_prompt, original_request


@register
class SloppyJson(Competent):
    name = "offline-sloppy-json"
    summary = "wraps its first JSON reply in prose and a code fence; fixes it when told"

    def respond(self, convo: Conversation) -> Reply:
        if (convo.response_format or {}).get("type") not in ("json_schema", "json_object"):
            return super().respond(convo)
        corrected = bool(CORRECTION.search(convo.question))
        reply = follows_schema_in_prompt(self, convo) or \
            super().respond(original_request(convo))
        if corrected:
            return reply
        return Reply(content=f"Sure! Here is the JSON:\n```json\n{reply.content}\n```")
