"""Does the offline model pick the right tool for everyday questions it was never tuned on?

Sixty questions (half in Chinese) against three toolsets that are NOT the course's shop:
a personal assistant (to-dos, calendar, notes, mail), travel (flights, converters, clocks)
and an office (files, contacts, expenses, library). Descriptions are written the way a
developer would write them, so a question often uses other words than its tool.

Run it as a script to see each miss:  python tests/offline_words/test_tool_choice_words.py
"""

from __future__ import annotations

from course_lib.offline.decide.relevance import THRESHOLD, rank_tools
from course_lib.offline.read.conversation import ToolSpec


def tool(tool_name: str, description: str, **params: str) -> ToolSpec:
    props = {k: {"type": "string", "description": v} for k, v in params.items()}
    return ToolSpec(tool_name, description, {"type": "object", "properties": props,
                                        "required": list(props)})


PERSONAL = [
    tool("add_task", "Add a new item to the user's to-do list, with an optional due date.",
         title="What needs doing", due_date="When it is due, YYYY-MM-DD"),
    tool("complete_task", "Mark a to-do item as done.", task_id="The item's id"),
    tool("list_tasks", "List the items on the to-do list, optionally only open or finished ones.",
         status="open, done or all"),
    tool("create_event", "Put a new appointment or meeting on the calendar.",
         title="Short title", start="Start time, ISO 8601", attendees="Email addresses to invite"),
    tool("list_events", "Show the calendar's appointments for a given day.", date="YYYY-MM-DD"),
    tool("cancel_event", "Remove an appointment from the calendar.", event_id="The event's id"),
    tool("write_note", "Save a short memo in the user's notebook.", text="The memo text"),
    tool("search_notes", "Find memos in the notebook that contain some words.",
         query="Words to look for"),
    tool("send_email", "Send an email message to a recipient.",
         to="Recipient address", subject="Subject line", body="Message text"),
    tool("search_mail", "Search the mailbox for received messages.", query="Words or a sender"),
]

TRAVEL = [
    tool("search_flights", "Find flights between two airports on a date, with prices.",
         origin="Departure city or airport code", destination="Arrival city or airport code",
         date="YYYY-MM-DD"),
    tool("flight_status", "Tell whether a flight is on time, delayed or cancelled, and its gate.",
         flight_number="Airline code and number, e.g. LH123"),
    tool("book_flight", "Reserve a seat on a chosen flight and pay for the ticket.",
         flight_id="The flight's id from search_flights", passenger="Passenger's full name"),
    tool("convert_units", "Convert a measurement between units of length, weight, volume or "
         "temperature (miles to kilometres, pounds to kilograms).",
         value="The number", from_unit="Unit to convert from", to_unit="Unit to convert to"),
    tool("convert_currency", "Convert an amount of money from one currency to another at "
         "today's exchange rate.", amount="How much", source="Currency code", target="Currency code"),
    tool("world_clock", "The current local time in a city or time zone.", city="City name"),
]

OFFICE = [
    tool("list_files", "List the documents in a folder of the user's drive.", folder="Folder path"),
    tool("delete_file", "Move a document to the trash. Not for emails or contacts.",
         path="The document's path"),
    tool("share_file", "Give another person access to a document.",
         path="The document's path", email="The person's email address"),
    tool("find_contact", "Look up a person's phone number and address in the address book.",
         name="The person's name"),
    tool("add_contact", "Save a new person to the address book.", name="Full name",
         phone="Phone number"),
    tool("log_expense", "Record money spent, with a category such as travel or meals.",
         amount="How much was spent", category="travel, meals, office or other", date="YYYY-MM-DD"),
    tool("expense_summary", "Total the recorded spending for a month, by category.",
         month="YYYY-MM"),
    tool("search_catalogue", "Search the library catalogue for books by title or author and see "
         "if a copy is on the shelf.", title="Book title", author="Author's name"),
    tool("renew_loan", "Extend the due date of a book the user has borrowed.", book_id="The loan's id"),
]

