"""What agent frameworks add to a request, and how a careful model handles it.

Frameworks run their own loops (the OpenAI Agents SDK, pydantic-ai...), and two of their
habits need more than the plain tool-calling policy:

- **An output tool.** pydantic-ai asks for structured output with a tool, `final_result`,
  whose parameters are the output schema, and sets `tool_choice="required"`: every reply
  must be a tool call. The real tools still come first; once their data is in (or none
  fits), the model calls the output tool once, its arguments filled from the results and
  the question. Calling a real tool "because something must be called" would loop.
- **`response_format` together with tools.** The Agents SDK sends its `output_type` as a
  `json_schema` response format *and* the agent's tools: tools first, then the JSON.
- **A retry that names a format.** A tool (pydantic-ai's `ModelRetry`) answers "use the
  format YYYY-MM-DD": the model rewrites the argument it sent in that format.

`respond(model, convo)` returns None when none of this applies, and the competent policy
goes on as before.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import replace
from typing import Any

from ..read.conversation import Conversation, PastCall, ToolSpec
from ..reply import Call, Reply, past_key
from .record_fields import by_last_word, named_thing
from .relevance import rank_tools

OUTPUT_NAME = re.compile(r"^final_(?:result|answer|output|response)(?:_\w+)?$|"
                         r"^(?:submit|deliver|return|give)_(?:the_)?(?:final_)?(?:result|answer|output|response)s?$",
                         re.I)
# The words of an output tool's description: "the final response", "Return the final quote to
# the caller", "Return the answer to the caller", 框架的最终输出. (A tool that sends a message
# to the user is a real tool: only *returning* to the user, or anything to the caller, is
# the answer.)
OUTPUT_DESCRIPTION = re.compile(
    r"\bthe final (?:\w+ )?(?:response|result|answer|output|reply)\b|"
    r"\b(?:return|give|submit|report|hand|deliver|pass)(?:s|es)?\b[^.;\n]{0,40}?\b(?:back )?to the "
    r"(?:caller|framework|orchestrator|calling agent)\b|"
    r"\breturns? (?:the|your) (?:final )?(?:answer|result|output|response|reply)\b[^.;\n]{0,20}\bto the user\b|"
    r"最终(?:结果|答案|回复|回答|输出)|最后的(?:结果|答案|输出)|返回给调用(?:方|者)", re.I)
MAX_FORMAT_REPAIRS = 2


def is_output_tool(tool: ToolSpec) -> bool:
    """A framework's output tool (pydantic-ai: `final_result`, "The final response which
    ends this conversation"): calling it *is* the answer."""
    return bool(OUTPUT_NAME.match(tool.name) or OUTPUT_DESCRIPTION.search(tool.description))


def respond(model: Any, convo: Conversation) -> Reply | None:
    if not convo.tools or convo.tool_choice == "none":
        return None
    outputs = [t for t in convo.tools if is_output_tool(t)]
    if outputs:
        return _with_output_tools(model, convo, outputs)
    fmt = (convo.response_format or {}).get("type")
    if fmt == "json_schema" and not isinstance(convo.tool_choice, dict):
        return _schema_after_tools(model, convo)
    calls = format_repairs(model, convo)
    if calls:
        return Reply(content=model.thought(convo, calls), calls=calls)
    return None


# ---------------------------------------------------------------- output tools


def _with_output_tools(model: Any, convo: Conversation, outputs: list[ToolSpec]) -> Reply:
    names = {t.name for t in outputs}
    real = [t for t in convo.tools if t.name not in names]
    named = (convo.tool_choice.get("function") or {}).get("name") \
        if isinstance(convo.tool_choice, dict) else None
    done = [c for c in convo.calls if c.name not in names]
    # Before any real tool has answered, "required" still holds for them: the output tool
    # is for once the data is in, so a real tool that fits at all is called first.
    choice = "required" if convo.tool_choice == "required" and not done else "auto"
    work = replace(convo, tools=real, tool_choice=choice, calls=done)
    if real and named not in names:
        calls = format_repairs(model, work) or model.next_calls(work) or \
            data_for_output(model, work, outputs)
        if calls:
            calls = calls if convo.parallel else calls[:1]
            return Reply(content=model.thought(work, calls), calls=calls)
    tool = next((t for t in outputs if t.name == named), None) or _best_output(work, outputs)
    return Reply(calls=[Call(tool.name, fill_output(tool.parameters, work, model))])


