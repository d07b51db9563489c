"""What is left of a request once the words that picked an item have done their work.

"Sign Mia up for the earliest swimming class on Saturday": "earliest swimming class"
chose the class from the list; it is no child's name. When a call takes an id from the
item picked out of a result, its other arguments come from the rest of the request: the
words that describe that item (its name, its title, the superlative that chose it) are
left out, so they cannot be read as a value of something else.
"""

from __future__ import annotations

import re
from typing import Any

from ..read import text as T
from ..read.comparatives import direction
from .references import item_text

WORD = re.compile(r"[A-Za-z][\w'’-]*")
# Where a change command turns from the item to its new value: "move the 3pm one | to 4pm",
# "把遛旺财的那次改到 | 下午四点". Grammar (a preposition, a verb + result complement), not a
# domain's vocabulary.
CHANGE_TO = re.compile(r"\b(?:to|into|until|till)\b|(?:改|换|挪|移|推迟|推后|提前|调|调整|延长|延|续|"
                       r"变|设|定|转)(?:成|为|到|在)|延期到", re.I)


def picked_records(results: list, args: dict) -> list[dict]:
    """The listed records that the arguments were taken from (they hold one of its ids)."""
    from ..read.results import items_of
    wanted = [v for v in args.values() if isinstance(v, (str, int)) and not isinstance(v, bool)]
    out = []
    for result in results:
        for record in items_of(result) or []:
            if isinstance(record, dict) and len(items_of(result)) >= 2 and \
                    any(v in record.values() for v in wanted):
                out.append(record)
    return out


def describes(value: Any, records: list[dict], question: str) -> bool:
    """Was a value read from the words that describe a picked item ("earliest swimming
    class" for a child's name)?"""
    if not isinstance(value, str) or not records:
        return False
    said = T.concepts(value)
    _, word, _ = direction(question)
    return bool(said & _item_concepts(records)) or bool(word) and word.lower() in value.lower()


def without_item_words(question: str, records: list[dict]) -> str:
    """The question without the words that name or rank the picked items."""
    meant = _item_concepts(records)
    _, ranking, _ = direction(question)

    def keep(word: str) -> bool:
        if ranking and word.lower() == ranking.lower():
            return False
        have = T.concepts(word)
        return not have or not have <= meant

    if T.has_cjk(question):
        from ..read.zh import cut
        kept = "".join(w for w in cut(question) if keep(w) and not (ranking and ranking in w))
    else:
        kept = WORD.sub(lambda m: m.group(0) if keep(m.group(0)) else "", question)
    return re.sub(r"\s{2,}", " ", kept).strip()


def _item_concepts(records: list[dict]) -> set[str]:
    meant: set[str] = set()
    for record in records:
        meant |= T.concepts(item_text(record))
    return meant


# Kinds of argument a change's "to" never fills: what a message says ("改成了8812" is news,
# not a new value of the item).
FREE_TEXT = ("text", "phrase", "query", "name", "request")


def change_parts(question: str) -> tuple[str, str] | None:
    """A change command split at its last "to": (the words that describe the item, the words
    that say its new value), or None. "Find my 3pm appointment and move it to 4pm": the item
    is the 3pm one, 4pm is the new time, not a second description of the item."""
    marks = list(CHANGE_TO.finditer(question))
    if not marks:
        return None
    last = marks[-1]
    before, after = question[:last.start()].strip(), question[last.end():].strip()
    return (before, after) if before and after else None


def new_values(tool, question: str, today) -> dict:
    """The values a write's own arguments (not the ids that say which item) take from the
    words after the change's "to"; {} when those words give none."""
    from ..read.conversation import ToolSpec
    from ..read.kinds import kind_of, unwrap
    from .arguments import MissingArgument, fill_arguments
    from .record_fields import NOW_SIDE, NOW_WORDS, identifies
    parts = change_parts(question)
    if not parts or not tool.writes:
        return {}
    out = {}
    for name, prop in tool.properties.items():
        # where it is now says so by name or description (`from_time`, "the current slot";
        # a `start` is no such side: it is when the thing begins)
        now = NOW_SIDE.search(name) or NOW_WORDS.search(str(unwrap(prop).get("description") or ""))
        if identifies(name, prop) or now or \
                kind_of(name, prop) in FREE_TEXT and "enum" not in unwrap(prop):
            continue   # which item, where it is now, and a message's words are no new value
        # each argument read on its own from the new-value words, as a whole call reads it
        alone = ToolSpec(tool.name, tool.description, {"type": "object",
                                                       "properties": {name: prop}, "required": [name]})
        try:
            found = fill_arguments(alone, parts[1], today)[0].get(name)
        except MissingArgument:
            continue
        if found not in (None, ""):
            out[name] = same_half_of_day(found, parts)
    return out


# A clock time that says its half of the day: am/pm, 24-hour with a leading zero, 上午/下午...
HALF_SAID = re.compile(r"\b(?:a\.?m|p\.?m|noon|midnight|morning|afternoon|evening|tonight)\b|"
                       r"\b0\d:\d\d|\b(?:1[3-9]|2[0-3]):\d\d|上午|下午|早上|早晨|中午|晚上|傍晚|凌晨|夜里", re.I)
CLOCK_VALUE = re.compile(r"^(\d{1,2}):(\d{2})$")


def same_half_of_day(value: Any, parts: tuple[str, str]) -> Any:
    """"Move my 3pm | to 4", "下午三点那个 | 改到四点半": a new time that doesn't say its half
    of the day is read in the one nearer the old time (16:00, 16:30, not 04:00)."""
    from ..read.dates import find_times
    m = CLOCK_VALUE.match(value) if isinstance(value, str) else None
    if not m or HALF_SAID.search(parts[1]):
        return value
    hour, minute = int(m.group(1)), int(m.group(2))
    old = [t.time.hour for t in find_times(parts[0])]
    if not old or hour >= 12 or old[-1] < 12:
        return value
    later = hour + 12
    return f"{later:02d}:{minute:02d}" if abs(later - old[-1]) < abs(hour - old[-1]) else value


def item_words(tool, question: str, today) -> str:
    """The part of a change command that describes the item: before the "to" when what
    follows gives the write a new value, else the whole question."""
    parts = change_parts(question)
    return parts[0] if parts and new_values(tool, question, today) else question


def field_name_concepts(records: list, question: str) -> set[str]:
    """All the senses of the request's words that name a field every record has ("展" of
    "恐龙展" where each record has an 展览 "exhibition"; "date" where each has a `date`):
    they say what the items are or which field is meant, never which item."""
    keys = [k for k in (records[0] if records and isinstance(records[0], dict) else {})
            if isinstance(k, str) and all(isinstance(r, dict) and k in r for r in records)]
    named = set().union(*(T.concepts(k.replace("_", " ")) for k in keys)) if keys else set()
    if not named:
        return set()
    if T.has_cjk(question):
        from ..read.zh import cut
        words = cut(question)
    else:
        words = WORD.findall(question)
    out: set[str] = set()
    for word in words:
        meant = T.concepts(word)
        if meant & named:
            out |= meant
    return out