CASES = [  # (question, toolset, expected tool)
    # personal assistant, English
    ("Remind me to buy milk, put it on my todo list", PERSONAL, "add_task"),
    ("I've finished the dentist task, tick it off", PERSONAL, "complete_task"),
    ("What's still left on my to-do list?", PERSONAL, "list_tasks"),
    ("Schedule a meeting with Anna on Friday at 3pm", PERSONAL, "create_event"),
    ("What appointments do I have tomorrow?", PERSONAL, "list_events"),
    ("Call off my 2pm meeting", PERSONAL, "cancel_event"),
    ("Jot down a note: the wifi password is on the fridge", PERSONAL, "write_note"),
    ("Did I write anything down about the garage door code?", PERSONAL, "search_notes"),
    ("Email Bob that I'll be late", PERSONAL, "send_email"),
    ("Did I get a message from the bank last week?", PERSONAL, "search_mail"),
    # personal assistant, Chinese
    ("把看牙医那个任务标记为完成", PERSONAL, "complete_task"),
    ("帮我在待办清单里加一项：交电费", PERSONAL, "add_task"),
    ("我的待办事项还有哪些没做完？", PERSONAL, "list_tasks"),
    ("明天上午十点帮我安排一个会议", PERSONAL, "create_event"),
    ("我下周三有什么安排？", PERSONAL, "list_events"),
    ("取消周五的约会", PERSONAL, "cancel_event"),
    ("记一下：车停在B2层", PERSONAL, "write_note"),
    ("找一下我关于装修的笔记", PERSONAL, "search_notes"),
    ("给王经理发一封邮件，说我会迟到", PERSONAL, "send_email"),
    ("收件箱里有没有航空公司发来的邮件？", PERSONAL, "search_mail"),
    # travel, English
    ("Are there any flights from Berlin to Rome next Monday?", TRAVEL, "search_flights"),
    ("Is LH123 running late?", TRAVEL, "flight_status"),
    ("Book me a seat on the 9am flight", TRAVEL, "book_flight"),
    ("How many kilometres is 26 miles?", TRAVEL, "convert_units"),
    ("What's 50 euros in dollars?", TRAVEL, "convert_currency"),
    ("What time is it in Tokyo right now?", TRAVEL, "world_clock"),
    ("How heavy is 10 pounds in kilos?", TRAVEL, "convert_units"),
    ("Has my flight to Paris been cancelled?", TRAVEL, "flight_status"),
    ("Convert 70 degrees Fahrenheit to Celsius", TRAVEL, "convert_units"),
    ("What's the exchange rate from yen to pounds?", TRAVEL, "convert_currency"),
    # travel, Chinese
    ("下周一从上海到成都的航班有哪些？", TRAVEL, "search_flights"),
    ("CA981航班延误了吗？", TRAVEL, "flight_status"),
    ("帮我订那班早上九点的机票", TRAVEL, "book_flight"),
    ("5英里是多少公里？", TRAVEL, "convert_units"),
    ("100美元能换多少人民币？", TRAVEL, "convert_currency"),
    ("伦敦现在几点？", TRAVEL, "world_clock"),
    ("我的航班登机口在哪里？", TRAVEL, "flight_status"),
    ("20公斤等于多少磅？", TRAVEL, "convert_units"),
    ("纽约现在是几点钟", TRAVEL, "world_clock"),
    ("帮我预订一个去东京的航班座位", TRAVEL, "book_flight"),
    # office, English
    ("What documents are in my Reports folder?", OFFICE, "list_files"),
    ("Get rid of the old draft.docx", OFFICE, "delete_file"),
    ("Let Maria see the budget spreadsheet", OFFICE, "share_file"),
    ("What's John's phone number?", OFFICE, "find_contact"),
    ("Add Dr. Lee to my contacts, her number is 555-0102", OFFICE, "add_contact"),
    ("I spent $40 on lunch with a client today", OFFICE, "log_expense"),
    ("How much did I spend on travel in March?", OFFICE, "expense_summary"),
    ("Does the library have 'The Hobbit'?", OFFICE, "search_catalogue"),
    ("Can I keep my borrowed book for another two weeks?", OFFICE, "renew_loan"),
    ("Erase the file called old_budget.xlsx", OFFICE, "delete_file"),
    # office, Chinese
    ("我的云盘文件夹里有哪些文件？", OFFICE, "list_files"),
    ("把这个旧文档删了", OFFICE, "delete_file"),
    ("把预算表共享给李娜", OFFICE, "share_file"),
    ("张伟的电话号码是多少？", OFFICE, "find_contact"),
    ("把新同事刘洋加到通讯录，电话13800138000", OFFICE, "add_contact"),
    ("记一笔开销：打车花了35元", OFFICE, "log_expense"),
    ("我这个月在餐饮上一共花了多少钱？", OFFICE, "expense_summary"),
    ("图书馆有没有《三体》这本书？", OFFICE, "search_catalogue"),
    ("我借的书能续借吗？", OFFICE, "renew_loan"),
    ("帮我查查图书馆里有没有鲁迅的书", OFFICE, "search_catalogue"),
]


def outcome(question: str, tools: list[ToolSpec], expected: str) -> tuple[bool, str]:
    """Right when the expected tool ranks first, alone, and clears the model's threshold."""
    fits = rank_tools(question, tools)
    best, runner_up = fits[0], fits[1]
    right = best.tool.name == expected and best.score >= THRESHOLD and best.score > runner_up.score
    return right, f"{best.tool.name} {best.score} (next {runner_up.tool.name} {runner_up.score})"


def accuracy(cases=CASES) -> float:
    return sum(outcome(*case)[0] for case in cases) / len(cases)


def test_cases_are_balanced():
    chinese = [q for q, _, _ in CASES if any("\u4e00" <= ch <= "\u9fff" for ch in q)]
    assert len(CASES) == 60 and len(chinese) == 30


# Floors, not goals: measured with jieba + CC-CEDICT glosses + simplemma (English 43%,
# Chinese 63%); with the old hand lexicon Chinese scored 10%. Raise them as the model improves.
def test_english_questions_pick_their_tool():
    english = [c for c in CASES if not any("\u4e00" <= ch <= "\u9fff" for ch in c[0])]
    assert accuracy(english) >= 0.40


def test_chinese_questions_pick_their_tool():
    chinese = [c for c in CASES if any("\u4e00" <= ch <= "\u9fff" for ch in c[0])]
    assert accuracy(chinese) >= 0.55


if __name__ == "__main__":
    for question, tools, expected in CASES:
        right, detail = outcome(question, tools, expected)
        print("ok  " if right else "MISS", f"{question!r:60} want {expected:17} got {detail}")
    print(f"accuracy {accuracy():.0%}")
