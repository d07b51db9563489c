"""Follow-ups that lean on earlier turns: "And in yen?", "Read the first one", "Borrow it",
"When will it land?".

A chat model sees the whole conversation, earlier tool calls and results included, and
reads a short follow-up against it. Three ways it does, each general:

- **the same call, one thing changed** ("And in yen?", "What about 500?", "And the day
  after?", "改成晚上八点"): the previous call again, with what the new message says put in
  the argument it belongs to (a currency's role, an amount, a date counted from the old one);
- **an item of an earlier list** ("Read the first one", "Book the cheaper one", "Borrow
  it"): the next call takes its id from the item the message points at;
- **already answered** ("When will it arrive?" after a status lookup, "它什么时候到期？"
  after a document lookup): the answer is in an earlier result, so it is read from the
  field the question names, with no new call.

A changed value can be another option of an enum ("那燃气呢" after electricity) or a code
written like the old one ("and route 9?" after route 12: same shape, the rest kept).
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import replace
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation, PastCall, ToolSpec
from ..read.kinds import kind_of, role_of, unwrap
from ..read.results import items_of, subject_key
from ..reply import Call, past_key
from .arguments import MissingArgument, fill_arguments, intent_concepts
from .references import ordinal, pick_item
from .record_fields import identifies, record_value

ELLIPTICAL = re.compile(r"^\s*(?:and|what about|how about|and what about|same (?:for|with)|"
                        r"now|then|also|or)\b|^[^\w]*[\w'’-]+(?:\s+[\w'’-]+){0,3}[?？]?\s*$|"
                        r"^\s*(?:那|那么|再|换成|改成|改为|还有)|呢[？?]?\s*$|^[\u4e00-\u9fff]{1,7}[？?]?\s*$",
                        re.I)
# a day, or a part of one ("the night after", "the following evening", 第二晚): one day on
_DAY = r"(?:day|night|evening|morning|afternoon)"
NEXT_DAY = re.compile(rf"\b(?:the )?(?:{_DAY} after|next {_DAY}|following {_DAY})\b|第二[天晚]|次日|后一[天晚]|隔天",
                      re.I)
DAY_BEFORE = re.compile(rf"\b(?:the )?(?:{_DAY} before|previous {_DAY})\b|前一[天晚]", re.I)
NEXT_WEEK = re.compile(r"\b(?:next week|the week after|a week later)\b|下周|下星期|下个星期|下一周|下个?礼拜", re.I)
WEEK_BEFORE = re.compile(r"\b(?:last week|the week before|a week earlier)\b|上周|上星期|上个星期|上一周|上个?礼拜", re.I)
# A day of the week said with the week ("next Friday", "下周三") is a date of its own.
WEEKDAY = re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(?:周|星期|礼拜)[一二三四五六日天1-7]", re.I)


def _last_calls(convo: Conversation) -> list[PastCall]:
    """The successful calls of the last turn that made any."""
    ok = [c for c in convo.history if c.ok and c.arguments is not None]
    if not ok:
        return []
    last_tool = ok[-1].name
    return [c for c in ok if c.name == last_tool][-3:]


# A correction of the last turn (grammar): "I meant Friday, not Thursday", "Oops, Friday I
# mean", "sorry, make that Friday", 我是说周五, 不是周四，是周五, 搞错了, 应该是.
CORRECTION = re.compile(r"\bI\s+(?:meant|mean|wanted|said)\b|^\s*not\s+[^,.;]+,|\bmake\s+(?:that|it)\b|\bactually\b|"
                        r"\b(?:sorry|oops|my bad|correction)\b|"
                        r"我是说|我说的是|我的意思是|应该是|搞错了|说错了|不好意思|不是[^，。,]{1,8}[，,]\s*(?:而)?是", re.I)
# What a correction says it did not mean: "not Thursday", "rather than Thursday", 不是周四.
_NOT_MEANT = re.compile(r"\b(?:not|rather than|instead of)\s+[^,.;!?]+|不是[^，。,；！？]+", re.I)


def changed_call(convo: Conversation, tool: ToolSpec | None) -> Call | None:
    """The previous call again, with what this message changes."""
    if tool is None or not (ELLIPTICAL.search(convo.question) or CORRECTION.search(convo.question)):
        return None
    if CORRECTION.search(convo.question):   # what it did not mean is no new value
        convo = replace(convo, question=_NOT_MEANT.sub(" ", convo.question))
    previous = [c for c in _last_calls(convo) if c.name == tool.name]
    if not previous:
        return None
    old = dict(previous[-1].arguments)
    new = dict(old)
    values = {name: _new_value(name, prop, convo, old.get(name)) for name, prop in tool.properties.items()}
    values = _one_role_each(values, tool, convo.question)
    values = _one_field_each_number(values, tool, convo)
    # "那10号锥呢": the 10 names the new option (cone_10), it is no new count of shelves
    numbered = {float(d) for n, v in values.items() if isinstance(v, str) and v != old.get(n)
                and "enum" in unwrap(tool.properties.get(n, {})) for d in re.findall(r"\d+", v)}
    values = {n: None if isinstance(v, (int, float)) and not isinstance(v, bool) and float(v) in numbered
              else v for n, v in values.items()}
    for name, value in values.items():
        if value is not None:
            new[name] = value
    if new == old:
        new = _named_alone(tool, old, convo) or old
    if new == old:
        return None
    return Call(tool.name, new)


# What an elliptical follow-up puts before and after the thing it names: "and | fox run | ?",
# "what about | the harbour | ?", "那 | 西门 | 呢？" (grammar, not vocabulary).
_LEAD = re.compile(r"^\s*(?:(?:and|or|also|then|now)\s+)?(?:what|how)\s+about\s+|^\s*(?:and|or|also|then)\s+|"
                   r"^\s*(?:那么?|还有|换成|改成|改为)", re.I)
_TAIL = re.compile(r"(?:\s+(?:then|too|instead|please))?\s*[呢吧啊]?\s*[?？.!。！]*\s*$", re.I)
# Kinds of value a bare name can be: a place, a person, a thing called by its name.
NAMED_KINDS = ("place", "city", "country", "region", "name", "text", "phrase")


def said_alone(question: str) -> str | None:
    """The thing an elliptical follow-up names and nothing else ("and scarborough?" →
    "scarborough"), or None when it says more (a clause, a number, a question word)."""
    from ..read.conjuncts import _is_clause
    rest = _TAIL.sub("", _LEAD.sub("", question, count=1)).strip()
    rest = re.sub(r"^(?:the|at|in|for|on)\s+", "", rest, flags=re.I).strip()
    if not rest or re.search(r"\d", rest) or _is_clause(rest):
        return None
    if T.has_cjk(rest):
        return rest if len(rest) <= 6 else None
    words = rest.split()
    if len(words) > 4 or all(w.lower() in T.STOPWORDS for w in words):
        return None
    return rest


def elliptical(question: str) -> bool:
    """"那大厅呢？", "and on monday?", "what about the 10th?": a follow-up that names one
    new thing and leans on the last turn for everything else."""
    if not _LEAD.search(question) and not re.search(r"呢\s*[?？]?\s*$", question):
        return False
    rest = _TAIL.sub("", _LEAD.sub("", question, count=1)).strip()
    return bool(rest) and (len(rest) <= 8 if T.has_cjk(rest) else len(rest.split()) <= 4)


def same_work_only(convo: Conversation, calls: list[Call]) -> list[Call]:
    """The calls an elliptical follow-up may make: the last turn's tools again, with
    something changed. "那大厅呢？" after asking whether the small hall is free asks the
    same of the main hall; it never books one, and the same call again would learn nothing."""
    last = _last_calls(convo)
    if not last or not elliptical(convo.question):
        return calls
    tools = {c.name for c in last}
    made = {past_key(c) for c in last}
    return [c for c in calls if c.key() not in made and (c.name in tools or not acts(convo.tool(c.name)))]


# Verbs of finding or working something out (English lemmas, as read/actions.py gives them
# in either language): a tool described by one changes nothing.
LOOKING_VERBS = frozenset("""check look see show list find search tell know view read get query
inquire browse examine investigate inspect survey research consult refer compare convert calculate
compute quote estimate count measure translate""".split())


def acts(tool: ToolSpec | None) -> bool:
    """Does the tool do something, rather than find something out? It writes, or its
    description's verbs are none of finding out ("Hire a room", "报名": yes; "Convert an
    amount", "List the classes", "Fee of a membership": no)."""
    from ..read.actions import actions
    if tool is None:
        return False
    if tool.writes:
        return True
    if T.has_cjk(tool.description):
        verbs = actions(tool.description)
    else:   # its first word, if that is a verb ("Hire a room"; not "Fee of...", "Which...")
        first = re.match(r"\s*([A-Za-z]+)", tool.description or "")
        said = actions(tool.description)
        verbs = {v for v in said if first and v == T.stem(first.group(1).lower())} if first else set()
    return bool(verbs) and not verbs & LOOKING_VERBS


