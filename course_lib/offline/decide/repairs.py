"""Repairing a failed call from what its error message says.

A good tool error says how to fix the call, in one of a few common forms (in English or
Chinese): the allowed values ("priority must be one of low, normal, high"), a range
("limit must be between 1 and 20"), a format ("use the format YYYY-MM-DD"), an example
("for example 'C-123'"), a suggestion ("did you mean 'CNY'?") or another tool to look the
value up with ("look it up with find_contact"). A model reads these as a correction of
the tool's schema: it re-reads the value it sent, or the user's words, under that
correction. It never invents a value: what it sends comes from the request, the error or
a tool result. When nothing in the error helps, there is no repair and the model says so.

Three readings live in their own files: a value's shape described in words or shown by an
example ("a letter, a dash, then two digits, like Q-07": shapes.py), an example whose
parts are named ("B-02-05（区-排-层）", read from "B区2排5层": format_parts.py), and allowed
values that each carry a note on their meaning ("inbound (towards the centre)":
option_notes.py). One error may be about several arguments of a call ("from B区2排5层 to
C区11排3层"): each gets its own value, never the one another argument already took.
"""

from __future__ import annotations

import re
from typing import Any

from ..read.conversation import Conversation, PastCall, ToolSpec
from ..read.extract import MissingArgument, candidates, enum_choice
from ..read.results import items_of
from ..reply import Call
from .option_notes import choose_described, described_options
from .format_parts import named_format, values_in
from .shapes import fit, shape_of

# Formats an error names, as a description the argument readers understand and a pattern.
FORMATS = [
    (re.compile(r"YYYY-MM-DD|yyyy-mm-dd|ISO[ -]?8601 date"), "a date, YYYY-MM-DD", r"^\d{4}-\d{2}-\d{2}$"),
    (re.compile(r"DD/MM/YYYY|day/month/year|日/月/年", re.I), "a date, DD/MM/YYYY", r"^\d{2}/\d{2}/\d{4}$"),
    (re.compile(r"YYYY/MM/DD|year/month/day|年/月/日", re.I), "a date, YYYY/MM/DD", r"^\d{4}/\d{2}/\d{2}$"),
    (re.compile(r"MM/DD/YYYY|month/day/year|月/日/年", re.I), "a date, MM/DD/YYYY", r"^\d{2}/\d{2}/\d{4}$"),
    (re.compile(r"YYYY-MM(?!-)|yyyy-mm(?!-)"), "a month, YYYY-MM", r"^\d{4}-\d{2}$"),
    (re.compile(r"HH:MM|hh:mm|24-hour|24 小时|24小时"), "a time, HH:MM", r"^([01]\d|2[0-3]):[0-5]\d$"),
    (re.compile(r"ISO 4217|currency code|货币代码|币种代码", re.I), "an ISO 4217 currency code",
     r"^[A-Z]{3}$"),
]
QUOTED = r"['\"‘“「]([^'\"’”」]{1,60})['\"’”」]"
ONE_OF = re.compile(r"(?:one of|allowed(?: values)?(?: are|:)|valid values?(?: are|:)|expected one of|"
                    r"must be either)\s*:?\s*(.+?)(?:;|\.\s|$|\bgot\b)"
                    r"|must be ('[^']+'(?:, '[^']+')* or '[^']+')"
                    r"|(?:只能是|必须是|应为|应该是|可选|取值(?:为|是)?)[:：]?\s*(.+?)(?:之一|中的一个|其中之一)"
                    r"|(?:可选值|允许的值|有效值)(?:为|是|有)?[:：]?\s*(.+?)(?:$|；|。)"
                    # "use a menu code: sourdough, rye, …", "请使用以下代码：…": the list after the colon
                    r"|\b(?:use|choose|pick)\s+(?:one of\s+)?(?:an?\s+|the\s+)?[\w -]{0,24}?:\s*(.+?)(?:;|\.\s|$)"
                    r"|(?:请)?(?:使用|选择|从)[^：:。；]{0,12}[：:]\s*(.+?)(?:$|；|。)"
                    # "known: dogs, fire, quiet", "supported topics: …": the list after the colon
                    r"|\b(?:known|available|supported|accepted|valid)(?:\s+[a-z]+){0,2}\s*:\s*(.+?)(?:;|\.\s|\.$|$)"
                    r"|(?:已知|支持|可用)的?[\u4e00-\u9fff]{0,4}[：:]\s*(.+?)(?:$|；|。)"
                    # "unknown topic 'x'; known: dogs, fire", "…; shows: Hamlet (TH-101), …": after
                    # the complaint, a label (a word of validity, or a plural noun) and the list
                    r"|[;；.]\s*(?:known|valid|available|allowed|supported|existing|[a-z]{3,}s)"
                    r"(?:\s+(?:values?|options?|ones))?\s*(?:are|is)?\s*[:：]\s*(.+?)(?:;|\.\s|$)"
                    # "try lavender, rosemary or fig tree": a suggestion of several values
                    r"|\btry\s+(?!again\b|later\b)(.+?)(?:;|\.\s|\.$|$)", re.I)
