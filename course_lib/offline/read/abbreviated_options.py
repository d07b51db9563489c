"""Options written as the initials of the words people say: S, M, L for "small", "medium",
"large"; XL for "extra large" (English writes "extra" as X in such codes); a grade "HD" for
"high definition".

Only an option written in capitals (one to four letters) is read so, and only from
adjectives said where a size or grade is said: right after a count or an article ("10
small", "a medium", "two extra large") or after the word "size". So "like" is never an L.
"""

from __future__ import annotations

import re

# A count or article, then the adjectives of the option: "10 small", "an extra large".
_AFTER_A_COUNT = re.compile(
    r"(?:\b\d+|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|size|"
    r"sizes|in)\b)\s*(?:x\s+)?((?:(?:extra|x)[\s-]+)*[a-z]+)", re.I)


def _initials(words: str) -> str:
    from .adjective_senses import is_adjective
    parts = re.split(r"[\s-]+", words.lower())
    if not is_adjective(parts[-1]):
        return ""
    return "".join("X" if p in ("extra", "x") else p[0].upper() for p in parts)


def abbreviated_option(options: list, text: str):
    """The option written as the initials of the adjectives the text says of a count (a
    Found), or None."""
    from .extract import Found
    codes = {o: str(o) for o in options if isinstance(o, str) and re.fullmatch(r"[A-Z]{1,4}", str(o))}
    if len(codes) < 2:
        return None
    for m in _AFTER_A_COUNT.finditer(text):
        said = _initials(m.group(1))
        hit = next((o for o, code in codes.items() if code == said), None)
        if hit is not None:
            return Found(hit, m.start(1), m.end(1))
    return None