def data_for_output(model: Any, convo: Conversation, outputs: list[ToolSpec]) -> list[Call]:
    """Before anything was looked up, the output schema says what the answer is made of
    ("How long is the ridge loop?" into `route_name`, `length_km`): a read-only tool whose
    description fits the question *with* those field names is where the data is. Its
    arguments still come from the question alone."""
    from .arguments import MissingArgument
    from .relevance import THRESHOLD
    if convo.calls:
        return []
    fields = " ".join(_field_words(t.parameters) for t in outputs)
    if not fields.strip():
        return []
    for fit in rank_tools(f"{convo.question} {fields}", convo.tools):
        if fit.score < THRESHOLD:
            break
        if fit.tool.writes:
            continue
        try:
            sets = model.arguments_for(fit.tool, convo)
        except MissingArgument:
            continue
        calls = [Call(fit.tool.name, a) for a in sets if a or not fit.tool.required]
        if calls:
            return calls
    return []


def _field_words(schema: dict, depth: int = 0) -> str:
    """The names of an output schema's fields (nested ones too), as words: "route name
    length km"; descriptions are left out (they say what to write, not what to look up)."""
    words = []
    for name, prop in (_resolve(schema, schema).get("properties") or {}).items():
        if ANSWER_FIELDS.match(name):
            continue   # "answer", "summary": what every answer has, no topic
        words.append(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " "))
        prop = _resolve(prop, schema)
        inner = _resolve(prop.get("items") or {}, schema) if prop.get("type") == "array" else prop
        if depth < 2 and isinstance(inner, dict) and inner.get("properties"):
            words.append(_field_words({**schema, **inner}, depth + 1))
    return " ".join(words)


def _best_output(convo: Conversation, outputs: list[ToolSpec]) -> ToolSpec:
    if len(outputs) == 1:
        return outputs[0]
    text = convo.question + " " + " ".join(c.content or "" for c in convo.calls if c.ok)
    return rank_tools(text, outputs)[0].tool


# ---------------------------------------------------------------- response_format + tools


def _schema_after_tools(model: Any, convo: Conversation) -> Reply:
    work = replace(convo, response_format=None)
    calls = format_repairs(model, work) or model.next_calls(work)
    if calls:
        calls = calls if convo.parallel else calls[:1]
        return Reply(content=model.thought(work, calls), calls=calls)
    schema = convo.response_format["json_schema"]["schema"]
    return Reply(content=json.dumps(fill_output(schema, work, model), ensure_ascii=False))


# ---------------------------------------------------------------- filling the output schema

ANSWER_FIELDS = re.compile(r"^(answer|response|reply|summary|text|message|explanation|result|"
                           r"content|output)$", re.I)


# A field a reader reads: its description names something written ("one friendly sentence",
# 中文说明, 回复) for someone ("for the customer", "to the patient", 给会员看的, 给客户的).
_WRITTEN = re.compile(r"\b(?:sentence|reply|message|note|summary|explanation|answer|text|words)\b|"
                      r"说明|回复|答复|消息|留言|一句|总结|解释", re.I)
_READER = re.compile(r"\b(?:for|to) (?:the|a|an|our|your) (?:\w+ )?(\w+)|给[\u4e00-\u9fff]{1,4}(?:看|读|的)", re.I)


