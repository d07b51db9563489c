"""A write's result, confirmed the way a booking desk does: what was done and its reference,
when and where, the few details that tell it apart, what it costs and what happens next —
a sentence a person writes, not a list of "field value" fragments:

    Done: Appointment AP-3391 is now confirmed on 14 December at 10:30 (Dr Alvarez); it
    costs 65 EUR.
    Done: Print PJ-5512 is started (P2, PLA, no supports); it costs 6.5 GBP and finishes at 14:25.
    已完成：预约 AP-3391 已确认，12月14日 10:30，牙医 Dr Alvarez，65 欧元。

A look-up's record is said by `sentences.describe_record`, which says only what was asked.
Which calls wrote is read off the tool (`effects.py`).
"""

from __future__ import annotations

import re

from ..read.kinds import kind_of

SHOWN = 5   # the values a confirmation repeats; more reads as a dump
MONEY = re.compile(r"price|cost|fee|fare|charge|total|amount|deposit|paid|rate|premium", re.I)


def confirm(record: dict, zh: bool, verb: str = "") -> str:
    """The confirmation of a write that returned `record`. `verb` is the tool's ("reserve")."""
    from .effects import past_participle
    from .labels import zh_value
    from .sentences import finish, subject_of, subject_or_code, value_text
    subject, key = subject_or_code(record, zh)
    skip = {key} - {None}
    ident = next((k for k in record if k.lower().endswith("_id")), None)
    if ident and key != ident:   # "Ticket T-5001 (Call the dentist)": the id it got matters
        named = subject
        subject, _ = subject_of({ident: record[ident]}, zh)
        skip |= {ident}
        subject = f"{subject}（{named}）" if zh else f"{subject} ({named})"
    status = next((k for k in ("status", "state") if isinstance(record.get(k), str)), None)
    skip |= {status, "id"} - {None}
    if zh:
        receipt = receipt_items(record, skip)
        if status:
            said = zh_value(record[status])
            state = said if said != record[status] else f"状态为{value_text(record[status], zh)}"
        else:
            state = ""
        lead = f"已完成：{subject}{state}" if subject else "已完成"
        return finish(lead + ("，" if receipt and (subject or state) else "：" if receipt else "")
                      + "，".join(receipt), zh)
    what = subject or ""
    if status:
        lead = f"{what} is now {value_text(record[status]).replace('_', ' ')}" if what else \
            f"the status is now {value_text(record[status])}"
    elif verb and what and not what.lower().startswith(verb[:4]):   # not "Booking B-1 is booked"
        lead = f"{what} is {past_participle(verb)}"
    else:
        lead = what
    said = "Done" + (f": {lead}" if lead else "") + receipt_sentence(record, skip)
    return said + "." if said.endswith(")") else finish(said, zh)   # "(C-102)" ends no sentence


def receipt_sentence(record: dict, skip: set[str], question: str | None = None) -> str:
    """The rest of an English confirmation, as a sentence goes on: when and where it is, the
    few details that tell it apart in brackets, then what it costs and what happens next —
    " on 4 December at 08:30 (D12, quiet zone); it costs 18 EUR and ends at 09:40".
    A bare number the asker gave themselves (a temperature, a count) is not news."""
    from .counting import the_question
    from .labels import is_participle
    from .sentences import _said_in, join_clauses
    question = the_question() if question is None else question
    parts = _receipt_parts(record, skip)
    details = [d for d, value in parts["details"] if not (_bare_number(d, value) and _said_in(value, question)
                                                          and not MONEY.search(d))]
    money = parts["money"]
    paid = [m for m, named in money if named is None][:1]   # a transfer's "amount": "for 25 EUR"
    said = "".join(f" {p}" for p in parts["when"] + parts["where"] + [f"for {m}" for m in paid])
    if details:
        said += f" ({', '.join(details[:SHOWN - 1])})"
    costs = [f"it costs {m}" for m, named in money if named is False][:1]
    costs += [f"{'with' if not costs else 'plus'} {m}" for m, named in money if named]
    after = [a for a in parts["after"] if not _echoed(a, record, question)]
    if costs:
        tail = " ".join(costs)
        if after and _starts_with_verb(after[0]):   # "it costs 4 EUR and ends at 09:40"
            tail += f" and {after[0]}"
            after = after[1:]
        said += f", {tail}" if tail.startswith("with ") else f"; {tail}"   # ", with a refund of 11.4 EUR"
    if after:
        first = after[0]
        glue = ", " if is_participle(first.split(" ", 1)[0]) and not costs else "; "   # ", created on 12 October"
        said += glue + join_clauses([f"it {first}" if _starts_with_verb(first) else first] + after[1:], False)
    return said


