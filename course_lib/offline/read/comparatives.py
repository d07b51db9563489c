"""Comparatives and superlatives: "warmer", "the cheapest", "最早的那班".

"Which is warmer?" wants the larger temperature, "the cheapest flight" the smallest price,
"the earliest" the smallest time. A word says which way (max or min) and, often, which
field (price for "cheap", temperature for "warm", time for "early").
"""

from __future__ import annotations

import re
from functools import lru_cache

# word -> (direction, what a field holding it is called)
HIGHER = {"hotter": "temp", "hottest": "temp", "warmer": "temp", "warmest": "temp",
          "higher": "", "highest": "", "more": "", "most": "", "bigger": "size", "biggest": "size",
          "larger": "size", "largest": "size", "expensive": "price", "pricier": "price",
          "priciest": "price", "longer": "duration", "longest": "duration", "heavier": "weight",
          "later": "time", "latest": "time", "faster": "speed", "fastest": "speed",
          "further": "distance", "farther": "distance", "furthest": "distance",
          "newer": "date", "newest": "date", "recent": "date"}
LOWER = {"colder": "temp", "coldest": "temp", "cooler": "temp", "lower": "", "lowest": "",
         "less": "", "least": "", "fewer": "", "fewest": "", "cheaper": "price",
         "cheapest": "price", "smaller": "size", "smallest": "size", "shorter": "duration",
         "shortest": "duration", "lighter": "weight", "earlier": "time", "earliest": "time",
         "slower": "speed", "sooner": "time", "soonest": "time", "closer": "distance",
         "closest": "distance", "nearer": "distance",
         "nearest": "distance", "quickest": "duration", "fastest route": "duration",
         "older": "date", "oldest": "date"}
ZH_HIGHER = {"热": "temp", "暖": "temp", "高": "", "贵": "price", "多": "", "大": "size",
             "长": "duration", "远": "distance", "晚": "time", "快": "speed", "重": "weight",
             "最新": "date"}   # (not 新 alone: 新加坡)
ZH_LOWER = {"冷": "temp", "凉": "temp", "低": "", "便宜": "price", "少": "", "小": "size",
            "短": "duration", "近": "distance", "早": "time", "慢": "speed", "轻": "weight",
            "最旧": "date"}
# (a price is also a rate: "per_day", "hourly", "rent", "月费")
FIELD_HINTS = {"temp": r"temp|celsius|degrees",
               "price": r"price|cost|fare|fee|amount|eur|usd|cny|gbp|rate|per_|daily|hourly|nightly|"
                        r"weekly|monthly|rent|charge|tariff|价|费|租金",
               "size": r"size|area|population|count", "duration": r"duration|minutes|hours|length",
               "weight": r"weight|kg", "time": r"time|depart|start|hour|date|at$",
               "speed": r"speed", "distance": r"distance|km|miles",
               "date": r"date|publish|release|creat|updat|posted|added|time|day|at$|on$"}


def direction(question: str) -> tuple[str | None, str, str]:
    """('max' or 'min', the word that said so, a field hint) for a comparative question."""
    lowered = question.lower()
    if re.search(r"\b(?:most|least) recent(?:ly)?\b", lowered):   # not "most" alone
        return ("max" if "most" in lowered else "min"), "recent", "date"
    words = re.findall(r"[a-z]+", lowered)
    for i, word in enumerate(words):
        if word in ("more", "most", "less", "least") and i + 1 < len(words) and \
                HIGHER.get(words[i + 1]):   # "the most expensive": the adjective says what
            word = words[i + 1]
        if word in HIGHER:
            return "max", word, HIGHER[word]
        if word in LOWER:
            return "min", word, LOWER[word]
    if re.search(r"最|更|比|哪(?!些)(?:个|里|边|家|一|班)?|谁", question):   # 哪些: a list, no winner
        # the word right after 更/最 says it: 哪个更快到 (not the 大 of 大巴)
        said = re.search(r"[更最比](便宜|最新|最旧|[\u4e00-\u9fff])", question)
        if said and said.group(1) in ZH_LOWER:
            return "min", said.group(1), ZH_LOWER[said.group(1)]
        if said and said.group(1) in ZH_HIGHER:
            return "max", said.group(1), ZH_HIGHER[said.group(1)]
        for zh, hint in ZH_LOWER.items():   # "便宜" is checked before "贵"'s neighbours
            if _says_adjective(question, zh):
                return "min", zh, hint
        for zh, hint in ZH_HIGHER.items():
            if _says_adjective(question, zh):
                return "max", zh, hint
    return None, "", ""


def _says_adjective(question: str, adjective: str) -> bool:
    """Is the adjective said as such: a word of its own (哪家近), or the end of a run the
    dictionary doesn't know as one word (价格低)? The 近 of 附近 ("nearby") compares nothing."""
    from .lexicon import glosses
    from .zh import cut
    return any(word == adjective or word.endswith(adjective) and not glosses(word)
               for word in cut(question))


# The quantity a hint stands for, as the words a tool's description would use for it (a
# sitter's "hourly rate" is what "cheaper" compares, as a shop's "price" or a class's "fee").
QUANTITY = {"temp": "temperature", "price": "price cost rate fee", "size": "size",
            "duration": "duration", "weight": "weight", "time": "time", "speed": "speed",
            "distance": "distance"}


def compared_quantity(question: str) -> str:
    """What a comparison compares when the question doesn't say: "Which is later, A or B?"
    compares times, "哪个更便宜" prices. "" if it is no comparison or the word is vague."""
    way, _, hint = direction(question)
    return QUANTITY.get(hint, "") if way else ""


@lru_cache(maxsize=1024)
def superlative(question: str) -> tuple[str | None, str]:
    """Like `direction`, but only for "the cheapest/earliest ..." ("最…"): picking one of many.
    (Cached: one question is asked this once per listed thing it names.)"""
    lowered = question.lower()
    if re.search(r"\b\w+est\b|\bmost\b|\bleast\b|最", question) or \
            re.search(r"\b(cheapest|earliest|latest|nearest|quickest)\b", lowered):
        way, _, hint = direction(question)
        return way, hint
    # "the cheaper one", "the closer branch": of a list, a comparative after "the" picks as
    # the superlative does (the word must be one `direction` reads: "the tuner" is none)
    for m in re.finditer(r"\bthe\s+((?:more|less)\s+[a-z]+|[a-z]+er)\b", lowered):
        way, _, hint = direction(m.group(1))
        if way:
            return way, hint
    return None, ""


def field_for(records: list[dict], hint: str, question_concepts: set[str], concepts) -> str | None:
    """The numeric (or time-like) field a comparison is about."""
    if not records:
        return None
    first = records[0]
    numeric = [k for k, v in first.items() if isinstance(v, (int, float)) and not isinstance(v, bool)
               and not k.lower().endswith("id")]
    timeish = [k for k, v in first.items() if isinstance(v, str) and re.fullmatch(
        r"\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?", v)]
    named = [k for k in numeric + timeish if concepts(k.replace("_", " ")) & question_concepts]
    if hint and hint in FIELD_HINTS:
        pool = timeish + numeric if hint in ("time", "date") else numeric + timeish
        hinted = [k for k in pool if re.search(FIELD_HINTS[hint], k, re.I)]
        if hinted:   # "cheapest ... with seats left": the price is compared, the seats are
            #          a condition; of several prices, the one the question names
            return next((k for k in hinted if k in named), hinted[0])
    if named:
        return named[0]
    return numeric[0] if numeric else (timeish[0] if timeish else None)
