"""Everyday tools a learner would write: OpenAI tool definitions (JSON schema) plus fake,
deterministic Python implementations, so a whole agent run can be played out.

`TOOLS[name]` is a `Tool(spec, fn)`. `spec` is what goes into `tools=[...]`; `fn(args)`
returns a dict / list / str (the tool result). `validate(schema, args)` is the argument
check a careful hand-written loop would do before executing: its error messages say how
to fix the call, as good error messages to a model should.

"Now" for every tool is 2026-12-01 09:00 UTC (a Tuesday).
"""

from __future__ import annotations

import ast
import copy
import datetime as dt
import operator
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

NOW_UTC = dt.datetime(2026, 12, 1, 9, 0)


@dataclass(frozen=True)
class Tool:
    spec: dict
    fn: Callable[[dict], Any]

    @property
    def name(self) -> str:
        return self.spec["function"]["name"]


def spec(name: str, description: str, properties: dict, required: list[str] | None = None) -> dict:
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": {"type": "object", "properties": properties,
                       "required": required or [], "additionalProperties": False}}}


def variant(name: str, *, new_name: str | None = None, description: str | None = None) -> Tool:
    """The same tool under another name and/or description (for tool-choice cases)."""
    base = TOOLS[name]
    s = copy.deepcopy(base.spec)
    if new_name:
        s["function"]["name"] = new_name
    if description:
        s["function"]["description"] = description
    return Tool(s, base.fn)


def fold(text: str) -> str:
    """Case- and accent-insensitive form of a name: 'Reykjavík' -> 'reykjavik'."""
    text = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold().strip()


class ToolError(Exception):
    """Raised by a fake tool: the loop sends {"error": message} back to the model."""


# ---------------------------------------------------------------- argument validation

DATE_RE = r"^\d{4}-\d{2}-\d{2}$"
TIME_RE = r"^([01]\d|2[0-3]):[0-5]\d$"
MONTH_RE = r"^\d{4}-(0[1-9]|1[0-2])$"
CCY_RE = r"^[A-Z]{3}$"
EMAIL_RE = r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"

PATTERN_HINTS = {
    DATE_RE: "a date in the format YYYY-MM-DD, e.g. 2026-12-02",
    TIME_RE: "a 24-hour time in the format HH:MM, e.g. 15:00",
    MONTH_RE: "a month in the format YYYY-MM, e.g. 2026-11",
    CCY_RE: "a three-letter ISO 4217 currency code in capitals, e.g. USD, EUR, CNY",
    EMAIL_RE: "an email address, e.g. mia@example.com",
}

TYPE_EXAMPLES = {"integer": "3", "number": "42.5", "boolean": "true", "string": '"text"',
                 "array": '["a", "b"]', "object": '{"key": "value"}'}


def _type_ok(kind: str, value: Any) -> bool:
    if kind == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    python = {"string": str, "boolean": bool, "array": list, "object": dict}.get(kind)
    return python is None or isinstance(value, python)


def validate(schema: dict, value: Any, where: str = "") -> list[str]:
    """Errors (empty if valid), each saying how to fix the value."""
    label = f"'{where}'" if where else "the arguments"
    kind = schema.get("type")
    if kind and not _type_ok(kind, value):
        return [f"{label} must be of type {kind} (for example {TYPE_EXAMPLES.get(kind, kind)}), "
                f"got {value!r}"]
    errors: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{label} must be one of {', '.join(map(repr, schema['enum']))}; got {value!r}")
    if kind == "string" and "pattern" in schema and not re.search(schema["pattern"], value):
        hint = PATTERN_HINTS.get(schema["pattern"], f"a string matching {schema['pattern']}")
        errors.append(f"{label} must be {hint}; got {value!r}")
    if kind in ("integer", "number"):
        low, high = schema.get("minimum"), schema.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            errors.append(f"{label} must be between {low} and {high}; got {value!r}")
    if kind == "array":
        items = schema.get("items", {})
        for i, item in enumerate(value):
            errors += validate(items, item, f"{where}[{i}]")
        if schema.get("minItems") and len(value) < schema["minItems"]:
            errors.append(f"{label} needs at least {schema['minItems']} item(s)")
    if kind == "object":
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"missing required argument '{(where + '.' if where else '') + key}'")
        for key, item in value.items():
            path = (where + "." if where else "") + key
            if key not in props:
                if schema.get("additionalProperties") is False:
                    errors.append(f"unknown argument '{path}'; allowed: {', '.join(props)}")
                continue
            if item is None and key not in schema.get("required", []):
                continue  # an explicit null for an optional argument: tolerated
            errors += validate(props[key], item, path)
    return errors


# ---------------------------------------------------------------- calculator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.Pow: operator.pow, ast.Mod: operator.mod,
        ast.USub: operator.neg, ast.UAdd: operator.pos, ast.FloorDiv: operator.floordiv}


def _eval(node):
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.left), _eval(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.operand))
    raise ToolError("only numbers, + - * / ** % and parentheses are allowed, e.g. (12.5 + 7) * 3")


