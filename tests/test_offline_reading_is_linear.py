"""Reading a question's lists ("A, B and C", "甲、乙和丙") and its several commands ("cancel
X and email Y") takes time linear in its length.

They were once read with regexes whose repeats overlapped: the English list took
exponential time on a long comma list with no "and" (a 20-item question held the server
for 24 s), and the command joins quadratic time on a run of spaces. The readings now go
part by part, or with repeats that cannot overlap. These tests hold them to what the old
regexes found, on every short text hypothesis makes, and run them on texts long enough
that a super-linear reading would not finish.
"""

import re

from fuzzing import fast_and_full
from hypothesis import settings
from hypothesis import strategies as st

from course_lib.offline.decide.several import ZH_LIST, english_list, listed_terms
from course_lib.offline.read import conjuncts

# What the lists were read with before: the reference on short texts.
OLD_EN = re.compile(r"(?P<head>[^,;:?!.]+)(?P<mid>(?:,\s*[^,;:?!.]+?)+),?\s+(?:and|or)\s+"
                    r"(?P<tail>[^,;:?!.]+)", re.I)
OLD_ZH = re.compile(r"(?P<head>[^、，,。？?！!；;：:]+)(?P<mid>(?:、[^、，,。？?！!；;：:和与及或]+?)*)"
                    r"(?:、|和|与|及|以及|或者?)(?P<tail>[^、，,。？?！!；;：:]+)")

EN_PIECES = st.sampled_from(["a", "bc", " ", "  ", ",", ", ", " and ", " or ", "AND", " and",
                             "and ", ".", "?", ";", "x y", "\n"])
ZH_PIECES = st.sampled_from(["甲", "乙丙", "、", "和", "与", "以及", "或者", "或", "，", "。",
                             "的", " ", "a"])


def _old_en(text):
    m = OLD_EN.search(text)
    if not m:
        return None
    return (m.group("head"), [p.strip() for p in m.group("mid").split(",") if p.strip()],
            m.group("tail").strip())


def _new_en(text):
    found = english_list(text)
    if not found:
        return None
    head, items, tail = found
    return head, [p.strip() for p in items if p.strip()], tail.strip()


@fast_and_full(settings(deadline=None), 1500, text=st.lists(EN_PIECES, max_size=14).map("".join))
def test_the_english_reading_finds_what_the_regex_found(text):
    assert _new_en(text) == _old_en(text)


test_the_english_reading_finds_what_the_regex_found_all_examples = test_the_english_reading_finds_what_the_regex_found.all_examples


@fast_and_full(settings(deadline=None), 1500, text=st.lists(ZH_PIECES, max_size=14).map("".join))
def test_the_anchored_chinese_list_is_the_same_list(text):
    old, new = OLD_ZH.search(text), ZH_LIST.search(text)
    assert (old and old.groupdict()) == (new and new.groupdict())


test_the_anchored_chinese_list_is_the_same_list_all_examples = test_the_anchored_chinese_list_is_the_same_list.all_examples


def test_a_long_comma_list_with_no_join_is_no_list():
    question = "What do " + ", ".join(f"item {i}" for i in range(400)) + " cost?"
    assert listed_terms(question) == []


def test_a_long_list_with_a_join_gives_every_item():
    items = [f"gadget{i}" for i in range(400)]
    question = "How much are " + ", ".join(items[:-1]) + " and " + items[-1] + "?"
    assert listed_terms(question) == items


def test_long_runs_of_spaces_and_joins_are_read_once():
    assert english_list("a, " + " " * 20000 + "x") is None
    assert english_list("a, b" + " " * 20000 + "x") is None
    assert english_list("a, b " + "and " * 5000) == ("a", [" b"], "and " * 4998 + "and ")
    assert ZH_LIST.search("乙" * 20000 + "、") is None


OLD_COMMAND_JOIN = re.compile(r"\s*(?:,|;)?\s+(?:and|then|and then|also|and also)\s+|\s*[;]\s*",
                              re.I)
COMMAND_PIECES = st.sampled_from(["cancel order", " ", "  ", ",", ";", " and ", " then ", "and",
                                  " also ", "email sam", "tell him", ":", "x"])