def written_for_reader(name: str, node: dict) -> bool:
    """Is the field the answer itself (`summary`, `reply`), or a text its description says
    is written for a person to read ("一句给会员看的中文说明")?"""
    if ANSWER_FIELDS.match(name):
        return True
    from ..read.counts import counts_people
    from ..read.lexicon import lemma
    description = str(node.get("description") or "")
    if not _WRITTEN.search(description):
        return False
    # "for the patient" is a reader; "text for the label" is no answer to anyone
    return any(m.group(1) is None or counts_people(frozenset({lemma(m.group(1).lower())}))
               for m in _READER.finditer(description))


def fill_output(schema: dict, convo: Conversation, model: Any = None) -> Any:
    """The output schema filled from the tool results first (a field named like a key of a
    result takes its value; a list of objects one entry per record), then from the question
    and the results' text."""
    from ..write.structured import fill_schema

    from ..write.structured import labelled_lines
    from .output_values import compared, named_record
    ok = [c for c in convo.calls if c.ok]
    text = convo.question + "\n" + "\n".join(labelled_lines(c.content or "") for c in convo.calls)
    focus = focused_records(convo.question, ok, convo.today)
    answer = None
    joint: list[Any] = []   # the whole schema read as one record (fields share the text)

    def read_jointly(path: tuple[str, ...]) -> Any:
        if not joint:
            joint.append(fill_schema(schema, text, convo.today, schema))
        value = joint[0]
        for key in path:
            if not isinstance(value, dict) or key not in value:
                return _MISSING
            value = value[key]
        return value

    def composed() -> str:
        nonlocal answer
        if answer is None:
            answer = model.final_answer(convo) if model is not None else text.strip()
        return answer

    def fill(node: dict, name: str, path: tuple[str, ...] = ()) -> Any:
        node = _resolve(node, schema)
        if "anyOf" in node or "oneOf" in node:
            branches = node.get("anyOf") or node.get("oneOf")
            branch = next((b for b in branches if _resolve(b, schema).get("type") != "null"),
                          branches[0])
            return fill(_resolve(branch, schema), name, path)
        if node.get("type") == "object" or "properties" in node:
            return {k: fill(v, k, path + (k,)) for k, v in (node.get("properties") or {}).items()}
        if node.get("type") == "array" and ok:
            listed = records_as_items(_resolve(node.get("items") or {}, schema), ok, schema)
            if listed:
                return listed
        # `cheaper_fuel` compares the records; `diesel_per_litre` names one (output_values.py)
        found = _read_over_records(compared, name, node, ok)
        if found is _MISSING:
            found = _from_results(name, node, ok, focus)
        if found is _MISSING:
            found = _read_over_records(named_record, name, node, ok)
        if found is _MISSING:
            found = by_shared_words(name, node, _records_read(ok, focus), convo.today, schema)
        if found is not _MISSING:
            return found
        if node.get("type") == "string" and "enum" not in node and written_for_reader(name, node) \
                and (ok or convo.calls):
            return composed()
        if path and not ok:   # nothing looked up: the fields read the request together
            together = read_jointly(path)
            if together is not _MISSING:
                return together
        return fill_schema(node, text, convo.today, schema, name)

    return fill(schema, "value")


_MISSING = object()


def _read_over_records(reader, name: str, node: dict, ok: list[PastCall]) -> Any:
    from .output_values import MISSING, records_of
    value = reader(name, node, records_of(ok)) if ok else MISSING
    return _coerce(value, node) if value is not MISSING and _fits(value, node) else _MISSING