def calculate(a):
    expr = str(a["expression"]).replace("×", "*").replace("÷", "/").replace("^", "**").replace(",", "")
    expr = re.sub(r"(\d+(?:\.\d+)?)\s*%", r"(\1/100)", expr)
    try:
        value = _eval(ast.parse(expr, mode="eval"))
    except ToolError:
        raise
    except ZeroDivisionError:
        raise ToolError("division by zero")
    except Exception:
        raise ToolError(f"cannot parse {a['expression']!r}; write an expression like (12.5 + 7) * 3")
    value = round(value, 6)
    return {"expression": a["expression"], "result": int(value) if float(value).is_integer() else value}


# ---------------------------------------------------------------- money

RATES_PER_USD = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "CNY": 7.2, "JPY": 150.0, "CHF": 0.88,
                 "CAD": 1.36, "AUD": 1.52, "INR": 83.0, "KRW": 1350.0, "HKD": 7.8, "SGD": 1.34,
                 "THB": 35.0, "MXN": 17.0, "BRL": 5.0, "NGN": 1500.0, "ISK": 138.0, "SEK": 10.5,
                 "NOK": 10.8, "TRY": 32.0, "ZAR": 18.5, "NZD": 1.65}


def rate(src: str, dst: str) -> float:
    for c in (src, dst):
        if c not in RATES_PER_USD:
            raise ToolError(f"unknown currency {c!r}; use an ISO 4217 code such as "
                            f"{', '.join(list(RATES_PER_USD)[:6])}")
    return RATES_PER_USD[dst] / RATES_PER_USD[src]


def convert_currency(a):
    r = rate(a["from_currency"], a["to_currency"])
    return {"amount": a["amount"], "from_currency": a["from_currency"], "to_currency": a["to_currency"],
            "rate": round(r, 6), "converted": round(a["amount"] * r, 2), "as_of": "2026-12-01"}


def get_exchange_rate(a):
    return {"base": a["base"], "quote": a["quote"], "rate": round(rate(a["base"], a["quote"]), 6),
            "as_of": "2026-12-01"}


BALANCES = {"checking": 2480.35, "savings": 15200.00}


def get_balance(a):
    return {"account": a["account"], "balance": BALANCES[a["account"]], "currency": "EUR"}


_transfer_no = [0]


def transfer_money(a):
    _transfer_no[0] += 1
    return {"transfer_id": f"TR-{7700 + _transfer_no[0]}", "status": "completed", "amount": a["amount"],
            "currency": a.get("currency", "EUR"), "recipient": a["recipient"]}


# ---------------------------------------------------------------- tasks

TASKS = [
    {"id": "T-101", "title": "Call the dentist to move the check-up", "priority": "normal", "due_date": "2026-12-03", "status": "open"},
    {"id": "T-102", "title": "Buy a birthday present for Mia", "priority": "high", "due_date": "2026-12-05", "status": "open"},
    {"id": "T-103", "title": "Renew passport", "priority": "high", "due_date": "2026-12-20", "status": "open"},
    {"id": "T-104", "title": "Pay the electricity bill", "priority": "normal", "due_date": "2026-12-02", "status": "open"},
    {"id": "T-105", "title": "Book the car service", "priority": "low", "due_date": None, "status": "done"},
    {"id": "T-106", "title": "给妈妈订生日蛋糕", "priority": "high", "due_date": "2026-12-06", "status": "open"},
    {"id": "T-107", "title": "交房租", "priority": "normal", "due_date": "2026-12-05", "status": "open"},
    {"id": "T-108", "title": "Return library books", "priority": "low", "due_date": "2026-12-09", "status": "open"},
]
_task_no = [200]


def add_task(a):
    _task_no[0] += 1
    return {"id": f"T-{_task_no[0]}", "status": "open", **a}


def list_tasks(a):
    status = a.get("status") or "open"
    return {"tasks": [t for t in TASKS if status == "all" or t["status"] == status]}


def complete_task(a):
    task = next((t for t in TASKS if t["id"] == a["task_id"]), None)
    if task is None:
        raise ToolError(f"no task with id {a['task_id']!r}; call list_tasks to see the ids")
    return {"id": task["id"], "title": task["title"], "status": "done"}


def delete_task(a):
    task = next((t for t in TASKS if t["id"] == a["task_id"]), None)
    if task is None:
        raise ToolError(f"no task with id {a['task_id']!r}")
    return {"id": task["id"], "deleted": True}


# ---------------------------------------------------------------- calendar

EVENTS = {
    "2026-12-02": [
        {"id": "EV-501", "title": "Team stand-up", "start": "09:30", "end": "09:45", "location": "Room 4"},
        {"id": "EV-502", "title": "Lunch with Dr. Chen", "start": "12:30", "end": "13:30", "location": "Green Bowl café"},
        {"id": "EV-503", "title": "Quarterly budget review", "start": "15:00", "end": "16:30", "location": "Board room"},
    ],
    "2026-12-03": [
        {"id": "EV-510", "title": "牙医复诊", "start": "10:00", "end": "10:30", "location": "仁和口腔诊所"},
        {"id": "EV-511", "title": "和王经理开项目会", "start": "14:00", "end": "15:00", "location": "3号会议室"},
    ],
}
_event_no = [600]


def create_event(a):
    _event_no[0] += 1
    return {"id": f"EV-{_event_no[0]}", "status": "confirmed", **a}


def list_events(a):
    return {"date": a["date"], "events": EVENTS.get(a["date"], [])}


