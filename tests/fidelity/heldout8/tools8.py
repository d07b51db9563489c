"""The eighth probe's tools: JSON-schema functions with small deterministic Python fakes, in
twelve domains no other probe uses (beekeeping supplies, a bouldering gym, a violin luthier,
island ferries, a typewriter repair shop, a city archive reading room, a dog-grooming van, a
ceramics kiln co-op, a vintage clothing swap, an observatory's telescope rental, a chess club
and a zero-waste refill store).

Every tool is a `Tool(spec, fn)` of the main suite, so the main loop validates the arguments
against the schema first (errors that say how to fix the call) and then runs `fn`. Some fakes
add their own checks (a date in YYYY-MM-DD, a phone number in international form) whose
errors also say how to fix the call; the cases add errors that give no fix (503, internal
error) or a busy signal through `results=` overrides. References returned by writes are
derived from the arguments that matter, so the same request always gets the same reference.
"""

from __future__ import annotations

import re
import zlib
from datetime import date as _date
from typing import Any

from ..tools import Tool, ToolError, fold, spec

DATE = {"type": "string", "format": "date", "description": "Date in YYYY-MM-DD."}
HHMM = {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "description": "Time of day, 24-hour HH:MM."}


def _ref(prefix: str, *parts: Any, digits: int = 4) -> str:
    key = "|".join(fold(str(p)) for p in parts)
    return f"{prefix}{zlib.crc32(key.encode()) % (9 * 10 ** (digits - 1)) + 10 ** (digits - 1)}"


def _check_date(value: Any, key: str = "date") -> str:
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        raise ToolError(f"'{key}' must be a date in YYYY-MM-DD, for example 2026-12-14; got {value!r}")
    try:
        _date.fromisoformat(value)
    except ValueError:
        raise ToolError(f"'{key}' {value!r} is not a real calendar date; use YYYY-MM-DD, for example 2026-12-14")
    return value


def _find(table: dict, key: str, what: str, aliases: dict | None = None):
    """A forgiving look-up: case, accents, spaces and extra words don't matter; aliases
    (other names, e.g. Chinese ones) map to a key of `table`."""
    k = fold(key).strip()
    for alias, name in (aliases or {}).items():
        if fold(alias) in k:
            return name, table[name]
    for name, value in table.items():
        if fold(name) in k or (len(k) >= 3 and k in fold(name)):
            return name, value
    raise ToolError(f"unknown {what} {key!r}; known: {', '.join(table)}")


def _money(x: float) -> float:
    return round(x + 1e-9, 2)


T: dict[str, Tool] = {}


def tool(name: str, description: str, properties: dict, required: list[str]):
    def wrap(fn):
        T[name] = Tool(spec(name, description, properties, required), fn)
        return fn
    return wrap


# ====================================================================== 1. beekeeping supplies

BEE_ITEMS = [
    {"sku": "BS-1044", "name": "Complete National hive kit (cedar)", "zh": "全套国家标准蜂箱（雪松木）",
     "category": "hive_parts", "price_gbp": 189.00, "in_stock": True},
    {"sku": "BS-1050", "name": "Super frames, pack of 10", "zh": "继箱巢框（10个装）",
     "category": "hive_parts", "price_gbp": 24.50, "in_stock": True},
    {"sku": "BS-2101", "name": "Ventilated bee suit, size L", "zh": "透气防蜂服（L码）",
     "category": "protective_wear", "price_gbp": 74.50, "in_stock": True},
    {"sku": "BS-2110", "name": "Leather beekeeping gloves", "zh": "皮质养蜂手套",
     "category": "protective_wear", "price_gbp": 16.00, "in_stock": False},
    {"sku": "BS-3007", "name": "Stainless steel smoker, large", "zh": "不锈钢喷烟器（大号）",
     "category": "tools", "price_gbp": 32.00, "in_stock": True},
    {"sku": "BS-3008", "name": "Copper mini smoker", "zh": "铜制迷你喷烟器",
     "category": "tools", "price_gbp": 27.50, "in_stock": True},
    {"sku": "BS-3012", "name": "Hive tool, J-hook", "zh": "J型起刮刀",
     "category": "tools", "price_gbp": 8.99, "in_stock": True},
    {"sku": "BS-4020", "name": "Fondant feed block, 2.5 kg", "zh": "翻糖饲料块（2.5公斤）",
     "category": "feed", "price_gbp": 9.80, "in_stock": True},
    {"sku": "BS-5003", "name": "Oxalic acid varroa treatment", "zh": "草酸治螨剂",
     "category": "treatments", "price_gbp": 15.40, "in_stock": True},
    {"sku": "BS-6001", "name": "Two-frame manual honey extractor", "zh": "双框手摇摇蜜机",
     "category": "extraction", "price_gbp": 145.00, "in_stock": True},
]
BEE_WORDS = {"smoker": ["smoker", "喷烟器", "喷烟", "熏烟"], "suit": ["suit", "防蜂服", "蜂衣"],
             "glove": ["glove", "手套"], "hive": ["hive", "蜂箱"], "frame": ["frame", "巢框"],
             "tool": ["hive tool", "起刮刀", "起刮"], "feed": ["feed", "fondant", "饲料", "翻糖"],
             "varroa": ["varroa", "mite", "oxalic", "螨", "草酸"], "extractor": ["extractor", "摇蜜机", "摇蜜"]}


def _bee_public(item: dict) -> dict:
    return {"sku": item["sku"], "name": item["name"], "name_zh": item["zh"], "price_gbp": item["price_gbp"],
            "in_stock": item["in_stock"]}


@tool("search_bee_supplies",
      "Search the Hive & Honey beekeeping supply shop's catalogue (hives and frames, bee suits and gloves, "
      "smokers and hive tools, feed, varroa treatments, honey extractors). Use for finding products, their SKU, "
      "price in GBP and stock. Not for advice on bee health or for placing an order.",
      {"query": {"type": "string", "description": "What to look for, e.g. 'smoker' or '防蜂服'."},
       "category": {"type": "string", "enum": ["hive_parts", "protective_wear", "tools", "feed", "treatments",
                                               "extraction"], "description": "Only this category."}},
      ["query"])
def search_bee_supplies(a):
    q = fold(a["query"])
    hits = []
    for item in BEE_ITEMS:
        if a.get("category") and item["category"] != a["category"]:
            continue
        text = fold(item["sku"] + " " + item["name"] + " " + item["zh"])
        words = [w for w in re.split(r"[\s,]+", q) if len(w) >= 3]
        topical = any(any(fold(s) in q for s in syn) and any(fold(s) in text for s in syn)
                      for syn in BEE_WORDS.values())
        if topical or any(w in text for w in words) or (q and q in text):
            hits.append(_bee_public(item))
    return {"results": hits, "count": len(hits)}


@tool("get_bee_item",
      "Get one Hive & Honey catalogue item by its SKU (name, price in GBP, stock). Use when the SKU is known.",
      {"sku": {"type": "string", "pattern": "^BS-[0-9]{4}$", "description": "SKU such as BS-3007."}},
      ["sku"])