def records_as_items(item: dict, ok: list[PastCall], root: dict) -> list[dict]:
    """A list of objects filled from the results, one item per record whose keys give the
    item's fields: two weather look-ups make two entries, a search's list one per hit."""
    from ..read.records import empty_value
    from ..read.results import items_of
    props = {k: _resolve(v, root) for k, v in (item.get("properties") or {}).items()}
    required = item.get("required") or list(props)
    if not props or any(p.get("type") in ("object", "array") for p in props.values()):
        return []
    records = []
    for call in ok:
        listed = [r for r in items_of(call.result) or [] if isinstance(r, dict)]
        outcome = outcome_of(call)
        records += listed if len(listed) >= 2 else [outcome] if isinstance(outcome, dict) else []
    out = []
    for record in records:
        entry = {}
        for key, prop in props.items():
            value = _find(record, {key, key.lower(), key.rstrip("s"), key + "s"})
            if value is not _MISSING and _fits(value, prop):
                entry[key] = _coerce(value, prop)
        if sum(k in entry for k in required) * 2 >= len(required) and entry:
            out.append({k: entry[k] if k in entry else empty_value(p)
                        for k, p in props.items() if k in entry or k in required})
    return out


def _resolve(node: dict, root: dict) -> dict:
    seen = 0
    while isinstance(node, dict) and "$ref" in node and seen < 20:
        node = root.get("$defs", root.get("definitions", {})).get(node["$ref"].split("/")[-1], {})
        seen += 1
    return node if isinstance(node, dict) else {}


def _from_results(name: str, node: dict, ok: list[PastCall], focus: list[dict] = ()) -> Any:
    """The value stored under `name` (or its singular/plural) in the records the question
    singles out, else in the latest results."""
    keys = {name, name.lower(), name.rstrip("s"), name + "s"}
    for value in [*focus, *(outcome_of(call) for call in reversed(ok))]:
        value = _find(value, keys)
        if value is not _MISSING and _fits(value, node):
            return _coerce(value, node)
    for record, lister in _records_read(ok, focus):   # named otherwise: "route_name" ← name
        for value in (by_last_word(name, record), named_thing(name, record, lister)):
            if value is not None and _fits(value, node):
                return _coerce(value, node)
    return _MISSING


def by_shared_words(name: str, node: dict, records: list[tuple[dict, str]], today: Any,
                    root: dict) -> Any:
    """The value under the key that shares the most words with the field's name
    (`exam_date` ← `exam`, `price` ← `price_gbp`, `weekly_sessions` ← `sessions`), read as
    the field's kind: a list is counted for a number, a text ("2h 35m", "42元",
    "2026-12-03 20:00") read by the field's own reader. Nothing shared: missing."""
    from ..write.structured import fill_schema
    wanted = _words(name)
    flag = node.get("type") == "boolean"
    if not wanted or node.get("type") not in ("string", "number", "integer", "boolean") or "enum" in node:
        return _MISSING
    for record, _ in records:
        best, best_shared = None, 0
        for key, value in _with_tables_opened(record).items():
            if flag != isinstance(value, bool):
                continue   # a yes/no field (`sail`) is answered by a yes/no (`sailing_allowed`)
            shared = len(wanted & _words(str(key)))   # forms shared: one word may give two
            if shared > best_shared and value not in (None, ""):
                best, best_shared = value, shared
        if best is None:
            continue
        if flag:
            return best
        if isinstance(best, list):
            if node.get("type") in ("number", "integer"):
                return len(best)
            continue
        if _fits(best, node) and not (node.get("format") or node.get("pattern")):
            return _coerce(best, node)
        if isinstance(best, (str, int, float)) and not isinstance(best, bool):
            read = fill_schema(node, str(best), today, root, name)
            if read not in (None, "", 0) or str(best).strip() in ("0", "0.0"):
                return read
    return _MISSING


def _with_tables_opened(record: dict) -> dict:
    """A record with each flat table inside it also read as keys of its own
    ({"fares_eur": {"adult": 14}} gives `fares_eur_adult`: an `adult_fare_eur` field's)."""
    opened = dict(record)
    for key, value in record.items():
        if isinstance(value, dict) and all(not isinstance(v, (dict, list)) for v in value.values()):
            opened.update({f"{key}_{inner}": v for inner, v in value.items()
                           if f"{key}_{inner}" not in opened})
    return opened


