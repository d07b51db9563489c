"""The fourth probe's tools, written the way learners write them: some terse, some wordy, some
with Chinese descriptions, schemas with enums, patterns, integers, numbers, booleans, arrays and
optional arguments. Fake, deterministic implementations: the same arguments always give the same
result, and a bad request raises ToolError saying what to fix, as a real API would.

Twelve domains: a laundrette, an allotment garden, a ferry line, a pottery studio, a
sewing-machine repair shop, a bakery's pre-orders, swimming-pool lanes, a piano tuner, a cat
hotel, a recycling centre, a bicycle repair workshop and a community hall.
"""

from __future__ import annotations

import datetime as dt
import re

from ..tools import DATE_RE, TIME_RE, Tool, ToolError, fold, spec

TODAY = "2026-12-01"
S = {"type": "string"}
INT = {"type": "integer"}
BOOL = {"type": "boolean"}
DATE = {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"}
TIME = {"type": "string", "pattern": TIME_RE, "description": "24h HH:MM"}


def tool(name, description, properties, required, fn) -> Tool:
    return Tool(spec(name, description, properties, required), fn)


def not_before(value: str, first: str = TODAY, key: str = "date"):
    if value < first:
        raise ToolError(f"'{key}' {value} is too early; the first possible date is {first} (YYYY-MM-DD)")


def weekday(date: str) -> str:
    return dt.date.fromisoformat(date).strftime("%A")


def plus_minutes(hhmm: str, minutes: int) -> str:
    h, m = map(int, hhmm.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60 % 24:02d}:{total % 60:02d}"


# ---------------------------------------------------------------- laundrette

MACHINES = [
    {"id": "W1", "kind": "washer", "size": "small", "kg": 7, "free": False, "minutes_left": 12, "price_eur": 4.0},
    {"id": "W2", "kind": "washer", "size": "small", "kg": 7, "free": True, "price_eur": 4.0},
    {"id": "W3", "kind": "washer", "size": "small", "kg": 7, "free": True, "price_eur": 4.0},
    {"id": "W4", "kind": "washer", "size": "large", "kg": 14, "free": False, "minutes_left": 31, "price_eur": 7.0},
    {"id": "W5", "kind": "washer", "size": "large", "kg": 14, "free": True, "price_eur": 7.0},
    {"id": "D1", "kind": "dryer", "size": "large", "kg": 14, "free": True, "price_eur": 1.0},
]
PROGRAM_MINUTES = {"cotton": 75, "synthetics": 55, "wool": 40, "delicates": 45, "quick": 30}


def _machines(a):
    rows = [m for m in MACHINES if (not a.get("kind") or m["kind"] == a["kind"])
            and (not a.get("size") or m["size"] == a["size"])]
    return {"as_of": "09:00", "machines": rows}


MACHINES_TOOL = tool("laundry_machines", "Which washers/dryers are free right now.", {
    "kind": {"type": "string", "enum": ["washer", "dryer"]},
    "size": {"type": "string", "enum": ["small", "large"], "description": "small = 7 kg, large = 14 kg"}},
    [], _machines)


def _start_wash(a):
    machine = next((m for m in MACHINES if m["id"] == a["machine_id"]), None)
    if machine is None or machine["kind"] != "washer":
        raise ToolError(f"{a['machine_id']} is not a washer; washers are W1-W5")
    if not machine["free"]:
        raise ToolError(f"{a['machine_id']} is busy for {machine['minutes_left']} more minutes; pick a free washer")
    if a["program"] == "wool" and a["temperature"] > 30:
        raise ToolError("the wool program runs at 20 or 30 degrees only; use temperature 30")
    minutes = PROGRAM_MINUTES[a["program"]] + (10 if a.get("extra_rinse") else 0)
    return {"cycle_id": "LC-2031", "machine": a["machine_id"], "program": a["program"],
            "temperature": a["temperature"], "price_eur": machine["price_eur"], "ends_at": plus_minutes("09:00", minutes)}


START_WASH = tool("start_wash", "Start a wash cycle on a self-service washer (pays from the customer's card).", {
    "machine_id": {"type": "string", "pattern": r"^[WD][0-9]+$", "description": "e.g. W3"},
    "program": {"type": "string", "enum": list(PROGRAM_MINUTES)},
    "temperature": {"type": "integer", "enum": [20, 30, 40, 60, 90], "description": "degrees C"},
    "extra_rinse": {"type": "boolean"}},
    ["machine_id", "program", "temperature"], _start_wash)


def _service_wash(a):
    not_before(a["pickup_date"], "2026-12-02", "pickup_date")
    price = round(2.2 * a["kg"] + (3.0 if a["folded"] else 0.0), 2)
    return {"order_id": "SV-118", "kg": a["kg"], "folded": a["folded"], "pickup_date": a["pickup_date"],
            "price_eur": price}


SERVICE_WASH = tool("service_wash",
                    "Drop-off service wash: we wash, dry and (if asked) fold it for you. 2.20 EUR per kg, "
                    "folding +3 EUR. Ready from the next day.", {
                        "kg": {"type": "number", "minimum": 1, "maximum": 30},
                        "folded": BOOL, "pickup_date": DATE},
                    ["kg", "folded", "pickup_date"], _service_wash)

# ---------------------------------------------------------------- allotment garden

PLOTS = [
    {"plot": "P-03", "size_m2": 125, "status": "let"},
    {"plot": "P-07", "size_m2": 90, "status": "let"},
    {"plot": "P-11", "size_m2": 60, "status": "vacant", "rent_eur_year": 38},
    {"plot": "P-14", "size_m2": 150, "status": "vacant", "rent_eur_year": 85},
    {"plot": "P-19", "size_m2": 100, "status": "vacant", "rent_eur_year": 60},
]


def _plots(a):
    rows = [p for p in PLOTS if not a.get("vacant_only") or p["status"] == "vacant"]
    return {"plots": rows}


PLOTS_TOOL = tool("allotment_plots", "查看市民农园的地块（面积、是否空置、年租金）。", {
    "vacant_only": {"type": "boolean", "description": "只看空置地块"}}, [], _plots)


def _apply(a):
    plot = next((p for p in PLOTS if p["plot"] == a["plot_id"]), None)
    if plot is None:
        raise ToolError(f"没有地块 {a['plot_id']}；地块编号形如 P-14")
    if plot["status"] != "vacant":
        raise ToolError(f"{a['plot_id']} 已出租，只能申请空置地块")
    return {"application": "AP-5521", "plot": a["plot_id"], "applicant": a["applicant_name"], "status": "received",
            "first_year_rent_eur": plot["rent_eur_year"]}


APPLY_PLOT = tool("apply_for_plot", "申请租用一块空置的地块。", {
    "plot_id": {"type": "string", "pattern": r"^P-\d{2}$"},
    "applicant_name": S,
    "household_size": {"type": "integer", "minimum": 1, "description": "家庭人数（可选）"}},
    ["plot_id", "applicant_name"], _apply)

SEASON_KG = {"P-03": 41.5, "P-07": 18.0}


def _log_harvest(a):
    if a["plot_id"] not in SEASON_KG:
        raise ToolError(f"{a['plot_id']} is not your plot; your plots are P-03 and P-07")
    return {"logged": True, "plot": a["plot_id"], "crop": a["crop"], "kg": a["kg"],
            "season_total_kg": round(SEASON_KG[a["plot_id"]] + a["kg"], 2)}


LOG_HARVEST = tool("log_harvest", "Record a harvest weight for one of your plots.", {
    "plot_id": {"type": "string", "pattern": r"^P-\d{2}$"},
    "crop": S,
    "kg": {"type": "number", "minimum": 0.1, "maximum": 500},
    "date": DATE},
    ["plot_id", "crop", "kg"], _log_harvest)

# ---------------------------------------------------------------- ferry line

PORTS = ["Harwick", "Brae Island", "Colby Point"]
SAILINGS = {
    ("Harwick", "Brae Island"): [("FS-101", "07:10", "08:25"), ("FS-103", "09:40", "10:40"), ("FS-107", "15:30", "16:50")],
    ("Brae Island", "Harwick"): [("FS-202", "08:50", "10:05"), ("FS-204", "12:15", "13:30"), ("FS-208", "18:00", "19:15")],
    ("Harwick", "Colby Point"): [("FS-301", "08:00", "08:45"), ("FS-305", "13:00", "13:45")],
    ("Colby Point", "Harwick"): [("FS-402", "09:15", "10:00"), ("FS-406", "17:30", "18:15")],
}
FARES = {"adult": 14.0, "car": 32.0, "van": 48.0, "bicycle": 4.0, "none": 0.0}


def _timetable(a):
    not_before(a["date"])
    if a["from_port"] == a["to_port"]:
        raise ToolError("from_port and to_port are the same port; choose two different ports")
    rows = SAILINGS.get((a["from_port"], a["to_port"]), [])
    result = {"date": a["date"], "from": a["from_port"], "to": a["to_port"],
              "sailings": [{"sailing_id": s, "departs": d, "arrives": r} for s, d, r in rows],
              "fares_eur": {"adult": 14.0, "car": 32.0, "bicycle": 4.0}}
    if not rows:
        result["note"] = "no direct sailings on this route; change at Harwick"
    return result


FERRY_TIMETABLE = tool("ferry_timetable", "Sailings between two ports on a date, with departure/arrival times and fares.", {
    "from_port": {"type": "string", "enum": PORTS, "description": "Harwick 哈威克, Brae Island 布雷岛, Colby Point 科尔比角"},
    "to_port": {"type": "string", "enum": PORTS},
    "date": DATE}, ["from_port", "to_port", "date"], _timetable)

ALL_SAILINGS = {s for rows in SAILINGS.values() for s, _, _ in rows}


def _book_ferry(a):
    not_before(a["date"])
    if a["sailing_id"] not in ALL_SAILINGS:
        raise ToolError(f"no sailing {a['sailing_id']}; look it up with the timetable first")
    vehicle = a.get("vehicle") or "none"
    total = FARES["adult"] * a["passengers"] + FARES[vehicle]
    return {"booking": "FB-7781", "sailing_id": a["sailing_id"], "date": a["date"], "passengers": a["passengers"],
            "vehicle": vehicle, "total_eur": total}


BOOK_FERRY = tool("book_ferry", "Book tickets on one sailing.", {
    "sailing_id": {"type": "string", "pattern": r"^FS-\d{3}$"},
    "date": DATE,
    "passengers": {"type": "integer", "minimum": 1, "maximum": 9},
    "vehicle": {"type": "string", "enum": ["none", "car", "van", "bicycle"]}},
    ["sailing_id", "date", "passengers"], _book_ferry)

# ---------------------------------------------------------------- pottery studio

CLASSES = [
    {"class_id": "PC-11", "title": "Wheel throwing for beginners", "level": "beginner", "date": "2026-12-05",
     "start": "10:00", "places_left": 4, "price_eur": 45},
    {"class_id": "PC-12", "title": "Hand-building for beginners", "level": "beginner", "date": "2026-12-05",
     "start": "14:00", "places_left": 2, "price_eur": 40},
    {"class_id": "PC-15", "title": "Glazing techniques", "level": "intermediate", "date": "2026-12-06",
     "start": "11:00", "places_left": 6, "price_eur": 55},
    {"class_id": "PC-18", "title": "Wheel throwing for beginners", "level": "beginner", "date": "2026-12-09",
     "start": "18:30", "places_left": 0, "price_eur": 45},
]


def _classes(a):
    rows = [c for c in CLASSES if (not a.get("level") or c["level"] == a["level"])
            and (not a.get("date") or c["date"] == a["date"])]
    return {"classes": rows}


POTTERY_CLASSES = tool("pottery_classes", "List upcoming pottery classes with free places.", {
    "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"]},
    "date": DATE}, [], _classes)


