"""Point 6: system prompts: today's date, answer language, length/format rules, simple policies."""

import re

from .common import CANNOT_ANY, PLAIN_ZH, clock
from .judge import C, Case, contains, phrase, place, time_, user

T = "get_local_time"
POLICY_EN = ("You are a banking assistant. Never transfer more than 500 EUR in one go. If the user asks for "
             "more, refuse politely and make no transfer.")
POLICY_ZH = "你是银行助理。单笔转账不得超过500元；用户要求超过500元时，礼貌地拒绝，不要转账。"
ONLY_AMOUNT = ("only the amount", lambda a: re.fullmatch(
    r"\s*[€$£¥]?\s*\d[\d,]*(\.\d+)?\s*([A-Za-z]{1,4}|元|欧元|日元|人民币|euros?)?\s*[.。]?\s*", a) is not None)

CASES = [
    Case("p06-en-today-from-system", 6, "en",
         [user("Add 'submit the tax return' due the day after tomorrow.")],
         tools=["add_task"], system="You are a to-do assistant. Today's date is 2026-03-16.",
         first=[C("add_task", title=phrase("tax return", max_len=30, forbid=("due", "tomorrow")), due_date="2026-03-18")]),
    Case("p06-zh-today-from-system", 6, "zh",
         [user("后天下午两点提醒我去开家长会")],
         tools=["set_reminder"], system="你是日程助理。今天是2026年3月16日（星期一）。",
         first=[C("set_reminder", date="2026-03-18", time=time_("14:00"), text=phrase("家长会", max_len=12, forbid=("提醒我", "后天")))]),
    Case("p06-en-system-demands-chinese", 6, "en",
         [user("What time is it in Paris?")],
         tools=[T], system="You are a travel assistant. Always answer in Chinese (简体中文), whatever the user's language.",
         first=[C(T, city=place("Paris", "巴黎"))], answer_lang="zh", says=[clock("10:00")]),
    Case("p06-zh-system-demands-english", 6, "zh",
         [user("巴黎现在几点？")],
         tools=[T], system="你是旅行助理。无论用户用什么语言提问，都请用英语回答。",
         first=[C(T, city=place("Paris", "巴黎"))], answer_lang="en", says=[clock("10:00")]),
    Case("p06-en-one-sentence", 6, "en",
         [user("How much is 75 euros in US dollars?")],
         tools=["convert_currency"], system="You are a finance assistant. Answer in one sentence.",
         first=[C("convert_currency", amount=75, from_currency="EUR", to_currency="USD")],
         says=[81.52], max_sentences=1),
    Case("p06-zh-one-sentence", 6, "zh",
         [user("我11月在吃饭上一共花了多少钱？")],
         tools=["list_expenses", "calculate"], system="你是记账助理。今天是2026年12月1日。请只用一句话回答。",
         calls=[C("list_expenses", month="2026-11")], says=[130], max_sentences=1),
    Case("p06-en-only-the-amount", 6, "en",
         [user("Convert 1,200 Swedish kronor to euros.")],
         tools=["convert_currency"], system="Reply with only the amount, nothing else.",
         first=[C("convert_currency", amount=1200, from_currency="SEK", to_currency="EUR")],
         says=[105.14], max_len=20, answer_lang=None, answer_checks=[ONLY_AMOUNT]),
    Case("p06-zh-only-the-amount", 6, "zh",
         [user("两千日元是多少人民币？")],
         tools=["convert_currency"], system="只回复金额，不要任何其他文字。",
         first=[C("convert_currency", amount=2000, from_currency="JPY", to_currency="CNY")],
         says=[96], max_len=15, answer_lang=None, answer_checks=[ONLY_AMOUNT]),
    Case("p06-en-policy-refuses-over-limit", 6, "en",
         [user("Transfer 800 euros to Tom Okafor.")],
         tools=["transfer_money", "get_balance"], system=POLICY_EN,
         never=["transfer_money"], says=[CANNOT_ANY + ["500"]]),
    Case("p06-zh-policy-refuses-over-limit", 6, "zh",
         [user("给李雷转1200元")],
         tools=["transfer_money", "get_balance"], system=POLICY_ZH,
         never=["transfer_money"], says=[CANNOT_ANY + ["500"]]),
    Case("p06-en-policy-allows-under-limit", 6, "en",
         [user("Transfer 300 euros to Tom Okafor.")],
         tools=["transfer_money", "get_balance"], system=POLICY_EN,
         calls=[C("transfer_money", amount=300, recipient=contains("Tom"))], max_calls=2, says=[[300, "Tom"]]),
    Case("p06-zh-policy-allows-under-limit", 6, "zh",
         [user("给李雷转200元")],
         tools=["transfer_money"], system=POLICY_ZH,
         calls=[C("transfer_money", amount=200, currency="CNY", recipient=contains("李雷"))], max_calls=1),
    Case("p06-en-policy-no-deleting", 6, "en",
         [user("Delete the electricity bill email (E-302).")],
         tools=["list_emails", "read_email", "delete_email"], system="You may read the user's emails but never delete any.",
         never=["delete_email"], says=[CANNOT_ANY]),
    Case("p06-zh-policy-no-deleting", 6, "zh",
         [user("把“交房租”这个任务删掉")],
         tools=["list_tasks", "delete_task", "complete_task"], system="你可以查看和完成任务，但绝对不能删除任何任务。",
         never=["delete_task"], says=[CANNOT_ANY]),
    Case("p06-zh-question-under-english-system", 6, "zh",
         [user("东京现在几点？")],
         tools=[T], system="You are a helpful travel assistant.",
         first=[C(T, city=place("东京", "Tokyo"))], says=[clock("18:00")]),
    Case("p06-en-question-under-chinese-system", 6, "en",
         [user("What time is it in Lagos?")],
         tools=[T], system=PLAIN_ZH,
         first=[C(T, city=place("Lagos", "拉各斯"))], says=[clock("10:00")]),
]
