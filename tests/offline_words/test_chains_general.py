"""Chains (issue 8, point 4) on tools and wording of our own: the item of a bare list picked
by the name the user gave, a look-up that searches for the thing (not for the action), an
empty search tried again with less, a position in time that is no position in a list."""

from __future__ import annotations

from _chain_loop import run, tool

from course_lib.offline.decide.references import ordinal

MANUALS = {
    "guides/espresso_machine.md": "To descale: fill the tank with citric acid solution and run "
                                  "two empty cycles.",
    "guides/lawn_mower.md": "Sharpen the blade every spring.",
    "guides/洗碗机说明.md": "滤网每周取出用温水冲洗一次。",
}
MANUAL_TOOLS = [
    tool("list_manuals", "List the appliance manuals saved in the user's home folder.", {}),
    tool("read_manual", "Read one manual by its path (from list_manuals).",
         {"path": {"type": "string"}}, ["path"]),
]
MANUAL_FUNCTIONS = {"list_manuals": lambda a: {"manuals": list(MANUALS)},
                    "read_manual": lambda a: {"path": a["path"], "text": MANUALS[a["path"]]}}


def test_a_bare_list_of_paths_gives_the_path_named_in_english():
    calls, answer = run(MANUAL_TOOLS, [{"role": "user", "content":
                                        "How do I descale the espresso machine? Check my manuals."}],
                        MANUAL_FUNCTIONS)
    assert calls == [("list_manuals", {}), ("read_manual", {"path": "guides/espresso_machine.md"})]
    assert "citric acid" in answer


def test_a_bare_list_of_paths_gives_the_path_named_in_chinese():
    calls, answer = run(MANUAL_TOOLS, [{"role": "user", "content": "洗碗机说明书里讲了怎么清洗滤网吗？"}],
                        MANUAL_FUNCTIONS)
    assert calls[-1] == ("read_manual", {"path": "guides/洗碗机说明.md"})
    assert "温水" in answer


def test_a_list_nobody_named_an_item_of_is_the_answer():
    calls, answer = run(MANUAL_TOOLS, [{"role": "user", "content": "Which manuals do I have?"}],
                        MANUAL_FUNCTIONS)
    assert [name for name, _ in calls] == ["list_manuals"]
    assert "lawn_mower" in answer


PODCASTS = [{"id": "P-41", "title": "Hidden Brain", "host": "Shankar Vedantam"},
            {"id": "P-42", "title": "Hidden Histories", "host": "A. Okoye"}]
PODCAST_TOOLS = [
    tool("find_podcasts", "Find podcasts in the directory by words of their title.",
         {"query": {"type": "string", "description": "title words"}}, ["query"]),
    tool("subscribe_podcast", "Subscribe the user to a podcast by its id (from find_podcasts).",
         {"podcast_id": {"type": "string"}}, ["podcast_id"]),
]


def _find(a):
    words = a["query"].lower().split()
    return {"podcasts": [p for p in PODCASTS if all(w in p["title"].lower() for w in words)]}


def test_a_look_up_searches_for_the_thing_not_for_the_action():
    calls, answer = run(PODCAST_TOOLS, [{"role": "user", "content": "Subscribe me to Hidden Brain."}],
                        {"find_podcasts": _find,
                         "subscribe_podcast": lambda a: {"podcast_id": a["podcast_id"], "subscribed": True}})
    assert "subscribe" not in calls[0][1]["query"].lower()
    assert calls[-1] == ("subscribe_podcast", {"podcast_id": "P-41"})


JOURNAL = [{"id": "J-7", "title": "露营", "body": "十月三日在千岛湖露营，下了一夜雨。"},
           {"id": "J-8", "title": "Kayak day", "body": "Paddled to the lighthouse on 14 August."}]
JOURNAL_TOOLS = [
    tool("search_journal", "Search the user's diary entries by a word; returns entry ids and titles.",
         {"query": {"type": "string"}}, ["query"]),
    tool("read_entry", "Read one diary entry by its id.", {"entry_id": {"type": "string"}}, ["entry_id"]),
]


def _search_journal(a):   # a strict search: one word, found whole in a title
    return {"results": [{"id": e["id"], "title": e["title"]} for e in JOURNAL
                        if a["query"].strip().lower() == e["title"].split()[0].lower()]}


def _read_entry(a):
    return next(e for e in JOURNAL if e["id"] == a["entry_id"])


def test_an_empty_search_is_tried_once_more_with_one_word_in_chinese():
    calls, answer = run(JOURNAL_TOOLS, [{"role": "user", "content": "翻一下我的日记：露营那次是哪天？"}],
                        {"search_journal": _search_journal, "read_entry": _read_entry})
    searches = [a["query"] for name, a in calls if name == "search_journal"]
    assert searches[-1] == "露营" and len(searches) <= 2
    assert calls[-1] == ("read_entry", {"entry_id": "J-7"})
    assert "十月三日" in answer and "没有找到" not in answer


def test_an_empty_search_is_tried_once_more_with_one_word_in_english():
    calls, answer = run(JOURNAL_TOOLS, [{"role": "user", "content":
                                         "When did I go kayaking? Look in my diary entries."}],
                        {"search_journal": _search_journal, "read_entry": _read_entry})
    searches = [a["query"] for name, a in calls if name == "search_journal"]
    assert searches[-1] == "kayak" and len(searches) == 2   # the thing, in its dictionary form
    assert calls[-1] == ("read_entry", {"entry_id": "J-8"})
    assert "14 August" in answer and "found nothing" not in answer


def test_a_search_that_stays_empty_is_not_tried_forever():
    calls, answer = run(JOURNAL_TOOLS, [{"role": "user", "content": "我的日记里写过潜水的事吗？"}],
                        {"search_journal": lambda a: {"results": []}, "read_entry": _read_entry})
    assert len(calls) <= 2 and all(name == "search_journal" for name, _ in calls)
    assert answer


def test_a_position_in_time_is_no_position_in_a_list():
    assert ordinal("第二天的行程是什么") is None
    assert ordinal("第十二天住哪里") is None
    assert ordinal("第三周要交什么") is None
    assert ordinal("What happens on the first day?") is None
    assert ordinal("打开第二份") == 1 and ordinal("the second one") == 1
