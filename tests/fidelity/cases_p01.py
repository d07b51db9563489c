"""Point 1: tool choice by description, not by name."""

from .common import CANNOT_ANY, clock, PLAIN_EN, PLAIN_ZH, TEN, TODAY_EN, TODAY_ZH, TWELVE, custom, echo
from .judge import C, Case, contains, optional, phrase, place, user
from .tools import variant

RECIPES_ONLY = variant("search_recipes", new_name="search", description=(
    "Searches the user's recipe collection only (dishes, ingredients, cooking times). "
    "Not for travel, flights, hotels or anything else."))
FLIGHTS_AS_LOOKUP = variant("search_flights", new_name="lookup",
                            description="Find flights between two cities on a date.")
SEND_IS_SMS = variant("send_message", new_name="send", description="Send a text message to a contact by contact id.")
PAY_IS_MONEY = variant("transfer_money", new_name="pay", description=(
    "Transfer money from the user's checking account to a person. Use for any payment or money transfer."))
BOOKS_ONLY_ZH = variant("search_books", new_name="query", description="只查询图书馆的书目。不用于航班、酒店等其他查询。")

NOTE_ADD_ZH = custom("note_add", "记录一条个人笔记（想法、摘抄）。不用于待办事项或有截止日期的任务。",
                     {"text": {"type": "string"}}, ["text"], echo("saved", id="NT-7"))