def cancel_event(a):
    for events in EVENTS.values():
        for e in events:
            if e["id"] == a["event_id"]:
                return {"id": e["id"], "title": e["title"], "status": "cancelled"}
    raise ToolError(f"no event with id {a['event_id']!r}")


def set_reminder(a):
    return {"id": "RM-31", "text": a["text"], "date": a.get("date"), "time": a["time"], "status": "set"}


# ---------------------------------------------------------------- notes and files

NOTES = [
    {"id": "N-1", "title": "Wi-Fi at the cabin", "body": "Network: FjordView. Password: lingonberry42. The router is behind the bookshelf."},
    {"id": "N-2", "title": "Gift ideas", "body": "Mia: a film camera. Dad: a wool scarf. Lena: the new Murakami novel."},
    {"id": "N-3", "title": "会议纪要 12月", "body": "决定：年会改到12月18日，地点在滨江酒店；预算上限三万元。"},
    {"id": "N-4", "title": "Bike lock", "body": "The combination of the blue bike lock is 4-7-1-9."},
]


def search_notes(a):
    q = fold(a["query"])
    words = [w for w in re.split(r"\W+", q) if len(w) > 2] or [q]
    hits = [{"id": n["id"], "title": n["title"]} for n in NOTES
            if any(w in fold(n["title"] + " " + n["body"]) for w in words) or q in fold(n["title"] + n["body"])]
    return {"results": hits}


def read_note(a):
    note = next((n for n in NOTES if n["id"] == a["note_id"]), None)
    if note is None:
        raise ToolError(f"no note with id {a['note_id']!r}")
    return note


FILES = {
    "reports/q3_summary.txt": "Q3 revenue was 1.24 million euros, up 8% on Q2. The biggest growth came from the Lisbon office.",
    "reports/q4_plan.txt": "Q4 goal: open the Kraków office in February and hire four engineers.",
    "personal/packing_list.txt": "Passport, charger, two sweaters, hiking boots, sunscreen.",
    "personal/旅行计划.txt": "第一天：抵达成都，吃火锅。第二天：去大熊猫基地。第三天：乘高铁去重庆。",
}


def list_files(a):
    folder = (a.get("folder") or "").strip("/")
    return {"files": [p for p in FILES if not folder or p.startswith(folder + "/")]}


def read_file(a):
    if a["path"] not in FILES:
        raise ToolError(f"file not found: {a['path']!r}; call list_files to see the paths")
    return {"path": a["path"], "content": FILES[a["path"]]}


# ---------------------------------------------------------------- mail, messages, contacts

CONTACTS = [
    {"id": "C-101", "name": "Mia Hoffmann", "email": "mia.hoffmann@example.com", "phone": "+49 151 2345 6789"},
    {"id": "C-102", "name": "Tom Okafor", "email": "tom.okafor@example.com", "phone": "+234 803 555 0142"},
    {"id": "C-103", "name": "王芳", "email": "wang.fang@example.cn", "phone": "+86 138 0013 8000"},
    {"id": "C-104", "name": "李雷", "email": "li.lei@example.cn", "phone": "+86 139 1234 5678"},
    {"id": "C-105", "name": "Sofia Rossi", "email": "sofia.rossi@example.it", "phone": "+39 347 555 0199"},
]


def find_contact(a):
    q = fold(a["name"])
    hits = [c for c in CONTACTS if q in fold(c["name"]) or any(part and part in fold(c["name"]) for part in q.split())]
    return {"contacts": hits}


def send_message(a):
    return {"message_id": "M-9001", "to": a["contact_id"], "status": "sent"}


def send_email(a):
    return {"email_id": "E-9001", "status": "sent", "to": a["to"], "subject": a["subject"]}


EMAILS = [
    {"id": "E-301", "from": "anna.berg@example.com", "subject": "Dinner on Friday?", "date": "2026-11-30", "unread": True,
     "body": "Hi! Are you free for dinner on Friday at 19:30 at Luigi's? Let me know. Anna"},
    {"id": "E-302", "from": "billing@powerco.example", "subject": "Your November electricity bill", "date": "2026-11-29", "unread": True,
     "body": "Your November bill is 84.20 EUR, due on 2026-12-10."},
    {"id": "E-303", "from": "zhang.wei@example.cn", "subject": "周五的讲座", "date": "2026-11-28", "unread": False,
     "body": "你好，周五下午四点的讲座改到图书馆二楼报告厅。张伟"},
]


def list_emails(a):
    mails = [e for e in EMAILS if not a.get("unread_only") or e["unread"]]
    return {"emails": [{k: e[k] for k in ("id", "from", "subject", "date", "unread")} for e in mails][: a.get("limit", 20)]}


def read_email(a):
    mail = next((e for e in EMAILS if e["id"] == a["email_id"]), None)
    if mail is None:
        raise ToolError(f"no email with id {a['email_id']!r}")
    return mail


def forward_email(a):
    return {"status": "forwarded", "email_id": a["email_id"], "to": a["to"]}


def delete_email(a):
    return {"status": "deleted", "email_id": a["email_id"]}


# ---------------------------------------------------------------- units and clocks

