"""Lists of strings a text gives as quoted names, one an item: "I'll attend 'Intro to
Polars' and 'Streaming with Kafka'", "参加《用户访谈》和《数据驱动决策》".

(What a text refuses, for a list that speaks against its items, is refusals.py's.)
Cost: one scan of the text.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

QUOTED = re.compile(r"(?<![\w])'([^'\n]{2,60}?)'(?![\w])|\"([^\"\n]{2,60})\"|“([^”]{2,60})”|"
                    r"‘([^’]{2,60})’|《([^》]{1,40})》|「([^」]{1,40})」|『([^』]{1,40})』")


def quoted_items(text: str, taken: list[Span] = ()) -> list[tuple[str, Span]]:
    """Every quoted name of the text outside `taken` (and not blanked by it), in order."""
    found = []
    for m in QUOTED.finditer(text):
        group = next(i for i, g in enumerate(m.groups(), 1) if g is not None)
        span = m.span(group)
        if m.group(group).strip() and not any(span[0] < e and s < span[1] for s, e in taken):
            found.append((m.group(group).strip(), span))
    return found
