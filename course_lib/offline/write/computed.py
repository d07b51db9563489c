"""Answers that answer: the result the question asked for, worked out from the tool data.

"Which is warmer?" wants the winner, "How many yuan is 100 dollars?" the converted amount,
"How much did I spend on food?" a sum, "Is it available?" a yes or a no, "Why?" the cause.
Each function here reads the question and the results and returns that answer, or None
when its kind of question wasn't asked. Every number still comes from a tool result (or
is computed from tool results): nothing is looked up or assumed.
"""

from __future__ import annotations

import re
from typing import Any

from ..read import text as T
from ..read.conversation import PastCall
from ..read.kinds import role_of
from ..read.results import items_of
from ..read.comparatives import direction
from .labels import label, unit_text
from .sentences import field_clause, finish, join_clauses, subject_of, value_text

OUTPUT_KEYS = ("converted", "result", "converted_amount", "target_amount", "output", "value_out",
               "to_amount", "total", "answer")
CAUSE_KEYS = re.compile(r"reason|cause|why|because|explanation|note|delay|problem|issue", re.I)
TOTAL_WORDS = re.compile(r"\b(total|sum|altogether|together|in all|combined|overall|add up|"
                         r"spen[dt])\b|一共|总共|合计|总计|总额|加起来|加在一起|花了", re.I)
# A Chinese count is 几 / 多少 with any measure word ("几间", "多少辆": write/counting.py).
COUNT_WORDS = re.compile(r"\bhow many\b|\bnumber of\b|\bcount\b", re.I)


def asks_count(question: str) -> bool:
    """"How many …", or a Chinese 几 / 多少 with a measure word ("几节课", "多少辆")."""
    from .counting import measure_asked
    return bool(COUNT_WORDS.search(question)) or measure_asked(question) is not None
POLAR = re.compile(r"^\s*(is|are|was|were|does|do|did|can|could|has|have|will|would|should|"
                   r"am)\b|[吗嘛][？?]?\s*$|是否|有没有|能不能|可不可以|是不是", re.I)


