"""Two nested objects for the two ends of a trip: `origin` and `destination`, `pickup` and
`dropoff_to`: each reads only its own part of the text.

"Moving out of a flat on the 3rd floor at 14 Mill Lane, Leeds to a house in York" gives the
origin a street, a city and a floor, and the destination a city: the text turns from where a
thing starts to where it goes at "to" / 到 (after "from" / 从 when it says one). Which object
is which is the pair's role (kinds.role_of: origin, from, departure, start / destination, to,
arrival, end). The destination reads from the turn to the end of that sentence; the origin
from the sentence where it starts up to the turn.

Cost: two searches over the text per object that has such a pair.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

# Prepositions of both languages: where a trip starts, and where it turns to its end.
SOURCE_MARK = re.compile(r"\b(?:from|out of|leaving|departing)\b|从|由|自", re.I)
TARGET_MARK = re.compile(r"\b(?:to|into|towards)\s+(?=(?:an?|the|my|our|his|her|their)\b|[A-Z0-9])|"
                         r"(?:搬到|送到|寄到|去往|前往|到|去|至)")
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？；;\n]")


def sides(objects: dict[str, dict], text: str) -> dict[str, list[Span]]:
    """For a pair among `objects` (name → unwrapped schema), one where a thing starts and
    one where it goes: the spans of the text each must not read. Empty: no such pair."""
    from .kinds import role_of
    source = next((n for n, p in objects.items() if role_of(n, p) == "source"), None)
    target = next((n for n, p in objects.items() if role_of(n, p) == "target"), None)
    if source is None or target is None:
        return {}
    start = SOURCE_MARK.search(text)
    # the end's own word turns the text too: "…, and drop at 22 Harbour Quay" for `drop`
    own = _named(target, text, start.end() if start else 0)
    turn = own or TARGET_MARK.search(text, start.end() if start else 0)
    if turn is None:
        return {}
    ends = [m.end() for m in SENTENCE_END.finditer(text)]
    begin = max([e for e in ends if e <= (start.start() if start else turn.start())] or [0])
    stop = min([e for e in ends if e > turn.end()] or [len(text)])
    return {source: [(0, begin), (turn.start(), len(text))],
            target: [(0, turn.start()), (stop, len(text))]}


def _named(name: str, text: str, after: int) -> re.Match | None:
    """Where the text says the object's own word ("drop", "delivery" of `drop_off`) as a
    word of its own, after `after`."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) >= 4]
    if not words:
        return None
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, words))})\w*\b", re.I).search(text, after)


# ---------------------------------------------------------------- two plain fields: from_port, to_port

# The word right before a place that says which end it is (grammar of both languages):
# "from Ashby", 从阿什比 start a trip; "to Wenlock", 去温洛克, 回温洛克 (back to) end it.
SOURCE_CUE = re.compile(r"(?:\b(?:from|leaving|departing|out of)\s+(?:the\s+)?|从|由|自|离开)\s*$", re.I)
TARGET_CUE = re.compile(r"(?:\b(?:to|into|towards|for|back to)\s+(?:the\s+)?|"
                        r"去往|前往|开往|飞往|返回|回到|去|到|至|往|回)\s*$", re.I)


def by_side(role: str, text: str, hits: list) -> list:
    """Of the places (or options) `hits` said in `text` (each with .start), those that are
    the `role` end of the trip ("source" or "target"), best first: one the grammar marks as
    that end; else, among those it marks as neither, the first for the source and the last
    for the target (哈威克到布雷岛: the unmarked 哈威克 starts). A hit marked as the other end
    is never this one."""
    def cue(hit) -> str:
        before = text[max(0, hit.start - 12):hit.start]
        if TARGET_CUE.search(before):
            return "target"
        if SOURCE_CUE.search(before):
            return "source"
        return ""
    marked = [h for h in hits if cue(h) == role]
    free = [h for h in hits if cue(h) == ""]
    if role == "target":
        free = free[::-1]
    return marked + [h for h in free if all(h.value != m.value for m in marked)]
