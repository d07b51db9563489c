"""A write's result, confirmed the way a booking desk does: what was done, to what, and the
values that matter (its id, when, how much), in a few words each:

    Done: Appointment AP-3391 is now confirmed — 14 December at 10:30, dentist Dr Alvarez,
    65 EUR.
    Done: Reservation RS-88 is reserved — 4 December, desk 12, 18 GBP.
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
    receipt = receipt_items(record, skip, zh)
    if zh:
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
    body = ", ".join(receipt)
    if lead and body:
        return finish(f"Done: {lead} — {body}", zh)
    return finish(f"Done: {lead or body}" if lead or body else "Done", zh)


def receipt_items(record: dict, skip: set[str], zh: bool) -> list[str]:
    """The record's values in a receipt's few words: its when first ("14 December at
    10:30"), amounts with their currency ("65 EUR"), others as "label value"."""
    from .sentences import (DATE_VALUE, LONG_TEXT, TIME_VALUE, WHEN_NOUNS, _code_like, field_clause,
                            _sure_in_chinese, place_key, value_text)
    from .fields import key_words, read_key
    from .labels import label
    keys = [k for k in record if k not in skip and not k.lower().endswith("_id")
            and record[k] not in (None, "") and not isinstance(record[k], (dict, list))
            and not (isinstance(record[k], str) and len(record[k]) > LONG_TEXT)]
    when_keys = [k for k in keys if isinstance(record[k], str) and set(key_words(k)) <= WHEN_NOUNS | {"at", "on"}
                 and (DATE_VALUE.match(record[k]) or TIME_VALUE.fullmatch(record[k].strip()))]
    items: list[str] = []
    amounts = [k for k in keys if _currency(record, k) and isinstance(record[k], (int, float))]
    when = _when(record, when_keys, zh)
    if when:
        items.append(when)
    for k in keys:
        if k in when_keys:
            continue
        value = record[k]
        field = read_key(k)
        currency = _currency(record, k)
        if k == "currency":
            continue
        if currency and isinstance(value, (int, float)) and not isinstance(value, bool):
            from .sentences import currency_in_chinese
            amount = f"{value_text(value)} {currency_in_chinese(currency) if zh else currency}"
            # the price itself is the bare amount; any other ("deposit 20 EUR") says what it is
            named = zh and len(amounts) > 1 or not re.fullmatch(r"(?:total )?(?:price|cost|fare|amount|total)",
                                                         " ".join(field.words) or k.lower())
            name = label('_'.join(field.words), zh) if field.words else ""
            if zh and name and not _sure_in_chinese("_".join(field.words), name):
                name = ""
            if named and name:   # "a deposit of 20 EUR" ("押金 20 欧元")
                items.append(f"{name}{amount}" if zh else f"{article(name)} {name} of {amount}")
            else:
                items.append(amount)
        elif isinstance(value, (bool, int, float)) or isinstance(value, str) and DATE_VALUE.match(value):
            items.append(field_clause(k, value, zh))
        elif isinstance(value, str) and place_key(k) and not _code_like(value):
            items.append(f"在{value_text(value, zh)}" if zh else f"at {value_text(value)}")
        elif isinstance(value, str):
            name = label(k, zh)
            shown = value_text(value, zh)
            if zh and (re.search(r"[A-Za-z]", name) or not _sure_in_chinese(k, name)
                       and not re.search(r"\d", shown)):
                name = ""   # a dictionary's guess (deposit → 矿床) is worse than no label,
                #             but a bare number needs one ("书桌 12")
            # a free-text field (subject, reason, note) holds someone's words, however short
            free_text = kind_of(k, {}) in ("phrase", "request", "query") and \
                (" " in shown or zh and len(shown) > 2)
            quoted = free_text or (" " in shown and shown[:1].isupper() and not _code_like(shown)
                                   and len(shown.split()) > 3)
            if quoted:   # someone's own words, not a name: said with what they are
                shown = f"“{shown}”" if zh else f"{name} “{shown}”"
                name = "" if not zh else name
            elif not zh and re.fullmatch(r"[a-z]+", shown) and _describes(shown):
                shown, name = f"{shown} {name}", ""   # "high priority"
            elif not zh and (set(key_words(k)) & {w.lower() for w in re.findall(r"[A-Za-z]+", shown)}
                             or not re.search(r"\d", shown)):
                name = ""   # "Dr Alvarez", "cleaning", "Rowing boat 4": a word or name says itself
            items.append(f"{name}{'' if zh else ' '}{shown}" if name else shown)
        if len(items) >= SHOWN:
            break
    return items


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
