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
IDENTIFYING = frozenset({"id", "code", "no", "num", "number", "ref", "key", "sku", "slug", "uuid",
                         "reference", "identifier", "serial"})
ID_KEY = re.compile(r"(?:^|_)(?:id|ids|uuid|code|no|number|ref|reference|identifier)$|Id$", re.I)
# The same in Chinese keys: 编号 "serial number", 单号 "slip number", 代码/编码 "code", and a
# key ending in 号 "number" (预订号, 证号) whose value is written like a code.
ZH_ID_KEY = re.compile(r"(?:编号|单号|代码|编码|[Ii][Dd])$")
ZH_NUMBER_KEY = re.compile(r"号$")
CODE_LIKE = re.compile(r"^(?=.*\d)[A-Za-z0-9]+(?:[-_/.][A-Za-z0-9]+)+$|^[A-Za-z]{1,4}\d{2,}$|^\d+$")


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
    if now_side(name, prop):
        return where_now(name, prop, source)
    said = str(unwrap(prop or {}).get("description") or "").strip().rstrip(".。")
    if said and scalar(source.get(said)):
        return source[said]   # described by the record's own key: `permit`, "证号"
    found = by_last_word(name, source, IDENTIFYING) or \
        (own_id(source, name) if identifies(name, prop) or ids_this_kind(name, source) else None) \
        or (kind_key(name, source) if identifies(name, prop) else None)
    return found if found is None or fits(prop, found) else None   # a dealer's 42 is no SKU


# What reaches or names one particular thing: a chain may carry these from a record into a
# write ("text the walker" ← the walk's `walker_phone`); other fields of a write are the user's.
ADDRESSING = ("id", "index", "path", "phone", "email", "url")


def qualified_value(name: str, prop: dict | None, record: Any, writes: bool) -> Any:
    """`phone` ← the record's `walker_phone`, `model` ← its `tyre_model`: a key that ends in
    the argument's name, said of one of the record's parts. Unique, or None. A write takes
    only what addresses or identifies this way."""
    from ..read.kinds import kind_of
    kind = kind_of(name, prop or {})
    # (the `to` of a message is whom it goes to, not the new side of a change)
    if not isinstance(record, dict) or kind not in ("phone", "email") and (
            next_side(name) or now_side(name, prop)):
        return None
    if writes and kind not in ADDRESSING:
        return None
    wanted = _parts(name)
    found = [v for k, v in record.items() if isinstance(k, str) and scalar(v) and v != ""
             and len(_parts(k)) > len(wanted) and _parts(k)[-len(wanted):] == wanted]
    if not found and kind in ("phone", "email"):   # `to` (an email) ← the walker's `walker_email`
        found = [v for k, v in record.items() if isinstance(k, str) and isinstance(v, str)
                 and v and kind_of(k, {}) == kind]
    return found[0] if len(found) == 1 else None


def identifies(name: str, prop: dict | None) -> bool:
    """Does the argument name one particular record (`appointment_no`, `ref`, `class_id`)?"""
    from ..read.kinds import kind_of
    return bool(ID_KEY.search(name)) or kind_of(name, prop or {}) in ("id", "index") or \
        bool(DESCRIBED_AS_ID.search(str(unwrap(prop or {}).get("description") or "")))


# A description that ends by saying the value is an identifier: "instrument code", "the
# booking reference", "会员编号" (what the thing is called before it says which thing).
DESCRIBED_AS_ID = re.compile(r"\b(?:id|code|number|no|ref|reference|identifier)\.?\s*$|"
                             r"(?:编号|单号|代码|编码|号码)\s*$", re.I)


def ids_this_kind(name: str, record: dict) -> bool:
    """Is the argument named after the kind of thing the record holds the id of? `delivery`
    beside a record's `delivery_no`, `event` beside its `event_code`: the argument is that
    thing, so it takes the id (a word said of it is no value for it)."""
    wanted = [p for p in _parts(name) if p not in IDENTIFYING]
    return bool(wanted) and any(
        [p for p in _parts(key) if p not in IDENTIFYING] == wanted for key in id_keys(record)
        if isinstance(key, str) and key.isascii())