def get_bee_item(a):
    for item in BEE_ITEMS:
        if item["sku"] == a["sku"]:
            return _bee_public(item)
    raise ToolError(f"no item with SKU {a['sku']}; search the catalogue to find the SKU")


@tool("order_bee_supplies",
      "Place an order at the Hive & Honey beekeeping supply shop. Use once you know each item's SKU.",
      {"items": {"type": "array", "minItems": 1, "items": {
          "type": "object", "properties": {
              "sku": {"type": "string", "pattern": "^BS-[0-9]{4}$"},
              "quantity": {"type": "integer", "minimum": 1, "maximum": 50}},
          "required": ["sku", "quantity"], "additionalProperties": False}},
       "delivery": {"type": "string", "enum": ["standard", "express", "collect"],
                    "description": "standard (3-5 days, £4.95), express (next day, £9.95) or collect in shop (free)."}},
      ["items", "delivery"])
def order_bee_supplies(a):
    total = 0.0
    lines = []
    for line in a["items"]:
        item = next((i for i in BEE_ITEMS if i["sku"] == line["sku"]), None)
        if item is None:
            raise ToolError(f"no item with SKU {line['sku']}; search the catalogue to find the SKU")
        total += item["price_gbp"] * line["quantity"]
        lines.append({"sku": item["sku"], "name": item["name"], "quantity": line["quantity"]})
    fee = {"standard": 4.95, "express": 9.95, "collect": 0.0}[a["delivery"]]
    ref = _ref("HH-", *[f"{x['sku']}x{x['quantity']}" for x in a["items"]], a["delivery"], digits=5)
    return {"order_id": ref, "lines": lines, "delivery": a["delivery"], "total_gbp": _money(total + fee)}


ORDERS = {
    "HH-20417": {"order_id": "HH-20417", "status": "shipped", "courier": "Royal Mail",
                 "expected_delivery": "2026-12-11"},
    "HH-20533": {"order_id": "HH-20533", "status": "packing", "expected_dispatch": "2026-12-14",
                 "note": "waiting for the fondant feed blocks"},
}


@tool("get_order_status",
      "Where a Hive & Honey order is (packing, shipped, delivered) and when it should arrive. Use with the order id.",
      {"order_id": {"type": "string", "pattern": "^HH-[0-9]{5}$", "description": "Order id such as HH-20417."}},
      ["order_id"])
def get_order_status(a):
    if a["order_id"] in ORDERS:
        return ORDERS[a["order_id"]]
    raise ToolError(f"no order {a['order_id']}")


def _swarm_phone(a, lang: str = "en"):
    phone = a.get("contact_phone", "")
    if not re.fullmatch(r"\+[1-9][0-9]{7,14}", phone or ""):
        if lang == "zh":
            raise ToolError(f"电话号码格式不对：{phone!r}。请用以 + 开头的国际格式，不要空格或横线，"
                            f"例如 +8613812345678")
        raise ToolError(f"contact_phone {phone!r} is not in international format: use + and the country code, "
                        f"no spaces, e.g. +447700900123")
    return {"report_id": _ref("SW-", a["location"], digits=4), "status": "volunteer notified",
            "volunteer_eta_minutes": 45}


@tool("report_swarm",
      "Report a honeybee swarm so a volunteer beekeeper comes to collect it. Use for honeybee swarms only. "
      "Not for wasp or hornet nests (we don't remove those) and not for bees living inside walls.",
      {"location": {"type": "string", "description": "Where the swarm is (address or landmark)."},
       "height_m": {"type": "number", "minimum": 0, "maximum": 30, "description": "Height above the ground in metres."},
       "contact_phone": {"type": "string", "description": "A phone number the volunteer can call."}},
      ["location", "height_m", "contact_phone"])
def report_swarm(a):
    return _swarm_phone(a, "en")


def report_swarm_zh(a):
    """The same tool with its errors in Chinese (for a `results=` override)."""
    return _swarm_phone(a, "zh")


# ====================================================================== 2. bouldering gym

PROBLEMS = {
    "slab": [("P-101", "Glass Floor", "V2", "green"), ("P-102", "Tiptoe Tango", "V4", "blue"),
             ("P-103", "Smear Campaign", "V5", "purple"), ("P-104", "Butter Knife", "V1", "white"),
             ("P-105", "Quiet Feet", "V6", "black"), ("P-106", "Friction Addiction", "V3", "yellow")],
    "cave": [("P-201", "Bat Signal", "V3", "yellow"), ("P-202", "Stalactite", "V5", "red")],
    "overhang": [("P-301", "Pinch Me Gently (sit start)", "V5", "red"), ("P-302", "Roof Cat", "V3", "yellow"),
                 ("P-303", "Gravity Tax", "V7", "black"), ("P-304", "Pinch Me Harder", "V6", "red")],
    "comp_wall": [("P-401", "Dyno Mite", "V4", "orange"), ("P-402", "Coordination Station", "V6", "pink")],
}


def _grade(g: str) -> int:
    m = re.fullmatch(r"[Vv](\d{1,2})", g or "")
    if not m:
        raise ToolError(f"grade {g!r} must look like V4 (V and a number from 0 to 12)")
    return int(m.group(1))


@tool("list_boulder_problems",
      "List the current boulder problems on one wall of Crux Bouldering (id, name, grade, hold colour). "
      "Use to find a problem or to see what is set. Optional grade range in V-grades.",
      {"wall": {"type": "string", "enum": ["cave", "slab", "overhang", "comp_wall"]},
       "grade_min": {"type": "string", "pattern": "^V[0-9]{1,2}$", "description": "Lowest grade, e.g. V3."},
       "grade_max": {"type": "string", "pattern": "^V[0-9]{1,2}$", "description": "Highest grade, e.g. V6."}},
      ["wall"])
def list_boulder_problems(a):
    low = _grade(a["grade_min"]) if a.get("grade_min") else 0
    high = _grade(a["grade_max"]) if a.get("grade_max") else 99
    rows = [{"problem_id": i, "name": n, "grade": g, "colour": c} for i, n, g, c in PROBLEMS[a["wall"]]
            if low <= _grade(g) <= high]
    return {"wall": a["wall"], "problems": rows}


SESSION_PRICE = {"open": 14.0, "intro_class": 25.0, "kids_club": 12.0}


@tool("book_session",
      "Book a climbing session at Crux Bouldering: open climbing, the beginners' intro class or kids' club. "
      "Shoe rental is £4 a pair.",
      {"date": DATE, "start_time": HHMM,
       "people": {"type": "integer", "minimum": 1, "maximum": 8},
       "shoes_rental": {"type": "boolean", "description": "Rent climbing shoes for everyone in the booking."},
       "session_type": {"type": "string", "enum": ["open", "intro_class", "kids_club"],
                        "description": "Defaults to open climbing."}},
      ["date", "start_time", "people", "shoes_rental"])
