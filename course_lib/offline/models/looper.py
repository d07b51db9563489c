"""`offline-looper`: a model stuck in a loop (chapter 4, the max-steps fuse).

Real models do this: the result does not look like what they expected, or they lose track
of what they already asked, and they send the very same call again, and again. Each
round costs a full model call, and the prompt grows with every repeated result, so each
round costs more than the last. Nothing inside the model will ever stop it.

This behaviour plans its first call like the competent model, then repeats exactly that
call (same tool, same arguments) on every later request, whatever the results say. It
never writes a final answer once it has called a tool. (A question no tool fits is still
answered: the model loops on tools, not on words.)
"""

from __future__ import annotations

from ..behaviours import register
from ..read.conversation import Conversation
from ..decide.policy import Competent
from ..reply import Call


@register
class Looper(Competent):
    name = "offline-looper"
    summary = "repeats its first tool call forever, never answers (chapter 4: max steps)"

    def next_calls(self, convo: Conversation) -> list[Call]:
        if convo.calls:  # already called something: call it again, identically
            first = convo.calls[0]
            arguments = first.arguments if first.arguments is not None else first.raw_arguments
            return [Call(first.name, arguments)]
        return super().next_calls(convo)[:1]
