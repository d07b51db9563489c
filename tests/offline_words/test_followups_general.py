"""Conversations and answers (issue 8, points 5 and 7) on tools and wording of our own: a
follow-up that changes one side of a pair, "it" for the item an earlier question named, a
follow-up answered from an earlier result, two options of one choice → one call each, a
comparison whose quantity the question doesn't name."""

from __future__ import annotations

from _chain_loop import did, run, tool

RATES = {("PLN", "CZK"): 5.8, ("PLN", "HUF"): 92.0, ("PLN", "EUR"): 0.23}
PRICE_TOOL = tool("price_in_currency", "Convert a sum of money between two currencies at today's rate.",
                  {"value": {"type": "number"},
                   "source_currency": {"type": "string", "description": "ISO code, e.g. PLN"},
                   "target_currency": {"type": "string", "description": "ISO code, e.g. CZK"}},
                  ["value", "source_currency", "target_currency"])


def _price(a):
    rate = RATES[(a["source_currency"], a["target_currency"])]
    return {"value": a["value"], "source_currency": a["source_currency"],
            "target_currency": a["target_currency"], "result": round(a["value"] * rate, 2)}


def _converted(question, first_answer, follow_up):
    first = {"value": 90, "source_currency": "PLN", "target_currency": "CZK"}
    messages = [{"role": "user", "content": question}, *did("price_in_currency", first, _price(first)),
                {"role": "assistant", "content": first_answer}, {"role": "user", "content": follow_up}]
    return run([PRICE_TOOL], messages, {"price_in_currency": _price})


def test_a_follow_up_changes_only_the_target_in_chinese():
    calls, answer = _converted("90兹罗提是多少捷克克朗？", "90兹罗提约合522捷克克朗。", "那换成匈牙利福林呢？")
    assert calls == [("price_in_currency", {"value": 90, "source_currency": "PLN", "target_currency": "HUF"})]
    assert "8,280" in answer or "8280" in answer


def test_a_follow_up_changes_only_the_target_in_english():
    calls, answer = _converted("What is 90 Polish zloty in Czech koruna?", "90 PLN is 522 CZK.",
                               "How about in euros?")
    assert calls == [("price_in_currency", {"value": 90, "source_currency": "PLN", "target_currency": "EUR"})]
    assert "20.7" in answer


EPISODES = {"podcasts": [{"id": "P-51", "title": "Radiolab", "host": "Lulu Miller"},
                         {"id": "P-52", "title": "Radiolab Presents", "host": "Various"}]}
PODCAST_TOOLS = [
    tool("find_podcasts", "Find podcasts in the directory by words of their title.",
         {"query": {"type": "string"}}, ["query"]),
    tool("subscribe_podcast", "Subscribe the user to a podcast by its id (from find_podcasts).",
         {"podcast_id": {"type": "string", "pattern": "^P-\\\\d+$"}}, ["podcast_id"]),
]


def test_it_is_the_item_the_earlier_question_named_whole():
    messages = [{"role": "user", "content": "Is Radiolab in the podcast directory?"},
                *did("find_podcasts", {"query": "Radiolab"}, EPISODES),
                {"role": "assistant", "content": "Yes: Radiolab, and also Radiolab Presents."},
                {"role": "user", "content": "Nice, subscribe me to it."}]
    calls, _ = run(PODCAST_TOOLS, messages,
                   {"subscribe_podcast": lambda a: {"podcast_id": a["podcast_id"], "subscribed": True},
                    "find_podcasts": lambda a: EPISODES})
    assert calls == [("subscribe_podcast", {"podcast_id": "P-51"})]


TRAIN = {"train": "ICE 599", "status": "on time", "departure": "2026-12-01 08:12",
         "arrival": "2026-12-01 11:40", "platform": "7"}
TRAIN_TOOLS = [tool("get_train_status", "Live status of one train by its number.",
                    {"train": {"type": "string"}}, ["train"]),
               tool("search_trains", "Search trains between two stations on a date.",
                    {"origin": {"type": "string"}, "destination": {"type": "string"}}, ["origin", "destination"])]


