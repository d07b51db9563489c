"""Pointing at things a tool returned: "the first one", "the task about the dentist", "它".

A list comes back (tasks, emails, files); the next call needs one item of it. A model
picks the item the user means — by position ("the second", "第二封", "the last one") or by
what it is called ("the one about the dentist") — and when nothing in the request singles
one out, it does not pick one at random before a write: it asks.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from ..read import text as T
from ..read.comparatives import FIELD_HINTS, field_for, superlative
from ..read.conditions import meeting
from .qualifiers import narrowed

ORDINALS_EN = {"first": 0, "1st": 0, "top": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2,
               "fourth": 3, "4th": 3, "fifth": 4, "5th": 4, "last": -1, "latest": 0,
               "newest": 0, "most recent": 0}
ZH_DIGITS = "一二三四五六七八九十"
# Question words and the noun they ask for: grammar, in both languages.
ASKED_EN = re.compile(r"\b(?:which|what|whose)\s+[A-Za-z]+", re.I)
ASKED_ZH = re.compile(r"哪个|哪|哪家|哪位|哪条|哪间|什么|几|多少")
POSSESSIVE = re.compile(r"(?<=[A-Za-z])['’]s\b")
NAME_FIELDS = ("title", "name", "subject", "summary", "label", "filename", "file", "path",
               "description", "text", "content", "body", "from", "sender", "author")


def ordinal(question: str) -> int | None:
    """The position the user points at (0-based; -1 is the last), if any."""
    lowered = question.lower()
    m = re.search(r"\b(first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|last|latest|"
                  r"newest|most recent)\b(?!\s+(?:day|night|week|month|year|time|quarter)s?\b)"
                  r"(?:\s+(?:one|item|result|entry|of them|\w+))?", lowered)
    if m:
        return ORDINALS_EN[m.group(1)]
    m = re.search(r"\b(?:number|no\.?|#)\s*(\d{1,2})\b", lowered)
    if m and not re.search(r"\b(task|id|order)\s*#?\s*\d", lowered):
        return int(m.group(1)) - 1
    # "第二天", "第三周": a position in time (the second day of a trip), not in a list
    m = re.search(r"第\s*([一二三四五六七八九十\d]++)\s*(?!天|日|周|星期|年|月|次|晚|夜|季|期|小时|分钟)"
                  r"(?:个|条|封|项|本|份|篇|件)?", question)
    if m:
        token = m.group(1)
        return int(token) - 1 if token.isdigit() else ZH_DIGITS.index(token[-1]) if len(token) == 1 \
            else 9 + ZH_DIGITS.index(token[-1]) + 1
    if re.search(r"最后一|最新的|最近的", question):
        return -1 if "最后" in question else 0
    return None


def item_text(item: Any) -> str:
    """What an item is called: its title, name, subject... (else all its short strings)."""
    if not isinstance(item, dict):
        return str(item)
    named = [str(item[k]) for k in item if k.lower() in NAME_FIELDS and item[k]] + _listed_names(item)
    if named:
        return " ".join(named)
    return " ".join(str(v) for v in item.values() if isinstance(v, str) and len(v) < 200)


def _listed_names(item: dict) -> list[str]:
    """The short strings of an item's lists: who or what it holds ("cats": ["Mochi",
    "Biscuit"], "dogs": ["豆豆"]), each a name the request may single it out by."""
    return [v for value in item.values() if isinstance(value, list)
            for v in value if isinstance(v, str) and 0 < len(v) <= 40]


NAME_KEYS = ("title", "name", "subject", "label", "filename", "path")


def _names(item: Any) -> list[str]:
    """What an item is called, each on its own: its title, its name (not its author)."""
    if not isinstance(item, dict):
        return [str(item)]
    return [str(item[k]) for k in item if _names_it(k) and item[k]] + _listed_names(item)


# A name in another language ("name_zh", "title_en"), or the thing's own name ("product_name");
# not a person's beside it ("author_name", "owner_name").
_NAME_VARIANT = re.compile(r"^(?:title|name|label)[_-][a-z]{2}$|^(?!(?:author|owner|customer|user|"
                           r"contact|client|member|staff|agent|sender|recipient)_)[a-z]+_(?:name|title)$")


def _names_it(key: str) -> bool:
    key = key.lower()
    return key in NAME_KEYS or bool(_NAME_VARIANT.match(key))


def _shared_run(question: str, name: str) -> int:
    """How much of an item's name the question writes as it is: the words (or, in
    Chinese, the characters) of the runs of two or more it shares with the name
    ("Pinch Me Gently" shares 3 words with "Pinch Me Gently (sit start)", 2 with "Pinch
    Me Harder"; 不锈钢的喷烟器 shares 不锈钢 and 喷烟器 with 不锈钢喷烟器（大号）)."""
    from difflib import SequenceMatcher
    if T.has_cjk(name):   # characters of Chinese only: "md" of a file name is no shared run
        a, b = (re.sub(r"[^\u4e00-\u9fff]+", "|", t) for t in (question, name))
        if not T.has_cjk(a):
            return 0
    else:
        a, b = ([w for w in re.findall(r"[a-z0-9]+", t.lower()) if w not in T.STOPWORDS]
                for t in (question, name))   # "the customer" shares no name with "from the customer"
    blocks = SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
    return sum(m.size for m in blocks if m.size >= 2 and "|" not in a[m.a:m.a + m.size])


def _written_whole(name: str, question: str) -> bool:
    """Is the name in the question as a whole ("Dune" in "Is Dune in?", not in "Dunes")?"""
    if len(name) < 2 or len(name) < 3 and not T.has_cjk(name):
        return False
    if T.has_cjk(name):
        return name in question
    return re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", question.lower()) is not None


def _similarity(question: str, item: Any, ignore: set[str]) -> float:
    """How well the question describes the item: shared concepts (bilingual) and fuzzy
    string similarity of the names, 0..1."""
    from rapidfuzz import fuzz
    name = item_text(item)
    wanted = T.concepts(question) - ignore
    have = T.concepts(name)
    shared = len(wanted & have) / max(1, min(len(wanted), len(have))) if wanted and have else 0.0
    fuzzy = fuzz.token_set_ratio(question.lower(), name.lower()) / 100 if not T.has_cjk(question) \
        else fuzz.partial_ratio(question, name) / 100
    # A name written out whole in the request ("Dune", not "Dune Messiah") is the one meant.
    whole = 0.3 if any(_written_whole(n, question) for n in _names(item) or [name]) else 0.0
    return max(shared, fuzzy * 0.9 if fuzzy >= 0.6 else 0.0) + whole


def pick_item(question: str, items: list, ignore: set[str] = frozenset(),
              today: dt.date | None = None) -> Any | None:
    """The item of a list the question singles out, or None when nothing does.

    `ignore`: concepts that only say what kind of thing it is ("task", "email"), which every
    item shares and which therefore single nothing out. `today`: what a date without a
    year ("on December 9") is read against.

    In turn: a position ("the second"); a superlative over the field it fits ("the newest"
    by date, "the cheapest" by price), among the items the question names; the one item
    the question names; of several named alike, the one its time, part of the day or
    another value singles out, or its date (qualifiers.py); else the clearly most similar name.
    """
    if not items:
        return None
    question = POSSESSIVE.sub("", question)   # "Nala's visit" is about Nala
    records = [i for i in items if isinstance(i, dict)]
    # "whichever washer is free", "a room for 40", "有名额的": first the items that meet
    # what the request says of them, then the pick among those (conditions.py)
    kept = meeting(question, items)
    if kept is not None and len(kept) < len(items):
        if not kept:
            return None
        items = records = kept
        if len(items) > 1 and ANY_ONE.search(question):
            return items[0]   # "a heated bay": any that meets it will do; the first listed
    # "周六上午那节", "the 19:30 one": the day, the clock time or the part of the day the
    # request gives settles which before any word of a name does (a gloss may mislead)
    if len(records) == len(items) and len(items) > 1:
        when = narrowed(question, items, NAME_KEYS, by_values=False, today=today)
        # ... unless it leaves out every item the request plainly names (English words of an
        # English name, a name written whole): then no item fits both, and none is picked
        plain = T.concepts(_without_when(question, today)) - ignore if not T.has_cjk(question) else set()
        named = [it for it in items if any(_written_whole(n, question) for n in _names(it))
                 or plain & T.concepts(item_text(it))]
        if 0 < len(when) < len(items) and (not named or any(it in named for it in when)):
            items = records = when
    # "Pippa's last walk", "豆豆上次的": the items the request names outright come first;
    # a position or a superlative then picks among them
    named = [it for it in items if any(_written_whole(n, question) for n in _names(it))]
    if not named:   # "Pinch Me Gently" for "Pinch Me Gently (sit start)": most of the name
        runs = [max((_shared_run(question, n) for n in _names(it)), default=0) for it in items]
        named = [it for it, run in zip(items, runs) if run and run == max(runs)]
    if 0 < len(named) < len(items):
        items, records = named, [i for i in named if isinstance(i, dict)]
    way, hint = superlative(question)   # "the cheapest one", "最早的那班", "the newest"
    # "the latest", "最近的": by the date the items carry, if they do; else their order
    dated = way and hint in ("date", "time", "distance") and len(records) == len(items) and \
        _ranked(records, way, hint, question) is not None
    position = ordinal(question)
    if position is not None and not dated and -len(items) <= position < len(items):
        return items[position]
    if len(items) == 1:
        return items[0]
    # One item shares a distinctive concept with the request and no other does: that one.
    # (A date or a clock time says when, not what: its "3" of "3 December" names no "W-3".)
    naming = _without_when(question, today)
    wanted = T.concepts(naming) - ignore
    sharing = [it for it in items if wanted & T.concepts(item_text(it))]
    pool = sharing if sharing and len(records) == len(items) else items
    if len(records) == len(items):   # "my oldest *open* request": a state the items share
        pool = with_named_state(naming, pool)
    if way and len(records) == len(items):
        best = _ranked(pool, way, hint, question)
        if best is not None:
            return best
    if len(sharing) == 1:
        return sharing[0]
    # Several named alike (or none named): which by their time, part of day, another value.
    left = narrowed(question, pool, NAME_KEYS, by_values=len(sharing) >= 2, today=today)
    if len(left) == 1:
        return left[0]
    if len(left) < len(pool):   # narrowed, not to one: the one the request describes most
        shared = sorted(((len(wanted & T.concepts(item_text(it))), i) for i, it in enumerate(left)),
                        reverse=True)
        if shared[0][0] > shared[1][0]:
            return left[shared[0][1]]
    scores = sorted(((_similarity(naming, it, ignore), i) for i, it in enumerate(items)),
                    reverse=True)
    best, runner_up = scores[0], scores[1]
    if best[0] >= 0.5 and best[0] - runner_up[0] >= 0.15:
        return items[best[1]]
    return None


# "a heated bay", "any covered one", "随便一间": the request wants one, not a given one
ANY_ONE = re.compile(r"\b(?:a|an|any)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\b|随便|任意|任何一", re.I)


def with_named_state(question: str, records: list[dict]) -> list[dict]:
    """The records whose state the question names: a field whose short values repeat across
    the list (status open / closed, 状态 已完成 / 进行中) and one of whose values the question
    says outright ("my oldest open request", "未付款的订单"). Otherwise all of them."""
    lowered = question.lower()
    for key in records[0] if records else {}:
        values = [r.get(key) for r in records]
        if not all(isinstance(v, str) and 0 < len(v) <= 20 and len(v.split()) <= 2 for v in values):
            continue
        if len(set(values)) < 2 or len(set(values)) == len(values):
            continue   # one value for all, or a name for each: no state
        named = {v for v in set(values) if _says(lowered, v.lower())}
        if named and len(named) < len(set(values)):
            return [r for r in records if r.get(key) in named]
    return records


def _says(question: str, value: str) -> bool:
    if T.has_cjk(value):
        return value in question
    return re.search(rf"(?<![\w-]){re.escape(value.replace('_', ' '))}(?![\w-])", question) is not None


# "the two cheapest", "the first three", "top 3", "最便宜的两个", "前两家": how many items are
# picked. Number words are grammar; ranks beyond ten are written in digits.
_EN_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
              "nine": 9, "ten": 10, "both": 2}
