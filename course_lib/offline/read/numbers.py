"""Numbers and money amounts in English and Chinese text, with where they are.

Three readers share the work, each on what it does best:
  * digits ("3,450.75", "1 200", "1.2k", "2.5万", "12%") are a regular expression, with
    scale words taken from babel's compact number formats (K/M/B/T, thousand…, 万/亿);
  * English number words ("three hundred and twelve") go to text2num;
  * Chinese numerals ("两千五百", "一万二") go to cn2an.
Digits that are part of something else (ids, dates, clock times, phone numbers) are
masked first, so a tool never receives "1024" from "A-1024" as a quantity.
The libraries are loaded on first use: `import course_lib` stays fast.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections import Counter
from itertools import accumulate
from dataclasses import dataclass
from functools import cache, lru_cache


@dataclass(frozen=True)
class Number:
    value: float
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Amount:
    value: float
    currency: str | None  # ISO 4217 code
    start: int
    end: int


@lru_cache(maxsize=1024)   # each reader of a request folds the same question again
def fold(text: str) -> str:
    """Full-width forms ("１２０", "￥", "％", "：") as their ASCII twins, one character for
    one character, so offsets into the folded text are offsets into the original."""
    if not text or text.isascii():
        return text or ""
    out = []
    for ch in text or "":
        folded = unicodedata.normalize("NFKC", ch) if ord(ch) > 127 else ch
        out.append(folded if len(folded) == 1 else ch)
    return "".join(out)


@cache
def _months() -> str:
    from babel import Locale  # month names from CLDR, not a hand list
    names = Locale("en").months["format"]
    words = sorted({*names["wide"].values(), *names["abbreviated"].values(), "Sept"}, key=len)
    return "|".join(reversed(words))


@cache
def _scales() -> dict[str, int]:
    """Scale words and suffixes → multiplier, from babel's compact decimal formats:
    en short (K, M, B, T), en long (thousand, million…), zh (万, 亿, 万亿)."""
    from babel import Locale
    scales = {}
    for lang, kind in (("en", "short"), ("en", "long"), ("zh", "short")):
        for magnitude, pattern in Locale(lang)._data["compact_decimal_formats"][kind]["other"].items():
            suffix = str(pattern.pattern).replace("0", "").strip()
            if suffix and pattern.pattern.count("0") == 1:  # "0K" is 1000; "00K" the same suffix
                scales.setdefault(suffix, int(magnitude))
    scales.update({s.lower(): m for s, m in scales.items() if len(s) == 1})
    return scales  # lower-case "m", "b", "t" mean millions only after a currency: see _find


# What digits can be part of, and so are not quantities. Order matters little: all are masked.
_MASKS = [
    r"\+\d{1,3}[\s-]?\d[\d\s-]{6,}\d",                   # +86 138 0013 8000, +1 555-123-4567
    r"\(?\b\d{2,4}\)?[\s-]\d{3,4}-\d{3,5}\b",            # (555) 123-4567, 010-8888-1234
    r"(?<!\d)1\d{10}(?!\d)",                             # 13800138000: a Chinese mobile
    r"(?<!\w)[A-Za-z]+[-_#]?\d[\w-]*",                   # ids: A-1024, INV-2024-07, SKU42
    r"#\d[\w-]*",                                        # #4412
    r"\b\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b",           # 2026-10-12, 2026-09
    r"\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b",                # 11/02/2026
    r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?",    # 15:30, 3:30 pm
    r"\b\d{1,2}\s*[ap]\.?m\.?(?!\w)",                    # 3pm
    r"(?<!\d)\d+\s*(?:年|月|日|号|点钟|点半|点\d|点(?![.\d])|时)",   # dates, times in Chinese
    # (from where a run of digits starts: a long run is then read once, not from each digit)
]

_CN_DIGITS = "零〇一二两三四五六七八九壹贰叁肆伍陆柒捌玖"
_CN_RUN = re.compile(rf"(?:百分之)?[\d.点{_CN_DIGITS}十百千万亿拾佰仟]+")
# A Chinese numeral that is really a weekday, an ordinal, a date or a time ("周三", "第一",
# "三月", "九点一刻") is not a quantity; 日元 after a numeral is the yen, not a day.
_CN_BEFORE_NOT = ("星期", "礼拜", "周", "第", "初", "分之")   # 三分之*一*: a share (shares.py)
_CN_AFTER_NOT = re.compile(r"^(?:分之|月|日(?![元币])|号|年|点(?![一二三四五六七八九\d])|点[一二三四五六七八九十\d]*[刻分钟半]|时|刻)")


# European grouping: "1.250,50", "1.250.000" (dots group thousands, a comma marks the
# decimals). Only unambiguous forms: "1.250" alone stays one and a quarter.
_EUROPEAN = r"\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d,])|\d{1,3}(?:\.\d{3}){2,}(?![\d,.])"


def _plain(num: str) -> str:
    """Digits as Python reads them: separators out, a European decimal comma as a point."""
    if re.fullmatch(_EUROPEAN, num):
        return num.replace(".", "").replace(",", ".")
    return num.replace(",", "").replace(" ", "")


@cache
def _digits() -> re.Pattern:
    scales = "|".join(sorted((re.escape(s) for s in _scales()), key=len, reverse=True))
    return re.compile(
        # a comma right before is a thousands separator only after a digit: "王小明，28岁"
        # (a full-width comma, folded) starts a number
        rf"(?<![A-Za-z0-9_.])(?<!\d,)(?P<sign>-)?(?P<num>{_EUROPEAN}|\d{{1,3}}(?:,\d{{3}})+|\d{{1,3}}(?: \d{{3}})+(?![\d,])|\d+)"
        rf"(?P<frac>\.\d+)?"
        rf"(?:\s?(?P<scale>{scales})(?![A-Za-z]))?")         # 1.2k, 3 million, 2.5万


def _masked(text: str) -> str:
    """The text with digits that belong to ids, dates, times and phones blanked out."""
    months = _months()
    patterns = _MASKS + [rf"\b(?:{months})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b",
                         rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{months})\b(?:,?\s+\d{{4}})?",
                         rf"\b(?:{months})\.?,?\s+\d{{4}}\b"]
    kept = numbered_things(text)
    for pattern in patterns:
        # ASCII \w and \b: in "于2026-10-12" the date starts after a Chinese character
        text = re.sub(pattern, lambda m: m.group() if m.start() in kept else "\0" * len(m.group()),
                      text, flags=re.ASCII)
    return text


@lru_cache(maxsize=1024)   # each count and index field of a request asks it of the same text
def numbered_things(text: str) -> frozenset[int]:
    """Where "N号" numbers a thing, not a day: 2号场, 5号楼, 8号床 (no 月 before it, a noun or a
    measure word after it, as jieba tags them): court 2, not the 2nd."""
    if "号" not in text:
        return frozenset()
    from .dictionary_tagger import jiebas_tagger
    out = set()
    for m in re.finditer(r"(?<![\d月])(\d+)\s*号(?=[\u4e00-\u9fff])", text):
        after = next(iter(jiebas_tagger().cut(text[m.end():m.end() + 6], HMM=False)), None)
        if after is not None and after.flag[:1] in ("n", "q") and after.flag != "nr":
            out.add(m.start())
    return frozenset(out)


@cache
def _text2num():
    from text_to_num import find_numbers
    return find_numbers


@cache
def _cn2an():
    import cn2an
    return cn2an.cn2an


class _Token:
    """The token protocol text2num's find_numbers expects."""
    __slots__ = ("word", "start", "end")

    def __init__(self, word, start, end):
        self.word, self.start, self.end = word, start, end

    def text(self):
        return self.word

    def not_a_number_part(self):
        return False

    def nt_separated(self, previous):
        return False


