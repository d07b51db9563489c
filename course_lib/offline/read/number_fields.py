"""Which number goes into which numeric field: the one whose neighbouring words name it.

"Three times a day, two tablets each time" has two numbers for `times_per_day` and
`pills_per_dose`; a model does not take them in order, it reads the word next to each
number. We do the same, in both languages:

- a number's *context* is the noun phrase written after it ("times", "tablets", "km"; in
  Chinese the measure word: 次 "time", 片 "tablet"), the rate it is given at ("a day",
  "each time", 每天, 每次), the words around it ("pain about 7"), and whether it is money
  or said of the whole ("in total", "both for", 一共, 一起);
- a field's words are its name and description; in `X_per_Y` the X is what it counts and
  the Y the rate;
- every (field, reading) pair gets a score (the word counted, the rate, money for an amount,
  a whole for a total beside a list); the best pairs are taken first, each number once.

Chinese words are compared through their CC-CEDICT senses (a measure word's "classifier
for ..." sense too), English words by lemma and WordNet synonyms (tablet ~ pill).
Cost: fields x readings, words cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import text as T

Span = tuple[int, int]

# What marks a rate ("three times *a* day", "*per* walk", "*each* time") and a whole
# ("*both* for $65", "362 *in total*", 一共, 一起 "altogether"): English grammar words;
# Chinese words are read through their English senses.
RATE_MARKERS = {"a", "an", "per", "each", "every", "apiece"}
COLLECTIVE = {"total", "altogether", "together", "both", "all", "combined", "overall", "sum"}
NUMERALS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "hundred", "thousand", "pair", "couple"}
# Words that end a number's noun phrase.
PHRASE_BREAK = {"for", "at", "in", "on", "from", "to", "with", "by", "of", "and", "or", "but",
                "since", "until", "because", "so", "if", "then", "from", "after", "before"}
# A field that counts things (how many), rather than measuring or pricing them.
COUNT_NAME = re.compile(r"(?:^|_)(?:quantity|qty|count|number|num|how_many|amount|pieces)(?:$|_)",
                        re.I)
CLAUSE = re.compile(r"[,.;:!?，。；：！？、\n]")


@dataclass(frozen=True)
class Context:
    counted: frozenset[str]   # the noun phrase (or measure word) that says what it counts
    rate: frozenset[str]      # what it is given per ("a day", 每次)
    per_thing: bool           # "89 each", 每张: a price or count per item
    near: frozenset[str]      # words around it in its clause
    money: bool
    collective: bool


@dataclass(frozen=True)
class FieldWords:
    counted: frozenset[str]
    rate: frozenset[str]
    words: frozenset[str]
    counts: bool   # a quantity / count
    amount: bool   # money
    per_thing: bool   # unit_price, price_each


# ---------------------------------------------------------------- words


@lru_cache(maxsize=8192)
def _lemma(word: str) -> str:
    from .lexicon import lemma
    return lemma(word.lower())


@lru_cache(maxsize=8192)
def zh_senses(word: str) -> frozenset[str]:
    """English content words of every sense of a Chinese word (a measure word's meaning is
    in its "classifier for ..." sense: 片 "tablets", 次 "time", 个 "people")."""
    from .lexicon import _content_words, dictionary
    found: set[str] = set()
    for sense in dictionary().get(word) or []:
        body = re.sub(r"^\s*(?:classifier|measure word)\s+for\s+(?:[^:]*:\s*)?", "", sense, flags=re.I)
        found.update(w for w in _content_words(body)[:3] if w != "classifier")
        if re.match(r"\s*classifier for", sense, re.I):
            found.update(w for w in _content_words(body))
    return frozenset(found)


def _zh_words(word: str) -> frozenset[str]:
    """A Chinese token's English words: its own senses, else its characters' senses."""
    if not T.has_cjk(word):
        return frozenset(_lemma(w) for w in re.findall(r"[A-Za-z]+", word))
    found = zh_senses(word)
    if not found and len(word) > 1:
        found = frozenset(w for c in word for w in zh_senses(c))
    return found


@lru_cache(maxsize=16384)
def same(a: str, b: str) -> bool:
    """Two English words for one thing: the same lemma, WordNet synonyms, or one unit."""
    if a == b or _lemma(a) == _lemma(b):
        return True
    from . import taxonomy, units
    unit_a = units.unit_of(a) if a.isascii() else None
    if unit_a is not None and (unit_b := units.unit_of(b) if b.isascii() else None):
        return units.convert(1, unit_b, unit_a) is not None   # kg and kilogram; g for a kg field
    if len(a) < 3 or len(b) < 3:
        return False
    if taxonomy.available() and (_lemma(b) in taxonomy.synonyms(_lemma(a)) or
                                 _lemma(a) in taxonomy.synonyms(_lemma(b))):
        return True
    unit = units.unit_of(a)
    return unit is not None and unit == units.unit_of(b)


def _meets(wanted: frozenset[str], said: frozenset[str]) -> bool:
    return any(same(w, s) for w in wanted for s in said)


# ---------------------------------------------------------------- fields


@lru_cache(maxsize=2048)
def _field(name: str, description: str, kind: str) -> FieldWords:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower()
    parts = [p for p in re.split(r"[_\W]+", spaced) if p]
    if "per" in parts:
        at = parts.index("per")
        counted, rate = parts[:at], parts[at + 1:]
    else:
        counted, rate = parts, []
    described = [w for w in re.findall(r"[a-z]+", description.lower())
                 if w not in T.STOPWORDS and len(w) > 2]
    words = frozenset(_lemma(w) for w in (*parts, *described) if w != "per")
    return FieldWords(frozenset(_lemma(w) for w in counted), frozenset(_lemma(w) for w in rate),
                      words, bool(COUNT_NAME.search(spaced)) and kind != "amount",
                      kind == "amount",
                      bool(re.search(r"(?:^|_)(?:unit|each|per|apiece)(?:$|_)", spaced)))


def field_words(name: str, prop: dict) -> FieldWords:
    from .kinds import kind_of
    return _field(name, str(prop.get("description") or ""), kind_of(name, prop))


# ---------------------------------------------------------------- contexts


def context(text: str, start: int, end: int) -> Context:
    """The words that say what the number at text[start:end] is."""
    lo = max([m.end() for m in CLAUSE.finditer(text, 0, start)] or [0])
    hi = next((m.start() for m in CLAUSE.finditer(text, end)), len(text))
    inside = text[start:end]
    money = _is_money(text, start, end)
    if T.has_cjk(text[lo:hi]):
        return _zh_context(text, lo, start, end, hi, money)
    before = [w.lower() for w in re.findall(r"[A-Za-z]+", text[lo:start])][-3:]
    after = [w.lower() for w in re.findall(r"[A-Za-z]+|\d+", text[end:hi])][:6]
    own = [w.lower() for w in re.findall(r"[A-Za-z]+", inside)]
    counted, rate, per_thing, i = list(own), [], False, 0
    while i < len(after) and after[i] not in PHRASE_BREAK and after[i] not in RATE_MARKERS \
            and not after[i].isdigit():
        counted.append(after[i])
        i += 1
    if i < len(after) and after[i] in RATE_MARKERS:
        following = after[i + 1] if i + 1 < len(after) else ""
        if following and following not in PHRASE_BREAK and not following.isdigit():
            rate = [following]    # "a day", "each time", "per walk"
        else:
            per_thing = True      # "89 each": the price of one
    if before and before[-1] in ("per", "each", "every"):
        per_thing = True
    near = [w for w in (*before, *after) if w not in T.STOPWORDS or w in COLLECTIVE]
    lemmas = lambda ws: frozenset(_lemma(w) for w in ws if w not in T.STOPWORDS)   # noqa: E731
    return Context(lemmas(counted), lemmas(rate), per_thing, lemmas(near), money,
                   bool(COLLECTIVE & {*before, *after[:3]}))


def _zh_context(text: str, lo: int, start: int, end: int, hi: int, money: bool) -> Context:
    from .measures import measure_after
    from .tags import tagged
    counted: set[str] = set()
    measure = measure_after(text, end)
    after_at = end
    if measure:
        counted |= zh_senses(measure.word)
        after_at = measure.end
    for ch in re.findall(r"[A-Za-z]+", text[start:end]):   # "84,000 km" inside the span
        counted.add(_lemma(ch))
    if not measure:
        own = re.sub(r"[\d.,\s零〇一二两三四五六七八九十百千万亿半个]", "", text[start:end])
        counted |= _zh_words(own) if own else set()
    after = [t.word for t in tagged(text[after_at:hi]) if t.word.strip()][:2]
    before = [t.word for t in tagged(text[lo:start]) if t.word.strip()][-3:]
    rate: set[str] = set()
    per_thing = False
    for i, word in enumerate(before):
        if word.startswith("每"):
            rest = word[1:] or (before[i + 1] if i + 1 < len(before) else "")
            rate |= _zh_words(rest)
            per_thing = True
    near: set[str] = set()
    for word in (*before, *after):
        near |= _zh_words(word)
    collective = is_collective(text[lo:start] + " " + text[after_at:hi])
    return Context(frozenset(counted), frozenset(rate), per_thing and not rate - {"piece"},
                   frozenset(near), money, collective)


def _is_money(text: str, start: int, end: int) -> bool:
    from .numbers import find_amounts
    return any(a.start <= start < a.end or start <= a.start < end for a in find_amounts(text))


# ---------------------------------------------------------------- scores and the plan


def score(field: FieldWords, ctx: Context, beside_list: bool = False,
          inside_item: bool = False) -> float:
    """How strongly the words next to a number say it is this field's value."""
    s = 0.0
    if field.counted and _meets(field.counted, ctx.counted):
        s += 3   # "three *times*" for times_per_day, 两*片* for pills_per_dose
    elif field.counted and _meets(field.counted, ctx.near):
        s += 1
    if field.rate and ctx.rate:
        s += 2 if _meets(field.rate, ctx.rate) else 0   # "a day"; "each time" may be "per feed"
    elif field.rate and _meets(field.rate, ctx.near):
        s += 1
    if _meets(field.words - field.counted - field.rate, ctx.near | ctx.counted):
        s += 1   # a word of the description ("pain" for a pain_level)
    if field.amount:
        s += 2 if ctx.money else -1 if ctx.counted and not _money_words(ctx) else 0
    elif ctx.money:
        s -= 3   # "150元" is a price, not a count of anything
    if field.counts and ctx.counted and not ctx.money:
        s += 1   # "4 winter tyres": a count of things
    if field.per_thing and ctx.per_thing:
        s += 1.5
    if ctx.counted & SPANS_OF_TIME and not (field.counted | field.words) & (SPANS_OF_TIME | AGE) \
            and _counts_people(field):
        s -= 3   # "juggling for 12 years" counts no jugglers

    if beside_list:   # a number beside a list of items is said of all of them
        s += 3 if ctx.collective else -1
    if inside_item and ctx.collective:
        s -= 5   # "both for $65" is no item's price
    return s


