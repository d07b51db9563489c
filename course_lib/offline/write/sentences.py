"""Saying what a tool returned, as sentences in the user's language.

A record becomes "Task T-101 (Call the dentist) is now done." or "The local time of Sapporo
is 14:05." — a sentence about its subject (`clauses.py`) from the fields the question is
about, each with a label a person would use (`labels.py`) and its unit or currency after the
value (`fields.py`). Text inside the data that speaks to the assistant is data,
not the answer's own words: it is left out and mentioned once (`read/instructions.py`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..read import text as T
from ..read.instructions import drop_orders, without_instructions
from ..read.results import context_of, id_key, items_of, subject_key
from .dates import say_date
from .clauses import THE_IS, attach, sentence_about
from .given import echoed
from .fields import FieldName, key_words, read_key, singular_unit, unit_written
from .counting import count_clause, measure
from .labels import TIES, ZH_KEYS, is_participle, label, zh_state, zh_unit, zh_value

LONG_TEXT = 80   # a field longer than this is the content of a document, not a detail


def value_text(value: Any, zh: bool | None = None, limit: int = 400) -> str:
    """A value as words: yes/no for booleans, "none" for null, lists joined; dates as the
    answer's language writes them when the language is given (`zh` True or False)."""
    if isinstance(value, str) and zh is not None:
        said = say_date(value, zh)
        if said:
            return said
    if isinstance(value, bool):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if value is None:
        return "无" if zh else "none"
    if isinstance(value, float):
        return f"{value:,.2f}".rstrip("0").rstrip(".") if abs(value) >= 1000 else f"{value:g}"
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            return join_items([record_phrase(v, "", zh) for v in value[:6]], zh)
        return ("、" if zh else ", ").join(value_text(v, zh) for v in value) or \
            ("无" if zh else "none")
    if isinstance(value, dict):
        return ("，" if zh else ", ").join(f"{label(k, zh)} {value_text(v, zh)}"
                                          for k, v in value.items())
    text = " ".join(str(value).split())
    if isinstance(value, str):   # orders to the assistant inside data are not restated
        text = without_instructions(text)[0]
    if zh and isinstance(value, str):
        text = zh_value(text)   # "on time" -> 准点: a Chinese answer says it in Chinese
        if re.fullmatch(r"[a-z]+(?:_[a-z]+)+", text):
            text = text.replace("_", " ")   # waiting_for_parts is the words "waiting for parts"
        if re.fullmatch(r"[A-Z][\w'’ .-]{1,40}", text):
            from ..read.places import zh_name
            text = zh_name(text) or text   # "Sapporo" -> 札幌
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


def subject_of(result: dict, zh: bool = False) -> tuple[str, str | None]:
    """What a record is about ('Task T-101', 'Sapporo') and the key it came from."""
    key = subject_key(result)
    if key is None:
        return "", None
    if key.endswith("_id"):   # flight_id beside flight_number: people say the number
        noun = key.removesuffix("_id")
        key = next((f"{noun}_{w}" for w in ("number", "no", "name", "title", "code")
                    if isinstance(result.get(f"{noun}_{w}"), str) and result[f"{noun}_{w}"]), key)
    value = value_text(result[key], zh) if zh else result[key]
    if key == id_key(result) and not re.search(r"_(id|number|no|code)$", key) and key != "id" \
            and _code_like(result[key]):   # a leading `plate: "KL-442"`: the code says itself
        return str(value), key
    if re.search(r"_(id|number|no|code)$", key) and key != "id":   # a name says itself
        base = re.sub(r"_(id|number|no|code)$", "", key)
        noun = label(base, zh)
        if zh and not _sure_in_chinese(base, noun):
            return str(value), key   # "TF-4", not a dictionary's wrong word (fitting → 合适)
        return (f"{noun} {value}" if zh else f"{noun.capitalize()} {value}"), key
    return str(value), key


def _sure_in_chinese(key: str, said: str) -> bool:
    """Is `said` a sure Chinese name for the thing `key` names? It is when every word of the
    key is in the label catalogue, or the user used the word in the question; a dictionary
    guess alone (fitting → 合适, claim → 声称) names the wrong thing too often to lead."""
    from .counting import the_question
    from .fields import key_words
    from .labels import ZH_WORDS
    from ..read.lexicon import lemma
    if not said or re.search(r"[A-Za-z]", said):
        return False
    if key in ZH_KEYS or all(w in ZH_WORDS or lemma(w) in ZH_WORDS for w in key_words(key)):
        return True
    return said in the_question()


def _code_like(value: Any) -> bool:
    """'KL-442', '沪B67890', 'A-01-03': an identifier, said as it is, with no label."""
    return isinstance(value, str) and bool(re.fullmatch(r"[\w\u4e00-\u9fff./#-]{2,24}", value)) \
        and bool(re.search(r"\d", value)) and bool(re.search(r"[A-Za-z\u4e00-\u9fff]", value)) \
        and not DATE_VALUE.match(value)


def subject_or_code(record: dict, zh: bool) -> tuple[str, str | None]:
    """The record's subject; for a record with no name or id, its first field when that holds
    a code ('plate': 'KL-442' → "KL-442")."""
    subject, key = subject_of(record, zh)
    first = next(iter(record), None)
    if key is None and first is not None and isinstance(record[first], str) and \
            not _is_state(first, record[first]) and not say_date(record[first], zh):
        value = record[first]
        if _code_like(value):   # "Plate KL-442" / "车牌沪B67890"
            from .labels import zh_label
            noun = re.sub(r"_(id|number|no|num|code|ref)$", "", first)   # policy_no: "Policy HP-3301"
            name = zh_label(first) if zh else label(noun).capitalize()
            return (f"{name} {value}" if name and not zh else f"{name}{value}" if name else value), first
        if not zh and (re.fullmatch(r"\d{1,5}|[a-z]{2,20}", value.strip()) or
                       TIME_VALUE.fullmatch(value.strip())):
            # a number, a time or a common word names the thing with the field's noun:
            # line 42 → "Line 42"; departure 09:00 → "The 09:00 departure"; "The bass section"
            noun = label(first)
            if value.strip().isdigit():
                return f"{noun.capitalize()} {value.strip()}", first
            if TIME_VALUE.fullmatch(value.strip()) and set(key_words(first)) <= WHEN_NOUNS | {"at"}:
                return value.strip(), first   # `time`: "08:15" (not "The 08:15 time")
            return f"The {value.strip()} {kind_noun(first)}", first
        if not zh and re.fullmatch(r"[a-z]+(?:_[a-z]+)+", value.strip()):   # "garden_room": "The garden room"
            return f"The {value.strip().replace('_', ' ')}", first
        if not zh and re.fullmatch(r"[a-z]+(?: [a-z]+){1,3}", value.strip()) and \
                not PLACE_KEYS.search(first):
            # lower-case words name a common thing, which takes an article: "red mug" →
            # "The red mug" (a name is written with capitals: "Elm Square")
            return f"The {value.strip()}", first
        if len(value) <= 40 and not PLACE_KEYS.search(first):   # "dock": "Elm Square"
            return value_text(value, zh), first
    return subject, key


HOW_MUCH = re.compile(r"\bhow much\b|多少钱|多少|几多", re.I)
# The question's own money word ("what would it cost?", "what's the total?", 费用): the same
# closed set of words that name a money field
ASKS_MONEY = re.compile(r"\b(?:cost|costs|price|prices|total|fee|fees|charge|charges|amount)\b|"
                        r"价格|价钱|费用|总价|总共|一共|花费", re.I)
WHEN = re.compile(r"\bwhen\b|\bwhat (?:time|day|date)\b|什么时候|哪天|哪一天|几号|几点|何时|日期", re.I)
WHERE = re.compile(r"\bwhere\b|在哪|哪里|哪儿|何处|(?:什么|哪个)位置", re.I)   # 还有位置吗 asks for places, not where
HOW_MANY = re.compile(r"\bhow many\b|几[个辆台张位间本条次件人天]|多少", re.I)
PURPOSE = re.compile(r"\bwhat (?:for|about)\b|\bwhat(?:'s| is| was) it (?:for|about)\b|\bwhy\b|"
                     r"为什么|为何|做什么|干什么|什么事|原因", re.I)
