"""Reading the values of a whole JSON-schema object out of a text.

One mechanism serves a tool's arguments (decide/arguments.py) and a structured reply
(write/structured.py): each property is read by its kind (`kinds.py`, `extract.py`), the
specific kinds first so their words are not read again as plain numbers, free text last
from what the other properties left; nested objects are filled the same way, and a list
of objects gets one object per listed thing.
"""

from __future__ import annotations

import re
from typing import Any

from . import text as T
from .extract import FREE_TEXT, Found, MissingArgument, find, query_words
from .kinds import kind_of, role_of, unwrap
from .phrases import QUOTED, WRITTEN, phrase, quoted_inside_a_quote, remove_spans, remove_taken, thing_phrase
from .spans import Placement
from .field_clauses import unexplained_clauses
from .proper_names import code_labels, headed_by_field, labelled_code, lone_code, named_like

# Kinds whose several values mean several calls ("weather in Oslo and Lima").
FAN_OUT = ("place", "city", "country", "region", "id", "email", "name", "index", "timezone")
# Kinds read before the others, because their spans must not be re-read as plain numbers.
FIRST = ("date", "datetime", "time", "month", "amount", "currency", "unit", "id", "email",
         "phone", "url", "place", "city", "country", "region", "timezone", "expression", "year")


def _order(props: dict, required: list = ()) -> list[str]:
    """Specific kinds first, plain numbers next, free text last."""
    def rank(item):
        name, prop = item
        kind = kind_of(name, prop)
        if unwrap(prop).get("type") == "object":   # after the counts, before the free text
            return 1.5
        if any(re.search(r"\d", str(o)) for o in unwrap(prop).get("enum") or ()):
            return 0   # options that hold a number (cone_6, 2-bed) take it before any count
        if kind in (*FREE_TEXT, "text"):   # an optional note reads what the title left
            return 2 if name in required else 3
        return 0 if kind in FIRST else 1
    return [name for name, _ in sorted(props.items(), key=rank)]


def _overlaps(found: Found, taken: list[tuple[int, int]]) -> bool:
    return found.start >= 0 and any(found.start < e and s < found.end for s, e in taken)


