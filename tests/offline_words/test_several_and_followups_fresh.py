"""Several things → several calls, and follow-ups (issue 8, points 3 and 5), on tools and
wording of our own (tennis courts, piano lessons, bookshelves, boat insurance, gyms, wine):

- a frame said once and the things after it ("at 6pm on Monday and on Thursday", "周一和
  周三下午三点") → one call per coordinated part, each part read alone (read/conjuncts.py);
- a head noun said once ("the oak and the walnut bookshelf") belongs to every item;
- parts that differ in two arguments ("a 6 m sailboat and a 9 m motorboat") keep theirs;
- "cancel X and email Y" → a call for each command; "email Bob and tell him" is one;
- a count of items of a list ("order the three cheapest", "读一下前两封") → one call each;
- "the other one" → the item of the earlier list no call has taken yet;
- a follow-up naming a currency the record doesn't hold is a conversion, not a look-back;
- "Brilliant, thank you so much!" → no tool, a thank-you reply.
"""

from __future__ import annotations

import json

import pytest
from _chain_loop import did, run, tool

from course_lib.offline.decide.references import counted, pick_items
from course_lib.offline.model import OfflineModel
from course_lib.offline.read.conjuncts import commands, conjuncts, shared_head

TODAY_EN = "You are a helpful assistant. Today is Tuesday, 2026-12-01."
TODAY_ZH = "你是一个助手。今天是2026年12月1日，星期二。"


def echo(**extra):
    return lambda a: {"status": "ok", **extra, **a}


# --- reading: the parts of a request -------------------------------------------------------

@pytest.mark.parametrize("question, parts", [
    ("Reserve a court for 6pm on Monday and on Thursday", ["Reserve a court for 6pm on Monday", "on Thursday"]),
    ("Is the oak, the pine or the walnut shelf cheaper?", ["Is the oak", "the pine", "the walnut shelf cheaper"]),
    ("帮我登记周一和周三下午三点的钢琴课", ["帮我登记周一", "周三下午三点的钢琴课"]),
    ("分别查一下阿强和美美的体检报告", ["分别查一下阿强", "美美的体检报告"]),
])
def test_a_frame_and_its_conjuncts(question, parts):
    assert list(conjuncts(question)) == parts


@pytest.mark.parametrize("question", [
    "Show the rota between Monday and Friday",           # a range is one thing
    "周一到周五的值班表",
    "Transfer 3,450.75 to savings",                      # a digit group is no list
    "What's the tide at noon, and what time is sunset?",  # two questions, not two things
    "Renew my policy",
    "Refund order Q-17, the vase arrived chipped",       # a statement gives the reason
    "退掉订单Q-17，因为花瓶到的时候碎了",
])
def test_no_conjuncts(question):
    assert conjuncts(question) == ()


def test_commands_split_where_a_verb_starts_a_new_one():
    assert commands("Cancel the hire H-31 and email jo@example.com that the van is free") == \
        ("Cancel the hire H-31", "email jo@example.com that the van is free")
    assert commands("退掉订单K-5，然后通知张三说已经退了") == ("退掉订单K-5", "通知张三说已经退了")
    # reported speech continues the command; a listed set of tasks is one command
    assert commands("Email Priya and tell her the van is late") == ("Email Priya and tell her the van is late",)
    assert len(commands("Add two chores: water the ferns, and fix the gate")) == 1


def test_a_head_noun_said_once():
    assert shared_head("oak", "walnut bookshelf") == "bookshelf"
    assert shared_head("maroon", "navy scarf") == "scarf"
    assert shared_head("mugs", "red kettles") == ""       # a thing of its own
    assert shared_head("Vermeer", "Rembrandt rooms") == ""  # a name of its own
    assert shared_head("红色", "蓝色的围巾") == "围巾"


@pytest.mark.parametrize("question, n", [
    ("order the three cheapest", 3), ("the first two, please", 2), ("top 4 results", 4),
    ("读一下前两封", 2), ("订最便宜的两家", 2),
    ("order the cheapest", None), ("book two tickets", None), ("第二封", None),
])
def test_how_many_items_a_question_picks(question, n):
    assert counted(question) == n


