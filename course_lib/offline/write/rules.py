"""System-prompt rules about the answer's form: its language, its length, its format.

"Answer in one sentence", "Reply with only the amount", "请用中文回答": a model follows
these when it writes. So does the offline model, for the common forms of each rule. It
also never passes on to the user what a tool's error said *to the model* ("call
list_tasks to see the ids", "ask the user to check the id").
"""

from __future__ import annotations

import re

from ..read.conversation import Conversation
from .given import asked_with

LANGUAGE = [
    ("zh", re.compile(r"\b(?:answer|reply|respond|write|speak)\b[^.]{0,30}\b(?:in )?(?:chinese|"
                      r"mandarin)\b|(?:用|使用|以)(?:简体)?中文(?:回答|回复|作答)|只说中文", re.I)),
    ("en", re.compile(r"\b(?:answer|reply|respond|write|speak)\b[^.]{0,30}\bin english\b|"
                      r"(?:用|使用|以)英文(?:回答|回复|作答)|(?:用|使用|以)英语(?:回答|回复)", re.I)),
    ("other", re.compile(r"\b(?:answer|reply|respond)\b[^.]{0,20}\bin (?:french|spanish|german|"
                         r"japanese|korean|italian|russian|portuguese|arabic)\b|"
                         r"(?:用|使用|以)(?:法语|日语|德语|西班牙语|韩语|俄语)(?:回答|回复)", re.I)),
]
ONE_SENTENCE = re.compile(r"\b(?:answer|reply|respond|keep (?:it|answers?|replies))\b[^.]{0,30}"
                          r"\b(?:(?:one|a single|1)\s+(?:sentence|line)|briefly)\b|"
                          r"(?:用|只用|请用|以)?一句话(?:回答|回复|作答)|"
                          r"(?:回答|回复)[^。]{0,6}一句", re.I)
MAX_WORDS = re.compile(r"\b(?:at most|no more than|under|in|within|max(?:imum)?)\s+(\d+)\s+words\b",
                       re.I)
ONLY_VALUE = re.compile(r"\b(?:only|just)\s+(?:the\s+)?(?:final\s+)?(amount|number|value|result|"
                        r"price|total|figure|answer|time|date|temperature)\b|\b(?:nothing but|no "
                        r"words? other than)\s+the\s+(\w+)|只(?:回答|回复|给出|输出|说)(?:一个)?"
                        r"(金额|数字|数值|结果|时间|日期|温度|答案|价格|价钱|总价)|"
                        r"\bwith\s+(?:the\s+)?(amount|number|value|result|price|total|figure|time|date)"
                        r"(?:\s+(?:in|as)\s+\w+)?\s+only\b",
                        re.I)   # "reply with the price (in euros) only": the word order reversed
# "a bare number, no words", "digits only": the figure alone, without its currency or unit
BARE = re.compile(r"\b(?:bare|plain|just the) (?:number|figure)\b|\bno (?:other )?words\b|"
                  r"\bdigits only\b|只要数字|不要(?:任何)?文字|纯数字", re.I)
# Sentences in a tool error that are addressed to the model, not to the user.
FOR_THE_MODEL = re.compile(
    r"(?:^|(?<=[.;!?。；！？,，])|(?<=;))\s*(?:(?:if|when|unless)\b[^.;!?。；！？]*?|[^.;!?。；！？,，]*?)\b(?:call|use|try|retry|ask the user|"
    r"tell the user|re-?run|pass|provide|send|look(?: it)? up)\b[^.;!?。；！？]*(?:again|instead|first|to see|to "
    r"get|to list|with|the user|ids?\b)[^.;!?。；！？]*[.;!?。；！？]?|"
    r"[^。；]*(?:请重新调用|请先调用|请让用户|请询问用户|重新调用|再调用)[^。；]*[。；]?", re.I)


def language_rule(system: str) -> str | None:
    """'zh', 'en' or 'other' when the system prompt fixes the answer's language."""
    for code, pattern in LANGUAGE:
        if pattern.search(system or ""):
            return code
    return None


ASK_THE_USER = re.compile(r"\b(?:please\s+)?(?:ask|tell)\s+the\s+user\s+to\s+([^.;!?]+)[.;!?]?|"
                          r"(?:请)?(?:让|请|提醒)用户([^。；！？]+)[。；！？]?", re.I)


TELL_THE_USER = re.compile(r"^\s*(?:please\s+)?(?:tell|inform|let)\s+(?:the\s+)?(?:user|customer|"
                           r"them)\s+(?:know\s+)?(?:that\s+)?(.+)$", re.I)
# Where a sentence goes on to another instruction: "…, or use issue_refund if they qualify".
_NEXT_ORDER = re.compile(r"\s*(?:[,;]\s*|\s)(?:or|and|then|otherwise)\s+(?=\S)|[,;，；]\s*", re.I)


def _for_the_user(sentence: str) -> str:
    """One sentence of an error, as the user may read it: what it says to tell the user
    becomes a statement ("Tell the user none was requested" → "None was requested"), and
    what gives the model its next step (an order that names a tool or the user) is left out:
    the whole sentence when it opens with the order ("Fix these fields and call 'x' again"),
    else from the clause where it starts ("…, or use issue_refund if they qualify")."""
    if sentence.startswith(("Could you", "请你")) or re.search(r"[\u4e00-\u9fff]", sentence):
        return sentence   # Chinese: FOR_THE_MODEL's patterns (重新调用, 请先调用 …)
    told = TELL_THE_USER.match(sentence)
    if told:
        sentence = told.group(1)[:1].upper() + told.group(1)[1:]
    elif _starts_as_order(_CONDITION.sub("", sentence)) and _TO_THE_MODEL.search(sentence):
        return ""   # "Fix these fields and call 'x' again", "If the user named it, tell them so"
    for m in _NEXT_ORDER.finditer(sentence):
        rest = sentence[m.end():]
        if _starts_as_order(rest) and _TO_THE_MODEL.search(rest):
            kept = sentence[:m.start()]
            return kept + ("." if kept and sentence.rstrip()[-1:] in ".!?" else "")
    return sentence


