"""The actions a text names: its verbs, as English lemmas. "Please call off my dentist
appointment" → {call_off}; "Rent a car for given dates" → {rent}; "帮我把阿莫西林续一下" →
{continue, replenish}.

A tool is for doing something, and its description says what in a verb ("Buy tickets",
"Cancels a booking", "Use it to reserve a desk"); a request asks for it in another verb
of the same meaning ("purchase two tickets"). Which verbs those are is read, not listed:

* English: the first word of a sentence or clause once its grammar words are off
  ("please", "can you", "I'd like to": a closed list of how English asks for something),
  a word after "to", and any word WordNet's tagged corpus met more often as a verb than as
  a noun (read/taxonomy.py). Two words WordNet knows as one verb ("call off", "set up")
  are read as that verb.
* Chinese: each word's CC-CEDICT senses that read "to <verb> ..." (续: "to continue; to
  replenish"): the dictionary marks its verb senses so.

Cached per text: every request reads every description again.
"""

from __future__ import annotations

import re
from functools import lru_cache

# How English asks for something before its verb: "please", "can you", "I'd like to".
LEAD = re.compile(
    r"^(?:(?:please|kindly|pls|just|also|now|then|and|so|could|can|would|will|you|i|we|"
    r"i'd|i'll|we'd|like|want|wanna|need|to|help|me|us|let's|let|go ahead and|"
    r"use (?:it |this )?(?:to|for|when)|used to|tool to|this tool|it)\b[\s,]*)+", re.I)
# A question that is a request: "can you…", "would you…", "please", "帮我/请/麻烦/能不能…"
# (the grammar of asking someone to do something, in either language).
REQUEST_FORM = re.compile(r"\b(?:can|could|would|will)\s+(?:you|u)\b|\bplease\b|\bpls\b|"
                          # "Can I have a lesson …?", "Could we book …?": asking for, not asking whether
                          r"\b(?:can|could|may)\s+(?:i|we)\s+(?:have|get|book|reserve|order|rent|hire|"
                          r"schedule|grab)\b|"
                          r"\bmind\b|帮我|帮忙|给我|替我|请|麻烦|能不能|可不可以|可以.{0,4}吗", re.I)
CLAUSE = re.compile(r"(?:[.;:!?,()\n]|\b(?:and|or|then|but)\b)\s*", re.I)
WORD = re.compile(r"[A-Za-z]+")
AFTER_TO = re.compile(r"\bto\s+([a-z]+)(?:\s+([a-z]+))?", re.I)
# "to renew", "to call off": a phrasal verb only when nothing follows ("to go on a journey"
# is "go", not "go on": the particle belongs to its object)
ZH_VERB_SENSE = re.compile(r"^\s*to ([a-z]+)(?: ([a-z]+)\s*$)?")


def _lemma(word: str) -> str:
    from .lexicon import lemma
    return lemma(word.lower())


def _verb(word: str, following: str | None) -> str | None:
    """The verb a word (and the word after it) names, as WordNet spells it, or None."""
    from .verb_senses import meaning_keys
    if following:
        phrasal = f"{_lemma(word)}_{following.lower()}"
        if meaning_keys(phrasal):
            return phrasal   # "call off" is one verb, "cancel"
    return next((form for form in _forms(word) if meaning_keys(form)), None)


def _forms(word: str) -> list[str]:
    """The verb a word may be a form of: its lemma, and for "-ing" and "-ed" words the
    stems a noun lemma hides ("booking" → book, "planning" → plan, "scheduling" → schedule)."""
    w = word.lower()
    forms = [_lemma(w)]
    for ending in ("ing", "ed"):
        if w.endswith(ending) and len(w) > len(ending) + 2:
            stem = w[:-len(ending)]
            forms += [stem, stem + "e"]
            if len(stem) > 2 and stem[-1] == stem[-2]:
                forms.append(stem[:-1])   # "planning" → plan
    return forms


def _english(text: str) -> set[str]:
    from . import taxonomy
    found = set()
    for clause in CLAUSE.split(text):
        rest = LEAD.sub("", clause.strip())
        tokens = WORD.findall(rest)
        if tokens and not (tokens[0][0].isupper() and len(tokens) > 1 and tokens[1][0].isupper()):
            verb = _verb(tokens[0], tokens[1] if len(tokens) > 1 else None)   # "Mark Chen": a name
            if verb:
                found.add(verb)
        for word, following in zip(tokens, tokens[1:] + [None]):
            if word.islower() and taxonomy.mostly_verb(word):
                verb = _verb(word, following)
                if verb:
                    found.add(verb)
    for m in AFTER_TO.finditer(text):
        verb = _verb(m.group(1), m.group(2))
        if verb:
            found.add(verb)
    return found