def book_session(a):
    _check_date(a["date"])
    kind = a.get("session_type") or "open"
    price = SESSION_PRICE[kind] * a["people"] + (4.0 * a["people"] if a["shoes_rental"] else 0)
    return {"booking_ref": _ref("CRX-", a["date"], a["start_time"], a["people"]), "date": a["date"],
            "start_time": a["start_time"], "session": kind, "people": a["people"], "price_gbp": _money(price)}


@tool("log_ascent",
      "Log a send of a boulder problem to the climber's Crux logbook, by the problem's id.",
      {"problem_id": {"type": "string", "pattern": "^P-[0-9]{3}$"},
       "attempts": {"type": "integer", "minimum": 1},
       "flashed": {"type": "boolean", "description": "Sent on the first attempt."}},
      ["problem_id", "attempts", "flashed"])
def log_ascent(a):
    for rows in PROBLEMS.values():
        for i, n, g, _ in rows:
            if i == a["problem_id"]:
                return {"logged": True, "problem": n, "grade": g, "attempts": a["attempts"],
                        "points": _grade(g) * 10 + (5 if a["flashed"] else 0)}
    raise ToolError(f"no problem {a['problem_id']}; list the wall's problems to find the id")


@tool("get_gym_occupancy",
      "How busy Crux Bouldering is right now (number of climbers inside).",
      {}, [])
def get_gym_occupancy(_a):
    return {"climbers_inside": 64, "capacity": 90, "level": "busy"}


# ====================================================================== 3. violin luthier

INSTRUMENTS = ["violin", "viola", "cello", "double_bass"]
WORK_PRICES = {  # violin, viola, cello, double bass (EUR)
    "rehair_bow": (65, 70, 85, 110), "new_strings": (45, 55, 120, 190), "bridge_fitting": (90, 100, 160, 220),
    "soundpost_adjust": (30, 30, 45, 60), "crack_repair": (150, 170, 260, 340), "setup": (120, 130, 190, 260)}


@tool("get_repair_quote",
      "Quote the price in EUR of repair work at Atelier Corda, the violin luthier. Rush jobs (done within "
      "3 days) cost 25% more.",
      {"instrument": {"type": "string", "enum": INSTRUMENTS},
       "work": {"type": "array", "minItems": 1, "items": {"type": "string", "enum": list(WORK_PRICES)}},
       "rush": {"type": "boolean", "description": "Done within 3 days, +25%."}},
      ["instrument", "work"])
def get_repair_quote(a):
    k = INSTRUMENTS.index(a["instrument"])
    base = sum(WORK_PRICES[w][k] for w in dict.fromkeys(a["work"]))
    total = base * (1.25 if a.get("rush") else 1)
    return {"instrument": a["instrument"], "work": list(dict.fromkeys(a["work"])), "rush": bool(a.get("rush")),
            "quote_eur": _money(total), "turnaround_days": 3 if a.get("rush") else 10}


@tool("book_luthier_appointment",
      "Book a workshop appointment at Atelier Corda to bring an instrument in.",
      {"date": {"type": "string", "description": "The day of the appointment."},
       "time": {"type": "string", "description": "Time of day."},
       "instrument": {"type": "string", "enum": INSTRUMENTS},
       "reason": {"type": "string", "description": "What the instrument needs, in a few words."}},
      ["date", "time", "instrument", "reason"])
def book_luthier_appointment(a):
    return {"appointment_ref": _ref("AC-", a["date"], a["time"]), "date": a["date"], "time": a["time"],
            "instrument": a["instrument"]}


def luthier_ddmmyyyy(a):
    """The booking system behind the tool wants dates as DD/MM/YYYY (for a `results=` override)."""
    if not re.fullmatch(r"\d{2}/\d{2}/\d{4}", a.get("date", "")):
        raise ToolError(f"invalid date {a.get('date')!r}: the booking system expects DD/MM/YYYY, e.g. 14/12/2026")
    if not re.fullmatch(r"\d{2}:\d{2}", a.get("time", "")):
        raise ToolError(f"invalid time {a.get('time')!r}: use 24-hour HH:MM, e.g. 15:30")
    return book_luthier_appointment(a)


REPAIRS = {
    "LU-1042": {"ticket": "LU-1042", "instrument": "violin", "work": "new bridge fitted", "status": "ready",
                "amount_due_eur": 90.0},
    "LU-1057": {"ticket": "LU-1057", "instrument": "cello", "work": "soundpost replacement", "status": "in_progress",
                "waiting_for": "seasoned spruce for the new soundpost", "estimated_ready": "2026-12-18"},
    "LU-1103": {"ticket": "LU-1103", "instrument": "viola", "work": "crack near the f-hole", "status": "received",
                "next_step": "diagnosis on 2026-12-14"},
    "LU-1120": {"ticket": "LU-1120", "instrument": "violin", "work": "full setup", "status": "in_progress",
                "estimated_ready": "2026-12-16", "quote_eur": 120.0},
}


@tool("repair_status",
      "The status of an instrument left for repair at Atelier Corda, by its ticket number.",
      {"ticket": {"type": "string", "pattern": "^LU-[0-9]{4}$", "description": "Ticket such as LU-1042."}},
      ["ticket"])
def repair_status(a):
    if a["ticket"] in REPAIRS:
        return REPAIRS[a["ticket"]]
    raise ToolError(f"no repair ticket {a['ticket']}")


@tool("find_rental_instruments",
      "Instruments Atelier Corda rents out, by instrument and size, with the monthly fee in EUR.",
      {"instrument": {"type": "string", "enum": ["violin", "viola", "cello"]},
       "size": {"type": "string", "enum": ["4/4", "3/4", "1/2", "1/4", "1/8"]}},
      ["instrument", "size"])
def find_rental_instruments(a):
    fee = {"violin": 18, "viola": 22, "cello": 35}[a["instrument"]]
    return {"available": [{"rental_id": _ref("R-", a["instrument"], a["size"], digits=3),
                           "instrument": a["instrument"], "size": a["size"], "monthly_fee_eur": fee}]}


# ====================================================================== 4. island ferries

PORTS = {"Oban": ["oban", "奥本"], "Craignure": ["craignure", "克雷格纽尔"], "Coll": ["coll", "科尔岛", "科尔"],
         "Tiree": ["tiree", "蒂里岛", "蒂里"], "Shenjiamen": ["shenjiamen", "沈家门"],
         "Putuoshan": ["putuoshan", "putuo", "普陀山", "普陀"], "Taohua Island": ["taohua", "桃花岛", "桃花"]}
ROUTES = {
    ("Oban", "Craignure"): [("SK1101", "07:40", "08:30"), ("SK1103", "09:55", "10:45"),
                            ("SK1105", "13:10", "14:00"), ("SK1107", "17:30", "18:20")],
    ("Craignure", "Oban"): [("SK1102", "08:45", "09:35"), ("SK1108", "18:35", "19:25")],
    ("Oban", "Coll"): [("SK1201", "08:15", "11:00"), ("SK1203", "15:45", "18:30")],
    ("Oban", "Tiree"): [("SK1301", "08:15", "12:05")],
    ("Shenjiamen", "Putuoshan"): [("SK2041", "08:30", "08:50"), ("SK2043", "10:00", "10:20"),
                                  ("SK2045", "14:20", "14:40")],
    ("Shenjiamen", "Taohua Island"): [("SK3105", "09:10", "10:05"), ("SK3107", "13:40", "14:35")],
}


