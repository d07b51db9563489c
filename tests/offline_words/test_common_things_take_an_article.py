"""How an answer names what a result holds. A thing named in lower case ("oak bookcase")
is a common thing: the answer gives it an article, as a person would ("The weight of the
oak bookcase is ..."); a name written with capitals stays as it is. A currency per
something (`yuan_per_kg`) is a price per unit."""

from _chain_loop import run, tool

WEIGH = tool("shipping_weight", "The shipping weight of one piece of furniture, in kilograms.",
             {"piece": {"type": "string"}}, ["piece"])


def _answer(question: str, piece_result: dict) -> str:
    calls, text = run([WEIGH], [{"role": "user", "content": question}],
                      {"shipping_weight": lambda args: piece_result})
    assert calls and calls[0][0] == "shipping_weight"
    return text


def test_a_lower_case_thing_is_the_thing():
    text = _answer("How heavy is the oak bookcase to ship?", {"piece": "oak bookcase", "kg": 41})
    assert "the oak bookcase" in text.lower() and " of oak bookcase" not in text
    assert "41" in text


def test_a_capitalised_name_takes_no_article():
    text = _answer("How heavy is the Malm Dresser to ship?", {"piece": "Malm Dresser", "kg": 38})
    assert "Malm Dresser" in text and "the Malm Dresser" not in text.replace("The Malm", "")
    assert "38" in text


def test_a_currency_per_something_is_a_price_per_unit():
    # yuan_per_kg is 8.5 yuan for each kilogram, not "a yuan per of 8.5 kg"
    from course_lib.offline.write.sentences import field_clause
    assert field_clause("yuan_per_kg", 8.5, False) == "8.5 CNY per kg"
    assert field_clause("gbp_per_night", 95, False) == "95 GBP per night"
    assert field_clause("yuan_per_kg", 8.5, True) == "每千克8.5 元"   # yuan are said in 元
    assert field_clause("eur_per_night", 120, True) == "每晚120 欧元"
    assert field_clause("price_per_hour_eur", 12, False) == "the price is 12 EUR per hour"
    assert field_clause("price_per_hour_eur", 12, True) == "每小时价格是12 欧元"
    # a price per litre with the record's currency beside it is not "1.89 litre"
    from course_lib.offline.write.sentences import describe_record
    said = describe_record({"pump": "P2", "price_per_litre": 1.74, "currency": "GBP"},
                           "What does a litre cost at pump P2?", False)
    assert "1.74 GBP per litre" in said and "1.74 litre" not in said, said
    said = describe_record({"pump": "P2", "price_per_litre": 1.74, "currency": "GBP"}, "P2 每升多少钱？", True)
    assert "每升价格是 1.74 英镑" in said or "每升价格是1.74 英镑" in said, said
    # a count per something is said as counts are
    assert "per" not in field_clause("items_per_box", 12, False) or "the items is" not in \
        field_clause("items_per_box", 12, False)