def _echoed(clause: str, record: dict, question: str) -> bool:
    """'the temperature is 30' when the asker said 30: their own choice, not news."""
    from .sentences import _said_in
    m = re.fullmatch(r"the (.+?) is (\d+(?:\.\d+)?)", clause)
    return bool(m) and not MONEY.search(m.group(1)) and \
        _said_in(float(m.group(2)) if "." in m.group(2) else int(m.group(2)), question)


def _bare_number(said: str, value) -> bool:
    """A detail that is only a number with its field's name ("the temperature is 30")."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        not re.search(r"\d\s*[A-Za-z%°]", said.replace("is ", ""))


def _starts_with_verb(clause: str) -> bool:
    """'ends at 09:40', 'arrives on 3 May': a clause that is a verb's (third person) and its time."""
    from ..read.lexicon import lemma
    from ..read.verb_senses import meaning_keys
    first = clause.split(" ", 1)[0]
    return bool(re.fullmatch(r"[a-z]{3,}s", first)) and lemma(first) != first and bool(meaning_keys(lemma(first)))


def receipt_items(record: dict, skip: set[str]) -> list[str]:
    """A Chinese receipt's values in a few words each: its when first ("12月14日 10:30"),
    amounts with their currency ("65 欧元", "押金 20 欧元"), what happens next by a time
    ("12:00前归还"), others by their Chinese label when it is a sure one. An English word the
    tool chose (an enum's "rowing") has no Chinese here and is left out, not glued in."""
    from .sentences import (DATE_VALUE, LONG_TEXT, TIME_VALUE, WHEN_NOUNS, _code_like, field_clause,
                            _sure_in_chinese, currency_in_chinese, place_key, value_text)
    from .fields import key_words, read_key
    from .labels import TIES, label, zh_value
    keys = [k for k in record if k not in skip and not k.lower().endswith("_id")
            and record[k] not in (None, "") and not isinstance(record[k], (dict, list))
            and not (isinstance(record[k], str) and len(record[k]) > LONG_TEXT)]
    when_keys = [k for k in keys if isinstance(record[k], str) and set(key_words(k)) <= WHEN_NOUNS | {"at", "on"}
                 and (DATE_VALUE.match(record[k]) or TIME_VALUE.fullmatch(record[k].strip()))]
    items: list[str] = []
    amounts = [k for k in keys if _currency(record, k) and isinstance(record[k], (int, float))]
    when = _when(record, when_keys, True)
    if when:
        items.append(when)
    for k in keys:
        if k in when_keys or k == "currency":
            continue
        value, field, words = record[k], read_key(k), key_words(k)
        if k in amounts:
            amount = f"{value_text(value)} {currency_in_chinese(_currency(record, k))}"
            name = label('_'.join(field.words), True) if field.words else ""
            if name and len(amounts) > 1 and _sure_in_chinese("_".join(field.words), name):
                items.append(f"{name}{amount}")   # "押金 20 欧元"
            else:
                items.append(amount)
        elif isinstance(value, str) and TIME_VALUE.fullmatch(value.strip()) and len(words) > 1:
            main = [w for w in words if w not in TIES | {"until", "before"}]
            name = label("_".join(main), True)
            if not re.search(r"[A-Za-z]", name):   # return_by: "12:00前归还"; ends_at: "09:40结束"
                items.append(f"{value.strip()}{'前' if words[-1] in ('by', 'until', 'before') else ''}{name}")
        elif isinstance(value, (bool, int, float)) or isinstance(value, str) and DATE_VALUE.match(value):
            items.append(field_clause(k, value, True))
        elif isinstance(value, str) and place_key(k) and not _code_like(value):
            items.append(f"在{value_text(value, True)}")
        elif isinstance(value, str):
            if re.fullmatch(r"[a-z]+(?:[ _][a-z]+)*", value) and zh_value(value) == value:
                continue   # "rowing": the tool's English word, with no Chinese one
            name = label(k, True)
            shown = value_text(value, True)
            if re.search(r"[A-Za-z]", name) or not _sure_in_chinese(k, name) and not re.search(r"\d", shown):
                name = ""   # a dictionary's guess (deposit → 矿床) is worse than no label,
                #             but a bare number needs one ("书桌 12")
            # a free-text field (subject, reason, note) holds someone's words, however short
            if kind_of(k, {}) in ("phrase", "request", "query") and len(shown) > 2:
                shown = f"“{shown}”"
            items.append(f"{name}{shown}" if name else shown)
        if len(items) >= SHOWN:
            break
    return items


