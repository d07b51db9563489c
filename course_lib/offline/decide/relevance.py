"""Which tool fits a request? Compare the concepts of the request and of each description.

A concept that only one tool mentions is strong evidence (weight 1/sqrt(tools that
mention it)); one that every tool
mentions (say "order") is weak. A description's "Not for ..." sentence counts
against the tool. This is why a clear description gets a tool picked and a vague
one ("does things") never does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..read.conversation import ToolSpec
from ..read.text import concepts, split_negative

THRESHOLD = 0.5


def _split_name(name: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ")


def _gist(text: str) -> str:
    """A parameter description without its examples and format notes ("e.g. 'A-1024' (...)")."""
    text = re.sub(r"\([^)]*\)", " ", text)
    return re.split(r"\be\.g\.|\bfor example\b|\blike\b", text, flags=re.I)[0]


def tool_concepts(tool: ToolSpec) -> tuple[set[str], set[str]]:
    positive, negative = split_negative(tool.description)
    params = " ".join(f"{_split_name(k)} {_gist(v.get('description', ''))}"
                      for k, v in tool.properties.items())
    pos = concepts(f"{_split_name(tool.name)} {positive} {params}")
    return pos, concepts(negative) - concepts(_split_name(tool.name)) - {"not"}


@dataclass
class Fit:
    tool: ToolSpec
    score: float
    matched: set[str]
    clause: str | None = None  # set when the tool answers one question of several


def rank_tools(text: str, tools: list[ToolSpec]) -> list[Fit]:
    """Every tool with its fit to `text`, best first (ties keep the request's tool order)."""
    wanted = concepts(text)
    described = [tool_concepts(t) for t in tools]
    df = {c: sum(c in pos for pos, _ in described) for c in wanted}
    fits = []
    for tool, (pos, neg) in zip(tools, described):
        matched = wanted & pos
        score = sum(df[c] ** -0.5 for c in matched) - sum(1.0 for c in wanted & neg)
        fits.append(Fit(tool, round(score, 3), matched))
    return sorted(fits, key=lambda f: -f.score)


CLAUSES = re.compile(r"[?？。；;]\s*|,?\s+and\s+(?=(?:what|where|when|how|why|which|who|is|are|can|could|"
                     r"do|does|please|tell|also)\b)|，?(?:还有|以及|另外)", re.I)


def pick_tools(text: str, tools: list[ToolSpec]) -> list[Fit]:
    """The tools a request needs. A request of several questions ("Where is my order, and
    what is your return policy?") needs each question's tools."""
    clauses = [c for c in CLAUSES.split(text) if concepts(c)]
    chosen = _pick(text, tools)
    if len(clauses) < 2:
        return chosen
    names = {f.tool.name for f in chosen}
    for clause in clauses:
        for fit in _pick(clause, tools)[:1]:
            if fit.tool.name not in names:
                chosen.append(fit)
                names.add(fit.tool.name)
    for fit in chosen:  # each tool answers the question it fits best
        scores = {c: next(f.score for f in rank_tools(c, tools) if f.tool is fit.tool)
                  for c in clauses}
        fit.clause = max(clauses, key=lambda c: scores[c]) if max(scores.values()) > 0 else None
    return chosen


def _pick(text: str, tools: list[ToolSpec]) -> list[Fit]:
    """The best fit, plus others that cover *other* parts of the request."""
    fits = [f for f in rank_tools(text, tools) if f.score >= THRESHOLD]
    if not fits:
        return []
    chosen, covered = [fits[0]], set(fits[0].matched)
    weights = {c: 1 / max(1, sum(c in f.matched for f in fits)) for f in fits for c in f.matched}
    for fit in fits[1:]:
        new = fit.matched - covered
        if sum(weights[c] for c in new) >= THRESHOLD and fit.score >= 0.6 * fits[0].score:
            chosen.append(fit)
            covered |= fit.matched
    return chosen
