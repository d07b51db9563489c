"""Where prose lists things with numbers: one clause per listed thing.

"200 flyers at $0.45 each and 3 posters at $12.00 each" lists two things; so does
"A4打印纸10包，每包25元；签字笔3盒，每盒18元", though there each price has a clause of its
own. A clause that names nothing but numbers, money and measure words ("每包25元", "at
$12 each") says more about the thing before it, so it joins that thing's clause. A clause
about the whole ("Total: $126", "合计304元") is no item. Clauses whose numbers other fields
already used (a date, an invoice number) have none left, so they are no item either.

Cost: one pass over the text's clauses; the number, currency and unit readers are the
ones every field uses.
"""

from __future__ import annotations

import re

from . import text as T

Span = tuple[int, int]

# Clauses end at commas, semicolons, colons (not a clock's), line ends, "and"/"or", 和/、,
# and full stops; a full stop after a short capitalised word is an abbreviation ("Dr.
# Reyes"), not an end.
SEPARATOR = re.compile(r"[,;，；。：\n]|:(?!\d)|(?<![A-Z][a-z])(?<![A-Z][a-z][a-z])(?<![A-Z])[.!?](?=\s|$)"
                       r"|\s+and\s+|\s+or\s+|[和、]")
# "每包", "各两盒", "per box": a distributive word with its measure word says "each".
ZH_EACH = "每各"


def clauses(view: str) -> list[Span]:
    """The text's clauses as spans, blank edges trimmed."""
    spans, start = [], 0
    for m in [*SEPARATOR.finditer(view), None]:
        end = m.start() if m else len(view)
        piece = view[start:end]
        lead = len(piece) - len(piece.lstrip())
        if piece.strip():
            spans.append((start + lead, start + len(piece.rstrip())))
        start = m.end() if m else end
    return spans


def names_nothing(clause: str) -> bool:
    """Only numbers, money, units and words like "each": the clause names no thing."""
    from .currencies import mentions
    from .numbers import find_numbers
    from .units import find_quantities
    left = list(clause)
    for hit in [*find_numbers(clause), *mentions(clause), *find_quantities(clause)]:
        left[hit.start:hit.end] = " " * (hit.end - hit.start)
    rest = "".join(left)
    if T.has_cjk(rest):
        from .measures import measure_words
        measures = measure_words()
        rest = re.sub(rf"[{ZH_EACH}]", " ", rest)
        rest = "".join(" " if c in measures else c for c in rest)
        return not re.search(r"[\u4e00-\u9fffA-Za-z]", rest)
    words = [w for w in re.findall(r"[A-Za-z]+", rest) if w.lower() not in T.STOPWORDS]
    return not words


def item_clauses(view: str) -> list[str]:
    """The clauses of `view` that each state one listed thing with its numbers, a clause
    that only adds numbers joined to the one before it. Empty: fewer than two things."""
    from .number_fields import is_collective
    from .numbers import find_numbers
    merged: list[list[int]] = []
    for start, end in clauses(view):
        clause = view[start:end]
        if merged and find_numbers(clause) and names_nothing(clause):
            merged[-1][1] = end   # "每包25元", "hotel, £129": the numbers of the thing just named
        else:
            merged.append([start, end])
    kept = [view[s:e] for s, e in merged
            if find_numbers(view[s:e]) and not is_collective(view[s:e])]
    return kept if len(kept) >= 2 else []
