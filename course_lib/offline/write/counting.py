"""How a count is said: "4 in stock", "18 children" ("库存 4 条", "有 18 个孩子").

A count in Chinese needs its measure word: "皮艇是 2" is no sentence, "2 条皮艇" is. The
question usually says which one ("还有几条", "多少辆"): the answer uses the same word, as a
person answering would. When the question names none, 个 is the general measure word that
fits any noun. The measure words are Chinese grammar (a closed class), not a domain's words.
"""

from __future__ import annotations

import contextvars
import re
from contextlib import contextmanager

# The measure words a question puts after 几 / 多少 (and the counted noun after them).
MEASURE_WORDS = "个条辆台张位间本件只头匹艘架家座份把双套副次封项名层所支顶块"
MEASURE_ASKED = re.compile(rf"(?:几|多少)([{MEASURE_WORDS}])")
DEFAULT_MEASURE = "个"
_MEASURE = contextvars.ContextVar("answer_measure", default=DEFAULT_MEASURE)
_ASKED = contextvars.ContextVar("answer_measure_asked", default=False)
_QUESTION = contextvars.ContextVar("answer_question", default="")


# After 几 / 多少, words that ask for a sum, an age or a span, not a count of things.
NOT_A_COUNT = set("钱块元岁天年月周分秒度")


def measure_asked(question: str) -> str | None:
    """The measure word a Chinese question counts with (几条, 几节课: any classifier the
    dictionary names, read/measures.py), else None (多少钱 asks a price, 几岁 an age)."""
    m = MEASURE_ASKED.search(question or "")
    if m:
        return m.group(1)
    if not re.search(r"(?:几|多少)[\u4e00-\u9fff]", question or ""):
        return None
    from ..read.measures import measure_words
    for m in re.finditer(r"(?:几|多少)([\u4e00-\u9fff])", question):
        if m.group(1) in measure_words() and m.group(1) not in NOT_A_COUNT:
            return m.group(1)
    return None


def asked_measure(question: str) -> str:
    """The measure word a Chinese question counts with ("还有几条？" → 条), else 个."""
    return measure_asked(question) or DEFAULT_MEASURE


@contextmanager
def counted_as(question: str):
    """Within the block, Chinese counts use the measure word the question used."""
    token = _MEASURE.set(asked_measure(question))
    told = _ASKED.set(measure_asked(question) is not None)
    asked_now = _QUESTION.set(question or "")
    try:
        yield
    finally:
        _MEASURE.reset(token)
        _ASKED.reset(told)
        _QUESTION.reset(asked_now)


def the_question() -> str:
    """The question being answered ("" outside `counted_as`): a Chinese answer names a
    thing with the user's own word for it when the dictionary's guess isn't sure."""
    return _QUESTION.get()


def measure() -> str:
    return _MEASURE.get()


def asked() -> bool:
    """Did the question count with a measure word of its own?"""
    return _ASKED.get()


def is_plural_noun(word: str) -> bool:
    """'children', 'guests', 'boxes': a noun in the plural (its lemma differs), not a verb's
    form ('booked') or a word that only ends in s ('status')."""
    from ..read.lexicon import lemma
    from ..read.taxonomy import available, is_noun, mostly_verb
    if not re.fullmatch(r"[a-z]{3,}", word) or word.endswith(("ss", "us", "is", "ed", "ing")):
        return False
    base = lemma(word)
    if base == word:
        return False
    return not available() or is_noun(base) and not mostly_verb(base)


def count_clause(words: list[str], value: int, zh: bool, name_zh: str) -> str | None:
    """A whole number under a key that names what is counted: `in_stock` → "4 in stock"
    ("库存 4 条"), `children` → "18 children" ("有 18 个孩子"); None for other keys."""
    if len(words) > 1 and words[0] in ("in", "on", "at") and all(w.isalpha() for w in words):
        if not zh:
            return f"{value} {' '.join(words)}"   # "0 on hand", "4 in stock"
        if not _chinese_only(name_zh):
            return None   # "库存 4 条" when the question counted in 条, else "库存为 4"
        return f"{name_zh}{value}{measure()}" if asked() else f"{name_zh}为{value}"
    if len(words) == 1 and is_plural_noun(words[0]):
        if not zh:
            return f"{value} {words[0]}"
        if _chinese_only(name_zh) and not name_zh.endswith("数"):   # 订单数 is a count already
            return f"有{value}{measure()}{name_zh}"
    return None


def _chinese_only(text: str) -> bool:
    return bool(text) and bool(re.fullmatch(r"[\u4e00-\u9fff]+", text))