def _receipt_parts(record: dict, skip: set[str]) -> dict[str, list]:
    """An English receipt's values sorted by the part of the sentence they belong in:
    "when" ("on 4 December at 08:30"), "where" ("at Central Station"), "details" (said,
    value) pairs ("D12", "quiet zone", "2 hours"), "money" (said, named) pairs ("18 EUR";
    "a deposit of 50 EUR" is named) and "after" — what happens next, by a field whose name
    is a verb and its time ("ends at 09:40", "return by 12:00", "created on 12 October")."""
    from .sentences import (DATE_VALUE, LONG_TEXT, TIME_VALUE, WHEN_NOUNS, _code_like, date_clause,
                            field_clause, place_key, value_text)
    from .fields import key_words, read_key
    from .labels import TIES, is_participle, label
    keys = [k for k in record if k not in skip and not k.lower().endswith("_id")
            and record[k] not in (None, "") and not isinstance(record[k], (dict, list))
            and not (isinstance(record[k], str) and len(record[k]) > LONG_TEXT)]
    timed = {k for k in keys if isinstance(record[k], str) and
             (DATE_VALUE.match(record[k]) or TIME_VALUE.fullmatch(record[k].strip()))}
    when_keys = [k for k in keys if set(key_words(k)) <= WHEN_NOUNS | {"at", "on"} and
                 (k in timed or isinstance(record[k], str) and re.fullmatch(r"\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", record[k]))]
    parts: dict[str, list] = {"when": [], "where": [], "details": [], "money": [], "after": []}
    when = _when(record, [k for k in when_keys if k in timed], False)
    unread = [record[k] for k in when_keys if k not in timed]   # "05/12/2026": a date as the tool wrote it
    if when or unread:
        day = unread[0] if unread else ""
        parts["when"].append(f"on {day} {when}".strip() if day else
                             when if when.startswith("at ") else f"on {when}")
    amounts = [k for k in keys if isinstance(record[k], (int, float)) and not isinstance(record[k], bool)
               and (_currency(record, k) or re.fullmatch(r"amount|sum", k, re.I))]
    for k in keys:
        if k in when_keys or k == "currency":
            continue
        value, field, words = record[k], read_key(k), key_words(k)
        if k in amounts:   # (said, named): named True "a deposit of 50 EUR", False the price, None a sum paid
            amount = f"{value_text(value)} {_currency(record, k)}".strip()
            phrase = " ".join(field.words) or k.lower()
            name = label("_".join(field.words)) if field.words else ""
            if re.fullmatch(r"amount|sum", phrase):
                parts["money"].append((amount, None))
            elif re.fullmatch(r"(?:total )?(?:price|cost|fare|total)", phrase) or not name:
                parts["money"].append((amount, False))
            else:
                parts["money"].append((f"{article(name)} {name} of {amount}", True))
        elif k in timed and words and (words[-1] in TIES | {"until", "before"} and len(words) > 1
                                       or _starts_with_verb(words[0]) or is_participle(words[0])):
            if DATE_VALUE.match(value):
                parts["after"].append(date_clause(k, value, False))   # "created on 12 October"
            else:
                tie = "" if words[-1] in TIES | {"until", "before"} else " at"
                parts["after"].append(f"{' '.join(words)}{tie} {value.strip()}")   # "ends at 09:40"
        elif isinstance(value, str) and place_key(k) and not _code_like(value):
            parts["where"].append(f"at {value_text(value)}")
        elif isinstance(value, str):
            parts["details"].append((_detail(k, value), value))
        elif value is False and _an_option(words):   # wax: False → "no wax" (an option not taken)
            parts["details"].append((f"no {' '.join(words)}", value))
        else:
            said = field_clause(k, value, False)   # "2 hours", or "the pitch hz is 440": said after
            parts["details" if not said.startswith("the ") else "after"].append(
                (said, value) if not said.startswith("the ") else said)
    return parts


