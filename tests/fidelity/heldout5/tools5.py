"""The fifth probe's tools, written the way learners write them: some terse, some wordy, some
with Chinese descriptions, schemas with enums, patterns, integers, numbers, booleans, arrays of
objects and optional arguments. Fake, deterministic implementations: the same arguments always
give the same result, and a bad request raises ToolError saying what to fix, as a real API would.

Twelve domains: a climbing wall, a key-cutting kiosk, a sailing club, a print-on-demand T-shirt
shop, a farmers' market stall, a language-exchange meetup, a recording studio, a window cleaner,
a youth hostel, a pet-grooming salon, a camping site and a theatre box office.
"""

from __future__ import annotations

import re

from ..tools import DATE_RE, TIME_RE, Tool, ToolError, fold, spec

TODAY = "2026-12-01"
S = {"type": "string"}
INT = {"type": "integer"}
NUM = {"type": "number"}
BOOL = {"type": "boolean"}
DATE = {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"}
TIME = {"type": "string", "pattern": TIME_RE, "description": "24h HH:MM"}


def tool(name, description, properties, required, fn) -> Tool:
    return Tool(spec(name, description, properties, required), fn)


def not_before(value: str, first: str = TODAY, key: str = "date"):
    if value < first:
        raise ToolError(f"'{key}' {value} is in the past; the first possible date is {first} (YYYY-MM-DD)")


def mmdd(date: str) -> str:
    return date[5:7] + date[8:10]


def find(table: dict, key: str, what: str):
    """A lookup that forgives case, accents, extra words and other-language aliases."""
    k = fold(key)
    for names, value in table.items():
        for name in (names if isinstance(names, tuple) else (names,)):
            if fold(name) == k or (len(fold(name)) >= 3 and (fold(name) in k or k in fold(name))):
                return value
    known = ", ".join(n[0] if isinstance(n, tuple) else n for n in table)
    raise ToolError(f"unknown {what} {key!r}; known: {known}")


# ---------------------------------------------------------------- climbing wall

CLIMB_TIMES = [("10:00", "beginner", "Intro to bouldering"), ("14:00", "intermediate", "Top-rope technique"),
               ("18:00", "intermediate", "Open wall"), ("19:30", "advanced", "Lead climbing")]
CLIMB_SPOTS = {"2026-12-03": [0, 5, 2, 0], "2026-12-02": [3, 0, 6, 1]}
CLIMB_PRICE_GBP = 14.0
SHOE_HIRE_GBP = 4.0


def _sessions(date: str) -> list[dict]:
    spots = CLIMB_SPOTS.get(date, [6, 4, 3, 8])
    return [{"session_id": f"CL-{mmdd(date)}-{hhmm.replace(':', '')}", "start": hhmm, "level": level,
             "title": title, "spots_left": n, "price_gbp": CLIMB_PRICE_GBP}
            for (hhmm, level, title), n in zip(CLIMB_TIMES, spots)]


def _climb_sessions(a):
    rows = [s for s in _sessions(a["date"]) if not a.get("level") or s["level"] == a["level"]]
    return {"date": a["date"], "sessions": rows}


CLIMB_SESSIONS = tool("climb_sessions", "List the climbing wall's sessions on a day, with free spots.", {
    "date": DATE, "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"]}},
    ["date"], _climb_sessions)


def _book_climb(a):
    m = re.fullmatch(r"CL-(\d{2})(\d{2})-(\d{4})", a["session_id"])
    if not m:
        raise ToolError(f"unknown session {a['session_id']!r}; session ids look like CL-1203-1800 (from climb_sessions)")
    date = f"2026-{m.group(1)}-{m.group(2)}" if m.group(1) == "12" else f"2027-{m.group(1)}-{m.group(2)}"
    session = next((s for s in _sessions(date) if s["session_id"] == a["session_id"]), None)
    if session is None:
        raise ToolError(f"no session {a['session_id']!r} on {date}; list them with climb_sessions")
    if a["climbers"] > session["spots_left"]:
        raise ToolError(f"only {session['spots_left']} spots left in {a['session_id']}")
    sizes = a.get("shoe_sizes") or []
    for size in sizes:
        if not 30 <= size <= 50:
            raise ToolError(f"shoe size {size} is not an EU size; use EU sizes 30-50, e.g. 42 (UK 8 = EU 42)")
    shoes = len(sizes) if sizes else (a["climbers"] if a.get("need_shoes") else 0)
    return {"booking_ref": f"CB-{a['session_id'][3:]}", "session_id": a["session_id"], "start": session["start"],
            "date": date, "climbers": a["climbers"], "shoe_hire": shoes,
            "total_gbp": a["climbers"] * CLIMB_PRICE_GBP + shoes * SHOE_HIRE_GBP}


