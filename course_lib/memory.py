"""Conversation memory: what to carry into the next turn, and what to drop (chapter 9).

Two problems, two small tools:

- Entity carry-over. A chat app usually stores each turn as question + answer text. The
  tool results of turn 1 ("dealer 42 = Shenzhen Pengcheng Trading") are gone by turn 2, so
  "How many buyout orders does *it* have?" cannot be resolved. `EntityMemory` listens to
  the loop's events, pulls the entities (things with an id) out of tool results, and
  renders them as a short system section for the next turn.
- History trimming. Every step resends the whole history, so the prompt grows with the
  conversation. `trim_history` drops the oldest whole turns to fit a token budget, keeps
  the system message, and never separates an assistant tool-call message from its tool
  messages (a request with an orphaned tool message is rejected with a 400).

    memory = EntityMemory()
    await run_agent(client, "Find the dealer in Shenzhen", tools, on_step=memory)
    messages = memory.inject([{"role": "system", "content": "You help dealers."}, *history])
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .events import Observe
from .offline.read.text import count_tokens

HEADER = "Known entities from earlier turns (use them when the user refers back):"
NAME_KEYS = ("name", "title")


# ---------------------------------------------------------------- entities


@dataclass(frozen=True)
class Entity:
    """One thing a tool result named: its kind, its id field and value, and a readable name."""

    kind: str                 # "dealer"
    key: str                  # "dealer_id"
    value: Any                # 42
    name: str | None = None   # "Shenzhen Pengcheng Trading"

    def line(self) -> str:
        """`- dealer 'Shenzhen Pengcheng Trading': dealer_id = 42`"""
        named = f" '{self.name}'" if self.name else ""
        return f"- {self.kind}{named}: {self.key} = {self.value}"


def extract_entities(result: Any) -> list[Entity]:
    """The entities in one tool result, in the order they appear.

    An entity is a record's id field (`order_id`, `dealer_id`, ...; the first one is the
    record's own id), with the record's `name`/`title` for its own id and `<kind>_name`
    for the others (an order's `dealer_id` comes with `dealer_name`). Nested records
    (a list of dealers, the items of an order) are searched too.
    """
    found: list[Entity] = []
    _walk(result, found)
    unique: dict[tuple, Entity] = {}
    for e in found:  # keep the first sighting, but let a later one add a missing name
        k = (e.key, e.value)
        if k not in unique or (unique[k].name is None and e.name):
            unique[k] = e
    return list(unique.values())


def _walk(value: Any, found: list[Entity]) -> None:
    if isinstance(value, list):
        for item in value:
            _walk(item, found)
        return
    if not isinstance(value, dict):
        return
    ids = [k for k, v in value.items() if k.endswith("_id") and _scalar(v)]
    for i, key in enumerate(ids):
        kind = key.removesuffix("_id")
        own = i == 0  # the first id field is the record's own id
        name = next((value[k] for k in NAME_KEYS if own and _text(value.get(k))), None) \
            or (value.get(f"{kind}_name") if _text(value.get(f"{kind}_name")) else None)
        found.append(Entity(kind, key, value[key], name))
    for v in value.values():
        if isinstance(v, (dict, list)):
            _walk(v, found)


def _scalar(v: Any) -> bool:
    return isinstance(v, (str, int)) and not isinstance(v, bool) and v != ""


def _text(v: Any) -> bool:
    return isinstance(v, str) and bool(v.strip())


def parse_result(content: str) -> Any:
    """A tool message's content as JSON (tool results are JSON text), or None."""
    try:
        return json.loads(content)
    except (TypeError, ValueError):
        return None


@dataclass
class EntityMemory:
    """Entities seen in successful tool results, newest first, at most `limit`.

    Use it as a loop subscriber (`on_step=memory`): it reads every successful `Observe`.
    `remember(result)` adds entities from any result by hand; `section()` renders them;
    `inject(messages)` puts the section into the system message of the next request.
    """

    limit: int = 6
    entities: list[Entity] = field(default_factory=list)

    def __call__(self, event: Any) -> None:
        if isinstance(event, Observe) and event.result.ok:
            self.remember(parse_result(event.result.content))

    def remember(self, result: Any) -> None:
        """Add the entities of one result in front; a name learnt earlier is never lost."""
        names = {(e.key, e.value): e.name for e in self.entities if e.name}
        new = [e if e.name else Entity(e.kind, e.key, e.value, names.get((e.key, e.value)))
               for e in extract_entities(result)]
        keys = {(e.key, e.value) for e in new}
        older = [e for e in self.entities if (e.key, e.value) not in keys]
        self.entities = (new + older)[: self.limit]

    def section(self) -> str:
        """The system-section text: a header and one line per entity ('' when empty)."""
        if not self.entities:
            return ""
        return "\n".join([HEADER] + [e.line() for e in self.entities])

    def inject(self, messages: list[dict]) -> list[dict]:
        """A copy of `messages` whose system message carries the current section.

        An older section in that system message is replaced, not stacked; a system
        message is added at the front when there is none.
        """
        return inject_section(messages, self.section())


def inject_section(messages: list[dict], section: str) -> list[dict]:
    """Put `section` at the end of the first system message (replacing an older one)."""
    out = [dict(m) for m in messages]
    system = next((m for m in out if m["role"] == "system"), None)
    if system is None:
        if section:
            out.insert(0, {"role": "system", "content": section})
        return out
    base = str(system.get("content") or "").split(HEADER)[0].rstrip()
    system["content"] = f"{base}\n\n{section}".strip() if section else base
    return out


# ---------------------------------------------------------------- trimming


def message_tokens(message: dict) -> int:
    """Tokens one message costs in a request, counted the way the offline model bills them.

    A real tokenizer counts differently; the budget logic is the same.
    """
    return (count_tokens(json.dumps(message.get("content") or "", ensure_ascii=False)) + 4
            + count_tokens(json.dumps(message.get("tool_calls") or "", ensure_ascii=False)))


def history_tokens(messages: list[dict]) -> int:
    return sum(message_tokens(m) for m in messages)


def turns(messages: list[dict]) -> list[list[dict]]:
    """Split a history into turns: each starts at a user message and runs to the next one.

    Anything before the first user message that is not a system message forms its own
    leading turn. A turn holds an assistant tool-call message *and* its tool messages, so
    dropping whole turns can never orphan a tool message.
    """
    out: list[list[dict]] = []
    for m in messages:
        if m["role"] == "system":
            continue
        if m["role"] == "user" or not out:
            out.append([m])
        else:
            out[-1].append(m)
    return out


def trim_history(messages: list[dict], max_tokens: int) -> list[dict]:
    """The newest whole turns that fit in `max_tokens`, after the system message(s).

    Oldest turns go first. The last turn (the question being answered, with any tool
    calls already made for it) is always kept, even over budget: cutting into the running
    turn would make the model forget calls it just made, and make them again.
    """
    system = [m for m in messages if m["role"] == "system"]
    kept: list[list[dict]] = []
    budget = max_tokens - history_tokens(system)
    for turn in reversed(turns(messages)):
        cost = history_tokens(turn)
        if kept and cost > budget:
            break
        kept.insert(0, turn)
        budget -= cost
    return system + [m for turn in kept for m in turn]