def _numeric(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _src(call: PastCall) -> dict:
    """A call's result, with its arguments filled in where the result leaves them out."""
    result = call.result if isinstance(call.result, dict) else {}
    return {**(call.arguments or {}), **result}


def _pair(data: dict) -> tuple[str | None, str | None]:
    """The source and target of a conversion (currencies, units, zones), if the data has them."""
    source = target = None
    for key, value in data.items():
        if not isinstance(value, str) or len(value) > 40:
            continue
        role = role_of(key)
        if role == "source" and source is None:
            source = value
        elif role == "target" and target is None:
            target = value
    return source, target


def conversion(call: PastCall, zh: bool) -> str | None:
    """'100 USD is 720 CNY.' from a conversion tool's result."""
    data = _src(call)
    source, target = _pair(data)
    output = next((k for k in OUTPUT_KEYS if _numeric(data.get(k))), None)
    if not (source and target and output) or "expression" in data:
        return None
    amount = next((data[k] for k in ("amount", "value", "quantity", "input") if _numeric(data.get(k))),
                  None)
    rate = data.get("rate")
    extra = f"（汇率 {value_text(rate)}）" if zh and _numeric(rate) else \
        f" (rate {value_text(rate)})" if _numeric(rate) else ""
    when = data.get("as_of") or data.get("date")
    if amount is None:
        return finish(f"1 {source} = {value_text(data[output])} {target}" + extra, zh)
    result = data[output]
    if zh:
        return finish(f"{value_text(amount)} {unit_text(source, amount, zh)} 约合 {value_text(result)} "
                      f"{unit_text(target, result, zh)}{extra}" + (f"，数据截至 {when}" if when else ""), zh)
    return finish(f"{value_text(amount)} {unit_text(source, amount)} is {value_text(result)} "
                  f"{unit_text(target, result)}{extra}" + (f", as of {when}" if when else ""), zh)


def rate_answer(call: PastCall, zh: bool) -> str | None:
    """'1 USD = 7.2 CNY.' from an exchange-rate tool."""
    data = _src(call)
    source, target = _pair(data)
    if not (source and target and _numeric(data.get("rate"))) or \
            any(_numeric(data.get(k)) for k in OUTPUT_KEYS):
        return None
    when = data.get("as_of")
    tail = (f"（截至 {when}）" if zh else f" (as of {when})") if when else ""
    return finish(f"1 {source} = {value_text(data['rate'])} {target}{tail}", zh)


def arithmetic(call: PastCall, zh: bool) -> str | None:
    data = _src(call)
    if "expression" in data and _numeric(data.get("result")):
        return finish(f"{data['expression']} = {value_text(data['result'])}", zh)
    return None


def comparison(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """The winner of 'which is warmer/cheaper/sooner...' over several results of one kind:
    named first, with the compared values of each."""
    direction, adjective = _direction(question)
    if direction is None:
        return None
    groups: dict[str, list[tuple[PastCall, dict]]] = {}
    for c in calls:
        if isinstance(c.result, dict) and items_of(c.result) is None:
            groups.setdefault(c.name, []).append((c, c.result))
        elif items_of(c.result):
            groups.setdefault(c.name + "#", []).extend(
                (c, i) for i in items_of(c.result) if isinstance(i, dict))
    group = next((g for g in groups.values() if len(g) >= 2), None)
    if group is None:
        return None
    records = [r for _, r in group]
    field, way = compared_field(question, records)
    if field is None:
        return None
    if way is not None:   # "faster" over durations or arrival times: the smaller one wins
        direction = min
    if _clock(records[0][field]):
        winner = direction(records, key=lambda r: _clock(r[field]))
    else:
        winner = direction(records, key=lambda r: r[field])
    return _winner_text(winner, records, field, adjective, zh, question), [c for c, _ in group]


# "Which gets me there sooner?" compares arrival times, not departures.
ARRIVING = re.compile(r"\b(?:arriv\w*|get(?:s|ting)? (?:me |us |you )?(?:there|to|in)|reach\w*|"
                      r"land\w*)\b|到达|抵达|[快早先]到", re.I)


def compared_field(question: str, records: list[dict]) -> tuple[str | None, str | None]:
    """The field a comparison is about, and "min" when the question's word means less of
    it ("faster" over minutes or arrival times: the quicker is the smaller)."""
    from ..read.comparatives import direction as said_direction, field_for
    _, _, hint = said_direction(question)
    both = [k for k in records[0] if not k.lower().endswith("id") and all(
        _numeric(r.get(k)) or _clock(r.get(k)) for r in records)]
    if not both:
        return None, None
    same = [r for r in records if all(k in r for k in both)]
    if len(same) < len(records):
        return None, None
    timed = [k for k in both if _clock(records[0][k])]
    arriving = [k for k in timed if re.search(r"arriv|eta|reach|land|end|finish", k, re.I)]
    if ARRIVING.search(question) and arriving and hint in ("time", "speed", "duration", ""):
        return arriving[0], ("min" if hint == "speed" else None)
    if hint == "speed" and not any("speed" in k for k in both):
        quick = [k for k in both if re.search(r"duration|minutes|hours|time|length", k, re.I)] or arriving
        if quick:   # "which is faster?" over travel times: the shorter
            return quick[0], "min"
    if hint == "price":   # "cheaper" compares what it costs, whatever else the question names
        money = _money_fields(both, records[0])
        if money:
            return money[0], None
    given = [k for k in both if all(_said_in(r[k], question) for r in records)]
    asked = [k for k in both if k not in given] or both   # "for 4 hours or for 3": the asker's own
    pool = {k: records[0][k] for k in asked}
    field = field_for([pool], hint, T.concepts(question), T.concepts)
    if hint == "time" and timed and field not in timed:
        field = timed[0]
    return field, None


def _money_fields(keys: list[str], record: dict) -> list[str]:
    """The amounts among `keys`, what it costs first: a total before a price per unit, and
    both before a deposit or refund (money that comes back is no part of the price)."""
    from .fields import read_key
    from .sentences import MONEY_KEYS
    money = [k for k in keys if _numeric(record[k]) and (read_key(k).currency or MONEY_KEYS.search(k))]
    back = re.compile(r"deposit|refund|discount|saving|tax", re.I)
    return sorted(money, key=lambda k: (bool(back.search(k)), "per" in read_key(k).words or "each" in k,
                                        "total" not in k))


def _said_in(value: Any, question: str) -> bool:
    from .sentences import _said_in as said
    return said(value, question)


def _clock(value: Any) -> str | None:
    """A date-time or clock time as a string that sorts in time order, else None."""
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2}[ T])?(\d{1,2}):(\d{2})(?::\d{2})?", str(value or "").strip())
    return f"{m.group(1) or ''}{int(m.group(2)):02d}:{m.group(3)}" if m else None


# "Which has more …?", "the fewest": a count compared, said "has more", not "is higher".
COUNTED_MORE = re.compile(r"\b(?:more|most|fewer|fewest)\b(?! (?:expensive|recent|[a-z]+ly)\b)", re.I)


def direction_word(question: str) -> str | None:
    return direction(question)[0]


