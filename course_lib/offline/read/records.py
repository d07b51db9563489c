"""Reading one record (the JSON object a response schema describes) out of a text.

Structured output is extraction, schema first. Each property is read by its kind
(`kinds.py`, `extract.py`), and what one property used is not read again by the next:

- specific values first (dates, times, amounts, places...), then other scalars;
- an enum takes the option the text names, in either language (微信 is glossed "WeChat"),
  and a scale of feelings the polarity of the text (`opinions.py`: "mixed" when it both
  praises and complains);
- a list of objects holds one object per listed thing ("3 bags of ice, 2 kg of grapes");
- a nested object reads only what its siblings left, so a venue's name is never an
  attendee; a place's name is the phrase after "at" / "在" ("at the Harbour View Hotel");
- a list of strings named for praise or complaint holds the clauses that say so;
- free text last ("title"), from what the others left, never the whole message; a title,
  a venue or a company takes the proper name the text writes (proper_names.py);
- the two ends of a trip (`origin`, `destination`) each read their own part of the text
  (trip_sides.py); what the text refuses is never chosen, and a flag denied after it is
  named is false (refusals.py); an option bounded by numbers in its description is chosen
  by the number said (described_options.py); a number field named by a payment noun reads
  money (money_fields.py).

What the text doesn't give is left out; `complete` gives a required field its empty value.
Cost is linear in the properties and the text.
"""

from __future__ import annotations

import re
from typing import Any

from . import field_clauses, members, number_fields, opinions, refusals, trip_sides
from .item_clauses import item_clauses
from . import text as T
from .extract import FREE_TEXT, Found, find
from .filling import empty_value
from .kinds import kind_of, names_a_person, unwrap
from .phrases import phrase, remove_spans

Span = tuple[int, int]
FIRST = ("date", "datetime", "time", "month", "amount", "currency", "unit", "id", "email",
         "phone", "url", "place", "city", "country", "region", "timezone", "expression", "year")
# A count with no unit word ("12 paper cups") is counted in pieces.
COUNT_UNIT = {"en": "piece", "zh": "个"}
COUNT_UNIT_NAMES = ("piece", "pieces", "pcs", "pc", "each", "ea", "item", "items", "unit",
                    "units", "count", "个")


