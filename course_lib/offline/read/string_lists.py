"""Lists of strings a text gives as quoted names, one an item: "I'll attend 'Intro to
Polars' and 'Streaming with Kafka'", "参加《用户访谈》和《数据驱动决策》".

(What a text refuses, for a list that speaks against its items, is refusals.py's.)
Cost: one scan of the text.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

QUOTED = re.compile(r"(?<![\w])'([^'\n]{2,60}?)'(?![\w])|\"([^\"\n]{2,60})\"|“([^”]{2,60})”|"
                    r"‘([^’]{2,60})’|《([^》]{1,40})》|「([^」]{1,40})」|『([^』]{1,40})』")


def quoted_items(text: str, taken: list[Span] = ()) -> list[tuple[str, Span]]:
    """Every quoted name of the text outside `taken` (and not blanked by it), in order."""
    found = []
    for m in QUOTED.finditer(text):
        group = next(i for i, g in enumerate(m.groups(), 1) if g is not None)
        span = m.span(group)
        if m.group(group).strip() and not any(span[0] < e and s < span[1] for s, e in taken):
            found.append((m.group(group).strip(), span))
    return found


# ---------------------------------------------------------------- names the grammar marks

# Chinese marks a name with a verb of naming (猫叫奶茶, 我叫小周, 名字是年糕) or lists names
# after a count of what they name and a colon (两只猫：年糕和芝麻). These are the language's
# grammar words, not a list of names: any word after them is the name.
_NAMING = re.compile(r"(?:名叫|叫做|叫作|名字叫|名字是|名字为|叫)")
_COUNT_COLON = re.compile(r"([\d一二两三四五六七八九十]+)\s*[只个位条匹头名]\s*([\u4e00-\u9fff]{1,3})\s*[:：]\s*")
_ITEM = re.compile(r"\s*([\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z'’-]{0,7}?)\s*"
                   r"(?=和|及|与|跟|、|，|,|。|\.|；|;|！|!|？|\?|\s|$)")
_AND = re.compile(r"\s*(?:和|及|与|跟|、|，|,)\s*")
# 帮我叫车, 给我叫个外卖: 叫 is "call for" there; a measure word or 一 after it says so too
_ASKED_FOR = re.compile(r"(?:帮|给|替|请|让)[我你他她]?$")
_NOT_A_NAME_START = re.compile(r"[一两几个辆份杯些位醒车]")
NAME_MAX = 6


# 给A、B和C各…: a list the grammar makes distributive (各 "each", 分别 "respectively").
_EACH_FOR = re.compile(r"(?:给|为|帮)((?:[\u4e00-\u9fff]{1,4}[、和跟及与])+[\u4e00-\u9fff]{1,4}?)(?=各|分别)")


def zh_marked_names(text: str) -> list[tuple[str, tuple[int, int], str]]:
    """(name, span, what it names) for each name the grammar marks, in order: the word
    after a naming verb and the items of a colon list after a count (as many as counted)."""
    found: list[tuple[str, tuple[int, int], str]] = []
    for m in _COUNT_COLON.finditer(text):
        from .dates import _number
        count = _number(m.group(1)) or 0
        found += _list_at(text, m.end(), m.group(2), count)
    for m in _EACH_FOR.finditer(text):   # 给豆豆、可乐和年糕各约一次: one each, for each
        at = m.start(1)
        for part in re.split(r"[、和跟及与]", m.group(1)):
            found.append((part, (at, at + len(part)), ""))
            at += len(part) + 1
    for m in _NAMING.finditer(text):
        if _ASKED_FOR.search(text[:m.start()]) or _NOT_A_NAME_START.match(text, m.end()):
            continue
        holder = re.search(r"([\u4e00-\u9fff]{1,2})(?:的)?$", text[max(0, m.start() - 3):m.start()])
        found += _list_at(text, m.end(), holder.group(1) if holder else "", 0)
    seen: set[tuple[int, int]] = set()
    ordered = []
    for item in sorted(found, key=lambda f: f[1]):
        if item[1] not in seen and not any(s < item[1][1] and item[1][0] < e for s, e in seen):
            seen.add(item[1])
            ordered.append(item)
    return ordered


def _list_at(text: str, at: int, holder: str, count: int) -> list[tuple[str, tuple[int, int], str]]:
    """The names listed from `at` on, joined by 和 / 、: `count` of them when counted, else
    those up to the clause's end."""
    names = []
    while True:
        m = _ITEM.match(text, at)
        if not m or len(m.group(1)) > NAME_MAX:
            break
        names.append((m.group(1), m.span(1), holder))
        if count and len(names) >= count:
            break
        joint = _AND.match(text, m.end())
        if not joint or (not count and text[m.end():joint.end()].strip() in "，,"):
            break   # an uncounted list goes on only over 和 and 、
        at = joint.end()
    if count and len(names) != count:
        return []   # the colon did not open the counted list
    return names


# ", Bo", " and Marco Rossi": the next name of a list (a surname may follow; a day may not).
_CALENDAR = (r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|"
             r"July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|"
             r"Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)")
_NEXT_NAME = re.compile(rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?!{_CALENDAR}\b)"
                        rf"([A-Z][a-z'’-]+(?:\s+(?!{_CALENDAR}\b)[A-Z][a-z'’-]+)?)\b")


def joined_names(text: str, first: tuple[int, int]) -> list[tuple[str, tuple[int, int]]]:
    """The capitalised names joined to the one at `first` by "and" or commas ("Rex and
    Biscuit", "Ana, Bo and Cy"): a list of names is one thing said several times."""
    out = []
    at = first[1]
    while True:
        m = _NEXT_NAME.match(text, at)
        if not m:
            return out
        out.append((m.group(1), m.span(1)))
        at = m.end()
