"""Does a system prompt ask the model to show its reasoning along with its tool calls?

Told "before each tool call, say what you suspect and what you will check", a model sends a
sentence of reasoning with every call (the ReAct pattern, chapter 12). Told "think carefully",
it thinks silently; told "don't explain, just call the tools", it sends none; and a prompt that
only *describes* ReAct ("ReAct is a pattern in which a model writes a thought...") gives it no
order at all. The offline model reads a request for visible thoughts the way these differ, in
English or Chinese, one clause at a time:

- an **order**: an imperative ("State ...", "Before calling a tool, explain ..."), an order
  addressed to the reader ("You must ...", "Make sure you ...", "请说明", "务必先写出 ..."), or
  a requirement ("Every tool call must be preceded by ..."); not a definition ("X is a ...",
  "是一种 ...") and not a habit of someone else ("the model will ...", "模型会 ...");
- that asks to **say reasoning**: a verb of saying (state, explain, tell, write, 说明, 写出 ...)
  with reasoning as its object (your reasoning, what you suspect, why you call it, 思路, 理由
  ...), or thinking out loud ("think aloud", "think step by step", "逐步思考"), or the ReAct
  pattern by name or by its steps ("Thought, then Action", "思考、行动、观察"); "think, then
  act" alone is not enough (that may be silent, like "think carefully");
- **not negated** (an odd number of negations: "don't explain" is one; "never call a tool
  without explaining why" is two, a positive order), and not only **in the final answer**.

A format template with a `Thought:` line followed by an `Action:` line asks for it too.
"""

from __future__ import annotations

import re
from functools import lru_cache

CLAUSE_END = re.compile(r"(?<=[.!?;])\s+|[。！？；\n]+")

# --- English ---------------------------------------------------------------------------
SAY_VERBS = ("state say write explain tell describe share give provide show print output include "
             "add note mention narrate outline announce report comment justify verbalize verbalise "
             "articulate express summarize summarise list put prefix precede preface start begin "
             "open lead accompany spell lay walk jot record voice declare sketch indicate specify "
             "clarify").split()


def _inflected(verb: str) -> str:
    """state -> stat(?:e|es|ed|ing); justify -> justif(?:y|ies|ied|ying); say -> say(?:s|ed|ing)?"""
    if verb.endswith("e"):
        return f"{verb[:-1]}(?:e|es|ed|ing)"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return f"{verb[:-1]}(?:y|ies|ied|ying)"
    return f"{verb}(?:s|es|ed|ing|{verb[-1]}ing|{verb[-1]}ed)?"


SAY = "|".join(SAY_VERBS)
# "Every call must come with / carry a thought": a requirement on the message, said another way.
SAY_EN = re.compile(rf"\b(?:{'|'.join(_inflected(v) for v in SAY_VERBS + ['carry', 'contain'])}|"
                    rf"said|told|wrote|gave|com(?:e|es|ing) with)\b", re.I)
# What is reasoning, as opposed to a fact about the world ("tell the user why the order is late").
REASONING_EN = re.compile(
    r"\b(?:reasoning|rationale|thoughts?|thinking|hypothes[ie]s|suspicions?|justification|"
    r"intentions?|thought process|train of thought|chain of thought|"
    r"your (?:reasons?|plan|guess|idea|intent|purpose|next (?:step|move|action))|"
    r"reasons? for (?:calling|using|choosing|each|the|this|that|it)\b|"
    r"what you(?:'re|'ll)? (?:(?:are|will|plan|intend|want|need|hope|mean|expect|going|about|"
    r"would like|wish|aim)(?: to)? ){0,2}(?:suspect|think|believe|expect|hope|find|learn|check|"
    r"verify|look|confirm|see|know|do|call|use|test|try|investigate)\w*|"
    r"what (?:the|this|that|each|a) (?:tool|call|function|step|lookup) (?:\w+ ){0,2}?(?:show|tell|"
    r"confirm|reveal|return|prove|answer|check)\w*|"
    r"which tool (?:you|to)|why (?:you|this|that|each|it|before|the (?:tool|call|step|action))\b|"
    r"why\s*(?:[,.;:]|$))", re.I)
EXPLAIN_ACT_EN = re.compile(r"\b(?:explain|justify|motivate|comment on)\w*\s+(?:each|every|your|the "
                            r"next|this|any)\s+(?:tool\s+)?(?:steps?|actions?|calls?|moves?|choices?|"
                            r"decisions?|tool uses?|function calls?)\b", re.I)
THINK_ALOUD_EN = re.compile(r"\b(?:think|reason)(?:ing)?\s+(?:aloud|out loud|step[- ]by[- ]step|"
                            r"through (?:it|this|each step|the problem) (?:aloud|out loud))\b", re.I)
