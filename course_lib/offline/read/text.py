"""Reading text the way the offline model needs to: words, concepts, languages.

The simulator does not understand language; it maps words (English and Chinese)
onto a small set of *concepts* and compares concepts. That is enough to pick a
tool whose description fits a question, and crude enough that a vague
description really does lose.
"""

from __future__ import annotations

import re
from functools import lru_cache

CJK = re.compile(r"[\u4e00-\u9fff]")
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")

# Chinese phrases → English words. Longest match wins when segmenting.
ZH_LEXICON = {
    "订单": "order", "到哪": "where", "哪里": "where", "在哪": "where", "物流": "shipping",
    "快递": "carrier", "发货": "shipped", "没发货": "not shipped", "未发货": "not shipped",
    "什么时候": "when", "到货": "arrive", "送达": "arrive", "天气": "weather", "温度": "temperature",
    "气温": "temperature", "热": "hot", "冷": "cold", "哪个": "which", "比较": "compare",
    "退款": "refund", "退货": "return", "工单": "ticket", "投诉": "complaint", "创建": "create",
    "新建": "create", "建": "create", "提交": "submitted", "开": "open", "知识库": "knowledge base",
    "政策": "policy", "规则": "policy", "文章": "article", "保修": "warranty", "发票": "invoice",
    "赔偿": "compensation", "补偿": "compensation", "库存": "stock", "缺货": "out of stock",
    "代理商": "dealer", "经销商": "dealer", "买断": "buyout", "多少": "how many", "多少钱": "price", "每单": "each order", "现在": "now", "延误": "delay late postpone", "船": "boat vessel", "目前": "now", "数量": "count",
    "几": "how many", "月份": "month", "汇率": "exchange rate", "换算": "convert", "兑换": "convert",
    "美元": "USD", "人民币": "CNY", "欧元": "EUR", "日元": "JPY", "英镑": "GBP", "城市": "city",
    "状态": "status", "查询": "check", "查": "check", "列出": "list", "所有": "all",
    "删除": "delete", "取消": "cancel", "地址": "address", "修改": "change", "紧急": "urgent",
    "加急": "urgent", "你好": "hello", "谢谢": "thanks", "名字": "name", "我叫": "my name is",
    "计划": "plan", "步骤": "steps", "写": "write", "文案": "copy", "博客": "blog", "总结": "summarize",
    "为什么": "why", "还没": "not yet", "延迟": "delay", "客户": "customer", "金额": "amount",
    "原因": "reason", "审核": "review", "提取": "extract", "分类": "classify",
}

# City names the model "knows" (a tiny gazetteer), with Chinese spellings.
CITIES = {
    "Beijing": "北京", "Shanghai": "上海", "Shenzhen": "深圳", "Guangzhou": "广州",
    "Hangzhou": "杭州", "Chengdu": "成都", "Wuhan": "武汉", "Nanjing": "南京", "Xi'an": "西安",
    "Tianjin": "天津", "Chongqing": "重庆", "London": "伦敦", "New York": "纽约", "Tokyo": "东京",
    "Paris": "巴黎", "Singapore": "新加坡", "Sydney": "悉尼", "Berlin": "柏林",
}
PROVINCES = {"Guangdong": "广东", "Zhejiang": "浙江", "Sichuan": "四川", "Jiangsu": "江苏",
             "Hubei": "湖北", "Fujian": "福建", "Shandong": "山东"}

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]

CONCEPTS = {
    "weather": "weather temp temperature hot hotter hottest cold colder coldest warm warmer "
               "rain rainy raining snow snowy wind windy sunny cloudy storm forecast umbrella "
               "degree degrees celsius humid humidity",
    "order": "order orders package parcel purchase purchased bought",
    "delivery": "where delivery deliver delivered shipping ship shipped shipment arrive arrived "
                "arriving arrival eta track tracking carrier",
    "refund": "refund refunds refunded reimburse reimbursement chargeback money",
    "return": "return returns",
    "ticket": "ticket tickets complaint complain escalate escalation case",
    "not": "not",
    "knowledge": "knowledge article articles policy policies faq documentation docs guide "
                 "rule rules warranty invoice compensation",
    "dealer": "dealer dealers agent distributor reseller",
    "buyout": "buyout",
    "stock": "stock inventory availability available",
    "currency": "currency currencies exchange rate rates convert conversion usd cny eur jpy gbp "
                "dollar dollars yuan euro euros yen rmb",
    "create": "create open file submit raise log new",
    "count": "count number many total",
    "month": "month months monthly september october august",
    "list": "list all",
    "detail": "detail details full text body",
    "search": "search find lookup",
    "urgent": "urgent asap immediately critical high",
    "cancel": "cancel cancelled delete remove",
    "plan": "plan steps outline",
    "write": "write draft compose copy blog post",
    "classify": "classify category categorize route",
    "expense": "expense expenses expenditure expenditures spend spending spent outlay",
}
CONCEPT_OF = {w: c for c, words in CONCEPTS.items() for w in words.split()}