WHO = re.compile(r"\bwho(?:m|se)?\b|谁", re.I)
HOW_LONG = re.compile(r"\bhow long\b|\bhow many (?:days|hours|minutes|weeks)\b|多久|多长时间|几天|几个?小时|几分钟", re.I)
DURATION_WORDS = {"minutes", "minute", "hours", "hour", "days", "day", "weeks", "week", "duration", "mins"}


def _names_a_person(key: str) -> bool:
    """`walker`, `instructor`, `assigned_to`, `owner`: a key for a person — an agent noun
    (-er, -or, -ist, -ant; WordNet files it under person) or a last "by"/"to" of a doer."""
    words = key_words(key)
    if not words:
        return False
    if words[-1] in ("by", "to", "with") and len(words) > 1:
        return True
    last = words[-1]
    if re.fullmatch(r"[a-z]{3,}ist", last):   # therapist, florist
        return True
    if not re.fullmatch(r"[a-z]{3,}(?:er|or)", last):
        return False
    from ..read.taxonomy import _verbs, available
    stems = {last[:-2], last[:-1], last[:-2] + "e", last[:-3]}   # walk-er, operat-or, run-ner
    return available() and any(len(x) >= 3 and x in _verbs() for x in stems)


PURPOSE_KEYS = re.compile(r"reason|purpose|cause|because|about|topic|subject|service|treatment", re.I)
MONEY_KEYS = re.compile(r"amount|balance|price|cost|total|sum|fee|value|spent|paid", re.I)


@lru_cache(maxsize=64)
def currency_in_chinese(code: str) -> str:
    """欧元 for EUR, from CLDR (babel); the code itself when CLDR has no Chinese name. An
    amount of yuan is said in 元, as prices are ("4 元", not "4 人民币")."""
    if code.upper() == "CNY":
        return "元"
    from babel.numbers import get_currency_name
    try:
        name = get_currency_name(code.upper(), locale="zh_Hans_CN")
    except (ValueError, LookupError):
        return code
    return name if name and name != code.upper() else code


@lru_cache(maxsize=512)
def _asks(question: str) -> frozenset[str]:
    """The kinds of answer a question asks for ("when", "how_much"...), read once per
    question: an answer describes every record against it, and a question that lists a
    hundred things is long (read per record and field, it cost time quadratic in the list)."""
    from .computed import POLAR
    kinds = {"when": WHEN, "where": WHERE, "purpose": PURPOSE, "who": WHO, "how_long": HOW_LONG,
             "how_much": HOW_MUCH, "money": ASKS_MONEY, "how_many": HOW_MANY, "polar": POLAR}
    return frozenset(kind for kind, pattern in kinds.items() if pattern.search(question))


def relevant_fields(record: dict, question: str, skip: set[str]) -> list[str]:
    """The fields worth saying: those the question is about, statuses, else the first few."""
    wanted = T.concepts(question)
    asks = _asks(question)
    keys = [k for k in record if k not in skip and not isinstance(record[k], (dict, list))
            or k not in skip and isinstance(record[k], list) and record[k]]
    # How closely each field matches the question: the words they share, and a number for
    # "how many ...?" (free_bikes over is_open for "how many bikes are free?").
    overlap = {k: len(T.concepts(k.replace("_", " ")) & wanted) for k in keys}
    for k in keys:   # "when ...?" asks for a date, "where ...?" for a place, whatever they're called
        if "when" in asks and isinstance(record[k], str) and say_date(record[k], False) or \
                "where" in asks and isinstance(record[k], str) and PLACE_KEYS.search(k.lower()):
            overlap[k] += 1
    if "purpose" in asks:   # "what for?" asks for the reason or purpose, whatever its key
        for k in keys:
            overlap[k] += bool(isinstance(record[k], str) and PURPOSE_KEYS.search(k))
    if "who" in asks:   # "who?" asks for a person: `walker`, `teacher`, `assigned_to`
        for k in keys:
            overlap[k] += bool(isinstance(record[k], str) and _names_a_person(k))
    for k in keys:   # what the asker said themselves ("30 cm", "my name is Jonas Berg") isn't news,
        # unless the question asks whether it holds ("is the seeing good?"); nor is what the
        # call was made with, echoed back ("days": 4 for "make it four days")
        if overlap[k] and (_said_in(record[k], question) or echoed(k, record[k])) and "polar" not in asks:
            overlap[k] = 0
    asked = {k for k in keys if overlap[k]}
    if "how_long" in asks:   # "how long?", "要多久？" asks for a duration, whatever its key
        for k in keys:
            if _number(record[k]) and set(key_words(k)) & DURATION_WORDS:
                asked.add(k)
                overlap[k] = max(overlap[k], 1)
    if "how_much" in asks or "money" in asks:
        # "how much ...?", "what would it cost?" ask for the amount, whatever it is called;
        # what the whole costs before a price per unit, and both before a deposit
        from .computed import _money_fields
        money = _money_fields([k for k in keys if _number(record[k]) and MONEY_KEYS.search(k)], record)
        asked |= set(money)
        top = max(overlap.values(), default=0)
        for i, k in enumerate(money):
            overlap[k] = top + len(money) - i
    if "how_many" in asks and not any(_number(record[k]) for k in asked):
        # "how many bicycles are left?" over `bikes_available`: a count answers it, whatever
        # its words; the first whole number the record holds (not its id)
        count = next((k for k in keys if isinstance(record[k], int) and not isinstance(record[k], bool)
                      and not re.search(r"(?:^|_)(?:id|no|number|code|year)$", k)), None)
        if count:
            asked.add(count)
            overlap[count] = max(overlap.values(), default=0) + 1
    # advice the tool gives ("advice": "change 20% of the water") is what a person passes on,
    # whatever was asked
    advice = [k for k in keys if ADVICE_KEYS.search(k) and isinstance(record[k], str) and record[k].strip()]
    asked |= set(advice)
    for k in advice:
        overlap[k] = max(overlap[k], 1)
    if asked:
        counting = "how_many" in asks
        first = sorted(asked, key=lambda k: (-(counting and _number(record[k])), -overlap[k],
                                             keys.index(k)))
        states = [k for k in keys if k not in asked and ("status" in k or "state" in k)]
        return (first + states)[:6]   # what was asked first, then the record's state
    # nothing named: the record's first fields, as a person would read them, news before
    # what the asker said themselves
    return sorted(keys, key=lambda k: _said_in(record[k], question) or echoed(k, record[k]))[:5]


def _said_in(value: Any, question: str) -> bool:
    """Is this value one the question itself gave ("30 cm" → 30.0, "Jonas Berg")?"""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float)):
        number = f"{value:g}" if isinstance(value, float) else str(value)
        return bool(re.search(rf"(?<![\d.]){re.escape(number)}(?![\d]|\.\d)", question))
    return isinstance(value, str) and len(value.strip()) >= 3 and value.strip().lower() in question.lower()


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


ADVICE_KEYS = re.compile(r"advice|advise|recommend|suggest|warning|tip", re.I)
CURRENCY_CODES = {"CNY", "USD", "EUR", "GBP", "JPY", "HKD", "CHF", "CAD", "AUD", "KRW", "INR", "SGD"}
DATE_VALUE = re.compile(r"\d{4}-\d{2}-\d{2}")
PREPOSITIONS = {"from", "to", "by", "at", "on", "in", "via", "cc", "with", "for"}
DOCUMENT_KEYS = re.compile(r"body|content|text|note|notes|description|summary|message|details|"
                           r"instructions|steps|ingredients|plot")
COUNTED = re.compile(r"minutes?|hours?|days?|nights?|copies|seats?|people|persons?|items?|pages?|"
                     r"km|kg|miles?|steps?|votes?|points?|calories|servings?|stops?|guests?|tickets?")
# The first word of "available_copies", "free_seats", "cooking_minutes" describes the unit:
# "2 available copies". Anything else names a thing measured: "a delay of 50 minutes".
DESCRIBING = re.compile(r"(?:able|ible|ing|ed|ful|less|ive)$|^(?:free|left|max|min|total|extra|"
                        r"new|old|open|spare|remaining|used|per)$")
def _verb_form(word: str) -> bool:
    """'held', 'spent', 'taken': a form of a verb (its lemma differs), not a thing measured."""
    from ..read.lexicon import lemma
    return lemma(word) != word and not word.endswith("s")