def _detail(key: str, value: str) -> str:
    """A text value in a receipt: a code or a name says itself ("W3", "Dr Alvarez"), a word
    that describes goes before its noun ("quiet zone"), someone's words are quoted."""
    from .sentences import _code_like, kind_noun, value_text
    shown, name = value_text(value, False), kind_noun(key)
    free_text = kind_of(key, {}) in ("phrase", "request", "query") and " " in shown
    if free_text or " " in shown and shown[:1].isupper() and not _code_like(shown) and len(shown.split()) > 3:
        return f"{name} “{shown}”"
    if re.fullmatch(r"[a-z]+(?:_[a-z]+)*", shown):
        shown = shown.replace("_", " ")
        return f"{shown} {name}" if _describes(shown) or " " not in shown and name not in shown else shown
    return shown


def _an_option(words: list[str]) -> bool:
    """`wax`, `extra_rinse`: a yes/no field of a write named by a thing (one can have it or
    not), not by a state word ('paid', 'valid', 'refundable', 'is_open')."""
    from .labels import is_participle
    from ..read.taxonomy import available, is_noun, mostly_adjective
    if not words or words[0] in ("is", "has", "can", "allows"):
        return False
    from ..read.lexicon import lemma
    last = lemma(words[-1])   # "supports": the thing is "support"
    return available() and is_noun(last) and not mostly_adjective(last) and not is_participle(last) \
        and not last.endswith(("able", "ible", "ive", "al", "ous", "ful", "ic"))   # adjectives' endings


def _describes(word: str) -> bool:
    """'high', 'urgent', 'refurbished': a word that goes before its noun ("high priority")."""
    from ..read.taxonomy import available, mostly_adjective
    from .labels import is_participle
    return is_participle(word) or available() and mostly_adjective(word)


def article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _currency(record: dict, key: str) -> str:
    """The currency of an amount field: its key's code (`price_eur`), or the record's
    `currency` for a money word (`price` beside `"currency": "GBP"`)."""
    from .fields import read_key
    if key == "currency" or isinstance(record[key], bool):
        return ""
    return read_key(key).currency or (record["currency"] if isinstance(record.get("currency"), str)
                                      and MONEY.search(key) else "")


def _when(record: dict, keys: list[str], zh: bool) -> str:
    """The record's date and time said once: "14 December at 10:30" ("12月14日 10:30")."""
    from .dates import say_date
    from .sentences import TIME_VALUE
    dates = [record[k] for k in keys if say_date(record[k], zh)]
    times = [record[k].strip() for k in keys if TIME_VALUE.fullmatch(record[k].strip())]
    if dates:
        said = say_date(dates[0], zh)
        if times and ":" not in said:
            said += f" {times[0]}" if zh else f" at {times[0]}"
        return said
    return (times[0] if zh else f"at {times[0]}") if times else ""
