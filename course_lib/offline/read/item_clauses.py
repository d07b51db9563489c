"""Where prose lists things with numbers: one clause per listed thing.

"200 flyers at $0.45 each and 3 posters at $12.00 each" lists two things; so does
"A4打印纸10包，每包25元；签字笔3盒，每盒18元", though there each price has a clause of its
own. A clause that names nothing but numbers, money and measure words ("每包25元", "at
$12 each") says more about the thing before it, so it joins that thing's clause. A clause
about the whole ("Total: $126", "合计304元") is no item. Clauses whose numbers other fields
already used (a date, an invoice number) have none left, so they are no item either.

Two more forms of a list: sentences that each open with their thing's label ("Tent: 2.5 kg,
packed. Stove: 0.8 kg.") are one item each, the clauses after the label included; and the
clause before a colon that opens a list ("照看两个孩子：哥哥六岁，妹妹三岁") introduces the
items, it is none of them.

Cost: one pass over the text's clauses; the number, currency and unit readers are the
ones every field uses.
"""

from __future__ import annotations

import re

from . import text as T

Span = tuple[int, int]

# Clauses end at commas, semicolons, colons (not a clock's), line ends, "and"/"or", 和/、,
# and full stops; a full stop after a short capitalised word is an abbreviation ("Dr.
# Reyes"), not an end.
SEPARATOR = re.compile(r"[,;，；。：\n]|:(?!\d)|(?<![A-Z][a-z])(?<![A-Z][a-z][a-z])(?<![A-Z])[.!?](?=\s|$)"
                       r"|\s+and\s+|\s+or\s+|\s+\+\s+|[和、]")
# Only a comma between two clauses: the second goes on about the first one's thing.
COMMA_ONLY = re.compile(r"\s*[,，]\s*")
# "每包", "各两盒", "per box": a distributive word with its measure word says "each".
ZH_EACH = "每各"
# "three of them": an object pronoun names nothing of its own (English grammar).
PRONOUNS = {"them", "it", "they", "those", "these", "ones", "one", "each", "all", "both"}
# A sentence that opens with its thing's label: "Tent: 2.5 kg", "Sleeping bags: three".
LABEL_OPENING = re.compile(r"^\s*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff' -]{0,30}?\s*[:：](?!\d)")
SENTENCE_END = re.compile(r"(?<![A-Z][a-z])(?<![A-Z])[.!?](?=\s|$)|[。！？；;\n]")


def clauses(view: str) -> list[Span]:
    """The text's clauses as spans, blank edges trimmed."""
    spans, start = [], 0
    for m in [*SEPARATOR.finditer(view), None]:
        end = m.start() if m else len(view)
        piece = view[start:end]
        lead = len(piece) - len(piece.lstrip())
        if piece.strip():
            spans.append((start + lead, start + len(piece.rstrip())))
        start = m.end() if m else end
    return spans


def names_nothing(clause: str) -> bool:
    """Only numbers, money, units and words like "each": the clause names no thing."""
    from .currencies import mentions
    from .numbers import find_numbers
    from .units import find_quantities
    left = list(clause)
    for hit in [*find_numbers(clause), *mentions(clause), *find_quantities(clause)]:
        left[hit.start:hit.end] = " " * (hit.end - hit.start)
    rest = "".join(left)
    if T.has_cjk(rest):
        from .measures import measure_words
        measures = measure_words()
        for hit in find_numbers(clause):   # number + measure word: 五箱, 两袋 (any noun can measure)
            rest = rest[:hit.end] + re.sub(r"^[\u4e00-\u9fff]", " ", rest[hit.end:])
        rest = re.sub(rf"[{ZH_EACH}][\u4e00-\u9fff]?", " ", rest)   # 每箱, 各两盒
        rest = "".join(" " if c in measures else c for c in rest)
        return not re.search(r"[\u4e00-\u9fffA-Za-z]", rest)
    words = [w for w in re.findall(r"[A-Za-z]+", rest)
             if w.lower() not in T.STOPWORDS and w.lower() not in PRONOUNS]
    return not words