BOOK_CLIMB = tool("book_climb", "Book climbers into a climbing session (session_id from climb_sessions). "
                  "Shoe hire is £4 a pair.", {
                      "session_id": {"type": "string", "description": "e.g. CL-1203-1800"},
                      "climbers": {"type": "integer", "minimum": 1, "maximum": 6},
                      "need_shoes": BOOL,
                      "shoe_sizes": {"type": "array", "items": INT, "description": "EU sizes, one per pair"}},
                  ["session_id", "climbers"], _book_climb)


# ---------------------------------------------------------------- key-cutting kiosk

KEY_PRICES = {"yale": 6.5, "mortice": 9.0, "padlock": 5.0, "security": 18.0}
KEY_TYPE = {"type": "string", "enum": list(KEY_PRICES),
            "description": "yale = ordinary flat front-door key; mortice = long old-style key; "
                           "security = dimple/patented key"}


def _key_quote(a):
    unit = KEY_PRICES[a["key_type"]]
    return {"key_type": a["key_type"], "copies": a["copies"], "price_each_gbp": unit, "total_gbp": unit * a["copies"]}


KEY_QUOTE = tool("key_quote", "Price for cutting copies of a house or padlock key.", {
    "key_type": KEY_TYPE, "copies": {"type": "integer", "minimum": 1, "maximum": 20}},
    ["key_type", "copies"], _key_quote)


def _order_keys(a):
    total = KEY_PRICES[a["key_type"]] * a["copies"] + (2.0 * a["copies"] if a.get("laser_engrave") else 0)
    return {"order_id": "KC-3318", "key_type": a["key_type"], "copies": a["copies"],
            "engraved": bool(a.get("laser_engrave")), "tag_text": a.get("tag_text"), "total_gbp": total,
            "ready_at": "16:00"}


ORDER_KEYS = tool("order_keys", "Order key copies at the kiosk; they're ready the same afternoon. Laser engraving "
                  "is £2 extra per key.", {
                      "key_type": KEY_TYPE, "copies": {"type": "integer", "minimum": 1, "maximum": 20},
                      "laser_engrave": BOOL, "tag_text": {"type": "string", "description": "text on a key tag"}},
                  ["key_type", "copies"], _order_keys)

KEY_ORDERS = {"13800138000": [{"order_id": "KC-3301", "key_type": "security", "copies": 2, "placed": "2026-11-29"}]}


def _find_key_orders(a):
    phone = "".join(ch for ch in a["phone"] if ch.isdigit())
    if len(phone) < 8:
        raise ToolError("phone must be the full number the order was placed with, e.g. 13800138000")
    return {"orders": KEY_ORDERS.get(phone[-11:], [])}


FIND_KEY_ORDERS = tool("find_key_orders", "按手机号查找配钥匙订单。", {"phone": S}, ["phone"], _find_key_orders)

KEY_STATUS = {"KC-3301": {"order_id": "KC-3301", "ready": True, "pickup": "Elm Street station kiosk",
                          "paid": True, "closes": "20:00"}}


def _key_order_status(a):
    if a["order_id"] not in KEY_STATUS:
        raise ToolError(f"no key order {a['order_id']!r}; find the id with find_key_orders")
    return KEY_STATUS[a["order_id"]]


KEY_ORDER_STATUS = tool("key_order_status", "查询配钥匙订单是否做好、能否取件（订单号如 KC-3301）。",
                        {"order_id": S}, ["order_id"], _key_order_status)


# ---------------------------------------------------------------- sailing club

CONDITIONS = {
    "2026-12-05": {"wind_knots": 22, "gusts_knots": 34, "sailing_allowed": False,
                   "reason": "gale warning: gusts above 30 knots"},
    "2026-12-06": {"wind_knots": 11, "gusts_knots": 16, "sailing_allowed": True, "reason": None},
}


def _conditions(a):
    c = CONDITIONS.get(a["date"], {"wind_knots": 9, "gusts_knots": 14, "sailing_allowed": True, "reason": None})
    return {"date": a["date"], **c, "water_temp_c": 9}


