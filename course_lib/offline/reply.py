"""What a model decides to send back: tool calls and/or text. Shared by every layer."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .read.conversation import PastCall


@dataclass
class Call:
    name: str
    arguments: dict | str  # a dict, or raw text for a model that writes broken JSON

    @property
    def raw(self) -> str:
        if isinstance(self.arguments, str):
            return self.arguments
        return json.dumps(self.arguments, ensure_ascii=False)

    def key(self) -> str:
        return f"{self.name}:{canonical(self.arguments)}"


def past_key(call: PastCall) -> str:
    """The key of a call already made (broken JSON keeps its raw text as its identity)."""
    return Call(call.name, call.arguments if call.arguments is not None
                else call.raw_arguments).key()


def canonical(arguments: Any) -> str:
    """One text per meaning: a loop that sent back `{"height_cm": 30}` for the model's
    `{"height_cm": 30.0}` made the same call (keys in any order, 30 and 30.0 alike)."""
    if isinstance(arguments, dict):
        return json.dumps(_whole_numbers(arguments), sort_keys=True, ensure_ascii=False)
    return str(arguments)


def _whole_numbers(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _whole_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_whole_numbers(v) for v in value]
    return value


@dataclass
class Reply:
    content: str | None = None
    calls: list[Call] = field(default_factory=list)
