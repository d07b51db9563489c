"""The third probe's tools, written the way learners write them: some terse, some wordy, some
with Chinese descriptions, schemas with enums, patterns, mixed types and optional arguments.
Fake, deterministic implementations: the same arguments always give the same result.

Twelve domains: a locksmith, a chimney sweep, an observatory, a bowling alley, an archery
range, escape rooms, a costume rental, a picture framer, firewood delivery, a lost-and-found
office, a tool-lending library and a pick-your-own orchard.
"""

from __future__ import annotations

from ..tools import DATE_RE, TIME_RE, Tool, ToolError, fold, spec

S = {"type": "string"}
DATE = {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"}
TIME = {"type": "string", "pattern": TIME_RE, "description": "24h HH:MM"}


def tool(name, description, properties, required, fn) -> Tool:
    return Tool(spec(name, description, properties, required), fn)


def _find(table: dict, key: str, what: str):
    k = fold(key)
    for name, value in table.items():
        if fold(name) == k:
            return value
    raise ToolError(f"no {what} {key!r}")


def not_before(value: str, today: str, key: str = "date"):
    if value < today:
        raise ToolError(f"'{key}' {value} is in the past; today is {today}: use a later date, YYYY-MM-DD")


# ---------------------------------------------------------------- locksmith

KEY_PRICES = {"yale": 4.5, "mortice": 9.0, "car_fob": 65.0, "padlock": 3.0}


def _cut_keys(a):
    each = KEY_PRICES[a["key_type"]]
    total = each * a["copies"] + (1.5 if a.get("keyring") else 0)
    return {"order_id": "K-4471", "key_type": a["key_type"], "copies": a["copies"],
            "total_eur": round(total, 2), "ready": "in 20 minutes"}


CUT_KEYS = tool("cut_keys", "Order copies of a key at the locksmith counter.", {
    "key_type": {"type": "string", "enum": list(KEY_PRICES),
                 "description": "yale = ordinary front-door cylinder key"},
    "copies": {"type": "integer", "minimum": 1, "maximum": 10},
    "keyring": {"type": "boolean", "description": "add a numbered keyring (+1.50 EUR)"}},
    ["key_type", "copies"], _cut_keys)

LOCK_PRICES = {"front": 120.0, "back": 95.0, "garage": 140.0, "shed": 35.0}


def _lock_quote(a):
    return {"door": a["door"], "fitted_price_eur": LOCK_PRICES[a["door"]], "valid_days": 14}


LOCK_QUOTE = tool("lock_quote", "Price for supplying and fitting a new lock on a door.", {
    "door": {"type": "string", "enum": list(LOCK_PRICES)}}, ["door"], _lock_quote)

CALLOUT = tool("request_lockout_callout",
               "Send a locksmith to someone who is locked out. Use only for lock-outs, not for quotes.", {
                   "address": S, "phone": S, "urgent": {"type": "boolean"}}, ["address", "phone"],
               lambda a: {"callout_id": "LC-88", "eta_minutes": 35 if a.get("urgent") else 90})

# ---------------------------------------------------------------- chimney sweep

SWEEP_SLOTS = {"2026-12-09": ["afternoon"], "2026-12-10": ["morning", "afternoon"],
               "2027-03-12": ["morning", "afternoon"]}


def _book_sweep(a):
    not_before(a["date"], "2026-12-01")
    return {"booking_id": "SW-3307", "date": a["date"], "slot": a["slot"], "fireplaces": a["fireplaces"],
            "fuel": a["fuel"], "price_eur": 70 + 25 * (a["fireplaces"] - 1)}


BOOK_SWEEP = tool("book_sweep", "Book a chimney sweep visit.", {
    "date": DATE, "slot": {"type": "string", "enum": ["morning", "afternoon"]},
    "fireplaces": {"type": "integer", "minimum": 1, "description": "how many flues/fireplaces to sweep"},
    "fuel": {"type": "string", "enum": ["wood", "coal", "gas", "oil"]}},
    ["date", "slot", "fireplaces", "fuel"], _book_sweep)

SWEEP_CERTS = {"SW-2101": {"booking_id": "SW-2101", "swept_on": "2026-10-14", "result": "pass",
                           "next_sweep_due": "2027-10-14"},
               "SW-2188": {"booking_id": "SW-2188", "swept_on": "2026-11-02", "result": "fail",
                           "note": "cracked flue liner, must be repaired before the stove is used"}}

SWEEP_CERT = tool("get_sweep_certificate", "查询扫烟囱完成后的安全证书（按预约号）。", {
    "booking_id": {"type": "string", "pattern": r"^SW-\d{4}$"}}, ["booking_id"],
    lambda a: _find(SWEEP_CERTS, a["booking_id"], "booking"))

# ---------------------------------------------------------------- observatory

SKY = {"2026-12-04": (70, "poor"), "2026-12-05": (20, "good"), "2026-12-06": (45, "fair"),
       "2026-12-12": (10, "excellent")}


def _sky(a):
    cloud, seeing = SKY.get(a["date"], (60, "fair"))
    return {"date": a["date"], "cloud_cover_pct": cloud, "seeing": seeing, "moon_illumination_pct": 35}


SKY_FORECAST = tool("get_sky_forecast",
                    "Night-time observing forecast for the observatory: cloud cover and seeing for a date.",
                    {"date": DATE}, ["date"], _sky)

TELESCOPE = tool("book_telescope_night", "Reserve a public telescope night at the observatory.", {
    "date": DATE, "guests": {"type": "integer", "minimum": 1, "maximum": 6},
    "telescope": {"type": "string", "enum": ["refractor", "dobsonian", "solar"]}},
    ["date", "guests"], lambda a: {"reservation": "OB-615", **a})

# ---------------------------------------------------------------- bowling

LANES = {"19:00": ["3", "5"], "21:00": ["1", "2", "6"], "15:00": ["4"], "19:30": ["2"]}


def _lanes(a):
    return {"date": a["date"], "time": a["time"], "players": a["players"], "free_lanes": LANES.get(a["time"], [])}


CHECK_LANES = tool("check_lane_availability",
                   "Use for checking which bowling lanes are free at a date and time. Not for booking.", {
                       "date": DATE, "time": TIME, "players": {"type": "integer", "minimum": 1}},
                   ["date", "time", "players"], _lanes)


def _book_lane(a):
    if not LANES.get(a["time"]):
        raise ToolError(f"no lane free at {a['time']}")
    return {"booking_id": "BW-720", "lane": LANES[a["time"]][0], "date": a["date"], "time": a["time"],
            "players": a["players"], "price_eur": 9 * a["players"]}


BOOK_LANE = tool("book_lane", "Book a bowling lane.", {
    "date": DATE, "time": TIME, "players": {"type": "integer", "minimum": 1, "maximum": 10},
    "bumpers": {"type": "boolean", "description": "gutter bumpers for children"},
    "shoe_sizes": {"type": "array", "items": {"type": "number"}, "description": "EU shoe sizes to put aside"}},
    ["date", "time", "players"], _book_lane)

# ---------------------------------------------------------------- archery

SESSIONS = [{"session_id": "AR-12", "level": "beginner", "day": "Saturday", "time": "10:00", "places_left": 3},
            {"session_id": "AR-14", "level": "intermediate", "day": "Saturday", "time": "14:00", "places_left": 0},
            {"session_id": "AR-20", "level": "beginner", "day": "Sunday", "time": "11:00", "places_left": 5}]

ENROL = tool("enrol_archer", "Enrol a person in an archery session.", {
    "session_id": {"type": "string"}, "name": S, "age": {"type": "integer"},
    "bow": {"type": "string", "enum": ["recurve", "compound", "longbow"]}},
    ["session_id", "name", "bow"], lambda a: {"status": "enrolled", "enrolment": "EN-301", **a})

LIST_SESSIONS = tool("list_archery_sessions", "List archery sessions, optionally by level.", {
    "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"]}}, [],
    lambda a: {"sessions": [s for s in SESSIONS if not a.get("level") or s["level"] == a["level"]]})

