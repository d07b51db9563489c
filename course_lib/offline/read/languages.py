"""Languages: which one a text is written in, and which ones it names ("in French", "翻译成日语").

Names come from babel's locale data (English and Chinese names of every language), so
"Portuguese", "葡萄牙语" and "pt" all read as the same code.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .text import CJK

KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
ARABIC = re.compile(r"[\u0600-\u06ff]")
# Frequent function words of a few languages written in Latin letters: enough to tell a
# French or Spanish question from an English one.
LATIN_MARKERS = {
    "fr": "le la les est une des du pour avec dans quel quelle quelles comment pourquoi je vous "
          "il elle nous sont mon ma mes",
    "es": "el los las es una por para con cómo qué cuál dónde por qué yo usted está son mi mis "
          "cuántos cuánto cuántas hay tiene puedes",
    "de": "der die das ist ein eine und mit für wie warum ich sie wir sind mein meine nicht",
    "pt": "o os as é um uma para com como porquê eu você está são meu minha não",
    "it": "il lo gli è un una per con come perché io lei sono mio mia non che",
}
LATIN_MARKER_SETS = {lang: frozenset(words.split()) for lang, words in LATIN_MARKERS.items()}
EN_MARKERS = set("the a an is are what which how why where when who do does can could i you my "
                 "your to of in on for with and".split())


@lru_cache(maxsize=2048)   # pure, and asked of the same question by several layers
def written_in(text: str) -> str:
    """The language a text is written in: 'en', 'zh', 'ja', 'ko', 'ru', 'ar', 'fr', ..."""
    if KANA.search(text):
        return "ja"
    if HANGUL.search(text):
        return "ko"
    if len(CJK.findall(text)) >= 2:
        return "zh"
    if CYRILLIC.search(text):
        return "ru"
    if ARABIC.search(text):
        return "ar"
    if re.search(r"[¿¡ñ]", text):
        return "es"
    words = re.findall(r"[a-zà-ÿ']+", text.lower())
    if not words:
        return "en"
    english = sum(w in EN_MARKERS for w in words)
    scores = {lang: sum(w in markers for w in words)
              for lang, markers in LATIN_MARKER_SETS.items()}
    lang, score = max(scores.items(), key=lambda kv: kv[1])
    return lang if score >= 2 and score > english else "en"


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Language name (lower case, English or Chinese) → ISO 639-1 code."""
    from babel import Locale
    names: dict[str, str] = {}
    for locale in ("en", "zh"):
        for code, name in Locale.parse(locale).languages.items():
            if len(code) == 2:
                names.setdefault(name.lower(), code)
                if locale == "zh" and name.endswith("语"):
                    names.setdefault(name[:-1] + "文", code)   # 英语 / 英文
    names.update({"mandarin": "zh", "chinese": "zh", "中文": "zh", "汉语": "zh"})
    return names


@lru_cache(maxsize=1)
def _any_language() -> re.Pattern:
    """Every language name as one pattern, longest first: read once, not per request."""
    names = sorted((n for n in _names() if len(n) >= 3 or CJK.search(n)), key=len, reverse=True)
    return re.compile("|".join(re.escape(n) if CJK.search(n) else rf"\b{re.escape(n)}\b" for n in names))


def find_languages(text: str) -> list[tuple[str, int, int]]:
    """(code, start, end) of each language a text names, in order."""
    lowered = text.lower()
    if not re.search(r"[a-z]{3}|[\u4e00-\u9fff]", lowered):
        return []
    names = _names()
    return [(names[m.group(0)], m.start(), m.end()) for m in _any_language().finditer(lowered)]
