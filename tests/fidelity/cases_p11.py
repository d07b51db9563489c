"""Point 11: honest limits: free writing, translation, world knowledge, other languages:
no tool call, nothing invented, a short sentence saying so (and how to get a real model)."""

from .common import CANNOT_ANY, PLAIN_EN, PLAIN_ZH
from .judge import Case, REAL_MODEL, user

LIMIT = [CANNOT_ANY]
SWITCH = [REAL_MODEL + ["real LLM", "real provider", "provider", "真实", "切换"]]


def limit(cid, lang, text, tools=("get_local_time", "add_task"), system=None, not_says=(), max_len=400, **kw):
    return Case(cid, 11, lang, [user(text)], tools=list(tools),
                system=system or (PLAIN_ZH if lang == "zh" else PLAIN_EN),
                no_call=True, says=LIMIT + SWITCH, not_says=list(not_says), max_len=max_len, **kw)


CASES = [
    limit("p11-en-write-a-poem", "en", "Write me a short poem about autumn in Kyoto.",
          not_says=["re:\\n.*\\n.*\\n"]),
    limit("p11-zh-write-a-poem", "zh", "给我写一首关于春天的诗", not_says=["re:\\n.*\\n.*\\n"]),
    limit("p11-en-translate", "en", "Translate 'where is the train station?' into Spanish.",
          tools=["search_books", "calculate"], not_says=["estación", "dónde", "donde"]),
    limit("p11-zh-translate", "zh", "把“早上好，很高兴认识你”翻译成日语", not_says=["おはよう", "よろしく"]),
    limit("p11-en-world-cup", "en", "Who won the 1998 football World Cup?",
          tools=["search_books", "get_local_time"], not_says=["Brazil won", "Germany", "Italy"]),
    limit("p11-zh-everest-height", "zh", "珠穆朗玛峰有多高？", tools=["convert_units", "calculate"],
          not_says=["8848", "8,848", "8844", "8849"]),
    limit("p11-fr-question-in-french", "fr", "Quelle heure est-il à Tokyo en ce moment ?", answer_lang=None),
    limit("p11-ja-question-in-japanese", "ja", "東京は今何時ですか？", answer_lang=None,
          not_says=["18:00", "18時", "午後6時"]),
    limit("p11-en-summarise-a-play", "en", "Summarise the plot of Hamlet in three sentences.",
          tools=["search_books", "read_file"], not_says=["Denmark", "Claudius", "Ophelia"]),
    limit("p11-zh-resignation-letter", "zh", "帮我写一封辞职信，语气礼貌一点",
          tools=["send_email", "add_task"], not_says=["尊敬的", "此致"]),
    limit("p11-en-tell-a-joke", "en", "Tell me a joke about cats.", tools=["add_task", "calculate"]),
    limit("p11-zh-history-question", "zh", "秦始皇是哪一年统一六国的？", tools=["calculate", "search_books"],
          not_says=["公元前221", "前221", "221"]),
    limit("p11-en-write-code", "en", "Write a Python function that reverses a string.",
          tools=["read_file", "calculate"], not_says=["def ", "[::-1]"]),
    limit("p11-zh-recommend-movie", "zh", "推荐几部好看的科幻电影", tools=["search_books", "add_task"],
          not_says=["星际穿越", "流浪地球", "盗梦空间"]),
    limit("p11-es-question-in-spanish", "es", "¿Cuánto son 100 dólares en euros?", tools=["convert_currency"],
          answer_lang=None, not_says=["92"]),
]
