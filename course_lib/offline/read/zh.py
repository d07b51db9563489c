"""Cutting Chinese text into words, with `jieba`.

Chinese is written without spaces, so "把看牙医那个任务标记为完成" has to be cut into
把 / 看 / 牙医 / 那个 / 任务 / 标记 / 为 / 完成 before any word can be looked up.
jieba is loaded on the first Chinese text only. Its prefix dictionary (350,000 words and
their prefixes) is built once and kept in the course's table cache (see `tablecache`), not
in jieba's own cache in the shared temp folder, which it reads slowly and anyone can replace.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

# Grammar words that carry no meaning a tool could match (particles, pronouns, measure words).
ZH_STOPWORDS = set("""的 了 吗 呢 吧 啊 呀 么 着 过 地 得 我 你 您 他 她 它 我们 你们 他们 我的 你的
这 那 这个 那个 这些 那些 这儿 那儿 这里 那里 这本 那本 这封 那封 是 在 有 和 与 或 及 把 被 给 让 帮 帮我
请 麻烦 一下 一个 一些 个 些 位 本 封 张 条 件 项 点儿 也 都 就 还 又 再 很 太 能 会 可以 要 想 需要
吗 呢 了吗 什么 怎么 怎样 如何 谁 为 对 从 到 向 上 下 里 中 用 说 去 来 会儿 一 了解 知道
""".split())


COURSE_PHRASE_FREQ = 100_000  # about as common as 我们 in jieba's counts


@lru_cache(maxsize=1)
def tokenizer():
    """A jieba tokenizer of our own, quiet, with the course's Chinese phrases kept whole."""
    from .jieba_import import import_jieba   # without the slow, deprecated pkg_resources
    jieba = import_jieba()
    from .tablecache import cached, cached_lookup
    jieba.setLogLevel(logging.WARNING)  # no "Building prefix dict..." on stderr
    tk = jieba.Tokenizer()
    # Half a million entries, of which a sentence looks up a few hundred: read a piece at a time.
    tk.FREQ = cached_lookup("jieba-prefix-table", lambda: _prefix_dictionary()[0], ("jieba",))
    tk.total = cached("jieba-total", lambda: _prefix_dictionary()[1], ("jieba",))
    tk.initialized = True  # what `initialize()` would load, already loaded
    from .text import ZH_LEXICON
    for phrase in ZH_LEXICON:
        # Frequent enough to win where two cuts compete (开/发票 "issue an invoice", not
        # 开发/票 "develop a ticket"); single characters would break up words (建 in 建议).
        if len(phrase) > 1:
            tk.add_word(phrase, freq=COURSE_PHRASE_FREQ)
    return tk


@lru_cache(maxsize=1)  # both tables above come from one build
def _prefix_dictionary() -> tuple[dict[str, int], int]:
    """jieba's default dictionary as it builds it: word → frequency, every prefix → 0."""
    import jieba
    tk = jieba.Tokenizer()
    return tk.gen_pfdict(tk.get_dict_file())


@lru_cache(maxsize=4096)
def cut(text: str) -> tuple[str, ...]:
    """The words of a Chinese (or mixed) text, in order, without spaces."""
    # HMM=False: no guessed words. The HMM glues unknown characters into "words" that no
    # dictionary has (里加 from 清单里加一项); without it they stay dictionary words.
    return tuple(w for w in tokenizer().cut(text, HMM=False) if w.strip())


@lru_cache(maxsize=1024)
def starts_with_noun(text: str) -> bool:
    """Is the first word of `text` a noun, by jieba's part-of-speech tags? (一块蛋糕: yes,
    a cake is counted; 一块去: no, "together" goes.)"""
    from .tags import tagged   # the tagger built once, its tag table from the cache
    for word in tagged(text[:12]):
        if word.word.strip():
            return word.flag.startswith("n")
    return False


# A question word before a noun makes the noun what is asked, not something said: 什么时候
# ("when"), 哪个房间 ("which room"), 多少钱 ("how much"), 几点 ("what time").
_ASKING = ("什么", "啥", "哪个", "哪些", "哪种", "哪家", "哪", "多少", "几")


def asked_about(text: str, start: int) -> bool:
    """Does the word at `start` follow a question word (什么时候: 时候 is asked about)?"""
    before = text[max(0, start - 2):start]
    return any(before.endswith(word) for word in _ASKING)


_QUESTION_WORDS = re.compile(r"什么|啥|怎么|怎样|哪|多少|几时|几点|为什么|吗|呢")


def is_question(phrase: str) -> bool:
    """Is a Chinese phrase a question (那大概什么时候能): what the user asks, never the name
    of a thing a field holds?"""
    return bool(_QUESTION_WORDS.search(phrase))