def _verb_s(words: str) -> bool:
    """'arrives', 'departs', 'closes': one word that is a verb's third person."""
    from ..read.lexicon import lemma
    from ..read.taxonomy import available, mostly_verb
    return bool(re.fullmatch(r"[a-z]+s", words)) and lemma(words) != words and available() \
        and mostly_verb(lemma(words))


PLACE_KEYS = re.compile(r"location|place|venue|room|address|where|scan|hub|station|position|shelf|bin|"
                        r"branch|office|depot|terminal")
TIME_VALUE = re.compile(r"\d{1,2}:\d{2}")


def _per_clause(key: str, value: Any, zh: bool) -> str | None:
    """price_per_litre_eur: "the price is 1.89 EUR per litre" / "每升价格是1.89 欧元"; a rate
    of something per something, not a price "per" measured in litres."""
    field = read_key(key)
    words = list(field.words)
    if not _number(value) or isinstance(value, bool) or "per" not in words[1:-1]:
        return None
    at = words.index("per")
    before, after = " ".join(words[:at]), " ".join(words[at + 1:])
    counted = not (field.currency or MONEY_KEYS.search(before)) and re.search(r"[^s]s$", before)
    money = f" {currency_in_chinese(field.currency) if zh else field.currency}" if field.currency else ""
    if zh:
        name = label("_".join(words), True)
        return f"{name}是{value_text(value)}{money}" if T.has_cjk(name) and not counted else None
    if counted:   # items_per_box: "12 items per box"
        return f"{value_text(value)} {before} per {after}"
    return f"the {before} is {value_text(value)}{money} per {after}"   # rate_per_hour: "the rate is 14 per hour"


def field_clause(key: str, value: Any, zh: bool) -> str:
    """One field as a clause a person would say: "the rate is 7.2", "40 minutes",
    "vegetarian", "at Room 4" ("状态是已完成", "40分钟", "在3号会议室")."""
    name = label(key, zh)
    words = " ".join(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).lower().replace("-", " ").split("_"))
    if isinstance(value, bool):
        return state_clause(key, value, zh)
    if value is None:   # an empty field that was asked about: "no ETA yet"
        return f"还没有{name}" if zh else f"no {name} yet"
    if isinstance(value, str) and say_date(value, zh):
        return date_clause(key, value, zh)
    priced = read_key(key)
    if _number(value) and priced.currency and priced.words[:2] == ("price", "per") and \
            key_words(key)[:2] != ["price", "per"]:   # yuan_per_kg: "8.5 CNY per kg" (每千克)
        per = "_".join(priced.words[2:])
        if zh:
            unit = unit_written(per) and zh_unit(unit_written(per)) or label(per, True)
            return f"{'' if unit.startswith('每') else '每'}{unit}{value_text(value)} " \
                   f"{currency_in_chinese(priced.currency)}"
        return f"{value_text(value)} {priced.currency} per {label(per)}"
    per = _per_clause(key, value, zh)
    if per:
        return per
    percent = re.fullmatch(r"(.+?)[ _]?(?:pct|percent|percentage|per cent)", words)
    if _number(value) and percent and percent.group(1).strip():   # cloud_cover_pct: "cloud cover is 15%"
        thing = "_".join(percent.group(1).split())
        return f"{label(thing, zh)}是 {value_text(value)}%" if zh else f"the {label(thing)} is {value_text(value)}%"
    if isinstance(value, (int, float)) and COUNTED.fullmatch(words.split()[-1]):
        *thing, unit = words.split()
        if zh and thing:   # delay_minutes: 延误50分钟
            return f"{label('_'.join(thing), zh)}{value_text(value)}{label(unit, zh)}"
        if thing and _verb_form(thing[-1]):   # held_days: "held 3 days"
            return f"{' '.join(thing)} {value_text(value)} {unit}"
        if thing and not DESCRIBING.search(thing[0]):   # "a delay of 50 minutes"
            return f"a {' '.join(thing)} of {value_text(value)} {unit}"
        return f"{value_text(value)}{name}" if zh else f"{value_text(value)} {name}"
    if isinstance(value, int) and not isinstance(value, bool):   # "4 in stock", "有 18 个孩子"
        said = count_clause(words.split(), value, zh, _counted_noun_zh(key, words) if zh else "")
        if said:
            return said
    field = read_key(key)
    if _number(value) and field.unit:   # reading_m3 → "the reading is 12 m³"
        return unit_clause(field, value, zh)
    if not zh and field.tie and field.words and isinstance(value, str) and not _code_like(value):
        return f"{label('_'.join(field.words))} {field.tie} {value_text(value)}"   # "picked up by Rose"
    if not zh and isinstance(value, list) and value and not isinstance(value[0], dict) and \
            not PLACE_KEYS.search(words):   # "the next departures are 09:20 and 09:50"
        verb = "are" if len(value) > 1 or field.plural else "is"
        return f"the {name} {verb} {join_clauses([value_text(v, zh) for v in value], zh)}"
    if field.currency and _number(value) and len(field.words) > 1 and field.words[0] == "to":
        # to_pay_eur: "25 EUR to pay" ("需付款 25 欧元"), what is still to be done with it
        amount = f"{value_text(value)} {currency_in_chinese(field.currency) if zh else field.currency}"
        return f"需{label('_'.join(field.words[1:]), True)} {amount}" if zh else \
            f"{amount} {' '.join(field.words)}"
    if zh and field.currency and _number(value) and field.words:   # cost_estimate_eur: 费用估计是 45 EUR
        return f"{label('_'.join(field.words), True)}是{value_text(value)} {currency_in_chinese(field.currency)}"
    code = re.search(r"\s(cny|usd|eur|gbp|jpy|[a-z]{3})$", words)
    if not zh and code and isinstance(value, (int, float)) and code.group(1).upper() in CURRENCY_CODES:
        return f"the {words[:code.start()]} is {value_text(value)} {code.group(1).upper()}"  # amount_cny
    if not zh and isinstance(value, int) and not isinstance(value, bool) and \
            re.search(r"[a-z]s$", words) and not words.endswith(("status", "ss", "us")):
        return f"{value_text(value)} {name}"   # "37 buyout orders"
    counted = _things_in_a_state(field, value)
    if counted:   # boats_free: "3 boats free" / "有3个空闲的船只"
        things, state = counted
        if zh:
            noun, adjective = label(things, True), zh_state(state, True) or label(state, True)
            if zh_words_only(noun + adjective) and not noun.endswith("数"):   # 字数 is a count already
                return f"有{value_text(value)}{measure()}{adjective}的{noun}"
        else:
            return f"{value_text(value)} {label(things)} {state}"
    if not zh and isinstance(value, str) and re.fullmatch(r"[a-z]+ed", words) and DATE_VALUE.match(value):
        return f"{name} on {value}"   # "created on 2026-10-12"
    if isinstance(value, str) and _names_a_region(words) and re.fullmatch(r"[A-Z][\w'’ .-]{1,40}|[\u4e00-\u9fff]{2,12}", value):
        return f"在{value_text(value, zh)}" if zh else f"in {value_text(value)}"   # "is in Guangdong"
    if isinstance(value, str) and (PLACE_KEYS.search(words) or place_key(key) and not _code_like(value)):
        return f"在{value_text(value, zh)}" if zh else f"at {value_text(value)}"
    if _code_like(value) and not re.search(r"status|state|(?:^| )(?:id|no|number|ref)$", words):   # "bin A-01-03", "区域Z2"
        return f"{name}{value}" if zh else f"{name} {value}"
    if not zh and isinstance(value, str) and TIME_VALUE.fullmatch(value.strip()) and _verb_s(words):
        return f"{words} at {value.strip()}"   # arrives: "arrives at 10:40"
    if not zh and isinstance(value, str) and CAUSE_KEY.search(key) and value.strip():
        from .computed import because_of   # reason: "because the hook is on order"
        return because_of(value)
    if not zh and words in PREPOSITIONS:   # "from anna@example.com", "to Tom", "by Frank Herbert"
        return f"{words} {value_text(value)}"
    if zh and name.isascii() and isinstance(value, int) and not isinstance(value, bool) and _doers(words):
        return f"{value_text(value)} 人"   # climbers: 2 → "2 人": people who do it, counted
    if zh:
        if isinstance(value, str) and len(value.split()) >= 3 and not T.has_cjk(value):
            return f"{name}是{quoted_zh(value)}"   # an English sentence of the data, as it says it
        return f"{name}是{value_text(value, zh)}"
    if isinstance(value, str) and re.fullmatch(r"[a-z]+(?:_[a-z]+)+", value):
        value = value.replace("_", " ")   # "in_transit" is the words "in transit"
    verb = "are" if field.plural and isinstance(value, str) else "is"   # "its tyres are 4 winter tyres"
    return f"the {name} {verb} {value_text(value, zh)}"