def resolve(schema: Any, root: dict, depth: int = 0) -> Any:
    """`schema` with every `$ref` into `$defs` replaced by what it points at."""
    if depth > 12:
        return {}
    if isinstance(schema, dict):
        if "$ref" in schema:
            target = root.get("$defs", root.get("definitions", {})).get(
                schema["$ref"].split("/")[-1], {})
            merged = {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
            return resolve(merged, root, depth + 1)
        return {k: resolve(v, root, depth + 1) for k, v in schema.items() if k != "$defs"}
    if isinstance(schema, list):
        return [resolve(v, root, depth + 1) for v in schema]
    return schema


def read_record(schema: dict, text: str, today: Any, name: str = "value") -> Any:
    """The value `text` gives for `schema` (already resolved); None if it gives none."""
    node = unwrap(schema)
    if _is_object(node):
        return _read_object(node, text, today, [])[0]
    found, _ = _read_property(name, node, text, today, [], inside_item=False)
    return found


def complete(value: Any, schema: dict) -> Any:
    """`value` with every required field the text didn't give set to its empty value."""
    node = unwrap(schema)
    if _is_object(node):
        value = dict(value) if isinstance(value, dict) else {}
        props = node.get("properties") or {}
        for key in node.get("required", []):
            if key not in value and key in props:
                if nullable(props[key]):   # Optional[...]: "not given" is null, not 0 or ""
                    value[key] = None
                    continue
                value[key] = complete(None, props[key]) if _is_object(unwrap(props[key])) \
                    else empty_value(props[key])
        for key, sub in props.items():
            if isinstance(value.get(key), dict) and _is_object(unwrap(sub)):
                value[key] = complete(value[key], sub)
            elif isinstance(value.get(key), list) and _is_object(unwrap(sub.get("items") or {})):
                value[key] = [complete(v, sub["items"]) for v in value[key]]
        return {k: value[k] for k in props if k in value} if props else value
    return empty_value(node) if value is None else value


def nullable(prop: Any) -> bool:
    """A field that may be null: `anyOf` with a null branch (pydantic's `Optional[X]`),
    `"type": [X, "null"]`, or `"nullable": true` (OpenAPI)."""
    if not isinstance(prop, dict):
        return False
    branches = prop.get("anyOf") or prop.get("oneOf") or []
    return any(isinstance(b, dict) and b.get("type") == "null" for b in branches) or \
        (isinstance(prop.get("type"), list) and "null" in prop["type"]) or \
        prop.get("nullable") is True


# ---------------------------------------------------------------- objects


def _is_object(node: dict) -> bool:
    return node.get("type") == "object" or bool(node.get("properties"))


def _is_object_list(node: dict) -> bool:
    return node.get("type") == "array" and _is_object(unwrap(node.get("items") or {}))


def _rank(name: str, prop: dict) -> int:
    prop = unwrap(prop)
    kind = kind_of(name, prop)
    if _is_object_list(prop):
        return 2
    if _is_object(prop):
        return 3
    if prop.get("type") == "array":
        return 4
    if kind in (*FREE_TEXT, "text") and "enum" not in prop and "pattern" not in prop:
        return 5
    if kind == "name":
        return 4   # a listed thing's name is the words its numbers and units left
    return 0 if kind in FIRST else 1


def _read_object(node: dict, text: str, today: Any, taken: list[Span],
                 inside_item: bool = False) -> tuple[dict, list[Span]]:
    """The properties `text` gives, and the spans they used (outside `taken`)."""
    from .money_fields import as_amount
    props = {n: as_amount(n, p) if isinstance(p, dict) and "anyOf" not in p else p
             for n, p in (node.get("properties") or {}).items()}   # `reward`: money
    place_like = _is_place_object(node)
    out: dict[str, Any] = {}
    used: list[Span] = []        # spans of values: no later property reads them again
    soft: list[Span] = []        # units ("3 bags") and nested objects: numbers and free
                                 # text may still need their words
    listed: list[Span] = []      # the clauses of a list's items
    # a note quoted whole, with the words to write quoted inside it: the message's own
    from .phrases import WRITTEN, quoted_inside_a_quote
    written = next((n for n, p in props.items() if WRITTEN.search(n) and isinstance(p, dict)
                    and unwrap(p).get("type", "string") == "string" and "enum" not in unwrap(p)), None)
    inner = quoted_inside_a_quote(text, taken) if written and not inside_item else None
    if inner:
        out[written] = inner
        used.append((text.find(inner), text.find(inner) + len(inner)))
    _read_labelled(props, text, today, taken, inside_item, out, used)   # "Total: $126"
    _read_ranges(props, text, taken, out, used)                          # "15000到22000元"
    _read_titles(props, text, taken, out, used)                          # 「城南读书会分享夜」
    _read_members(props, text, taken, out, used)                         # breed: 柯基, before a name takes it
    totals = _totals_of_list(props) if any(_is_object_list(unwrap(p)) for p in props.values()) \
        else {}   # `total_kg` beside `entries`: read after the list, from what it left
    numeric = [(n, unwrap(p)) for n, p in props.items() if _is_numeric(n, unwrap(p))
               and n not in out and n not in totals]
    numbers: dict[str, Any] | None = None   # which number goes where, planned on first use
    beside_list = any(_is_object_list(unwrap(p)) for p in props.values())
    sides = trip_sides.sides({n: unwrap(p) for n, p in props.items() if _is_object(unwrap(p))}, text)
    for name in sorted(props, key=lambda n: _rank(n, props[n])):
        if name in out or name in totals:
            continue
        prop = unwrap(props[name])
        rank = _rank(name, prop)
        busy = taken + used + (soft if 2 <= rank < 5 else [])
        if numeric and any(n == name for n, _ in numeric):
            if numbers is None:   # by the words next to each number (number_fields.py)
                numbers = number_fields.plan(numeric, text, today, busy, beside_list,
                                             inside_item)
            found = numbers.get(name)
            if found is not None and nullable(props[name]) and _is_article(name, prop, found, text):
                continue   # Optional: "租一辆车" rents *a* car; it gives no driver's age
            if found is not None and not _overlaps(found, busy):
                out[name] = found.value
                used.append(found.span)
                continue
            if found is None and _has_readings(name, prop, text, today):
                continue   # its readings all went to fields their words name better
        if place_like and rank in (1, 4, 5) and kind_of(name, prop) in ("name", "text", *FREE_TEXT) \
                and "enum" not in prop and prop.get("type", "string") == "string":
            named = _place_name(remove_spans(text, busy))
            if named is not None:
                out[name] = named.value
                used.append(named.span)
                continue
        if rank == 3 and name in sides:   # origin / destination: each its own part
            busy = busy + sides[name]
        if rank == 5 and listed and kind_of(name, prop) == "text":
            # a thing of the field's kind said inside a listed item that has no field for it
            # ("15 large shirts in forest green": the order's colour)
            inside = members.member(name, text, [s for s in busy if s not in listed],
                                    str(prop.get("description") or ""))
            if inside is not None and any(a <= inside.start < b for a, b in listed):
                out[name] = inside.value
                used.append(inside.span)
                continue
        if rank == 5:   # free text: without the other values, else (nothing left) with them
            value, spans = _read_property(name, props[name], text, today, busy + soft, inside_item)
            if value is None:
                value, spans = _read_property(name, props[name], text, today, busy, inside_item)
        else:
            value, spans = _read_property(name, props[name], text, today, busy, inside_item)
        if value is None or value == [] or value == {}:
            continue
        out[name] = value
        if rank == 2:
            listed.extend(spans)
        soft_kind = rank == 3 or kind_of(name, prop) == "unit"
        (soft if soft_kind else used).extend(spans)
    for name, (list_name, item_field) in totals.items():
        _read_total(name, unwrap(props[name]), list_name, item_field, text, today,
                    taken + used, out, used)
    return out, used + soft


# The words that make a number field the whole of a list's numbers.
TOTAL_WORDS = {"total", "sum", "overall", "combined", "grand"}


def _totals_of_list(props: dict) -> dict[str, tuple[str, str]]:
    """{total field: (list field, the items' field it adds up)}: `total_kg` beside a list
    whose items have `kg`, `total` beside items with one number field."""
    found = {}
    lists = {n: unwrap(unwrap(p).get("items") or {}) for n, p in props.items()
             if _is_object_list(unwrap(p))}
    for name, prop in props.items():
        words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]
        if not (TOTAL_WORDS & set(words)) or not _is_numeric(name, unwrap(prop)):
            continue
        rest = [w for w in words if w not in TOTAL_WORDS]
        for list_name, item in lists.items():
            fields = [n for n, p in (item.get("properties") or {}).items()
                      if _is_numeric(n, unwrap(p))]
            match = [n for n in fields if rest and n.lower().split("_")[-1] in rest] or \
                (fields if len(fields) == 1 and not rest else [])
            if match:
                found[name] = (list_name, match[0])
                break
    return found


