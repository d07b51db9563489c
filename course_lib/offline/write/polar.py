"""Yes/no questions answered with a yes or a no first, then the reason from the data.

"Is it still under warranty?" is answered by a date the record holds (`warranty_until`)
read against "today"; "Can I still return them?" by a yes/no field (`returnable`) or by a
number of days after a date (`return_window_days` after `bought_on`); "Is there a free
lane?" by a count (`lanes_free`: 0 is a no). The field that answers is the one the question
names — by its words, by a word derived from them (returnable → return), or, in a Chinese
question, by its Chinese label (泳道空闲 in 有空泳道吗). A Chinese answer starts the way
Chinese answers a yes/no question: with the question's own verb (能退吗 → 能 / 不能).
"""

from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache
from typing import Any

from ..read import text as T
from ..read.conversation import PastCall
from ..read.results import items_of
from .dates import say_date, today
from .fields import key_words
from .labels import label

_AUX = r"(?:is|are|was|were|does|do|did|can|could|has|have|will|would|should|am)\b"
_TELL_ME = r"(?!(?:can|could|will|would) you (?:please )?(?:tell|let|show|say)\b)"   # asks a wh-thing
# A yes/no question: it opens with a verb ("Is …", "Can I …"), or a later sentence does and
# ends in "?" ("Member F2231 here. Am I allowed …?"); Chinese by its particle or A-not-A form.
POLAR = re.compile(rf"^\s*{_TELL_ME}{_AUX}|[.!]\s+{_TELL_ME}{_AUX}(?=[^.!?]*\?)|"
                   r"[吗嘛][？?]?\s*$|[吗嘛][？?]|[好完]了没|是否|有没有|能不能|可不可以|是不是|还在|还有", re.I)
# The words a key ends in when its date is the last day something holds (a closed class).
LIMIT_WORDS = {"until", "till", "expires", "expiry", "expiration", "expire", "end", "ends",
               "deadline", "due", "before", "by", "valid", "through", "last"}
# A date a span of days counts from: when the thing was bought, delivered, started …
SPAN_DAYS = {"days": 1, "day": 1, "weeks": 7, "week": 7}
DURATIONS = {"days", "day", "weeks", "week", "hours", "hour", "minutes", "minute", "months", "years"}
# Chinese verbs a yes/no question is asked with; the answer repeats the one it used (grammar).
ZH_VERBS = ("可以", "能", "会", "在", "有", "是", "要", "可")


def key_concepts(key: str) -> set[str]:
    """The concepts a key's words name, with the verb inside an -able/-ible word: the key
    `returnable` is about returning, `refundable` about a refund."""
    words = key_words(key)
    found = set(T.concepts(" ".join(words)))
    for w in words:
        stem = re.sub(r"(?:able|ible)$", "", w)
        if stem != w and len(stem) >= 3:
            found |= T.concepts(stem) | T.concepts(stem + "e")
    return found


def named_by(key: str, question: str) -> bool:
    """Does the question name this field? By its concepts, or (asked in Chinese) by a
    two-character word of the field's Chinese label."""
    if key_concepts(key) & (T.concepts(question) - {"still"}):
        return True
    if T.has_cjk(question):
        said = label(key, True)
        return any(said[i:i + 2] in question for i in range(len(said) - 1)
                   if re.fullmatch(r"[\u4e00-\u9fff]{2}", said[i:i + 2]))
    return False


