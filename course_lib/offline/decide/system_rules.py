"""Rules a system prompt sets on what the assistant may do: "Never transfer more than 500
EUR in one go", "You may read emails but never delete any", "单笔转账不得超过500元",
"never book a room for more than 100 attendees", "一次寄养最多14晚".

A model reads such a sentence as a limit on its own actions: a call that would break it is
not made, and the user is told why, politely, with what the rule says to do instead
("suggest contacting the manager"). The offline model reads the common shape of these
rules — a negation, the action it forbids, and optionally a bound: an amount of money, or
a number of things the bound counts ("100 attendees", "10 hours", "14晚"). What a bound
counts is measured on the call: an argument that counts the same thing (attendees, a
number of guests: both kinds of person), or the span between two dates or two times of
the call when the bound counts days, nights, weeks, hours or minutes.

A bound is checked against the request too, before any look-up: "book the hall for 150
guests" breaks "never more than 100 attendees" whatever the hall's calendar says, so the
model refuses at once instead of checking availability first.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import lru_cache

from ..read import text as T
from ..read.conversation import Conversation, ToolSpec
from ..read.kinds import kind_of

NEGATION = re.compile(r"\b(?:never|don't|do not|must not|mustn't|may not|cannot|can't|shall not|"
                      r"not allowed to|are not to|is not to|no more than|at most|at the most|"
                      r"no longer than|forbidden to)\b|禁止|不得|不能|不要|不可以|不可|不许|严禁|切勿|绝对不能|"
                      r"最多|至多|不超过|最长|最久",
                      re.I)
LIMIT = re.compile(r"(?:(?:more than|over|above|exceed(?:ing|s)?|greater than|higher than|larger than|"
                   r"longer than|no more than|at most|at the most|up to)\s*|"
                   # 最多为3个, 最长预约3小时, 最多借4本: a verb may stand between the bound and its number
                   r"(?:超过|高于|大于|多于|最多|至多|不超过|最长|最久)(?:为|是)?[\u4e00-\u9fff]{0,3}?)\s*"
                   r"(?P<currency>[A-Z]{3}\s*|[$€£¥])?\s*(?P<number>\d[\d,]*(?:\.\d+)?|[一二两三四五六七八九十百千]+(?=[\u4e00-\u9fff]))"
                   r"\s*(?P<unit>[A-Za-z]+(?:\s+[A-Za-z]+)?|[\u4e00-\u9fff]{1,6})?", re.I)
def _limit_number(said: str) -> float | None:
    """A bound's number, in digits or in Chinese numerals (最多借两件)."""
    if said[:1].isdigit():
        return float(said.replace(",", ""))
    from ..read.numbers import find_numbers
    found = find_numbers(said + "个")
    return float(found[0].value) if found else None


# Words after a number that make it money, not a count (ISO codes are caught as capitals).
MONEY_WORDS = re.compile(r"^(?:eur|euros?|usd|dollars?|pounds?|yuan|rmb|yen|francs?|元|块|"
                         r"欧元?|美元|英镑|日元|人民币)", re.I)
# Units of time a bound may count, in either language: (the span they are measured on, minutes
# or days per unit). Closed class: the calendar's and the clock's units.
TIME_UNITS = {"night": ("date", 1), "day": ("date", 1), "week": ("date", 7),
              "hour": ("time", 60), "minute": ("time", 1),
              "晚": ("date", 1), "夜": ("date", 1), "天": ("date", 1), "日": ("date", 1),
              "周": ("date", 7), "星期": ("date", 7), "小时": ("time", 60), "钟头": ("time", 60),
              "分钟": ("time", 1)}
# Measure words that stand between a Chinese number and what it counts (3个孩子, 8位客人).
CLASSIFIER = re.compile(r"^(?:个|位|名|只|张|件|间|辆|艘|条|份|本|台|把|次|块)")
PEOPLE = {"people", "person", "persons", "人", "位", "名"}
# A prohibition on what to *say* ("never say you will…", "不要声称…") rules the wording.
SPEECH = re.compile(r"\s*(?:ever\s+)?(?:say|tell|promise|announce|claim|mention|state|write|reply|"
                    r"answer|respond|pretend|imply|narrate|describe)\b|\s*(?:说|声称|承诺|提及|假装|回答)", re.I)