def _english_words(text: str, taken: list[tuple[int, int]]) -> list[Number]:
    tokens = []
    for m in re.finditer(r"[A-Za-z]+(?:-[A-Za-z]+)*|[^\sA-Za-z]+", text):
        parts = m.group().split("-") if m.group()[0].isalpha() else [m.group()]
        if len(parts) > 1 and not all(_number_word(p) for p in parts):
            # "three-bedroom", "two-hour": a count joined to its noun; "twenty-five" stays
            at = m.start()
            for part in parts:
                tokens.append(_Token(part, at, at + len(part)))
                at += len(part) + 1
        else:
            tokens.append(_Token(m.group(), m.start(), m.end()))
    if not any(t.word[0].isalpha() for t in tokens):
        return []
    found = []
    # text2num leaves lone numbers below its threshold (3) as words; "two adults" and "the
    # two of us" are counts, while "one" alone is mostly a pronoun ("the one on Friday").
    for occurrence in _text2num()(tokens, "en", threshold=2):
        first, last = tokens[occurrence.start], tokens[occurrence.end - 1]
        if occurrence.is_ordinal or _overlaps(first.start, last.end, taken):
            continue  # "second" is a unit of time more often than an ordinal number
        found.append(Number(float(occurrence.value), first.start, last.end,
                            text[first.start:last.end]))
    for i, token in enumerate(tokens):
        if token.word.lower() == "one" and _one_counts(tokens, i) and \
                not _overlaps(token.start, token.end, taken + [(n.start, n.end) for n in found]):
            found.append(Number(1.0, token.start, token.end, token.word))
    return sorted(found, key=lambda n: n.start)