# ---------------------------------------------------------------- escape rooms

ROOMS = [{"room_id": "ER-3", "name": "The Clockmaker's Attic", "theme": "steampunk", "difficulty": 3, "max_players": 6},
         {"room_id": "ER-5", "name": "The Vault", "theme": "heist", "difficulty": 4, "max_players": 5},
         {"room_id": "ER-7", "name": "The Lighthouse", "theme": "mystery", "difficulty": 2, "max_players": 6},
         {"room_id": "ER-8", "name": "午夜图书馆", "theme": "mystery", "difficulty": 3, "max_players": 6},
         {"room_id": "ER-9", "name": "深海实验室", "theme": "sci-fi", "difficulty": 5, "max_players": 8}]


def _search_rooms(a):
    found = [r for r in ROOMS if r["max_players"] >= a.get("players", 1)
             and r["difficulty"] <= a.get("max_difficulty", 5)
             and (not a.get("theme") or fold(a["theme"]) in fold(r["theme"]))]
    return {"rooms": found}


SEARCH_ROOMS = tool("search_escape_rooms", "Find escape rooms that suit a group. Returns room ids.", {
    "players": {"type": "integer"}, "max_difficulty": {"type": "integer", "minimum": 1, "maximum": 5},
    "theme": S}, [], _search_rooms)