def kind_key(name: str, record: dict) -> Any:
    """`job_number` ← a record's `job` "J-301": the record keeps its code under the name of
    its kind, and the argument is that kind's identifier."""
    wanted = [p for p in _parts(name) if p not in IDENTIFYING]
    for key, value in record.items():
        if isinstance(key, str) and wanted and _parts(key) == wanted and \
                isinstance(value, (str, int)) and (CODE_LIKE.match(str(value)) or
                                                   CAPITAL_CODE.fullmatch(str(value))):
            return value
    return None


# A code of capitals in parts, with or without digits ("TR-B", "NORTH-2").
CAPITAL_CODE = re.compile(r"[A-Z0-9]+(?:[-_/.#][A-Z0-9]+)+")


def id_keys(record: dict) -> list[str]:
    """The keys under which a record holds its own identifier, in the record's order:
    `id`, `ref`, `code`, `booking_no`, `claimId`; 编号, 理赔编号, 预订号 (with a code-like
    value). A key naming another thing's id (`walker_id` of a walk) counts too: the caller
    says which thing it wants."""
    out = []
    for key, value in record.items():
        if not isinstance(key, str) or not scalar(value) or isinstance(value, float):
            continue
        if ID_KEY.search(key) or ZH_ID_KEY.search(key) or \
                ZH_NUMBER_KEY.search(key) and CODE_LIKE.match(str(value)):
            out.append(key)
    return out


def own_id(record: dict, name: str = "") -> Any:
    """The identifier of a record for an argument called `name`: of several id keys, the one
    about the same thing (`claim_no` ← 理赔编号 "claim number"), else the first."""
    keys = [k for k in id_keys(record) if not re.search(r"phone|mobile|tel|电话|手机", k, re.I)]
    if not keys:
        return None
    stem = " ".join(p for p in _parts(name) if p not in IDENTIFYING)
    wanted = T.concepts(stem) if stem else set()
    named = [p for p in _parts(name) if p not in IDENTIFYING]
    # about the same thing by meaning, or by the very words (`show` ← `show_id`: a word
    # like "show" or "set" is too common to carry a concept, but it still names its key)
    about = [k for k in keys if wanted & T.concepts(" ".join(p for p in _parts(k) if p not in IDENTIFYING))
             or (named and [p for p in _parts(k) if p not in IDENTIFYING] == named)]
    if about:
        return record[about[0]]
    # an English key that names another thing's id (`walker_id` for a `claim_id`) is not it
    own = [k for k in keys if not stem or T.has_cjk(k)
           or not [p for p in _parts(k) if p not in IDENTIFYING]]
    return record[own[0]] if own else None


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


def by_own_value(question: str, records: list, ignore: set[str]) -> Any:
    """"打印失败的那个任务", "the one still queued": no name picks an item, but a short value
    only one record has (its state `failed`, its colour), said in the request in either
    language, does. Codes and names are not such values (they are matched as names); the
    concepts every tool shares (`ignore`) single nothing out. The record, or None."""
    wanted = T.concepts(question) - ignore
    if not wanted or not records or not all(isinstance(r, dict) for r in records):
        return None
    hits = []
    for record in records:
        values = [v for k, v in record.items() if isinstance(k, str) and isinstance(v, str)
                  and 0 < len(v) <= 20 and len(v.split()) <= 2 and not re.search(r"\d", v)
                  and not ID_KEY.search(k)]
        if any(T.concepts(v.replace("_", " ")) & wanted for v in values):
            hits.append(record)
    return hits[0] if len(hits) == 1 else None


def named_by_tool(name: str, prop: dict | None, tool: ToolSpec, record: Any) -> Any:
    """`get_venue(name)` after a meetup was found: the name asked for is the one of the thing
    the tool is about, which the record holds under that thing's key (`venue` "Café Lumen").
    Only a bare name or title: other fields say more than which thing."""
    from ..read.kinds import kind_of
    if not isinstance(record, dict) or name.lower() not in ("name", "title") and \
            kind_of(name, prop or {}) != "name":
        return None
    things = [T.stem(p) for p in _parts(tool.name)[1:] if p not in GENERIC and len(p) >= 3]
    for key, value in record.items():
        if isinstance(key, str) and isinstance(value, str) and value.strip() and \
                _parts(key)[-1:] and T.stem(_parts(key)[-1]) in things and not ID_KEY.search(key):
            return value
    return None
