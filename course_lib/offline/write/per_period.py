"""A figure given for one period, asked for another: "how much a day?" over `annual_kwh`.

A result says 8,760 kWh a year; the user asks what that is per day ("平均每天能发多少度电",
"roughly how much per month?"). A model divides, and shows the sum it did: "about 24 kWh a
day (8,760 kWh a year ÷ 365)". The periods are the calendar's (a day, a week, a month of
365/12 days, a year); a key names its period by a word for it (annual, yearly, per_year,
monthly, weekly, daily), a question by "per/a/each day", "daily", 每天, 每月, 一周…
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..read.conversation import PastCall
from .fields import read_key, key_words

DAYS = {"day": 1, "week": 7, "month": 365 / 12, "year": 365}
# The period a key's word names (English word formation: annual, yearly, per_year).
KEY_PERIODS = {"annual": "year", "annually": "year", "yearly": "year", "year": "year", "years": "year",
               "monthly": "month", "month": "month", "weekly": "week", "week": "week",
               "daily": "day", "day": "day"}
# How a question asks for a period: "per day", "a day", "each day", "daily", 每天, 一天, 平均每月.
ASKED = [(re.compile(r"\b(?:per|a|an|each|every)\s+day\b|\bdaily\b|每天|每日|一天|日均", re.I), "day"),
         (re.compile(r"\b(?:per|a|each|every)\s+week\b|\bweekly\b|每周|每星期|一周|每个?礼拜", re.I), "week"),
         (re.compile(r"\b(?:per|a|each|every)\s+month\b|\bmonthly\b|每个?月|一个月|月均", re.I), "month"),
         (re.compile(r"\b(?:per|a|each|every)\s+year\b|\byearly\b|\bannual(?:ly)?\b|每年|一年|年均", re.I), "year")]
PERIOD_ZH = {"day": "天", "week": "周", "month": "月", "year": "年"}


@lru_cache(maxsize=256)   # read once per question, not once per result it is asked of
def asked_period(question: str) -> str | None:
    found = [period for pattern, period in ASKED if pattern.search(question)]
    return found[0] if len(found) == 1 else None


def per_period(question: str, call: PastCall, zh: bool) -> str | None:
    """The result's figure for its own period, in the period the question asks for."""
    asked = asked_period(question)
    record = call.result
    if asked is None or not isinstance(record, dict):
        return None
    for key, value in record.items():
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        own = next((KEY_PERIODS[w] for w in key_words(key) if w in KEY_PERIODS), None)
        if own is None or own == asked:
            continue
        result = value * DAYS[asked] / DAYS[own]
        said = _number(result)
        unit = read_key(key).unit
        ratio = _number(DAYS[own] / DAYS[asked]) if DAYS[own] > DAYS[asked] else \
            _number(DAYS[asked] / DAYS[own])
        sign = "÷" if DAYS[own] > DAYS[asked] else "×"
        if zh:
            return (f"平均每{PERIOD_ZH[asked]}约 {said}{(' ' + unit) if unit else ''}"
                    f"（每{PERIOD_ZH[own]} {_number(value)}{(' ' + unit) if unit else ''} {sign} {ratio}）。")
        return (f"About {said}{(' ' + unit) if unit else ''} a {asked} "
                f"({_number(value)}{(' ' + unit) if unit else ''} a {own} {sign} {ratio}).")
    return None


def _number(value: float) -> str:
    """24, 730, 2.5, 12.17: whole numbers as such, others to two decimals at most."""
    rounded = round(value, 2)
    if float(rounded).is_integer():
        return f"{int(rounded):,}"
    return f"{rounded:,.2f}".rstrip("0").rstrip(".")