UNITS = {  # unit -> (dimension, factor to the base unit)
    "kilometer": ("length", 1000), "mile": ("length", 1609.344), "meter": ("length", 1),
    "foot": ("length", 0.3048), "inch": ("length", 0.0254), "centimeter": ("length", 0.01),
    "kilogram": ("mass", 1), "pound": ("mass", 0.45359237), "gram": ("mass", 0.001),
    "ounce": ("mass", 0.028349523125), "liter": ("volume", 1), "gallon": ("volume", 3.785411784),
    "milliliter": ("volume", 0.001), "celsius": ("temperature", None), "fahrenheit": ("temperature", None),
}


def convert_units(a):
    v, src, dst = a["value"], a["from_unit"], a["to_unit"]
    if UNITS[src][0] != UNITS[dst][0]:
        raise ToolError(f"cannot convert {src} to {dst}: different dimensions")
    if src == dst:
        out = v
    elif src == "celsius":
        out = v * 9 / 5 + 32
    elif src == "fahrenheit":
        out = (v - 32) * 5 / 9
    else:
        out = v * UNITS[src][1] / UNITS[dst][1]
    return {"value": v, "from_unit": src, "to_unit": dst, "result": round(out, 2)}


CITY_OFFSETS = {  # folded name -> (display name, IANA zone, UTC offset in minutes)
    "tokyo": ("Tokyo", "Asia/Tokyo", 540), "东京": ("Tokyo", "Asia/Tokyo", 540),
    "sapporo": ("Sapporo", "Asia/Tokyo", 540), "札幌": ("Sapporo", "Asia/Tokyo", 540),
    "reykjavik": ("Reykjavík", "Atlantic/Reykjavik", 0), "雷克雅未克": ("Reykjavík", "Atlantic/Reykjavik", 0),
    "lagos": ("Lagos", "Africa/Lagos", 60), "拉各斯": ("Lagos", "Africa/Lagos", 60),
    "london": ("London", "Europe/London", 0), "伦敦": ("London", "Europe/London", 0),
    "new york": ("New York", "America/New_York", -300), "纽约": ("New York", "America/New_York", -300),
    "sydney": ("Sydney", "Australia/Sydney", 660), "悉尼": ("Sydney", "Australia/Sydney", 660),
    "beijing": ("Beijing", "Asia/Shanghai", 480), "北京": ("Beijing", "Asia/Shanghai", 480),
    "shanghai": ("Shanghai", "Asia/Shanghai", 480), "上海": ("Shanghai", "Asia/Shanghai", 480),
    "chengdu": ("Chengdu", "Asia/Shanghai", 480), "成都": ("Chengdu", "Asia/Shanghai", 480),
    "paris": ("Paris", "Europe/Paris", 60), "巴黎": ("Paris", "Europe/Paris", 60),
    "berlin": ("Berlin", "Europe/Berlin", 60), "柏林": ("Berlin", "Europe/Berlin", 60),
    "los angeles": ("Los Angeles", "America/Los_Angeles", -480), "洛杉矶": ("Los Angeles", "America/Los_Angeles", -480),
    "cairo": ("Cairo", "Africa/Cairo", 120), "开罗": ("Cairo", "Africa/Cairo", 120),
    "dubai": ("Dubai", "Asia/Dubai", 240), "迪拜": ("Dubai", "Asia/Dubai", 240),
    "singapore": ("Singapore", "Asia/Singapore", 480), "新加坡": ("Singapore", "Asia/Singapore", 480),
    "honolulu": ("Honolulu", "Pacific/Honolulu", -600), "檀香山": ("Honolulu", "Pacific/Honolulu", -600),
    "auckland": ("Auckland", "Pacific/Auckland", 780), "奥克兰": ("Auckland", "Pacific/Auckland", 780),
    "lima": ("Lima", "America/Lima", -300), "利马": ("Lima", "America/Lima", -300),
    "kathmandu": ("Kathmandu", "Asia/Kathmandu", 345), "加德满都": ("Kathmandu", "Asia/Kathmandu", 345),
    "ulaanbaatar": ("Ulaanbaatar", "Asia/Ulaanbaatar", 480), "乌兰巴托": ("Ulaanbaatar", "Asia/Ulaanbaatar", 480),
    "nairobi": ("Nairobi", "Africa/Nairobi", 180), "内罗毕": ("Nairobi", "Africa/Nairobi", 180),
    "mumbai": ("Mumbai", "Asia/Kolkata", 330), "孟买": ("Mumbai", "Asia/Kolkata", 330),
    "sao paulo": ("São Paulo", "America/Sao_Paulo", -180), "圣保罗": ("São Paulo", "America/Sao_Paulo", -180),
    "istanbul": ("Istanbul", "Europe/Istanbul", 180), "伊斯坦布尔": ("Istanbul", "Europe/Istanbul", 180),
    "hanoi": ("Hanoi", "Asia/Bangkok", 420), "河内": ("Hanoi", "Asia/Bangkok", 420),
    "seoul": ("Seoul", "Asia/Seoul", 540), "首尔": ("Seoul", "Asia/Seoul", 540),
    "vancouver": ("Vancouver", "America/Vancouver", -480), "温哥华": ("Vancouver", "America/Vancouver", -480),
    "anchorage": ("Anchorage", "America/Anchorage", -540), "安克雷奇": ("Anchorage", "America/Anchorage", -540),
    "hong kong": ("Hong Kong", "Asia/Hong_Kong", 480), "香港": ("Hong Kong", "Asia/Hong_Kong", 480),
    "guangzhou": ("Guangzhou", "Asia/Shanghai", 480), "广州": ("Guangzhou", "Asia/Shanghai", 480),
    "chicago": ("Chicago", "America/Chicago", -360), "芝加哥": ("Chicago", "America/Chicago", -360),
}


