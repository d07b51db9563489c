"""Point 5: conversations: later turns resolve against earlier turns, tool results and answers."""

from .common import PLAIN_EN, PLAIN_ZH, TODAY_EN, TODAY_ZH, clock
from .judge import C, Case, assistant, contains, did, phrase, place, pred, run_of, user

T = "get_local_time"


def t(city):
    return (T, {"city": city}, run_of(T, {"city": city}))


def conv(amount, src, dst):
    args = {"amount": amount, "from_currency": src, "to_currency": dst}
    return ("convert_currency", args, run_of("convert_currency", args))


INBOX = ("list_emails", {"unread_only": True}, run_of("list_emails", {"unread_only": True}))
ALL_MAIL = ("list_emails", {}, run_of("list_emails", {}))
LH = ("get_flight_status", {"flight_number": "LH 2203"}, run_of("get_flight_status", {"flight_number": "LH 2203"}))
CA = ("get_flight_status", {"flight_number": "CA1831"}, run_of("get_flight_status", {"flight_number": "CA1831"}))

CASES = [
    Case("p05-en-and-in-sapporo", 5, "en",
         [user("What time is it in Tokyo?"), *did(t("Tokyo")), assistant("It's 18:00 in Tokyo right now."),
          user("And in Sapporo?")],
         tools=[T, "search_hotels"], system=PLAIN_EN,
         first=[C(T, city=place("Sapporo"))], says=[clock("18:00")]),
    Case("p05-zh-and-in-reykjavik", 5, "zh",
         [user("伦敦现在几点？"), *did(t("London")), assistant("伦敦现在是上午9点。"), user("那雷克雅未克呢？")],
         tools=[T, "search_hotels"], system=PLAIN_ZH,
         first=[C(T, city=place("雷克雅未克", "Reykjav"))], says=[clock("09:00")]),
    Case("p05-en-and-in-yen", 5, "en",
         [user("How much is 200 dollars in euros?"), *did(conv(200, "USD", "EUR")),
          assistant("200 US dollars is 184.00 euros at today's rate."), user("And in yen?")],
         tools=["convert_currency", "get_exchange_rate"], system=PLAIN_EN,
         first=[C("convert_currency", amount=200, from_currency="USD", to_currency="JPY")], says=[30000]),
    Case("p05-zh-and-in-pounds", 5, "zh",
         [user("300欧元是多少人民币？"), *did(conv(300, "EUR", "CNY")), assistant("300欧元约合2347.83元人民币。"),
          user("那换成英镑呢？")],
         tools=["convert_currency"], system=PLAIN_ZH,
         first=[C("convert_currency", amount=300, from_currency="EUR", to_currency="GBP")], says=[257.61]),
    Case("p05-en-read-the-first-one", 5, "en",
         [user("Any unread emails?"), *did(INBOX),
          assistant("You have 2 unread emails: 'Dinner on Friday?' from Anna Berg and 'Your November electricity "
                    "bill' from PowerCo."), user("Read the first one.")],
         tools=["list_emails", "read_email", "delete_email"], system=TODAY_EN,
         first=[C("read_email", email_id="E-301")], never=["delete_email"],
         says=[["Luigi"], clock("19:30")]),
    Case("p05-zh-read-the-third-one", 5, "zh",
         [user("我有哪些邮件？"), *did(ALL_MAIL),
          assistant("你有3封邮件：1. Anna Berg 的《Dinner on Friday?》；2. PowerCo 的电费账单；3. 张伟的《周五的讲座》。"),
          user("读一下第三封")],
         tools=["list_emails", "read_email"], system=TODAY_ZH,
         first=[C("read_email", email_id="E-303")], says=[["二楼", "报告厅"]]),
    Case("p05-en-when-will-it-arrive", 5, "en",
         [user("What's the status of flight LH 2203?"), *did(LH),
          assistant("LH 2203 is delayed by 50 minutes."), user("When will it arrive?")],
         tools=["get_flight_status", "search_flights"], system=TODAY_EN,
         never=["search_flights", C("get_flight_status", flight_number=pred(lambda v: "2203" not in v, "another flight"))],
         says=[clock("18:45")]),
    Case("p05-zh-when-will-it-arrive", 5, "zh",
         [user("CA1831现在什么情况？"), *did(CA), assistant("CA1831 目前准点。"), user("几点到？")],
         tools=["get_flight_status", "search_flights"], system=TODAY_ZH,
         never=["search_flights"], says=[clock("20:10")]),
    Case("p05-en-thanks-needs-no-tool", 5, "en",
         [user("What time is it in Lagos?"), *did(t("Lagos")), assistant("It's 10:00 in Lagos."), user("Thanks!")],
         tools=[T, "add_task"], system=PLAIN_EN, no_call=True, max_len=200),
    Case("p05-zh-thanks-needs-no-tool", 5, "zh",
         [user("100美元是多少人民币？"), *did(conv(100, "USD", "CNY")), assistant("100美元约合720元人民币。"),
          user("谢谢！")],
         tools=["convert_currency"], system=PLAIN_ZH, no_call=True, max_len=80),
    Case("p05-en-borrow-it", 5, "en",
         [user("Is Dune in the library?"),
          *did(("search_books", {"query": "Dune"}, run_of("search_books", {"query": "Dune"}))),
          assistant("Yes: Dune by Frank Herbert (1965) is available, and so is Dune Messiah."),
          user("Great, borrow it for me.")],
         tools=["search_books", "borrow_book"], system=TODAY_EN,
         calls=[C("borrow_book", book_id="B-2001")], never=[C("borrow_book", book_id="B-2006")]),
    Case("p05-zh-when-back", 5, "zh",
         [user("帮我查一下《三体》"),
          *did(("search_books", {"query": "三体"}, run_of("search_books", {"query": "三体"}))),
          assistant("《三体》（刘慈欣，2008）目前已被借出。"), user("什么时候能还回来？")],
         tools=["search_books", "get_book_availability", "borrow_book"], system=TODAY_ZH,
         calls=[C("get_book_availability", book_id="B-2004")], never=["borrow_book"],
         says=[["12月15", "2026-12-15"]]),
    Case("p05-en-and-the-day-after", 5, "en",
         [user("What's on my calendar on 2026-12-02?"),
          *did(("list_events", {"date": "2026-12-02"}, run_of("list_events", {"date": "2026-12-02"}))),
          assistant("On 2 December you have the team stand-up at 09:30, lunch with Dr. Chen at 12:30 and the "
                    "quarterly budget review at 15:00."), user("And the day after?")],
         tools=["list_events", "create_event"], system=TODAY_EN,
         first=[C("list_events", date="2026-12-03")], never=["create_event"], says=[clock("10:00"), clock("14:00")]),
    Case("p05-en-what-about-500", 5, "en",
         [user("Convert 120 GBP to USD."), *did(conv(120, "GBP", "USD")),
          assistant("120 British pounds is 151.90 US dollars."), user("What about 500?")],
         tools=["convert_currency"], system=PLAIN_EN,
         first=[C("convert_currency", amount=500, from_currency="GBP", to_currency="USD")], says=[632.91]),
    Case("p05-zh-change-the-time", 5, "zh",
         [user("明天上午九点提醒我给妈妈打电话"),
          *did(("set_reminder", {"text": "给妈妈打电话", "time": "09:00", "date": "2026-12-02"},
                run_of("set_reminder", {"text": "给妈妈打电话", "time": "09:00", "date": "2026-12-02"}))),
          assistant("好的，已设置明天（12月2日）上午9点提醒你给妈妈打电话。"), user("改成晚上八点吧")],
         tools=["set_reminder"], system=TODAY_ZH,
         first=[C("set_reminder", time="20:00", date="2026-12-02", text=phrase("妈妈", max_len=15))]),
    Case("p05-en-the-cheaper-one", 5, "en",
         [user("Find flights from Lagos to Nairobi on 2026-12-12."),
          *did(("search_flights", {"origin": "Lagos", "destination": "Nairobi", "date": "2026-12-12"},
                run_of("search_flights", {"origin": "Lagos", "destination": "Nairobi", "date": "2026-12-12"}))),
          assistant("I found three: SK 4411 at 07:10 (189 EUR), LH 2203 at 12:40 with one stop (142 EUR) and "
                    "AZ 0610 at 18:05 (236 EUR)."),
          user("Book the cheapest one for Tom Okafor.")],
         tools=["search_flights", "book_flight"], system=TODAY_EN,
         calls=[C("book_flight", flight_id="F-LAGNAI-2", passenger_name=contains("Tom Okafor"))],
         never=[C("book_flight", flight_id=pred(lambda v: v != "F-LAGNAI-2", "another flight"))], says=["QX7P2M"]),
]