@lru_cache(maxsize=4096)
def chinese_verbs(word: str) -> tuple[str, ...]:
    """The English verbs of a Chinese word's verb senses: 续 → (continue, replenish)."""
    from .lexicon import dictionary
    found = []
    for sense in dictionary().get(word, []):
        for part in sense.split(";"):
            m = ZH_VERB_SENSE.match(part)
            if m:
                verb = _verb(m.group(1), m.group(2))
                if verb and verb not in found:
                    found.append(verb)
    return tuple(found)


# After a measure word ("一辆车") comes a noun, whatever else the dictionary says the word
# can be; and once a clause has its verb, what follows 的 is its object ("取消明天的牙医预约":
# 预约 there is the appointment, not "to book").
BEFORE_A_NOUN = set("个 辆 张 条 份 位 件 本 次 节 台 双 副 套 家 间 所".split())


def _chinese(text: str) -> set[str]:
    from . import zh
    found = set()
    text = _without_names(text)   # 陈静: a person, not 陈 "to state" and 静 "to calm"
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        words, verbs = zh.cut(run), []
        if _dictates(words):
            continue   # "名字写张伟": a value to write down, no action asked
        for before, word in zip(("",) + words, words):
            if word == "的" and verbs:
                break   # the rest of the clause is the object's noun phrase
            if word not in zh.ZH_STOPWORDS and not _after_noun_marker(before):
                verbs += chinese_verbs(word) or _head_verbs(word)
        found.update(verbs)
    return found


# What a dictated value is put down with: a verb meaning to write or to fill in.
DICTATING = frozenset({"write", "fill"})


def _dictates(words: tuple[str, ...]) -> bool:
    """Is the clause "<a noun> <write> <a value>" ("名字写张伟", "备注填加急"): the user
    says what to put in a field, the way a form is dictated?"""
    if len(words) < 2 or not DICTATING & set(chinese_verbs(words[1])):   # (a name is blanked)
        return False
    from .dictionary_tagger import jiebas_tagger
    return jiebas_tagger().word_tag_tab.get(words[0], "").startswith("n")


def _without_names(text: str) -> str:
    """The text with the people it names blanked out: a name's characters are no verbs."""
    if not re.search(r"[\u4e00-\u9fff]{2}", text):
        return text
    from .dictionary_tagger import jiebas_tagger
    from .extract import _zh_person_names
    tags = jiebas_tagger().word_tag_tab
    for name in _zh_person_names(text):
        if tags.get(name.value[0]) == "nr":   # it starts with a surname (陈, 王), not 续药
            text = text[:name.start] + " " * (name.end - name.start) + text[name.end:]
    return text


def _head_verbs(word: str) -> tuple[str, ...]:
    """A word the dictionary lacks, cut as one by jieba (订下, 约好, 租个): a verb and its
    complement, so its first character's verbs are the word's."""
    from .lexicon import dictionary
    if len(word) < 2 or word in dictionary() or not all(c in COMPLEMENTS for c in word[1:]):
        return ()   # 到哪 is "to where": 哪 completes no verb
    return chinese_verbs(word[0])


# What follows a verb inside one word to complete it: a result or direction (订下, 约好,
# 拿出来), an aspect (订了) or a measure word (租个): a closed class of Chinese grammar.
COMPLEMENTS = set("下好个完上到起来去了过住掉走出回开成")


def _after_noun_marker(before: str) -> bool:
    """Is the word before a 的 or a measure word (一辆, 两张, 这次)?"""
    return before in BEFORE_A_NOUN or (len(before) >= 2 and before[-1] in BEFORE_A_NOUN
                                       and before[-1] != "把" and before[:-1] in NUMERALS)


NUMERALS = set("一 两 二 三 四 五 六 七 八 九 十 这 那 哪 几 每 某".split())


@lru_cache(maxsize=4096)
def actions(text: str) -> frozenset[str]:
    """The verbs of a text (English lemmas, WordNet's spelling: "call_off")."""
    from . import verb_senses
    if not text or not verb_senses.available():
        return frozenset()
    found = _english(text) if re.search(r"[A-Za-z]", text) else set()
    if re.search(r"[\u4e00-\u9fff]", text):
        found |= _chinese(text)
    return frozenset(found)
