"""Number fields that hold money though their names say no "price": `reward`, `hourly_rate`,
`fine`, `toll`, `pension`, `bonus`.

The kind reader (kinds.py) knows the usual names of amounts (price, cost, fee, total...);
any other noun is money when WordNet files it under a payment or a charge ("reward: a
payment made in return for a service", "rate: amount of a charge or payment relative to
some basis"). Such a field then reads "酬金500元" and "£12 an hour" as its value instead of
refusing money as it rightly does for counts (`boxes`, `nights`).

Cost: one WordNet walk per field noun, cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

MONEY_KINDS = ("payment", "charge", "fee", "wage", "price", "cost")
SURE = 0.5


@lru_cache(maxsize=1024)
def is_money_noun(noun: str) -> bool:
    from . import taxonomy
    if not noun or not taxonomy.available():
        return False
    kinds = taxonomy.kinds_of(noun)
    return max(kinds.get(k, 0.0) for k in MONEY_KINDS) >= SURE


def as_amount(name: str, prop: dict) -> dict:
    """`prop`, said to be an amount of money when its name's head noun means one."""
    from .kinds import kind_of
    if prop.get("type") not in ("number", "integer") or kind_of(name, prop) != "number":
        return prop
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if p]
    if not parts or not is_money_noun(parts[-1]):
        return prop
    described = str(prop.get("description") or "")
    return {**prop, "description": f"{described} (an amount of money)".strip()}
