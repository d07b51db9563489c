"""A plural noun is read through its dictionary form, as WordNet's own rules take it back
(trousers → trouser, boxes → box, berries → berry): "jeans" and "pants" are kinds of
trousers, "sneakers" of shoes. An option written in the plural ("trousers", "shoes") is a
set of what its singular names. Where the plural is a word of its own ("pants" are also
underwear), that word's senses come first.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.read import taxonomy
from course_lib.offline.read.extract import enum_choice

pytestmark = pytest.mark.skipif(not taxonomy.available(), reason="WordNet data not installed")

GARMENTS = ["trousers", "jacket", "dress", "shirt", "skirt", "coat"]


@pytest.mark.parametrize("word, base", [("trousers", ["trouser"]), ("boxes", ["box"]),
                                        ("berries", ["berry"]), ("firemen", ["fireman"]),
                                        ("bus", []), ("news", [])])
def test_wordnet_rules_take_a_plural_back(word, base):
    assert taxonomy.base_forms(word) == base


@pytest.mark.parametrize("word, label", [("jeans", "trousers"), ("pants", "trousers"),
                                         ("sneakers", "shoes"), ("slacks", "trousers")])
def test_a_plural_thing_is_a_kind_of_a_plural_option(word, label):
    assert taxonomy.kind_score(word, label) >= 0.5


@pytest.mark.parametrize("text", ["can you shorten my suit pants by 2 cm?", "hem these slacks please",
                                  "my jeans need taking in at the waist"])
def test_the_garment_enum_takes_the_plural_it_names(text):
    assert enum_choice(GARMENTS, text)[0] == "trousers"


def test_an_own_plural_keeps_its_own_sense_first():
    kinds = taxonomy.kinds_of("pants")
    assert kinds["underpants"] > kinds["trouser"] > 0


def test_a_broad_plural_option_stays_too_broad():
    assert taxonomy.kind_score("stapler", "items") == 0.0
