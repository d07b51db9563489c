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

import datetime as dt
import re

from ..read import text as T
from ..read.conversation import ToolSpec
from ..read.extract import enum_choice, option_written
from ..read.kinds import kind_of, role_of, unwrap
from ..read.phrases import QUOTED
from .every_option import every_option

# What joins two things of one kind: "A and B", "A or B", "A, B", "A vs B", "A和B", "A、B".
JOINS = re.compile(r"\s*(?:,|，|、|/|\b(?:and|or|vs\.?|versus|plus)\b|和|与|跟|及|或者?|还有)\s*", re.I)


def joined_parts(question: str) -> list[str]:
    """The parts of a question its joins and its sentences make: "2号两张多少钱？8号四张呢？"
    is two parts, as "2号两张，8号四张" is."""
    return [p for sentence in re.split(r"(?<=[。？！?!；;])\s*", question)
            for p in JOINS.split(sentence) if p and p.strip()]


SURE = 0.45   # the weakest reading of an option a part names (members.SURE: 0.44)


def options_named(prop: dict, question: str) -> list:
    """The enum options the question names, one per joined part, in order (two or more),
    else []."""
    options = unwrap(prop).get("enum") or []
    if len(options) < 2:
        return []
    parts = joined_parts(question)
    if len(parts) < 2:
        return []
    # the options whose own gloss the question says ("north=北区, riverside_east=河东")
    from ..read.described_options import said_options
    glossed = list(dict.fromkeys(f.value for f in sorted(
        said_options(options, prop.get("description", ""), question), key=lambda f: f.start)))
    if len(glossed) >= 2:
        return glossed
    named = []
    for part in parts:
        best, score = enum_choice(options, part, prop.get("description", ""))
        # a loose kinship names no option ("Quote 500 copies" is no `printed` sleeve: 0.43,
        # below what members.py calls sure); 家用 is `household` (0.6)
        if best is not None and score >= SURE and best not in named:
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
        every = every_option(name, prop, question)   # "each of your three rooms"
        if every:
            return [{**args, name: option} for option in every]
        named = options_named(prop, question)
        if args[name] in named:
            return [{**args, **_own_values(tool, name, option, question), name: option}
                    for option in named]
    return argument_sets


_ANY_DAY = dt.date(2026, 1, 1)   # the day a part is read against: only its numbers are kept


def _own_values(tool: ToolSpec, name: str, option, question: str) -> dict:
    """What the option's own part of the question says for the other arguments: "皮划艇租3
    小时和独木舟租2小时" gives the canoe 2 hours, not the kayak's 3. Each part is read alone
    with every argument optional; a part that gives nothing else leaves the whole reading."""
    from ..read.described_options import said_options
    from .arguments import MissingArgument, fill_arguments
    prop = unwrap(tool.properties.get(name, {}))
    options, description = prop.get("enum") or [], prop.get("description", "")
    own = None
    for part in joined_parts(question):
        best, score = enum_choice(options, part, description)
        glossed = [f.value for f in said_options(options, description, part)]
        if glossed == [option] or not glossed and best == option and score > 0:
            own = part
            break
    if own is None:
        return {}
    # the part read as a whole call first ("10号锥三层呢": its one count is the shelves), else
    # with every argument optional
    loose = ToolSpec(tool.name, tool.description, {**tool.parameters, "required": []})
    found = []
    for spec in (tool, loose):
        try:
            found = fill_arguments(spec, own, _ANY_DAY)
            break
        except MissingArgument:
            continue
    if len(found) != 1:
        return {}
    return {k: v for k, v in found[0].items() if k != name and isinstance(v, (int, float))
            and not isinstance(v, bool)}


def every_option_calls(tool: ToolSpec, question: str, today, fallback: str) -> list[dict]:
    """One call per option of the enum the question quantifies over ("what would 2 hours
    cost in each of your boats?"), when that enum is all the whole question left open."""
    from .arguments import MissingArgument, fill_arguments
    for name in tool.required:
        every = every_option(name, tool.properties.get(name, {}), question)
        if not every:
            continue
        rest = ToolSpec(tool.name, tool.description,
                        {**tool.parameters, "required": [n for n in tool.required if n != name]})
        try:
            found = fill_arguments(rest, question, today, fallback=fallback)
        except MissingArgument:
            return []
        if len(found) != 1:
            return []
        return [{**found[0], name: option} for option in every]
    return []


