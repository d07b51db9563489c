"""Field names as a person would say them: `due_date` → "due date" / "截止日期".

A Chinese answer must not show English field names. The words that name record fields are
few and common (status, date, amount...): they are translated from a small catalogue, like
any UI's message catalogue. Any other word is looked up in CC-CEDICT (`glosses.py`), which
ranks the dictionary's candidates the way a field label is chosen. A key with a word
neither knows keeps its English words ("pickup by"): a wrong word-by-word translation
reads worse than the word itself.
"""

from __future__ import annotations

import re

from .glosses import users_word, zh_gloss

# Whole keys that read better translated as one.
ZH_KEYS = {"temp_c": "气温（°C）", "eta": "预计送达", "id": "编号", "qty": "数量",
           "on_hand": "库存", "in_stock": "有货", "due_date": "截止日期", "as_of": "截至",
           "tracking_no": "运单号", "from_currency": "原币种", "to_currency": "目标币种",
           "from_unit": "原单位", "to_unit": "目标单位", "unread": "未读"}
ZH_WORDS = {
    "status": "状态", "state": "状态", "id": "号", "no": "号", "date": "日期", "time": "时间", "start": "开始",
    "end": "结束", "title": "标题", "name": "名称", "amount": "金额", "total": "总计",
    "price": "价格", "cost": "费用", "balance": "余额", "currency": "币种", "rate": "汇率",
    "converted": "换算结果", "result": "结果", "value": "数值", "unit": "单位",
    "priority": "优先级", "due": "截止", "location": "地点", "place": "地点", "city": "城市",
    "country": "国家", "address": "地址", "phone": "电话", "email": "邮箱", "subject": "主题",
    "body": "正文", "content": "内容", "text": "内容", "message": "消息", "note": "备注",
    "advice": "建议", "season": "季节", "warning": "提醒", "tip": "提示",
    "sender": "发件人", "recipient": "收件人", "fee": "费用", "people": "人", "persons": "人",
    "author": "作者", "category": "类别", "type": "类型", "description": "描述",
    "count": "数量", "quantity": "数量", "level": "等级", "reason": "原因", "created": "创建于",
    "updated": "更新于", "available": "可借", "copies": "本数", "condition": "天气",
    "humidity": "湿度", "temperature": "温度", "local": "当地", "timezone": "时区",
    "offset": "偏差", "weather": "天气", "forecast": "预报", "size": "大小", "path": "路径",
    "folder": "文件夹", "tags": "标签", "items": "条目", "customer": "客户", "order": "订单",
    "carrier": "承运商", "distance": "距离", "duration": "时长", "seats": "座位",
    "flight": "航班", "hotel": "酒店", "night": "每晚", "per": "每", "isbn": "ISBN",
    "summary": "摘要", "excerpt": "摘要", "province": "省份", "dealer": "经销商",
    "refund": "退款", "ticket": "工单", "article": "文章", "sku": "SKU", "product": "商品",
    "placed": "下单", "on": "", "restock": "补货", "buyout": "买断",
    "orders": "订单数", "deleted": "已删除", "sent": "已发送", "expression": "算式",
    "departure": "出发", "arrival": "到达", "left": "剩余", "remaining": "剩余", "calories": "热量",
    "ingredients": "食材", "nights": "晚数", "gate": "登机口", "airline": "航空公司",
    "scheduled": "计划", "actual": "实际", "estimated": "预计", "expected": "预计", "delay": "延误",
    "minutes": "分钟", "hours": "小时", "days": "天", "weeks": "周", "window": "期限", "pet": "宠物",
    "covers": "承保", "includes": "包含",
    # words of data fields whose dictionary senses rank a non-UI word first
    "valid": "有效", "open": "开放", "free": "空闲", "ready": "就绪", "permit": "许可",
    "application": "申请", "station": "站点", "zone": "区域", "plate": "车牌", "delivery": "送达",
    "charge": "费用", "room": "房间", "booking": "预订", "slot": "时段", "lane": "泳道",
    "pickup": "取件", "expires": "到期", "expiry": "到期", "expired": "到期", "ref": "编号",
    "code": "代码", "number": "号码", "owner": "负责人", "capacity": "容量", "stock": "库存",
    "close": "关门", "next": "下一个", "last": "最近", "expire": "过期", "pay": "付款",
    "max": "最多", "min": "最少", "deliver": "送达",
    # record words whose dictionary ranking puts a sense no form uses first
    # (appointment → 约会 "a date", brand → 烙印 "a branding mark", arrive → 来到 "come to")
    "deposit": "押金", "premium": "保费", "policy": "保单",
    "appointment": "预约", "brand": "品牌", "route": "路线", "arrive": "到达", "arrives": "到达",
    "treatment": "治疗", "job": "任务", "word": "字数", "words": "字数", "steps": "步",
    "done": "完成", "pass": "通过", "model": "型号", "return": "归还",
}
CURRENCY_WORDS = {"cny", "usd", "eur", "gbp", "jpy", "hkd", "chf", "cad", "aud", "krw", "inr", "sgd"}
EN_KEYS = {"eta": "ETA", "temp_c": "temperature (°C)", "id": "id", "qty": "quantity",
           "as_of": "as of", "tracking_no": "tracking number"}