def fill_object(tool_name: str, props: dict, required: list, text: str, today: Any,
                 fallback: str, intent: set[str], prefix: str = "",
                 passes_on: bool = False, best_effort: bool = False) -> tuple[dict, dict]:
    """The values `text` gives for an object's properties, and those with several values
    (a tool call fans out over them). A required property the text doesn't give raises
    MissingArgument, or, with `best_effort` (a structured reply must be complete), gets an
    empty value of its type."""
    fixed: dict[str, Any] = {}
    fanned: dict[str, list] = {}
    taken: list[tuple[int, int]] = []
    phrased: list[tuple[int, int]] = []   # the spans free-text fields took
    dated: list[tuple[int, int]] = []     # the spans date fields took (a time may share them)
    deferred: list[str] = []   # names read once the object's other fields are known
    recalled_spans: dict[str, list] = {}   # the spans of `fallback` each kind already used
    placed = Placement(props, required, text, intent)   # a tool's own string fields (spans.py)
    # "from 2 till half five": both ends of a stretch of time, read as one range (time_ranges.py)
    for name, value, span in _clock_range(props, text):
        fixed[name] = value
        taken.append(span)
    # a note quoted whole, with the words to write quoted inside it ('Well done, Tom!'): those
    # words are the message field's before any other field reads a name or a flavour in them
    written = next((n for n in props if WRITTEN.search(n) and _plain_string(unwrap(props[n]))), None)
    inner = quoted_inside_a_quote(text, taken) if written else None
    if inner:
        fixed[written] = inner
        at = text.find(inner)
        taken.append((at, at + len(inner)))
    for name in _order(props, required):
        if name in fixed:
            continue
        prop = unwrap(props[name])
        kind = kind_of(name, prop)
        clause = kind == "text" and _asks_for_a_clause(prop)
        if clause:
            kind = "phrase"   # `problem`: "what is wrong" is said in a clause, not one name
        if prop.get("type") == "object" and prop.get("properties"):
            # the words other arguments took are blanked, not cut: offsets stay the text's
            try:
                inner, _ = fill_object(tool_name, prop["properties"], prop.get("required", []),
                                       remove_spans(text, taken), today, fallback, intent,
                                       f"{prefix}{name}.", best_effort=best_effort)
            except MissingArgument:
                if name in required and not best_effort:
                    raise
                continue
            if inner or name in required:
                fixed[name] = inner
                # what the object holds is no part of a later free-text field ("my rabbit
                # Clover" is the pet, not the reason)
                taken += _spans_of_values(inner, prop["properties"], text)
            continue
        if _is_object_list(prop):
            # The things listed are in the words the other properties left (not "at noon").
            items = _fill_object_list(tool_name, prop, remove_taken(text, taken), today, intent)
            if items:
                fixed[name] = items
            elif name in required:
                _missing(tool_name, prefix + name, prop, fixed, name, best_effort)
            continue
        if kind in FREE_TEXT + ("text",) and _plain_string(prop):
            # "phone model, e.g. iPhone 13": the name the text writes that way ("pixel 7"),
            # before any phrase or word of the field's kind
            named = [f for f in named_like(str(prop.get("description") or ""), text)
                     if not _overlaps(f, taken + phrased)] or \
                [f for f in [headed_by_field(name, text, taken + phrased)] if f is not None]   # "the Reedbed Hide"
            if named:
                fixed[name] = named[0].value
                phrased += [named[0].span]
                continue
        if kind in FREE_TEXT and "enum" not in prop and "pattern" not in prop:
            if name not in required and not passes_on and not best_effort:
                # An optional note or reason holds only what the user said beyond the other
                # arguments: a clause none of them came from, or one the field's name labels.
                quoted = QUOTED.search(remove_taken(text, taken + phrased)) if kind == "phrase" else None
                if quoted:   # the words the user put in quotes are the field's own
                    fixed[name] = (quoted.group(1) or quoted.group(2)).strip()
                    phrased += [quoted.span()]
                    continue
                extra = unexplained_clauses(name, text, fixed, props, taken, today, intent)
                if not extra:
                    continue
                if extra != text:   # the user's own words, as said ("它怕别的狗")
                    value = extra.strip(" .。!！,，")
                    if value:
                        fixed[name] = value
                        phrased += _span_of(value, text)
                    continue
            # The next free-text field reads what this one left ('Meeting moved' is the
            # subject, the rest the body); if nothing is left, the same phrase serves both.
            kind_read = "request" if passes_on else kind
            # When it happened ("this morning", "今天") is a circumstance, not what a note or
            # a reason says, even where the tool takes no date (a title keeps it to cut at).
            aside = taken if passes_on or _keeps_circumstances(name) else taken + _when(text, today)
            # what the tool's own fields take is no part of the phrase ("to the Blue Room")
            aside = aside + placed.others(name, taken + _when(text, today))
            # "what to shift": the object of that verb, when the grammar shows it (spans.py)
            # what the user put in quotes is the text itself ("print 'Team Otter' on the back")
            quoted = kind_read == "phrase" and QUOTED.search(remove_taken(text, aside + phrased))
            value = (placed.value(name, taken + _when(text, today))
                     if kind_read == "phrase" and not quoted else None) or \
                _free_text(kind_read, name, prop, text, aside + phrased, intent) or \
                _free_text(kind_read, name, prop, text, aside, intent) or \
                _free_text(kind_read, name, prop, text, taken, intent)
            if value and clause:   # what is wrong is the first clause; the rest asks for help
                value = re.split(r"\s*[,，;；]\s*", value)[0] or value
            if value:
                fixed[name] = value
                phrased += _span_of(value, text)
            elif name in required:
                _missing(tool_name, prefix + name, prop, fixed, name, best_effort)
            continue
        # a quote a title took is no room's name as well
        blocked = taken + phrased if kind == "text" else taken
        if kind == "time" or _clock_pattern(prop):   # 今晚八点半: 今晚 says the day and its part
            blocked = [span for span in blocked if span not in dated]
        found = [f for f in find(name, prop, text, today) if not _overlaps(f, blocked)]
        if not found and kind in ("text", "id") and _plain_string(prop):   # "车牌 沪A·7K219": the code
            code = labelled_code(code_labels(name, str(prop.get("description") or "")), text, blocked)
            found = [code] if code else []   # written after the field's own word
        by_example = not found and kind == "text" and _plain_string(prop)
        if by_example:   # "e.g. 'Olympia SM3'": the names the text writes like it (Olivetti Lettera 32)
            found = [f for f in named_like(str(prop.get("description") or ""), text) if not _overlaps(f, blocked)]
        if not found and kind == "text" and _plain_string(prop) and name not in required:
            # `box_colour` in "a red box": the word naming a kind of the field's noun (members.py;
            # a required one is read below, where a code or a list of them comes first)
            from .members import member
            kind_member = member(name, text, blocked + phrased + _other_fields_words(name, props, text),
                                 str(prop.get("description") or ""))
            found = [kind_member] if kind_member else []
        if kind == "number" and prop.get("type") in ("integer", "number") and "enum" not in prop:
            # (an option is one of its list: "500 copies" is no record weight of 140 or 180)
            found = _by_thing_counted(name, prop, props, found, text, taken, required)
        if placed.takes(name):   # each takes the span the grammar gives it, none another's
            found = placed.place(name, found, taken + _when(text, today))
        if not found and fallback:   # remembered facts fill the gap: one value, never a fan-out
            # each fact once: a check-out read there is not the check-in read just before
            same_kind = [v for n, v in fixed.items() if kind_of(n, unwrap(props[n])) == kind]
            used = recalled_spans.setdefault(kind, [])   # a city inside a firm's name is both
            recalled = [f for f in find(name, prop, fallback, today)
                        if not _overlaps(f, used) and f.value not in same_kind]
            used += [f.span for f in recalled[:1] if f.start >= 0]
            found = [Found(f.value) for f in recalled][:1]
        if not found and "enum" in prop and name in required:
            # nothing the text says fits an option: a required choice goes to "other"
            from .categories import catch_all
            other = catch_all(prop["enum"])
            found = [Found(other)] if other is not None else []
        if not found and kind == "text" and name not in required and \
                re.search(r"\bname\b|名字|姓名", str(prop.get("description") or "")):
            # "the stylist's name", optional: a name the user gave ("找Tony染发"); a required
            # one is placed by the grammar below
            from .extract import READERS
            found = [f for f in READERS["name"](name, prop, text, today)
                     if not _overlaps(f, taken + phrased)][:1]
        if not found and kind == "text" and prop.get("type", "string") == "string" and \
                not ({"enum", "pattern", "format"} & set(prop)) and name not in required and \
                not best_effort:   # "备注：白衬衫单独洗": an optional field the user labelled
            if not found:
                said = unexplained_clauses(name, text, fixed, props, taken, today, intent,
                                           labelled_only=True)
                found = [Found(said.strip(" .。!！,，"))] if said and said != text else []
        if not found and (kind == "text" or kind == "name" and not prefix) and \
                prop.get("type", "string") == "string" \
                and "enum" not in prop and "pattern" not in prop and name in required:
            # (a person the name reader missed: "把球员李强…" says who by the field's own noun)
            aside = (taken if _keeps_circumstances(name) else taken + _when(text, today)) + \
                placed.others(name)
            # a tool keyed by one plain string: the one code the text writes (proper_names.py)
            code = lone_code(text, aside) if _one_plain_key(props, required) else None
            value = (code.value if code else None) or \
                (_zh_noun(text, aside, intent) if _has_cjk(text) else None) or \
                thing_phrase(text, aside, intent) or phrase(text, taken, intent)   # the phrase
            # left; a question's frame is no part of it ("Do you have lavender?" → lavender)
            # a field that names a thing never takes the whole message: the model asks
            if value and _has_cjk(value):
                from .zh import is_question
                value = None if is_question(value) else value   # 什么时候能好: asked, not named
            if value and not _has_cjk(value) and \
                    re.search(r"\bname\b", str(prop.get("description") or ""), re.I):
                value = _name_in(value, name, prop, text, today) or value   # "Biscuit a walk" → Biscuit
            if value and not code and not _an_end(name, prop, value, fixed, props):
                value = None   # "Is SK1105 running?" names no port to sail from, nor to
            if value and not code:   # "留三斤羊奶酪，明天来拿": the cheese (item_clauses.py)
                from .item_clauses import the_counted_thing
                value = the_counted_thing(name, value, text)
            found = [Found(value)] if value and placed.accepts(name, value) else []
        if not found and kind == "name" and _has_cjk(text) and prefix:
            deferred.append(name)   # a Chinese name may stand after its kind (猫年糕): below
            continue
        if not found and prop.get("type") == "boolean" and name in required:
            # a flag the user never mentions is off: nothing was asked for ("add fitting")
            fixed[name] = prop.get("default", False)
            continue
        if not found:
            if name in required:
                _missing(tool_name, prefix + name, prop, fixed, name, best_effort)
            continue
        several = (kind in FAN_OUT and role_of(name, prop) is None) or by_example or \
            (kind == "currency" and role_of(name, prop) == "target") or \
            (kind == "date" and _coordinated(found, text) and _only_date_field(props))
        if several and len(found) > 1 and prop.get("type") != "array":
            if all(f.start >= 0 for f in found):
                found = sorted(found, key=lambda f: f.start)   # one call each, in the order said
            fanned[name] = [f.value for f in found]
            taken += [f.span for f in found if f.start >= 0]
            continue
        fixed[name] = found[0].value
        if kind == "date" and found[0].start >= 0:
            dated.append(found[0].span)
        if "enum" in prop and found[0].start < 0 and isinstance(found[0].value, str):
            # the words that named the option ("the quiet room") are no part of a free text
            taken += [span for span in option_spans(found[0].value, text)
                      if not any(s < span[1] and span[0] < e for s, e in taken)]
        if kind == "name" and prefix and _has_cjk(str(found[0].value)):   # 儿子天天 → 天天
            fixed[name] = _without_kind_noun(found[0], text, prefix.rstrip(".").split(".")[-1])
        # The other half of a pair (from/to) may be read from the same words: keep them free.
        if found[0].start >= 0 and kind != "unit" and not (
                kind in ("currency", "place") and role_of(name, prop) is not None):
            taken.append(found[0].span)
    for name in deferred:
        value = _zh_name_after_kind(fixed, props, text, taken, prefix.rstrip(".").split(".")[-1])
        if value:
            fixed[name] = value
        elif name in required:
            _missing(tool_name, prefix + name, unwrap(props[name]), fixed, name, best_effort)
    return fixed, fanned