def test_the_counted_items_by_a_superlative_or_a_position():
    wines = [{"wine_id": "W1", "price": 19}, {"wine_id": "W2", "price": 7}, {"wine_id": "W3", "price": 12},
             {"wine_id": "W4", "price": 30}]
    assert [w["wine_id"] for w in pick_items("order the two cheapest", wines)] == ["W2", "W3"]
    assert [w["wine_id"] for w in pick_items("the two priciest", wines)] == ["W4", "W1"]
    assert [w["wine_id"] for w in pick_items("open the first three", wines)] == ["W1", "W2", "W3"]
    assert pick_items("order the cheapest", wines) is None


# --- several calls, end to end --------------------------------------------------------------

COURT = tool("reserve_court", "Reserve a tennis court.",
             {"date": {"type": "string", "description": "YYYY-MM-DD"},
              "time": {"type": "string", "description": "HH:MM"}}, ["date", "time"])
LESSON = tool("register_lesson", "登记一节钢琴课",
              {"date": {"type": "string", "description": "YYYY-MM-DD"},
               "time": {"type": "string", "description": "HH:MM"}}, ["date", "time"])


def _with(system, text):
    return [{"role": "system", "content": system}, {"role": "user", "content": text}]


@pytest.mark.parametrize("tools, system, text, wanted", [
    ([COURT], TODAY_EN, "Reserve a court for 6pm on Monday and on Thursday",
     [("reserve_court", {"date": "2026-12-07", "time": "18:00"}), ("reserve_court", {"date": "2026-12-03", "time": "18:00"})]),
    ([LESSON], TODAY_ZH, "帮我登记周一和周三下午三点的钢琴课",
     [("register_lesson", {"date": "2026-12-07", "time": "15:00"}), ("register_lesson", {"date": "2026-12-02", "time": "15:00"})]),
])
def test_one_call_per_part_of_a_frame(tools, system, text, wanted):
    calls, _ = run(tools, _with(system, text), {t["function"]["name"]: echo() for t in tools})
    assert sorted(map(json.dumps, calls)) == sorted(map(json.dumps, wanted))


def test_one_per_step_when_parallel_calls_are_off():
    model, messages = OfflineModel(), _with(TODAY_EN, "Reserve a court for 6pm on Monday and on Thursday")
    made = []
    for _ in range(4):
        body = model.handle({"model": "offline", "messages": messages, "tools": [COURT],
                             "parallel_tool_calls": False}).body
        message = body["choices"][0]["message"]
        if not message.get("tool_calls"):
            break
        assert len(message["tool_calls"]) == 1
        [c] = message["tool_calls"]
        made.append(json.loads(c["function"]["arguments"])["date"])
        messages += [{"role": "assistant", "content": None, "tool_calls": message["tool_calls"]},
                     {"role": "tool", "tool_call_id": c["id"], "content": '{"status": "reserved"}'}]
    assert sorted(made) == ["2026-12-03", "2026-12-07"]


def test_a_head_noun_said_once_goes_with_each_item():
    shelf = tool("shelf_stock", "How many of a bookshelf model are in stock.", {"model": {"type": "string"}}, ["model"])
    calls, _ = run([shelf], _with(TODAY_EN, "Do you have the oak and the walnut bookshelf?"),
                   {"shelf_stock": lambda a: {"model": a["model"], "in_stock": 2}})
    assert sorted(a["model"] for _, a in calls) == ["oak bookshelf", "walnut bookshelf"]


def test_parts_that_differ_in_two_arguments_keep_their_own():
    quote = tool("boat_insurance_quote", "Yearly boat insurance quote.",
                 {"boat_type": {"type": "string", "enum": ["sailboat", "motorboat", "dinghy"]},
                  "length_m": {"type": "number", "description": "length in metres"}}, ["boat_type", "length_m"])
    calls, _ = run([quote], _with(TODAY_EN, "Quote insurance for a 6 m sailboat and for a 9 m motorboat"),
                   {"boat_insurance_quote": lambda a: {**a, "premium": 10 * a["length_m"]}})
    assert sorted((a["boat_type"], a["length_m"]) for _, a in calls) == [("motorboat", 9), ("sailboat", 6)]