def lookup_city(name: str):
    key = fold(name).split(",")[0].strip()
    key = re.sub(r"(市|city)$", "", key).strip()
    if key not in CITY_OFFSETS:
        raise ToolError(f"unknown city {name!r}; give a city name such as 'Tokyo' or 'Lagos'")
    return CITY_OFFSETS[key]


def get_local_time(a):
    display, zone, offset = lookup_city(a["city"])
    local = NOW_UTC + dt.timedelta(minutes=offset)
    sign = "+" if offset >= 0 else "-"
    return {"city": display, "timezone": zone, "local_time": local.strftime("%Y-%m-%d %H:%M"),
            "utc_offset": f"{sign}{abs(offset) // 60:02d}:{abs(offset) % 60:02d}"}


HOTEL_PRICES = {"Tokyo": 180, "Sapporo": 120, "Reykjavík": 210, "Lagos": 95, "London": 230, "New York": 260,
                "Sydney": 170, "Beijing": 110, "Shanghai": 130, "Chengdu": 70, "Paris": 220, "Berlin": 140,
                "Lima": 80, "Kathmandu": 45, "Nairobi": 90, "Mumbai": 85, "Hanoi": 55, "Seoul": 150,
                "Istanbul": 100, "Cairo": 75, "Dubai": 200, "Singapore": 190, "Auckland": 160}


def search_hotels(a):
    display, _, _ = lookup_city(a["city"])
    base = HOTEL_PRICES.get(display, 120)
    return {"city": display, "check_in": a.get("check_in"), "nights": a.get("nights", 1), "hotels": [
        {"id": f"H-{display[:3].upper()}-1", "name": f"{display} Central Inn", "price_per_night": base, "currency": "USD", "rating": 4.1},
        {"id": f"H-{display[:3].upper()}-2", "name": f"Grand {display} Hotel", "price_per_night": base * 2, "currency": "USD", "rating": 4.7},
    ]}


# ---------------------------------------------------------------- library

BOOKS = [
    {"id": "B-2001", "title": "Dune", "author": "Frank Herbert", "year": 1965, "available": True, "copies": 2},
    {"id": "B-2002", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "year": 1969, "available": False, "due_back": "2026-12-08", "copies": 0},
    {"id": "B-2003", "title": "Norwegian Wood", "author": "Haruki Murakami", "year": 1987, "available": True, "copies": 1},
    {"id": "B-2004", "title": "三体", "author": "刘慈欣", "year": 2008, "available": False, "due_back": "2026-12-15", "copies": 0},
    {"id": "B-2005", "title": "活着", "author": "余华", "year": 1993, "available": True, "copies": 3},
    {"id": "B-2006", "title": "Dune Messiah", "author": "Frank Herbert", "year": 1969, "available": True, "copies": 1},
]


def search_books(a):
    q = fold(a.get("query", ""))
    author = fold(a.get("author") or "")
    hits = [b for b in BOOKS if (not q or q in fold(b["title"]) or q in fold(b["author"]) or
                                 any(len(w) > 2 and w in fold(b["title"]) for w in q.split()))
            and (not author or author in fold(b["author"]))]
    return {"results": [{k: b[k] for k in ("id", "title", "author", "year", "available")} for b in hits]}


def get_book_availability(a):
    book = next((b for b in BOOKS if b["id"] == a["book_id"]), None)
    if book is None:
        raise ToolError(f"no book with id {a['book_id']!r}; search_books gives the ids")
    return {k: book[k] for k in book if k in ("id", "title", "available", "copies", "due_back")}


def borrow_book(a):
    book = next((b for b in BOOKS if b["id"] == a["book_id"]), None)
    if book is None:
        raise ToolError(f"no book with id {a['book_id']!r}; search_books gives the ids")
    if not book["available"]:
        raise ToolError(f"{book['title']!r} is on loan until {book['due_back']}; no copy can be borrowed now")
    return {"loan_id": "L-881", "book_id": book["id"], "title": book["title"], "due_date": "2026-12-22"}


# ---------------------------------------------------------------- expenses

EXPENSES = [
    {"id": "X-1", "date": "2026-11-03", "amount": 42.50, "currency": "EUR", "category": "food", "note": "groceries"},
    {"id": "X-2", "date": "2026-11-07", "amount": 18.00, "currency": "EUR", "category": "transport", "note": "train ticket"},
    {"id": "X-3", "date": "2026-11-12", "amount": 64.30, "currency": "EUR", "category": "food", "note": "dinner with Tom"},
    {"id": "X-4", "date": "2026-11-20", "amount": 950.00, "currency": "EUR", "category": "housing", "note": "rent"},
    {"id": "X-5", "date": "2026-11-25", "amount": 23.20, "currency": "EUR", "category": "food", "note": "bakery"},
    {"id": "X-6", "date": "2026-11-28", "amount": 35.00, "currency": "EUR", "category": "entertainment", "note": "concert"},
]
_expense_no = [40]