def item_clauses(view: str) -> list[str]:
    """The clauses of `view` that each state one listed thing with its numbers, a clause
    that only adds numbers joined to the one before it. Empty: fewer than two things."""
    from .number_fields import is_collective
    from .numbers import find_numbers
    labelled = labelled_sentences(view)
    if labelled:
        return labelled
    merged: list[list[int]] = []
    for start, end in clauses(view):
        clause = view[start:end]
        if merged and find_numbers(clause) and names_nothing(clause):
            merged[-1][1] = end   # "每包25元", "hotel, £129": the numbers of the thing just named
        elif merged and not find_numbers(clause) and find_numbers(view[merged[-1][0]:merged[-1][1]]) \
                and COMMA_ONLY.fullmatch(view[merged[-1][1]:start]):
            merged[-1][1] = end   # "大橘三岁，每天要吃药": more said of the thing just named
        else:
            merged.append([start, end])
    kept = [view[s:e] for s, e in merged   # "南瓜三个共六公斤": the pumpkins' total, an item
            if find_numbers(view[s:e]) and (not is_collective(view[s:e]) or
                                            (len(merged) > 2 and _own_total(view[s:e])))
            and not _opens_list(view, e)]
    return kept if len(kept) >= 2 else []


def _opens_list(view: str, end: int) -> bool:
    """Does the clause ending at `end` end in a colon that a list follows ("两个孩子：")?"""
    after = view[end:end + 2].lstrip(" ")
    return after[:1] in (":", "：") and not after[1:2].isdigit() and \
        len(clauses(view[end + 1:])) >= 2


def labelled_sentences(view: str) -> list[str]:
    """Sentences that each open with a label and hold a number ("Tent: 2.5 kg, packed."),
    when there are two or more: one item each. Empty otherwise."""
    from .numbers import find_numbers
    found, start = [], 0
    for m in [*SENTENCE_END.finditer(view), None]:
        end = m.start() if m else len(view)
        sentence = view[start:end].strip()
        if sentence and LABEL_OPENING.match(sentence) and find_numbers(sentence):
            found.append(sentence)
        start = m.end() if m else end
    return found if len(found) >= 2 else []


# Words that add one more thing to a list ("also", 还有), no part of the thing's name.
LIST_OPENER = re.compile(r"^\s*(?:(?:and\s+)?(?:also|plus|then|finally|lastly)\b\s*|"
                         r"(?:还有|另外|以及|再来|再加|外加|最后)\s*)", re.I)


def item_name(said: str, text: str) -> str | None:
    """A listed thing's name as the other fields left it: without the word that adds it to
    the list ("还有一箱猕猴桃", "plus a rug"), and in Chinese without the measure words its
    numbers left behind (红玫瑰十九支 → 红玫瑰) or a leading 一 + measure (一箱猕猴桃 →
    猕猴桃). None when only a measure word is left."""
    from .measures import measure_words
    from .numbers import find_numbers
    said = LIST_OPENER.sub("", said).strip()
    if not T.has_cjk(said):
        return said or None
    counted = re.search(r"(?<=[\u4e00-\u9fff])[一两二三四五六七八九十几]+([\u4e00-\u9fff])", said)
    if counted and counted.group(1) in measure_words() and counted.start() >= 2:
        said = said[:counted.start()]   # "南瓜三个共": the pumpkins, not their count
    measures = measure_words()
    gap = re.match(r"^([\u4e00-\u9fff]{0,3})\s+([\u4e00-\u9fff])\s*(?=\S)", said)
    if gap and gap.group(2) in measures and _only_adds(gap.group(1)):
        said = said[gap.end():]   # "再来 [十] 个 Skylark Diamond": the number taken, its measure
        # word ends the words that add the item (not "画笔 [5] 支": the brushes come first)
    said = _after_last_verb(said)   # "地里收了胡萝卜": the carrots, not where they were dug
    after_numbers = {text[n.end:n.end + 1] for n in find_numbers(text)} & measures
    for m in after_numbers:
        if len(said) > len(m) + 1 and said.endswith(m):
            said = said[:-len(m)]
    lead = re.match(r"^[一两二三四五六七八九十]+([\u4e00-\u9fff])", said)
    if lead and len(said) > 3 and (lead.group(1) in measures or lead.group(1) in after_numbers
                                   or len(said) - lead.end() >= 2):
        said = said[lead.end():]
    said = said.strip()
    return None if not said or said in measures else said


def _only_adds(words: str) -> bool:
    """Words that only add an item (再来, 还要, 加): verbs, adverbs, nothing named."""
    from .tags import tagged
    return all(t.flag.startswith(("v", "d", "c", "p")) for t in tagged(words) if t.word.strip())


