""""Each of your three rooms", "every boat you have", "三种船各多少钱": one call per option.

A look-up that takes one option of an enum per call (one room, one boat) is asked about
all of them when the question quantifies over the things the options are: "each", "every",
"all", "both" (每, 各, 所有, 全部 in Chinese) before a noun that names what the field holds,
or before as many of them as the enum has options. A model then calls the tool once per
option. What the noun names is read from the field's name and description, and from
WordNet (a kayak is a kind of boat); a stated count must match the options, or the noun
is about something else ("each of the two adults").

Only look-ups fan out (several.py calls this for them); a write is never made for every
option of a menu.
"""

from __future__ import annotations

import re

from ..read import text as T
from ..read.kinds import unwrap

# English quantifiers over a whole set, then an optional count and the noun they quantify.
_EN = re.compile(r"\b(?P<q>each|every|all|both)(?:\s+(?:one\s+)?of)?(?:\s+(?:the|your|you|our|its|their|"
                 r"these|those|them))?(?:\s+(?P<n>\w+))?(?:\s+(?P<noun>[a-z]+))?", re.I)
# Chinese: 每(种)船, 各(个)房间, 所有(的)船, 三种船各…, 全部房间.
_ZH_BEFORE = re.compile(r"(?:每|所有|全部|各)(?:[一两二三四五六七八九十\d]*[个种类间款家条艘])?(?:的)?"
                        r"(?P<noun>[\u4e00-\u9fff]{1,3})")
_ZH_COUNTED = re.compile(r"(?P<n>[一两二三四五六七八九十\d]+)[个种类间款家条艘](?P<noun>[\u4e00-\u9fff]{1,3}?)"
                         r"(?:都|各|分别)")
_ZH_NUMBERS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def every_option(name: str, prop: dict, question: str) -> list:
    """All the options of the enum when the question asks about each of them, else []."""
    prop = unwrap(prop)
    options = prop.get("enum") or []
    if len(options) < 2 or prop.get("type") == "array":
        return []
    for count, noun in _quantified(question):
        if count is not None and count != len(options):
            continue
        if count is None and len(options) > 2 and _said(question, "both"):
            continue
        if _names_the_field(noun, name, prop, options):
            return list(options)
    return []


def _said(question: str, word: str) -> bool:
    return re.search(rf"\b{word}\b", question, re.I) is not None


def _quantified(question: str) -> list[tuple[int | None, str]]:
    """(count or None, noun) for each quantified noun phrase of the question."""
    found = []
    if T.has_cjk(question):
        for m in _ZH_COUNTED.finditer(question):
            found.append((_zh_number(m.group("n")), m.group("noun")))
        for m in _ZH_BEFORE.finditer(question):
            found.append((None, m.group("noun")))
        return found
    from ..read.numbers import find_numbers
    for m in _EN.finditer(question):
        count_word, noun = m.group("n") or "", m.group("noun") or ""
        counted = [n for n in find_numbers(count_word) if n.text == count_word]
        if counted:
            count = int(counted[0].value)
        else:   # "each of your rooms": no count, the first word is the noun
            count, noun = None, count_word
        if m.group("q").lower() == "both":
            count = 2
        if noun:
            found.append((count, noun))
    return found


def _zh_number(said: str) -> int | None:
    if said.isdigit():
        return int(said)
    return _ZH_NUMBERS.get(said)


def _names_the_field(noun: str, name: str, prop: dict, options: list) -> bool:
    """Does the noun name what the field holds: a word of its name or description (rooms for
    a field described "main hall, small hall or garden room"), a word the field's name is a
    kind of (a hall is a room), or a kind every option is (kayak, canoe: boats)?"""
    from ..read import taxonomy
    from ..read.lexicon import lemma
    if T.has_cjk(noun) and noun in str(prop.get("description") or ""):
        return True   # 船 of "三种船" in "dinghy=小帆船, pedalo=脚踏船"
    nouns = T.translate_zh(noun).lower().split() if T.has_cjk(noun) else [noun.lower()]
    nouns = [lemma(n) for n in nouns if n not in T.STOPWORDS]
    if not nouns:
        return False
    own = {lemma(w) for w in re.findall(r"[a-z]+", f"{name} {prop.get('description', '')}".replace("_", " ").lower())}
    if own & set(nouns):
        return True
    if not taxonomy.available():
        return False
    labels = [str(o).replace("_", " ") for o in options]
    for noun in nouns:
        if any(taxonomy.kind_score(word, noun, definitions=False) >= 0.4
               for word in re.findall(r"[a-z]+", name.replace("_", " ").lower())):
            return True
        if all(taxonomy.kind_score(label.split()[-1], noun, definitions=False) >= 0.4 for label in labels):
            return True
    return False
