"""Which tool fits a request? Compare the concepts of the request with what each tool's
*description* says it is for.

The description decides, as it does for a real model: a concept that only one tool's
description mentions is strong evidence (weight 1/sqrt(tools that mention it)), one that
every tool mentions is weak. A "Use for …" sentence counts extra; a "Not for …" sentence
rules the tool out for requests of that kind (what it adds to the description: "Not for
future swims" rules out a request about next week's swims, not every swim). The tool's name and its parameters
only break ties: a tool called `search` whose description says it searches recipes is not
picked for a question about flights. This is why a clear description gets a tool picked
and a vague one ("does things") never does.

Readings help a request whose words miss: a verb of the same meaning counts as the
description's verb ("purchase" for "Buy", "call off" for "Cancel", 租 for "Rent":
read/actions.py, read/verb_senses.py), and the same meanings decide what a "Not for …"
sentence rules out ("arrange a walk" beside "Not for planning or scheduling walks"); a
Chinese word that begins a description's word is half a match (续 beside 续订,
read/heads.py); a misspelt word counts as the tool word it almost is ("resevation",
decide/typos.py), and, only when no tool fits by its words, a request noun close in
meaning to a description's noun ("a cello" beside "musical instruments",
decide/related_meaning.py) is weaker evidence.
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache

from ..read.actions import REQUEST_FORM, actions
from ..read.heads import chinese_words, shared_heads
from ..read.conversation import ToolSpec
from ..read.text import concept_of, concepts, split_negative, words
from ..read.verb_senses import closest, confirmed_synonyms, index
from .request_object import circumstance_concepts, verb_object

THRESHOLD = 0.5
NAME_WEIGHT = 0.1      # name and parameter names: tie-breakers
PARAMS_WEIGHT = 0.5    # what the parameters' descriptions say the tool takes
SHAPE_WEIGHT = 1.0     # a value built like the example a tool shows ('LH 2203' → MU5101)
TIE_WEIGHT = 0.1       # ... when the words already fit: a tie-breaker
USE_FOR = re.compile(r"^\s*(use (it |this )?(for|when|to|if)|best for|good for|ideal for|"
                     r"用于|适用于|适合|用来)", re.I)


def _split_name(name: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ")


def _gist(text: str) -> str:
    """A parameter description without its examples and format notes ("e.g. 'A-1024' (...)")."""
    text = re.sub(r"\([^)]*\)", " ", text)
    return re.split(r"\be\.g\.|\bfor example\b|\blike\b|例如|比如", text, flags=re.I)[0]


@dataclass(frozen=True)
class ToolConcepts:
    described: frozenset[str]   # what the description says the tool is for
    use_for: frozenset[str]     # ...said in a "Use for" sentence
    params: frozenset[str]      # what its parameters' descriptions mention
    named: frozenset[str]       # its name and parameter names
    not_for: frozenset[str]     # what a "Not for" sentence rules out
    spelled: tuple[tuple[str, str], ...] = ()   # its words as written, with their concepts
    actions: frozenset[str] = frozenset()       # the verbs of what it is for ("Buy tickets")
    not_actions: frozenset[str] = frozenset()   # ... and of its "Not for" sentences
    zh_words: frozenset[str] = frozenset()      # its Chinese words as written (续药, 预约挂号)
    options: tuple[frozenset[str], ...] = ()    # the concepts of each enum option it offers
    use_for_questions: bool = False             # "Use for any question about …": questions only
    brand: frozenset[str] = frozenset()         # the words of the names it says (Castle Gate Chess Club)


# "Do not use this to plan walks": the words that say "not", not what is ruled out.
NOT_FOR_LEAD = re.compile(r"\b(?:not to be used|do not|don't|never|avoid|not)\s+(?:use\s+)?"
                          r"(?:(?:it|this|this tool)\s+)?(?:for|to|when)?\b", re.I)
# "Use only when the user asks to open a ticket": who asks is no topic of the tool.
META = re.compile(r"\b(?:the\s+|a\s+)?(?:user|customer|caller|person)s?\s+(?:explicitly\s+|directly\s+)?"
                  r"(?:asks?|says?|wants?|requests?|mentions?|tells? you)\b(?:\s+(?:for|to|about))?", re.I)


@lru_cache(maxsize=2048)
def _tool_concepts(name: str, description: str, params_json: str) -> ToolConcepts:
    positive, negative = split_negative(META.sub(" ", description))
    use_for = " ".join(s for s in re.split(r"(?<=[.;!?。；])\s*", positive) if USE_FOR.match(s))
    props = json.loads(params_json)
    param_text = " ".join(_gist(str(v.get("description", ""))) for v in props.values()
                          if isinstance(v, dict))
    named = concepts(f"{_split_name(name)} " + " ".join(_split_name(k) for k in props))
    described = concepts(positive)
    if not described:   # no description at all: the name is all a model has to go on
        described = named
    spelled = {w: concept_of(w) for w in words(f"{positive} {param_text} {_split_name(name)}")
               if w.isalpha()}
    return ToolConcepts(frozenset(described), frozenset(concepts(use_for)),
                        frozenset(concepts(param_text)), frozenset(named),
                        frozenset(concepts(negative) - concepts(_split_name(name)) - {"not"}),
                        tuple(sorted(spelled.items())),
                        actions(positive), actions(NOT_FOR_LEAD.sub(" ", negative)),
                        chinese_words(f"{positive} {param_text}"), _option_concepts(props),
                        bool(ABOUT_QUESTIONS.search(use_for)), frozenset(concepts(" ".join(_names_said(positive)))))


# A name a description says: capitalised words inside a sentence ("at Castle Gate Chess Club").
_NAME_RUN = re.compile(r"(?<=[a-z,;:'’] )(?:[A-Z][\w&'’-]*)(?:\s+(?:[A-Z][\w&'’-]*|&|of|the|and))*")


def _names_said(description: str) -> list[str]:
    return [m.group() for m in _NAME_RUN.finditer(description)]


# A "Use for" sentence about questions ("Use for any question about what a court costs",
# "用于回答价格问题") raises its tool for questions, not for a request to do something.
ABOUT_QUESTIONS = re.compile(r"\b(?:questions?|asks?|asking|enquir\w*|inquir\w*)\b|问题|询问|咨询", re.I)


# Options that say nothing about a domain ("all", "other", "none", "both"): grammar, not topic.
GENERIC_OPTIONS = {"all", "any", "both", "none", "other", "others", "yes", "no", "default", "unknown",
                   "misc", "standard", "normal", "regular", "custom", "auto"}


def _option_concepts(props: dict) -> tuple[frozenset[str], ...]:
    """The concepts of each string option a tool's enums offer (its items' enums too):
    a request that names one ("the south course", "five-a-side", 烫发 for `perm`) is about
    what the tool takes, even when no word of its description is said."""
    found = []
    for prop in _with_nested(props):
        for options in (prop.get("enum"), (prop.get("items") or {}).get("enum")
                        if isinstance(prop.get("items"), dict) else None):
            for option in options or ():
                label = str(option).replace("_", " ").replace("-", " ").strip().lower()
                if isinstance(option, str) and len(label) >= 3 and label not in GENERIC_OPTIONS:
                    meant = frozenset(concepts(label))
                    if meant and meant not in found:
                        found.append(meant)
    return tuple(found)


def _with_nested(props: dict) -> list[dict]:
    """The properties, and those of the objects they hold or list, one level down (an
    order's lines: `snack` with its options)."""
    out = []
    for prop in props.values():
        if not isinstance(prop, dict):
            continue
        out.append(prop)
        inner = prop.get("items") if isinstance(prop.get("items"), dict) else prop
        nested = inner.get("properties")
        if isinstance(nested, dict) and inner is not None:
            out += [p for p in nested.values() if isinstance(p, dict)]
    return out


def tool_concepts(tool: ToolSpec) -> ToolConcepts:
    return _tool_concepts(tool.name, tool.description, tool.signature)


@dataclass
class Fit:
    tool: ToolSpec
    score: float
    matched: set[str]
    clause: str | None = None  # set when the tool answers one question of several


@lru_cache(maxsize=1024)
def value_concepts(text: str) -> frozenset[str]:
    """What the values in a request say about its domain: "17 times 23" is arithmetic,
    "10 km in miles" is a unit conversion, "100 dollars in yuan" is about currencies."""
    from ..read import arithmetic, currencies, units
    words = []
    if arithmetic.find_expression(text):
        words.append("calculate calculator arithmetic math expression")
    if units.find_quantities(text):
        words.append("unit units convert conversion measurement")
    money = len(currencies.find_currencies(text)) >= 1 and re.search(r"\d|多少|how (much|many)", text)
    if money:
        words.append("currency money exchange convert")
    if ASKS_A_PRICE.search(text) and not money:   # "how much is 100 dollars in yuan?" converts
        words.append("price cost")
    if ASKS_IF_LEFT.search(text):
        words.append("stock available left")
    if re.search(r"[\w.+-]+@[\w-]+\.\w+", text):
        words.append("email")
    words += _date_concepts(text)
    from ..read import places
    if any(p.kind == "country" for p in places.find_places(text)):
        words.append("country")   # "德国 … 假期": a question about a country
    return frozenset(concepts(" ".join(words))) if words else frozenset()


# "How much are the …?", "how much for two?", "how much to hire …": a question of price (and not
# of an amount: "how much is left", "how much does it weigh"). Closed classes: the verbs and
# particles that follow "how much" when it asks what something costs.
ASKS_A_PRICE = re.compile(r"\bhow much\s+(?:is|are|r|was|were|would|will|does|do|did|'s|for|to|per|each|a)\b"
                          r"(?![^?.!]*\b(?:left|remain\w*|weigh\w*|there|in stock|hold|fit|take|use\w*)\b)|"
                          # 多少钱 / 几块钱 / 什么价 / 多少一斤: what it costs, in Chinese
                          r"多少钱|几块钱|几多钱|什么价|啥价|价钱|多少一(?:斤|公斤|千克|升|个|件|份|张|位|次)", re.I)


# 还有X吗, 有没有货, X还剩吗: a question whether something is still to be had (grammar words only:
# 还 "still", 有 "have", 货 "goods", 剩 "left", and the question particles).
ASKS_IF_LEFT = re.compile(r"还有(?!(?:别的|其他|其它|什么|谁|哪))[^，。,；;？?]{1,12}?(?:吗|么|嘛|没有)|有没有货|有货吗|还剩[^，。？?]{0,8}(?:吗|么|多少)|"
                          r"(?:还有|有)(?:没有)?货")


# A date with "by"/"before" in front of it (or 之前/以前/截止 after it) is a deadline.
DEADLINE = re.compile(r"\b(?:by|before|until|due)\s*$|^\s*(?:之前|以前|前|为止)|截止|到期\s*$", re.I)


def _date_concepts(text: str) -> list[str]:
    """A request that names a day is about something dated ("周五之前交报告": a deadline), so a
    tool "not for anything with a deadline" is ruled out and one that takes a date fits."""
    import datetime as dt
    from ..read import dates
    hits = dates.find_dates(text, dt.date(2000, 1, 1))   # only whether there is one: any day
    if not hits:
        return []
    found = ["date"]
    if any(DEADLINE.search(text[max(0, h.start - 8):h.start]) or DEADLINE.search(text[h.end:h.end + 4])
           for h in hits):
        found.append("deadline due")
    return found


SAME_ACTION = 0.6   # purchase/buy 1.0, book/schedule 0.8, schedule/plan 0.72; a rarer sense
                    # that no Chinese gloss confirms (add as "lend") does not count at all
RULED_OUT = 0.0     # a tool whose "Not for" names the request keeps no evidence for it
RULED_BY = 0.5      # ... named in other verbs: looser than the "Use for" side (siblings count)
HINT_WEIGHT = 0.26   # a hint alone passes the threshold only when two of its words fit
QUESTION = re.compile(r"[?？]|^\s*(?:what|when|where|which|who|how|is|are|do|does|can)\b|吗|呢|几|什么",
                      re.I)


@lru_cache(maxsize=1024)
def hinted_concepts(text: str) -> frozenset[str]:
    """Weak evidence, from the values of a statement: a day *and* a clock time ("Book the
    car service in two weeks at half past seven") put something in a calendar; sums of
    money are spent or paid. Weak, because another tool may fit such a request better; it
    decides only where nothing else does. (A question, "weather tomorrow at 3?", gives
    no hint.)"""
    import datetime as dt
    from ..read import currencies, dates
    if QUESTION.search(text):
        return frozenset()
    words = []
    if dates.find_times(text) and dates.find_dates(text, dt.date(2000, 1, 1)):
        words.append("event calendar appointment schedule")
    # sums of money in a statement ("记账：早餐18元，地铁4元") are money spent or paid
    if currencies.find_currencies(text) and re.search(r"\d", text):
        words.append("expense spend payment money budget cost")
    return frozenset(concepts(" ".join(words)))


# The rankings of recent (text, tool list) pairs. A loop sends the same question and the
# same tools at every step, and one request ranks them several times: each ranking is
# worked out once. Keyed by the tool specs' identity (they are interned per tool list,
# conversation.py); each entry holds its specs, so an id is never reused while cached.
_RANKED: OrderedDict[tuple, tuple[tuple[ToolSpec, ...], list[Fit]]] = OrderedDict()
_RANKED_SIZE = 256
_RANKED_LOCK = threading.Lock()


def rank_tools(text: str, tools: list[ToolSpec], aside: frozenset[str] | None = None) -> list[Fit]:
    """Every tool with its fit to `text`, best first (ties keep the request's tool order).
    `aside`: the whole request's circumstances, when `text` is one of its clauses."""
    key = (text, tuple(map(id, tools)), aside)
    with _RANKED_LOCK:                     # the server answers in several threads
        cached = _RANKED.get(key)
        if cached is not None:
            _RANKED.move_to_end(key)
    if cached is not None:
        fits = cached[1]
    else:
        fits = _rank_tools(text, tools, aside)
        with _RANKED_LOCK:
            _RANKED[key] = (tuple(tools), fits)
            if len(_RANKED) > _RANKED_SIZE:
                _RANKED.popitem(last=False)
    return [Fit(f.tool, f.score, set(f.matched), f.clause) for f in fits]   # callers' own copies


def forget_rankings() -> None:
    """Empty the rankings' cache (benchmarks time a loop's first step as a new question's)."""
    with _RANKED_LOCK:
        _RANKED.clear()


def _rank_tools(text: str, tools: list[ToolSpec], aside: frozenset[str] | None) -> list[Fit]:
    wanted = (concepts(_unquoted(text)) or concepts(text)) | value_concepts(text)
    clause = aside is not None   # one clause of a request: its circumstances may be all it says
    if aside is None:
        aside = circumstance_concepts(text)   # "after our climbing session": only says when
    if wanted - aside or clause:
        wanted = wanted - aside
    described = [tool_concepts(t) for t in tools]
    wanted = _read_past_typos(text, wanted, described)
    hints = hinted_concepts(text) - wanted
    asked = actions(_unquoted(text))
    tense = tense_concepts(text)
    chinese = bool(re.search(r"[\u4e00-\u9fff]", text))
    same = [same_actions(asked, d.actions, wanted & (d.described | d.params) |
                         {c for o in _options_named(wanted, d, set()) for c in o}, chinese) |
            shared_heads(text, d.zh_words) for d in described]
    df = {c: max(1, sum(c in d.described or c in d.params or c in s for d, s in zip(described, same)))
          for c in wanted | set().union(*same)}
    # an option several tools offer, or another tool's description names, is weaker evidence
    offered = {o: sum(o in d.options or all(_said(c, d.described | d.params) for c in o)
                      for d in described)
               for o in {o for d in described for o in d.options}}
    asks_which = bool(WH_QUESTION.search(text))
    asked_for = bool(REQUEST_FORM.search(text))   # "can you tell me who…": still a question
    stated = _when_stated(text)
    # "Use for any question about prices" raises its tool for a question, not for "Can you
    # pencil Dana in for Friday?" (a request in the form of a question) or a command
    not_a_question = not QUESTION.search(text) or bool(REQUEST_FORM.search(text))
    ordered, values = verb_object(text), value_concepts(text)
    everyones_name = frozenset.intersection(*(d.brand for d in described)) if described else frozenset()
    change = _ordered_change(text)
    # "Please cancel my subscription" beside tools none of which cancels: a search that
    # shares the request's topic (coffee) can't do what it orders
    undone = bool(change) and not any(_can_do(change, d) for d in described)
    fits = []
    for tool, d, linked in zip(tools, described, same):
        matched = wanted & (d.described | d.params)
        use_for = d.use_for if not (not_a_question and d.use_for_questions) else frozenset()
        score = sum(df[c] ** -0.5 * (1.5 if c in use_for else 1.0 if c in d.described
                                     else PARAMS_WEIGHT) for c in matched)
        score += sum(df[c] ** -0.5 * sure for c, sure in linked.items())
        score += NAME_WEIGHT * len(wanted & d.named)
        score += HINT_WEIGHT * len(hints & d.described)
        named = _options_named(wanted, d, matched)
        score += sum(OPTION_WEIGHT * offered[o] ** -0.5 for o in named)
        matched = matched | {c for o in named for c in o}
        # "Not for future swims" beside "Swims logged so far": what rules a request out is
        # what the "Not for" sentence adds (future), not the tool's own topic (swims)
        if _names_ruled_out(wanted | tense, d.not_for - d.described) or \
                ruled_out(asked - d.actions, d.not_actions - d.actions):
            score = min(score, RULED_OUT) - 1.0   # "Not for planning walks": this request is one
        else:
            score -= sum(1.0 for c in wanted & d.not_for)
        if ordered and aside & (d.described | d.params) and \
                _fits_by_verb_alone(ordered, matched | set(linked), d, values):
            score = min(score, VERB_ALONE)   # "book us a table" beside "Book climbers into a session"
        if named and asks_which and tool.writes and not linked:
            score -= OPTION_WEIGHT   # "which is cheaper, porcelain or terracotta?" asks, books nothing
        elif asks_which and not asked_for and tool.writes:
            # "主持人是谁？" asks who hosts; "Send a text to the presenter" answers no question
            score = min(score, THRESHOLD - 0.1)
        if len(tools) > 1 and matched and not linked and matched <= everyones_name:
            # "cancel my club membership" fits each Castle Gate Chess Club tool only by the
            # club's name: the name of the place says what all of them are about, not which
            score = min(score, THRESHOLD - 0.1)
        fits.append(Fit(tool, score, matched | set(linked)))
    for fit in fits:   # "Put Dana down for a court tomorrow at 18:30": of the tools that fit,
        if fit.score >= THRESHOLD:   # the one that takes the day and the hour
            fit.score += WHEN_WEIGHT * len(stated & _takes_when(fit.tool))
    if all(f.score < THRESHOLD for f in fits):
        _add_related_meaning(text, wanted, fits, described)
    # When no tool's words fit ("MU5101 为什么取消了？" beside "Live status of a flight"), a
    # value built like the example a tool shows is what a person goes by. It is shared out
    # when several tools show the same format (every order tool says "e.g. A-1024").
    # When words do fit, the same evidence only breaks ties ("What does article KB-103
    # say?": searching articles and opening one both fit; KB-103 is what the second takes).
    # (a fit by one parameter's word alone is weak: "running late" is no "priority run")
    weight = SHAPE_WEIGHT if all(f.score <= PARAMS_WEIGHT for f in fits) else TIE_WEIGHT
    shaped = [_shaped_values(f.tool, text) if weight == SHAPE_WEIGHT or f.score > 0 else set()
              for f in fits]
    for fit, shapes in zip(fits, shaped):
        for shape in shapes:
            fit.score += weight / sum(shape in s for s in shaped)
    for fit in fits:
        if undone:   # no value shaped like a tool's makes it do what none of them does
            fit.score = min(fit.score, THRESHOLD - 0.1)
        fit.score = round(fit.score, 3)
    return sorted(fits, key=lambda f: -f.score)


# The verbs of a change a request can order, whatever it changes (a closed class of actions)
CHANGES = frozenset({"cancel", "refund", "delete", "remove", "unsubscribe", "return", "withdraw",
                     "terminate", "revoke", "retract", "erase", "end", "stop", "close"})
ZH_ORDER = re.compile(r"(?:帮我|请你?|麻烦你?|给我)(?:把[^，。！？,.!?]{1,12}?)?([\u4e00-\u9fff]{1,4})")


def _can_do(change: frozenset[str], d: ToolConcepts) -> bool:
    """Does the tool do the change ordered, in its words or in others (撤回 "revoke" beside
    "Withdraw a song request"), and not rule it out?"""
    if change & d.not_actions:
        return False
    offered = d.actions | d.named
    if change & offered or offered & CHANGES:   # an undoing verb of its own: cancel, withdraw …
        return True
    if not offered:
        return False
    found = index(frozenset(offered))
    return any(sure >= SAME_ACTION and how != "kind"
               for _, sure, how in (closest(verb, found) for verb in change))


@lru_cache(maxsize=2048)
def _ordered_change(text: str) -> frozenset[str]:
    """The change a request orders, undoing something ("cancel my subscription", 帮我把钱退了):
    the verb of its order, not a verb of a clause that says what happened before (我们买的)."""
    from .request_object import LEAD
    for clause in re.split(r"[,;:?!.]\s*", text):   # the verb the first order opens with
        m = re.match(rf"\s*{LEAD}([a-z]+)\b", clause, re.I)
        verb = concept_of(m.group(1).lower()) if m else ""
        if verb in CHANGES:
            return frozenset({verb})
        if verb and actions(m.group(1)):   # "Add three tasks: …, cancel the gym …" orders an add
            return frozenset()
    if re.search(r"[\u4e00-\u9fff]", text):
        ordered = set()
        for m in ZH_ORDER.finditer(text):
            ordered |= actions(m.group(1)) & CHANGES
        return frozenset(ordered)
    return frozenset()


WHEN_WEIGHT = 0.3   # per kind of moment (a day, a clock time) the request states and the tool takes


def _when_stated(text: str) -> frozenset[str]:
    """The kinds of moment a request states: {"date", "time"}."""
    import datetime as dt
    from ..read import dates
    found = set()
    if dates.find_dates(text, dt.date(2000, 1, 1)):
        found.add("date")
    if dates.find_times(text):
        found.add("time")
    return frozenset(found)


def _takes_when(tool: ToolSpec) -> frozenset[str]:
    """The kinds of moment a tool's parameters take ("datetime" takes both; a pattern a
    day or a clock time fits, `^\\d{2}:\\d{2}$`, takes that)."""
    from ..read.extract import kind_by_pattern
    from ..read.kinds import kind_of
    kinds = {kind_of(name, prop) for name, prop in tool.properties.items() if isinstance(prop, dict)}
    kinds |= {kind_by_pattern(prop["pattern"]) for prop in tool.properties.values()
              if isinstance(prop, dict) and isinstance(prop.get("pattern"), str)}
    return frozenset(k for k in ("date", "time") if k in kinds or "datetime" in kinds)


VERB_ALONE = 0.4   # below THRESHOLD: a verb whose object the tool never speaks of is no fit


def _fits_by_verb_alone(ordered: tuple[str, str], matched: set[str], d: ToolConcepts,
                        values: frozenset[str]) -> bool:
    """Does the tool fit only by the request's verb, while the verb's object is a thing the
    tool never speaks of ("after our climbing session, book us a table" beside a tool that
    books climbing sessions: the session only says when)?"""
    verb, noun = (concept_of(w) for w in ordered)
    if verb not in matched or matched - values - {verb}:
        return False
    said = d.described | d.params | d.named | {c for o in d.options for c in o}
    from ..read.taxonomy import same_usual_sense
    return noun not in said and not any(same_usual_sense(noun, c) for c in said if c.isalpha())


OPTION_WEIGHT = 0.5    # a named option alone fits its tool, as a description word does
# A question that asks for a fact ("which…?", "how much…?", 哪个…？): an option it names
# supports a look-up, not a change (a grammar word class, not a domain's words).
WH_QUESTION = re.compile(r"^\s*(?:which|what|who|how|where|when|why)\b.*[?？]\s*$|"
                         r"(?:哪|什么|多少|几|谁|怎么)[^。！!]*[?？]\s*$", re.I | re.S)


def _options_named(wanted: set[str], d: ToolConcepts, matched: set[str]) -> list[frozenset[str]]:
    """The tool's options whose every concept the request says, except those its description
    already accounts for (they would count twice)."""
    return [o for o in d.options if all(_said(c, wanted) for c in o) and not o <= matched]


def _said(concept: str, wanted: set[str]) -> bool:
    """The concept, or a longer form of it the lemmas missed ("indoors" for `indoor`)."""
    return concept in wanted or (len(concept) >= 4 and any(
        w.startswith(concept) and len(w) - len(concept) <= 2 for w in wanted))


TRANSLATED = 0.6   # two verbs one Chinese word glosses both, when other words already fit


def same_actions(asked: frozenset[str], offered: frozenset[str],
                 matched: set[str], translated: bool = False) -> dict[str, float]:
    """{request concept: how surely} for the request's verbs that mean what one of the
    tool's verbs means, in other words ("purchase" for "Buy", "call off" for "Cancel"):
    scored as the word itself, a little less surely for a rarer sense
    (read/verb_senses.py). One verb a kind of the other ("book" for "Schedule") only
    supports a tool that other words of the request already fit: alone it is too loose
    ("list" is a kind of "register"); so do, for a Chinese request (`translated`: its
    verbs are a dictionary's glosses), two verbs that WordNet keeps apart but one Chinese
    word glosses both (定: "to book; to order"). A verb the tool already says counts once."""
    if not asked or not offered:
        return {}
    offered_index = index(offered)
    found = {}
    for verb in sorted(asked):
        concept = concept_of(verb)
        if concept in matched or verb in offered:
            continue
        _, sure, how = closest(verb, offered_index)
        if how == "kind" and not matched:
            continue
        if not sure and translated and matched and \
                any(confirmed_synonyms(verb, other) for other in offered):
            sure = TRANSLATED   # 订 "to order" beside "Book …": 定 glosses both ("to book; to order")
        if sure >= SAME_ACTION and sure > found.get(concept, 0.0):
            found[concept] = sure
    return found


def _names_ruled_out(wanted: set[str], not_for: frozenset[str]) -> bool:
    """Does the request name what a "Not for" sentence rules out, in its words or in another
    word of the same usual sense ("What would it cost?" beside "Not for prices")?"""
    if not not_for:
        return False
    if wanted & not_for:
        return True
    from ..read.taxonomy import same_usual_sense
    return any(same_usual_sense(c, n) for c in wanted if c.isalpha() for n in not_for if n.isalpha())


def ruled_out(asked: frozenset[str], not_for: frozenset[str]) -> bool:
    """Does the request ask for what a "Not for" sentence names ("Not for planning or
    scheduling walks" beside "arrange a walk", "安排一次遛狗")? Read with the same verb
    meanings as the "Use for" side, and a little more loosely: two kinds of one narrow
    sense count too, since wrongly ruling a tool out costs less than wrongly calling it."""
    if not asked or not not_for:
        return False
    ruled = index(not_for)
    return any(verb in not_for or closest(verb, ruled, siblings=True)[1] >= RULED_BY
               or any(confirmed_synonyms(verb, other) for other in not_for)
               for verb in asked)


@lru_cache(maxsize=1024)
def tense_concepts(text: str) -> frozenset[str]:
    """"next Friday", "明天": a request about the future; "yesterday", "上周三": about the
    past. Read from a relative date (one that moves with "today"), whatever today is: a
    tool "not for future walks" is ruled out for "walk Rex next Friday"."""
    import datetime as dt
    from ..read import dates
    day, week_later = dt.date(2000, 1, 1), dt.date(2000, 1, 8)
    found = set()
    for one, other in zip(dates.find_dates(text, day), dates.find_dates(text, week_later)):
        if (other.date - one.date).days == 7 and one.date != day:   # relative, not "Dec 3"
            found.add("future" if one.date > day else "past")
    june, august = dt.date(2000, 6, 15), dt.date(2000, 8, 15)    # "next month", "上个月"
    for one, other in zip(dates.find_months(text, june), dates.find_months(text, august)):
        if other.month - one.month == 2 and one.month != june.month:
            found.add("future" if one.month > june.month else "past")
    return frozenset(concepts(" ".join(found)))


def _read_past_typos(text: str, wanted: set[str], described: list[ToolConcepts]) -> set[str]:
    """"cancel my resevation": a word that is no English word, near one of the tools' own
    words, counts as that word (decide/typos.py). Only for choosing the tool."""
    from .typos import corrected_concepts
    vocabulary = dict(pair for d in described for pair in d.spelled)
    typos = corrected_concepts(_unquoted(text), vocabulary)
    if not typos:
        return wanted
    return (wanted - {concept_of(w) for w in typos}) | set(typos.values())


def _add_related_meaning(text: str, wanted: set[str], fits: list[Fit],
                         described: list[ToolConcepts]) -> None:
    """No tool's words fit: a request word close in meaning to a description's word
    ("yoga" and "exercise") is weaker evidence (decide/related_meaning.py)."""
    from .related_meaning import related_evidence
    unmatched = wanted - set().union(*(d.described | d.params for d in described))
    if not unmatched:
        return
    evidence = related_evidence(_unquoted(text), unmatched, described, [f.tool.description for f in fits])
    for fit, (gain, linked) in zip(fits, evidence):
        fit.score += gain
        fit.matched |= linked


QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|《[^》]*》|‘[^’]*’")


def _unquoted(text: str) -> str:
    """The request without what it quotes: 把“交水电费”加到待办 asks to add a task; the
    quoted words are the task's title, not what the user wants done."""
    return QUOTED.sub(" ", text)


def _shaped_values(tool: ToolSpec, text: str) -> set[str]:
    """`shape:<format>` for each example format of the tool's properties that the text
    holds a value of: the tool says "by its flight number, e.g. 'LH 2203'", the user
    writes MU5101 (the format "AA 9999")."""
    from ..read.extract import example_in, fits_pattern, shape, shaped_like
    found = set()
    for prop in tool.properties.values():
        if not isinstance(prop, dict):
            continue
        example = example_in(prop.get("description", ""))
        if example and shaped_like(example, text):
            found.add(f"shape:{shape(example)}")
        elif prop.get("pattern") and fits_pattern(prop["pattern"], text):
            found.add(f"pattern:{prop['pattern']}")
    return found


# Where one question ends and the next begins: "Where is my order, and what is your return
# policy?". ("…and tell him X" continues the same request: "tell" starts no question.)
CLAUSES = re.compile(r"[?？。；;]\s*|,?\s+and\s+(?=(?:what|where|when|how|why|which|who|is|are|can|could|"
                     r"do|does|also)\b)|，?(?:还有|以及|另外)", re.I)


def pick_tools(text: str, tools: list[ToolSpec]) -> list[Fit]:
    """The tools a request needs. A request of several questions ("Where is my order, and
    what is your return policy?") needs each question's tools."""
    from ..read.conjuncts import commands   # "Cancel X and email Y": a command each
    change = _ordered_change(text)
    able = {t.name for t in tools if change and _can_do(change, tool_concepts(t))}
    if change and not able:
        return []   # "帮我把钱退了" where no tool refunds: none of them is what it asks
    clauses = [c for part in CLAUSES.split(text) for c in commands(part) if concepts(c)]
    aside = circumstance_concepts(text)
    ranked = {c: rank_tools(c, tools, aside) for c in clauses} if len(clauses) >= 2 else {}
    chosen = _pick(rank_tools(text, tools), ignore=_only_stated(text), values=value_concepts(text),
                   siblings=_sense_siblings(text))
    if able and any(f.tool.name in able for f in chosen):
        # "请帮我取消储物柜租用": the tool that cancels, not a search that shares its topic
        # (a look-up it needs first is the chain's business, policy.py)
        chosen = [f for f in chosen if f.tool.name in able]
    if len(clauses) < 2:
        return chosen
    names = {f.tool.name for f in chosen}
    for clause in clauses:
        for fit in _pick(ranked[clause])[:1]:
            if fit.tool.name not in names:
                chosen.append(fit)
                names.add(fit.tool.name)
    if len(chosen) < 2:
        return chosen   # one tool answers the whole request ("When did I go kayaking? Look in my diary")
    for fit in chosen:  # each tool answers the question it fits best
        scores = {c: next(f.score for f in ranked[c] if f.tool is fit.tool) for c in clauses}
        fit.clause = max(clauses, key=lambda c: scores[c]) if max(scores.values()) > 0 else None
    return chosen


# A clause that tells rather than asks: "the monitor arrived broken", "because it was
# late", "因为屏幕坏了". It gives the reason for the request, and asks for no tool of its own.
_STATEMENT = re.compile(r"^\s*(?:(?:because|since|as|when)\b|(?:the|my|our|it|this|that|these|"
                        r"those|he|she|they|his|her|their)\s+(?!(?:want|need|would|'d)\b)\w+)|"
                        r"^\s*因为", re.I)
_ASKS = re.compile(r"[?？]|\b(?:please|can you|could you)\b|吗|呢|请|帮", re.I)
_TELLING_SPLIT = re.compile(r"[,;，；]\s*|\s+(?=because\b)", re.I)


def _only_stated(text: str) -> set[str]:
    """Concepts said only in clauses that tell rather than ask: they choose no extra tool."""
    parts = [p for p in _TELLING_SPLIT.split(text) if p.strip()]
    if len(parts) < 2:
        return set()
    told = [p for p in parts[1:] if _STATEMENT.match(p) and not _ASKS.search(p)]
    asked = [p for p in parts if p not in told]
    return set().union(*(concepts(p) for p in told)) - set().union(*(concepts(p) for p in asked))


@lru_cache(maxsize=256)
def _sense_siblings(text: str) -> dict[str, frozenset[str]]:
    """For each concept of a Chinese word of the text, the word's other concepts: 留言 is
    "message" and "leave (a message)", one thing said, not two."""
    if not re.search(r"[\u4e00-\u9fff]", text):
        return {}
    from ..read.zh import cut
    out: dict[str, frozenset[str]] = {}
    for word in cut(text):
        senses = frozenset(concepts(word)) if re.search(r"[\u4e00-\u9fff]", word) else frozenset()
        for c in senses:
            out[c] = out.get(c, frozenset()) | senses
    return out


def _pick(ranked: list[Fit], ignore: set[str] = frozenset(),
          values: frozenset[str] = frozenset(), siblings: dict | None = None) -> list[Fit]:
    """The best fit, plus others that cover *other* parts of the request (not the parts
    that only give its reason: `ignore`). What kind of value the request holds (`values`:
    a date, an email address) is covered by a chosen tool that takes such a value: "book
    the dentist on Friday" needs no second tool for "a date"."""
    fits = [f for f in ranked if f.score >= THRESHOLD]
    if not fits:
        return []
    chosen, covered = [fits[0]], set(fits[0].matched) | (values & tool_concepts(fits[0].tool).named)
    weights = {c: 1 / max(1, sum(c in f.matched for f in fits)) for f in fits for c in f.matched}
    for fit in fits[1:]:
        # (a concept is no new part when another sense of its word is covered: 留言's "leave")
        new = {c for c in fit.matched - covered - ignore
               if not (siblings or {}).get(c, frozenset()) - {c} & covered}
        if sum(weights[c] for c in new) >= THRESHOLD and fit.score >= 0.6 * fits[0].score:
            chosen.append(fit)
            covered |= fit.matched | (values & tool_concepts(fit.tool).named)
    return chosen