# Kinds of value that a listed term can be (not dates, amounts or ids: those fan out as read).
TERM_KINDS = ("query", "text", "phrase", "name", "request")
# Fields that take a whole search or request, not one term of it (unless the terms are quoted).
GENERAL_TEXT = re.compile(r"^(?:q|query|search|keywords?|text|prompt|question|input|filter)s?$|"
                          r"_(?:query|text|prompt)$", re.I)
# A Chinese list: "押金、租期和违约金". It starts where a clause or an item starts (a match
# found further in is the same list with a shorter head): anchored so, a long run of
# characters with no list in it is read once, not once from every character.
ZH_LIST = re.compile(r"(?:^|(?<=[、，,。？?！!；;：:]))(?P<head>[^、，,。？?！!；;：:]+)(?P<mid>(?:、[^、，,。？?！!；;：:和与及或]+?)*)"
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
    found = english_list(question)
    if found:
        head, items, tail = found
        middle = [_bare_item(p) for p in items if p.strip()]
        size = max(len(p.split()) for p in middle)
        first = _en_edge(head.split()[::-1], size + 1)[::-1]
        last = _en_edge(_bare_item(tail).split(), size + 1)
        return _distinct([" ".join(first), *middle, " ".join(last)])
    return []


def things_listed(tool: ToolSpec, question: str) -> list[str]:
    """The listed terms a tool is called once each for: not a list of what it tells about
    one thing ("紫云的发芽率、库存和播种月份": rate, stock and months are what the seed tool
    says it returns, its description's words; the variety is one)."""
    terms = listed_terms(question)
    return [] if not terms or _what_it_returns(tool, terms) else terms


def _what_it_returns(tool: ToolSpec, items: list[str] | tuple[str, ...]) -> bool:
    """Does each listed item only name what the tool's description says it tells (产地,
    价格 beside "查询茶叶的产地、价格和库存")? Then the list asks about one thing."""
    from .relevance import tool_concepts
    described = tool_concepts(tool).described
    return bool(items) and all(T.concepts(t) and T.concepts(t) <= described for t in items)


_CLAUSE_END = re.compile(r"[;:?!.]")
# A join starts where its spaces start (read once, not from each space of a long run).
_EN_JOIN = re.compile(r"(?<!\s)\s+(?:and|or)\s+(?=[^,;:?!.])", re.I)
_EN_JOIN_WORD = re.compile(r"(?:and|or)\s+(?=[^,;:?!.])", re.I)
_SPACES = re.compile(r"\s*")


def english_list(question: str) -> tuple[str, list[str], str] | None:
    """The first list written "A, B(, C...)(,) and/or D" in a clause: its head (A with the
    words before it), middle items and tail (D with the words after it), else None.

    Read part by part between the commas, in time linear in the text. (As one regex with
    nested repeats, a long comma list with no "and", or a run of spaces after a comma,
    took exponential time.)"""
    for clause in _CLAUSE_END.split(question):
        parts = clause.split(",")
        head = 0
        while head < len(parts) - 1:
            if not parts[head]:
                head += 1
                continue
            end = head + 1                    # the items: the non-empty parts that follow
            while end < len(parts) and parts[end]:
                end += 1
            # "A, B and C": the first item, from the left, that holds the join after its
            # first word ("a,  and b" lists "and", as a regex would read it)
            for k in range(head + 1, end):
                join = _EN_JOIN.search(parts[k], _SPACES.match(parts[k]).end() + 1)
                if join:
                    return _split_at(parts, head, k, join.start(), join.end())
            # "A, B, and C": the join opens a part; the last such part wins
            for k in range(end - 1, head, -1):
                join = _EN_JOIN.match(parts[k + 1]) if k + 1 < len(parts) else None
                if join:
                    return parts[head], parts[head + 1:k + 1], parts[k + 1][join.end():]
                spaces = _SPACES.match(parts[k]).end()      # ",  and b": a join after spaces
                join = _EN_JOIN_WORD.match(parts[k], spaces) if spaces >= 2 else None
                if join:
                    return _split_at(parts, head, k, spaces - 1, join.end())
            head = end
    return None


def _split_at(parts: list[str], head: int, k: int, start: int, end: int) -> tuple[str, list[str], str]:
    """The list whose join sits inside part k, at [start, end)."""
    return parts[head], [*parts[head + 1:k], parts[k][:start]], parts[k][end:]


_ARTICLE = re.compile(r"^(?:(?:a|an|the|some|my|our|your|this|that|these|those)\s+)+", re.I)
_MEASURED = re.compile(r"^(?:(?:a|an|one|two|three|four|five|six|\d+)\s+)?([a-z]+)\s+of\s+(?=\S)", re.I)


def _bare_item(words: str) -> str:
    """A listed thing without its article or the container it comes in: "an old mattress" →
    "old mattress", "a bag of old jeans" → "old jeans" (a bag, a box, a kilo: WordNet says
    the word is a container or a measure)."""
    words = words.strip()
    measured = _MEASURED.match(words)
    if measured and _container_or_measure(measured.group(1)):
        words = words[measured.end():]
    return _ARTICLE.sub("", words).strip() or words


def _container_or_measure(word: str) -> bool:
    from ..read import taxonomy
    if not taxonomy.available():
        return False
    return any(taxonomy.kind_score(word.lower(), kind, definitions=False) >= 0.4
               for kind in ("container", "containerful", "unit of measurement"))


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
    words = list(tokenizer().cut(tail, HMM=True))
    first = words[0] if words else ""
    if len(first) >= 2 and len(by_chars) > len(first) + 1:
        return first
    # never half a word: "洗洁精现|在" ends where jieba's 现在 begins
    ends = [sum(map(len, words[:i + 1])) for i in range(len(words))]
    whole = max((e for e in ends if 2 <= e <= len(by_chars)), default=len(by_chars))
    return by_chars[:whole]


def each_term(tool: ToolSpec, argument_sets: list[dict], question: str) -> list[dict]:
    """One call per listed term, when the tool takes one term and the term field was read
    from the list (its value holds one of the terms). A search query takes a list whole
    unless its items are quoted one by one."""
    if tool.writes or len(argument_sets) != 1:
        return argument_sets
    terms = things_listed(tool, question)
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


def _term_calls(tool: ToolSpec, question: str, today, fallback: str) -> list[dict]:
    """One call per listed term for a tool whose one free-text argument is the term, when
    the whole question gave it none (no one term stands out of "a fern, a cactus and an
    orchid"). Each call's other arguments are read from the term, then the question."""
    from .arguments import MissingArgument, fill_arguments
    terms = things_listed(tool, question)
    names = [n for n in tool.required if _only_text_field(tool, n)]
    if not terms or len(names) != 1:
        return []
    [name] = names
    rest = ToolSpec(tool.name, tool.description,
                    {**tool.parameters, "required": [n for n in tool.required if n != name]})
    context = "\n".join(p for p in (question, fallback) if p)
    sets = []
    for term in terms:
        try:
            found = fill_arguments(rest, term, today, fallback=context)
        except MissingArgument:
            return []
        if len(found) != 1:
            return []
        sets.append({**{k: v for k, v in found[0].items() if k != name}, name: term})
    return sets


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
    found = _each_conjunct(tool, argument_sets, question, today, fallback)
    if found is None and not tool.writes:
        # "water a fern, a cactus and an orchid", "each of your three boats": no one plant
        # or boat read whole, and no part alone is a whole call
        found = every_option_calls(tool, question, today, fallback) or \
            _term_calls(tool, question, today, fallback) or None
    return found


def _each_conjunct(tool: ToolSpec, argument_sets: list[dict] | None, question: str, today,
                   fallback: str = "") -> list[dict] | None:
    from ..read.conjuncts import conjuncts
    parts = conjuncts(question) or _commands_for(tool, question)
    if len(parts) < 2 or _what_it_returns(tool, parts[1:]):
        return argument_sets   # "龙井的产地、价格和库存": what the tool tells of one tea
    whole = argument_sets[0] if argument_sets and len(argument_sets) == 1 else {}
    if _listed_in_one_call(tool, whole) or _all_in_one_option(tool, whole, question):
        return argument_sets   # "two lattes and three mochas": one order, a list of two lines
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
        found = _options_as_named(tool, found, whole, part, question)
        if sets:   # "Bergen, | Tromsø | and Bodø": an item no reader knows is still an item
            found = _own_item(tool, found, sets[0], part, today)
        if index == len(parts) - 1 and len(parts) > 1:
            found = _without_predicate(tool, found, sets, parts[0])
        found = {**whole, **found}
        if found not in sets:
            sets.append(found)
    if len(sets) < 2 or not _differ_fairly(tool, sets, question):
        return argument_sets
    if whole and all(_same_values(s, whole) for s in sets) and \
            not any(_varying(sets) <= said for said in _given_alone(tool, parts, today)):
        return argument_sets   # "arriving the 12th | and leaving the 15th": one call's slots
    if not _one_slot_given_twice(tool, parts, sets, today):
        return argument_sets   # "two adults and three kids": each part fills a slot of one call
    if _said_of_one_part(tool, parts, _varying(sets)):
        return argument_sets   # "drop it off on Thursday and pick it up on Monday": `pickup_date`
    if argument_sets and len(argument_sets) > 1 and not _keeps_fan_out(argument_sets, sets):
        return argument_sets
    return sets


def _options_as_named(tool: ToolSpec, found: dict, whole: dict, part: str, question: str) -> dict:
    """A part's option, where the request names another for the whole call and the part
    names none: the named one ("… clear vinyl, | in a gatefold sleeve" is still clear)."""
    out = dict(found)
    for name, value in found.items():
        prop = unwrap(tool.properties.get(name, {}))
        other = whole.get(name)
        if "enum" in prop and other is not None and other != value and \
                option_written(other, question) and not option_written(value, part):
            out[name] = other
    return out


def _same_values(one: dict, other: dict) -> bool:
    """The same values, perhaps in other fields: parts that only swap what one call holds."""
    return sorted(map(repr, one.values())) == sorted(map(repr, other.values()))


def _listed_in_one_call(tool: ToolSpec, args: dict) -> bool:
    """Does one call already hold the listed things, as the items of a list of objects (an
    order's lines)? Then the list is that argument, not several calls."""
    for name, value in args.items():
        prop = unwrap(tool.properties.get(name, {}))
        item = unwrap(prop.get("items") or {}) if prop.get("type") == "array" else {}
        if item.get("properties") and isinstance(value, list) and len(value) >= 2:
            return True
    return False


def _all_in_one_option(tool: ToolSpec, args: dict, question: str) -> bool:
    """Did one call take the option that means all the parts together ("bisque and glaze"
    → `both`)? Then the parts are that one option, not one call each."""
    from ..read.extract import option_for_all
    for name, value in args.items():
        prop = unwrap(tool.properties.get(name, {}))
        if "enum" in prop and value is not None and \
                option_for_all(prop["enum"], question, prop.get("description", "")) == value:
            return True
    return False


def _commands_for(tool: ToolSpec, question: str) -> tuple[str, ...]:
    """The request's commands, when it gives this one tool several ("给小明订周三的游泳课，
    给小红订周四的", "book Biscuit in on Friday, then book Pepper on Saturday"): the verb
    said again, each command one call. Each must fit the tool on its own."""
    from ..read.conjuncts import _EN_COMMAND_JOIN, _ZH_COMMAND_JOIN, commands
    from .relevance import THRESHOLD, rank_tools
    pieces = (_ZH_COMMAND_JOIN if T.has_cjk(question) else _EN_COMMAND_JOIN).split(question)
    if not any(_says_again(pieces[0], p) for p in pieces[1:] if p):
        return ()   # (cheap first: no piece says the first one's verb again)
    parts = commands(question)
    if len(parts) < 2 or not all(_says_again(parts[0], p) for p in parts[1:]):
        return ()
    fits = rank_tools(parts[0], [tool])
    return parts if fits and fits[0].score >= THRESHOLD else ()


# Characters that carry grammar or a date in a Chinese command, not what is done:
# "给 | 小红 | 订 | 周四 | 的" shares its verb 订 with "给小明订周三的游泳课".
ZH_FRAME = set("给的了在帮我请再然后并且接着也还和跟把将为对周星期礼拜一二三四五六日天今明后上下午点号月年时分个")


def _says_again(first: str, later: str) -> bool:
    """Does a later command open with a word the first one opens with (its verb: "Book …,
    then book …", "给小明订…，给小红订…"), beyond names, dates and grammar? "email Sam"
    after "book the vet" is another kind of work; "the Harbor garage" after "…the Elm
    Street garage" repeats a noun at the end, no verb at the start."""
    if T.has_cjk(later):
        return bool((set(later[:8]) - ZH_FRAME) & (set(first[:8]) - ZH_FRAME - set("，,；;。 ")))
    def opening(text: str, size: int) -> set[str]:
        words = [w for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in T.STOPWORDS]
        return {w.lower() for w in words[:size] if not (text is later and w[:1].isupper())}
    return bool(opening(first, 3) & opening(later, 2))


def _one_slot_given_twice(tool: ToolSpec, parts: tuple[str, ...], sets: list[dict], today) -> bool:
    """Are the parts alternatives for one argument ("on Wednesday | and on Friday": two
    dates), rather than the slots of one call ("two adults | and three kids": adults and
    children)? Some argument that differs between the calls must be given by two parts, each
    read alone with every argument optional."""
    given = _given_alone(tool, parts, today)
    if not all(given):   # a part that says nothing alone ("the oak | and walnut shelf") can't
        return not tool.writes   # tell; a change is made twice only on evidence (…，中型，…)
    varying = _varying(sets)
    if len(given) > 2 and not varying & set.intersection(*given[1:]):
        # the items of a list are alike: "14 Quay Lane, | Falmouth, | on Wednesday morning"
        # is an address, its town and a time, one call (no argument all of them give)
        return False
    return any(sum(name in slots for slots in given) >= 2 for name in varying)


def _said_of_one_part(tool: ToolSpec, parts: tuple[str, ...], varying: set[str]) -> bool:
    """Does a date or time that differs between the parts name, by its field's words, what
    only one part does? Then the parts are no alternatives for it: one call, the date of
    that part (read/extract.py)."""
    from ..read.extract import meets_field, when_field_words
    props = tool.parameters.get("properties") or {}
    for name in varying:
        if kind_of(name, unwrap(props.get(name) or {})) not in ("date", "time", "datetime"):
            continue
        field = when_field_words(name)
        if field and sum(meets_field(field, part) > 0 for part in parts) == 1:
            return True
    return False


def _given_alone(tool: ToolSpec, parts: tuple[str, ...], today) -> list[set[str]]:
    """The arguments each part gives read alone, every argument optional."""
    from .arguments import MissingArgument, fill_arguments
    loose = ToolSpec(tool.name, tool.description, {**tool.parameters, "required": []})
    given = []
    for part in parts:
        try:
            found = fill_arguments(loose, part, today)
        except MissingArgument:
            found = []
        given.append(set(found[0]) if len(found) == 1 else set())
    return given


def _varying(sets: list[dict]) -> set[str]:
    return {name for name in set().union(*sets) if len({repr(s.get(name)) for s in sets}) > 1}


def _keeps_fan_out(fanned: list[dict], sets: list[dict]) -> bool:
    """Do the sets read part by part keep what the whole request fanned out over, each
    value as it was or cleaner ("和小红" → "小红")? "euros, pounds and yen" read alone
    loses which side "pounds" is on: the whole request's reading stands. More sets than
    the whole request gave keep it when they hold each of its sets in order: "Ålesund,
    Tønsberg and Florø" read whole found two towns; read part by part, the third too."""
    if len(fanned) > len(sets):
        return False
    varying = [n for n in fanned[0] if len({repr(f.get(n)) for f in fanned}) > 1]
    if len(fanned) < len(sets):
        return all(new == _kept(old, new, varying) for old, new in zip(fanned, sets))
    return all(_kept(old, new, varying) is not None for old, new in zip(fanned, sets))


def _kept(old: dict, new: dict, varying: list[str]) -> dict | None:
    """`new` if it keeps each varying value of `old` (as it was or cleaner), else None."""
    for name in varying:
        a, b = old.get(name), new.get(name)
        # cleaner: only a joining word is gone ("和小红" → "小红", never "东门店" → "门店")
        if a != b and not (isinstance(a, str) and isinstance(b, str) and b and b in a
                           and JOINS.fullmatch(a.replace(b, "", 1))):
            return None
    return new


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
            value = _bare_item(without_edges(value)) if not T.has_cjk(value) else value
            if attempt == 0 and index < len(parts) - 1:
                head = shared_head(value, _term_of(last, name, tool, today, context) or "")
                if head and head not in value:
                    value = f"{value}的{head}" if T.has_cjk(value) else f"{value} {head}"
            args[name] = value
        return args
    return None


# Kinds of value an item of a list can be when written by its name alone.
ITEM_KINDS = ("place", "city", "country", "region", "name", *TERM_KINDS)


def _own_item(tool: ToolSpec, found: dict, first: dict, part: str, today) -> dict:
    """A later part that is only an item ("Tromsø", "Bodø tomorrow", "fox run") names the
    value its sibling took; when the readers found nothing in it and filled that argument
    from the rest of the request (the first item again), the part's own words are the value."""
    from ..read.conjuncts import _is_clause, without_edges
    from ..read.dates import find_dates, find_times
    bare = part
    for hit in sorted([*find_dates(part, today), *find_times(part)], key=lambda h: -h.start):
        bare = bare[:hit.start] + " " + bare[hit.end:]
    bare = " ".join(bare.split())
    bare = without_edges(bare) if not T.has_cjk(bare) else bare
    if not bare or re.search(r"\d", bare) or _is_clause(bare) or len(bare.split()) > 4:
        return found
    out = dict(found)
    for name, value in found.items():
        prop = unwrap(tool.properties.get(name, {}))
        if isinstance(value, str) and value == first.get(name) and value.lower() not in part.lower() \
                and kind_of(name, prop) in ITEM_KINDS and not {"enum", "pattern", "format"} & set(prop):
            out[name] = bare
    return out


# A yes/no question's opening auxiliary: "is | r eagle, fox run and the bowl | open?"
ASKS_HOW = re.compile(r"^\s*(?:is|are|was|were|will)\b", re.I)


def _without_predicate(tool: ToolSpec, found: dict, earlier: list[dict], first: str) -> dict:
    """"is r eagle, fox run and the bowl | open today?": what is said of all the items follows
    the last one. The last item loses the trailing words that say how things are: an
    adjective or an -ing form after a yes/no question's "is/are" ("bowl open" → "bowl"), or
    also a verb when the item is longer than every earlier one ("Zirbenlift running")."""
    from ..read.taxonomy import mostly_adjective, mostly_verb
    asks_how = bool(ASKS_HOW.match(first))
    out = dict(found)
    for name, value in found.items():
        if not isinstance(value, str) or T.has_cjk(value) or \
                kind_of(name, tool.properties.get(name, {})) not in ITEM_KINDS:
            continue
        before = [e.get(name) for e in earlier if isinstance(e.get(name), str)]
        if not before or any(value == b for b in before):
            continue
        value = _before_a_clause(value)   # "Mousetrap - which one still has seats": the item
        longest = max(len(b.split()) for b in before)
        words = value.split()
        while len(words) > 1:
            last = words[-1].lower()
            says_how = mostly_adjective(last) or last.endswith("ing")
            if not (asks_how and says_how or len(words) > longest and (says_how or mostly_verb(last))):
                break
            words.pop()
        out[name] = " ".join(words)
    return out


def _before_a_clause(value: str) -> str:
    """An item's words up to a dash, colon or question mark that opens a clause of its own
    ("Mousetrap - which one still has stalls seats" → "Mousetrap")."""
    from ..read.conjuncts import _is_clause
    m = re.search(r"\s+[-–—:;]\s+|\?\s*", value)
    return value[:m.start()].strip() if m and m.start() and _is_clause(value[m.end():]) else value


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
        if free and tool.writes and _names_someone(name, prop) and \
                all(_written_as_a_name(s.get(name)) for s in sets):
            continue   # "for Biscuit on Friday and for Pepper on Saturday": one visit each
        if free and (tool.writes or GENERAL_TEXT.search(name) and not quoted):
            return False
    return True


# A field that holds a name, said in its own name or its description ("the pet's name", "姓名").
NAME_WORDS = re.compile(r"(?<![a-z])names?(?![a-z])|姓名|名字|名称", re.I)


def _names_someone(name: str, prop: dict) -> bool:
    """Does the field name one person or thing (a pet, a child, a guest), not free text?
    A write may fan out over such names; over a subject or a body it may not."""
    return kind_of(name, prop) == "name" or bool(NAME_WORDS.search(prop.get("description", "")))


def _written_as_a_name(value) -> bool:
    """"Pepper", "小红": a name as written; "the groomer" ("… and email the groomer") is a
    common noun read into the field, and a write over it would do the wrong thing."""
    if not isinstance(value, str) or not value.strip():
        return False
    return T.has_cjk(value) or value.strip()[:1].isupper()