def _read_total(name: str, prop: dict, list_name: str, item_field: str, text: str, today: Any,
                busy: list[Span], out: dict, used: list[Span]) -> None:
    """A total the text states outside the items, else the sum of the items' values (a
    person totting up the list writes that)."""
    found = number_fields.plan([(name, prop)], text, today, busy, True, False).get(name)
    if found is not None and not _overlaps(found, busy):
        out[name] = found.value
        used.append(found.span)
        return
    values = [item.get(item_field) for item in out.get(list_name) or []]
    if values and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        total = round(sum(values), 6)
        out[name] = int(total) if prop.get("type") == "integer" and float(total).is_integer() \
            else total


def _read_labelled(props: dict, text: str, today: Any, taken: list[Span], inside_item: bool,
                   out: dict, used: list[Span]) -> None:
    """Fields the text labels ("Total: $126.00", "公司是云帆科技"): each read from the words
    after its label only (labelled.py). A list of objects is left to `_read_items`."""
    from .labelled import best_field, labelled_values
    names = [n for n, p in props.items() if not _is_object_list(unwrap(p))]
    for found in labelled_values(remove_spans(text, taken)):
        name = best_field(found, [n for n in names if n not in out])
        if name is None:
            continue
        own = remove_spans(text, [(0, found.value_start), (found.end, len(text))])
        value, _ = _read_property(name, props[name], own, today, taken, inside_item)
        node = unwrap(props[name])
        if kind_of(name, node) == "place" and node.get("type") == "string" and not \
                any(k in node for k in ("enum", "pattern", "format")) and isinstance(value, str) \
                and len(value) < len(text[found.value_start:found.end].strip()) and T.has_cjk(own):
            value = text[found.value_start:found.end].strip()   # 地址是上海市…88号: all of it
        if value in (None, "", [], {}) and unwrap(props[name]).get("type") == "string" and \
                "enum" not in unwrap(props[name]) and "pattern" not in unwrap(props[name]):
            value = text[found.value_start:found.end].strip()   # "供应商是北风烘焙": as written
        if value not in (None, "", [], {}):
            out[name] = value
            used.append((found.start, found.end))


def _read_members(props: dict, text: str, taken: list[Span], out: dict, used: list[Span]) -> None:
    """A field named for a kind of thing (`breed`, `medicine`) takes the word the taxonomy
    files under it before any name field reads the same word as a name (豆豆，柯基: the
    corgi is the breed, 豆豆 the dog's name)."""
    from .proper_names import NAMED, field_sort
    for name, prop in props.items():
        prop = unwrap(prop)
        if name in out or kind_of(name, prop) != "text" or {"enum", "pattern", "format"} & set(prop) \
                or prop.get("type", "string") != "string" or field_sort(name) == NAMED:
            continue   # (a `ship` is named: "Morning Star", no kind of ship)
        found = members.member(name, text, taken + used, str(prop.get("description") or ""))
        if found is not None:
            out[name] = found.value
            used.append(found.span)


def _read_titles(props: dict, text: str, taken: list[Span], out: dict, used: list[Span]) -> None:
    """A title field takes the title the text writes as a name ("the Winter Solstice
    Lantern Walk", 「年终分享夜」) before nested objects read the words (proper_names.py)."""
    from .proper_names import TITLE, field_sort, proper_name
    for name, prop in props.items():
        node = unwrap(prop)
        if name in out or node.get("type", "string") != "string" or "enum" in node or \
                "pattern" in node or "format" in node or field_sort(name) != TITLE:
            continue
        found = proper_name(name, text, taken + used)
        if found is not None:
            out[name] = found.value
            used.append(found.span)


