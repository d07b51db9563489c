"""The demo agent's system prompt, and the messages of its next turn.

Both entry points (`python -m course_lib chat` and `serve`) talk to the same shop, so
the prompt lives with the shop, not in either of them.

A follow-up ("List that dealer's orders in September") refers to something an earlier
turn's *tool result* named (dealer 42). Keeping the earlier messages is not enough for
a model that reads only the current turn's results; chapter 9's entity memory is: the
ids found in earlier tool results become a short section of the system message.
"""

from __future__ import annotations

from ..memory import EntityMemory, parse_result

SYSTEM = ("You are a customer-service agent for an online shop. Answer only from tool results; "
          "if the tools return nothing, say you don't know. Today is 2026-10-12.")


def next_turn(history: list[dict], question: str, system: str = SYSTEM) -> list[dict]:
    """The request for one more turn: the system prompt (plus the entities the earlier
    turns' tool results named), the earlier turns' messages, the new question."""
    memory = EntityMemory()
    for message in history:                      # oldest first: the newest ends up on top
        if message.get("role") == "tool":
            memory.remember(parse_result(message.get("content")))
    return memory.inject([{"role": "system", "content": system}, *history,
                          {"role": "user", "content": question}])
