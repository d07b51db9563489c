"""Reading the values a schema property wants out of a text.

`find(name, prop, text, today)` returns what the text offers for one property, each value
with the span it came from, most likely first: an option of an enum chosen by meaning, an
id matching a pattern, a date relative to today, an amount, a place, a short phrase...
What sort of value a property wants is `kinds.kind_of`; the normalisers that recognise
values (numbers, currencies, places, units, dates) live in their own modules and load their
libraries on first use.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import text as T
from .kinds import names_a_person, kind_of, role_of, unwrap


@dataclass(frozen=True)
class Found:
    value: Any
    start: int = -1   # where in the text it was read (-1: not from a span)
    end: int = -1

    @property
    def span(self) -> tuple[int, int]:
        return self.start, self.end


class MissingArgument(Exception):
    """A required argument is not in the request: a careful model asks the user."""

    def __init__(self, tool: str, field: str, description: str):
        super().__init__(field)
        self.tool, self.field, self.description = tool, field, description


def as_date(today: Any) -> dt.date:
    """Accept a date or the old (year, month, day) tuple."""
    return today if isinstance(today, dt.date) else dt.date(*today)


# ---------------------------------------------------------------- enums, by meaning

# Options that form a scale (low < medium < high) are chosen by how strong the words are.
SCALE_LOW = "low minor trivial small whenever someday later relaxed 不急 低 小 轻微"
SCALE_HIGH = ("high urgent urgently asap critical emergency important immediately severe "
              "major top 紧急 急 加急 重要 严重 马上 立刻 尽快 高")


def option_written(option: Any, text: str) -> bool:
    """Is the option written in the text as a word of its own, or its plural, with spaces
    for its underscores (`matte_black` in "a matte black finish", "three kilims"; the M of
    "Monday" is not)?"""
    label = str(option)
    if T.has_cjk(label) or not label.strip():
        return bool(label) and label in text
    words = re.escape(label.lower()).replace("_", "[ _-]").replace(r"\-", "[ _-]")
    return re.search(rf"(?<![a-z0-9]){words}(?:e?s)?(?![a-z0-9])", text.lower()) is not None


@lru_cache(maxsize=2048)
def _field_lemmas(name: str, description: str) -> frozenset[str]:
    """The lemmas of a field's name and description words (`frame_size` → frame, size)."""
    from .lexicon import lemma
    words = re.findall(r"[a-z]{3,}", f"{re.sub(r'(?<=[a-z])(?=[A-Z])', ' ', name)} {description}".lower())
    return frozenset(lemma(w) for w in words if w not in T.STOPWORDS)


def _scale_rank(option: str) -> int | None:
    o = option.lower()
    if re.search(r"\b(low|minor|trivial|small|p3|p4)\b", o):
        return 0
    if re.search(r"\b(medium|normal|moderate|default|standard|mid|p2)\b", o):
        return 1
    if re.search(r"\b(high|urgent|critical|major|severe|p0|p1|top|important)\b", o):
        return 2
    return None


def enum_choice(options: list, text: str, description: str = "", name: str = "") -> tuple[Any, float]:
    """The option the text means, and how sure (0: the text doesn't say). An option the
    text names wins; else the option its things are kinds of (a taxi: `transport`,
    categories.py); else, for a scale, how strong its words are."""
    numbered = _by_number(options, text)
    if numbered is not None:   # "7-a-side", 十一人制: the number picks one of options told apart by it
        return numbered, 3.0
    from .abbreviated_options import abbreviated_option
    initials = abbreviated_option(options, text, _field_lemmas(name, description))
    if initials is not None:   # "10 small", "large frames" (`frame_size`) is the S or L of S/M/L
        return initials.value, 3.0
    if description and T.has_cjk(text):   # "north=北区": the gloss said names its option
        from .described_options import glossed_by, said_options
        said = said_options(options, description, text) if glossed_by(options, description) else []
        if said:
            return said[0].value, 3.0
    wanted = T.concepts(text)
    lowered = " " + T.translate_zh(text).lower() + " "
    best, best_score = None, 0.0
    for option in options:
        label = str(option).lower().replace("_", " ").replace("-", " ")
        score = 0.0
        if re.search(rf"(?<![a-z0-9]){re.escape(label)}(?![a-z0-9])", lowered) or \
                option_written(option, text):
            score += 3.0
        score += len(T.concepts(label) & wanted)
        if score > best_score:
            best, best_score = option, score
    if best_score < 3.0 and description:   # "'timing' = skipped stitches": 跳针 means that option
        from .described_options import by_note
        noted, note_score = by_note(options, description, text)
        if noted is not None and note_score > best_score:
            best, best_score = noted, note_score
    if best is None and T.has_cjk(text):   # 线上 "online", which jieba cuts as 线 + 上
        best = next((o for o in options if _zh_headword_for(str(o), text) >= 0), None)
        best_score = 3.0 if best is not None else 0.0
    if best is not None and best_score >= 3.0:   # "artificial grass", 人造草: the modifier tells
        best = _modifier_option(options, best, lowered, text)
    if best is None:   # "from 7pm" is the evening slot
        from .day_parts import part_of_day
        best = part_of_day(options, text)
        best_score = 1.0 if best is not None else 0.0
    if best is None:
        # what the text's things are kinds of (a taxi: transport), or the noun one of its
        # verbs or adjectives names (off sick: illness; stolen: theft), the surer
        from .categories import by_kind
        from .derived_meaning import by_derived_noun
        best, best_score = max(by_kind(options, text, description), by_derived_noun(options, text),
                               key=lambda pair: pair[1])
        best = best if best_score > 0 else None
    if best is None and (singular := _singular_options(options)):
        # "meals", "snacks": a plural option is the kind its singular names (dinner → meal)
        best, best_score = by_kind(list(singular), text, description)
        best = singular.get(best)
    if best is None:   # a scale: "urgent" means the top option, "no rush" the bottom one
        ranks = {o: _scale_rank(str(o)) for o in options}
        if sum(r is not None for r in ranks.values()) >= 2:
            if any(w in lowered for w in SCALE_HIGH.split()) and "not urgent" not in lowered:
                best = max((o for o in options if ranks[o] is not None), key=lambda o: ranks[o])
                best_score = 1.0
            elif any(f" {w} " in lowered or (T.has_cjk(w) and w in lowered)
                     for w in SCALE_LOW.split()) or "not urgent" in lowered or "no rush" in lowered:
                best = min((o for o in options if ranks[o] is not None), key=lambda o: ranks[o])
                best_score = 1.0
    if best is None:   # a scale of skill: "none of us has ever surfed" is a beginner
        best = _skill_option(options, text)
        best_score = 1.0 if best is not None else 0.0
    return best, best_score


# A scale of skill or experience, by its options' words, and what a text says of the
# speaker's: never done it, a first time (the lowest), years of it (the highest).
_SKILL_RANK = ((0, r"beginner|novice|newbie|intro\w*|basic|entry|first[ _-]?timer?|starter|初级|入门|新手"),
               (1, r"intermediate|improver|middle|中级"),
               (2, r"advanced|expert|pro|professional|experienced|connoisseur|master|seasoned|veteran|高级|专业"))
_NO_EXPERIENCE = re.compile(r"\b(?:never|first[- ]time|no experience|new to|not\s+\w+\s+before|"
                            r"(?:none of us|no one|nobody|neither of us|not)\b[^.;!?]{0,20}\bever|"
                            r"haven'?t\s+(?:\w+\s+){1,3}before|complete beginners?)\b|"
                            r"从(?:来)?(?:没|未)|第一次|零基础|没(?:有)?\S{1,4}过", re.I)
_MUCH_EXPERIENCE = re.compile(r"\b(?:for (?:many|\d+|several) years|years of|very experienced|"
                              r"expert)\b|多年|老手|很有经验", re.I)


def _skill_option(options: list, text: str) -> Any:
    ranks = {}
    for o in options:
        for rank, words in _SKILL_RANK:
            if re.search(rf"(?<![a-z])(?:{words})(?![a-z])", str(o).lower()):
                ranks[o] = rank
                break
    if len(set(ranks.values())) < 2:
        return None
    if _NO_EXPERIENCE.search(text):
        return min(ranks, key=ranks.get)
    if _MUCH_EXPERIENCE.search(text):
        return max(ranks, key=ranks.get)
    return None


def _modifier_option(options: list, named: Any, lowered: str, text: str) -> Any:
    """Two options said as one noun phrase, the second its head ("artificial grass" beside
    `grass` and `artificial`; 人造草): the word before the head is what tells this one from
    the other kinds, so its option is meant."""
    label = str(named).lower().replace("_", " ").replace("-", " ")
    before = None
    if T.has_cjk(text):   # the Chinese word before the one glossed as the option, every sense
        from . import zh
        words = [w for w in zh.cut(text) if w.strip()]
        at = next((i for i, w in enumerate(words) if i and T.has_cjk(w) and
                   label in T.translate_zh(w).lower().split()), None)
        said = T.concepts(words[at - 1]) if at else set()
    else:
        m = re.search(rf"(?<![a-z0-9]){re.escape(label)}(?![a-z0-9])", lowered)
        before = re.search(r"([a-z][a-z-]*)\s+$", lowered[:m.start()]) if m else None
        said = T.concepts(before.group(1)) if before else set()
    if not said:
        return named
    for option in options:
        other = str(option).lower().replace("_", " ").replace("-", " ")
        if option != named and " " not in other and said & T.concepts(other):
            return option
    return named


_NUMBER_WORD = re.compile(r"\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                          r"fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)\b")


