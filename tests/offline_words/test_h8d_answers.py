"""Round h8d: answers that count what is still to be had, errors that list the known values,
and results that aren't JSON. Tools and wording of this file's own (a kayak rental, a
study-room service, a board-game club)."""

from __future__ import annotations

from _chain_loop import answer

KAYAKS = {"day": "2027-06-12", "kayaks": [
    {"kayak": "Heron", "seats": 1, "available": False}, {"kayak": "Osprey", "seats": 2, "available": True},
    {"kayak": "Puffin", "seats": 1, "available": False}, {"kayak": "Tern", "seats": 2, "available": True},
    {"kayak": "Gannet", "seats": 1, "available": True}]}
WORKSHOPS = {"workshops": [
    {"workshop": "Miniature painting", "places_remaining": 0}, {"workshop": "Deck building", "places_remaining": 4},
    {"workshop": "Rules lawyering", "places_remaining": 0}]}


def test_how_many_are_left_counts_the_available_ones():
    said = answer("How many kayaks are left for Saturday?", "kayak_fleet", "The rental's kayaks on a day.", KAYAKS)
    assert "3" in said and "5" not in said and "Heron" not in said, said


def test_how_many_still_have_room_counts_those_with_places_remaining():
    said = answer("how many workshops still have room?", "club_workshops", "The board-game club's workshops.",
                  WORKSHOPS)
    assert "1" in said and "Deck building" in said and "Miniature" not in said, said


def test_a_chinese_count_of_what_remains_counts_the_free_ones():
    rooms = {"rooms": [{"name": "自习室A", "vacant": True}, {"name": "自习室B", "vacant": False},
                       {"name": "自习室C", "vacant": False}, {"name": "自习室D", "vacant": True}]}
    said = answer("图书馆还剩几间自习室？", "study_rooms", "图书馆的自习室。", rooms)
    assert "2 间" in said and "自习室B" not in said, said


def test_a_plain_count_still_counts_every_item():
    said = answer("How many kayaks does the rental have?", "kayak_fleet", "The rental's kayaks on a day.", KAYAKS)
    assert "5" in said, said


# ---------------------------------------------------------------- an error that lists what exists

def _retried_with(question, description, known_error, good, prop="section"):
    from _chain_loop import run, tool
    hours = tool("library_hours", description, {prop: {"type": "string"}}, [prop])

    def look_up(args):
        if args[prop] != good:
            return {"error": known_error.format(sent=args[prop])}
        return {prop: good, "opens": "09:00", "closes": "17:30"}
    return run([hours], [{"role": "user", "content": question}], {"library_hours": look_up})


def test_an_error_listing_the_known_values_is_retried_with_the_one_meant():
    calls, said = _retried_with("期刊阅览室几点关门？", "图书馆各区的开放时间。",
                                "unknown section '{sent}'; known: children, periodicals, archive", "periodicals")
    assert calls[-1] == ("library_hours", {"section": "periodicals"}) and "17:30" in said, (calls, said)


def test_an_error_listing_names_with_their_codes_is_retried_with_the_name():
    calls, said = _retried_with("What are the opening hours of the archive section?",
                                "Opening hours of a library section.",
                                "no section {sent!r}; sections: Children (S-1), Map Archive (S-2), Periodicals (S-3)",
                                "Map Archive")
    assert calls[-1] == ("library_hours", {"section": "Map Archive"}) and "09:00" in said, (calls, said)


# ---------------------------------------------------------------- results that aren't JSON

