"""jieba's part-of-speech tags without importing jieba.posseg (dictionary_tagger.py), and jieba
imported without pkg_resources (jieba_import.py): the same words and tags as jieba's own
tagger, at a fraction of the start-up."""

import io
import logging
import subprocess
import sys

import pytest

from course_lib.offline.read.dictionary_tagger import DictionaryTagger, Tagged

# A small dictionary of its own (word, frequency, tag), so the test needs no big table.
WORDS = """海獭 300 n
海 900 n
獭 20 n
睡觉 500 v
睡 400 v
觉 300 n
手拉手 80 i
手 700 n
拉 400 v
石头 200 n
石 100 n
头 300 n
敲 150 v
开 600 v
贝壳 90 n
贝 50 n
壳 40 n
"""

TEXTS = [
    "海獭手拉手睡觉",
    "海獭用石头敲开贝壳，然后睡觉。",          # characters the dictionary lacks: tagged x
    "海獭 K2 与 3.5 个 abc 贝壳",                 # Latin letters, digits, spaces
    "OtterCam第7号：海獭A和海獭B\r\n手拉手",       # mixed runs, a line break
    "海獭_1 #tag & c++ 贝壳.",                     # the punctuation jieba keeps inside a block
    "  \t",
    "",
    "!?？",
]


@pytest.fixture(scope="module")
def tokenizer():
    import jieba
    jieba.setLogLevel(logging.WARNING)
    tk = jieba.Tokenizer()
    tk.FREQ, tk.total = tk.gen_pfdict(io.BytesIO(WORDS.encode()))
    tk.initialized = True
    return tk


def tag_table() -> dict[str, str]:
    return {word: tag for word, _, tag in (line.split() for line in WORDS.splitlines())}


def jieba_tagger(tokenizer):
    import jieba.posseg
    tagger = jieba.posseg.POSTokenizer.__new__(jieba.posseg.POSTokenizer)
    tagger.tokenizer, tagger.word_tag_tab = tokenizer, tag_table()
    return tagger


@pytest.mark.parametrize("text", TEXTS)
def test_the_same_words_and_tags_as_jiebas_tagger_without_hmm(tokenizer, text):
    ours = [(t.word, t.flag) for t in DictionaryTagger(tokenizer, tag_table()).cut(text)]
    theirs = [(p.word, p.flag) for p in jieba_tagger(tokenizer).cut(text, HMM=False)]
    assert ours == theirs
    assert "".join(word for word, _ in ours) == text   # nothing lost, nothing added


def test_a_tagged_word_reads_as_jiebas_pair(tokenizer):
    first = next(DictionaryTagger(tokenizer, tag_table()).cut("海獭睡觉"))
    assert first == Tagged("海獭", "n") and (first.word, first.flag) == tuple(first)
    assert str(first) == "海獭/n"


def test_a_word_added_with_a_tag_is_tagged_so(tokenizer):
    import jieba
    tk = jieba.Tokenizer()
    tk.FREQ, tk.total = dict(tokenizer.FREQ), tokenizer.total
    tk.initialized = True
    tk.add_word("獭獭", freq=1000, tag="nz")
    tagger = DictionaryTagger(tk, tag_table())
    assert [(t.word, t.flag) for t in tagger.cut("獭獭睡觉")] == [("獭獭", "nz"), ("睡觉", "v")]


def test_asked_for_the_hmm_it_cuts_as_jieba_does(tokenizer):
    text = "海獭用石头敲开贝壳"
    ours = [(t.word, t.flag) for t in DictionaryTagger(tokenizer, tag_table()).cut(text, HMM=True)]
    assert ours == [(p.word, p.flag) for p in jieba_tagger(tokenizer).cut(text, HMM=True)]


def run_fresh(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_tagging_loads_neither_jiebas_tagger_nor_pkg_resources():
    code = """
import io, sys
from course_lib.offline.read.jieba_import import import_jieba
jieba = import_jieba()
from course_lib.offline.read.dictionary_tagger import DictionaryTagger
tk = jieba.Tokenizer()
tk.FREQ, tk.total = tk.gen_pfdict(io.BytesIO("海獭 3 n\\n睡觉 5 v\\n".encode()))
tk.initialized = True
words = [t.flag for t in DictionaryTagger(tk, {"海獭": "n", "睡觉": "v"}).cut("海獭睡觉")]
print(words, "jieba.posseg" in sys.modules, "pkg_resources" in sys.modules)
"""
    assert run_fresh(code) == "['n', 'v'] False False"


def test_jieba_imported_without_pkg_resources_finds_its_dictionary_and_leaves_it_importable():
    code = """
import os, sys
from course_lib.offline.read.jieba_import import import_jieba
jieba = import_jieba()
with jieba.get_dict_file() as f:
    first = f.readline().split()
print(len(first), os.path.basename(f.name), import_jieba() is jieba, "pkg_resources" in sys.modules)
import pkg_resources
print(pkg_resources.__name__)
"""
    assert run_fresh(code).splitlines() == ["3 dict.txt True False", "pkg_resources"]


# Wording of its own (not the lessons'): names the dictionary lacks, places, mixed scripts.
NAMED = ["请把报告转给欧阳娜娜和司马光明", "昨天葛优在鼓浪屿拍了三张照片", "提醒我周五给Kowalski回电话",
         "帮我约一下牙科的钟点工老周", "这批水獭玩偶寄给蔡依林粉丝会 2 箱"]


def test_jiebas_tagger_tags_as_jieba_posseg_cut_does():
    import jieba
    import jieba.posseg

    from course_lib.offline.read.dictionary_tagger import jiebas_tagger
    jieba.setLogLevel(60)
    for text in NAMED:
        ours = [(t.word, t.flag) for t in jiebas_tagger().cut(text, HMM=True)]
        assert ours == [(p.word, p.flag) for p in jieba.posseg.cut(text)], text


def test_jiebas_tagger_leaves_out_the_course_phrases():
    from course_lib.offline.read import zh
    from course_lib.offline.read.dictionary_tagger import jiebas_tagger
    from course_lib.offline.read.text import ZH_LEXICON
    course, shipped = zh.tokenizer().FREQ, jiebas_tagger().tokenizer.FREQ
    ours_only = [phrase for phrase in ZH_LEXICON if len(phrase) > 1 and not shipped.get(phrase)]
    assert ours_only and all(course[phrase] == zh.COURSE_PHRASE_FREQ for phrase in ours_only)