def _by_number(options: list, text: str) -> Any:
    """Options told apart only by a number (`five_a_side`, `seven_a_side`; `2_person`,
    `4_person`): the one whose number the text says, when exactly one is said. Clock
    times and dates are no such number (numbers.py leaves them out)."""
    from .dates import _number
    from .numbers import find_numbers
    if len(options) < 2 or not all(isinstance(o, str) for o in options):
        return None
    by_value, rests = {}, set()
    for option in options:
        label = option.lower().replace("_", " ").replace("-", " ")
        said = _NUMBER_WORD.findall(label)
        if len(said) != 1:
            return None
        value = float(said[0]) if said[0].isdigit() else _number(said[0])
        if value is None or value in by_value:
            return None
        by_value[float(value)] = option
        rests.add(_NUMBER_WORD.sub("#", label))
    if len(rests) != 1:
        return None
    hits = {by_value[n.value] for n in find_numbers(text) if n.value in by_value}
    return hits.pop() if len(hits) == 1 else None


def _singular_options(options: list) -> dict[str, Any]:
    """Plural string options by their singular ("meals" → "meal"), if any option is plural."""
    from .lexicon import lemma
    singular = {}
    for option in options:
        if isinstance(option, str):
            words = option.split("_")
            words[-1] = lemma(words[-1].lower())
            singular["_".join(words)] = option
    return singular if any(k != v.lower() for k, v in singular.items()) else {}


def enum_choices(options: list, text: str, description: str = "") -> list:
    """Every option the text asks for (an array of options: "fire and theft", "擦窗户和冰箱"),
    in the order it names them; else the options its things are surely kinds of."""
    lowered = " " + T.translate_zh(text).lower() + " "
    named = []
    for option in options:
        label = str(option).lower().replace("_", " ").replace("-", " ")
        m = re.search(rf"(?<![a-z0-9]){re.escape(label)}(?:e?s)?(?![a-z0-9])", lowered)
        if m or str(option) in text:
            named.append((m.start() if m else text.find(str(option)), option))
        elif T.has_cjk(text):   # a Chinese word glossing it, or one of its parts (盗窃险: theft)
            at = _zh_word_for(label, text)
            at = at if at >= 0 else _zh_headword_for(str(option), text)
            if at >= 0:
                named.append((at, option))
    if named:
        return [o for _, o in sorted(named, key=lambda p: p[0])]
    from .categories import kind_scores
    scores = kind_scores(options, text, description)
    best = max(scores.values(), default=0.0)
    if best <= 0:
        one, score = enum_choice(options, text, description)
        return [one] if score > 0 else []
    return [o for o in options if scores.get(o, 0.0) >= NEAR_BEST * best]


def _zh_word_for(label: str, text: str) -> int:
    """Where a Chinese word of the text glosses `label` (its own glosses, or its parts' when
    the dictionary lacks it), else -1."""
    from . import zh
    from .categories import things_named
    position, words = 0, []
    for word in zh.cut(text):
        at = text.find(word, position)
        position = at + len(word) if at >= 0 else position
        if at >= 0 and T.has_cjk(word) and len(word) > 1 and _glosses_all(label, things_named(word)):
            return at
        words.append((at, word))
    if len(label.split()) >= 2:   # `right_door`: 右边 + 车门, two words side by side, each one part
        for (at, first), (_, second) in zip(words, words[1:]):
            if at >= 0 and T.has_cjk(first + second) and len(first) > 1 and len(second) > 1 and \
                    _glosses_all(label, list(things_named(first)) + list(things_named(second))):
                return at
    return -1


def _zh_headword_for(option: str, text: str) -> int:
    """Where the text holds a dictionary word (two to four characters) glossed as exactly the
    option (线上: "online"), however jieba cuts the text; else -1."""
    return _zh_glossed_words(text).get(option.lower().replace("_", " ").replace("-", " "), -1)


@lru_cache(maxsize=1024)
def _zh_glossed_words(text: str) -> dict[str, int]:
    """{gloss: where} for the dictionary words jieba cut into single characters (线上 as
    线 + 上): two or three such characters in a row, looked up whole. Once per text."""
    from . import zh
    from .lexicon import dictionary
    table, found, position, singles = dictionary(), {}, 0, []
    for word in zh.cut(text):
        at = text.find(word, position)
        position = at + len(word) if at >= 0 else position
        singles = singles + [at] if len(word) == 1 and T.has_cjk(word) and at >= 0 and \
            (not singles or singles[-1] == at - 1) else ([at] if len(word) == 1 and T.has_cjk(word) else [])
        for size in (2, 3):
            if len(singles) >= size:
                start = singles[-size]
                for gloss in table.get(text[start:start + size], ()):
                    found.setdefault(gloss.lower().strip(), start)
    return found


def _glosses_all(label: str, glossed: list[str]) -> bool:
    """Every word of an option's label is among a word's glosses (干洗: "dry", "clean" for
    `dry_clean`), a longer form counting too ("cleaning" for "clean")."""
    words = label.split()
    return bool(words) and all(any(g == w or (len(w) >= 4 and g.startswith(w)) for g in glossed)
                               for w in words)


NEAR_BEST = 0.8   # several options by kind: each about as sure as the surest


def _enum_choice(options: list, text: str, default: Any) -> Any:
    best, score = enum_choice(options, text)
    if score > 0:
        return best
    return default if default is not None else options[0]


# ---------------------------------------------------------------- patterns and ids


# Where an id may start and end: not inside a run of Latin letters, digits or dashes. A
# Chinese character is a boundary ("处方RX-5521续一下", "订单号A77812"): Chinese puts no
# space around a code, and regex's \w would count 号 and 续 as part of the word.
BEFORE_ID = r"(?<![A-Za-z0-9_-])"
AFTER_ID = r"(?![A-Za-z0-9_-])"


def _pattern_values(pattern: str, text: str) -> list[Found]:
    body = pattern.removeprefix("^").removesuffix("$")
    try:
        found = [Found(m.group(0), m.start(), m.end())
                 for m in re.finditer(rf"{BEFORE_ID}(?:{body}){AFTER_ID}", text)]
    except re.error:
        return []
    # "... to #ops-alerts." : the full stop ends the sentence, not the value, if it fits without
    found = [Found(f.value[:-1], f.start, f.end - 1) if f.value[-1:] in ".,;:!?" and
             re.fullmatch(body, f.value[:-1]) else f for f in found]
    if not found and not re.search(r"a-z|\\w", body):
        # "start w3": a code typed in lower case is the same code; one with a digit in it
        # (a plain word is never made a code: "wool" is no "WOOL")
        found = [Found(m.group(0).upper(), m.start(), m.end())
                 for m in re.finditer(rf"{BEFORE_ID}[a-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*{AFTER_ID}", text)
                 if re.fullmatch(body, m.group(0).upper())]
    return _unique(found)


def fits_pattern(pattern: str, text: str) -> bool:
    """Does the text hold a value of this pattern, standing on its own ('KB-103')?"""
    return bool(_pattern_values(pattern, text))


def _fits(pattern: str, value: Any) -> bool:
    try:
        return re.search(pattern, str(value)) is not None
    except re.error:
        return False


def shape(value: str) -> str:
    return re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "A", value))


# A code of digits only ("330-2291") is an id where a label stands right before it:
# 户号330-2291, 账号 330-2291, "account no. 330-2291", "number 330-2291".
ID_LABEL = re.compile(r"(?:(?<=[\u4e00-\u9fff])号码?|编号|(?<![A-Za-z])(?:id|no\.?|number)|#)\s*[:：]?\s*"
                      rf"(\d+(?:-\d+)+|\d{{4,}}){AFTER_ID}", re.I)


LONG_CODE = re.compile(rf"{BEFORE_ID}(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{{8,}}{AFTER_ID}")


def _ids(prop: dict, text: str) -> list[Found]:
    found = [Found(m.group(0), m.start(), m.end())
             for m in re.finditer(rf"{BEFORE_ID}(?:[A-Z]{{1,5}}-?\d{{2,}}(?:-\d+)?|#\d+){AFTER_ID}", text)]
    # a short code joined by a dash ("G-2", "B-7"): capitals, a dash, a digit are a code
    # however short, where the text holds no longer one
    found = found or [Found(m.group(0), m.start(), m.end())
                      for m in re.finditer(rf"{BEFORE_ID}[A-Z]{{1,3}}-\d{AFTER_ID}", text)]
    found += [Found(m.group(1), m.start(1), m.end(1)) for m in ID_LABEL.finditer(text)
              if not any(f.start <= m.start(1) < f.end for f in found)]
    # a long run of capitals and digits mixed ("1Z999AA10123456784", a parcel's number)
    found += [Found(m.group(0), m.start(), m.end()) for m in LONG_CODE.finditer(text)
              if not any(f.start <= m.start() < f.end for f in found)]
    example = example_in(prop.get("description", ""))
    if example:  # the description shows the format ('HP-300'): an order id is not a SKU
        shaped = shaped_like(example, text)
        found = shaped or [f for f in found if shape(f.value) == shape(example)] or \
            [f for f in found if shape(f.value).split("-")[0] == shape(example).split("-")[0]]
    return _unique([Found(f.value.lstrip("#"), f.start, f.end) for f in found])


# "e.g. 'LH 2203'", "for example HP-300", "如 MU5101": the example a description gives.
_EXAMPLE = re.compile(r"(?:\be\.g\.?|\bfor example|\bsuch as|\blike|例如|比如|如)[,:：]?\s*"
                      r"(?:['\"“‘]([A-Za-z0-9][\w ./-]{0,30}?)['\"”’]|([A-Za-z0-9][\w./-]*))", re.I)


