"""The phrase that belongs in a free-text argument (a title, a message body, a reason).

A model fills `title` with "call the dentist", not with the whole request "Please add a
task: call the dentist, urgent, due next Friday". It does that by taking away what is not
the phrase: the command ("add a task"), politeness, and the parts that went into other
arguments (the date, the priority, the recipient). What is left, trimmed, is the phrase.
"""

from __future__ import annotations

import re

from . import text as T

QUOTED = re.compile(r"[\"“”「『《]([^\"“”」』》]{1,})[\"“”」』》]|(?<![A-Za-z])'([^']{3,})'(?![A-Za-z])")
# A colon or dash introduces the content: "Add a task: call the dentist", "备注：带伞".
INTRODUCED = re.compile(r"[:：]\s*(.+)$", re.S)
# Reported speech: the message is what follows "that" / "saying" / "说".
REPORTED = re.compile(r"\b(?:that|saying|to say|(?:tell|telling|let) (?:him|her|them|us|me)"
                      r"(?: know)?(?: that)?)\s+(.+)$|(?:说|告诉\S{1,3}?)[:：,，]?\s*(.+)$",
                      re.I | re.S)
POLITE = re.compile(r"^(?:(?:please|pls|kindly|can you|could you|would you|will you|i want to|"
                    r"i'd like to|i need to|let's|help me|go ahead and|just)\s+)+", re.I)
ZH_POLITE = re.compile(r"^(?:请|麻烦|帮我|帮忙|给我|替我|我想|我要|能不能|可以)+")
# Words left dangling at either end once the other arguments are taken out.
DANGLING = re.compile(r"^(?:(?:to|for|about|on|at|by|in|due|with|and|me|that|of|"
                      r"called|named|titled|saying)\b[\s,]*)+|(?:[\s,]*\b(?:to|for|about|on|at|"
                      r"by|in|due|with|and|a|an|the|of|is|please|from)\b)+[\s,.!?]*$", re.I)
ZH_DANGLING = re.compile(r"^[在于的把将给到，,、和]+|[在于的把将给到，,、和了吧吗呢。！？]+$")


def remove_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the given character spans blanked out (they fill other arguments)."""
    chars = list(text)
    for start, end in spans:
        for i in range(max(0, start), min(len(chars), end)):
            chars[i] = " "
    return "".join(chars)


# A preposition whose object went into another argument ("at 7am", "on Friday") goes with it.
ORPHANED = re.compile(r"\b(?:at|on|by|in|for|from|to|until|till|before|after|around|about|of|"
                      r"within|under)\s{2,}(?=\S|$)|(?:在|于|从|到)\s{2,}|"
                      r"(?<=\s\s)(?:以内|之内|以上|以下|左右|之前|之后|以前|以后)", re.I)


# What joined two values that other arguments took ("Monday, Tuesday or Friday") goes with them.
JOINER_LEFT = re.compile(r"(?<=\s\s)(?:\s*(?:,|，|、|;|；|/|&|\band\b|\bor\b|和|或|与|及|以及))+\s*(?=\s\s|$)",
                         re.I)


def remove_taken(text: str, spans: list[tuple[int, int]]) -> str:
    """The text without the parts other arguments took, nor the prepositions that led to
    them, nor what joined them."""
    rest = ORPHANED.sub(" ", remove_spans(text, spans))
    return JOINER_LEFT.sub(lambda m: " " * len(m.group()), rest) if "  " in rest else rest


def _says_intent(word: str, intent: set[str]) -> bool:
    """The word names what the tool does, allowing for derivation: "remind" for a tool that
    sets a "reminder", "book" for "booking"."""
    found = T.concepts(word)
    if found & intent:
        return True
    return any(len(c) >= 4 and len(i) >= 4 and (i.startswith(c) or c.startswith(i))
               for c in found for i in intent)


def _strip_command(text: str, intent: set[str]) -> str:
    """Drop leading words that only say what to do ("add a new task", "remind me to")."""
    words = text.split()
    kept = 0
    for i, word in enumerate(words):
        bare = re.sub(r"[^\w']", "", word).lower()
        if not bare:
            kept = i + 1
            continue
        # the speaker ("I spent …", "we paid …") is no part of what was done
        if bare in ("a", "an", "the", "new", "me", "my", "to", "us", "please", "also", "one",
                    "some", "another", "i", "we", "i've", "we've", "just") or \
                _says_intent(bare, intent):
            kept = i + 1
            continue
        break
    return " ".join(words[kept:])


# Grammar words that may stand before the content once the command is gone ("提醒我去…").
ZH_LEAD = {"我", "把", "给", "帮", "帮我", "请", "一个", "一条", "一下", "一项", "一笔", "个", "条",
           "去", "要", "再", "也"}


def _strip_zh_command(text: str, intent: set[str]) -> str:
    """The Chinese counterpart: drop leading words (as jieba cuts them, so 开 is never taken
    out of 李雷开会) that name the tool's intent, and the grammar words between them."""
    from . import zh
    text = ZH_POLITE.sub("", text.strip())
    position = 0
    for word in zh.cut(text)[:6]:
        at = text.find(word, position)
        if at < 0 or text[position:at].strip():
            break
        punctuation = not re.search(r"\w", word)
        if not (punctuation or word in ZH_LEAD or (T.has_cjk(word) and _says_intent(word, intent))):
            break
        position = at + len(word)
    rest = text[position:]
    return rest if len(rest.strip()) >= 2 else text


