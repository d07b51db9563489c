"""What to search for when a search only serves another tool.

"Borrow Norwegian Wood for me" needs a book id, so the model first searches the catalogue.
The search is for *Norwegian Wood*: "borrow" says what to do with the book once found,
so it stays out of the query. The words dropped are those that only repeat what the
other tool does (its name and description), and that the search tool itself doesn't use.
"""

from __future__ import annotations

import re

from ..read import text as T
from ..read.conversation import ToolSpec
from .arguments import intent_concepts

WORD = re.compile(r"[A-Za-z][\w'’-]*")


def search_text(question: str, wanted: ToolSpec, finder: ToolSpec) -> str:
    """The question without the words that only name what `wanted` does."""
    action = intent_concepts(wanted) - intent_concepts(finder)
    if not action:
        return question

    def keep(word: str) -> bool:
        meant = T.concepts(word)
        return not meant or not meant <= action

    if T.has_cjk(question):
        from ..read.zh import cut
        kept = "".join(w for w in cut(question) if not T.has_cjk(w) or keep(w))
    else:
        kept = WORD.sub(lambda m: m.group(0) if keep(m.group(0)) else "", question)
    kept = re.sub(r"\s{2,}", " ", kept).strip()
    return kept if T.concepts(kept) else question   # nothing left to search for: as it was


def broader_query(query: str, question: str, tool: ToolSpec) -> str | None:
    """A search that found nothing, tried once more with less: the first specific word of
    the question (年会 of "年会改到哪天了"; a dictionary-less cut keeps such words whole),
    or of the query. None if that is what was searched already."""
    from ..read.zh import ZH_STOPWORDS, tokenizer
    intent = intent_concepts(tool)
    if T.has_cjk(question):
        # with jieba's HMM, a word its dictionary lacks (年会) is found as one word
        pieces = [w for w in tokenizer().cut(question, HMM=True) if len(w) >= 2 and T.has_cjk(w)]
        pieces = [w for w in pieces if w not in ZH_STOPWORDS and not re.search(r"[哪什怎几谁]", w)]
    else:   # the things, in their dictionary form ("kayaking" → kayak); verbs say what to do
        from ..read.taxonomy import mostly_verb
        pieces = [T.stem(w) for w in WORD.findall(query) if len(w) > 2 and not mostly_verb(w.lower())]
    for piece in pieces:
        meant = T.concepts(piece)
        if meant and not meant <= intent and piece != query.strip():
            return piece
    return None