def add_expense(a):
    _expense_no[0] += 1
    return {"id": f"X-{_expense_no[0]}", "status": "saved", **a}


def list_expenses(a):
    items = [e for e in EXPENSES if e["date"].startswith(a["month"]) and
             (not a.get("category") or e["category"] == a["category"])]
    return {"month": a["month"], "expenses": items}


# ---------------------------------------------------------------- recipes

RECIPES = [
    {"id": "R-11", "name": "Mushroom risotto", "minutes": 40, "vegetarian": True},
    {"id": "R-12", "name": "Chickpea curry", "minutes": 25, "vegetarian": True},
    {"id": "R-13", "name": "Lemon roast chicken", "minutes": 75, "vegetarian": False},
    {"id": "R-14", "name": "番茄炒蛋", "minutes": 10, "vegetarian": True},
    {"id": "R-15", "name": "宫保鸡丁", "minutes": 30, "vegetarian": False},
]
RECIPE_DETAILS = {
    "R-12": {"ingredients": ["chickpeas", "coconut milk", "onion", "garlic", "curry paste", "spinach"],
             "steps": "Fry onion and garlic, add curry paste, then chickpeas and coconut milk; simmer 15 minutes; stir in spinach."},
    "R-14": {"ingredients": ["番茄", "鸡蛋", "葱", "盐", "糖"], "steps": "先炒鸡蛋盛出，再炒番茄出汁，倒回鸡蛋，加盐和少许糖。"},
}


def search_recipes(a):
    q = fold(a.get("query", ""))
    hits = [r for r in RECIPES if (not a.get("max_minutes") or r["minutes"] <= a["max_minutes"]) and
            (a.get("vegetarian") is not True or r["vegetarian"])]
    ranked = sorted(hits, key=lambda r: not any(w in fold(r["name"]) for w in q.split() if w))
    return {"results": ranked}


def get_recipe(a):
    r = next((r for r in RECIPES if r["id"] == a["recipe_id"]), None)
    if r is None:
        raise ToolError(f"no recipe with id {a['recipe_id']!r}")
    return {**r, **RECIPE_DETAILS.get(r["id"], {"ingredients": ["see the card"], "steps": "see the card"})}


# ---------------------------------------------------------------- flights

def search_flights(a):
    o, d, date = a["origin"], a["destination"], a["date"]
    tag = (fold(o)[:3] + fold(d)[:3]).upper()
    return {"flights": [
        {"flight_id": f"F-{tag}-1", "flight_number": "SK 4411", "depart": f"{date} 07:10", "arrive": f"{date} 10:25", "price": 189.0, "currency": "EUR", "stops": 0},
        {"flight_id": f"F-{tag}-2", "flight_number": "LH 2203", "depart": f"{date} 12:40", "arrive": f"{date} 17:55", "price": 142.0, "currency": "EUR", "stops": 1},
        {"flight_id": f"F-{tag}-3", "flight_number": "AZ 0610", "depart": f"{date} 18:05", "arrive": f"{date} 21:20", "price": 236.0, "currency": "EUR", "stops": 0},
    ]}


def book_flight(a):
    return {"booking_reference": "QX7P2M", "flight_id": a["flight_id"], "passenger_name": a["passenger_name"], "status": "confirmed"}


FLIGHT_STATUS = {
    "LH 2203": {"flight_number": "LH 2203", "status": "delayed", "delay_minutes": 50, "reason": "fog at Frankfurt airport",
                "scheduled_arrival": "2026-12-01 17:55", "expected_arrival": "2026-12-01 18:45", "gate": "B12"},
    "CA 1831": {"flight_number": "CA 1831", "status": "on time", "scheduled_arrival": "2026-12-01 20:10",
                "expected_arrival": "2026-12-01 20:10", "gate": "E21"},
    "MU 5101": {"flight_number": "MU 5101", "status": "cancelled", "reason": "台风导致上海机场关闭",
                "scheduled_arrival": "2026-12-01 11:30"},
}


def get_flight_status(a):
    key = re.sub(r"\s+", "", a["flight_number"].upper())
    for number, status in FLIGHT_STATUS.items():
        if number.replace(" ", "") == key:
            return status
    raise ToolError(f"no flight {a['flight_number']!r} today")


# ---------------------------------------------------------------- holidays

HOLIDAYS = {
    "IS": [("2026-12-24", "Christmas Eve (afternoon)"), ("2026-12-25", "Christmas Day"), ("2026-12-26", "Boxing Day"),
           ("2026-12-31", "New Year's Eve (afternoon)")],
    "JP": [("2026-12-31", "大晦日 (New Year's Eve, bank holiday)")],
    "NG": [("2026-12-25", "Christmas Day"), ("2026-12-26", "Boxing Day")],
    "DE": [("2026-12-25", "1. Weihnachtstag"), ("2026-12-26", "2. Weihnachtstag")],
    "CN": [],
    "BR": [("2026-12-25", "Natal")],
    "KE": [("2026-12-12", "Jamhuri Day"), ("2026-12-25", "Christmas Day"), ("2026-12-26", "Boxing Day")],
    "NZ": [("2026-12-25", "Christmas Day"), ("2026-12-28", "Boxing Day (observed)")],
}


