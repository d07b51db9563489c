"""The shape an error describes for a value, and the user's value rewritten into it.

"Locker codes are a letter, a dash, then two digits, like Q-07" and "格式：两位字母加四位
数字，例如 AB1234" describe a value as runs of letters and digits with separators between
them. A model that reads such an error rewrites what the user wrote ("q7", "ab 12 34")
to that shape: letters in the example's case, digits zero-padded to the stated count,
the example's separators. It never invents a character: when the user's letters and
digits can't fill the shape, there is no rewrite (and the model says it couldn't).

A shape comes from the example (its runs; counts only hinted: "e.g. A-1024" is one id
among longer and shorter ones), from counts in words, in English or Chinese ("two
digits", "三个大写字母", "4 digits": these counts are exact), or from both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace



@dataclass(frozen=True)
class Run:
    kind: str                 # "letters", "digits", "sep" (a separator, written as `text`) or
    #                           "fixed" (letters the error spells out, "SM- followed by…": `text`)
    count: int | None = None  # how many characters, when the error says or shows it
    exact: bool = False       # said in words ("two digits"): the count is a rule, not a hint
    case: str | None = None   # "upper" / "lower" for letters
    pad: bool = False         # digits may be zero-padded up to `count`
    text: str = ""


# ---------------------------------------------------------------- reading the shape

_COUNT_EN = r"(?:an?|one|single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})"
_CASE_EN = r"(?:upper[- ]?case|capital|lower[- ]?case|small)"
_SEPARATORS = {   # the name of a separator, in either language -> the character
    "-": r"dash|hyphen|minus(?: sign)?|短横线?|横线|横杠|连字符|中划线|减号|杠",
    "/": r"(?:forward )?slash|斜杠|斜线",
    ".": r"dot|full stop|period|点号|句点",
    ":": r"colon|冒号",
    "_": r"underscore|下划线",
    " ": r"space|空格",
}
_SEPARATOR_WORDS = "|".join(_SEPARATORS.values())
_SEPARATOR_WORDS_ZH = "|".join(w for names in _SEPARATORS.values() for w in names.split("|")
                               if not w.isascii())
WORDS_EN = re.compile(
    rf"\b(?P<count>{_COUNT_EN})[- ](?:(?P<case>{_CASE_EN})\s+)?(?:ascii\s+|latin\s+)?"
    rf"(?P<kind>letters?|digits?)\b"
    rf"|\b(?:an?|one)\s+(?P<sep>{_SEPARATOR_WORDS})\b", re.I)
_COUNT_ZH = r"(?:[一二两三四五六七八九十]{1,3}|\d{1,2})"
WORDS_ZH = re.compile(
    rf"(?P<count>{_COUNT_ZH})\s*(?P<unit>位|个)\s*(?P<case>大写|小写)?(?:的)?(?:英文|拉丁)?"
    rf"(?P<kind>字母|数字|(?<=位)数)"
    rf"|(?:一个|一条|一道)?(?P<sep>{_SEPARATOR_WORDS_ZH})")
PADDED = re.compile(r"zero[- ]?padded|padded with zeros?|leading zeros?|pad(?:ded)? with 0|"
                    r"补零|补0|补足|前导零|不足\S{0,4}补", re.I)
UPPER = re.compile(r"upper[- ]?case|capital|大写", re.I)
LOWER = re.compile(r"lower[- ]?case|小写", re.I)
EXAMPLE_SHAPE = re.compile(r"[A-Za-z0-9]+(?:[-_./: ][A-Za-z0-9]+)*")


def shape_of(part: str, example: str | None) -> list[Run] | None:
    """The shape the error describes, or None when it describes none."""
    described = _from_words(part)
    shown = _from_example(example) if example else None
    if described and shown and _kinds(described) != _kinds(shown):
        shown = _spelled_out(shown, part, example)   # "SM- followed by four digits, e.g. SM-0417"
    if described and shown and _kinds(described) == _kinds(shown):
        # The example shows the separators and case; the words give the exact counts.
        counted = iter(r for r in described if r.kind != "sep")
        shape = [r if r.kind in ("sep", "fixed") else _ruled(r, next(counted)) for r in shown]
    else:
        shape = described or shown
    if not shape:
        return None
    if PADDED.search(part):
        shape = [replace(r, pad=True) if r.kind == "digits" else r for r in shape]
    case = "upper" if UPPER.search(part) else "lower" if LOWER.search(part) else None
    if case:
        shape = [replace(r, case=r.case or case) if r.kind == "letters" else r for r in shape]
    return shape


def _spelled_out(shown: list[Run], part: str, example: str) -> list[Run]:
    """The example's letters that the error also writes out in its words ("job numbers are
    SM- followed by four digits"): a fixed part of every value, which the user may leave
    out ("job 417"), not letters of their own to find."""
    words = part.replace(example, " ")
    out = []
    for run in shown:
        letters = run.text if run.kind == "letters" else ""
        if letters and re.search(rf"(?<![A-Za-z]){re.escape(letters)}(?![a-z])", words):
            run = Run("fixed", len(letters), text=letters)
        out.append(run)
    return out


def _ruled(shown: Run, described: Run) -> Run:
    return replace(shown, count=described.count, exact=True, case=described.case or shown.case,
                   pad=shown.pad or described.pad)


def _kinds(shape: list[Run]) -> list[str]:
    return [r.kind for r in shape if r.kind not in ("sep", "fixed")]


def _from_example(example: str) -> list[Run] | None:
    """'Q-07' -> one upper-case letter (a hint), '-', two digits (a hint, zero-padded)."""
    if not EXAMPLE_SHAPE.fullmatch(example) or not re.search(r"\d", example):
        return None   # a word ("Paris") or a free text: no shape of letters and digits
    shape = []
    for piece in re.findall(r"[A-Za-z]+|\d+|.", example):
        if piece.isdigit():
            shape.append(Run("digits", len(piece), pad=piece.startswith("0") and len(piece) > 1))
        elif piece.isalpha():
            case = "upper" if piece.isupper() else "lower" if piece.islower() else None
            shape.append(Run("letters", len(piece), case=case, text=piece))
        else:
            shape.append(Run("sep", text=piece))
    return shape


def _from_words(part: str) -> list[Run] | None:
    """'a letter, a dash, then two digits' -> letters(1), '-', digits(2), exact counts."""
    found = sorted([*WORDS_EN.finditer(part), *WORDS_ZH.finditer(part)], key=lambda m: m.start())
    shape: list[Run] = []
    for m in found:
        if m.group("sep"):
            said = m.group("sep").lower()
            shape.append(Run("sep", text=next(c for c, names in _SEPARATORS.items()
                                              if re.fullmatch(names, said, re.I))))
            continue
        count = _count(m.group("count"))
        word = m.group("kind").lower()
        if count is None or (count == 1 and word == "数字" and m.group("unit") == "个"):
            continue   # 一个数字 is "a number", not one digit
        kind = "letters" if word.startswith("letter") or word == "字母" else "digits"
        said_case = (m.group("case") or "").lower()
        case = "upper" if UPPER.search(said_case) else "lower" if said_case else None
        shape.append(Run(kind, count, exact=True, case=case, pad=kind == "digits"))
    while shape and shape[0].kind == "sep":
        shape.pop(0)
    while shape and shape[-1].kind == "sep":
        shape.pop()
    return shape if any(r.kind != "sep" for r in shape) else None


_EN_COUNTS = "one two three four five six seven eight nine ten eleven twelve".split()
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}


def _count(word: str) -> int | None:
    """A small count in words or figures: 'a', 'two', '12', '两', '十二'."""
    word = word.lower()
    if word.isdigit():
        return int(word) or None
    if word in ("a", "an", "single"):
        return 1
    if word in _EN_COUNTS:
        return _EN_COUNTS.index(word) + 1
    tens, _, ones = word.partition("十")   # 十 = 10, 十二 = 12, 二十 = 20
    if "十" in word:
        return (_ZH_DIGITS.get(tens, 1) if tens else 1) * 10 + (_ZH_DIGITS.get(ones, 0) if ones else 0)
    return _ZH_DIGITS.get(word) or None


# ---------------------------------------------------------------- fitting a value to it

def fit(shape: list[Run], text: str, spaced: bool = True, taken: tuple = ()) -> str | None:
    """The first value in `text` that can be rewritten to the shape, rewritten. In a
    sentence (`spaced=False`) a value is one word: "Send 25" is two words, not "S-25".
    Values in `taken` went to other arguments of the same call ("from q7 to q9"): the
    next one is this argument's."""
    pattern = _loose(shape, spaced)
    for m in re.finditer(pattern, text):
        value = _rewrite(shape, m)
        if value is not None and value not in taken:
            return value
    return None