def _winner_text(winner: dict, records: list[dict], field: str, adjective: str, zh: bool,
                 question: str = "") -> str:
    """"The 09:30 departure is sooner: it arrives at 10:25, against 10:40 for the 09:00
    departure." The winner first, then its value and everyone else's."""
    from .sentences import subject_or_code
    others = [r for r in records if r is not winner]
    if len(records) > 2:   # of three or more: the cheapest, 最便宜
        adjective = _superlative(adjective, zh)
    names = _names(records, zh)
    if not zh and all(n.startswith("The ") and n.split()[1] in ("first", "second", "third") for n in names.values()):
        given = _given_apart(records, field, question)   # "2 dogs for 3 nights": what the asker compared
        if given(records[0]):
            names = {id(r): given(r).removeprefix(" for ") for r in records}
            question = ""   # said in the names now, not again after each amount
    name = names[id(winner)]
    if zh:
        if len(others) == 1:   # "北京更热：气温为 31，而上海为 28"
            text = f"{name}{adjective}：{_measured(field)}为 {_amount(winner, field, True)}，" \
                   f"而{names[id(others[0])]}为 {_amount(others[0], field, True)}"
        else:   # of many, the others in brackets, not one "X为Y" each: "盐石房最热，…是 92（松木房 85、…）"
            against = "、".join(f"{names[id(r)]} {_amount(r, field, True)}" for r in others)
            text = f"{name}{adjective}，{_measured(field)}是 {_amount(winner, field, True)}（{against}）。"
    else:
        given = _given_apart(records, field, question)   # "for 4 hours" / "for 3 hours"
        against = ", ".join(f"{_amount(r, field, False)} for {_inside(names[id(r)])}{given(r)}" for r in others)
        money = bool(_money_fields([field], winner))
        said = _amount(winner, field, False) + given(winner) if money else field_clause(field, winner[field], False)
        said = f"it {said}" if re.match(r"[a-z]+s at ", said) else said
        verb = "is"
        how = re.search(r"\b(takes?|costs?|needs?|uses?|has|have|gives?|holds?|seats?|offers?)\s+"
                        r"(less|more|fewer)\s+([a-z]+)", question, re.I)
        if how:
            # "which takes less time?": the question's own verb and noun
            verb = how.group(1).lower() if how.group(1).lower().endswith("s") else \
                ("has" if how.group(1).lower() == "have" else how.group(1).lower() + "s")
            adjective = f"{_superlative(how.group(2).lower(), False) if len(records) > 2 else how.group(2).lower()} " \
                        f"{how.group(3).lower()}"
        elif COUNTED_MORE.search(question) and re.match(r"\d", said):   # "Which has more free spots?"
            verb, adjective = "has", ("more" if direction_word(question) == "max" else "fewer")
            adjective = _superlative(adjective, False) if len(records) > 2 else adjective
        text = f"{name} {verb} {adjective}: {said}, against {against}"
    return finish(text, zh)


def _given_apart(records: list[dict], field: str, question: str):
    """What tells the compared records apart that the asker gave ("for 4 hours or the garden
    room for 3"): said after each amount, " for 4 hours"; nothing when no such field differs."""
    from .sentences import field_clause
    apart = [k for k in records[0] if k != field and _numeric(records[0][k])
             and len({r.get(k) for r in records}) == len(records)
             and all(_said_in(r.get(k), question) for r in records)]
    if not apart:
        return lambda r: ""
    return lambda r: "".join(f" for {_counted(field_clause(k, r[k], False), r[k])}" for k in apart[:2])


def _counted(phrase: str, value: Any) -> str:
    """'1 dogs' → '1 dog': one of a thing is said in the singular."""
    from ..read.lexicon import lemma
    m = re.fullmatch(r"1 ([a-z]+)", phrase)
    return f"1 {lemma(m.group(1))}" if value == 1 and m else phrase


def _measured(field: str) -> str:
    """The Chinese name of what a field measures, without its unit: duration_minutes → 时长."""
    from .fields import read_key
    words = [w for w in read_key(field).words if not re.fullmatch(r"minutes?|hours?|days?|seconds?", w)]
    if list(words) == list(read_key(field).words) and not read_key(field).unit and \
            not read_key(field).currency:
        return label(field, True)   # nothing to take off: the key's own label (temp_c → 气温（°C）)
    return label("_".join(words) or field, True)


def _amount(record: dict, field: str, zh: bool) -> str:
    """A compared value with its unit: "65 minutes", "12 m³", "10:25"."""
    from .fields import read_key, singular_unit
    value = record[field]
    if read_key(field).currency or isinstance(record.get("currency"), str) and \
            re.search(r"price|cost|fare|fee|amount|rate|total", field):   # price_eur: "12 EUR"
        code = read_key(field).currency or record['currency']
        if zh:   # 112 欧元: a Chinese answer names the currency in Chinese (CLDR)
            from .sentences import currency_in_chinese
            code = currency_in_chinese(code)
        return f"{value_text(value)} {code}"
    unit = read_key(field).unit or (read_key(field).words[-1] if read_key(field).words and re.fullmatch(
        r"minutes?|hours?|days?|seconds?", read_key(field).words[-1]) and _numeric(value) else "")
    if zh and unit:
        from .labels import label as zh_label_of, zh_unit
        return f"{value_text(value)} {zh_unit(unit) if read_key(field).unit else zh_label_of(unit, True)}"
    return f"{value_text(value)} {singular_unit(unit, value)}" if unit else value_text(value)


