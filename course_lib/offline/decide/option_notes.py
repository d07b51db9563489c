"""Allowed values that come with a note on what each means, and choosing one by its note.

"direction must be inbound (towards the centre) or outbound" lists two values; the note
in brackets says what the first one means. The user never said "inbound": they said
"into town" or "往市中心". A model picks the value whose name or note means what the user
said. Only the words that tell the options apart count ("centre" is in both notes above,
so it decides nothing); a direction counts by which way it points ("into" and "往" point
the way "towards" does, "away" and "离开" the other way). When nothing tells them apart,
there is no choice: the model doesn't guess. When no word is shared at all, a word close
in meaning decides, if one option is clearly closer ("flooded" to water, by WordNet).
"""

from __future__ import annotations

import re

from ..read import text as T

# A list of allowed values after its cue, to the end of its sentence.
LIST_CUE = re.compile(r"(?:must be|should be|has to be|can be|one of|either|allowed(?: values)?(?: are)?|"
                      r"valid values?(?: are)?|expected|只能是|必须是|应为|应该是|可选值?(?:为|是|有)?|"
                      r"取值(?:为|是)?|允许的值(?:为|是|有)?)\s*[:：]?\s*", re.I)
SENTENCE_END = re.compile(r"(?<![A-Za-z]\.[A-Za-z])[.;；。!?](?:\s|$)|$")
NOTE = re.compile(r"[(（]([^()（）]{1,80})[)）]")
ITEM = re.compile(r"['\"`‘“]?([A-Za-z0-9_.:-]{1,30}|[\u4e00-\u9fff]{1,8})['\"`’”]?")
SPLIT = re.compile(r"\s*(?:,|，|、|/|\||;|\bor\b|或者?|还是)\s*", re.I)

# Which way a word points. A direction is a meaning, not a word: these are its words.
# ("to", "from", "去", "到" are left out: they name an end of a trip, not a way.)
TOWARDS = set("towards toward into inbound inward incoming arrive arriving enter entering "
              "approach approaching".split()) | set("往 向 朝 进 入 驶向 开往 前往 进入 进城".split())
AWAY = set("away out outbound outward outgoing leave leaving depart departing exit exiting"
           .split()) | set("离 出 离开 驶离 出城 离去 远离".split())


# A quoted value with its meaning after it: "'in' = towards the centre", "use 'out' for away".
MEANS = re.compile(r"['\"`‘“]([A-Za-z0-9_.:-]{1,30})['\"`’”]\s*(?:=|:|：|—|–|means|is|for|表示|代表|指|即)\s*"
                   r"([^;；,，。'\"`‘“]+?)(?=\s*(?:[;；,，。]|\band\b|\bor\b|或|和|$|['\"`‘“]))", re.I)


def described_options(part: str) -> list[tuple[str, str]]:
    """[(value, its note or "")] for a list of values at least one of which has a note."""
    meant = [(m.group(1), m.group(2).strip()) for m in MEANS.finditer(part)]
    if len({name for name, _ in meant}) >= 2:
        return meant
    for cue in LIST_CUE.finditer(part):
        rest = part[cue.end():]
        listed = rest[:_sentence_end(rest)]
        notes: list[str] = []
        masked = NOTE.sub(lambda m: notes.append(m.group(1)) or f" \x00{len(notes) - 1} ", listed)
        items = []
        for piece in SPLIT.split(masked):
            piece = piece.strip()
            if not piece:
                continue
            m = re.fullmatch(ITEM.pattern + r"(?:\s*\x00(\d+))?", piece.rstrip(" .。"))
            if not m:
                items = []
                break
            items.append((m.group(1), notes[int(m.group(2))] if m.group(2) else ""))
        if len(items) >= 2 and any(note for _, note in items):
            return items
    return []


def _sentence_end(text: str) -> int:
    """The end of the sentence, outside brackets (a note may hold a full stop)."""
    depth = 0
    for i, ch in enumerate(text):
        depth += ch in "(（"
        depth -= ch in ")）"
        if depth <= 0 and ch in ";；。!?" or depth <= 0 and ch == "." and text[i + 1:i + 2] in ("", " "):
            return i
    return len(text)