SAILING_CONDITIONS = tool("sailing_conditions", "Wind forecast at the club and whether dinghy sailing is allowed "
                          "that day.", {"date": DATE}, ["date"], _conditions)
BOATS = ["Laser", "Topper", "RS Feva", "Wayfarer"]


def _reserve_dinghy(a):
    not_before(a["date"])
    if not _conditions(a)["sailing_allowed"]:
        raise ToolError(f"no sailing on {a['date']}: {CONDITIONS[a['date']]['reason']}")
    return {"reservation": "SD-5512", "boat_class": a["boat_class"], "date": a["date"], "start": a["start"],
            "hours": a["hours"], "price_gbp": 12.0 * a["hours"]}


RESERVE_DINGHY = tool("reserve_dinghy", "Reserve one of the club's dinghies for a time slot (£12 an hour).", {
    "boat_class": {"type": "string", "enum": BOATS}, "date": DATE, "start": TIME,
    "hours": {"type": "number", "minimum": 0.5, "maximum": 6}},
    ["boat_class", "date", "start", "hours"], _reserve_dinghy)


# ---------------------------------------------------------------- print-on-demand T-shirts

SIZES = ["XS", "S", "M", "L", "XL", "XXL"]


def _unit_price(size: str, double_sided: bool) -> float:
    return (17.0 if size == "XXL" else 15.0) + (5.0 if double_sided else 0.0)


def _tshirt_price(a):
    unit = _unit_price(a["size"], bool(a.get("double_sided")))
    return {"size": a["size"], "quantity": a["quantity"], "double_sided": bool(a.get("double_sided")),
            "unit_price_eur": unit, "total_eur": unit * a["quantity"]}


TSHIRT_PRICE = tool("tshirt_price", "quote for printed tees", {
    "size": {"type": "string", "enum": SIZES}, "quantity": {"type": "integer", "minimum": 1},
    "double_sided": {"type": "boolean", "description": "print on front and back"}},
    ["size", "quantity"], _tshirt_price)


def _create_print_order(a):
    if not a["items"]:
        raise ToolError("items needs at least one {size, quantity}")
    total = sum(_unit_price(i["size"], False) * i["quantity"] for i in a["items"]) + (9.0 if a.get("express") else 0)
    return {"order_id": "TS-00512", "design_id": a["design_id"], "color": a["color"], "items": a["items"],
            "total_eur": total, "ships": "2026-12-03" if a.get("express") else "2026-12-08"}


CREATE_PRINT_ORDER = tool("create_print_order", "Place a T-shirt print order for an uploaded design. Express "
                          "shipping (+€9) ships in 2 days instead of a week.", {
                              "design_id": {"type": "string", "pattern": r"^DS-\d{4}$"},
                              "color": S,
                              "items": {"type": "array", "items": {
                                  "type": "object", "properties": {"size": {"type": "string", "enum": SIZES},
                                                                   "quantity": {"type": "integer", "minimum": 1}},
                                  "required": ["size", "quantity"], "additionalProperties": False}},
                              "express": BOOL},
                          ["design_id", "color", "items"], _create_print_order)

PRINT_ORDERS = {"sam@example.com": [
    {"order_id": "TS-00417", "item": "black hoodie, 'Crew 26' logo", "quantity": 12, "placed": "2026-11-24"},
    {"order_id": "TS-00418", "item": "white tees, 'Crew 26' logo", "quantity": 30, "placed": "2026-11-24"}]}


def _list_print_orders(a):
    return {"orders": PRINT_ORDERS.get(a["email"].strip().lower(), [])}


LIST_PRINT_ORDERS = tool("list_print_orders", "A customer's print orders, by their email.",
                         {"email": S}, ["email"], _list_print_orders)

ORDER_STATUS = {
    "TS-00417": {"order_id": "TS-00417", "status": "delayed", "reason": "the black ink for the hoodies is out of stock",
                 "new_ship_date": "2026-12-09"},
    "TS-00418": {"order_id": "TS-00418", "status": "shipped", "carrier": "DPD", "delivery_date": "2026-12-02"},
}


def _print_order_status(a):
    if a["order_id"] not in ORDER_STATUS:
        raise ToolError(f"no order {a['order_id']!r}")
    return ORDER_STATUS[a["order_id"]]