def _numeric(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _date(value: Any) -> dt.date | None:
    if isinstance(value, str) and re.match(r"\d{4}-\d{2}-\d{2}", value.strip()):
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return None
    return None


@lru_cache(maxsize=512)
def is_polar(question: str) -> bool:
    """A yes/no question: read once per question, not once per result it is asked of."""
    if ZH_WH.search(question) and not re.search(r"[吗嘛]", question):
        return False   # 还有多少积分？ asks how many, though it opens as 还有 does
    return bool(POLAR.search(question))


# A Chinese question word: the question asks what, how many, which, who, why or how.
ZH_WH = re.compile(r"多少|几[个天张位条次件人本辆台间岁点号]|什么|哪[个些里儿天]?|谁|怎么|为什么|为何")


def yes_no(question: str, call: PastCall, zh: bool, writes: bool = False) -> str | None:
    """The yes or no a polar question asks for, from one result; None when the question
    is no yes/no question or no field of the result answers it. A write's result (a loan
    with its due date) answers by its yes/no fields and counts only: its dates are what the
    write set, not what the question asked."""
    if not is_polar(question):
        return None
    if items_of(call.result) == []:
        # "Is there ...?" / "Can I borrow ...?" and the look-up found nothing: that is a no.
        return _nothing_found(question, call, zh)
    record = call.result
    if isinstance(record, str):   # a plain-text result ("Dogs are welcome on a lead …")
        return _by_text(question, record, zh)
    listed = items_of(record)
    if listed:   # "are there free slots on Saturday?": the items that meet the condition,
        # among those of the part of the day it names ("Saturday morning": the 07:30 class)
        from ..read.day_parts import items_in_named_part
        listed = items_in_named_part(question, listed) or listed
        return _by_condition(question, listed, zh) or _by_part_of_day(question, listed, zh)
    if not isinstance(record, dict):
        return None
    found = _by_flag(question, record, zh) or _by_count(question, record, zh) or \
        _by_flag(question, record, zh, lone=True)
    if found or writes:
        return found
    return _by_status(question, record, zh) or _by_deadline(question, record, zh) or \
        _by_span(question, record, zh)


def _nothing_found(question: str, call: PastCall, zh: bool) -> str:
    """No, said of what the empty list holds and where it was looked for: "No: I found no
    free slots on 16 December", "没有空闲时段（2026年12月16日）。". A count of nothing is
    no place it was looked in."""
    from .labels import label
    from .sentences import describe_list, zh_words_only
    record = call.result if isinstance(call.result, dict) else {}
    noun = next((k for k, v in record.items() if isinstance(v, list)), "")
    context = {k: v for k, v in record.items() if not isinstance(v, (list, dict, bool))
               and not (_numeric(v) and v == 0)}
    if zh and noun and zh_words_only(label(noun, True)):
        listed = describe_list([], context, question, zh, call.name, noun).rstrip("。")
        verb = zh_verb(question)
        if verb and verb not in ("有", "在"):   # 能验光吗 → 不能: the question's verb says no
            return f"不{verb}，{listed}。"
        if listed.startswith("没有找到任何结果"):   # nothing named: nothing was found
            return "没有，" + listed.replace("任何结果", "相关结果") + "。"
        return "没有" + listed.removeprefix("没有找到任何") + "。"
    if zh:
        return "没有找到相关结果，所以不能给你肯定的答复。"
    if not noun:
        return "No: I found nothing that matches."
    return "No: " + describe_list([], context, question, zh, call.name, noun)


# A state of being finished, whatever was finished ("ready", "done"): English aspect words,
# and a Chinese question's "V好了吗 / V完了没" (the result complement 好/完 and 了 ask it).
FINISHED = {"ready", "done", "complete", "completed", "finished"}
ZH_FINISHED = re.compile(r"([\u4e00-\u9fff]?[好完])了(?:吗|嘛|没有?)")
# A state still under way: waiting, pending, in progress, under review …
UNDER_WAY = re.compile(r"^(?:waiting|awaiting|pending|queued|in |under |on hold|not |being |\w+ing\b)", re.I)


def _by_status(question: str, record: dict, zh: bool) -> str | None:
    """'Is my bike ready?', '修好了没？' answered by the record's status: yes when it is the
    state asked about (or any finished state, asked whether it is finished), no when it is
    still under way; the rest of the record follows, with any amount still to pay."""
    from ..read.instructions import drop_orders
    from .sentences import describe_record, ignored_note
    status = next((k for k in ("status", "state") if isinstance(record.get(k), str)), None)
    if status is None:
        return None
    value = record[status].replace("_", " ").strip().lower()
    asked = T.concepts(question)
    finished_asked = bool(asked & FINISHED) or bool(T.has_cjk(question) and ZH_FINISHED.search(question))
    # the state word the status leads with ("ready" of "ready for pickup"), asked of in English
    # ("is it ready?"); a Chinese question is read by its grammar only (V好了吗)
    state = T.concepts(value.split(" ", 1)[0]) or T.concepts(" ".join(value.split()[:2]))
    named = not T.has_cjk(question) and bool(state & (asked - {"still"}))
    if named or finished_asked and _finished(value):
        yes = True
    elif finished_asked and UNDER_WAY.match(value):
        yes = False
    else:
        return None
    record, hidden = drop_orders(record)
    from .labels import zh_value
    if zh and zh_value(record[status]) == record[status]:   # "ready for pickup": the 好了 says it
        record = {k: v for k, v in record.items() if k != status}
        status = None
    said = describe_record(record, question, zh, first=status)
    said = _with_money(record, said, zh)
    if zh:
        m = ZH_FINISHED.search(question)
        word = m.group(1) if m else ""
        head = (f"{word}了" if yes else f"还没{word}") if word else ("是的" if yes else "还没有")
        return f"{head}，{said}" + (ignored_note(zh) if hidden else "")
    return lead(question, yes, zh, said) + (ignored_note(zh) if hidden else "")


def _by_condition(question: str, items: list, zh: bool) -> str | None:
    """Yes with the items that meet the question's condition (a yes/no field such as
    `free`, a bound such as "for 6 people": read/conditions.py), or no when none does;
    None when the question sets no condition these items answer."""
    from ..read.conditions import meeting
    from ..read.results import id_key
    from .sentences import join_clauses
    from .which_item import item_label, telling_fields
    kept = meeting(question, items)   # (dates and times of `when` read by say_date)
    if kept is None or len(kept) == len(items) == 1:
        return None
    if not kept:
        said = f"{len(items)} 个里没有符合的。" if zh else f"none of the {len(items)} listed does."
        return lead(question, False, zh, said)
    key = id_key(kept[0])
    # each named with the times and days that tell them apart ("K-2 (11:00)"); one alone,
    # with those that tell it from the rest of the list
    when = [k for k in telling_fields(kept if len(kept) > 1 else items, key) if isinstance(kept[0].get(k), str)
            and re.fullmatch(r"\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?", kept[0][k])]
    names = join_clauses([_with_when(item_label(r, key), r, when, zh, _asked_amounts(question, r))
                          for r in kept[:6]], zh)
    return lead(question, True, zh, names + ("。" if zh else "."))


# A state that means the thing is not on: no flight, no tour, no class today.
CALLED_OFF = re.compile(r"cancel|called off|closed|full|sold out|suspend|postpon|unavailable|"
                        r"取消|关闭|满|暂停|停运|延期", re.I)


def _by_part_of_day(question: str, items: list, zh: bool) -> str | None:
    """"Can we fly on Sunday morning?" over the day's flights: the one in the morning answers,
    by its status, with the reason the data gives ("cancelled: wind 28 km/h")."""
    from ..read.day_parts import items_in_named_part
    from .sentences import describe_record
    kept = items_in_named_part(question, items)
    if kept is None or len(kept) != 1:
        return None
    record = kept[0]
    status = next((k for k in ("status", "state") if isinstance(record.get(k), str)), None)
    if status is None:
        return None
    # "Is the morning class full?" asks after the state itself; "Can we go?" whether it is on
    if T.concepts(record[status].replace("_", " ")) & T.concepts(question):
        yes = True    # asked of the state it is in
    elif CALLED_OFF.search(question):
        yes = False   # asked of a state it is not in ("full?" of an open class)
    else:
        yes = not CALLED_OFF.search(record[status])
    return lead(question, yes, zh, describe_record(record, question, zh, first=status))


def _asked_amounts(question: str, record: dict) -> list[str]:
    """"…, and how much?" (多少钱) asked with the yes/no: the item's price is part of the answer."""
    from .sentences import ASKS_MONEY, HOW_MUCH, relevant_fields
    if not (HOW_MUCH.search(question) or ASKS_MONEY.search(question)):
        return []
    return [k for k in relevant_fields(record, question, set()) if _numeric(record[k])][:1]


def _with_when(name: str, record: dict, when: list, zh: bool, amounts: list = ()) -> str:
    from .sentences import field_clause
    said = [say_date(str(record[k]), zh) or str(record[k]) for k in when if record.get(k)]
    said += [field_clause(k, record[k], zh) for k in amounts if k not in when]
    if not said:
        return name
    return f"{name}（{'，'.join(said)}）" if zh else f"{name} ({', '.join(said)})"


def _finished(state: str) -> bool:
    """'ready for pickup', 'done', 'collected': a state of being finished (a finished word,
    or a verb's past form, first)."""
    from .labels import is_participle
    first = state.split(" ", 1)[0]
    return first in FINISHED or is_participle(first) and not UNDER_WAY.match(state)


def _with_money(record: dict, said: str, zh: bool) -> str:
    """A yes/no about a state says what there is to pay, when the record holds it."""
    from .fields import read_key
    from .sentences import field_clause, finish, value_text
    amounts = [k for k, v in record.items() if _numeric(v) and read_key(k).currency
               and value_text(v) not in said]
    if not amounts:
        return said
    clause = field_clause(amounts[0], record[amounts[0]], zh)
    if zh:
        return finish(said.rstrip("。") + f"，{clause}", zh)
    return finish(said.rstrip(".") + (f"; there is {clause}" if re.match(r"\d", clause) else f"; {clause}"), zh)


def _by_flag(question: str, record: dict, zh: bool, lone: bool = False) -> str | None:
    """A yes/no field the question names; with `lone`, the record's only yes/no field
    (tried after the counts: "any desks free?" is answered by `desks_free`, not `has_monitor`)."""
    flags = [k for k, v in record.items() if isinstance(v, bool)]
    key = next((k for k in flags if named_by(k, question)), None) if not lone else None
    if lone and len(flags) == 1 and not _by_other_field(question, record, flags[0]):
        key = flags[0]
    if key is None:
        return None
    from .sentences import polar
    return lead(question, record[key], zh, polar(record, key, record[key], question, zh))


def _by_other_field(question: str, record: dict, flag: str) -> bool:
    """Does the question name a field other than this yes/no one (then that one answers)?"""
    return any(named_by(k, question) for k in record if k != flag and (
        _numeric(record[k]) and AVAILABLE.search(k) or _date(record[k]) and _a_limit(k)))


# "last" ends a time only beside a word for a day or a time (last_day, last_entry); last_visit
# is the latest visit, a thing of the past, no limit
LAST_OF = {"day", "date", "time", "entry", "order", "orders", "call", "night", "booking"}


def _a_limit(key: str) -> bool:
    """A date field that is the last day something holds: valid_until, expires, last_day."""
    words = set(key_words(key))
    limits = words & LIMIT_WORDS
    if limits == {"last"}:
        return words == {"last"} or bool(words & LAST_OF)
    return bool(limits)


AVAILABLE = re.compile(r"available|left|stock|copies|seats|remaining|free|spare|open", re.I)


def _by_count(question: str, record: dict, zh: bool) -> str | None:
    """A count the question names (or one of things available): more than 0 is a yes."""
    key = next((k for k, v in record.items() if _numeric(v) and not k.endswith("id")
                and not set(key_words(k)) & DURATIONS   # 14 days of a window count nothing
                and (named_by(k, question) and (AVAILABLE.search(k) or _counts_things(k))
                     or AVAILABLE.search(k) and _names_nothing_else(question, record, k))), None)
    if key is None:
        return None
    wanted = _asked_count(question)
    yes = record[key] >= wanted if wanted else record[key] > 0
    from .sentences import polar, subject_or_code
    if not subject_or_code(record, zh)[0]:   # {"date", "time", "lanes_free": 0}: the count leads
        said = _count_then_when(record, key, zh)
    else:
        said = polar(record, key, yes, question, zh)
    if wanted and not yes and record[key] > 0:   # "four packets" of three: only three
        said = re.sub(r"^(?:Yes|No) — |^(?:是的|不)，", "", said).rstrip("。.")
        from .sentences import value_text
        have, asked = value_text(record[key]), value_text(wanted)
        said = f"只有 {have}，不够你要的 {asked}（{said}）。" if zh else \
            f"only {have}, fewer than the {asked} you asked for ({said[:1].lower() + said[1:]})."
    return lead(question, yes, zh, said)


def _asked_count(question: str) -> float | None:
    """How many the question asks for ("Could I take four packets", "能拿五包吗"): its one
    count of things, else None (a count of days or a date's digits is no amount)."""
    from ..read.counts import counted
    said = [c for c in counted(question) if (c.things or c.people) and not c.article
            and c.value.is_integer() and c.value >= 1]
    return said[0].value if len(said) == 1 else None


def _count_then_when(record: dict, key: str, zh: bool) -> str:
    """"no lanes free on 2 December at 07:00 (school swimming gala)" ("12月2日 07:00没有空闲
    的泳道"): what was counted, then for when, then the record's short note."""
    from .sentences import _short_note, _times, field_clause, finish
    said = field_clause(key, record[key], zh)
    if record[key] == 0:   # none: "no lanes", "没有…泳道"
        said = re.sub(r"^有\s*0\s*\S?(?=[\u4e00-\u9fff])", "没有", said) if zh else \
            re.sub(r"^0 ", "no ", said)
    when, _ = _times(record, [k for k in record if k != key], zh)
    if zh:
        text = f"{when}{said}" if when else said
    else:
        if re.match(r"(?:no|\d+) [a-z]+s\b", said):   # "there are no lanes free"
            said = f"there {'is' if said.startswith('1 ') else 'are'} {said}"
        text = f"{said} {when}" if when else said
    note = _short_note(record, text)
    if note:
        text += f"（{note}）" if zh else f" ({note})"
    return finish(text, zh) + ("" if text[-1:] not in ")）" else "。" if zh else ".")


def _counts_things(key: str) -> bool:
    from .counting import is_plural_noun
    return any(is_plural_noun(w) for w in key_words(key))


def _names_nothing_else(question: str, record: dict, key: str) -> bool:
    return not any(named_by(k, question) for k in record if k != key and _numeric(record[k]))


def _by_deadline(question: str, record: dict, zh: bool) -> str | None:
    """A last day the question names ("still under warranty?" over `warranty_until`),
    read against today: on or before it is a yes."""
    dated = [k for k, v in record.items() if _date(v) and _a_limit(k)]
    key = next((k for k in dated if named_by(k, question)), dated[0] if len(dated) == 1 else None)
    if key is None:
        return None
    last = _date(record[key])
    yes = today() <= last
    thing = [w for w in key_words(key) if w not in LIMIT_WORDS]
    return lead(question, yes, zh, _until(record, "_".join(thing), record[key][:10], yes, zh))


def _by_span(question: str, record: dict, zh: bool) -> str | None:
    """A number of days the question names (`return_window_days`), counted from the
    record's date (`bought_on`): within it is a yes, and the last day is said."""
    span = next((k for k, v in record.items() if isinstance(v, int) and not isinstance(v, bool)
                 and key_words(k) and key_words(k)[-1] in SPAN_DAYS and named_by(k, question)), None)
    start = next((k for k, v in record.items() if _date(v)), None)
    if span is None or start is None:
        return None
    last = _date(record[start]) + dt.timedelta(days=record[span] * SPAN_DAYS[key_words(span)[-1]])
    yes = today() <= last
    thing = [w for w in key_words(span) if w not in SPAN_DAYS]
    return lead(question, yes, zh, _until(record, "_".join(thing), last.isoformat(), yes, zh,
                                          since=(start, record[span], key_words(span)[-1])))


def _until(record: dict, thing: str, last: str, yes: bool, zh: bool,
           since: tuple | None = None) -> str:
    """"Espresso machine (SN-7781): the warranty ended on 2 October 2026." — the record,
    what holds until when, and whether that day is past ("保修已于10月2日到期")."""
    from .sentences import finish, named_subject, subject_or_code, value_text
    subject, key = subject_or_code(record, zh)
    subject, _ = named_subject(record, subject, key, zh)
    when = say_date(last, zh)
    name = label(thing, zh) if thing else ""
    if zh:
        origin = ""
        if since:
            start, n, unit = since
            origin = f"{value_text(record[start], True)}起{n}{'周' if unit.startswith('week') else '天'}，"
        name = name or "有效期"
        said = f"{origin}{name}到{when}，还没有过期" if yes else f"{origin}{name}已于{when}到期"
        return finish(f"{subject}：{said}" if subject else said, zh)
    origin = ""
    if since:
        start, n, unit = since
        origin = f" ({n} {unit if n != 1 else unit.rstrip('s')} from {value_text(record[start], False)})"
    if name:
        said = f"the {name} runs until {when}{origin}" if yes else f"the {name} ended on {when}{origin}"
    else:   # `valid_until`: nothing but the limit is named
        said = f"valid until {when}{origin}" if yes else f"it expired on {when}{origin}"
    return finish(f"{subject}: {said}" if subject else said[0].upper() + said[1:], zh)


# A sentence that says no (closed class: negations and the words of a ban).
SAYS_NO = re.compile(r"^\s*no\b|\b(?:not|never|cannot|can't|isn't|aren't|won't|don't|forbidden|prohibited|"
                     r"banned|nobody|none)\b|不|没|禁止|严禁", re.I)


def _by_text(question: str, text: str, zh: bool) -> str | None:
    """A yes/no question answered from a plain text: the sentence that names most of what the
    question asks says yes, or no when it is negated. The text is quoted as it came, less any
    order it holds for the assistant (the offline model doesn't translate it), so every value
    in the answer is the tool's."""
    from ..read.instructions import without_instructions
    text = without_instructions(text)[0].strip()
    asked = T.concepts(question) - _subject_concepts(question)
    sentences = [x.strip() for x in re.split(r"(?<=[.!?。！？\n])\s*", text) if x.strip()]
    scored = [(_shared(asked, T.concepts(x)), -i, x) for i, x in enumerate(sentences)]
    best = max(scored, default=(0, 0, ""))
    if best[0] == 0:
        return None   # the text says nothing of what is asked
    yes = not SAYS_NO.search(best[2])
    quoted = text if len(text) <= 300 else best[2]
    if zh:
        from .sentences import quoted_zh
        verb = zh_verb(question)
        word = (verb if yes else ("没有" if verb == "有" else "不" + verb)) if verb else ("是的" if yes else "不是")
        if T.has_cjk(quoted):
            return f"{word}。{quoted}"
        return f"{word}。工具返回的是英文原文（离线模型不做翻译）：{quoted_zh(quoted)}"
    return f"{'Yes' if yes else 'No'} — {quoted}"


def _subject_concepts(question: str) -> set[str]:
    """What a question is asked of, not what it asks: the names and codes it writes ("Does
    the Kenya AA (BN-31) have …" asks of a coffee; its notes are what is asked). A text about
    that thing names it in its heading, which answers nothing."""
    names = re.findall(r"(?<![.?!]\s)(?<!^)\b[A-Z][\w-]*|\b\w*\d\w*\b", question.strip())
    return T.concepts(" ".join(names)) if names else set()


def _shared(asked: set[str], said: set[str]) -> int:
    """How many asked concepts a sentence says, a word derived by a suffix counting as its
    base ("chocolatey" notes are said by "no chocolate")."""
    return sum(1 for a in asked if a in said or any(
        len(p) >= 5 and (a.startswith(p) or p.startswith(a)) and abs(len(a) - len(p)) <= 3
        for p in said))


def lead(question: str, yes: bool, zh: bool, said: str) -> str:
    """The yes or no first, then what the data says: "No — …", "能。…" / "不能，…"."""
    said = re.sub(r"^(?:Yes|No) — |^(?:是的|不)，", "", said)
    if zh:
        verb = zh_verb(question)
        word = (verb if yes else ("没有" if verb == "有" else "不" + verb)) if verb else \
            ("是的" if yes else "不是")
        return f"{word}，{said}"
    said = said if said[:2] == "I " or re.match(r"[A-Z]{2}|[A-Z][a-z]*[A-Z0-9]", said) else \
        said[:1].lower() + said[1:] if said[:1].isupper() and re.match(r"(?:It|The|On|At) ", said) else said
    return f"{'Yes' if yes else 'No'} — {said}"


def zh_verb(question: str) -> str:
    """The verb a Chinese yes/no question is asked with: 还能退吗 → 能, 还在保修期内吗 → 在,
    有空泳道吗 → 有; "" when it uses none of them."""
    from ..read.zh import cut
    if re.search(r"有[\u4e00-\u9fff][吗嘛]", question) and not re.search(r"还?有[吗嘛]", question):
        return ""   # 还有效吗: 有效 ("valid") is the predicate, no verb to repeat
    clauses = [c for c in re.split(r"[，。！；,;!]", question) if T.has_cjk(c)]
    asked = clauses[-1] if clauses else question   # 我是F2231，现在可以…吗: the asking clause's verb
    for word in cut(asked):   # words, so the 在 of 现在 ("now") is no verb
        if word in ZH_VERBS:
            return word
        if len(word) == 2 and word[0] == "还" and word[1] in ZH_VERBS:   # 还有 → 有
            return word[1]
        if len(word) == 2 and word[0] == "有":   # 有空 ("have free …") → 有
            return "有"
    return ""
