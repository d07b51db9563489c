"""An output field that names a record, or compares the records: read from the results.

After the tools answered, a structured reply (output_tools.fill_output) takes a field from
the result that has its key. Two more readings, each by the words of the key (split at "_"
and at case changes):

- a key that names one record by one of its values, the rest of the key a field of that
  record: `diesel_per_litre` is the `price_per_litre` of the record whose fuel is diesel;
- a comparative key over several records: `cheaper_fuel`, `warmest_city` is the winner by
  the field the comparative is about (read/comparatives.py, write/computed.py), said as
  the value of its own the field takes (an enum option, else its value for the key's noun).

Cost: keys x records, each record's values compared once.
"""

from __future__ import annotations

from typing import Any

from ..read.results import items_of
from ..write.fields import key_words

MISSING = object()


def records_of(calls: list) -> list[dict]:
    """Every record the successful calls returned: a result, or its list's items."""
    out = []
    for call in calls:
        items = items_of(call.result)
        if items:
            out += [i for i in items if isinstance(i, dict)]
        elif isinstance(call.result, dict):
            out.append(call.result)
    return out


def compared(key: str, prop: dict, records: list[dict]) -> Any:
    """`cheaper_fuel`: the winner over the records, as the value the key takes; else MISSING."""
    return _compared(key_words(key), prop, records)


def named_record(key: str, prop: dict, records: list[dict]) -> Any:
    """`diesel_per_litre`: the named record's field; else MISSING."""
    return _of_the_record_named(key_words(key), records)


def _of_the_record_named(words: list[str], records: list[dict]) -> Any:
    """`diesel_per_litre`: the record one of whose values is a word of the key, and its
    field whose words hold the rest of the key (`price_per_litre` holds "per litre")."""
    for i, word in enumerate(words):
        named = [r for r in records if any(isinstance(v, str) and v.lower() == word for v in r.values())]
        if len(named) != 1:
            continue
        rest = words[:i] + words[i + 1:]
        if not rest:
            continue
        fields = [k for k, v in named[0].items() if not isinstance(v, (dict, list))
                  and set(rest) <= set(key_words(k))]
        if len(fields) == 1:
            return named[0][fields[0]]
    return MISSING


def _compared(words: list[str], prop: dict, records: list[dict]) -> Any:
    """`cheaper_fuel`, `warmest_city`: the winner over the records, by the field the
    comparative word is about, said as the value the key names (the option it takes)."""
    from ..read.comparatives import direction
    from ..write.computed import _clock, compared_field
    if len(records) < 2:
        return MISSING
    way, word, _ = direction(" ".join(words))
    if way is None or word not in words:
        return MISSING
    field, quicker = compared_field(" ".join(words), records)
    if field is None:
        return MISSING
    pick = min if way == "min" or quicker else max
    try:
        winner = pick(records, key=lambda r: _clock(r[field]) or r[field])
    except (TypeError, KeyError):
        return MISSING
    options = prop.get("enum")
    if options:   # the option one of the winner's values is
        return next((o for o in options for v in winner.values()
                     if isinstance(v, str) and v.lower() == str(o).lower()), MISSING)
    noun = [w for w in words if w != word]
    said = [v for k, v in winner.items() if isinstance(v, str) and set(noun) & set(key_words(k))]
    return said[0] if said else MISSING