PRINT_ORDER_STATUS = tool("print_order_status", "Where is my T-shirt order? Status by order id (TS-#####).",
                          {"order_id": {"type": "string", "pattern": r"^TS-\d{5}$"}}, ["order_id"],
                          _print_order_status)


def _cancel_print_order(a):
    if a["order_id"] not in ORDER_STATUS and a["order_id"] != "TS-00999":
        raise ToolError(f"no order {a['order_id']!r}")
    return {"order_id": a["order_id"], "cancelled": True, "refund_eur": 0 if a["order_id"] == "TS-00418" else 264.0}


CANCEL_PRINT_ORDER = tool("cancel_print_order", "Cancel a T-shirt print order (refund to the card).",
                          {"order_id": {"type": "string", "pattern": r"^TS-\d{5}$"}}, ["order_id"],
                          _cancel_print_order)


# ---------------------------------------------------------------- farmers' market stall

PRODUCE = [
    {"name": "Russet apples", "price_per_kg_gbp": 3.2, "stock_kg": 40},
    {"name": "Cox apples", "price_per_kg_gbp": 3.0, "stock_kg": 25},
    {"name": "Conference pears", "price_per_kg_gbp": 2.8, "stock_kg": 18},
    {"name": "Victoria plums", "price_per_kg_gbp": 4.5, "stock_kg": 6},
    {"name": "Potatoes", "price_per_kg_gbp": 1.2, "stock_kg": 120},
    {"name": "Organic carrots", "price_per_kg_gbp": 1.6, "stock_kg": 35},
]
PRODUCE_ALIASES = {("Russet apples", "russet"): 0, ("Cox apples", "cox"): 1, ("Conference pears", "pears", "梨"): 2,
                   ("Victoria plums", "plums", "李子"): 3, ("Potatoes", "potato", "土豆", "马铃薯"): 4,
                   ("Organic carrots", "carrots", "胡萝卜"): 5}


def _stall_produce(a):
    return {"as_of": "2026-12-01", "produce": PRODUCE}


STALL_PRODUCE = tool("stall_produce", "Everything on the Hillside Farm stall today: price per kg and how much "
                     "is left.", {}, [], _stall_produce)


def _stall_hours(a):
    return {"saturday": "08:00-13:00", "sunday": "09:00-12:00", "weekdays": "closed"}


STALL_HOURS = tool("stall_hours", "When the farm stall is open (market days and times). Not for prices or stock.",
                   {}, [], _stall_hours)


def _reserve_produce(a):
    item = PRODUCE[find(PRODUCE_ALIASES, a["item"], "item")]
    if a["kg"] > item["stock_kg"]:
        raise ToolError(f"only {item['stock_kg']} kg of {item['name']} left")
    return {"reservation": "FM-7720", "item": item["name"], "kg": a["kg"], "pickup_day": a["pickup_day"],
            "total_gbp": round(a["kg"] * item["price_per_kg_gbp"], 2)}


RESERVE_PRODUCE = tool("reserve_produce", "Put produce aside for pickup at the market (pay on pickup).", {
    "item": S, "kg": NUM, "pickup_day": {"type": "string", "enum": ["saturday", "sunday"]}},
    ["item", "kg", "pickup_day"], _reserve_produce)


# ---------------------------------------------------------------- language-exchange meetup

MEETUPS = {
    ("Spanish", "español", "西班牙语", "西语", "es"): [
        {"meetup_id": "LX-301", "title": "Tapas & Talk", "date": "2026-12-03", "time": "19:00", "venue": "Café Luna"},
        {"meetup_id": "LX-302", "title": "Spanish Sunday Brunch", "date": "2026-12-06", "time": "11:00",
         "venue": "The Corner Deli"}],
    ("Japanese", "日本語", "日语", "ja"): [
        {"meetup_id": "LX-410", "title": "Nihongo Night", "date": "2026-12-04", "time": "18:30", "venue": "Sakura Tea House"},
        {"meetup_id": "LX-411", "title": "Manga & Conversation", "date": "2026-12-10", "time": "19:00",
         "venue": "City Library, room 2"}],
    ("German", "deutsch", "德语", "de"): [
        {"meetup_id": "LX-520", "title": "Stammtisch", "date": "2026-12-08", "time": "20:00", "venue": "The Old Bell"}],
}


