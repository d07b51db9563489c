"""`offline-thinker`: narrates a thought with every tool call (chapter 9).

Function-calling models usually send *no* text with their tool calls: the assistant
message has `tool_calls` and `content: null`. A UI that wants a "thinking" panel must
then show nothing, honestly, rather than invent "Let me think...". Some models (and
every model told to "think out loud") do send a sentence along. This behaviour always
does, so a trace with `TracePrinter(show_thoughts=True)` has real text to show.

The thought is the competent model's own `narrate()`: what the question is about and
what it will check, or what the last result said and why that leads to the next call.
Its choice of calls is the competent model's; only the words are extra (and cost tokens).
"""

from __future__ import annotations

from ..behaviours import register
from ..read.conversation import Conversation
from ..decide.policy import Competent
from ..reply import Call
from ..write.thoughts import narrate


@register
class Thinker(Competent):
    name = "offline-thinker"
    summary = "sends a one-sentence thought with every tool call (chapter 9)"

    def thought(self, convo: Conversation, calls: list[Call]) -> str | None:
        return narrate(convo, calls)