@lru_cache(maxsize=4096)
def example_in(description: str) -> str | None:
    """The first example with a digit in it: 'like the user wrote it' shows no format."""
    return next((value for _, value in examples_in(description)), None)


@lru_cache(maxsize=4096)
def examples_in(description: str) -> tuple[tuple[str, str], ...]:
    """Each example with a digit in it, with the words written just before its cue ("size
    like 205/55R16" gives ("size", "205/55R16")): a tool's description may say which field
    an example shows."""
    return tuple((description[max(0, m.start() - 40):m.start()], value)
                 for m in _EXAMPLE.finditer(description)
                 for value in [m.group(1) or m.group(2)] if re.search(r"\d", value))


def shaped_like(example: str, text: str) -> list[Found]:
    """Values in the text built like the example: the same letters-then-digits runs, with
    any separator (or none) where the example has a space or a dash ('LH 2203' finds
    'LH2203', 'lh-2203' and 'LH 2203'). A run of n digits may be a little shorter or longer."""
    pattern = _shape_pattern(example)
    if pattern is None:
        return []  # a word or a bare number: its shape says nothing
    found = [Found(m.group(0), m.start(), m.end()) for m in pattern.finditer(text)]
    if not re.search(r"[a-z]", example):   # 'LH 2203': "lh2203" is the code, "or 4077" words
        found = [f for f in found if not re.search(r"[a-z][ _./-]", f.value)]
    return found


@lru_cache(maxsize=1024)
def _shape_pattern(example: str) -> re.Pattern | None:
    # a decimal is one run ("M8x1.25", "9.8/60"), its fraction optional in the text ("M6x1")
    runs = re.findall(r"[A-Za-z]+|\d+(?:\.\d+)?|[ _./-]+", example)
    if not any(_digit_run(r) for r in runs):
        return None
    if not any(r.isalpha() for r in runs):
        # digits only: only groups joined by the example's own separator ('120-4455'),
        # near its lengths, are a shape; a bare number or 3450.75 is none
        return _digit_groups(runs)
    parts = []
    for run in runs:
        if run.isalpha():
            parts.append(f"[A-Za-z]{{{len(run)}}}")
        elif _digit_run(run):
            whole = run.split(".")[0]
            parts.append(rf"\d{{{max(1, len(whole) - 2)},{len(whole) + 2}}}" + _FRACTION * ("." in run))
        else:
            parts.append(r"[ _./-]?")
    return re.compile(rf"{BEFORE_ID}(?:{''.join(parts)}){AFTER_ID}")


_FRACTION = r"(?:\.\d{1,4})?"


def _digit_run(run: str) -> bool:
    return bool(re.fullmatch(r"\d+(?:\.\d+)?", run))


def _digit_groups(runs: list[str]) -> re.Pattern | None:
    if len([r for r in runs if _digit_run(r)]) < 2 or \
            any(r not in ("-", "/") for r in runs if not _digit_run(r)):
        return None
    parts = [rf"\d{{{max(1, len(r.split('.')[0]) - 1)},{len(r.split('.')[0]) + 1}}}" + _FRACTION * ("." in r)
             if _digit_run(r) else re.escape(r) for r in runs]
    return re.compile(rf"(?<![A-Za-z0-9_./-])(?:{''.join(parts)})(?![A-Za-z0-9_/-]|\.\d)")


def _unique(found: list[Found]) -> list[Found]:
    seen, out = set(), []
    for f in found:
        key = repr(f.value)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


# ---------------------------------------------------------------- the dispatcher


def find(name: str, prop: dict, text: str, today: Any = (2026, 10, 12)) -> list[Found]:
    """What the text offers for one property, most likely first. Empty: not in the text."""
    prop = unwrap(prop)
    today = as_date(today)
    kind = kind_of(name, prop)
    ptype = prop.get("type")
    if "enum" in prop:
        return _enum_values(name, prop, kind, text)
    if "const" in prop:
        return [Found(prop["const"])]
    if ptype == "array":
        return _array_values(name, prop, text, today)
    reader = READERS.get(kind) if kind not in ("id", "text") else None
    if "pattern" in prop and reader is None:   # `start` with ^\d{2}:\d{2}$ is a clock time
        reader = READERS.get(kind_by_pattern(prop["pattern"]))
    if "pattern" in prop:
        # A pattern says what the value looks like; the kind says how to read it. Read it
        # ("yuan" -> CNY) and keep what fits the pattern, else search for the pattern itself.
        found = [f for f in (reader(name, prop, text, today) if reader else [])
                 if _fits(prop["pattern"], f.value)]
        return found or _pattern_values(prop["pattern"], text) or \
            _pattern_values(prop["pattern"], T.translate_zh(text))
    reader = READERS.get(kind)
    found = reader(name, prop, text, today) if reader else []
    if ptype == "integer":
        found = [Found(int(f.value), f.start, f.end) for f in found
                 if isinstance(f.value, (int, float)) and float(f.value).is_integer()]
    elif ptype == "number":
        found = [f for f in found if isinstance(f.value, (int, float))]
    elif ptype == "string":
        found = [Found(v if isinstance(v, str) else str(v), f.start, f.end)
                 for f in found for v in [f.value]]
    if ptype in ("number", "integer") and found:
        from .number_fields import as_percent_or_not
        found = as_percent_or_not(name, prop, text, found)   # "insured at 50%" gives no weight
    if kind in ("date", "time", "datetime") and len(found) > 1:
        found = _by_own_clause(name, found, text)
    if ptype in ("number", "integer") and len(found) > 1:
        found = _by_unit(name, kind, found, text)
        # a reading the schema's bounds allow before one they rule out ("一双40码" for sizes
        # 28-48: the pair's 一 is no size); with none allowed, the value said still goes
        # (the tool's range error is then the user's to hear)
        found = [f for f in found if _within(prop, f.value)] or found
    return found


# What a value of each kind looks like, written the usual way: a pattern that takes one of
# them (and no code) says what kind of value its field wants.
_SAMPLES = (("datetime", ("2026-10-12T09:30", "2026-10-12 09:30")), ("date", ("2026-10-12",)),
            ("time", ("09:30", "21:05")))


@lru_cache(maxsize=1024)
def kind_by_pattern(pattern: str) -> str | None:
    """The kind a `pattern` stands for ('date', 'time'), when every sample of it matches."""
    try:
        shape = re.compile(pattern)
    except re.error:
        return None
    if shape.fullmatch("AB-1234") or shape.fullmatch("hello"):
        return None   # takes codes or words too: a pattern for ids, not for times
    # one written form is enough: a date and time with "T" only, or with a space only
    return next((kind for kind, samples in _SAMPLES if any(shape.fullmatch(s) for s in samples)),
                None)


# The words of a date or time field's name that only say it is one.
_WHEN_WORDS = {"date", "time", "datetime", "day", "when", "iso", "yyyy", "hhmm"}


def when_field_words(name: str) -> frozenset[str]:
    """What a date or time field's name says beyond being one: `collect_date` → collect;
    a closed compound also as its verb (`pickup` → pick, said apart in "pick it up")."""
    from .field_clauses import _field_words
    field = set(_field_words(name, "") - _WHEN_WORDS)
    return frozenset(field | {m.group(1) for w in field for m in [_PHRASAL.fullmatch(w)] if m})


def meets_field(field: frozenset[str], words: str) -> int:
    """How many of `words`' content words the field's words meet (lemmas, Chinese senses)."""
    from .field_clauses import _content, relevance
    return relevance(field, _content(words)) if field else 0


def _by_own_clause(name: str, found: list[Found], text: str) -> list[Found]:
    """Several dates: `collect_date` takes the one said in the clause about collecting
    ("dropping off … on Monday. I'd like to collect them on Friday the 5th"). The field's
    name meets the clause's words; with no meeting, text order."""
    from .field_clauses import clauses
    field = when_field_words(name)
    if not field:
        return found
    spans = clauses(text)

    def meets(f: Found) -> int:
        clause = next((c for c in spans if c.start <= f.start < c.end), None)
        if clause is None or f.start < 0:
            return 0
        return meets_field(field, text[clause.start:f.start] + " " + text[f.end:clause.end])
    scores = [meets(f) for f in found]
    if not any(scores):
        return found
    return [f for _, f in sorted(zip(scores, found), key=lambda p: -p[0])]


def _by_unit(name: str, kind: str, found: list[Found], text: str) -> list[Found]:
    """Several numbers: a property named after a unit ("litres", "distance_km") takes the one
    written with that unit first; an amount of money the ones written with no other unit
    ("40 litres for 62": the cost is 62)."""
    from . import units
    measured = {(q.start, q.unit) for q in units.find_quantities(text)}
    unit_at = {start: unit for start, unit in measured}
    wanted = next((u for w in re.split(r"[_\s]+", name.lower()) for u in [units.unit_of(w)] if u),
                  None)
    if wanted:
        return sorted(found, key=lambda f: unit_at.get(f.start) != wanted)
    if kind == "amount":
        return sorted(found, key=lambda f: f.start in unit_at)
    return found


def candidates(name: str, prop: dict, text: str, today: Any = (2026, 10, 12)) -> list[Any]:
    """The values of `find`, without their spans."""
    return [f.value for f in find(name, prop, text, today)]


