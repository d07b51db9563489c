"""Two repairs a fresh framework probe showed missing, with tools from no lesson or fidelity
case (a seed library, a locker hire):

- an error that suggests several values ("try basil, chard or sweet pea") is a list of
  allowed values: the one the user meant is sent, in either language (decide/repairs.ONE_OF);
- an example code with a letter prefix ("codes look like LK-4410") rebuilds the digits the
  user gave alone (5521 → LK-5521) (decide/repairs._from_example).
"""

from __future__ import annotations

from _chain_loop import run as loop, tool

from course_lib.offline.decide.repairs import _options


def run(question, tools, functions):
    return loop(tools, [{"role": "user", "content": question}], functions, steps=5)


SEEDS = {"basil": 40, "chard": 0, "sweet pea": 12}
SEED_TOOL = tool("seed_packets", "How many packets of a seed variety the seed library can lend.",
                 {"variety": {"type": "string"}}, ["variety"])


def _seeds(a):
    if a["variety"] not in SEEDS:
        return {"error": f"unknown variety {a['variety']!r}; try basil, chard or sweet pea"}
    return {"variety": a["variety"], "packets": SEEDS[a["variety"]]}


def test_try_followed_by_several_values_lists_the_allowed_ones():
    assert _options("no such size; try small, medium or large") == ["small", "medium", "large"]
    assert _options("the service is busy, try again later") == []


def test_the_suggested_value_the_user_meant_is_sent():
    calls, answer = run("How many packets of sweet peas can you lend?", [SEED_TOOL], {"seed_packets": _seeds})
    assert calls[-1] == ("seed_packets", {"variety": "sweet pea"})
    assert "12" in answer


def test_the_suggested_value_is_found_from_a_chinese_word():
    calls, answer = run("罗勒种子还能借吗？", [SEED_TOOL], {"seed_packets": _seeds})
    assert calls[-1] == ("seed_packets", {"variety": "basil"})
    assert "40" in answer


LOCKER_TOOL = tool("locker_status", "Status of a rented locker.", {"locker": {"type": "string"}}, ["locker"])


def _locker(a):
    if not a["locker"].startswith("LK-"):
        return {"error": "locker codes look like LK-4410"}
    return {"locker": a["locker"], "paid_until": "2027-04-30"}


def test_an_example_with_a_letter_prefix_rebuilds_the_users_digits():
    calls, answer = run("is locker 5521 still paid?", [LOCKER_TOOL], {"locker_status": _locker})
    assert calls[-1] == ("locker_status", {"locker": "LK-5521"})
    assert "30 April" in answer or "2027-04-30" in answer


def test_a_prefix_is_not_glued_to_digits_of_another_length():
    calls, _ = run("is locker 12 still paid?", [LOCKER_TOOL], {"locker_status": _locker})
    assert ("locker_status", {"locker": "LK-12"}) not in calls
