"""Examples a tool's description gives for a named field, and yes/no answers from the data:

* "Bolts in stock for a thread. thread like M8x1.25" lends its example to `thread`, a field
  with no description of its own, so "M10x1.5" (and "M6x1", its fraction left out) is read
  as one value; "rope like 9.8/60" makes "10.2/70" one value too;
* a yes/no question over a plain-text document ("Is the Blue Fen trail buggy friendly?")
  is answered by the sentence about what is asked ("buggies"), not by the heading that
  only names the trail, and a negated sentence ("No buggies") is a no;
* an empty list with a closed flag and a note ("不能，…备注…") leads with the question's
  own verb, and the note is said as a sentence in English ("the note says: …");
* an empty search that says nothing of itself is said of what was asked ("no kilns for
  size large"), so two empty searches side by side don't read the same.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict, required=None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(required if required is not None else props)}}}


def reply(messages, tools) -> dict:
    return OfflineModel().handle({"model": "offline", "tools": tools, "messages": messages}).body["choices"][0]["message"]


def after(question: str, t: dict, args: dict, result) -> str:
    messages = [{"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": t["function"]["name"], "arguments": json.dumps(args, ensure_ascii=False)}}]},
                {"role": "tool", "tool_call_id": "c1",
                 "content": result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)}]
    return reply(messages, [t])["content"]


BOLTS = tool("bolt_stock", "Bolts in stock for a thread. thread like M8x1.25 (metric, pitch after x).",
             {"thread": {"type": "string"}, "finish": {"type": "string", "enum": ["zinc", "stainless"]}},
             ["thread"])
ROPES = tool("rope_stock", "Ropes. rope like 9.8/60 (diameter mm / length m).", {"rope": {"type": "string"}})


def call_of(message: dict) -> dict:
    [call] = message["tool_calls"]
    return json.loads(call["function"]["arguments"])


def test_a_tool_description_lends_its_example_to_the_field_it_names():
    message = reply([{"role": "user", "content": "Do you have stainless bolts in M10x1.5?"}], [BOLTS])
    assert call_of(message) == {"thread": "M10x1.5", "finish": "stainless"}


def test_the_example_is_read_in_a_chinese_request_and_its_fraction_may_be_left_out():
    message = reply([{"role": "user", "content": "M6x1的不锈钢螺栓有货吗？"}], [BOLTS])
    assert call_of(message) == {"thread": "M6x1", "finish": "stainless"}


def test_an_example_of_decimals_and_a_slash_is_a_shape():
    message = reply([{"role": "user", "content": "Any 10.2/70 ropes left?"}], [ROPES])
    assert call_of(message) == {"rope": "10.2/70"}


TRAILS = tool("trail_notes", "Notes on one nature trail.", {"trail": {"type": "string"}})
NOTES = ("Blue Fen Trail — ranger notes (updated 2027-03-02)\n"
         "Surface: boardwalk, slippery when wet.\nNo buggies or bikes past the second gate.\n"
         "Dogs on short leads only.")


def test_a_yes_no_over_a_document_reads_the_sentence_about_what_is_asked():
    answer = after("Is the Blue Fen Trail buggy friendly? We have a toddler.", TRAILS,
                   {"trail": "Blue Fen Trail"}, NOTES)
    assert answer.startswith("No")
    assert "second gate" in answer


def test_a_sentence_that_allows_it_is_a_yes():
    answer = after("Can I bring my dog on the Blue Fen Trail?", TRAILS, {"trail": "Blue Fen Trail"}, NOTES)
    assert answer.startswith("Yes")


SLOTS = tool("clinic_slots", "某天某个诊所的疫苗接种预约时段", {"date": {"type": "string"}, "clinic": {"type": "string"}})


def test_an_empty_list_with_a_closed_note_says_no_with_the_questions_verb():
    answer = after("周四去南湖站可以打疫苗吗？", SLOTS, {"date": "2027-03-11", "clinic": "南湖站"},
                   {"clinic": "南湖站", "open": False, "note": "冷柜检修，3月15日恢复", "slots": []})
    assert answer.startswith("不可以")
    assert "检修" in answer and "3月15日" in answer


def test_a_note_is_said_as_a_sentence():
    answer = after("Can I get my flu jab at Lakeside on Thursday?", SLOTS, {"date": "2027-03-11", "clinic": "Lakeside"},
                   {"clinic": "Lakeside", "open": False, "note": "fridge under repair until 15 March", "slots": []})
    assert answer.startswith("No")
    assert "the note says: fridge under repair until 15 March" in answer


KILNS = tool("find_kilns", "Kilns free to rent.", {"size": {"type": "string"}})


def test_an_empty_search_is_said_of_what_was_asked():
    answer = after("Any large kilns free?", KILNS, {"size": "large"}, {"kilns": []})
    assert "large" in answer