# Grammar words after the verb: 花了, 买过, 订好.
ZH_TRAIL = {"了", "过", "着", "掉", "好", "完", "一下", "一笔"}


def _strip_zh_trailing_command(text: str, intent: set[str]) -> str:
    """Drop the words at the end that name the tool's intent (打车花了 → 打车: "spent" is
    what the tool records, the taxi what it was spent on)."""
    from . import zh
    words, ends, at = list(zh.cut(text)), [], 0
    for word in words:   # where each word ends in the text (cut drops the spaces: "Mini Delta Kids")
        at = text.find(word, at) + len(word)
        ends.append(at)
    while len(words) > 1 and (words[-1] in ZH_TRAIL or not re.search(r"\w", words[-1]) or
                              (T.has_cjk(words[-1]) and _says_intent(words[-1], intent))):
        words.pop()
    rest = text[:ends[len(words) - 1]] if words else ""
    return rest if len(rest.strip()) >= 2 else text


# A verb at the start whose object went into another argument: "Send [40 euros] to [Tom]".
LEADING_VERB = re.compile(r"^\s*([A-Za-z]+)(?=\s{2,}\S|\s*$)")


def _drop_done_verb(text: str) -> str:
    """The command's verb, once its object is taken, is no part of a note ("Send [40 euros]
    for the concert tickets" → "for the concert tickets"). Only a word mostly used as a verb:
    "Meeting [tomorrow] at noon" keeps its noun."""
    found = LEADING_VERB.match(POLITE.sub("", text.lstrip()))
    if not found:
        return text
    from . import taxonomy
    if not taxonomy.mostly_verb(found.group(1)):
        return text
    rest = POLITE.sub("", text.lstrip())[found.end():]
    return rest if rest.strip() else text


def _tidy(text: str) -> str:
    text = " ".join(re.sub(r"\(\s*\)|（\s*）", " ", text).split())   # brackets emptied by taking
    for _ in range(3):
        text = DANGLING.sub("", text).strip(" ,.;!?-—")
        text = ZH_DANGLING.sub("", text).strip()
    return text


def phrase(text: str, taken: list[tuple[int, int]] = (), intent: set[str] = frozenset(),
           reported: bool = False) -> str:
    """The free-text phrase of a request.

    `taken`: spans that filled other arguments; `intent`: concepts of the tool itself (its
    name and description), whose words are the command, not the content; `reported`: the
    field is a message body, so "tell Bob that X" gives X.
    """
    rest = remove_taken(text, list(taken))
    for quoted in QUOTED.finditer(rest):   # a quote another field took is blank now
        inner = (quoted.group(1) or quoted.group(2)).strip()
        if inner:
            return inner
    if reported:
        said = REPORTED.search(rest)
        if said:
            return _tidy(said.group(1) or said.group(2))
    introduced = INTRODUCED.search(rest)
    if introduced and len(_tidy(introduced.group(1))) >= 2:
        # After "Add a task:" comes the content itself: nothing more to strip but its end.
        return _tidy(re.split(r"(?<=[.!?。！？])\s+|[。！？!?]", introduced.group(1).strip())[0])
    # Only the first sentence or clause carries the phrase; later ones are extra requests.
    rest = _drop_done_verb(re.split(r"(?<=[.!?。！？])\s+|[。！？!?]", rest.strip())[0])
    if T.has_cjk(rest):
        rest = _strip_zh_destination(_strip_zh_command(_tidy(rest), intent), intent)
        rest = _strip_zh_trailing_command(_tidy(rest), intent)
    else:
        rest = _strip_destination(_strip_command(POLITE.sub("", _tidy(rest)), intent), intent)
    return _tidy(_drop_empty_clauses(rest, intent))