def _enum_values(name: str, prop: dict, kind: str, text: str) -> list[Found]:
    options = prop["enum"]
    reader = READERS.get(kind) if kind in ROLE_KINDS else None
    if reader is not None:
        # A unit, currency or place: read it as one (with its role: from/to), then say it
        # the way the enum does ("km" in the text, "kilometer" in the schema).
        read = [_as_option(f.value, options, kind) for f in reader(name, prop, text, None)]
        read = [Found(o) for o in dict.fromkeys(o for o in read if o is not None)]
        if read or all(isinstance(o, str) and len(o) == 3 and o.isupper() for o in options):
            return read
    unit = _duration_unit(name, prop) if all(isinstance(o, (int, float)) and not isinstance(o, bool)
                                             for o in options) else None
    if unit:   # `minutes` one of 30, 60, 90: "for an hour" is 60
        timed = [f for f in _read_duration(text, unit) if f.value in options]
        if timed:
            return timed
    from .counted_options import counted_option   # "a two-bedroom flat": `2-bed`
    counted = counted_option(options, text)
    if counted is not None:
        return [Found(counted)]
    # the options the text names, by label or by the description's gloss (哈威克 for Harwick)
    from .described_options import said_options
    said = said_options(options, prop.get("description", ""), text)
    role = role_of(name, prop)
    if said and role is not None and kind not in ("unit", "currency"):
        from .trip_sides import by_side
        return by_side(role, text, said)   # from_port, to_port: each its own end of the trip
    best, score = enum_choice(options, text, prop.get("description", ""), name)
    together = option_for_all(options, text, prop.get("description", ""))
    if together is not None:   # "bisque and glaze firing" with a `both` option: that one
        return [Found(together)]
    if said and score <= 0:   # named, though enum_choice found no meaning to go by
        return said
    if score > 0:
        return [Found(best)]
    return []


ROLE_KINDS = ("currency", "unit", "place", "city", "country", "region", "language")

# An option that stands for all the others together: its label is a word of the grammar
# for "the whole set" ("both", "all", 全部), or it joins two other options' labels
# ("wash_and_fold" beside "wash" and "fold").
_ALL_OF = {"both", "all", "everything", "全部", "两者", "都要", "全都"}
# What joins two things asked for together ("A and B", "A & B", "A和B"): not "or".
_TOGETHER = re.compile(r"\s*(?:\band\b|&|\+|\bplus\b|\bas well as\b|和|与|跟|及|、)\s*", re.I)


def option_for_all(options: list, text: str, description: str = "") -> Any:
    """The option meaning "all of them" when the text asks for two or more of the other
    options together ("inside and outside", "素烧和釉烧"), else None."""
    labels = {o: str(o).lower().replace("_", " ").replace("-", " ") for o in options}
    whole = [o for o, label in labels.items() if label in _ALL_OF or
             sum(1 for p, other in labels.items() if p != o and len(other) > 2 and
                 re.search(rf"(?<![a-z]){re.escape(other)}(?![a-z])", label)) >= 2]
    if len(whole) != 1 or len(options) < 3 or not _TOGETHER.search(text):
        return None
    others = [o for o in options if o != whole[0]]
    named = []
    for part in _TOGETHER.split(text):
        if not part.strip():
            continue
        best, score = enum_choice(others, part, description)
        if best is not None and score > 0 and best not in named:
            named.append(best)
    return whole[0] if len(named) >= 2 else None


def _as_option(value: Any, options: list, kind: str) -> Any:
    """The enum option that names `value` (case, spelling and unit symbols aside)."""
    for option in options:
        if str(option).lower() == str(value).lower():
            return option
    if kind == "unit":
        from . import units
        canonical = units.unit_of(str(value)) or str(value)
        for option in options:
            if units.unit_of(str(option)) == canonical:
                return option
        bare = canonical.replace("degree_", "").lower()
        return next((o for o in options if str(o).lower() == bare), None)
    return None


def _array_values(name: str, prop: dict, text: str, today: dt.date) -> list[Found]:
    item = unwrap(prop.get("items") or {})
    if item.get("type") == "object" or "properties" in item:
        return []   # lists of objects are filled by the caller, one object per entity
    from .dates import weekday_options, weekdays_said
    if "enum" in item and (days := weekday_options(item["enum"])):   # 周一、三、五: Mon, Wed, Fri
        said = list(dict.fromkeys(days[d] for d, _, _ in weekdays_said(text) if d in days))
        return [Found(said)] if said else []
    if "enum" in item and kind_of(name, item) not in ROLE_KINDS:   # several options at once
        chosen = enum_choices(item["enum"], text, item.get("description") or
                              prop.get("description", ""))
        limit = prop.get("maxItems")
        return [Found(chosen[:limit])] if chosen else []
    values = find(name.removesuffix("s") if name.endswith("s") else name,
                  {**item, "description": item.get("description") or prop.get("description", "")},
                  text, today)
    values = _without_their_count(values, text)
    if not values:
        return []
    if kind_of(name, prop) == "name" and not T.has_cjk(text):   # "for Rex and Biscuit": both
        from .string_lists import joined_names
        said = {f.value for f in values}
        values = values + [Found(n, s, e) for f in values if f.start >= 0
                           for n, (s, e) in joined_names(text, f.span) if n not in said]
    spans = [f.span for f in values if f.start >= 0]
    start = min((s for s, _ in spans), default=-1)
    end = max((e for _, e in spans), default=-1)
    limit = prop.get("maxItems")
    return [Found([f.value for f in values][:limit], start, end)]


# What joins the members of one list of numbers: "38, 42 and 44", "38/44", "38、44".
_LIST_JOIN = re.compile(r"^[\s,，、/&;；]*(?:(?:and|or|plus|和|或)[\s,，、]*)?$", re.I)


def _without_their_count(values: list[Found], text: str) -> list[Found]:
    """Numbers for a list, without the one that counts the others: in "two need rental
    shoes (EU 38 and 44)" the two says how many sizes follow, it is none of them. The count
    stands apart (words, not a list's commas, before the next number) and equals how many
    numbers come after it."""
    placed = sorted((f for f in values if f.start >= 0), key=lambda f: f.start)
    if len(placed) < 3 or len(placed) != len(values):
        return values
    head, rest = placed[0], placed[1:]
    apart = not _LIST_JOIN.match(text[head.end:rest[0].start])
    if apart and isinstance(head.value, (int, float)) and head.value == len(rest) and \
            all(_LIST_JOIN.match(text[a.end:b.start]) for a, b in zip(rest, rest[1:])):
        return rest
    return values


def _currencies_by_role(name: str, prop: dict, text: str) -> list[str]:
    from . import currencies
    role = role_of(name, prop)
    source, target = currencies.conversion(text)
    if role == "source" and source:
        return [source]
    if role == "target" and target:
        return currencies.conversion_targets(text)   # several: one conversion each
    if role is not None and (source or target):
        return []   # the text names the other side only ("And in yen?": a new target)
    return currencies.find_currencies(text)


def _read_currency(name, prop, text, today):
    return [Found(c) for c in _currencies_by_role(name, prop, text)]


def _read_unit(name, prop, text, today):
    from . import units
    role = role_of(name, prop)
    source, target = units.conversion(text)
    if role == "source" and source:
        return [Found(source)]
    if role == "target" and target:
        return [Found(target)]
    if role is not None and (source or target):
        return []
    found = [Found(q.unit, q.start, q.end) for q in units.find_quantities(text)]
    return found or _measure_words(text)


def _measure_words(text: str) -> list[Found]:
    """The measure word after a Chinese count is its unit: 两斤苹果 → 斤, 一盒牛奶 → 盒."""
    if not T.has_cjk(text):
        return []
    from .measures import measure_after
    from .numbers import find_numbers
    found = []
    for n in find_numbers(text):
        measure = measure_after(text, n.end)
        if measure:
            found.append(Found(measure.word, measure.start, measure.end))
    return found


def _read_amount(name, prop, text, today):
    from . import numbers
    amounts = numbers.find_amounts(text)
    if amounts:
        return [Found(a.value, a.start, a.end) for a in amounts]
    # a number that counts things ("两居室", "3 bedrooms", "two of us") is no sum of money;
    # one with a unit ("42.195 km") is still a value to convert
    from . import units
    from .counts import counted
    measured = {q.start for q in units.find_quantities(text)}
    counting = {c.start for c in counted(text) if (c.things or c.people) and c.start not in measured}
    return [f for f in _read_number(name, prop, text, today) if f.start not in counting]


# A length of time: "90 minutes", "an hour and a half", "一个小时", "半小时", "45分钟".
_SECONDS = {"s": 1, "sec": 1, "second": 1, "秒": 1, "秒钟": 1, "min": 60, "minute": 60, "分钟": 60,
            "h": 3600, "hr": 3600, "hour": 3600, "小时": 3600, "钟头": 3600, "day": 86400,
            "天": 86400, "week": 604800}
_DURATION = re.compile(
    r"(?P<half_en>half\s+an?\s+hour)|(?P<half_zh>半个?(?:小时|钟头))"
    r"|\b(?P<n>\d+(?:\.\d+)?|an?|[a-z]+(?:-[a-z]+)?)(?P<half_before>\s+and\s+a\s+half)?\s*"
    r"(?P<u>seconds?|secs?|minutes?|mins?|"
    r"hours?|hrs?|h|days?|weeks?)\b(?P<and_half>\s+and\s+a\s+half)?"
    r"|(?P<zn>\d+(?:\.\d+)?|[零一二两三四五六七八九十百]+)\s*个?(?P<zh_half>半)?\s*"
    r"(?P<zu>小时|钟头|分钟|秒钟|秒|天)", re.I)


