"""A review step in plain text: the system prompt asks to check a draft against data and
to answer with one of two verdict words ("Reply 'APPROVED' if …; otherwise 'REJECTED:' …",
“通过” … 否则 “驳回：”). The offline model checks each claim of the draft against the data,
as a reviewer would, and never approves what it cannot tie to the data:

* a number the data doesn't hold is unsupported (write/plans.review_problems);
* a claim about a field that says the opposite of its value ("breakfast included" beside
  "breakfast": "not included", 适合出海 beside "sailing_allowed": false) is unsupported;
* a claim that names nothing the data speaks of is unsupported (the data gives it no ground).

Advice ("remember your life jacket", 记得…) claims nothing. The verdict words are the
prompt's own; the rejection names the claim, in the request's language.
"""

from __future__ import annotations

import re
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation

QUOTED = r"['\"‘“「]\s*([^'\"’”」\s][^'\"’”」]{0,20}?)\s*['\"’”」]"
OTHERWISE = re.compile(r"\b(?:otherwise|else|if not|if any)\b|否则|不然|反之|如果有", re.I)
AGAINST = r"\bagainst|\bwith|对照|根据|按照|依据|比对"
CHECKING = re.compile(r"\b(?:check|verify|review|compare|audit)\w*\b|检查|核对|审核|审查|核查|对照", re.I)
# "DATA: …", "【草稿】…", "[DRAFT] …": the labelled parts of the request
PART = re.compile(r"(?m)^\s*(?:【([^】]{1,12})】|\[([^\]]{1,16})\]|([A-Z][A-Za-z ]{1,16}?)\s*:)\s*")
ADVICE = re.compile(r"^\s*(?:remember|don't forget|do not forget|please|make sure|enjoy|have fun|"
                    r"记得|别忘|不要忘|请|注意|祝)|"
                    # a greeting or an exclamation claims nothing ("Good news", "您好")
                    r"^\s*(?:good news|great news|great|hi|hello|dear \w+|thanks?(?: you)?|sorry|"
                    r"unfortunately|好消息|您好|你好|抱歉|不好意思|亲)\s*[!！]?\s*$", re.I)
NEGATED_EN = re.compile(r"\b(?:not|no|never|without|excluded|isn't|aren't|wasn't|doesn't|don't|cannot|can't)\b", re.I)
NEGATED_ZH = re.compile(r"不|没|無|无|未|禁止|别")
CLAUSES = re.compile(r"[.;!?。；！？，,]\s*|\s+(?:and|but)\s+", re.I)


def verdict_words(system: str) -> tuple[str, str] | None:
    """(approve, reject) as the system prompt spells them, or None when it asks no verdict."""
    if not system or not CHECKING.search(system):
        return None
    quoted = [(m.start(), m.group(1).strip().rstrip(":：").strip()) for m in re.finditer(QUOTED, system)]
    other = OTHERWISE.search(system)
    if len(quoted) < 2 or other is None:
        return None
    before = [w for at, w in quoted if at < other.start()]
    after = [w for at, w in quoted if at > other.start()]
    if not before or not after or before[-1] == after[0]:
        return None
    return before[-1], after[0]


def _parts(question: str) -> list[tuple[str, str]]:
    marks = list(PART.finditer(question))
    return [(next(g for g in m.groups() if g), question[m.end():marks[i + 1].start() if i + 1 < len(marks)
                                                       else len(question)].strip())
            for i, m in enumerate(marks)]


def _draft_and_data(convo: Conversation) -> tuple[str, str] | None:
    """The draft and the data of the request: the part the prompt says to check is the
    draft ("Check the DRAFT against the DATA", 对照【数据】检查【草稿】); without a hint, the part
    holding no JSON."""
    parts = _parts(convo.question)
    if len(parts) < 2:
        return _quoted_draft(convo)
    def after(words: str, label: str) -> bool:
        return bool(re.search(rf"(?:{words})\s*(?:the\s+)?[【\[]?{re.escape(label)}", convo.system, re.I))
    # "against the DATA", 对照【数据】, 根据…: what the draft is checked against
    checked = [(label, body) for label, body in parts
               if after(CHECKING.pattern, label) and not after(AGAINST, label)]
    from .plans import json_spans
    draft = checked[0] if checked else next(((l, b) for l, b in parts if not json_spans(b)), None)
    if draft is None:
        return None
    data = "\n".join(b for l, b in parts if (l, b) != draft)
    return draft[1], data