# Units of time (a closed class): what a number counts in a duration or an age.
SPANS_OF_TIME = frozenset({"year", "month", "week", "day", "hour", "minute", "second", "岁"})
AGE = frozenset({"age", "old", "aged", "birthday"})


def _counts_people(field: FieldWords) -> bool:
    from .counts import counts_people
    return counts_people(field.counted | field.words)


def is_collective(text: str) -> bool:
    """Does the text speak of the whole ("both for $65", "in total", 两盒一起, 总共)?"""
    if T.has_cjk(text):
        from .tags import tagged
        from .lexicon import glosses   # the usual senses; a numeral (两 "two; both") counts
        said = [glosses(t.word) for t in tagged(text)   # (一 "single; whole" is a numeral)
                if t.word.strip() and not re.fullmatch(r"[零〇一二两三四五六七八九十百千万\d.]+", t.word)]
        return any(COLLECTIVE & set(g) for g in said if g and g[0] not in NUMERALS)
    return bool(COLLECTIVE & {w.lower() for w in re.findall(r"[A-Za-z]+", text)})


def _money_words(ctx: Context) -> bool:
    return any(w in ("price", "cost", "dollar", "euro", "pound", "yuan") for w in ctx.counted)


# "2 times *a day*": after a number and its noun, "a day" is the rate, not a length of time.
RATE_AFTER_COUNT = re.compile(r"\d[\d.,]*\s+[A-Za-z]+\s+$|\b(?:one|two|three|four|five|six|seven|"
                              r"eight|nine|ten|twice|once)\s+[A-Za-z]+\s+$", re.I)


