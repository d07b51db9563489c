"""What the offline model cannot do, recognised so it can say so instead of inventing.

A simulator has no world knowledge and cannot write: it can only move values between the
request, the tools and the answer. Asked to write a poem, translate a letter, tell who won
a match, or answer in a language it doesn't write, a careful simulator calls no tool,
makes nothing up, and says in one sentence that this needs a real model.
"""

from __future__ import annotations

import re

from ..read.conversation import Conversation
from ..read.languages import find_languages, written_in

WRITING = re.compile(
    r"\b(write|compose|draft|rewrite|paraphrase|summari[sz]e|brainstorm|invent|imagine|"
    r"come up with|make up|tell me a (?:joke|story))\b.{0,40}?\b(poem|story|stories|essay|"
    r"song|lyrics|haiku|joke|letter|speech|article|blog|post|tweet|slogan|limerick|novel|"
    r"script|toast|cover letter|ideas?|names?)\b|\b(poem|haiku|limerick|short story)\b|"
    r"写.{0,12}?(?:诗|故事|文章|作文|歌|信|笑话|段子|小说|演讲|文案|稿)|编.{0,6}?(?:故事|笑话)|作.{0,4}?诗|"
    # a text counted by the measure words of writing: 一段 (a passage), 一篇, 一首, 几句
    r"(?:写|编|拟|创作).{0,8}?(?:[一两几]|\d)(?:段|篇|首|句)",
    re.I)
TRANSLATION = re.compile(r"\btranslat(e|ion)\b|\bin (?:french|spanish|german|japanese|korean|"
                         r"italian|russian|portuguese|arabic)\b.*\?|翻译|译成|翻成", re.I)
KNOWLEDGE = re.compile(
    r"^\s*(who|what|when|where|why|how|which|is|are|was|were|did|does|do|can|tell me)\b|"
    r"(谁|什么|哪|多少|几|为什么|怎么|是否|吗|呢)[^。]*[?？]?\s*$", re.I)


def limit_of(convo: Conversation) -> str | None:
    """'language', 'writing', 'translation' or 'knowledge' when the request needs what the
    offline model doesn't have; None when it is something it can handle or decline plainly."""
    question = convo.question.strip()
    if not question:
        return None
    if written_in(question) not in ("en", "zh") or _asks_to_answer_in_another_language(question):
        return "language"
    if TRANSLATION.search(question):
        return "translation"
    if WRITING.search(question):
        return "writing"
    if KNOWLEDGE.search(question):
        return "knowledge"
    return None


# The answer's own language named as the medium: "answer in French", "请用法语告诉我".
_ANSWER_VERB_EN = r"(?:answer|reply|respond|tell|write|explain|say|speak|describe|talk)"
_ANSWER_VERB_ZH = r"(?:告诉|回答|回复|说|写|解释|讲|描述|介绍|答)"
_MEDIUM = re.compile(rf"\b{_ANSWER_VERB_EN}\b.*\bin(?:to)?\s+\w|\bin\s+[A-Za-z]+\W*$|"
                     rf"用[^，。？！\s]{{1,8}}?(?:{_ANSWER_VERB_ZH}|给我|跟我|和我|对我)", re.I)


def _asks_to_answer_in_another_language(question: str) -> bool:
    """Is the reply asked for in a language other than English or Chinese? Only the
    language a reply is said in counts: "Is the French class full?" names a class."""
    if not _MEDIUM.search(question):   # most requests name no medium: skip the names
        return False
    for code, start, end in find_languages(question):
        if code in ("en", "zh"):
            continue
        before, after = question[max(0, start - 40):start], question[end:end + 12]
        if re.search(rf"\b{_ANSWER_VERB_EN}\b[^.?!]*\b(?:in|into)\s+$", before, re.I) or \
                re.search(r"^\s*(?:only|please)?\s*[.!?]?\s*$", after) and re.search(r"\bin\s+$", before, re.I) or \
                re.search(r"用$", before) and re.match(rf"\s*{_ANSWER_VERB_ZH}|\s*(?:给我|跟我|和我|对我)", after):
            return True
    return False