# "Draft reply to check: 'Good news, …'", 待审核草稿：“…”: the draft quoted in the request
_QUOTED_DRAFT = re.compile(r"(?:draft|reply|answer|message|text|草稿|回复|答复|文案)[^'\"‘“「]{0,30}?[:：]?\s*"
                           r"['\"‘“「](?P<draft>[^\"’”」]{8,}?)['\"’”」]\s*[.。]?\s*$", re.I | re.S)


def _quoted_draft(convo: Conversation) -> tuple[str, str] | None:
    """The draft the request quotes, and as data what the conversation's tools returned."""
    import json
    m = _QUOTED_DRAFT.search(convo.question)
    results = [c.result if c.ok else {"error": (c.error or {}).get("message", "")}   # a failure is data too
               for c in [*convo.history, *convo.calls] if c.result is not None or not c.ok]
    if not m or not results:
        return None
    data = "\n".join(json.dumps(r, ensure_ascii=False) if not isinstance(r, str) else r for r in results)
    return m.group("draft"), data


def _data_fields(data: str) -> list[tuple[str, Any]]:
    from .plans import json_objects
    fields = []

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif key:
            fields.append((key, value))
    for obj in json_objects(data):
        walk(obj)
    if not fields:   # plain-text data: "label: value" lines
        fields = [(k.strip(), v.strip()) for k, v in re.findall(r"(?m)^\s*([^:：\n]{1,30})[:：]\s*(.+)$", data)]
    return fields