REACT_NAME_EN = re.compile(r"(?<![a-z])re-?act(?![a-z])", re.I)   # also inside Chinese: "使用ReAct"
# The pattern by its parts: the labels "Thought ... Action", or all three steps ("reason, act,
# observe"). "Think, then act" alone may be silent thinking, like "think carefully".
REACT_STEPS_EN = re.compile(r"\bthoughts?\b[^.]{0,30}?\bactions?\b|"
                            r"\b(?:think|reason|thought)\w*\W[^.]{0,20}?\b(?:act|action)\w*\W"
                            r"[^.]{0,20}?\bobserv", re.I)
TEMPLATE_EN = re.compile(r"^\s*thought\s*:.*\n(?:.*\n)*?\s*action\s*:", re.I | re.M)
TEMPLATE_ZH = re.compile(r"^\s*(?:思考|想法|思路)\s*[:：].*\n(?:.*\n)*?\s*(?:行动|动作|操作)\s*[:：]", re.M)
LABEL_EN = re.compile(r"[\"'“‘`]?\bthought\s*:", re.I)

# Words that make a clause an order to its reader.
ADDRESSED_EN = re.compile(
    r"\b(?:you|your reply|your message|your answer|every (?:tool )?call|each (?:tool )?call|every step|"
    r"each step|every action|each action|every message|each message|every response|each response)\b"
    r"[^.]{0,40}?\b(?:must|should|shall|need to|needs to|have to|has to|are to|is to|will always|"
    r"always|are required to|are expected to)\b|"
    r"\b(?:please|let'?s|make sure|be sure|remember to|don't forget to|i want you to|"
    r"i'd like you to|i would like you to|your (?:job|task|duty|role) is to|it is (?:essential|"
    r"important|required) (?:that|to))\b", re.I)
# Leading phrases before the imperative verb: "Before each tool call, ...", "Always, briefly, ..."
LEAD_EN = re.compile(r"^(?:(?:before|when|whenever|each time|every time|if|after|as|while|for each|"
                     r"for every|at each|at every|on each|prior to|ahead of|once)\b[^,]*,\s*|"
                     r"(?:always|please|first|firstly|then|also|briefly|and|so|just|explicitly|"
                     r"clearly|concisely|now|still|in one (?:short )?sentence|in a sentence|"
                     r"in (?:a few|one or two) words|in short|at each step|every time|each time)"
                     r"\b[\s,:]*)+", re.I)
IMPERATIVE_EN = re.compile(rf"^(?:{SAY}|think|reason|use|follow|apply|adopt|work|act|make|be|"
                           r"keep|try|never|don't|do not|do)\b", re.I)
DEFINITION_EN = re.compile(r"\b(?:is|are) (?:a|an|the name|called|known as)\b|\bstands for\b|"
                           r"\brefers to\b|\bmeans\b|\bin which\b|\bwhere an? (?:model|agent|llm)\b|"
                           r"\b(?:a|the|an) (?:model|agent|llm|system)s? (?:that|which|who)\b", re.I)
NEGATION_EN = re.compile(r"\b(?:never|don't|do not|does not|doesn't|must not|mustn't|should not|"
                         r"shouldn't|no need to|not|without|avoid|refrain from|stop)\b", re.I)
FINAL_ONLY_EN = re.compile(r"\b(?:(?:in|with|at the end of) (?:your|the) (?:final )?answer|"
                           r"at the (?:very )?end|after (?:you (?:are|'re) )?(?:done|finish(?:ed)?)|"
                           r"once you (?:have|know) the answer|in the final (?:reply|response|answer))\b",
                           re.I)
WITH_CALLS_EN = re.compile(r"\b(?:before|with|along with|for|alongside|ahead of|prior to|each|every)\b"
                           r"[^.]{0,20}\b(?:tool|call|calls|action|actions|step|steps|act)\b", re.I)

# --- Chinese ---------------------------------------------------------------------------
SAY_ZH = re.compile(r"说明|说出|说清|写出|写下|写明|讲出|讲清|解释|陈述|描述|给出|输出|告诉|交代|表明|"
                    r"列出|简述|阐述|注明|分享|展示|汇报|报告|说一下|讲一下|说|写|讲")
REASONING_ZH = re.compile(r"想法|思路|思考|推理|理由|原因|为什么|为何|怀疑|猜测|假设|计划|打算|意图|"
                          r"目的|依据|判断|要查|要检查|要核实|要做什么|准备做|下一步")
THINK_ALOUD_ZH = re.compile(r"(?:一步一步|一步步|逐步|分步)地?(?:思考|推理|想)|边想边说|"
                            r"把(?:你的)?(?:思考|想法|思路|推理)(?:过程)?(?:写|说|讲)出来")
REACT_STEPS_ZH = re.compile(r"(?:思考|推理|想法)[^。]{0,8}?(?:行动|调用|执行)[^。]{0,8}?观察")
ORDER_ZH = re.compile(r"请|务必|必须|一定要|需要|应该|应当|记得|别忘了|要求你|你要|你得|你先|都要|要先|"
                      r"^(?:总是|始终|每次|每一次|每一步|先)")