def test_chinese_names_joined_by_he_are_each_a_name():
    report = tool("get_checkup", "Kindergarten health check record of one child.",
                  {"child": {"type": "string"}}, ["child"])
    calls, _ = run([report], _with(TODAY_ZH, "分别查一下阿强和美美的体检报告"),
                   {"get_checkup": lambda a: {"child": a["child"], "height_cm": 101}})
    assert sorted(a["child"] for _, a in calls) == ["美美", "阿强"]


def test_a_write_never_fans_out_over_free_text():
    mail = tool("send_email", "Send an email.", {"to": {"type": "string", "description": "recipient email address"}, "body": {"type": "string"}}, ["to", "body"])
    calls, _ = run([mail], _with(TODAY_EN, "Email ops@example.com about the outage and the refund"),
                   {"send_email": echo()})
    assert len(calls) == 1


@pytest.mark.parametrize("text, wanted", [
    ("Cancel the hire H-31 and email jo@example.com that the van is free",
     {"cancel_hire": {"hire_id": "H-31"}, "send_email": {"to": "jo@example.com"}}),
])
def test_two_commands_call_two_tools(text, wanted):
    tools = [tool("cancel_hire", "Cancel a van hire by its id.", {"hire_id": {"type": "string"}}, ["hire_id"]),
             tool("send_email", "Send an email.", {"to": {"type": "string", "description": "recipient email address"}, "body": {"type": "string"}}, ["to", "body"])]
    calls, _ = run(tools, _with(TODAY_EN, text), {"cancel_hire": echo(), "send_email": echo()})
    made = {name: args for name, args in calls}
    assert set(made) == set(wanted)
    for name, args in wanted.items():
        assert all(made[name][k] == v for k, v in args.items())


WINES = [{"wine_id": "W1", "name": "Rioja", "price": 19}, {"wine_id": "W2", "name": "Vinho Verde", "price": 7},
         {"wine_id": "W3", "name": "Soave", "price": 12}, {"wine_id": "W4", "name": "Barolo", "price": 30}]
WINE_TOOLS = [tool("list_wines", "List the wines on the shop's shelf.", {}, []),
              tool("order_wine", "Order one bottle of a wine.", {"wine_id": {"type": "string"}}, ["wine_id"])]


def test_a_count_of_list_items_is_one_call_each():
    calls, _ = run(WINE_TOOLS, _with(TODAY_EN, "List the wines and order the three cheapest."),
                   {"list_wines": lambda a: WINES, "order_wine": echo(status="ordered")})
    assert calls[0] == ("list_wines", {})
    assert sorted(a["wine_id"] for n, a in calls if n == "order_wine") == ["W1", "W2", "W3"]


def test_a_chinese_count_after_a_list():
    notes = [{"memo_id": "M1", "title": "周会纪要"}, {"memo_id": "M2", "title": "预算草稿"},
             {"memo_id": "M3", "title": "招聘计划"}]
    tools = [tool("list_memos", "列出备忘录", {}, []),
             tool("read_memo", "读取一条备忘录的全文", {"memo_id": {"type": "string"}}, ["memo_id"])]
    messages = [{"role": "user", "content": "我有哪些备忘录？"}, *did("list_memos", {}, notes),
                {"role": "assistant", "content": "你有3条备忘录：周会纪要、预算草稿、招聘计划。"},
                {"role": "user", "content": "读一下前两条"}]
    calls, _ = run(tools, messages, {"list_memos": lambda a: notes,
                                      "read_memo": lambda a: {"memo_id": a["memo_id"], "text": "……"}})
    assert sorted(a["memo_id"] for _, a in calls) == ["M1", "M2"]


# --- follow-ups ------------------------------------------------------------------------------