BETWEEN = re.compile(r"between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)|"
                     r"from\s+(-?\d+(?:\.\d+)?)\s+to\s+(-?\d+(?:\.\d+)?)|"
                     r"在\s*(-?\d+(?:\.\d+)?)\s*(?:到|至|和|~|-)\s*(-?\d+(?:\.\d+)?)\s*之间|"
                     r"(-?\d+(?:\.\d+)?)\s*(?:-|~|到|至)\s*(-?\d+(?:\.\d+)?)\s*(?:之间|范围)", re.I)
AT_MOST = re.compile(r"(?:at most|no more than|not more than|maximum(?: is| of)?|max(?:imum)?\s*[:=]?|"
                     r"up to|<=|不能超过|不超过|最多|最大(?:为|是|值为)?|上限(?:为|是)?)\s*(-?\d+(?:\.\d+)?)", re.I)
AT_LEAST = re.compile(r"(?:at least|no less than|not less than|minimum(?: is| of)?|min(?:imum)?\s*[:=]?|"
                      r">=|不能少于|不少于|至少|最少|最小(?:为|是|值为)?|下限(?:为|是)?)\s*(-?\d+(?:\.\d+)?)", re.I)
EXAMPLE = re.compile(r"(?:e\.g\.|for example|for instance|such as|例如|比如|譬如|形如|格式(?:为|是|应为|应该是)|"
                     r"(?:in|has|have) the (?:form|format)|(?:is|are) formatted as|written as|如)\s*[:：,，]?\s*"
                     rf"(?:{QUOTED}|([\u4e00-\u9fff]?\+?[A-Za-z0-9][\w:+./-]*(?: \d+)*))", re.I)
# "like Q-07": "like" is an everyday word, so only a quoted value or one with a digit counts.
LIKE = re.compile(rf"\b(?:like|looks? like)\s+(?:{QUOTED}|([A-Za-z]*[-_./]?\d[\w:+./-]*(?: \d+)?))", re.I)
SUGGESTION = re.compile(r"(?:did you mean|do you mean|perhaps you meant|maybe|try|use|您?是不是(?:要找|指)?|"
                        r"你是(?:不是)?(?:指|要找)|是否(?:是|指))\s*:?\s*" + QUOTED + r"\s*(?:\?|？|instead)?",
                        re.I)
TYPE_ERROR = re.compile(r"(?:of type|must be an?|should be an?|类型应为|应为)\s*(integer|number|string|"
                        r"boolean|array|整数|数字|字符串|布尔值?|数组)", re.I)


def repair_from_error(tool: ToolSpec | None, failed: PastCall, convo: Conversation) -> Call | None:
    """The corrected call (or the look-up the error asks for first), or None."""
    if tool is None:
        return None
    message = (failed.error or {}).get("message", "")
    args = dict(failed.arguments or {})
    fixed = dict(args)
    unfixed: list[str] = []
    for name, part in _parts(message, args, tool):
        taken = tuple(v for k, v in fixed.items() if k != name and v != args.get(k))
        value = _fix(name, part, args.get(name), tool, failed, convo, taken)
        if value is None or value == args.get(name):
            unfixed.append(name)
        else:
            fixed[name] = value
    for name in [n for n, v in fixed.items() if v is DROP]:
        del fixed[name]   # the fix left nothing of its own to say ("remove '代理商' from name")
    if fixed != args:
        return Call(failed.name, fixed)
    looked = _look_up(message, unfixed, args, tool, failed, convo) or _id_inside(message, failed, convo)
    if looked is None and asks_for_retry(message):
        return Call(failed.name, args)   # "server busy, please retry": the same call, again
    return looked