STOPWORDS = set("""a an the is are was were be been am i you he she it we they me my your our
their this that these those of in on at to for from by with about as and or but if then so do
does did doing can could would should will shall may might must please tell know want need
what which who whom whose when why how there here than also just any some into out up down
over under again no yes its it's i'm let let's get gets got use used using uses call calls
called only one tool tools function user users given current give show me
bit very really much more less most least same other else each every per via e g eg etc like hi now nowadays
after before while since until because whether though although during within without
what's that's there's here's where's who's how's i've i'll i'd you're you've we're they're""".split())
# "return(s)" is kept out of STOPWORDS on purpose: "return policy" matters. Descriptions that
# say "Returns X" (the verb) are handled by VERB_RETURNS in `split_negative`.


NEGATIONS = {"hasn't": "not", "hasnt": "not", "isn't": "not", "didn't": "not", "wasn't": "not",
             "haven't": "not", "not": "not", "never": "not"}


def has_cjk(text: str) -> bool:
    return bool(CJK.search(text or ""))


def _years_months_places(text: str) -> str:
    """Chinese dates and place names, made English before the text is cut into words."""
    # months first: "9月份" is September, not "9" + the word "month"
    text = re.sub(r"(20\d\d)年", r" \1 ", text)
    for month, name in ((f"{i}月", MONTHS[i - 1]) for i in range(12, 0, -1)):
        text = re.sub(rf"(?<!\d){month}(份)?", f" {name} ", text)
    for table in (CITIES, PROVINCES):
        for en, zh in table.items():
            text = text.replace(zh, f" {en} ")
    return text


def _english_of(word: str, every_sense: bool) -> list[str]:
    """English for one Chinese word: the course's own phrase if it has one, else the
    dictionary's glosses (all of them, or just the usual one)."""
    from . import lexicon, zh
    if word in zh.ZH_STOPWORDS:
        return []
    if word in ZH_LEXICON:
        return [ZH_LEXICON[word]]
    glossed = list(lexicon.glosses(word))
    if glossed:
        return glossed if every_sense else glossed[:1]
    if len(word) == 1:
        return []
    # A word the dictionary lacks (电话号码, a name): read it in the longest pieces it has.
    pieces = [piece for piece in lexicon.split_known(word) if len(piece) < len(word)]
    return [w for piece in pieces for w in _english_of(piece, every_sense)[:3]] + \
        _agent_noun(pieces)


# Chinese names a person by what they do with a suffix: 调音 "to tune" + 师 → a tuner,
# 驯犬 + 员, 修锁 + 工. English says it with -er: the verb's form that WordNet knows as a noun.
AGENT_SUFFIXES = set("师员者工手匠家")


def _agent_noun(pieces: list[str]) -> list[str]:
    from . import lexicon, taxonomy
    if len(pieces) < 2 or pieces[-1] not in AGENT_SUFFIXES:
        return []
    verb = "".join(pieces[:-1])
    found = []
    for sense in (part for senses in lexicon.dictionary().get(verb, []) for part in senses.split(";")):
        m = re.match(r"\s*to ([a-z]+)\b", sense)
        if m:
            base = m.group(1)
            for noun in (base + "r", base + "er", base + base[-1] + "er"):
                if noun not in found and taxonomy.is_noun(noun):
                    found.append(noun)
                    break
    return found[:2]


@lru_cache(maxsize=4096)
def _to_english(text: str, every_sense: bool) -> str:
    from . import zh
    text = _years_months_places(text)
    return CJK_RUN.sub(lambda m: " " + " ".join(w for piece in _with_agents(zh.cut(m.group()))
                                                 for w in _english_of(piece, every_sense)) + " ",
                       text)


def _with_agents(words) -> list[str]:
    """jieba's words, an agent suffix joined to the word before it: 烘焙 + 师 is one word
    (a baker), read as the dictionary has it or as its verb's -er noun."""
    out: list[str] = []
    for word in words:
        if out and word in AGENT_SUFFIXES and len(out[-1]) >= 2 and has_cjk(out[-1]):
            out[-1] += word
        else:
            out.append(word)
    return out


def translate_zh(text: str) -> str:
    """Chinese words replaced by English ones (one for each word); the rest is kept."""
    if not has_cjk(text):
        return text
    return _to_english(text, False)


