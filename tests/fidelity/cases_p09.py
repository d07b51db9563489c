"""Point 9: structured output: json_schema / json_object filled by extracting from the text;
with tools and a response format, the tools come first, then the answer in the format."""

from .common import PLAIN_EN, PLAIN_ZH, TODAY_EN, TODAY_ZH, digits
from .judge import C, Case, Matcher, contains, match, num, phrase, place, time_, user


def schema(name: str, properties: dict, required: list[str]) -> dict:
    return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": {
        "type": "object", "properties": properties, "required": required, "additionalProperties": False}}}


S, N_, I_ = {"type": "string"}, {"type": "number"}, {"type": "integer"}
CONTACT = schema("contact", {"name": S, "email": S, "phone": S}, ["name", "email", "phone"])
CONTACT_CITY = schema("contact", {"name": S, "email": S, "phone": S, "city": S}, ["name", "email", "phone", "city"])
PERSON = {"type": "object", "properties": {"name": S}, "required": ["name"], "additionalProperties": False}
EVENT = schema("event", {
    "title": S, "date": {"type": "string", "description": "YYYY-MM-DD"}, "start_time": {"type": "string", "description": "HH:MM"},
    "attendees": {"type": "array", "items": PERSON},
    "location": {"type": "object", "properties": {"name": S, "city": S}, "required": ["name", "city"],
                 "additionalProperties": False}},
    ["title", "date", "start_time", "attendees", "location"])
EXPENSE = schema("expense", {
    "amount": N_, "currency": {"type": "string", "enum": ["EUR", "USD", "GBP", "CNY", "JPY"]},
    "category": {"type": "string", "enum": ["food", "transport", "housing", "entertainment", "health", "other"]},
    "paid_by": S}, ["amount", "currency", "category", "paid_by"])
EXPENSE_ZH = schema("expense", {
    "amount": N_, "currency": {"type": "string", "enum": ["EUR", "USD", "GBP", "CNY", "JPY"]},
    "category": {"type": "string", "enum": ["food", "transport", "housing", "entertainment", "health", "other"]},
    "method": {"type": "string", "enum": ["cash", "card", "wechat", "alipay"]}}, ["amount", "currency", "category", "method"])
SHOPPING = schema("shopping_list", {"items": {"type": "array", "items": {
    "type": "object", "properties": {"name": S, "quantity": N_, "unit": S}, "required": ["name", "quantity", "unit"],
    "additionalProperties": False}}}, ["items"])
REVIEW = schema("review", {"sentiment": {"type": "string", "enum": ["positive", "negative", "mixed"]},
                           "wait_minutes": N_, "praised": {"type": "array", "items": S},
                           "complaints": {"type": "array", "items": S}},
                ["sentiment", "wait_minutes", "praised", "complaints"])
DUE = schema("task", {"task": S, "due_date": {"type": "string", "format": "date"}}, ["task", "due_date"])
AMOUNT = schema("conversion", {"amount": N_, "currency": S}, ["amount", "currency"])
CLOCK = schema("clock", {"city": S, "local_time": S}, ["city", "local_time"])
TOTAL = schema("total", {"month": S, "total": N_, "currency": S}, ["month", "total", "currency"])
FLIGHT = schema("flight_choice", {"flight_number": S, "price": N_, "stops": I_}, ["flight_number", "price", "stops"])


def items_like(*expected):
    return Matcher(lambda v: match([{"name": n, "quantity": q} for n, q in expected], v),
                   f"items {expected!r}")


def names(*wanted):
    return Matcher(lambda v: isinstance(v, list) and len(v) == len(wanted) and all(
        any(match(contains(w), p.get("name")) for p in v) for w in wanted), f"attendees {wanted!r}")