def _book_class(a):
    cls = next((c for c in CLASSES if c["class_id"] == a["class_id"]), None)
    if cls is None:
        raise ToolError(f"no class {a['class_id']}; class ids look like PC-11")
    if cls["places_left"] < a["people"]:
        raise ToolError(f"{a['class_id']} has only {cls['places_left']} places left")
    return {"booking": "PB-240", "class_id": a["class_id"], "title": cls["title"], "date": cls["date"],
            "start": cls["start"], "people": a["people"], "total_eur": cls["price_eur"] * a["people"]}


BOOK_CLASS = tool("book_pottery_class", "Book places on a pottery class.", {
    "class_id": {"type": "string", "pattern": r"^PC-\d{2}$"},
    "people": {"type": "integer", "minimum": 1, "maximum": 6}}, ["class_id", "people"], _book_class)

KILN_PER_PIECE = {"bisque": 3.0, "glaze": 4.0, "both": 6.5}


def _kiln_quote(a):
    each = KILN_PER_PIECE[a["firing"]]
    return {"pieces": a["pieces"], "firing": a["firing"], "price_per_piece_eur": each,
            "total_eur": round(each * a["pieces"], 2), "ready_in_days": 5}


KILN_QUOTE = tool("kiln_quote",
                  "烧窑报价：按件计费（素烧 bisque 每件3欧，釉烧 glaze 每件4欧，两次都烧 both 每件6.5欧）。不用于报名陶艺课。", {
                      "pieces": {"type": "integer", "minimum": 1},
                      "firing": {"type": "string", "enum": list(KILN_PER_PIECE)}},
                  ["pieces", "firing"], _kiln_quote)