def _book_room(a):
    room = next((r for r in ROOMS if r["room_id"] == a["room_id"]), None)
    if room is None:
        raise ToolError(f"unknown room_id {a['room_id']!r}; room ids look like ER-3 (search first)")
    return {"booking": "EB-1190", "room": room["name"], "date": a["date"], "time": a["time"],
            "players": a["players"], "price_eur": 25 * a["players"]}


BOOK_ROOM = tool("book_escape_room", "Book an escape room by its room_id (get it from search_escape_rooms).", {
    "room_id": {"type": "string"}, "date": DATE, "time": TIME, "players": {"type": "integer"}},
    ["room_id", "date", "time", "players"], _book_room)

RECORDS = {"ER-3": 41, "ER-5": 52, "ER-7": 38, "ER-8": 47, "ER-9": 58}
ROOM_NAMES = {"the vault": "ER-5", "vault": "ER-5", "the lighthouse": "ER-7", "lighthouse": "ER-7",
              "the clockmaker's attic": "ER-3", "午夜图书馆": "ER-8", "深海实验室": "ER-9"}


def _record(a):
    key = a["room"]
    rid = key.upper() if key.upper() in RECORDS else ROOM_NAMES.get(fold(key))
    if rid is None:
        raise ToolError(f"unknown room {key!r}")
    name = next(r["name"] for r in ROOMS if r["room_id"] == rid)
    return {"room_id": rid, "name": name, "record_minutes": RECORDS[rid], "set_by": "team " + rid[-1]}


ROOM_RECORD = tool("get_room_record", "Fastest escape time ever recorded for a room (by room id or name).", {
    "room": {"type": "string", "description": "room id (ER-5) or name"}}, ["room"], _record)

# ---------------------------------------------------------------- costume rental

COSTUMES = [{"costume_id": "CS-301", "name": "Pirate captain", "zh": "海盗船长", "size": "M", "price_per_day": 45},
            {"costume_id": "CS-302", "name": "Pirate deckhand", "zh": "海盗水手", "size": "M", "price_per_day": 30},
            {"costume_id": "CS-410", "name": "Wizard robe", "zh": "巫师长袍", "size": "M", "price_per_day": 38},
            {"costume_id": "CS-512", "name": "Dinosaur (T-rex)", "zh": "恐龙", "size": "M", "price_per_day": 55},
            {"costume_id": "CS-620", "name": "Astronaut suit", "zh": "宇航员", "size": "L", "price_per_day": 60},
            {"costume_id": "CS-621", "name": "Astronaut suit (child)", "zh": "儿童宇航员", "size": "S", "price_per_day": 35}]

