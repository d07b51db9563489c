"""jieba's part-of-speech tags, cut the way `jieba.posseg` cuts, without its slow start.

Importing `jieba.posseg` loads its hidden-Markov-model tables (several megabytes, used only
to guess words no dictionary has) and builds a tagger over jieba's whole default dictionary
at import time: about 0.6 s of CPU. Its module-level `jieba.posseg.cut` then initialises
jieba's own default tokenizer, reading jieba's cache in the shared temp folder (or building
it: a grading kernel has a temp folder of its own): over a second more.

`DictionaryTagger` does exactly what `POSTokenizer.cut` does (same cut, same tags, same `x`,
`m` and `eng` for what no dictionary has) over a tokenizer and a word → tag table it is
given. With `HMM=False` it never needs jieba's model; with `HMM=True` it asks jieba's own
tagger only to guess a run of characters the dictionary doesn't know (a name such as 张伟),
so `jieba.posseg` is imported only then. `jiebas_tagger()` is `jieba.posseg.cut`'s tagger
(jieba's dictionary as shipped, none of the course's phrases), over the course's cached
tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import NamedTuple

from .jieba_import import import_jieba

# jieba.posseg's patterns, as it splits a text before cutting each block.
_HAN = re.compile("([\u4E00-\u9FD5a-zA-Z0-9+#&\\._]+)")   # a block jieba cuts with its dictionary
_SKIP = re.compile("(\r\n|\\s)")                          # whitespace between blocks
_ENGLISH = re.compile("[a-zA-Z0-9]+")
_NUMBER = re.compile("[\\.0-9]+")
_ONE_LATIN = re.compile("^[a-zA-Z0-9]$")


class Tagged(NamedTuple):
    """One word and its tag ("n", "v", "nr"...): `.word` and `.flag`, as jieba's `pair`."""

    word: str
    flag: str

    def __str__(self) -> str:
        return f"{self.word}/{self.flag}"


class DictionaryTagger:
    """Tags each word of a jieba `Tokenizer`'s cut from a word → tag table (jieba's own tags)."""

    def __init__(self, tokenizer, word_tag_tab: Mapping[str, str]):
        self.tokenizer = tokenizer
        self.word_tag_tab = word_tag_tab
        self._guesser = None   # jieba's own tagger, built the first time its HMM must guess

    def cut(self, sentence: str, HMM: bool = False) -> Iterator[Tagged]:  # noqa: N803 (jieba's name)
        self._take_user_tags()
        cut_block = self._cut_block_guessing if HMM else self._cut_block
        for block in _HAN.split(sentence):
            if _HAN.match(block):
                yield from cut_block(block)
                continue
            for piece in _SKIP.split(block):
                if _SKIP.match(piece):
                    yield Tagged(piece, "x")
                    continue
                for char in piece:
                    # jieba tests the whole piece for "eng", not the character: kept as it does
                    flag = "m" if _NUMBER.match(char) else "eng" if _ENGLISH.match(piece) else "x"
                    yield Tagged(char, flag)

    def _cut_block(self, block: str) -> Iterator[Tagged]:
        """The dictionary's best cut of one block; single Latin letters and digits in a row
        are one `eng` word."""
        route: dict = {}
        self.tokenizer.calc(block, self.tokenizer.get_DAG(block), route)
        at, latin = 0, ""
        while at < len(block):
            end = route[at][1] + 1
            word = block[at:end]
            if _ONE_LATIN.match(word):
                latin += word
            else:
                if latin:
                    yield Tagged(latin, "eng")
                    latin = ""
                yield Tagged(word, self.word_tag_tab.get(word, "x"))
            at = end
        if latin:
            yield Tagged(latin, "eng")

    def _cut_block_guessing(self, block: str) -> Iterator[Tagged]:
        """As jieba cuts with its HMM: single characters in a row that together are no word
        of the dictionary are a guess for jieba's model (the rest as without the HMM)."""
        route: dict = {}
        self.tokenizer.calc(block, self.tokenizer.get_DAG(block), route)
        at, single = 0, ""
        while at < len(block):
            end = route[at][1] + 1
            if end - at == 1:
                single += block[at]
            else:
                yield from self._singles(single)
                single = ""
                word = block[at:end]
                yield Tagged(word, self.word_tag_tab.get(word, "x"))
            at = end
        yield from self._singles(single)

    def _singles(self, run: str) -> Iterator[Tagged]:
        tags = self.word_tag_tab
        if len(run) == 1:
            yield Tagged(run, tags.get(run, "x"))
        elif len(run) > 1 and not self.tokenizer.FREQ.get(run):
            for guess in self._jieba_tagger()._POSTokenizer__cut_detail(run):   # jieba's HMM
                yield Tagged(guess.word, guess.flag)
        else:
            for char in run:
                yield Tagged(char, tags.get(char, "x"))

    def _take_user_tags(self) -> None:
        """Words added with a tag (`tokenizer.add_word(word, tag=...)`) are tagged so, as in jieba."""
        added = self.tokenizer.user_word_tag_tab
        if added:
            for word, tag in added.items():
                self.word_tag_tab[word] = tag
            self.tokenizer.user_word_tag_tab = {}

    def _jieba_tagger(self):
        """jieba's own tagger over the same tokenizer and tags, for its model's guesses."""
        if self._guesser is None:
            import jieba.posseg
            guesser = jieba.posseg.POSTokenizer.__new__(jieba.posseg.POSTokenizer)
            guesser.tokenizer, guesser.word_tag_tab = self.tokenizer, self.word_tag_tab
            self._guesser = guesser
        return self._guesser


@lru_cache(maxsize=1)
def jiebas_tagger() -> DictionaryTagger:
    """What `jieba.posseg.cut` tags with: jieba's dictionary as shipped (the course's own
    tokenizer adds its phrases to it), read from the course's table cache."""
    from . import tags, zh
    from .tablecache import cached, cached_lookup
    jieba = import_jieba()
    tokenizer = jieba.Tokenizer()
    # The prefix table as the course's tokenizer read it from disk, before its own phrases.
    tokenizer.FREQ = zh.tokenizer().FREQ.as_packed()
    tokenizer.total = cached("jieba-default-total", _default_total, ("jieba",))
    tokenizer.initialized = True
    return DictionaryTagger(tokenizer, cached_lookup("jieba-word-tags", tags._word_tags, ("jieba",)))


def _default_total() -> int:
    """jieba's `total`: the sum of the frequencies in its dictionary file, as it adds them up."""
    jieba = import_jieba()
    with jieba.get_dict_file() as lines:
        return sum(int(line.split(b" ")[1]) for line in lines if line.strip())