def _read_ranges(props: dict, text: str, taken: list[Span], out: dict, used: list[Span]) -> None:
    """A pair of fields for the two ends of one quantity (`salary_min`, `salary_max`) takes
    the range the text writes (ranges.py)."""
    from .ranges import find_range, range_pairs
    numeric = [n for n, p in props.items() if n not in out and _is_numeric(n, unwrap(p))]
    pairs = range_pairs(numeric)
    for low, high, about in pairs:
        found = find_range(remove_spans(text, taken + used), about, alone=len(pairs) == 1)
        if found is None:
            continue
        for name, end in ((low, found[0]), (high, found[1])):
            whole = unwrap(props[name]).get("type") == "integer" and float(end.value).is_integer()
            out[name] = int(end.value) if whole else end.value
            used.append(end.span)


def _is_numeric(name: str, prop: dict) -> bool:
    """A number field read from the text's numbers (not an id, a year, a choice)."""
    return prop.get("type") in ("number", "integer") and "enum" not in prop and \
        "const" not in prop and kind_of(name, prop) in ("number", "amount")


def _is_article(name: str, prop: dict, found: Found, text: str) -> bool:
    """Is the reading a "one" that only says "a" (一 before a measure word: 一辆车, 一个人),
    with no word beside it that speaks for this field?"""
    from .measures import measure_after
    if found.value != 1 or text[found.start:found.end] != "一" or \
            measure_after(text, found.end) is None:
        return False
    words = number_fields.field_words(name, prop)
    return number_fields.score(words, number_fields.context(text, found.start, found.end)) <= 0


def _has_readings(name: str, prop: dict, text: str, today: Any) -> bool:
    return any(f.start >= 0 for f in find(name, prop, text, today))


def _read_property(name: str, prop: dict, text: str, today: Any, taken: list[Span],
                   inside_item: bool) -> tuple[Any, list[Span]]:
    prop_as_given, prop = prop, unwrap(prop)
    view = remove_spans(text, taken)
    if _is_object_list(prop):
        return _read_items(prop, text, today, taken, name)
    if _is_object(prop):
        return _read_object(prop, text, today, taken)
    if prop.get("type") == "array":
        return _read_strings(name, prop, view, today)
    kind = kind_of(name, prop)
    if "enum" in prop:
        return _read_enum(name, prop, view, today)
    if kind == "text" and "pattern" not in prop and re.search(r"street|街道", name, re.I):
        from .extract import _street_addresses   # "12 Elm Street" of "12 Elm Street, Leeds"
        streets = [f for f in _street_addresses(view, with_town=False) if not _overlaps(f, taken)]
        if streets:
            return streets[0].value, [streets[0].span]
    if kind in ("text", "name", *FREE_TEXT) and "pattern" not in prop and "format" not in prop \
            and not inside_item:
        from .proper_names import headed_by_field
        headed = headed_by_field(name, view, taken)   # `hide`: "from the Meadow Hide"
        if headed is not None:
            return headed.value, [headed.span]
    if kind == "text" and "pattern" not in prop:
        from .proper_names import NAMED, field_sort, proper_name
        if field_sort(name) == NAMED and "format" not in prop:   # `ship`: "Morning Star", not "crew"
            named = proper_name(name, view, taken)
            if named is not None:
                return named.value, [named.span]
        kind_member = members.member(name, view, taken, str(prop.get("description") or ""))   # medicine: "amoxicillin"
        if kind_member is not None:
            return kind_member.value, [kind_member.span]
        if names_a_person(name):   # student, tenant: a person's name
            person = [f for f in _person_names(name, prop, view, today) if not _overlaps(f, taken)]
            if person:
                return person[0].value, [person[0].span]
            if nullable(prop_as_given):
                return None, []   # an optional guide no one is named for: null, not a phrase
        if "enum" not in prop and "format" not in prop:   # a venue, a company: a proper name
            from .proper_names import proper_name
            named = proper_name(name, view, taken)
            if named is not None:
                return named.value, [named.span]
            from .proper_names import PLACE, field_sort
            if field_sort(name) == PLACE and not T.has_cjk(view):   # `spot`: "at the kitchen"
                at = _place_name(view)
                if at is not None:
                    return at.value, [at.span]
    quoted = [f for f in find(name, prop, text, today) if not _overlaps(f, taken)] \
        if kind == "text" else []
    if quoted:   # an unnamed string field: what the text quotes, else the phrase left
        return quoted[0].value, [quoted[0].span] if quoted[0].start >= 0 else []
    if inside_item and kind in (*FREE_TEXT, "text", "name") and "pattern" not in prop:
        from .item_clauses import LABEL_OPENING
        label = LABEL_OPENING.match(view)   # "Books: 4.5 kg, sealed": the books
        if label:
            words = label.group(0).rstrip(":： ").strip()
            start = label.start() + label.group(0).index(words)
            return words, [(start, start + len(words))]
    if kind in (*FREE_TEXT, "text") and "pattern" not in prop:
        said = _free_text(name, prop, text, taken, today, inside_item)
        return (said, _spans_of(said, text)) if said else (None, [])
    if kind == "name" and not names_a_person(name):   # `hotel_name`: "桔子酒店"
        thing = members.named_thing(name, view, taken)
        if thing is not None:
            return thing.value, [thing.span]
        if T.has_cjk(view):   # 小狗「豆包」: a name in corner marks names the thing
            from .string_lists import quoted_items
            marked = [(q, span) for q, span in quoted_items(view, taken)
                      if len(q) <= 12 and text[span[0] - 1:span[0]] in "「『"]
            if marked:
                return marked[0][0], [marked[0][1]]

    found = [f for f in find(name, prop, text, today) if not _overlaps(f, taken)]
    if not found and kind == "place" and prop.get("type", "string") == "string" and \
            "enum" not in prop and not PLACE_NAMED.search(name):
        at = _place_name(view) if not T.has_cjk(view) else None   # "at checkout 3"
        if at is not None:
            return at.value, [at.span]
    if not found and kind == "unit" and inside_item:
        return _count_unit(prop, text, taken)
    if not found and kind == "number" and inside_item and COUNT_FIELD.search(name):
        one = _one_thing(remove_spans(text, taken))   # "一个手电筒", "a torch": one
        return (1, [one]) if one else (None, [])
    if not found and kind == "name" and inside_item:
        head = HEAD_NAME.match(remove_spans(text, taken))   # "Ana books the venue"
        if head and head.group(1).lower() not in T.STOPWORDS:
            return head.group(1), [head.span(1)]
        said = _free_text(name, prop, text, taken, today, inside_item)   # a thing: its words
        return (said, _spans_of(said, text)) if said else (None, [])
    if not found:
        return None, []
    if isinstance(found[0].value, bool) and found[0].value and \
            refusals.denied_after(text, found[0].end):
        return False, [found[0].span]   # "Organic isn't essential": said, then denied
    value = found[0].value
    if kind in ("city", "place", "region", "country") and isinstance(value, str) and \
            "enum" not in prop and "pattern" not in prop and found[0].start >= 0 and \
            T.has_cjk(text[found[0].start:found[0].end]) and not T.has_cjk(value):
        value = text[found[0].start:found[0].end]   # a record keeps 杭州 as the user wrote it
    return value, [found[0].span] if found[0].start >= 0 else []