def _after_last_verb(said: str) -> str:
    """A Chinese item's words after the verb that introduced it (收了胡萝卜 → 胡萝卜), when
    a noun follows; a verb + 了/的 before its object is grammar, not the thing's name."""
    from .tags import tagged
    tokens = [t for t in tagged(said) if t.word.strip()]
    last = max((i for i, t in enumerate(tokens) if t.flag.startswith("v")), default=-1)
    rest = tokens[last + 1:]
    marked = bool(rest) and rest[0].word in ASPECT
    while rest and rest[0].flag.startswith(("u", "r")):   # 了, 的, 我
        rest = rest[1:]
    name = "".join(t.word for t in rest)
    if last < 0 or len(name) < 2 or not any(t.flag.startswith("n") for t in rest) or \
            (last == 0 and not marked):
        return said   # 来福 is a name: a first "verb" with no 了 after it introduces nothing
    return name


# Aspect particles after a verb (Chinese grammar): 收了, 买过, 拿着.
ASPECT = ("了", "过", "着")


def _own_total(clause: str) -> bool:
    """A Chinese clause that names its thing first and then its total ("西瓜两个共九公斤"):
    an item with its own weight or price. "共210元", "Total £6" name the list's."""
    from .tags import tagged
    if not T.has_cjk(clause) or names_nothing(clause):
        return False
    first = next((t for t in tagged(clause) if t.word.strip()), None)
    return first is not None and first.flag.startswith("n") and not names_nothing(first.word)



# English words that end a counted noun phrase ("3 kg of potatoes for Sunday").
_PHRASE_END = re.compile(r"\s+(?:for|on|at|in|by|to|from|with|and|or|please|pls|this|next|"
                         r"tomorrow|today)\b|[,.;!?]", re.I)


# Fields that name an action or a heading, whose counts belong in them ("Buy 2 bags of flour").
TITLE_FIELD = re.compile(r"title|subject|summary|task|todo|event|query|search|heading|name|label|"
                         r"question|request|purpose|topic|body|message|content|text|note|"
                         r"description|reason|comment|detail", re.I)


def the_counted_thing(name: str, said: str, text: str) -> str:
    """A thing's field (`item`, `produce`) holds the thing an amount counts, when the phrase
    the other fields left still carries the verbs around it ("留土豆，去拿" → 土豆); a title
    or a note keeps its whole phrase."""
    if TITLE_FIELD.search(name):
        return said
    thing = counted_thing(text)
    if not thing or thing == said or thing.lower() in T.STOPWORDS:
        return said   # "5.5 km in 31 min": "in" is no thing
    inside = thing in said if T.has_cjk(thing) else \
        re.search(rf"(?<![\w]){re.escape(thing)}(?![\w])", said) is not None   # not the "in" of "Sprint"
    return thing if inside else said


def counted_thing(text: str) -> str | None:
    """The thing a measured amount counts, when the text weighs or counts one thing:
    "五斤土豆" → 土豆, "3 kg of potatoes for Sunday" → potatoes, "两袋大米" → 大米. None
    when no amount with a unit or measure word is followed by a noun, or when several are
    (then they are a list: listed_things reads it)."""
    from .measures import measure_after
    from .numbers import find_numbers
    from .units import find_quantities
    ends = [q.end for q in find_quantities(text)]
    for n in find_numbers(text):
        measure = measure_after(text, n.end) if T.has_cjk(text[n.end:n.end + 1]) else None
        if measure and not any(n.start <= e - 1 < measure.end for e in ends):
            ends.append(measure.end)
    found = [thing for end in sorted(set(ends)) if (thing := _noun_after(text, end))]
    return found[0] if len(found) == 1 else None


def _noun_after(text: str, end: int) -> str | None:
    rest = text[end:]
    if T.has_cjk(rest[:1]):
        from .tags import tagged
        words = []
        for token in tagged(re.split(r"[，。；！？、,;!?\s]", rest, maxsplit=1)[0]):
            if not token.flag.startswith(("n", "a")) or token.flag.startswith("nr"):
                break
            words.append(token.word)
        return "".join(words) if len("".join(words)) >= 2 else None
    m = re.match(r"\s+(?:of\s+)?([a-z][a-z' -]*)", rest, re.I)
    if not m:
        return None
    phrase = _PHRASE_END.split(m.group(1), maxsplit=1)[0].strip()
    words = phrase.split()
    return phrase if 1 <= len(words) <= 3 and words[0].lower() not in PRONOUNS else None