def _duration_unit(name: str, prop: dict) -> int | None:
    """Seconds in the unit a property counts time in (`duration_minutes`, "in hours")."""
    # `times_per_day` counts times: the unit after "per" is its rate, not what it counts
    counted = re.split(r"(?:_|\b)per(?:_|\b)", name, maxsplit=1)[0]
    words = f"{counted.replace('_', ' ')} {prop.get('description') or ''}".lower()
    for unit, pattern in ((60, r"minutes?|mins?"), (3600, r"hours?|hrs?"),
                          (1, r"seconds?|secs?"), (86400, r"days?")):
        if re.search(rf"\b(?:{pattern})\b", words):
            return unit
    return None


def _read_duration(text: str, unit: int) -> list[Found]:
    from .dates import _number
    found = []
    for m in _DURATION.finditer(text):
        if m.group("half_en") or m.group("half_zh"):
            seconds = 1800.0
        else:
            amount = m.group("n") or m.group("zn")
            n = float(amount) if re.fullmatch(r"[\d.]+", amount) else _number(amount)
            if n is None:
                continue
            word = (m.group("u") or m.group("zu")).lower()
            word = word if word in _SECONDS else word.rstrip("s")
            half = 0.5 if (m.group("and_half") or m.group("half_before") or m.group("zh_half")) else 0
            seconds = (n + half) * _SECONDS.get(word, _SECONDS.get(word[:3], 60))
        value = seconds / unit
        found.append(Found(int(value) if value.is_integer() else value, m.start(), m.end()))
    return found


def _within(prop: dict, value: Any) -> bool:
    """The schema's bounds: a reading outside them is not this property's value."""
    low, high = prop.get("minimum"), prop.get("maximum")
    return (low is None or value >= low) and (high is None or value <= high)


def _read_number(name, prop, text, today):
    from . import numbers, units
    unit = _duration_unit(name, prop)
    said = _read_duration(text, unit) if unit else []
    # one the bounds allow first; else the span said ("三个小时" is 180 minutes, even past a
    # maximum of 120: the tool says no, never "3")
    durations = [f for f in said if _within(prop, f.value)] or said
    if durations:
        return durations
    if re.search(r"(?:^|_)(?:hour|start_hour)(?:$|_)", name) and not name.endswith("hours"):
        from . import dates   # "hour": the hour of a time of day ("7 pm", 晚上7点 → 19)
        hours = [Found(_said_of_later_part(text, t).hour, t.start, t.end) for t in dates.find_times(text)]
        if hours:
            return hours
    shares = _read_share(name, prop, text)
    if shares:
        return shares
    measured = units.field_unit(name)   # `kg`, `length_cm`: quantities in that unit
    if measured:
        converted = [Found(v, q.start, q.end) for q in units.find_quantities(text)
                     if (v := units.convert(q.value, q.unit, measured)) is not None]
        if converted:   # "800克" for `kg` is 0.8; a bare number is taken as it is
            return converted + [Found(n.value, n.start, n.end) for n in numbers.find_numbers(text)
                                if not any(c.start <= n.start < c.end for c in converted)]
    quantities = units.find_quantities(text) if re.search(r"\b(value|quantity|amount|distance|"
                                                          r"weight|length|temperature)\b",
                                                          name.replace("_", " ")) else []
    if quantities:
        return [Found(q.value, q.start, q.end) for q in quantities]
    return [Found(n.value, n.start, n.end) for n in numbers.find_numbers(text)]


def _read_share(name, prop, text) -> list[Found]:
    """A field stated as a share reads "a fifth" too: 20 in percent, 0.2 as a fraction."""
    from . import numbers, shares
    stated = shares.stated_as_share(name, prop)
    said = shares.find_shares(text) if stated else ()
    if not said:
        return []
    scale = 100 if stated == "percent" else 1
    found = [Found(round(n.value * scale, 4), n.start, n.end) for n in said]
    # beside them, only a number said as a percent ("20%", 百分之二十): "7 kWp" is no share
    return found + [Found(n.value * scale / 100, n.start, n.end) for n in numbers.find_numbers(text)
                    if re.match(r"\s*(?:%|percent\b|per cent\b)", text[n.end:], re.I)
                    or n.text.startswith("百分之")]


def _read_index(name, prop, text, today):
    """An integer id, where the text says it is one: "task 3", "dealer 42", "#12", "id 7",
    "[42]". A bare number in a sentence ("1 result", "300 euros") is not an id. ("The
    second one" is left to the chain reader.)"""
    from . import numbers
    noun = re.sub(r"[_\s]*(ids?|no|number|index)$", "", name, flags=re.I).replace("_", " ")
    cue = rf"(?:\b{re.escape(noun)}s?(?:[_\s]*id)?|\bid|\bno\.?|\bnumber|#|\[|编号|号)\s*[:=]?\s*$" if noun else \
        r"(?:\bid|\bno\.?|\bnumber|#|\[|编号|号)\s*[:=]?\s*$"
    numbered = numbers.numbered_things(text)   # 22号小屋, 3号桌: "N号" before a noun numbers it
    return [Found(n.value, n.start, n.end) for n in numbers.find_numbers(text)
            if float(n.value).is_integer() and (re.search(cue, text[max(0, n.start - 20):n.start], re.I)
                                                or n.start in numbered)]


_RELATIVE_YEARS = re.compile(r"\b(?P<en>this|next|last|coming|current)\s+year\b|(?P<zh>今年|明年|去年|后年|前年)",
                             re.I)
_YEAR_SHIFT = {"this": 0, "current": 0, "next": 1, "coming": 1, "last": -1,
               "今年": 0, "明年": 1, "去年": -1, "后年": 2, "前年": -2}


def _read_year(name, prop, text, today):
    found = [Found(int(m.group(0)), m.start(), m.end())
             for m in re.finditer(r"(?<!\d)(19|20)\d\d(?!\d)", text)]
    for m in _RELATIVE_YEARS.finditer(text):   # "this year", "明年": relative to today
        word = (m.group("en") or m.group("zh")).lower()
        found.append(Found(as_date(today).year + _YEAR_SHIFT[word], m.start(), m.end()))
    return sorted(found, key=lambda f: f.start)


def _date_format(prop: dict) -> str:
    desc = str(prop.get("description") or "")
    if re.search(r"dd/mm/yyyy", desc, re.I):
        return "%d/%m/%Y"
    if re.search(r"mm/dd/yyyy", desc, re.I):
        return "%m/%d/%Y"
    return "%Y-%m-%d"


def _read_date(name, prop, text, today):
    from . import dates
    fmt = _date_format(prop)
    return [Found(d.date.strftime(fmt), d.start, d.end) for d in dates.find_dates(text, today)]


def _read_time(name, prop, text, today):
    from . import dates
    return [Found(_said_of_later_part(text, t).strftime("%H:%M"), t.start, t.end)
            for t in dates.find_times(text)]


# "tomorrow afternoon at half past two", "this evening, around 8": the part of the day said
# before a clock time that has no am/pm of its own.
_LATER_PART = re.compile(r"\b(?:afternoon|evening|tonight|night)\b[^.;!?]{0,24}$", re.I)
_HAS_HALF_OF_DAY = re.compile(r"\b(?:a\.?m\.?|p\.?m\.?|noon|midnight|morning)\b|[上下]午|晚|早|凌晨|中午", re.I)


# A morning said anywhere near the time keeps a small hour in the morning ("early", 早上).
_EARLY_PART = re.compile(r"\b(?:morning|early|dawn|sunrise)\b|(?<![a-z])a\.?m\b\.?|早|凌晨|上午|清晨", re.I)


def _said_of_later_part(text: str, hit) -> dt.time:
    """The hit's time, moved past noon when the part of the day said before it is later,
    or when it is a small hour (1 to 6) said with no half of the day at all: "quarter past
    two", "at 3", 两点 are read in the afternoon, as people mean them when they book or meet
    (a leading zero, "02:15", is a 24-hour time and stays as written)."""
    t = hit.time
    said = text[hit.start:hit.end]
    if 1 <= t.hour <= 11 and not _HAS_HALF_OF_DAY.search(said) and \
            _LATER_PART.search(text[max(0, hit.start - 40):hit.start]):
        return t.replace(hour=t.hour + 12)
    if 1 <= t.hour <= 6 and not _HAS_HALF_OF_DAY.search(said) and not re.search(r"(?<!\d)0\d", said) \
            and not _EARLY_PART.search(text[max(0, hit.start - 40):hit.end + 20]):
        return t.replace(hour=t.hour + 12)
    return t


def _read_datetime(name, prop, text, today):
    from . import dates
    found = [Found(d.datetime.isoformat(timespec="minutes") if d.datetime.second == 0
                   else d.datetime.isoformat(), d.start, d.end)
             for d in dates.find_datetimes(text, today)]
    if found:
        return found
    return [Found(d.date.isoformat(), d.start, d.end) for d in dates.find_dates(text, today)]


def _read_month(name, prop, text, today):
    from . import dates
    return [Found(f"{m.year}-{m.month:02d}", m.start, m.end) for m in dates.find_months(text, today)]


def _places(text: str, kinds: tuple[str, ...]):
    from . import places
    return [p for p in places.find_places(text) if p.kind in kinds]


def _place_by_role(name, prop, text, hits):
    """origin/destination: 'from X to Y', '从X到Y'; else the order of mention."""
    role = role_of(name, prop)
    if role is None or len(hits) < 2:
        return hits
    def cue(p) -> str:
        before = text[max(0, p.start - 12):p.start].lower()
        if re.search(r"(from|leaving|departing|out of|从|由|自)\s*$", before):
            return "source"
        if re.search(r"(to|into|towards|for|飞往|去|到|至|往)\s*$", before):
            return "target"
        return ""
    wanted = [p for p in hits if cue(p) == role]
    if wanted:
        return wanted
    return hits if role == "source" else hits[1:] + hits[:1]