def _port(name: str) -> str:
    k = fold(name)
    for port, names in PORTS.items():
        if any(fold(n) in k for n in names):
            return port
    raise ToolError(f"unknown port {name!r}; Skerry Line ports: {', '.join(PORTS)}")


@tool("ferry_timetable",
      "Skerry Line island ferry sailings between two ports on a date (sailing id, departure and arrival "
      "times, vehicle spaces left). Ports: Oban, Craignure, Coll, Tiree; 沈家门, 普陀山, 桃花岛. "
      "Not for the live status of a sailing.",
      {"from_port": {"type": "string"}, "to_port": {"type": "string"}, "date": DATE},
      ["from_port", "to_port", "date"])
def ferry_timetable(a):
    _check_date(a["date"])
    route = (_port(a["from_port"]), _port(a["to_port"]))
    sailings = ROUTES.get(route)
    if sailings is None:
        raise ToolError(f"no direct sailings from {route[0]} to {route[1]}")
    sunday = _date.fromisoformat(a["date"]).weekday() == 6
    if sunday and len(sailings) > 2:
        sailings = sailings[1:-1]
    rows = [{"sailing_id": s, "departs": d, "arrives": r,
             "vehicle_spaces_left": zlib.crc32(f"{s}{a['date']}".encode()) % 9} for s, d, r in sailings]
    return {"from": route[0], "to": route[1], "date": a["date"], "sailings": rows}


STATUS = {
    "SK2041": {"sailing_id": "SK2041", "status": "delayed", "delay_minutes": 40,
               "reason": "strong crosswind at the Putuoshan pier"},
    "SK1105": {"sailing_id": "SK1105", "status": "cancelled",
               "reason": "gale warning for the Sound of Mull", "next_sailing": "SK1107 at 17:30"},
}


@tool("sailing_status",
      "Live status of one Skerry Line sailing (on time, delayed or cancelled, and why), by its sailing id.",
      {"sailing_id": {"type": "string", "pattern": "^SK[0-9]{4}$"}},
      ["sailing_id"])
def sailing_status(a):
    return STATUS.get(a["sailing_id"], {"sailing_id": a["sailing_id"], "status": "on_time"})


FARE_ADULT, FARE_CHILD = 8.60, 4.30
VEHICLE_FARE = {"car": 42.00, "van": 61.00, "motorbike": 18.00, "bicycle": 0.00}


@tool("book_ferry",
      "Book Skerry Line ferry tickets on one sailing, by its sailing id. Children are 5-15 years old "
      "(under 5 travel free and are not counted). Add a vehicle only if one comes along.",
      {"sailing_id": {"type": "string", "pattern": "^SK[0-9]{4}$"},
       "passengers": {"type": "object", "properties": {
           "adults": {"type": "integer", "minimum": 0, "maximum": 9},
           "children": {"type": "integer", "minimum": 0, "maximum": 9}},
           "required": ["adults"], "additionalProperties": False},
       "vehicle": {"type": "object", "properties": {
           "type": {"type": "string", "enum": ["car", "van", "motorbike", "bicycle"]},
           "length_m": {"type": "number", "minimum": 1, "maximum": 12}},
           "required": ["type"], "additionalProperties": False}},
      ["sailing_id", "passengers"])
def book_ferry(a):
    p = a["passengers"]
    price = FARE_ADULT * p["adults"] + FARE_CHILD * p.get("children", 0)
    if a.get("vehicle"):
        price += VEHICLE_FARE[a["vehicle"]["type"]]
    return {"booking_ref": _ref("SKB-", a["sailing_id"], p["adults"], p.get("children", 0)),
            "sailing_id": a["sailing_id"], "price_gbp": _money(price)}


# ====================================================================== 5. typewriter repair

RIBBONS = {
    "Olivetti Lettera 32": {"ribbon": "13 mm Olivetti spool, black", "price_eur": 8.20, "in_stock": False,
                            "restock_date": "2026-12-16"},
    "Hermes 3000": {"ribbon": "13 mm universal spool, black/red", "price_eur": 7.90, "in_stock": True,
                    "stock": 4},
    "Olympia SM3": {"ribbon": "13 mm Olympia spool, black", "price_eur": 8.50, "in_stock": True, "stock": 2},
    "Smith-Corona Galaxie": {"ribbon": "Smith-Corona cartridge, black", "price_eur": 11.00, "in_stock": True,
                             "stock": 6},
}


@tool("find_ribbon",
      "Which ink ribbon fits a typewriter model at Keys & Ribbons, its price in EUR and whether it is in stock.",
      {"model": {"type": "string", "description": "Brand and model, e.g. 'Olympia SM3'."}},
      ["model"])
def find_ribbon(a):
    name, row = _find(RIBBONS, a["model"], "typewriter model",
                      {"lettera": "Olivetti Lettera 32", "hermes": "Hermes 3000", "sm3": "Olympia SM3",
                       "galaxie": "Smith-Corona Galaxie"})
    return {"model": name, **row}


TICKETS = {
    "TW-3318": {"ticket_id": "TW-3318", "machine": "Smith-Corona Galaxie", "work": "platen replaced",
                "status": "ready", "cost_eur": 85.00},
    "TW-3325": {"ticket_id": "TW-3325", "machine": "Olympia SM3", "work": "clean and oil", "status": "in_progress",
                "estimated_ready": "2026-12-15"},
}


@tool("typewriter_ticket",
      "The status of a typewriter left at Keys & Ribbons for repair, by its ticket id.",
      {"ticket_id": {"type": "string", "pattern": "^TW-[0-9]{4}$"}},
      ["ticket_id"])
def typewriter_ticket(a):
    if a["ticket_id"] in TICKETS:
        return TICKETS[a["ticket_id"]]
    raise ToolError(f"no ticket {a['ticket_id']}")


@tool("schedule_pickup",
      "Arrange the day a customer collects a repaired typewriter from Keys & Ribbons.",
      {"ticket_id": {"type": "string", "pattern": "^TW-[0-9]{4}$"}, "date": DATE},
      ["ticket_id", "date"])
def schedule_pickup(a):
    _check_date(a["date"])
    return {"ticket_id": a["ticket_id"], "pickup_date": a["date"], "opening_hours": "10:00-18:00",
            "confirmed": True}


@tool("book_typewriter_service",
      "Book a typewriter in for service at Keys & Ribbons.",
      {"brand": {"type": "string"}, "model": {"type": "string"},
       "service": {"type": "string", "enum": ["clean_and_oil", "full_overhaul", "platen_replacement", "key_repair"]},
       "dropoff_date": DATE},
      ["brand", "model", "service", "dropoff_date"])
