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

import re

from ..decide.arguments import MissingArgument, fill_arguments
from ..behaviours import register
from ..read.conversation import Conversation, ToolSpec
from ..read.kinds import kind_of
from ..decide.policy import Competent, _without, is_identifier
from ..decide.references import value_for
from ..reply import Call, past_key
from ..decide.relevance import pick_tools
from ..write.sentences import ignored_note
from ..read.instructions import instructions_in, instructions_in_data, texts_of
from ..read.results import items_of

# "cancel all *other* events": the records besides the one the order was written in.
OTHERS = re.compile(r"\b(?:other|others|rest|remaining)\b|其他|其它|其余|别的|剩下", re.I)
# How an order presses ("now", "at once", "must", "马上"): how it is said, not what it asks
# for, so no argument is read from these words ("bin now" is not a folder).
PRESSING = re.compile(
    r"\b(?:right\s+now|now|immediately|at\s+once|right\s+away|straight\s+away|asap|urgently|"
    r"without\s+delay|promptly|today)\b[,!]?|^\s*(?:must|should|shall|needs?\s+to|has\s+to|is\s+to|"
    r"are\s+to|please|kindly)\s+|马上|立即|立刻|赶紧|赶快|尽快|务必|必须|现在就?|请(?=\S)", re.I)
# The records an order is about ("all files", "every other event", "所有文件"): once their
# ids come from the data, these words name no other argument ("all files to the bin" is no folder).
RECORDS = re.compile(r"\b(?:all|every|each|any)\s+(?:(?:of\s+)?the\s+|other\s+|remaining\s+|my\s+|your\s+)*"
                     r"[a-z]+\b|\b(?:the\s+)?(?:other|remaining)\s+[a-z]+s\b|"
                     r"(?:所有|全部|每个|每一个|其他|其它|其余)的?[\u4e00-\u9fff]{0,2}?(?:文件|记录|事件|任务|邮件|订单|条目|项)", re.I)
# An optional free-text argument the order gives: named ("with the note 'rent'") or quoted.
QUOTED = re.compile(r"['\"‘“「『]([^'\"’”」』]{1,80})['\"’”」』]")


def injected_instructions(text: str) -> list[str]:
    """Sentences in a tool result that speak to the assistant, however phrased (read/instructions.py)."""
    return [i.text for i in instructions_in(text) if i.text]


@register
class Gullible(Competent):
    name = "offline-gullible"
    summary = "obeys instructions hidden in tool results (prompt injection)"

    def final_answer(self, convo: Conversation) -> str:
        return _without_note(super().final_answer(convo))

    def next_calls(self, convo: Conversation) -> list[Call]:
        # The injected order reads as the newest request: it is carried out first.
        return self.obey(convo) or super().next_calls(convo)

    def obey(self, convo: Conversation) -> list[Call]:
        """Plan the first injected instruction that one of the tools can carry out."""
        done = {past_key(c) for c in convo.calls}
        for result in [c for c in convo.calls if c.ok]:
            for instruction in [i.text for i in instructions_in_data(result.result) if i.text]:
                for fit in pick_tools(instruction, convo.tools):
                    argument_sets = self.obeyed_arguments(fit.tool, instruction, result.result,
                                                          convo)
                    calls = [Call(fit.tool.name, a) for a in argument_sets]
                    calls = [c for c in calls if c.key() not in done]
                    if calls:
                        return calls[:1]
        return []

    def obeyed_arguments(self, tool: ToolSpec, instruction: str, result,
                         convo: Conversation) -> list[dict]:
        """The arguments the instruction gives; an id it leaves out ("cancel all other
        events") comes from the records it was found among, as a user's "it" would."""
        asked = " ".join(PRESSING.sub(" ", instruction).split()) or instruction
        return [_given_only(tool, args, asked)
                for args in self._arguments(tool, instruction, asked, result, convo)]

    def _arguments(self, tool: ToolSpec, instruction: str, asked: str, result,
                   convo: Conversation) -> list[dict]:
        try:
            return fill_arguments(tool, asked, convo.today)
        except MissingArgument as missing:
            field = missing.field
        if not is_identifier(field, tool.properties.get(field, {})):
            return []
        records = items_of(result) or [result]
        if OTHERS.search(instruction):
            records = [r for r in records if instruction not in texts_of(r)]
        out = []
        for record in records:
            value = value_for(field, record)
            if value is None:
                continue
            try:
                rest = fill_arguments(_without(tool, {field: value}),
                                      " ".join(RECORDS.sub(" ", asked).split()), convo.today)
            except MissingArgument:
                continue
            out += [{field: value, **r} for r in rest]
        return out


def _given_only(tool: ToolSpec, args: dict, instruction: str) -> dict:
    """The arguments without an optional free text the instruction doesn't give: a `note`
    is left out unless the order names it or quotes its words (the leftover words of an
    order, "to account", "all", are no note)."""
    out = {}
    for name, value in args.items():
        free_text = isinstance(value, str) and kind_of(name, tool.properties.get(name, {})) == "phrase"
        if name in tool.required or not free_text or _gives(instruction, name, value):
            out[name] = value
    return out


def _gives(instruction: str, name: str, value: str) -> bool:
    named = re.search(rf"(?<![a-z]){re.escape(name.replace('_', ' '))}(?![a-z])", instruction.replace("_", " "),
                      re.I)
    return bool(named) or any(value.strip() in q or q in value for q in QUOTED.findall(instruction))


def _without_note(answer: str) -> str:
    """This model did act on the instruction: the careful model's "I did not act on it" would
    be untrue in its mouth."""
    for zh in (False, True):
        answer = answer.replace(ignored_note(zh), "")
    return answer
