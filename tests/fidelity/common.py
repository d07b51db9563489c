"""Shared pieces for the case files: system prompts, custom tools, reusable checks."""

from __future__ import annotations

from typing import Any, Callable

from .judge import CANNOT, REAL_MODEL, C, Matcher, match
from .tools import Tool, ToolError, spec

TODAY_EN = "You are a helpful personal assistant. Today is Tuesday, 2026-12-01."
TODAY_ZH = "你是一个贴心的个人助理。今天是2026年12月1日，星期二。"
PLAIN_EN = "You are a helpful personal assistant."
PLAIN_ZH = "你是一个贴心的个人助理。"

TWELVE = ["calculate", "convert_currency", "add_task", "create_event", "search_notes", "send_email",
          "convert_units", "get_local_time", "search_books", "add_expense", "search_recipes", "search_flights"]
TEN = ["calculate", "convert_currency", "add_task", "list_tasks", "create_event", "find_contact",
       "send_message", "get_local_time", "search_books", "add_expense"]

CANNOT_ANY = CANNOT + ["ne peux pas", "ne peut pas", "hors ligne", "impossible", "できません", "オフライン"]
LIMIT_CHECK = [CANNOT_ANY]             # an honest "I can't do that here"
SWITCH_CHECK = [REAL_MODEL]            # ... and how to get a real model


def custom(name: str, description: str, properties: dict, required: list[str],
           fn: Callable[[dict], Any]) -> Tool:
    return Tool(spec(name, description, properties, required), fn)


def echo(status: str = "ok", **extra) -> Callable[[dict], dict]:
    return lambda args: {"status": status, **extra, **args}


def always_error(message: str) -> Callable[[dict], dict]:
    def fail(_args):
        raise ToolError(message)
    return fail


def no_past_dates(fn: Callable[[dict], Any], today: str = "2026-12-01", key: str = "date"):
    """A fake tool that rejects a date before today, saying how to fix it."""
    def wrapped(args):
        value = args.get(key)
        if isinstance(value, str) and value < today:
            raise ToolError(f"'{key}' {value} is in the past; today is {today}, "
                            f"so use a date from {today} on, in YYYY-MM-DD")
        return fn(args)
    return wrapped


def first_call_garbled(correct: C) -> tuple[str, Callable]:
    """The first call made is not the correct one (wrong name, bad JSON or a bad argument)."""
    def check(run):
        calls = run.all_calls
        return bool(calls) and not correct.matches(calls[0])
    return (f"the hallucinator's first call should be garbled (not {correct!r})", check)


def last_call_is(correct: C) -> tuple[str, Callable]:
    def check(run):
        wanted = [c for c in run.all_calls if c.name == correct.name]
        return bool(wanted) and correct.matches(wanted[-1])
    return (f"the last {correct.name} call should be {correct!r}", check)


def calls_in_step(step: int, *wanted: C) -> tuple[str, Callable]:
    def check(run):
        calls = run.steps[step - 1].calls if len(run.steps) >= step else []
        left = list(calls)
        for w in wanted:
            hit = next((i for i, c in enumerate(left) if w.matches(c)), None)
            if hit is None:
                return False
            left.pop(hit)
        return True
    return (f"step {step} should call {wanted!r}", check)


def digits(text: str) -> Matcher:
    """A string whose digits contain these digits (phone numbers in any format)."""
    want = "".join(ch for ch in text if ch.isdigit())
    return Matcher(lambda v: isinstance(v, str) and want in "".join(ch for ch in v if ch.isdigit()),
                   f"digits {want}")


def length(n: int) -> Matcher:
    return Matcher(lambda v: isinstance(v, list) and len(v) == n, f"a list of {n}")


def each(expected: Any) -> Matcher:
    return Matcher(lambda v: isinstance(v, list) and all(match(expected, x) for x in v), f"each {expected!r}")


_CN = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
_CN_MIN = {0: ["", "整"], 15: ["15分", "一刻", "十五分", "15"], 30: ["半", "30分", "三十分", "30"],
           45: ["45分", "四十五分", "45"]}


def clock(hhmm: str) -> list[str]:
    """The ways a person may write a time of day, in English and Chinese (e.g. 18:00, 6 pm, 下午6点)."""
    h, m = map(int, hhmm.split(":"))
    h12 = h % 12 or 12
    ampm = "am" if h < 12 else "pm"
    alts = [f"{h:02d}:{m:02d}", f"{h}:{m:02d}", f"{h12}:{m:02d} {ampm}", f"{h12}:{m:02d}{ampm}",
            f"{h12}:{m:02d} {ampm[0]}.m.", f"{h}时{m:02d}分" if m else f"{h}时"]
    if m == 0:
        alts += [f"{h12} {ampm}", f"{h12}{ampm}", f"{h12} o'clock", f"{h}点", f"{_CN[h] if h <= 12 else ''}点"]
    periods = (["凌晨"] if h < 6 else ["上午", "早上", "早晨"] if h < 12 else ["中午"] if h == 12
               else ["下午"] if h < 18 else ["晚上", "傍晚", "夜里"])
    for p in periods:
        for hour in {str(h12), _CN[h12]} | ({"两"} if h12 == 2 else set()):
            for tail in _CN_MIN.get(m, [f"{m}分", f"{m:02d}"]):
                alts.append(f"{p}{hour}点{tail}")
    return [a for a in alts if a and not a.startswith("点")]


def lookup(table: dict, key: str, what: str):
    """A fake lookup that forgives case, spaces, extra words and a missing suffix ('the Eagle
    run', 'Mill Lane dock')."""
    from .tools import fold
    k = fold(key)
    for name, value in table.items():
        if fold(name) in k or k in fold(name):
            return value
    raise ToolError(f"unknown {what} {key!r}; known: {', '.join(table)}")
