"""Replies without tools: plain chat, JSON mode and structured output.

Three ways to ask a model for data, and how reliable each is, reproduced on purpose:

- asked in the prompt only, the offline model wraps its JSON in a friendly sentence
  and a code fence, as chat models often do, so `json.loads` fails;
- JSON mode (`response_format={"type": "json_object"}`) guarantees valid JSON, not your
  field names: the offline model writes the keys in camelCase;
- structured output (`json_schema`) and tool arguments follow the schema exactly.

Other modules register fillers for special schemas (a plan, a routing decision...)
with `register_schema_filler`.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from ..read import text as T
from ..read.extract import _enum_choice, _short_phrase, candidates
from ..read.filling import empty_value, fill_object
from ..read.kinds import unwrap
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
    options = requested_options(instructions)
    data = {camel(k): _value_for(k, source, convo.today, options.get(k))
            for k in requested_keys(instructions)} or {"answer": _short_phrase(convo.question)}
    return json.dumps(data, ensure_ascii=False)


def resolve_refs(schema: Any, root: dict, depth: int = 0) -> Any:
    """The schema with every `$ref` into `$defs` replaced by what it points at."""
    if depth > 12:
        return {}
    if isinstance(schema, dict):
        if "$ref" in schema:
            target = root.get("$defs", root.get("definitions", {})).get(schema["$ref"].split("/")[-1], {})
            merged = {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
            return resolve_refs(merged, root, depth + 1)
        return {k: resolve_refs(v, root, depth + 1) for k, v in schema.items() if k != "$defs"}
    if isinstance(schema, list):
        return [resolve_refs(v, root, depth + 1) for v in schema]
    return schema


def fill_schema(schema: dict, text: str, today: Any, root: dict | None = None,
                name: str = "value") -> Any:
    """A value that satisfies `schema`, read from `text` the way tool arguments are
    (read/filling.py); what the text doesn't give is left empty, never invented."""
    node = unwrap(resolve_refs(schema, root or schema))
    if node.get("type") == "object" or "properties" in node:
        props = node.get("properties") or {}
        fixed, fanned = fill_object("output", props, list(props), text, today, "", set(),
                                    best_effort=True)
        fixed.update({k: v[0] for k, v in fanned.items()})
        return {k: fixed[k] for k in props if k in fixed}
    fixed, fanned = fill_object("output", {name: node}, [name], text, today, "", set(),
                                best_effort=True)
    return fanned[name][0] if name in fanned else fixed.get(name, empty_value(node))


def requested_keys(text: str) -> list[str]:
    """Field names a prompt asks for: `backticked` words, or a list after 'keys'/'fields'."""
    keys = re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", text)
    if not keys:
        m = re.search(r"(?:keys|fields)\s*:?\s*([A-Za-z_][\w]*(?:\s*(?:,|and)\s*[A-Za-z_][\w]*)*)",
                      text, re.I)
        if m:
            keys = re.split(r"\s*(?:,|\band\b)\s*", m.group(1))
    if not keys:   # "包含 book_title 和 author 两个键", "with the fields name, age"
        for sentence in re.split(r"[.。;；\n]", text):
            if re.search(r"\b(?:keys?|fields?|properties|attributes)\b|键|字段|属性", sentence, re.I):
                keys += [w for w in re.findall(r"(?<![\w-])[A-Za-z_][A-Za-z0-9_]*(?![\w-])", sentence)
                         if w.lower() not in ("json", "object", "keys", "key", "fields", "field",
                                              "with", "and", "the", "a", "an", "of", "containing",
                                              "return", "properties", "only", "two", "three")]
    return list(dict.fromkeys(k for k in keys if k))


def requested_options(text: str) -> dict[str, list[str]]:
    """Allowed values a prompt lists for a key: "`category` (one of: refund, delivery or other)"."""
    found = {}
    for key, listed in re.findall(r"`?([A-Za-z_]\w*)`?\s*\(\s*(?:one of\s*:?\s*)?([^)]*)\)", text):
        values = [v.strip(" '\"`") for v in re.split(r"\s*(?:,|/|\||\bor\b)\s*", listed)]
        values = [v for v in values if re.fullmatch(r"[\w-]+", v)]
        if len(values) >= 2:
            found[key] = values
    return found


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(p.capitalize() for p in rest)


def _value_for(key: str, text: str, today: tuple, options: list[str] | None = None) -> Any:
    if options:  # the prompt listed the allowed values: choose one by meaning
        return _enum_choice(options, text, None)
    values = candidates(key, {"type": "string"}, text, today)
    if not values and re.search(r"(amount|total|count|price|qty|quantity)", key):
        from ..read.numbers import find_numbers
        nums = find_numbers(text)
        return nums[0].value if nums else None
    return values[0] if values else None


def _tool_results_text(convo: Conversation) -> str:
    return "\n".join(c.content or "" for c in convo.calls)


def chat_reply(convo: Conversation) -> str:
    """A reply when there are no tools: only the conversation itself can be used."""
    q = convo.question
    zh = T.is_chinese_request(q)
    history = " ".join(str(m.get("content") or "") for m in convo.earlier if m["role"] == "user")
    instructions = convo.system + "\n" + q
    if re.search(r"\bjson\b", instructions, re.I):  # asked for JSON (system prompt or question)
        keys = requested_keys(instructions) or ["answer"]
        options = requested_options(instructions)
        data = {k: _value_for(k, q, convo.today, options.get(k)) for k in keys}
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