# An error that asks for the same call again ("server busy, please retry in a moment", "请稍后重试"):
# a retry with no fix of its own ("retry with month='2025-09'" is a fix, read above). A bare
# outage ("timed out (HTTP 503)") asks nothing, "try again later" not now, "do not retry it"
# the opposite: retrying those is the loop's job, or nobody's (planning.py, shells/approval.py).
_RETRY = re.compile(r"\b(?:retry|try again)\b(?!\s+(?:with|using|by|as|later|tomorrow)\b)|稍后再试|稍后重试|请重试|再试一次",
                    re.I)
_NOT_BEFORE = re.compile(r"(?:\b(?:not|don't|never|no|nor|without)\s+(?:\w+\s+)?|不要|别|请勿|不能|无需)$", re.I)


def asks_for_retry(message: str) -> bool:
    return any(not _NOT_BEFORE.search(message[max(0, m.start() - 16):m.start()])
               for m in _RETRY.finditer(message or ""))


# ---------------------------------------------------------------- which argument

def _parts(message: str, args: dict, tool: ToolSpec) -> list[tuple[str, str]]:
    """(argument, the part of the message about it) for each argument the error is about.

    An error names its argument ('time' must be...), quotes the bad value (invalid date
    'December 10'), or neither ("日期格式应为 YYYY-MM-DD"): then every argument is a
    candidate, and each hint applies only where the value breaks it."""
    names = list(dict.fromkeys([*args, *tool.properties]))
    quoted = [(m.start(), n) for n in names
              for m in re.finditer(rf"['\"‘“`]{re.escape(n)}['\"’”`]", message)]
    bare = [(m.start(), n) for n in names
            for m in [re.search(rf"(?<![\w.'\"]){re.escape(n)}(?![\w'\"])", message)]
            if m and len(n) >= 3]   # not 'to' or 'cc': short names are ordinary words too
    mentions = sorted(quoted or bare)
    if mentions:
        out = []
        for i, (start, name) in enumerate(mentions):
            # From the start of its clause ("missing required argument 'subject'").
            before = max([message.rfind(sep, 0, start) for sep in ";；。\n"] +
                         [mentions[i - 1][0] if i else -1])
            end = mentions[i + 1][0] if i + 1 < len(mentions) else len(message)
            out.append((name, message[before + 1:end]))
        return out
    by_value = [n for n, v in args.items() if isinstance(v, (str, int, float)) and str(v)
                and re.search(rf"['\"‘“]{re.escape(str(v))}['\"’”]", message)]
    return [(n, message) for n in (by_value or list(args))]


def _named(name: str, part: str) -> bool:
    """Does this part of the error name the argument (or quote its value)?"""
    return re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", part) is not None


# ---------------------------------------------------------------- one argument

def _fix(name: str, part: str, old: Any, tool: ToolSpec, failed: PastCall,
         convo: Conversation, taken: tuple = ()) -> Any:
    """A new value for one argument from what the error says about it, or None. `taken`:
    the values already given to other arguments of this call in this repair."""
    prop = dict(tool.properties.get(name) or {})
    if old is None:   # "missing required argument 'subject'": read it from the request
        if not re.search(r"missing|required|缺少|必填", part, re.I):
            return None
        return _read(name, prop, "", convo) or _fill_one(name, tool, failed, convo)
    said = str(old)
    removed = _removed(said, part, name, tool, failed)
    if removed is not None:
        return removed
    described = described_options(part)
    if described:   # "inbound (towards the centre) or outbound": chosen by what each means
        # An error that names no argument: only a value that means one of them is about it.
        return choose_described(described, [said, convo.question] if _named(name, part) else [said])
    suggested = [s for s in re.findall(SUGGESTION, part) if s != said and s not in tool.properties]
    if suggested:
        return suggested[0]
    options = _options(part)
    if options and not (isinstance(old, (int, float)) and not all(_numeric(o) for o in options)):
        chosen = _choose(options, said, convo.question)   # (words are no values for a number)
        if chosen is not None and prop.get("type") in ("integer", "number") and _numeric(chosen):
            return _number(chosen)   # "one of 30, 60, 90": the number 60, not the text "60"
        return chosen
    if isinstance(old, (int, float)) and not isinstance(old, bool):
        bounded = _within(old, part)
        if bounded is not None:
            return bounded
    shown = _example(part)
    # The format named ("YYYY-MM-DD", "month/day/year"), else one an example shows ("格式为
    # 2026-12-05"): a named one first, as "03/01/2027" fits two formats
    named_first = [f for f in FORMATS if f[0].search(part)] or \
        [f for f in FORMATS if shown and re.fullmatch(f[2].strip("^$"), shown)]
    for cue, description, pattern in named_first[:1]:
            if re.search(pattern, said):
                return None   # already in that format: the error is about something else
            hinted = {**prop, "type": "string", "pattern": pattern,
                      "description": f"{prop.get('description', '')} ({description})"}
            # An error that names no argument: only a value that reads as this format is it.
            return _read(name, hinted, said, convo, request=_named(name, part), taken=taken)
    named = named_format(part) if prop.get("type", "string") == "string" else None
    if named:   # "B-02-05（区-排-层）": each part found by its name ("B区2排5层")
        return _by_parts(named, said, convo.question, taken, _named(name, part))
    example = shown
    shape = shape_of(part, example) if prop.get("type", "string") == "string" else None
    if shape:   # "a letter, a dash, two digits (Q-07)": the user's value, rewritten to it
        fitted = fit(shape, said, taken=taken) or \
            fit(shape, convo.question, spaced=any(r.exact for r in shape), taken=taken)
        if fitted is not None:
            return fitted if fitted != said else None
    if example:
        return _from_example(example, said, convo, part)
    kind = TYPE_ERROR.search(part)
    if kind:
        return _coerced(old, kind.group(1))
    return None


