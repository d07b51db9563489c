"""Follow-ups beyond places (issue 8, points 3 and 5), on tools and wording of our own:

- a question about one field of the record the last turn looked up ("when is it due?",
  "它什么时候到期？") is answered from that record, with no new call;
- "and the water one?" / "那燃气呢" repeats the last call with another option of its enum;
- "and line 4?" / "那4号线呢" swaps a code-like value for one of the same shape and keeps
  the rest of the call;
- several listed terms (quoted, a "、" list, "A, B and C") → one call per term when the
  tool takes one term; a search query takes an unquoted list whole.
"""

from __future__ import annotations

import pytest
from _chain_loop import did, run, tool

from course_lib.offline.decide.several import listed_terms

SHOT = {"pet": "Biscuit", "vaccine": "rabies", "given_on": "2025-12-03", "renewal_date": "2026-12-03",
        "clinic": "Elm Vets", "valid_until": "2026-12-10"}
PET_TOOLS = [
    tool("get_vaccination", "Look up one of the pet's vaccination records by vaccine.",
         {"vaccine": {"type": "string", "enum": ["rabies", "distemper", "leptospirosis"]}}, ["vaccine"]),
    tool("search_pet_notes", "Search the owner's notes about their pets.", {"query": {"type": "string"}},
         ["query"]),
]


def _after_record(question, said, follow_up):
    return [{"role": "user", "content": question},
            *did("get_vaccination", {"vaccine": "rabies"}, SHOT),
            {"role": "assistant", "content": said}, {"role": "user", "content": follow_up}]


def _pets(messages):
    return run(PET_TOOLS, messages, {"get_vaccination": lambda a: {**SHOT, "vaccine": a["vaccine"]},
                                     "search_pet_notes": lambda a: {"notes": []}})


@pytest.mark.parametrize("first, said, follow_up, wanted", [
    ("Has Biscuit had his rabies shot?", "Yes, on 3 December 2025.", "When is it up for renewal?",
     ("3 December", "2026-12-03")),
    ("Has Biscuit had his rabies shot?", "Yes.", "Which clinic gave it?", ("Elm Vets",)),
    ("Biscuit 打过狂犬疫苗了吗？", "打过了。", "它是在哪家诊所打的？", ("Elm Vets",)),
    ("Biscuit 打过狂犬疫苗了吗？", "打过了。", "它的有效期到什么时候？", ("12 月 10 日", "12月10日", "2026-12-10")),
])
def test_a_question_about_a_field_of_the_last_record_is_answered_from_it(first, said, follow_up, wanted):
    calls, answer = _pets(_after_record(first, said, follow_up))
    assert calls == []
    assert any(w in answer for w in wanted), answer
    # the field asked, not the whole record
    assert "2025" not in answer and "rabies" not in answer and "狂犬" not in answer


def test_a_new_option_is_a_new_call_not_an_answer_from_the_old_record():
    calls, _ = _pets(_after_record("Has Biscuit had his rabies shot?", "Yes.",
                                   "And when is his distemper one up for renewal?"))
    assert calls == [("get_vaccination", {"vaccine": "distemper"})]


def test_a_command_about_it_is_not_answered_from_the_record():
    calls, answer = _pets(_after_record("Has Biscuit had his rabies shot?", "Yes.", "Renew it, please."))
    assert "2026-12-03" not in (answer or "") and "3 December 2026" not in (answer or "")


READINGS = {"electricity": 41.3, "water": 12.9, "heating": 77.0}
METER_TOOLS = [tool("meter_reading", "This month's usage for one of the flat's meters.",
                    {"meter": {"type": "string", "enum": ["electricity", "water", "heating"]}}, ["meter"])]


def _meters(first, follow_up):
    messages = [{"role": "user", "content": first},
                *did("meter_reading", {"meter": "electricity"}, {"meter": "electricity", "usage": 41.3}),
                {"role": "assistant", "content": "41.3"}, {"role": "user", "content": follow_up}]
    return run(METER_TOOLS, messages,
               {"meter_reading": lambda a: {"meter": a["meter"], "usage": READINGS[a["meter"]]}})