CASES = [
    Case("p09-en-contact-extraction", 9, "en",
         [user("Hi, I'm Priya Natarajan, you can reach me at priya.n@example.org or on +44 7700 900123.")],
         system="Extract the contact details.", response_format=CONTACT,
         json_expect={"name": contains("Priya Natarajan"), "email": "priya.n@example.org", "phone": digits("7700900123")}),
    Case("p09-zh-contact-extraction", 9, "zh",
         [user("我叫陈静，邮箱是 chen.jing@example.cn，手机 139 1234 5678，现在住在杭州。")],
         system="提取联系人信息。", response_format=CONTACT_CITY,
         json_expect={"name": "陈静", "email": "chen.jing@example.cn", "phone": digits("13912345678"),
                      "city": place("杭州", "Hangzhou")}),
    Case("p09-en-nested-event", 9, "en",
         [user("Team offsite on 2026-12-14 at 09:30 at the Harbour View Hotel in Lisbon, with Mia, Tom and Sofia.")],
         system="Turn the message into a calendar event.", response_format=EVENT,
         json_expect={"title": phrase("offsite", max_len=30, forbid=("Mia", "Lisbon", "09:30")), "date": "2026-12-14", "start_time": time_("09:30"),
                      "attendees": names("Mia", "Tom", "Sofia"), "location.name": contains("Harbour View"),
                      "location.city": "Lisbon"}),
    Case("p09-zh-nested-event", 9, "zh",
         [user("12月8日晚上七点在外婆家吃饭，参加的有爸爸、妈妈和小舅，地点在苏州。")],
         system=TODAY_ZH + "把消息整理成日历事件。", response_format=EVENT,
         json_expect={"title": phrase("吃饭", "外婆", "聚餐", "晚饭", "家宴", max_len=12, forbid=("爸爸", "苏州", "12月")), "date": "2026-12-08", "start_time": time_("19:00"),
                      "attendees": names("爸爸", "妈妈", "小舅"), "location.name": contains("外婆"),
                      "location.city": place("苏州", "Suzhou")}),
    Case("p09-en-enum-and-number", 9, "en",
         [user("Paid £42.80 for a taxi to the airport; Tom paid for it.")],
         system="Extract the expense.", response_format=EXPENSE,
         json_expect={"amount": num(42.8), "currency": "GBP", "category": "transport", "paid_by": contains("Tom")}),
    Case("p09-zh-enum-and-number", 9, "zh",
         [user("午饭花了六十八块五，微信付的")],
         system="提取这笔支出。", response_format=EXPENSE_ZH,
         json_expect={"amount": num(68.5), "currency": "CNY", "category": "food", "method": "wechat"}),
    Case("p09-en-array-of-items", 9, "en",
         [user("For the party I need 3 bags of ice, 2 kg of grapes and 12 paper cups.")],
         system="Make a shopping list.", response_format=SHOPPING,
         json_expect={"items": items_like((contains("ice"), 3), (contains("grape"), 2), (contains("cup"), 12))}),
    Case("p09-zh-array-of-items", 9, "zh",
         [user("周末要买：两斤苹果、一盒牛奶、五个土豆")],
         system="整理成购物清单。", response_format=SHOPPING,
         json_expect={"items": items_like((contains("苹果"), 2), (contains("牛奶"), 1), (contains("土豆"), 5))}),
    Case("p09-en-json-object-mode", 9, "en",
         [user("I'm flying to Reykjavík, Iceland next month to see the northern lights.")],
         system="Return a JSON object with the keys city and country for the user's destination.",
         response_format={"type": "json_object"},
         json_expect={"city": place("Reykjav"), "country": contains("Iceland")}),
    Case("p09-zh-json-object-mode", 9, "zh",
         [user("我最近在读余华写的《活着》，特别感人。")],
         system="返回一个JSON对象，包含 book_title 和 author 两个键。", response_format={"type": "json_object"},
         json_expect={"book_title": contains("活着"), "author": "余华"}),
    Case("p09-en-tools-then-format", 9, "en",
         [user("How much is 250 USD in EUR?")],
         tools=["convert_currency"], system=PLAIN_EN, response_format=AMOUNT,
         first=[C("convert_currency", amount=250, from_currency="USD", to_currency="EUR")],
         json_expect={"amount": num(230, 0.001), "currency": contains("EUR")}),
    Case("p09-zh-tools-then-format", 9, "zh",
         [user("东京现在几点？")],
         tools=["get_local_time"], system=PLAIN_ZH, response_format=CLOCK,
         first=[C("get_local_time", city=place("东京", "Tokyo"))],
         json_expect={"city": place("东京", "Tokyo"), "local_time": contains("18:00")}),
    Case("p09-en-relative-date-in-format", 9, "en",
         [user("I need to renew my passport in three days.")],
         system=TODAY_EN + " Extract the task and its due date.", response_format=DUE,
         json_expect={"task": phrase("passport", max_len=30, forbid=("three days", "I need")), "due_date": "2026-12-04"}),
    Case("p09-en-tools-then-format-sum", 9, "en",
         [user("What was my total food spending in November?")],
         tools=["list_expenses", "calculate"], system=TODAY_EN, response_format=TOTAL,
         calls=[C("list_expenses", month="2026-11")],
         json_expect={"month": contains("2026-11", "November"), "total": num(130, 0.001), "currency": "EUR"}),
    Case("p09-zh-enum-mixed-review", 9, "zh",
         [user("菜很好吃，但是服务太慢了，我们等了四十分钟才上菜。")],
         system="分析这条餐厅评价。", response_format=REVIEW,
         json_expect={"sentiment": "mixed", "wait_minutes": num(40)}),
    Case("p09-zh-tools-then-format-flight", 9, "zh",
         [user("12月12日拉各斯飞内罗毕，最便宜的是哪一班？")],
         tools=["search_flights"], system=TODAY_ZH, response_format=FLIGHT,
         calls=[C("search_flights", origin=place("拉各斯", "Lagos"), destination=place("内罗毕", "Nairobi"), date="2026-12-12")],
         json_expect={"flight_number": contains("LH 2203", "LH2203"), "price": num(142), "stops": 1}),
]

CASES += [
    Case("p09-zh-relative-date-in-format", 9, "zh",
         [user("下周三之前要把护照续签办好")],
         system=TODAY_ZH + "提取任务和截止日期。", response_format=DUE,
         json_expect={"task": phrase("护照", max_len=12, forbid=("下周三", "之前")), "due_date": "2026-12-09"}),
    Case("p09-zh-tools-then-format-sum", 9, "zh",
         [user("我11月交通一共花了多少？")],
         tools=["list_expenses", "calculate"], system=TODAY_ZH, response_format=TOTAL,
         calls=[C("list_expenses", month="2026-11")],
         json_expect={"month": contains("2026-11", "11月"), "total": num(18, 0.001), "currency": "EUR"}),
]
