"""`offline-repeater`: a model that sends a write a second time.

Real models do this: the first call's acknowledgement looks odd, a step is retried
after a timeout, or the model simply "makes sure". Reads repeated are harmless;
a repeated write opens a second ticket or pays a second refund. This behaviour
repeats, once, every successful call of a tool that changes something, with the
very same arguments. It reproduces the failure of chapter 6 (idempotency).
"""

from __future__ import annotations

import re

from ..behaviours import register
from ..read.conversation import Conversation, ToolSpec
from ..decide.policy import Competent
from ..reply import Call

# How a model can tell a write from a read: the tool's name starts with a verb that
# changes things, or its description says it writes.
WRITE_VERBS = re.compile(r"^(create|issue|add|insert|update|delete|remove|cancel|send|book|"
                         r"refund|pay|submit|open|place)_", re.I)
WRITE_WORDS = re.compile(r"\b(writes?|pays?|creates?|deletes?)\b", re.I)


def looks_like_write(tool: ToolSpec | None) -> bool:
    if tool is None:
        return False
    return bool(WRITE_VERBS.match(tool.name) or WRITE_WORDS.search(tool.description))


@register
class Repeater(Competent):
    name = "offline-repeater"
    summary = "repeats every successful write once, same arguments (a retrying model)"

    def next_calls(self, convo: Conversation) -> list[Call]:
        calls = super().next_calls(convo)
        if calls:
            return calls
        return self.repeats(convo)

    def repeats(self, convo: Conversation) -> list[Call]:
        """Successful writes made exactly once this turn: send them again, unchanged."""
        made: dict[str, int] = {}
        for c in convo.calls:
            if c.arguments is not None:
                key = Call(c.name, c.arguments).key()
                made[key] = made.get(key, 0) + 1
        out = []
        for c in convo.calls:
            if c.ok and c.arguments is not None and looks_like_write(convo.tool(c.name)):
                call = Call(c.name, c.arguments)
                if made.get(call.key()) == 1 and call.key() not in {o.key() for o in out}:
                    out.append(call)
        return out