# ---------------------------------------------------------------- sewing-machine repair

JOBS = {
    "SM-0417": {"machine": "Singer 201K", "status": "in repair", "ready_date": "2026-12-08"},
    "SM-0420": {"machine": "Bernina 830", "status": "waiting for a part",
                "reason": "the bobbin-case hook is on order from Switzerland", "ready_date": "2026-12-15"},
    "SM-0433": {"machine": "Janome 525S", "status": "ready for collection", "ready_date": "2026-11-30",
                "to_pay_eur": 58.0},
}


def _repair_job(a):
    job = a["job"].strip().upper()
    if not re.fullmatch(r"SM-\d{4}", job):
        raise ToolError(f"unknown job {a['job']!r}; job numbers are SM- followed by four digits, e.g. SM-0417")
    if job not in JOBS:
        raise ToolError(f"no repair job {job}")
    return {"job": job, **JOBS[job]}


REPAIR_JOB = tool("repair_job", "Status of a sewing-machine repair job.", {"job": S}, ["job"], _repair_job)

FAULT_PRICES = {"tension": 35.0, "timing": 65.0, "feed_dogs": 45.0, "motor": 90.0, "service": 49.0}


def _repair_quote(a):
    return {"brand": a["brand"], "fault": a["fault"], "estimate_eur": FAULT_PRICES[a["fault"]], "days": 5}