def _words(name: str) -> frozenset[str]:
    """The words of a name, each in its singular forms too (`shelves`: shelf, `prices`)."""
    from ..read.lexicon import lemma
    parts = [p.lower() for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name) if len(p) > 1]
    forms = set()
    for p in parts:
        forms |= {p, lemma(p)}
        if p.endswith("ves"):
            forms.add(p[:-3] + "f")
        elif p.endswith("ies"):
            forms.add(p[:-3] + "y")
        elif p.endswith("s") and len(p) > 3:
            forms.add(p[:-1])
    return frozenset(forms)


def _records_read(ok: list[PastCall], focus: list[dict]) -> list[tuple[dict, str]]:
    """The records an answer is read from, each with the tool that returned it: the ones
    the question singles out first, then each result (a list: its first record)."""
    from ..read.results import items_of
    out = []
    for record in focus:
        lister = next((c.name for c in ok if record in (items_of(c.result) or [])), "")
        out.append((record, lister))
    for call in reversed(ok):
        outcome = outcome_of(call)
        listed = items_of(call.result) or []
        record = outcome if isinstance(outcome, dict) else listed[0] if listed else None
        if isinstance(record, dict):
            out.append((record, call.name))
    return out


def focused_records(question: str, ok: list[PastCall], today: dt.date | None = None) -> list[dict]:
    """What the question makes of a listed result, read before the result itself: "the
    cheapest flight" is one record of the search, "how much in total" the sum of the
    records it narrows to ("on food"), "the last ferry" or "Nala's visit" the record it
    points at (references.pick_item). Without that, the first record would answer."""
    from ..read import text as T
    from ..read.comparatives import field_for, superlative
    from ..read.results import items_of
    from ..write.computed import TOTAL_WORDS, _matching
    for call in reversed(ok):
        records = [r for r in items_of(call.result) or [] if isinstance(r, dict)]
        if len(records) < 2:
            continue
        way, hint = superlative(question)
        field = field_for(records, hint, T.concepts(question), T.concepts) if way else None
        if field is not None and all(field in r for r in records):
            # among the records the question names ("the dearest *Spanish* course"), else all,
            # and of those the ones that meet its conditions ("the earliest *free* slot")
            named = _named_records(question, records) or records
            from ..read.conditions import meeting
            named = meeting(question, named) or named
            pick = min if way == "min" else max
            return [pick(named, key=lambda r: (str(r[field]) if isinstance(r[field], str)
                                                else r[field]))]
        if not TOTAL_WORDS.search(question):
            from .references import pick_item   # "the last ferry", "the 9:30 one", "Nala's"
            picked = pick_item(question, records, _kind_concepts(call), today)
            if picked is not None:
                return [picked]
        if TOTAL_WORDS.search(question):
            amount = next((k for k, v in records[0].items() if _is_number(v)
                           and re.search(r"amount|price|cost|total|sum|fee|spent", k)), None)
            if amount is None:
                continue
            chosen = _matching(records, question) or _by_stem(records, question) or records
            total = round(sum(r[amount] for r in chosen if _is_number(r.get(amount))), 2)
            summary = {"total": total, "sum": total, "amount": total, "count": len(chosen)}
            currency = next((r["currency"] for r in chosen if r.get("currency")), None)
            return [{**summary, "currency": currency} if currency else summary]
    return []


def _named_records(question: str, records: list[dict]) -> list[dict]:
    """The records sharing a concept with the question that not all records share."""
    from ..read import text as T
    from .references import item_text
    wanted = T.concepts(question)
    named = [r for r in records if wanted & T.concepts(item_text(r))]
    return named if 0 < len(named) < len(records) else []


def _kind_concepts(call: PastCall) -> set[str]:
    """What the listing tool's name says every record is ("ferry" of ferry_timetable)."""
    from ..read import text as T
    return T.concepts(call.name.replace("_", " "))