# "... on the grocery list", "... to my to-do list", "... 加到购物清单": where the thing goes
# is the tool itself, not part of the thing.
_PREPOSITION = re.compile(r"\s+(?:on|onto|to|into|in|for)\s+", re.I)
_ZH_DESTINATION = re.compile(r"(?:加到|加进|加入|放到|放进|添加到|添到|记到|写到|存到|到)([\u4e00-\u9fff]{1,10})里?$")


def _strip_destination(text: str, intent: set[str]) -> str:
    last = None   # the last "on/to/in … " of the phrase: "buy a map for the trip | to my tasks"
    for last in _PREPOSITION.finditer(text):
        pass
    if last is not None:
        place = T.concepts(text[last.end():])
        if place and place <= intent | {"list"}:
            return text[:last.start()]
    return text


def _strip_zh_destination(text: str, intent: set[str]) -> str:
    found = _ZH_DESTINATION.search(text)
    if found and found.start() >= 1 and T.concepts(found.group(1)) & intent:
        return text[:found.start()]
    return text


def _drop_empty_clauses(text: str, intent: set[str]) -> str:
    """"for order , the cable was broken": once the id is taken, the clause before the comma
    says nothing the command didn't; the phrase is what follows."""
    clauses = re.split(r"\s*[,，;；]\s*", text)
    while len(clauses) > 1 and not (T.concepts(clauses[0]) - intent - {"not"}):
        clauses.pop(0)
    return ", ".join(clauses) if not T.has_cjk(text) else "，".join(clauses)


# English question grammar around the thing asked about: an auxiliary and its subject
# ("do you have", "is there", "can I get"), a wh-word with its verb ("how much is", "what's"),
# and, after an "is/are" question, the predicate ("is rosemary available" → rosemary).
QUESTION_FRAME = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|hi|hey|hello)[,\s]+)*"
    r"(?:(?:how\s+(?:much|many)|what's|whats|what|which|where's|where|when|who|whose)(?![\w'])"
    r"(?:\s+(?:is|are|was|were|do|does|did|will|would|can|could|'s))?"
    r"(?:\s+(?:there|it|they|you|we|i|the\s+(?:price|cost)\s+(?:of|for)))?|"
    r"(?:do|does|did|can|could|will|would|may|have|has)\s+(?:you|we|i|they|y'all)"
    r"(?:\s+(?:still|currently|already|even))?"
    r"(?:\s+(?:have|got|sell|stock|carry|get|buy|order|find|see|check|offer|do))?"
    r"(?:\s+(?:any|some))?|"
    r"(?:is|are|was|were)(?:\s+there)?(?:\s+(?:any|some))?|any)\b\s*", re.I)
# What an availability question says after its thing: "… are there", "… left", "in stock",
# "on the menu", "today" (the grammar of asking whether something is to be had).
TRAILING_THERE = re.compile(r"(?:\s+(?:are|is)\s+there|\s+(?:left|there|around|anywhere|in\s+stock|"
                            r"on\s+sale|in\s+store|on\s+the\s+menu|at\s+the\s+moment|today|"
                            r"tonight|now|right\s+now|this\s+week|still|any\s*more))+\s*$", re.I)
# The subject and verb of a question after its object ("how many sweet peas can you lend"),
# and an infinitive of purpose at the end ("… left to lend").
INVERTED = re.compile(r"\s+(?:can|could|do|does|did|will|would|should|may|are|is|have|has)\s+"
                      r"(?:you|we|i|they|there|it)\b.*$", re.I)
TO_VERB = re.compile(r"\s+to\s+([a-z]+)(?:\s+[a-z]+){0,2}\s*$", re.I)
# A second question joined to the first ("… and what do they cost?"): the thing is in the first.
NEXT_QUESTION = re.compile(r"\s*(?:,\s*|\s+)(?:and|or)\s+(?=(?:what|how|when|where|which|who|is|are|"
                           r"do|does|can|could|will)\b)", re.I)