REPAIR_QUOTE = tool("repair_quote",
                    "Estimate for repairing a sewing machine. fault: 'tension' = loops or bunched thread, "
                    "'timing' = skipped stitches or the needle hits the hook, 'feed_dogs' = the fabric does not "
                    "move forward, 'motor' = it hums or won't run, 'service' = clean, oil and adjust.", {
                        "brand": S, "fault": {"type": "string", "enum": list(FAULT_PRICES)}},
                    ["brand", "fault"], _repair_quote)

# ---------------------------------------------------------------- bakery pre-orders

MENU = {"sourdough": 5.2, "rye": 4.6, "croissant": 1.9, "cinnamon_bun": 2.5, "birthday_cake": 32.0}


def _menu(a):
    return {"items": [{"item": k, "price_eur": v} for k, v in MENU.items()],
            "note": "pre-orders need 24 hours' notice"}


BAKERY_MENU = tool("bakery_menu", "Today's price list for pre-orders.", {}, [], _menu)


def _preorder(a):
    not_before(a["pickup_date"], "2026-12-02", "pickup_date")
    lines, total = [], 0.0
    for line in a["items"]:
        if line["item"] not in MENU:
            raise ToolError(f"unknown item {line['item']!r}; use a menu code: {', '.join(MENU)}")
        total += MENU[line["item"]] * line["qty"]
        lines.append(f"{line['qty']} {line['item']}")
    return {"order_id": "BO-316", "items": lines, "pickup": f"{a['pickup_date']} {a['pickup_time']}",
            "name": a["name"], "total_eur": round(total, 2)}


PREORDER = tool("preorder_bakery", "Pre-order bread and cakes for pick-up.", {
    "items": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
        "item": {"type": "string", "description": "menu code"},
        "qty": {"type": "integer", "minimum": 1}}, "required": ["item", "qty"], "additionalProperties": False}},
    "pickup_date": DATE, "pickup_time": TIME, "name": S},
    ["items", "pickup_date", "pickup_time", "name"], _preorder)