def _said_of_text(question, description, content):
    from course_lib.offline.model import OfflineModel
    from _chain_loop import tool
    messages = [{"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "t1", "type": "function",
                 "function": {"name": "games_shelf", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "t1", "content": content}]
    out = OfflineModel().handle({"model": "offline", "messages": messages,
                                 "tools": [tool("games_shelf", description, {}, [])]})
    return out.body["choices"][0]["message"]["content"]


SHELF = ("CAFE GAME SHELF\nGAME        GENRE     EUR/HOUR  STATE\nAzul        abstract  4         lent\n"
         "Catan       strategy  5         shelved\nCarcassonne strategy  3         lent\nHive        abstract  2         shelved\n")


def test_a_plain_text_table_is_read_as_rows_and_its_words_filter_them():
    said = _said_of_text("is there a shelved abstract game, and how much is it?",
                         "The café's board-game shelf (plain text).", SHELF)
    assert "Hive" in said and "2" in said and "Azul" not in said and "Catan" not in said, said


def test_python_tuples_are_read_with_the_field_names_the_description_gives():
    tuples = str([("Azul", "abstract", 4.0, False), ("Hive", "abstract", 2.0, True)])
    said = _said_of_text("有空闲的桌游吗？多少钱", "Games on the shelf as (game, genre, price_eur, available) tuples.",
                         tuples)
    assert "Hive" in said and "2" in said and "Azul" not in said and "(" not in said, said


# ---------------------------------------------------------------- a framework's output tool

def _final_output(question, looked_up, result, final_props):
    """The arguments of `final_result` once a look-up returned `result` (tool_choice=required)."""
    import json
    from course_lib.offline.model import OfflineModel
    from _chain_loop import tool
    tools = [tool(looked_up, "Kayak launches on a day, with whether paddling is permitted.",
                  {"day": {"type": "string", "format": "date"}}, ["day"]),
             tool("final_result", "The final response which ends this conversation", final_props,
                  list(final_props))]
    messages = [{"role": "system", "content": "Today is 2027-06-10."}, {"role": "user", "content": question},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "k1", "type": "function",
                 "function": {"name": looked_up, "arguments": json.dumps({"day": "2027-06-12"})}}]},
                {"role": "tool", "tool_call_id": "k1", "content": json.dumps(result)}]
    out = OfflineModel().handle({"model": "offline", "messages": messages, "tools": tools,
                                 "tool_choice": "required"})
    call = out.body["choices"][0]["message"]["tool_calls"][0]["function"]
    assert call["name"] == "final_result", call
    return json.loads(call["arguments"])


def test_a_yes_no_output_field_takes_the_yes_no_the_data_gives():
    result = {"day": "2027-06-12", "swell_m": 2.4, "paddling_permitted": False, "note": "small-craft warning"}
    out = _final_output("can we paddle on Saturday?", "launch_conditions", result,
                        {"paddle": {"type": "boolean"}, "swell_m": {"type": "number"}})
    assert out == {"paddle": False, "swell_m": 2.4}, out


def test_the_earliest_one_is_the_earliest_that_meets_the_condition():
    result = {"day": "2027-06-12", "launches": [{"launch": "L1", "time": "08:00", "free": False},
                                                {"launch": "L2", "time": "09:15", "free": True},
                                                {"launch": "L3", "time": "11:00", "free": True}]}
    out = _final_output("周六最早几点有空？", "launch_slots", result, {"launch_time": {"type": "string"}})
    assert out == {"launch_time": "09:15"}, out
    out = _final_output("what's the earliest free launch on Saturday?", "launch_slots", result,
                        {"launch_time": {"type": "string"}})
    assert out == {"launch_time": "09:15"}, out


# ---------------------------------------------------------------- a count of shares of one named item

def test_a_count_of_places_in_one_named_item_is_priced_by_that_item():
    tour = {"tour": "Sea caves", "tour_id": "KT-9", "day": "2027-06-12", "starts": "10:00",
            "boats": [{"boat": "single", "places_left": 3, "price_eur": 40.0},
                      {"boat": "tandem", "places_left": 4, "price_eur": 65.0}]}
    said = answer("how much for 4 places in the tandem, in total?", "sea_tour", "A kayak tour's boats and prices.",
                  tour)
    assert "260" in said, said


def test_a_document_in_english_is_quoted_inside_a_chinese_answer():
    text = "Club rules on 'setup': each player takes 5 tiles; the youngest player starts."
    said = answer("开局每人拿几张牌？", "club_rules", "桌游俱乐部规则：开局、计分等。返回规则原文。", text)
    assert "“" + text in said and said.startswith("查到"), said


def test_lowercase_month_and_weekday_abbreviations_are_dates():
    import datetime as dt
    from course_lib.offline.read.dates import find_dates
    today = dt.date(2027, 6, 1)
    assert [h.date for h in find_dates("kayak on jun 14 please", today)] == [dt.date(2027, 6, 14)]
    assert [h.date for h in find_dates("a tour on sat 5th", today)] == [dt.date(2027, 6, 5)]
    assert find_dates("I sat on the sun deck", today) == []