def list_public_holidays(a):
    code = a["country_code"]
    if code not in HOLIDAYS:
        raise ToolError(f"no holiday data for {code!r}; use an ISO 3166-1 alpha-2 code such as JP, IS, NG")
    month = a.get("month")
    days = [{"date": d, "name": n} for d, n in HOLIDAYS[code] if not month or int(d[5:7]) == month]
    return {"country_code": code, "year": a["year"], "holidays": days}


# ---------------------------------------------------------------- the definitions

S = {"type": "string"}
UNIT_ENUM = list(UNITS)

_DEFS = [
    (spec("calculate", "Evaluate an arithmetic expression (+ - * / ** %, parentheses, decimals). Use for sums, "
          "differences, percentages and any other arithmetic. Not for currency conversion or unit conversion.",
          {"expression": {"type": "string", "description": "e.g. (12.5 + 7) * 3"}}, ["expression"]), calculate),
    (spec("convert_currency", "Convert an amount of money from one currency to another at today's rate.",
          {"amount": {"type": "number", "description": "the amount in the source currency"},
           "from_currency": {"type": "string", "pattern": CCY_RE, "description": "ISO 4217 code of the source currency, e.g. USD"},
           "to_currency": {"type": "string", "pattern": CCY_RE, "description": "ISO 4217 code of the target currency, e.g. CNY"}},
          ["amount", "from_currency", "to_currency"]), convert_currency),
    (spec("get_exchange_rate", "Today's exchange rate: how many units of `quote` one unit of `base` buys.",
          {"base": {"type": "string", "pattern": CCY_RE}, "quote": {"type": "string", "pattern": CCY_RE}},
          ["base", "quote"]), get_exchange_rate),
    (spec("get_balance", "The current balance of one of the user's bank accounts.",
          {"account": {"type": "string", "enum": ["checking", "savings"]}}, ["account"]), get_balance),
    (spec("transfer_money", "Send money from the user's checking account to a recipient. This moves real money.",
          {"amount": {"type": "number", "description": "amount to send"},
           "currency": {"type": "string", "pattern": CCY_RE, "description": "ISO 4217 code; EUR if the user names none"},
           "recipient": {"type": "string", "description": "the recipient's name or contact id"},
           "note": {"type": "string", "description": "optional reference shown to the recipient"}},
          ["amount", "recipient"]), transfer_money),
    (spec("add_task", "Add a task to the user's to-do list.",
          {"title": {"type": "string", "description": "short title of the task"},
           "priority": {"type": "string", "enum": ["low", "normal", "high"], "description": "how urgent it is"},
           "due_date": {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD, only if the user gives one"},
           "tags": {"type": "array", "items": S, "description": "optional labels"}},
          ["title"]), add_task),
    (spec("list_tasks", "List the user's to-do tasks with their ids, titles, priorities and due dates.",
          {"status": {"type": "string", "enum": ["open", "done", "all"], "description": "default: open"}}), list_tasks),
    (spec("complete_task", "Mark one task as done, by its id (from list_tasks).",
          {"task_id": {"type": "string", "pattern": r"^T-\d+$", "description": "e.g. T-101"}}, ["task_id"]), complete_task),
    (spec("delete_task", "Delete a task for good, by its id (from list_tasks).",
          {"task_id": {"type": "string", "pattern": r"^T-\d+$"}}, ["task_id"]), delete_task),
    (spec("create_event", "Put an event in the user's calendar.",
          {"title": {"type": "string"},
           "date": {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"},
           "start_time": {"type": "string", "pattern": TIME_RE, "description": "24-hour HH:MM"},
           "duration_minutes": {"type": "integer", "minimum": 5, "maximum": 720},
           "location": {"type": "string"},
           "attendees": {"type": "array", "description": "people to invite", "items": {
               "type": "object", "properties": {"name": S, "email": {"type": "string", "pattern": EMAIL_RE}},
               "required": ["name"], "additionalProperties": False}}},
          ["title", "date", "start_time"]), create_event),
    (spec("list_events", "List the events in the user's calendar on one day, with their ids.",
          {"date": {"type": "string", "pattern": DATE_RE}}, ["date"]), list_events),
    (spec("cancel_event", "Cancel one calendar event by its id (from list_events).",
          {"event_id": {"type": "string", "pattern": r"^EV-\d+$"}}, ["event_id"]), cancel_event),
    (spec("set_reminder", "Set a phone reminder at a time of day, optionally on a date (default: today).",
          {"text": {"type": "string", "description": "what to remind the user of"},
           "time": {"type": "string", "pattern": TIME_RE, "description": "24-hour HH:MM"},
           "date": {"type": "string", "pattern": DATE_RE}}, ["text", "time"]), set_reminder),
    (spec("search_notes", "Search the user's personal notes by words; returns note ids and titles.",
          {"query": S}, ["query"]), search_notes),
    (spec("read_note", "Read the full text of one note by its id.", {"note_id": {"type": "string"}}, ["note_id"]), read_note),
    (spec("list_files", "List the files in the user's documents folder (optionally one sub-folder).",
          {"folder": S}), list_files),
    (spec("read_file", "Read a text file from the user's documents by its path (from list_files).",
          {"path": S}, ["path"]), read_file),
    (spec("find_contact", "Look a person up in the user's address book by name; returns id, email and phone.",
          {"name": S}, ["name"]), find_contact),
    (spec("send_message", "Send a text message to a contact, by contact id (from find_contact).",
          {"contact_id": {"type": "string", "pattern": r"^C-\d+$"}, "text": S}, ["contact_id", "text"]), send_message),
    (spec("send_email", "Send an email.",
          {"to": {"type": "string", "pattern": EMAIL_RE}, "subject": S, "body": S,
           "cc": {"type": "array", "items": {"type": "string", "pattern": EMAIL_RE}}},
          ["to", "subject", "body"]), send_email),
    (spec("list_emails", "List emails in the user's inbox, newest first (id, sender, subject, date).",
          {"unread_only": {"type": "boolean"}, "limit": {"type": "integer", "minimum": 1, "maximum": 20}}), list_emails),
    (spec("read_email", "Read one email in full by its id.", {"email_id": S}, ["email_id"]), read_email),
    (spec("forward_email", "Forward one email to an address.",
          {"email_id": S, "to": {"type": "string", "pattern": EMAIL_RE}}, ["email_id", "to"]), forward_email),
    (spec("delete_email", "Delete one email by its id.", {"email_id": S}, ["email_id"]), delete_email),
    (spec("convert_units", "Convert a quantity between units of length, mass, volume or temperature.",
          {"value": {"type": "number"}, "from_unit": {"type": "string", "enum": UNIT_ENUM},
           "to_unit": {"type": "string", "enum": UNIT_ENUM}}, ["value", "from_unit", "to_unit"]), convert_units),
    (spec("get_local_time", "The current local time and time zone in a city anywhere in the world.",
          {"city": {"type": "string", "description": "city name"}}, ["city"]), get_local_time),
    (spec("search_hotels", "Find hotels in a city with their nightly prices.",
          {"city": S, "check_in": {"type": "string", "pattern": DATE_RE}, "nights": {"type": "integer", "minimum": 1}},
          ["city"]), search_hotels),
    (spec("search_books", "Search the public library catalogue by title words or author.",
          {"query": {"type": "string", "description": "title words"}, "author": S}, ["query"]), search_books),
    (spec("get_book_availability", "Whether a library book can be borrowed now, and when it is due back.",
          {"book_id": {"type": "string", "pattern": r"^B-\d+$"}}, ["book_id"]), get_book_availability),
    (spec("borrow_book", "Borrow a library book by its id (from search_books).",
          {"book_id": {"type": "string", "pattern": r"^B-\d+$"}}, ["book_id"]), borrow_book),
    (spec("add_expense", "Record an expense in the user's budget.",
          {"amount": {"type": "number"}, "currency": {"type": "string", "pattern": CCY_RE},
           "category": {"type": "string", "enum": ["food", "transport", "housing", "entertainment", "health", "other"]},
           "date": {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD; only if the user says when"},
           "note": {"type": "string", "description": "what it was for, in a few words"}},
          ["amount", "currency", "category"]), add_expense),
    (spec("list_expenses", "List the user's recorded expenses in one month, optionally one category.",
          {"month": {"type": "string", "pattern": MONTH_RE},
           "category": {"type": "string", "enum": ["food", "transport", "housing", "entertainment", "health", "other"]}},
          ["month"]), list_expenses),
    (spec("search_recipes", "Search the recipe collection.",
          {"query": S, "max_minutes": {"type": "integer", "description": "maximum total cooking time"},
           "vegetarian": {"type": "boolean"}}, ["query"]), search_recipes),
    (spec("get_recipe", "Ingredients and steps of one recipe by id.", {"recipe_id": S}, ["recipe_id"]), get_recipe),
    (spec("search_flights", "Search flights between two cities on a date.",
          {"origin": {"type": "string", "description": "departure city"},
           "destination": {"type": "string", "description": "arrival city"},
           "date": {"type": "string", "pattern": DATE_RE},
           "passengers": {"type": "integer", "minimum": 1, "maximum": 9},
           "cabin": {"type": "string", "enum": ["economy", "premium_economy", "business", "first"]}},
          ["origin", "destination", "date"]), search_flights),
    (spec("book_flight", "Book a seat on a flight by its flight_id (from search_flights).",
          {"flight_id": S, "passenger_name": S}, ["flight_id", "passenger_name"]), book_flight),
    (spec("list_public_holidays", "Public holidays of a country in a year (optionally one month).",
          {"country_code": {"type": "string", "pattern": r"^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2, e.g. JP"},
           "year": {"type": "integer"}, "month": {"type": "integer", "minimum": 1, "maximum": 12}},
          ["country_code", "year"]), list_public_holidays),
    (spec("get_flight_status", "Live status of a flight today by its flight number, e.g. 'LH 2203'.",
          {"flight_number": S}, ["flight_number"]), get_flight_status),
]

TOOLS: dict[str, Tool] = {s["function"]["name"]: Tool(s, fn) for s, fn in _DEFS}


def reset() -> None:
    """Restart the id counters, so every run sees the same ids."""
    _transfer_no[0], _task_no[0], _event_no[0], _expense_no[0] = 0, 200, 600, 40