def _find_meetups(a):
    return {"language": a["language"], "meetups": find(MEETUPS, a["language"], "language")}


FIND_MEETUPS = tool("find_meetups", "Upcoming language-exchange meetups for a language you want to practise.",
                    {"language": S}, ["language"], _find_meetups)
ALL_MEETUPS = {m["meetup_id"]: m for rows in MEETUPS.values() for m in rows}
CEFR = ["A1", "A2", "B1", "B2", "C1", "C2"]


def _join_meetup(a):
    if a["meetup_id"] not in ALL_MEETUPS:
        raise ToolError(f"unknown meetup {a['meetup_id']!r}; ids come from find_meetups, e.g. LX-301")
    if a["level"] not in CEFR:
        raise ToolError(f"level must be a CEFR level A1-C2, e.g. B1; got {a['level']!r}")
    m = ALL_MEETUPS[a["meetup_id"]]
    return {"signed_up": True, "meetup_id": m["meetup_id"], "title": m["title"], "date": m["date"], "time": m["time"],
            "venue": m["venue"], "name": a["name"]}


JOIN_MEETUP = tool("join_meetup", "Sign someone up for a meetup.", {
    "meetup_id": S, "name": S, "native_language": S,
    "level": {"type": "string", "description": "CEFR level in the language practised"}},
    ["meetup_id", "name", "level"], _join_meetup)


# ---------------------------------------------------------------- recording studio

ROOMS = ["A", "B", "Vocal Booth"]
ROOM_RATES = {"A": 45.0, "B": 35.0, "Vocal Booth": 25.0}
BUSY = {"2026-12-10": {"A": [(13, 18)], "B": [(12, 17)]}, "2026-12-09": {"A": [(9, 23)]},
        "2026-12-08": {"A": [(18, 23)]}}
ENGINEER_PER_HOUR = 20.0


def _free(date: str, room: str) -> list[str]:
    hours = [h for h in range(9, 23) if not any(a <= h < b for a, b in BUSY.get(date, {}).get(room, []))]
    spans, start = [], None
    for h in range(9, 24):
        if h in hours and start is None:
            start = h
        if h not in hours and start is not None:
            spans.append(f"{start:02d}:00-{h:02d}:00")
            start = None
    return spans


def _studio_rooms(a):
    return {"date": a["date"], "rooms": [{"room": r, "rate_per_hour_eur": ROOM_RATES[r], "free": _free(a["date"], r)}
                                         for r in ROOMS]}


STUDIO_ROOMS = tool("studio_rooms", "查看某天各录音棚（A棚、B棚、人声棚 Vocal Booth）的空闲时段和每小时价格。",
                    {"date": DATE}, ["date"], _studio_rooms)


def _book_studio(a):
    not_before(a["date"])
    start = int(a["start"][:2])
    busy = BUSY.get(a["date"], {}).get(a["room"], [])
    if any(s < start + a["hours"] and start < e for s, e in busy) or start + a["hours"] > 23:
        raise ToolError(f"{a['room']} is not free {a['start']} for {a['hours']} h on {a['date']}; "
                        f"free: {', '.join(_free(a['date'], a['room'])) or 'nothing'}")
    total = a["hours"] * (ROOM_RATES[a["room"]] + (ENGINEER_PER_HOUR if a.get("engineer") else 0))
    return {"booking": "RS-2210", "room": a["room"], "date": a["date"], "start": a["start"], "hours": a["hours"],
            "engineer": bool(a.get("engineer")), "total_eur": total}


BOOK_STUDIO = tool("book_studio", "预订录音棚，按小时计费；需要录音师的话每小时另加20欧元。", {
    "room": {"type": "string", "enum": ROOMS}, "date": DATE, "start": TIME,
    "hours": {"type": "integer", "minimum": 1, "maximum": 8}, "engineer": {"type": "boolean", "description": "要不要录音师"}},
    ["room", "date", "start", "hours"], _book_studio)


# ---------------------------------------------------------------- window cleaner

def _window_quote(a):
    price = max(20.0, 2.5 * a["windows"] + 5.0 * (a["floors"] - 1) + (15.0 if a.get("conservatory") else 0))
    return {"windows": a["windows"], "floors": a["floors"], "conservatory": bool(a.get("conservatory")),
            "price_gbp": price}