def _person_names(name: str, prop: dict, text: str, today: Any) -> list[Found]:
    from .extract import READERS
    return READERS["name"](name, prop, text, today)


def _overlaps(found: Found, taken: list[Span]) -> bool:
    return found.start >= 0 and any(found.start < e and s < found.end for s, e in taken)


def _spans_of(value: str, text: str) -> list[Span]:
    at = text.find(value)
    return [(at, at + len(value))] if at >= 0 and len(value) >= 2 else []


def _free_text(name: str, prop: dict, text: str, taken: list[Span], today: Any,
               inside_item: bool) -> str | None:
    """The phrase for a title, a note, a thing's name: what the other fields left."""
    from .filling import headline
    from .phrases import QUOTED, quoted_inside_a_quote
    aside = taken + _when(text, today)   # dates and times are circumstances
    inner = quoted_inside_a_quote(text, aside)
    if inner and BODY_FIELD.search(name) and not inside_item:
        # "… this email: "Hi, … Please write 'Congratulations!' on the card."": the email is
        # what is read; the words quoted inside it are the message to write
        return inner
    clause = None if inside_item else field_clauses.best_clause(name, prop, text, aside)
    said = phrase(text, aside + [(0, clause.start), (clause.end, len(text))]) if clause else ""
    said = field_clauses.without_cause_word(said or phrase(text, aside))
    if not said:
        return None
    quoted = said in {q for m in QUOTED.finditer(text) for q in m.groups() if q}
    if not BODY_FIELD.search(name) and not quoted:
        said = headline(said)   # a title, an occasion, a thing: the first clause of it
        subject = AUXILIARY.split(said, maxsplit=1)[0].strip()
        if subject and not T.has_cjk(said) and kind_of(name, unwrap(prop)) == "text":
            said = subject   # "barcode scanner | has been dead": the thing, not what it did
    said = without_own_label(name, said)   # "postcode SE15 4QL": the postcode is SE15 4QL
    if not said:
        return None
    if inside_item:   # "还有一箱猕猴桃" → 猕猴桃, "红玫瑰十九支" → 红玫瑰 (item_clauses.py)
        from .item_clauses import item_name
        said = item_name(said, text)
    elif not BODY_FIELD.search(name) and not quoted:
        from .item_clauses import the_counted_thing   # "留五斤土豆，周日去拿": the potatoes
        said = the_counted_thing(name, said, text)
    if not said:
        return None
    if said[0].islower() and not inside_item:
        said = said[0].upper() + said[1:]
    return said


