"""Enum options that are a count of something: "1-bed", "2-bed", "3-bed+", "4_seats", "2p".

"It's a two-bedroom flat" names `2-bed`; "four bedrooms" names `3-bed+` (three or more). An
option written as a number and a word (the "+" after it: that many or more) is named by a
number the text writes right before a word that starts with the option's word ("bed" of
"bedroom", "seat" of "seats"), the number in digits or words ("two-bedroom", "2 bed").
"""

from __future__ import annotations

import re

_OPTION = re.compile(r"^(?P<n>\d+)\s*[-_ ]?\s*(?P<word>[a-z]{2,})(?P<more>\+)?$|"
                     r"^(?P<word2>[a-z]{2,})\s*[-_ ]?\s*(?P<n2>\d+)(?P<more2>\+)?$", re.I)


def _counted(option: str) -> tuple[int, str, bool] | None:
    m = _OPTION.match(str(option).strip())
    if not m:
        return None
    if m.group("n"):
        return int(m.group("n")), m.group("word").lower(), bool(m.group("more"))
    return int(m.group("n2")), m.group("word2").lower(), bool(m.group("more2"))


def counted_option(options: list, text: str):
    """The option the text's count names ("two-bedroom" → "2-bed"), else None."""
    counted = {o: c for o in options if isinstance(o, str) and (c := _counted(o))}
    if len(counted) < 2:
        return None
    from .numbers import find_numbers
    words = {w for _, w, _ in counted.values()}
    for n in find_numbers(text):
        after = re.match(r"[\s-]*([A-Za-z]+)", text[n.end:])
        if not after or not float(n.value).is_integer():
            continue
        said = after.group(1).lower()
        word = next((w for w in words if said.startswith(w)), None)
        if word is None:
            continue
        value = int(n.value)
        exact = [o for o, (k, w, more) in counted.items() if w == word and k == value]
        if exact:
            return exact[0]
        wider = [o for o, (k, w, more) in counted.items() if w == word and more and value >= k]
        if wider:
            return wider[0]
    return None