def _polarity(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        if NEGATED_EN.match(value.strip()) or re.match(r"\s*(?:none|false|excluded|不|没|无|否)", value, re.I):
            return False
        if re.match(r"\s*(?:yes|true|included|allowed|available|是|有|含)\b", value, re.I):
            return True
    return None


def _field_concepts(key: str) -> set[str]:
    return T.concepts(re.sub(r"[_\-]+", " ", key)) - {"eur", "gbp", "usd", "cny"}


def _own_concepts(key: str, fields: list[tuple[str, Any]]) -> set[str]:
    """What a field's name says that no other field's does: `deposit_refundable` beside
    `deposit_gbp` is about being refundable (a claim about the deposit alone claims nothing
    of it)."""
    own = _field_concepts(key)
    others = set().union(*(_field_concepts(k) for k, _ in fields if k != key))
    return own - others or own


def _negated(clause: str) -> bool:
    return bool(NEGATED_ZH.search(clause) if T.has_cjk(clause) else NEGATED_EN.search(clause))


def unsupported_claims(draft: str, data: str) -> list[tuple[str, list]]:
    """The draft's claims (clauses) that the data doesn't support, each with the field it
    contradicts, if one does."""
    fields = _data_fields(data)
    known = " ".join(f"{k} {v}" for k, v in fields) or data
    said = T.concepts(known.replace("_", " "))
    numbers = set(re.findall(r"\d+(?:\.\d+)?", known))
    out = []
    for clause in [c.strip() for c in CLAUSES.split(draft) if c and c.strip()]:
        if ADVICE.match(clause) or not T.concepts(clause):
            continue
        clause_numbers = set(re.findall(r"\d+(?:\.\d+)?", clause))
        wrong_number = _as_numbers(clause_numbers) - _as_numbers(numbers) or \
            _numbers_in_words(clause) - _as_numbers(numbers)   # 64 is 64.0
        record = _named_record(clause, data)
        if record and not wrong_number:   # "KF-202 还有两层空位": KF-202's own figures, not any record's
            own = set(re.findall(r"\d+(?:\.\d+)?", " ".join(f"{k} {v}" for k, v in record)))
            wrong_number = _numbers_in_words(clause) - _as_numbers(own)
        concepts = T.concepts(clause)
        contradicted = [(key, value) for key, value in fields
                        if _polarity(value) is not None and concepts & _own_concepts(key, fields) and
                        _polarity(value) != (not _negated(clause))] or \
            _other_state(clause, fields) or \
            (_figure_beside(clause, record or fields) if wrong_number else [])
        grounded = concepts & said or clause_numbers & numbers
        if wrong_number or contradicted or not grounded:
            out.append((clause, contradicted[:2]))
    return out


# A state of being finished, claimed ("your violin is ready", 已经修好了), against a status the
# data holds that is still under way (in_progress, pending, 处理中).
_DONE_CLAIM = re.compile(r"\b(?:ready|done|finished|complete[d]?|fixed|repaired|shipped|delivered|"
                         r"available|confirmed|booked)\b|好了|修好|完成|已发货|已送达|可以取|可取", re.I)
# (a status still under way is polar.UNDER_WAY's; these say there is none to be had)
_NONE_TO_HAVE = re.compile(r"^(?:open|sold out|full|cancell?ed|unavailable)|处理中|进行中|等待|未", re.I)


def _other_state(clause: str, fields: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """The status fields (and the dates of when it will be) a "ready"/"done" claim
    contradicts, when the data's status is still under way."""
    if _negated(clause) or not _DONE_CLAIM.search(clause):
        return []
    from .polar import UNDER_WAY
    states = [(k, v) for k, v in fields if isinstance(v, str) and re.search(r"status|state|availability", k, re.I)
              and (UNDER_WAY.search(v.replace("_", " ").strip().lower()) or _NONE_TO_HAVE.search(v.replace("_", " ").strip()))]
    if not states:
        return []
    when = [(k, v) for k, v in fields if re.search(r"estimated|expected|ready|eta|until", k, re.I)
            and isinstance(v, str) and re.match(r"\d{4}-\d{2}-\d{2}", v)]
    return states[:1] + when[:1]


def _as_numbers(found: set[str]) -> set[float]:
    return {float(n) for n in found}


def _numbers_in_words(clause: str) -> set[float]:
    """The numbers a claim writes in words (还有两层, "two shelves left"), not in digits."""
    from ..read.numbers import find_numbers
    return {float(n.value) for n in find_numbers(clause)
            if not re.search(r"\d", clause[n.start:n.end]) and isinstance(n.value, (int, float))}


def _named_record(clause: str, data: str) -> list[tuple[str, Any]]:
    """The fields of the one record of the data whose name the claim says ("王磊的等级分" is
    王磊's record, not 陈静's)."""
    from .plans import json_objects
    records: list[dict] = []

    def walk(value: Any) -> None:   # the records inside wrappers too ({"firings": [...]})
        if isinstance(value, dict):
            records.append(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    for obj in json_objects(data):
        walk(obj)
    named = [r for r in records if any(isinstance(v, str) and len(v) >= 2 and v in clause for v in r.values())]
    return [(k, v) for k, v in named[0].items() if not isinstance(v, (dict, list))] if len(named) == 1 else []


def _figure_beside(clause: str, fields: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """The data's figure of the kind a wrong number is ("cost €95" beside quote_eur 120): a
    field that shares a word with the claim, else the one money field for an amount of money."""
    concepts = T.concepts(clause)
    numeric = [(k, v) for k, v in fields if isinstance(v, (int, float)) and not isinstance(v, bool)]
    shared = [(k, v) for k, v in numeric if _field_concepts(k) & concepts]
    if shared or len(numeric) == 1:
        return (shared or numeric)[:1]
    if re.search(r"[€£$¥]|\b(?:eur|gbp|usd|cny|euros?|pounds?|dollars?|yuan)\b|元|欧元|英镑|块", clause, re.I):
        money = [(k, v) for k, v in numeric if re.search(r"eur|gbp|usd|cny|price|cost|fee|quote|total|amount", k, re.I)]
        return money[:1] if len(money) == 1 else []
    return []


def _value(value: Any, zh: bool) -> str:
    if isinstance(value, bool):
        return ("是" if value else "否") if zh else ("true" if value else "false")
    return str(value)


def review_verdict(convo: Conversation) -> str | None:
    """The verdict, in the prompt's words, or None when the request is no such review."""
    words = verdict_words(convo.system or "")
    if words is None or convo.tools and convo.calls and not _QUOTED_DRAFT.search(convo.question):
        return None
    split = _draft_and_data(convo)
    if split is None:
        return None
    from .labels import label
    approve, reject = words
    draft, data = split
    claims = unsupported_claims(draft, data)
    if not claims:
        return approve
    zh = T.has_cjk(convo.question)
    failed = [v for k, v in _data_fields(data) if k == "error" and isinstance(v, str) and v]
    if failed:   # what the data does say: the tool's own error ("sold out for foot passengers")
        note = (f"工具返回的是错误：“{failed[0]}”。" if zh else f' The tool returned an error: "{failed[0]}".')
    else:
        note = ""
    if zh:
        return f"{reject}：" + "；".join(
            f"草稿说“{c}”，" + ("但数据中" + "，".join(f"{label(k, True)}为 {_value(v, True)}" for k, v in f) if f
                             else "数据里没有依据")
            for c, f in claims) + "。" + note
    return f"{reject}: " + "; ".join(
        f'the draft says "{c}", ' + ("but the data says " + ", ".join(f"{k}: {_value(v, False)}" for k, v in f)
                                     if f else "which nothing in the data supports")
        for c, f in claims) + "." + note