def book_typewriter_service(a):
    _check_date(a["dropoff_date"], "dropoff_date")
    price = {"clean_and_oil": 60, "full_overhaul": 180, "platen_replacement": 85, "key_repair": 40}[a["service"]]
    return {"ticket_id": _ref("TW-", a["brand"], a["model"], a["dropoff_date"]), "price_eur": float(price)}


# ====================================================================== 6. city archive reading room

ARCHIVE = [
    {"ref": "ARC/1906/012", "title": "Council minutes: tram line to Harbour Road, 12 March 1906",
     "collection": "council_minutes", "year": 1906, "zh": "市议会 会议记录 电车 有轨电车 港口路",
     "text": "Minutes of the Council, 12 March 1906. Item 4: the proposed tram line from the railway station "
             "to Harbour Road. After debate the Council resolved, by 14 votes to 9, to approve the line, with "
             "construction to begin in the spring of 1907 at a cost not to exceed £18,500. The Borough Surveyor "
             "is to report on widening Bridge Street before work starts."},
    {"ref": "ARC/1906/031", "title": "Council minutes: street lighting committee, 1906",
     "collection": "council_minutes", "year": 1906, "zh": "市议会 会议记录 路灯 照明",
     "text": "The committee recommends replacing 40 gas lamps on the High Street with electric lamps."},
    {"ref": "ARC/1893/004", "title": "Harbour survey map, 1893", "collection": "maps", "year": 1893,
     "zh": "港口 海港 测绘 地图",
     "text": "Survey of the harbour at a scale of 1:2500, showing the old fish market and the west pier."},
    {"ref": "ARC/1897/019", "title": "Harbour and docks plan, 1897", "collection": "maps", "year": 1897,
     "zh": "港口 海港 码头 船坞 地图 规划",
     "text": "Plan of the proposed new docks, with the east breakwater drawn in red."},
    {"ref": "ARC/1911/044", "title": "Letter from the Harbour Master on the storm of January 1911",
     "collection": "council_minutes", "year": 1911, "zh": "港务长 港口 信件 风暴 暴风雨",
     "text": "To the Council. On the night of 3 January 1911 a storm tore away forty metres of the east "
             "breakwater and sank two fishing boats, the Mary Ellen and the Good Hope. No lives were lost. "
             "I ask the Council for £2,300 for urgent repairs before the spring herring season."},
    {"ref": "ARC/1924/102", "title": "Photograph: opening of the public swimming baths, 1924",
     "collection": "photographs", "year": 1924, "zh": "照片 游泳池 浴场 开幕",
     "text": "Glass negative. The mayor cuts the ribbon at the new baths on Mill Lane, 5 July 1924."},
    {"ref": "ARC/1952/007", "title": "Parish register extract: St Columba baptisms, 1952",
     "collection": "parish_records", "year": 1952, "zh": "教区 登记 洗礼 圣科伦巴",
     "text": "Baptisms at St Columba's, January to June 1952: 31 entries."},
]
COLLECTIONS = ["maps", "photographs", "council_minutes", "parish_records", "newspapers"]
STOP = {"the", "and", "for", "from", "about", "with", "any", "minutes", "council", "records", "1890s"}


@tool("search_archive",
      "Search the city archive's catalogue by keywords (English or Chinese), optionally within one collection "
      "and a range of years. Returns each item's reference, title and year. Use for finding archive items. "
      "Not for reading an item's text.",
      {"query": {"type": "string"},
       "collection": {"type": "string", "enum": COLLECTIONS},
       "year_from": {"type": "integer", "minimum": 1500, "maximum": 2026},
       "year_to": {"type": "integer", "minimum": 1500, "maximum": 2026}},
      ["query"])
def search_archive(a):
    q = fold(a["query"])
    words = [w for w in re.findall(r"[a-z]{3,}", q) if w not in STOP]
    zh_words = [w for item in ARCHIVE for w in item["zh"].split() if w in a["query"]]
    hits = []
    for item in ARCHIVE:
        if a.get("collection") and item["collection"] != a["collection"]:
            continue
        if a.get("year_from") and item["year"] < a["year_from"]:
            continue
        if a.get("year_to") and item["year"] > a["year_to"]:
            continue
        title = fold(item["title"])
        if any(w in title for w in words) or any(w in item["zh"].split() for w in zh_words) \
                or re.fullmatch(r"\d{4}", q.strip()) and int(q) == item["year"]:
            hits.append({"ref": item["ref"], "title": item["title"], "year": item["year"]})
    return {"results": hits, "count": len(hits)}


@tool("read_archive_document",
      "Read the transcribed text of one archive item, by its reference (such as ARC/1906/012). "
      "Use after a search has given the reference. Not for searching.",
      {"ref": {"type": "string", "pattern": "^ARC/[0-9]{4}/[0-9]{3}$"}},
      ["ref"])
def read_archive_document(a):
    for item in ARCHIVE:
        if item["ref"] == a["ref"]:
            return {"ref": item["ref"], "title": item["title"], "text": item["text"]}
    raise ToolError(f"no archive item {a['ref']}")


@tool("reserve_reading_desk",
      "Reserve a desk in the archive reading room for a morning (09:30-12:30) or afternoon (13:30-16:30) session, "
      "with up to 5 items fetched from the stores in advance. Needs the reader's card number.",
      {"date": DATE, "session": {"type": "string", "enum": ["morning", "afternoon"]},
       "items": {"type": "array", "maxItems": 5, "items": {"type": "string", "pattern": "^ARC/[0-9]{4}/[0-9]{3}$"}},
       "reader_card": {"type": "string", "pattern": "^RC[0-9]{6}$", "description": "Reader's card, e.g. RC104233."}},
      ["date", "session", "reader_card"])
def reserve_reading_desk(a):
    _check_date(a["date"])
    if _date.fromisoformat(a["date"]).weekday() == 0:
        raise ToolError("the reading room is closed on Mondays; choose a day from Tuesday to Saturday")
    return {"reservation": _ref("RR-", a["date"], a["session"], a["reader_card"]), "date": a["date"],
            "session": a["session"], "desk": 7, "items_ready": a.get("items", [])}


@tool("order_reproduction",
      "Order copies of an archive item: a PDF scan (€4), an A4 photo print (€9) or a 600 dpi TIFF (€15), per copy.",
      {"ref": {"type": "string", "pattern": "^ARC/[0-9]{4}/[0-9]{3}$"},
       "format": {"type": "string", "enum": ["pdf_scan", "photo_print_a4", "tiff_600dpi"]},
       "copies": {"type": "integer", "minimum": 1, "maximum": 20},
       "reader_card": {"type": "string", "pattern": "^RC[0-9]{6}$"}},
      ["ref", "format", "copies", "reader_card"])
def order_reproduction(a):
    each_ = {"pdf_scan": 4, "photo_print_a4": 9, "tiff_600dpi": 15}[a["format"]]
    return {"order": _ref("RP-", a["ref"], a["format"], a["copies"]), "cost_eur": float(each_ * a["copies"])}


# ====================================================================== 7. dog-grooming van

