"""`offline-hallucinator`: fills in arguments wrongly, the way real models do (chapter 5).

The mistakes are the ones seen in production (glm-4-flash and friends):

- a month without a year gets the year the model's training data ended in:
  "orders in September" -> list_orders(month='2022-09');
- a type word is stuffed into a name: "the Shenzhen dealer in Guangdong" ->
  find_dealers(name='Shenzhen dealer', province='Guangdong') (and the city is dropped,
  since the model "used" it in the name); "广东的深圳经销商" -> name='深圳经销商';
- a number written as a word is passed as that word: "the two newest orders" -> count='two',
  "最近三个订单" -> count='三';
- a tool name is remembered shorter than it is: get_order instead of get_order_status;
- an option of an enum that the tool's description explains ("'timing' = skipped stitches")
  is sent as the user's own words for it: fault='skipping stitches', fault='跳针';
- an argument object with three or more fields is written Python-style (single quotes,
  trailing comma): not JSON at all.

It repairs a call only when the error says what to do:
- "retry with month='2026-09'" / "remove 'dealer' from name": apply it (the competent
  model's `apply_instructions`);
- an unknown-tool error that lists the available tools: call the closest name on the list;
- an invalid-JSON error that asks for a JSON object: send the same arguments as JSON;
- an error that lists the allowed values ("must be one of 'tension', 'timing'"): choose one;
- "ask the user ...": stop and say so.
Any other error ("invalid input", pydantic's "Input should be a valid integer") is not an
instruction: it sends the very same call again, and after three failures gives up honestly.
"""

from __future__ import annotations

import ast
import difflib
import json
import re
from dataclasses import replace

from ..read.conversation import COURSE_TODAY
from ..read.dates import find_months
from ..read.extract import _kind
from ..behaviours import register
from ..read.conversation import Conversation, PastCall, ToolSpec
from ..decide.policy import MAX_REPAIRS, Competent, _attempts, apply_instructions
from ..decide.arguments import MissingArgument
from ..reply import Call, past_key

TRAINING_YEAR = 2022  # where the model's sense of "now" is stuck
TYPE_WORDS = ("dealer", "agent", "distributor", "reseller", "supplier")
TYPE_WORDS_ZH = ("经销商", "代理商", "分销商", "供应商", "零售商", "代理")
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                "九": 9, "十": 10, "十一": 11, "十二": 12}
# A Chinese count is a numeral before a measure word: "三次", "两个", "五张".
ZH_COUNT = re.compile(r"(十[一二]?|[一两二三四五六七八九])(?=[个次张条位件份天本名间辆台笔项周])")
SHORTENED_SUFFIXES = ("_status", "_details", "_info")
BROKEN_JSON_FIELDS = 3  # argument objects this big come out Python-style
# "'passengers' must be of type integer (for example 3)": the error shows the form it wants.
TYPED_EXAMPLE = re.compile(r"['\"]?(\w+)['\"]?\s+must be (?:of type |an? )?(integer|number)\b[^.;]*?"
                           r"\((?:for example|e\.g\.|such as)\b", re.I)
STOP = re.compile(r"ask the user|do not retry|don't retry|stop retrying", re.I)
NEVER_RETRY = ("denied", "approval_denied", "timeout")


