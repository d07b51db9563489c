"""simplemma's English lemmatiser, with its dictionary read from the table cache.

simplemma ships its dictionaries lzma-compressed and front-coded; unpacking the English one
into a lookup table costs about 0.3 s of CPU, in every process that lemmatises a word (each
notebook kernel, CLI call and test process). The unpacked table is plain data, so
`tablecache` keeps it on disk and reads it back in a fraction of that. Everything else is
simplemma's own default strategy (rules, affixes, hyphens...), so every word gets the same
lemma as `simplemma.lemmatize(word, lang="en")`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache


def _read_english_dictionary() -> dict[str, str]:
    """simplemma's English word form → lemma table, unpacked from its packaged file."""
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory

    return dict(DefaultDictionaryFactory(cache_max_size=0).get_dictionary("en").items())


class _CachedEnglishDictionary:
    """A simplemma `DictionaryFactory` for English only, served from the table cache."""

    def get_dictionary(self, lang: str) -> Mapping[str, str]:
        if lang != "en":
            raise ValueError(f"only English is cached here, not {lang!r}")
        return _english_dictionary()


@lru_cache(maxsize=1)
def _english_dictionary() -> dict[str, str]:
    from .tablecache import cached_lookup   # looked up only: read a piece (two letters) at a time
    return cached_lookup("simplemma-en-table", _read_english_dictionary, ("simplemma",), prefix=2)


@lru_cache(maxsize=1)
def _lemmatizer():
    from simplemma import Lemmatizer
    from simplemma.strategies import DefaultStrategy

    return Lemmatizer(lemmatization_strategy=DefaultStrategy(
        dictionary_factory=_CachedEnglishDictionary()))


def lemmatize_english(word: str) -> str:
    """`simplemma.lemmatize(word, lang="en")`, without unpacking the dictionary each process."""
    return _lemmatizer().lemmatize(word, "en")