# Words that only tie a key together ("is_open", "paid_on", "closes_at"): no label of their own.
TIES = {"is", "has", "at", "on", "by", "of", "the", "a", "in"}


def _words(key: str) -> list[str]:
    """A key's words, with programmers' shorthand spelled out ("src_lang" → source language)."""
    from .fields import key_words
    return key_words(key)


def label(key: str, zh: bool = False) -> str:
    """How a field is called in an answer."""
    if not zh:   # an acronym the catalogue writes in capitals is written so in English too
        return EN_KEYS.get(key, " ".join(ZH_WORDS[w] if ZH_WORDS.get(w, "").isascii()
                                         and ZH_WORDS.get(w, "").isupper() else w for w in _words(key)))
    if key in ZH_KEYS:
        return ZH_KEYS[key]
    return zh_label(key) or " ".join(_words(key))


def zh_label(key: str) -> str | None:
    """The Chinese label of a key, or None when one of its words has no good Chinese word.
    A phrase the dictionary glosses whole is said whole ("sign_in" → 签到, not a signboard);
    `from` / `to` say which end of something they name (`sides.py`)."""
    from .sides import side_label
    words = _words(key)
    from .fields import CURRENCY_CODES
    if "per" in words[1:-1]:   # price_per_litre → 每升价格: "per" comes first in Chinese
        at = words.index("per")
        per = [w for w in words[at + 1:] if w not in CURRENCY_CODES]   # fee_per_person_gbp
        before, after = zh_label("_".join(words[:at])), _zh_per(per) if per else None
        return f"每{after}{before}" if before and after else None
    sided = side_label(_words(key), key)
    if sided:
        return sided
    phrased = _phrase_label(_words(key), key)
    if phrased:
        return phrased
    words = [w for w in _words(key) if w not in TIES] or _words(key)
    said = [_gloss(w) for w in words]
    if any(s is None for s in said):
        return None
    if len(words) > 1 and (is_participle(words[-1]) or words[-1] == "done"):
        return f"已{said[-1]}" + "".join(said[:-1])   # words_done → 已完成字数
    return "".join(said)


def _zh_per(words: list[str]) -> str | None:
    """What something is counted per, in Chinese: a unit (升, 千克) or a noun (晚, 人)."""
    from .fields import unit_written
    said = zh_unit(unit_written(words[0])) if len(words) == 1 and unit_written(words[0]) else \
        zh_label("_".join(words))
    return said[1:] if said and said.startswith("每") else said   # night → 每晚: 每 is said once


def _phrase_label(words: list[str], key: str) -> str | None:
    """A key whose words (two or three of them, one at least outside the catalogue) the
    dictionary glosses as one phrase: sign_in → 签到, log_in_date → 登录日期. A phrase
    that names an event, on a key that holds a date or a time, is said as its date."""
    from .glosses import phrase_gloss
    from .senses import current
    for size in (3, 2):
        for start in range(len(words) - size + 1):
            span = words[start:start + size]
            if all(w in ZH_WORDS for w in span):
                continue   # the catalogue's words keep the catalogue's label
            whole = phrase_gloss(span)
            if not whole:
                continue
            before = [_gloss(w) for w in words[:start] if w not in TIES]
            after = [_gloss(w) for w in words[start + size:] if w not in TIES]
            if any(r is None for r in before + after):
                return None
            said = "".join(before) + whole + "".join(after)
            kind = current().kind(key)
            if kind in ("date", "time") and not said.endswith(("日期", "时间", "日", "时")):
                said += "日期" if kind == "date" else "时间"
            return said
    return None