@register
class Hallucinator(Competent):
    name = "offline-hallucinator"
    summary = ("hallucinates arguments (past year, type words in names, 'two' for 2, broken "
               "JSON, wrong tool names); fixes them only when the error says how (chapter 5)")

    # ------------------------------------------------------------ making the mistakes

    def planned(self, convo: Conversation) -> list[Call]:
        if any(_attempts(convo, c.name) > MAX_REPAIRS for c in convo.calls):
            return []  # gave up on the tool the question needs: no second-best guesses
        tools = {t.name for t in convo.tools}
        return [self._garble(call, tools) for call in super().planned(convo)]

    def _garble(self, call: Call, tools: set[str]) -> Call:
        name = call.name
        for suffix in SHORTENED_SUFFIXES:
            short = name.removesuffix(suffix)
            if short != name and short not in tools:
                name = short
                break
        arguments: dict | str = call.arguments
        if isinstance(arguments, dict) and len(arguments) >= BROKEN_JSON_FIELDS:
            arguments = repr(arguments)[:-1] + ",}"  # {'a': 'b', ...,}: Python, not JSON
        return Call(name, arguments)

    def arguments_for(self, tool: ToolSpec, convo: Conversation) -> list[dict]:
        question = convo.question
        words = _number_words(question)
        numeric = [n for n, p in tool.properties.items() if _is_numeric(p)]
        if words and numeric:  # understand "two" as 2 to fill the call ... then write "two"
            digits = replace(convo, question=_with_digits(question))
            sets = super().arguments_for(tool, digits)
            by_value = {value: word for word, value in words}
            for args in sets:
                for name in numeric:
                    if args.get(name) in by_value:
                        args[name] = by_value[args[name]]
        else:
            sets = super().arguments_for(tool, convo)
        return [self._misremember(tool, dict(args), question) for args in sets]

    def _misremember(self, tool: ToolSpec, args: dict, question: str) -> dict:
        for name, prop in tool.properties.items():
            kind = _kind(name, prop)
            if kind == "month" and name in args:
                said_year = re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", question)
                months = find_months(question, COURSE_TODAY)
                if months and not said_year:   # no year said: it fills in the one it "remembers"
                    args[name] = f"{TRAINING_YEAR}-{months[0].month:02d}"
            elif "enum" in prop and isinstance(args.get(name), str):
                own = _own_words(tool, name, args[name], question)
                if own:   # the user's words for the option, not the option itself
                    args[name] = own
            elif kind == "name" and name not in args:
                found = _name_with_type_word(question)
                if found:
                    stuffed, place = found
                    args = {k: v for k, v in args.items() if v != place}  # "used up" by the name
                    args[name] = stuffed
        order = list(tool.properties)
        return dict(sorted(args.items(), key=lambda kv: order.index(kv[0])
                           if kv[0] in order else len(order)))

    # ------------------------------------------------------------ reacting to errors

    def next_calls(self, convo: Conversation) -> list[Call]:
        # Repairs first, and *not* filtered against calls already made: repeating the same
        # failed call is exactly what this model does with an error it cannot act on.
        retries = self.repairs(convo)
        keys = {c.key() for c in retries}
        # A new call is new by the text it would send: broken JSON that the server parsed
        # leniently must still count as already sent.
        sent = {(c.name, c.raw_arguments) for c in convo.calls}
        return retries + [c for c in super().next_calls(convo)
                          if c.key() not in keys and (c.name, c.raw) not in sent]

    def repair(self, failed: PastCall, convo: Conversation) -> Call | None:
        error = failed.error or {}
        kind, message = error.get("type", ""), str(error.get("message", ""))
        if kind in NEVER_RETRY:
            return None
        fixed = _instructed_fix(failed, kind, message, convo)
        if fixed is not None:
            done = {Call(c.name, _as_sent(c)).key() for c in convo.calls}
            return None if fixed.key() in done else fixed  # already fixed earlier
        if STOP.search(message):
            return None
        return Call(failed.name, _as_sent(failed))  # no instruction: the same mistake again

    def final_answer(self, convo: Conversation) -> str:
        return super().final_answer(replace(convo, calls=_worth_reporting(convo.calls)))


# ---------------------------------------------------------------- helpers


def _instructed_fix(failed: PastCall, kind: str, message: str,
                    convo: Conversation) -> Call | None:
    """The corrected call, if the error message tells how to correct it."""
    if kind == "unknown_tool":
        listed = [t.name for t in convo.tools if re.search(rf"\b{re.escape(t.name)}\b", message)]
        best = difflib.get_close_matches(failed.name, listed, n=1, cutoff=0.5)
        if not best:
            return None
        return Call(best[0], _as_sent(failed))
    if not _is_json(failed.raw_arguments):  # the arguments were not JSON
        if "json" not in message.lower():
            return None
        try:
            arguments = ast.literal_eval(failed.raw_arguments)
        except (ValueError, SyntaxError):
            return None
        return Call(failed.name, arguments) if isinstance(arguments, dict) else None
    arguments = apply_instructions(dict(failed.arguments), message) \
        or _as_typed(dict(failed.arguments), message)
    if arguments is None and ALLOWED.search(message):   # the allowed values: choose among them
        arguments = _chosen_among(failed, message, convo)
    return Call(failed.name, arguments) if arguments is not None else None


ALLOWED = re.compile(r"\bmust be one of\b|\ballowed values\b|\bexpected one of\b|只能是|必须是[^。]*之一", re.I)


def _chosen_among(failed: PastCall, message: str, convo: Conversation) -> dict | None:
    """The call with each rejected option replaced by the allowed value the request means,
    read the careful way (the description's notes) now that the error listed the values."""
    tool = convo.tool(failed.name)
    if tool is None:
        return None
    try:
        [careful] = Competent().arguments_for(tool, convo)[:1]
    except MissingArgument:   # the careful reading needs what the request lacks: no better value
        return None
    fixed = dict(failed.arguments)
    for name, prop in tool.properties.items():
        allowed = prop.get("enum") or []
        if fixed.get(name) not in allowed and careful.get(name) in allowed and \
                re.search(rf"['\"]?{re.escape(name)}['\"]?", message):
            fixed[name] = careful[name]
    return fixed if fixed != failed.arguments else None


