"""Writing the final answer from tool results, and only from tool results.

The rule the course teaches ("answer from the tools, say so when they are empty")
is the rule this simulator follows: every value in an answer comes from a tool
message in the request (or is computed from them, `computed.py`); when there is none,
the answer says it does not know. Sentences are made in `sentences.py`, system-prompt
rules (language, length, format) applied in `rules.py`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..read import text as T
from ..read.conversation import Conversation, PastCall
from ..read.outcomes import not_done
from ..read.results import items_of
from . import computed as C
from .rules import apply_rules, for_the_user, language_rule
from .counting import counted_as
from .given import asked_with
from .dates import this_year
from .labels import label
from .sentences import describe, subject_of

__all__ = ["ask_for", "ask_which", "cannot_do", "compose", "explain_failure", "no_tool_fits",
           "sentence", "subject_of"]


def unresolved_failures(convo: Conversation) -> list[PastCall]:
    """Failed calls that no later successful call of the same tool made good."""
    out = []
    for i, c in enumerate(convo.calls):
        if c.ok or c.content is None:
            continue
        if any(later.ok and later.name == c.name for later in convo.calls[i + 1:]):
            continue
        out.append(c)
    return out


def compose(convo: Conversation) -> str:
    """The final answer of a turn in which tools were called. Dates in it are said against
    the request's "today": the year only when it is another year."""
    with this_year(convo.today), counted_as(convo.question):
        return _compose(convo)


def _compose(convo: Conversation) -> str:
    zh = answer_in_chinese(convo)
    ok_calls = [c for c in convo.calls if c.ok]
    failures = unresolved_failures(convo)
    parts: list[str] = []
    covered: set[int] = set()
    final = [c for c in ok_calls if not _led_to_follow_up(c, convo) and not _retried(c, convo)]
    from .differences import difference
    from .upcoming import next_one
    from .each_one import each_one
    # questions about several results at once: by how much, which wins, the next one, a sum, a
    # count, the same thing asked of each
    for whole in (difference, C.comparison, next_one, C.total, C.count, C.with_some, each_one):
        found = whole(convo.question, [c for c in final if id(c) not in covered], zh)
        if found:
            text, used = found
            parts.append(text)
            covered |= {id(c) for c in used}
    seen = set()
    for c in ok_calls:
        if id(c) in covered or _led_to_follow_up(c, convo) or c.content in seen or \
                _retried(c, convo):
            continue
        seen.add(c.content)
        tool = convo.tool(c.name)
        reason = not_done(c.result) if _wrote(tool) and not _did_its_verb(c, tool) else None
        if reason is not None:   # {"booked": false, "reason": …}: no error, yet it did not happen
            said = reason or ("没有成功" if zh else "it did not go through")
            parts.append(explain_failure(replace(c, result={"error": said}), zh, writes=True))
            continue
        if _wrote(tool):   # "cancel the upcoming visit": say which, by the listed record's date
            c = _with_listed_details(c, ok_calls)
        else:   # nothing found, said of what was looked for ("no beans for origin Sumatra")
            c = _with_what_was_asked(c)
        with asked_with(c.arguments):   # what the call was made with, echoed, is not news
            parts.append(_one_result(c, convo, tool, zh))
    latest = {c.name: c for c in failures}   # a retried call: its last error is what stands
    for c in latest.values():
        tool = convo.tool(c.name)
        parts.append(explain_failure(c, zh, writes=bool(tool and tool.writes)))
    reads = [c for c in latest.values() if not (convo.tool(c.name) and convo.tool(c.name).writes)]
    if not ok_calls and reads and not all(_refused(c) for c in reads):
        parts.append("我不会猜测答案。" if zh else "I won't guess an answer without that data.")
    answer = (" " if not zh else "").join(p for p in parts if p)
    if zh:
        answer = in_askers_words(answer, convo)
    return apply_rules(convo, spaced(answer) if zh else answer, zh)


def _one_result(c: PastCall, convo: Conversation, tool, zh: bool) -> str:
    """What one result says for the question: a worked-out figure, a yes/no, a cause, else
    the fields the question is about."""
    from .per_period import per_period   # "how much a day?" over `annual_kwh`
    return (C.conversion(c, zh) or C.rate_answer(c, zh) or C.arithmetic(c, zh)
            or per_period(convo.question, c, zh)
            or C.yes_no(convo.question, c, zh, writes=bool(_wrote(tool)))
            or C.because(convo.question, c, zh)
            or describe(c.result, _what_is_asked(convo), zh, c.name, writes=_wrote(tool)))