SIZES = ["small", "medium", "large", "giant"]
SERVICES = ["bath", "full_groom", "nail_trim", "de_shedding", "teeth"]
GROOM_PRICES = {"bath": (120, 160, 220, 300), "full_groom": (260, 320, 420, 560), "nail_trim": (40, 40, 40, 40),
                "de_shedding": (150, 180, 240, 320), "teeth": (60, 60, 60, 60)}
SLOTS = {"2026-12-14": ["10:30", "15:00"], "2026-12-15": ["09:00", "13:30", "16:00"], "2026-12-16": [],
         "2026-12-18": ["11:00", "14:30"]}


@tool("groom_slots",
      "用于查询“泡泡上门”宠物美容车在某个邮编区域某一天的空闲时段。不用于预约，也不用于报价。",
      {"postcode": {"type": "string", "pattern": "^[0-9]{6}$", "description": "6位邮政编码，例如 200031"},
       "date": DATE},
      ["postcode", "date"])
def groom_slots(a):
    _check_date(a["date"])
    return {"postcode": a["postcode"], "date": a["date"], "free_slots": SLOTS.get(a["date"], ["10:00", "14:00"])}


def _groom_total(size: str, services: list[str]) -> int:
    k = SIZES.index(size)
    return sum(GROOM_PRICES[s][k] for s in dict.fromkeys(services))


@tool("groom_price",
      "Use for the price (CNY) of grooming services for a dog of a given size. Not for booking. "
      "用于按狗狗体型查询美容服务的价格（人民币）。",
      {"size": {"type": "string", "enum": SIZES, "description": "small <10 kg, medium 10-25 kg, large 25-45 kg, giant >45 kg"},
       "services": {"type": "array", "minItems": 1, "items": {"type": "string", "enum": SERVICES}}},
      ["size", "services"])
def groom_price(a):
    return {"size": a["size"], "services": list(dict.fromkeys(a["services"])),
            "price_cny": _groom_total(a["size"], a["services"])}


@tool("book_groom",
      "预约“泡泡上门”宠物美容车上门服务。Book the grooming van to come to an address at a date and time.",
      {"date": DATE, "time": HHMM,
       "dog": {"type": "object", "properties": {
           "name": {"type": "string"}, "breed": {"type": "string"},
           "size": {"type": "string", "enum": SIZES, "description": "small <10 kg, medium 10-25 kg, large 25-45 kg, giant >45 kg"},
           "coat": {"type": "string", "enum": ["short", "double", "curly", "wire"]}},
           "required": ["name", "breed", "size", "coat"], "additionalProperties": False},
       "services": {"type": "array", "minItems": 1, "items": {"type": "string", "enum": SERVICES}},
       "address": {"type": "string"}},
      ["date", "time", "dog", "services", "address"])
def book_groom(a):
    _check_date(a["date"])
    free = SLOTS.get(a["date"], ["10:00", "14:00"])
    if a["time"] not in free:
        raise ToolError(f"{a['date']} {a['time']} is not free; free slots that day: {', '.join(free) or 'none'}")
    return {"booking_ref": _ref("PP-", a["date"], a["time"]), "date": a["date"], "time": a["time"],
            "price_cny": _groom_total(a["dog"]["size"], a["services"])}


# ====================================================================== 8. ceramics kiln co-op

FIRINGS = [
    {"firing_id": "KF-201", "kiln": "big_electric", "type": "bisque", "cone": "cone_04", "date": "2026-12-14",
     "shelves_left": 3},
    {"firing_id": "KF-202", "kiln": "big_electric", "type": "glaze", "cone": "cone_6", "date": "2026-12-16",
     "shelves_left": 0},
    {"firing_id": "KF-203", "kiln": "raku", "type": "raku", "cone": "cone_06", "date": "2026-12-17",
     "shelves_left": 2},
    {"firing_id": "KF-204", "kiln": "big_electric", "type": "glaze", "cone": "cone_6", "date": "2026-12-18",
     "shelves_left": 2},
    {"firing_id": "KF-205", "kiln": "test_kiln", "type": "glaze", "cone": "cone_10", "date": "2026-12-19",
     "shelves_left": 1},
    {"firing_id": "KF-206", "kiln": "big_electric", "type": "glaze", "cone": "cone_10", "date": "2026-12-22",
     "shelves_left": 4},
]
CONE_PRICE = {"cone_04": 9.0, "cone_06": 9.0, "cone_6": 14.0, "cone_10": 19.0}


@tool("kiln_schedule",
      "The kiln co-op's upcoming firings (id, kiln, bisque or glaze, cone, date, shelves left). "
      "Optionally one kiln only, or only the week starting on a given Monday.",
      {"kiln": {"type": "string", "enum": ["big_electric", "test_kiln", "raku"]},
       "week_of": {"type": "string", "format": "date", "description": "Monday of the week, YYYY-MM-DD."}},
      [])
def kiln_schedule(a):
    rows = [f for f in FIRINGS if not a.get("kiln") or f["kiln"] == a["kiln"]]
    if a.get("week_of"):
        start = _date.fromisoformat(_check_date(a["week_of"], "week_of"))
        rows = [f for f in rows if 0 <= (_date.fromisoformat(f["date"]) - start).days < 7]
    return {"firings": rows}


@tool("firing_cost",
      "What a firing costs at the kiln co-op, in EUR, for a number of shelves at a given cone (temperature).",
      {"cone": {"type": "string", "enum": list(CONE_PRICE),
                "description": "cone_04/cone_06: low fire (bisque, raku); cone_6: mid fire; cone_10: high fire"},
       "shelves": {"type": "integer", "minimum": 1, "maximum": 8}},
      ["cone", "shelves"])
def firing_cost(a):
    return {"cone": a["cone"], "shelves": a["shelves"], "cost_eur": _money(CONE_PRICE[a["cone"]] * a["shelves"])}


def _member(m: str, lang: str = "en") -> str:
    if not re.fullmatch(r"M[0-9]{4}", m or ""):
        if lang == "zh":
            raise ToolError(f"会员号 {m!r} 格式不对：应为字母 M 加 4 位数字，不足 4 位在前面补 0，例如 M0388")
        raise ToolError(f"member_id {m!r} must be M followed by 4 digits, e.g. M0412")
    return m


def _book_kiln(a, lang="en"):
    _member(a["member_id"], lang)
    firing = next((f for f in FIRINGS if f["firing_id"] == a["firing_id"]), None)
    if firing is None:
        raise ToolError(f"no firing {a['firing_id']}; see the kiln schedule for ids")
    if a["shelves"] > firing["shelves_left"]:
        raise ToolError(f"only {firing['shelves_left']} shelves left on {a['firing_id']}")
    return {"booking": _ref("KB-", a["firing_id"], a["member_id"]), "firing_id": a["firing_id"],
            "date": firing["date"], "shelves": a["shelves"],
            "cost_eur": _money(CONE_PRICE[firing["cone"]] * a["shelves"])}


