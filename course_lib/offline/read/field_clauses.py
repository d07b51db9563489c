"""Which clause of a text a free-text field describes.

A repair request "Hi, this is flat 4C. The boiler stopped working last night, so it's
urgent." has a `problem`: a model writes the boiler clause, not the greeting and not the
flat, which went into its own field. The first clause is only the default; each clause is
weighed by what the field's own words say:

- a clause that only greets ("Dear hiring team", 王老师您好) or holds nothing once the
  other fields took their values ("this is flat [4C]", 我是[刘洋]) describes nothing;
- the field's name and description meet the clause's words (CC-CEDICT senses for Chinese):
  "the job applied for" meets "I'm applying for ...";
- a field that asks why (`reason`, "why the child is absent") takes the clause a causal
  word opens ("because he has a fever", 因为…), without that word;
- a field whose words complain (`problem`, `complaint`, `damage`: VADER's lexicon, see
  opinions.py) prefers a clause that complains.

Greetings, causal and contrast words are small closed classes of each language's grammar.
Cost: clauses x words, words cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import text as T

Span = tuple[int, int]

GREETINGS = {"hi", "hello", "hey", "dear", "greetings", "morning", "afternoon", "evening",
             "thanks", "regards", "cheers", "sincerely"}
ZH_GREETINGS = ("您好", "你好", "嗨", "谢谢", "此致", "敬礼")
CAUSAL = re.compile(r"^(?:because(?:\s+of)?|since|as|due\s+to|owing\s+to|cause)\b\s*|"
                    r"^(?:因为|由于|是因为)\s*", re.I)
# Clauses end at punctuation, and before a word that opens a new one ("... absent because
# he has a fever", "... and I'm applying for").
CLAUSE_END = re.compile(r"[,.;:!?()，。；：！？（）\n]+|\s+(?=(?:because|since|but|so|although|"
                        r"though|whereas|while)\b)|\s+and\s+(?=(?:i|i'm|i've|we|we're|he|she|"
                        r"they|it|it's|you|my|our|there)\b)|(?=因为|由于|但是|所以)", re.I)
# Weights: the field's own words and a causal opening decide; a complaint, how much a
# clause still says and being first only break ties.
RELEVANT, CAUSE, FEELING, WORD, LATER = 2.0, 3.0, 0.5, 0.15, 0.1
WHY_WORDS = {"reason", "why", "cause", "because", "explanation", "excuse"}


@dataclass(frozen=True)
class Clause:
    start: int
    end: int
    text: str


def clauses(text: str) -> list[Clause]:
    out, start = [], 0
    for m in [*CLAUSE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        raw = text[start:end]
        if raw.strip():
            lead = len(raw) - len(raw.lstrip())
            out.append(Clause(start + lead, start + lead + len(raw.strip()), raw.strip()))
        if m is None:
            break
        start = m.end()
    return out


def _blank(text: str, spans: list[Span], offset: int) -> str:
    chars = list(text)
    for s, e in spans:
        for i in range(max(0, s - offset), min(len(chars), e - offset)):
            chars[i] = " "
    return "".join(chars)


@lru_cache(maxsize=4096)
def _content(left: str) -> tuple[str, ...]:
    """The meaning-bearing words a clause still holds (English lemmas, Chinese words)."""
    if T.has_cjk(left):
        from .tags import tagged
        from .zh import ZH_STOPWORDS
        return tuple(t.word for t in tagged(left)
                     if t.word.strip() and t.flag[:1] in ("n", "v", "a", "l", "i", "e", "x")
                     and t.word not in ZH_STOPWORDS and t.word not in ZH_GREETINGS
                     and re.search(r"[\u4e00-\u9fffA-Za-z]", t.word) and t.word != "是")
    from .lexicon import lemma
    return tuple(lemma(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]*", left)
                 if w.lower() not in T.STOPWORDS and w.lower() not in GREETINGS and len(w) > 1)


def _greets(clause: str) -> bool:
    words = re.findall(r"[A-Za-z]+", clause.lower())
    if words and words[0] in GREETINGS and len(words) <= 4:
        return True
    return any(clause.endswith(g) or clause.startswith(g) for g in ZH_GREETINGS) and \
        len(clause) <= 8


@lru_cache(maxsize=4096)
def _english_of(word: str) -> frozenset[str]:
    if T.has_cjk(word):
        from .number_fields import zh_senses
        return zh_senses(word)
    return frozenset({word})


def _field_words(name: str, description: str) -> frozenset[str]:
    from .lexicon import lemma
    raw = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() + " " +
                     description.lower())
    return frozenset(lemma(w) for w in raw if w not in T.STOPWORDS and len(w) > 2)


def relevance(field: frozenset[str], words: tuple[str, ...]) -> int:
    from .number_fields import same
    return sum(1 for w in dict.fromkeys(words)
               if any(same(f, g) for f in field for g in _english_of(w)))


def best_clause(name: str, prop: dict, text: str, taken: list[Span]) -> Clause | None:
    """The clause `name` describes, or None when the text is one clause (or none fits
    better than the first)."""
    from . import opinions
    found = clauses(text)
    if len(found) < 2:
        return None
    description = str(prop.get("description") or "")
    field = _field_words(name, description)
    wants_why = bool(field & WHY_WORDS) or bool(re.search(r"\bwhy\b|原因|为什么", description))
    side = opinions.field_polarity(name, description)
    best, best_score = None, float("-inf")
    for i, clause in enumerate(found):
        left = _blank(clause.text, taken, clause.start)
        words = _content(left)
        if not words or _greets(left.strip()):
            continue
        value = RELEVANT * min(relevance(field, words), 2) + WORD * min(len(words), 4) - \
            LATER * i
        if wants_why and CAUSAL.match(clause.text):
            value += CAUSE
        if side and opinions.polarity(left) == side:
            value += FEELING   # a tie-breaker: lexicon valence is a noisy reading
        if value > best_score:
            best, best_score = clause, value
    return best


def without_cause_word(said: str) -> str:
    """"because he has a fever" → "he has a fever" (the field already says it is a reason)."""
    rest = CAUSAL.sub("", said).strip()
    return rest if len(rest) >= 2 else said


def unexplained_clauses(name: str, text: str, fixed: dict, props: dict, taken: list[Span],
                        today, intent: set[str] = frozenset(), labelled_only: bool = False) -> str:
    """What an optional note, reason or comment may hold. "" when every clause only gave
    the other arguments ("Book an SUV from Monday for 4 days, no child seat"): a model leaves
    such a field out rather than repeat the request in it. Else the clauses that no other
    argument came from ("..., it's scared of other dogs") or that the field's own word
    labels ("原因是左边后牙疼": the words after the label); the whole text when a clause that
    gave other arguments still names a thing of its own ("Send $40 to Tom for the concert
    tickets": the tickets). `labelled_only`: only what the field's own word labels (a field
    that may hold anything, such as `room` or `remark`, takes no unlabelled clause)."""
    from .dates import find_dates, find_times
    from .extract import as_date
    found = clauses(text)
    field = _field_words(name, "")
    asks_what_for = bool(ASKS_WHAT_FOR.search(
        f"{name} {(props.get(name) or {}).get('description') or ''}"))
    when = [(h.start, h.end) for h in (*find_dates(text, as_date(today)), *find_times(text))]
    from .filling import option_spans   # where an option was named ("a hot desk")
    spans = list(taken) + when + [span for other, value in fixed.items()
                                  if isinstance(props.get(other), dict) and "enum" in props[other]
                                  for span in option_spans(str(value), text)]
    kept: list[str] = []
    labelled_before = whole = False
    for clause in found:
        words = _content(_blank(clause.text, spans, clause.start))
        words = tuple(w for w in words if not T.concepts(w) & intent   # "记一笔": the command
                      and not _POINTING.fullmatch(w))   # "Book the second one": which item, no note
        labelled = bool(field) and relevance(field, words) > 0
        if labelled:
            after = _after_label(clause.text, field).strip(QUOTES)   # the note 'rent': rent
            if after:
                kept.append(after)
        elif labelled_before and words:
            kept.append(clause.text)
        elif words and not labelled_only and not _greets(clause.text):
            if not _gives_a_value(clause, fixed, props, spans, today):
                kept.append(clause.text)
            elif _names_a_thing(_blank(clause.text, spans, clause.start), fixed, props, intent,
                                today, asks_what_for):
                whole = True
        # a label alone ("备注：", "Note:") introduces the clause after it
        labelled_before = labelled and not _after_label(clause.text, field)
    if not kept:
        return text if whole else ""
    return ("，" if T.has_cjk(text) else ", ").join(kept)


# Words that point at an item already shown (closed class): "the second one", "那个", "第二个".
_POINTING = re.compile(r"(?:first|second|third|fourth|fifth|last|latter|former|next|previous|other|"
                       r"one|ones|same|that|this|those|these|it|them)|第?[一二三四五六七八九十两\d]+[个家场班]?|"
                       r"[这那哪][个些]?|上面|下面|前面|后面", re.I)
QUOTES = " \"'“”‘’「」"
# After a field's label: a copula or a colon ("原因是…", "reason: …", "the note is …").
_LABEL_TAIL = re.compile(r"^\s*(?:[:：]|是|为|就是|写|is|are|was|would be|should be|says?|reads?)?\s*",
                         re.I)


def _after_label(clause: str, field: frozenset[str]) -> str:
    """The words after the first word of the clause that names the field."""
    if T.has_cjk(clause):
        from .tags import tagged
        position = 0
        for token in tagged(clause):
            at = clause.find(token.word, position)
            position = at + len(token.word) if at >= 0 else position
            if at >= 0 and relevance(field, (token.word,)) > 0:
                return _LABEL_TAIL.sub("", clause[position:], count=1).strip()
        return clause
    from .lexicon import lemma
    for m in re.finditer(r"[A-Za-z][A-Za-z'-]*", clause):
        if relevance(field, (lemma(m.group()),)) > 0:
            return _LABEL_TAIL.sub("", clause[m.end():], count=1).strip()
    return clause


# A purpose or a topic is said after these words ("for the concert tickets", "spent on a
# taxi", "about the leak"): a closed class of English prepositions.
PURPOSE = {"for", "on", "about", "towards", "toward", "regarding"}
OTHER_PLACES = {"to", "with", "at", "in", "from", "by", "into", "onto", "until", "since"}
# A field that asks what the thing was for or on ("what it was for", "花在什么上").
ASKS_WHAT_FOR = re.compile(r"\bwhat\b|\bfor\b|purpose|用途|用于|什么|为了", re.I)


def _names_a_thing(left: str, fixed: dict, props: dict, intent: set[str], today,
                   asks_what_for: bool) -> bool:
    """Does the clause (the other arguments' words blanked) still name a thing of its own, as
    a purpose or a topic ("Send $40 to Tom for the concert tickets"), that no other argument
    stands for and that is not the tool's own business (not "SUV" for a car class, nor
    "patient" for a tool about patients)? In Chinese, where no preposition shows it, only
    for a field that asks what the money or the thing was for (今天打车花了35块: 打车)."""
    from . import taxonomy
    from .lexicon import lemma
    # the other fields' own names: "for 6 weeks" gave `weeks`, "the infrared cabin" `cabin`
    named = set().union(*(T.concepts(n.replace("_", " ")) for n in fixed)) if fixed else set()
    # ... and what a count counts ("number of students": "for five students")
    named |= set().union(set(), *(T.concepts(str((props.get(n) or {}).get("description") or ""))
                                  for n, v in fixed.items()
                                  if isinstance(v, (int, float)) and not isinstance(v, bool)))

    def explained(word: str) -> bool:
        return bool(T.concepts(word) & (intent | named)) or \
            _gives_a_value(Clause(0, len(word), word), fixed, props, [], today)

    if T.has_cjk(left):
        if not asks_what_for:
            return False
        from .tags import tagged
        # a thing, or a doing that names one (打车: a taxi ride)
        return any(t.flag[:1] in ("n", "v") and len(t.word) >= 2 and t.word in _content(left)
                   and not explained(t.word) for t in tagged(left))
    after = None
    for m in re.finditer(r"[A-Za-z][A-Za-z'-]*", left):
        word = m.group().lower()
        if word in PURPOSE or word in OTHER_PLACES:   # "for the tickets | to Tom"
            after = word if word in PURPOSE else None
            continue
        if after is None or word in T.STOPWORDS:
            continue
        word = lemma(word)
        if len(word) > 2 and taxonomy.available() and taxonomy.is_noun(word) and \
                not taxonomy.mostly_verb(word) and not explained(word):
            return True
    return False


def _gives_a_value(clause: Clause, fixed: dict, props: dict, spans: list[Span], today) -> bool:
    """Did another argument come from this clause? One of its spans lies in it, or the clause
    alone says that argument's value ("off sick" gives `reason` illness)."""
    from .extract import find
    if any(s < clause.end and clause.start < e for s, e in spans):
        return True
    for other, value in fixed.items():
        prop = props.get(other)
        if not isinstance(prop, dict) or isinstance(value, (dict, list)):
            continue
        read = [f.value for f in find(other, prop, clause.text, today)[:3]]
        if (read and isinstance(value, bool)) or any(_same_value(r, value) for r in read) or \
                (isinstance(value, str) and len(value) >= 2 and value.lower() in clause.text.lower()):
            return True
    return False


def _same_value(a, b) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().lower() == b.strip().lower()
    return a == b
