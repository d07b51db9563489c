"""How a text feels: which of its clauses praise and which complain.

A review such as "the food was great, but the service was slow" is *mixed*: one clause
praises, the other complains. The offline model reads that the way a sentiment lexicon does:

- a word's valence comes from VADER's lexicon (about 7,500 English words rated from -4 to
  +4 by people, shipped by the `vaderSentiment` package); a Chinese word is read through the
  usual sense CC-CEDICT gives it (好吃 → "tasty; delicious", so it praises);
- a negation turns the next rated word around ("not good", 不好);
- "too" / 太 before a word that isn't praise is a complaint ("too slow", 太慢了);
- a clause that opens with a contrast ("but", 但是) and carries no rated word of its own
  says the opposite of the clause before it.

Nothing is loaded until first used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import text as T

NEGATORS = {"not", "no", "never", "n't", "hardly", "without", "nothing", "nobody"}
ZH_NEGATORS = ("不", "没", "别", "无", "未")
EXCESS, ZH_EXCESS = "too", "太"
USUAL_SENSES = 2   # CC-CEDICT lists a word's usual senses first
# Parts of speech (jieba's tags) that carry no feeling of their own: adverbs, particles,
# prepositions, conjunctions, pronouns, numerals, measure words, punctuation. 才 is "only
# then" here, not "talent".
UNRATED_TAGS = ("d", "u", "p", "c", "r", "m", "q", "x", "y", "e", "o", "t", "f")
CONTRAST = re.compile(r"^(?:but|however|although|though|yet|except|unfortunately|sadly)\b|"
                      r"^(?:但是|但|可是|不过|然而|就是|可惜|只是|只不过)", re.I)
# Clauses end at punctuation, and before a contrast word ("good but slow").
CLAUSE_END = re.compile(r"[,.;!?，。；！？\n]+|\s+(?=(?:but|however|although|though|yet)\b)|"
                        r"(?=但是|可是|不过|然而)", re.I)


@dataclass(frozen=True)
class Clause:
    text: str
    start: int
    end: int
    polarity: int   # +1 praises, -1 complains, 0 says neither


@lru_cache(maxsize=1)
def valences() -> dict[str, float]:
    """VADER's lexicon: word → mean valence (-4 … +4)."""
    from importlib import resources
    table = resources.files("vaderSentiment").joinpath("vader_lexicon.txt")
    out = {}
    for line in table.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) >= 2:
            try:
                out[parts[0]] = float(parts[1])
            except ValueError:
                continue
    return out


@lru_cache(maxsize=8192)
def word_valence(word: str) -> float | None:
    """The valence of one word (English, or Chinese through its glosses); None: not rated."""
    table = valences()
    if not T.has_cjk(word):
        w = word.lower()
        if w in table:
            return table[w]
        from .lexicon import lemma
        return table.get(lemma(w))
    from .lexicon import _content_words, dictionary, split_known
    from .zh import ZH_STOPWORDS
    if word in ZH_STOPWORDS:
        return None   # 了, 才, 很: grammar, whatever else the dictionary says they mean
    senses = dictionary().get(word) or []
    usual = senses[:1] if len(word) == 1 else senses[:USUAL_SENSES]   # 贵: dear, not "noble"
    for gloss in (w for part in usual for w in _content_words(part)):
        value = word_valence(gloss)   # the usual senses only: 菜 is a dish before it is "poor"
        if value is not None:
            return value
    if len(word) > 1:   # a word the dictionary lacks: its longest known pieces
        pieces = [p for p in split_known(word) if len(p) < len(word)]
        rated = [v for v in (word_valence(p) for p in pieces if p not in ZH_NEGATORS)
                 if v is not None]
        if rated:
            return sum(rated) / len(rated)
    return None


def _tokens(text: str) -> list[tuple[str, bool]]:
    """Words in order, each with whether it may carry a feeling; a Chinese word that starts
    with a negator or 太 is split after it (太慢 is 太 + 慢, 不好 is 不 + 好)."""
    if not T.has_cjk(text):
        return [(w, True) for w in
                re.findall(r"[a-z]+(?:'[a-z]+)?|n't", text.lower().replace("n't", " n't"))]
    from .lexicon import dictionary
    from .tags import tagged
    out = []
    for token in tagged(text):
        word, tag = token.word, token.flag
        if not word.strip():
            continue
        if len(word) > 1 and word[0] in (*ZH_NEGATORS, ZH_EXCESS) and \
                word not in dictionary() and \
                (word_valence(word[1:]) is not None or word[0] == ZH_EXCESS):   # not 太阳
            out += [(word[0], False), (word[1:], True)]
            continue
        single_noun = len(word) == 1 and tag.startswith("n")
        out.append((word, not (tag.startswith(UNRATED_TAGS) or single_noun)))
    return out


