"""Writing the final answer from tool results, and only from tool results.

The rule the course teaches ("answer from the tools, say so when they are empty")
is the rule this simulator follows: every value in an answer comes from a tool
message in the request; when there is none, the answer says it does not know.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation, PastCall

SUBJECT_KEYS = ("order_id", "ticket_id", "refund_id", "article_id", "dealer_id", "city", "name",
                "title", "sku", "id")
HIGHER = {"hotter": "hotter", "hottest": "hotter", "hot": "hotter", "warmer": "warmer",
          "higher": "higher", "more": "higher", "bigger": "bigger", "larger": "larger",
          "expensive": "more expensive", "most": "higher"}
LOWER = {"colder": "colder", "coldest": "colder", "cold": "colder", "cooler": "cooler",
         "lower": "lower", "less": "lower", "fewer": "lower", "cheaper": "cheaper",
         "smaller": "smaller", "least": "lower"}
ZH_ADJ = {"hotter": "热", "warmer": "暖和", "colder": "冷", "cooler": "凉快", "higher": "高",
          "lower": "低", "cheaper": "便宜", "bigger": "大", "smaller": "小"}


# Field names in Chinese answers (values stay as the tools returned them).
ZH_LABELS = {"status": "状态", "carrier": "承运商", "tracking_no": "运单号", "eta": "预计送达",
             "temp_c": "温度（°C）", "condition": "天气", "humidity": "湿度", "title": "标题",
             "body": "正文", "amount_cny": "金额（元）", "total_cny": "总额（元）", "priority": "优先级",
             "on_hand": "库存", "restock_date": "补货日期", "in_stock": "有货", "product": "商品",
             "buyout_orders": "买断订单数", "name": "名称", "city": "城市", "province": "省份",
             "level": "等级", "reason": "原因", "updated": "更新日期", "created": "创建日期",
             "subject": "主题", "items": "商品", "customer": "客户", "order_id": "订单号",
             "dealer_id": "经销商编号", "refund_id": "退款单号", "ticket_id": "工单号", "sku": "SKU",
             "qty": "数量", "excerpt": "摘要", "placed_on": "下单日期"}
ZH_SUBJECTS = {"order": "订单", "ticket": "工单", "refund": "退款", "article": "文章",
               "dealer": "经销商"}


def label(key: str, zh: bool = False) -> str:
    if zh and key in ZH_LABELS:
        return ZH_LABELS[key]
    return {"eta": "ETA", "temp_c": "temperature (°C)", "cny": "CNY"}.get(key, key.replace("_", " "))


def source(name: str, zh: bool) -> str:
    return f"（来自 {name}）" if zh else f" (from {name})"


def render_value(value: Any, limit: int = 320, zh: bool = False) -> str:
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            return "; ".join(render_value(v, zh=zh) for v in value[:5])
        return ", ".join(str(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{label(k, zh)} {render_value(v, zh=zh)}" for k, v in value.items())
    text = "none" if value is None else T.strip_injections(str(value))
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


def subject_of(result: dict, zh: bool = False) -> tuple[str, str | None]:
    """What a result is about: its first id-like field ('Order A-1024', 'Beijing')."""
    for key in result:
        if key in SUBJECT_KEYS and not isinstance(result[key], (dict, list)):
            name = key.removesuffix("_id").replace("_", " ")
            prefix = name.capitalize() + " " if key.endswith("_id") else ""
            if zh and name in ZH_SUBJECTS:
                prefix = ZH_SUBJECTS[name] + " "
            value = result[key]
            if zh and key == "city" and value in T.CITIES:
                value = T.CITIES[value]
            return f"{prefix}{value}", key
    return "", None


def relevant_fields(result: dict, question: str, skip: str | None) -> list[str]:
    """The fields of a result worth restating: those the question is about, and statuses."""
    wanted = T.concepts(question)
    keys = [k for k in result if k != skip]
    scores = {k: 2 * bool(T.concepts(k.replace("_", " ")) & wanted)
              + ("status" in k or "state" in k) for k in keys}
    if not any(scores.values()):
        return keys[:4]
    return [k for k in keys if scores[k]][:6]


def summarize(call: PastCall, question: str = "") -> str:
    """One sentence that restates a successful tool result, naming its source."""
    r, zh = call.result, T.is_chinese_request(question)
    if isinstance(r, dict):
        subject, key = subject_of(r, zh)
        fields = relevant_fields(r, question, key) if question else [k for k in r if k != key]
        rest = [f"{label(k, zh)}{'：' if zh else ': '}{render_value(r[k], zh=zh)}" for k in fields]
        head = f"{subject} — " if subject else ""
        separator, stop = ("；", "。") if zh else ("; ", ".")
        return f"{head}{separator.join(rest)}{source(call.name, zh)}{stop}"
    if isinstance(r, list):
        arguments = json.dumps(call.arguments, ensure_ascii=False)
        if not r:
            return (f"{call.name} 没有找到与 {arguments} 相关的结果。" if zh
                    else f"{call.name} found nothing for {arguments}.")
        lines = []
        for i, item in enumerate(r[:5], start=1):
            if isinstance(item, dict):
                subject, key = subject_of(item, zh)
                extra = ", ".join(f"{label(k, zh)} {render_value(item[k], zh=zh)}"
                                  for k in relevant_fields(item, question, key)
                                  if k not in ("rank", "excerpt"))
                lines.append(f"{i}. {subject}" + (f" ({extra})" if extra else ""))
            else:
                lines.append(f"{i}. {item}")
        if zh:
            return f"{call.name} 返回 {len(r)} 条结果：" + " ".join(lines)
        return f"{call.name} returned {len(r)} result{'s' if len(r) != 1 else ''}: " + " ".join(lines)
    if isinstance(r, str) and "(from " in r:
        return sentence(r)  # a sub-agent's answer already names its sources
    return f"{r}{source(call.name, zh)}{'。' if zh else '.'}"


def _comparison(convo: Conversation, calls: list[PastCall]) -> str | None:
    lowered = T.translate_zh(convo.question).lower()
    direction, adjective = None, None
    for word in re.findall(r"[a-z]+", lowered):
        if word in HIGHER:
            direction, adjective = max, HIGHER[word]
            break
        if word in LOWER:
            direction, adjective = min, LOWER[word]
            break
    by_tool: dict[str, list[dict]] = {}
    for c in calls:
        if isinstance(c.result, dict):
            by_tool.setdefault(c.name, []).append(c.result)
    group = next((g for g in by_tool.values() if len(g) >= 2), None)
    if direction is None or group is None:
        return None
    numeric = [k for k, v in group[0].items()
               if isinstance(v, (int, float)) and not isinstance(v, bool)
               and all(isinstance(g.get(k), (int, float)) for g in group)]
    if not numeric:
        return None
    wanted = T.concepts(convo.question)
    field = next((k for k in numeric if T.concepts(k.replace("_", " ")) & wanted), numeric[0])
    if "temp" in " ".join(numeric) and adjective in ("hotter", "warmer", "colder", "cooler"):
        field = next(k for k in numeric if "temp" in k)
    winner = direction(group, key=lambda g: g[field])
    others = [g for g in group if g is not winner]
    name = subject_of(winner)[0] or "The first"
    against = ", ".join(f"{g[field]} for {subject_of(g)[0]}" for g in others)
    if T.is_chinese_request(convo.question):
        name = subject_of(winner, zh=True)[0] or name
        against = "，".join(f"{subject_of(g, zh=True)[0]} {g[field]}" for g in others)
        return (f"{name}更{ZH_ADJ.get(adjective, adjective)}：{label(field, zh=True)} {winner[field]}，"
                f"对比 {against}（数据来自 {calls[0].name}）。")
    return (f"{name} is {adjective}: {label(field)} {winner[field]} vs {against} "
            f"(from {calls[0].name}).")


def _count(convo: Conversation, calls: list[PastCall]) -> str | None:
    if "count" not in T.concepts(convo.question):
        return None
    lists = [c for c in calls if isinstance(c.result, list)]
    if len(lists) != 1:
        return None
    c = lists[0]
    field = _counted_field(c.result, convo.question)
    if field:  # "how many buyout orders": a number each record holds, not the number of records
        each = "; ".join(f"{subject_of(i)[0]}: {label(field)} {i[field]}" for i in c.result[:5])
        return f"{each}（数据来自 {c.name}）。" if T.is_chinese_request(convo.question) \
            else f"{each} (from {c.name})."
    ids = [subject_of(i)[0] for i in c.result if isinstance(i, dict)]
    shown = f": {', '.join(ids)}" if ids else ""
    if T.is_chinese_request(convo.question):
        return f"共 {len(c.result)} 条{shown}（数据来自 {c.name}）。"
    return f"There are {len(c.result)} matching records{shown} (from {c.name})."


def _counted_field(items: list, question: str) -> str | None:
    """A whole-number field of the records that the question asks to count, if any."""
    if not items or not all(isinstance(i, dict) for i in items):
        return None
    wanted = T.concepts(question) - {"count"}
    for key, value in items[0].items():
        if key == "id" or key.endswith("_id") or isinstance(value, bool) \
                or not isinstance(value, int):
            continue
        if (T.concepts(key.replace("_", " ")) - {"count"}) & wanted:
            return key
    return None


def _led_to_follow_up(call: PastCall, convo: Conversation) -> bool:
    """A search whose top hit was then fetched in full: the fetch says it better."""
    later = convo.calls[convo.calls.index(call) + 1:]
    return isinstance(call.result, list) and any(
        c.ok and c.arguments and any(str(v) in (call.content or "") for v in c.arguments.values())
        for c in later)


def unresolved_failures(convo: Conversation) -> list[PastCall]:
    """Failed calls that no later successful call of the same tool made good."""
    out = []
    for i, c in enumerate(convo.calls):
        if c.ok or c.content is None:
            continue
        if any(later.ok and later.name == c.name for later in convo.calls[i + 1:]):
            continue
        out.append(c)
    return out


def compose(convo: Conversation) -> str:
    """The final answer of a turn in which tools were called."""
    zh = T.is_chinese_request(convo.question)
    ok_calls = [c for c in convo.calls if c.ok]
    failures = unresolved_failures(convo)
    parts: list[str] = []
    special = _comparison(convo, ok_calls) or _count(convo, ok_calls)
    if special:
        parts.append(special)
    else:
        seen = set()
        for c in ok_calls:
            if _led_to_follow_up(c, convo) or c.content in seen:
                continue
            if c.content not in seen:
                seen.add(c.content)
                parts.append(summarize(c, convo.question))
    for c in failures:
        parts.append(explain_failure(c, zh))
    if not ok_calls and failures and not all(_refused(c) for c in failures):
        parts.append("我不会猜测答案。" if zh else "I won't guess an answer without that data.")
    prefix = "根据工具结果：" if zh and ok_calls else ""
    return prefix + " ".join(parts)


def _refused(call: PastCall) -> bool:
    """A person (or policy) said no: there was nothing to look up, so nothing to guess."""
    return (call.error or {}).get("type") in ("denied", "approval_denied", "timeout")


def explain_failure(call: PastCall, zh: bool) -> str:
    error = call.error or {}
    kind, message = error.get("type", "error"), error.get("message", "unknown error")
    if kind in ("denied", "approval_denied", "timeout"):
        message = error.get("reason") or message  # the short why, when the denial gives one
        if zh:
            return f"操作 {call.name} 未获批准（{message}），所以我没有执行它，什么都没有改变。"
        return (f"I did not run {call.name}: the request was not approved ({message}). "
                "Nothing was changed; let me know if you want to ask a person to review it.")
    if zh:
        return f"调用 {call.name} 失败：{message}"
    return sentence(f"I could not complete {call.name}: {message}")


def sentence(text: str) -> str:
    """End a piece of an answer with a full stop, so the next sentence doesn't run on."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", "。", "！", "？", ")")) else text + "."


def ask_for(field: str, description: str, tool: str, zh: bool) -> str:
    what = description or field.replace("_", " ")
    what = what[0].lower() + what[1:]
    if zh:
        return f"要用 {tool} 查询，我还需要：{what}。请告诉我。"
    return f"To use {tool} I need the {what.rstrip('.')}. Could you tell me?"


def ask_which(reference: str, noun: str, zh: bool) -> str:
    """The question points back ("it") but nothing in the request says at what: ask."""
    if zh:
        return (f"你说的“{reference}”是指哪一个？这次请求里没有之前的查询结果，我无法确定是哪个"
                f" {noun}，也不会把所有 {noun} 都查一遍去猜。请告诉我它的名称或编号。")
    return (f"Which {noun} do you mean by '{reference}'? This request holds no earlier results, "
            f"so I can't tell, and I won't fetch every {noun} to guess. "
            "Could you give me its name or id?")


def no_tool_fits(convo: Conversation) -> str:
    if T.is_chinese_request(convo.question):
        return "我没有能回答这个问题的工具，也不想凭空猜测。"
    names = ", ".join(t.name for t in convo.tools)
    return (f"None of my tools ({names}) fits this request, and I won't make up an answer. "
            "Could you rephrase, or ask about something those tools cover?")