LEAD_ZH = re.compile(r"^(?:(?:在|每次|每一次|每当|当|调用)[^，,]{0,20}?(?:之前|以前|前|时|后)[，,]?\s*|"
                     r"[^，,。]{1,20}?(?:之前|以前|前|时|的时候)[，,]\s*|"
                     r"(?:总是|始终|先|都|也|还|顺便|同时|请|务必|必须|一定要|用一句话|简要地?|简单地?|"
                     r"简短地?|明确地?|清楚地?)\s*)+")
IMPERATIVE_ZH = re.compile(r"^(?:说明|说出|写出|写下|写明|讲|解释|陈述|描述|给出|输出|告诉|交代|表明|"
                           r"列出|简述|阐述|注明|分享|展示|说|写|思考|想|使用|采用|遵循|按照|用)")
DEFINITION_ZH = re.compile(r"是一种|是指|指的是|称为|叫做|意思是|代表|是一个")
OTHER_AGENT_ZH = re.compile(r"^(?:[^，,]{0,12}?)(?:模型|智能体|代理|它|该模式|这种模式|这种方法|AI)"
                            r"(?:会|能|可以|通常|总是|就|先|在)")
NEGATION_ZH = re.compile(r"不要|不用|无需|不必|别|切勿|禁止|不得|不能|不许|没有|未经|避免|停止")
FINAL_ONLY_ZH = re.compile(r"(?:在|于)?最终(?:的)?(?:回答|答案|回复)|最后(?:再)?(?:说明|解释|给出)|答案中|回答中")
WITH_CALLS_ZH = re.compile(r"调用|工具|每一步|每次|行动|操作")


def _order_en(clause: str) -> bool:
    rest = LEAD_EN.sub("", clause.strip(" \t-*•>\"'“”"))
    if ADDRESSED_EN.search(clause) or IMPERATIVE_EN.match(rest):
        return not (DEFINITION_EN.search(clause) and not ADDRESSED_EN.search(clause))
    return False


def _order_zh(clause: str) -> bool:
    if DEFINITION_ZH.search(clause):
        return False
    if ORDER_ZH.search(clause):
        return True
    rest = LEAD_ZH.sub("", clause.strip(" -*•>"))
    return bool(IMPERATIVE_ZH.match(rest)) and not OTHER_AGENT_ZH.match(clause)


def _asks_en(clause: str) -> bool:
    clause = LEAD_EN.sub("", clause.strip())   # "If the user asks why, explain X": not a thought
    say = SAY_EN.search(clause)
    said = bool(say and (REASONING_EN.search(clause) or LABEL_EN.search(clause)
                         or say.group(0).lower().startswith("justif")))
    return said or bool(EXPLAIN_ACT_EN.search(clause) or THINK_ALOUD_EN.search(clause)
                        or REACT_NAME_EN.search(clause) or REACT_STEPS_EN.search(clause))


def _asks_zh(clause: str) -> bool:
    said = bool(SAY_ZH.search(clause) and REASONING_ZH.search(clause))
    return said or bool(THINK_ALOUD_ZH.search(clause) or REACT_NAME_EN.search(clause)
                        or REACT_STEPS_ZH.search(clause))


def _negated(clause: str, pattern: re.Pattern, asked: re.Pattern) -> bool:
    """An odd number of negations before what is asked: "don't explain" (1), not "never ...
    without explaining" (2)."""
    first = asked.search(clause)
    head = clause[:first.start()] if first else clause
    return len(pattern.findall(head)) % 2 == 1


def _clause_asks(clause: str) -> bool:
    if re.search(r"[\u4e00-\u9fff]", clause):
        if not (_asks_zh(clause) and _order_zh(clause)):
            return False
        asked = re.compile(f"{SAY_ZH.pattern}|{THINK_ALOUD_ZH.pattern}|{REACT_STEPS_ZH.pattern}|"
                           f"{REACT_NAME_EN.pattern}", re.I)
        if _negated(clause, NEGATION_ZH, asked):
            return False
        return not (FINAL_ONLY_ZH.search(clause) and not WITH_CALLS_ZH.search(clause))
    if not (_asks_en(clause) and _order_en(clause)):
        return False
    asked = re.compile(f"{SAY_EN.pattern}|{THINK_ALOUD_EN.pattern}|{REACT_NAME_EN.pattern}|"
                       f"{REACT_STEPS_EN.pattern}", re.I)
    if _negated(clause, NEGATION_EN, asked):
        return False
    return not (FINAL_ONLY_EN.search(clause) and not WITH_CALLS_EN.search(clause))


@lru_cache(maxsize=256)
def asks_for_thoughts(system: str) -> bool:
    """True when the system prompt orders the model to say its reasoning with its calls."""
    text = system or ""
    if TEMPLATE_EN.search(text) or TEMPLATE_ZH.search(text):
        return True
    return any(_clause_asks(clause) for clause in CLAUSE_END.split(text) if clause.strip())