def _is_a_value(phrase: str, convo: Conversation) -> bool:
    """"tomorrow", "tonight", "in yen": a date, a time or a currency, not a name."""
    from ..read.currencies import find_currencies
    from ..read.dates import find_dates, find_times
    return bool(find_dates(phrase, convo.today) or find_times(phrase) or find_currencies(phrase))


def _named_alone(tool: ToolSpec, old: dict, convo: Conversation) -> dict | None:
    """"and scarborough?" after the tide at Whitby: the message names a thing alone, written
    as the user may write a name (in lower case, which no name reader trusts), and the one
    argument that holds a name the user said before takes it."""
    new = said_alone(convo.question)
    earlier = convo.earlier_questions[-1] if convo.earlier_questions else ""
    if new is None or not earlier or _is_a_value(new, convo):
        return None
    named = [n for n, v in old.items() if isinstance(v, str) and v.strip() and v.lower() in earlier.lower()
             and kind_of(n, tool.properties.get(n, {})) in NAMED_KINDS
             and not {"enum", "pattern", "format"} & set(unwrap(tool.properties.get(n, {})))]
    roles = {role_of(n, tool.properties.get(n, {})): n for n in named}
    if len(named) == 2 and set(roles) == {"source", "target"}:
        # "And to Coll?" after Oban → Craignure: the side its preposition names (the target
        # when none does), the preposition no part of the name
        side = "source" if FROM_SIDE.match(new) else "target"
        named = [roles[side]]
        new = re.sub(r"^(?:from|out of|to|into)\s+|^(?:从|到|去)", "", new, flags=re.I).strip()
    if len(named) != 1 or not new or new.lower() == old[named[0]].lower():
        return None
    [name] = named
    value = new.title() if old[name][:1].isupper() and not T.has_cjk(new) else new
    return {**old, name: value}


