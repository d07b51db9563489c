"""`offline-no-parallel`: one tool call per reply, however many the question needs.

A model or server may return at most one call per message (every model does when the
request says `parallel_tool_calls=false`). The loop still works, one step per call: more
model calls and more tokens for the same answer, as chapter 2 measures (2 steps with
parallel calls, 3 without). `python -m course_lib doctor` reports it.
"""

from __future__ import annotations

from ..behaviours import register
from ..decide.policy import Competent
from ..read.conversation import Conversation
from ..reply import Reply


@register
class NoParallel(Competent):
    name = "offline-no-parallel"
    summary = "never sends more than one tool call per reply"
    capabilities = {"parallel_tool_calls": False}

    def respond(self, convo: Conversation) -> Reply:
        reply = super().respond(convo)
        if len(reply.calls) > 1:
            return Reply(content=reply.content, calls=reply.calls[:1])
        return reply