# Words that make "one" a pronoun: "the one", "which one", "no one", "each one"; "one of
# them", "one on Friday", "one more". Grammar words, not a vocabulary.
_ONE_PRONOUN_BEFORE = {"the", "this", "that", "which", "each", "every", "any", "no", "some", "another",
                       "other", "a", "an", "every", "only", "last", "next", "first", "same", "new"}


def _one_counts(tokens: list, i: int) -> bool:
    """"one mortice key", "one adult": "one" before a word that is no grammar word is a
    count of that thing, as "two" would be."""
    from .text import STOPWORDS
    before = tokens[i - 1].word.lower() if i else ""
    after = tokens[i + 1].word if i + 1 < len(tokens) else ""
    return before not in _ONE_PRONOUN_BEFORE and after[:1].isalpha() and \
        after.lower() not in STOPWORDS and not _number_word(after) and \
        tokens[i + 1].start == tokens[i].end + 1


@lru_cache(maxsize=4096)
def _number_word(word: str) -> bool:
    """Is this one English number word ("twenty", "five")?"""
    from text_to_num import text2num
    try:
        text2num(word.lower(), "en")
        return True
    except ValueError:
        return False


# Measure words after a lone 十/百/千 make it a count ("十个", "十分钟"), not "十分" (very).
_CN_COUNTED = re.compile(r"(?:个|分钟|天|次|元|块|人|岁|本|件|条|年|小时|公里|斤|页|张|位|周|遍|米|克)")


def _counted_after(text: str, start: int, end: int) -> bool:
    """A measure word follows: 一盒, 十天. Unless the two make a word of their own that
    doesn't mean "one …" (一下 "for a bit", 一口 "readily"), as the dictionary says."""
    from .lexicon import dictionary
    from .measures import measure_after
    measure = measure_after(text, end)
    if not (_CN_COUNTED.match(text[end:]) or measure):
        return False
    word = text[start:measure.end] if measure else ""
    if word == "一个":
        return False   # the generic measure word: 一个 is "a", as in 订一个网球场 "book a court"
    senses = dictionary().get(word) if text[start:end] == "一" and word else None
    if not senses:
        return True
    counts = [bool(re.match(r"(?:one|a|an)\b", sense)) for sense in senses]
    if all(counts):
        return True
    if not counts[0]:
        return False
    from .zh import starts_with_noun   # 一块 is "one piece" and "together": what follows decides
    rest = text[measure.end:]
    return rest.startswith("钱") or starts_with_noun(rest)


# Money said the way people say it: 六十八块五 is 68.5, 三块二毛五 is 3.25, 两块五毛 is 2.5.
_CN_MONEY_TAIL = re.compile(rf"^[块元]([{_CN_DIGITS}\d])(?:[毛角]([{_CN_DIGITS}\d])?)?(?![{_CN_DIGITS}\d十百千万])")


def _with_money_tail(text: str, number: Number) -> Number:
    tail = _CN_MONEY_TAIL.match(text[number.end:])
    if not tail:
        return number
    tenths, hundredths = (float(_cn2an()(d, "smart")) if d else 0.0 for d in tail.groups())
    end = number.end + tail.end()
    return Number(round(number.value + tenths / 10 + hundredths / 100, 2), number.start, end,
                  text[number.start:end])


def _chinese(text: str) -> list[Number]:
    found = []
    for m in _CN_RUN.finditer(text):
        span, start = m.group().rstrip("."), m.start()
        if text[max(0, start - 2):start].endswith(("星期", "礼拜", "周")) and len(span) > 1 and \
                span[0] in "一二三四五六日":
            span, start = span[1:], start + 1   # 周五两个座位: 五 is the weekday, 两 a count
        percent = span.startswith("百分之")
        body = span[3:] if percent else span
        while body.endswith(("点", "万", "亿")) and body[:-1] in ("", "千"):
            body = body[:-1]  # "千万" (by all means), "万一" (in case): not numbers; 十万 is
        body = body.rstrip("点")  # "三点" is three o'clock, "一点点" a little: not 3, not 1
        if not any(c in _CN_DIGITS or c in "十百千拾佰仟" for c in body):
            continue  # plain digits are the digit reader's, "万" alone is not a number
        if (body == "一" or len(body) == 1 and body in "十百千万亿") and not _counted_after(
                text, start, start + len(body)):
            continue  # 一 alone is "a"/"one" in 一起, 一样, 一下…; 一盒 and 十天 are counts
        end = start + (3 if percent else 0) + len(body)
        if text[max(0, start - 2):start].endswith(_CN_BEFORE_NOT) or _CN_AFTER_NOT.match(text[end:]):
            continue
        try:
            value = float(_cn2an()(body, "smart"))
        except (ValueError, KeyError, IndexError, TypeError):
            continue
        found.append(_with_money_tail(text, Number(value, start, end, text[start:end])))
    return _without_covered(found)


