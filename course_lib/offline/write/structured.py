"""Replies without tools: plain chat, JSON mode and structured output.

Three ways to ask a model for data, and how reliable each is, reproduced on purpose:

- asked in the prompt only, the offline model wraps its JSON in a friendly sentence
  and a code fence, as chat models often do, so `json.loads` fails;
- JSON mode (`response_format={"type": "json_object"}`) guarantees valid JSON, not your
  field names: the offline model writes the keys in camelCase;
- structured output (`json_schema`) and tool arguments follow the schema exactly; the
  values are extracted schema first (read/records.py: nested objects, lists, enums).

Other modules register fillers for special schemas (a plan, a routing decision...)
with `register_schema_filler`.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from ..read import text as T
from ..read.extract import _enum_choice, _short_phrase
from ..read.records import complete, read_record, resolve
from ..read.conversation import Conversation

SchemaFiller = Callable[[dict, Conversation], "dict | None"]
_FILLERS: list[SchemaFiller] = []


def register_schema_filler(filler: SchemaFiller) -> SchemaFiller:
    """Add a filler tried before the generic one; it returns None to pass."""
    _FILLERS.append(filler)
    return filler


def structured_reply(convo: Conversation) -> str:
    fmt = convo.response_format or {}
    source = convo.question + "\n" + _tool_results_text(convo)
    if fmt.get("type") == "json_schema":
        schema = fmt["json_schema"]["schema"]
        for filler in _FILLERS:
            value = filler(schema, convo)
            if value is not None:
                return json.dumps(value, ensure_ascii=False)
        return json.dumps(fill_schema(schema, source, convo.today, schema), ensure_ascii=False)
    instructions = convo.system + "\n" + convo.question
    read = prompt_record(instructions, source, convo.today)
    data = {camel(k): v for k, v in read.items()} or {"answer": _short_phrase(convo.question)}
    return json.dumps(data, ensure_ascii=False)


def prompt_record(instructions: str, text: str, today: Any) -> dict:
    """JSON mode: the keys the prompt names, each read from `text` as the prompt describes
    it (a type, a list of allowed values, "a list of YYYY-MM-DD dates"), all in one record
    so that no two keys take the same words."""
    keys = requested_keys(instructions)
    text = _without_instructions(text, keys)
    options = requested_options(instructions)
    read = _keys_read(keys, text, today, requested_types(instructions),
                      template_hints(instructions), options, requested_lists(instructions))
    for k in options:   # a choice the text doesn't settle: the option it leans to (the scale's middle)
        if k in read and read[k] is None:
            read[k] = _value_for(k, text, today, options[k])
    return read


# A sentence of a prompt that says how to reply ("Reply only with a JSON object with the keys …").
_ASKS_FOR_JSON = re.compile(r"\bjson\b|\b(?:keys?|fields?)\b|键|字段", re.I)


def _without_instructions(text: str, keys: list[str]) -> str:
    """The text without what asks for the JSON: a sentence that names JSON or its keys is
    no data (up to its colon: "Extract as JSON: Tom is 30" keeps "Tom is 30"). Blanked, so
    that offsets stay."""
    if not keys:
        return text
    named = re.compile(r"[`\"“']?(?:" + "|".join(map(re.escape, keys)) + r")[`\"”']?")

    def blank(m: re.Match) -> str:
        sentence = m.group()
        if not _ASKS_FOR_JSON.search(sentence) or \
                len(named.findall(sentence)) < min(2, len(keys)):
            return sentence
        colon = max(sentence.rfind(":"), sentence.rfind("："))
        cut = colon + 1 if colon >= 0 and sentence[colon + 1:].strip() else len(sentence)
        return " " * cut + sentence[cut:]
    return re.sub(r"[^.!?。！？\n]+[.!?。！？\n]?", blank, text)


def resolve_refs(schema: Any, root: dict, depth: int = 0) -> Any:
    """The schema with every `$ref` into `$defs` replaced by what it points at."""
    return resolve(schema, root, depth)


def fill_schema(schema: dict, text: str, today: Any, root: dict | None = None,
                name: str = "value") -> Any:
    """A value that satisfies `schema`, extracted from `text` schema first
    (read/records.py); what the text doesn't give is left empty, never invented."""
    node = resolve(schema, root or schema)
    return complete(read_record(node, text, today, name), node)


# A JSON template in the prompt: {"rooms": 房间数, "elevator": 有没有电梯(true/false)}. Each
# key is said with what it holds: the hint is its description, and names its type.
_TEMPLATE_PAIR = re.compile(r"[\"“]([A-Za-z_]\w*)[\"”]\s*[:：]\s*(?![\"“{\[])([^,，;；{}\n\"“]{1,40})")
_BOOL_HINT = re.compile(r"true\s*/\s*false|yes\s*/\s*no|是否|有没有|是不是|\bboolean\b|布尔", re.I)
_NUMBER_HINT = re.compile(r"\b(?:number|count|integer|how many|amount)\b|数(?!据)|几|多少|楼层|层数", re.I)