def zh_content(text: str) -> str:
    """A Chinese phrase without its grammar words (的, 了, 帮我): a search query in Chinese."""
    from . import zh
    if not has_cjk(text):
        return text.strip()
    return "".join(w for w in zh.cut(text) if w not in zh.ZH_STOPWORDS and w.strip("？?，,。.！!：:"))


def stem(word: str) -> str:
    """The dictionary form of a word ("orders", "ordered" → "order"), by `simplemma`."""
    from .lexicon import lemma, noun_lemma
    w = word.lower()   # "shelves" are shelves, not the verb shelve
    return w if w in CONCEPT_OF else noun_lemma(w) if w.endswith("ves") else lemma(w)


HYPHENATED = re.compile(r"\b([a-z]+)-([a-z]+)\b")


def _content_words(text: str) -> list[str]:
    # "to-do" is also "todo", "e-mail" also "email": the parts alone can be stopwords.
    text = HYPHENATED.sub(lambda m: f"{m.group(1)}{m.group(2)} {m.group(1)} {m.group(2)}", text.lower())
    found = (w.strip("'") for w in re.findall(r"[a-z0-9$€£']+", text))
    return [NEGATIONS.get(w, w) for w in found if w and w not in STOPWORDS]


def words(text: str) -> list[str]:
    """Lower-case content words of an English or Chinese text (Chinese in English)."""
    return _content_words(translate_zh(text or ""))


USE_SYNONYMS = False  # dictionary synonyms: measured, they cost more than they win (see tests)


def concept_of(word: str) -> str:
    """The concept one English word stands for: the course's table first, then its
    dictionary synonyms, else the word itself (as a lemma)."""
    from .lexicon import synonym
    base = stem(word)
    return (CONCEPT_OF.get(word) or CONCEPT_OF.get(base)
            or (USE_SYNONYMS and synonym(base)) or base)


@lru_cache(maxsize=8192)
def _concepts(text: str) -> frozenset[str]:
    # Chinese words bring every sense the dictionary gives them: 任务 is task and mission.
    english = _to_english(text, True) if has_cjk(text) else text
    return frozenset(concept_of(w) for w in _content_words(english))


def concepts(text: str) -> set[str]:
    """The concepts a text mentions (cached: every request re-reads every description)."""
    return set(_concepts(text or ""))


VERB_RETURNS = re.compile(r"(^|[.;]\s*|\b(?:it|that|which|and|tool|\w+_\w+)\s+)"
                          r"(returns|returned|returning)\b", re.I)
# Sentences that say when NOT to use a tool, in English and Chinese.
NOT_FOR = re.compile(r"^(not for|not to be used|do not|don't|never|avoid|"
                     r"不适合|不适用|不要|不用于|不能用于|请勿|勿用|禁止用于)", re.I)


def split_negative(description: str) -> tuple[str, str]:
    """Split a tool description into 'use it for' and 'not for' parts.

    Good descriptions say when NOT to use a tool; the offline model honours that.
    ("Returns X" in a docstring is the verb, not the shop's returns: it is dropped.)
    """
    positive, negative = [], []
    description = VERB_RETURNS.sub(r"\1", " ".join((description or "").split()))
    for sentence in re.split(r"(?<=[.;!?。；！？])\s*", description):
        s = sentence.strip().lower()
        if NOT_FOR.match(s) or " not for " in f" {s} " or re.search(r"[，,]\s*(不用于|不适用于|而不是)", s):
            negative.append(sentence)
        else:
            positive.append(sentence)
    return " ".join(positive), " ".join(negative)


def is_chinese_request(text: str) -> bool:
    return len(CJK.findall(text or "")) >= 2


# "it", "that dealer", "它", "这个订单": the question points at something named in an earlier turn.
BACK_REFERENCE = re.compile(
    r"\b(?:its?|that one|this one|(?:that|this|the same|said)\s+(?:dealer|order|customer|"
    r"product|article|ticket|refund|company|agent|one)s?)\b|它|这个|那个|这家|那家|(?<!应)该", re.I)


def back_reference(text: str) -> str | None:
    """The words that point back at an earlier turn's subject, if any ('it', '那个')."""
    m = BACK_REFERENCE.search(text or "")
    return m.group(0) if m else None


TOKEN = re.compile(r"[A-Za-z]+|\d+|[\u4e00-\u9fff]|[^\sA-Za-z\d]")


def count_tokens(text: str) -> int:
    """A deterministic stand-in for a tokenizer: words, punctuation and each CJK character."""
    if len(text or "") > 200:      # long texts (tool lists, history) come back every step
        return _count_long(text)
    return len(TOKEN.findall(text or ""))


@lru_cache(maxsize=1024)
def _count_long(text: str) -> int:
    return len(TOKEN.findall(text))