CLAUSES = re.compile(r"(?<=[.;!?。；！？])\s*|\bbut\b|，但|但是|但(?=[^\s])|;\s*|\n")
# What the rule says to do instead: "suggest contacting the manager", "建议联系门店经理".
ADVICE_EN = re.compile(r"\b(?:suggest(?:ing)?|recommend(?:ing)?|advis(?:e|ing))\s+(?:that\s+)?"
                       r"(?:(?:they|the (?:user|customer|guest|caller)|them)\s+)?(?P<what>[^.;!?]+)|"
                       r"\b(?:point|refer|direct|send)\s+(?:them|the (?:user|customer|guest|caller))\s+"
                       r"to\s+(?P<whom>[^.;!?]+)|"
                       r"\b(?:ask|tell)\s+(?:them|the (?:user|customer|guest|caller))\s+to\s+(?P<order>[^.;!?]+)",
                       re.I)
ADVICE_ZH = re.compile(r"(?:并|再|然后)?(?:建议|推荐|提醒)(?:用户|顾客|客人|客户|对方|他们|其)?(?P<what>[^，。；！？]+)|"
                       r"(?:让|请)(?:用户|顾客|客人|客户|对方|他们)(?P<order>[^，。；！？]+)")


@dataclass(frozen=True)
class Rule:
    sentence: str          # as the system prompt says it (quoted back to the user)
    actions: frozenset     # concepts of what it forbids ("transfer", "delete")
    limit: float | None    # the bound not to exceed, if the rule sets one
    unit: str | None = None     # what the bound counts ("attendees", "晚"); None: money
    clause: str = ""       # the part of the sentence that states the prohibition
    written: str = ""      # the unit as the rule writes it after the number ("个孩子", "hours")


@lru_cache(maxsize=256)
def rules_in(system: str) -> tuple[Rule, ...]:
    """The prohibitions a system prompt states, each with its forbidden action."""
    from ..read.actions import actions
    found = []
    for sentence in re.split(r"(?<=[.!?。！？])\s*|\n", system or ""):
        for clause in CLAUSES.split(sentence):
            negation = NEGATION.search(clause or "")
            if not negation or SPEECH.match(clause[negation.end():]):
                continue   # "never say you will check…" is about the answer, not an action
            limit = LIMIT.search(clause)
            unit = _unit(limit) if limit else None
            found.append(Rule(sentence.strip(), frozenset(T.concepts(clause) | actions(clause)),
                              _limit_number(limit.group("number")) if limit else None,
                              unit, _bound_text(clause, limit) if limit else clause.strip(),
                              _written(limit, unit) if unit else ""))
    return tuple(found)


def _unit(limit: re.Match) -> str | None:
    """What a bound counts, as the rule writes it: "attendees", "hours", "晚", "孩子"; None
    for money ("500 EUR", "$500", "500元")."""
    unit = limit.group("unit") or ""
    if limit.group("currency") or not unit or MONEY_WORDS.match(unit):
        return None
    if T.has_cjk(unit):
        unit = CLASSIFIER.sub("", unit) or unit[:1]   # "3个孩子": children; "8位": people
        for word in TIME_UNITS:
            if unit.startswith(word):
                return word
        if unit[:1] in PEOPLE:
            return "人"
        from ..read.jieba_import import import_jieba
        return next(iter(import_jieba().cut(unit)), unit)
    first = unit.split()[0].lower()
    return None if first in ("in", "a", "per", "each", "for", "of", "at") else first


def _bound_text(clause: str, limit: re.Match) -> str:
    """The words of the rule that state the bound, without a label ("Policy:") or what it
    tells the assistant to do: "never rent a boat to more than 8 people", "一次寄养最多14晚"."""
    start = max(clause.rfind(sep, 0, limit.start()) for sep in ",;:，；：")
    ends = [i for i in (clause.find(sep, limit.end()) for sep in ",;，；。.") if i >= 0]
    return clause[start + 1:min(ends) if ends else len(clause)].strip(" .。")


