"""Asking which item is meant, instead of changing the wrong one.

A command to change one thing of a list ("withdraw my leak claim", "把那个漏水的理赔撤回") is
carried out only on the item the request singles out. When two fit it equally, a model asks
which; when none fits, it says so and shows what there is. Either way nothing was changed.
"""

from __future__ import annotations

import re
from typing import Any

from ..read.conversation import Conversation
from .rules import apply_rules

SHOWN = 5   # items named in the answer; the rest are counted


def name_key(record: dict, id_key: str | None) -> str | None:
    """The field that says what an item is called: its title or name, else its first words."""
    from ..read.results import subject_key
    key = subject_key(record)
    if key and key != id_key and record.get(key) not in (None, ""):
        return key
    return next((k for k, v in record.items() if k != id_key and isinstance(v, str)
                 and v.strip() and len(v) <= 60 and not re.fullmatch(r"[\d\s:./-]+", v)), None)


def item_label(record: Any, id_key: str | None, telling: tuple = ()) -> str:
    """How the answer names an item: what it is called, the `telling` fields that tell it
    from items called alike, then its id ("Yoga, Monday 18:00 (YG-1)")."""
    if not isinstance(record, dict):
        return str(record)
    ident = record.get(id_key) if id_key else None
    key = name_key(record, id_key)
    words = [str(record[k]) for k in (key, *telling) if k and record.get(k) not in (None, "")]
    if not words:
        return str(ident)
    return f"{', '.join(words)} ({ident})" if ident not in (None, "") else ", ".join(words)


def telling_fields(records: list, id_key: str | None) -> tuple:
    """Where items share a name, the short fields whose values differ among them."""
    dicts = [r for r in records if isinstance(r, dict)]
    if len(dicts) < 2:
        return ()
    key = name_key(dicts[0], id_key)
    if len({str(r.get(key)) for r in dicts}) == len(dicts):
        return ()   # the names tell them apart
    return tuple(k for k in dicts[0] if k not in (id_key, key)
                 and all(isinstance(r.get(k), (str, int, float)) and len(str(r.get(k))) <= 30 for r in dicts)
                 and len({str(r.get(k)) for r in dicts}) > 1)[:2]


def which_one(convo: Conversation, fitting: list, everything: list, id_key: str | None,
              noun: str, zh: bool) -> str:
    """The reply when a change waits for an item: which of `fitting` (two or more), or, when
    none fits, what `everything` holds."""
    shown = fitting if len(fitting) >= 2 else everything
    telling = telling_fields(shown[:SHOWN], id_key)
    names = [item_label(r, id_key, telling) for r in shown[:SHOWN]]
    more = len(shown) - len(names)
    if zh:
        names = [re.sub(r" \((.+)\)$", r"（\1）", n) for n in names]
        listed = "、".join(names) + (f"，另有 {more} 项" if more > 0 else "")
        if len(fitting) >= 2:
            text = f"有 {len(fitting)} 项都符合：{listed}。你指的是哪一项？在你确认之前，我没有做任何更改。"
        else:
            text = f"没有找到与你描述相符的一项。现有的是：{listed}。我没有做任何更改；你指的是其中哪一项吗？"
    else:
        plural = noun if noun.endswith("s") else f"{noun}s"
        listed = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1] \
            + (f", and {more} more" if more > 0 else "")
        if len(fitting) >= 2:
            text = (f"More than one {noun} fits: {listed}. Which one do you mean? "
                    "I haven't changed anything yet.")
        else:
            text = (f"I couldn't find a {noun} that matches what you describe. Your {plural}: "
                    f"{listed}. Nothing was changed; which one did you mean, if any?")
    return apply_rules(convo, text, zh)