_EN_COUNTED = re.compile(r"\b(?:the\s+)?(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+"
                         r"(?:(?:most|least)\s+\w+|\w+est|first|last|top|best|latest|newest|oldest)\b|"
                         r"\b(first|top|last)\s+(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b",
                         re.I)
_ZH_COUNTED = re.compile(r"(?:前|最后|后)\s*([两二三四五六七八九十]|\d{1,2})\s*[个家条本辆间位封项件份张款套]?|"
                         r"最\w{1,4}的\s*([两二三四五六七八九十]|\d{1,2})\s*[个家条本辆间位封项件份张款套]")


def counted(question: str) -> int | None:
    """How many items the question picks ("reserve the two cheapest"), if more than one."""
    m = _EN_COUNTED.search(question)
    if m:
        word = (m.group(1) or m.group(3)).lower()
        n = int(word) if word.isdigit() else _EN_COUNTS[word]
        return n if n >= 2 else None
    m = _ZH_COUNTED.search(question)
    if m:
        word = m.group(1) or m.group(2)
        n = int(word) if word.isdigit() else 2 if word == "两" else ZH_DIGITS.index(word) + 1
        return n if n >= 2 else None
    return None


def pick_items(question: str, items: list, today: dt.date | None = None) -> list | None:
    """The items a question picks by a count ("the two cheapest", "the first three",
    "前两个"), in order; None when it names no count or the list is no longer than it."""
    n = counted(question)
    if n is None or n >= len(items):
        return None
    records = [i for i in items if isinstance(i, dict)]
    way, hint = superlative(question)
    if way and len(records) == len(items):
        field = field_for(records, hint, T.concepts(question), T.concepts)
        if field and all(isinstance(r.get(field), (int, float, str)) for r in records):
            try:
                return sorted(records, key=lambda r: r[field], reverse=way == "max")[:n]
            except TypeError:
                return None
    lowered = question.lower()
    if re.search(r"\blast\b|最后|后\s*[两二三四五六七八九十\d]", lowered) and "前" not in lowered:
        return items[-n:]
    if re.search(r"\b(?:first|top)\b|前", lowered):
        return items[:n]
    return None