def _by_stem(records: list[dict], question: str) -> list[dict]:
    """Records holding a word the question means under another form ("交通" reads as
    "transportation", the records say "transport"): same stem, five letters or more."""
    from ..read import text as T
    wanted = {c.lower() for c in T.concepts(question) if len(c) >= 5}

    def meant(value: Any) -> bool:
        v = str(value).lower()
        return len(v) >= 5 and any(c.startswith(v) or v.startswith(c) for c in wanted)

    chosen = [r for r in records if any(isinstance(v, str) and meant(v) for v in r.values())]
    return chosen if len(chosen) < len(records) else []


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def outcome_of(call: PastCall) -> Any:
    """A result as its answer: a conversion's outcome is the converted amount in the target
    unit or currency ("250 USD in EUR" -> amount 230, currency EUR), not its input."""
    result = call.result
    if not isinstance(result, dict):
        return result
    from ..read.kinds import role_of
    output = next((k for k in ("converted", "result", "converted_amount", "target_amount")
                   if isinstance(result.get(k), (int, float))), None)
    data = {**(call.arguments or {}), **result}
    target = next((v for k, v in data.items() if isinstance(v, str) and role_of(k) == "target"), None)
    if output is None or target is None:
        return result
    # The outcome's keys last: the result's own "amount" is the input, not the answer.
    return {**{k: v for k, v in result.items() if role_of(k) is None},
            "amount": result[output], "value": result[output], "currency": target, "unit": target,
            "amount_in": data.get("amount")}


def _find(value: Any, keys: set[str]) -> Any:
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str) and k in keys:
                return v
        for v in value.values():
            found = _find(v, keys)
            if found is not _MISSING:
                return found
    if isinstance(value, (list, tuple)):
        for v in value:
            found = _find(v, keys)
            if found is not _MISSING:
                return found
    return _MISSING


def _fits(value: Any, node: dict) -> bool:
    kind = node.get("type")
    if "enum" in node:
        return value in node["enum"]
    if kind in ("number", "integer"):
        return isinstance(value, (int, float)) and not isinstance(value, bool) and \
            (kind == "number" or float(value).is_integer())
    if kind == "string":
        return isinstance(value, (str, int, float)) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "array":
        return isinstance(value, (list, tuple))
    return kind is None


def _coerce(value: Any, node: dict) -> Any:
    kind = node.get("type")
    if kind == "integer":
        return int(value)
    if kind == "string" and not isinstance(value, str):
        return str(value)
    if kind == "array":
        return list(value)
    return value


# ---------------------------------------------------------------- "use the format YYYY-MM-DD"

FORMATS = {  # what an error says -> strftime
    "yyyy-mm-dd": "%Y-%m-%d", "iso 8601": "%Y-%m-%d", "iso-8601": "%Y-%m-%d",
    "iso format": "%Y-%m-%d", "yyyy/mm/dd": "%Y/%m/%d", "dd/mm/yyyy": "%d/%m/%Y",
    "mm/dd/yyyy": "%m/%d/%Y", "dd.mm.yyyy": "%d.%m.%Y", "yyyymmdd": "%Y%m%d",
    "yyyy-mm": "%Y-%m", "hh:mm": "%H:%M",
}
FORMAT_IN_ERROR = re.compile("|".join(re.escape(k) for k in sorted(FORMATS, key=len, reverse=True)),
                             re.I)