# "And if I bring two pairs?", "What about Friday?", "那周五呢？": a follow-up asks again
# what the last question asked
FOLLOW_UP = re.compile(r"^\s*(?:and\b|what about\b|how about\b|那|那么)|呢[？?]?\s*$", re.I)


# What each kind of question asks, said short, to be asked again by a follow-up.
ASKED_AGAIN = {"how_much": "how much?", "money": "how much?", "when": "when?", "where": "where?",
               "who": "who?", "how_long": "how long?", "how_many": "how many?"}


def _what_is_asked(convo: Conversation) -> str:
    """The question an answer is written for. A follow-up that asks no kind of thing of its
    own asks again what the last question asked: after "How much to resole a pair?", "And two
    pairs of suede ones?" asks the price, and so does "Make it four days instead" when the
    same tool is called again with one argument changed."""
    from .sentences import _asks
    question = convo.question
    earlier = convo.earlier_questions
    if not earlier or _asks(question) or not (FOLLOW_UP.search(question) or _called_again(convo)):
        return question
    again = dict.fromkeys(ASKED_AGAIN[k] for k in sorted(_asks(earlier[-1])) if k in ASKED_AGAIN)
    return f"{question} ({' '.join(again)})" if again else question


def _called_again(convo: Conversation) -> bool:
    """This turn calls a tool an earlier turn called, with other arguments: the user changed
    what they asked about, not what they asked."""
    before = {c.name: c.arguments for c in convo.history}
    return any(c.name in before and c.arguments != before[c.name] for c in convo.calls)


def _with_what_was_asked(call):
    """An empty list that says nothing of what it was a search for: the call's own plain
    arguments say it, so two searches side by side ("Kenya", "Sumatra") don't both read
    "I found no beans"."""
    result = call.result
    if items_of(result) != [] or not call.arguments:
        return call
    record = result if isinstance(result, dict) else {"results": result}
    if any(not isinstance(v, (list, dict)) for v in record.values()):
        return call   # the result says itself where it looked
    asked = {k: v for k, v in call.arguments.items()
             if isinstance(v, (str, int, float)) and not isinstance(v, bool)}
    return replace(call, result={**asked, **record}) if asked else call