# What joins two things of one list ("Friday and Sunday", "15日和16日", "Mon, Wed or Fri").
_COORDINATOR = re.compile(r"^\s*(?:,|，|、|/|&|\band\b|\bor\b|和|与|跟|及|以及|或|或者|还有)\s*"
                          r"(?:(?:also\s+)?(?:on|for|at)\s+)?$", re.I)


def _coordinated(found: list, text: str) -> bool:
    """Are the dates read a list ("on Friday and on Sunday", "12月15日和12月16日"), not the
    two ends of a stretch ("from Monday to Wednesday") or a change ("move Monday to Friday")?"""
    spans = sorted(f.span for f in found if f.start >= 0)
    return len(spans) >= 2 and all(_COORDINATOR.match(text[a[1]:b[0]]) for a, b in zip(spans, spans[1:]))


def _only_date_field(props: dict) -> bool:
    """One date field: two dates listed ask one call each. (With two, the dates are the
    ends of a stay or a trip, each its own field.)"""
    return sum(kind_of(n, unwrap(p)) in ("date", "datetime") for n, p in props.items()) == 1


_CODE = re.compile(r"(?<![\w-])(?=[\w-]*[A-Za-z])(?=[\w-]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?![\w-])")


def _an_end(name: str, prop: dict, value: str, fixed: dict, props: dict) -> bool:
    """Can a phrase be one end of a from/to pair (`from_port`, `to_port`)? Not when it holds
    a code (an end is a place, not "SK1105 running"), nor when it is the other end's own
    value: a trip from X to X is no trip."""
    role = role_of(name, prop)
    if role not in ("source", "target"):
        return True
    if _CODE.search(value):
        return False
    others = [v for n, v in fixed.items() if n in props and role_of(n, unwrap(props[n])) not in (None, role)]
    return value not in others


