"""Two of one kind in one question → one call each, for choices and listed terms too.

"My checking and savings accounts together?" names two options of the tool's `account`
enum. The tool takes one account per call, so a model calls it once per account, then
adds the results up. (Places, ids and names fan out while their values are read; an enum
picks one option, so the second one is found here.)

Each option must be named in its own part of the question, the parts joined by "and",
"or", "和", "、"...: "查一下储蓄账户" names one account even though 查 ("check") looks like
"checking". Only lookups fan out: a write over a guessed second option could do harm.

The same holds for things that are no place and no option: "look up 'invoice', 'refund'
and 'shipping fee' in the glossary", "查一下发票、退款和运费的英文". A tool that takes one
term gets one call per listed term. A list is what is written as one: two or more quoted
items, a "、" list, or three or more joined by commas and "and"/"or" ("tom and jerry" is
one search).
"""

from __future__ import annotations

import re

from ..read import text as T
from ..read.conversation import ToolSpec
from ..read.extract import enum_choice
from ..read.kinds import kind_of, role_of, unwrap
from ..read.phrases import QUOTED

# What joins two things of one kind: "A and B", "A or B", "A, B", "A vs B", "A和B", "A、B".
JOINS = re.compile(r"\s*(?:,|，|、|/|\b(?:and|or|vs\.?|versus|plus)\b|和|与|跟|及|或者?|还有)\s*", re.I)


def options_named(prop: dict, question: str) -> list:
    """The enum options the question names, one per joined part, in order (two or more),
    else []."""
    options = unwrap(prop).get("enum") or []
    if len(options) < 2:
        return []
    parts = [p for p in JOINS.split(question) if p and p.strip()]
    if len(parts) < 2:
        return []
    named = []
    for part in parts:
        best, score = enum_choice(options, part, prop.get("description", ""))
        if best is not None and score > 0 and best not in named:
            named.append(best)
    return named if len(named) >= 2 else []


def each_option(tool: ToolSpec, argument_sets: list[dict], question: str) -> list[dict]:
    """The argument sets, one per option when a lookup's enum is named several times."""
    if tool.writes or len(argument_sets) != 1:
        return argument_sets
    [args] = argument_sets
    for name, prop in tool.properties.items():
        prop = unwrap(prop)
        if name not in args or "enum" not in prop or prop.get("type") == "array" \
                or role_of(name, prop) is not None:
            continue
        named = options_named(prop, question)
        if args[name] in named:
            return [{**args, name: option} for option in named]
    return argument_sets


# Kinds of value that a listed term can be (not dates, amounts or ids: those fan out as read).
TERM_KINDS = ("query", "text", "phrase", "name", "request")
# Fields that take a whole search or request, not one term of it (unless the terms are quoted).
GENERAL_TEXT = re.compile(r"^(?:q|query|search|keywords?|text|prompt|question|input|filter)s?$|"
                          r"_(?:query|text|prompt)$", re.I)
EN_LIST = re.compile(r"(?P<head>[^,;:?!.]+)(?P<mid>(?:,\s*[^,;:?!.]+?)+),?\s+(?:and|or)\s+"
                     r"(?P<tail>[^,;:?!.]+)", re.I)
ZH_LIST = re.compile(r"(?P<head>[^、，,。？?！!；;：:]+)(?P<mid>(?:、[^、，,。？?！!；;：:和与及或]+?)*)"
                     r"(?:、|和|与|及|以及|或者?)(?P<tail>[^、，,。？?！!；;：:]+)")
# Characters that end a Chinese term written last ("运费|用英文", "报销单|的英文") and
# that come before one written first ("查一下|发票", "翻译|信用卡").
ZH_AFTER = set("的用是在吗呢怎有要么叫这那，。？?！! ")
ZH_BEFORE = set("查看下找译把将请帮我给的了一些个问搜索读念说写 ，,：:")


def listed_terms(question: str) -> list[str]:
    """The things a question lists, in order (two or more), else []."""
    quoted = [a or b for a, b in QUOTED.findall(question)]
    if len(quoted) >= 2:
        return _distinct(q.strip() for q in quoted)
    if "、" in question:
        m = ZH_LIST.search(question)
        if m:
            middle = [p for p in m.group("mid").split("、") if p]
            size = max([len(p) for p in middle] + [3])
            return _distinct([_zh_first(m.group("head"), size + 1), *middle,
                              _zh_last(m.group("tail"), size + 2)])
    m = EN_LIST.search(question)
    if m:
        middle = [p.strip() for p in m.group("mid").split(",") if p.strip()]
        size = max(len(p.split()) for p in middle)
        first = _en_edge(m.group("head").split()[::-1], size + 1)[::-1]
        last = _en_edge(m.group("tail").split(), size + 1)
        return _distinct([" ".join(first), *middle, " ".join(last)])
    return []


def _distinct(terms) -> list[str]:
    out = []
    for term in terms:
        if term and term not in out:
            out.append(term)
    return out if len(out) >= 2 and all(out) else []