# "remove '代理商' from name", "drop 'Ltd'", "去掉「有限公司」": words the value must not hold.
REMOVE = re.compile(r"\b(?:remove|drop|delete|strip|take out|leave out|omit)\s+['\"‘“]([^'\"’”]+)['\"’”]|"
                    r"(?:去掉|删除|删去|移除|去除)\s*['\"‘“「]?([^'\"’”」，。；\s]+)", re.I)
DROP = object()   # the argument goes: what was left of it is said by another one already


def _removed(said: str, part: str, name: str, tool: ToolSpec, failed: PastCall) -> Any:
    """The value without the words the error says to remove; DROP when nothing of its own
    is left: empty, or the same place another argument already names (深圳 beside
    city=Shenzhen), and the argument is optional. None when the error asks no removal."""
    m = REMOVE.search(part)
    word = m and (m.group(1) or m.group(2))
    if not word or word.lower() not in said.lower():
        return None
    rest = re.sub(re.escape(word), "", said, flags=re.I).strip(" ,，、-的")
    optional = name not in tool.required
    others = [str(v) for k, v in (failed.arguments or {}).items() if k != name and v]
    if optional and (not rest or same_place(rest, others)):
        return DROP
    return rest or None


def same_place(value: str, others: list[str]) -> bool:
    """Does the value name, whole, the same place as one of the others (深圳 and Shenzhen)?"""
    from ..read.places import find_places
    here = {p.name for p in find_places(value) if p.start == 0 and p.end == len(value)}
    return bool(here) and any(here & {p.name for p in find_places(o)} for o in others)


def _by_parts(named, said: str, question: str, taken: tuple, about_it: bool) -> str | None:
    """The user's value in a format whose parts the error names: the one the value sent
    was read from (the arguments of one call each have their own). Only an error that
    names the argument (`about_it`) may give it a value read elsewhere: the next one."""
    found = values_in(question, *named)
    if said in [v for _, _, v in found]:
        return None   # already written that way: the error is about something else
    at = question.find(said) if said else -1
    for start, end, value in found:
        if at >= 0 and start <= at < end and value not in taken:
            return value
    if not about_it:
        return None   # "P-881" was read from none of them: the error is not about it
    return next((value for _, _, value in found if value not in taken), None)


def _read(name: str, prop: dict, said: str, convo: Conversation, request: bool = True,
          taken: tuple = ()) -> Any:
    """The value under the corrected schema: read from what was sent, else from the request
    (the first one no other argument of the call took: "from the 5th to the 8th")."""
    for text in (said, convo.question if request else ""):
        if not text:
            continue
        try:
            found = [v for v in candidates(name, prop, text, convo.today) if v not in taken]
        except MissingArgument:
            found = []
        if found:
            return found[0]
    return None