def _without_covered(found: list[Number]) -> list[Number]:
    """A money tail took the next number's digit (六十八块*五*): that digit is not a number.
    (A number is covered by another that starts no later and ends no earlier: one sweep in
    start order, longest first, finds them all, so a text with many numbers stays linear.)"""
    twice = {span for span, k in Counter((n.start, n.end) for n in found).items() if k > 1}
    covered, furthest = set(), -1
    for n in sorted(found, key=lambda n: (n.start, -n.end)):
        if furthest >= n.end or (n.start, n.end) in twice:
            covered.add(id(n))
        furthest = max(furthest, n.end)
    return [n for n in found if id(n) not in covered]


class _Spans:
    """Spans of a text, asked whether a new span overlaps any of them (in log time)."""

    def __init__(self, spans):
        self.spans = sorted(spans)
        self.starts = [s for s, _ in self.spans]
        self.furthest = list(accumulate((e for _, e in self.spans), max))

    def overlaps(self, start: int, end: int) -> bool:
        before = bisect_left(self.starts, end)      # the spans that start before `end`
        return before > 0 and self.furthest[before - 1] > start


def _overlaps(start: int, end: int, spans) -> bool:
    return any(start < e and s < end for s, e in spans)


@lru_cache(maxsize=4096)
def _find(text: str) -> tuple[Number, ...]:
    text = fold(text)
    masked = _masked(text)
    found = _chinese(masked) if re.search(r"[\u4e00-\u9fff]", masked) else []
    in_chinese = _Spans((n.start, n.end) for n in found)   # digits never overlap each other
    for m in _digits().finditer(masked):
        if in_chinese.overlaps(m.start(), m.end()):
            continue
        if _glued(masked, m.end()):
            continue
        value = float(_plain(m.group("num")) + (m.group("frac") or ""))
        start, end = m.start(), m.end()
        scale = m.group("scale")
        if scale in ("m", "b", "t") and masked[start - 1:start] not in ("$", "€", "£", "¥"):
            end = m.end("frac") if m.group("frac") else m.end("num")  # "3m" of rope: metres
        elif scale:
            value *= _scales()[scale]
        if m.group("sign"):  # "-5°C" is negative; in "17 - 5" the minus is an operator
            if re.search(r"[\d)]\s*$", masked[:start]):
                start += 1
            else:
                value = -value
        while end > start and text[end - 1] == " ":
            end -= 1
        found.append(Number(round(value, 10), start, end, text[start:end]))
    taken = [(n.start, n.end) for n in found] + [
        (m.start(), m.end()) for m in re.finditer(r"\0+", masked)]
    found += _english_words(masked, taken)
    if "块" in text or "元" in text:   # 3块5 as well as 三块五
        found = _without_covered([_with_money_tail(text, n) for n in found])
    found = [n for n in found if not (n.value == 0 and text.startswith("零下", n.start))]
    found = [_signed(text, n) for n in found]
    if re.search(r"half|quarter|third|dozen|couple", masked, re.I):
        found = _spoken_quantities(masked, text, found)
    return tuple(sorted(found, key=lambda n: n.start))


# English says some quantities with words of its grammar, not number words: a fraction after
# the whole ("three and a half", "2 and a quarter"), a dozen ("half a dozen", "two dozen"),
# "a couple of". Each is one number, so a count never reads "a" of "a half" as 1.
_FRACTIONS = {"half": 0.5, "quarter": 0.25, "third": 1 / 3}
_AND_A_FRACTION = re.compile(r"\s+and\s+(?:(?:a|one)\s+(?P<one>half|quarter|third)|"
                             r"(?P<three>three)\s+quarters)\b", re.I)