def _written(limit: re.Match, unit: str) -> str:
    """The counted word with the measure word before it, as the rule writes it: 个孩子."""
    said = limit.group("unit") or ""
    if not T.has_cjk(said):
        return said.split()[0]
    at = said.find(unit)
    return said[:at + len(unit)] if at >= 0 else unit


# ---------------------------------------------------------------- which tools a rule covers

def _verb(tool: ToolSpec) -> set[str]:
    """What the tool does: the verb its name starts with (transfer_money -> transfer)."""
    first = re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", tool.name)[0]
    return T.concepts(first)


def _actions_of(tool: ToolSpec) -> frozenset[str]:
    """What a tool does, read from its name's verb and its description's verbs."""
    return _actions_named(tool.name, tool.description, tool.writes)


@lru_cache(maxsize=512)
def _actions_named(name: str, description: str, writes: bool) -> frozenset[str]:
    from ..read.actions import actions
    from ..read.taxonomy import mostly_verb
    first = re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", name)[0].lower()
    named = T.concepts(first) if mostly_verb(first) or writes else set()
    return frozenset(named | actions(description))


def _does(rule: Rule, tool: ToolSpec) -> bool:
    """Does the rule forbid what this tool does? Its verb is the rule's, or means the same."""
    return _forbids(rule, _actions_of(tool))


# One exchange seen from its two sides: the desk's rule says "sell", the customer's tool says
# "buy" (a closed class of converse verbs, not a domain's words).
CONVERSES = {"sell": "buy", "buy": "sell", "lend": "borrow", "borrow": "lend", "rent": "let", "let": "rent"}


@lru_cache(maxsize=1024)
def _forbids(rule: Rule, done: frozenset[str]) -> bool:   # once per rule and tool's actions
    from ..read.verb_senses import same_meaning
    forbidden = rule.actions | {CONVERSES[a] for a in rule.actions if a in CONVERSES}
    return bool(done & forbidden) or any(same_meaning(a, b) >= 0.8 for a in done
                                         for b in forbidden if a.isascii() and b.isascii())


def _covers(rule: Rule, tool: ToolSpec, tools: tuple | list = ()) -> bool:
    """A rule covers a tool that does what it forbids. A bound that counts something ("more
    than 100 attendees") also covers the tool that takes that count, when the rule's verb
    names none of the tools ("book" beside hire_hall and hall_availability): the count says
    which action it is about — never a look-up's, whose name's verb is not an action."""
    if _does(rule, tool):
        return True
    if rule.limit is None or rule.unit is None or any(_does(rule, t) for t in tools):
        return False
    return not _is_look_up(tool)


def _is_look_up(tool: ToolSpec) -> bool:
    from ..read.taxonomy import mostly_verb
    first = re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", tool.name)[0].lower()
    return not tool.writes and (not mostly_verb(first) or first in LOOK_UP_VERBS)


LOOK_UP_VERBS = {"get", "list", "find", "search", "check", "show", "lookup", "look", "query", "view",
                 "read", "fetch", "count", "quote", "estimate"}


# ---------------------------------------------------------------- measuring a call

def _amount(tool: ToolSpec, arguments: dict) -> float | None:
    for name, value in arguments.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool) and \
                kind_of(name, tool.properties.get(name, {})) in ("amount", "number"):
            return float(value)
    return None


def _counting(unit: str, tool: ToolSpec) -> list[str]:
    """The tool's arguments that count what a bound counts: the same thing ("attendees"), or,
    when none does, the one count of a tool named for it (buy_tickets(seats=…) counts tickets)."""
    props = tool.properties
    counts = [n for n, p in props.items() if isinstance(p, dict) and p.get("type") in ("integer", "number")]
    same = [n for n in counts if _counts_the_same(unit, n, props[n])]
    if same or len(counts) != 1:
        return same
    if CLASSIFIER.fullmatch(unit):   # 每单最多6份: a measure word counts what the one count counts
        return counts
    named = T.concepts(f"{_split(tool.name)} {tool.description}")
    return counts if T.concepts(unit) & named else []


def _split(name: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])|[_\-]", " ", name)