WINDOW_QUOTE = tool("window_quote", "Estimate for cleaning a house's windows, inside and out.", {
    "windows": {"type": "integer", "minimum": 1}, "floors": {"type": "integer", "minimum": 1, "maximum": 4},
    "conservatory": BOOL}, ["windows", "floors"], _window_quote)
POSTCODE_RE = r"^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$"


def _book_window_clean(a):
    not_before(a["date"])
    return {"booking": "WC-0883", "postcode": a["postcode"], "date": a["date"], "arrival_window": "08:00-12:00"}


BOOK_WINDOW_CLEAN = tool("book_window_clean", "Book a window clean at an address (UK postcode).", {
    "postcode": {"type": "string", "pattern": POSTCODE_RE, "description": "e.g. SW4 7AB"}, "date": DATE,
    "windows": INT}, ["postcode", "date"], _book_window_clean)


# ---------------------------------------------------------------- youth hostel

HOSTELS = {
    ("Lisbon", "Lisboa", "里斯本"): ("LIS", 24, 62), ("Porto", "波尔图"): ("OPO", 19, 55),
    ("Seville", "Sevilla", "塞维利亚"): ("SVQ", 21, 58), ("Berlin", "柏林"): ("BER", 27, 70),
    ("Prague", "Praha", "布拉格"): ("PRG", 16, 48), ("Vienna", "Wien", "维也纳"): ("VIE", 25, 66),
}
HOSTEL_CITY = {v[0]: k[0] for k, v in HOSTELS.items()}


def _hostel_beds(a):
    code, dorm, private = find(HOSTELS, a["city"], "city")
    not_before(a["check_in"], key="check_in")
    n = a.get("nights") or 1
    return {"city": HOSTEL_CITY[code], "check_in": a["check_in"], "nights": n, "options": [
        {"option_id": f"{code}-DORM", "type": "bed in a 6-bed dorm", "price_per_night_eur": dorm,
         "total_eur": dorm * n, "left": 5},
        {"option_id": f"{code}-PRIV", "type": "private double room", "price_per_night_eur": private,
         "total_eur": private * n, "left": 1}]}


HOSTEL_BEDS = tool("hostel_beds", "Free beds and rooms in our youth hostel in a city, with prices per night.", {
    "city": S, "check_in": DATE, "nights": {"type": "integer", "minimum": 1, "maximum": 14}},
    ["city", "check_in"], _hostel_beds)


def _book_hostel(a):
    m = re.fullmatch(r"([A-Z]{3})-(DORM|PRIV)", a["option_id"])
    if not m or m.group(1) not in HOSTEL_CITY:
        raise ToolError(f"unknown option {a['option_id']!r}; option ids come from hostel_beds, e.g. LIS-DORM")
    return {"booking_ref": f"YH-{m.group(1)}-{mmdd(a['check_in'])}", "option_id": a["option_id"],
            "check_in": a["check_in"], "nights": a["nights"], "guest": a["guest_name"]}


BOOK_HOSTEL = tool("book_hostel", "Book a bed or room (option_id from hostel_beds).", {
    "option_id": S, "check_in": DATE, "nights": {"type": "integer", "minimum": 1}, "guest_name": S},
    ["option_id", "check_in", "nights", "guest_name"], _book_hostel)


# ---------------------------------------------------------------- pet-grooming salon

SERVICES = ["bath", "full_groom", "nail_trim", "de_shedding"]
SERVICE_PRICE = {"bath": 30.0, "full_groom": 55.0, "nail_trim": 12.0, "de_shedding": 40.0}
GROOM_TIMES = ["09:00", "10:30", "13:00", "15:30"]
GROOM_FREE = {("2026-12-02", "bath"): [False, True, True, False], ("2026-12-03", "bath"): [False, True, False, True],
              ("2026-12-03", "nail_trim"): [True, True, False, True], ("2026-12-04", "full_groom"): [False, False, True, False]}


def _grooming_slots(a):
    free = GROOM_FREE.get((a["date"], a["service"]), [True, False, True, True])
    return {"date": a["date"], "service": a["service"], "price_eur": SERVICE_PRICE[a["service"]], "slots": [
        {"slot_id": f"GR-{mmdd(a['date'])}-{t.replace(':', '')}-{a['service'][:2].upper()}", "time": t, "free": f}
        for t, f in zip(GROOM_TIMES, free)]}


