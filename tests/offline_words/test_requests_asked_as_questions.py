"""Requests asked as questions, and look-ups a listing leads to:

* "Can I have a massage with Ilse on Friday at 3pm?" after the therapists were listed asks
  for a booking, not whether one is possible: the booking is made with the listed id;
* "What's going on with my kayak repair?" after a list of repair jobs reads the job the
  request names; so does a saddle fitting after a tool that says "List a rider's open
  saddle-fitting tickets" (no "returns" sentence says what it lists: its verb does).

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

import json

from course_lib.offline.model import OfflineModel


def tool(name: str, description: str, props: dict, required=None) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": props, "required": list(required if required is not None else props)}}}


def after(question: str, tools: list, name: str, args: dict, result) -> list:
    messages = [{"role": "system", "content": "Today is Monday 2027-02-01."}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": name, "arguments": json.dumps(args)}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps(result)}]
    message = OfflineModel().handle({"model": "offline", "tools": tools, "messages": messages}).body["choices"][0]["message"]
    return [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in message.get("tool_calls") or []]


SPA = [tool("list_therapists", "Therapists at the spa, with the treatments they give.", {}, []),
       tool("book_treatment", "Book a treatment with a therapist (by therapist_id, e.g. T-04).",
            {"therapist_id": {"type": "string", "pattern": "^T-\\d{2}$"},
             "treatment": {"type": "string", "enum": ["massage", "facial", "sauna"]},
             "date": {"type": "string", "format": "date"}, "time": {"type": "string", "pattern": "^\\d{2}:\\d{2}$"}})]
THERAPISTS = [{"therapist_id": "T-01", "name": "Ilse", "speciality": "deep tissue", "languages": ["en", "de"]},
              {"therapist_id": "T-04", "name": "Marco", "speciality": "sports", "languages": ["en", "it"]},
              {"therapist_id": "T-07", "name": "Aiko", "speciality": "shiatsu", "languages": ["en", "ja"]}]


def test_can_i_have_asks_for_the_booking():
    calls = after("Can I have a massage with Ilse on Friday at 3pm?", SPA, "list_therapists", {}, THERAPISTS)
    assert calls == [("book_treatment", {"therapist_id": "T-01", "treatment": "massage", "date": "2027-02-05", "time": "15:00"})]


def test_asking_whether_still_only_asks():
    calls = after("Does Ilse speak German?", SPA, "list_therapists", {}, THERAPISTS)
    assert calls == []


KAYAKS = [tool("my_jobs", "Lists a member's open repair jobs.",
               {"membership_no": {"type": "string", "description": "membership number"}}),
          tool("job_status", "Progress of one job (J-xxxx). For boats already booked in.", {"job": {"type": "string", "pattern": "^J-\\d{4}$"}})]


def test_a_listing_leads_to_reading_the_named_job():
    calls = after("What's going on with my kayak repair? My member number is 55120.", KAYAKS, "my_jobs", {"membership_no": "55120"},
                  [{"job": "J-2201", "boat": "Canoe (open, 16ft)", "work": "gel coat"},
                   {"job": "J-2207", "boat": "Kayak (sea, 5m)", "work": "skeg cable"}])
    assert calls == [("job_status", {"job": "J-2207"})]


SADDLES = [tool("my_fittings", "List a rider's open saddle-fitting tickets by phone number.", {"phone": {"type": "string"}}),
           tool("fitting_status", "Status of one fitting ticket (SF-xxxx). Use for existing fittings only.",
                {"ticket": {"type": "string", "pattern": "^SF-\\d{4}$"}})]


def test_a_list_tool_with_no_returns_sentence_still_leads_to_the_named_ticket():
    calls = after("What's happening with my dressage saddle fitting? My number's 07700 900111.", SADDLES,
                  "my_fittings", {"phone": "07700900111"},
                  [{"ticket": "SF-1402", "saddle": "Jump (17in)", "horse": "Rowan"},
                   {"ticket": "SF-1409", "saddle": "Dressage (17.5in)", "horse": "Pip"}])
    assert calls == [("fitting_status", {"ticket": "SF-1409"})]
