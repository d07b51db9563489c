"""What a request is about, so that a field's word is translated in the sense it has there.

"crown" is a king's crown (王冠) in a treasury and a tooth's crown (牙冠) next to
"dental"; "deck" is a ship's deck next to "vessel" and a pack of cards next to "deal";
"sign" is a signboard unless the words around it say "sign in". A person translating a
field label reads the form it sits on first. The
offline model does the same with the words one request gives it:

* the tools: their names, descriptions, parameter names, parameter descriptions and enum
  values ("Desk pass at the coworking space; sign_in: the time");
* the records the tools returned: their keys and short values;
* the question: its English words, or for a Chinese question the English glosses of its
  words (牙医 → "dentist"), and the question itself (the asker's own words win).

Those words, lemmatised, are the context `glosses.py` scores each dictionary sense
against. The request's records also say what kind of value each key holds (a date, a
clock time, an email address, a place name): `from` next to a date is where a period
starts, next to an address who sent a message.

The context is set once per request (`about`, in `model.py`) and read anywhere in the
writing layer; outside a request it is empty and every word keeps its usual sense.
"""

from __future__ import annotations

import contextvars
import json
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, Iterable

from ..read.lexicon import _stopwords, lemma

ENGLISH_WORD = re.compile(r"[a-z][a-z]+")
DATE_VALUE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ][\d:]+)?|\d{1,2}/\d{1,2}/\d{4}|\d{4}/\d{1,2}/\d{1,2}")
TIME_VALUE = re.compile(r"\d{1,2}:\d{2}(?:-\d{1,2}:\d{2})?")
EMAIL_VALUE = re.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", re.I)
# The words of a parameter's description that say its value is a date or a time.
DATE_WORDS = re.compile(r"\b(?:date|day|yyyy-mm-dd|dd/mm/yyyy)\b", re.I)
STATE_KEYS = re.compile(r"status|state|stage|condition", re.I)
SHORT_VALUE = 3        # a string value of at most this many words says what the record is about


@dataclass(frozen=True)
class SenseContext:
    words: frozenset[str] = frozenset()                # English lemmas the request is written in
    question: str = ""                                 # the user's words, as they wrote them
    kinds: dict[str, str] = field(default_factory=dict)   # key → date / time / email / text
    keys: frozenset[str] = frozenset()                 # the words of the fields' own names
    options: frozenset[str] = frozenset()              # enum values of non-status parameters

    def supports(self, words: Iterable[str]) -> int:
        """How many of `words` (lemmas) the request speaks of."""
        return sum(1 for w in set(words) if w in self.words)

    def speaks_of(self, words: Iterable[str]) -> bool:
        """Does the request speak of any of `words`, itself or through what WordNet says
        of its words (a choir "sings": music)?"""
        return any(w in self.words or w in self._around for w in words)

    @cached_property
    def _around(self) -> frozenset[str]:
        found: set[str] = set()
        for word in self.words:
            found |= _first_sense_words(word)
        return frozenset(found)

    def kind(self, key: str) -> str:
        return self.kinds.get(key, "")

    def widened(self, but: str) -> set[str]:
        """The request's words and what WordNet says of each (but of the word `but` itself):
        a marina is "a fancy dock for small yachts and cabin cruisers", so a request
        about marinas speaks of docks too."""
        found = set(self.words)
        for word in self.words:
            if word != but:
                found |= _first_sense_words(word)
        return found - {but}


EMPTY = SenseContext()
_CONTEXT: contextvars.ContextVar[SenseContext] = contextvars.ContextVar("sense_context", default=EMPTY)


def current() -> SenseContext:
    """The context of the request being answered (EMPTY outside one)."""
    return _CONTEXT.get()


@contextmanager
def about(convo):
    """Within the block, field words are translated in the sense this request gives them."""
    token = _CONTEXT.set(context_of(convo))
    try:
        yield
    finally:
        _CONTEXT.reset(token)


@contextmanager
def within(context: SenseContext):
    """Within the block, `context` is the request's context (for tests and tools)."""
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def context_of(convo) -> SenseContext:
    """The words and value kinds of one request: its tools, its results and its question."""
    words: set[str] = set()
    kinds: dict[str, str] = {}
    options: set[str] = set()
    for tool in convo.tools:
        tool_words, tool_kinds, tool_options = _tool_context(
            tool.name, tool.description, tool.signature)
        words |= tool_words
        options |= tool_options
        for key, kind in tool_kinds:
            kinds.setdefault(key, kind)
    for call in [*getattr(convo, "history", []), *convo.calls]:
        _walk_result(call.result, words, kinds)
    keys = {w for key in kinds for w in _lemmas(_split(key))}
    for tool in convo.tools:
        keys |= _name_lemmas(tuple(tool.properties or ()))
    for call in convo.calls:
        keys |= _key_words(call.result)
    words |= question_words(convo.question)
    return SenseContext(frozenset(words), convo.question or "", kinds, frozenset(keys),
                        frozenset(options))