def polarity(text: str) -> int:
    """+1 if the words praise, -1 if they complain, 0 if they say neither."""
    score, flip, excess = 0.0, False, False
    for token, rated in _tokens(text):
        if token in NEGATORS or token in ZH_NEGATORS:
            flip = True
            continue
        if token in (EXCESS, ZH_EXCESS):
            excess = True
            continue
        value = word_valence(token) if rated else None
        if excess and re.search(r"\w", token):
            # "too slow", 太慢: too much of what isn't praise is a complaint
            value = value if value is not None and value > 0 else -1.5
            excess = False
        if value is None:
            continue
        score += -value if flip else value
        flip = False
    # VADER's own normalisation and cut-offs: compound = x / sqrt(x² + 15), ±0.05
    compound = score / (score * score + 15) ** 0.5
    return 1 if compound >= 0.05 else -1 if compound <= -0.05 else 0


def clauses(text: str) -> list[Clause]:
    """The text's clauses with their polarity; a contrast clause with no rated word of its
    own says the opposite of the one before it."""
    out: list[Clause] = []
    start = 0
    for m in [*CLAUSE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        raw = text[start:end]
        if raw.strip():
            lead = len(raw) - len(raw.lstrip())
            out.append(Clause(raw.strip(), start + lead, start + lead + len(raw.strip()),
                              polarity(raw)))
        if m is None:
            break
        start = m.end() if m.end() > m.start() else m.start()
        if m.end() == m.start():   # a zero-width cut before a contrast word
            continue
    for i, clause in enumerate(out):
        if clause.polarity == 0 and i and CONTRAST.match(clause.text) and out[i - 1].polarity:
            out[i] = Clause(clause.text, clause.start, clause.end, -out[i - 1].polarity)
    return out


def opinion_text(clause: Clause) -> str:
    """A clause as a list entry: without the contrast word that opened it."""
    said = CONTRAST.sub("", clause.text).strip(" ,，")
    return re.sub(r"[了啊呀吧呢]+$", "", said) or clause.text


def field_polarity(name: str, description: str = "") -> int:
    """What a field collects, by its name ("praised", "complaints", "strengths") or, failing
    that, its description ("things the customer liked")."""
    for words in (re.sub(r"[_\-]+", " ", name), description):
        rated = [v for v in (word_valence(w) for w in re.findall(r"[A-Za-z]+", words))
                 if v is not None]
        if rated:
            total = sum(rated)
            return 1 if total > 0 else -1 if total < 0 else 0
    return 0


def is_sentiment_scale(options: list) -> bool:
    """Options that name feelings: at least one praising and one complaining word."""
    rated = [word_valence(str(o).replace("_", " ").split()[0]) for o in options if str(o)]
    return any(v is not None and v > 0 for v in rated) and \
        any(v is not None and v < 0 for v in rated)


def sentiment(text: str, options: list) -> object | None:
    """The option that says how the text feels: "mixed" (if offered) when it both praises
    and complains, else the side it takes, else the option that names neither."""
    if not is_sentiment_scale(options):
        return None
    found = {c.polarity for c in clauses(text)} - {0}
    rated = {o: word_valence(str(o).replace("_", " ").split()[0]) for o in options}
    unrated = [o for o, v in rated.items() if v is None]
    mixed = next((o for o in unrated if re.search(r"mix|both|ambivalent", str(o), re.I)), None)
    if found == {1, -1}:
        if mixed is not None:
            return mixed
        total = sum(c.polarity for c in clauses(text))
        found = {1 if total > 0 else -1} if total else set()
    if len(found) == 1:
        side = found.pop()
        return max(options, key=lambda o: (rated[o] or 0) * side)
    neutral = next((o for o in unrated if o is not mixed), None)
    return neutral