def _own_words(tool: ToolSpec, name: str, value: str, question: str) -> str | None:
    """The words of the question that the description's note on an option explains ("'timing'
    = skipped stitches or the needle hits the hook" and "keeps skipping stitches"), as the
    user wrote them; None when the user wrote the option itself or no note explains it."""
    from ..read import text as T
    if re.search(rf"(?<![a-z]){re.escape(value.lower().replace('_', ' '))}", question.lower()):
        return None
    described = f"{tool.description} {tool.properties.get(name, {}).get('description', '')}"
    note = re.search(rf"['\"]?{re.escape(value)}['\"]?\s*(?:=|:|：|means)\s*(.+?)"
                     rf"(?=[,，;；]\s*['\"]?\w+['\"]?\s*(?:=|:|：|means)|[.;；。]|$)", described)
    if not note:
        return None
    meant = T.concepts(note.group(1))
    if T.has_cjk(question):
        from ..read import zh
        words = [w for w in zh.cut(question) if T.has_cjk(w)]
    else:
        words = re.findall(r"[A-Za-z]+", question)
    hits = [w for w in words if (len(w) > 1 or T.has_cjk(w)) and T.concepts(w) & meant]
    if not hits:
        return None
    start, end = question.find(hits[0]), question.find(hits[-1]) + len(hits[-1])
    own = question[start:end] if 0 <= start < end and end - start <= 30 else hits[0]
    return own if own.lower() != value.lower() else None


def _is_json(raw: str) -> bool:
    try:
        return isinstance(json.loads(raw), dict)
    except (TypeError, ValueError):
        return False


def _as_sent(failed: PastCall) -> dict | str:
    """The arguments exactly as this model wrote them: raw text when it was not JSON."""
    if failed.arguments is not None and _is_json(failed.raw_arguments):
        return failed.arguments
    return failed.raw_arguments


def _as_typed(args: dict, message: str) -> dict | None:
    """Numbers written as words, rewritten as digits when the error names the field and
    shows an example of the type it wants. A bare "Input should be a valid integer" shows
    nothing: that one is not understood."""
    fixed = dict(args)
    for name, _kind_word in TYPED_EXAMPLE.findall(message):
        value = fixed.get(name)
        if isinstance(value, str) and value.lower() in NUMBER_WORDS:   # "three", "三"
            fixed[name] = NUMBER_WORDS[value.lower()]
    return fixed if fixed != args else None


def _worth_reporting(calls: list[PastCall]) -> list[PastCall]:
    """Calls the answer should mention: drop repeats of one failure (keep the last), and
    a call under a wrong tool name once the model moved on to a real tool."""
    out = []
    for i, c in enumerate(calls):
        later = calls[i + 1:]
        if not c.ok and any(past_key(x) == past_key(c) and x.content == c.content for x in later):
            continue
        if not c.ok and (c.error or {}).get("type") == "unknown_tool" \
                and any(x.name != c.name for x in later):
            continue
        out.append(c)
    return out


def _is_numeric(prop: dict) -> bool:
    if "anyOf" in prop:
        return any(b.get("type") in ("integer", "number") for b in prop["anyOf"])
    return prop.get("type") in ("integer", "number")


def _number_words(text: str) -> list[tuple[str, int]]:
    """Counts written as words: "two" (English), "三" of "三次" (Chinese)."""
    english = [(w.lower(), NUMBER_WORDS[w.lower()])
               for w in re.findall(r"\b[A-Za-z]+\b", text) if w.lower() in NUMBER_WORDS]
    return english + [(w, NUMBER_WORDS[w]) for w in ZH_COUNT.findall(text)]


def _with_digits(text: str) -> str:
    text = re.sub(r"\b[A-Za-z]+\b",
                  lambda m: str(NUMBER_WORDS.get(m.group().lower(), m.group())), text)
    return ZH_COUNT.sub(lambda m: str(NUMBER_WORDS[m.group()]), text)


def _name_with_type_word(text: str) -> tuple[str, str] | None:
    """'the Shenzhen dealer' -> ('Shenzhen dealer', 'Shenzhen'), '深圳经销商' -> ('深圳经销商',
    '深圳'): a place or name glued to a type word, and the place it "used up"."""
    m = re.search(rf"\b([A-Z][\w'-]+)\s+({'|'.join(TYPE_WORDS)})s?\b", text)
    if m:
        return f"{m.group(1)} {m.group(2)}", m.group(1)
    m = re.search(rf"(?:的)?({'|'.join(TYPE_WORDS_ZH)})", text)
    if m:   # the place written right before it: "深圳经销商", "深圳的经销商"
        from ..read.places import find_places
        place = next((text[p.start:p.end] for p in find_places(text) if p.end == m.start()), None)
        if place:
            return place + m.group(1), place
    return None
