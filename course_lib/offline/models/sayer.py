"""`offline-sayer`: says it will check, and calls nothing (chapter 9).

Seen in production (glm-4-flash): asked about an order, the model replies "Please wait,
I'm checking that for you..." as plain text, with no tool call. To the loop a reply
without tool calls *is* the final answer, so the run ends with a promise instead of an
answer.

This behaviour does that on the first step of a turn whenever the competent model
would have called a tool. It is not incorrigible, which is what makes the two defenses
worth teaching:

- a prompt rule: a system message that forbids announcing a lookup without calling the
  tool in the same message ("Never say you will check something without calling a tool
  in the same message") is obeyed: the model then calls the tool at once;
- a structural gate: once the model has said its sentence in this turn, a re-prompt
  (course_lib/gates.py) makes it act, because it has no second excuse to give.
"""

from __future__ import annotations

import re

from ..read import text as T
from ..behaviours import register
from ..read.conversation import Conversation
from ..decide.policy import Competent
from ..reply import Reply

PROMISE_EN = "Let me check that for you…"
PROMISE_ZH = "请稍等，我正在查询…"

# A rule against empty promises, however it is phrased: "never say you will check ...
# without calling a tool", "call the tool in the same message", "严禁说而不做".
RULE = re.compile(
    r"\b(?:never|do not|don't|must not|mustn't)\b[^.\n]{0,80}?"
    r"\b(?:say|announce|promise|tell|claim)\b[^.\n]{0,120}?\bwithout\b[^.\n]{0,60}?"
    r"\b(?:call|calling|tool)"
    r"|\b(?:call|use) (?:the|a) tool in the same (?:message|turn|reply)\b"
    r"|说而不做|只说不做|(?:不要|不得|严禁|禁止)[^。\n]{0,30}(?:说|声称)[^。\n]{0,30}(?:却|而)?(?:不|没有?)调用",
    re.I)


def forbids_empty_promises(system: str) -> bool:
    """True when the system text has a rule against announcing a lookup without doing it."""
    return bool(RULE.search(system or ""))


@register
class Sayer(Competent):
    name = "offline-sayer"
    summary = "answers 'Let me check that for you…' with no tool call; obeys a rule against it"

    def respond(self, convo: Conversation) -> Reply:
        reply = super().respond(convo)
        first_move = not convo.calls and not convo.assistant_texts
        if reply.calls and first_move and not forbids_empty_promises(convo.system):
            zh = T.is_chinese_request(convo.question)
            return Reply(content=PROMISE_ZH if zh else PROMISE_EN)  # the promise, no calls
        return reply