PREORDERS = {"priya": [
    {"order_id": "BO-301", "items": "1 birthday_cake", "pickup": "2026-12-05 11:00", "total_eur": 32.0},
    {"order_id": "BO-305", "items": "6 croissant", "pickup": "2026-12-03 08:00", "total_eur": 11.4},
    {"order_id": "BO-309", "items": "2 sourdough", "pickup": "2026-12-04 17:30", "total_eur": 10.4},
]}


def _my_preorders(a):
    return {"name": a["name"], "orders": PREORDERS.get(fold(a["name"]).split()[0] if a["name"].strip() else "", [])}


MY_PREORDERS = tool("my_preorders", "A customer's open pre-orders, by the name they ordered under.", {"name": S},
                    ["name"], _my_preorders)

ALL_PREORDERS = {o["order_id"]: o for rows in PREORDERS.values() for o in rows}


def _cancel_preorder(a):
    if a["order_id"] not in ALL_PREORDERS:
        raise ToolError(f"no open pre-order {a['order_id']}")
    return {"cancelled": a["order_id"], "refund_eur": ALL_PREORDERS[a["order_id"]]["total_eur"]}


CANCEL_PREORDER = tool("cancel_preorder", "Cancel a pre-order (full refund).", {
    "order_id": {"type": "string", "pattern": r"^BO-\d{3}$"}}, ["order_id"], _cancel_preorder)

# ---------------------------------------------------------------- swimming-pool lanes

SPEEDS = ["slow", "medium", "fast"]


def swim_places(date: str, time: str, speed: str) -> int:
    return (int(date[-2:]) * 3 + int(time[:2]) + SPEEDS.index(speed)) % 6


def _swim_slots(a):
    not_before(a["date"])
    if not "06:00" <= a["time"] <= "21:00":
        raise ToolError("lane sessions start between 06:00 and 21:00")
    return {"date": a["date"], "time": a["time"], "speed": a["speed"],
            "places_left": swim_places(a["date"], a["time"], a["speed"]), "session_minutes": 45}


SWIM_SLOTS = tool("swim_slots", "Free places in a 45-minute lane-swimming session.", {
    "date": DATE, "time": TIME, "speed": {"type": "string", "enum": SPEEDS, "description": "lane speed"}},
    ["date", "time", "speed"], _swim_slots)


def _reserve_swim(a):
    left = _swim_slots(a)["places_left"]
    if left == 0:
        raise ToolError(f"the {a['speed']} lane at {a['time']} on {a['date']} is full")
    return {"reservation": "LS-5530", "date": a["date"], "time": a["time"], "speed": a["speed"]}


RESERVE_SWIM = tool("reserve_swim", "Reserve a place in a lane-swimming session.", {
    "date": DATE, "time": TIME, "speed": {"type": "string", "enum": SPEEDS}}, ["date", "time", "speed"], _reserve_swim)

POOL_INFO = tool("pool_info", "Pool opening hours and lane rules. Not for booking.", {}, [],
                 lambda a: {"open": "06:00-21:45", "rules": "swim anticlockwise; overtake at the wall",
                            "closed_on": "25 December"})

# ---------------------------------------------------------------- piano tuner

DISTRICT_SLOTS = {"north": ["2026-12-03 10:00", "2026-12-04 15:00"], "riverside_east": [],
                  "old_town": ["2026-12-02 09:30"]}


def _tuning_slots(a):
    return {"district": a["district"], "free_slots": DISTRICT_SLOTS[a["district"]]}


TUNING_SLOTS = tool("tuning_slots", "Free home-visit slots of the piano tuner in one district.", {
    "district": {"type": "string", "enum": list(DISTRICT_SLOTS),
                 "description": "north=北区, riverside_east=河东, old_town=老城区"}}, ["district"], _tuning_slots)

TUNING_PRICES = {"upright": 95.0, "grand": 130.0}


def _book_tuning(a):
    not_before(a["date"], "2026-12-02")
    return {"booking": "PT-660", "date": a["date"], "time": a["time"], "piano_type": a["piano_type"],
            "pitch_hz": a.get("pitch_hz", 440), "price_eur": TUNING_PRICES[a["piano_type"]]}