def _without_when(question: str, today: dt.date | None) -> str:
    """The words of the question that can name an item: its dates, clock times and counts
    blanked out (they say when and how many), and the noun a question word asks for ("which *hall*", "哪个*厅*":
    the field wanted, not the item)."""
    from ..read.dates import find_dates, find_times
    from ..read.counts import counted
    spans = [(h.start, h.end) for h in find_dates(question, today or dt.date(2026, 1, 1))]
    spans += [(h.start, h.end) for h in find_times(question)]
    # "for 3 hours", "两个人": a number written with what it counts is how many, no name
    # (the 3 of "3 hours" names no "SN-3")
    spans += [(c.start, c.end) for c in counted(question) if (c.things or c.people)
              and not any(s <= c.start < e for s, e in spans)]   # "for 2 of us" names no K-2
    for start, end in sorted(spans, reverse=True):
        question = question[:start] + " " + question[end:]
    question = ASKED_EN.sub(" ", question)
    if T.has_cjk(question):
        from ..read.zh import cut
        words, kept = cut(question), []
        for i, word in enumerate(words):
            if not (i and ASKED_ZH.fullmatch(words[i - 1])) and not ASKED_ZH.fullmatch(word):
                kept.append(word)
        question = "".join(kept)
    return question


def _ranked(records: list[dict], way: str, hint: str, question: str) -> dict | None:
    """The record that comes first by the field a superlative is about ("the newest" → the
    latest date), or None if no field of every record fits. "最近的" is the nearest by
    distance where there is one, else the most recent."""
    if not records:
        return None
    field = field_for(records, hint, T.concepts(question), T.concepts)
    if hint == "distance" and (field is None or not re.search(FIELD_HINTS["distance"], field, re.I)):
        way, field = "max", field_for(records, "date", set(), T.concepts)
    elif hint == "date" and field is not None and not _timeish(records[0].get(field)):
        field = None   # "the newest" is about a date, never the first number of a record
    if not field or any(r.get(field) is None for r in records):
        return None
    pick = max if way == "max" else min
    if hint in ("time", "date") and _timeish(records[0].get(field)):
        # "the earliest slot on Friday": by the day, then by the hour (a date alone ties)
        from .qualifiers import clock_of, date_of
        return pick(records, key=lambda r: (date_of(r) or dt.date.min, clock_of(r) or (0, 0)))
    try:
        return pick(records, key=lambda r: r[field])
    except TypeError:
        return None


def _timeish(value: Any) -> bool:
    return isinstance(value, str) and re.match(r"\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}", value) is not None


def find_value(value: Any, key: str) -> Any:
    """The first value stored under `key` anywhere in a result (lists: top item first)."""
    if isinstance(value, dict):
        if key in value and not isinstance(value[key], (dict, list)):
            return value[key]
        for v in value.values():
            found = find_value(v, key)
            if found is not None:
                return found
    if isinstance(value, list):
        for v in value:
            found = find_value(v, key)
            if found is not None:
                return found
    return None


def value_for(name: str, source: Any) -> Any:
    """The value an argument called `name` takes from a result: the same key, or `id` inside
    a result about that thing (`task_id` ← a task's `id`)."""
    found = find_value(source, name)
    if found is None and (name.endswith("_id") or name.endswith("Id") or name == "id"):
        found = find_value(source, "id")
    if found is None and name.endswith("_id"):   # email_id ← an email's `message_id`...
        stem = name.removesuffix("_id")
        if isinstance(source, dict):
            found = next((v for k, v in source.items() if k.endswith("_id") and stem in k), None)
    return found
