"""Several results of one tool, each answering the same question: said in one sentence.

"How much is a puncture fix, a brake bleed and a gear tune?" is asked once and answered
once: "The puncture service is 12 EUR, the brake bleed 35 EUR and the gear tune 25 EUR." —
not three sentences of "The price of … is …", which read as a form filled in three times.
The field is the one the question asks of each record (`sentences.relevant_fields`), the
same for all of them; each record is named as a comparison names it (`computed._names`).
"""

from __future__ import annotations

from ..read import text as T
from ..read.conversation import PastCall
from ..read.results import id_key, items_of


def each_one(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """One sentence for 2–6 single records of one tool that answer the same asked field."""
    from .computed import _amount, _names, arithmetic, conversion, rate_answer
    from .sentences import ASKS_MONEY, HOW_MUCH, _said_in, finish, relevant_fields
    by_tool: dict[str, list[PastCall]] = {}
    for c in calls:
        if isinstance(c.result, dict) and items_of(c.result) is None and "error" not in c.result:
            by_tool.setdefault(c.name, []).append(c)
    for group in by_tool.values():
        if not 2 <= len(group) <= 6 or any(conversion(c, zh) or rate_answer(c, zh) or arithmetic(c, zh)
                                            for c in group):
            continue   # a conversion says its own result, from what to what
        records = [c.result for c in group]
        firsts = {next(iter(relevant_fields(r, question, {id_key(r)} - {None})), None) for r in records}
        key = firsts.pop() if len(firsts) == 1 else None
        if key is None or not all(isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool)
                                  for r in records):
            continue
        if all(_said_in(r[key], question) for r in records):
            continue   # the asker's own figure ("1000 yuan into …") is not what they asked
        money = HOW_MUCH.search(question) or ASKS_MONEY.search(question)
        wanted = T.concepts(question)
        named = [k for k in records[0] if k != key and T.concepts(k.replace("_", " ")) & wanted]
        if not (money or T.concepts(key.replace("_", " ")) & wanted) or not money and named:
            continue   # not asked, or asked with more of each record ("the wind, and can we sail?")
        names = _names(records, zh)
        said = [(names[id(r)], _amount(r, key, zh)) for r in records]
        if zh:
            return finish("，".join(f"{n} {v}" for n, v in said), zh), group
        first, *rest = said
        tail = [f"{_inside(n)} {v}" for n, v in rest]
        text = f"{first[0]} is {first[1]}" + (", " + ", ".join(tail[:-1]) if len(tail) > 1 else "") + \
            f" and {tail[-1]}"
        return finish(text, zh), group
    return None


def _inside(name: str) -> str:
    return "the" + name[3:] if name.startswith("The ") else name