QUERY_WORDS = {"pirate": "pirate", "海盗": "pirate", "wizard": "wizard", "巫师": "wizard", "dinosaur": "dinosaur",
               "恐龙": "dinosaur", "t-rex": "dinosaur", "astronaut": "astronaut", "宇航员": "astronaut", "航天": "astronaut"}


def _search_costumes(a):
    q = fold(a["query"])
    words = {v for k, v in QUERY_WORDS.items() if k in q}
    found = [c for c in COSTUMES if any(w in fold(c["name"]) for w in words)
             and (not a.get("size") or c["size"] == a["size"])]
    return {"costumes": found}


SEARCH_COSTUMES = tool("search_costumes", "Search the costume rental catalogue.", {
    "query": {"type": "string", "description": "what the costume is, e.g. 'pirate'"},
    "size": {"type": "string", "enum": ["XS", "S", "M", "L", "XL"]}}, ["query"], _search_costumes)


def _reserve(a):
    c = next((c for c in COSTUMES if c["costume_id"] == a["costume_id"]), None)
    if c is None:
        raise ToolError(f"unknown costume_id {a['costume_id']!r}")
    if a["return_date"] < a["pickup_date"]:
        raise ToolError("return_date must be on or after pickup_date")
    return {"reservation": "CR-77", "costume": c["name"], "pickup_date": a["pickup_date"],
            "return_date": a["return_date"]}


RESERVE_COSTUME = tool("reserve_costume", "预订一件服装（需要 costume_id、取件日期和归还日期）。", {
    "costume_id": S, "pickup_date": DATE, "return_date": DATE},
    ["costume_id", "pickup_date", "return_date"], _reserve)

GET_COSTUME = tool("get_costume", "Details and daily price of one costume.", {"costume_id": S}, ["costume_id"],
                   lambda a: next((c for c in COSTUMES if c["costume_id"] == a["costume_id"]), {"error": "not found"}))

# ---------------------------------------------------------------- picture framing

MOULDING = {"oak": 0.9, "black": 0.6, "gilt": 1.4, "walnut": 1.1}
GLASS = {"standard": 0.0, "anti-glare": 12.0, "museum": 30.0}


def _quote_frame(a):
    perimeter = 2 * (a["width_cm"] + a["height_cm"])
    price = round(perimeter * MOULDING[a["moulding"]] + GLASS[a["glass"]], 2)
    return {"width_cm": a["width_cm"], "height_cm": a["height_cm"], "moulding": a["moulding"],
            "glass": a["glass"], "price_eur": price}


QUOTE_FRAME = tool("quote_frame",
                   "Quote for a custom picture frame. Sizes are the artwork's size in centimetres.", {
                       "width_cm": {"type": "number"}, "height_cm": {"type": "number"},
                       "moulding": {"type": "string", "enum": list(MOULDING)},
                       "glass": {"type": "string", "enum": list(GLASS)}},
                   ["width_cm", "height_cm", "moulding", "glass"], _quote_frame)

FRAME_ORDERS = {"FR-5012": {"order_id": "FR-5012", "status": "delayed", "new_ready_date": "2026-12-11",
                            "reason": "the gilt moulding is back-ordered from the supplier"},
                "FR-5020": {"order_id": "FR-5020", "status": "ready", "ready_since": "2026-11-28"}}

FRAME_ORDER = tool("get_framing_order", "Status of a framing order.", {"order_id": S}, ["order_id"],
                   lambda a: _find(FRAME_ORDERS, a["order_id"], "framing order"))

# ---------------------------------------------------------------- firewood

FIREWOOD_PRICE = {"oak": 120, "birch": 105, "ash": 110, "mixed": 90}


def _order_firewood(a):
    not_before(a["delivery_date"], "2026-12-01", "delivery_date")
    price = FIREWOOD_PRICE[a["wood"]] * a["cubic_metres"] + (20 if a.get("kiln_dried") else 0)
    return {"order_id": "FW-2090", "wood": a["wood"], "cubic_metres": a["cubic_metres"],
            "kiln_dried": bool(a.get("kiln_dried")), "delivery_date": a["delivery_date"], "price_eur": price}