def _counts_the_same(unit: str, name: str, prop: dict) -> bool:
    """Does an argument count what the bound counts? The same word ("attendees",
    孩子 = children), or both kinds of person ("guests" and attendees)."""
    said = T.concepts(unit)
    words = T.concepts(f"{name.replace('_', ' ')} {prop.get('description', '')}")
    if said & words:
        return True
    return _people(unit) and any(_people(w) for w in T.concepts(name.replace("_", " ")) | {name})


def _people(word: str) -> bool:
    from ..read.taxonomy import kinds_of
    if word.lower() in PEOPLE:
        return True
    english = [word] if word.isascii() else sorted(T.concepts(word))
    return any(kinds_of(w.lower()).get("person", 0.0) >= 0.5 for w in english if w.isascii())


def _time_unit(unit: str) -> tuple[str, int] | None:
    return TIME_UNITS.get(unit) or TIME_UNITS.get(unit.lower().removesuffix("s"))


def measure(rule: Rule, tool: ToolSpec, arguments: dict) -> float | None:
    """What the call amounts to, in what the rule's bound counts; None when it can't say."""
    if rule.unit is None:
        return _amount(tool, arguments)
    counting = _counting(rule.unit, tool)
    for name, value in arguments.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool) and name in counting:
            return float(value)
    unit = _time_unit(rule.unit)
    if unit is None:
        return None
    span, per = unit
    found = [v for v in arguments.values() if isinstance(v, str) and
             re.fullmatch(r"\d{4}-\d{2}-\d{2}" if span == "date" else r"\d{1,2}:\d{2}", v)]
    if len(found) != 2:
        return None
    if span == "date":
        first, last = sorted(dt.date.fromisoformat(v) for v in found)
        return (last - first).days / per
    first, last = (int(h) * 60 + int(m) for h, m in (v.split(":") for v in found))
    return abs(last - first) / per


def broken_rule(system: str, tool: ToolSpec | None, arguments: dict | str,
                tools: tuple | list = ()) -> Rule | None:
    """The rule a call would break, if any."""
    if tool is None or not isinstance(arguments, dict):
        return None
    for rule in rules_in(system):
        if not _covers(rule, tool, tools):
            continue
        if rule.limit is None:
            if _does(rule, tool) and _verb(tool) and _verb(tool) <= rule.actions:
                return rule   # an outright ban names the very action ("never delete")
            continue
        amount = measure(rule, tool, arguments)
        if amount is not None and amount > rule.limit:
            return rule
    return None


# ---------------------------------------------------------------- the request itself

def rule_the_request_breaks(convo: Conversation) -> tuple[Rule, float] | None:
    """A bound the request itself goes over, for an action it asks for ("book … 150
    guests" under "never more than 100 attendees"), with what it comes to. Read from the
    request with only the arguments the bound is measured on, so a detail the request
    lacks (the cats' names) does not hide it."""
    rules = [r for r in rules_in(convo.system or "") if r.limit is not None]
    if not rules or not convo.tools:
        return None
    asked = T.concepts(convo.question)
    from ..read.actions import actions
    asked |= actions(convo.question)
    for rule in rules:
        for tool in convo.tools:
            if not _covers(rule, tool, convo.tools):
                continue
            # the request asks for the action, or counts what the tool's measured argument counts
            counted = {c for names in _measured_on(rule, tool) for n in names for c in T.concepts(n.replace("_", " "))}
            if not (asked & (rule.actions | _actions_of(tool) | counted)):
                continue
            amount = _measured_in_request(rule, tool, convo)
            if amount is not None and amount > rule.limit:
                return rule, amount
    return None


def _measured_in_request(rule: Rule, tool: ToolSpec, convo: Conversation) -> float | None:
    from .arguments import MissingArgument, fill_arguments
    for names in _measured_on(rule, tool):
        props = {k: tool.properties[k] for k in names}
        narrowed = ToolSpec(tool.name, tool.description,
                            {**tool.parameters, "properties": props, "required": list(names)})
        try:
            [args] = fill_arguments(narrowed, convo.question, convo.today)[:1]
        except (MissingArgument, ValueError):
            continue
        amount = measure(rule, narrowed, args)
        if amount is not None:
            return amount
    return None


