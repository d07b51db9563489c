"""An error that lists the values it knows ("known: chess, go, backgammon", "支持的类别：…") is a
list of allowed values: the one the user meant is sent, in either language
(decide/repairs.ONE_OF). Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

from _chain_loop import run as loop, tool

from course_lib.offline.decide.repairs import _options

RULES = {"chess": "Touch-move applies.", "backgammon": "Doubling cube allowed.", "go": "Japanese scoring."}
RULEBOOK = tool("rulebook", "House rules of the board-game library for one game.", {"game": {"type": "string"}},
                ["game"])


def _rules(a):
    if a["game"] not in RULES:
        return {"error": f"unknown game {a['game']!r}; known: chess, backgammon, go"}
    return {"game": a["game"], "rules": RULES[a["game"]]}


def test_known_values_after_a_colon_are_the_allowed_ones():
    assert _options("unknown game 'x'; known: chess, backgammon, go") == ["chess", "backgammon", "go"]
    assert _options("no such shelf; supported shelves: north, south") == ["north", "south"]
    assert _options("不认识这个类别；支持的类别：策略，聚会") == ["策略", "聚会"]


def test_the_known_value_the_user_meant_is_sent():
    calls, answer = loop([RULEBOOK], [{"role": "user", "content": "What are your house rules for chess games?"}],
                         {"rulebook": _rules}, steps=4)
    assert calls[-1] == ("rulebook", {"game": "chess"})
    assert "Touch-move" in answer
