"""English lemmas with simplemma's table read from the cache: the same lemma as simplemma's
own `lemmatize` for every word, whether the table was just built or read back from disk."""

import pytest
import simplemma

from course_lib.offline.read import english_lemmas

# Forms simplemma resolves in different ways: its table, its rules and affix strategies,
# hyphens, apostrophes, capitals, and words it doesn't know (it gives them back).
WORDS = ["geese", "oxen", "criteria", "swam", "wove", "dwelt", "reindexing", "unbolted",
         "Spectacles", "CHIMNEYS", "well-trodden", "kayaker's", "quokkas", "blorfing", "x"]


def agrees_with_simplemma(words):
    return {w: english_lemmas.lemmatize_english(w) for w in words} == \
        {w: simplemma.lemmatize(w, lang="en") for w in words}


def test_the_same_lemma_as_simplemma_built_then_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    for _ in ("built", "read back"):
        english_lemmas._english_dictionary.cache_clear()
        english_lemmas._lemmatizer.cache_clear()
        sample = list(english_lemmas._english_dictionary())[::997]
        assert agrees_with_simplemma(WORDS + sample + [w + "s" for w in sample])
    assert len(list(tmp_path.glob("simplemma-en-table-*.table"))) == 1   # built once, then read


def test_only_english_is_served():
    with pytest.raises(ValueError, match="'de'"):
        english_lemmas._CachedEnglishDictionary().get_dictionary("de")
