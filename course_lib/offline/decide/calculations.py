"""A calculation on what a look-up found: "How much would four of these tyres cost?".

The look-up gives one price; the request gives how many. A model with a calculator works
out the total with it (`142.5 * 4`) rather than answering with the unit price. The price is
the record's one amount (a numeric field that counts nothing: not a stock, a quantity or a
rating); the count is a number the request writes with the thing it counts ("four ...
tyres", "3个"), and which the record itself doesn't hold (the "5" of "Pilot Sport 5").
"""

from __future__ import annotations

import re
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation, ToolSpec
from ..read.kinds import kind_of
from ..read.results import items_of
from ..reply import Call

# Field names that count or rate rather than price (grammar of a record's keys).
NOT_A_PRICE = re.compile(r"(?:^|_)(?:id|no|qty|quantity|count|stock|in_stock|on_hand|left|"
                         r"available|rating|stars|score|year|size|pages|number|num)$|数量|库存|评分",
                         re.I)
HOW_MUCH = re.compile(r"\bhow much\b|\bcost\b|\btotal\b|\bprice\b|多少钱|多少|总共|一共|总价|花费", re.I)


def calculator(tools: list[ToolSpec]) -> tuple[ToolSpec, str] | None:
    """A tool that evaluates one expression, and that argument's name."""
    for tool in tools:
        exprs = [n for n in tool.required if kind_of(n, tool.properties.get(n, {})) == "expression"]
        if len(tool.required) == 1 and exprs:
            return tool, exprs[0]
    return None


def unit_price(result: Any) -> float | None:
    """The one amount of a found record (a list of one counts as that record)."""
    listed = items_of(result)
    record = listed[0] if listed and len(listed) == 1 else result
    if not isinstance(record, dict):
        return None
    amounts = [v for k, v in record.items() if isinstance(k, str) and isinstance(v, (int, float))
               and not isinstance(v, bool) and v > 0 and not NOT_A_PRICE.search(k)]
    return float(amounts[0]) if len(amounts) == 1 else None


def how_many(question: str, found: Any) -> float | None:
    """The count the request asks the price of: one number written with what it counts,
    above one, that the found record doesn't hold."""
    from ..read.counts import counted
    held = set(re.findall(r"\d+(?:\.\d+)?", str(found)))
    counts = [c for c in counted(question) if c.value > 1 and not c.people
              and (c.things or T.has_cjk(question)) and f"{c.value:g}" not in held]
    return counts[0].value if len(counts) == 1 else None


def calculation(convo: Conversation) -> Call | None:
    """The calculator call that turns a found price into what the request asks, or None."""
    found = calculator(convo.tools)
    if found is None or not HOW_MUCH.search(convo.question):
        return None
    tool, field = found
    if any(c.name == tool.name for c in convo.calls):
        return None
    ok = [c for c in convo.calls if c.ok and c.name != tool.name]
    if not ok:
        return None
    price = unit_price(ok[-1].result)
    count = how_many(convo.question, ok[-1].result)
    if price is None or count is None:
        return None
    return Call(tool.name, {field: f"{price:g} * {count:g}"})