def _is_rate(text: str, start: int) -> bool:
    opens = re.match(r"(?:a|an|per|each|every)\s", text[start:], re.I)
    return bool(opens) and bool(RATE_AFTER_COUNT.search(text[max(0, start - 30):start]))


def plan(fields: list[tuple[str, dict]], text: str, today: Any, taken: list[Span],
         beside_list: bool = False, inside_item: bool = False) -> dict[str, Any]:
    """The reading each numeric field takes ({name: Found}), best pairs first; a number
    serves one field; a pair the words speak against (a negative score) is never made."""
    from .extract import find
    from .numbers import find_numbers
    from .extract import Found
    numbers = find_numbers(text)
    plain = {(n.start, n.end) for n in numbers}
    own_total = inside_item and _names_its_thing(text, taken)   # "南瓜三个共六公斤": the pumpkins'
    pairs = []
    for order, (name, prop) in enumerate(fields):
        words = field_words(name, prop)
        readings = find(name, prop, text, today)
        if words.amount and beside_list:   # "两盒一起210": a total need not name its currency
            readings += [Found(int(n.value) if prop.get("type") == "integer" else n.value,
                               n.start, n.end) for n in numbers
                         if not any(r.start <= n.start < r.end for r in readings)
                         and (prop.get("type") != "integer" or float(n.value).is_integer())]
        readings = [f for f in readings
                    if f.start >= 0 and not any(f.start < e and s < f.end for s, e in taken)
                    and not _is_rate(text, f.start)]
        party = _party(name, prop, fields, text, taken)
        if party is not None:   # "me and three mates": four students, the speaker too
            pairs.append((-10, -1, order, party.start, name, party))
        for rank, found in enumerate(readings):
            value = score(words, context(text, found.start, found.end), beside_list,
                          inside_item and not own_total)
            if (found.start, found.end) not in plain:
                value += 1   # its own reader read more than digits: a duration, an amount
            pairs.append((-value, rank, order, found.start, name, found))
    chosen: dict[str, Any] = {}
    used: list[Span] = []
    for neg, _, _, _, name, found in sorted(pairs, key=lambda p: p[:4]):
        if -neg < 0 or name in chosen or any(found.start < e and s < found.end for s, e in used):
            continue
        chosen[name] = found
        used.append(found.span)
    return chosen


