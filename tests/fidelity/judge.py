"""Cases as data, and judging a run the way a demanding person would.

A `Case` says what is asked (tools, system prompt, conversation, request options) and
what a person would check: which calls were made (tool name + argument matchers), in the
first response and/or over the whole run; that no call was made; what the final answer
must say (any of several phrasings, numbers normalised), its language, and what it must
never contain. Nothing here depends on one model's exact wording.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from .tools import TOOLS, Tool, fold, validate

# ---------------------------------------------------------------- building conversations

_ids = [0]


def _call_id() -> str:
    _ids[0] += 1
    return f"call_prev_{_ids[0]:03d}"


def user(text: str) -> dict:
    return {"role": "user", "content": text}


def assistant(text: str) -> dict:
    return {"role": "assistant", "content": text}


def did(*calls: tuple[str, dict, Any], text: str | None = None) -> list[dict]:
    """An earlier assistant turn that called tools, followed by their results.
    Each call is (name, arguments, result); a result that is not a str is sent as JSON."""
    ids = [_call_id() for _ in calls]
    msgs: list[dict] = [{"role": "assistant", "content": text, "tool_calls": [
        {"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a, ensure_ascii=False)}}
        for i, (n, a, _) in zip(ids, calls)]}]
    for i, (_, _, r) in zip(ids, calls):
        msgs.append({"role": "tool", "tool_call_id": i,
                     "content": r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)})
    return msgs


def run_of(tool: str, args: dict) -> Any:
    """What the fake tool returns for these arguments (to write realistic earlier turns)."""
    return TOOLS[tool].fn(args)


# ---------------------------------------------------------------- argument matchers

class Matcher:
    def __init__(self, test: Callable[[Any], bool], text: str, allow_missing: bool = False):
        self.test, self.text, self.allow_missing = test, text, allow_missing

    def __call__(self, value: Any) -> bool:
        try:
            return bool(self.test(value))
        except Exception:
            return False

    def __repr__(self) -> str:
        return self.text


class _Absent:
    def __repr__(self) -> str:
        return "<absent>"


ABSENT = _Absent()            # the argument must be left out (or null)
ANY = Matcher(lambda v: v is not None and v != "", "<any value>")


def is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def num(x: float, tol: float = 1e-6) -> Matcher:
    return Matcher(lambda v: is_number(v) and abs(v - x) <= tol * max(1, abs(x)), f"≈{x}")


def optional(expected: Any) -> Matcher:
    """Left out, or given as `expected` (e.g. a default the user implied)."""
    return Matcher(lambda v: v in (None, "", []) or match(expected, v), f"<absent or {expected!r}>",
                   allow_missing=True)


def one_of(*options: Any) -> Matcher:
    return Matcher(lambda v: any(match(o, v) for o in options), f"one of {options!r}")


def contains(*alternatives: str) -> Matcher:
    """A string containing any of the alternatives (case- and accent-insensitive)."""
    return Matcher(lambda v: isinstance(v, str) and any(fold(a) in fold(v) for a in alternatives),
                   f"text containing any of {alternatives!r}")


def phrase(*alternatives: str, max_len: int = 60, forbid: tuple[str, ...] = ()) -> Matcher:
    """A free-text field holding the phrase that belongs there: contains one of the
    alternatives, is short (not the whole message), and holds none of `forbid`."""
    def test(v):
        return (isinstance(v, str) and any(fold(a) in fold(v) for a in alternatives)
                and len(v) <= max_len and not any(fold(f) in fold(v) for f in forbid))
    return Matcher(test, f"a phrase with any of {alternatives!r} (≤{max_len} chars"
                         + (f", without {forbid!r})" if forbid else ")"))


def place(*names: str) -> Matcher:
    """A city/country given by any of its names (EN/ZH), extra qualifiers allowed."""
    return contains(*names)


def ccy(code: str) -> Matcher:
    return Matcher(lambda v: isinstance(v, str) and v.strip().upper() == code, code)


def time_(hhmm: str) -> Matcher:
    return Matcher(lambda v: isinstance(v, str) and v.strip()[:5] == hhmm, hhmm)


def between(low: float, high: float) -> Matcher:
    return Matcher(lambda v: is_number(v) and low <= v <= high, f"a number in [{low}, {high}]")


def compact(text: str) -> Matcher:
    """Equal ignoring case and spaces: compact('CA 1831') accepts 'CA1831', 'ca 1831'."""
    return Matcher(lambda v: isinstance(v, str) and squash(v) == squash(text), f"{text!r} (spaces ignored)")


def pred(test: Callable[[Any], bool], text: str) -> Matcher:
    return Matcher(test, text)


def regex(pattern: str) -> Matcher:
    return Matcher(lambda v: isinstance(v, str) and re.search(pattern, v) is not None, f"/{pattern}/")


def emails(*addresses: str) -> Matcher:
    """A list holding exactly these addresses, any order."""
    want = sorted(a.lower() for a in addresses)
    return Matcher(lambda v: isinstance(v, list) and sorted(str(x).lower() for x in v) == want, f"{want}")


def match(expected: Any, actual: Any) -> bool:
    if isinstance(expected, Matcher):
        return expected(actual)
    if callable(expected):
        try:
            return bool(expected(actual))
        except Exception:
            return False
    if isinstance(expected, bool):
        return isinstance(actual, bool) and actual is expected
    if is_number(expected):
        return is_number(actual) and abs(actual - expected) <= 1e-6 * max(1, abs(expected))
    if isinstance(expected, str):
        return isinstance(actual, str) and fold(actual) == fold(expected)
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return False
        for key, want in expected.items():
            if want is ABSENT:
                if actual.get(key) not in (None, "", []):
                    return False
            elif key not in actual:
                if not (isinstance(want, Matcher) and want.allow_missing):
                    return False
            elif not match(want, actual[key]):
                return False
        return True
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return False
        left = list(actual)
        for want in expected:
            hit = next((i for i, got in enumerate(left) if match(want, got)), None)
            if hit is None:
                return False
            left.pop(hit)
        return True
    return expected == actual


@dataclass
class C:
    """An expected call: a tool name and argument matchers (a subset of the arguments)."""
    name: str
    args: dict = field(default_factory=dict)

    def __init__(self, tool: str, /, **args: Any):
        self.name, self.args = tool, args

    def matches(self, call) -> bool:
        return call.name == self.name and isinstance(call.args, dict) and match(self.args, call.args)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={'<a check>' if callable(v) and not isinstance(v, Matcher) else repr(v)}"
                          for k, v in self.args.items())
        return f"{self.name}({inner})"


# ---------------------------------------------------------------- answer checks

def N(x: float, tol: float = 0.011) -> tuple:
    """A number to find in the answer, however it is written (720, 720.00, 3,450.75)."""
    return ("num", x, tol)


NUMBER_RE = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")


def numbers_in(text: str) -> list[float]:
    return [float(m.replace(",", "")) for m in NUMBER_RE.findall(text or "")]


def _alt_found(alt: Any, text: str) -> bool:
    if isinstance(alt, tuple) and alt and alt[0] == "num":
        return any(abs(n - alt[1]) <= alt[2] for n in numbers_in(text))
    if isinstance(alt, (int, float)):
        return any(abs(n - alt) <= 0.011 for n in numbers_in(text))
    if isinstance(alt, str) and alt.startswith("re:"):
        return re.search(alt[3:], text, re.I) is not None
    return squash(alt) in squash(text)


def squash(text: str) -> str:
    """Folded, with no whitespace: '3 条' == '3条', 'LH2203' == 'LH 2203'."""
    return re.sub(r"\s+", "", fold(text))


def says(text: str, group: Any) -> bool:
    alts = group if isinstance(group, list) else [group]
    return any(_alt_found(a, text) for a in alts)


# Words that say "I can't / I won't" in EN and ZH (for refusals and honest failures).
CANNOT = ["can't", "cannot", "can not", "unable", "not able", "couldn't", "could not", "won't", "not possible",
          "not allowed", "isn't possible", "don't have", "do not have", "unavailable", "failed", "not available",
          "無法", "无法", "不能", "没法", "没有办法", "抱歉", "失败", "不可用", "暂时", "做不到", "不支持", "未能",
          "no tool", "none of the tools", "not something i can", "isn't something i can", "no way to",
          "not able to", "beyond what i can", "没有能", "没有可", "没有合适", "没有相应", "没有办法", "办不到",
          "only reads", "only speaks", "only understands", "only handles", "only supports", "only works",
          "只能", "只支持", "只会"]
REAL_MODEL = ["real model", "COURSE_PROVIDER", "online model", "a real LLM", "真实模型", "真实的模型", "真正的模型",
              "在线模型", "real provider"]

CODE_RE = re.compile(r"\b(?:[A-Z]{2,4}|kg|km|cm|mi|lb|oz|ml)\b")
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_WORD_RE = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


def chinese_share(text: str) -> float:
    cjk = len(CJK_RE.findall(text))
    words = len(LATIN_WORD_RE.findall(text))
    return cjk / (cjk + 2 * words) if cjk + words else 0.0


def sentences(text: str) -> int:
    parts = re.split(r"(?<!\d)[.!?](?=\s|$)|[.!?](?=\s)|[。！？]", text.strip())
    return len([p for p in parts if re.search(r"\w", p)])


HYGIENE = [
    (r'"[A-Za-z_][\w]*"\s*:', "a JSON field dump"),
    (r"\{\s*['\"]", "a raw dict/JSON object"),
    (r"\[[^\]\n]{0,40}(removed|redacted|instruction|omitted|filtered|sanitized)[^\]\n]{0,40}\]", "an internal marker"),
    (r"【[^】\n]{0,20}(移除|删除|过滤|指令)[^】\n]{0,20}】", "an internal marker"),
    (r"\b(ask|tell|remind|inform) the user\b|\bthe user (should|must|needs to)\b", "text meant for the model"),
    (r"(请|让|告诉|询问|提醒)用户", "text meant for the model"),
    (r"\bcall(ing)? [a-z_]+ again\b|\bretry (the|this) (call|tool)\b|再次调用|重新调用", "text meant for the model"),
]


# field names that read naturally before their value ("from anna@…", "gate B12")
NATURAL_KEYS = {"from", "to", "gate", "flight number", "name", "title", "at", "in", "on", "by", "as of", "rate",
                "booking reference"}
# 'X为Y，X为Y，X为Y': keys and values, translated but still a dump
CHINESE_DUMP = re.compile(r"(?:[^，。；：、\s（）()]{1,8}为[^，。；]{1,40}[，；]){2,}[^，。；：\s]{1,8}为")
# a lowercase English word stuck to a Chinese character: 'scheduled到达', '状态为recorded'
GLUED = re.compile(r"[a-z]{3,}[\u4e00-\u9fff]|[\u4e00-\u9fff][a-z]{3,}")


# ---------------------------------------------------------------- the case

@dataclass
class Case:
    id: str
    point: int
    lang: str                                   # "en" | "zh" | other (fr, ja)
    messages: list[dict]
    tools: list[str | Tool] = field(default_factory=list)
    system: str | None = None
    model: str = "offline"
    parallel_tool_calls: bool | None = None
    tool_choice: Any = None
    response_format: dict | None = None
    results: dict[str, Any] = field(default_factory=dict)   # tool name -> value | callable | list (sequence)
    final_tool: str | None = None               # framework-style output tool: calling it ends the run
    request: dict | None = None                 # raw request overrides (protocol cases)
    expect_status: int | None = None            # protocol cases: the HTTP status expected
    # expectations
    first: list[C] | None = None                # calls in the first response
    first_strict: bool = True                   # ... and no call to any other tool there
    first_none: bool = False                    # the first response makes no call
    calls: list[C] = field(default_factory=list)  # made somewhere in the run
    ordered: bool = False                       # ... in this order
    never: list[C | str] = field(default_factory=list)  # calls that must never happen
    no_call: bool = False                       # no tool call in the whole run
    max_calls: int | None = None
    max_per_step: int | None = None
    says: list[Any] = field(default_factory=list)       # groups of alternatives, all required
    not_says: list[str] = field(default_factory=list)   # substrings or "re:" patterns
    answer_lang: str | None = "auto"            # "auto": the case's lang; None: not checked
    max_len: int | None = None
    max_sentences: int | None = None
    answer_checks: list[tuple[str, Callable[[str], bool]]] = field(default_factory=list)
    json_expect: dict[str, Any] | None = None   # path -> matcher, on the structured output
    run_checks: list[tuple[str, Callable[[Any], bool]]] = field(default_factory=list)  # on the whole Run
    text_field: str | None = None               # a structured output field holding a reply: judged as an answer
    hygiene: bool = True
    needs_answer: bool = True
    note: str = ""

    @property
    def tool_objects(self) -> list[Tool]:
        return [TOOLS[t] if isinstance(t, str) else t for t in self.tools]


def get_path(obj: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(obj, list):
            obj = obj[int(part)]
        else:
            obj = obj[part]
    return obj


STYLE_PREFIXES = ("answer shows", "answer names internal tools", "answer is a field dump",
                  "answer glues English", "answer: answer shows", "answer: answer names", "answer: answer is a field")


def is_style(problem: str) -> bool:
    """A problem with how the answer reads (dumps, tool names, markers), not with what it says or does."""
    return problem.startswith(STYLE_PREFIXES)


def judge(case: Case, run) -> list[str]:
    """Everything a person would object to in this run (empty: it passes)."""
    problems: list[str] = []
    if case.expect_status is not None:
        if run.status != case.expect_status:
            problems.append(f"expected HTTP {case.expect_status}, got "
                            f"{run.status if run.status is not None else 'a normal reply'}"
                            + (f" ({run.error})" if run.error else ""))
        return problems
    if run.error:
        return [f"the request failed: {run.error}"]

    all_calls = run.all_calls
    first_calls = run.steps[0].calls if run.steps else []
    if case.first is not None:
        left = list(first_calls)
        for want in case.first:
            hit = next((i for i, c in enumerate(left) if want.matches(c)), None)
            if hit is None:
                problems.append(f"first response lacks the call {want!r}")
            else:
                left.pop(hit)
        if case.first_strict:
            allowed = {w.name for w in case.first}
            stray = [c for c in first_calls if c.name not in allowed]
            if stray:
                problems.append(f"first response also calls {', '.join(map(str, stray))}")
    if case.first_none and first_calls:
        problems.append(f"first response should make no call, made {', '.join(map(str, first_calls))}")
    if case.no_call and all_calls:
        problems.append(f"no tool call expected, made {', '.join(map(str, all_calls))}")
    position = 0
    for want in case.calls:
        pool = all_calls[position:] if case.ordered else all_calls
        hit = next((i for i, c in enumerate(pool) if want.matches(c)), None)
        if hit is None:
            problems.append(f"never called {want!r}" + (" (in order)" if case.ordered else ""))
        elif case.ordered:
            position += hit + 1
    for bad in case.never:
        for c in all_calls:
            if (c.name == bad) if isinstance(bad, str) else bad.matches(c):
                problems.append(f"made a forbidden call {c}")
                break
    if case.max_calls is not None and len(all_calls) > case.max_calls:
        problems.append(f"{len(all_calls)} calls, at most {case.max_calls} expected")
    if case.max_per_step is not None:
        for s in run.steps:
            if len(s.calls) > case.max_per_step:
                problems.append(f"step {s.index} made {len(s.calls)} calls, at most {case.max_per_step} allowed")
                break
    if run.unfinished:
        problems.append(f"no final answer after {len(run.steps)} steps")
    for text, check in case.run_checks:
        try:
            ok = check(run)
        except Exception:
            ok = False
        if not ok:
            problems.append(f"run fails: {text}")

    structured = case.response_format is not None or case.final_tool is not None
    if structured:
        problems += _judge_structured(case, run)
        if case.text_field and isinstance(run.final_output, dict):
            text = run.final_output.get(case.text_field)
            if isinstance(text, str) and text.strip():
                problems += [f"{case.text_field}: {p}" for p in _judge_text(case, text, run)]
        return problems

    answer = run.answer or ""
    if case.needs_answer and not run.unfinished and not answer.strip():
        problems.append("the final answer is empty")
    if answer.strip():
        problems += _judge_text(case, answer, run)
    return problems


def _data(run, case) -> tuple[list[str], set[str], set[tuple[str, str]]]:
    """The strings, the field names and the (field, value) pairs in every tool result the model saw."""
    texts = [m.get("content") or "" for m in case.messages if m.get("role") == "tool"]
    texts += [c.result for c in run.all_calls]
    strings, keys, pairs = [], set(), set()

    def walk(obj):
        if isinstance(obj, dict):
            for k, v in obj.items():
                keys.add(str(k))
                if isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip():
                    value = f"{v:g}" if isinstance(v, float) else str(v)
                    pairs.add((str(k).replace("_", " "), value))
                walk(v)
        elif isinstance(obj, list):
            for v in obj:
                walk(v)
        elif isinstance(obj, str):
            strings.append(obj)
    for text in texts:
        try:
            walk(json.loads(text))
            continue
        except (json.JSONDecodeError, TypeError):
            pass
        try:
            walk(ast.literal_eval(text))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            strings.append(text)
    return strings, keys, pairs


def _without_quotes(answer: str, strings: list[str]) -> str:
    """The answer with verbatim data (names, titles) taken out, to judge its own language."""
    for s in sorted({x.strip() for x in strings if len(x.strip()) >= 3}, key=len, reverse=True):
        answer = answer.replace(s, " ")
    return answer


def _judge_text(case: Case, answer: str, run=None) -> list[str]:
    problems = []
    strings, keys, pairs = _data(run, case) if run is not None else ([], set(), set())
    tool_names = {t.name for t in case.tool_objects}
    for group in case.says:
        if not says(answer, group):
            problems.append(f"answer lacks {_show_group(group)}")
    for bad in case.not_says:
        if _alt_found(bad, answer):
            problems.append(f"answer contains forbidden {bad!r}")
    lang = case.lang if case.answer_lang == "auto" else case.answer_lang
    own = _without_quotes(answer, strings)
    if not (LATIN_WORD_RE.search(own) or CJK_RE.search(own)):
        own = answer
    own = CODE_RE.sub(" ", own)        # USD, CNY, kg: neutral
    share = chinese_share(own)
    neutral = not (LATIN_WORD_RE.search(own) or CJK_RE.search(own))   # '(1250 + 380) × 12 = 19560'
    if lang == "zh" and share < 0.5 and not neutral:
        problems.append(f"answer should be in Chinese (Chinese share {share:.0%})")
    if lang == "en" and share > 0.2 and not neutral:
        problems.append(f"answer should be in English (Chinese share {share:.0%})")
    if case.max_len and len(answer) > case.max_len:
        problems.append(f"answer is {len(answer)} chars, at most {case.max_len} wanted")
    if case.max_sentences and sentences(answer) > case.max_sentences:
        problems.append(f"answer has {sentences(answer)} sentences, at most {case.max_sentences} wanted")
    for text, check in case.answer_checks:
        try:
            ok = check(answer)
        except Exception:
            ok = False
        if not ok:
            problems.append(f"answer fails: {text}")
    if case.hygiene:
        for pattern, what in HYGIENE:
            m = re.search(pattern, answer, re.I)
            if m:
                problems.append(f"answer shows {what}: {m.group(0)!r}")
        for m in re.finditer(r"\b([a-z]+(?:_[a-z0-9]+)+)\s*[:=]", answer):
            if m.group(1) not in tool_names:
                problems.append(f"answer shows a snake_case field dump: {m.group(0)!r}")
                break
        dumped = sorted(k for k in keys if "_" in k and re.search(rf"\b{re.escape(k)}\b", answer))
        if dumped:
            problems.append(f"answer shows the data's field names: {', '.join(dumped)}")
        named = sorted(t for t in tool_names if "_" in t and re.search(rf"\b{re.escape(t)}\b", answer))
        if named:
            problems.append(f"answer names internal tools: {', '.join(named)}")
        shown = sorted({f"{k} {v}" for k, v in pairs if k not in NATURAL_KEYS
                        and re.search(rf"\b{re.escape(k)}:?\s+{re.escape(v)}(?![\w])", answer, re.I)})
        if len({s.split(" ")[0] for s in shown}) >= 2:
            problems.append(f"answer is a field dump ({'; '.join(shown[:4])})")
        if CHINESE_DUMP.search(answer):
            problems.append(f"answer is a field dump: {CHINESE_DUMP.search(answer).group(0)[:40]!r}")
        if lang == "zh":
            glued = GLUED.search(answer)
            if glued:
                problems.append(f"answer glues English words into Chinese: {glued.group(0)!r}")
    return problems


def _judge_structured(case: Case, run) -> list[str]:
    problems = []
    out = run.final_output
    if out is None:
        return problems + [f"no structured output (final content: {run.answer!r:.200})"]
    schema = None
    if case.response_format and case.response_format.get("type") == "json_schema":
        schema = case.response_format["json_schema"]["schema"]
    elif case.final_tool:
        tool = next(t for t in case.tool_objects if t.name == case.final_tool)
        schema = tool.spec["function"]["parameters"]
    if schema is not None:
        for e in validate(schema, out):
            problems.append(f"output breaks its schema: {e}")
        problems += _empty_required(schema, out, "")
    elif not isinstance(out, dict):
        problems.append("json_object output is not an object")
    for path, want in (case.json_expect or {}).items():
        try:
            got = get_path(out, path)
        except (KeyError, IndexError, TypeError, ValueError):
            problems.append(f"output has no {path!r} (want {want!r})")
            continue
        if want is ABSENT:
            if got not in (None, "", []):
                problems.append(f"output {path}={got!r}, should be left out")
        elif not match(want, got):
            problems.append(f"output {path}={got!r}, want {want!r}")
    # never the prompt pasted into a field
    prompt = next((m["content"] for m in reversed(case.messages) if m["role"] == "user"), "") or ""
    bare = re.sub(r"[\W_]+", "", fold(prompt))
    for path, value in _strings(out, ""):
        v = re.sub(r"[\W_]+", "", fold(value))
        if len(bare) >= 8 and len(v) >= 8 and v in bare and len(v) >= 0.75 * len(bare):
            problems.append(f"output field {path} is the user's message pasted in: {value[:60]!r}")
    for group in case.says:
        if not says(json.dumps(out, ensure_ascii=False), group):
            problems.append(f"output lacks {_show_group(group)}")
    for bad in case.not_says:
        if _alt_found(bad, json.dumps(out, ensure_ascii=False)):
            problems.append(f"output contains forbidden {bad!r}")
    return problems


def _strings(obj: Any, path: str):
    if isinstance(obj, str):
        yield path, obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _strings(v, f"{path}.{k}" if path else k)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _strings(v, f"{path}.{i}" if path else str(i))


def _empty_required(schema: dict, value: Any, path: str) -> list[str]:
    out = []
    if schema.get("type") == "object" and isinstance(value, dict):
        for key in schema.get("required", []):
            if key in value and value[key] in ("", [], None):
                out.append(f"required field {path + key!r} is empty")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                out += _empty_required(sub, value[key], f"{path}{key}.")
    if schema.get("type") == "array" and isinstance(value, list):
        for i, item in enumerate(value):
            out += _empty_required(schema.get("items", {}), item, f"{path}{i}.")
    return out


def _show_group(group: Any) -> str:
    alts = group if isinstance(group, list) else [group]
    shown = [f"{a[1]:g}" if isinstance(a, tuple) else repr(a) for a in alts]
    if len(shown) > 5:
        shown = shown[:5] + [f"... {len(shown) - 5} more"]
    return "any of [" + ", ".join(shown) + "]" if len(shown) > 1 else shown[0]