def _fill_one(name: str, tool: ToolSpec, failed: PastCall, convo: Conversation) -> Any:
    """One missing argument, filled the way the planner fills a call: the other arguments
    are known, so only this one is read (a subject from what is left of the request)."""
    from .arguments import fill_arguments
    sent = failed.arguments or {}
    props = {k: v for k, v in tool.properties.items() if k not in sent}
    narrowed = ToolSpec(tool.name, tool.description, {**tool.parameters, "properties": props,
                                                      "required": [name]})
    try:
        return fill_arguments(narrowed, convo.question, convo.today)[0].get(name)
    except MissingArgument:
        return None


def _options(part: str) -> list[str]:
    m = ONE_OF.search(part)
    if not m:
        return []
    listed = next((g for g in m.groups() if g), "")
    options = re.findall(QUOTED, listed) or \
        [o.strip(" '\"`") for o in re.split(r"\s*(?:,|、|，|/|\||\bor\b|或|和)\s*", listed)]
    # "Hamlet (TH-101)": a value with its code beside it; the value is what was asked by name
    options = [re.sub(r"\s*[(（][^()（）]{1,20}[)）]$", "", o) for o in options]
    options = [o for o in options if re.fullmatch(r"[\w .:-]{1,30}", o)
               and not re.fullmatch(r"[YMDHhms/:. -]+", o)]   # "YYYY-MM-DD" is a format, not a value
    return options if len(options) >= 2 else []


def _choose(options: list[str], said: str, question: str) -> str | None:
    """The allowed value that means what was sent ("紧急" -> high), else what the user said."""
    for o in options:
        if o.lower() == said.lower():
            return o
    for text in (said, question):
        best, score = enum_choice(options, text)
        if score > 0:
            return best
    from ..read.described_options import written_like   # "under-1600 section" is U1600
    alike = [o for o in options if written_like(o.lower(), said.lower().replace("-", " "))]
    return alike[0] if len(alike) == 1 else None


def _numeric(text: str) -> bool:
    return re.fullmatch(r"-?\d+(?:\.\d+)?", text.strip()) is not None


def _number(text: str) -> float | int:
    return float(text) if "." in text else int(text)


def _within(value: float, part: str) -> float | int | None:
    """The nearest value the stated range allows (a real model asks for 20, not 50)."""
    low = high = None
    m = BETWEEN.search(part)
    if m:
        found = [g for g in m.groups() if g is not None]
        low, high = _number(found[0]), _number(found[1])
    else:
        if (most := AT_MOST.search(part)):
            high = _number(most.group(1))
        if (least := AT_LEAST.search(part)):
            low = _number(least.group(1))
    if high is not None and value > high:
        return high
    if low is not None and value < low:
        return low
    return None


def _example(part: str) -> str | None:
    """The example value an error shows; of several, the first with a digit in it ("格式为
    MT- 加六位数字，例如 MT-000512": MT- is a part of the format, MT-000512 the example)."""
    # ("e.g. 15/12/2026.": the full stop ends the sentence, not the value)
    shown = [(m.group(1) or m.group(2)).strip().rstrip(".:") for m in
             [*EXAMPLE.finditer(part), *LIKE.finditer(part)]]
    return next((v for v in shown if re.search(r"\d", v)), shown[0] if shown else None)


def _shape(value: str) -> str:
    """The pattern an example value shows: 'C-123' -> letters, a dash, digits."""
    out = re.sub(r"[A-Z]+", "[A-Z]+", re.escape(value))
    out = re.sub(r"[a-z]+", "[a-z]+", out)
    return re.sub(r"\d+", r"\\d+", out).replace(r"\ ", r"\s?")


