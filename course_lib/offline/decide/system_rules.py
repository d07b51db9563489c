"""Rules a system prompt sets on what the assistant may do: "Never transfer more than 500
EUR in one go", "You may read emails but never delete any", "单笔转账不得超过500元".

A model reads such a sentence as a limit on its own actions: a call that would break it is
not made, and the user is told why, politely. The offline model reads the common shape of
these rules — a negation, the action it forbids, and optionally an amount it may not
exceed — and checks each planned call against them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..read import text as T
from ..read.conversation import ToolSpec
from ..read.kinds import kind_of

NEGATION = re.compile(r"\b(?:never|don't|do not|must not|mustn't|may not|cannot|can't|shall not|"
                      r"not allowed to|are not to|is not to|no more than|at most|at the most|"
                      r"forbidden to)\b|禁止|不得|不能|不要|不可以|不可|不许|严禁|切勿|绝对不能|最多|至多|不超过",
                      re.I)
LIMIT = re.compile(r"(?:more than|over|above|exceed(?:ing|s)?|greater than|higher than|larger than|"
                   r"no more than|at most|at the most|up to|超过|高于|大于|多于|最多|至多|不超过)\s*"
                   r"(?:[A-Z]{3}\s*|[$€£¥])?\s*(\d[\d,]*(?:\.\d+)?)", re.I)
# A prohibition on what to *say* ("never say you will…", "不要声称…") rules the wording.
SPEECH = re.compile(r"\s*(?:ever\s+)?(?:say|tell|promise|announce|claim|mention|state|write|reply|"
                    r"answer|respond|pretend|imply|narrate|describe)\b|\s*(?:说|声称|承诺|提及|假装|回答)", re.I)
CLAUSES = re.compile(r"(?<=[.;!?。；！？])\s*|\bbut\b|，但|但是|但(?=[^\s])|;\s*|\n")


@dataclass(frozen=True)
class Rule:
    sentence: str          # as the system prompt says it (quoted back to the user)
    actions: frozenset     # concepts of what it forbids ("transfer", "delete")
    limit: float | None    # the amount not to exceed, if the rule is about an amount


@lru_cache(maxsize=256)
def rules_in(system: str) -> tuple[Rule, ...]:
    """The prohibitions a system prompt states, each with its forbidden action."""
    found = []
    for sentence in re.split(r"(?<=[.!?。！？])\s*|\n", system or ""):
        for clause in CLAUSES.split(sentence):
            negation = NEGATION.search(clause or "")
            if not negation or SPEECH.match(clause[negation.end():]):
                continue   # "never say you will check…" is about the answer, not an action
            limit = LIMIT.search(clause)
            found.append(Rule(sentence.strip(), frozenset(T.concepts(clause)),
                              float(limit.group(1).replace(",", "")) if limit else None))
    return tuple(found)


def _verb(tool: ToolSpec) -> set[str]:
    """What the tool does, from the verb its name starts with (transfer_money -> transfer)."""
    first = re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", tool.name)[0]
    return T.concepts(first)


def _amount(tool: ToolSpec, arguments: dict) -> float | None:
    for name, value in arguments.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool) and \
                kind_of(name, tool.properties.get(name, {})) in ("amount", "number"):
            return float(value)
    return None


def broken_rule(system: str, tool: ToolSpec | None, arguments: dict | str) -> Rule | None:
    """The rule a call would break, if any."""
    if tool is None or not isinstance(arguments, dict):
        return None
    verb = _verb(tool)
    for rule in rules_in(system):
        if not verb or not verb <= rule.actions:
            continue
        if rule.limit is None:
            return rule
        amount = _amount(tool, arguments)
        if amount is not None and amount > rule.limit:
            return rule
    return None


def refusal(rule: Rule, zh: bool) -> str:
    """A polite no that says which rule stands in the way."""
    if zh:
        return f"抱歉，我不能这样做：我的规则是“{rule.sentence}”。如有需要，请联系人工处理。"
    return (f"Sorry, I can't do that: I'm not allowed to. My instructions say: "
            f"\"{rule.sentence}\" Nothing was changed.")