GROOMING_SLOTS = tool("grooming_slots", "Appointment slots at the grooming salon for one service on one day. "
                      "Services: bath (wash & dry), full_groom (bath, haircut, styling), nail_trim, de_shedding.", {
                          "date": DATE, "service": {"type": "string", "enum": SERVICES}},
                      ["date", "service"], _grooming_slots)


def _book_grooming(a):
    m = re.fullmatch(r"GR-(\d{4})-(\d{4})-([A-Z]{2})", a["slot_id"])
    service = next((s for s in SERVICES if m and s[:2].upper() == m.group(3)), None)
    if not m or service is None:
        raise ToolError(f"unknown slot {a['slot_id']!r}; slot ids come from grooming_slots")
    date = f"2026-{m.group(1)[:2]}-{m.group(1)[2:]}"
    slots = _grooming_slots({"date": date, "service": service})["slots"]
    slot = next((s for s in slots if s["slot_id"] == a["slot_id"]), None)
    if slot is None or not slot["free"]:
        raise ToolError(f"slot {a['slot_id']} is taken; pick a free one from grooming_slots")
    extra = 10.0 if a.get("weight_kg", 0) > 25 else 0.0
    return {"appointment": f"PG-{m.group(1)}{m.group(2)}", "pet": a["pet_name"], "date": date, "time": slot["time"],
            "service": service, "price_eur": SERVICE_PRICE[service] + extra}


BOOK_GROOMING = tool("book_grooming", "Book a grooming slot for a pet. Dogs over 25 kg cost €10 more.", {
    "slot_id": S, "pet_name": S, "breed": S, "weight_kg": NUM}, ["slot_id", "pet_name"], _book_grooming)


# ---------------------------------------------------------------- camping site

PITCH_TYPES = ["tent", "caravan", "campervan", "glamping_pod"]
PITCHES = {"tent": [("P-07", 18.0), ("P-12", 15.0)], "caravan": [("C-03", 28.0), ("C-05", 31.0)],
           "campervan": [("C-21", 26.0)], "glamping_pod": [("G-2", 65.0)]}


def _campsite_pitches(a):
    not_before(a["arrive"], key="arrive")
    extra = 4.0 if a.get("electric") else 0.0
    rows = [{"pitch_id": pid, "type": a["pitch_type"], "price_per_night_gbp": p + extra,
             "total_gbp": (p + extra) * a["nights"], "electric": bool(a.get("electric")) or a["pitch_type"] == "glamping_pod"}
            for pid, p in PITCHES[a["pitch_type"]]]
    return {"arrive": a["arrive"], "nights": a["nights"], "pitches": rows}


CAMPSITE_PITCHES = tool("campsite_pitches", "查询营地空位（帐篷、房车、木屋等）和价格。不用于查询营地规定。", {
    "arrive": DATE, "nights": {"type": "integer", "minimum": 1},
    "pitch_type": {"type": "string", "enum": PITCH_TYPES, "description": "caravan = 拖挂式房车, campervan = 自行式房车"},
    "electric": {"type": "boolean", "description": "需要接电（每晚另加4英镑）"}},
    ["arrive", "nights", "pitch_type"], _campsite_pitches)


def _book_pitch(a):
    if not any(pid == a["pitch_id"] for rows in PITCHES.values() for pid, _ in rows):
        raise ToolError(f"unknown pitch {a['pitch_id']!r}; pitch ids come from campsite_pitches")
    return {"booking": f"CS-{a['pitch_id']}-{mmdd(a['arrive'])}", "pitch_id": a["pitch_id"], "arrive": a["arrive"],
            "nights": a["nights"], "guests": a.get("guests")}


BOOK_PITCH = tool("book_pitch", "预订营地的一个位置（pitch_id 来自 campsite_pitches）。", {
    "pitch_id": S, "arrive": DATE, "nights": INT, "guests": INT}, ["pitch_id", "arrive", "nights"], _book_pitch)

RULES = {
    ("dogs", "dog", "pets", "pet", "狗", "宠物", "猫"): "Dogs are welcome on a lead, at most 2 per pitch, £3 per dog per "
    "night. No pets in the glamping pods.",
    ("fire", "fires", "campfire", "bbq", "篝火", "烧烤", "生火"): "Campfires only in the fire pits by the lake; "
    "raised BBQs are fine on pitches. No open fires on the grass.",
    ("quiet", "noise", "quiet hours", "安静", "噪音", "安静时间"): "Quiet hours are 22:00 to 07:00. The gate is locked "
    "from 23:00; cars can't come in after that.",
    ("check-in", "arrival", "入住", "到达"): "Check-in from 14:00 until 20:00, check-out by 11:00.",
}