def _en_edge(words: list[str], most: int) -> list[str]:
    """The words of a term at the edge of a list, read outwards until a function word or a
    verb ("Look up | invoice", "shipping fee | in the glossary")."""
    from ..read.taxonomy import mostly_verb
    kept = []
    for word in words[:most]:
        bare = word.strip("'\"").lower()
        if bare in T.STOPWORDS or mostly_verb(bare):
            break
        kept.append(word.strip("'\""))
    return kept


def _zh_first(head: str, most: int) -> str:
    kept = ""
    for ch in reversed(head[-most:]):
        if ch in ZH_BEFORE or not T.has_cjk(ch) and not ch.isalnum():
            break
        kept = ch + kept
    return kept


def _zh_last(tail: str, most: int) -> str:
    """The term written last: up to a character that follows a term ("运费|用英文"), unless
    jieba reads a word that is clearly shorter ("违约金|分别是"); jieba alone cuts
    "运费用" as 运|费用."""
    cut = next((i for i, ch in enumerate(tail) if i >= 2 and ch in ZH_AFTER or
                not T.has_cjk(ch) and not ch.isalnum()), len(tail))
    by_chars = tail[:min(cut, most)]
    from ..read.zh import tokenizer
    first = next(iter(tokenizer().cut(tail, HMM=True)), "")
    return first if len(first) >= 2 and len(by_chars) > len(first) + 1 else by_chars


def each_term(tool: ToolSpec, argument_sets: list[dict], question: str) -> list[dict]:
    """One call per listed term, when the tool takes one term and the term field was read
    from the list (its value holds one of the terms). A search query takes a list whole
    unless its items are quoted one by one."""
    if tool.writes or len(argument_sets) != 1:
        return argument_sets
    terms = listed_terms(question)
    if not terms:
        return argument_sets
    quoted = len(QUOTED.findall(question)) >= 2
    [args] = argument_sets
    for name, prop in tool.properties.items():
        prop = unwrap(prop)
        value = args.get(name)
        if not quoted and GENERAL_TEXT.search(name):
            continue   # a search query takes all the words ("recipes with A, B and C")
        if not isinstance(value, str) or prop.get("type", "string") != "string" or \
                "enum" in prop or "pattern" in prop or role_of(name) is not None or \
                kind_of(name, prop) not in TERM_KINDS:
            continue
        read_from_list = any(t.lower() in value.lower() or value.lower() in t.lower() for t in terms)
        if read_from_list or _only_text_field(tool, name):
            return [{**args, name: term} for term in terms]
    return argument_sets


def _only_text_field(tool: ToolSpec, name: str) -> bool:
    """Is `name` the one required free-text argument of the tool (its term, its word)?"""
    texts = [n for n in tool.required if kind_of(n, tool.properties.get(n, {})) in TERM_KINDS
             and "enum" not in unwrap(tool.properties.get(n, {}))]
    return texts == [name]


# ------------------------------------------------------------ a frame and its conjuncts

def each_part(tool: ToolSpec, argument_sets: list[dict] | None, question: str, today,
              fallback: str = "") -> list[dict] | None:
    """One call per coordinated part, when the request says its frame once and the things
    after it ("book the dentist at 10am on Wednesday and on Friday", "a 60 m² flat and a
    95 m² house", "查一下这周六和周日的排练"). Each part is read alone, the whole request
    filling what it leaves open; the parts must differ in what they give.

    `argument_sets` is what the whole request gave (None: it lacked a required value).
    Sets that already fan out are replaced only by as many sets read part by part: read
    whole, "a 60 m² flat and a 95 m² house" gives both options one area. A write fans
    out only over values that name a thing (a date, a number, an option, a name), never
    over free text: "email Bob about the budget and the timeline" is one email."""
    from ..read.conjuncts import conjuncts
    parts = conjuncts(question)
    if len(parts) < 2:
        return argument_sets
    whole = argument_sets[0] if argument_sets and len(argument_sets) == 1 else {}
    context = "\n".join(p for p in (question, fallback) if p)
    sets = []
    for index, part in enumerate(parts):
        found = _part_arguments(tool, part, parts, index, today, context)
        if found is None and sets and not T.has_cjk(part):
            # "ibuprofen and | cetirizine cost at the pharmacy": the predicate said once, after
            # the last item; that item is as long as the one before it
            found = _part_arguments(tool, _leading_like(part, sets[-1], whole), parts, index,
                                    today, context)
        if found is None:
            return argument_sets   # a part that is no whole call: not a list of calls
        found = {**whole, **found}
        if found not in sets:
            sets.append(found)
    if len(sets) < 2 or not _differ_fairly(tool, sets, question):
        return argument_sets
    if not _one_slot_given_twice(tool, parts, sets, today):
        return argument_sets   # "two adults and three kids": each part fills a slot of one call
    if argument_sets and len(argument_sets) > 1 and not _keeps_fan_out(argument_sets, sets):
        return argument_sets
    return sets


