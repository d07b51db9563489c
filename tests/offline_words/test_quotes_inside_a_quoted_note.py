"""A note quoted whole, with the words to write quoted inside it:

* "I'd" holds an apostrophe, no quote: "Hi, I" is never read as a quoted name;
* in "Order this from my note: "… Please pipe 'Well done, Tom!' on top. Cheers, Ana"" the
  inner quote is the message to write, in a tool call and in a structured reply, and no
  other field reads a name in it;
* the sign-off ("Cheers, Ana") names who wrote the note, not whom the order is for;
* "for Tom. Please …": a capitalised word and a full stop are no title (only Dr., Mrs. …).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel

NOTE = ("Order this from my note: \"Hi, I'd like a lemon cake for Tom. Please pipe 'Well done, Tom!' "
        "on top. Cheers, Ana\"")
CAKE = {"type": "function", "function": {"name": "order_cake", "description": "Order a cake", "parameters": {
    "type": "object", "properties": {"flavour": {"type": "string", "enum": ["lemon", "chocolate"]},
                                     "recipient": {"type": "string"}, "icing_message": {"type": "string"}},
    "required": ["flavour", "icing_message"]}}}


def test_the_inner_quote_is_the_message_and_the_sign_off_is_no_recipient():
    out = OfflineModel().handle({"model": "offline", "tools": [CAKE], "messages": [{"role": "user", "content": NOTE}]})
    [call] = out.body["choices"][0]["message"]["tool_calls"]
    assert json.loads(call["function"]["arguments"]) == {"flavour": "lemon", "recipient": "Tom",
                                                        "icing_message": "Well done, Tom!"}


def test_a_structured_reply_reads_the_same_note():
    schema = {"type": "object", "additionalProperties": False, "required": ["recipient_name", "icing_message"],
              "properties": {"recipient_name": {"type": "string"}, "icing_message": {"type": "string"}}}
    out = OfflineModel().handle({"model": "offline", "messages": [{"role": "user", "content": NOTE}],
                                 "response_format": {"type": "json_schema",
                                                     "json_schema": {"name": "cake", "strict": True, "schema": schema}}})
    reply = json.loads(out.body["choices"][0]["message"]["content"])
    assert reply == {"recipient_name": "Tom", "icing_message": "Well done, Tom!"}


def test_a_name_before_a_full_stop_is_no_title():
    # "for Tom. Please …": Tom is the name; only Dr., Mrs., Prof. and the like are titles
    from course_lib.offline.read.extract import find
    assert [f.value for f in find("guest", {"type": "string"}, "Save a seat for Tom. Please make it near the front.")] == ["Tom"]
    assert [f.value for f in find("patient", {"type": "string"}, "Book it with Dr. Okafor")] == ["Okafor"]