def without_own_label(name: str, said: str) -> str:
    """The phrase without the field's own name written before it as a label ("postcode
    SE15 4QL", "Reference is KX-7", "vet: Dr Amal"): the name is how the user introduced
    the value, not part of it."""
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name) if w]
    if not words:
        return said
    label = r"[\s_-]*".join(map(re.escape, words))
    m = re.match(rf"\s*{label}s?\b\s*(?:[:=：]|\bis\b|\bare\b)?\s*", said, re.I)
    return said[m.end():] if m and m.end() < len(said) else said


# English auxiliaries: where a subject's noun phrase ends and its predicate starts.
AUXILIARY = re.compile(r"\s+(?:has|have|had|is|are|was|were|will|can|could|should|would|must|"
                       r"does|did|isn't|doesn't|won't|can't|hasn't|wasn't)\b", re.I)
BODY_FIELD = re.compile(r"body|message|content|text|description|reason|comment|details?|notes?|"
                        r"explanation|summary|answer", re.I)


def _when(text: str, today: Any) -> list[Span]:
    from . import dates
    from .extract import as_date
    return [(h.start, h.end) for h in (*dates.find_dates(text, as_date(today)),
                                       *dates.find_times(text))]


# ---------------------------------------------------------------- enums


def _read_enum(name: str, prop: dict, text: str, today: Any) -> tuple[Any, list[Span]]:
    from .described_options import described_option
    options = prop["enum"]
    banded = described_option(options, str(prop.get("description") or ""), text)
    if banded is not None:   # "medium: 3-4 people" and "Family of four"
        return banded.value, [banded.span]
    from .extract import _scale_rank
    urgency = len({_scale_rank(str(o)) for o in options} - {None}) >= 2   # low/normal/urgent
    feeling = None if urgency else opinions.sentiment(text, options)
    if feeling is not None:
        return feeling, []
    named = named_option(options, text)
    if named is not None:
        return named.value, [named.span]
    found = find(name, prop, text, today)
    return (found[0].value, [found[0].span] if found[0].start >= 0 else []) if found \
        else (None, [])


def named_option(options: list, text: str) -> Found | None:
    """The option the text names: written as it is ("card"), or a Chinese word whose
    dictionary glosses include it (微信 → "WeChat", 周日 → "Sunday", 烘干 "dry" → "drying").
    An option the text names only to refuse it ("不要退款", "rather than a refund") is not
    chosen."""
    from .lexicon import lemma
    labels = {str(o).lower().replace("_", " ").replace("-", " "): o for o in options
              if isinstance(o, str) and len(str(o)) >= 2}
    lowered = text.lower()
    for label, option in labels.items():
        for m in re.finditer(rf"(?<![a-z0-9]){re.escape(label)}(?![a-z0-9])", lowered):
            if not refusals.refused(text, m.start()):
                return Found(option, m.start(), m.end())
    if not T.has_cjk(text):
        return None
    from .lexicon import dictionary, glosses
    stems = {lemma(label): o for label, o in labels.items() if " " not in label}
    words = dictionary()
    for m in re.finditer(r"[\u4e00-\u9fff]+", text):
        run = m.group()
        for i in range(len(run)):
            for size in (4, 3, 2):   # the longest word that starts here
                word = run[i:i + size]
                if len(word) == size and word in words:
                    said = {g.lower() for g in glosses(word)}
                    hit = next((o for label, o in labels.items() if label in said), None)
                    if hit is None:
                        hit = next((stems[lemma(g)] for g in said if " " not in g
                                    and lemma(g) in stems), None)
                    if hit is not None and not refusals.refused(text, m.start() + i):
                        return Found(hit, m.start() + i, m.start() + i + size)
    for m in re.finditer(r"[\u4e00-\u9fff]", text):   # a verb of one character: 修 "repair"
        said = {g.lower() for g in glosses(m.group())[:3]}
        hit = next((o for label, o in labels.items() if label in said), None)
        if hit is not None and not refusals.refused(text, m.start()):
            return Found(hit, m.start(), m.end())
    return None


# ---------------------------------------------------------------- lists


def _read_items(prop: dict, text: str, today: Any, taken: list[Span],
                name: str = "") -> tuple[list[dict], list[Span]]:
    """One object per listed thing, each read from its own words only; a clause that
    counts the list itself ("两只猫" for `cats`) is none of them (list_counts.py)."""
    from .filling import listed_things
    item = unwrap(prop.get("items") or {})
    view = remove_spans(text, taken)
    from .numbers import find_numbers
    parts = listed_things(view)
    priced = item_clauses(view)   # "卡坦岛150元，璀璨宝石80元": one clause an item
    from .item_clauses import names_nothing
    if (len(priced) > len([p for p in parts if find_numbers(p)]) or
            (len(priced) >= 2 and any(find_numbers(p) and names_nothing(p) for p in parts))) \
            and _naming(item, priced, today) >= _naming(item, parts, today):
        parts = priced   # ... also when a listed part names nothing ("1.2 kg each")
    if not parts or parts == [view]:
        return [], []   # nothing is listed: no list to fill
    # "or both for $65", "两盒一起210": said of the whole list, no item of it
    by_numbers = parts is priced
    parts = [p for p in parts if not (number_fields.is_collective(p) and names_nothing(p))] \
        or parts   # "南瓜三个共六公斤": the pumpkins' own total, still an item
    from .list_counts import counts_the_list, list_noun
    noun = list_noun(name)
    parts = [p for p in parts if not counts_the_list(p, noun)] or parts
    out, spans, cursor = [], [], 0
    for part in parts:
        at = view.find(part, cursor)
        if at < 0:
            continue
        cursor = at + len(part)
        own_words = remove_spans(text, [(0, at), (cursor, len(text))])   # same positions
        obj, _ = _read_object(item, own_words, today, taken, inside_item=True)
        if by_numbers and _numbers_unused(item, obj):
            continue   # "We pay £12 an hour" beside children's ages: no child of the list
        if any(v not in ("", None, 0, [], {}) for v in obj.values()):
            out.append(obj)
            spans.append((at, cursor))
    limit = prop.get("maxItems")
    return (out[:limit] if limit else out), spans