BOOK_TUNING = tool("book_tuning", "预约上门钢琴调音。piano_type：upright=立式钢琴，grand=三角钢琴。", {
    "date": DATE, "time": TIME,
    "piano_type": {"type": "string", "enum": list(TUNING_PRICES)},
    "pitch_hz": {"type": "number", "minimum": 430, "maximum": 446, "description": "标准音高，默认 440"}},
    ["date", "time", "piano_type"], _book_tuning)

# ---------------------------------------------------------------- cat hotel

ROOMS = [
    {"room": "C1", "type": "standard", "max_cats": 2, "price_per_night_eur": 22.0},
    {"room": "C2", "type": "garden view", "max_cats": 2, "price_per_night_eur": 28.0},
    {"room": "C3", "type": "family suite", "max_cats": 4, "price_per_night_eur": 41.0},
]


def nights(check_in: str, check_out: str) -> int:
    n = (dt.date.fromisoformat(check_out) - dt.date.fromisoformat(check_in)).days
    if n < 1:
        raise ToolError("check_out must be at least one day after check_in")
    return n


def _rooms(a):
    not_before(a["check_in"], key="check_in")
    n = nights(a["check_in"], a["check_out"])
    return {"nights": n, "rooms": [{**r, "total_eur": r["price_per_night_eur"] * n}
                                   for r in ROOMS if r["max_cats"] >= a["cats"]]}


CAT_ROOMS = tool("cat_hotel_rooms", "查询猫咪旅馆在某段日期内的空房（每晚价格和总价）。", {
    "check_in": DATE, "check_out": DATE, "cats": {"type": "integer", "minimum": 1, "maximum": 4}},
    ["check_in", "check_out", "cats"], _rooms)


def _book_stay(a):
    not_before(a["check_in"], key="check_in")
    room = next((r for r in ROOMS if r["room"] == a["room_id"]), None)
    if room is None:
        raise ToolError(f"no room {a['room_id']}; rooms are C1, C2, C3")
    if len(a["cat_names"]) > room["max_cats"]:
        raise ToolError(f"{a['room_id']} takes at most {room['max_cats']} cats")
    n = nights(a["check_in"], a["check_out"])
    return {"booking": "CH-9042", "room": a["room_id"], "cats": a["cat_names"], "nights": n,
            "medication": bool(a.get("medication")), "total_eur": room["price_per_night_eur"] * n}


BOOK_STAY = tool("book_cat_stay", "预订猫咪寄养。", {
    "room_id": {"type": "string", "pattern": r"^C\d$"}, "check_in": DATE, "check_out": DATE,
    "cat_names": {"type": "array", "items": S, "minItems": 1},
    "medication": {"type": "boolean", "description": "是否需要喂药"}},
    ["room_id", "check_in", "check_out", "cat_names"], _book_stay)

STAYS = [
    {"booking": "CH-8810", "cats": ["年糕"], "from": "2026-11-20", "to": "2026-11-24"},
    {"booking": "CH-8831", "cats": ["Mochi", "Biscuit"], "from": "2026-11-26", "to": "2026-11-29"},
]
REPORTS = {
    "CH-8810": "年糕前两天有点怕生，躲在猫爬架上；第三天开始吃光每一顿，还喜欢在窗台晒太阳。离店时体重4.2公斤，一切正常。",
    "CH-8831": "Mochi ate well every day; Biscuit skipped breakfast on the first morning but then ate normally. "
               "They shared the window bed and were brushed twice. No health concerns.",
}

LIST_STAYS = tool("list_cat_stays", "List this customer's cat-hotel stays.", {}, [], lambda a: {"stays": STAYS})


def _report(a):
    if a["booking_id"] not in REPORTS:
        raise ToolError(f"no stay {a['booking_id']}")
    return {"booking": a["booking_id"], "report": REPORTS[a["booking_id"]]}


STAY_REPORT = tool("cat_stay_report", "The keepers' written report of a finished stay.", {
    "booking_id": {"type": "string", "pattern": r"^CH-\d{4}$"}}, ["booking_id"], _report)

# ---------------------------------------------------------------- recycling centre

