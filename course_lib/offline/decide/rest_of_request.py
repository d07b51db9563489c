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
