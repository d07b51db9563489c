"""A big word table read back a little at a time: one small piece per first character.

jieba's prefix dictionary has half a million entries. Read back as one dict (even with
`marshal`), Python builds half a million strings first: about 0.3 s of CPU in every process
that cuts a single Chinese sentence, which then looks up a few hundred of them. Stored here
as one packed piece per first character, reading the table builds only the index of pieces
(a few thousand), and a piece becomes an ordinary dict the first time a word starting with
that character is looked up (a sentence touches a few dozen of them).

Writes (jieba's `add_word`) go to the piece of their first character, in this process only.

Two choices when packing:
- `prefix`: how many leading characters name a piece. English words share few first
  letters: keyed by two, a piece of simplemma's 180,000 word forms holds a few hundred.
- `walked`: for a table that some readers also walk through (CC-CEDICT: most processes look
  up a few words, a few build a derived table from every entry). The whole dict is stored
  beside the pieces and read, in one go and in its own order, only when something walks the
  table: a walk costs what reading the whole dict always cost, a lookup stays cheap.
"""

from __future__ import annotations

import gc
import marshal
from collections.abc import Iterator, Mapping
from typing import Any

FORMAT = "lazy-table/2"


def loads_plain_data(data: bytes) -> Any:
    """`marshal.loads`, with Python's cycle collector paused meanwhile. A big table is
    hundreds of thousands of new lists and dicts; each collection they trigger walks every
    object the process holds (in a kernel that imported openai, loading CC-CEDICT took twice
    as long). Plain data has no cycles: there is nothing for the collector to find."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return marshal.loads(data)
    finally:
        if paused:
            gc.enable()


def pack(table: Mapping[str, Any], prefix: int = 1, walked: bool = False) -> bytes:
    """`table` (string keys, plain-data values) as bytes that `LazyTable.unpack` reads."""
    pieces: dict[str, dict[str, Any]] = {}
    for key, value in table.items():
        pieces.setdefault(key[:prefix], {})[key] = value
    whole = marshal.dumps(dict(table)) if walked else None
    return marshal.dumps((FORMAT, len(table), prefix,
                          {first: marshal.dumps(piece) for first, piece in pieces.items()}, whole))


class LazyTable(Mapping):
    """A str → value mapping whose pieces are unpacked on first use."""

    def __init__(self, packed_pieces: dict[str, bytes], size: int, prefix: int = 1,
                 packed_whole: bytes | None = None):
        self._packed = packed_pieces
        self._pieces: dict[str, dict[str, Any]] = {}
        self._size = self._packed_size = size
        self._prefix = prefix
        self._packed_whole = packed_whole
        self._writes: dict[str, Any] = {}            # what this process wrote, in order
        self._whole: dict[str, Any] | None = None    # every entry, once something walks

    @classmethod
    def unpack(cls, data: bytes) -> LazyTable:
        """Raises ValueError if `data` is not a packed table (damaged, or another format)."""
        try:
            fmt, size, prefix, pieces, whole = loads_plain_data(data)
        except (EOFError, TypeError, ValueError) as e:
            raise ValueError(f"not a packed table: {e}") from None
        if fmt != FORMAT or not isinstance(pieces, dict) or not isinstance(prefix, int):
            raise ValueError(f"not a packed table: format {fmt!r}")
        return cls(pieces, size, prefix, whole)

    def as_packed(self) -> LazyTable:
        """The table as it was packed, without what this process wrote to it (the packed
        bytes are shared; its pieces are unpacked afresh when used)."""
        return LazyTable(self._packed, self._packed_size, self._prefix, self._packed_whole)

    def _piece(self, key: str) -> dict[str, Any]:
        if self._whole is not None:   # walked already: every entry is in one dict
            return self._whole
        first = key[:self._prefix]
        piece = self._pieces.get(first)
        if piece is None:
            packed = self._packed.get(first)
            piece = self._pieces[first] = loads_plain_data(packed) if packed is not None else {}
        return piece

    def __getitem__(self, key: str) -> Any:
        if not isinstance(key, str):
            raise KeyError(key)
        return self._piece(key)[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._piece(key).get(key, default) if isinstance(key, str) else default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in self._piece(key)

    def __setitem__(self, key: str, value: Any) -> None:
        piece = self._piece(key)   # the whole dict, once walked
        self._size += key not in piece
        piece[key] = value
        self._writes[key] = value

    def __len__(self) -> int:
        return self._size

    # A walk needs every entry: it reads them all once, into one plain dict, and every
    # later walk goes over that dict.
    def __iter__(self) -> Iterator[str]:
        return iter(self._walked())

    def keys(self):
        return self._walked().keys()

    def items(self):
        return self._walked().items()

    def values(self):
        return self._walked().values()

    def _walked(self) -> dict[str, Any]:
        if self._whole is None:
            if self._packed_whole is not None:   # in the packed dict's order, then the writes
                whole = loads_plain_data(self._packed_whole)
                whole.update(self._writes)
            else:                                # piece by piece (writes are in their pieces)
                firsts = list(self._packed) + [f for f in self._pieces if f not in self._packed]
                whole = {k: v for first in firsts for k, v in self._piece(first).items()}
            self._whole, self._pieces = whole, {}
        return self._whole
