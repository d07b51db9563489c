"""Reading values out of text for one schema property: what kind of value it wants, and the
candidates the text offers (an id matching a pattern, an enum option by meaning, a number,
a city, a month, a short phrase)."""

from __future__ import annotations

import re
from typing import Any

from . import text as T


def _kind(name: str, prop: dict) -> str:
    """What sort of value a property wants, from its name, description and format."""
    words = f"{name} {prop.get('description', '')}".lower().replace("_", " ")
    first = name.lower().replace("_", " ")
    if re.search(r"\bmonth\b", first) or "yyyy-mm" in words:
        return "month"
    if re.search(r"\b(city|cities|location|town)\b", first):
        return "city"
    if re.search(r"\b(province|region|state)\b", first):
        return "province"
    if re.search(r"\b(currency|from|to|base|target|source|quote)\b", first) and \
            re.search(r"currenc|iso|code", words):
        return "currency"
    if re.search(r"\b(query|question|keywords?|search|topic|terms?)\b", first):
        return "query"
    if re.search(r"\b(subject|title|summary|reason|body|description|note|message|text|content|"
                 r"details?)\b", first):
        return "phrase"
    if re.search(r"\bname\b", first):
        return "name"
    if re.search(r"\b(id|ids|no|number|sku)\b$", first):   # a SKU is a product's id
        return "id"
    if re.search(r"\bcity\b", words):
        return "city"
    return "text"


def _enum_choice(options: list, text: str, default: Any) -> Any:
    wanted = T.concepts(text)
    lowered = T.translate_zh(text).lower()
    best, best_score = None, 0.0
    for option in options:
        label = str(option).lower().replace("_", " ")
        score = 2.0 if re.search(rf"\b{re.escape(label)}\b", lowered) else 0.0
        score += len(T.concepts(label) & wanted)
        if score > best_score:
            best, best_score = option, score
    if best is not None:
        return best
    return default if default is not None else options[0]


def _pattern_values(pattern: str, text: str) -> list[str]:
    body = pattern.removeprefix("^").removesuffix("$")
    try:
        return list(dict.fromkeys(re.findall(rf"(?<![\w-])(?:{body})(?![\w-])", text)))
    except re.error:
        return []


def _query_phrase(text: str) -> str:
    """A search query: the content words of the request, in English."""
    kept = [w for w in T.words(text) if len(w) > 1 and not w.isdigit()]
    return " ".join(dict.fromkeys(kept))[:80] or text.strip()[:80]


def _short_phrase(text: str) -> str:
    """A one-line subject made from the request."""
    sentence = T.translate_zh(text).strip() if T.has_cjk(text) else text.strip()
    sentence = re.sub(r"^(please|pls|can you|could you|kindly)\s+", "", sentence, flags=re.I)
    sentence = re.sub(r"^(open|create|file|raise|log|submit)\s+(a\s+)?(support\s+)?ticket\s+"
                      r"(for|about)\s+(order\s+)?[\w-]+\s*[:,.-]?\s*", "", sentence, flags=re.I)
    sentence = " ".join(sentence.split())
    sentence = sentence[0].upper() + sentence[1:] if sentence else sentence
    return sentence if len(sentence) <= 80 else sentence[:79].rsplit(" ", 1)[0] + "…"


def candidates(name: str, prop: dict, text: str, today: tuple[int, int, int]) -> list[Any]:
    """Possible values for one property, most likely first. Empty: not in the text."""
    kind = _kind(name, prop)
    ptype = prop.get("type")
    if "anyOf" in prop:  # Optional[...] in pydantic: look at the non-null branch
        branch = next((b for b in prop["anyOf"] if b.get("type") != "null"), {})
        return candidates(name, {**branch, "description": prop.get("description", "")}, text, today)
    if "enum" in prop:
        if kind == "currency":  # several currencies named: 'from' takes the first, 'to' the next
            named = [c for c in T.find_currencies(text) if c in prop["enum"]]
            if named:
                return named
        if ptype != "boolean" and not _mentions_enum(prop["enum"], text) and "default" in prop:
            return []
        return [_enum_choice(prop["enum"], text, prop.get("default"))]
    if "pattern" in prop and kind != "month":
        return _pattern_values(prop["pattern"], T.translate_zh(text) + " " + text)
    if ptype == "array":
        item = prop.get("items", {})
        values = candidates(name, item, text, today)
        return [values] if values else []
    if ptype == "boolean":
        return [True] if T.concepts(name.replace("_", " ")) & T.concepts(text) else []
    if ptype in ("integer", "number"):
        nums = T.numbers(T.translate_zh(text))
        return [int(n) if ptype == "integer" else n for n in nums]
    if kind == "month":
        year, month = T.find_month(text)
        if month is None:
            return []
        return [f"{year or today[0]}-{month:02d}"]
    if kind == "city":
        return T.find_cities(text)
    if kind == "province":
        return T.find_provinces(text)
    if kind == "currency":
        return T.find_currencies(text)
    if kind == "query":
        return [_query_phrase(text)]
    if kind == "phrase":
        return [_short_phrase(text)]
    if kind == "id":
        found = list(dict.fromkeys(re.findall(r"\b[A-Z]{1,4}-?\d{2,}\b", text)))
        example = re.search(r"e\.g\.\s*['\"]([A-Za-z0-9-]+)['\"]", prop.get("description", ""))
        if example:  # the description shows the format ('HP-300'): an order id is not a SKU
            found = [v for v in found if _shape(v) == _shape(example.group(1))]
        return found
    if kind == "name":
        quoted = re.findall(r"[\"'“‘]([^\"'”’]+)[\"'”’]", text)
        return quoted
    quoted = re.findall(r"[\"“]([^\"”]+)[\"”]", text)
    return quoted


def _shape(value: str) -> str:
    return re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "A", value))


def _mentions_enum(options: list, text: str) -> bool:
    wanted = T.concepts(text)
    lowered = T.translate_zh(text).lower()
    return any(re.search(rf"\b{re.escape(str(o).lower())}\b", lowered)
               or T.concepts(str(o).replace("_", " ")) & wanted for o in options)