def choose_described(options: list[tuple[str, str]], texts: list[str]) -> str | None:
    """The value whose name or note means what the first telling text says."""
    meanings = [_meaning(f"{name.replace('_', ' ')} {note}") for name, note in options]
    shared = set.intersection(*[m - _ways(m) for m in meanings]) if meanings else set()
    texts = [t for t in texts if t]
    for text in texts:
        for name, _ in options:   # the user named a value itself
            if _names_value(name, text):
                return name
        said = _meaning(text)
        scores = [_score(said, meaning, shared) for meaning in meanings]
        best = max(scores)
        if best > 0 and scores.count(best) == 1:
            return options[scores.index(best)][0]
    # No text shares a telling word with any option: a word close in meaning decides
    # ("flooded" -> water), when one option is clearly closer than the rest.
    for text in texts:
        said = _meaning(text)
        close = [_closeness(said, meaning - shared) if _direction(said) * _direction(meaning) >= 0
                 else 0.0 for meaning in meanings]
        top = max(close)
        if top >= MIN_CLOSE and sorted(close)[-2] < top * 0.75:
            return options[close.index(top)][0]
    return None


def _score(said: set[str], meaning: set[str], shared: set[str]) -> int:
    telling = (meaning - shared) & said
    score = len(telling - TOWARDS - AWAY)
    way = _direction(said) * _direction(meaning)
    return score + (1 if way > 0 else -2 if way < 0 else 0)   # the other way rules it out


def _names_value(name: str, text: str) -> bool:
    """Does the text write the value's own name? A name of one or two letters ("A", "W")
    counts only as written, in its case: "a" in "Book a change" is an article."""
    if len(name) <= 2:
        return re.search(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", text) is not None
    return re.search(rf"(?<![a-z0-9]){re.escape(name.lower())}(?![a-z0-9])", text.lower()) is not None


MIN_CLOSE = 0.4   # flood/water 0.5 (water is in flood's definition); burst/fire (a verb here) not counted


def _closeness(said: set[str], meaning: set[str]) -> float:
    """How close the request's nouns come to an option's words, by WordNet: one a kind of
    the other, or the other in its definition ("flood: the rising of a body of water").
    Only words mostly used as nouns take part: "burst" is a verb more often than a noun."""
    from ..read import taxonomy
    if not taxonomy.available():
        return 0.0
    nouns = [w for w in said if w.isascii() and w.isalpha() and len(w) >= 3 and taxonomy.is_noun(w)
             and not taxonomy.mostly_verb(w) and not taxonomy.mostly_adjective(w)]
    best = 0.0
    for word in nouns:
        for other in meaning:
            if other.isascii() and other != word:
                best = max(best, taxonomy.kind_score(word, other), taxonomy.kind_score(other, word))
    return best


def _meaning(text: str) -> set[str]:
    """The words of a text that carry meaning, English or Chinese, spelling-neutral
    ("centre" and "center" are one word), with the direction words it holds."""
    words = {_spelling(w) for w in T.concepts(text)}
    english = T.translate_zh(text).lower()
    words |= {_spelling(w) for w in re.findall(r"[a-z]+", english)}
    words |= {w for w in TOWARDS | AWAY if not w.isascii() and w in text}
    return words - T.STOPWORDS | (words & (TOWARDS | AWAY))


def _spelling(word: str) -> str:
    return re.sub(r"tre$", "ter", re.sub(r"our$", "or", word)) if len(word) > 4 else word


def _ways(words: set[str]) -> set[str]:
    return words & (TOWARDS | AWAY)


def _direction(words: set[str]) -> int:
    """+1 when the words point towards, -1 away, 0 when neither or both."""
    towards, away = bool(words & TOWARDS), bool(words & AWAY)
    return (towards and not away) - (away and not towards)
