"""Chinese words that share a head: 续 and 续药 ("to renew" and "renew a prescription"),
预约 and 预约挂号 ("book" and "book a hospital visit").

Chinese builds words by putting characters together, the verb or the thing first: 续借
is 续 ("continue") + 借 ("borrow"), 续费 is 续 + 费 ("fee"). A request that says 续 asks
for what a description's 续借 or 续费 does, although the dictionary glosses the whole word
("to renew a subscription") in words 续 alone never meets. So a request word that begins a
description word (or the other way round) is a partial match. The shorter word must carry
meaning: no grammar word (的, 把, 一下), and a single character only if the dictionary
gives it a verb sense ("to continue"): 书 in 书店 is no head we can trust.
"""

from __future__ import annotations

import re
from functools import lru_cache

HEAD = 0.5     # a shared head is half a word: alone it decides only where no other tool shares it
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


@lru_cache(maxsize=2048)
def chinese_words(text: str) -> frozenset[str]:
    """The meaning-bearing Chinese words of a text (jieba's cut, grammar words left out)."""
    if not CJK_RUN.search(text or ""):
        return frozenset()
    from . import zh
    return frozenset(w for run in CJK_RUN.findall(text) for w in zh.cut(run)
                     if w not in zh.ZH_STOPWORDS)


def _head(short: str) -> bool:
    from .actions import chinese_verbs
    return len(short) >= 2 or bool(chinese_verbs(short))


def shared_heads(text: str, described: frozenset[str]) -> dict[str, float]:
    """{"head:<word>": HEAD} for each request word that shares its head with a word of a
    description, and is not itself one of its words: 续 beside 续药."""
    asked = chinese_words(text)
    if not asked or not described:
        return {}
    found = {}
    for word in sorted(asked - described):
        for other in described:
            short, long = sorted((word, other), key=len)
            if short != long and long.startswith(short) and _head(short):
                found[f"head:{short}"] = HEAD
    return found