TODO_ADD_ZH = custom("todo_add", "添加一条待办事项，可带截止日期。",
                     {"title": {"type": "string"}, "due_date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}},
                     ["title"], echo("added", id="TD-9"))
RECORD = custom("record", "Use for any money the user spent: records an expense in their budget.",
                {"amount": {"type": "number"}, "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                 "what": {"type": "string", "description": "what the money was spent on"}},
                ["amount", "currency"], echo("recorded", id="RC-3"))
NOTE = custom("note", "Saves a piece of free text to the user's scratchpad.",
              {"text": {"type": "string"}}, ["text"], echo("saved", id="SP-1"))
RECORD_ZH = custom("record", "用于记录用户花掉的钱（支出记账）。",
                   {"amount": {"type": "number"}, "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                    "what": {"type": "string", "description": "花在什么上"}},
                   ["amount", "currency"], echo("recorded", id="RC-4"))
MEMO_ZH = custom("memo", "保存一段文字备忘。", {"text": {"type": "string"}}, ["text"], echo("saved", id="MM-2"))

CASES = [
    Case("p01-en-search-named-recipes-asked-flights", 1, "en",
         [user("Find me flights from Oslo to Rome on 2026-12-10.")],
         tools=[RECIPES_ONLY, FLIGHTS_AS_LOOKUP], system=TODAY_EN,
         first=[C("lookup", origin=place("Oslo"), destination=place("Rome"), date="2026-12-10")],
         never=["search"], says=[[142, 189, 236], clock("07:10") + clock("12:40") + clock("18:05")]),
    Case("p01-zh-search-named-recipes-asked-flights", 1, "zh",
         [user("帮我查一下12月10日从上海飞成都的航班")],
         tools=[RECIPES_ONLY, FLIGHTS_AS_LOOKUP], system=TODAY_ZH,
         first=[C("lookup", origin=place("上海", "Shanghai"), destination=place("成都", "Chengdu"), date="2026-12-10")],
         never=["search"]),
    Case("p01-en-only-misnamed-search-no-call", 1, "en",
         [user("Find flights from Lagos to Nairobi on 2026-12-12, please.")],
         tools=[RECIPES_ONLY, "calculate"], system=TODAY_EN,
         no_call=True, says=[CANNOT_ANY], not_says=["re:\\b\\d{2}:\\d{2}\\b", "EUR"]),
    Case("p01-zh-only-misnamed-search-no-call", 1, "zh",
         [user("帮我订一张下周去札幌的机票")],
         tools=[RECIPES_ONLY, "calculate"], system=TODAY_ZH,
         no_call=True, says=[CANNOT_ANY]),
    Case("p01-en-not-for-currency", 1, "en",
         [user("What is 250 euros in Swiss francs?")],
         tools=["calculate", "convert_currency"], system=PLAIN_EN,
         first=[C("convert_currency", amount=250, from_currency="EUR", to_currency="CHF")],
         never=["calculate"], says=[239.13]),
    Case("p01-zh-bu-yong-yu-todo-not-note", 1, "zh",
         [user("记一下：周五之前要把季度报告交给老板")],
         tools=[NOTE_ADD_ZH, TODO_ADD_ZH], system=TODAY_ZH,
         first=[C("todo_add", title=phrase("报告", max_len=30), due_date=optional("2026-12-04"))],
         never=["note_add"]),
    Case("p01-en-use-for-raises-record", 1, "en",
         [user("I spent 12 euros on a taxi this morning.")],
         tools=[NOTE, RECORD], system=PLAIN_EN,
         first=[C("record", amount=12, currency="EUR", what=phrase("taxi", max_len=20, forbid=("spent", "morning")))], never=["note"]),
    Case("p01-zh-use-for-raises-record", 1, "zh",
         [user("今天打车花了35块")],
         tools=[MEMO_ZH, RECORD_ZH], system=PLAIN_ZH,
         first=[C("record", amount=35, currency="CNY", what=phrase("打车", "出租", "taxi", max_len=8, forbid=("今天", "花")))], never=["memo"]),
    Case("p01-en-twelve-tools-units", 1, "en",
         [user("How many kilograms is 150 pounds?")],
         tools=TWELVE, system=PLAIN_EN,
         first=[C("convert_units", value=150, from_unit="pound", to_unit="kilogram")], says=[68.04]),
    Case("p01-zh-twelve-tools-book", 1, "zh",
         [user("图书馆有没有余华的《活着》？")],
         tools=TWELVE, system=PLAIN_ZH,
         first=[C("search_books", query=contains("活着"))], says=[["有", "可以借", "可借", "在馆"]]),
    Case("p01-en-ten-tools-time", 1, "en",
         [user("What time is it in Kathmandu right now?")],
         tools=TEN, system=PLAIN_EN,
         first=[C("get_local_time", city=place("Kathmandu"))], says=[["14:45", "2:45"]]),
    Case("p01-zh-ten-tools-todo", 1, "zh",
         [user("把“交水电费”加到我的待办清单里")],
         tools=TEN, system=PLAIN_ZH,
         first=[C("add_task", title=phrase("水电费", max_len=20))], never=["create_event", "add_expense"]),
    Case("p01-en-no-tool-fits-restaurant", 1, "en",
         [user("Can you book a table for two at an Italian restaurant tonight at 8?")],
         tools=["add_task", "calculate", "get_local_time"], system=PLAIN_EN,
         no_call=True, says=[CANNOT_ANY], not_says=["re:\\b(I've|I have|has been|is) (booked|reserved|confirmed)\\b"]),
    Case("p01-zh-no-tool-fits-taxi", 1, "zh",
         [user("帮我叫一辆出租车去机场")],
         tools=["convert_units", "search_books", "list_tasks"], system=PLAIN_ZH,
         no_call=True, says=[CANNOT_ANY], not_says=["已叫", "司机"]),
    Case("p01-en-misleading-name-send-vs-pay", 1, "en",
         [user("Send 40 euros to Tom Okafor for the concert tickets.")],
         tools=[SEND_IS_SMS, PAY_IS_MONEY], system=PLAIN_EN,
         first=[C("pay", amount=40, recipient=contains("Tom"), currency=optional("EUR"),
                  note=phrase("concert", max_len=30, forbid=("Send", "40")))], never=["send"]),
    Case("p01-zh-bu-yong-yu-query-not-flights", 1, "zh",
         [user("CA1831 航班现在准点吗？")],
         tools=[BOOKS_ONLY_ZH, "get_flight_status"], system=PLAIN_ZH,
         first=[C("get_flight_status", flight_number=contains("1831"))], never=["query"],
         says=[["准点", "正点", "按时"]]),
]

CALENDAR_ADD = custom("calendar_add", "Use for appointments and events that have a date and a start time. "
                      "Not for to-dos or shopping items without a time.",
                      {"title": {"type": "string"}, "date": {"type": "string"}, "time": {"type": "string"}},
                      ["title", "date", "time"], echo("booked", id="CAL-4"))
LIST_ADD = custom("list_add", "Add an item to the user's to-do list.",
                  {"item": {"type": "string"}}, ["item"], echo("added", id="L-12"))
CAL_ZH = custom("calendar_add", "用于有具体日期和时间的日程安排。不用于没有时间的购物或待办事项。",
                {"title": {"type": "string"}, "date": {"type": "string"}, "time": {"type": "string"}},
                ["title", "date", "time"], echo("booked", id="CAL-5"))
LIST_ZH = custom("list_add", "往用户的待办清单里加一项。", {"item": {"type": "string"}}, ["item"], echo("added", id="L-13"))
RATES_ZH = custom("fx", "查询两种货币之间今天的汇率（每1单位 base 能换多少 quote）。",
                  {"base": {"type": "string", "pattern": "^[A-Z]{3}$"}, "quote": {"type": "string", "pattern": "^[A-Z]{3}$"}},
                  ["base", "quote"], lambda a: {"base": a["base"], "quote": a["quote"], "rate": {
                      ("EUR", "CNY"): 7.83, ("CNY", "EUR"): 0.128}.get((a["base"], a["quote"]), 1.0)})
STOCKS_ZH = custom("lookup", "查询股票的实时股价。不用于汇率或外币兑换。",
                   {"symbol": {"type": "string"}}, ["symbol"], lambda a: {"symbol": a["symbol"], "price": 12.3})

CASES += [
    Case("p01-en-not-for-todos-without-time", 1, "en",
         [user("Add 'buy stamps' to my list.")],
         tools=[CALENDAR_ADD, LIST_ADD], system=TODAY_EN,
         first=[C("list_add", item=phrase("stamps", max_len=20))], never=["calendar_add"]),
    Case("p01-zh-bu-yong-yu-shopping", 1, "zh",
         [user("把“买酱油”加到清单里")],
         tools=[CAL_ZH, LIST_ZH], system=TODAY_ZH,
         first=[C("list_add", item=phrase("酱油", max_len=10))], never=["calendar_add"]),
    Case("p01-zh-description-decides-over-name", 1, "zh",
         [user("今天欧元兑人民币的汇率是多少？")],
         tools=[STOCKS_ZH, RATES_ZH], system=TODAY_ZH,
         first=[C("fx", base="EUR", quote="CNY")], never=["lookup"], says=[7.83]),
]
