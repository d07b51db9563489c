"""Which field of a found record fills an argument of the next call.

A look-up found a record (a car, a member, a boat); the call that follows takes some of
its arguments from it, and a model matches them by what they are called and described:

- the same key (`sku` ← `sku`), or the id of a record about that thing (`task_id` ← a
  task's `id`): `references.value_for`;
- the argument's last word when it identifies, the words before it naming the thing
  (`car_code` ← a car's `code`); an answer's field may end in any word (`episode_title`
  ← an episode's `title`, output_tools.py), and a field named for the kind of thing
  (`walker`) takes what the thing is called;
- where the thing is *now*: `source_bin`, `from_location`, "the branch the member belongs
  to now" ← the record's `bin`, `berth`, `home_branch`, read from the argument's name or
  from its description.

The other side of a move (`to_bin`, `target_rack`, `new_branch`) is what the user asks for,
never the record's own value. And which tool finds the record at all, when none names the
id's noun: one about the same things (`about_the_same`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..read import text as T
from ..read.conversation import ToolSpec
from ..read.kinds import role_of, unwrap
from .references import NAME_KEYS, value_for

# Words that mark one side of a change in an argument's name: a language's grammar of
# "from/to", "old/new", not any domain's vocabulary.
NOW_SIDE = re.compile(r"^(?:from|source|src|origin|old|current|present|existing|original)_|"
                      r"_(?:from|source|now|current)$", re.I)
NEXT_SIDE = re.compile(r"^(?:to|target|dest|destination|new|next|desired)_|_(?:to|target|new)$",
                       re.I)
# A description that says the value is where (or what) the thing is at present ("the
# current year" is a time, not the thing's present place).
NOW_WORDS = re.compile(r"\b(?:now|currently|current(?! (?:year|month|week|day|date|time)\b)|at present|presently|at the moment|"
                       r"right now|is kept|is stored|is located)\b|现在|当前|目前|现时|原来|所在", re.I)
# Nouns every tool may use of anything it handles: they say nothing of what it is about.
GENERIC = frozenset({"name", "id", "item", "items", "thing", "list", "detail", "details", "info",
                     "information", "result", "results", "record", "entry", "data", "number",
                     "code", "type", "kind", "value", "one", "way"})
IDENTIFYING = frozenset({"id", "code", "no", "num", "number", "ref", "key", "sku", "slug", "uuid"})
ID_KEY = re.compile(r"(?:^|_)(?:id|ids|uuid|code|no|number|ref)$|Id$", re.I)


def _parts(name: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name)
    return [p for p in re.split(r"[_\-\s.]+", spaced.lower()) if p]


def scalar(value: Any) -> bool:
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def next_side(name: str, prop: dict | None = None) -> bool:
    """Is the argument the new value of a change ("to_bin", "new_branch")?"""
    return bool(NEXT_SIDE.search(name)) or role_of(name) == "target"


def now_side(name: str, prop: dict | None = None) -> bool:
    """Is the argument where the thing is now ("from_rack", "source_bin", or described as
    "the berth the boat is at now")?"""
    if next_side(name):
        return False
    if NOW_SIDE.search(name) or role_of(name) == "source":
        return True
    return bool(NOW_WORDS.search(str((prop or {}).get("description") or "")))


def by_last_word(name: str, record: dict, words: frozenset[str] | None = None) -> Any:
    """`car_code` ← the record's `code`, `route_name` ← its `name`: the argument's last
    word is a key of the record (a target-side argument excepted). `words`: the last words
    allowed, by default those that identify a thing (a new `file_name` is the user's to
    give, not the found file's); an answer's fields may take any (None)."""
    parts = _parts(name)
    if len(parts) < 2 or next_side(name) or words is not None and parts[-1] not in words:
        return None
    for key, value in record.items():
        if isinstance(key, str) and key.lower() == parts[-1] and scalar(value):
            return value
    return None


def where_now(name: str, prop: dict | None, record: dict) -> Any:
    """The record's value for a now-side argument: the key its name's stem names
    (`from_location` ← `location`, `current_branch` ← `home_branch`), else the key its
    description names ("船现在所在的泊位" ← `berth`). Ids and names are what the thing is,
    not where it is."""
    if not now_side(name, prop):
        return None
    stem = NOW_SIDE.sub("", name).lower()
    meant = T.concepts(stem.replace("_", " "))
    described = T.concepts(str((prop or {}).get("description") or ""))
    candidates = [(k, v) for k, v in record.items() if isinstance(k, str) and scalar(v)
                  and not ID_KEY.search(k) and k.lower() not in NAME_KEYS and fits(prop, v)]
    for key, value in candidates:   # by the name's stem: same key, or the key's last word
        if stem and (key.lower() == stem or _parts(key)[-1:] == [stem]):
            return value
    for key, value in candidates:   # by meaning: the stem's concept, then the description's
        if meant and T.concepts(key.replace("_", " ")) & meant:
            return value
    for key, value in candidates:
        if described and T.concepts(key.replace("_", " ")) & described:
            return value
    # the description names the kind of place, the value is one ("the depot it is kept in
    # now" ← "North depot")
    for key, value in candidates:
        if described and isinstance(value, str) and T.concepts(value) & described:
            return value
    return None


def fits(prop: dict | None, value: Any) -> bool:
    """Could the value be sent as this argument at all? A count is no month, a name no
    number: the schema's type (and pattern) must take it."""
    prop = unwrap(prop or {})
    kind = prop.get("type")
    if kind == "string":
        if not isinstance(value, str):
            return False
        pattern = prop.get("pattern")
        try:
            return not isinstance(pattern, str) or re.search(pattern, value) is not None
        except re.error:
            return True
    if kind in ("integer", "number"):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return True


def record_value(name: str, prop: dict | None, source: Any) -> Any:
    """The value an argument takes from a found record (or a result), or None."""
    found = value_for(name, source)
    if found is not None or not isinstance(source, dict) or next_side(name):
        return found   # where the thing should go: the user says, never the record
    return where_now(name, prop, source) if now_side(name, prop) else \
        by_last_word(name, source, IDENTIFYING)


def named_thing(name: str, record: dict, listed_by: str = "") -> Any:
    """A field named for the kind of thing the record is ("walker" for a record with a
    `walker_id`, or one that `list_walkers` returned) takes what the thing is called."""
    noun = name.lower()
    kinds = {_parts(k)[0] for k in record if isinstance(k, str) and ID_KEY.search(k)
             and len(_parts(k)) >= 2}
    lister = _parts(listed_by)[-1:] if listed_by else []
    if noun not in kinds and not (lister and T.stem(lister[0]) == T.stem(noun)):
        return None
    return next((v for k, v in record.items() if isinstance(k, str) and k.lower() in NAME_KEYS
                 and scalar(v) and v != ""), None)


def about_the_same(wanted: ToolSpec, finder: ToolSpec) -> bool:
    """Do two tools speak of the same things? A noun both their names and descriptions
    use ("stock" of `move_stock` and of "Find a stock item by name"), their verbs left out:
    what the finder returns is what the wanted tool acts on."""
    return bool(_nouns(wanted) & _nouns(finder))


@lru_cache(maxsize=1024)
def _tool_nouns(name: str, description: str) -> frozenset[str]:
    from ..read.taxonomy import is_noun, mostly_verb
    said = T.concepts(f"{name.replace('_', ' ')} {description}")
    return frozenset(w for w in said if w.isascii() and w.isalpha() and len(w) >= 3
                     and w not in T.STOPWORDS and is_noun(w) and not mostly_verb(w)
                     and w not in GENERIC)


def _nouns(tool: ToolSpec) -> frozenset[str]:
    return _tool_nouns(tool.name, tool.description)
