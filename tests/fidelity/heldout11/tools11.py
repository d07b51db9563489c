"""The eleventh probe's tools, written the way learners write them: OpenAI tool definitions
built with the main suite's helpers, plus fake, deterministic implementations (no state, so a
scripted run and a real run see the same results).

"Today" for every tool is Thursday, 2027-01-28 (the probe's system prompts say so too).
Twelve domains: a glass-blowing workshop, a dry cleaner, a surf school, a bonsai nursery,
a laser-tag arena, a sauna house, a kite shop, a dog-walking service, a snow-clearing service,
a calligraphy studio, an e-bike battery swap network and a 3D-print bureau.
"""

from __future__ import annotations

import zlib
from typing import Any

from ..common import custom
from ..tools import Tool, ToolError, fold

TODAY = "2027-01-28"
DATE = {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
TIME = {"type": "string", "pattern": r"^([01]\d|2[0-3]):[0-5]\d$"}
CCY = {"type": "string", "pattern": r"^[A-Z]{3}$"}


def _d(desc: str, base: dict | None = None, **more) -> dict:
    return {**(base or {"type": "string"}), "description": desc, **more}


def _ref(prefix: str, *parts: Any) -> str:
    """A stable reference made from the arguments (same call, same reference)."""
    return f"{prefix}-{zlib.crc32('|'.join(map(str, parts)).encode()) % 9000 + 1000}"


def _future(value: str, key: str = "date", zh: bool = False) -> None:
    if value < TODAY:
        if zh:
            raise ToolError(f"{key} {value} 已经过去了；今天是 {TODAY}，请用今天或以后的日期（YYYY-MM-DD）")
        raise ToolError(f"{key} {value} is in the past; today is {TODAY}, use a later date (YYYY-MM-DD)")


def _find(table: dict, key: str, what: str) -> Any:
    k = fold(key).replace(" ", "")
    for name, value in table.items():
        n = fold(name).replace(" ", "")
        if n in k or k in n:
            return value
    raise ToolError(f"unknown {what} {key!r}; known: {', '.join(table)}")


T: dict[str, Tool] = {}


def tool(name: str, description: str, properties: dict, required: list[str]):
    def register(fn):
        T[name] = custom(name, description, properties, required, fn)
        return fn
    return register


# ================================================================ A. glass-blowing workshop (EN)

GLASS = [("Paperweight taster", "beginner", "10:00", 4, 65), ("Blown tumbler", "intermediate", "14:00", 5, 95),
         ("Ornament evening", "beginner", "18:30", 0, 55)]


@tool("find_glass_sessions",
      "List the open glass-blowing sessions at Molten Studio on one date: title, level, start time, seats "
      "left and price per person. Use for questions about what's on, times, seats or prices of workshop "
      "sessions. Not for pieces customers already made (see glass_piece_status).",
      {"date": _d("Session date, YYYY-MM-DD", DATE),
       "level": _d("Only sessions of this level", enum=["beginner", "intermediate", "advanced"])},
      ["date"])
def find_glass_sessions(a):
    _future(a["date"])
    mmdd = a["date"][5:7] + a["date"][8:10]
    return {"date": a["date"], "sessions": [
        {"session_id": f"GS-{mmdd}{i}", "title": t, "level": lv, "start": st, "seats_left": s, "price_gbp": p}
        for i, (t, lv, st, s, p) in enumerate(GLASS, 1) if not a.get("level") or a["level"] == lv]}


def _book_glass(a):
    sid, n = a["session_id"], int(a["session_id"][-1])
    if not 1 <= n <= 3:
        raise ToolError(f"there is no session {sid}")
    title, _, start, seats, price = GLASS[n - 1]
    if seats == 0:
        raise ToolError(f"{sid} ({title}) is fully booked")
    if a["participants"] > seats:
        raise ToolError(f"only {seats} seat(s) left in {sid}")
    return {"status": "booked", "booking_ref": _ref("MOL", sid, a["participants"], a["name"]), "session_id": sid,
            "title": title, "date": f"2027-{sid[3:5]}-{sid[5:7]}", "start": start,
            "participants": a["participants"], "total_gbp": a["participants"] * price}


GLASS_BOOK_PROPS = {"session_id": _d("Session id from find_glass_sessions, like GS-02141", pattern=r"^GS-\d{5}$"),
                    "participants": _d("How many people", {"type": "integer"}, minimum=1, maximum=6),
                    "name": _d("Name the booking is under")}


@tool("book_glass_session", "Book seats in a glass-blowing session (needs the session id).",
      GLASS_BOOK_PROPS, ["session_id", "participants", "name"])
def book_glass_session(a):
    return _book_glass(a)


def _book_glass_strict(a):
    if "," not in a["name"]:
        raise ToolError("name must be written 'Surname, Firstname', for example 'Shah, Priya'")
    return _book_glass(a)


T["book_glass_session_strict"] = custom("book_glass_session", "Book seats in a glass-blowing session (needs the "
                                        "session id).", GLASS_BOOK_PROPS, ["session_id", "participants", "name"],
                                        _book_glass_strict)

PIECES = {
    "2231": "Ticket P-2231: blue swirl vase. Annealing finished; it will be on the collection shelf from "
            "Tuesday 2 February, 3 pm. Collection hours Tue-Sun 10:00-18:00.",
    "2240": "Ticket P-2240: amber bowl. Not ready: it cracked in the annealer overnight, so the studio is "
            "remaking it at no charge. New collection date: Thursday 4 February.",
    "2255": "Ticket P-2255: green paperweight. Ready now on the collection shelf (since 26 January).",
}


@tool("glass_piece_status",
      "Where a customer's own finished piece is (cooling, ready, collected) and when it can be picked up. "
      "Use for 'is my vase ready', 'when can I collect'. Give the ticket number from the receipt.",
      {"ticket": _d("Ticket number, e.g. P-2231")}, ["ticket"])
def glass_piece_status(a):
    digits = "".join(ch for ch in a["ticket"] if ch.isdigit())
    if digits not in PIECES:
        raise ToolError(f"no piece found for ticket {a['ticket']!r}; tickets look like P-2231")
    return PIECES[digits]


# ================================================================ B. dry cleaner (EN descriptions)

GARMENT_PRICE = {"shirt": 3.5, "suit": 14.0, "coat": 16.0, "dress": 11.0, "duvet": 22.0, "curtains": 18.0,
                 "down jacket": 20.0}
ITEMS = {"type": "array", "description": "What is to be cleaned", "items": {
    "type": "object", "properties": {
        "garment": {"type": "string", "enum": list(GARMENT_PRICE)},
        "quantity": {"type": "integer", "minimum": 1}},
    "required": ["garment", "quantity"], "additionalProperties": False}}


def _total(items, express) -> float:
    t = sum(GARMENT_PRICE[i["garment"]] * i["quantity"] for i in items)
    return round(t * (1.5 if express else 1), 2)


@tool("dry_clean_quote", "Price estimate for a dry-cleaning job, in GBP. Nothing is booked or ordered.",
      {"items": ITEMS, "express": _d("24-hour express service (+50%)", {"type": "boolean"})}, ["items"])
def dry_clean_quote(a):
    return {"total_gbp": _total(a["items"], a.get("express")), "express": bool(a.get("express")),
            "items": a["items"]}


@tool("create_dry_clean_order", "Place a dry-cleaning order for pick-up from the customer's home.",
      {"items": ITEMS, "pickup_date": _d("YYYY-MM-DD", DATE), "express": {"type": "boolean"}},
      ["items", "pickup_date"])
def create_dry_clean_order(a):
    _future(a["pickup_date"], "pickup_date")
    return {"status": "ordered", "order_id": _ref("DC", a["pickup_date"], len(a["items"])),
            "total_gbp": _total(a["items"], a.get("express"))}


ORDERS = {
    "DC-1042": {"order_id": "DC-1042", "customer": "Sam Reid", "items": "1 suit (with stain treatment)",
                "status": "ready", "ready_since": "2027-01-26", "total_gbp": 18.50},
    "DC-1043": {"order_id": "DC-1043", "customer": "Sam Reid", "items": "3 shirts", "status": "ready",
                "ready_since": "2027-01-27", "total_gbp": 13.50},
    "DC-1051": {"order_id": "DC-1051", "customer": "Sam Reid", "items": "1 coat, 2 scarves", "status": "cleaning",
                "ready_on": "2027-01-30", "total_gbp": 32.00},
    "DC-1060": {"order_id": "DC-1060", "customer": "Ana Costa", "items": "1 wedding dress",
                "status": "awaiting inspection", "ready_on": "2027-02-05", "total_gbp": 85.00},
}


@tool("order_status", "Status of one dry-cleaning order: items, whether it is ready, and the amount due.",
      {"order_id": _d("Order number, like DC-1042", pattern=r"^DC-\d{4}$")}, ["order_id"])
def order_status(a):
    if a["order_id"] not in ORDERS:
        raise ToolError(f"no order {a['order_id']}")
    return ORDERS[a["order_id"]]


PHONE_ORDERS = [{"order_id": "DC-1071", "items": "2件衬衫", "status": "ready"},
                {"order_id": "DC-1074", "items": "1件羽绒服", "status": "ready"},
                {"order_id": "DC-1080", "items": "1条窗帘", "status": "cleaning"}]


@tool("find_orders", "Find a customer's dry-cleaning orders by phone number.",
      {"phone": _d("Phone number, digits")}, ["phone"])
def find_orders(a):
    return PHONE_ORDERS if "13812345678" in "".join(ch for ch in a["phone"] if ch.isdigit()) else []


@tool("schedule_delivery",
      "Deliver a ready order to the customer's home.",
      {"order_id": _d("Order number, like DC-1042", pattern=r"^DC-\d{4}$"), "date": _d("YYYY-MM-DD", DATE),
       "time_window": _d("Delivery window (optional)")}, ["order_id", "date"])
def schedule_delivery(a):
    _future(a["date"])
    w = a.get("time_window")
    if w is not None and w not in ("am", "pm", "evening"):
        raise ToolError(f"time_window must be one of 'am', 'pm', 'evening' (e.g. 'pm'); got {w!r}")
    known = {o["order_id"]: o for o in PHONE_ORDERS} | ORDERS
    if a["order_id"] not in known:
        raise ToolError(f"no order {a['order_id']}")
    if known[a["order_id"]]["status"] != "ready":
        raise ToolError(f"order {a['order_id']} is not ready yet, so it can't be delivered")
    return {"status": "scheduled", "delivery_id": _ref("DL", a["order_id"], a["date"], w), "order_id": a["order_id"],
            "date": a["date"], "time_window": w or "any"}


# ================================================================ C. surf school (EN)

BEACHES = ["fistral", "polzeath", "croyde", "watergate"]
SURF = {  # (beach, date) -> (wave height m, wind)
    ("fistral", "2027-01-29"): (1.4, "light offshore"), ("polzeath", "2027-01-29"): (0.8, "calm"),
    ("croyde", "2027-01-29"): (2.1, "moderate cross-shore"), ("watergate", "2027-01-29"): (1.1, "light onshore"),
    ("fistral", "2027-01-30"): (0.9, "calm"), ("fistral", "2027-01-31"): (1.7, "fresh onshore"),
    ("polzeath", "2027-01-30"): (0.6, "calm"), ("croyde", "2027-01-30"): (1.5, "light offshore"),
}


def _rating(h: float) -> str:
    return "gentle - good for beginners" if h < 1.0 else "fair" if h <= 1.8 else "big - experienced surfers only"


@tool("surf_conditions",
      "Surf forecast for one beach on one date: wave height in metres, wind and a rating.",
      {"beach": _d("Beach", enum=BEACHES), "date": _d("YYYY-MM-DD", DATE)}, ["beach", "date"])
def surf_conditions(a):
    _future(a["date"])
    h, wind = SURF.get((a["beach"], a["date"]), (1.2, "light offshore"))
    return {"beach": a["beach"].capitalize(), "date": a["date"], "wave_height_m": h, "wind": wind,
            "water_temp_c": 11, "rating": _rating(h)}


@tool("book_surf_lesson",
      "Book a 2-hour group surf lesson. One wetsuit size for the whole booking; £45 per student.",
      {"beach": _d("Beach", enum=BEACHES), "date": _d("YYYY-MM-DD", DATE),
       "time": _d("Start time, 24h HH:MM", TIME),
       "board": _d("Board type", enum=["soft-top", "longboard", "shortboard"]),
       "wetsuit_size": _d("Wetsuit size", enum=["XS", "S", "M", "L", "XL"]),
       "students": _d("Number of students", {"type": "integer"}, minimum=1, maximum=6)},
      ["beach", "date", "time", "board", "students"])
def book_surf_lesson(a):
    _future(a["date"])
    return {"status": "confirmed", "lesson_ref": _ref("SW", a["beach"], a["date"], a["time"], a["students"]),
            "beach": a["beach"], "date": a["date"], "time": a["time"], "total_gbp": 45 * a["students"]}


# ================================================================ D. bonsai nursery (Chinese descriptions)

STOCK = [
    {"item_id": "BN-101", "species": "五针松", "age_years": 12, "height_cm": 38, "price_cny": 1680},
    {"item_id": "BN-102", "species": "五针松", "age_years": 8, "height_cm": 30, "price_cny": 980},
    {"item_id": "BN-103", "species": "五针松", "age_years": 20, "height_cm": 45, "price_cny": 3200},
    {"item_id": "BN-110", "species": "黑松", "age_years": 15, "height_cm": 42, "price_cny": 1500},
    {"item_id": "BN-111", "species": "黑松", "age_years": 9, "height_cm": 33, "price_cny": 890},
    {"item_id": "BN-121", "species": "真柏", "age_years": 10, "height_cm": 35, "price_cny": 1280},
    {"item_id": "BN-130", "species": "榕树", "age_years": 6, "height_cm": 28, "price_cny": 260, "indoor": True},
    {"item_id": "BN-140", "species": "红枫", "age_years": 7, "height_cm": 50, "price_cny": 860},
]


@tool("search_bonsai",
      "小森盆景园在库盆景查询，返回编号、树种、树龄、高度和价格（元）。用于：找某个树种、按价格筛选。"
      "不用于：养护咨询、预约修剪。",
      {"species": _d("树种，例如 五针松、黑松、真柏"), "max_price": _d("最高价格（元）", {"type": "number"}),
       "indoor": _d("只要适合室内的", {"type": "boolean"})}, [])
def search_bonsai(a):
    out = [dict(s) for s in STOCK if (not a.get("species") or fold(a["species"]) in fold(s["species"])
                                      or fold(s["species"]) in fold(a["species"]))
           and (a.get("max_price") is None or s["price_cny"] <= a["max_price"])
           and (not a.get("indoor") or s.get("indoor"))]
    for s in out:
        s.setdefault("indoor", False)
    return out


@tool("reserve_bonsai", "为客户预留一棵盆景，到店付款取走。需要 search_bonsai 给出的编号。",
      {"item_id": _d("盆景编号，如 BN-101", pattern=r"^BN-\d{3}$"), "pickup_date": _d("取货日期 YYYY-MM-DD", DATE)},
      ["item_id", "pickup_date"])
def reserve_bonsai(a):
    _future(a["pickup_date"], "pickup_date", zh=True)
    item = next((s for s in STOCK if s["item_id"] == a["item_id"]), None)
    if item is None:
        raise ToolError(f"没有编号为 {a['item_id']} 的盆景")
    return {"status": "reserved", "reservation_no": _ref("RB", a["item_id"], a["pickup_date"]),
            "item_id": item["item_id"], "species": item["species"], "price_cny": item["price_cny"],
            "pickup_date": a["pickup_date"]}


def _reserve_bonsai_slash(a):
    d = a["pickup_date"]
    if len(d) != 10 or d[4] != "/" or d[7] != "/":
        raise ToolError("pickup_date 格式不对，请用 YYYY/MM/DD，例如 2027/01/30")
    return reserve_bonsai({"item_id": a["item_id"], "pickup_date": d.replace("/", "-")}) | {"pickup_date": d}


T["reserve_bonsai_slash"] = custom("reserve_bonsai", "为客户预留一棵盆景，到店付款取走。需要盆景编号。",
                                   {"item_id": _d("盆景编号，如 BN-101", pattern=r"^BN-\d{3}$"),
                                    "pickup_date": _d("取货日期")}, ["item_id", "pickup_date"], _reserve_bonsai_slash)


@tool("book_pruning",
      "预约盆景修剪或换盆服务：客户把自己的盆景带到园里，由师傅处理。用于修剪、换盆。不用于购买盆景。",
      {"species": _d("树种"), "date": _d("日期 YYYY-MM-DD", DATE), "service": _d("服务", enum=["修剪", "换盆"])},
      ["species", "date"])
def book_pruning(a):
    _future(a["date"], zh=True)
    return {"status": "booked", "booking_id": _ref("PR", a["species"], a["date"]), "species": a["species"],
            "date": a["date"], "time": "14:00", "service": a.get("service", "修剪"), "price_cny": 220}


@tool("get_pruning_booking", "查询一条修剪/换盆预约的详情。",
      {"booking_id": _d("预约号，如 PR-5520")}, ["booking_id"])
def get_pruning_booking(a):
    if a["booking_id"].strip().upper() != "PR-5520":
        raise ToolError(f"没有预约号 {a['booking_id']}")
    return {"booking_id": "PR-5520", "species": "真柏", "service": "修剪", "date": "2027-02-06", "time": "14:00",
            "price_cny": 220, "master": "陈师傅"}


# ================================================================ E. laser-tag arena (mixed)

def _slots(date: str) -> list[dict]:
    mmdd = date[5:7] + date[8:10]
    weekend = date in ("2027-01-30", "2027-01-31", "2027-02-06", "2027-02-07")
    slots = [("12:00", "Neon Maze", 16), ("16:00", "Warehouse", 20), ("19:30", "Neon Maze", 16)]
    if not weekend:
        slots = slots[1:]
    return [{"slot_id": f"LT-{mmdd}-{s[:2]}", "start": s, "arena": ar, "max_players": m} for s, ar, m in slots]


@tool("check_arena_slots", "Free laser-tag slots at Photon Zone on a date that can take this many players.",
      {"date": _d("YYYY-MM-DD", DATE), "players": _d("How many players", {"type": "integer"}, minimum=1)},
      ["date", "players"])
def check_arena_slots(a):
    _future(a["date"])
    return {"date": a["date"], "slots": [s for s in _slots(a["date"]) if s["max_players"] >= a["players"]]}


PACKAGE_PRICE = {"standard": 88, "party": 128, "marathon": 168}


@tool("book_arena",
      "Book a laser-tag slot. Packages: standard (3 games), party (3 games + party room), marathon (6 games). "
      "Prices per player in CNY: 88 / 128 / 168. 不用于失物招领、寄送物品或餐饮预订。",
      {"slot_id": _d("Slot id from check_arena_slots, like LT-0205-19", pattern=r"^LT-\d{4}-\d{2}$"),
       "players": _d("How many players", {"type": "integer"}, minimum=1),
       "package": _d("Package", enum=list(PACKAGE_PRICE)),
       "team_names": {"type": "array", "items": {"type": "string"}, "description": "Optional team names"}},
      ["slot_id", "players", "package"])
def book_arena(a):
    date = f"2027-{a['slot_id'][3:5]}-{a['slot_id'][5:7]}"
    _future(date)
    slot = next((s for s in _slots(date) if s["slot_id"] == a["slot_id"]), None)
    if slot is None:
        raise ToolError(f"no slot {a['slot_id']}; look slots up with check_arena_slots")
    if a["players"] > slot["max_players"]:
        raise ToolError(f"{slot['arena']} takes at most {slot['max_players']} players")
    return {"status": "booked", "booking_no": _ref("PZ", a["slot_id"], a["players"], a["package"]),
            "slot_id": a["slot_id"], "date": date, "start": slot["start"], "arena": slot["arena"],
            "players": a["players"], "package": a["package"], "total_cny": a["players"] * PACKAGE_PRICE[a["package"]]}


HOUSE_RULES = """PHOTON ZONE - HOUSE RULES (rev. 2026-09)
1. Minimum age 8. Players aged 8-11 need an adult in the arena or in the lobby.
2. Closed-toe shoes only; no sandals or heels.
3. Glasses may be worn; a free strap is available at the desk.
4. No food or drink inside the arenas.
5. Arrive 15 minutes before your slot for the safety briefing.
6. Pregnant guests and guests with heart conditions should not play."""


@tool("get_house_rules", "The arena's house rules (age limits, clothing, safety).", {}, [])
def get_house_rules(a):
    return HOUSE_RULES


# ================================================================ F. sauna house (mixed)

def _sauna_rooms(date: str, time: str) -> list[dict]:
    busy = date in ("2027-01-29", "2027-01-30") and time >= "18:00"
    return [{"room": "wood-fired", "free_places": 2 if busy else 6, "price_per_person_cny": 168},
            {"room": "infrared", "free_places": 0 if date == "2027-01-30" and busy else 4, "price_per_person_cny": 128},
            {"room": "steam", "free_places": 5, "price_per_person_cny": 138}]


ROOMS = ["wood-fired", "infrared", "steam"]


@tool("sauna_availability",
      "Löyly 桑拿馆某天某个时间各个房间（wood-fired 柴火房、infrared 红外房、steam 蒸汽房）的空位和每人价格。",
      {"date": _d("YYYY-MM-DD", DATE), "time": _d("HH:MM", TIME),
       "people": _d("人数", {"type": "integer"}, minimum=1)}, ["date", "time", "people"])
def sauna_availability(a):
    _future(a["date"], zh=True)
    return {"date": a["date"], "time": a["time"], "people": a["people"],
            "rooms": _sauna_rooms(a["date"], a["time"])}


@tool("book_sauna", "Book a 90-minute sauna session. Open 10:00-22:00.",
      {"date": _d("YYYY-MM-DD", DATE), "time": _d("HH:MM, 24h", TIME),
       "people": _d("Number of guests", {"type": "integer"}, minimum=1),
       "room": _d("Room type", enum=ROOMS), "towels": _d("Rent towels (10 CNY each)", {"type": "boolean"})},
      ["date", "time", "people", "room"])
def book_sauna(a):
    _future(a["date"], zh=True)
    room = next(r for r in _sauna_rooms(a["date"], a["time"]) if r["room"] == a["room"])
    if room["free_places"] < a["people"]:
        raise ToolError(f"only {room['free_places']} free place(s) in the {a['room']} room at {a['time']}")
    total = room["price_per_person_cny"] * a["people"] + (10 * a["people"] if a.get("towels") else 0)
    return {"status": "booked", "booking_no": _ref("LY", a["date"], a["time"], a["room"], a["people"]),
            "date": a["date"], "time": a["time"], "room": a["room"], "people": a["people"], "total_cny": total}


# ================================================================ G. kite shop (EN)

KITES = [
    {"model": "Breeze Delta 180", "type": "delta", "price_gbp": 19.0, "min_kmh": 8, "max_kmh": 30},
    {"model": "Mini Delta Kids", "type": "delta", "price_gbp": 14.0, "min_kmh": 6, "max_kmh": 22},
    {"model": "Sunset Delta", "type": "delta", "price_gbp": 21.0, "min_kmh": 9, "max_kmh": 32},
    {"model": "Phoenix Delta 240", "type": "delta", "price_gbp": 58.0, "min_kmh": 10, "max_kmh": 38},
    {"model": "Skylark Diamond", "type": "diamond", "price_gbp": 12.5, "min_kmh": 12, "max_kmh": 35},
    {"model": "Storm Foil 2", "type": "parafoil", "price_gbp": 89.0, "min_kmh": 15, "max_kmh": 45},
    {"model": "Vortex Pro", "type": "stunt", "price_gbp": 72.0, "min_kmh": 12, "max_kmh": 40},
    {"model": "Razor Dual", "type": "stunt", "price_gbp": 115.0, "min_kmh": 14, "max_kmh": 48},
    {"model": "Comet Stunt Junior", "type": "stunt", "price_gbp": 39.0, "min_kmh": 10, "max_kmh": 30},
    {"model": "Cube Box 60", "type": "box", "price_gbp": 45.0, "min_kmh": 18, "max_kmh": 40},
]
RATE = {"GBP": 1.0, "EUR": 1.2, "USD": 1.25, "CNY": 9.0}


@tool("search_kites",
      "Search the kites in stock at Sky Strings by type, optionally under a maximum price. Prices are "
      "returned in the currency asked for (default GBP). Use for finding kites to buy. "
      "Not for repairs, returns or warranty claims.",
      {"type": _d("Kite type", enum=["delta", "diamond", "parafoil", "stunt", "box"]),
       "max_price": _d("Maximum price, in `currency`", {"type": "number"}),
       "currency": _d("ISO currency code of max_price and of the prices returned: GBP, EUR, USD or CNY", CCY),
       "brand": _d("Only this brand")}, ["type"])
def search_kites(a):
    cur = a.get("currency") or "GBP"
    if cur not in RATE:
        raise ToolError(f"currency must be GBP, EUR, USD or CNY; got {cur!r}")
    out = []
    for k in KITES:
        price = round(k["price_gbp"] * RATE[cur], 2)
        if k["type"] == a["type"] and (a.get("max_price") is None or price <= a["max_price"]):
            out.append({"model": k["model"], "type": k["type"], "price": price, "currency": cur})
    return out


@tool("kite_wind_range", "Wind range a kite model flies in (km/h).", {"model": _d("Kite model name")}, ["model"])
def kite_wind_range(a):
    k = _find({x["model"]: x for x in KITES}, a["model"], "kite model")
    return {"model": k["model"], "min_wind_kmh": k["min_kmh"], "max_wind_kmh": k["max_kmh"]}


def _wind_strict(a):
    k = next((x for x in KITES if fold(x["model"]) == fold(a["model"].strip())), None)
    if k is None:
        near = next((x["model"] for x in KITES if fold(a["model"]) in fold(x["model"])), "Breeze Delta 180")
        raise ToolError(f"找不到型号“{a['model']}”，请使用完整型号，例如“{near}”")
    return {"model": k["model"], "min_wind_kmh": k["min_kmh"], "max_wind_kmh": k["max_kmh"]}


T["kite_wind_range_strict"] = custom("kite_wind_range", "查询某款风筝适合的风速范围（公里/小时）。",
                                     {"model": _d("风筝型号")}, ["model"], _wind_strict)


@tool("kite_reviews", "Customer reviews of a kite model.", {"model": _d("Kite model name")}, ["model"])
def kite_reviews(a):
    k = _find({x["model"]: x for x in KITES}, a["model"], "kite model")
    return {"model": k["model"], "reviews": [{"stars": 4, "text": "Flies well, a bit heavy in light wind."}]}


# ================================================================ H. dog walking (mixed)

WALKERS = {
    "riverside": [{"walker_id": "W-207", "name": "Margaret (Maggie) Doyle", "rating": 4.9},
                  {"walker_id": "W-212", "name": "Tomasz Nowak", "rating": 4.7},
                  {"walker_id": "W-219", "name": "Aisha Bello", "rating": 4.8}],
    "hillcrest": [{"walker_id": "W-301", "name": "Ben Okafor", "rating": 4.6}],
}


@tool("list_walkers", "Walkers working in an area (id, name, rating).", {"area": _d("Area name")}, ["area"])
def list_walkers(a):
    return _find(WALKERS, a["area"], "area")


@tool("schedule_walk",
      "Schedule a dog walk with Pawsteps 爪印遛狗. Walks last 30, 45 or 60 minutes. Group walks "
      "(with up to 3 other dogs) are cheaper; solo walks cost more. Only give walker_id or notes when the owner "
      "asks for a walker or says something the walker should know.",
      {"dog_name": _d("The dog's name"), "date": _d("YYYY-MM-DD", DATE), "start_time": _d("HH:MM, 24h", TIME),
       "duration_minutes": _d("30, 45 or 60", {"type": "integer"}, enum=[30, 45, 60]),
       "group_walk": _d("true for a group walk, false for a solo walk", {"type": "boolean"}),
       "walker_id": _d("A chosen walker's id, like W-207", pattern=r"^W-\d{3}$"),
       "notes": _d("Short note for the walker")},
      ["dog_name", "date", "start_time", "duration_minutes"])
def schedule_walk(a):
    _future(a["date"])
    price = {30: 12, 45: 16, 60: 20}[a["duration_minutes"]] * (1 if a.get("group_walk") else 1.5)
    return {"status": "scheduled", "walk_id": _ref("WK", a["dog_name"], a["date"], a["start_time"]),
            "dog_name": a["dog_name"], "date": a["date"], "start_time": a["start_time"],
            "duration_minutes": a["duration_minutes"], "price_gbp": price}


@tool("walk_report", "The walker's report after a walk.", {"walk_id": _d("Walk id, like WK-5531")}, ["walk_id"])
def walk_report(a):
    return {"walk_id": a["walk_id"], "dog_name": "可乐", "distance_km": 3.2, "duration_min": 58, "mood": "playful",
            "ate_treats": 2, "hint": "Summarise this for the owner in a friendly tone; do not show the walk_id."}


@tool("cancel_walk", "Cancel a scheduled walk. 只在主人明确要求取消时使用。",
      {"walk_id": _d("Walk id")}, ["walk_id"])
def cancel_walk(a):
    return {"status": "cancelled", "walk_id": a["walk_id"]}


# ================================================================ I. snow clearing (EN)

SNOW_RATE = {"driveway": 1.5, "footpath": 1.2, "roof": 4.0, "parking lot": 0.9}


@tool("snow_clearing_quote",
      "Price estimate (CAD) for clearing snow from an area. Nothing is booked.",
      {"area_m2": _d("Area in square metres", {"type": "number"}, minimum=1),
       "surface": _d("What is cleared", enum=list(SNOW_RATE)),
       "salt": _d("Spread de-icing salt afterwards (+0.25 CAD/m²)", {"type": "boolean"})}, ["area_m2", "surface"])
def snow_clearing_quote(a):
    rate = SNOW_RATE[a["surface"]] + (0.25 if a.get("salt") else 0)
    return {"surface": a["surface"], "area_m2": a["area_m2"], "salt": bool(a.get("salt")),
            "rate_cad_per_m2": rate, "total_cad": round(rate * a["area_m2"], 2)}


@tool("book_snow_clearing",
      "Book a ClearPath crew to clear snow at an address. Windows: early (5-7), morning (7-11), afternoon (12-16).",
      {"address": _d("Street address"), "date": _d("YYYY-MM-DD", DATE),
       "time_window": _d("When", enum=["early", "morning", "afternoon"]),
       "area_m2": _d("Approximate area in m²", {"type": "number"})}, ["address", "date", "time_window"])
def book_snow_clearing(a):
    _future(a["date"])
    return {"status": "booked", "job_no": _ref("CP", a["address"], a["date"], a["time_window"]),
            "address": a["address"], "date": a["date"], "time_window": a["time_window"]}


@tool("schedule_visit",
      "Schedule a home visit from our roofing surveyor to inspect leaks and damaged tiles. Not for snow clearing.",
      {"address": _d("Street address"), "date": _d("YYYY-MM-DD", DATE),
       "time_window": _d("When", enum=["early", "morning", "afternoon"]),
       "area_m2": _d("Roof area in m²", {"type": "number"})}, ["address", "date", "time_window"])
def schedule_visit(a):
    return {"status": "scheduled", "visit_no": _ref("RS", a["address"], a["date"])}


# ================================================================ J. calligraphy studio (Chinese)

STYLES = ["kaishu", "xingshu", "lishu", "copperplate", "italic"]
CLASSES = [
    {"class_id": "CL-21", "style": "xingshu", "weekday": "Wed", "time": "19:00-20:30", "teacher": "林老师",
     "seats_left": 3, "fee_cny_per_term": 1200},
    {"class_id": "CL-22", "style": "xingshu", "weekday": "Sat", "time": "10:00-11:30", "teacher": "林老师",
     "seats_left": 1, "fee_cny_per_term": 1200},
    {"class_id": "CL-31", "style": "kaishu", "weekday": "Tue", "time": "19:00-20:30", "teacher": "周老师",
     "seats_left": 5, "fee_cny_per_term": 1000},
    {"class_id": "CL-41", "style": "copperplate", "weekday": "Sun", "time": "14:00-16:00", "teacher": "Emma Hart",
     "seats_left": 4, "fee_cny_per_term": 1500},
]


@tool("calligraphy_classes",
      "墨韵书法工作室的学期课程：编号、书体、星期、时间、老师、剩余名额和学费。书体：kaishu 楷书、xingshu 行书、"
      "lishu 隶书、copperplate 英文铜版体、italic 意大利斜体。",
      {"script_style": _d("书体", enum=STYLES),
       "weekday": _d("星期几", enum=["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])}, ["script_style"])
def calligraphy_classes(a):
    return [c for c in CLASSES if c["style"] == a["script_style"] and (not a.get("weekday") or c["weekday"] == a["weekday"])]


@tool("enroll_class", "报名一门书法课（需要课程编号）。",
      {"class_id": _d("课程编号，如 CL-21", pattern=r"^CL-\d{2}$"), "student_name": _d("学员姓名")},
      ["class_id", "student_name"])
def enroll_class(a):
    c = next((x for x in CLASSES if x["class_id"] == a["class_id"]), None)
    if c is None:
        raise ToolError(f"没有课程 {a['class_id']}")
    return {"status": "enrolled", "enrolment_no": _ref("EN", a["class_id"], a["student_name"]),
            "class_id": c["class_id"], "weekday": c["weekday"], "time": c["time"], "fee_cny": c["fee_cny_per_term"]}


SIZE_PRICE = {"A4": 300, "A3": 480, "2chi": 800, "4chi": 1600}


@tool("order_commission",
      "定制一幅书法作品（由老师书写）。尺寸：A4、A3、2chi 二尺、4chi 四尺；纸张：xuan 宣纸、card 卡纸。",
      {"text": _d("要写的内容（原文）"), "script_style": _d("书体", enum=STYLES),
       "size": _d("尺寸", enum=list(SIZE_PRICE)), "paper": _d("纸张", enum=["xuan", "card"])},
      ["text", "script_style", "size"])
def order_commission(a):
    return {"status": "ordered", "commission_no": _ref("CM", a["text"], a["script_style"], a["size"]),
            "text": a["text"], "price_cny": SIZE_PRICE[a["size"]], "ready_in_days": 10}


@tool("engrave_seal", "篆刻印章定制：把文字刻成石章（姓名章、闲章）。不用于书法作品。",
      {"text": _d("印文"), "script_style": _d("字体", enum=STYLES), "size": _d("印面尺寸", enum=list(SIZE_PRICE))},
      ["text"])
def engrave_seal(a):
    return {"status": "ordered", "seal_no": _ref("SL", a["text"])}


# ================================================================ K. e-bike battery swap (EN)

STATIONS = {
    "old town": [{"station_id": "VS-11", "name": "St Anne's Square", "charged_36v": 5, "charged_48v": 0},
                 {"station_id": "VS-14", "name": "Clock Tower", "charged_36v": 2, "charged_48v": 3},
                 {"station_id": "VS-17", "name": "Brewery Lane", "charged_36v": 4, "charged_48v": 0}],
    "harbour": [{"station_id": "VS-21", "name": "Harbour Street", "charged_36v": 1, "charged_48v": 6},
                {"station_id": "VS-23", "name": "Mill Road", "charged_36v": 7, "charged_48v": 2}],
}
ALL_STATIONS = {s["name"]: s for group in STATIONS.values() for s in group}


@tool("find_swap_stations", "VoltSwap battery swap stations in a district, with charged batteries by type.",
      {"district": _d("District, e.g. Old Town, Harbour")}, ["district"])
def find_swap_stations(a):
    return _find(STATIONS, a["district"], "district")


@tool("station_status",
      "Live count of charged 36V and 48V batteries at one swap station right now. Use for 'are there batteries "
      "at X', 'how many packs are charged'.", {"station": _d("Station name")}, ["station"])
def station_status(a):
    s = _find(ALL_STATIONS, a["station"], "station")
    return {"station": s["name"], "charged_36v": s["charged_36v"], "charged_48v": s["charged_48v"],
            "updated": "09:12"}


@tool("station_info",
      "Opening hours, address and facilities (bike pump, toilets, café) of a swap station. "
      "Not for live battery counts.", {"station": _d("Station name")}, ["station"])
def station_info(a):
    s = _find(ALL_STATIONS, a["station"], "station")
    return {"station": s["name"], "hours": "06:00-23:00", "address": f"{s['name']}, Brookhaven",
            "facilities": ["bike pump", "shelter"]}


@tool("reserve_battery", "Hold a charged battery at a station for 20 minutes.",
      {"station_id": _d("Station id, like VS-14", pattern=r"^VS-\d{2}$"),
       "battery_type": _d("Battery type", enum=["36V", "48V"]), "pickup_time": _d("HH:MM, 24h", TIME)},
      ["station_id", "battery_type", "pickup_time"])
def reserve_battery(a):
    s = next((x for x in ALL_STATIONS.values() if x["station_id"] == a["station_id"]), None)
    if s is None:
        raise ToolError(f"no station {a['station_id']}")
    if s["charged_" + a["battery_type"].lower()] == 0:
        raise ToolError(f"no charged {a['battery_type']} battery at {s['name']}")
    return {"status": "reserved", "hold_code": _ref("VX", a["station_id"], a["battery_type"], a["pickup_time"]),
            "station": s["name"], "battery_type": a["battery_type"], "pickup_time": a["pickup_time"],
            "held_for_minutes": 20}


@tool("battery_health", "Health check of a swap battery by its serial number (printed on the pack).",
      {"serial": _d("Serial, like VB-48-2291")}, ["serial"])
def battery_health(a):
    return repr({"serial": a["serial"].upper(), "health_pct": 71, "charge_cycles": 640,
                 "recommendation": "replace within 3 months", "last_checked": "2027-01-20"})


# ================================================================ L. 3D-print bureau (EN)

MAT = {"PLA": 0.06, "PETG": 0.08, "resin": 0.25, "nylon": 0.30}
CUR = {"GBP": 1.0, "EUR": 1.2, "USD": 1.25}


def _quote(material, grams, currency) -> dict:
    gbp = round(MAT[material] * grams + 5.0, 2)
    return {"material": material, "weight_g": grams, "price": round(gbp * CUR[currency], 2), "currency": currency,
            "setup_fee_included": True}


@tool("print_quote",
      "Quote for printing one part at LayerWorks: material, weight in grams; infill and colour optional. "
      "Prices in GBP unless another currency is asked for.",
      {"material": _d("Material", enum=list(MAT)), "weight_g": _d("Weight of the part in grams", {"type": "number"}),
       "infill_percent": _d("Infill %, 0-100", {"type": "integer"}, minimum=0, maximum=100),
       "colour": _d("Filament colour"), "currency": _d("Currency", enum=list(CUR))},
      ["material", "weight_g"])
def print_quote(a):
    return _quote(a["material"], a["weight_g"], a.get("currency") or "GBP")


def _quote_weight(a):
    w = a["weight"]
    if not 1 <= w <= 5000:
        raise ToolError(f"weight is in grams and must be between 1 and 5000, e.g. 1200 for 1.2 kg; got {w}")
    return _quote(a["material"], w, "GBP")


T["print_quote_weight"] = custom("print_quote", "Quote for printing one part.",
                                 {"material": _d("Material", enum=list(MAT)),
                                  "weight": _d("Weight of the part", {"type": "number"})},
                                 ["material", "weight"], _quote_weight)


def _quote_infill(a):
    f = a.get("infill")
    if f is not None and not 0 <= f <= 1:
        raise ToolError(f"infill 应在 0 到 1 之间（例如 0.15 表示 15%），收到 {f}")
    return _quote(a["material"], a["weight_g"], "GBP") | {"infill": f}


T["print_quote_infill"] = custom("print_quote", "打印报价（英镑）。",
                                 {"material": _d("材料", enum=list(MAT)), "weight_g": _d("重量（克）", {"type": "number"}),
                                  "infill": _d("填充率", {"type": "number"})}, ["material", "weight_g"], _quote_infill)

FILES = [{"file_id": "F-88", "name": "phone_stand_v1.stl", "uploaded": "2027-01-12"},
         {"file_id": "F-91", "name": "phone_stand_v2_final.stl", "uploaded": "2027-01-25"},
         {"file_id": "F-93", "name": "cable_clip.stl", "uploaded": "2027-01-26"}]


@tool("list_print_files", "The customer's uploaded 3D files (id, file name, upload date).", {}, [])
def list_print_files(a):
    return FILES


@tool("submit_print_job", "Send an uploaded file to the printers.",
      {"file_id": _d("File id, like F-88", pattern=r"^F-\d{2}$"), "material": _d("Material", enum=list(MAT)),
       "quantity": _d("Copies", {"type": "integer"}, minimum=1, maximum=50)}, ["file_id", "material", "quantity"])
def submit_print_job(a):
    f = next((x for x in FILES if x["file_id"] == a["file_id"]), None)
    if f is None:
        raise ToolError(f"no file {a['file_id']}")
    return {"status": "queued", "job_id": _ref("J", a["file_id"], a["material"], a["quantity"]), "file": f["name"],
            "material": a["material"], "quantity": a["quantity"], "ready_by": "2027-02-01"}


JOBS = {"J-7781": {"job_id": "J-7781", "file": "drone_arm.stl", "status": "printing", "progress_pct": 65,
                   "eta": "2027-01-29 16:00"},
        "J-7790": {"job_id": "J-7790", "file": "lamp_shade.stl", "status": "failed",
                   "reason": "warping on the first layer; reprint scheduled", "eta": "2027-02-01 12:00"}}


@tool("job_status", "Where a print job is (queued, printing, done, failed) and when it'll be ready.",
      {"job_id": _d("Job id, like J-7781")}, ["job_id"])
def job_status(a):
    j = a["job_id"].strip().upper()
    if j not in JOBS:
        raise ToolError(f"no job {a['job_id']}")
    return JOBS[j]


T["search_bonsai_req"] = custom("search_bonsai", "按树种查询小森盆景园的在库盆景（每次一个树种），返回编号、树龄、高度和价格（元）。",
                                {"species": _d("树种，例如 五针松、黑松、真柏")}, ["species"], search_bonsai)

NOTICES = {"CL-21": "通知：CL-21 行书班 2月3日（周三）停课一次，林老师外出参展；补课改在2月6日（周六）上午10点，地点不变。",
           "CL-22": "CL-22 行书班本周照常上课。"}


@tool("class_notice", "查看某门书法课的最新通知（停课、补课、换教室）。", {"class_id": _d("课程编号，如 CL-21")}, ["class_id"])
def class_notice(a):
    return NOTICES.get(a["class_id"].strip().upper(), "暂无通知。")
