"""What an order of several things from a price list comes to: "how much would 2 sourdough
and 3 croissants come to?", "换4条轮胎加一次四轮定位要多少钱？".

The price list comes back from a look-up; the request says how many of each. A person
reads each count with the thing it counts (read/counts.py), finds that thing on the list by
its name, and adds count × price. Only when every count names one item of the list, each a
different one: an order read half is no total.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import text as T

# What asks for the price of an order (grammar of both languages).
ASKS_PRICE = re.compile(r"\bhow much\b|\bcost\b|\bcome to\b|\btotal\b|\bprice\b|多少钱|一共|总共|合计|总价|要多少",
                        re.I)
PRICE_KEY = re.compile(r"price|cost|fee|fare|rate|amount|eur|usd|gbp|cny|价|费", re.I)


def price_key(records: list[dict]) -> str | None:
    """The one field every record prices itself by."""
    keys = [k for k in records[0] if PRICE_KEY.search(k) and not k.lower().endswith("id")
            and all(isinstance(r.get(k), (int, float)) and not isinstance(r.get(k), bool) for r in records)]
    return keys[0] if len(keys) == 1 else None


def name_of(record: dict, key: str) -> str:
    """What a list item is called: its short strings (the price and ids left out)."""
    return " ".join(str(v) for k, v in record.items()
                    if isinstance(v, str) and k != key and len(v) <= 60 and not k.lower().endswith("id"))


@lru_cache(maxsize=512)
def _asks_price(question: str) -> bool:
    """Read once per question, not once per result it is asked of."""
    return bool(ASKS_PRICE.search(question))


def order_lines(question: str, records: list) -> list[tuple[float, dict]] | None:
    """(how many, the list item) for each thing the request orders, or None when it orders
    nothing from this list or names something the list doesn't hold."""
    from .counts import counted
    if not _asks_price(question) or not records or not all(isinstance(r, dict) for r in records):
        return None
    key = price_key(records)
    if key is None:
        return None
    lines, used = [], set()
    for count in counted(question):
        if not count.things or count.value <= 0:
            continue
        # "a haircut plus beard trim": the counted thing ends at the join
        things = " ".join(count.things)
        wanted = T.concepts(JOINED.split(things)[0] if JOINED.search(things) else things)
        hits = [i for i, r in enumerate(records) if wanted & T.concepts(name_of(r, key))]
        if count.people and len(hits) != 1:
            continue   # "for 2 people": who it is for, not what is ordered
        if not hits and not lines:   # "3 tickets in the circle", "楼座买3张": a count of
            hits = _named_elsewhere(question, records)   # shares, of the one item named
        if len(hits) != 1 or hits[0] in used:
            return None
        used.add(hits[0])
        lines.append((count.value, records[hits[0]]))
    if lines and JOINED.search(question):   # "a deluxe wash plus tyre shine": the one said
        lines += [(1.0, records[i]) for i in _named_elsewhere(question, records) if i not in used]
    return lines or None


# What adds one more thing to an order said without its count ("plus tyre shine", "加打蜡").
JOINED = re.compile(r"\b(?:plus|and|with|along with)\b|\+|加上?|和|再加", re.I)


def order_total(lines: list[tuple[float, dict]], key: str) -> float:
    return round(sum(n * r[key] for n, r in lines), 2)


def _named_elsewhere(question: str, records: list[dict]) -> list[int]:
    """The list items the request names by one of their words ("the circle"), when a count
    names none: "3 tickets" are three of that item."""
    from .conditions import _value_named
    lowered = question.lower()
    return [i for i, r in enumerate(records)
            if any(isinstance(v, str) and not k.lower().endswith("id") and
                   (re.search(rf"(?<![a-z]){re.escape(v.lower().replace('_', ' '))}(?![a-z])", lowered)
                    or _value_named(question, v))   # `tyre_shine` is said "tyre shine"
                   for k, v in r.items())]