def _loose(shape: list[Run], spaced: bool) -> str:
    """A pattern for what a person types for that shape: any case, any separator or
    none ('ab 12 34', 'q7'), fewer digits where zeros may pad them."""
    gap, inner = (r"[\s\-_./:·]*", "[ -]?") if spaced else (r"[\-_./:·]*", "-?")
    parts = []
    for i, run in enumerate(shape):
        if run.kind == "sep":
            continue
        if run.kind == "fixed":   # written by the user or left out: "SM-0417", "sm 417", "417"
            parts.append(f"(?P<r{i}>(?i:{re.escape(run.text)})?)")
            continue
        if run.kind == "letters":   # an example's letters count too: ids keep their prefix
            body = f"[A-Za-z]{{{run.count}}}" if run.count else "[A-Za-z]+"
        elif run.exact:
            low = 1 if run.pad else run.count
            body = rf"\d(?:{inner}\d){{{low - 1},{run.count - 1}}}"
        else:
            body = rf"\d(?:{inner}\d)*"
        parts.append(f"(?P<r{i}>{body})")
    return r"(?<![A-Za-z0-9])" + gap.join(parts) + r"(?![A-Za-z0-9])"


def _rewrite(shape: list[Run], m: re.Match) -> str | None:
    out = []
    for i, run in enumerate(shape):
        if run.kind == "sep":
            out.append(run.text)
            continue
        said = re.sub(r"[ -]", "", m.group(f"r{i}"))
        if run.kind == "fixed":
            out.append(run.text)
            continue
        if run.kind == "letters":
            out.append(said.upper() if run.case == "upper" else said.lower() if run.case == "lower" else said)
            continue
        if run.count and len(said) < run.count and run.pad:
            said = said.zfill(run.count)
        elif run.count and len(said) > run.count and run.exact:
            if not said.startswith("0" * (len(said) - run.count)):
                return None   # more digits than the rule allows: nothing to drop honestly
            said = said[len(said) - run.count:]
        elif run.exact and len(said) != run.count:
            return None
        out.append(said)
    return "".join(out)