GUIDE = [
    (("batter", "电池"), {"container": "hazardous-waste hatch H", "accepted": True, "fee_eur": 0}),
    (("mattress", "床垫"), {"container": "bulky-waste bay 7", "accepted": True, "fee_eur": 5}),
    (("sofa", "couch", "沙发"), {"container": "bulky-waste bay 7", "accepted": True, "fee_eur": 8}),
    (("paint", "油漆"), {"container": "hazardous-waste hatch H (lids on)", "accepted": True, "fee_eur": 0}),
    (("jean", "cloth", "textile", "衣", "裤"), {"container": "textile bank T", "accepted": True, "fee_eur": 0}),
    (("fridge", "freezer", "冰箱"), {"container": "large appliances bay 3", "accepted": True, "fee_eur": 10}),
    (("microwave", "微波炉"), {"container": "small electricals cage 4", "accepted": True, "fee_eur": 0}),
    (("asbestos", "石棉"), {"container": None, "accepted": False, "fee_eur": None,
                            "advice": "not accepted here; use a licensed removal firm"}),
    (("glass", "bottle", "玻璃", "瓶"), {"container": "glass bank G", "accepted": True, "fee_eur": 0}),
]


def _guide(a):
    item = fold(a["item"])
    for words, row in GUIDE:
        if any(w in item for w in words):
            return {"item": a["item"], **row}
    return {"item": a["item"], "accepted": None, "advice": "not in the guide; ask the staff at the gate"}


RECYCLING_GUIDE = tool("recycling_guide",
                       "Which container an item goes in at the recycling centre, and any fee. Not for booking collections.",
                       {"item": S}, ["item"], _guide)


def _pickup(a):
    not_before(a["date"], "2026-12-02")
    if weekday(a["date"]) == "Sunday":
        raise ToolError("no collections on Sundays; choose a date from Monday to Saturday")
    return {"pickup_id": "BP-1904", "date": a["date"], "address": a["address"], "items": a["items"],
            "price_eur": 12.0 * len(a["items"])}


BULKY_PICKUP = tool("book_bulky_pickup", "Book a collection of bulky items (furniture, appliances) from home. 12 EUR per item.", {
    "date": DATE, "address": S, "items": {"type": "array", "items": S, "minItems": 1},
    "floor": {"type": "integer", "minimum": 0}, "elevator": BOOL},
    ["date", "address", "items"], _pickup)

# ---------------------------------------------------------------- bicycle repair workshop

BIKE_PRICES = {"puncture": 12.0, "brake_bleed": 35.0, "gear_tune": 25.0, "full_service": 89.0, "wheel_true": 20.0}
BIKE_TYPES = ["road", "mtb", "city", "ebike"]


def _bike_price(a):
    extra = 10.0 if a.get("bike_type") == "ebike" else 0.0
    return {"service": a["service"], "price_eur": BIKE_PRICES[a["service"]] + extra, "same_day": a["service"] != "full_service"}


BIKE_PRICE = tool("bike_service_price",
                  "Workshop price list: puncture repair, hydraulic brake bleed, gear tune, full service, wheel truing. "
                  "E-bikes cost 10 EUR more.", {
                      "service": {"type": "string", "enum": list(BIKE_PRICES)},
                      "bike_type": {"type": "string", "enum": BIKE_TYPES}},
                  ["service"], _bike_price)


def _book_bike(a):
    not_before(a["date"], "2026-12-02")
    if weekday(a["date"]) == "Sunday":
        raise ToolError("the workshop is closed on Sundays; choose Monday to Saturday")
    return {"job": "BK-5120", "date": a["date"], "service": a["service"], "bike_type": a["bike_type"],
            "drop_off": "before 10:00"}


BOOK_BIKE = tool("book_bike_repair", "Book a workshop slot for a bike repair.", {
    "date": DATE, "service": {"type": "string", "enum": list(BIKE_PRICES)},
    "bike_type": {"type": "string", "enum": BIKE_TYPES}}, ["date", "service", "bike_type"], _book_bike)

BIKE_JOBS = {
    "BK-5098": {"customer": "Tom Reyes", "bike": "e-bike", "service": "full_service", "status": "waiting for a part",
                "reason": "the rear derailleur hanger is on back-order from the supplier", "expected": "2026-12-07"},
    "BK-5101": {"customer": "王磊", "bike": "city bike", "service": "gear_tune", "status": "ready", "to_pay_eur": 25.0},
}