def template_hints(text: str) -> dict[str, str]:
    """{key: what the prompt's JSON template says it holds} ("rooms": "房间数"), else {}."""
    if "{" not in text:
        return {}
    return {key: hint.strip().rstrip("}）)").strip() for key, hint in _TEMPLATE_PAIR.findall(text)}


def template_types(hints: dict[str, str]) -> dict[str, str]:
    """The JSON type each template hint names: "(true/false)" a boolean, 房间数 a number."""
    return {k: "boolean" if _BOOL_HINT.search(h) else "number" if _NUMBER_HINT.search(h) else "string"
            for k, h in hints.items()}


def requested_keys(text: str) -> list[str]:
    """Field names a prompt asks for: a JSON template's keys, `backticked` words, the
    "quoted" keys of a sentence about keys, or a list after 'keys'/'fields'."""
    template = list(template_hints(text))
    if template:
        return template
    keys = re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", text)
    if not keys:   # 'with keys "items" (a list of {"name", "weight_kg"}) and "total_kg"'
        for sentence in re.split(r"[.。;；\n]", text):
            if re.search(r"\b(?:keys?|fields?|properties)\b|键|字段", sentence, re.I):
                outer = re.sub(r"\{[^{}]*\}", " ", sentence)   # a nested object's keys are its own
                outer = _BRACKETED.sub(" ", outer)   # '"level" ("beginner" or …)': options, no keys
                keys += re.findall(r"[\"“]([A-Za-z_][A-Za-z0-9_]*)[\"”]", outer)
    if not keys:   # "the keys boat, litres (a number) and fuel (diesel or petrol)"
        m = re.search(r"(?:keys|fields)\s*:?\s*([A-Za-z_][\w]*(?:\s*(?:,|and|, and)\s*[A-Za-z_][\w]*)*)",
                      _BRACKETED.sub("", text), re.I)
        if m:
            keys = re.split(r"\s*(?:,|\band\b)\s*", m.group(1))
    if not keys:   # "包含 book_title 和 author 两个键", "with the fields name, age"
        for sentence in re.split(r"[.。;；\n]", _BRACKETED.sub(" ", text)):
            if re.search(r"\b(?:keys?|fields?|properties|attributes)\b|键|字段|属性", sentence, re.I):
                keys += [w for w in re.findall(r"(?<![\w-])[A-Za-z_][A-Za-z0-9_]*(?![\w-])", sentence)
                         if w.lower() not in ("json", "object", "keys", "key", "fields", "field",
                                              "with", "and", "the", "a", "an", "of", "containing",
                                              "return", "properties", "only", "two", "three")]
    return list(dict.fromkeys(k for k in keys if k))


# What a prompt says of a key in brackets after it: "(one of: a, b)", "（dog 或 cat）", "(number)".
_BRACKETED = re.compile(r"[(（][^)）]*[)）]")
_AFTER_KEY = re.compile(r"[`\"“']?([A-Za-z_]\w*)[`\"”']?\s*[(（]\s*(?:one of\s*:?\s*|之一\s*[:：]?\s*)?"
                        r"([^)）]*)[)）]")
_OR = re.compile(r"\s*(?:,|，|/|\||、|\bor\b|或者|或|还是)\s*")
# The JSON type a bracket names, in either language (closed class: JSON's own types).
_TYPE_WORDS = {"integer": "integer", "int": "integer", "整数": "integer", "number": "number",
               "float": "number", "数字": "number", "数值": "number", "小数": "number",
               "boolean": "boolean", "bool": "boolean", "布尔": "boolean", "布尔值": "boolean",
               "true/false": "boolean", "string": "string", "text": "string", "字符串": "string",
               "文本": "string"}


def requested_options(text: str) -> dict[str, list[str]]:
    """Allowed values a prompt lists for a key: "`category` (one of: refund, delivery or
    other)", "species（dog 或 cat）"."""
    found = {}
    for key, listed in _AFTER_KEY.findall(text):
        values = [v.strip(" '\"`") for v in _OR.split(listed)]
        values = [v for v in values if re.fullmatch(r"[\w-]+", v) and v.lower() not in _TYPE_WORDS]
        if len(values) >= 2:
            found[key] = values
    return found