def format_repairs(model: Any, convo: Conversation) -> list[Call]:
    """Calls whose error asks for a date/time format: the same call, the value rewritten.

    Only for errors a framework reported as text (pydantic-ai's `ModelRetry`, a raised
    exception), and only for behaviours that repair like the competent model: the course's
    tools answer with JSON error objects, which the policy's own `repair` reads.
    """
    from .policy import Competent
    if getattr(type(model), "repair", None) is not Competent.repair:
        return []
    out = []
    tried = {past_key(c) for c in convo.calls}
    for i, failed in enumerate(convo.calls):
        if failed.content is None or failed.ok or not isinstance(failed.arguments, dict):
            continue
        if not _reported_as_text(failed):
            continue
        if model.repair(failed, convo) is not None:
            continue   # the policy's own repair reads this error (formats and more)
        if any(later.name == failed.name for later in convo.calls[i + 1:]):
            continue
        if sum(1 for c in convo.calls if c.name == failed.name and not c.ok) > MAX_FORMAT_REPAIRS:
            continue
        message = str((failed.error or {}).get("message", "")) + " " + (failed.content or "")
        m = FORMAT_IN_ERROR.search(message)
        if not m:
            continue
        wanted = FORMATS[m.group(0).lower()]
        fixed = dict(failed.arguments)
        for key, value in failed.arguments.items():
            if not isinstance(value, str) or key_named_elsewhere(key, message, failed.arguments):
                continue
            when = parse_when(value, _today(convo))
            if when is not None:
                fixed[key] = when.strftime(wanted)
        call = Call(failed.name, fixed)
        if fixed != failed.arguments and call.key() not in tried:
            out.append(call)
    return out


def _reported_as_text(call: PastCall) -> bool:
    """A plain-text error, or a framework's `{"error": "text"}` wrapping of one."""
    return isinstance(call.result, str) or (
        isinstance(call.result, dict) and isinstance(call.result.get("error"), str)
        and len(call.result) == 1)


def key_named_elsewhere(key: str, message: str, arguments: dict) -> bool:
    """The error names another argument, not this one: leave this one alone."""
    named = [k for k in arguments if re.search(rf"\b{re.escape(k)}\b", message)]
    return bool(named) and key not in named


MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def _today(convo: Conversation) -> dt.date:
    today = convo.today
    if isinstance(today, dt.date):
        return today
    try:
        return dt.date(*today)
    except (TypeError, ValueError):
        return dt.date(2026, 10, 12)


def parse_when(text: str, today: dt.date) -> dt.datetime | None:
    """A date (or time) written in one of the usual ways: 2027-03-05, 2027/3/5, 5 March 2027,
    March 5th, 2027, Mar 5 (this year), 05.03.2027, 14:30."""
    t = text.strip().lower().replace(",", " ")
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", t)
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ t].*)?", t)
    if m:
        return _date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{1,2})[./](\d{1,2})[./](\d{4})", t)
    if m:  # day first, unless that cannot be a date
        day, month = int(m.group(1)), int(m.group(2))
        return _date(int(m.group(3)), month, day) or _date(int(m.group(3)), day, month)
    month_word = r"([a-z]{3,9})\.?"
    for pattern, order in ((rf"{month_word}\s+(\d{{1,2}})(?:\s+(\d{{4}}))?", "md"),
                           (rf"(\d{{1,2}})\s+(?:of\s+)?{month_word}(?:\s+(\d{{4}}))?", "dm")):
        m = re.fullmatch(pattern, " ".join(t.split()))
        if m:
            a, b, year = m.groups()
            word, day = (a, b) if order == "md" else (b, a)
            if word[:3] in MONTHS:
                return _date(int(year) if year else today.year, MONTHS.index(word[:3]) + 1,
                             int(day))
    m = re.fullmatch(r"(\d{1,2})[:.h](\d{2})\s*(am|pm)?", t)
    if m:
        hour = int(m.group(1)) % 12 + (12 if m.group(3) == "pm" else 0) if m.group(3) \
            else int(m.group(1))
        if hour < 24 and int(m.group(2)) < 60:
            return dt.datetime.combine(today, dt.time(hour, int(m.group(2))))
    return None


def _date(year: int, month: int, day: int) -> dt.datetime | None:
    try:
        return dt.datetime(year, month, day)
    except ValueError:
        return None