def _names(records: list[dict], zh: bool) -> dict[int, str]:
    """What each compared record is called: its subject, else the field whose values tell
    them apart ("mode": train / coach), else its place in the list."""
    from .dates import say_month
    from .sentences import subject_or_code
    names = {id(r): subject_or_code(r, zh)[0] for r in records}
    names = {k: say_month(v, zh) or v for k, v in names.items()}   # "2026-11" → "November"
    if not zh:   # "garden_room", "audio guide": common nouns, said "the garden room"
        names = {k: f"The {v.replace('_', ' ')}" if re.fullmatch(r"[a-z]+(?:[ _][a-z]+)*", v) else v
                 for k, v in names.items()}
    if all(names.values()) and len(set(names.values())) == len(records):
        return names
    telling = next((k for k in records[0] if all(isinstance(r.get(k), str) and r[k] for r in records)
                    and len({r[k] for r in records}) == len(records)), None)
    if telling:   # the tool's own words for them; a common noun with its article ("the chapel")
        return {id(r): say_month(r[telling], zh) or (f"The {r[telling].replace('_', ' ')}" if not zh and
                re.fullmatch(r"[a-z]+(?:[ _][a-z]+)*", r[telling]) else r[telling]) for r in records}
    ordinal = ["第一个", "第二个", "第三个"] if zh else ["The first", "The second", "The third"]
    return {id(r): ordinal[i] if i < 3 else f"#{i + 1}" for i, r in enumerate(records)}


def _inside(name: str) -> str:
    return "the" + name[3:] if name.startswith("The ") else name


def _superlative(comparative: str, zh: bool) -> str:
    """cheaper -> the cheapest, more expensive -> the most expensive, 更晚 -> 最晚."""
    if zh:
        return comparative.replace("更", "最", 1)
    if comparative.startswith("more "):
        return "the most " + comparative[5:]
    return "the " + comparative[:-2] + "est" if comparative.endswith("er") else comparative


def _direction(question: str):
    """(max or min, the comparative to say it with: "hotter", "更便宜"), or (None, None)."""
    way, word, _ = direction(question)
    if way is None:
        return None, None
    return (max if way == "max" else min), comparative(word, way)


def comparative(word: str, way: str) -> str:
    """The comparative form of the word the question used: hottest -> hotter, 便宜 -> 更便宜."""
    if re.search(r"[\u4e00-\u9fff]", word):
        return "更" + word
    if word in ("more", "most", "higher", "highest", ""):
        return "higher" if way == "max" else "lower"
    if word in ("less", "least", "fewer", "fewest", "lower", "lowest"):
        return "lower"
    if word in ("expensive", "pricier", "priciest"):
        return "more expensive"
    return re.sub(r"est$", "er", word.split()[0])