def _campsite_rules(a):
    return f"Lakeside Camping rules on '{a['topic']}': {find(RULES, a['topic'], 'topic')}"


CAMPSITE_RULES = tool("campsite_rules", "营地规定：宠物、篝火、安静时间、入住时间等。返回规定原文。",
                      {"topic": S}, ["topic"], _campsite_rules)


# ---------------------------------------------------------------- theatre box office

SHOWS = [
    {"show_id": "TH-101", "title": "Hamlet", "from": "2026-12-01", "to": "2026-12-13", "starts": "19:30"},
    {"show_id": "TH-102", "title": "A Christmas Carol", "from": "2026-12-10", "to": "2027-01-03", "starts": "19:00"},
    {"show_id": "TH-103", "title": "The Mousetrap", "from": "2026-11-20", "to": "2026-12-20", "starts": "20:00"},
]
ZONES = ["stalls", "circle", "balcony"]
ZONE_PRICE = {"stalls": 45.0, "circle": 35.0, "balcony": 22.0}
SEATS_LEFT = {("TH-101", "2026-12-05"): {"stalls": 0, "circle": 6, "balcony": 14},
              ("TH-102", "2026-12-19"): {"stalls": 8, "circle": 2, "balcony": 0},
              ("TH-103", "2026-12-05"): {"stalls": 3, "circle": 0, "balcony": 20}}


def _show(key: str) -> dict:
    k = fold(key)
    for s in SHOWS:
        if k == fold(s["show_id"]) or fold(s["title"]) in k or k in fold(s["title"]) and len(k) >= 4:
            return s
    raise ToolError(f"unknown show {key!r}; shows: {', '.join(s['title'] + ' (' + s['show_id'] + ')' for s in SHOWS)}")


def _theatre_shows(a):
    rows = [s for s in SHOWS if not a.get("date") or s["from"] <= a["date"] <= s["to"]]
    return {"shows": rows}


THEATRE_SHOWS = tool("theatre_shows", "What's on at the Royal Lyceum: shows, run dates and start times. Not for "
                     "seats or prices.", {"date": DATE}, [], _theatre_shows)


def _seat_availability(a):
    s = _show(a["show"])
    if not s["from"] <= a["date"] <= s["to"]:
        raise ToolError(f"{s['title']} plays from {s['from']} to {s['to']}; pick a date in that run")
    left = SEATS_LEFT.get((s["show_id"], a["date"]), {"stalls": 12, "circle": 9, "balcony": 30})
    return {"show": s["title"], "show_id": s["show_id"], "date": a["date"], "starts": s["starts"],
            "zones": [{"zone": z, "seats_left": left[z], "price_gbp": ZONE_PRICE[z]} for z in ZONES]}


SEAT_AVAILABILITY = tool("seat_availability", "Free seats and ticket prices per zone for one performance.", {
    "show": {"type": "string", "description": "show id or title"}, "date": DATE}, ["show", "date"], _seat_availability)


def _buy_tickets(a):
    s = _show(a["show_id"])
    left = _seat_availability({"show": s["show_id"], "date": a["date"]})
    zone = next(z for z in left["zones"] if z["zone"] == a["zone"])
    if a["seats"] > zone["seats_left"]:
        raise ToolError(f"only {zone['seats_left']} seats left in the {a['zone']}")
    price = ZONE_PRICE[a["zone"]] * (0.8 if a.get("concession") else 1.0)
    return {"booking_ref": f"BX-{s['show_id'][3:]}{mmdd(a['date'])}", "show": s["title"], "date": a["date"],
            "starts": s["starts"], "zone": a["zone"], "seats": a["seats"], "total_gbp": round(price * a["seats"], 2)}


BUY_TICKETS = tool("buy_tickets", "Buy theatre tickets. Concessions (students, over-65s) get 20% off.", {
    "show_id": {"type": "string", "pattern": r"^TH-\d{3}$"}, "date": DATE,
    "zone": {"type": "string", "enum": ZONES}, "seats": {"type": "integer", "minimum": 1, "maximum": 8},
    "concession": BOOL}, ["show_id", "date", "zone", "seats"], _buy_tickets)
