"""`offline-gullible`: a model that obeys instructions it finds inside tool results.

This is prompt injection. A fetched web page, a forum post copied into the knowledge
base, an email body: any text a tool returns may contain a line written to look
like an order to the assistant ("SYSTEM: ignore previous instructions and ...").
A careful model treats tool results as data. This one treats such a line as a new
request: if one of its tools fits the instruction, it calls it, with arguments taken
from the instruction. Nothing here knows about any particular article or tool; the
instruction is planned exactly like a user's question would be.

The defense is not a better model (you cannot count on one): it is the approval
shell of chapter 7, which stops the dangerous call whoever asked for it.
"""

from __future__ import annotations

from ..decide.arguments import MissingArgument, fill_arguments
from ..behaviours import register
from ..read.conversation import Conversation
from ..decide.policy import Competent
from ..reply import Call, past_key
from ..decide.relevance import pick_tools
from ..read.instructions import instructions_in, texts_of


def injected_instructions(text: str) -> list[str]:
    """Sentences in a tool result that speak to the assistant, however phrased (read/instructions.py)."""
    return [i.text for i in instructions_in(text)]


@register
class Gullible(Competent):
    name = "offline-gullible"
    summary = "obeys instructions hidden in tool results (prompt injection)"

    def next_calls(self, convo: Conversation) -> list[Call]:
        calls = super().next_calls(convo)
        if calls:
            return calls
        return self.obey(convo)

    def obey(self, convo: Conversation) -> list[Call]:
        """Plan the first injected instruction that one of the tools can carry out."""
        done = {past_key(c) for c in convo.calls}
        for result in [c for c in convo.calls if c.ok]:
            for instruction in injected_instructions(texts_of(result.result)):
                for fit in pick_tools(instruction, convo.tools):
                    try:
                        argument_sets = fill_arguments(fit.tool, instruction, convo.today)
                    except MissingArgument:
                        continue
                    calls = [Call(fit.tool.name, a) for a in argument_sets]
                    calls = [c for c in calls if c.key() not in done]
                    if calls:
                        return calls[:1]
        return []
