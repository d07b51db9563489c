"""Point 10: other people's loops: non-JSON tool results, tool_choice="required" with a
framework-style output tool, and the API's own validation (400, never 500)."""

from .common import PLAIN_EN, PLAIN_ZH, TODAY_EN, TODAY_ZH, clock, custom
from .judge import C, Case, contains, num, place, user
from .tools import TOOLS, spec

T = "get_local_time"


def final_result(properties: dict, required: list[str], description: str = "The final answer. Call this once you have everything.") -> object:
    return custom("final_result", description, properties, required, lambda a: "Final result processed.")


FINAL_CLOCK = final_result({"city": {"type": "string"}, "local_time": {"type": "string"}}, ["city", "local_time"])
FINAL_AMOUNT = final_result({"amount": {"type": "number"}, "currency": {"type": "string"}}, ["amount", "currency"])
FINAL_CLOCKS = final_result({"times": {"type": "array", "items": {"type": "object", "properties": {
    "city": {"type": "string"}, "local_time": {"type": "string"}}, "required": ["city", "local_time"]}}}, ["times"])
FINAL_ANSWER = final_result({"answer": {"type": "string", "description": "the reply to the user"}}, ["answer"])

TIME_SPEC = TOOLS[T].spec


def named(name: str) -> dict:
    s = spec(name, "The current local time in a city.", {"city": {"type": "string"}}, ["city"])
    return s


ASK_EN = [user("What time is it in Tokyo?")]
ASK_ZH = [user("东京现在几点？")]

CASES = [
    Case("p10-en-plain-text-result", 10, "en",
         [user("What's the balance on my checking account?")],
         tools=["get_balance"], system=PLAIN_EN,
         results={"get_balance": "Balance on checking: 1,520.50 EUR (as of 09:00 today)"},
         calls=[C("get_balance", account="checking")], says=[1520.5]),
    Case("p10-zh-plain-text-result", 10, "zh",
         [user("北京现在几点？")],
         tools=[T], system=PLAIN_ZH, results={T: "北京时间 2026-12-01 17:00（UTC+8）"},
         calls=[C(T, city=place("北京", "Beijing"))], says=[clock("17:00")]),
    Case("p10-en-python-repr-result", 10, "en",
         [user("How much is in my savings account?")],
         tools=["get_balance"], system=PLAIN_EN,
         results={"get_balance": "{'account': 'savings', 'balance': 15200.0, 'currency': 'EUR'}"},
         calls=[C("get_balance", account="savings")], says=[15200]),
    Case("p10-zh-python-repr-result", 10, "zh",
         [user("成都有什么便宜的酒店？")],
         tools=["search_hotels"], system=TODAY_ZH,
         results={"search_hotels": "{'city': '成都', 'hotels': [{'name': '锦江宾馆', 'price_per_night': 420, 'currency': 'CNY'}, "
                                   "{'name': '宽窄巷子客栈', 'price_per_night': 260, 'currency': 'CNY'}]}"},
         calls=[C("search_hotels", city=place("成都", "Chengdu"))], says=["宽窄巷子客栈", 260]),
    Case("p10-en-plain-text-list-result", 10, "en",
         [user("What's on my to-do list?")],
         tools=["list_tasks"], system=TODAY_EN,
         results={"list_tasks": "1. Water the ferns (due Friday)\n2. Call the plumber\n3. Send the invoice to Acme"},
         calls=[C("list_tasks")], says=["ferns", "plumber", "invoice"]),
    Case("p10-en-required-then-final-result", 10, "en", ASK_EN,
         tools=[T, FINAL_CLOCK], system=PLAIN_EN, tool_choice="required", final_tool="final_result",
         first=[C(T, city=place("Tokyo"))], calls=[C(T, city=place("Tokyo")), C("final_result")], ordered=True,
         json_expect={"city": place("Tokyo"), "local_time": contains("18:00")}),
    Case("p10-zh-required-then-final-result", 10, "zh",
         [user("500元人民币能换多少欧元？")],
         tools=["convert_currency", FINAL_AMOUNT], system=PLAIN_ZH, tool_choice="required", final_tool="final_result",
         first=[C("convert_currency", amount=500, from_currency="CNY", to_currency="EUR")],
         calls=[C("convert_currency"), C("final_result")], ordered=True,
         json_expect={"amount": num(63.89, 0.001), "currency": contains("EUR", "欧元")}),
    Case("p10-en-required-final-result-several", 10, "en",
         [user("What time is it in Lagos and in Lima?")],
         tools=[T, FINAL_CLOCKS], system=PLAIN_EN, tool_choice="required", final_tool="final_result",
         first=[C(T, city=place("Lagos")), C(T, city=place("Lima"))],
         calls=[C("final_result")], max_calls=3,
         says=[clock("10:00"), clock("04:00")]),
    Case("p10-zh-required-final-answer-text", 10, "zh",
         [user("札幌现在几点？")],
         tools=[T, FINAL_ANSWER], system=PLAIN_ZH, tool_choice="required", final_tool="final_result",
         first=[C(T, city=place("札幌", "Sapporo"))], calls=[C("final_result")], max_calls=2,
         json_expect={"answer": contains(*clock("18:00"))}, text_field="answer",
         run_checks=[("the final answer text is in Chinese", lambda r: __import__("re").search(
             r"[\u4e00-\u9fff]", (r.final_output or {}).get("answer", "")) is not None)]),
    Case("p10-en-400-tool-name-with-space", 10, "en", ASK_EN,
         request={"tools": [named("get local time")]}, expect_status=400),
    Case("p10-zh-400-tool-name-cjk", 10, "zh", ASK_ZH,
         request={"tools": [named("查询时间")]}, expect_status=400),
    Case("p10-en-400-tool-name-too-long", 10, "en", ASK_EN,
         request={"tools": [named("get_local_time_" + "x" * 60)]}, expect_status=400),
    Case("p10-en-400-messages-a-string", 10, "en", ASK_EN,
         request={"messages": "What time is it in Tokyo?"}, expect_status=400),
    Case("p10-zh-400-temperature-a-string", 10, "zh", ASK_ZH,
         tools=[T], request={"temperature": "warm"}, expect_status=400),
    Case("p10-en-400-tools-not-a-list", 10, "en", ASK_EN,
         request={"tools": TIME_SPEC}, expect_status=400),
    Case("p10-zh-400-content-a-number", 10, "zh", ASK_ZH,
         request={"messages": [{"role": "user", "content": 5}]}, expect_status=400),
    Case("p10-en-400-unknown-role", 10, "en", ASK_EN,
         request={"messages": [{"role": "wizard", "content": "What time is it in Tokyo?"}]}, expect_status=400),
    Case("p10-zh-400-tool-choice-unknown", 10, "zh", ASK_ZH,
         tools=[T], request={"tool_choice": "sometimes"}, expect_status=400),
    Case("p10-en-400-parameters-not-object", 10, "en", ASK_EN,
         request={"tools": [{"type": "function", "function": {"name": "get_local_time", "parameters": "city"}}]},
         expect_status=400),
]