def _regrouped(example: str, said: str, part: str) -> str | None:
    """A number written like the example ("+44 7700 900123"): the sent digits, without a
    leading 0 when the error says to drop it and with the example's "+44" in front, in the
    example's groups. None unless both are mostly digits and the counts then agree."""
    if not re.fullmatch(r"\+?[\d\s().-]{6,}", example) or not re.fullmatch(r"\+?[\d\s().-]{6,}", said):
        return None
    digits = re.sub(r"\D", "", said)
    if re.search(r"\b(?:drop|remove|without|omit)\b[^.;]{0,20}\b(?:leading|first)\s+(?:0|zero)|去掉[^，。；]{0,6}0", part, re.I):
        digits = digits.removeprefix("0")
    code = re.match(r"\+(\d{1,3})", example)
    if code and not said.strip().startswith("+") and not digits.startswith(code.group(1)):
        digits = code.group(1) + digits
    if len(digits) != len(re.sub(r"\D", "", example)):
        return None
    out, i = [], 0
    for ch in example:   # the example's own separators, the user's digits
        if ch.isdigit():
            out.append(digits[i])
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def _from_example(example: str, said: str, convo: Conversation, part: str = "") -> str | None:
    """A value shaped like the example, from the sent value, the request or a later result."""
    regrouped = _regrouped(example, said or "", part)
    if regrouped is not None and regrouped != said:
        return regrouped
    if said and re.search(rf"(?<!\w){re.escape(said)}(?!\w)", example) and len(example) > len(said):
        return example   # the example is the sent value written in full ('1831' -> 'CA 1831')
    prefixed = re.fullmatch(r"([A-Za-z]{1,5}[-_ ]?)(\d+)", example)
    if prefixed and re.fullmatch(r"\d+", said or "") and len(said) == len(prefixed.group(2)):
        return prefixed.group(1) + said   # "codes look like CR-1234", 5521 sent: CR-5521
    shape = re.compile(rf"(?<![\w-]){_shape(example)}(?![\w-])")
    # the value sent, without the spaces and dots the example has none of ("沪A·7K219")
    bare = re.sub(r"[\s·・.]", "", said or "")
    if bare != said and not re.search(r"[\s·・.]", example) and shape.fullmatch(bare):
        return bare
    hits = shape.findall(convo.question)
    if hits:
        return hits[0]
    # A result of this turn (the look-up the error asked for), the latest first.
    for call in reversed([c for c in convo.calls if c.ok]):
        records = items_of(call.result) or [call.result]
        # The record about what was sent ("Tom" -> Tom Okafor, C-102), never any record.
        about = [r for r in records if said and said.lower() in str(r).lower()]
        for record in about[:1]:
            values = record.values() if isinstance(record, dict) else [record]
            for v in values:
                if isinstance(v, str) and shape.fullmatch(v):
                    return v
    return None


def _coerced(value: Any, kind: str) -> Any:
    kind = {"整数": "integer", "数字": "number", "字符串": "string", "布尔": "boolean",
            "布尔值": "boolean", "数组": "array"}.get(kind, kind.lower())
    try:
        if kind == "integer" and isinstance(value, (str, float)):
            return int(float(str(value).replace(",", "")))
        if kind == "number" and isinstance(value, str):
            return float(value.replace(",", ""))
    except ValueError:
        return None
    if kind == "string" and not isinstance(value, str):
        return str(value)
    if kind == "array" and not isinstance(value, list):
        return [value]
    if kind == "boolean" and isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return None


# ---------------------------------------------------------------- look it up first

def _look_up(message: str, unfixed: list[str], args: dict, tool: ToolSpec, failed: PastCall,
             convo: Conversation) -> Call | None:
    """The error names another tool to find the value with: call it, for the value sent."""
    named = [t for t in convo.tools if t.name != tool.name
             and re.search(rf"(?<!\w){re.escape(t.name)}(?!\w)", message)]
    later = convo.calls[convo.calls.index(failed) + 1:] if failed in convo.calls else []
    for finder in named:
        if any(c.name == finder.name for c in later):
            continue   # looked up already: its result was not enough
        from .arguments import fill_arguments
        said = " ".join(str(args[n]) for n in unfixed if isinstance(args.get(n), (str, int)))
        for text in (said, convo.question):
            if not text:
                continue
            try:
                return Call(finder.name, fill_arguments(finder, text, convo.today)[0])
            except MissingArgument:
                continue
    return None


NOT_FOUND = re.compile(r"not found|no \w+ (?:with|called|named)|unknown|does not exist|doesn't exist|"
                       r"invalid|找不到|不存在|没有找到|无效", re.I)
ID_LIKE = re.compile(r"(?<![\w-])[A-Z]{1,5}-?\d+(?![\w-])")


def _id_inside(message: str, failed: PastCall, convo: Conversation) -> Call | None:
    """'no note with id "What's in my note N-4"': the value sent was a sentence with the id
    in it. Send the one id-shaped word of it that the user said."""
    if not NOT_FOUND.search(message):
        return None
    args = dict(failed.arguments or {})
    for name, value in args.items():
        if not (isinstance(value, str) and len(value.split()) >= 3 and value in message):
            continue
        ids = ID_LIKE.findall(value)
        if len(ids) == 1 and ids[0] in convo.question:
            return Call(failed.name, {**args, name: ids[0]})
    return None