def _as_written(place, text: str) -> str:
    """The user's own spelling of a place when it is another romanisation ("Ulaanbaatar",
    not GeoNames' "Ulan Bator"); the canonical name for case, accents or Chinese."""
    from .places import _key
    written = text[place.start:place.end]
    if T.has_cjk(written) or written.islower() or _key(written) == _key(place.name):
        return place.name
    return written


def _read_place(name, prop, text, today):
    if re.search(r"address|street|地址", f"{name} {prop.get('description') or ''}", re.I):
        whole = not re.search(r"street|街道", name, re.I) or "address" in name.lower()
        streets = _street_addresses(text, whole)   # "14 Elm Road", 和平路8号: as written
        if len(streets) >= 2 and role_of(name, prop) in ("source", "target"):
            return _by_side(streets, text, role_of(name, prop))   # pickup from one, drop-off at the other
        if streets:
            return streets
    hits = _place_by_role(name, prop, text, _places(text, ("city", "region")) or
                          _places(text, ("country",)))
    found = [Found(_as_written(p, text), p.start, p.end) for p in hits]
    return found or _zh_local_places(text)


def _zh_local_places(text: str) -> list[Found]:
    """Places no gazetteer holds, as jieba tags them in Chinese: a part of town (城东, 河西,
    北门). Only where nothing the gazetteer knows was said."""
    if not T.has_cjk(text):
        return []
    from . import tags
    found, at = [], 0
    for t in tags.tagged(text):
        start = text.find(t.word, at)
        at = start + len(t.word) if start >= 0 else at
        if start >= 0 and t.flag == "ns" and len(t.word) >= 2:
            found.append(Found(t.word, start, start + len(t.word)))
    return found


# In Chinese a street word then the house number (和平路8号); English ones: streets.py.
_STREET_ZH = re.compile(r"(?P<before>[\u4e00-\u9fff]{1,8}?)(?:大道|大街|胡同|路|街|道|巷)\s*\d+\s*号(?:\d+室)?")
_ZH_BEFORE_ADDRESS = re.compile(r"^.*(?:地址是|地址|住在|位于|在|到|从|于|是|：|:|日|号)")   # (before the street's name)


_TO_BEFORE = re.compile(r"(?:\b(?:to|into|till|until|deliver(?:ed)? to|drop(?:ped)? (?:off )?at)\s+(?:the\s+)?|"
                        r"(?:送到|送往|送去|寄到|到|至|去))$", re.I)


def _by_side(streets: list[Found], text: str, role: str) -> list[Found]:
    """Two addresses for the two ends of a trip: the one after "to" (送到) is where it goes,
    else the later one; the other is where it starts."""
    target = next((f for f in streets if _TO_BEFORE.search(text[max(0, f.start - 16):f.start].rstrip() + " ")
                   or _TO_BEFORE.search(text[max(0, f.start - 16):f.start])), streets[-1])
    source = next((f for f in streets if f is not target), streets[0])
    first = target if role == "target" else source
    return [first] + [f for f in streets if f is not first]


def _street_addresses(text: str, with_town: bool = True) -> list[Found]:
    """Street addresses as written; a `street` field (`with_town=False`) takes the street
    without its town ("12 Elm Street" of "12 Elm Street, Leeds", 干将路5号 of 苏州干将路5号):
    a `city` beside it holds that."""
    from .streets import street_addresses
    found = [Found(text[start:end], start, end) for start, end in street_addresses(text, with_town)]
    for m in _STREET_ZH.finditer(text):
        lead = _ZH_BEFORE_ADDRESS.match(m.group("before"))
        start = m.start() + (lead.end() if lead and lead.end() < len(m.group("before")) else 0)
        if not with_town:
            from .places import find_places
            town = next((p for p in find_places(text[start:m.end()]) if p.start == 0), None)
            if town and not re.match(r"[\u4e00-\u9fff]+?(?:大道|大街|胡同|路|街|道|巷)", text[start + town.end:]):
                town = None   # 中山路: the street is named after a city, none stands before it
            start += town.end if town and town.end < m.end() - start else 0
            start += 1 if town and text[start:start + 1] in "区市县省镇" else 0   # 朝阳|区
        found.append(Found(text[start:m.end()], start, m.end()))
    return sorted(found, key=lambda f: f.start)


def _read_city(name, prop, text, today):
    from .places import city_states
    cities = [p for p in _places(text, ("city", "country"))
              if p.kind == "city" or p.country in city_states()]
    hits = _place_by_role(name, prop, text, cities)
    found = [Found(_as_written(p, text), p.start, p.end) for p in hits]
    from .streets import street_towns   # "7 Mill Road, Ely": a town no gazetteer may know
    return found + [Found(text[a:b], a, b) for a, b in street_towns(text)
                    if not any(f.start < b and a < f.end for f in found)]


def _read_country(name, prop, text, today):
    hits = _places(text, ("country",))
    wants_code = re.search(r"iso|alpha|code|two-letter|2-letter", str(prop.get("description", "")),
                           re.I) or "code" in name
    return [Found(p.country if wants_code else p.name, p.start, p.end) for p in hits]


def _read_region(name, prop, text, today):
    return [Found(p.name, p.start, p.end) for p in _places(text, ("region",))]


def _read_timezone(name, prop, text, today):
    return [Found(p.timezone, p.start, p.end) for p in _places(text, ("city", "country", "region"))
            if p.timezone]


def _read_email(name, prop, text, today):
    return [Found(m.group(0), m.start(), m.end())
            for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)]


def _read_phone(name, prop, text, today):
    return [Found(re.sub(r"[\s()-]", "", m.group(0)), m.start(), m.end())
            for m in re.finditer(r"\+?\d[\d\s()-]{6,}\d", text)]


def _read_url(name, prop, text, today):
    return [Found(m.group(0).rstrip(".,)"), m.start(), m.end())
            for m in re.finditer(r"https?://\S+|www\.\S+", text)]


def _read_expression(name, prop, text, today):
    from . import arithmetic
    found = arithmetic.find_expression(text)
    return [Found(found.expression, found.start, found.end)] if found else []


def _read_language(name, prop, text, today):
    from . import languages
    return [Found(code, s, e) for code, s, e in languages.find_languages(text)]


def _read_name(name, prop, text, today):
    """A person's or thing's name: quoted, or capitalised words after a cue ('to Bob')."""
    # (an apostrophe inside a word, "I'd", opens and closes no quote)
    quoted = re.finditer(r"\"([^\"]+)\"|“([^”]+)”|(?<![A-Za-z])['‘]([^'’]+)['’](?![A-Za-z])", text)
    found = [Found(g, m.start(i), m.end(i)) for m in quoted for i, g in enumerate(m.groups(), 1)
             if g and _looks_like_name(g)]
    if found:
        return found
    cue = re.finditer(r"\b(?i:to|for|with|from|named|called|ask|tell|email|message|text|call|"
                      r"invite|remind|cc|i'm|i am|this is|my name is|name's|by|pay|paid)\s+"
                      r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Fr|Sr|St|Sgt|Capt)\.\s+)?"   # a title: "by Dr. Okonkwo"
                      r"((?:[A-Z][\w'-]*\w)(?:\s+[A-Z][\w'-]*\w)?)", text)
    # "my son Leo", "our dog Rex": the noun says who, the capitalised word after it is the
    # name, even where a town bears it
    kin = [Found(m.group(1), m.start(1), m.end(1)) for m in re.finditer(
        r"\b(?i:my|our|his|her|their|your)\s+[a-z]+\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\b",
        text) if m.group(1).split("'")[0].lower() not in T.STOPWORDS | _CALENDAR_WORDS]
    if kin:
        return kin
    from . import places
    where = [(p.start, p.end) for p in places.find_places(text)]
    found = [Found(m.group(1), m.start(1), m.end(1)) for m in [*cue, *_RECORD_HEAD.finditer(text)]
             if m.group(1).lower() not in T.STOPWORDS and m.group(1).split()[0].lower() not in
             _CALENDAR_WORDS and not _is_place(m.start(1), m.end(1), where)]
    if found and not T.has_cjk(text):   # "for Rex, Biscuit and Pepper": each of the list
        from .string_lists import joined_names
        listed = [Found(n, s, e) for n, (s, e) in joined_names(text, found[0].span)
                  if n.lower() not in T.STOPWORDS and n.split()[0].lower() not in _CALENDAR_WORDS
                  and not _is_place(s, e, where)]
        found = [found[0], *listed, *[f for f in found[1:] if all(f.start != g.start for g in listed)]]
    if T.has_cjk(text):
        # 猫叫奶茶, 两只猫：年糕和芝麻: names the grammar marks (string_lists.py); only those
        # of what the field names, if it names any (猫 for `cat_names`)
        from .string_lists import zh_marked_names
        marked = zh_marked_names(text)
        own = [m for m in marked if _names_holder(name, m[2])]
        if marked:
            return [Found(n, s, e) for n, (s, e), _ in own or marked]
        nicknames = _zh_nicknames(text)
        # a nickname wins over a longer "name" the tagger glued a verb to (贝贝洗 → 贝贝)
        found += [f for f in _zh_person_names(text) if all(f.start != n.start for n in nicknames)]
        found += [f for f in nicknames if all(f.start != g.start for g in found)]
        if not found:   # "登记一下：团子，两岁，…": a record's first entry after its colon
            listed = _ZH_RECORD_HEAD.search(text)
            if listed and not re.search(r"[\d零一二两三四五六七八九十]", listed.group(1)):
                found.append(Found(listed.group(1), listed.start(1), listed.end(1)))
    # "the recipient's name or contact id": a code such as 'AC-42' is a name here too
    # ("会员M-3310": a member, a patient may be given by their number)
    codes = _ids(prop, text) if re.search(r"\bids?\b|identifier|account|账号|账户|编号",
                                          f"{name} {prop.get('description', '')}", re.I) or \
        names_a_person(name) else []
    if not found:   # no cue: capitalised words that are no place, not the text's first word
        # a Chinese character is a boundary too ("找Tony染发": Tony)
        for m in re.finditer(r"(?<![A-Za-z0-9])([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})(?![A-Za-z0-9])",
                             text):
            first = m.group(1).split()[0].lower()
            if first in T.STOPWORDS and " " in m.group(1) and \
                    m.start(1) == len(text) - len(text.lstrip()):
                # "The Lumen lamp costs...": capitalised as the text's first word, "The" is no
                # part of the name (mid-sentence, "The Left Hand" is a title: left alone)
                m = re.match(r"(\S+\s+)(.+)", m.group(1))
                m = _Shifted(m.group(2), text.find(m.group(2), 0))
                first = m.group(1).split()[0].lower()
            at_start = m.start(1) == len(text) - len(text.lstrip())
            rest = m.group(1).split(None, 1)[1] if " " in m.group(1) else ""
            if at_start and rest and _verb_before_a_name(m.group(1).split()[0], rest):
                # "Put Dana Reyes down for…": the capitalised verb that opens a command is no
                # part of the name after it ("Borrow Norwegian Wood" names no person)
                m = _Shifted(rest, m.end(1) - len(rest))
                first, at_start = rest.split()[0].lower(), False
            if TITLE_BEFORE_NAME.match(text, m.end(1)) and len(m.group(1)) <= 4:
                continue   # "Dr. Reyes", "Prof. Lin": a title; the name follows
            if (at_start and not _opens_with_a_name(m.group(1))) or first in T.STOPWORDS or \
                    re.split(r"['’]", first)[0] in T.STOPWORDS or \
                    first in _CALENDAR_WORDS or _is_place(m.start(1), m.end(1), where) or \
                    any(c.start <= m.start(1) < c.end for c in codes):   # 'X-' of 'X-999'
                continue
            found.append(Found(m.group(1), m.start(1), m.end(1)))
    # a letter's sign-off ("Cheers, Ana" at its end) names who wrote it: no one it is for
    signed = [m.span(1) for m in _SIGN_OFF.finditer(text)]
    found = [f for f in found if f.value.lower() not in _SIGN_OFF_WORDS
             and not any(a <= f.start < b for a, b in signed)] or \
        ([] if found and all(f.value.lower() in _SIGN_OFF_WORDS or any(a <= f.start < b for a, b in signed)
                             for f in found) else found)
    return found or codes   # a code only where no name is given: "pay Lena for INV-551" pays Lena