# "(a list of YYYY-MM-DD dates)", "(an array of strings)", "（日期列表）": a key that holds a list.
_A_LIST = re.compile(r"^(?:an?\s+)?(?:list|array)\s+of\s+(?P<en>.+)$|^(?P<zh>.*?)(?:的)?(?:列表|数组)$", re.I)


def requested_lists(text: str) -> dict[str, dict]:
    """{key: its items' schema} for each key a prompt says holds a list, with the kind of
    its items: dates (a date format said, or "dates"), numbers, else strings."""
    found = {}
    for key, said in _AFTER_KEY.findall(text):
        inner = re.findall(r"[\"“`]([A-Za-z_]\w*)[\"”`]", said)
        if inner and re.search(r"\b(?:list|array)\b|列表|数组", said, re.I):
            # '"items"（列表，每项含 "model" 和 "quantity"）': a list of objects with those keys
            found[key] = {"type": "object", "properties": {k: {"type": key_type(k, "")} for k in inner},
                          "required": inner}
            continue
        m = _A_LIST.match(said.strip())
        if not m:
            continue
        what = (m.group("en") or m.group("zh") or "").lower()
        if re.search(r"yyyy|\bdates?\b|日期", what):
            found[key] = {"type": "string", "format": "date"}
        elif re.search(r"\b(?:integers?|ints?)\b|整数", what):
            found[key] = {"type": "integer"}
        elif re.search(r"\bnumbers?\b|数字", what):
            found[key] = {"type": "number"}
        else:
            found[key] = {"type": "string"}
    return found


def requested_types(text: str) -> dict[str, str]:
    """The JSON type a prompt names for a key in brackets: "weight_kg（数字）", "age (integer)",
    or its template says ({"elevator": 有没有电梯(true/false)})."""
    if template_hints(text):
        return template_types(template_hints(text))
    said = {key: re.sub(r"^(?:an?|the)\s+", "", words.strip().lower()) for key, words in _AFTER_KEY.findall(text)}
    return {key: _TYPE_WORDS[words] for key, words in said.items() if words in _TYPE_WORDS}


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(p.capitalize() for p in rest)


AMOUNT_KEY = re.compile(r"(?:^|_)(?:amount|total|count|price|qty|quantity)(?:$|_)", re.I)


def _value_for(key: str, text: str, today: tuple, options: list[str] | None = None) -> Any:
    if options:  # the prompt listed the allowed values: choose one by meaning
        return _enum_choice(options, text, None)
    return _keys_read([key], text, today).get(key)


def _keys_read(keys: list[str], text: str, today: Any, types: dict | None = None,
               hints: dict | None = None, options: dict | None = None,
               lists: dict | None = None) -> dict:
    """JSON mode has no schema: each key read as the type the prompt names for it, else the
    kind its name says, the keys together so that one key's words are not read again for
    the next (《活着》 is the title, 余华 the author). A key the text doesn't give is null."""
    if hints:   # the template's own words ("有没有电梯") are no data: blanked, offsets kept
        text = re.sub(r"\{[^{}]*\}", lambda m: " " * len(m.group()), text)
    props = {k: {"type": (types or {}).get(k) or key_type(k, text)} for k in keys}
    for k, listed in (options or {}).items():   # "(one of: a, b)": an enum
        if k in props:
            props[k] = {"type": "string", "enum": listed}
    for k, item in (lists or {}).items():   # "(a list of YYYY-MM-DD dates)": an array
        if k in props and k not in (options or {}):
            props[k] = {"type": "array", "items": item}
    for k, hint in (hints or {}).items():   # {"floor": 楼层}: what the key holds, in words
        if k in props:
            props[k]["description"] = hint
    found = read_record({"type": "object", "properties": props}, text, today) or {}
    return {k: _as_written(found.get(k), k) for k in keys}