def context_from(text: str = "", records: Any = None, question: str = "") -> SenseContext:
    """A context made from plain text and records: what `context_of` reads off a request."""
    words = _lemmas(_split(text))
    kinds: dict[str, str] = {}
    _walk_result(records, words, kinds)
    return SenseContext(frozenset(words | question_words(question)), question, kinds,
                        frozenset(_key_words(records)))


def _key_words(value: Any, depth: int = 0) -> set[str]:
    """The words of every key in a result, however deep."""
    found: set[str] = set()
    if depth > 4:
        return found
    if isinstance(value, dict):
        for key, inner in value.items():
            if isinstance(key, str):
                found |= _lemmas(_split(key))
            found |= _key_words(inner, depth + 1)
    elif isinstance(value, list):
        for inner in value[:20]:
            found |= _key_words(inner, depth + 1)
    return found


@lru_cache(maxsize=512)
def _tool_context(name: str, description: str, properties: str) -> tuple[frozenset, tuple, frozenset]:
    """A tool's words, its parameters' value kinds and the options its enums offer (but
    a status's: "pending" is a state, said in Chinese), read once per tool."""
    words = _split(name) + _split(description)
    kinds: list[tuple[str, str]] = []
    options: set[str] = set()

    def walk(props: Any) -> None:
        if not isinstance(props, dict):
            return
        for key, prop in props.items():
            words.extend(_split(key))
            if not isinstance(prop, dict):
                continue
            said = str(prop.get("description", ""))
            words.extend(_split(said))
            enum = [v for v in prop.get("enum", []) or [] if isinstance(v, str)]
            words.extend(w for v in enum for w in _split(v))
            if not STATE_KEYS.search(key):
                options.update(enum)
                options.update(v.replace("_", " ") for v in enum)
            fmt = str(prop.get("format", ""))
            if fmt == "date" or DATE_WORDS.search(said):
                kinds.append((key, "date"))
            elif fmt in ("time", "date-time"):
                kinds.append((key, "time" if fmt == "time" else "date"))
            elif fmt == "email":
                kinds.append((key, "email"))
            walk(prop.get("properties"))
            walk((prop.get("items") or {}).get("properties") if isinstance(prop.get("items"), dict) else None)

    try:
        walk(json.loads(properties))   # the tool's `signature`: its properties as JSON
    except (ValueError, AttributeError):
        pass
    return frozenset(_lemmas(words)), tuple(kinds), frozenset(options)


def _walk_result(value: Any, words: set[str], kinds: dict[str, str], depth: int = 0) -> None:
    """Keys and short values of a tool's result, and what kind of value each key holds."""
    if depth > 4:
        return
    if isinstance(value, dict):
        for key, inner in value.items():
            if not isinstance(key, str):
                continue
            words |= _lemmas(_split(key))
            kind = value_kind(inner)
            if kind:
                kinds.setdefault(key, kind)
            _walk_result(inner, words, kinds, depth + 1)
    elif isinstance(value, list):
        for inner in value[:20]:
            _walk_result(inner, words, kinds, depth + 1)
    elif isinstance(value, str) and len(value.split()) <= SHORT_VALUE:
        words |= _lemmas(_split(value))


def value_kind(value: Any) -> str:
    """'date', 'time', 'email', 'text' (a name or a phrase) or '' for what a value is."""
    if not isinstance(value, str):
        return ""
    text = value.strip()
    if DATE_VALUE.fullmatch(text):
        return "date"
    if TIME_VALUE.fullmatch(text):
        return "time"
    if EMAIL_VALUE.fullmatch(text):
        return "email"
    return "text" if text else ""


def question_words(question: str) -> set[str]:
    """The question's English lemmas, or for Chinese the glosses of its words."""
    if not question:
        return set()
    found = _lemmas(_split(question))
    if re.search(r"[\u4e00-\u9fff]", question):
        found |= _chinese_glosses(question)
    return found


@lru_cache(maxsize=256)
def _chinese_glosses(question: str) -> frozenset[str]:
    from ..read import zh   # the course's tokenizer: jieba's own default one logs and
    from .glosses import meaning   # builds its prefix dictionary (~1.3 s) on first use
    words = set()
    for piece in zh.cut(question):
        if len(piece) >= 2 and re.fullmatch(r"[\u4e00-\u9fff]+", piece):
            words.update(meaning(piece))   # 码头: "dock; pier; wharf"
    return frozenset(words)


@lru_cache(maxsize=2048)   # every request reads every tool's parameter names again
def _name_lemmas(names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for name in names for w in _lemmas(_split(name)))