def _one_slot_given_twice(tool: ToolSpec, parts: tuple[str, ...], sets: list[dict], today) -> bool:
    """Are the parts alternatives for one argument ("on Wednesday | and on Friday": two
    dates), rather than the slots of one call ("two adults | and three kids": adults and
    children)? Some argument that differs between the calls must be given by two parts, each
    read alone with every argument optional."""
    from .arguments import MissingArgument, fill_arguments
    loose = ToolSpec(tool.name, tool.description, {**tool.parameters, "required": []})
    given = []
    for part in parts:
        try:
            found = fill_arguments(loose, part, today)
        except MissingArgument:
            found = []
        given.append(set(found[0]) if len(found) == 1 else set())
    if not all(given):
        return True   # a part that says nothing alone ("the oak | and walnut shelf") can't tell
    varying = {name for name in set().union(*sets) if len({repr(s.get(name)) for s in sets}) > 1}
    return any(sum(name in slots for slots in given) >= 2 for name in varying)


def _keeps_fan_out(fanned: list[dict], sets: list[dict]) -> bool:
    """Do the sets read part by part keep what the whole request fanned out over, each
    value as it was or cleaner ("和小红" → "小红")? "euros, pounds and yen" read alone
    loses which side "pounds" is on: the whole request's reading stands."""
    if len(fanned) != len(sets):
        return False
    varying = [n for n in fanned[0] if len({repr(f.get(n)) for f in fanned}) > 1]
    for old, new in zip(fanned, sets):
        for name in varying:
            a, b = old.get(name), new.get(name)
            # cleaner: only a joining word is gone ("和小红" → "小红", never "东门店" → "门店")
            if a != b and not (isinstance(a, str) and isinstance(b, str) and b and b in a
                               and JOINS.fullmatch(a.replace(b, "", 1))):
                return False
    return True


def _part_arguments(tool: ToolSpec, part: str, parts: list[str], index: int, today,
                    context: str) -> dict | None:
    from ..read.conjuncts import shared_head, without_edges
    from .arguments import MissingArgument, fill_arguments
    last = parts[-1]
    tries = [part]
    if index < len(parts) - 1:   # "the blue | and the red kettle": the head is said once
        tries.append(f"{part} {_head_of(last)}" if not T.has_cjk(part) else f"{part}的{_head_of(last)}")
    for attempt, text in enumerate(tries):
        try:
            found = fill_arguments(tool, text, today, fallback=context)
        except MissingArgument:
            continue
        if len(found) != 1:
            return None
        [args] = found
        for name, value in args.items():
            if not isinstance(value, str) or kind_of(name, tool.properties.get(name, {})) not in TERM_KINDS:
                continue
            value = without_edges(value) if not T.has_cjk(value) else value
            if attempt == 0 and index < len(parts) - 1:
                head = shared_head(value, _term_of(last, name, tool, today, context) or "")
                if head and head not in value:
                    value = f"{value}的{head}" if T.has_cjk(value) else f"{value} {head}"
            args[name] = value
        return args
    return None


def _leading_like(part: str, previous: dict, whole: dict) -> str:
    """The first words of `part`, as many as the previous item's own term has."""
    terms = [v for k, v in previous.items() if isinstance(v, str) and v != whole.get(k)]
    size = len(terms[0].split()) if terms else 1
    return " ".join(part.split()[:size])


def _head_of(last: str) -> str:
    """The last word(s) of the last part: the noun a list may say only once."""
    if T.has_cjk(last):
        return last.rsplit("的", 1)[-1].rstrip("？?。！!") if "的" in last else ""
    words = re.findall(r"[\w'-]+", last)
    return words[-1] if words else ""


def _term_of(part: str, name: str, tool: ToolSpec, today, context: str) -> str | None:
    from .arguments import MissingArgument, fill_arguments
    try:
        found = fill_arguments(tool, part, today, fallback=context)
    except MissingArgument:
        return None
    value = found[0].get(name) if found else None
    return value if isinstance(value, str) else None


def _differ_fairly(tool: ToolSpec, sets: list[dict], question: str) -> bool:
    """Do the sets differ in what may fan out? Never a search's whole query ("recipes with
    chicken, rice and peas" is one search) unless quoted; for a write, no free text."""
    varying = {name for name in set().union(*sets) if len({repr(s.get(name)) for s in sets}) > 1}
    if not varying:
        return False
    quoted = len(QUOTED.findall(question)) >= 2
    for name in varying:
        prop = unwrap(tool.properties.get(name, {}))
        kind = kind_of(name, prop)
        free = prop.get("type", "string") == "string" and "enum" not in prop and \
            "pattern" not in prop and kind in (*TERM_KINDS, "query", "request", "phrase")
        if free and (tool.writes or GENERAL_TEXT.search(name) and not quoted):
            return False
    return True
