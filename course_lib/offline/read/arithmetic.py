"""Arithmetic written in words or symbols: "17 times 23", "15% of 240", "三加五乘以二".

A calculator tool wants an expression; a request says it in words. This turns the words
into operators and keeps only a span that is really arithmetic (numbers joined by
operators), so "order 3 of 5" or a date never becomes a sum.
"""

from __future__ import annotations

import ast
import operator
import re
from dataclasses import dataclass

# Operator words → symbols. Longer phrases first, so "divided by" wins over "by".
OPERATORS = [
    (r"multiplied by|times|乘以|乘", "*"), (r"divided by|over|除以", "/"),
    (r"plus|added to|and|加上|加", "+"), (r"minus|less|take away|减去|减", "-"),
    (r"to the power of|raised to", "**"), (r"percent of|% of", "% of"),
    (r"×|x(?=\s*\d)", "*"), (r"÷", "/"),
]


@dataclass(frozen=True)
class Expression:
    expression: str   # e.g. "17 * 23"
    value: float
    start: int
    end: int


def _numbers_as_digits(text: str) -> str:
    """Chinese and English number words → digits (the numbers module knows them)."""
    from .numbers import find_numbers
    out, last = [], 0
    for n in find_numbers(text):
        out.append(text[last:n.start])
        value = n.value
        out.append(str(int(value)) if float(value).is_integer() else str(value))
        last = n.end
    out.append(text[last:])
    return "".join(out)


def find_expression(text: str) -> Expression | None:
    """The arithmetic in a text, if there is any (at least one operator between numbers)."""
    # Dates, times and ids are not sums: "2026-12-12" is not 2026 - 12 - 12.
    text_masked = re.sub(r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}:\d{2}\b|\b[A-Za-z]+-\d+\b|"
                         r"\b\d{1,2}/\d{1,2}/\d{2,4}\b", lambda m: "§" * len(m.group(0)), text)
    digits = _numbers_as_digits(text_masked)
    spoken = digits
    # (Each pattern starts where a run of spaces or digits starts, not inside it: on a long
    # run, starting at each of its characters took time quadratic in the run.)
    for words, symbol in OPERATORS:
        spoken = re.sub(rf"(?:(?<!\s)\s*)?(?:{words})\s*", f" {symbol} ", spoken, flags=re.I)
    spoken = re.sub(r"(?<!\d)(\d+(?:\.\d+)?)\s*% of\s*(\d+(?:\.\d+)?)", r"(\1 / 100 * \2)", spoken)
    spoken = re.sub(r"(?<!\d)(\d+(?:\.\d+)?)\s*%", r"(\1 / 100)", spoken)
    best = None
    for m in re.finditer(r"[(\d][\d\s.+\-*/()]*[\d)]", spoken):
        candidate = " ".join(m.group(0).split())
        if not re.search(r"\d\s*(\*\*|[+\-*/])\s*[(\d]", candidate):
            continue
        value = evaluate(candidate)
        if value is not None and (best is None or len(candidate) > len(best[0])):
            best = (candidate, value)
    if best is None:
        return None
    # The span in the original text: from its first number to its last.
    from .numbers import find_numbers
    nums = find_numbers(text)
    start = nums[0].start if nums else 0
    end = nums[-1].end if nums else len(text)
    return Expression(best[0], best[1], start, end)


_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.Pow: operator.pow, ast.USub: operator.neg,
        ast.UAdd: operator.pos, ast.Mod: operator.mod}


def evaluate(expression: str) -> float | None:
    """Evaluate + - * / ** on numbers only (never `eval`): None if it is anything else."""
    try:
        tree = ast.parse(expression, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):   # "3 x 3 x 3 ..." x 1000
        return None

    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 100:
                raise ValueError("exponent too large")
            return _OPS[type(node.op)](left, right)
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](walk(node.operand))
        raise ValueError("not arithmetic")

    try:
        return float(walk(tree))
    except (ValueError, ZeroDivisionError, OverflowError, TypeError, RecursionError):
        return None    # not arithmetic, or too deep or too large to be anyone's sum