def quoted_zh(text: str) -> str:
    """English text of the data inside a Chinese sentence: quoted as the data says it (the
    offline model doesn't translate), without its own full stop (not "…shipping.，")."""
    text = " ".join(text.split())
    return text if T.has_cjk(text) else "“" + text.rstrip(".!;。") + "”"


@lru_cache(maxsize=1024)
def _names_a_region(words: str) -> bool:
    """`province`, `home_city`, `country`: a key whose last word WordNet files under a
    district (an area one is *in*), so its value is said "in Guangdong" ("在广东")."""
    last = words.split()[-1] if words.split() else ""
    if not last.isalpha() or last in ("state", "status"):   # `state` is a record's state here
        return False
    from ..read.taxonomy import available, kind_score
    return available() and max(kind_score(last, "district"), kind_score(last, "administrative district")) >= 0.5


def _counted_noun_zh(key: str, words: str) -> str:
    """What a count key counts, in Chinese: `in_stock` → 库存 (the thing, not "有货", which
    is the catalogue's word for the yes/no field), `children` → 孩子."""
    parts = words.split()
    if len(parts) > 1 and parts[0] in ("in", "on", "at"):
        whole = ZH_KEYS.get(key, "")
        return whole if whole and not whole.startswith("有") else label("_".join(parts[1:]), True)
    return label(key, True)


def _things_in_a_state(field: FieldName, value: Any) -> tuple[str, str] | None:
    """`boats_free`, `seats_left`, `rooms_booked`: a count of things (a plural noun) in a
    state (an adjective or participle after it). (things, state), or None."""
    if not isinstance(value, int) or isinstance(value, bool) or len(field.words) != 2:
        return None
    things, state = field.words
    from ..read.lexicon import lemma
    from ..read.taxonomy import available, mostly_adjective
    if lemma(things) == things or not things.endswith("s"):
        return None
    if is_participle(state) or state in ("left", "remaining") or available() and mostly_adjective(state):
        return things, state
    return None


def _doers(words: str) -> bool:
    """'climbers', 'paddlers', 'visitors': a plural agent noun, people who do what its verb
    says (climb, paddle, visit). English word-building, no list of nouns."""
    from ..read.taxonomy import mostly_verb
    m = re.fullmatch(r"([a-z]{3,}?)(?:e?rs|ors)", words)
    return bool(m) and any(mostly_verb(stem) for stem in (m.group(1), m.group(1) + "e"))


def unit_clause(field: FieldName, value: Any, zh: bool) -> str:
    """A measured value with its unit after it: "the reading is 12 m³" ("读数是12立方米")."""
    if zh:
        unit = zh_unit(field.unit)
        name = label("_".join(field.words), True) if field.words else ""
        return f"{name}是{value_text(value)}{unit}" if name else f"{value_text(value)}{unit}"
    amount = f"{value_text(value)} {singular_unit(field.unit, value)}"
    return f"the {label('_'.join(field.words))} is {amount}" if field.words else amount