_ONE_AND = re.compile(r"\b(?:one|an?)(?=\s+and\s+(?:a|one)\s+(?:half|quarter|third)\b)", re.I)
_DOZEN = re.compile(r"\b(?:(?P<half>half\s+a)|(?P<a>an?))\s+dozen\b|\bdozen\b", re.I)
_COUPLE = re.compile(r"\ba\s+couple\s+of\b", re.I)


def _spoken_quantities(masked: str, text: str, found: list[Number]) -> list[Number]:
    out = list(found)
    for m in _ONE_AND.finditer(masked):   # "one and a half": text2num leaves "one" alone
        if not any(n.start <= m.start() < n.end for n in out):
            out.append(Number(1.0, m.start(), m.end(), text[m.start():m.end()]))
    out.sort(key=lambda n: n.start)
    joined = []
    for n in out:
        tail = _AND_A_FRACTION.match(masked, n.end)
        if tail and float(n.value).is_integer() and n.value >= 0:
            extra = 0.75 if tail.group("three") else _FRACTIONS[tail.group("one").lower()]
            n = Number(round(n.value + extra, 10), n.start, tail.end(), text[n.start:tail.end()])
        joined.append(n)
    out = [n for n in joined if not any(o is not n and o.start <= n.start < o.end for o in joined)]
    for m in _DOZEN.finditer(masked):
        before = next((n for n in out if n.end <= m.start() and not masked[n.end:m.start()].strip()), None)
        if m.group("half") or m.group("a"):
            value, start = (6.0 if m.group("half") else 12.0), m.start()
        elif before is not None:   # "two dozen"
            out.remove(before)
            value, start = before.value * 12, before.start
        else:
            continue
        out.append(Number(value, start, m.end(), text[start:m.end()]))
    for m in _COUPLE.finditer(masked):
        if not any(n.start < m.end() and m.start() < n.end for n in out):
            out.append(Number(2.0, m.start(), m.end(), text[m.start():m.end()]))
    return out


# A sign said in words right before a number: "minus 2.25", "negative 3", 负三, 零下五度.
# After another number it is an operator ("17 minus 5"), as "-" is.
SIGN_WORD = re.compile(r"(?:\b(?:minus|negative)\s+|负|零下)$", re.I)


def _signed(text: str, n: Number) -> Number:
    """The number, negative when a sign word stands right before it."""
    m = SIGN_WORD.search(text[max(0, n.start - 9):n.start])
    if not m or n.value <= 0:
        return n
    start = n.start - len(m.group(0))
    if re.search(r"[\d)]\s*$|[零〇一二两三四五六七八九十百千万]$", text[:start]):
        return n
    return Number(-n.value, start, n.end, text[start:n.end])


def _glued(text: str, end: int) -> bool:
    """Digits that go on into something bigger: "3/4/5", "12:", "12ab9" (an id)."""
    return text[end:end + 1] in ("/", ":", "\0") or re.match(r"[A-Za-z]+\d", text[end:]) is not None


def find_numbers(text: str) -> list[Number]:
    """Every number a text states, in order: digits, English words, Chinese numerals."""
    return list(_find(text or ""))


# --- amounts: a number with a currency beside it -------------------------------------------

_GAP = re.compile(r"^\s{0,1}$")


@lru_cache(maxsize=4096)
def _amounts(text: str) -> tuple[Amount, ...]:
    from .currencies import mentions  # imported here: currencies reads amounts too
    folded = fold(text)
    marks = mentions(folded)
    amounts = []
    for n in _find(text):
        before = [c for c in marks if c.end <= n.start and _GAP.match(folded[c.end:n.start])]
        after = [c for c in marks if c.start >= n.end and _GAP.match(folded[n.end:c.start])]
        mark = (before[-1] if before else None) or (after[0] if after else None)
        if mark is None and re.search(r"[块元][^块元]*$", n.text):   # 六十八块五: yuan
            amounts.append(Amount(n.value, "CNY", n.start, n.end))
        elif mark is not None:
            amounts.append(Amount(n.value, mark.code, min(n.start, mark.start),
                                  max(n.end, mark.end)))
    # "一美元", "一块钱": 一 alone is not a number (see _chinese), but before a currency it is 1.
    for c in marks:
        if folded[c.start - 1:c.start] == "一" and not any(a.end == c.end for a in amounts):
            amounts.append(Amount(1.0, c.code, c.start - 1, c.end))
    return tuple(sorted(amounts, key=lambda a: a.start))


def find_amounts(text: str) -> list[Amount]:
    """Money amounts: "$3,450.75", "80 GBP", "100 dollars", "一百美元", "￥300"."""
    return list(_amounts(text or ""))