def _naming(item: dict, parts: list[str], today: Any) -> int:
    """How many of `parts` name an option of the item's enum fields: the clauses that hold
    the numbers ("on Friday the 5th") are no items when the list names the garments."""
    enums = [(n, unwrap(p)) for n, p in (item.get("properties") or {}).items()
             if "enum" in unwrap(p)]
    return sum(any(_read_enum(n, p, part, today)[0] is not None for n, p in enums)
               for part in parts)


def _numbers_unused(item: dict, obj: dict) -> bool:
    """A clause listed for its numbers whose numbers no number field of the item took."""
    numeric = [n for n, p in (item.get("properties") or {}).items() if _is_numeric(n, unwrap(p))]
    return bool(numeric) and all(obj.get(n) in (None, 0) for n in numeric)


# A listed clause that opens with a capitalised word names its person there.
HEAD_NAME = re.compile(r"^\s*([A-Z][a-z'’-]+(?:\s[A-Z][a-z'’-]+)?)(?=\s+[a-z])")
COUNT_FIELD = re.compile(r"(?:^|_)(?:quantity|qty|count|number|num|how_many|amount)(?:$|_)", re.I)
# "4 tins of tuna": the word between a count and "of" is what it is counted in.
COUNTED_IN = re.compile(r"\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|"
                        r"nine|ten|twelve|a dozen)\s+([a-z]+)\s+of\s+(?=\w)", re.I)
ZH_ONE = re.compile(r"一(?=[\u4e00-\u9fff])")


def _one_thing(view: str) -> Span | None:
    """Where a listed thing says it is one: 一 before a measure word (一个, 一把), or "a"."""
    from .measures import measure_after
    for m in ZH_ONE.finditer(view):
        measure = measure_after(view, m.end())
        if measure:
            return m.start(), measure.end
    m = re.search(r"^\s*(?:an?|one)\s+(?=\w)", view, re.I)
    return (m.start(), m.end()) if m else None


def _count_unit(prop: dict, text: str, taken: list[Span]) -> tuple[Any, list[Span]]:
    """The unit of a count the unit reader doesn't know: the noun of "4 tins of", the
    measure word after 一 (一个), else a piece (or the option of the enum that means one)."""
    from .lexicon import lemma
    from .measures import measure_after
    view = remove_spans(text, taken)
    counted = COUNTED_IN.search(view)
    if counted and "enum" not in prop:
        return lemma(counted.group(1).lower()), [counted.span(1)]
    for m in ZH_ONE.finditer(view):
        measure = measure_after(view, m.end())
        if measure and "enum" not in prop:
            return measure.word, [(measure.start, measure.end)]
    if "enum" in prop:
        option = next((o for o in prop["enum"] if str(o).lower() in COUNT_UNIT_NAMES), None)
        return option, []
    from .numbers import find_numbers
    if not find_numbers(view) and _one_thing(view) is None:
        return None, []
    return COUNT_UNIT["zh" if T.has_cjk(view) else "en"], []


def _read_strings(name: str, prop: dict, text: str, today: Any) -> tuple[list, list[Span]]:
    """A list of strings: the clauses that praise (or complain) for a field named so, else
    the values of the item's kind, else the things the text lists."""
    from .string_lists import quoted_items
    side = opinions.field_polarity(name, str(prop.get("description") or ""))
    if side:
        said = [c for c in opinions.clauses(text) if c.polarity == side]
        if said:
            return [opinions.opinion_text(c) for c in said], [(c.start, c.end) for c in said]
        refused = refusals.refused_things(text) if side < 0 else []
        if refused:   # `exclusions`: "no mushrooms or aubergines", "不要香菜和茄子"
            return refused, []
        return [], []   # no complaint is said: an empty list, not the text's other things
    item = unwrap(prop.get("items") or {})
    quoted = quoted_items(text) if item.get("type", "string") == "string" and \
        "enum" not in item else []
    if len(quoted) >= 2:   # "'Intro to Polars' and 'Streaming with Kafka'": one a quote
        return [q for q, _ in quoted], [span for _, span in quoted]
    found = find(name, prop, text, today)
    if found and isinstance(found[0].value, list) and found[0].value:
        return found[0].value, [found[0].span] if found[0].start >= 0 else []
    if item.get("type", "string") == "string" and "enum" not in item:
        from .extract import meets_field
        from .field_clauses import _field_words
        from .filling import listed_things
        field = _field_words(name, str(prop.get("description") or ""))
        parts = listed_things(text, about=lambda clause: meets_field(field, clause))
        whole = [p for p in parts if not re.search(r"\s{3,}", p)]
        parts = whole if len(whole) >= 2 else parts   # a part with a gap: others' leftovers
        if T.has_cjk(text):
            parts = [_zh_item(p, field) for p in parts]
        if len(parts) > 1:
            return parts, []
    return [], []