ORDER_FIREWOOD = tool("order_firewood", "Order a firewood delivery.", {
    "cubic_metres": {"type": "number", "minimum": 0.5, "maximum": 20},
    "wood": {"type": "string", "enum": list(FIREWOOD_PRICE)},
    "kiln_dried": {"type": "boolean"}, "delivery_date": DATE},
    ["cubic_metres", "wood", "delivery_date"], _order_firewood)

DELIVERIES = {"FW-2031": {"order_id": "FW-2031", "status": "out for delivery", "driver": "Tomasz",
                          "eta": "14:30", "wood": "birch", "cubic_metres": 2},
              "FW-2044": {"order_id": "FW-2044", "status": "scheduled", "delivery_date": "2026-12-04",
                          "wood": "oak", "cubic_metres": 3}}


def _delivery(a):
    if a["order_id"] not in DELIVERIES:
        raise ToolError(f"no order {a['order_id']!r}")
    return DELIVERIES[a["order_id"]]


DELIVERY_STATUS = tool("get_delivery_status", "Where a firewood order is (by order id).", {
    "order_id": {"type": "string"}}, ["order_id"], _delivery)

LIST_FW_ORDERS = tool("list_firewood_orders", "列出某个手机号下的所有柴火订单。", {
    "phone": S}, ["phone"], lambda a: {"orders": [{"order_id": "FW-2031", "wood": "birch"},
                                                   {"order_id": "FW-2044", "wood": "oak"}]})

CANCEL_FW = tool("cancel_firewood_order", "Cancel a firewood order.", {"order_id": S}, ["order_id"],
                 lambda a: {"status": "cancelled", **a})

# ---------------------------------------------------------------- lost and found

FOUND = [{"item_id": "FI-0912", "item": "umbrella", "description": "navy umbrella, wooden handle",
          "found_at": "tram line 4", "found_on": "2026-11-29"},
         {"item_id": "FI-0915", "item": "umbrella", "description": "black folding umbrella",
          "found_at": "central station", "found_on": "2026-11-30"},
         {"item_id": "FI-0920", "item": "wallet", "description": "black leather wallet, no cards",
          "found_at": "bus 12", "found_on": "2026-11-30"},
         {"item_id": "FI-0931", "item": "scarf", "description": "green wool scarf",
          "found_at": "city library", "found_on": "2026-11-28"}]

ITEM_WORDS = {"umbrella": "umbrella", "雨伞": "umbrella", "伞": "umbrella", "wallet": "wallet", "钱包": "wallet",
              "scarf": "scarf", "围巾": "scarf"}


def _search_found(a):
    q = fold(a["query"])
    kinds = {v for k, v in ITEM_WORDS.items() if k in q}
    return {"items": [i for i in FOUND if i["item"] in kinds]}


SEARCH_FOUND = tool("quick_lookup", "Search the items that have been handed in at the lost-and-found office.", {
    "query": {"type": "string", "description": "what the item is"}}, ["query"], _search_found)

FILE_REPORT = tool("file_lost_report",
                   "File a new lost-item report so the office can call you if it turns up. "
                   "Not for searching items already handed in.", {
                       "item": S, "colour": S, "where_lost": S, "date_lost": DATE, "contact": S},
                   ["item", "where_lost", "contact"], lambda a: {"report_id": "LR-5561", **a})


def _claim(a):
    if a["item_id"] not in {i["item_id"] for i in FOUND} | {"FI-0999"}:
        raise ToolError(f"no item {a['item_id']!r}")
    return {"claim": "CL-208", "item_id": a["item_id"], "name": a["claimant_name"],
            "collect_at": "Office B, weekdays 9-17, bring ID"}


CLAIM_ITEM = tool("claim_item", "Claim a found item for its owner so it is held for collection.", {
    "item_id": S, "claimant_name": S}, ["item_id", "claimant_name"], _claim)

REPORTS = {"LR-5530": {"report_id": "LR-5530", "text": "黑色双肩包，2026年11月27日晚在5路公交车上遗失，"
                                                        "内有一台银色笔记本电脑和一本蓝色笔记本。失主：周明。"}}