def _after_status(question, said, follow_up):
    return [{"role": "user", "content": question}, *did("get_train_status", {"train": "ICE 599"}, TRAIN),
            {"role": "assistant", "content": said}, {"role": "user", "content": follow_up}]


def test_a_time_asked_after_a_status_is_read_from_the_earlier_result_in_chinese():
    calls, answer = run(TRAIN_TOOLS, _after_status("ICE 599 今天正常吗？", "ICE 599 今天准点。", "几点出发？"),
                        {"get_train_status": lambda a: TRAIN, "search_trains": lambda a: {"trains": []}})
    assert calls == [] and "08:12" in answer


def test_a_time_asked_after_a_status_is_read_from_the_earlier_result_in_english():
    calls, answer = run(TRAIN_TOOLS, _after_status("Is ICE 599 running today?", "ICE 599 is on time.",
                                                   "When does it get in?"),
                        {"get_train_status": lambda a: TRAIN, "search_trains": lambda a: {"trains": []}})
    assert [name for name, _ in calls] in ([], ["get_train_status"])
    assert "11:40" in answer


WALLETS = {"travel": {"wallet": "travel", "balance": 310.5, "currency": "SGD"},
           "household": {"wallet": "household", "balance": 1204.0, "currency": "SGD"}}
WALLET_TOOLS = [tool("get_wallet", "The balance of one of the user's digital wallets.",
                     {"wallet": {"type": "string", "enum": ["travel", "household"]}}, ["wallet"])]


def test_two_options_of_one_choice_are_one_call_each_and_add_up():
    calls, answer = run(WALLET_TOOLS, [{"role": "user", "content":
                                        "How much is in my travel and household wallets together?"}],
                        {"get_wallet": lambda a: WALLETS[a["wallet"]]})
    assert sorted(a["wallet"] for _, a in calls) == ["household", "travel"]
    assert "1,514.5" in answer or "1514.5" in answer


def test_two_options_of_one_choice_in_chinese():
    calls, answer = run(WALLET_TOOLS, [{"role": "user", "content": "我的旅行钱包和家用钱包一共还剩多少？"}],
                        {"get_wallet": lambda a: WALLETS[a["wallet"]]})
    assert sorted(a["wallet"] for _, a in calls) == ["household", "travel"]
    assert "1,514.5" in answer or "1514.5" in answer


def test_one_option_named_is_one_call():
    calls, _ = run(WALLET_TOOLS, [{"role": "user", "content": "What's left in my travel wallet?"}],
                   {"get_wallet": lambda a: WALLETS[a["wallet"]]})
    assert calls == [("get_wallet", {"wallet": "travel"})]


CLOCKS = {"Perth": "2026-12-01 20:05", "Jakarta": "2026-12-01 19:05"}
CLOCK_TOOLS = [tool("wall_clock", "The current wall-clock time for a city.",
                    {"city": {"type": "string"}}, ["city"])]


def _clock(a):
    city = "Perth" if a["city"] in ("Perth", "珀斯") else "Jakarta"
    return {"city": city, "time": CLOCKS[city]}


def test_a_comparison_that_names_no_quantity_still_finds_its_tool():
    calls, answer = run(CLOCK_TOOLS, [{"role": "user", "content": "Which is earlier right now, Perth or Jakarta?"}],
                        {"wall_clock": _clock})
    assert sorted(a["city"] for _, a in calls) == ["Jakarta", "Perth"]
    assert answer.startswith("Jakarta")


def test_a_comparison_that_names_no_quantity_in_chinese():
    calls, answer = run(CLOCK_TOOLS, [{"role": "user", "content": "珀斯和雅加达现在哪边更早？"}],
                        {"wall_clock": _clock})
    assert len(calls) == 2
    assert "更早" in answer and answer.index("19:05") < answer.index("20:05")   # the winner first
