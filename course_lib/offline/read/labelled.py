"""Values a text labels itself: "Total: $126.00", "公司是云帆科技", "地点：成都锦江宾馆".

Forms, invoices and notices name what each value is, with a colon or (in Chinese) 是/为
after the label. A label that means what a schema field is named for gives that field its
value: the words after it, up to the end of the clause. The label is matched by meaning,
not spelling: English by lemma ("Totals" → total), Chinese through its dictionary glosses
(公司 "company", 地点 "venue", 合计 "total"; a compound the dictionary lacks, 开票日期, by
its last word, 日期 "date").

Cost: one pass over the text per object; a label's glosses are cached per word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import text as T

Span = tuple[int, int]


@dataclass(frozen=True)
class Labelled:
    label: str
    start: int         # where the label starts
    value_start: int   # the value: text[value_start:end]
    end: int


# "Total: $126", "Due date: 15 Dec": one to three words, a colon that is no clock's.
EN_LABEL = re.compile(r"(?:^|(?<=[.;,\n(]))\s*([A-Za-z][A-Za-z'-]*(?:\s[A-Za-z][A-Za-z'-]*){0,2})"
                      r"\s*:(?!\d)\s*")
EN_VALUE_END = re.compile(r"[;\n]|[.,!?](?=\s|$)")
# "开票日期：", "公司是", "金额为": a run of Chinese characters before a colon, 是 or 为.
ZH_LABEL = re.compile(r"([\u4e00-\u9fffA-Za-z]{1,8}?)(?:\s*[：:]|(?<=[\u4e00-\u9fff])[是为])(?!\d{2})\s*")
ZH_VALUE_END = re.compile(r"[，。；;！？!?\n,]")


def labelled_values(text: str) -> list[Labelled]:
    """Every "label: value" of the text, in order."""
    found = []
    if T.has_cjk(text):
        for m in ZH_LABEL.finditer(text):
            label = _zh_label(text, m.start(1), m.end(1))
            if label:
                found.append(_with_value(label[0], label[1], m.end(), text, ZH_VALUE_END))
    else:
        for m in EN_LABEL.finditer(text):
            found.append(_with_value(m.group(1), m.start(1), m.end(), text, EN_VALUE_END))
    return [f for f in found if f.end > f.value_start]


def _with_value(label: str, start: int, value_start: int, text: str, ends: re.Pattern) -> Labelled:
    stop = ends.search(text, value_start)
    end = stop.start() if stop else len(text)
    while end > value_start and text[end - 1].isspace():
        end -= 1
    return Labelled(label, start, value_start, end)


def _zh_label(text: str, start: int, end: int) -> tuple[str, int] | None:
    """The label of a Chinese "X：" / "X是": the clause's last word before it (在... 的
    地点是 → 地点), a noun; None when that word is no noun (就是, 还是: no label)."""
    from .tags import tagged
    clause_start = max([m.end() for m in ZH_VALUE_END.finditer(text, 0, end)] or [0])
    words = [t for t in tagged(text[clause_start:end]) if t.word.strip()]
    if not words or not words[-1].flag.startswith(("n", "v", "eng")):
        return None
    if text[end:end + 1] in "是为" and not words[-1].flag.startswith("n"):
        return None   # "就是", "认为": a verb before 是 labels nothing
    label = "".join(t.word for t in words[-2:]) if len(words) >= 2 and \
        words[-2].flag.startswith("n") and words[-1].flag.startswith("n") else words[-1].word
    return label, end - len(label)


@lru_cache(maxsize=4096)
def label_words(label: str) -> frozenset[str]:
    """What a label means, as English lemmas."""
    from .lexicon import glosses, lemma
    if not T.has_cjk(label):
        return frozenset(lemma(w.lower()) for w in re.findall(r"[A-Za-z]+", label)
                         if w.lower() not in T.STOPWORDS)
    from . import zh
    said = set(glosses(label)[:4])
    if not said:   # 开票日期: a compound the dictionary lacks means what its last word does
        parts = [w for w in zh.cut(label) if w.strip()]
        if parts:
            said = set(glosses(parts[-1])[:4])
    return frozenset(lemma(w) for g in said for w in g.lower().split() if w not in T.STOPWORDS)


def _parts(name: str) -> list[str]:
    from .lexicon import lemma
    parts = re.split(r"[_\W]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower())
    return [lemma(p) for p in parts if p]


def field_words(name: str) -> frozenset[str]:
    return frozenset(_parts(name))


def _head(name: str) -> str:
    parts = _parts(name)
    return parts[-1] if parts else ""


def best_field(label: Labelled, fields: list[str]) -> str | None:
    """The field a label names: its meaning holds the field's own noun (the last word of
    its name: 地点 "venue" for `venue`, "Due date" for `due_date`), or every English word
    of the label is a word of the field's name ("Total" for `total_amount`)."""
    said = label_words(label.label)
    if not said:
        return None
    chinese = T.has_cjk(label.label)
    best, best_score = None, 0.0
    for name in fields:
        own = field_words(name)
        shared = own & said
        head = _head(name)
        if not shared or not (head in said or (not chinese and said <= own)):
            continue
        score = len(shared) / len(own)
        if score > best_score:
            best, best_score = name, score
    return best