def _plain_string(prop: dict) -> bool:
    return prop.get("type", "string") == "string" and not ({"enum", "pattern", "format"} & set(prop))


def _one_plain_key(props: dict, required: list) -> bool:
    """Is exactly one required field a plain string (no enum, pattern or format) of no
    special kind: the key the tool looks its thing up by?"""
    plain = [n for n in required if n in props and kind_of(n, unwrap(props[n])) == "text"
             and unwrap(props[n]).get("type", "string") == "string"
             and not ({"enum", "pattern", "format"} & set(unwrap(props[n])))]
    return len(plain) == 1


def _zh_name_after_kind(fixed: dict, props: dict, text: str, taken: list[tuple[int, int]],
                        holder: str) -> str | None:
    """In Chinese a name follows the noun for what it names, with nothing between: 我家猫
    年糕 (the cat Niangao), 我女儿朵朵 (my daughter Duoduo). The noun is the word that chose
    one of the object's options, or a word for a kind of what the object is (女儿, a
    daughter, for a `child`; a person for a `driver`); its name the noun right after it."""
    from . import tags, zh
    ends = [end for option in (v for n, v in fixed.items() if "enum" in unwrap(props.get(n, {})))
            for _, end in option_spans(str(option), text)]
    ends += [end for _, end in _kind_nouns(text, holder)]
    for end in ends:
        for token in tags.tagged(text[end:end + 12]):
            word = token.word
            # a noun; a pet's or child's name such as 朵朵 or 可可 (one character twice) may
            # be tagged a measure word or a verb
            named = token.flag.startswith("n") or (len(word) == 2 and word[0] == word[1])
            if len(word) >= 2 and _has_cjk(word) and named and \
                    word not in zh.ZH_STOPWORDS and not any(s <= end < e for s, e in taken):
                return word
            break
    return None


def _without_kind_noun(found: Found, text: str, holder: str) -> str:
    """A Chinese name read with the noun before it (儿子天天 for a child): the name alone."""
    value = str(found.value)
    for start, end in _kind_nouns(text, holder):
        if start == found.start and found.end - end >= 2:
            return text[end:found.end]
    return value


def _kind_nouns(text: str, holder: str) -> list[tuple[int, int]]:
    """Chinese nouns for a kind of `holder` (女儿 for "child"), or for a person where the
    holder is one ("driver", "guest")."""
    from . import taxonomy, zh
    from .categories import things_named
    from .counts import count_of_people
    if not holder or not taxonomy.available():
        return []
    word = holder.lower()
    people = count_of_people((word,))
    found, position = [], 0
    for piece in zh.cut(text):
        at = text.find(piece, position)
        position = at + len(piece) if at >= 0 else position
        if at < 0 or not _has_cjk(piece) or len(piece) < 2:
            continue
        things = tuple(things_named(piece)[:3])
        if any(taxonomy.kind_score(t, word, definitions=False) >= 0.4 for t in things) or \
                (people and count_of_people(things)):
            found.append((at, at + len(piece)))
    return found


