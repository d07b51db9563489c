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
    if WRITING.search(question) or _composes_a_text(question, convo.tools):
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


# ---------------------------------------------------------------- writing a text of any kind

# The verbs that ask for a text to be composed, at the head of a request (closed classes:
# the orders of writing, and the words that soften an order).
COMPOSE_EN = re.compile(r"^\s*(?:(?:please|pls|hey|hi|ok|okay)[,!]?\s+)*(?:(?:can|could|would|will) you\s+|"
                        r"help me\s+|i(?:'d| would) like you to\s+|i need you to\s+)?(?:please\s+)?"
                        r"(?:write|draft|compose|pen|word)\s+(?P<rest>.+)", re.I | re.S)
# In Chinese the order opens the request, after words that soften it or say for whom ("帮我给
# 猫咪旅馆写…"); a 写 later on fills a value ("名字写小周"), it composes nothing.
COMPOSE_ZH = re.compile(r"^\s*(?:请|麻烦|能不能|能否|可以|可不可以|你能|你可以|帮忙|帮我|给我|替我|你|再)*"
                        r"(?:(?:给|为|替)[^，。！？；,.!?]{1,16}?)?"
                        r"(?:写|撰写|编写|起草|草拟|拟)(?:一下|个|一份|一篇|一段|一封|一首|几句|一则|一条|份|篇|段|封|首)?"
                        r"(?P<rest>[^，。！？；,.!?]+)")
OBJECT_END_EN = re.compile(r"\b(?:to|for|about|inviting|telling|asking|that|which|on|at|in|with|from|"
                           r"saying|explaining|announcing)\b", re.I)
# A text's length said in the units of writing ("a 150-word review", "in three sentences").
MEASURED_TEXT = re.compile(r"\b(?:\d+|a few|one|two|three|four|five|ten)[- ](?:words?|sentences?|paragraphs?|lines?|"
                           r"pages?)\b(?:\s+(?:long\s+)?([A-Za-z]+))?", re.I)
# "… for my blog", "… on our newsletter": the medium the text is written for.
MEDIUM_OF_TEXTS = re.compile(r"\s*(?:for|on|in)\s+(?:my|our|the|a|an|his|her|their|your)?\s*([A-Za-z]+)", re.I)
TEXT_KIND = 0.4   # how surely the object is a kind of communication (note 0.44, speech 0.43)


def _composes_a_text(question: str, tools) -> bool:
    """Is the request to compose a text — a note, an invitation, a speech, 主持词, 开场白 —
    that no tool takes? The object of the order is a kind of communication in WordNet
    (Chinese words through their dictionary glosses); a tool whose name or description
    names the same thing (add_note beside "write a note on booking 12") does it instead."""
    noun = _composed_object(question)
    if noun is None:
        return False
    from ..read import text as T
    said = T.concepts(noun) | {noun.lower()}
    return not any(said & T.concepts(f"{t.name.replace('_', ' ')} {t.description}") for t in tools or ())


def _composed_object(question: str) -> str | None:
    """The text a request orders composed ("a friendly note" → note), or None."""
    from ..read import text as T
    from ..read.taxonomy import kinds_of
    m = COMPOSE_EN.match(question)
    if m:
        head, *after = OBJECT_END_EN.split(m.group("rest"), maxsplit=1)
        measured = MEASURED_TEXT.search(head)
        if measured:   # "a 150-word review": what is counted in words is a text
            return (measured.group(1) or measured.group(0)).lower()
        words = re.findall(r"[A-Za-z]+", head)[:5]
        # ... and so is what is written for a medium of texts ("… for my blog")
        medium = MEDIUM_OF_TEXTS.match(m.group("rest")[len(head):])
        candidates = [w.lower() for w in words] + ([medium.group(1).lower()] if medium else [])
    else:
        z = COMPOSE_ZH.match(question) if T.has_cjk(question) else None
        if not z:
            return None
        head = z.group("rest").split("的")[-1].strip()
        candidates = [head] if head else []
    for word in candidates:
        english = [word] if word.isascii() else sorted(T.concepts(word))
        if any(kinds_of(w).get("communication", 0.0) >= TEXT_KIND for w in english if w.isascii()):
            return word
    return None


# ---------------------------------------------------------------- a question about the world

FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|we|us|our|ours|i'm|i've|i'd|we're)\b|我|咱", re.I)
ID_SHAPED = re.compile(r"(?<![\w-])[A-Za-z]{0,5}-?\d{2,}(?![\w-])")


def asks_about_the_world(question: str) -> bool:
    """A question about the world, not about the asker's own records: it asks (who, what,
    谁, 什么 …), and speaks of nobody's own thing — no I, my, our, 我 — and gives no number
    of one. "Who invented the sewing machine?" is one; "where is my sewing machine?" and
    "status of job 417?" are not: a tool that needs a job number is then worth asking for."""
    return bool(KNOWLEDGE.search(question)) and not FIRST_PERSON.search(question) and \
        not ID_SHAPED.search(question)


# "who …?", "…是谁…": the question asks for a person (closed class: the wh-words for one).
ASKS_WHO = re.compile(r"^\s*(?:and\s+|so\s+)?who(?:'s|se|m)?\b|\bwho\s+(?:was|is|were|first|actually|really|"
                      r"invented|discovered|founded|wrote|built|made|designed)\b|谁", re.I)


def no_tool_says_who(question: str, tools) -> bool:
    """A question about the world that asks for a person, beside tools that speak of no
    person: nothing they return names one ("who invented the pneumatic tyre?" beside a tyre
    stock list). A description that says who, or names a kind of person (a member, the
    technician), may answer it."""
    if not (ASKS_WHO.search(question) and asks_about_the_world(question)):
        return False
    from ..read import text as T
    from .system_rules import _people
    for tool in tools or ():
        said = f"{tool.name.replace('_', ' ')} {tool.description}"
        if re.search(r"\bwho\b|谁", said, re.I):
            return False
        words = re.findall(r"[A-Za-z]+", said) if said.isascii() else sorted(T.concepts(said))
        if any(_people(w.lower()) for w in words if w.isascii() and len(w) > 2):
            return False
    return True
