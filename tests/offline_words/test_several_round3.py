"""Several calls and follow-ups, round 3 (issue 8, points 3 and 5), on tools and wording of
our own (car-park bays, dog grooming, key cutting, ferries, chess clubs, guitar strings):

- the last item of a list may carry what is said of them all ("bays 2 and 9 are empty",
  "Mochi and Tofu vaccinated?"): it is still an item (read/conjuncts.py);
- one per step (parallel calls off) goes on through every part, for a free-text tool too;
- a write fans out over names ("for Nugget on Thursday and for Waffles on Friday"), never
  over free text; a command said again with its verb ("…, then book Waffles on Friday",
  "帮阿福预约…，帮旺财预约周五的") is one call each;
- a follow-up that names a thing alone, in lower case ("and marston?"), changes the
  argument that held the name the user said before; "下周呢？" moves the date a week;
- a thank-you for something ("感谢你的耐心", "thanks for your patience") needs no tool,
  "谢谢，再帮我查一下…" is a request.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from _chain_loop import did, run, tool

from course_lib.offline.decide.history import said_alone
from course_lib.offline.decide.policy import _is_small_talk
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conjuncts import conjuncts

TODAY_EN = "You are a helpful assistant. Today is Tuesday, 2026-12-01."
TODAY_ZH = "你是一个助手。今天是2026年12月1日，星期二。"


def _with(system, *texts):
    return [{"role": "system", "content": system}] + [{"role": "user", "content": t} for t in texts]


# --- reading ---------------------------------------------------------------------------------

@pytest.mark.parametrize("question, parts", [
    ("Check whether bays 2 and 9 are empty", ["Check whether bays 2", "9 are empty"]),
    ("Are lockers B4 and C7 taken?", ["Are lockers B4", "C7 taken"]),
    ("Is Mochi and Tofu vaccinated?", ["Is Mochi", "Tofu vaccinated"]),
])
def test_the_last_item_may_carry_the_predicate(question, parts):
    assert list(conjuncts(question)) == parts


@pytest.mark.parametrize("question", [
    "Refund order 5 and the kettle arrived cracked",     # a statement, not an item like "5"
    "Book the sauna on Monday and what time is it in Oslo?",
    "Cancel bay 4 and is the gate open?",
])
def test_a_clause_after_a_list_stays_a_clause(question):
    assert conjuncts(question) == ()


@pytest.mark.parametrize("question, thing", [
    ("and marston?", "marston"), ("what about the harbour?", "harbour"), ("How about Ålesund then?", "Ålesund"),
    ("那南码头呢？", "南码头"),
    ("and for 3 people?", None), ("is it open?", None), ("why?", None),
])
def test_what_an_elliptical_follow_up_names_alone(question, thing):
    assert said_alone(question) == thing


@pytest.mark.parametrize("text, small", [
    ("感谢你的耐心", True), ("谢谢您的耐心解答！", True), ("thanks for your patience!", True),
    ("好的，多谢！", True),
    ("谢谢，再帮我查一下周五的", False), ("Thanks for the info, now renew it", False),
    ("谢谢你，帮我订一张票", False),
])
def test_a_thank_you_for_something_is_small_talk(text, small):
    assert _is_small_talk(text) is small


# --- several calls ---------------------------------------------------------------------------

BAY = tool("bay_status", "Is a car-park bay empty? Bays are numbered.",
           {"bay": {"type": "integer", "description": "bay number"}}, ["bay"])
KEYS = tool("key_cutting_price", "price of cutting one key at a shop", {"shop": {"type": "string"}}, ["shop"])


def _one_per_step(tools, messages, result):
    model, made = OfflineModel(), []
    for _ in range(6):
        body = model.handle({"model": "offline", "messages": messages, "tools": tools,
                             "parallel_tool_calls": False}).body
        message = body["choices"][0]["message"]
        if not message.get("tool_calls"):
            return made, message["content"]
        assert len(message["tool_calls"]) == 1
        [c] = message["tool_calls"]
        args = json.loads(c["function"]["arguments"])
        made.append(args)
        messages = messages + [{"role": "assistant", "content": None, "tool_calls": message["tool_calls"]},
                               {"role": "tool", "tool_call_id": c["id"],
                                "content": json.dumps(result(args), ensure_ascii=False)}]
    return made, None


def test_one_per_step_reaches_every_bay():
    made, answer = _one_per_step([BAY], _with(TODAY_EN, "Check whether bays 2 and 9 are empty"),
                                 lambda a: {"bay": a["bay"], "empty": a["bay"] == 2})
    assert made == [{"bay": 2}, {"bay": 9}]
    assert answer


def test_one_per_step_goes_on_for_a_free_text_tool():
    prices = {"河东": 8, "河西": 6, "河北": 10}
    made, answer = _one_per_step([KEYS], _with(TODAY_ZH, "比较一下河东、河西和河北三家店配钥匙的价格"),
                                 lambda a: {"shop": a["shop"], "price_cny": prices.get(a["shop"][:2], 0)})
    assert [a["shop"] for a in made] == ["河东", "河西", "河北"]
    assert all(str(p) in answer for p in prices.values())


GROOM = tool("book_grooming", "Book a grooming session for a dog.",
             {"dog": {"type": "string", "description": "the dog's name"},
              "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["dog", "date"])
GROOM_ZH = tool("book_grooming", "给狗狗预约美容",
                {"dog": {"type": "string", "description": "狗狗的名字"},
                 "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["dog", "date"])
BOOKED = {"book_grooming": lambda a: {"status": "booked", **a}}
BOTH_DOGS = [{"date": "2026-12-03", "dog": "Nugget"}, {"date": "2026-12-04", "dog": "Waffles"}]


@pytest.mark.parametrize("text", [
    "Book a grooming for Nugget on Thursday and for Waffles on Friday",     # two arguments differ
    "Book Nugget in for grooming on Thursday, then book Waffles on Friday",  # the verb said again
])
def test_a_write_fans_out_over_names(text):
    calls, answer = run([GROOM], _with(TODAY_EN, text), BOOKED)
    assert sorted(a["dog"] for _, a in calls) == ["Nugget", "Waffles"]
    assert sorted((a["dog"], a["date"]) for _, a in calls) == [(d["dog"], d["date"]) for d in BOTH_DOGS]
    assert "Nugget" in answer and "Waffles" in answer


def test_a_command_said_again_in_chinese():
    calls, _ = run([GROOM_ZH], _with(TODAY_ZH, "帮阿福预约周四的美容，帮旺财预约周五的"), BOOKED)
    assert sorted((a["dog"], a["date"]) for _, a in calls) == [("旺财", "2026-12-04"), ("阿福", "2026-12-03")]


def test_a_write_never_fans_out_over_free_text():
    note = tool("post_note", "Post a note to the house board.", {"text": {"type": "string"}}, ["text"])
    calls, _ = run([note], _with(TODAY_EN, "Post a note about the boiler and the gutters"),
                   {"post_note": lambda a: {"status": "posted", **a}})
    assert len(calls) == 1


def test_another_kind_of_command_is_no_second_booking():
    calls, _ = run([GROOM], _with(TODAY_EN, "Book a grooming for Nugget on Thursday and email the groomer"),
                   BOOKED)
    assert len(calls) == 1 and calls[0][1]["dog"].startswith("Nugget")   # (the name's span: ARGS)


# --- follow-ups ------------------------------------------------------------------------------

FERRY = tool("next_ferry", "Next ferry departure from a harbour on a date",
             {"harbour": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"}},
             ["harbour", "date"])


def _ferry(harbour, date):
    return {"harbour": harbour, "date": date, "departs": "07:15" if harbour == "Ryde" else "08:40"}


def _after_ryde(follow_up):
    return _with(TODAY_EN, "When is the next ferry from Ryde on Thursday?")[:2] + \
        did("next_ferry", {"harbour": "Ryde", "date": "2026-12-03"}, _ferry("Ryde", "2026-12-03")) + \
        [{"role": "assistant", "content": "The next ferry from Ryde on Thursday leaves at 07:15."},
         {"role": "user", "content": follow_up}]


def test_a_name_said_alone_in_lower_case_changes_the_name():
    calls, answer = run([FERRY], _after_ryde("and marston?"), {"next_ferry": lambda a: _ferry(a["harbour"], a["date"])})
    assert calls == [("next_ferry", {"harbour": "Marston", "date": "2026-12-03"})]
    assert "08:40" in answer


def test_a_date_said_alone_is_no_name():
    # a tool that takes no date: "tomorrow" is not the next harbour's name
    from course_lib.offline.decide.history import changed_call
    from course_lib.offline.read.conversation import read
    berths = tool("free_berths", "Free berths in a harbour", {"harbour": {"type": "string"}}, ["harbour"])

    def follow(text):
        messages = _with(TODAY_EN, "How many berths are free in Ryde?")[:2] + \
            did("free_berths", {"harbour": "Ryde"}, {"harbour": "Ryde", "free": 4}) + \
            [{"role": "assistant", "content": "Ryde has 4 free berths."}, {"role": "user", "content": text}]
        convo = read({"model": "offline", "messages": messages, "tools": [berths]})
        return changed_call(convo, convo.tool("free_berths"))
    assert follow("and cowes?").arguments == {"harbour": "Cowes"}
    assert follow("and tomorrow?") is None
    assert follow("and in euros?") is None


CLUB = tool("chess_club_tables", "查询某天国际象棋俱乐部的空桌", {"date": {"type": "string", "description": "YYYY-MM-DD"}},
            ["date"])


@pytest.mark.parametrize("follow_up, date", [
    ("换成下周呢？", "2026-12-12"), ("那上周呢", "2026-11-28"), ("下周三呢？", "2026-12-09"),
])
def test_a_week_on_keeps_the_day(follow_up, date):
    messages = _with(TODAY_ZH, "这周六俱乐部还有空桌吗？") + \
        did("chess_club_tables", {"date": "2026-12-05"}, {"date": "2026-12-05", "free_tables": 3}) + \
        [{"role": "assistant", "content": "这周六（12月5日）还有3张空桌。"}, {"role": "user", "content": follow_up}]
    calls, _ = run([CLUB], messages, {"chess_club_tables": lambda a: {"date": a["date"], "free_tables": 1}})
    assert calls == [("chess_club_tables", {"date": date})]


def test_thanks_for_something_needs_no_tool():
    strings = tool("order_strings", "订购吉他弦", {"gauge": {"type": "string"}}, ["gauge"])
    calls, answer = run([strings], _with(TODAY_ZH, "感谢你的耐心"), {"order_strings": lambda a: {}})
    assert calls == [] and answer and len(answer) < 40


# --- items no reader knows, and what is said of them all --------------------------------------

WIND = tool("wind_speed", "Wind speed forecast for a town on a date",
            {"town": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["town", "date"])
LIFT = tool("lift_status", "Is a ski lift running today?", {"lift": {"type": "string", "description": "lift name"}},
            ["lift"])


def test_an_item_no_reader_knows_is_still_an_item():
    calls, _ = run([WIND], _with(TODAY_EN, "How windy is it in Ålesund, Tønsberg and Florø tomorrow?"),
                   {"wind_speed": lambda a: {**a, "knots": 12}})
    assert sorted(a["town"] for _, a in calls) == ["Florø", "Tønsberg", "Ålesund"]
    assert all(a["date"] == "2026-12-02" for _, a in calls)


@pytest.mark.parametrize("question, lifts", [
    ("is r eagle, fox run and the bowl open today?", ["bowl", "fox run", "r eagle"]),
    ("Is Gamsbahn or Zirbenlift running?", ["Gamsbahn", "Zirbenlift"]),
    ("are the gondola, summit chair and valley drag running?", ["gondola", "summit chair", "valley drag"]),
])
def test_the_last_item_without_what_is_said_of_all(question, lifts):
    calls, _ = run([LIFT], _with(TODAY_EN, question), {"lift_status": lambda a: {**a, "running": True}})
    assert sorted(a["lift"] for _, a in calls) == lifts