def _measured_on(rule: Rule, tool: ToolSpec) -> list[tuple[str, ...]]:
    """The arguments a bound is measured on: one that counts it, or two dates or times."""
    props = tool.properties
    if rule.unit is None:
        return [(n,) for n, p in props.items() if kind_of(n, p) == "amount"]
    out = [(n,) for n in _counting(rule.unit, tool)]
    unit = _time_unit(rule.unit)
    if unit:
        wanted = "date" if unit[0] == "date" else "time"
        spans = [n for n, p in props.items() if isinstance(p, dict) and _holds(wanted, n, p)]
        if len(spans) == 2:
            out.append(tuple(spans))
    return out


def _holds(what: str, name: str, prop: dict) -> bool:
    """Does a string argument hold a date (or a time), by its format, pattern or words?"""
    if prop.get("type", "string") != "string":
        return False
    said = f"{name} {prop.get('format', '')} {prop.get('pattern', '')} {prop.get('description', '')}"
    if what == "date":
        return bool(re.search(r"\bdate\b|YYYY|\\d\{4\}|_on\b|check_?(?:in|out)|(?:^|_)(?:from|to|start|end)"
                              r"_?date|日期", said, re.I)) and not re.search(r"time\b|HH", said)
    return bool(re.search(r"\btime\b|HH:MM|_time\b|时间", said, re.I))


# ---------------------------------------------------------------- saying no

def refusal(rule: Rule, zh: bool, amount: float | None = None) -> str:
    """A polite no that says which rule stands in the way, and what it says to do instead."""
    advice = _advice(rule.sentence, zh)
    over = _figure(amount) if amount is not None and rule.limit is not None else None
    if zh:
        unit = rule.written or rule.unit or ""
        why = (f"这次是{over}{unit}，超过了规定的上限{_figure(rule.limit)}{unit}（{rule.clause}）" if over and unit
               else f"这不符合我要遵守的规定（“{rule.sentence}”）")
        return f"抱歉，我不能办理：{why}。" + (advice or "如有需要，请联系人工处理。")
    if over and rule.unit:
        return (f"Sorry, I can't do that: it comes to {over} {rule.written or rule.unit}, and the limit "
                f"I must keep to is {_figure(rule.limit)} ({rule.clause}). Nothing was booked or changed."
                + (f" {advice}" if advice else ""))
    return (f"Sorry, I can't do that: I'm not allowed to. My instructions say: "
            f"\"{rule.sentence}\" Nothing was changed." + (f" {advice}" if advice else ""))


def _figure(value: float) -> str:
    return f"{value:g}"


def _advice(sentence: str, zh: bool) -> str | None:
    """What the rule tells the assistant to suggest, said to the user: "suggest contacting
    the centre manager" → "Please contact the centre manager." """
    m = (ADVICE_ZH if T.has_cjk(sentence) else ADVICE_EN).search(sentence)
    if not m:
        return None
    if T.has_cjk(sentence):
        what = (m.group("what") or m.group("order") or "").strip()
        return f"建议您{what}。" if what else None
    if m.group("whom"):
        return f"Please contact {m.group('whom').strip()}."
    what = (m.group("what") or m.group("order") or "").strip()
    first, _, rest = what.partition(" ")
    verb = _base_verb(first)
    if verb is None:
        return None
    return f"Please {verb} {rest}".strip() + "."


def _base_verb(word: str) -> str | None:
    """'contacting' → 'contact', 'calling' → 'call'; a word after "to" is a verb already.
    What follows "suggest" is a gerund by grammar: its lemma is the verb."""
    from ..read.english_lemmas import lemmatize_english
    word = word.lower()
    if not word.endswith("ing"):
        return word if word.isalpha() else None
    base = lemmatize_english(word)
    if base != word and not base.endswith("ing"):
        return base
    from ..read.taxonomy import _verbs
    stem = word[:-3]
    for guess in (stem + "e", stem, stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if guess and guess in _verbs():
            return guess
    return stem if len(stem) >= 2 else None