def _find_jobs(a):
    want = fold(a["customer"])
    return {"jobs": [{"job": j, "bike": v["bike"], "service": v["service"]}
                     for j, v in BIKE_JOBS.items() if fold(v["customer"]) in want or want in fold(v["customer"])]}


FIND_BIKE_JOBS = tool("find_bike_jobs", "Find a customer's repair jobs by their name.", {"customer": S}, ["customer"],
                      _find_jobs)


def _bike_status(a):
    if a["job_id"] not in BIKE_JOBS:
        raise ToolError(f"no job {a['job_id']}")
    row = {k: v for k, v in BIKE_JOBS[a["job_id"]].items() if k != "customer"}
    return {"job": a["job_id"], **row}


BIKE_STATUS = tool("bike_job_status", "Where a bike repair job is up to.", {
    "job_id": {"type": "string", "pattern": r"^BK-\d{4}$"}}, ["job_id"], _bike_status)

# ---------------------------------------------------------------- community hall hire

HALLS = {"main": {"capacity": 120, "price_per_hour_eur": 45.0}, "small": {"capacity": 30, "price_per_hour_eur": 18.0},
         "garden_room": {"capacity": 50, "price_per_hour_eur": 25.0}}
BUSY = {("2026-12-12", "main"): ("10:00", "16:00")}


def _hall_free(date: str, hall: str) -> dict:
    busy = BUSY.get((date, hall))
    row = {"hall": hall, **HALLS[hall]}
    row["free"] = f"{busy[1]}-23:00" if busy else "08:00-23:00"
    return row


def _availability(a):
    not_before(a["date"])
    halls = [a["hall"]] if a.get("hall") else list(HALLS)
    return {"date": a["date"], "halls": [_hall_free(a["date"], h) for h in halls]}


HALL_ENUM = {"type": "string", "enum": list(HALLS), "description": "main hall, small hall or garden room"}
HALL_AVAILABILITY = tool("hall_availability",
                         "Which community-centre rooms are free on a date, with their capacity and hourly price.",
                         {"date": DATE, "hall": HALL_ENUM}, ["date"], _availability)


def _hall_price(a):
    rate = HALLS[a["hall"]]["price_per_hour_eur"]
    return {"hall": a["hall"], "hours": a["hours"], "total_eur": round(rate * a["hours"], 2), "deposit_eur": 50.0}


HALL_PRICE = tool("hall_price", "Hire price of a room for a number of hours (deposit extra).", {
    "hall": HALL_ENUM, "hours": {"type": "number", "minimum": 1, "maximum": 15}}, ["hall", "hours"], _hall_price)


def _hire(a):
    not_before(a["date"], "2026-12-02")
    hall = HALLS[a["hall"]]
    if a["attendees"] > hall["capacity"]:
        bigger = [h for h, v in HALLS.items() if v["capacity"] >= a["attendees"]]
        raise ToolError(f"the {a['hall']} room holds {hall['capacity']}; for {a['attendees']} use {' or '.join(bigger)}")
    if a["end_time"] <= a["start_time"]:
        raise ToolError("end_time must be after start_time")
    busy = BUSY.get((a["date"], a["hall"]))
    if busy and a["start_time"] < busy[1] and a["end_time"] > busy[0]:
        raise ToolError(f"the {a['hall']} room is taken {busy[0]}-{busy[1]} that day")
    h1, m1 = map(int, a["start_time"].split(":"))
    h2, m2 = map(int, a["end_time"].split(":"))
    hours = (h2 * 60 + m2 - h1 * 60 - m1) / 60
    return {"hire_id": "HH-3012", "hall": a["hall"], "date": a["date"], "from": a["start_time"], "to": a["end_time"],
            "total_eur": round(hours * hall["price_per_hour_eur"], 2), "deposit_eur": 50.0}


HIRE_HALL = tool("hire_hall", "Hire a community-centre room. Alcohol needs a licence (tick alcohol).", {
    "hall": HALL_ENUM, "date": DATE, "start_time": TIME, "end_time": TIME,
    "purpose": {"type": "string", "description": "what the event is, in a few words"},
    "attendees": {"type": "integer", "minimum": 1},
    "alcohol": BOOL},
    ["hall", "date", "start_time", "end_time", "purpose", "attendees"], _hire)