def _with_listed_details(write, calls: list):
    """A write's result, with the date, time and name of the listed record it acted on,
    when its result lacks them: {"visit_id": "V-9001", "status": "cancelled"} after a list
    that gave V-9001 on 14 December says it was the 14 December visit."""
    result = write.result
    if not isinstance(result, dict):
        return write
    ids = {v for v in (write.arguments or {}).values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    for earlier in calls:
        if earlier is write:
            break
        for record in items_of(earlier.result) or []:
            if not isinstance(record, dict) or not ids & {v for v in record.values() if isinstance(v, (str, int))}:
                continue
            extra = {k: v for k, v in record.items() if k not in result and isinstance(v, str)
                     and re.search(r"date|day|time|start|when|name|title", k, re.I)}
            return replace(write, result={**result, **extra}) if extra else write
    return write


def in_askers_words(answer: str, convo: Conversation) -> str:
    """A Chinese answer names what the model chose from the asker's words in those words:
    asked about 苹果, it called with fruit="apples", and says 苹果, not "apples". Only
    arguments: a name a tool returned ("Pirate captain") is the tool's to keep."""
    from ..read.filling import option_spans
    from ..read.lexicon import lemma
    parts = re.split(r"(“[^”]*”)", answer)   # a quoted text is the tool's own words: kept
    if len(parts) > 1:
        return "".join(p if i % 2 else in_askers_words(p, convo) for i, p in enumerate(parts))
    question = convo.question
    chosen = {v for c in convo.calls if isinstance(c.arguments, dict) for v in c.arguments.values()
              if isinstance(v, str) and re.fullmatch(r"[A-Za-z][A-Za-z _-]{1,30}", v)}
    for value in sorted(chosen, key=len, reverse=True):
        if not re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", answer):
            continue
        words = {question[a:b] for form in {value, lemma(value.lower())}
                 for a, b in option_spans(form, question)}
        if len(words) == 1:
            answer = re.sub(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", words.pop(), answer)
    return answer


def spaced(text: str) -> str:
    """A space between Chinese and Latin letters or digits, as Chinese typesetting does
    ("发件人是 zhang@example.cn"), so names and codes stand apart from the sentence.
    Text quoted “like this” is someone's own words and stays as it came. A date is one
    word: "12月2日", "2027年1月5日" keep their digits close."""
    parts = re.split(r"(“[^”]*”)", text)
    for i in range(0, len(parts), 2):
        parts[i] = re.sub(r"([\u4e00-\u9fff])(?<![年月])([A-Za-z0-9@#$€£])", r"\1 \2", parts[i])
        parts[i] = re.sub(r"([A-Za-z0-9%°])([\u4e00-\u9fff])", r"\1 \2", parts[i])
        parts[i] = re.sub(r"(\d) ([年月日])", r"\1\2", parts[i])   # digits then 年/月/日: a date
    return "".join(parts)


def _cites_sources(result) -> bool:
    return isinstance(result, str) and ("(Source:" in result or "数据来自" in result)


def answer_in_chinese(convo: Conversation) -> bool:
    """The answer's language: what the system prompt asks for, else the question's."""
    wanted = language_rule(convo.system)
    if wanted:
        return wanted == "zh"
    return T.is_chinese_request(convo.question)


def _wrote(tool) -> bool | str:
    """False for a look-up; for a write, the verb it did ("reserve"), or True when its
    verb is unknown: its result is then confirmed, not only reported (confirmations.py)."""
    from .effects import changes, tool_verb
    if not changes(tool):
        return False
    return tool_verb(tool.name, tool.description) or True


def _did_its_verb(call: PastCall, tool) -> bool:
    """A result whose status is the tool's own verb done ("cancelled" from `cancel_event`):
    what was asked happened, however that word reads elsewhere."""
    from .effects import past_participle, tool_verb
    status = call.result.get("status") if isinstance(call.result, dict) else None
    verb = tool_verb(tool.name, tool.description) if tool else ""
    return isinstance(status, str) and bool(verb) and status.strip().lower() == past_participle(verb)


def _led_to_follow_up(call: PastCall, convo: Conversation) -> bool:
    """A list whose item was then fetched or acted on: the later call says it better. The
    later call must use something the list *returned*: a value the list only echoed from its
    own arguments (the date of three hostel searches) is shared by siblings, not passed on."""
    if items_of(call.result) is None:
        return False
    echoed = {str(v) for v in (call.arguments or {}).values() if isinstance(v, (str, int))}
    later = convo.calls[convo.calls.index(call) + 1:]
    return any(c.ok and c.arguments and any(str(v) in (call.content or "") and str(v) not in echoed
                                            for v in c.arguments.values()
                                            if isinstance(v, (str, int)) and len(str(v)) > 1)
               for c in later)


def _retried(call: PastCall, convo: Conversation) -> bool:
    """A search that found nothing and was then tried again: the later one answers."""
    later = convo.calls[convo.calls.index(call) + 1:]
    return items_of(call.result) == [] and any(c.ok and c.name == call.name for c in later)


def _refused(call: PastCall) -> bool:
    """A person (or policy) said no: there was nothing to look up, so nothing to guess."""
    return (call.error or {}).get("type") in ("denied", "approval_denied", "timeout")


def explain_failure(call: PastCall, zh: bool, writes: bool = False) -> str:
    """What went wrong, in words for the user: the action (not the tool's name) and the
    error's own reason, without the parts addressed to the model."""
    error = call.error or {}
    kind, message = error.get("type", "error"), error.get("message", "unknown error")
    action = action_words(call.name)
    if kind in ("denied", "approval_denied", "timeout"):
        message = error.get("reason") or message  # the short why, when the denial gives one
        if zh:
            return f"这个操作未获批准（{message}），所以我没有执行它，什么都没有改变。"
        return (f"I did not {action}: the request was not approved ({message}). "
                "Nothing was changed; let me know if you want to ask a person to review it.")
    message = re.sub(r"^\s*(?:error|错误)\s*[:：]\s*", "", for_the_user(message), flags=re.I)
    # "Invalid arguments for 'list_orders'": the tool's name means nothing to the user.
    message = re.sub(rf"\s*(?:\b(?:for|in|of|to|from)\s+)?['\"`]?\b{re.escape(call.name)}\b['\"`]?", "",
                     message).strip()
    if zh:
        if message and not T.has_cjk(message):
            message = f"“{message}”"   # the tool's own words, quoted as they came
        said = f"抱歉，操作没有成功：{message}。" if message else "抱歉，操作没有成功，工具报告了一个错误。"
        return said + ("没有做任何更改。" if writes else "")
    said = sentence(f"I couldn't {action}: {message}" if message
                    else f"I couldn't {action}: the tool reported an error.")
    return said + (" Nothing was changed." if writes else "")


# The verbs tool names start with. A name that starts otherwise ("latest_orders") names a
# thing, and the action is getting it.
TOOL_VERBS = set("""get list find search look lookup fetch read show check create add make new
update edit set change delete remove cancel send post reply forward book reserve borrow
return issue refund pay transfer convert calculate compute translate open close complete
finish mark move rename archive schedule invite assign upload download save record log
start stop run track verify validate query count sum compare ask consult delegate escalate
notify email message call text invite""".split())


def _mostly_a_verb(word: str) -> bool:
    from ..read.taxonomy import available, mostly_verb
    return available() and mostly_verb(word)


def action_words(name: str) -> str:
    """A tool's name as the action it does: get_local_time -> "get the local time",
    latest_orders -> "get the latest orders"."""
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ").lower().split()
    if not words:
        return "do that"
    if words[0] not in TOOL_VERBS and not _mostly_a_verb(words[0]):   # register_member: a verb
        words = ["get", *words]
    if len(words) < 2:
        return f"{words[0]} that"
    return f"{words[0]} the {' '.join(words[1:])}"


def sentence(text: str) -> str:
    """End a piece of an answer with a full stop, so the next sentence doesn't run on."""
    text = text.rstrip()
    # "(HTTP 503)" closes an aside, not the sentence; "(see above.)" closes both
    return text if text.endswith((".", "!", "?", "。", "！", "？", ".)", "!)", "?)", "。）")) \
        else text + "."


def ask_for(field: str, description: str, tool: str, zh: bool) -> str:
    """Ask the user for what the tool needs (in their words, not the tool's name)."""
    if zh:   # the field's name in Chinese: the English description would mix languages
        return f"我还需要知道{label(field.split('.')[-1], zh=True)}才能办这件事。请告诉我。"
    what = description or field.replace("_", " ")
    what = re.split(r"[;.(]|, e\.g\.", what)[0].strip()
    what = what[0].lower() + what[1:] if what[:2] != what[:2].upper() else what
    article = "" if re.match(r"(the|a|an|your)\b", what, re.I) else "the "
    return f"To do that I need {article}{what}. Could you tell me?"


def ask_which(reference: str, noun: str, zh: bool) -> str:
    """The question points back ("that dealer") but nothing said identifies it: ask."""
    if zh:
        thing = label(noun, zh=True)
        return (f"你说的“{reference}”是指哪一个{thing}？这段对话里没有它的编号，我无法确定，也不会"
                f"把所有{thing}都查一遍去猜。请告诉我它的名称或编号。")
    return (f"Which {noun} do you mean by '{reference}'? Nothing in this conversation gives its "
            f"id, so I can't tell, and I won't fetch every {noun} to guess. "
            "Could you give me its name or id?")


def no_tool_fits(convo: Conversation) -> str:
    if T.is_chinese_request(convo.question):
        return "我手头的工具都无法做这件事，我也不会凭空编造答案。" + REAL_MODEL_HINT_ZH
    return ("None of the tools I have here can do that, and I won't make up an answer. "
            "Could you rephrase, or ask about something they cover? If it needs general "
            "knowledge, " + REAL_MODEL_HINT_EN[0].lower() + REAL_MODEL_HINT_EN[1:])

REAL_MODEL_HINT_EN = ("To try it, switch to a real model (README, 'Switching to a real "
                      "model').")
REAL_MODEL_HINT_ZH = "如需尝试，请切换到真实模型（见 README 的 “Switching to a real model”）。"
CANNOT_EN = {
    "writing": "The offline model can't write free-form text such as this, and it won't make "
               "any up.",
    "translation": "The offline model can't translate text.",
    "knowledge": "The offline model can't answer that: it has no general knowledge, and none "
                 "of the tools in this request covers it, so I won't guess.",
    "language": "The offline model can't answer in that language: it only reads and writes "
                "English and Chinese.",
}
CANNOT_ZH = {
    "writing": "离线模型不能自由写作（诗、故事、文章等），也不会编造内容。",
    "translation": "离线模型不能翻译文本。",
    "knowledge": "离线模型没有常识知识，这次请求里的工具也无法回答这个问题，所以我不会猜测。",
    "language": "离线模型无法使用这种语言回答：它只能读写英文和中文。",
}


def cannot_do(kind: str, zh: bool) -> str:
    """One honest sentence (and how to get a model that can), in the user's language."""
    if zh:
        return CANNOT_ZH[kind] + REAL_MODEL_HINT_ZH
    return CANNOT_EN[kind] + " " + REAL_MODEL_HINT_EN