READ_REPORT = tool("read_lost_report", "读取一份失物登记的全文。", {"report_id": S}, ["report_id"],
                   lambda a: _find(REPORTS, a["report_id"], "report"))

# ---------------------------------------------------------------- tool library

LIB_TOOLS = [{"tool_id": "TL-204", "name": "Pressure washer", "zh": "高压清洗机", "available": True},
             {"tool_id": "TL-118", "name": "Pressure washer (petrol)", "zh": "汽油高压清洗机", "available": False,
              "due_back": "2026-12-12"},
             {"tool_id": "TL-330", "name": "Cordless drill", "zh": "无线电钻", "available": True},
             {"tool_id": "TL-331", "name": "Hammer drill", "zh": "冲击电钻", "available": False, "due_back": "2026-12-05"}]

TOOL_WORDS = {"pressure washer": "washer", "高压清洗": "washer", "清洗机": "washer", "drill": "drill", "电钻": "drill"}


def _search_lib(a):
    q = fold(a["query"])
    kinds = {v for k, v in TOOL_WORDS.items() if k in q}
    return {"tools": [t for t in LIB_TOOLS if any(k in fold(t["name"]) for k in kinds)]}


SEARCH_LIB = tool("search_tools", "Search the tool library's catalogue of tools members can borrow.", {
    "query": S}, ["query"], _search_lib)


def _borrow(a):
    t = next((t for t in LIB_TOOLS if t["tool_id"] == a["tool_id"]), None)
    if t is None:
        raise ToolError(f"unknown tool_id {a['tool_id']!r}")
    if not t["available"]:
        raise ToolError(f"{t['name']} is on loan until {t['due_back']}")
    return {"loan_id": "LN-900", "tool": t["name"], "member_id": a["member_id"], "days": a["days"]}


BORROW = tool("borrow_tool", "Borrow a tool from the library.", {
    "tool_id": S, "member_id": {"type": "string", "pattern": r"^M-\d{4}$"},
    "days": {"type": "integer", "minimum": 1, "maximum": 14}}, ["tool_id", "member_id", "days"], _borrow)

LOANS = {"loans": [{"loan_id": "LN-811", "tool": "Cordless drill", "due": "2026-12-03"},
                   {"loan_id": "LN-812", "tool": "Tile cutter", "due": "2026-12-06"},
                   {"loan_id": "LN-815", "tool": "Step ladder (3 m)", "due": "2026-12-08"}]}

MY_LOANS = tool("list_my_loans", "List the tools a member has borrowed right now.", {
    "member_id": S}, ["member_id"], lambda a: LOANS)

EXTEND = tool("extend_loan", "Extend one loan by a number of days.", {
    "loan_id": S, "days": {"type": "integer", "minimum": 1, "maximum": 14}}, ["loan_id", "days"],
    lambda a: {"loan_id": a["loan_id"], "extended_by": a["days"], "status": "extended"})

# ---------------------------------------------------------------- orchard

PICKING = {"apples": {"rows_open": "A1-A6", "price_per_kg": 2.8, "ripeness": "peak"},
           "pears": {"rows_open": "P2", "price_per_kg": 3.4, "ripeness": "early"},
           "plums": {"rows_open": "none", "price_per_kg": 4.0, "ripeness": "season over"}}

PICKING_CONDITIONS = tool("get_picking_conditions",
                          "Today's picking conditions for a fruit at the orchard (rows open, price per kg). "
                          "Not for booking.", {
                              "fruit": {"type": "string", "enum": list(PICKING)}}, ["fruit"],
                          lambda a: {"fruit": a["fruit"], **PICKING[a["fruit"]]})

BOOK_PICKING = tool("book_picking_slot", "Use for reserving a time slot to come and pick fruit.", {
    "date": DATE, "time": TIME, "people": {"type": "integer", "minimum": 1},
    "fruit": {"type": "string", "enum": list(PICKING)}}, ["date", "time", "people"],
    lambda a: {"slot": "PK-41", **a})
