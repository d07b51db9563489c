"""What sort of value a schema property wants, read from its type, format, enum, pattern,
name and description, the way a model reads a tool's schema.

Two questions per property: its *kind* (a date, an amount, a place, a free-text title...)
and, for pairs such as `from_currency`/`to_currency` or `origin`/`destination`, its *role*
(the source or the target), so the grammar of the request can say which value goes where.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Words in a property's name (or description) that say what it holds. Order matters:
# the first kind whose words match wins, so the more specific kinds come first.
_NAME_KINDS = [
    ("datetime", r"datetime|date time|timestamp|starts? at|ends? at|when"),
    ("month", r"month"),
    ("date", r"date|day|due|deadline|birthday|dob"),
    ("time", r"time|hour|clock"),
    ("currency", r"currency|currencies"),
    ("unit", r"units?(?! (?:number|no|id|code)\b)"),   # a "unit number" names a flat, not a unit
    ("timezone", r"timezone|time zone|tz"),
    ("country", r"country|countries|nation"),
    ("region", r"province|region|state"),
    ("city", r"city|cities|town|towns"),
    ("place", r"location|place|destination|origin|airport|address|where"),
    ("path", r"path|file|filename|file name|filepath"),
    ("email", r"email|e mail|mail address"),
    ("phone", r"phone|mobile|tel"),
    ("url", r"url|link|website|href"),
    ("expression", r"expression|formula|equation|expr"),
    ("language", r"language|lang|locale"),
    ("request", r"question|request|prompt|instruction|instructions|ask|inquiry|goal"),
    ("query", r"query|keywords?|search|terms?|topic"),
    ("phrase", r"subject|title|summary|reason|body|description|note|notes|message|text|content|"
               r"details?|comment|memo|task|item|what"),
    ("id", r"id|ids|sku|code|number|no|ref|reference|isbn"),
    ("name", r"name|names|recipient|person|contact|who|assignee|owner|author|to|by|payer|"
             r"passenger|guest|attendee|sender|customer|client|patient|driver"),
]
# The last word of a compound name that makes it name one thing: task_id, item_no, message_ref.
_ID_HEAD = r"id|ids|no|number|ref|reference"
_FORMAT_KINDS = {"date": "date", "date-time": "datetime", "time": "time", "email": "email",
                 "uri": "url", "url": "url"}
_SOURCE = r"from|source|src|origin|base|start|departure|depart|sell|have|input|original|pickup|collection"
_TARGET = r"to|target|dest|destination|quote|end|arrival|arrive|buy|want|output|into|result|dropoff|drop|delivery|deliver|return"
# A name that is only a moment of a stay or a trip (English words of arriving and leaving):
# the string it wants is the day.
_MOMENT = r"check ?in|check ?out|arrival|arrive|arriving|departure|depart|departing|" \
          r"pick ?up|drop ?off|move in|move out"
_AMOUNT = r"amount|price|cost|total|sum|money|fee|budget|balance|salary|pay|payment|value"


def _words(name: str) -> str:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)
    return " " + re.sub(r"[_\-.]+", " ", spaced).lower() + " "


def _has(pattern: str, words: str) -> bool:
    return re.search(rf"(?<![a-z])(?:{pattern})(?![a-z])", words) is not None


@lru_cache(maxsize=4096)
def _kind_cached(name: str, ptype: str, fmt: str, description: str, has_enum: bool,
                 has_pattern: bool) -> str:
    name_words, desc = _words(name), description.lower()
    if fmt in _FORMAT_KINDS:
        return _FORMAT_KINDS[fmt]
    if re.search(r"yyyy-mm-dd|dd/mm|mm/dd", desc):
        return "datetime" if re.search(r"hh:mm", desc) else "date"
    if re.search(r"yyyy-mm\b", desc):
        return "month"
    if re.search(r"\bhh:mm\b", desc):
        return "time"
    if ptype == "boolean":
        return "boolean"
    if ptype in ("integer", "number"):
        if _has(r"id|ids|number|no|index|position", name_words) and ptype == "integer":
            return "index"
        if _has(_AMOUNT, name_words) or re.search(r"money|price|currenc|amount", desc):
            return "amount"
        if _has(r"year", name_words):
            return "year"
        return "number"
    if ptype in ("", "string") and not has_enum and not has_pattern and \
            re.fullmatch(rf"\s*(?:{_MOMENT})\s*", name_words):
        return "date"   # `check_in`, `arrival`: a string for the day it happens
    for kind, pattern in _NAME_KINDS:   # the name says it best
        if _has(pattern, name_words):
            if kind in ("request", "query", "phrase") and _has(_ID_HEAD, name_words.split()[-1]):
                return "id"   # a compound's last word is its head: a task_id is an id, not a task
            if kind in ("name", "phrase") and re.search(r"\bemail\b|e-mail", desc) and \
                    not re.search(r"body|subject|text|content", name_words):
                return "email"
            if kind == "name" and _has(r"to", name_words) and not re.search(
                    r"person|recipient|contact|name|who|email", desc):
                continue   # a bare 'to' is a role, not a person
            if kind in ("email", "phone", "url") and re.search(r" ids? $", name_words):
                return "id"   # email_id names one email, not an address
            return kind
    if 0 < len(desc.split()) <= 2 and desc.strip() != name_words.strip():
        # a terse description says when, where a terse name doesn't: `at` — "when"
        said = _kind_cached(re.sub(r"[^a-z ]", " ", desc).strip() or "x", ptype, fmt, "",
                            has_enum, has_pattern)
        if said in ("datetime", "date", "time", "month"):   # (a title, a name: read as before)
            return said
    if re.search(r"iso 4217|currency code|currency", desc):
        return "currency"
    if re.search(r"\bunits?\b(?! (?:number|no|id|code)\b)", desc):
        return "unit"
    if re.search(r"\b(city|town|airport)\b", desc):
        return "place"
    if re.search(r"\bcountry\b", desc):
        return "country"
    if re.search(r"\bemail\b", desc):
        return "email"
    if has_pattern:
        return "id"
    if ptype in ("", "string") and not has_enum and names_a_person(name):
        return "name"   # `student`, `reader`, `borrower`: a role people have (WordNet)
    return "text"


# Words of a field's name that say nothing of what it holds (`student_name`: a student).
NAME_WORDS = {"name", "type", "kind", "value", "text", "label"}


def field_noun(name: str) -> str | None:
    """The noun a field's name is about: `student_name` → student, `dropOffPoint` → point."""
    parts = [p for p in re.split(r"[_\W]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower())
             if p and p not in NAME_WORDS]
    return parts[-1] if parts and len(parts[-1]) > 2 else None


def names_a_person(name: str) -> bool:
    """A field named for a role people have (student, tenant, borrower): WordNet's usual
    sense of its noun is a kind of person (a `machine` is one only in a rare sense)."""
    from . import taxonomy
    noun = field_noun(name)
    return bool(noun) and taxonomy.available() and taxonomy.usually_a(noun, "person")


def kind_of(name: str, prop: dict) -> str:
    """The kind of value a property wants: 'date', 'amount', 'place', 'phrase', ..."""
    prop = unwrap(prop)
    return _kind_cached(name, str(prop.get("type") or ""), str(prop.get("format") or ""),
                        str(prop.get("description") or ""), "enum" in prop, "pattern" in prop)


def role_of(name: str, prop: dict | None = None) -> str | None:
    """'source' or 'target' for one half of a pair (from/to, origin/destination), else None."""
    return _role_cached(name, str((prop or {}).get("description") or ""))


@lru_cache(maxsize=4096)   # asked for every property, several times per request
def _role_cached(name: str, description: str) -> str | None:
    words = _words(name)
    if _has(_SOURCE, words):
        return "source"
    if _has(_TARGET, words):
        return "target"
    desc = description.lower()
    if re.search(rf"\b(?:{_SOURCE})\b", desc) and not re.search(rf"\b(?:{_TARGET})\b", desc):
        return "source"
    if re.search(rf"\b(?:{_TARGET})\b", desc) and not re.search(rf"\b(?:{_SOURCE})\b", desc):
        return "target"
    return None


def unwrap(prop: dict) -> dict:
    """`Optional[X]` in pydantic is `anyOf: [X, null]`: read the X branch, keep the description."""
    if not isinstance(prop, dict):
        return {}
    if "anyOf" in prop or "oneOf" in prop:
        branches = prop.get("anyOf") or prop.get("oneOf") or []
        branch = next((b for b in branches if isinstance(b, dict) and b.get("type") != "null"), {})
        merged = {**branch, **{k: v for k, v in prop.items() if k not in ("anyOf", "oneOf")}}
        return merged
    if isinstance(prop.get("type"), list):   # "type": ["string", "null"]
        kinds = [t for t in prop["type"] if t != "null"]
        return {**prop, "type": kinds[0] if kinds else "string"}
    return prop