def _gloss(word: str) -> str | None:
    """A key's word in Chinese: the catalogue's word for it or for its lemma ("lanes" →
    lane), a verb's word for a participle ("paid_on" → 付款), else the dictionary's."""
    from ..read.lexicon import noun_lemma as lemma   # a key names things: shelves → shelf
    if word in ZH_WORDS and not ZH_WORDS[word]:
        return ""   # a word a Chinese label leaves out ("on")
    if word in CURRENCY_WORDS or re.fullmatch(r"[a-z]*\d+[a-z\d]*", word):
        return word.upper()   # amount_eur → 金额EUR, line2 → LINE2: codes stay codes
    if not re.fullmatch(r"[a-z]+", word):
        return None
    from .counting import the_question
    from .senses import current
    # (through the word's synonyms only where the catalogue has no word of its own)
    asked = the_question() or current().question
    own = users_word(word, asked, synonyms=word not in ZH_WORDS and lemma(word) not in ZH_WORDS) or \
        (users_word(lemma(word), asked) if lemma(word) != word and lemma(word) not in ZH_WORDS else None)
    if own:   # the asker's own word for it ("票", not the catalogue's 工单)
        return own
    if word in ZH_WORDS:
        return ZH_WORDS[word]
    base = lemma(word)
    if base in ZH_WORDS:
        return ZH_WORDS[base]
    if base != word and is_participle(word):   # a Chinese verb is its own action noun:
        return ZH_WORDS.get(base + "ing") or zh_gloss(base, noun=False, verb=True)   # booking 预订
    # (the dictionary's senses of the lemma are the word's too: "crowns" is looked up as
    # crown, but a plural key stays a noun: "rides" is never the verb "to ride"; "shelves"
    # is looked up as shelf, the noun, not as the verb shelve)
    from ..read.lexicon import lemma as plain_lemma
    return zh_gloss(base) if base != plain_lemma(word) else zh_gloss(word)


ZH_VALUES = {"open": "未完成", "done": "已完成", "confirmed": "已确认", "cancelled": "已取消",
             "canceled": "已取消", "sent": "已发送", "delivered": "已送达", "shipped": "已发货",
             "pending": "待处理", "completed": "已完成", "failed": "失败", "active": "进行中",
             "closed": "已关闭", "saved": "已保存", "added": "已添加", "set": "已设置",
             "deleted": "已删除", "forwarded": "已转发", "on loan": "已借出", "available": "可借",
             "on time": "准点", "delayed": "延误", "boarding": "登机中", "landed": "已降落",
             "high": "高", "low": "低", "normal": "普通", "medium": "中", "yes": "是", "no": "否",
             "paid not shipped": "已付款未发货", "in transit": "运输中", "sunny": "晴",
             "cloudy": "多云", "rain": "雨", "overcast": "阴", "snow": "雪", "not": "未",
             "paid": "已付款", "unpaid": "未付款", "refunded": "已退款", "processing": "处理中",
             # the status words of workflows, whatever the domain
             "ready": "已就绪", "draft": "草稿", "new": "新建", "in progress": "进行中",
             "on hold": "暂停", "overdue": "已逾期", "waiting": "等待中", "queued": "排队中",
             "full": "已满", "sold out": "已售罄", "out for delivery": "派送中",
             "unavailable": "不可用", "expired": "已过期", "rejected": "已拒绝",
             "declined": "已拒绝", "scheduled": "已排期", "planned": "已计划",
             "reserved": "已预订", "booked": "已预订", "approved": "已批准", "accepted": "已接受"}


def zh_value(value: str) -> str:
    """A short English status-like value ("on time", "paid_not_shipped", "submitted") in
    Chinese, when it is one; names, ids and sentences stay as the tool returned them."""
    words = value.replace("_", " ").strip()
    if not re.fullmatch(r"[a-z]+(?: [a-z]+){0,2}", words):
        return value
    if words in ZH_VALUES:
        return ZH_VALUES[words]
    from .senses import current
    if words in current().options or value in current().options:
        return value   # an option the tool offers ("compact" car): its name, not a state (紧凑)
    if " " not in words and _state_word(words) and (done := zh_state(words, True)):
        return done   # "submitted" → 已提交, "approved" → 已批准
    parts = [ZH_VALUES.get(w) or ZH_WORDS.get(w) for w in words.split()]
    # A phrase with a word of no sure Chinese word stays as the tool wrote it: word-by-word
    # glosses of "waiting for parts" read as nonsense (等待部分), worse than the English.
    return "".join(parts) if all(parts) else value


