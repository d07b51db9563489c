"""A format shown by an example whose parts are named: "B-02-05（区-排-层）", "F3-014 (floor,
then desk number)".

The note in brackets names each part of the example, one name per part between its
separators. A person who reads it finds each part in what the user wrote, next to its
name ("B区2排5层", "desk 14 on floor 3", "zone C, row 11, level 3"), in any order, and
writes the parts in the example's order, shape and separators: letters in the example's
case, digits zero-padded to the example's width (see below). A part the
user wrote as a word ("二排", "floor three") is read as its number.

One request may hold several values in that format ("from B区2排5层 to C区11排3层"):
each complete set of parts is one value, in the order the user wrote them. When one part
of the example is zero-padded ("07"), every number is written to its part's width. Nothing is
invented: a value missing a part is no value. The only characters taken from the example
are the letters that prefix a number in one part ("F" of "F3", "floor 3"): a label the
format writes, not a value the user gives.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

EXAMPLE_NOTE = re.compile(r"(?<![\w-])([A-Za-z0-9]+(?:[-_./:][A-Za-z0-9]+)+)\s*[(（]([^()（）]{1,60})[)）]")
NAME_SPLIT = re.compile(r"\s*(?:[-–—/,，、;；:：+|]|\bthen\b|\band\b|然后|再)\s*", re.I)
_WORD_NUMBERS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                 "fourteen fifteen sixteen seventeen eighteen nineteen twenty").split()
_ORDINALS = ("zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
             "twelfth").split()
_ZH_NUMERAL = "零〇一二两三四五六七八九十百"
NUMBER = rf"\d+|[{_ZH_NUMERAL}]+|{'|'.join(_WORD_NUMBERS[::-1])}|{'|'.join(_ORDINALS[::-1])}"
GAP = 14   # at most this many characters between two parts of one value


@dataclass(frozen=True)
class Part:
    name: str
    letters: str     # the example's letters of this part ("F" of "F3", "B" of "B")
    digits: str      # the example's digits ("3", "014")


def named_format(message: str) -> tuple[list[Part], list[str]] | None:
    """The example's parts with their names, and the separators between them; None when
    the error shows no example with a note naming each of its parts."""
    for m in EXAMPLE_NOTE.finditer(message):
        example, note = m.group(1), m.group(2)
        pieces = re.split(r"([-_./:])", example)
        groups, separators = pieces[0::2], pieces[1::2]
        names = [n for n in NAME_SPLIT.split(note.strip()) if n]
        if len(names) != len(groups) or len(groups) < 2:
            continue
        parts = []
        for name, group in zip(names, groups):
            shaped = re.fullmatch(r"([A-Za-z]*)(\d*)", group)
            if not shaped:
                break
            parts.append(Part(name.strip(), shaped.group(1), shaped.group(2)))
        else:
            return parts, separators
    return None


def values_in(text: str, parts: list[Part], separators: list[str]) -> list[tuple[int, int, str]]:
    """(start, end, value) for each complete value the text holds in that format."""
    mentions = sorted((start, end, i, value) for i, part in enumerate(parts)
                      for start, end, value in _mentions(text, part))
    found, current, last_end = [], {}, None
    for start, end, i, value in mentions:
        if i in current or (last_end is not None and start - last_end > GAP):
            current = {}
        if current and any(s < end and start < e for s, e, _ in current.values()):
            continue   # overlaps a part already read ("B区" is not also a number)
        current[i] = (start, end, value)
        last_end = end
        if len(current) == len(parts):
            spans = list(current.values())
            written = _write([current[k][2] for k in range(len(parts))], parts, separators)
            if written is not None:
                found.append((min(s for s, _, _ in spans), max(e for _, e, _ in spans), written))
            current, last_end = {}, None
    return found


def _names(name: str) -> list[str]:
    """How a part's name may be written: whole, then its words ("desk number", "desk"), or
    for a Chinese name its shorter pieces ("楼层" -> "楼", "层")."""
    out = [name]
    if re.search(r"[\u4e00-\u9fff]", name):
        out += [name[i:i + n] for n in range(len(name) - 1, 0, -1) for i in range(len(name) - n + 1)]
    else:
        out += [w for w in re.findall(r"[A-Za-z]+", name) if len(w) >= 3 and w.lower() != "number"]
    return list(dict.fromkeys(out))


def _mentions(text: str, part: Part) -> list[tuple[int, int, str]]:
    """Where the text gives this part: its value next to its name."""
    letters_only = part.letters and not part.digits
    value = r"[A-Za-z]{1,2}" if letters_only else rf"(?:[A-Za-z]{{0,3}}(?:{NUMBER}))"
    out = []
    for name in _names(part.name):
        n = re.escape(name)
        if re.search(r"[\u4e00-\u9fff]", name):   # "B区", "2排", "第5层"
            pattern = rf"(?:第\s*)?(?P<v>{value})\s*{n}"
        else:   # "floor 3", "row no. 2", "Zone B"; a number also before it: "3rd floor"
            pattern = rf"\b{n}\s*(?:no\.?|number|#)?\s*(?P<v>{value})\b"
        forms = [pattern] if re.search(r"[\u4e00-\u9fff]", name) or letters_only else \
            [pattern, rf"\b(?P<v>{value})(?:st|nd|rd|th)?[\s-]+{n}\b"]
        for form in forms:   # the name first ("seat 4") wins over "7 seat" of "row 7 seat 4"
            for m in re.finditer(form, text, re.I):
                if not any(s < m.end() and m.start() < e for s, e, _ in out):
                    out.append((m.start(), m.end(), m.group("v")))
        if out:
            return out
    return out


def _number(word: str) -> int | None:
    word = word.lower()
    if word.isdigit():
        return int(word)
    if word in _WORD_NUMBERS:
        return _WORD_NUMBERS.index(word)
    if word in _ORDINALS:
        return _ORDINALS.index(word)
    try:
        from ..read.numbers import _cn2an
        return int(_cn2an()(word, "smart"))
    except Exception:   # not a numeral cn2an can read ("百百")
        return None


def _write(said: list[str], parts: list[Part], separators: list[str]) -> str | None:
    padded = any(len(p.digits) > 1 and p.digits.startswith("0") for p in parts)
    out = []
    for value, part in zip(said, parts):
        if part.letters and not part.digits:
            out.append(value.upper() if part.letters.isupper() else value.lower()
                       if part.letters.islower() else value)
            continue
        letters, number = re.fullmatch(r"(?:([A-Za-z]{1,3})(?=\d))?(.*)", value).groups()
        letters = letters or ""
        n = _number(number)
        if n is None:
            return None
        digits = str(n)
        if padded and len(part.digits) > len(digits):   # "07": every number has its width
            digits = digits.zfill(len(part.digits))
        prefix = letters or part.letters
        out.append((prefix.upper() if part.letters.isupper() else prefix) + digits)
    return "".join(v + (separators[i] if i < len(separators) else "") for i, v in enumerate(out))
