"""Which clause of a text a free-text field describes.

A repair request "Hi, this is flat 4C. The boiler stopped working last night, so it's
urgent." has a `problem`: a model writes the boiler clause, not the greeting and not the
flat, which went into its own field. The first clause is only the default; each clause is
weighed by what the field's own words say:

- a clause that only greets ("Dear hiring team", 王老师您好) or holds nothing once the
  other fields took their values ("this is flat [4C]", 我是[刘洋]) describes nothing;
- the field's name and description meet the clause's words (CC-CEDICT senses for Chinese):
  "the job applied for" meets "I'm applying for ...";
- a field that asks why (`reason`, "why the child is absent") takes the clause a causal
  word opens ("because he has a fever", 因为…), without that word;
- a field whose words complain (`problem`, `complaint`, `damage`: VADER's lexicon, see
  opinions.py) prefers a clause that complains.

Greetings, causal and contrast words are small closed classes of each language's grammar.
Cost: clauses x words, words cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import text as T

Span = tuple[int, int]

GREETINGS = {"hi", "hello", "hey", "dear", "greetings", "morning", "afternoon", "evening",
             "thanks", "regards", "cheers", "sincerely"}
ZH_GREETINGS = ("您好", "你好", "嗨", "谢谢", "此致", "敬礼")
CAUSAL = re.compile(r"^(?:because(?:\s+of)?|since|as|due\s+to|owing\s+to|cause)\b\s*|"
                    r"^(?:因为|由于|是因为)\s*", re.I)
# Clauses end at punctuation, and before a word that opens a new one ("... absent because
# he has a fever", "... and I'm applying for").
CLAUSE_END = re.compile(r"[,.;:!?()，。；：！？（）\n]+|\s+(?=(?:because|since|but|so|although|"
                        r"though|whereas|while)\b)|\s+and\s+(?=(?:i|i'm|i've|we|we're|he|she|"
                        r"they|it|it's|you|my|our|there)\b)|(?=因为|由于|但是|所以)", re.I)
# Weights: the field's own words and a causal opening decide; a complaint, how much a
# clause still says and being first only break ties.
RELEVANT, CAUSE, FEELING, WORD, LATER = 2.0, 3.0, 0.5, 0.15, 0.1
WHY_WORDS = {"reason", "why", "cause", "because", "explanation", "excuse"}


@dataclass(frozen=True)
class Clause:
    start: int
    end: int
    text: str


def clauses(text: str) -> list[Clause]:
    out, start = [], 0
    for m in [*CLAUSE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        raw = text[start:end]
        if raw.strip():
            lead = len(raw) - len(raw.lstrip())
            out.append(Clause(start + lead, start + lead + len(raw.strip()), raw.strip()))
        if m is None:
            break
        start = m.end()
    return out


def _blank(text: str, spans: list[Span], offset: int) -> str:
    chars = list(text)
    for s, e in spans:
        for i in range(max(0, s - offset), min(len(chars), e - offset)):
            chars[i] = " "
    return "".join(chars)


@lru_cache(maxsize=4096)
def _content(left: str) -> tuple[str, ...]:
    """The meaning-bearing words a clause still holds (English lemmas, Chinese words)."""
    if T.has_cjk(left):
        from .tags import tagged
        from .zh import ZH_STOPWORDS
        return tuple(t.word for t in tagged(left)
                     if t.word.strip() and t.flag[:1] in ("n", "v", "a", "l", "i", "e", "x")
                     and t.word not in ZH_STOPWORDS and t.word not in ZH_GREETINGS
                     and re.search(r"[\u4e00-\u9fffA-Za-z]", t.word) and t.word != "是")
    from .lexicon import lemma
    return tuple(lemma(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", left)
                 if w.lower() not in T.STOPWORDS and w.lower() not in GREETINGS and len(w) > 1)


def _greets(clause: str) -> bool:
    words = re.findall(r"[A-Za-z]+", clause.lower())
    if words and words[0] in GREETINGS and len(words) <= 4:
        return True
    return any(clause.endswith(g) or clause.startswith(g) for g in ZH_GREETINGS) and \
        len(clause) <= 8


@lru_cache(maxsize=4096)
def _english_of(word: str) -> frozenset[str]:
    if T.has_cjk(word):
        from .number_fields import zh_senses
        return zh_senses(word)
    return frozenset({word})


def _field_words(name: str, description: str) -> frozenset[str]:
    from .lexicon import lemma
    raw = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() + " " +
                     description.lower())
    return frozenset(lemma(w) for w in raw if w not in T.STOPWORDS and len(w) > 2)


def relevance(field: frozenset[str], words: tuple[str, ...]) -> int:
    from .number_fields import same
    return sum(1 for w in dict.fromkeys(words)
               if any(same(f, g) for f in field for g in _english_of(w)))


def best_clause(name: str, prop: dict, text: str, taken: list[Span]) -> Clause | None:
    """The clause `name` describes, or None when the text is one clause (or none fits
    better than the first)."""
    from . import opinions
    found = clauses(text)
    if len(found) < 2:
        return None
    description = str(prop.get("description") or "")
    field = _field_words(name, description)
    wants_why = bool(field & WHY_WORDS) or bool(re.search(r"\bwhy\b|原因|为什么", description))
    side = opinions.field_polarity(name, description)
    best, best_score = None, float("-inf")
    for i, clause in enumerate(found):
        left = _blank(clause.text, taken, clause.start)
        words = _content(left)
        if not words or _greets(left.strip()):
            continue
        value = RELEVANT * min(relevance(field, words), 2) + WORD * min(len(words), 4) - \
            LATER * i
        if wants_why and CAUSAL.match(clause.text):
            value += CAUSE
        if side and opinions.polarity(left) == side:
            value += FEELING   # a tie-breaker: lexicon valence is a noisy reading
        if value > best_score:
            best, best_score = clause, value
    return best


def without_cause_word(said: str) -> str:
    """"because he has a fever" → "he has a fever" (the field already says it is a reason)."""
    rest = CAUSAL.sub("", said).strip()
    return rest if len(rest) >= 2 else said