# jieba's tags of the words that frame a Chinese list's items ("它对 | 鸡肉 | 和小麦 | 过敏"):
# pronouns, prepositions, conjunctions, particles, verbs before the item.
_ZH_FRAME_TAGS = ("r", "p", "c", "u", "d")


def _zh_item(part: str, field: frozenset[str]) -> str:
    """A Chinese item without its frame: the pronoun and preposition before it, and the
    field's own word after it (对鸡肉 → 鸡肉, 小麦过敏 → 小麦 for `allergies`)."""
    from .extract import meets_field
    from .tags import tagged
    words = [t for t in tagged(part) if t.word.strip()]
    kept = [t for t in words if not t.flag.startswith(_ZH_FRAME_TAGS)
            and not meets_field(field, t.word)]
    while len(kept) > 1 and kept[0].flag.startswith("v"):
        kept = kept[1:]   # 爱吃牛肉: the food
    return "".join(t.word for t in kept) or part


# ---------------------------------------------------------------- places


PLACE_KINDS = ("city", "country", "region", "place")
# A place field named for a city or country wants that, not any spot ("at the front desk").
PLACE_NAMED = re.compile(r"city|town|country|nation|region|state|province|airport|timezone", re.I)


def _is_place_object(node: dict) -> bool:
    """An object that stands for a place: a city, country or address field, and besides
    them at most one other string (its name). A job ad or a flat has a city too, but
    its title and company are not the place's name."""
    props = {k: unwrap(v) for k, v in (node.get("properties") or {}).items()}
    strings = {k: v for k, v in props.items() if v.get("type", "string") == "string"}
    places = [k for k, v in strings.items() if kind_of(k, v) in PLACE_KINDS]
    return bool(places) and len(strings) - len(places) <= 1


LOCATIVE = re.compile(r"\b(?:at|in|inside|near|to)\s(?:the\s)?", re.I)
PHRASE_END = re.compile(r"[,.;:!?()]|\s+(?:at|in|on|with|for|from|by|to|near|and|on|has|have|had|"
                        r"is|are|was|were|will|can|could|should|would|must|does|did|isn't|"
                        r"doesn't|won't|can't)\b|\s{2,}", re.I)
ZH_LOCATIVE = re.compile(r"[在于到]")


def _place_name(view: str) -> Found | None:
    """The name of the place a text puts something: the words after "at" / "in" (not a
    bare city, which has its own field), or the nouns after 在 (在外婆家吃饭 → 外婆家)."""
    if T.has_cjk(view):
        return _zh_place_name(view)
    best = None
    for m in LOCATIVE.finditer(view):
        rest = view[m.end():]
        end = PHRASE_END.search(rest)
        words = rest[:end.start() if end else len(rest)].strip()
        if not words or len(words.split()) > 6 or \
                (words[0].isdigit() and not re.search(r"[A-Za-z]{3}", words)):
            continue   # "at 9:30" is a time; "to 12 Elm Road" an address
        found = Found(words, m.end(), m.end() + len(words))
        if words[0].isupper():
            return found
        best = best or found
    return best


def _zh_place_name(view: str) -> Found | None:
    from .tags import tagged
    for m in ZH_LOCATIVE.finditer(view):
        rest = re.split(r"[，。；！？,.;!?]|\s{2,}", view[m.end():].lstrip(), maxsplit=1)[0]
        offset = m.end() + len(view[m.end():]) - len(view[m.end():].lstrip())
        name = ""
        for token in tagged(rest):
            if token.word.strip() and not token.flag.startswith(("n", "s", "f", "m", "q")) or \
                    (name and _is_doing(token.word)):
                break   # 在老王面馆吃饭: the place ends where the doing starts
            name += token.word
        name = name.rstrip()
        if len(name) >= 2:
            return Found(name, offset, offset + len(name))
    return None


def _is_doing(word: str) -> bool:
    """A word the dictionary first explains as a verb ("聚餐: to dine together")."""
    from .lexicon import dictionary
    senses = dictionary().get(word) or []
    return bool(senses) and senses[0].lstrip().startswith("to ")
