"""How a lazy table is cut into pieces (`prefix`) and whether it is kept whole beside them for
readers that walk it (`walked`): lookups answer the same either way, and a walk yields the
keys as the dict had them, then the keys written in this process."""

import pytest

from course_lib.offline.read import tablecache
from course_lib.offline.read.lazytable import LazyTable, pack

# Deliberately not in first-letter order, with keys shorter than the prefix.
TABLE = {"otters": 3, "o": 1, "badger": ["sett", 2], "otter": 2, "bat": None, "": 0,
         "水獭": "n", "水": "n", "ba": (1,)}


@pytest.mark.parametrize("prefix", [1, 2, 3])
@pytest.mark.parametrize("walked", [False, True])
def test_every_layout_answers_like_the_dict(prefix, walked):
    table = LazyTable.unpack(pack(TABLE, prefix, walked))
    assert dict(table) == TABLE and len(table) == len(TABLE)
    for key, value in TABLE.items():
        assert key in table and table[key] == value and table.get(key) == value
    for missing in ("otte", "b", "水獭们", 3):
        assert missing not in table and table.get(missing, "?") == "?"


def test_a_longer_prefix_cuts_smaller_pieces():
    assert len(LazyTable.unpack(pack(TABLE, 2))._packed) > len(LazyTable.unpack(pack(TABLE, 1))._packed)


@pytest.mark.parametrize("walk_first", [False, True])
def test_a_walked_table_walks_in_the_dicts_order_then_what_was_written(walk_first):
    table = LazyTable.unpack(pack(TABLE, walked=True))
    if walk_first:   # writes after a walk reach the walked copy too
        assert list(table) == list(TABLE) and list(table.items()) == list(TABLE.items())
    table["aardvark"] = 9      # new
    table["otter"] = 20        # changed: keeps its place
    assert list(table) == list(TABLE) + ["aardvark"] and table["otter"] == 20
    assert dict(table.items())["otter"] == 20 and list(table.values())[-1] == 9
    assert len(table) == len(TABLE) + 1


def test_writes_before_the_first_walk_are_walked_in_any_layout():
    table = LazyTable.unpack(pack(TABLE, prefix=2))
    table["aardvark"], table["otter"] = 9, 20
    assert dict(table) == {**TABLE, "aardvark": 9, "otter": 20}


def test_a_table_packed_in_the_old_layout_is_not_read_as_this_one():
    import marshal
    old = marshal.dumps(("lazy-table/1", 1, {"o": marshal.dumps({"otter": 2})}))
    with pytest.raises(ValueError, match="not a packed table"):
        LazyTable.unpack(old)


def test_cached_lookup_builds_a_table_again_for_another_layout(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    calls = []

    def build():
        calls.append(1)
        return dict(TABLE)

    walked = tablecache.cached_lookup("demo-layout", build, ("pytest",), walked=True)
    assert list(walked) == list(TABLE)
    by_two = tablecache.cached_lookup("demo-layout", build, ("pytest",), prefix=2)
    assert dict(by_two) == TABLE and by_two._prefix == 2
    assert len(calls) == 2      # another layout is another table, built for itself
    again = tablecache.cached_lookup("demo-layout", build, ("pytest",), prefix=2)
    assert dict(again) == TABLE and len(calls) == 2


@pytest.mark.parametrize("collecting", [True, False])
def test_loading_plain_data_leaves_the_cycle_collector_as_it_found_it(collecting):
    import gc
    import marshal

    from course_lib.offline.read.lazytable import loads_plain_data
    was = gc.isenabled()
    try:
        gc.enable() if collecting else gc.disable()
        assert loads_plain_data(marshal.dumps(TABLE)) == TABLE
        assert gc.isenabled() is collecting
        with pytest.raises((ValueError, EOFError, TypeError)):
            loads_plain_data(b"\x00garbage")
        assert gc.isenabled() is collecting
    finally:
        gc.enable() if was else gc.disable()


def test_the_table_as_packed_has_none_of_the_writes():
    table = LazyTable.unpack(pack(TABLE, walked=True))
    table["otter"], table["aardvark"] = 20, 9
    fresh = table.as_packed()
    assert dict(fresh) == TABLE and len(fresh) == len(TABLE) and "aardvark" not in fresh
    assert table["otter"] == 20 and len(table) == len(TABLE) + 1