def total(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """'How much did I spend on food?': the sum of the matching records' amounts."""
    ordered = order_sum(question, calls, zh)
    if ordered:
        return ordered
    if not TOTAL_WORDS.search(question):
        return None
    for call in calls:
        items = [i for i in (items_of(call.result) or []) if isinstance(i, dict)]
        if not items:
            continue
        amount, counted = _summed_field(items, question)
        if amount is None:
            continue
        chosen = _matching(items, question) or items
        value = round(sum(i[amount] for i in chosen if _numeric(i.get(amount))), 2)
        from .fields import read_key
        currency = next((i.get("currency") for i in chosen if i.get("currency")), "") or \
            read_key(amount).currency   # fee_cny: the key says the currency
        cur = f" {_currency_said(currency, zh)}" if currency else ""
        which = _matched_word(items, question)
        key = next((k for k, v in call.result.items() if v is items_of(call.result)), "") \
            if isinstance(call.result, dict) else ""
        if counted:   # "how many seats are left in total?": the seats, counted over the shows
            return _counted_total(amount, value, len(chosen), key, zh), [call]
        if zh:
            text = f"合计 {value_text(value)}{cur}（{len(chosen)} 笔" + (f"，{which}" if which else "") + "）。"
        else:
            from .sentences import _counted_noun
            things = _counted_noun(key, len(chosen)) if key else ("item" if len(chosen) == 1 else "items")
            text = f"The total is {value_text(value)}{cur} ({len(chosen)} {things}" + \
                (f" for {which}" if which else "") + ")."
        return text, [call]
    return _sum_of_records(calls, zh, question)


SUMMED_MONEY = re.compile(r"amount|price|cost|total|sum|value|fee|spent|qty|quantity", re.I)


def _summed_field(items: list[dict], question: str) -> tuple[str | None, bool]:
    """The field a total adds up, and whether it counts things rather than money: the one
    numeric field the question names ("seats" → `seats_left`), else the first amount."""
    from .fields import read_key
    numeric = [k for k in items[0] if _numeric(items[0][k]) and not k.lower().endswith("id")]
    wanted = T.concepts(question)
    named = [k for k in numeric if T.concepts(k.replace("_", " ")) & wanted]
    money = [k for k in numeric if SUMMED_MONEY.search(k) or read_key(k).currency]
    if named and not set(named) & set(money):
        return named[0], True
    pick = next((k for k in named if k in money), None) or next(iter(money), None)
    return pick, False


def _counted_total(key: str, value: float, n: int, listed: str, zh: bool) -> str:
    """"60 seats left in total (4 shows)" / "合计 120 克，共 2 条。" (a count's own noun or unit)."""
    from .fields import key_words
    said = " ".join(key_words(key))
    if zh:
        from .labels import zh_unit
        unit = zh_unit(key) if zh_unit(key) != key else ""   # grams: 合计 120 克
        said_zh = f" {unit}" if unit and T.has_cjk(unit) else f"（{label(key, True)}）"
        return f"合计 {value_text(value)}{said_zh}，共 {n} 条。"
    from .sentences import _counted_noun
    things = _counted_noun(listed, n) if listed else ("item" if n == 1 else "items")
    return f"{value_text(value)} {said} in total ({n} {things})."


def order_sum(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """'How much would 2 sourdough and 3 croissants come to?' over a price list: each count
    times its item's price, added up (read/order_sums.py)."""
    from ..read.order_sums import order_lines, order_total, price_key
    from .fields import read_key
    for call in calls:
        listed = items_of(call.result)
        if isinstance(call.result, dict):   # a show with its zones' prices; programmes and extras
            inner = [v for v in call.result.values() if isinstance(v, list) and v and isinstance(v[0], dict)]
            if len(inner) > 1 and price_key([r for v in inner for r in v if isinstance(r, dict)]):
                listed = [r for v in inner for r in v]   # one price list, in two parts
            elif listed is None:
                listed = inner[0] if len(inner) == 1 else None
        records = [i for i in (listed or []) if isinstance(i, dict)]
        lines = order_lines(question, records)
        if not lines or len(lines) == 1 and lines[0][0] == 1:
            continue   # one of one thing: its price answers
        key = price_key(records)
        currency = next((str(v) for k, v in (call.result.items() if isinstance(call.result, dict) else ())
                         if k == "currency"), "") or records[0].get("currency") or read_key(key).currency
        cur = f" {_currency_said(currency, zh)}" if currency else ""
        parts = [f"{value_text(n)} × {_name_of(r, zh, question=question) or r.get(key)} ({value_text(r[key])})"
                 for n, r in lines]
        value = value_text(order_total(lines, key))
        text = f"合计 {value}{cur}：" + " + ".join(parts) if zh else \
            f"That comes to {value}{cur}: " + " + ".join(parts)
        return finish(text, zh), [call]
    return None


def _currency_said(code: str, zh: bool) -> str:
    """EUR in an English answer, 欧元 in a Chinese one (元 for the yuan, as prices say it)."""
    if not zh:
        return code
    if code.upper() == "CNY":
        return "元"
    from .sentences import currency_in_chinese
    return currency_in_chinese(code)


def _sum_of_records(calls: list[PastCall], zh: bool, question: str = "") -> tuple[str, list] | None:
    """'My two accounts together': one record per call, the same amount field in each."""
    records = [(c, c.result) for c in calls if isinstance(c.result, dict) and items_of(c.result) is None]
    by_tool: dict[str, list] = {}
    for c, r in records:
        by_tool.setdefault(c.name, []).append((c, r))
    for group in by_tool.values():
        if len(group) < 2:
            continue
        first = group[0][1]
        amount = next((k for k in first if _numeric(first[k]) and not k.endswith("id") and re.search(
            r"amount|balance|price|cost|total|sum|value|fee|spent|qty|quantity", k)
            and all(_numeric(r.get(k)) for _, r in group)), None)
        currencies = {r.get("currency") for _, r in group}
        if amount is None or len(currencies) > 1:
            continue   # different currencies do not add up without a conversion
        value = round(sum(r[amount] for _, r in group), 2)
        cur = f" {currencies.pop()}" if None not in currencies else ""
        parts = [f"{_name_of(r, zh, c.arguments, question)} {value_text(r[amount])}".strip()
                 for c, r in group]
        if zh:
            text = f"合计 {value_text(value)}{cur}（" + " + ".join(parts) + "）"
        else:
            text = f"The total is {value_text(value)}{cur} (" + " + ".join(parts) + ")"
        return finish(text, zh), [c for c, _ in group]
    return None


def _name_of(record: dict, zh: bool, asked: dict | None = None, question: str = "") -> str:
    """What a record is called: its subject, else its first short text ("checking").
    In a Chinese answer, a tool's English word that the user asked for in Chinese is said
    in the user's own word ("checking" asked as 活期 is 活期)."""
    name = subject_of(record, zh)[0]
    if name:
        return name
    for key, value in record.items():
        if isinstance(value, str) and len(value) <= 30 and key != "currency":
            if zh and value.isascii() and value in (asked or {}).values():
                return users_word(value, question) or value
            return value_text(value, zh)
    return ""


def users_word(value: str, question: str) -> str | None:
    """The one word of a Chinese question that means `value` (储蓄 for "savings"), if any."""
    if not T.has_cjk(question):
        return None
    from ..read.zh import cut
    meant = T.concepts(value.replace("_", " "))
    words = [w for w in dict.fromkeys(cut(question)) if T.has_cjk(w) and T.concepts(w) & meant]
    return words[0] if len(words) == 1 else None


def _matching(items: list[dict], question: str) -> list[dict]:
    """The records a question narrows to by a value they hold ("on food", "餐饮")."""
    word = _matched_word(items, question)
    if not word:
        return []
    return [i for i in items if any(isinstance(v, str) and v.lower() == word for v in i.values())]


def _matched_word(items: list[dict], question: str) -> str | None:
    lowered = question.lower()
    values = {v.lower() for i in items for k, v in i.items()
              if isinstance(v, str) and 2 <= len(v) <= 20 and not k.endswith("id")}
    wanted = T.concepts(question)
    for v in sorted(values, key=len, reverse=True):
        if re.search(rf"(?<![a-z]){re.escape(v)}(?![a-z])", lowered) or \
                (T.concepts(v) and T.concepts(v) <= wanted and len(T.concepts(v)) <= 2):
            if sum(any(isinstance(x, str) and x.lower() == v for x in i.values()) for i in items) \
                    < len(items):
                return v
    return None


def count(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    if not asks_count(question):
        return None
    from ..read.periods import stated_period, within
    from .dates import today
    for call in calls:
        items = items_of(call.result)
        if items is None:
            continue   # ("一共…几次" counts: a sum the tools' amounts give was said before)
        records = [i for i in items if isinstance(i, dict)]
        from .sentences import the_one_named
        if the_one_named(question, items) is not None:
            continue   # "how many balls in a large bucket?": one item's number, said of it
        period = stated_period(question, today()) if len(records) == len(items) else None
        dated = within(records, period) if period else None
        if dated is not None:   # "下周一共几次": the records dated in that week
            items = records = dated
        field = _counted_field(records, question)
        key = next((k for k, v in call.result.items() if v is items), "") \
            if isinstance(call.result, dict) else ""
        if field and key and T.concepts(key.replace("_", " ")) & T.concepts(question):
            # "how many slots still have places?": the items whose count is above 0
            return _items_with(records, field, key, question, zh), [call]
        if field:   # "how many buyout orders": a number each record holds, not the records
            from .sentences import subject_or_code
            each = ("；" if zh else "; ").join(
                f"{subject_or_code(i, zh)[0]}{'：' if zh else ': '}{label(field, zh)} {value_text(i[field])}"
                if subject_or_code(i, zh)[0] else f"{label(field, zh)} {value_text(i[field])}"
                for i in records[:6])
            return finish(each, zh), [call]
        from ..read.conditions import meeting
        from .sentences import _counted_noun, join_items, record_phrase, zh_words_only
        from .shared_fields import said_once, shared_fields, without
        # "how many washers are free?": the items that meet what the question says of them
        met = meeting(question, records) if len(records) == len(items) else None
        chosen = met if met is not None else (_matching(records, question) or items)
        dicts = [i for i in chosen if isinstance(i, dict)]
        shared = shared_fields(dicts)   # what all of them share is said once, after the count
        if met is not None:   # ...but not the flag they were counted by ("all with available")
            shared = {k: v for k, v in shared.items() if not isinstance(v, bool)}
        once = said_once(shared, zh) if shared else ""
        # each counted thing by its name, or (a record with none, or only an id) in a few
        # words of its own: "PL-1 on 3 December at 16:00", not "Lesson PL-1"
        names = [_counted_name(i, question, zh) for i in without(dicts, shared)][:8]
        names = [n for n in names if n]
        key = next((k for k, v in call.result.items() if v is items), "") \
            if isinstance(call.result, dict) else ""
        if zh:
            shown = "：" + join_items(names, zh) if names else ""
            noun = label(key, True) if key and zh_words_only(label(key, True)) else ""
            noun = noun[:-1] if len(noun) > 2 and noun.endswith("数") else noun
            from .counting import asked, measure   # "还剩几间" → "共有 2 间"
            return finish(f"共有 {len(chosen)} {measure() if asked() else '条'}{noun}" + (f"（{once}）" if once else "") + shown, zh), [call]
        shown = ": " + join_items(names, zh) if names else ""
        noun = f" {_counted_noun(key, len(chosen))}" if key else ""
        return finish(f"There {'is' if len(chosen) == 1 else 'are'} {len(chosen)}{noun}"
                      + (f", {once}" if once else "") + shown, zh), [call]
    return None


ASKS_WHICH = re.compile(r"\bwhich\b|\bwhat\b|哪些|哪几|哪个", re.I)
ASKS_SOME_LEFT = re.compile(r"\b(?:free|available|left|open|spare|places?|spots?|room)\b|有空|空位|空余|剩|还有", re.I)


def with_some(question: str, calls: list[PastCall], zh: bool) -> tuple[str, list] | None:
    """'Which slots still have places?' over a list with a count per item: only the items
    whose count is above 0, with their counts."""
    if not (ASKS_WHICH.search(question) and ASKS_SOME_LEFT.search(question)) or asks_count(question):
        return None
    from .fields import key_words
    from .polar import AVAILABLE, DURATIONS, named_by
    for call in calls:
        items = items_of(call.result)
        records = [i for i in items or [] if isinstance(i, dict)]
        if len(records) < 2 or len(records) != len(items) or not isinstance(call.result, dict):
            continue
        if any(isinstance(v, bool) and named_by(k, question) for k, v in records[0].items()):
            continue   # "which dryer is free?" is asked of `is_free`: the list says it
        field = _counted_field(records, question) or next(
            (k for k, v in records[0].items() if _numeric(v) and AVAILABLE.search(k)
             and not set(key_words(k)) & DURATIONS and all(_numeric(r.get(k)) for r in records)), None)
        if field is None or all(r[field] > 0 for r in records):
            continue
        key = next((k for k, v in call.result.items() if v is items), "")
        return _items_with(records, field, key, question, zh), [call]
    return None


def _items_with(records: list[dict], field: str, key: str, question: str, zh: bool) -> str:
    """"2 of the 3 slots: 18:00 (2 places left) and 21:00 (5 places left)." — the items
    of a list whose count (`field`) is above 0, counted, each with its count."""
    from .sentences import _counted_noun, field_clause, join_clauses, subject_or_code
    having = [r for r in records if _numeric(r.get(field)) and r[field] > 0]
    said = [f"{subject_or_code(r, zh)[0]}（{field_clause(field, r[field], zh)}）" if zh else
            f"{subject_or_code(r, zh)[0]} ({field_clause(field, r[field], zh)})" for r in having[:8]]
    if zh:
        noun = label(key, True)
        head = f"{len(records)} 个{noun}中有 {len(having)} 个"
        return head + ("：" + "、".join(said) if said else "") + "。"
    things = _counted_noun(key, len(records))
    head = f"{len(having)} of the {len(records)} {things}" if having else f"None of the {len(records)} {things}"
    return head + (": " + join_clauses(said, False) if said else "") + "."


def _counted_name(record: dict, question: str, zh: bool) -> str:
    """A counted item by its name; one named only by its id (or nothing) in a few words."""
    from .sentences import record_phrase, subject_or_code
    from ..read.results import id_key
    subject, key = subject_or_code(record, zh)
    if subject and key != id_key(record):
        return subject
    return record_phrase(record, question, zh) or subject


def _counted_field(records: list[dict], question: str) -> str | None:
    """A whole-number field of the records that the question asks to count, if any."""
    if not records:
        return None
    wanted = T.concepts(question) - {"count"}
    for key, value in records[0].items():
        if key == "id" or key.endswith("_id") or isinstance(value, bool) or not isinstance(value, int):
            continue
        if (T.concepts(key.replace("_", " ")) - {"count"}) & wanted:
            return key
    return None


def yes_no(question: str, call: PastCall, zh: bool, writes: bool = False) -> str | None:
    """'Is it available?' → 'Yes — 2 copies are available.' (polar.py)."""
    from .polar import yes_no as answered
    return answered(question, call, zh, writes)


def because(question: str, call: PastCall, zh: bool) -> str | None:
    """'Why …?' answered by the cause the data holds, after the state it explains:
    "LH 2203: the status is delayed and a delay of 50 minutes. The reason: fog at …"."""
    if not re.search(r"\bwhy\b|how come|为什么|为何|怎么会|原因", question, re.I):
        return None
    if not isinstance(call.result, dict):
        return None
    result = call.result
    cause = next((k for k, v in result.items() if CAUSE_KEYS.search(k) and isinstance(v, str)
                  and v), None)
    if cause is None:
        return None
    states = [k for k, v in result.items() if re.search(r"status|state", k) and isinstance(v, str)]
    about = T.concepts(question) | T.concepts(" ".join(result[k] for k in states))
    measured = [k for k, v in result.items() if k != cause and _numeric(v)
                and T.concepts(k.replace("_", " ")) & about]   # delayed → delay_minutes
    subject = subject_of(result, zh)[0] or _identity(result)
    told = _state_said(result, states, zh)
    # what happens next, when the data says it: "… back-ordered. The new ready date is 11 December."
    from .dates import say_date
    dated = [k for k, v in result.items() if k != cause and k not in states and isinstance(v, str)
             and say_date(v, zh)]
    then = "".join(("" if zh else " ") + finish(_capital(field_clause(k, result[k], zh)), zh) for k in dated)
    if told and subject:   # "Claim HC-12 was rejected because …" ("HC-12 已拒绝，原因是…")
        extra = [field_clause(k, result[k], zh) for k in measured]
        if zh:
            return finish(f"{subject}{told}" + "".join("，" + c for c in extra) + f"，原因是{_cause_zh(result[cause])}", zh) + then
        verb = "was" if re.match(r"\s*why\s+(?:was|were|did|had)\b", question, re.I) else "is"
        lead = f"{subject} {verb} {told}" + "".join(f", with {c}" if c.startswith("a ") else f", {c}"
                                                    for c in extra)
        return finish(f"{lead} {because_of(result[cause])}", zh) + then
    said = join_clauses([field_clause(k, result[k], zh) for k in states + measured + dated], zh)
    head = ("：" if zh else ": ").join(p for p in (subject, said) if p)
    reason = f"原因是{_cause_zh(result[cause])}" if zh else f"The reason: {result[cause]}"
    sentences = [finish(p[:1].upper() + p[1:], zh) for p in (head, reason) if p]
    return ("" if zh else " ").join(sentences)


def _cause_zh(cause: str) -> str:
    from .sentences import quoted_zh
    return quoted_zh(cause)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _state_said(result: dict, states: list[str], zh: bool) -> str:
    """The one status a cause explains, as a predicate: "rejected", "delayed" (已拒绝);
    "" when there is none, or it has no Chinese word."""
    from .labels import zh_value
    if len(states) != 1 or not re.fullmatch(r"[a-z][a-z_ ]{1,30}", result[states[0]]):
        return ""
    value = result[states[0]].replace("_", " ")
    if zh:
        said = zh_value(result[states[0]])
        return said if said != result[states[0]] else ""
    return value


def is_word_noun(word: str) -> bool:
    """'left', 'found' are verb forms; 'saw' and 'bit' are also things."""
    from ..read.taxonomy import available, is_noun
    return available() and is_noun(word)


FINITE = {"is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "cannot",
          "could", "did", "does", "do", "must", "should", "isn't", "wasn't", "didn't", "won't"}


def because_of(cause: str) -> str:
    """"because the van broke down" for a clause, "because of fog at Frankfurt" for a thing:
    a cause with a verb of its own is a clause (an auxiliary, or a past form WordNet knows)."""
    from ..read.lexicon import lemma
    from ..read.taxonomy import available, is_word, mostly_verb
    text = cause.strip().rstrip(".")
    words = re.findall(r"[A-Za-z']+", text)
    first = words[0] if words else ""
    if first[:1].isupper() and first[1:].islower() and available() and is_word(first.lower()):
        text = text[0].lower() + text[1:]   # "Fog at …" mid-sentence is "fog at …"
    from .effects import irregular_forms
    irregular = irregular_forms()
    clause = any(w.lower() in FINITE or i > 0 and (w.lower() in irregular and not is_word_noun(w.lower())
                 or lemma(w.lower()) != w.lower() and not w.lower().endswith(("ing", "s"))
                 and available() and mostly_verb(lemma(w.lower()))) for i, w in enumerate(words))
    return f"because {text}" if clause else f"because of {text}"


def _identity(result: dict) -> str:
    """What names a record that has no title: its id or number ('LH 2203')."""
    key = next((k for k in result if re.search(r"(?:^|_)(?:id|number|no|code)$", k)
                and isinstance(result[k], (str, int))), None)
    return str(result[key]) if key else ""