"""A thing a result names in lower case ("oak bookcase") is a common thing: the answer
gives it an article, as a person would ("The weight of the oak bookcase is ..."). A name
written with capitals stays as it is."""

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