def thing_phrase(text: str, taken: list[tuple[int, int]] = (), intent: set[str] = frozenset()) -> str:
    """The phrase of a field that names one thing (a species, a product, a dish) when the
    request asks a question about it: "Do you have lavender in stock?" → lavender, "is
    rosemary available?" → rosemary, "How many fig trees are there and what do they cost?"
    → fig trees. Not a question: the plain phrase."""
    rest = remove_taken(text, list(taken)).strip()
    first = re.split(r"(?<=[.!?])\s+|[!?]", rest)[0]
    label = re.match(r"^\s*([^:]{2,40}?)\s*:\s*(.+)$", first)
    if label and QUESTION_FRAME.match(label.group(2)) and len(label.group(1).split()) <= 4:
        return _tidy(label.group(1))   # "lavender: how many pots and price?"
    framed = QUESTION_FRAME.match(first)
    if not framed or not framed.group(0).strip():
        return phrase(text, taken, intent)
    asked = NEXT_QUESTION.split(first[framed.end():], maxsplit=1)[0]
    subject = _subject_of_inversion(asked)   # "wind does | the Storm Foil 2 | need"
    from .proper_names import _names
    if subject != asked and len(_names(subject)) == 1 and not T.has_cjk(subject):
        return _names(subject)[0].value   # a name, whole (no word of it taken for the intent)
    asked = INVERTED.sub("", _without_purpose(asked))   # "… can you lend", "… left to lend"
    asked = TRAILING_THERE.sub("", asked)
    if re.match(r"(?:is|are|was|were)\b", framed.group(0).strip(), re.I):
        asked = TRAILING_THERE.sub("", _without_predicate(asked))
    said = phrase(asked, (), intent)
    return said or phrase(text, taken, intent)


# "What wind does the Storm Foil 2 need?": after the wh-word and its noun, the auxiliary;
# the subject then stands before the main verb that ends the question.
AUX_THEN_SUBJECT = re.compile(r"^\s*(?:[a-z]+\s+){0,2}?(?:does|do|did|will|would|can|could|should|"
                              r"must)\s+(?P<subject>.+?)\s+(?P<verb>[a-z]+)\s*[?.]?\s*$", re.I)


def _subject_of_inversion(words: str) -> str:
    """The subject of an inverted question (the thing asked about): after "does …" the
    word that ends the question is its main verb ("need", "cost", "open"); else the words
    as they are."""
    m = AUX_THEN_SUBJECT.match(words)
    if not m or m.group("subject").lower() in ("you", "we", "i", "they", "it") or \
            not m.group("verb").islower() or m.group("verb") in ("there", "here", "now", "too",
                                                                  "again", "today", "tomorrow"):
        return words
    return m.group("subject")


def _without_purpose(words: str) -> str:
    """ "brie left to take home": an infinitive at the end (to + a word mostly used as a
    verb) says what for; "tickets to the zoo" keeps its place."""
    from . import taxonomy
    m = TO_VERB.search(words)
    if m and taxonomy.available() and taxonomy.mostly_verb(m.group(1).lower()):
        return words[:m.start()]
    return words


def _without_predicate(words: str) -> str:
    """ "rosemary available", "the pool open today": the predicate adjective after the
    subject goes (a word WordNet gives mostly as an adjective, at the end)."""
    from . import taxonomy
    parts = words.split()
    while len(parts) > 1 and taxonomy.available() and \
            taxonomy.mostly_adjective(re.sub(r"[^\w]", "", parts[-1]).lower()):
        parts.pop()
    return " ".join(parts)


# Fields that hold words to be written as given: a card's message, an inscription, a caption
WRITTEN = re.compile(r"(?:^|_)(?:message|inscription|caption|wording|text|greeting|dedication|icing|engraving)(?:$|_)",
                     re.I)


def quoted_inside_a_quote(text: str, taken: list) -> str | None:
    """The one stretch in single quotes inside a stretch in double quotes, when no other
    field took it (an apostrophe inside a word, "I'd", is no quote)."""
    inner = [(m.group(1), outer.start(1) + m.start(1), outer.start(1) + m.end(1))
             for outer in re.finditer(r"[\"“]([^\"“”]+)[\"”]", text)
             for m in re.finditer(r"(?<![A-Za-z])['‘]([^'’]{2,120})['’](?![A-Za-z])", outer.group(1))]
    if len(inner) != 1:
        return None
    said, start, end = inner[0]
    return None if any(start < e and s < end for s, e in taken) else said.strip()