def _other_fields_words(name: str, props: dict, text: str) -> list[tuple[int, int]]:
    """Where the text says a word another field is named for ("tinted at 30%" is
    `tint_percent`'s, though a tint is a kind of colour): no value of this field."""
    from .lexicon import lemma
    theirs = {lemma(p) for other in props if other != name
              for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", other.lower()) if len(p) > 2}
    return [m.span() for m in re.finditer(r"[A-Za-z]+", text) if lemma(m.group().lower()) in theirs]


def _by_thing_counted(name: str, prop: dict, props: dict, found: list[Found],
                      text: str, taken: list[tuple[int, int]], required: list) -> list[Found]:
    """A count takes the number written with its own thing ("two adults and three kids":
    `adults` 2, `children` 3; counts.py); with one number and no other count, nothing to do.
    Counts the number reader leaves as words (一个小孩, 我们俩) are read here too."""
    from . import counts, shares
    from .extract import _duration_unit
    from .numbers import numbered_things
    if _counts_things(name):   # "22号小屋" numbers a hut: no count of days (a `court` takes 2号场)
        numbered = numbered_things(text)
        found = [f for f in found if f.start not in numbered]
    if shares.stated_as_share(name, prop):
        return found   # "a fifth of the roof", "50% insured": a share of a thing, no count of it
    if _duration_unit(name, prop) and found and all(f.start >= 0 for f in found):
        return found   # `duration_min` from "一个小时": a span of time, read as one, no count
    from .units import field_unit, find_quantities
    # "we weigh 70 and 58 kg" fills `weights_kg`: no count of riders is written in kilograms
    theirs = {field_unit(n) for n in props if n != name} - {None, ""} if not field_unit(name) else set()
    measured = {q.start for q in find_quantities(text) if q.unit in theirs}
    found = [f for f in found if f.start not in measured]
    if field_unit(name):   # `length_m` from "6.5 metres long": the quantity said in a unit
        measured = [f for f in found if f.start >= 0 and re.search(r"[^\d\s.,]", text[f.start:f.end])]
        if measured:
            return measured + [f for f in found if f not in measured]
    labelled = _after_its_noun(name, found, text)
    if labelled:   # "court 2", "table no. 5": the number the field's own noun labels
        return labelled + [f for f in found if f not in labelled]
    others = [(n, str(unwrap(p).get("description") or "")) for n, p in props.items()
              if n != name and unwrap(p).get("type") in ("integer", "number")
              and kind_of(n, unwrap(p)) == "number"]
    starts = {f.start for f in found}
    extra = [Found(int(c.value) if prop.get("type") == "integer" else c.value, c.start, c.end)
             for c in counts.counted(text) if c.start not in starts and c.value.is_integer()
             and not any(f.start <= c.start < f.end for f in found)   # "a" of "two and a half hours"
             and (c.things or c.people) and not _overlaps(Found(0, c.start, c.end), taken)
             and (not c.article or counts.fits(counts.field_things(
                 name, str(prop.get("description") or "")), c.things))]   # "a table": no 1
    if counts.counts_people(counts.field_things(name, str(prop.get("description") or ""))):
        extra += [Found(1, m.start(), m.end()) for m in _ONLY_ME.finditer(text)
                  if not _overlaps(Found(0, m.start(), m.end()), taken)]
        party = counts.party_with_me(text)
        if party and not any(counts.counts_people(counts.field_things(n, d)) for n, d in others) \
                and not _overlaps(Found(0, party.start, party.end), taken):
            # "for me and my two kids": three people, the speaker too (when no other field
            # counts some of them: adults and children are counted apart)
            return [Found(int(party.value), party.start, party.end)]
    found = [f for f in found + extra if not _other_compound(f, text, name, prop) and f.start not in measured]
    if len(found) < 2 and not others and name in required:
        return found   # one number for the one count the tool must have
    return counts.rank(name, str(prop.get("description") or ""), found, text, others,
                       required=name in required)


def _counts_things(name: str) -> bool:
    """Does the field count things (`days`, `players`, `quantity`, `num_guests`), rather than
    number one (`court`, `table`)?"""
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]
    return bool(words) and (words[-1].endswith("s") and not words[-1].endswith("ss") or
                            bool({"count", "quantity", "qty", "num", "total", "amount"} & set(words)))


def _after_its_noun(name: str, found: list[Found], text: str) -> list[Found]:
    """The readings written right after the field's own noun ("court 2" for `court`,
    "room no. 12" for `room_number`): a number labelled as this field's."""
    nouns = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) >= 3 and w not in
             ("number", "num", "count", "total", "min", "max", "per")]
    if not nouns:
        return []
    label = re.compile(rf"\b(?:{'|'.join(map(re.escape, nouns))})s?\s*(?:no\.?|number|#)?\s*$", re.I)
    return [f for f in found if f.start > 0 and label.search(text[max(0, f.start - 24):f.start])]


def _name_in(value: str, name: str, prop: dict, text: str, today: Any) -> str | None:
    """The one name the user gave inside the phrase left for a field described as a name
    ("the dog's name": "Biscuit" of "Biscuit a walk"), else None."""
    from .extract import READERS
    names = {f.value for f in READERS["name"](name, prop, text, today)
             if isinstance(f.value, str) and f.value in value}
    return names.pop() if len(names) == 1 and value not in names else None