_CONDITION = re.compile(r"^\s*(?:if|when|unless|once)\b[^,]*,\s*", re.I)


def _starts_as_order(text: str) -> bool:
    from ..read.verbs import is_order
    return bool(_NEXT_STEP.match(text)) or is_order(re.split(r"[,;:]| and | then ", text)[0])


# Verbs of a next step that the verb table leaves out as too common ("use", "call").
_NEXT_STEP = re.compile(r"\s*(?:please\s+|then\s+|instead\s+)?(?:use|call|try|retry|run|pass|ask|"
                        r"tell|check|look)\b", re.I)
# What marks an order as the model's next step: a tool's name, or the user spoken of.
_TO_THE_MODEL = re.compile(r"\b[a-z]+_[a-z_]+\b|`[^`]+`|\bthe user\b|\bthey\b", re.I)


def for_the_user(message: str) -> str:
    """An error message without the parts that tell the model what to do next; what it
    asks of the user becomes a question to them ("Could you check the id?")."""
    sentences = re.split(r"(?<=[.;!?。；！？])\s*", message or "")
    for i, s in enumerate(sentences):   # the sentence that asks it becomes the question itself
        asked = ASK_THE_USER.search(s)
        if asked:
            sentences[i] = (f"Could you {asked.group(1).strip()}?" if asked.group(1)
                            else f"请你{asked.group(2).strip()}。")
    sentences = [_for_the_user(s) for s in sentences]
    message = " ".join(s for s in sentences if s)
    message = re.sub(r"[;,]\s*(?=Could you)", ". ", message)
    kept = FOR_THE_MODEL.sub(" ", message)
    kept = " ".join(kept.split()).strip(" ;,.，；")
    return kept


def apply_rules(convo: Conversation, answer: str, zh: bool) -> str:
    """The answer in the form the system prompt asks for."""
    system = convo.system or ""
    only = ONLY_VALUE.search(system)
    if only:
        what = next(g for g in only.groups() if g) if any(only.groups()) else ""
        value = asked_value(convo, bare=what.lower() in BARE_VALUES or bool(BARE.search(system)),
                            asked=what) or _main_value(answer)
        if value:
            return value
    if ONE_SENTENCE.search(system):
        answer = _first_sentence(answer, zh)
    words = MAX_WORDS.search(system)
    if words and not zh:
        limit = int(words.group(1))
        split = answer.split()
        if len(split) > limit:
            answer = " ".join(split[:limit]).rstrip(",;:") + "."
    return answer


# "only the number" wants the bare figure; "only the amount" the figure with its currency.
BARE_VALUES = {"number", "value", "figure", "数字", "数值"}


def asked_value(convo: Conversation, bare: bool = False, asked: str = "") -> str | None:
    """The value the question asks for, read from the one record a lookup returned: the
    first number among the fields the question is about, with its currency or unit
    ("14.5 EUR"). None when the answer was worked out (a conversion, a sum) or there is no
    single record: then the answer's own main value stands."""
    from ..read.results import id_key, items_of
    from .computed import OUTPUT_KEYS
    from .fields import read_key
    from .sentences import relevant_fields
    records, sent = [], {}
    for call in convo.calls:
        if not call.ok:
            continue
        found = items_of(call.result)
        if found is None and isinstance(call.result, dict):
            records.append(call.result)
        elif found is not None and len(found) == 1 and isinstance(found[0], dict):
            records.append(found[0])
        sent = call.arguments or {}
    if len(records) != 1 or any(k in records[0] for k in OUTPUT_KEYS) or "expression" in records[0]:
        return None
    record = records[0]
    question = f"{convo.question} ({asked})" if asked else convo.question   # "only the price"
    with asked_with(sent):   # what the call echoes back is not the value asked for
        fields = relevant_fields(record, question, {id_key(record)} - {None})
    numbers = [k for k in fields if isinstance(record[k], (int, float)) and not isinstance(record[k], bool)]
    numbers = numbers or [k for k in record if isinstance(record[k], (int, float)) and not
                          isinstance(record[k], bool) and k != id_key(record)]   # its first figure
    if not numbers:
        return None
    key = numbers[0]
    from .sentences import value_text
    value = value_text(record[key])
    if bare:
        return value
    field = read_key(key)
    currency = record.get("currency") if isinstance(record.get("currency"), str) else ""
    unit = field.currency or field.unit or currency
    return f"{value} {unit}" if unit else value


def _first_sentence(answer: str, zh: bool) -> str:
    """The first sentence, without the trailing source note (it is part of no sentence)."""
    body = re.sub(r"\s*(?:\(Source: [^)]*\)|（数据来自[^）]*）)\s*$", "", answer)
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9(])|(?<=[。！？])", body)   # ". 3 trucks…" starts one too
    return parts[0].strip() if parts and parts[0].strip() else body


def _main_value(answer: str) -> str | None:
    """The value an answer is about: the result after '=' or 'is', else its last number."""
    body = re.sub(r"\s*(?:\(Source: [^)]*\)|（数据来自[^）]*）)\s*$", "", answer)
    m = re.search(r"(?:=|\bis\b|约合|合计|总计)\s*([-\d.,]+(?:\s?[A-Z]{3}|\s?°C)?)", body)
    if m:
        return m.group(1).strip().rstrip(".,")
    numbers = re.findall(r"-?\d[\d,]*(?:\.\d+)?", body)
    return numbers[-1] if numbers else None
