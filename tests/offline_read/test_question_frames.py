"""A field that names one thing takes the thing a question asks about, not the question:
"Do you have gouda in stock?" fills `cheese` with "gouda" (read/phrases.thing_phrase), over
the real client, with a tool from no lesson."""

import json

import httpx2
import openai
import pytest

from course_lib.offline import OfflineTransport
from course_lib.offline.read import text as T
from course_lib.offline.read.phrases import thing_phrase

INTENT = T.concepts("cheese_counter Check whether the cheese counter has a cheese and its price per kilo.")


@pytest.mark.parametrize("question, thing", [
    ("Do you have gouda in stock?", "gouda"),
    ("is the brie available?", "brie"),
    ("Have you got any stilton left?", "stilton"),
    ("What's the price of manchego?", "manchego"),
    ("how much is a kilo of comté", "comté"),
    ("How many wheels of cheddar are there and what do they cost?", "wheels of cheddar"),
    ("feta: how much per kilo?", "feta"),
])
def test_a_questions_frame_is_no_part_of_the_thing(question, thing):
    assert thing_phrase(question, [], INTENT) == thing


def test_a_request_that_asks_nothing_keeps_its_phrase():
    text = "Reserve the halloumi for Friday"
    friday = (text.index("Friday"), len(text))
    assert thing_phrase(text, [friday], INTENT) == "Reserve the halloumi"


CHEESE = {"type": "function", "function": {
    "name": "cheese_counter", "description": "Check whether the cheese counter has a cheese and its price per kilo.",
    "parameters": {"type": "object", "properties": {"cheese": {"type": "string"}}, "required": ["cheese"]}}}


@pytest.mark.parametrize("question", ["Do you have gouda in stock?", "how much is a kilo of gouda?",
                                      "Have you got any gouda left?"])
def test_the_tool_is_called_with_the_thing(question):
    client = openai.OpenAI(base_url="http://offline/v1", api_key="x",
                           http_client=httpx2.Client(transport=OfflineTransport()))
    reply = client.chat.completions.create(model="offline", tools=[CHEESE], messages=[
        {"role": "user", "content": question}]).choices[0].message
    assert [json.loads(c.function.arguments) for c in reply.tool_calls] == [{"cheese": "gouda"}]


@pytest.mark.parametrize("question, thing", [
    ("How many wheels of gouda can you sell me?", "wheels of gouda"),
    ("any brie left to take home?", "brie"),
])
def test_an_inverted_verb_or_a_purpose_after_the_thing_is_no_part_of_it(question, thing):
    assert thing_phrase(question, [], INTENT) == thing


def test_a_place_after_to_stays():
    assert thing_phrase("Do you have tickets to the cheese fair?", [], INTENT) == "tickets to the cheese fair"