# "New dog: Pickle, a beagle, …": the capitalised first entry of a record after its colon.
_RECORD_HEAD = re.compile(r":\s*([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s*,")
# A record dictated after a colon, its entries one a comma ("：团子，两岁，…"): the first
# entry, two to four characters, names what the record is about.
_ZH_RECORD_HEAD = re.compile(r"[：:]\s*([\u4e00-\u9fff]{2,4})\s*[，,、](?=[^，,、]{1,12}[，,、。])")


_SIGN_OFF_WORDS = {"cheers", "thanks", "regards", "best", "love", "sincerely", "yours", "ta", "thx"}
_SIGN_OFF = re.compile(r"\b(?:cheers|thanks|thank you|regards|best(?: wishes)?|love|sincerely|yours)[,!]?\s+"
                       r"([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)[.!\"”']*\s*$", re.I)


def _names_holder(field: str, holder: str) -> bool:
    """Does the Chinese noun before a name (猫 of 猫叫奶茶) name what the field's name is of
    (`cat_names`)?"""
    from .lexicon import glosses
    words = set(re.split(r"[_\s]+", field.lower())) - {"name", "names"}
    said = {w.lower() for g in glosses(holder) or () for w in g.split()} if holder else set()
    return bool({w.removesuffix("s") for w in words} & (said | set(T.translate_zh(holder).lower().split())))


# An abbreviated title (a short capitalised word and a full stop) before a capitalised name.
TITLE_BEFORE_NAME = re.compile(r"\.\s+[A-Z][a-z]")


def _opens_with_a_name(words: str) -> bool:
    """Capitalised words that open a text are a name ("Omar Haddad saw...") when there are
    two or more and the first is no English word ("Borrow Norwegian Wood" is a request)."""
    from . import taxonomy
    return " " in words and taxonomy.knows_words() and not taxonomy.is_word(words.split()[0])


def _verb_before_a_name(verb: str, rest: str) -> bool:
    """"Put Dana Reyes down", "Enrol Leo Park in…": a command's capitalised verb, then words
    that may be a person's name (no adjective: "Borrow Norwegian Wood" names a book)."""
    from . import taxonomy
    return taxonomy.knows_words() and taxonomy.mostly_verb(verb) and \
        not taxonomy.mostly_adjective(rest.split()[0]) and rest.split()[0].lower() not in T.STOPWORDS


class _Shifted:
    """A name found inside a regex match, with the match's `group`/`start`/`end` API."""

    def __init__(self, value: str, start: int):
        self.value, self.at = value, start

    def group(self, _=0) -> str:
        return self.value

    def start(self, _=0) -> int:
        return self.at

    def end(self, _=0) -> int:
        return self.at + len(self.value)


def _looks_like_name(words: str) -> bool:
    """A quoted name is capitalised ("Mia Hoffmann", 'ACME Ltd') or Chinese; 'dinner with
    Anna' is a title, not a name."""
    return T.has_cjk(words) or all(w[:1].isupper() or not w[:1].isalpha() for w in words.split())


def _is_place(start: int, end: int, places: list[tuple[int, int]]) -> bool:
    """The words are a place's name and nothing more: "Sofia" is the city, but "Sofia
    Rossi" (a place name with a surname after it) is a person."""
    return any(s <= start and end <= e for s, e in places)


def _zh_nicknames(text: str) -> list[Found]:
    """Chinese pet names and children's nicknames: one character said twice (乐乐, 豆豆) that
    the dictionary has no entry for (天天 "every day", 看看 "have a look" are words)."""
    from .lexicon import glosses
    return [Found(m.group(0), m.start(), m.end())
            for m in re.finditer(r"([\u4e00-\u9fff])\1", text)
            if not glosses(m.group(0)) and not re.match(r"[一二三四五六七八九十百千万两几]", m.group(0))]


def _zh_person_names(text: str) -> list[Found]:
    """Chinese personal names, as jieba's part-of-speech tagger marks them ('nr')."""
    from .dictionary_tagger import jiebas_tagger   # jieba.posseg.cut's tags, tables cached
    found, offset = [], 0
    tokens = list(jiebas_tagger().cut(text, HMM=True))
    for i, token in enumerate(tokens):
        start = text.find(token.word, offset)
        offset = start + len(token.word)
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if token.flag == "nr" and len(token.word) == 1 and after is not None and \
                1 <= len(after.word) <= 2 and after.flag.startswith("n") and T.has_cjk(after.word) and \
                text.startswith(after.word, offset):
            # 赵|建国: a surname the tagger cut from a given name that is also a word ("建国")
            found.append(Found(token.word + after.word, start, offset + len(after.word)))
        elif token.flag == "nr" and len(token.word) >= 2 and not (found and found[-1].end > start) \
                and not _a_common_word(token.word):
            found.append(Found(token.word, start, offset))
    return found


def _a_common_word(word: str) -> bool:
    """A word the dictionary glosses only as common nouns and verbs (过敏 "to be allergic"),
    which the tagger took for a name: CC-CEDICT writes the names it lists capitalised."""
    from .lexicon import glosses
    said = glosses(word)
    return bool(said) and not any(g[:1].isupper() for g in said)


_CALENDAR_WORDS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                   "january", "february", "march", "april", "may", "june", "july", "august",
                   "september", "october", "november", "december", "today", "tomorrow",
                   "tonight", "next", "this", "i", "me", "my"}


def _read_id(name, prop, text, today):
    found = _ids(prop, text) or _labelled_code(name, text) or _read_quoted(name, prop, text, today)
    # "I'm member M-5521" is the member's id: it fills another tool's `member_id`, not this
    from .id_owners import belongs_elsewhere, name_words, owner_before
    mine = name_words(name)
    return [f for f in found if not belongs_elsewhere(owner_before(text, f.start), mine)]


def _labelled_code(name: str, text: str) -> list[Found]:
    """A short code written after the noun the field is named for: "pitch P-9" for
    `pitch_id`, "locker 7" for `locker_no`. Alone, P-9 or 7 is too short to be taken for an
    id; the label says what it is."""
    nouns = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower())
             if len(w) > 2 and w not in ("id", "ids", "code", "number", "num", "ref")]
    if not nouns:
        return []
    label = "|".join(re.escape(w) for w in nouns)
    return _unique([Found(m.group(1), m.start(1), m.end(1)) for m in re.finditer(
        rf"\b(?:{label})s?\s+(?:no\.?\s*|number\s+|#)?((?=[\w-]*\d)[A-Za-z]{{0,5}}-?\d+[A-Za-z]?)"
        rf"{AFTER_ID}", text, re.I)])