def _split(text: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", str(text))
    return ENGLISH_WORD.findall(spaced.lower().replace("_", " "))


def _lemmas(words: Iterable[str]) -> set[str]:
    stop = _stopwords()
    words = [w for w in words if w not in stop and len(w) > 2]
    return {lemma(w) for w in words} | set(words)


# ---------------------------------------------------------------- WordNet senses

def wordnet_sense(word: str, context: SenseContext) -> frozenset[str] | None:
    """The words of the WordNet noun sense of `word` that the request speaks of, when one
    does more than the others: `deck` next to a ship is "a platform in a vessel" (not a
    pack of playing cards). None
    when the request says nothing that tells its senses apart."""
    senses = _sense_words(word)
    if len(senses) < 2 or not context.words:
        return None
    # only what sets a sense apart counts (a word said of two senses tells neither);
    # the request's own words first, then what WordNet says of them
    distinct = [sense - frozenset().union(*(o for o in senses if o is not sense)) for sense in senses]
    for near in (context.words - {word}, context.widened(word)):
        scores = [len(d & near) for d in distinct]
        best = max(scores)
        if best and scores.count(best) == 1:
            return senses[scores.index(best)]
        if best:
            return None   # two senses fit as well: nothing tells them apart
    return None


def other_senses(word: str, chosen: frozenset[str]) -> frozenset[str]:
    """The words of the word's other WordNet senses (cards, a pack: not this deck)."""
    return frozenset(w for sense in _sense_words(word) if sense is not chosen for w in sense) - chosen


@lru_cache(maxsize=4096)
def _sense_words(word: str, own: bool = True) -> tuple[frozenset[str], ...]:
    """Per WordNet noun sense of a word (its usual three): its lemmas (`own`), the lemmas
    of the kinds right above it, and the words of its definition."""
    from ..read.taxonomy import available, _table
    if not available():
        return ()
    table = _table()
    found = []
    for offset in table["senses"].get(word, "").split():
        found.append(frozenset(_synset_words(table, int(offset), ups=True, own=own)))
    return tuple(found)


def explained(word: str, chosen: frozenset[str]) -> frozenset[str]:
    """What the chosen sense is said to be, without its synonyms (which may be as
    ambiguous as the word: a deck is also a "pack"): its definition and its kinds."""
    senses = _sense_words(word)
    return _sense_words(word, own=False)[senses.index(chosen)] if chosen in senses else frozenset()


def _synset_words(table: dict, offset: int, ups: bool, own: bool = True) -> set[str]:
    lemmas, hypernyms, _, definition = table["synsets"].get(offset, "|||").split("|")
    words = [w for lemma in lemmas.split() for w in lemma.split("_")] if own else []
    words += ENGLISH_WORD.findall(definition)
    if ups:
        for up in hypernyms.split():
            words += [w for lemma in table["synsets"].get(int(up), "|||").split("|")[0].split()
                      for w in lemma.split("_")]
    return _lemmas(words)


@lru_cache(maxsize=8192)
def _first_sense_words(word: str) -> frozenset[str]:
    from ..read.taxonomy import available, _table
    if not available():
        return frozenset()
    table = _table()
    first = table["senses"].get(word, "").split()[:1]
    return frozenset(_synset_words(table, int(first[0]), ups=True)) if first else frozenset()



def sense_lemmas(word: str, context: SenseContext) -> list[str]:
    """The other names WordNet gives the sense of `word` the request speaks of, and the
    kinds right above it, written as phrases ("piece of land", "dental crown"). A
    one-word name ("pack" for deck, "part" above an item) may be as
    ambiguous as the word, so only phrases count. Empty when no sense is told apart."""
    chosen = wordnet_sense(word, context)
    if chosen is None:
        return []
    from ..read.taxonomy import _table
    table = _table()
    senses = _sense_words(word)
    offset = int(table["senses"][word].split()[senses.index(chosen)])
    lemmas, hypernyms, _, _ = table["synsets"][offset].split("|")
    names = lemmas.split() + [n for up in hypernyms.split()
                              for n in table["synsets"].get(int(up), "|||").split("|")[0].split()]
    return [n.replace("_", " ") for n in names if "_" in n]


@lru_cache(maxsize=4096)
def synonyms_of(word: str) -> tuple[str, ...]:
    """The other names of a word in its usual WordNet sense (pupil → student, educatee):
    what the asker may have called it in their own language."""
    from ..read.taxonomy import available, _table
    if not available():
        return ()
    table = _table()
    names = []
    for offset in table["senses"].get(word, "").split()[:1]:
        for name in table["synsets"].get(int(offset), "|||").split("|")[0].split():
            name = name.replace("_", " ")
            if name != word and name not in names:
                names.append(name)
    return tuple(names)
