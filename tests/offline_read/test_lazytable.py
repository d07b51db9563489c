"""Big word tables read back a piece at a time (lazytable.py, `tablecache.cached_lookup`):
the same answers as the dict they were packed from, writes kept in the process, and a
damaged or unwritable cache never in the way."""

import io
import logging
import marshal

import pytest

from course_lib.offline.read import tablecache
from course_lib.offline.read.lazytable import LazyTable, pack

TABLE = {"鲸鱼": 12, "鲸": 0, "鲸鱼座": 3, "otter": ["river", 2], "": None, "🦦": {"n": 1},
         "Ötzi": (1, 2)}


def test_a_packed_table_answers_like_the_dict():
    table = LazyTable.unpack(pack(TABLE))
    assert dict(table) == TABLE and len(table) == len(TABLE)
    for key, value in TABLE.items():
        assert key in table and table[key] == value and table.get(key, "?") == value
    for missing in ("鲸鱼座星", "otters", "Ö", 7, None):
        assert missing not in table and table.get(missing, "?") == "?"
        with pytest.raises(KeyError):
            table[missing]


def test_writes_are_laid_over_the_table():
    table = LazyTable.unpack(pack(TABLE))
    table["鲸鲨"] = 5      # a new word, in a piece already there
    table["鲸鱼"] = 13     # a changed one
    table["海獭"] = 1      # a piece nobody packed
    assert (table["鲸鲨"], table["鲸鱼"], table["海獭"], table["鲸鱼座"]) == (5, 13, 1, 3)
    assert len(table) == len(TABLE) + 2 == len(dict(table))
    assert LazyTable.unpack(pack(TABLE))["鲸鱼"] == 12   # the packed bytes never change


@pytest.mark.parametrize("data", [b"", b"\x00garbage", marshal.dumps(("other/1", 0, {}))])
def test_what_is_not_a_packed_table_is_a_value_error(data):
    with pytest.raises(ValueError, match="not a packed table"):
        LazyTable.unpack(data)


def test_jieba_cuts_the_same_over_a_lazy_table():
    import jieba
    jieba.setLogLevel(logging.WARNING)
    words = "海獭 300 n\n海 900 n\n獭 20 n\n睡觉 500 v\n睡 400 v\n觉 300 n\n手拉手 80 i\n手 700 n\n拉 400 v\n"
    plain, lazy = jieba.Tokenizer(), jieba.Tokenizer()
    plain.FREQ, plain.total = plain.gen_pfdict(io.BytesIO(words.encode()))
    lazy.FREQ, lazy.total = LazyTable.unpack(pack(plain.FREQ)), plain.total
    for tk in (plain, lazy):
        tk.initialized = True
        tk.add_word("拉手", freq=600)
    text = "海獭手拉手睡觉，海獭拉手"
    assert list(lazy.cut(text, HMM=False)) == list(plain.cut(text, HMM=False))
    assert "拉手" in list(lazy.cut(text, HMM=False))


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def build_counting(calls):
    def build():
        calls.append(1)
        return dict(TABLE)
    return build


def test_cached_lookup_builds_once_and_rebuilds_a_damaged_file(cache):
    calls = []
    build = build_counting(calls)
    assert dict(tablecache.cached_lookup("demo-lookup", build, ("pytest",))) == TABLE
    assert dict(tablecache.cached_lookup("demo-lookup", build, ("pytest",))) == TABLE
    assert len(calls) == 1
    [path] = cache.glob("demo-lookup-*.table")
    path.write_bytes(b"damaged")
    assert dict(tablecache.cached_lookup("demo-lookup", build, ("pytest",))) == TABLE
    assert len(calls) == 2 and LazyTable.unpack(path.read_bytes())["鲸鱼"] == 12


def test_cached_lookup_without_a_writable_cache_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(blocker / "cache"))
    assert dict(tablecache.cached_lookup("demo-lookup", build_counting([]), ("pytest",))) == TABLE