GYMS = [{"gym_id": "G-4", "name": "Ironworks"}, {"gym_id": "G-9", "name": "Pulse"}]
GYM_TOOLS = [tool("list_gyms", "List gyms near the office.", {}, []),
             tool("gym_details", "Opening hours and fee of one gym.", {"gym_id": {"type": "string"}}, ["gym_id"])]
GYM_INFO = {"G-4": {"gym_id": "G-4", "opens": "06:00", "fee": 35}, "G-9": {"gym_id": "G-9", "opens": "07:30", "fee": 29}}


@pytest.mark.parametrize("follow_up", ["And the other one?", "那另一个呢？"])
def test_the_other_one_is_the_item_not_yet_asked_about(follow_up):
    messages = [{"role": "user", "content": "Which gyms are near the office?"}, *did("list_gyms", {}, GYMS),
                {"role": "assistant", "content": "Ironworks and Pulse."},
                {"role": "user", "content": "When does Ironworks open?"},
                *did("gym_details", {"gym_id": "G-4"}, GYM_INFO["G-4"], call_id="earlier-2"),
                {"role": "assistant", "content": "Ironworks opens at 06:00."},
                {"role": "user", "content": follow_up}]
    calls, answer = run(GYM_TOOLS, messages, {"gym_details": lambda a: GYM_INFO[a["gym_id"]],
                                              "list_gyms": lambda a: GYMS})
    assert calls == [("gym_details", {"gym_id": "G-9"})]
    assert "07:30" in answer


@pytest.mark.parametrize("follow_up, target", [("What is that in dollars?", "USD"), ("换成美元是多少？", "USD")])
def test_a_new_currency_after_a_price_is_a_conversion(follow_up, target):
    tools = [tool("membership_fee", "Fee of a climbing-wall membership.",
                  {"tier": {"type": "string", "enum": ["student", "adult"]}}, ["tier"]),
             tool("convert_money", "Convert an amount between currencies.",
                  {"amount": {"type": "number"}, "from_currency": {"type": "string", "description": "ISO code"},
                   "to_currency": {"type": "string", "description": "ISO code"}},
                  ["amount", "from_currency", "to_currency"])]
    fee = {"tier": "adult", "fee": 55, "currency": "GBP"}
    messages = [{"role": "user", "content": "How much is the adult membership?"},
                *did("membership_fee", {"tier": "adult"}, fee),
                {"role": "assistant", "content": "The adult membership is £55."},
                {"role": "user", "content": follow_up}]
    calls, _ = run(tools, messages, {"convert_money": lambda a: {**a, "result": 69.85},
                                     "membership_fee": lambda a: fee})
    assert calls == [("convert_money", {"amount": 55, "from_currency": "GBP", "to_currency": target})]


@pytest.mark.parametrize("thanks, reply", [("Brilliant, thank you so much!", "welcome"), ("太好了，多谢！", "不客气")])
def test_a_thank_you_among_agreeing_words_needs_no_tool(thanks, reply):
    messages = [{"role": "user", "content": "Reserve a court for 6pm tomorrow"},
                *did("reserve_court", {"date": "2026-12-02", "time": "18:00"}, {"status": "reserved"}),
                {"role": "assistant", "content": "Done: 6pm tomorrow."}, {"role": "user", "content": thanks}]
    calls, answer = run([COURT], messages, {"reserve_court": echo()})
    assert calls == [] and reply in answer


def test_thanks_with_a_new_request_is_a_request():
    messages = [{"role": "user", "content": "Reserve a court for 6pm tomorrow"},
                *did("reserve_court", {"date": "2026-12-02", "time": "18:00"}, {"status": "reserved"}),
                {"role": "assistant", "content": "Done."},
                {"role": "user", "content": "Great, thanks! And one on Friday at 9am too."}]
    calls, _ = run([COURT], [{"role": "system", "content": TODAY_EN}, *messages], {"reserve_court": echo()})
    assert ("reserve_court", {"date": "2026-12-04", "time": "09:00"}) in calls