def _state_word(word: str) -> bool:
    """'submitted', 'bookable', 'valid': a word that says a state, which a Chinese answer
    translates. A noun value ("train", "coach") is a name the tool gave, kept as it came."""
    from ..read.taxonomy import available, mostly_adjective
    return is_participle(word) or word.endswith(("able", "ible")) or \
        (available() and mostly_adjective(word))


def is_participle(word: str) -> bool:
    """'approved', 'submitted', 'paid': a verb's past form (its lemma differs)."""
    from ..read.lexicon import lemma
    return bool(re.fullmatch(r"[a-z]+(?:ed|en)|paid|sent|held|lost|found|sold|built|made|bought|spent|kept", word)) \
        and lemma(word) != word


def zh_state(word: str, true: bool) -> str | None:
    """A state word as a Chinese predicate: valid → 有效 / 无效, approved → 已批准 / 未批准,
    open → 开放 / 不开放. None when the dictionary has no good word for it."""
    from ..read.lexicon import lemma
    if is_participle(word):
        base = lemma(word)
        verb = ZH_WORDS.get(base) or ZH_WORDS.get(base + "ing") or zh_gloss(base, noun=False, verb=True)
        return (f"已{verb}" if true else f"未{verb}") if verb else None
    if word.endswith(("able", "ible")) and len(word) > 6:   # bookable → 可预订
        stem = word[:-4]
        verb = ZH_WORDS.get(stem + "ing") or ZH_WORDS.get(stem) or zh_gloss(stem, noun=False)
        return (f"可{verb}" if true else f"不可{verb}") if verb else None
    said = ZH_WORDS.get(word) or zh_gloss(word, noun=False)
    if not said:
        return None
    if true:
        return said
    if said.startswith("有") and len(said) == 2:
        return "无" + said[1:]   # 有效 → 无效
    return said.replace("可", "不可", 1) if said.startswith("可") else "不" + said


ZH_UNITS = {"kilometer": "公里", "mile": "英里", "meter": "米", "centimeter": "厘米", "foot": "英尺",
            "inch": "英寸", "kilogram": "千克", "gram": "克", "pound": "磅", "ounce": "盎司",
            "liter": "升", "milliliter": "毫升", "gallon": "加仑", "celsius": "摄氏度",
            "fahrenheit": "华氏度", "kelvin": "开尔文"}
IRREGULAR = {"foot": "feet", "inch": "inches", "celsius": "°C", "fahrenheit": "°F"}


def zh_unit(written: str) -> str:
    """A unit as a key writes it ("litres", "km", "m³") in Chinese: 升, 公里, 立方米."""
    powers = {"m³": "立方米", "m²": "平方米", "cm³": "立方厘米", "km²": "平方公里", "°C": "°C", "°F": "°F"}
    if written in powers:
        return powers[written]
    from ..read.units import unit_of
    canonical = (unit_of(written) or "").replace("degree_", "").lower()
    return ZH_UNITS.get(canonical, written)


def unit_text(unit: str, value=None, zh: bool = False) -> str:
    """A unit or currency as it is written next to a number: "26.22 miles", "37.5 °C", "USD"."""
    bare = unit.replace("degree_", "").lower()
    if unit.isupper() or bare not in ZH_UNITS and not re.fullmatch(r"[a-z_]+", unit):
        return unit   # a currency code or something already written for people
    known = bare if bare in ZH_UNITS else _canonical_unit(bare)   # "litre" is pint's "liter"
    if zh:
        return ZH_UNITS.get(known, unit)
    if known in ("celsius", "fahrenheit"):
        return IRREGULAR[known]
    if value is not None and value != 1:
        if known in IRREGULAR:
            return IRREGULAR[known]
        return bare + "s" if known in ZH_UNITS and not bare.endswith("s") else unit
    return bare


def _canonical_unit(word: str) -> str:
    """pint's name of a unit word ("litre" → "liter", "metres" → "meter"), or the word."""
    from ..read.units import unit_of
    return (unit_of(word) or word).replace("degree_", "").lower()
