"""An enum whose description gives each option a range of numbers: "small: 1-2 people;
medium: 3-4 people; large: 5 or more people", "S: 不超过2人, M: 3-4人, L: 5人以上".

The option is chosen by the number the text says ("Family of four here" → medium, 两口人 →
small), not by its name, which the text never writes. The description is parsed for each
option's bounds: "a-b", "a to b", "N or more", "N+", "up to N", "N以上", "N以下", "不超过N".
The number read is the one whose words count what the description counts ("people"), else
the only number the text (outside other fields' values) has.

Cost: one parse per description (cached), one pass over the text's numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .extract import Found

INF = float("inf")
_NUM = r"(\d+(?:\.\d+)?)"
# One option's bounds, as descriptions write them (grammar of both languages).
_BOUNDS = [
    (re.compile(rf"{_NUM}\s*(?:-|–|—|~|～|to|至|到)\s*{_NUM}", re.I), lambda a, b: (a, b)),
    (re.compile(rf"{_NUM}\s*(?:\+|or more|and (?:up|over|above)|or over|"
                rf"[\u4e00-\u9fff]?(?:以上|及以上|或以上))", re.I), lambda a: (a, INF)),
    (re.compile(rf"(?:up to|at most|max(?:imum)?|no more than|under|不超过|最多|至多)\s*{_NUM}", re.I),
     lambda a: (-INF, a)),
    (re.compile(rf"{_NUM}\s*(?:or (?:fewer|less)|[\u4e00-\u9fff]?(?:以下|及以下|以内))", re.I),
     lambda a: (-INF, a)),
    (re.compile(rf"(?<![\d.]){_NUM}(?![\d.])"), lambda a: (a, a)),
]


@dataclass(frozen=True)
class Band:
    option: str
    low: float
    high: float
    unit: str     # the word after the bounds: "people", "人"


@lru_cache(maxsize=512)
def bands(options: tuple, description: str) -> tuple[Band, ...]:
    """Each option's bounds as the description gives them; empty unless it gives them for
    at least two options."""
    found = []
    for option in options:
        label = re.escape(str(option))
        m = re.search(rf"(?<![\w-]){label}(?![\w-])\s*(?:[:=：(（]|-\s|–|—|means|is|=)\s*"
                      rf"([^;；,，|\n)）]*)", description, re.I)
        if not m:
            continue
        said = m.group(1)
        for pattern, make in _BOUNDS:
            b = pattern.search(said)
            if b:
                low, high = make(*(float(g) for g in b.groups()))
                unit = re.match(r"\s*([A-Za-z]+|[\u4e00-\u9fff])", said[b.end():])
                found.append(Band(option, low, high, unit.group(1).lower() if unit else ""))
                break
    return tuple(found) if len(found) >= 2 else ()


def described_option(options: list, description: str, text: str) -> Found | None:
    """The option whose range holds the number the text says, if the description gives
    ranges."""
    table = bands(tuple(o for o in options if isinstance(o, str)), description)
    if not table:
        return None
    from .numbers import find_numbers
    numbers = find_numbers(text)
    if not numbers:
        return None
    units = {b.unit for b in table if b.unit}
    chosen = next((n for n in numbers if units and _counts(text, n, units)), None)
    if chosen is None and len(numbers) == 1:
        chosen = numbers[0]
    if chosen is None:
        return None
    for band in table:
        if band.low <= chosen.value <= band.high:
            return Found(band.option, chosen.start, chosen.end)
    return None


def _counts(text: str, number, units: set[str]) -> bool:
    from .number_fields import context, same, zh_senses
    said = context(text, number.start, number.end)
    words = said.counted | said.near
    wanted = set()
    for unit in units:
        wanted |= set(zh_senses(unit)) if re.match(r"[\u4e00-\u9fff]", unit) else {unit}
    return any(same(w, u) for w in words for u in wanted if len(w) > 1)


# ---------------------------------------------------------------- options glossed in another language

# A learner's schema often glosses its options in the users' language: "upright=立式钢琴，
# grand=三角钢琴", "north=北区", "Harwick 哈威克, Brae Island 布雷岛", "立式钢琴(upright)". A user
# who writes Chinese says the gloss, never the option; a model reads the gloss as the option.
_CJK_RUN = r"[\u4e00-\u9fff][\u4e00-\u9fff·\d]{0,11}"
_AFTER = re.compile(rf"\s*(?:=|:|：|—|–|->|→|means|is|表示|指|即|是)?\s*[(（]?\s*({_CJK_RUN})", re.I)


@lru_cache(maxsize=512)
def glosses(options: tuple, description: str) -> dict:
    """{option: (its glosses in Chinese, ...)} as the description gives them."""
    found: dict = {}
    for option in options:
        label = str(option)
        said = []
        for m in re.finditer(rf"(?<![\w-]){re.escape(label)}(?![\w-])", description, re.I):
            after = _AFTER.match(description, m.end())
            if after:
                said.append(after.group(1))
            before = re.search(rf"({_CJK_RUN})\s*[(（]\s*$", description[:m.start()])
            if before and re.match(r"\s*[)）]", description[m.end():]):
                said.append(before.group(1))
        if said:
            found[option] = tuple(dict.fromkeys(said))
    return found if len(found) >= 1 else {}


def glossed_by(options: list, description: str) -> bool:
    return bool(glosses(tuple(o for o in options if isinstance(o, str)), description))


def _explains(options: list, description: str) -> bool:
    """Does the text gloss or explain these options (glosses, notes below)?"""
    return glossed_by(options, description) or \
        bool(notes(tuple(o for o in options if isinstance(o, str)), description))


def said_options(options: list, description: str, text: str) -> list[Found]:
    """Every option the text names, by its label ("Brae Island", "old town" for old_town) or
    by the gloss the description gives it (布雷岛, 老城区), with where it was said, in order.
    A gloss may be said without the head word the glosses share (三角 for 三角钢琴 beside
    立式钢琴), when what is left has two characters or more."""
    table = glosses(tuple(o for o in options if isinstance(o, str)), description or "")
    lowered = text.lower()
    hits = []
    for option in options:
        label = str(option).lower().replace("_", " ").replace("-", " ")
        if len(label) >= 2:
            for m in re.finditer(rf"(?<![a-z0-9]){re.escape(label)}(?![a-z0-9])",
                                 lowered.replace("_", " ").replace("-", " ")):
                hits.append(Found(option, m.start(), m.end()))
        for gloss in table.get(option, ()):
            for said in (gloss, _distinctive(gloss, table)):
                if said and len(said) >= 2:
                    hits += [Found(option, m.start(), m.end()) for m in re.finditer(re.escape(said), text)]
    for option, gloss in listed_glosses(tuple(o for o in options if isinstance(o, str)),
                                        description or "").items():
        for m in re.finditer(rf"(?<![a-z0-9]){re.escape(gloss)}(?![a-z0-9])", lowered.replace("-", " ")):
            hits.append(Found(option, m.start(), m.end()))
    from .pinyin import spelled_options   # `xuhui` said as 徐汇: the option in pinyin
    hits += [Found(o, start, end) for o, start, end in
             spelled_options(tuple(o for o in options if isinstance(o, str)), text)]
    kept: list[Found] = []
    for hit in sorted(hits, key=lambda h: (h.start, -(h.end - h.start))):
        if all(hit.end <= k.start or k.end <= hit.start for k in kept):
            kept.append(hit)
    return kept


# "open, under 1600, under 1200 or junior (under 16)" beside [open, u1600, u1200, junior]: a
# description that lists what each option means, in the options' order.
_LIST_SPLIT = re.compile(r"\s*(?:,|;|/|\bor\b|\band\b)\s*", re.I)


@lru_cache(maxsize=512)
def listed_glosses(options: tuple, description: str) -> dict:
    """{option: the words the description's list gives it}, when the description (or one
    sentence of it) lists as many things as there are options, each one the option or
    written like it (its number, its first letter), and at least one not the option
    itself. Else {}."""
    if len(options) < 2 or not description:
        return {}
    for sentence in re.split(r"(?<=[.;:])\s+|[.;:]\s*$", description):
        sentence = re.sub(r"\s*[(（][^)）]*[)）]", "", sentence).strip(" .;:")
        items = [i.strip().lower() for i in _LIST_SPLIT.split(sentence) if i.strip()]
        if len(items) != len(options):
            continue
        labels = [str(o).lower().replace("_", " ").replace("-", " ") for o in options]
        if all(written_like(label, item) for label, item in zip(labels, items)) and \
                any(label != item for label, item in zip(labels, items)):
            return {o: item.replace("-", " ") for o, item, label in zip(options, items, labels)
                    if item != label and len(item) >= 3}
    return {}


def written_like(label: str, item: str) -> bool:
    """Is the listed item the option said out ("under 1600" for u1600, "extra large" for
    xl): the same word, or the same number and first letter."""
    if label == item:
        return True
    digits, said = re.findall(r"\d+", label), re.findall(r"\d+", item)
    if digits:   # each letter of the code starts a word of the item: u1600 "under 1600"
        initials = {w[0] for w in re.findall(r"[a-z]+", item)}
        return digits == said and set(re.sub(r"[\d\s]+", "", label)) <= initials
    return label[:1] == item[:1] and not said


def _distinctive(gloss: str, table: dict) -> str:
    """The gloss without the head it shares with another option's gloss (钢琴 of 立式钢琴 and
    三角钢琴): what tells this option from the others."""
    others = [g for gs in table.values() for g in gs if g != gloss]
    for cut in range(1, len(gloss)):   # the longest shared head first
        head = gloss[cut:]
        if any(o.endswith(head) for o in others):
            return gloss[:cut]
    return ""


def lend_glosses(props: dict, description: str) -> dict:
    """Glosses and notes said once for a set of options serve every field that takes those
    options: the tool's description glosses `piano_type`'s options or explains `fault`'s,
    `from_port`'s description glosses those of `to_port` too. Each such field gets the
    explaining text added to its own description."""
    from .kinds import unwrap
    if not isinstance(props, dict):
        return props
    sources = [description or ""] + [str(unwrap(p).get("description") or "") for p in props.values()
                                     if isinstance(p, dict)]
    lent = dict(props)
    for name, prop in props.items():
        if not isinstance(prop, dict):
            continue
        options = unwrap(prop).get("enum") or unwrap(unwrap(prop).get("items") or {}).get("enum")
        if not options or _explains(options, str(prop.get("description") or "")):
            continue
        glossing = [s for s in sources if s and _explains(options, s)]
        if glossing:
            lent[name] = {**prop, "description": " ".join(
                [str(prop.get("description") or "")] + glossing).strip()}
    return lent


# ---------------------------------------------------------------- options explained by a note

# "fault: 'tension' = loops or bunched thread, 'timing' = skipped stitches": each option's note
# says what it means; a user describes the thing (老是跳针, "it skips stitches"), never the option.
_NOTE = re.compile(r"['\"‘“`]?\s*(?:=|:|：|—|–|->|→|\bmeans\b|\bis for\b|\bfor\b|表示|指|即)\s*"
                   r"((?:(?!\s['\"‘“`])[^,，;；。|\n]){3,80})|\s*[(（]([^()（）]{2,80})[)）]", re.I)


@lru_cache(maxsize=512)
def notes(options: tuple, description: str) -> dict:
    """{option: its note} for the options the description explains (two or more)."""
    found = {}
    for option in options:
        m = re.search(rf"(?<![\w-]){re.escape(str(option))}(?![\w-])", description)
        said = _NOTE.match(description, m.end()) if m else None
        if said:
            found[option] = (said.group(1) or said.group(2)).strip()
    return found if len(found) >= 2 else {}


def by_note(options: list, description: str, text: str) -> tuple:
    """(option, score) for the option whose note shares the most meaning with the text, only
    counting what tells the notes apart; (None, 0) when none or a tie."""
    from . import text as T
    table = notes(tuple(o for o in options if isinstance(o, str)), description or "")
    if not table:
        return None, 0.0
    meant = {o: _note_concepts(n) for o, n in table.items()}
    common = frozenset.intersection(*meant.values()) if meant else frozenset()
    wanted = T.concepts(text)
    scored = sorted(((sum(1 for n in c - common if _said_as(n, wanted)), o) for o, c in meant.items()),
                    reverse=True)
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None, 0.0
    return scored[0][1], float(min(scored[0][0], 2))


def _said_as(concept: str, wanted: set) -> bool:
    """A note's word, said as it is or as a word it is built on or from: "bath" by "bathe",
    "haircut" by "hair" (4 letters at least, so "art" is no part of "party")."""
    return concept in wanted or any(
        len(w) >= 4 and len(concept) >= 4 and (concept.startswith(w) or w.startswith(concept))
        and abs(len(w) - len(concept)) <= 4 for w in wanted)


@lru_cache(maxsize=2048)
def _note_concepts(note: str) -> frozenset:
    from . import text as T
    return frozenset(T.concepts(note))