def state_clause(key: str, value: bool, zh: bool) -> str:
    """A yes/no field as what it says of the record: valid → "not valid" / "无效",
    is_open → "open" / "开放", has_wifi → "has no wifi", approved → "已批准"."""
    words = [w for w in re.split(r"[_\s-]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key).lower()) if w]
    verb = words[0] if words[0] in ("is", "has", "can", "allows") and len(words) > 1 else ""
    rest = words[1:] if verb else words
    if zh:
        from .labels import _state_word
        one_noun = len(rest) == 1 and not verb and not _state_word(rest[0])   # cake, ceremony
        state = zh_state(rest[0], value) if len(rest) == 1 and verb != "has" and not one_noun else None
        if state:
            return state
        if verb == "has" or one_noun and zh_words_only(label(key, True)) or \
                label(key, True).startswith("有") and len(label(key, True)) <= 4:
            # a thing the record has or lacks: 没有蛋糕 (never 不蛋糕)
            thing = label("_".join(rest), True).removeprefix("有")
            return f"有{thing}" if value else f"没有{thing}"
        name = label(key, True)
        if name[:1] in "可能会" and len(name) <= 4:   # 可借 / 不可借
            return name if value else f"不{name}"
        if len(rest) > 1 and _verb_s(rest[0]) and zh_words_only(name):   # covers_flood: 不承保水灾
            return name if value else f"不{name}"
        return f"{name}：{'是' if value else '否'}"   # a word without a Chinese predicate
    said = " ".join(rest)
    if not verb and len(rest) > 1 and _verb_s(rest[0]):   # covers_flood: "does not cover flood"
        from ..read.lexicon import lemma
        return said if value else f"does not {lemma(rest[0])} {' '.join(rest[1:])}"
    if verb == "has":
        return f"has {said}" if value else f"has no {said}"
    if verb in ("can", "allows"):
        return f"{verb} {said}" if value else f"{'cannot' if verb == 'can' else 'does not allow'} {said}"
    if not value and len(rest) > 1 and is_participle(rest[-1]):   # sailing_allowed: "sailing not allowed"
        return f"{' '.join(rest[:-1])} not {rest[-1]}"
    if not value and len(rest) == 1 and rest[0].endswith("ing") and not is_participle(rest[0]):
        return f"no {said}"   # glazing: "no glazing" (an activity is had or not, never "not glazing")
    return said if value else f"not {said}"


def date_clause(key: str, value: str, zh: bool) -> str:
    """A date field as a clause: "expired on 3 November", "pickup by 9 December",
    "on 3 December" ("11月3日到期", "12月9日前取件", "日期是12月3日")."""
    words = [w for w in re.split(r"[_\s-]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key).lower()) if w]
    when = value_text(value, zh)
    ends = {"until", "before", "from", "since", "after"}   # cleared_from: "cleared from 13 January"
    tie = words[-1] if words[-1] in TIES | ends and len(words) > 1 else ""
    main = [w for w in words if w not in TIES | ends | {"date", "at", "on"}]
    verbish = bool(main) and (is_participle(main[0]) or main[0] in ("due", "expires", "ready")
                              or len(main) == 1 and _verb_s(main[0]))   # starts_at: "starts at 10:30"
    if zh:
        name = label("_".join(main) or key, True)
        if not main or set(main) <= WHEN_NOUNS and not tie:   # `date`: the record's day itself
            return when
        if tie in ("by", "until", "before"):
            return f"{when}前{name}"
        if tie in ("from", "since", "after"):
            return f"{when}起{name}"
        if verbish and not re.search(r"[A-Za-z]", name):
            return f"{when}{name}"
        return f"{label(key, True)}是{when}"
    said = label("_".join(main)) if main else ""
    if tie in ("at", "on"):   # read_at with a date: "read on 30 November" (its time after "at")
        tie = "on"
    if tie:
        return f"{said} {tie} {when}"
    if not main or set(main) <= WHEN_NOUNS:   # `start`, `date_time`: the record's when itself
        return f"on {when}"
    planned = _planned_action(main)
    if planned and words[-1] in ("date", "day"):   # new_ship_date: "it should now ship on 9 December"
        return f"it {planned} on {when}"
    if verbish:   # starts_at: "starts on 2 December at 08:15" (a date is "on", its time "at")
        return f"{said} on {when}"
    if words[-1] in ("date", "day") and re.match(r"\d", when):   # fitting_date: "the fitting is on 9 December"
        return f"the {said} is on {when}"
    return f"the {said} is {when}"


# How a date's key says the day is a plan (closed class): new_ship_date, expected_arrival_date.
PLAN_WORDS = {"new": "should now", "revised": "should now", "updated": "should now", "rescheduled": "should now",
              "expected": "should", "estimated": "should", "planned": "should", "scheduled": "should"}


def _planned_action(main: list[str]) -> str | None:
    """"should now ship" for new_ship_date: a plan word, then the verb the record will do."""
    from ..read.verb_senses import meaning_keys
    if len(main) != 2 or main[0] not in PLAN_WORDS or not meaning_keys(main[1]):
        return None   # (a noun that is a verb too counts: the record ships, launches, opens)
    return f"{PLAN_WORDS[main[0]]} {main[1]}"


# Nouns that name the moment a record is for, not a thing with a date: "on 14 December at
# 10:30" says `start` or `datetime` whole ("the start is 14 December" reads as a form).
WHEN_NOUNS = {"start", "starts", "begin", "begins", "beginning", "time", "datetime", "when",
              "slot", "scheduled", "date", "day"}


def join_clauses(clauses: list[str], zh: bool) -> str:
    if zh:
        return "，".join(clauses)
    if len(clauses) <= 1:
        return "".join(clauses)
    return ", ".join(clauses[:-1]) + " and " + clauses[-1]


def _times(record: dict, keys: list[str], zh: bool) -> tuple[str, list[str]]:
    """A start and an end time said together: "from 09:30 to 09:45"."""
    start = next((k for k in keys if re.search(r"start|depart|begin|from|opens?", k)
                  and isinstance(record[k], str) and TIME_VALUE.search(record[k])), None)
    end = next((k for k in keys if re.search(r"end|arriv|until|to$|closes?|finish", k)
                and isinstance(record[k], str) and TIME_VALUE.search(record[k])), None)
    if start and end:
        begin, finish_ = _span_ends(record[start], record[end], zh)
        said = f"{begin}到{finish_}" if zh else f"from {begin} to {finish_}"
        return said, [k for k in keys if k not in (start, end)]
    # A day in one field and its time in another: said once, "on 1 December at 19:00".
    day = next((k for k in keys if isinstance(record[k], str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", record[k].strip())), None)
    clock = next((k for k in record if k != day and isinstance(record[k], str) and
                  TIME_VALUE.fullmatch(record[k].strip()) and set(key_words(k)) <= WHEN_NOUNS | {"start", "at"}), None)
    if day and clock:
        date = say_date(record[day], zh)
        said = f"{date} {record[clock].strip()}" if zh else f"on {date} at {record[clock].strip()}"
        return said, [k for k in keys if k not in (day, clock)]
    return "", keys


def _span_ends(start: str, end: str, zh: bool) -> tuple[str, str]:
    """The two ends of a span as the language says them; a date both ends share is said once:
    "3 December at 19:30" … "21:00" ("12月3日 19:30" … "21:00")."""
    same_day = DATE_VALUE.match(start) and DATE_VALUE.match(end) and start[:10] == end[:10]
    begin = say_date(start, zh) or start
    finish_ = end[10:].strip(" T")[:5] if same_day and TIME_VALUE.search(end[10:]) else \
        (say_date(end, zh) or end)
    return begin, finish_


def join_items(phrases: list[str], zh: bool) -> str:
    """List items joined by commas, or by semicolons when an item has commas of its own."""
    if any(("，" if zh else ",") in p for p in phrases):
        return ("；" if zh else "; ").join(phrases)
    return ("、" if zh else ", ").join(phrases)


def record_phrase(record: dict, question: str, zh: bool) -> str:
    """A list item in a few words: "Team stand-up [EV-501], from 09:30 to 09:45, at Room 4",
    "Shipment SH-1 is in transit, the ETA is 4 December" ("装运 SH-1 运输中（…）")."""
    subject, key = subject_or_code(record, zh)
    ident = id_key(record)
    skip = {key, ident, "rank", "excerpt"} - {None}
    subject, named = _make_and_model(record, subject, key, zh)   # "Michelin Alpin 6 (TY-204)"
    skip |= named
    keys = [k for k in relevant_fields(record, question, skip) if record[k] not in (None, "")]
    dated = [k for k in record if k not in skip and isinstance(record[k], str) and
             (say_date(record[k], zh) or TIME_VALUE.fullmatch(record[k].strip()))]
    if dated and not set(dated) & set(keys):   # an item in a list is told apart by its when
        keys.append(dated[0])
    keys = _state_first(record, said_in_chinese(record, keys) if zh else keys, question)
    when, keys = _times(record, keys, zh)
    head = subject or (str(record.get(ident)) if ident else "")
    if not head:   # {"date", "time", "piece": "Messiah", "hall"}: the item's name leads
        named = next((k for k in keys if k != ident and _name_value(k, record[k])), None)
        if named:
            head, keys = value_text(record[named], zh), [k for k in keys if k != named]
    if ident and key != ident:
        head += f" [{record[ident]}]"
    predicate = _predicate(keys[0], record[keys[0]], zh) if head and keys and not when else None
    if predicate:   # the item's state, said of it
        head, keys = (f"{head}{predicate}" if zh else f"{head} {predicate}"), keys[1:]
    clauses = ([when] if when else []) + [field_clause(k, record[k], zh) for k in keys]
    if not clauses:
        return head
    if zh:
        clauses = [_in_a_list_zh(c) for c in clauses]
        if head.endswith("）"):   # "Michelin Alpin 6（TY-204，96 英镑）": one bracket, not two
            return f"{head[:-1]}，{'，'.join(clauses)}）"
        return f"{head}（{'，'.join(clauses)}）" if head else "，".join(clauses)
    said = ", ".join(_in_a_list(c) for c in clauses)
    if head and clauses[0].startswith(("on ", "from ", "at ", "in ")):
        return f"{head} {said}"   # "Messiah on 1 December at 19:00, at St Mary's"
    return f"{head}, {said}" if head else said


# A key's last word that names a sort of the thing before it (`piano_type`, `car_class`):
# its value describes that thing ("an upright piano", "the compact car").
SORT_WORDS = {"type", "kind", "class", "category", "sort", "model", "variant", "grade", "level", "size"}


def kind_noun(key: str) -> str:
    """The noun a key's value describes: `piano_type` → "piano", `zone` → "zone"."""
    words = key_words(key)
    if len(words) > 1 and words[-1] in SORT_WORDS:
        return label("_".join(words[:-1]))
    return label(key)


def _name_value(key: str, value: Any) -> bool:
    """A value that names the thing ("Messiah", "Carmina Burana"): capitalised words, under
    a key that is no place, state, date or time."""
    return isinstance(value, str) and bool(re.fullmatch(r"[A-Z][\w'’&.-]*(?: [\w'’&.-]+){0,5}", value)) \
        and not _code_like(value) and not _is_state(key, value) and not place_key(key) \
        and not say_date(value, False) and not TIME_VALUE.fullmatch(value.strip())


@lru_cache(maxsize=1024)
def place_key(key: str) -> bool:
    """`hall`, `pickup_branch`, `garage`: a key for where something is (its words, or its
    last noun WordNet files under a building)."""
    words = " ".join(key_words(key))
    if PLACE_KEYS.search(words):
        return True
    last = words.split()[-1] if words.split() else ""
    from ..read.taxonomy import available, kind_score
    return bool(last.isalpha()) and available() and kind_score(last, "building") >= 0.4


def _in_a_list_zh(clause: str) -> str:
    """A Chinese clause as a list item says it: "价格是 35 欧元" → "35 欧元" (an amount with its
    currency needs no label), "教师是 Ms Ortiz" → "教师 Ms Ortiz" (a name after its noun)."""
    m = re.fullmatch(r"(.{1,6}?)是\s*(.+)", clause)
    if not m:
        return clause
    name, value = m.groups()
    if re.fullmatch(r"[\d.,]+\s*\S{1,4}币|[\d.,]+\s*(?:元|欧元|美元|英镑|日元|港元|[A-Z]{3})", value) and \
            re.search(r"价|费|金额|价格|票价", name) and not re.search(r"押金|退|税", name):
        return value
    if re.fullmatch(r"[A-Z][\w'’.&-]*(?: [\w'’.&-]+){0,4}", value):
        return f"{name} {value}"
    return clause


def _in_a_list(clause: str) -> str:
    """A clause as a list item says it: "the zone is quiet" → "quiet zone" (a one-word
    value that describes the thing goes before its name, as an adjective does)."""
    m = THE_IS.match(clause)
    if m and re.fullmatch(r"[a-z]+", m.group(3)) and len(m.group(1).split()) <= 2:
        return f"{m.group(3)} {m.group(1)}"
    if m and re.fullmatch(r"[\d.,]+ [A-Z]{3}", m.group(3)) and MONEY_KEYS.search(m.group(1)) \
            and not re.search(r"deposit|refund|fee|tax", m.group(1)):
        return m.group(3)   # "98 EUR": an item's price needs no label
    if m and m.group(2) == "is" and len(m.group(1).split()) <= 2 and \
            re.fullmatch(r"(?:[A-Z][\w'’.&-]*)(?: [\w'’.&-]+){0,4}", m.group(3)):
        return f"{m.group(1)} {m.group(3)}"   # a name: "vessel MS Ada", "teacher Ms Ortiz"
    return clause


def describe(result: Any, question: str, zh: bool, tool: str = "", writes: bool | str = False) -> str:
    """One or two sentences that say what a result holds, for this question. Orders to the
    assistant inside it are data, not words to repeat: they are left out, and said once."""
    result, hidden = drop_orders(result)
    note = ignored_note(zh) if hidden else ""
    listed = items_of(result)
    if listed is not None:
        noun = next((k for k, v in result.items() if v is listed), "") if isinstance(result, dict) else ""
        return describe_list(listed, context_of(result), question, zh, tool, noun) + note
    if isinstance(result, dict):
        return describe_record(result, question, zh, writes) + note
    text = finish(value_text(result, zh, limit=1200), zh)
    if zh and isinstance(result, str) and not T.has_cjk(result):
        # a document in another language: quoted as it came (the offline model can't
        # translate), inside a Chinese sentence that says so
        return f"查到的原文如下（未翻译）：“{text}”" + note
    return text + note


def describe_record(record: dict, question: str, zh: bool, writes: bool | str = False,
                    first: str | None = None) -> str:
    """What one record says, for this question: "WT-31 is planned on 3 December." A state
    (a yes/no field, a status) is said of the record; `first` puts a field ahead."""
    record = with_its_currency(record)
    subject, key = subject_or_code(record, zh)
    long = {k: v for k, v in record.items() if isinstance(v, str) and (
        len(v) > LONG_TEXT or len(v) >= 20 and DOCUMENT_KEYS.search(k.lower()))}
    skip = {key} | set(long) | ({id_key(record)} if key and key != id_key(record) else set())
    status = next((k for k in ("status", "state") if k in record), None)
    if writes and (status or not long):   # a write: what was done, with what values
        # (confirmations.py); one that returns a document ("open_file") is a reading
        from .confirmations import confirm
        return confirm(record, zh, writes if isinstance(writes, str) else "")
    if any(_small_record(v) for v in record.values()):   # {"pickup": {"branch": …}}: its fields
        return describe_record(flattened(record), question, zh, writes, first)
    subject, named = named_subject(record, subject, key, zh)
    skip |= named
    if key in ("name", "title") and T.concepts(key.replace("_", " ")) & T.concepts(question) and \
            not _said_in(record[key], question) and \
            not any(T.concepts(k.replace("_", " ")) & T.concepts(question) for k in record
                    if k != key and k != id_key(record) and not k.endswith("_id")):
        # the question asks for what the record is called: that is the whole answer
        return finish(f"{label(key, zh)}是{subject}" if zh else f"The {label(key)} is {subject}", zh)
    keys = relevant_fields(record, question, skip)
    if first in record and first not in skip:
        keys = [first] + [k for k in keys if k != first]
        dated = next((k for k in record if k not in skip and k not in keys and isinstance(record[k], str)
                      and say_date(record[k], zh)), None)
        keys += [dated] if dated else []   # "not valid, expired on 3 November": the when of a yes/no
    keys = _state_first(record, keys, question)
    keys = _with_its_cause(record, keys, skip)
    wanted = T.concepts(question)   # an empty field is news only when it was asked about
    keys = [k for k in keys if record[k] is not None or T.concepts(k.replace("_", " ")) & wanted]
    keys = said_in_chinese(record, keys) if zh else keys
    when, keys = _times(record, keys, zh)
    clauses = ([when] if when else []) + [field_clause(k, record[k], zh) for k in keys]
    predicate = _predicate(keys[0], record[keys[0]], zh) if keys and not when else None
    if predicate and not subject:   # {"date": …, "open": false}: "it is not open on 24 December"
        sentence, clauses = _unnamed_state(predicate, record, keys, zh), []
    elif predicate:   # "KL-442 is not valid, expired on 3 November" / "沪B67890无效，11月3日到期"
        rest = clauses[1:]
        if zh:
            sentence = finish(subject + predicate + "".join("，" + c for c in rest), zh)
        else:
            lead = f"{subject} {predicate}"
            if rest and rest[0].startswith(("on ", "at ", "from ", "until ", "by ")):
                lead, rest = f"{lead} {rest[0]}", rest[1:]   # "is shipped on 3 May"
            sentence = finish(attach(lead, rest), zh)
        clauses = []
    head = f"{subject}：" if zh and subject else f"{subject}: " if subject else ""
    if not subject and not predicate and clauses:   # named by nothing but its day: "On 5 December, …"
        day = _day_of(record, keys, zh)
        head = f"{day}：" if zh and day else f"On {day}, " if day else head
    if zh and subject and clauses and clauses[0].startswith(("有", "没有", "在")):
        head = subject   # "向日葵班有 18 个孩子": what it has is said of it, not after a colon
    body = join_clauses(clauses, zh)
    if clauses and subject and not zh:   # "The reading of meter WM-7 is 12 m³"
        sentence = finish(sentence_about(subject, clauses, inside_sentence(subject, record)), zh)
    elif clauses:
        sentence = finish(head + (body[0].upper() + body[1:] if body and not head and not zh else body), zh)
    elif not predicate:
        sentence = ""
    if long and not sentence and subject:   # say which document it is before quoting it
        ident = id_key(record)
        named = f"{subject}（{record[ident]}）" if zh and ident and key != ident else \
            f"{subject} ({record[ident]})" if ident and key != ident else subject
        sentence = named + ("。" if zh else ".")
    if not sentence and not long and subject:   # a record that is only its name or id
        sentence = finish(subject, zh)
    for k, v in long.items():   # the document itself: what the user asked to read
        text = without_instructions(v)[0]
        said = f"{label(k, zh)}：“{text}”" if zh else f'The {label(k)} reads: "{text}"'
        if zh and not T.has_cjk(text) and len(re.findall(r"[A-Za-z]{2,}", text)) >= 3:
            # an English document asked about in Chinese: the offline model can't translate
            # free text, and says so rather than pretend; the words themselves follow
            said = f"{label(k, zh)}是用英文写的，离线模型无法翻译，原文如下：“{text}”"
        sentence += (" " if sentence and not zh else "") + finish(said, zh)
    return sentence


# Keys that hold what a thing is called, when an id or code leads the record.
NAME_KEYS = re.compile(r"(?:^|_)(?:name|title)$|^(?:product|item|label)$")


def named_subject(record: dict, subject: str, key: str | None, zh: bool) -> tuple[str, set[str]]:
    """A record is called by its name, with its code after it: "Noise-cancelling headphones
    H3 (HP-300)", not "the product of sku HP-300 is …". Returns the subject and the keys it
    now says (so no clause repeats them)."""
    name_key = next((k for k in record if NAME_KEYS.search(k.lower()) and isinstance(record[k], str)
                     and 1 < len(record[k]) <= 60 and not _code_like(record[k])
                     and _own_name(k, key)), None)
    if name_key is None:
        return _make_and_model(record, subject, key, zh)
    if key in (None, name_key) or key in ("name", "title"):
        return subject, set()   # already called by its name: "Dune is ready"
    code_key = key
    code = record.get(code_key)
    if not (isinstance(code, str) and _code_like(code)):
        return subject, set()
    name = value_text(record[name_key], zh) if zh else record[name_key]
    return (f"{name}（{code}）" if zh else f"{name} ({code})"), {name_key, code_key}


MAKE_KEYS = re.compile(r"(?:brand|make|maker|manufacturer)", re.I)


def _make_and_model(record: dict, subject: str, key: str | None, zh: bool) -> tuple[str, set[str]]:
    """A thing with no name of its own is called by its make and model, as people call it:
    "Michelin Alpin 6 (TY-204)", not "Tyre TY-204, brand Michelin, model Alpin 6"."""
    make = next((k for k in record if MAKE_KEYS.fullmatch(k) and isinstance(record[k], str) and record[k]), None)
    model = "model" if isinstance(record.get("model"), str) and record.get("model") else None
    if not (make and model) or key in (make, model):
        return subject, set()
    name = f"{record[make]} {record[model]}"
    code = record.get(key) if key else None
    if isinstance(code, str) and _code_like(code):
        return (f"{name}（{code}）" if zh else f"{name} ({code})"), {make, model, key}
    return name, {make, model} | ({key} if key else set())


def _own_name(name_key: str, code_key: str | None) -> bool:
    """Is `name_key` the record's own name? `title` and `product_name` beside a `product_id`
    are; a `customer_name` on an order names the customer, not the order."""
    thing = re.sub(r"_?(?:name|title)$", "", name_key.lower())
    own = re.sub(r"_?(?:id|code|no|number|ref)$", "", (code_key or "").lower())
    return thing in ("", "product", "item", "label", own)


def _day_of(record: dict, keys: list[str], zh: bool) -> str:
    """The day a record is of, said ("5 December"), when a when-field holds it and no clause
    says it: several such records (a forecast per day) are told apart by it."""
    key = next((k for k, v in record.items() if k not in keys and isinstance(v, str)
                and set(key_words(k)) <= WHEN_NOUNS and say_date(v, zh)), None)
    return say_date(record[key], zh) if key else ""


def _unnamed_state(predicate: str, record: dict, keys: list[str], zh: bool) -> str:
    """A state of a record that names nothing, said of "it" with its when: "It is not open
    on 24 December" ("12月24日不开放")."""
    whens = [k for k in keys[1:] if isinstance(record[k], str) and say_date(record[k], zh)
             and set(key_words(k)) <= WHEN_NOUNS]
    rest = [field_clause(k, record[k], zh) for k in keys[1:] if k not in whens]
    when = say_date(record[whens[0]], zh) if whens else _day_of(record, keys, zh)
    if zh:
        return finish(f"{when}{predicate}" + "".join("，" + c for c in rest), zh)
    # "paddling_allowed": false is "paddling is not allowed", not "it is not paddling allowed"
    words = key_words(keys[0])
    if isinstance(record[keys[0]], bool) and len(words) > 1 and is_participle(words[-1]):
        lead = f"{' '.join(words[:-1])} is{'' if record[keys[0]] else ' not'} {words[-1]}"
    else:
        lead = f"it {predicate}"
    lead += f" on {when}" if when else ""
    return finish(attach(lead[0].upper() + lead[1:], rest), zh)


def _small_record(value: Any) -> bool:
    return isinstance(value, dict) and 0 < len(value) <= 6 and \
        all(not isinstance(v, (dict, list)) for v in value.values())


def with_its_currency(record: dict) -> dict:
    """{"price_per_litre": 1.89, "currency": "EUR"} says 1.89 EUR: the record's one currency
    goes with each of its sums that names none of its own (`price_per_litre_eur`), so the
    amount is said with it and the code is not said again as a field of its own."""
    code = record.get("currency")
    if not (isinstance(code, str) and code.upper() in CURRENCY_CODES):
        return record
    sums = [k for k, v in record.items() if _number(v) and not isinstance(v, bool) and
            MONEY_KEYS.search(k) and not read_key(k).currency and f"{k}_{code.lower()}" not in record]
    if not sums:
        return record
    return {(f"{k}_{code.lower()}" if k in sums else k): v for k, v in record.items() if k != "currency"}


def flattened(record: dict) -> dict:
    """A record with its small nested records opened up: {"pickup": {"branch": "Airport
    T2"}} → {"pickup_branch": "Airport T2"}, so a question about the pickup finds it.
    {"car": {"make": "Skoda", "model": "Octavia"}} is one thing: "Skoda Octavia"."""
    out: dict = {}
    for k, v in record.items():
        if not _small_record(v):
            out[k] = v
        elif all(isinstance(x, str) and not say_date(x, False) and not TIME_VALUE.fullmatch(x.strip())
                 and len(x) <= 30 for x in v.values()) and len(v) <= 3:
            out[k] = " ".join(v.values())   # the parts of one name
        else:
            out.update({f"{k}_{inner}": x for inner, x in v.items()})
    return out


def said_in_chinese(record: dict, keys: list[str]) -> list[str]:
    """The fields a Chinese answer can say in Chinese. A field whose clause would keep an
    English word of its name (`hull_colour`: "hull"? no Chinese word was found) is left out
    rather than shown as English in a Chinese sentence — unless it is all there is to say.
    English in the value itself (a name, a code) stays: it is what the tool returned."""
    def said(key: str) -> bool:
        clause = field_clause(key, record[key], True)
        value = record[key] if isinstance(record[key], str) else ""
        return not any(w.lower() not in value.lower() for w in re.findall(r"[a-z]{2,}", clause))
    kept = [k for k in keys if said(k)]
    return kept or keys[:1]


def inside_sentence(subject: str, record: dict) -> str:
    """'Meter WM-7' as written mid-sentence: "meter WM-7" when its first word is a field's
    word capitalised at the start ("Meter" from `meter`); names keep their capitals."""
    first = subject.split(" ", 1)[0]
    if first == "The":
        return "the" + subject[3:]
    keyed = {w for k in record for w in re.split(r"[_\s-]+", k.lower())}
    if " " in subject and first[:1].isupper() and first[1:].islower() and first.lower() in keyed:
        return first.lower() + subject[len(first):]
    return subject


def _is_state(key: str, value: Any) -> bool:
    return isinstance(value, bool) or bool(re.search(r"status|state", key)) and isinstance(value, str)


def _state_first(record: dict, keys: list[str], question: str) -> list[str]:
    """A status leads, said of the record, and what was asked follows: "WT-31 is planned on
    3 December", "Order A-1024 is shipped, the ETA is 14 October"."""
    if not keys or _is_state(keys[0], record[keys[0]]):
        return keys
    status = next((k for k in keys if _is_state(k, record[k]) and not isinstance(record[k], bool)), None)
    return [status] + [k for k in keys if k != status] if status else keys


CAUSE_KEY = re.compile(r"(?:^|_)(?:reason|cause|because|explanation)(?:$|_)", re.I)


def _with_its_cause(record: dict, keys: list[str], skip: set[str]) -> list[str]:
    """A status is said with what the record gives to explain it — its cause, and the day it
    should change — as a person says "waiting for a part because …, ready on 15 December"."""
    # the state is the record's status, or a yes/no that says no ("sailing_allowed": false):
    # a "no" is said with its reason, wherever it stands among what was asked
    state = next((i for i, k in enumerate(keys) if record[k] is False), None)
    if keys and _is_state(keys[0], record[keys[0]]) and isinstance(record[keys[0]], str):
        state = 0
    if state is None:
        return keys
    cause = next((k for k, v in record.items() if k not in skip and CAUSE_KEY.search(k)
                  and isinstance(v, str) and 0 < len(v) <= LONG_TEXT), None)
    dated = next((k for k, v in record.items() if k not in skip and isinstance(v, str)
                  and DATE_VALUE.match(v) and k not in keys), None)
    extra = [k for k in (cause, dated if state == 0 else None) if k and k not in keys]
    return (keys[:state + 1] + extra + keys[state + 1:])[:6] if extra else keys


def _predicate(key: str, value: Any, zh: bool) -> str | None:
    """A state said of its record: "is not valid", "has no wifi", "is in transit"
    ("无效", "已提交", "运输中"); None for other fields, or a status with no Chinese word."""
    if isinstance(value, bool):
        said = state_clause(key, value, zh)
        if zh:
            return None if "：" in said else said
        if said.split(" ", 1)[0] == key_words(key)[0] and _verb_s(said.split(" ", 1)[0]):
            return said   # "covers flood": the key's own verb
        return said if said.startswith(("has ", "can", "allows", "does ")) else f"is {said}"
    if _is_state(key, value) and re.fullmatch(r"[a-z][a-z_ ]{1,30}", value):
        if zh:
            said = zh_value(value)
            return said if said != value else None
        return f"is {value.replace('_', ' ')}"
    return None


def polar(record: dict, key: str, yes: bool, question: str, zh: bool) -> str:
    """A yes/no question answered from one field, with the record said around it:
    "No — KL-442 is not valid, expired on 3 November." ("不，沪B67890无效，11月3日到期。")."""
    said = describe_record(record, question, zh, first=key)
    note = _short_note(record, said)
    if note:   # why not, when the record says it: "(Christmas Eve)"
        said = said.rstrip("。.") + (f"（{note}）。" if zh else f" ({note}).")
    if zh:
        return finish(f"{'是的' if yes else '不'}，{said}", zh)
    said = said[:1].lower() + said[1:] if said.startswith("It ") else said
    return finish(f"{'Yes' if yes else 'No'} — {said}", zh)


def _short_note(record: dict, said: str) -> str:
    """A short note or reason the record gives beside a yes/no, when the answer lacks it."""
    key = next((k for k, v in record.items() if isinstance(v, str) and 0 < len(v) <= LONG_TEXT
                and re.search(r"note|reason|cause|because|comment|remark", k, re.I)), None)
    return record[key] if key and record[key] not in said else ""


def describe_list(items: list, context: dict, question: str, zh: bool, tool: str,
                  noun: str = "") -> str:
    """A list of results with a lead-in that says what they are: "2 desks on 2 December:
    Desk D-4 (quiet zone, has monitor); …" ("共 2 条预约：…"). `noun` is the key the list was
    under ("desks"), when the tool wrapped it."""
    # (a search's own query, echoed back, says nothing the asker doesn't know)
    where = _where([_context(k, v, zh) for k, v in context.items() if v not in (None, "")
                    and not ECHOED.fullmatch(k)], zh)
    if len(items) == 1 and isinstance(items[0], dict) and not context:
        return describe_record(items[0], question, zh)   # one thing found: say it, not a list
    named = the_one_named(question, items)
    if named is not None:   # "How much is a large bucket?" over small, medium and large
        money = {k: v for k, v in context.items() if k.lower() == "currency"}   # the list's currency is its
        return describe_record({**named, **money}, question, zh)
    glue = " " if where.startswith(tuple(f"{p} " for p in PREPOSITIONS)) else " for "
    if not items:
        if zh:   # the user's words, not the tool's name
            what = label(noun, True) if noun and zh_words_only(label(noun, True)) else "结果"
            return finish(f"没有找到任何{what}" + (f"（{where}）" if where else ""), zh)
        things = _counted_noun(noun, 0)   # "I found no boats on 6 December"
        said = "I found nothing" if things in ("results", "result") else f"I found no {things}"
        return finish(said + (f"{glue}{where}" if where else ""), zh)
    from .shared_fields import said_once, shared_fields, without
    shared = shared_fields(items)   # "all with operator BlueLine": said once, not per item
    from ..read.lexicon import lemma
    kind = next((k for k, v in shared.items() if not zh and isinstance(v, str) and re.fullmatch(r"[a-z][a-z ]{1,30}", v)
                 and (noun and lemma(k.lower()) == lemma(noun.lower()) or k.lower() in ("type", "kind", "category"))), None)
    if kind:   # "items" all with item "umbrella" are "2 umbrellas"
        noun, shared = shared[kind], {k: v for k, v in shared.items() if k != kind}
        items = without(items, {kind})
    if shared:
        items = without(items, shared)
        once = said_once(shared, zh)
        where = ("；" if zh else ", ").join(p for p in (where, once) if p)
        if not zh and where == once:
            glue = ", "
    shown = [record_phrase(i, question, zh) if isinstance(i, dict) else value_text(i, zh)
             for i in items[:8]]
    more = len(items) - len(shown)
    if zh:
        what = label(noun, True) if noun and zh_words_only(label(noun, True)) else ""
        what = what[:-1] if len(what) > 2 and what.endswith("数") else what   # 订单数 counts; the items are 订单
        head = f"共 {len(items)} 条{what}" + (f"（{where}）" if where else "")
        tail = f"，另有 {more} 条" if more > 0 else ""
        said = finish(f"{head}：" + join_items(shown, zh) + tail, zh)
        return said + "。" if said.endswith("）") else said   # the list ends, not the note in it
    noun = _counted_noun(noun, len(items))
    # "on 2 December", "at A-01-03" already say how they relate; a bare value needs "for"
    head = f"{len(items)} {noun}" + (f"{glue}{where}" if where else "")
    tail = f"; and {more} more" if more > 0 else ""
    return finish(f"{head}: " + join_items(shown, zh) + tail, zh)


def the_one_named(question: str, items: list) -> dict | None:
    """The item a question names by a value of the field that tells the items apart (each a
    short word of its own: `size` small / medium / large), when it names exactly one."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or len(records) != len(items):
        return None
    lowered = question.lower()
    for key in records[0]:
        values = [r.get(key) for r in records]
        # (one word each: an attribute, not a name; "Cox apples" beside "plums" is an order
        # of two things, only one of them written whole)
        if not all(isinstance(v, str) and (re.fullmatch(r"[a-z][a-z_-]{0,19}", v) or
                                           re.fullmatch(r"[\u4e00-\u9fff]{1,5}", v)) for v in values) \
                or len(set(values)) != len(values):
            continue
        said = [r for r, v in zip(records, values) if (v in question if T.has_cjk(v) else
                re.search(rf"(?<![\w-]){re.escape(v.lower().replace('_', ' '))}(?![\w-])", lowered))]
        if len(said) == 1:
            return said[0]
    return None


def _counted_noun(key: str, count: int) -> str:
    """The list's own key as the counted noun, in number: "1 desk", "2 desks"; "results"
    when the tool gave a bare list or a key that names no things ("data", "rows")."""
    from ..read.lexicon import lemma
    words = label(key).split() if key and key.lower() not in ("data", "rows", "list", "results",
                                                                "result", "records") else []
    if not words or not words[-1].isalpha():
        return "result" if count == 1 else "results"
    if count == 1:
        words[-1] = lemma(words[-1])
    elif lemma(words[-1]) == words[-1] and not words[-1].endswith("s"):
        words[-1] += "s"
    return " ".join(words)


def zh_words_only(text: str) -> bool:
    return bool(text) and not re.search(r"[A-Za-z]", text)


ECHOED = re.compile(r"(?:search_)?(?:query|q|search|keywords?|term|search_term)", re.I)


def _where(clauses: list[str], zh: bool) -> str:
    """Where and when a list is of: "on 18 December at 18:00" (phrases that open with a
    preposition follow each other), else "size 205/55R16 and fitting …"."""
    if not zh and len(clauses) > 1 and all(c.startswith(tuple(f"{p} " for p in PREPOSITIONS)) for c in clauses):
        return " ".join(clauses)
    return join_clauses(clauses, zh)


def _context(key: str, value: Any, zh: bool) -> str:
    """What a list is of: "on 2 December", "in 2026-11", "size 205/55 R16" (the wrapper's
    scalar fields)."""
    if re.search(r"date|day|month|year", key):
        said = value_text(value, zh)
        if zh:
            return said
        return f"on {said}" if say_date(str(value), False) and said != str(value) else said
    if not zh and isinstance(value, str) and TIME_VALUE.fullmatch(value.strip()) and \
            set(key_words(key)) <= WHEN_NOUNS | {"start", "at"}:
        return f"at {value.strip()}"   # "at 18:00", not "time 18:00"
    said = field_clause(key, value, zh)
    m = THE_IS.match(said) if not zh else None
    if m and isinstance(value, str) and len(value.split()) >= 3:
        return f"the {m.group(1)} says: {value}"   # a note is a sentence, not a name to tag
    return f"{m.group(1)} {m.group(3)}" if m and m.group(2) == "is" else said


def finish(text: str, zh: bool) -> str:
    """End a piece of an answer with a full stop, so the next sentence doesn't run on."""
    text = text.rstrip()
    if not text:
        return text
    if text.endswith((".", "!", "?", "。", "！", "？", ")", "）", "”", '"')):
        return text
    return text + ("。" if zh else ".")


def ignored_note(zh: bool) -> str:
    if zh:
        return "（其中还有一段写给 AI 助手的指令，那是数据，不是你的要求，我没有执行。）"
    return (" (It also contains an instruction addressed to an AI assistant; that is data, "
            "not your request, so I did not act on it.)")
