"""Cities, countries and regions, in English and Chinese, without ordinary words."""

import pytest

from course_lib.offline.read.places import find_places, zh_name


def named(text):
    return [(p.name, p.kind, p.country) for p in find_places(text)]


@pytest.mark.parametrize("text, expected", [
    ("Is it snowing in Sapporo?", [("Sapporo", "city", "JP")]),
    ("札幌今天冷吗", [("Sapporo", "city", "JP")]),
    ("flights to São Paulo", [("São Paulo", "city", "BR")]),
    ("flights to Sao Paulo", [("São Paulo", "city", "BR")]),
    ("a week in New York", [("New York City", "city", "US")]),
    ("纽约的天气", [("New York City", "city", "US")]),
    ("Xi'an or Xian", [("Xi'an", "city", "CN"), ("Xi'an", "city", "CN")]),
    ("西安", [("Xi'an", "city", "CN")]),
    ("hotpot in Chengdu", [("Chengdu", "city", "CN")]),
    ("shipping to Japan", [("Japan", "country", "JP")]),
    ("寄到日本", [("Japan", "country", "JP")]),
    ("made in Germany", [("Germany", "country", "DE")]),
    ("德国制造", [("Germany", "country", "DE")]),
    ("dealers in Guangdong", [("Guangdong", "region", "CN")]),
    ("广东的经销商", [("Guangdong", "region", "CN")]),
    ("广东省的经销商", [("Guangdong", "region", "CN")]),
    ("from Florida to California", [("Florida", "region", "US"), ("California", "region", "US")]),
    ("she lives in Rio de Janeiro", [("Rio de Janeiro", "city", "BR")]),
    ("weather in tokyo", [("Tokyo", "city", "JP")]),           # big city, lower case
    ("the USA and South Korea", [("United States", "country", "US"), ("South Korea", "country", "KR")]),
    ("从上海到北京", [("Shanghai", "city", "CN"), ("Beijing", "city", "CN")]),
    ("伦敦和巴黎", [("London", "city", "GB"), ("Paris", "city", "FR")]),
])
def test_places_found(text, expected):
    assert named(text) == expected


def test_longest_name_wins_and_spans_match():
    text = "Compare York with New York"
    found = find_places(text)
    assert [text[p.start:p.end] for p in found] == ["York", "New York"]
    assert found[1].name == "New York City"


def test_time_zones():
    (sapporo,) = find_places("Sapporo")
    (japan,) = find_places("日本")
    assert sapporo.timezone == "Asia/Tokyo"
    assert japan.timezone == "Asia/Tokyo"      # the capital's zone


@pytest.mark.parametrize("text", [
    "Of course I can help with that.",
    "Nice to meet you. Reading is my hobby.",
    "Most people agree. Can you check? Are you there?",
    "i would like some china plates and a turkey",   # lower-case words, not countries
    "我们一起去太平洋玩",                              # 太平 is a town; not here
    "在这里加一个备注",                                # 里加 (Riga) inside words
    "我想知道明天的天气怎么样，请帮我查一下订单状态。",
    "The SPLIT function returns a list",
    "Please create a new ticket for the customer",
])
def test_no_places_in_ordinary_sentences(text):
    assert named(text) == []


# CC-CEDICT's place senses: the usual Chinese spelling of cities GeoNames lists only in
# English or under a rarer spelling, read and written alike.
@pytest.mark.parametrize("zh,english", [("达喀尔", "Dakar"), ("金沙萨", "Kinshasa"),
                                        ("阿比让", "Abidjan"), ("蒙得维的亚", "Montevideo"),
                                        ("瓜达拉哈拉", "Guadalajara")])
def test_a_city_by_its_usual_chinese_spelling(zh, english):
    assert [p.name for p in find_places(f"下个月我要去{zh}出差")] == [english]
    assert zh_name(english) == zh   # mainland spelling, not Taiwan's (金夏沙, 蒙特维多)


@pytest.mark.parametrize("text", ["我们利用周末马上开始", "他们一起去吃饭了", "这里加上一个名字"])
def test_dictionary_place_names_do_not_turn_ordinary_words_into_places(text):
    assert find_places(text) == []
