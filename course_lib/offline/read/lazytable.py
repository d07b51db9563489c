"""A big word table read back a little at a time: one small piece per first character.

jieba's prefix dictionary has half a million entries. Read back as one dict (even with
`marshal`), Python builds half a million strings first: about 0.3 s of CPU in every process
that cuts a single Chinese sentence, which then looks up a few hundred of them. Stored here
as one packed piece per first character, reading the table builds only the index of pieces
(a few thousand), and a piece becomes an ordinary dict the first time a word starting with
that character is looked up (a sentence touches a few dozen of them).

Writes (jieba's `add_word`) go to the piece of their first character, in this process only.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterator, Mapping
from typing import Any

FORMAT = "lazy-table/1"


def pack(table: Mapping[str, Any]) -> bytes:
    """`table` (string keys, plain-data values) as bytes that `LazyTable.unpack` reads."""
    pieces: dict[str, dict[str, Any]] = {}
    for key, value in table.items():
        pieces.setdefault(key[:1], {})[key] = value
    return marshal.dumps((FORMAT, len(table),
                          {first: marshal.dumps(piece) for first, piece in pieces.items()}))


class LazyTable(Mapping):
    """A str → value mapping whose pieces are unpacked on first use."""

    def __init__(self, packed_pieces: dict[str, bytes], size: int):
        self._packed = packed_pieces
        self._pieces: dict[str, dict[str, Any]] = {}
        self._size = size

    @classmethod
    def unpack(cls, data: bytes) -> LazyTable:
        """Raises ValueError if `data` is not a packed table (damaged, or another format)."""
        try:
            fmt, size, pieces = marshal.loads(data)
        except (EOFError, TypeError, ValueError) as e:
            raise ValueError(f"not a packed table: {e}") from None
        if fmt != FORMAT or not isinstance(pieces, dict):
            raise ValueError(f"not a packed table: format {fmt!r}")
        return cls(pieces, size)

    def _piece(self, key: str) -> dict[str, Any]:
        first = key[:1]
        piece = self._pieces.get(first)
        if piece is None:
            packed = self._packed.get(first)
            piece = self._pieces[first] = marshal.loads(packed) if packed is not None else {}
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
        piece = self._piece(key)
        self._size += key not in piece
        piece[key] = value

    def __iter__(self) -> Iterator[str]:
        for first in list(self._packed) + [f for f in self._pieces if f not in self._packed]:
            yield from list(self._piece(first))

    def __len__(self) -> int:
        return self._size