# What a field measures, when it names no unit: a percent is never its value.
_MEASURED = frozenset({"weight", "mass", "length", "height", "width", "depth", "distance",
                       "duration", "area", "volume", "age", "temperature", "price", "cost"})
_PERCENT_AFTER = re.compile(r"\s*(?:%|％|percent\b|per\s?cent\b)", re.I)


def said_as_percent(text: str, start: int, end: int) -> bool:
    """Is the number at text[start:end] said as a percent ("50%", "20 per cent", 百分之五十)?"""
    return "%" in text[start:end] or "％" in text[start:end] or "百分之" in text[max(0, start - 3):end] \
        or bool(_PERCENT_AFTER.match(text, end))


@lru_cache(maxsize=2048)
def _no_percent(name: str, description: str, kind: str) -> bool:
    from . import units
    from .shares import stated_as_share
    if stated_as_share(name, {"description": description}):
        return False
    words = _field(name, description, kind)
    if words.amount or words.counts or _counts_people(words) or words.words & _MEASURED:
        return True
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name) if p]
    return len(parts) >= 2 and units.unit_of(parts[-1]) is not None   # weight_g, depth_cm


def takes_no_percent(name: str, prop: dict) -> bool:
    """Does the field hold a count, an amount or a measure ("50% insured" is no weight)?"""
    from .kinds import kind_of
    return _no_percent(name, str(prop.get("description") or ""), kind_of(name, prop))


def as_percent_or_not(name: str, prop: dict, text: str, found: list) -> list:
    """The readings a field takes by how the numbers are said: a count, an amount or a
    measure takes no percent ("insured at 50%" is no weight); a percent field takes the
    number said as a percent, else one that counts no thing (一桶…百分之三十: 一桶 is a tin,
    no share of one; "a quarter of them" is a share, kept)."""
    from .numbers import find_numbers
    from .shares import stated_as_share
    if takes_no_percent(name, prop):
        return [f for f in found if f.start < 0 or not said_as_percent(text, f.start, f.end)]
    if stated_as_share(name, prop) != "percent":
        return found
    plain = {(n.start, n.end) for n in find_numbers(text)}
    return [f for f in found if f.start >= 0 and said_as_percent(text, f.start, f.end)] or \
        [f for f in found if f.span not in plain or not context(text, f.start, f.end).counted]


def _party(name: str, prop: dict, fields: list[tuple[str, dict]], text: str,
           taken: list[Span]):
    """The group "me and …" makes (counts.py), for the one field that counts people."""
    from . import counts
    from .extract import Found

    def of_people(n: str, p: dict) -> bool:
        return counts.counts_people(counts.field_things(n, str(p.get("description") or "")))
    if not of_people(name, prop) or any(of_people(n, p) for n, p in fields if n != name):
        return None
    party = counts.party_with_me(text)
    if party is None or any(party.start < e and s < party.end for s, e in taken):
        return None
    value = int(party.value) if prop.get("type") == "integer" else party.value
    return Found(value, party.start, party.end)


def _names_its_thing(text: str, taken: list[Span]) -> bool:
    """Does an item's own text (the rest blanked) name its thing in Chinese, so that a
    total said in it ("三个共六公斤") is that thing's, not the list's? ("两盒一起210" names
    only a measure word: the list's.)"""
    from .item_clauses import names_nothing
    from .phrases import remove_spans
    own = remove_spans(text, taken).strip()
    return T.has_cjk(own) and is_collective(own) and not names_nothing(own)