def _read_path(name, prop, text, today):
    """A file path or name as written: 'reports/q3.txt', 'notes.md'."""
    return [Found(m.group(0), m.start(), m.end())
            for m in re.finditer(r"(?<![\w/.-])[\w\u4e00-\u9fff.-]+(?:/[\w\u4e00-\u9fff.-]+)*\.[A-Za-z0-9]{1,5}"
                                 r"(?![\w/])|(?<![\w/])[\w.-]+(?:/[\w\u4e00-\u9fff.-]+)+", text)]


def _read_quoted(name, prop, text, today):
    return [Found(m.group(1), m.start(1), m.end(1))
            for m in re.finditer(r"[\"“]([^\"”]+)[\"”]", text)]


def _read_boolean(name, prop, text, today):
    """A flag the text mentions: True, or False when it is negated ("not urgent", "不要辣")."""
    hits = _flag_concepts(name)
    # a character of a word names only a one-word flag (素 in 素菜 is `vegetarian`)
    one_word = not re.search(r"[_\s-]|[a-z][A-Z]", name)
    span = _flag_span(hits, text, one_word) if hits else None
    if span is None:
        span = _described_flag(str(prop.get("description") or ""), text)
    if span is None:   # `alcohol`: "we'd like to serve wine" (a kind of it, flag_kinds.py)
        from .flag_kinds import kind_span
        span = kind_span(name, text)
    if span is None:
        return []
    span = _with_modifiers(span, text)
    before = text[max(0, span[0] - 24):span[0]]
    negated = re.search(r"\b(?:not|no|don't|do not|without|never|exclude|non|nobody|no one|"
                        r"none of us|neither|nor|cannot|unable to|skip|omit|drop|leave out|forget|"
                        r"forgo|\w+n['’]t)(?![\w'’])[^.,;]*$", before, re.I) or \
        re.search(r"(?:不|别|无需|不要|无|非|没有?|免)[^，。,；]{0,4}$", before)
    if negated:   # "no need for a child seat", "skip the cake": the whole saying is the flag's
        span = (span[0] - len(before) + negated.start(), span[1])
    negated = negated or re.match(r"(?i)non-?", text[span[0]:span[1]])
    if not negated:   # "蛋糕就不用了", "the cake isn't needed": denied after it is named
        from .refusals import denied_after
        negated = denied_after(text, span[1])
    return [Found(not negated, *span)]


# Chinese yes/no questions (grammar): the A-not-A form (要不要, 需不需要, 有没有) and 是否.
_A_NOT_A = re.compile(r"([\u4e00-\u9fff])[不没]\1([\u4e00-\u9fff]?)|是否")


def _without_a_not_a(description: str) -> str:
    """需不需要接送 → 接送: the question's verb goes, with its second character when the two
    make one word (需要), not when it is the next word's (要不要录音师)."""
    from .lexicon import dictionary

    def drop(m: re.Match) -> str:
        if m.group(0) == "是否" or not m.group(2):
            return ""
        return "" if m.group(1) + m.group(2) in dictionary() else m.group(2)
    return _A_NOT_A.sub(drop, description)


def _described_flag(description: str, text: str) -> tuple[int, int] | None:
    """Where a Chinese request says every content word of a Chinese flag's description
    (`pickup`, "上门取车": "不用上门取车")."""
    if not (T.has_cjk(description) and T.has_cjk(text)) or len(description) > 16:
        return None
    from . import zh
    description = _without_a_not_a(description)   # 要不要录音师: it asks whether, about 录音师
    words = [w for w in zh.cut(description) if T.has_cjk(w) and len(w) >= 2
             and w not in zh.ZH_STOPWORDS]
    at = [text.find(w) for w in words]
    if not words or min(at) < 0:
        return None
    return min(at), max(a + len(w) for a, w in zip(at, words))


def _with_modifiers(span: tuple[int, int], text: str) -> tuple[int, int]:
    """The flag's word with the adjectives said before it ("an external monitor")."""
    from . import taxonomy
    start = span[0]
    while not T.has_cjk(text[start - 1:start]) and taxonomy.available():
        before = re.search(r"([A-Za-z]+)\s+$", text[:start])
        if not before or not taxonomy.mostly_adjective(before.group(1).lower()):
            break
        start = before.start(1)
    return start, span[1]


@lru_cache(maxsize=1024)
def _flag_concepts(name: str) -> frozenset[str]:
    """The words a flag is said with: its name's, a verb's -ing form as the verb too
    (`fitting`: "fitted please", `parking`: "we'll park there")."""
    words = name.replace("_", " ")
    hits = T.concepts(words) | T.concepts(re.sub(r"(?<=[a-z]{2})ing\b", "ed", words))
    for stem in re.findall(r"\b([a-z]{3,}?)(?:able|ible)\b", words.lower()):   # `drivable`: "it drives"
        hits |= T.concepts(stem) | T.concepts(stem + "e")
    if re.fullmatch(r"[a-z]+", words.lower()):   # a one-word flag: `elevator` ("no lift")
        hits |= _usual_synonyms(words.lower())
        hits |= T.concepts(_compound_head(words.lower()))   # `floodlights`: "with lights"
    return frozenset(hits - {"is", "has", "include", "only"})


def _compound_head(word: str) -> str:
    """The last noun of an English closed compound that is a kind of it (floodlights →
    lights, wheelchair → chair; not breakfast → fast), by WordNet; else ''."""
    from . import taxonomy
    if not taxonomy.available() or len(word) < 8:
        return ""
    senses = taxonomy._table()["senses"]
    for cut in range(3, len(word) - 3):
        head, first = word[cut:], word[:cut]
        if (senses.get(head) or senses.get(head.rstrip("s"))) and senses.get(first) and \
                taxonomy.kind_score(word, head, definitions=False) >= 0.6:
            return head
    return ""


def _usual_synonyms(word: str) -> frozenset[str]:
    """The other one-word names of a noun's usual sense (an elevator is also a lift)."""
    from . import taxonomy
    if not taxonomy.available():
        return frozenset()
    table = taxonomy._table()
    senses = table["senses"].get(word, "").split()
    if not senses:
        return frozenset()
    lemmas = table["synsets"].get(int(senses[0]), "").split("|")[0].split()
    return frozenset(T.concepts(" ".join(l for l in lemmas if "_" not in l and l != word)))


# A closed compound of a verb and its particle (closed class): callback, pickup, checkout.
_PHRASAL = re.compile(r"([a-z]{3,}?)(back|up|out|off|in|over|down|away)")


def _flag_span(hits: set[str], text: str, by_character: bool = True) -> tuple[int, int] | None:
    """Where the text names the flag: an English word, a Chinese word, or a character of one
    (素 in 素菜 is "vegetarian", though the dictionary glosses 素菜 as "vegetable dish")."""
    if not T.has_cjk(text):
        for m in re.finditer(r"[A-Za-z][\w'-]*", text):
            if T.concepts(m.group()) & hits:
                return m.start(), m.end()
        for hit in hits:   # `callback`, `pickup`: the phrasal verb said apart ("call me back")
            split = _PHRASAL.fullmatch(hit)
            if split:
                said = re.search(rf"\b{split.group(1)}\w*(?:\s+\w+){{0,2}}?\s+{split.group(2)}\b", text, re.I)
                if said:
                    return said.start(), said.end()
        return None
    from . import zh
    position = 0
    for word in zh.cut(text):
        at = text.find(word, position)
        position = at + len(word) if at >= 0 else position
        if at < 0 or not T.has_cjk(word) and not T.concepts(word) & hits:
            continue
        # a one-character word names a flag of several words only when it ends its phrase:
        # 租鞋 is `shoes_rental`, but 礼篮's 礼 says what kind of basket (no `gift_wrap`)
        after = text[position:position + 1]
        alone = len(word) > 1 or by_character or not T.has_cjk(after) or after in "的了吗呢吧和与及也都"
        if alone and T.concepts(word) & hits or \
                by_character and T.has_cjk(word) and any(T.concepts(c) & hits for c in word):
            return at, position
    return None


READERS = {
    "currency": _read_currency, "unit": _read_unit, "amount": _read_amount,
    "number": _read_number, "index": _read_index, "year": _read_year,
    "date": _read_date, "time": _read_time, "datetime": _read_datetime, "month": _read_month,
    "place": _read_place, "city": _read_city, "country": _read_country, "region": _read_region,
    "timezone": _read_timezone, "email": _read_email, "phone": _read_phone, "url": _read_url,
    "expression": _read_expression, "language": _read_language, "name": _read_name,
    "id": _read_id, "path": _read_path, "text": _read_quoted, "boolean": _read_boolean,
}
# Free-text kinds ("query", "phrase") are filled last, from what the other arguments left:
# see decide/arguments.py.
FREE_TEXT = ("query", "phrase", "request")


def query_words(text: str, english: bool = False) -> str:
    """A search query: the content words of a phrase, in order ("return policy"), in English
    when the tool asks for English."""
    if english or not T.has_cjk(text):
        kept = [w for w in T.words(text) if len(w) > 1 and not w.isdigit()]
        return " ".join(dict.fromkeys(kept))[:80]
    return T.zh_content(text)[:80] if hasattr(T, "zh_content") else text.strip()[:80]


def _short_phrase(text: str) -> str:
    """A one-line summary made from the request (used where no better phrase is known)."""
    from .phrases import phrase
    sentence = phrase(text) or text.strip()
    sentence = " ".join(sentence.split())
    sentence = sentence[0].upper() + sentence[1:] if sentence else sentence
    return sentence if len(sentence) <= 80 else sentence[:79].rsplit(" ", 1)[0] + "…"


def _kind(name: str, prop: dict) -> str:
    """Kept for callers that only need the kind (behaviours, the structured filler)."""
    return kind_of(name, prop)
