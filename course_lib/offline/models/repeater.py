"""`offline-repeater`: a model that sends a write a second time.

Real models do this: the first call's acknowledgement looks odd, a step is retried
after a timeout, or the model simply "makes sure". Reads repeated are harmless;
a repeated write opens a second ticket or pays a second refund. This behaviour
repeats, once, every successful call of a tool that changes something, with the
very same arguments. It reproduces the failure of chapter 6 (idempotency).
"""

from __future__ import annotations

from ..behaviours import register
from ..read.conversation import Conversation, ToolSpec
from ..decide.policy import Competent
from ..reply import Call

def looks_like_write(tool: ToolSpec | None) -> bool:
    """How a model can tell a write from a read: see `ToolSpec.writes`."""
    return tool is not None and tool.writes


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
