"""Parts of speech of Chinese words, as jieba tags them (n noun, v verb, a adjective...).

jieba's tagger reads a tag for each of its 350,000 words from its dictionary file when it is
built: seconds per process. We build it once over the course's own tokenizer (`zh.py`), with
the word → tag table kept on disk like the other tables (`tablecache.py`).
"""

from __future__ import annotations

from functools import lru_cache


def _word_tags() -> dict[str, str]:
    import jieba
    tags = {}
    with open(jieba.get_dict_file().name, "rb") as lines:
        for line in lines:
            parts = line.decode("utf-8").split()
            if len(parts) == 3:
                tags[parts[0]] = parts[2]
    return tags


@lru_cache(maxsize=1)
def _tagger():
    from . import zh
    from .dictionary_tagger import DictionaryTagger   # jieba.posseg's HMM=False cut, not its import
    from .tablecache import cached_lookup
    return DictionaryTagger(zh.tokenizer(), cached_lookup("jieba-word-tags", _word_tags, ("jieba",)))


@lru_cache(maxsize=2048)
def tagged(text: str) -> tuple:
    """(word, tag) pairs of a Chinese text; `.word` and `.flag` on each."""
    return tuple(_tagger().cut(text, HMM=False))