def _spans(pattern, text):
    return [m.span() for m in pattern.finditer(text)]


@fast_and_full(settings(deadline=None), 1500, text=st.lists(COMMAND_PIECES, max_size=12).map("".join))
def test_the_command_joins_are_where_they_were(text):
    assert _spans(conjuncts._EN_COMMAND_JOIN, text) == _spans(OLD_COMMAND_JOIN, text)


test_the_command_joins_are_where_they_were_all_examples = test_the_command_joins_are_where_they_were.all_examples


def test_a_long_run_of_spaces_splits_no_command():
    text = "cancel order A-1," + " " * 20000 + "x"
    assert conjuncts.commands(text) == (text,)
    many = " and ".join(f"cancel order A-{i}" for i in range(2000))
    assert len(conjuncts.commands(many)) == 2000


def test_a_very_long_product_is_no_sum_and_no_crash():
    from course_lib.offline.read.arithmetic import evaluate, find_expression
    assert evaluate("3" + " * 3" * 5000) is None          # too deep to walk: not a sum
    assert evaluate("9 ** 99 ** 2") is None                # exponent too large
    find_expression("3 " + "x 3 " * 3000)                  # returns, never raises
    assert find_expression("what is 3 x 4?").value == 12


def test_a_long_run_of_digits_is_read_once_for_chinese_dates():
    import datetime as dt

    from course_lib.offline.read import dates
    today = dt.date(2026, 12, 7)
    assert list(dates._chinese_dates("1" * 20000 + "元", today)) == []
    assert [d for d, *_ in dates._chinese_dates("订2027年3月5日的票", today)] == [dt.date(2027, 3, 5)]


# The old quadratic sweeps, as the reference for the new ones.
def _old_longest(hits):
    kept = []
    for hit in sorted(hits, key=lambda h: (-(h[-1] - h[-2]), h[-2])):
        if all(hit[-1] <= k[-2] or k[-1] <= hit[-2] for k in kept):
            kept.append(hit)
    return sorted(kept, key=lambda h: h[-2])


def _old_without_covered(found):
    return [n for n in found if not any(o is not n and o.start <= n.start and n.end <= o.end
                                        for o in found)]


SPANS = st.lists(st.tuples(st.integers(0, 30), st.integers(1, 8)).map(lambda t: (t[0], t[0] + t[1])),
                 max_size=12)


@fast_and_full(settings(deadline=None), 1500, spans=SPANS)
def test_the_longest_dates_are_kept_as_before(spans):
    from course_lib.offline.read.dates import _longest
    hits = [(f"d{i}", s, e) for i, (s, e) in enumerate(spans)]
    assert _longest(hits) == _old_longest(hits)


test_the_longest_dates_are_kept_as_before_all_examples = test_the_longest_dates_are_kept_as_before.all_examples


@fast_and_full(settings(deadline=None), 1500, spans=SPANS)
def test_covered_numbers_go_as_before(spans):
    from course_lib.offline.read.numbers import Number, _without_covered
    found = [Number(float(i), s, e, "x" * (e - s)) for i, (s, e) in enumerate(spans)]
    assert _without_covered(found) == _old_without_covered(found)


test_covered_numbers_go_as_before_all_examples = test_covered_numbers_go_as_before.all_examples


def test_many_numbers_and_dates_are_read_in_one_pass():
    import datetime as dt

    from course_lib.offline.read import dates
    from course_lib.offline.read.numbers import find_numbers
    assert len(find_numbers("5% " * 5000)) == 5000
    assert len(find_numbers("3块 " * 3000)) == 3000
    assert len(dates.find_dates("monday " * 3000, dt.date(2026, 12, 7))) == 3000


def test_sums_and_superlatives_read_long_runs_once():
    from course_lib.offline.read.arithmetic import find_expression
    from course_lib.offline.read.comparatives import superlative
    assert find_expression("3" + " " * 20000 + "apples") is None
    assert find_expression("1" * 20000 + " things") is None
    assert find_expression("what is 12 plus  30?").value == 42
    assert find_expression("and 50% of 8?").value == 4
    question = ", ".join(f"item {i}" for i in range(3000)) + ": which is the cheapest?"
    assert superlative(question)[0] is not None
