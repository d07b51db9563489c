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
    if isinstance(arguments, dict):
        return json.dumps(arguments, sort_keys=True, ensure_ascii=False)
    return str(arguments)


@dataclass
class Reply:
    content: str | None = None
    calls: list[Call] = field(default_factory=list)
