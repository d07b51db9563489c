"""'How much more …?', '差多少钱？': the difference of two results, worked out.

Two records of one kind (two calls of one tool, or a list of two) and a question that asks
by how much they differ: the answer is the difference, with each side's value after it —
"2026-11 is 56 kWh more: 268 kWh against 212 kWh for 2026-10." Which field is compared is
read as a comparison reads it (`computed.compared_field`); the number is computed from the
two values the tools returned, nothing else.
"""

from __future__ import annotations

import re

from ..read.conversation import PastCall
from ..read.results import items_of

# How a question asks for a difference (English and Chinese grammar words, no domain words).
ASKS_DIFFERENCE = re.compile(
    r"\bhow (?:much|many) (?:more|less|fewer|higher|lower|cheaper|dearer|longer|shorter|further|"
    r"farther|bigger|smaller|heavier|lighter)\b|\bby how much\b|\b(?:the )?difference\b|"
    r"差多少|相差|差价|差距|差几|[多少][用花付交走跑赚]?了?多少|比.{1,16}[多少贵便宜高低长短远近]多少|"
    r"[贵便宜高低长短远近]了?多少", re.I)


def _numeric(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _two_records(calls: list[PastCall]) -> tuple[list[dict], list[PastCall]] | None:
    """Two records to compare: one from each of two calls of a tool, or a list of two."""
    by_tool: dict[str, list[PastCall]] = {}
    for c in calls:
        if isinstance(c.result, dict) and items_of(c.result) is None:
            by_tool.setdefault(c.name, []).append(c)
    for group in by_tool.values():
        if len(group) == 2:
            return [c.result for c in group], group
    for c in calls:
        items = [i for i in items_of(c.result) or [] if isinstance(i, dict)]
        if len(items) == 2:
            return items, [c]
    return None


def difference(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """The answer to a by-how-much question, and the calls it used; None otherwise."""
    if not ASKS_DIFFERENCE.search(question):
        return None
    found = _two_records(calls)
    if found is None:
        return None
    records, used = found
    from .computed import _amount, _names, compared_field, comparative
    from ..read.comparatives import direction
    from .sentences import finish
    field, _ = compared_field(question, records)
    if field is None or not all(_numeric(r.get(field)) for r in records):
        return None
    low, high = sorted(records, key=lambda r: r[field])
    gap = round(high[field] - low[field], 6)
    gap = int(gap) if float(gap).is_integer() else round(gap, 2)
    names = _names(records, zh)
    said_gap = _amount({**records[0], field: gap}, field, zh)
    if zh:
        first, second = records
        return finish(f"相差 {said_gap}：{names[id(first)]}为 {_amount(first, field, True)}，"
                      f"{names[id(second)]}为 {_amount(second, field, True)}", True), used
    way, word, _ = direction(question)
    if way == "min":   # "how much cheaper": the smaller one, said with the question's word
        winner, other, adjective = low, high, comparative(word, way)
    else:
        winner, other = high, low
        adjective = comparative(word, "max") if way == "max" and word not in ("more", "much") else "more"
    from .dates import MONTHS
    if names[id(winner)].split()[0] in MONTHS:   # months: "56 kWh more in November"
        text = (f"{said_gap} {adjective} in {names[id(winner)]}: {_amount(winner, field, False)} "
                f"against {_amount(other, field, False)} in {names[id(other)]}")
    else:
        text = (f"{names[id(winner)]} is {said_gap} {adjective}: {_amount(winner, field, False)} "
                f"against {_amount(other, field, False)} for {names[id(other)]}")
    return finish(text, False), used
