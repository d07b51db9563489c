"""Options written as the initials of the words people say: S, M, L for "small", "medium",
"large"; XL for "extra large" (English writes "extra" as X in such codes); a grade "HD" for
"high definition". Chinese says a size with 号 or 码: 中号 is M, 大码 L, 加大号 XL (each 加,
特 or 超 before 大 or 小 is one X).

Only an option written in capitals (one to four letters) is read so, and only from
adjectives said where a size or grade is said: right after a count, an article or a word
for all of them ("10 small", "a medium", "both large"), after the word "size", or before
the noun the field is named for ("large frames" for `frame_size`). So "like" is never an L.
"""

from __future__ import annotations

import re

# A count, article or "both", then the adjectives of the option: "10 small", "an extra large".
_ADJECTIVES = r"((?:(?:extra|x)[\s-]+)*[a-z]+)"
_AFTER_A_COUNT = re.compile(
    r"(?:\b\d+|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|size|"
    rf"sizes|in|both|all|each|every)\b)\s*(?:x\s+)?{_ADJECTIVES}", re.I)
# The adjectives, then a noun: "large frames", "medium wetsuits".
_BEFORE_A_NOUN = re.compile(rf"\b{_ADJECTIVES}\s+(?=([a-z]+)\b)", re.I)
# 中号, 大码, 加大号, 特小码: an X for each 加/特/超, then S, M or L.
_ZH_LETTER = {"小": "S", "中": "M", "大": "L"}


def _initials(words: str) -> str:
    from .adjective_senses import is_adjective
    parts = re.split(r"[\s-]+", words.lower())
    if not is_adjective(parts[-1]):
        return ""
    return "".join("X" if p in ("extra", "x") else p[0].upper() for p in parts)


def _zh_sizes(text: str):
    for m in re.finditer(r"([加特超]*)([小中大])[号码]", text):
        letter = _ZH_LETTER[m.group(2)]
        if letter == "M" and m.group(1):
            continue   # 加中号 is no size
        yield "X" * len(m.group(1)) + letter, m.start(), m.end()


def abbreviated_option(options: list, text: str, nouns: frozenset[str] = frozenset()):
    """The option written as the initials of the adjectives the text says of a count, or
    of one of `nouns` (the field's own words, as lemmas), as a Found; or None."""
    from .extract import Found
    codes = {o: str(o) for o in options if isinstance(o, str) and re.fullmatch(r"[A-Z]{1,4}", str(o))}
    if len(codes) < 2:
        return None
    said = [(_initials(m.group(1)), m.start(1), m.end(1)) for m in _AFTER_A_COUNT.finditer(text)]
    if nouns:
        from .lexicon import lemma
        said += [(_initials(m.group(1)), m.start(1), m.end(1)) for m in _BEFORE_A_NOUN.finditer(text)
                 if lemma(m.group(2).lower()) in nouns | {"size"}]
    said += list(_zh_sizes(text))
    for initials, start, end in sorted(said, key=lambda s: s[1]):
        hit = next((o for o, code in codes.items() if code == initials), None)
        if hit is not None:
            return Found(hit, start, end)
    return None
