"""Checks of the thirteenth probe's own, on top of judge.py and heldout6/judge6.py.

- `ref_said`: a write's reference, exactly as the tool returned it, is in the answer (a person
  who booked wants the number; an invented one, or none, fails).
- `grounded`: every number the answer states (outside dates, times and ids) is one the model
  saw (tool results, the conversation, the system prompt), a small count, or a sum, difference,
  product or quotient of two of them: a person objects to a price or a count nobody gave.
- `no_identifiers`: no snake_case enum value or field name (`red_panda`, `en_route`,
  `follow_up`) shown to the user; judge.py only catches one followed by ':' or '='.
- `asks`: the answer asks the user something (a confirmation, a missing detail).
- `in_japanese`, `in_german`: the answer's own language, for the two cases judge.py's
  en/zh check can't tell apart.
- `either`: an answer check that passes if any of several do (a real model may answer a
  world-knowledge question correctly, or honestly decline; inventing fails both).
- `poem`: a short free-writing piece: at least n lines, one mentioning the subject.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any, Callable

from ..judge import numbers_in
from ..heldout6.judge6 import plain_numbers

Check = tuple[str, Callable[[Any], bool]]


def _results(run, name: str) -> list[dict]:
    out = []
    for c in run.all_calls:
        if c.name != name:
            continue
        try:
            value = json.loads(c.result)
        except (json.JSONDecodeError, TypeError):
            continue
        if isinstance(value, dict) and "error" not in value:
            out.append(value)
    return out


def ref_said(name: str, key: str) -> Check:
    """A `run_checks` entry: the last successful `name` call returned `key`, and the answer says it."""
    def test(run) -> bool:
        got = _results(run, name)
        return bool(got) and key in got[-1] and str(got[-1][key]).lower() in (run.answer or "").lower()
    return (f"the answer gives the {key} that {name} returned", test)


def grounded(case, extra: tuple[float, ...] = (), small: int = 12) -> Check:
    """A `run_checks` entry: no number in the answer that the model was never given."""
    def test(run) -> bool:
        texts = [case.system or ""]
        for m in case.messages:
            content = m.get("content")
            texts.append(content if isinstance(content, str) else json.dumps(content, ensure_ascii=False))
            for tc in m.get("tool_calls") or []:
                texts.append(tc["function"]["arguments"])
            if m.get("function_call"):
                texts.append(json.dumps(m["function_call"]))
        for c in run.all_calls:
            texts += [c.result, c.raw_arguments]
        seen = {round(x, 4) for t in texts for x in numbers_in(t)} | {float(x) for x in extra}
        pool = sorted(seen | set(range(1, small + 1)))[:120]
        derived = set(round(p, 2) for p in pool)
        for a, b in itertools.combinations_with_replacement(pool, 2):
            derived |= {round(a + b, 2), round(abs(a - b), 2), round(a * b, 2)}
            if b:
                derived.add(round(a / b, 2))
            if a:
                derived.add(round(b / a, 2))

        def reachable(x: float) -> bool:
            """x is a given number, or one or two arithmetic steps away from given numbers
            (480 = 120 x 4; 520 = 120 x 4 + 40)."""
            if round(x, 2) in derived or any(abs(x - d) <= 0.011 for d in derived):
                return True
            return any(round(x - p, 2) in derived or round(x + p, 2) in derived
                       or (p and round(x / p, 2) in derived) for p in pool)
        for x in plain_numbers(run.answer or ""):
            if x <= small or reachable(x):
                continue
            return False
        return True
    return ("every number in the answer comes from what the model was given", test)


SNAKE = re.compile(r"(?<![\w@./-])[a-z]+(?:_[a-z0-9]+)+(?![\w@])")


def no_identifiers() -> Check:
    """An `answer_checks` entry: no snake_case identifier shown to the user."""
    return ("shows no snake_case identifier (enum value or field name)", lambda a: SNAKE.search(a) is None)


def asks(lang: str = "en") -> Check:
    """An `answer_checks` entry: the answer asks the user something."""
    def test(answer: str) -> bool:
        if "?" in answer or "？" in answer:
            return True
        if lang == "zh":
            return re.search(r"(吗|是否|要不要|可以吗|好吗|确认一下|请确认|请告诉我|请提供|麻烦提供)", answer) is not None
        return re.search(r"\b(shall I|should I|do you want|would you like|please confirm|let me know|"
                         r"can you (?:give|send|tell)|please (?:give|send|tell))\b", answer, re.I) is not None
    return ("asks the user (a question or a request to confirm)", test)


KANA = re.compile(r"[\u3040-\u30ff]")


def in_japanese() -> Check:
    return ("is written in Japanese", lambda a: len(KANA.findall(a)) >= 6)


GERMAN = re.compile(r"\b(der|die|das|und|ist|sind|nicht|noch|für|Sie|wir|um|Uhr|Plätze|Führung|gibt|es|am|auf)\b")


def in_german() -> Check:
    return ("is written in German", lambda a: len(set(m.lower() for m in GERMAN.findall(a))) >= 4
            and not re.search(r"\b(the|there are|places left|would you like|available)\b", a, re.I))


def either(*checks: Check) -> Check:
    def test(answer: str) -> bool:
        for _, fn in checks:
            try:
                if fn(answer):
                    return True
            except Exception:
                pass
        return False
    return (" or ".join(text for text, _ in checks), test)


def says_all(*groups: list[str]) -> Check:
    """An answer check made of `says`-like groups (each group: any alternative, substring, case-insensitive)."""
    def test(answer: str) -> bool:
        low = answer.lower()
        return all(any(alt.lower() in low for alt in group) for group in groups)
    return (f"says {' and '.join('/'.join(g[:3]) for g in groups)}", test)


def poem(min_lines: int, *subject: str) -> Check:
    def test(answer: str) -> bool:
        lines = [ln for ln in answer.splitlines() if re.search(r"\w", ln)]
        return len(lines) >= min_lines and any(s.lower() in answer.lower() for s in subject)
    return (f"a piece of at least {min_lines} lines about {subject[0]}", test)
