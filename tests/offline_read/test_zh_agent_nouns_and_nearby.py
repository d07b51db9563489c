"""Two readings of Chinese words the dictionary doesn't settle alone:

* a person named by what they do: a verb and an agent suffix (调音 "to tune" + 师) is the
  English -er noun WordNet knows (a tuner), so "调音师" fits "Find piano tuners";
* an adjective compares only when it is said as such: 哪家近 compares distances, the 近 of
  附近 ("nearby") compares nothing, and 哪些 ("which ones") asks for a list, not a winner.

Wording appears nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.read import text as T
from course_lib.offline.read.comparatives import direction


@pytest.mark.parametrize("word, noun", [("调音师", "tuner"), ("烘焙师", "baker")])
def test_a_verb_and_an_agent_suffix_is_the_er_noun(word, noun):
    assert noun in T.concepts(word)


def test_a_dictionary_word_keeps_its_own_gloss():
    assert "photographer" in T.concepts("摄影师")


@pytest.mark.parametrize("text", ["湖边附近有哪些露营地？", "附近的锁匠几点开门"])
def test_nearby_and_which_ones_compare_nothing(text):
    assert direction(text) == (None, "", "")


@pytest.mark.parametrize("text, way", [("哪家锁匠近？", ("min", "近", "distance")),
                                        ("谁的报价低", ("min", "低", ""))])
def test_an_adjective_said_as_such_compares(text, way):
    assert direction(text) == way