@tool("book_kiln_space",
      "Book shelves on one upcoming firing of the kiln co-op, by firing id, for a member.",
      {"firing_id": {"type": "string", "pattern": "^KF-[0-9]{3}$"},
       "shelves": {"type": "integer", "minimum": 1, "maximum": 8},
       "member_id": {"type": "string", "description": "The member's number."},
       "glaze_notes": {"type": "string", "description": "Optional notes for the kiln tech about the glazes."}},
      ["firing_id", "shelves", "member_id"])
def book_kiln_space(a):
    return _book_kiln(a, "en")


def book_kiln_space_zh(a):
    """The same tool with its member-number error in Chinese (for a `results=` override)."""
    return _book_kiln(a, "zh")


@tool("topup_member_account",
      "Add credit to a kiln co-op member's prepaid account (used for firings and clay).",
      {"member_id": {"type": "string", "pattern": "^M[0-9]{4}$"},
       "amount": {"type": "number", "exclusiveMinimum": 0},
       "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO code, e.g. EUR."},
       "note": {"type": "string", "description": "Optional note shown on the statement."}},
      ["member_id", "amount", "currency"])
def topup_member_account(a):
    return {"member_id": a["member_id"], "credited": a["amount"], "currency": a["currency"],
            "new_balance": _money(37.50 + a["amount"]) if a["currency"] == "EUR" else None}


# ====================================================================== 9. vintage clothing swap

TOKENS = {"like_new": 3, "good": 2, "worn": 1}
BALANCES = {"lin.yue@example.com": 7, "sam.reid@example.com": 12}


@tool("register_swap_items",
      "Register clothes a member brings to the Second Spin vintage clothing swap; each item earns swap tokens "
      "(like new 3, good 2, worn 1; coats one extra).",
      {"member_email": {"type": "string", "format": "email"},
       "items": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
           "category": {"type": "string", "enum": ["tops", "dresses", "coats", "trousers", "shoes", "accessories"]},
           "size": {"type": "string"},
           "condition": {"type": "string", "enum": ["like_new", "good", "worn"]}},
           "required": ["category", "size", "condition"], "additionalProperties": False}}},
      ["member_email", "items"])
def register_swap_items(a):
    earned = sum(TOKENS[i["condition"]] + (1 if i["category"] == "coats" else 0) for i in a["items"])
    return {"member_email": a["member_email"], "items_registered": len(a["items"]), "tokens_earned": earned,
            "balance": BALANCES.get(a["member_email"], 0) + earned}


@tool("swap_token_balance",
      "A Second Spin member's swap-token balance and recent activity.",
      {"member_email": {"type": "string", "format": "email"}},
      ["member_email"])
def swap_token_balance(a):
    return {"member_email": a["member_email"], "tokens": BALANCES.get(a["member_email"], 0),
            "last_swap": "2026-11-21"}


@tool("transfer_tokens",
      "Move swap tokens from one Second Spin member to another.",
      {"from_email": {"type": "string", "format": "email"}, "to_email": {"type": "string", "format": "email"},
       "tokens": {"type": "integer", "minimum": 1}},
      ["from_email", "to_email", "tokens"])
def transfer_tokens(a):
    return {"moved": a["tokens"], "from": a["from_email"], "to": a["to_email"]}


@tool("next_swap_events",
      "Upcoming Second Spin swap events, optionally in one city.",
      {"city": {"type": "string"}},
      [])
def next_swap_events(a):
    events = [{"city": "Edinburgh", "date": "2026-12-13", "venue": "Leith Community Hall"},
              {"city": "Glasgow", "date": "2026-12-19", "venue": "Briggait"},
              {"city": "Edinburgh", "date": "2027-01-10", "venue": "Leith Community Hall"}]
    if a.get("city"):
        events = [e for e in events if fold(e["city"]) in fold(a["city"])]
    return {"events": events}


# ====================================================================== 10. observatory telescope rental

FORECAST = {
    "2026-12-10": {"cloud_cover_pct": 15, "moon": "waxing crescent, 8% lit", "seeing": "good",
                   "best_window": "20:00-01:00"},
    "2026-12-11": {"cloud_cover_pct": 10, "moon": "waxing crescent, 14% lit", "seeing": "very good",
                   "best_window": "19:30-02:00"},
    "2026-12-12": {"cloud_cover_pct": 20, "moon": "waxing crescent, 21% lit", "seeing": "good",
                   "best_window": "19:30-00:30"},
    "2026-12-13": {"cloud_cover_pct": 85, "moon": "first quarter", "seeing": "poor", "best_window": None},
    "2026-12-19": {"cloud_cover_pct": 25, "moon": "waxing gibbous, 78% lit", "seeing": "fair",
                   "best_window": "21:00-23:30"},
}
SCOPES = {"refractor_80": ("80 mm refractor", 12.0), "dobsonian_10": ("10-inch Dobsonian", 18.0),
          "dobsonian_16": ("16-inch Dobsonian", 30.0), "solar_scope": ("solar telescope (daytime only)", 15.0)}


@tool("sky_forecast",
      "Use for the observing forecast at Hill Top Observatory on a night: cloud cover, moon phase, seeing and "
      "the best viewing window.",
      {"date": DATE},
      ["date"])
def sky_forecast(a):
    _check_date(a["date"])
    return {"date": a["date"], **FORECAST.get(a["date"], {"cloud_cover_pct": 50, "moon": "unknown",
                                                           "seeing": "fair", "best_window": "20:00-23:00"})}


@tool("list_telescopes",
      "Use for which telescopes Hill Top Observatory rents out and their hourly prices in EUR. Not for weather.",
      {}, [])
def list_telescopes(_a):
    return {"telescopes": [{"telescope": k, "name": n, "eur_per_hour": p} for k, (n, p) in SCOPES.items()]}


@tool("book_telescope",
      "Rent a telescope at Hill Top Observatory for a number of hours from a start time (in half hours, 0.5 to 4).",
      {"date": DATE, "telescope": {"type": "string", "enum": list(SCOPES)},
       "hours": {"type": "number", "minimum": 0.5, "maximum": 4},
       "start_time": HHMM},
      ["date", "telescope", "hours", "start_time"])
def book_telescope(a):
    _check_date(a["date"])
    return {"booking_ref": _ref("OBS-", a["date"], a["telescope"], a["start_time"]), "date": a["date"],
            "start_time": a["start_time"], "hours": a["hours"], "telescope": SCOPES[a["telescope"]][0],
            "cost_eur": _money(SCOPES[a["telescope"]][1] * a["hours"])}


# ====================================================================== 11. chess club

RATINGS = {"Ana Petrova": 1712, "Tom Okafor": 1588, "王磊": 1645, "陈静": 1790, "Maya Lindqvist": 1530,
           "李想": 1180}
TOURNAMENTS = [
    {"tournament_id": "T-118", "name": "Winter Open", "date": "2026-12-12", "sections": ["open", "u1600", "u1200"]},
    {"tournament_id": "T-121", "name": "Christmas Rapid Cup", "date": "2026-12-20",
     "sections": ["open", "u1600", "u1200", "junior"]},
    {"tournament_id": "T-124", "name": "Junior Blitz", "date": "2026-12-27", "sections": ["junior"]},
    {"tournament_id": "T-130", "name": "New Year Classic", "date": "2027-01-09", "sections": ["open", "u1600"]},
]