def _as_written(value: Any, key: str) -> Any:
    """A value as a model writes it: 7, not 7.0; never the key's own name read back from the
    prompt ("items" for `items`): that is null."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):   # the items of a list, as written too
        return [_as_written(v, key) for v in value]
    if isinstance(value, dict):
        return {k: _as_written(v, k) for k, v in value.items()}
    if isinstance(value, str) and value.strip().lower() == key.lower():
        return None
    return value


# How an identifier says it holds a yes or no: `is_open`, `has_parking`, `in_stock`,
# `pets_allowed` (English grammar of names: a verb of being or having, or a participle).
FLAG_KEY = re.compile(r"^(?:is|are|has|have|can|needs?|should|allows?|in|was|were)_|"
                      r"_(?:allowed|required|included|needed|enabled|available|ok)$", re.I)


def key_type(key: str, text: str) -> str:
    """The JSON type a key's name asks for: a flag (also a participle alone: `vaccinated`,
    `paid`), a number (an amount, a rate "per ...", a plural the text counts: `nights` in
    "住三晚", `children` in "one kid"), else a string."""
    if FLAG_KEY.search(key) or _participle(key):
        return "boolean"
    parts = [p for p in re.split(r"_|(?<=[a-z])(?=[A-Z])", key.lower()) if p]
    if AMOUNT_KEY.search(key) or "per" in parts[:-1] or (parts and _counted(parts[-1], text)):
        return "number"
    return "string"


def _participle(key: str) -> bool:
    """A key that is one past participle (`vaccinated`, `paid`, `furnished`): whether it is
    so (English grammar: the -ed form of a verb; "red" is no verb's)."""
    from ..read.lexicon import lemma
    word = key.lower()
    if word in ("paid", "sold", "built", "lost", "found", "done", "taken"):
        return True
    stem = lemma(word)
    return word.endswith("ed") and stem != word and \
        (word in (stem + "d", stem + "ed") or word == stem[:-1] + "ied" or word[:-3] == stem)


def _counted(word: str, text: str) -> bool:
    """Is `word` (a plural) what a number of the text counts ("children": "one kid")?"""
    from ..read.lexicon import lemma
    from ..read.number_fields import context, same
    from ..read.numbers import find_numbers
    one = lemma(word)
    if one == word:
        return False
    for n in find_numbers(text):
        said = context(text, n.start, n.end)
        if any(same(one, w) for w in said.counted | said.near):
            return True
    return False


def _tool_results_text(convo: Conversation) -> str:
    return "\n".join(labelled_lines(c.content or "") for c in convo.calls)


def labelled_lines(content: str) -> str:
    """A JSON tool result as the lines a form would print ("exam: 2027-01-18"), so that each
    value is read after the label its key gives (read/labelled.py); a list's items one a
    line after its label. Text that is no JSON is kept as it is."""
    try:
        data = json.loads(content)
    except (json.JSONDecodeError, TypeError):
        return content
    if not isinstance(data, (dict, list)):
        return content
    lines: list[str] = []
    _lines(data, "", lines)
    return "\n".join(lines)


def _lines(data: Any, label: str, lines: list[str]) -> None:
    if isinstance(data, dict):
        if label:
            lines.append(f"{label}:")
        for key, value in data.items():
            _lines(value, str(key).replace("_", " "), lines)
    elif isinstance(data, list):
        if label:
            lines.append(f"{label}:")
        for item in data:
            if isinstance(item, dict):
                lines.append("; ".join(f"{str(k).replace('_', ' ')}: {v}" for k, v in item.items()
                                       if not isinstance(v, (dict, list))))
            else:
                lines.append(str(item))
    elif data is not None and data != "":
        lines.append(f"{label}: {data}" if label else str(data))


def chat_reply(convo: Conversation) -> str:
    """A reply when there are no tools: only the conversation itself can be used."""
    q = convo.question
    zh = T.is_chinese_request(q)
    history = " ".join(str(m.get("content") or "") for m in convo.earlier if m["role"] == "user")
    instructions = convo.system + "\n" + q
    if re.search(r"\bjson\b", instructions, re.I):  # asked for JSON (system prompt or question)
        data = prompt_record(instructions, q, convo.today) or \
            _keys_read(["answer"], q, convo.today)
        return ("Sure! Here is the JSON you asked for:\n```json\n"
                + json.dumps(data, indent=2, ensure_ascii=False) + "\n```\nLet me know if you "
                "need anything else.")
    name_said = re.search(r"(?:my name is|i am|i'm|我叫)\s*([A-Z][\w-]*|[\u4e00-\u9fff]{1,4})",
                          history + " " + q, re.I)
    if re.search(r"(what('s| is) my name|who am i|我叫什么)", q, re.I):
        if name_said and name_said.group(0) not in q:
            return f"你叫{name_said.group(1)}。" if zh else f"Your name is {name_said.group(1)}."
        return ("我不知道你的名字：这次对话里没有人告诉我。" if zh else
                "I don't know your name: nothing in this conversation tells me. Each request "
                "only contains the messages you send with it.")
    if name_said and name_said.group(0) in q:
        return f"你好，{name_said.group(1)}！" if zh else f"Nice to meet you, {name_said.group(1)}!"
    if re.match(r"^\s*(hi|hello|hey|你好)\b", q, re.I):
        return "你好！有什么可以帮你？" if zh else "Hello! How can I help?"
    if re.match(r"^\s*(thanks|thank you|谢谢)", q, re.I):
        return "不客气！" if zh else "You're welcome!"
    if zh:
        return "我无法查询外部系统，这段对话里也没有相关信息，所以我不知道。"
    return ("I can't look that up: I have no tools in this request and nothing in the "
            "conversation answers it, so I don't know.")
