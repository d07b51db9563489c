"""Whose id a code is. "Extend my tile cutter loan. I'm member M-5521": M-5521 is the
member's id, written after the noun "member"; it fills `member_id` of the tool that takes
one, never `loan_id`. A person reads the noun a code is written with ("member M-5521",
"my member number is M-5521", 会员号是M-7730) and the tools on the table: when another
tool has an id named for that noun, the code belongs there.

The table's id nouns are set per request (`on_table`), so reading one argument needs no
knowledge of the other tools.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

_OWNERS: ContextVar[frozenset] = ContextVar("id_owners", default=frozenset())

# The words of an id's name that say "identifier", not whose: member_number → member.
ID_WORDS = {"id", "ids", "no", "num", "number", "code", "ref", "reference", "key"}
# What stands between a noun and its code: "member number is M-5521", "会员号是M-7730".
_BETWEEN_EN = {"is", "was", "are", "number", "no", "num", "id", "code", "ref", "reference", "#",
               "my", "our", "the", "a", "an", "i'm", "im", "am", "s"}
_BETWEEN_ZH = re.compile(r"(?:是|为|：|:|\s)+$")
_ZH_ID_SUFFIX = re.compile(r"(?:编号|号码|卡号|账号|单号|号|码|编码)$")


@lru_cache(maxsize=4096)   # every request reads every tool's parameter names again
def id_noun(name: str) -> str:
    """The noun an id parameter is named for: `member_number` → member, `horse_id` → horse;
    "" when the name is only an id word or names no id."""
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]
    nouns = [w for w in words if w not in ID_WORDS]
    return nouns[-1] if nouns and len(nouns) < len(words) else ""


@contextmanager
def on_table(tools) -> None:
    """While one request is read: the nouns the tools' id parameters are named for."""
    owners = frozenset(filter(None, (id_noun(name) for tool in tools
                                     for name in (tool.properties or {}))))
    token = _OWNERS.set(owners)
    try:
        yield
    finally:
        _OWNERS.reset(token)


def owner_before(text: str, start: int) -> str:
    """The noun a code at `start` is written with: "I'm member M-5521" → member,
    "会员号是M-7730" → 会员 ("" when none)."""
    before = text[max(0, start - 40):start]
    if re.search(r"[\u4e00-\u9fff]\s*[:：是为]?\s*$", before):
        from . import zh
        rest = _ZH_ID_SUFFIX.sub("", _BETWEEN_ZH.sub("", before))
        words = [w for w in zh.cut(rest) if w.strip()]
        return words[-1] if words and re.fullmatch(r"[\u4e00-\u9fff]{2,4}", words[-1]) else ""
    words = re.findall(r"[A-Za-z']+|#", before.lower())[-5:]
    while words and words[-1] in _BETWEEN_EN:
        words.pop()
    return words[-1] if words and len(words[-1]) > 2 else ""


@lru_cache(maxsize=1024)
def name_words(name: str) -> frozenset:
    """A parameter's words and their lemmas: `hire_ids` → hire, hires, id, ids."""
    from .lexicon import lemma
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]
    return frozenset(words) | frozenset(lemma(w) for w in words)


def belongs_elsewhere(owner: str, field_words: frozenset) -> bool:
    """Is a code written with `owner` the id of another tool's thing, not this field's?"""
    if not owner:
        return False
    nouns = _english(owner)
    owners = _OWNERS.get()
    return bool(nouns & owners) and not nouns & field_words


@lru_cache(maxsize=1024)
def _english(owner: str) -> frozenset:
    if re.search(r"[\u4e00-\u9fff]", owner):
        from .lexicon import glosses
        return frozenset(g for g in glosses(owner)[:3] if re.fullmatch(r"[a-z]+", g))
    from .lexicon import lemma
    return frozenset({owner, lemma(owner)})