@tool("chess_rating",
      "A Castle Gate Chess Club member's current club rating, by name.",
      {"player_name": {"type": "string"}},
      ["player_name"])
def chess_rating(a):
    name, rating = _find(RATINGS, a["player_name"], "player")
    return {"player": name, "rating": rating}


@tool("list_tournaments",
      "Castle Gate Chess Club tournaments (id, name, date, sections), optionally in one month.",
      {"month": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}$", "description": "YYYY-MM"}},
      [])
def list_tournaments(a):
    return {"tournaments": [t for t in TOURNAMENTS if not a.get("month") or t["date"].startswith(a["month"])]}


def _register(a):
    t = next((t for t in TOURNAMENTS if t["tournament_id"] == a["tournament_id"]), None)
    if t is None:
        raise ToolError(f"no tournament {a['tournament_id']}; list the tournaments to find the id")
    return {"entry_no": _ref("E", a["tournament_id"], a["player_name"], digits=3), "tournament": t["name"],
            "date": t["date"], "section": a["section"], "player": a["player_name"]}


@tool("register_tournament",
      "Enter a player in a Castle Gate Chess Club tournament, by tournament id, in one section.",
      {"tournament_id": {"type": "string", "pattern": "^T-[0-9]{3}$"}, "player_name": {"type": "string"},
       "section": {"type": "string", "enum": ["open", "u1600", "u1200", "junior"],
                   "description": "open, under 1600, under 1200 or junior (under 16)"}},
      ["tournament_id", "player_name", "section"])
def register_tournament(a):
    return _register(a)


def _register_loose(a):
    allowed = ["OPEN", "U1600", "U1200", "JUNIOR"]
    if a["section"] not in allowed:
        raise ToolError(f"unknown section {a['section']!r}; allowed values: {', '.join(allowed)}")
    return _register(a)


# the same tool as an older club system exposes it: the section is a free string, checked by the server
REGISTER_LOOSE = Tool(spec(
    "register_tournament", "Enter a player in a Castle Gate Chess Club tournament, by tournament id, in one section.",
    {"tournament_id": {"type": "string", "pattern": "^T-[0-9]{3}$"}, "player_name": {"type": "string"},
     "section": {"type": "string", "description": "The section code."}},
    ["tournament_id", "player_name", "section"]), _register_loose)


@tool("record_game",
      "Record the result of a club game in the Castle Gate Chess Club database.",
      {"white": {"type": "string", "description": "Player with the white pieces."},
       "black": {"type": "string", "description": "Player with the black pieces."},
       "result": {"type": "string", "enum": ["1-0", "0-1", "1/2-1/2"], "description": "1-0 white won, 0-1 black won"},
       "moves": {"type": "integer", "minimum": 1}},
      ["white", "black", "result", "moves"])
def record_game(a):
    return {"game_id": _ref("G-", a["white"], a["black"], a["moves"]), "recorded": True}


# ====================================================================== 12. zero-waste refill store

REFILL = {  # product: (EUR per unit, unit)
    "oats": (3.60, "kg"), "rice": (2.80, "kg"), "lentils": (4.50, "kg"), "muesli": (7.80, "kg"),
    "coffee beans": (24.00, "kg"), "olive oil": (11.90, "l"), "dish soap": (4.20, "l"),
    "laundry liquid": (5.40, "l"),
}
REFILL_ZH = {"燕麦": "oats", "大米": "rice", "米": "rice", "扁豆": "lentils", "小扁豆": "lentils", "兵豆": "lentils",
             "麦片": "muesli", "什锦": "muesli", "咖啡": "coffee beans", "橄榄油": "olive oil", "洗洁精": "dish soap",
             "洗碗": "dish soap", "washing-up": "dish soap", "washing up": "dish soap", "洗衣液": "laundry liquid",
             "laundry": "laundry liquid", "soap": "dish soap", "oil": "olive oil", "coffee": "coffee beans",
             "lentil": "lentils", "oat": "oats"}


def _product(name: str) -> str:
    k = fold(name)
    for p in REFILL:
        if fold(p) in k:
            return p
    for alias, p in REFILL_ZH.items():
        if fold(alias) in k:
            return p
    raise ToolError(f"unknown product {name!r}; we stock: {', '.join(REFILL)}")


@tool("refill_prices",
      "Price per kilo or per litre (EUR) of one product at the Full Circle zero-waste refill store.",
      {"product": {"type": "string", "description": "e.g. 'oats', '橄榄油'"}},
      ["product"])
def refill_prices(a):
    p = _product(a["product"])
    price, unit = REFILL[p]
    return {"product": p, "price_eur": price, "per": unit}


def _in_base(amount: float, unit: str) -> float:
    return amount / 1000 if unit in ("g", "ml") else amount


@tool("refill_order",
      "Order refills at Full Circle to pick up later. Each item has an amount and a unit; unpackaged goods "
      "need containers: bring your own, or we supply jars at €0.50 each.",
      {"items": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
          "product": {"type": "string"}, "amount": {"type": "number", "exclusiveMinimum": 0},
          "unit": {"type": "string", "enum": ["g", "kg", "ml", "l"]}},
          "required": ["product", "amount", "unit"], "additionalProperties": False}},
       "bring_own_containers": {"type": "boolean"},
       "pickup_time": HHMM},
      ["items", "bring_own_containers", "pickup_time"])
def refill_order(a):
    total = 0.0
    for item in a["items"]:
        p = _product(item["product"])
        price, unit = REFILL[p]
        if (unit == "kg") != (item["unit"] in ("g", "kg")):
            raise ToolError(f"{p} is sold by {'weight (g or kg)' if unit == 'kg' else 'volume (ml or l)'}")
        total += price * _in_base(item["amount"], item["unit"])
    jars = 0 if a["bring_own_containers"] else len(a["items"])
    return {"order": _ref("FC-", a["pickup_time"], *[i["product"] for i in a["items"]]),
            "pickup_time": a["pickup_time"], "total_eur": _money(total + 0.5 * jars), "jars_supplied": jars}


def refill_order_grams_zh(a):
    """An older till: amounts must be whole grams or millilitres, errors in Chinese (a `results=` override)."""
    for item in a["items"]:
        if item["unit"] not in ("g", "ml") or item["amount"] != int(item["amount"]):
            raise ToolError(f"数量格式错误：{item['product']} 的数量必须是整数克（g）或毫升（ml），"
                            f"例如 1.5 公斤写成 amount=1500、unit=\"g\"")
    return refill_order(a)


@tool("container_deposit_refund",
      "用于计算归还押金玻璃罐和瓶子可以退回多少钱（每个罐子 0.50 欧元，每个瓶子 0.25 欧元）。不用于上门回收。",
      {"jars": {"type": "integer", "minimum": 0}, "bottles": {"type": "integer", "minimum": 0}},
      ["jars", "bottles"])
def container_deposit_refund(a):
    return {"refund_eur": _money(0.5 * a["jars"] + 0.25 * a["bottles"])}