@pytest.mark.parametrize("first, follow_up, meter, usage", [
    ("What does the electricity meter say this month?", "And the water one?", "water", "12.9"),
    ("这个月电表读数多少？", "那暖气呢？", "heating", "77"),
    ("这个月电表读数多少？", "水表呢？", "water", "12.9"),
])
def test_a_follow_up_swaps_the_enum_option(first, follow_up, meter, usage):
    calls, answer = _meters(first, follow_up)
    assert calls == [("meter_reading", {"meter": meter})]
    assert usage in answer


TRAM = [tool("next_tram", "When the next tram of a line leaves a given stop.",
             {"line": {"type": "string"}, "stop": {"type": "string"}}, ["line", "stop"])]


def _trams(first, follow_up, line="7", stop="Kastanienallee"):
    messages = [{"role": "user", "content": first},
                *did("next_tram", {"line": line, "stop": stop}, {"line": line, "stop": stop, "departs": "09:12"}),
                {"role": "assistant", "content": "09:12"}, {"role": "user", "content": follow_up}]
    return run(TRAM, messages, {"next_tram": lambda a: {**a, "departs": "09:20"}})


@pytest.mark.parametrize("first, follow_up, line, new", [
    ("When does the next 7 leave Kastanienallee?", "and line 4?", "7", "4"),
    ("Kastanienallee 站下一班 7 路几点？", "那4路呢？", "7", "4"),
    ("When does the next M10 leave Kastanienallee?", "What about the M1?", "M10", "M1"),
])
def test_a_code_like_value_is_swapped_for_one_of_the_same_shape(first, follow_up, line, new):
    calls, _ = _trams(first, follow_up, line=line)
    assert calls == [("next_tram", {"line": new, "stop": "Kastanienallee"})]


def test_a_code_written_differently_is_no_swap():
    # "M1" is not written like "7": the line stays, nothing is guessed from the shape
    from course_lib.offline.decide.history import same_shape
    assert same_shape("line", "7", "What about the M1?") is None
    assert same_shape("line", "7", "and 4 or 9?") is None   # two candidates: not one swap


@pytest.mark.parametrize("question, terms", [
    ("Check 'lease', 'deposit' and 'notice period' in the tenancy dictionary",
     ["lease", "deposit", "notice period"]),
    ("查一下“押金”“租期”“违约金”的意思", ["押金", "租期", "违约金"]),
    ("押金、租期和违约金分别是什么意思", ["押金", "租期", "违约金"]),
    ("Define lease, deposit and sublet for me", ["lease", "deposit", "sublet"]),
    ("Search for fish and chips", []),   # two words joined by "and" are one thing
])
def test_listed_terms_are_read_in_both_languages(question, terms):
    assert listed_terms(question) == terms


DICTIONARY = [tool("tenancy_term", "Look up one word in the tenancy dictionary and explain it in plain words.",
                   {"word": {"type": "string", "description": "the word to explain"}}, ["word"])]


@pytest.mark.parametrize("question, words", [
    ("Check 'lease', 'deposit' and 'notice period' in the tenancy dictionary",
     ["lease", "deposit", "notice period"]),
    ("在租房词典里查一下押金、租期和违约金", ["押金", "租期", "违约金"]),
    ("Explain lease, deposit and sublet", ["lease", "deposit", "sublet"]),
])
def test_one_call_per_listed_term(question, words):
    calls, answer = run(DICTIONARY, [{"role": "user", "content": question}],
                        {"tenancy_term": lambda a: {"word": a["word"], "meaning": f"meaning of {a['word']}"}})
    assert [a["word"] for _, a in calls] == words
    assert all(f"meaning of {w}" in answer for w in words)


RECIPES = [tool("search_cookbook", "Search the family cookbook by words of a recipe.",
                {"query": {"type": "string"}}, ["query"])]


def test_a_search_query_takes_an_unquoted_list_whole():
    calls, _ = run(RECIPES, [{"role": "user", "content": "Find a recipe with leeks, barley and thyme"}],
                   {"search_cookbook": lambda a: {"recipes": [{"title": "Leek and barley soup"}]}})
    assert len(calls) == 1
