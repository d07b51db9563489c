"""What a text names only to refuse it: an option ("不要退款", "not a refund"), a flag
denied after it is named ("Organic isn't essential", "发票不需要"), the things a list
speaks against ("no mushrooms or aubergines", "不要香菜和茄子").

Refusal words, copulas and the words that join a list are closed classes of each
language's grammar, not a domain's vocabulary. Cost: a few regex searches near a word.
"""

from __future__ import annotations

import re

# Words right before a thing that refuse it.
REFUSED_EN = re.compile(r"\b(?:no|not|never|without|rather than|instead of|than|"
                        r"don't want|do not want)\s+(?:an?\s+|the\s+|any\s+)?$", re.I)
REFUSED_ZH = re.compile(r"(?:不要|不用|不需要|无需|别|不想|而不是|不是)$")
# After a flag's word: "is not needed", "isn't essential", 不需要 (a copula, a negation and a
# word of need or permission).
DENIED_AFTER = re.compile(r"^\s*(?:(?:is|are|was|'s)\s*(?:n't|not)|isn't|aren't|wasn't|not)\s+"
                          r"(?:really\s+|strictly\s+|that\s+)?(?:needed|necessary|essential|required|"
                          r"important|wanted|included|available|allowed|permitted|possible|"
                          r"a must|an option|ok|okay|provided|offered)\b|"
                          r"^\s*(?:就|也|可以|都)?(?:不|没)(?:需要|必要|用|要|重要|是必须)|"
                          r"^\s*(?:就|也)?(?:免了|算了|省了|省掉|去掉)", re.I)
# A list of refused things: what opens it, joins it and ends it.
REFUSAL_EN = re.compile(r"\b(?:no|not|without|except|excluding|minus|avoid|hold the|"
                        r"don't want|do not want|allergic to)\s+(?:any\s+)?", re.I)
REFUSAL_ZH = re.compile(r"不要|不吃|别放|不放|不含|除了|忌口|去掉|不加|不能吃|过敏")
JOIN_EN = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+", re.I)
JOIN_ZH = re.compile(r"、|和|或|或者|及|以及|跟|，")
END_EN = re.compile(r"[.;!?\n]|\s+-\s+|\s+(?:please|thanks|thank you|either|at all|as well|but|so)\b",
                    re.I)
END_ZH = re.compile(r"[。；！？\n]|，(?=[^，。]{0,2}(?:必须|要|想|请|从|每|只|我|但))")


def refused(text: str, start: int) -> bool:
    """Is the word at `start` named only to be refused ("not urgent", "不要退款")?"""
    return bool(REFUSED_EN.search(text[max(0, start - 24):start]) or
                REFUSED_ZH.search(text[max(0, start - 4):start]))


def denied_after(text: str, end: int) -> bool:
    """Is the flag's word ending at `end` denied by what follows ("... isn't essential")?"""
    return bool(DENIED_AFTER.match(text[end:end + 30]))


def refused_things(text: str) -> list[str]:
    """The things the text refuses, each as written: "no mushrooms or aubergines" →
    mushrooms, aubergines; "不要香菜和茄子" → 香菜, 茄子."""
    chinese = bool(re.search(r"[\u4e00-\u9fff]", text))
    refusal, join, end = (REFUSAL_ZH, JOIN_ZH, END_ZH) if chinese else (REFUSAL_EN, JOIN_EN, END_EN)
    things: list[str] = []
    for m in refusal.finditer(text):
        stop = end.search(text, m.end())
        said = text[m.end():stop.start() if stop else len(text)]
        for part in join.split(said):
            part = part.strip(" ,.，。")
            if part and len(part.split()) <= 4 and part not in things:
                things.append(part)
    return things