def _clock_range(props: dict, text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(field, HH:MM, span) for an object's two clock fields, a start and an end, when the
    text writes them as one range; else []."""
    clocks = [n for n, p in props.items() if unwrap(p).get("type", "string") == "string" and
              (kind_of(n, unwrap(p)) == "time" or _clock_pattern(unwrap(p)))]
    if len(clocks) != 2:
        return []
    roles = {n: role_of(n, unwrap(props[n])) for n in clocks}
    if set(roles.values()) == {"source", "target"}:
        clocks.sort(key=lambda n: roles[n] != "source")
    elif any(roles.values()):
        return []
    from .time_ranges import time_range
    found = time_range(text)
    if found is None:
        return []
    return [(name, end.time.strftime("%H:%M"), end.span) for name, end in zip(clocks, found)]


def _clock_pattern(prop: dict) -> bool:
    """A pattern a clock time fits (`^\\d{2}:\\d{2}$`): the field takes a time of day."""
    try:
        return bool(prop.get("pattern")) and re.fullmatch(prop["pattern"].strip("^$"), "12:30") is not None
    except re.error:
        return False


# "just me", "only myself", "我一个人", "就我自己": one person, said with a pronoun (grammar).
_ONLY_ME = re.compile(r"\b(?:just|only)\s+(?:me|myself)\b|\bme\s+alone\b|\bby\s+myself\b|"
                      r"(?:就|只有)我(?:一个人|自己)|我一个人|我自己一个人", re.I)


# "a nine-hole course", "a 3-room flat", "a two-day pass": a number joined to its noun by a
# hyphen describes a thing; it counts what the noun names, nothing else.
_COMPOUND = re.compile(r"-([A-Za-z]+)")


def _other_compound(found: Found, text: str, name: str, prop: dict) -> bool:
    """Is the number the first half of a compound whose noun is not what the field counts?"""
    from . import counts
    from .lexicon import lemma
    m = _COMPOUND.match(text, found.end) if found.start >= 0 else None
    if not m or "-" in text[found.start:found.end]:
        return False
    wanted = counts.field_things(name, str(prop.get("description") or ""))
    return not counts.fits(wanted, (lemma(m.group(1).lower()),))


# A description that is itself a question or an order to describe ("what is wrong", "why
# it is needed", "描述一下问题") wants a clause of the request, as a note or a reason does.
_CLAUSE_WANTED = re.compile(r"^\s*(?:what|why|how|describe|explain|details? of|"
                            r"描述|说明|什么|为什么|怎么)", re.I)


def _asks_for_a_clause(prop: dict) -> bool:
    return prop.get("type", "string") == "string" and not ({"enum", "pattern", "format"} & set(prop)) \
        and bool(_CLAUSE_WANTED.match(str(prop.get("description") or "")))


def _spans_of_values(values: dict, props: dict, text: str) -> list[tuple[int, int]]:
    """Where an object's values were said: a string as written, an option by its word
    (`rabbit`, or 猫 for `cat`, by its glosses)."""
    spans: list[tuple[int, int]] = []
    for name, value in values.items():
        prop = unwrap(props.get(name, {}))
        if isinstance(value, dict):
            spans += _spans_of_values(value, prop.get("properties", {}), text)
        elif isinstance(value, str) and "enum" in prop:
            spans += option_spans(str(value), text)
        elif isinstance(value, str):
            spans += _span_of(value, text)
    return spans


def option_spans(option: str, text: str) -> list[tuple[int, int]]:
    """Where the text names an enum option: its word (plural too), or a Chinese word that
    glosses it."""
    label = option.lower().replace("_", " ")
    found = [(m.start(), m.end()) for m in re.finditer(
        rf"(?<![a-z]){re.escape(label)}(?:e?s)?(?![a-z])", text.lower())]
    if found:
        return found
    number = re.search(r"(?<![\d.])0*(\d+)(?![\d.])", option)
    if number:   # cone_6 said "6号锥" or "cone 6": the option's number, next to a word of it
        words = [w for w in re.split(r"[\W_\d]+", label) if len(w) >= 3]
        for m in re.finditer(rf"(?<![\d.]){re.escape(number.group())}(?![\d.])", text):
            near = text[max(0, m.start() - 12):m.end() + 12].lower()
            if re.match(r"\s*号", text[m.end():]) or any(w in near for w in words):
                found.append(m.span())
        if found:
            return found[:1]
    if not _has_cjk(text):
        return found
    from . import zh
    from .lexicon import glosses
    position = 0
    for word in zh.cut(text):
        at = text.find(word, position)
        position = at + len(word) if at >= 0 else position
        if at >= 0 and _has_cjk(word) and label in glosses(word)[:3]:
            found.append((at, at + len(word)))
    return found


def _keeps_circumstances(name: str) -> bool:
    """A message body or a title is said as the user said it; other fields are content."""
    return bool(re.search(r"body|message|content|text|msg|title|subject|name|summary|headline|"
                          r"label|task|query|search|keyword", name))


def _span_of(value: str, text: str) -> list[tuple[int, int]]:
    at = text.lower().find(value.lower())
    return [(at, at + len(value))] if at >= 0 and len(value) >= 2 else []


def _has_cjk(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def _zh_noun(text: str, taken: list, intent: set[str]) -> str | None:
    """In Chinese, a field named after a thing ("plant", "dish") holds a noun of the request:
    the first one jieba tags as a noun that no other argument took and that is not the
    tool's own subject (昨天给绿萝浇了两升水 -> 绿萝)."""
    from . import text as T
    from . import zh
    from .dictionary_tagger import jiebas_tagger   # jieba.posseg.cut's tags, tables cached
    offset, tokens = 0, []
    for token in jiebas_tagger().cut(text, HMM=True):
        start = text.find(token.word, offset)
        offset = start + len(token.word)
        tokens.append((token.word, token.flag, start, offset))
    def free(i: int) -> bool:   # a word no other argument took, not the tool's own subject
        word, _, start, end = tokens[i]
        return T.has_cjk(word) and not any(s < end and start < e for s, e in taken) and \
            not (T.concepts(word) & intent)
    for i, (word, flag, start, _) in enumerate(tokens):
        if flag.startswith("n") and len(word) >= 2 and free(i) and not zh.asked_about(text, start):
            # (什么时候: 时候 is what is asked, zh.asked_about); a name of several words is
            # whole: 河边 + 环线, 西湖 + 国宾馆, 山坡 + 冲刺 (a place word before, nouns after)
            first = i - 1 if i and tokens[i - 1][1] in ("s", "ns") and free(i - 1) else i
            last = i
            while last + 1 < len(tokens) and (tokens[last + 1][1].startswith("n") or
                                              tokens[last + 1][1] in ("s", "vn")) and free(last + 1):
                last += 1
            return text[tokens[first][2]:tokens[last][3]]
    return None


def _missing(tool_name: str, path: str, prop: dict, fixed: dict, name: str,
             best_effort: bool) -> None:
    if not best_effort:
        raise MissingArgument(tool_name, path, prop.get("description", ""))
    fixed[name] = empty_value(prop)


def empty_value(prop: dict) -> Any:
    """What a required field holds when the text gives nothing for it."""
    prop = unwrap(prop)
    if "default" in prop:
        return prop["default"]
    if "enum" in prop:
        return prop["enum"][0]
    kind = prop.get("type")
    return {"string": "", "integer": 0, "number": 0, "boolean": False, "array": [],
            "object": {}}.get(kind, None)


def _free_text(kind: str, name: str, prop: dict, text: str, taken: list,
               intent: set[str]) -> str:
    if kind == "request":   # a question passed on (to a sub-agent, a search engine): as asked
        return " ".join(text.split())
    if kind == "query":
        english = "english" in str(prop.get("description", "")).lower()
        left = query_words(phrase(text, taken, intent), english) or query_words(text, english)
        return left or text.strip()[:80]
    reported = bool(re.search(r"body|message|content|text|msg", name))
    # The field's own name before its content is a label ("备注房租", "subject: …").
    label = T.concepts(name.replace("_", " "))
    said = phrase(text, taken, intent | label, reported=reported)
    quoted = bool(said) and said in {q for m in QUOTED.finditer(text) for q in m.groups() if q}
    if re.search(r"title|subject|name|summary|headline|label|task", name) and said and not quoted:
        said = headline(said)   # a quoted title is the title as the user wrote it
    if said and kind == "phrase" and not reported and not quoted:   # "五斤土豆" → 土豆
        from .item_clauses import the_counted_thing
        said = the_counted_thing(name, said, text)
    if said and not reported and said[0].islower():   # a title or subject reads as one
        said = said[0].upper() + said[1:]
    return said


def headline(said: str) -> str:
    """A title is the thing itself, not its circumstances: "Team offsite, at the Harbour
    View Hotel, with Mia" → "Team offsite"; "外婆家吃饭，参加的有…" → "外婆家吃饭"."""
    cut = re.split(r"\s*[,，;；。]\s*|\s+(?:on|at|in|with|for|from|by|due|before|after|"
                   r"tomorrow|today|tonight|next|this)\s+(?=\S)", said, maxsplit=1)[0].strip()
    return cut if len(cut) >= 2 else said


def _is_object_list(prop: dict) -> bool:
    item = unwrap(prop.get("items") or {}) if prop.get("type") == "array" else {}
    return bool(item.get("properties"))


LIST_CUE = re.compile(r"^.*\b(?:with|need|needs|buy|get|bring|including|include|invite|inviting|"
                      r"attendees?|guests?|participants?|items?|are|is)\b\s*:?\s*|^.*[:：]\s*|"
                      r"^.*(?:有|买|要|包括|邀请|带)", re.I | re.S)


def listed_things(text: str, about=None) -> list[str]:
    """The things a text lists: "3 bags of ice, 2 kg of grapes and 12 paper cups" → three;
    "参加的有爸爸、妈妈和小舅" → three. The list is the clause with the most separators; its
    first item starts after the word that introduces the list ("need", "with", "有").
    `about(clause)`, when given, scores how much a clause is about the field being filled
    ("对鸡肉和小麦过敏" for `allergies`): the list is then first of all the one it is about."""
    if re.search(r"[\u4e00-\u9fff]", text):
        clauses = re.split(r"[，。；;！？\n]", text)
        split = re.compile(r"、|和|以及|及|跟")
    else:
        clauses = re.split(r"[;.!?\n]\s", text)
        split = re.compile(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+\+\s+")   # "3 M + 2 XL"
    counted_part = ZH_COUNTED if re.search(r"[\u4e00-\u9fff]", text) else EN_COUNTED
    # The clause with the most separators; of two alike, the one whose parts are counted
    # things ("two silk dresses and a wool coat", not "Hi, it's Hannah").
    best = max(clauses, key=lambda c: (bool(about and split.search(c) and about(c)),
                                       len(split.findall(c)),
                                       sum(bool(counted_part.match(p.strip())) for p in split.split(c))),
               default="")
    if not split.search(best):
        return [text]
    parts = [p.strip(" .。") for p in split.split(best) if p.strip(" .。")]
    # The list is the run of short parts at the end ("…in Lisbon, with Mia, Tom and Sofia").
    run = []
    for part in reversed(parts):
        size = len(part) if re.search(r"[\u4e00-\u9fff]", part) else len(part.split())
        if run and size > (8 if re.search(r"[\u4e00-\u9fff]", part) else 5) and \
                not LIST_CUE.search(part):
            break
        run.insert(0, part)
        if LIST_CUE.match(part) and LIST_CUE.sub("", part) != part:
            break
    if not run:
        return [text]
    pattern = ZH_COUNTED if re.search(r"[\u4e00-\u9fff]", best) else EN_COUNTED
    counted = all(pattern.match(p) for p in run[1:]) and (len(run) > 1 or len(run) < len(parts))
    if len(run) < len(parts) and counted and pattern.match(run[0]):
        # a list of counted things ("…来收一个旧衣柜和两把椅子"): the long part before the
        # run ends with the first of them
        run.insert(0, _last_noun_phrase(parts[len(parts) - len(run) - 1]))
        run = [p for p in run if p]
    run[0] = LIST_CUE.sub("", run[0]).strip() or run[0]
    run[0] = _last_noun_phrase(run[0]) if len(run) > 1 and counted else run[0]
    return run


# Where a counted noun phrase starts: a numeral and its measure word (一个, 两把), or an
# article or number ("a desk", "three boxes"). Grammar of both languages.
ZH_COUNTED = re.compile(r"[一二两三四五六七八九十几\d]+[\u4e00-\u9fff](?=[\u4e00-\u9fff])")
EN_COUNTED = re.compile(r"\b(?:a|an|the|some|\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
                        r"twelve|a dozen)\s+(?=[a-z])", re.I)


def _last_noun_phrase(part: str) -> str:
    """A list's first part often carries the clause before it ("12月9号来收一个旧衣柜",
    "to move a desk"): the item is the counted noun phrase that ends it. Unchanged when it
    has none (a name, a bare noun)."""
    pattern = ZH_COUNTED if re.search(r"[\u4e00-\u9fff]", part) else EN_COUNTED
    starts = [m.start() for m in pattern.finditer(part)]
    if not starts:
        return part if len(part) <= 12 or not re.search(r"[\u4e00-\u9fff]", part) else ""
    return part[starts[-1]:].strip()


def _when(text: str, today: Any) -> list[tuple[int, int]]:
    """Spans that say when ("明天下午三点", "at 10:00"): circumstances, never a listed thing."""
    from . import dates
    from .extract import as_date
    hits = [*dates.find_dates(text, as_date(today)), *dates.find_times(text)]
    return [(h.start, h.end) for h in hits]


def _fill_object_list(tool_name: str, prop: dict, text: str, today: Any,
                      intent: set[str]) -> list[dict]:
    """One object per listed thing, each filled from its own words."""
    item = unwrap(prop["items"])
    props, required = item.get("properties", {}), item.get("required", [])
    parts = listed_things(text)
    listed = len(parts) > 1 or parts[0] != text
    out = []
    for part in parts:
        try:
            obj, _ = fill_object(tool_name, props, required, part, today, "", intent,
                                 best_effort=True)
        except MissingArgument:
            continue
        for name in required:   # a thing's name is the words its other fields left
            if obj.get(name) in ("", None) and listed and \
                    kind_of(name, props[name]) in ("name", "text", "phrase"):
                taken = [f.span for n in obj for f in find(n, props[n], part, today)
                         if n != name and f.start >= 0] + _when(part, today)
                obj[name] = phrase(part, taken, intent)
        if any(v not in ("", None, 0, [], {}) for v in obj.values()):
            out.append((obj, part))
    out = _counted_lines(out, props, required) if listed else [obj for obj, _ in out]
    return out[: prop.get("maxItems")] if prop.get("maxItems") else out


# "one apple pie", "an espresso", "一份": a single thing, said with the word for one.
_ONE_THING = re.compile(r"\b(?:an?|one|single)\s+\w|[一](?=[\u4e00-\u9fff])", re.I)


def _counted_lines(lines: list[tuple[dict, str]], props: dict, required: list) -> list[dict]:
    """The lines of an order each say how many ("2 rye loaves, half a dozen scones"): a
    required count left empty is one where the line says "a"/"one", and a part with no count
    at all while the others have theirs is no line of the order ("…, name's Omar")."""
    from .numbers import find_numbers
    counts = [n for n in required if unwrap(props.get(n, {})).get("type") == "integer"
              and kind_of(n, unwrap(props[n])) == "number"]
    if len(counts) != 1 or len(lines) < 2 or not any(line.get(counts[0]) for line, _ in lines):
        return [line for line, _ in lines]
    [count] = counts
    kept = []
    for line, part in lines:
        if not line.get(count):
            one = _ONE_THING.search(part)
            if not one:
                continue
            # the thing is what follows "one" ("I'd like one apple pie" → apple pie)
            line = {k: (v[v.lower().index(one.group(0).lower()) + len(one.group(0)) - 1:].strip()
                        if isinstance(v, str) and one.group(0).lower() in v.lower() and
                        "enum" not in unwrap(props.get(k, {})) else v) for k, v in line.items()}
            line[count] = 1
        said = [n for n in find_numbers(part) if float(n.value).is_integer() and n.value > 0]
        if len(said) > 1 and line[count] != said[0].value:
            # "a couple of hot dogs to table 9": the count is said before its thing
            line = {**line, count: int(said[0].value)}
        if said and said[0].value == line[count]:
            # "Put aside 4 scones": the thing is what follows its count, not the command
            after = part[said[0].end:].lower()
            for k, v in line.items():
                if isinstance(v, str) and "enum" not in unwrap(props.get(k, {})):
                    words = [w for w in v.split() if re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", after)]
                    if words and len(words) < len(v.split()):
                        line[k] = " ".join(words)
        kept.append(line)
    return kept