# Words that put the value after them on one side of a pair (from/to, origin/destination).
TO_SIDE = re.compile(r"\b(?:to|into|in|as)\b|换成|换算成|兑换成|改成|改为|飞往|去", re.I)
FROM_SIDE = re.compile(r"\b(?:from|out of)\b|从|由|自", re.I)


def _one_role_each(values: dict[str, Any], tool: ToolSpec, question: str) -> dict[str, Any]:
    """One new value changes one side of a pair: "那换成英镑呢" after EUR→CNY asks for
    EUR→GBP, not GBP→GBP. The side is the one the message's words point to ("from",
    "从" → the source); with no such word a follow-up names what it wants next (the target)."""
    sides = {n: role_of(n, tool.properties.get(n)) for n, v in values.items() if v is not None}
    for value in {str(v) for v in values.values() if v is not None}:
        both = [n for n, role in sides.items() if str(values[n]) == value and role]
        if len({sides[n] for n in both}) < 2:
            continue
        keep = "source" if FROM_SIDE.search(question) and not TO_SIDE.search(question) else "target"
        for n in both:
            if sides[n] != keep:
                values[n] = None
    return values


def _one_field_each_number(values: dict, tool: ToolSpec, convo: Conversation) -> dict:
    """A number the message says goes to the one field the whole tool reading gives it
    ("Make it four days instead": `days`, not also `boot_size_eu`)."""
    numeric = [n for n, v in values.items() if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if len(numeric) < 2:
        return values
    loose = ToolSpec(tool.name, tool.description, {**tool.parameters, "required": []})
    try:
        [together] = fill_arguments(loose, convo.question, convo.today)[:1]
    except (MissingArgument, ValueError):
        return values
    return {n: None if n in numeric and together.get(n) != v else v for n, v in values.items()}


def _new_value(name: str, prop: dict, convo: Conversation, old: Any) -> Any:
    kind = kind_of(name, prop)
    question = convo.question
    if kind in ("date", "datetime") and isinstance(old, str):
        shift = 1 if NEXT_DAY.search(question) else -1 if DAY_BEFORE.search(question) else 0
        if not shift and not WEEKDAY.search(question):   # "换成下周呢": the same day, a week on
            shift = 7 if NEXT_WEEK.search(question) else -7 if WEEK_BEFORE.search(question) else 0
        if shift:
            try:
                return (dt.date.fromisoformat(old[:10]) + dt.timedelta(days=shift)).isoformat()
            except ValueError:
                return None
    # (a flag is changed only by words that say it: unsaid, a required one would read as off)
    needed = [] if unwrap(prop).get("type") == "boolean" else [name]
    single = ToolSpec("_", "", {"type": "object", "properties": {name: prop}, "required": needed})
    try:
        [args] = fill_arguments(single, question, convo.today)[:1]
    except (MissingArgument, ValueError):
        return None
    value = args.get(name)
    if kind in ("phrase", "query", "request", "text") and "enum" not in unwrap(prop):
        # "改成晚上八点" changes the time, not the reminder's text; but a code-like value
        # ("route 12") is swapped for one of the same shape ("and route 9?", "那9路呢")
        return same_shape(name, old, question)
    return value


def shape_of(value: Any) -> str | None:
    """A pattern for values written like this one ("12" → digits, "B-7" → letters-digits),
    for short codes that hold a digit; None for words ("Elm Square")."""
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        return None
    text = str(value)
    if not (1 <= len(text) <= 12 and re.search(r"\d", text)) or " " in text.strip():
        return None
    pattern = re.sub(r"[A-Za-z]+", "[A-Za-z]+", re.sub(r"\d+", "\0", text))
    return pattern.replace("\0", r"\d+")


def same_shape(name: str, old: Any, question: str) -> Any:
    """The one value in the message written like the old one, if there is exactly one."""
    shape = shape_of(old)
    if shape is None:
        return None
    found = {m.group(0) for m in re.finditer(rf"(?<![A-Za-z\d]){shape}(?![A-Za-z\d])", question)}
    found.discard(str(old))
    if len(found) != 1:
        return None
    [value] = found
    return int(value) if isinstance(old, int) else value


def item_call(convo: Conversation, tools: list[ToolSpec], fits: dict[str, float]) -> Call | None:
    """A call on the item of an earlier list that this message points at."""
    lists = [c for c in convo.history if c.ok and items_of(c.result)]
    if not lists:
        return None
    source = lists[-1]
    items = [i for i in items_of(source.result) if isinstance(i, dict)]
    earlier = convo.earlier_questions[-1] if convo.earlier_questions else ""
    pointed = ordinal(convo.question) is not None or T.back_reference(convo.question) or \
        re.search(r"\b(one|that|this|it|them)\b|\w+est\b|那个|这个|那本|这本|那班|它", convo.question)
    if items and not pointed and len(items) > 1:
        # "那就订卡罗拉吧", "Book the Osprey then": naming one item of the list points at it
        pointed = pick_item(convo.question, items, intent_concepts(ToolSpec(source.name, "", {})),
                            convo.today) is not None
    if not items or not (pointed or len(items) == 1):
        return None
    for tool in sorted(tools, key=lambda t: -fits.get(t.name, 0)):
        if tool.name == source.name or fits.get(tool.name, 0) <= 0:
            continue
        # what the item gives: required arguments, and an optional one that picks the thing
        # ("Only orders of this dealer id")
        ids = [n for n in tool.properties
               if (n in tool.required or identifies(n, tool.properties.get(n)))
               and record_value(n, tool.properties.get(n), items[0]) is not None]
        if not ids:
            continue
        ignore = intent_concepts(tool) | intent_concepts(ToolSpec(source.name, "", {}))
        item = pick_item(convo.question, items, ignore, convo.today) or \
            pick_item(f"{convo.question} {earlier}", items, ignore, convo.today)
        if item is None:
            return None
        args = {n: record_value(n, tool.properties.get(n), item) for n in ids}
        rest = ToolSpec(tool.name, tool.description, {
            "type": "object", "properties": {k: v for k, v in tool.properties.items() if k not in args},
            "required": [k for k in tool.required if k not in args]})
        try:
            extra = fill_arguments(rest, convo.question, convo.today, fallback=earlier)[0]
        except MissingArgument:
            continue
        merged = {**args, **extra}   # in the schema's order, as a model writes them
        return Call(tool.name, {k: merged[k] for k in tool.properties if k in merged})
    return None


# "the other one", "另一个", "另外那个": of two things, the one not yet asked about.
OTHER = re.compile(r"\b(?:the\s+)?other(?:\s+one)?\b|另一个|另外一个|另外那个|另一家|另一辆|另一本|另一封|另一位",
                   re.I)


def other_item_call(convo: Conversation) -> Call | None:
    """"What about the other one?" after a call on one item of an earlier list: the same
    call on the item no call has taken yet, when exactly one is left."""
    if not OTHER.search(convo.question):
        return None
    ok = [c for c in convo.history if c.ok and isinstance(c.arguments, dict)]
    if not ok:
        return None
    last = ok[-1]
    tool = convo.tool(last.name)
    lists = [c for c in ok if c is not last and items_of(c.result)]
    if tool is None or not lists:
        return None
    items = [i for i in items_of(lists[-1].result) if isinstance(i, dict)]
    for name, value in last.arguments.items():
        prop = tool.properties.get(name, {})
        listed = [record_value(name, prop, item) for item in items]
        if value not in listed:
            continue   # not the argument that names the item
        used = {c.arguments.get(name) for c in ok if c.name == last.name}
        left = [v for v in listed if v is not None and v not in used]
        return Call(last.name, {**last.arguments, name: left[0]}) if len(left) == 1 else None
    return None


def answered_before(convo: Conversation) -> list[PastCall]:
    """Earlier results that hold what this follow-up asks ("When will it arrive?")."""
    if not (T.back_reference(convo.question) or ELLIPTICAL.search(convo.question)):
        return []
    wanted = T.concepts(convo.question)
    asks_time = "time" in wanted or bool(WHEN.search(convo.question))
    found = []
    for call in reversed([c for c in convo.history if c.ok and isinstance(c.result, dict)]):
        keys = " ".join(k.replace("_", " ") for k in call.result)
        # "几点到？": a question about a time, and the last result holds times
        if wanted & T.concepts(keys) - {"status", "id"} or asks_time and _holds_times(call.result):
            found.append(call)
            break
    return found


WHEN = re.compile(r"\bwhen\b|\bwhat time\b|什么时候|几点|何时", re.I)
CLOCK = re.compile(r"(?:^|[T ])\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$", re.I)


def _holds_times(result: dict) -> bool:
    """Does a record carry a time of day (a departure, an arrival, a start)?"""
    return any(isinstance(v, str) and CLOCK.search(v.strip()) for v in result.values())


# "when does it expire?", "它什么时候到期？", "who is the holder?": a question about one
# field of the record the last turn looked up. The field is the one whose name shares a
# word (or a stem: expire/expiry) with the question; the answer is read from there.
GENERIC_KEYS = {"id", "type", "kind", "status", "name", "title", "value", "result"}


def _same_word(a: str, b: str) -> bool:
    """One word, or two forms of one stem (expire / expiry, deliver / delivery)."""
    if a == b:
        return True
    shared = len(next((a[:i] for i in range(min(len(a), len(b)), 0, -1) if a[:i] == b[:i]), ""))
    return shared >= 5 and shared >= min(len(a), len(b)) - 2


def field_asked(question: str, record: dict) -> str | None:
    """The key of `record` the question asks about, if exactly one fits."""
    wanted = {w for w in T.concepts(question) | set(T.words(question)) if len(w) >= 3}
    fits = []
    for key, value in record.items():
        if isinstance(value, (dict, list)) or key.lower() in GENERIC_KEYS:
            continue
        parts = {w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", key).lower())
                 if len(w) >= 3} | T.concepts(key.replace("_", " "))
        if any(_same_word(w, p) for w in wanted for p in parts):
            fits.append(key)
    return fits[0] if len(fits) == 1 else None


def asked_of_earlier_result(convo: Conversation, asks: bool) -> list[PastCall]:
    """The earlier call whose record holds what this question asks about ("when does it
    expire?" after a document lookup), when the question brings nothing new: it points
    back ("it", "它") or names no value the last tool would take differently. Then there
    is nothing to call; the answer comes from that record. `asks`: the message is a
    question (a command, "renew it", is work to do, not a look back)."""
    if convo.calls or not asks:
        return []
    ok = [c for c in convo.history if c.ok and isinstance(c.result, dict) and items_of(c.result) is None]
    if not ok:
        return []
    last = ok[-1]
    if field_asked(convo.question, last.result) is None:
        return []
    tool = convo.tool(last.name)
    pointed = T.back_reference(convo.question) is not None
    if not pointed and (tool is None or _changes(convo, tool, last)):
        return []
    # a value the record doesn't hold ("and order 58?") is a new thing to look up
    said = set(re.findall(r"[A-Za-z]*\d[\w-]*", convo.question))
    if said - set(re.findall(r"[A-Za-z]*\d[\w-]*", last.content or "")):
        return []
    if _names_new_currency(convo.question, last.content or ""):
        return []   # "how much is that in euros?": a conversion still to make
    return [narrowed(last, field_asked(convo.question, last.result))]


def _names_new_currency(question: str, content: str) -> bool:
    """Does the question name a currency the record doesn't hold?"""
    from ..read.currencies import find_currencies
    held = set(find_currencies(content)) | set(re.findall(r"\b[A-Z]{3}\b", content))
    return bool(set(find_currencies(question)) - held)


def narrowed(call: PastCall, key: str) -> PastCall:
    """The call as if it had returned only what the record is about and the field asked:
    the answer says when the passport expires, not everything the passport holds."""
    subject = subject_key(call.result)
    kept = {k: v for k, v in call.result.items() if k in (subject, key)}
    return replace(call, result=kept, content=json.dumps(kept, ensure_ascii=False))


def _changes(convo: Conversation, tool: ToolSpec, last: PastCall) -> bool:
    """Would this message change any argument of the last call (a new value for it)?"""
    for name, prop in tool.properties.items():
        value = _new_value(name, prop, convo, (last.arguments or {}).get(name))
        if value is not None and value != (last.arguments or {}).get(name):
            return True
    return False
