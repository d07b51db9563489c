"""What a request's values say about the tool it needs, in English and Chinese:

* a day in the request makes it dated; with "by/before/之前" it has a deadline, so a tool
  whose description says "not for anything with a deadline" is ruled out;
* a country named in the request fits a tool about countries;
* a command with a day *and* a clock time is weak evidence for a calendar, and sums of
  money in a statement for a spending tool: they decide only when no words fit.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import pytest

from course_lib.offline.decide.relevance import THRESHOLD, hinted_concepts, pick_tools, rank_tools
from course_lib.offline.read.conversation import ToolSpec


def tool(name: str, description: str, **params: str) -> ToolSpec:
    props = {k: {"type": "string", "description": v} for k, v in params.items()}
    return ToolSpec(name, description, {"type": "object", "properties": props, "required": list(props)})


JOURNAL = tool("journal_write", "Write a diary entry. Not for chores that have a deadline.",
               entry="the entry")
CHORES = tool("chore_add", "Add a household chore with a deadline date.", chore="the chore")
JOURNAL_ZH = tool("journal_write", "写一篇日记。不用于有截止日期的家务。", entry="日记内容")
CHORES_ZH = tool("chore_add", "添加一项家务，可带截止日期。", chore="家务")


@pytest.mark.parametrize("text, tools", [
    ("Write down: water the ferns before Sunday", [JOURNAL, CHORES]),
    ("写下来：周日之前给蕨类植物浇水", [JOURNAL_ZH, CHORES_ZH]),
])
def test_a_deadline_rules_out_a_tool_not_for_deadlines(text, tools):
    assert [f.tool.name for f in pick_tools(text, tools)] == ["chore_add"]


@pytest.mark.parametrize("text, tools", [
    ("Write in my diary: the ferns look happier", [JOURNAL, CHORES]),
    ("写下来：蕨类植物长得更好了", [JOURNAL_ZH, CHORES_ZH]),
])
def test_without_a_deadline_the_diary_is_fine(text, tools):
    assert pick_tools(text, tools)[0].tool.name == "journal_write"


VISA = tool("visa_rules", "Entry requirements of a country for a given passport.",
            country_code="ISO country code", passport="passport country")
FERRY = tool("ferry_times", "Departure times of ferries from a harbour.", harbour="harbour name")


@pytest.mark.parametrize("text", ["Do I need a visa for Portugal?", "去葡萄牙要签证吗？"])
def test_a_named_country_fits_a_tool_about_countries(text):
    assert pick_tools(text, [FERRY, VISA])[0].tool.name == "visa_rules"


AGENDA = tool("agenda_put", "Adds an appointment to the user's agenda and calendar.",
              what="what it is", when="ISO date and time")
WEATHER = tool("rain_chance", "Chance of rain for a town on a day.", town="town", day="day")


@pytest.mark.parametrize("text", ["Piano tuner next Tuesday at 4 pm", "下周二下午四点调钢琴"])
def test_a_day_and_a_time_hint_at_a_calendar(text):
    assert pick_tools(text, [WEATHER, AGENDA])[0].tool.name == "agenda_put"


@pytest.mark.parametrize("text", ["Will it rain in Leeds next Tuesday at 4 pm?",
                                  "下周二下午四点利兹会下雨吗？"])
def test_a_question_gives_no_hint(text):
    assert hinted_concepts(text) == frozenset()
    assert pick_tools(text, [WEATHER, AGENDA])[0].tool.name == "rain_chance"


def test_a_hint_is_weaker_than_words():
    # two of the hint's words fit the agenda, but the request's own words fit the reminder
    remind = tool("remind_me", "Reminds the user of something at a time.", text="what", at="when")
    ranked = rank_tools("Remind me next Tuesday at 4 pm to tune the piano", [AGENDA, remind])
    assert ranked[0].tool.name == "remind_me"


POCKET = tool("pocket_money", "Keeps the household budget: one expense at a time.",
              amount="how much", label="what for")


@pytest.mark.parametrize("text", ["Stamps 7 dollars, envelopes 3 dollars", "邮票7元，信封3元"])
def test_sums_of_money_hint_at_spending(text):
    fits = rank_tools(text, [FERRY, POCKET])
    assert fits[0].tool.name == "pocket_money" and fits[0].score >= THRESHOLD
