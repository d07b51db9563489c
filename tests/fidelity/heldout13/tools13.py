"""The thirteenth probe's tools: twelve small businesses a learner might write an agent for,
each a handful of OpenAI tool definitions (some terse, some wordy, some described only in
Chinese, some only in English) and a deterministic fake world behind them.

"Today" for every tool is Wednesday, 2027-05-12 (a fixed date the cases resolve "tomorrow",
"后天", "下周三", "the 3rd" against). The fake functions are stateless: a reference such as
a booking number is derived from the arguments, so a scripted run and a real run agree.

Nullable arguments are written the way pydantic writes `Optional[str]`
(`anyOf: [{type: string}, {type: null}]`), because the suite's `validate()` only knows a
single `type` string.
"""

from __future__ import annotations

import datetime as dt
import re
import zlib
from typing import Any, Callable

from ..tools import DATE_RE, TIME_RE, Tool, ToolError, fold

TODAY = dt.date(2027, 5, 12)          # a Wednesday
TODAY_ISO = TODAY.isoformat()
DATETIME_RE = r"^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$"

T: dict[str, Tool] = {}


def tool(name: str, description: str, properties: dict, required: list[str] | None = None,
         strict_extra: bool = True) -> Callable:
    """Register a fake tool (decorator). `strict_extra=False`: a learner who left out
    additionalProperties."""
    def wrap(fn):
        params: dict[str, Any] = {"type": "object", "properties": properties, "required": required or []}
        if strict_extra:
            params["additionalProperties"] = False
        T[name] = Tool({"type": "function", "function": {"name": name, "description": description,
                                                          "parameters": params}}, fn)
        return fn
    return wrap


def nullable(kind: str, description: str) -> dict:
    return {"anyOf": [{"type": kind}, {"type": "null"}], "default": None, "description": description}


def ref(prefix: str, *parts: Any) -> str:
    """A stable reference number made from the arguments."""
    return f"{prefix}-{zlib.crc32('|'.join(map(str, parts)).encode()) % 9000 + 1000}"


def need_date(value: Any, key: str = "date", future: bool = True) -> dt.date:
    if not isinstance(value, str) or not re.match(DATE_RE, value):
        raise ToolError(f"'{key}' must be a date in the format YYYY-MM-DD, e.g. 2027-05-13; got {value!r}")
    try:
        day = dt.date.fromisoformat(value)
    except ValueError:
        raise ToolError(f"'{key}' {value!r} is not a real calendar date") from None
    if future and day < TODAY:
        raise ToolError(f"'{key}' {value} is in the past; today is {TODAY_ISO}")
    return day


def pick(table: dict, key: str, what: str):
    """A forgiving lookup by id or name ('the Pirate Ship', '海盗船', 'ch-17')."""
    k = fold(key).replace("the ", "").strip()
    for name, value in table.items():
        names = [name] + list(value.get("aliases", []))
        if any(fold(n) == k or (len(k) >= 3 and (fold(n) in k or k in fold(n))) for n in names):
            return name, value
    raise ToolError(f"unknown {what} {key!r}; known: {', '.join(table)}")


def minutes(hhmm: str) -> int:
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


# ================================================================ 1. hair salon (Snip & Curl)

STYLISTS = {
    "Priya": {"services": ["cut", "colour", "blowdry"], "aliases": ["Priya Nair"]},
    "Marco": {"services": ["cut", "colour", "perm", "beard_trim"], "aliases": ["Marco Bellini"]},
    "Yuki": {"services": ["cut", "blowdry", "perm"], "aliases": ["Yuki Tanaka", "由纪"]},
}
SALON_SLOTS = {
    "2027-05-13": {"Priya": ["11:00", "14:00"], "Marco": ["09:30", "16:30"]},
    "2027-05-14": {"Yuki": ["13:00"], "Marco": ["18:00"]},
    "2027-05-15": {"Priya": ["14:30"], "Marco": ["16:00"], "Yuki": ["10:00"]},
    "2027-05-16": {"Yuki": ["11:30", "15:00"]},
    "2027-05-19": {"Marco": ["10:15", "13:00", "17:45"], "Priya": ["12:00"], "Yuki": ["15:30"]},
}
SALON_PRICES = {"cut": 180, "colour": 680, "blowdry": 120, "perm": 520, "beard_trim": 80}
SALON_MINUTES = {"cut": 45, "colour": 150, "blowdry": 30, "perm": 120, "beard_trim": 20}
SALON_SERVICES = ["cut", "colour", "blowdry", "perm", "beard_trim"]


def salon_slots(date: str, service: str, stylist: str | None = None) -> list[dict]:
    need_date(date)
    out = []
    for who, times in SALON_SLOTS.get(date, {}).items():
        if service in STYLISTS[who]["services"] and (not stylist or fold(stylist) in fold(who)
                                                     or any(fold(stylist) in fold(a) for a in STYLISTS[who]["aliases"])):
            out += [{"stylist": who, "time": t, "minutes": SALON_MINUTES[service]} for t in times]
    return sorted(out, key=lambda s: s["time"])


@tool("find_slots", "Free appointment times at the Snip & Curl hair salon for one service on one day, "
      "optionally with one stylist.",
      {"date": {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"},
       "service": {"type": "string", "enum": SALON_SERVICES},
       "stylist": nullable("string", "Priya, Marco or Yuki; null for anyone")},
      ["date", "service"])
def find_slots(a):
    slots = salon_slots(a["date"], a["service"], a.get("stylist"))
    return {"date": a["date"], "service": a["service"], "free": slots,
            "price_cny": SALON_PRICES[a["service"]]}


@tool("find_stylists", "Profiles of the salon's stylists: specialities, languages, years of experience. "
      "Not for availability.", {"speciality": {"type": "string", "description": "optional filter"}})
def find_stylists(a):
    return [{"name": "Priya", "specialities": ["balayage", "colour"], "languages": ["English", "Hindi"], "years": 9},
            {"name": "Marco", "specialities": ["men's cuts", "perms"], "languages": ["English", "Italian"], "years": 14},
            {"name": "Yuki", "specialities": ["short cuts", "perms"], "languages": ["Japanese", "Chinese"], "years": 6}]


@tool("find_products", "Search hair-care products on sale at the salon's shop counter (shampoo, wax, ...).",
      {"query": {"type": "string"}}, ["query"])
def find_products(a):
    return [{"product": "Argan repair shampoo 250ml", "price_cny": 98, "in_stock": 7}]


@tool("book_salon_appointment", "Book an appointment. Use a free time from find_slots.",
      {"date": {"type": "string", "pattern": DATE_RE},
       "time": {"type": "string", "pattern": TIME_RE},
       "service": {"type": "string", "enum": SALON_SERVICES},
       "stylist": {"type": "string"},
       "customer_name": {"type": "string"},
       "phone": {"type": "string", "description": "optional"}},
      ["date", "time", "service", "stylist", "customer_name"])
def book_salon_appointment(a):
    slots = salon_slots(a["date"], a["service"], a["stylist"])
    if not any(s["time"] == a["time"] for s in slots):
        free = ", ".join(f"{s['time']} {s['stylist']}" for s in salon_slots(a["date"], a["service"])) or "none"
        raise ToolError(f"{a['stylist']} is not free for {a['service']} at {a['time']} on {a['date']}; "
                        f"free that day: {free}")
    return {"booking_ref": ref("SC", a["date"], a["time"], a["stylist"]), "date": a["date"], "time": a["time"],
            "stylist": a["stylist"], "service": a["service"], "price_cny": SALON_PRICES[a["service"]],
            "status": "confirmed"}


@tool("service_price", "价格和时长查询（按服务项目和头发长度）",
      {"service": {"type": "string", "enum": SALON_SERVICES},
       "hair_length": {"type": "string", "enum": ["short", "medium", "long"]}}, ["service"])
def service_price(a):
    extra = {"short": 0, "medium": 60, "long": 120}[a.get("hair_length") or "short"]
    more = {"short": 0, "medium": 15, "long": 30}[a.get("hair_length") or "short"]
    return {"service": a["service"], "hair_length": a.get("hair_length") or "short",
            "price_cny": SALON_PRICES[a["service"]] + (extra if a["service"] in ("colour", "perm") else 0),
            "minutes": SALON_MINUTES[a["service"]] + (more if a["service"] in ("colour", "perm") else 0)}


# MCP-style names for the "other loops" point
@tool("salon__find_slots", "[snip-curl MCP server] 查询某天某项服务的空闲时段。",
      {"date": {"type": "string", "description": "YYYY-MM-DD"},
       "service": {"type": "string", "enum": SALON_SERVICES},
       "stylist": {"type": "string"}}, ["date", "service"], strict_extra=False)
def mcp_find_slots(a):
    return find_slots({"date": a["date"], "service": a["service"], "stylist": a.get("stylist")})


@tool("salon__cancel", "[snip-curl MCP server] 取消一个预约（需要预约号）。",
      {"booking_ref": {"type": "string"}}, ["booking_ref"], strict_extra=False)
def mcp_cancel(a):
    return {"booking_ref": a["booking_ref"], "status": "cancelled"}


@tool("salon__products", "[snip-curl MCP server] 店内护发产品库存。",
      {"query": {"type": "string"}}, ["query"], strict_extra=False)
def mcp_products(a):
    return find_products(a)


# ================================================================ 2. dance school (Studio Verde)

DANCE = {
    "SA-B1": {"style": "salsa", "level": "beginner", "weekday": "monday", "time": "19:00", "teacher": "Carla", "spaces": 6},
    "SA-I1": {"style": "salsa", "level": "improver", "weekday": "thursday", "time": "19:15", "teacher": "Carla", "spaces": 0, "waitlist": 2},
    "TA-B1": {"style": "tango", "level": "beginner", "weekday": "wednesday", "time": "20:00", "teacher": "Diego", "spaces": 4},
    "TA-I1": {"style": "tango", "level": "improver", "weekday": "thursday", "time": "20:30", "teacher": "Diego", "spaces": 0, "waitlist": 3},
    "SW-B1": {"style": "swing", "level": "beginner", "weekday": "monday", "time": "18:00", "teacher": "Hannah", "spaces": 5},
    "SW-B2": {"style": "swing", "level": "beginner", "weekday": "tuesday", "time": "19:30", "teacher": "Hannah", "spaces": 3},
    "BA-K1": {"style": "ballet", "level": "beginner", "weekday": "saturday", "time": "10:00", "teacher": "Irina", "spaces": 2, "ages": "6-10"},
    "JZ-K1": {"style": "jazz", "level": "beginner", "weekday": "saturday", "time": "11:15", "teacher": "Mei", "spaces": 4, "ages": "6-10"},
    "HH-B1": {"style": "hiphop", "level": "beginner", "weekday": "saturday", "time": "14:00", "teacher": "Jay", "spaces": 8},
    "HH-B2": {"style": "hiphop", "level": "beginner", "weekday": "sunday", "time": "11:00", "teacher": "Jay", "spaces": 1},
}
DANCE_STYLES = ["salsa", "tango", "swing", "ballet", "jazz", "hiphop"]
DANCE_LEVELS = ["beginner", "improver", "advanced"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
DANCE_PRICE = 12      # GBP per class; a trial class is 5


def dance_row(cid: str) -> dict:
    c = DANCE[cid]
    row = {"class_id": cid, **{k: v for k, v in c.items() if k != "waitlist"}, "price_gbp": DANCE_PRICE}
    if c["spaces"] == 0:
        row["waitlist_length"] = c.get("waitlist", 0)
    return row


@tool("list_dance_classes", "List the weekly classes at Studio Verde dance school. Filter by style, level and weekday "
      "(all optional). Each class has an id like SA-B1 that enrol_dance_class needs.",
      {"style": {"type": "string", "enum": DANCE_STYLES},
       "level": {"type": "string", "enum": DANCE_LEVELS},
       "weekday": {"type": "string", "enum": WEEKDAYS}})
def list_dance_classes(a):
    return [dance_row(cid) for cid, c in DANCE.items()
            if all(not a.get(k) or c[k] == a[k] for k in ("style", "level", "weekday"))]


@tool("list_dance_teachers", "Who teaches at the school (bios).", {})
def list_dance_teachers(a):
    return [{"name": n} for n in ("Carla", "Diego", "Hannah", "Irina", "Mei", "Jay")]


@tool("enrol_dance_class", "Enrol a student in a class by its id (from list_dance_classes).",
      {"class_id": {"type": "string", "pattern": r"^[A-Z]{2}-[A-Z]\d$"},
       "student_name": {"type": "string"},
       "trial": {"type": "boolean", "description": "a single £5 trial class instead of the term"}},
      ["class_id", "student_name"])
def enrol_dance_class(a):
    if a["class_id"] not in DANCE:
        raise ToolError(f"no class {a['class_id']!r}; ids look like SA-B1 (see list_dance_classes)")
    c = DANCE[a["class_id"]]
    if c["spaces"] == 0:
        raise ToolError(f"class {a['class_id']} is full ({c.get('waitlist', 0)} already waiting); "
                        "the student can join the waitlist with join_waitlist")
    return {"enrolment_id": ref("DV", a["class_id"], a["student_name"]), "class_id": a["class_id"],
            "weekday": c["weekday"], "time": c["time"], "teacher": c["teacher"],
            "price_gbp": 5 if a.get("trial") else DANCE_PRICE, "first_class": _next_weekday(c["weekday"])}


def _next_weekday(name: str) -> str:
    day = TODAY + dt.timedelta(days=1)
    while WEEKDAYS[day.weekday()] != name:
        day += dt.timedelta(days=1)
    return day.isoformat()


@tool("join_waitlist", "Put a student on a full class's waitlist.",
      {"class_id": {"type": "string"}, "student_name": {"type": "string"}}, ["class_id", "student_name"])
def join_waitlist(a):
    c = DANCE.get(a["class_id"])
    if c is None:
        raise ToolError(f"no class {a['class_id']!r}")
    if c["spaces"] > 0:
        raise ToolError(f"class {a['class_id']} is not full ({c['spaces']} spaces): enrol instead")
    return {"class_id": a["class_id"], "student_name": a["student_name"], "position": c.get("waitlist", 0) + 1}


@tool("cancel_enrolment", "取消报名（需要报名号 enrolment_id）",
      {"enrolment_id": {"type": "string"}, "reason": {"type": "string"}}, ["enrolment_id"])
def cancel_enrolment(a):
    if not re.match(r"^DV-\d{4}$", a["enrolment_id"]):
        raise ToolError(f"unknown enrolment {a['enrolment_id']!r}; ids look like DV-1234")
    return {"enrolment_id": a["enrolment_id"], "status": "cancelled", "refund_gbp": DANCE_PRICE}


@tool("book_trial", "Book a trial class from the website's trial form. Give style, level, the weekday and the "
      "class's start time (24h HH:MM); the school finds the class.",
      {"style": {"type": "string", "enum": DANCE_STYLES},
       "level": {"type": "string", "enum": DANCE_LEVELS},
       "weekday": {"type": "string", "enum": WEEKDAYS},
       "start_time": {"type": "string", "pattern": TIME_RE},
       "student_name": {"type": "string"},
       "email": {"type": "string"}},
      ["style", "level", "weekday", "start_time", "student_name"])
def book_trial(a):
    for cid, c in DANCE.items():
        if (c["style"], c["level"], c["weekday"], c["time"]) == (a["style"], a["level"], a["weekday"], a["start_time"]):
            return {"trial_ref": ref("TR", cid, a["student_name"]), "class_id": cid, "teacher": c["teacher"],
                    "date": _next_weekday(c["weekday"]), "time": c["time"], "price_gbp": 5,
                    "note": "trial places are kept even when the term is full"}
    raise ToolError(f"no {a['level']} {a['style']} class on {a['weekday']} at {a['start_time']}")


# ================================================================ 3. EV charging (VoltPoint)

STATIONS = {
    "CH-09": {"name": "Tesco Extra, Ring Road", "connectors": [("CCS", 50, "free"), ("CCS", 50, "in use"), ("Type2", 22, "in use")],
              "price_eur_kwh": 0.49, "aliases": ["Tesco", "Ring Road"]},
    "CH-17": {"name": "Lidl car park, Harbour Road", "connectors": [("CCS", 150, "free"), ("CCS", 150, "in use"), ("CHAdeMO", 50, "free")],
              "price_eur_kwh": 0.59, "aliases": ["Lidl", "Harbour Road"]},
    "CH-22": {"name": "Mill Street multi-storey", "connectors": [("CCS", 75, "free"), ("CCS", 75, "out of order"), ("Type2", 22, "free"), ("Type2", 22, "in use")],
              "price_eur_kwh": 0.44, "aliases": ["Mill Street multi-storey", "multi-storey"]},
    "CH-31": {"name": "Station Square", "connectors": [("Type2", 11, "free")] * 4, "price_eur_kwh": 0.35,
              "aliases": ["Station Square", "火车站"]},
    "CH-40": {"name": "Aldi, Mill Street", "connectors": [("CCS", 50, "free")], "price_eur_kwh": 0.52,
              "aliases": ["Aldi"]},
}
CONNECTORS = ["CCS", "CHAdeMO", "Type2"]


def station(key: str) -> tuple[str, dict]:
    k = key.strip().upper()
    if k in STATIONS:
        return k, STATIONS[k]
    return pick(STATIONS, key, "station")


@tool("find_chargers", "Search VoltPoint public chargers near a street or landmark. Returns station ids "
      "(CH-nn), connectors, power and price per kWh, fastest first.",
      {"near": {"type": "string", "description": "street, landmark or area"},
       "connector": {"type": "string", "enum": CONNECTORS},
       "min_power_kw": {"type": "number", "minimum": 3, "maximum": 350}},
      ["near"])
def find_chargers(a):
    words = [w for w in re.split(r"[\s,]+", fold(a["near"])) if len(w) > 2 and w not in ("near", "the", "car", "park")]
    score = {sid: sum(w in fold(s["name"] + " " + " ".join(s["aliases"])) for w in words) for sid, s in STATIONS.items()}
    best = max(score.values()) if score else 0
    out = []
    for sid, s in STATIONS.items():
        if best == 0 or score[sid] < best:
            continue
        plugs = [c for c in s["connectors"] if (not a.get("connector") or c[0] == a["connector"])
                 and c[1] >= (a.get("min_power_kw") or 0)]
        if plugs:
            out.append({"station_id": sid, "name": s["name"], "max_power_kw": max(p[1] for p in plugs),
                        "connectors_free": sum(p[2] == "free" for p in plugs), "price_eur_per_kwh": s["price_eur_kwh"]})
    return sorted(out, key=lambda r: -r["max_power_kw"]) or {"results": [], "note": f"no charger near {a['near']!r}"}


@tool("charger_status", "充电站实时状态：每个充电枪是空闲、使用中还是故障。",
      {"station_id": {"type": "string", "description": "如 CH-22"}}, ["station_id"])
def charger_status(a):
    sid, s = station(a["station_id"])
    return {"station_id": sid, "name": s["name"],
            "connectors": [{"type": c[0], "power_kw": c[1], "state": c[2]} for c in s["connectors"]],
            "updated": f"{TODAY_ISO}T09:05"}


@tool("charging_cost", "Estimate the price (EUR) and time of charging a number of kWh at one station.",
      {"station_id": {"type": "string"}, "kwh": {"type": "number", "minimum": 1, "maximum": 150}},
      ["station_id", "kwh"])
def charging_cost(a):
    sid, s = station(a["station_id"])
    power = max(c[1] for c in s["connectors"])
    return {"station_id": sid, "kwh": a["kwh"], "cost_eur": round(a["kwh"] * s["price_eur_kwh"], 2),
            "price_eur_per_kwh": s["price_eur_kwh"], "estimated_minutes": round(a["kwh"] / power * 60)}


@tool("reserve_charger", "Hold a charging bay for a while. start is local time 'YYYY-MM-DDTHH:MM'. A hold costs €1.50.",
      {"station_id": {"type": "string", "pattern": r"^CH-\d{2}$"},
       "start": {"type": "string", "pattern": DATETIME_RE},
       "duration_minutes": {"type": "integer", "minimum": 15, "maximum": 120}},
      ["station_id", "start", "duration_minutes"])
def reserve_charger(a):
    sid, s = station(a["station_id"])
    day = need_date(a["start"][:10], "start")
    if day == TODAY and a["start"][11:] < "09:05":
        raise ToolError(f"start {a['start']} is in the past (it is {TODAY_ISO}T09:05)")
    end = dt.datetime.fromisoformat(a["start"]) + dt.timedelta(minutes=a["duration_minutes"])
    return {"reservation": ref("VP", sid, a["start"], a["duration_minutes"]), "station_id": sid, "name": s["name"],
            "from": a["start"], "until": end.strftime("%Y-%m-%dT%H:%M"), "hold_fee_eur": 1.5}


@tool("report_charger_fault", "Tell VoltPoint's maintenance team that a charger is broken or damaged.",
      {"station": {"type": "string", "description": "station id or its name/location"},
       "connector": {"type": "string", "enum": CONNECTORS},
       "description": {"type": "string"}},
      ["station", "description"])
def report_charger_fault(a):
    sid, s = station(a["station"])
    return {"ticket": ref("FT", sid, a.get("connector")), "station_id": sid, "name": s["name"],
            "expected_fix": "within 48 hours"}


# ================================================================ 4. cable car (Alpenblick Bergbahnen)

LINES = ["gipfelbahn", "seebahn", "panorama"]
FARES = {  # CHF one way / return
    "gipfelbahn": {"adult": (32, 54), "child": (16, 27), "senior": (26, 44)},
    "seebahn": {"adult": (18, 30), "child": (9, 15), "senior": (15, 25)},
    "panorama": {"adult": (24, 40), "child": (12, 20), "senior": (20, 33)},
}
STATUS = {
    "gipfelbahn": {"running": True, "wait_minutes": 10, "summit_visibility": "good", "last_descent": "17:30"},
    "seebahn": {"running": True, "wait_minutes": 0, "last_descent": "18:00"},
    "panorama": {"running": False, "reason": "closed for annual maintenance until 2027-05-20", "reopens": "2027-05-21"},
}


@tool("cable_car_status", "Live status of ONE Alpenblick cable-car line: running or not, queue, why closed.",
      {"line": {"type": "string", "enum": LINES}}, ["line"])
def cable_car_status(a):
    return {"line": a["line"], **STATUS[a["line"]], "as_of": f"{TODAY_ISO}T09:00"}


@tool("cable_car_timetable", "First and last cars of a line on a date.",
      {"line": {"type": "string", "enum": LINES}, "date": {"type": "string", "pattern": DATE_RE}}, ["line", "date"])
def cable_car_timetable(a):
    need_date(a["date"])
    return {"line": a["line"], "date": a["date"], "first_up": "08:00", "last_up": "16:40",
            "last_down": STATUS[a["line"]].get("last_descent", "17:00"), "every_minutes": 20}


@tool("buy_cable_car_tickets",
      "Buy tickets. tickets = list of {type, count}. Children are 6-15 (under 6 ride free, don't list them), "
      "seniors 65+. return_trip false = one way up.",
      {"line": {"type": "string", "enum": LINES},
       "date": {"type": "string", "pattern": DATE_RE},
       "tickets": {"type": "array", "minItems": 1, "items": {
           "type": "object", "properties": {"type": {"type": "string", "enum": ["adult", "child", "senior"]},
                                            "count": {"type": "integer", "minimum": 1, "maximum": 20}},
           "required": ["type", "count"], "additionalProperties": False}},
       "return_trip": {"type": "boolean"}},
      ["line", "date", "tickets", "return_trip"])
def buy_cable_car_tickets(a):
    day = need_date(a["date"])
    if a["line"] == "panorama" and day <= dt.date(2027, 5, 20):
        raise ToolError("the panorama line is closed for annual maintenance until 2027-05-20 (reopens 2027-05-21); "
                        "the gipfelbahn and seebahn are running")
    total = sum(FARES[a["line"]][t["type"]][1 if a["return_trip"] else 0] * t["count"] for t in a["tickets"])
    return {"order": ref("AB", a["line"], a["date"], a["return_trip"], *[f"{t['type']}{t['count']}" for t in a["tickets"]]),
            "line": a["line"], "date": a["date"], "return_trip": a["return_trip"], "total_chf": total,
            "tickets": a["tickets"]}


# ================================================================ 5. plumber call-outs (Ace Plumbing / 顺通)

JOBS = {
    "PL-4471": {"problem": "no_hot_water", "status": "en_route", "plumber": "Wang Lei (王师傅)", "eta": "16:40",
                "address": "Flat 3, 22 Plane Tree Road"},
    "PL-4502": {"problem": "blocked_drain", "status": "scheduled", "plumber": "Li Na (李师傅)",
                "date": "2027-05-14", "window": "09:00-11:00", "address": "8 Canal Walk"},
    "PL-4388": {"problem": "leak", "status": "completed", "completed": "2027-05-10", "invoice_gbp": 95,
                "invoice_paid": False, "address": "41 Elm Grove"},
    "PL-4519": {"problem": "toilet", "status": "scheduled", "date": "2027-05-13", "window": "13:00-15:00",
                "address": "41 Elm Grove", "plumber": "Tom Reid"},
}
PROBLEMS = ["leak", "blocked_drain", "no_hot_water", "burst_pipe", "toilet", "other"]


def job(job_id: str) -> dict:
    k = job_id.strip().upper().replace(" ", "")
    if not k.startswith("PL-") and k.startswith("PL"):
        k = "PL-" + k[2:]
    if k not in JOBS:
        raise ToolError(f"no job {job_id!r}; job numbers look like PL-4471")
    return {"job_id": k, **JOBS[k]}


@tool("plumber_job_status", "查询已有维修单的进度（师傅是否在路上、预计到达时间等）。参数：单号，如 PL-4471。",
      {"job_id": {"type": "string"}}, ["job_id"])
def plumber_job_status(a):
    return job(a["job_id"])


@tool("plumber_callout", "Ask Ace Plumbing to send a plumber. urgency: emergency (within 2 h), same_day, or "
      "scheduled (give preferred_date). Same-day call-outs need the postcode.",
      {"address": {"type": "string"},
       "postcode": {"type": "string"},
       "problem": {"type": "string", "enum": PROBLEMS},
       "urgency": {"type": "string", "enum": ["emergency", "same_day", "scheduled"]},
       "preferred_date": {"type": "string", "pattern": DATE_RE},
       "notes": {"type": "string"}},
      ["address", "problem", "urgency"])
def plumber_callout(a):
    if a["urgency"] in ("same_day", "emergency") and not a.get("postcode"):
        raise ToolError("postcode is required for same-day and emergency call-outs (so the nearest plumber "
                        "can be sent); ask the customer for it")
    if a["urgency"] == "scheduled":
        if not a.get("preferred_date"):
            raise ToolError("a scheduled call-out needs preferred_date (YYYY-MM-DD)")
        need_date(a["preferred_date"], "preferred_date")
    return {"job_id": ref("PL", a["address"], a["problem"], a["urgency"]), "status": "received",
            "urgency": a["urgency"], "callout_fee_gbp": 65 if a["urgency"] != "emergency" else 120}


@tool("plumber_quote", "Rough price for a type of job: call-out fee plus hourly labour.",
      {"problem": {"type": "string", "enum": PROBLEMS}, "hours": {"type": "number", "minimum": 0.5, "maximum": 8}},
      ["problem"])
def plumber_quote(a):
    hours = a.get("hours") or 1
    return {"problem": a["problem"], "hours": hours, "estimate_gbp": round(65 + 48 * hours, 2)}


@tool("amend_callout", "Change an open call-out: the address, the date or the notes.",
      {"job_id": {"type": "string"}, "address": {"type": "string"},
       "preferred_date": {"type": "string", "pattern": DATE_RE}, "notes": {"type": "string"}}, ["job_id"])
def amend_callout(a):
    j = job(a["job_id"])
    if j["status"] == "completed":
        raise ToolError(f"job {j['job_id']} is already completed")
    changed = {k: a[k] for k in ("address", "preferred_date", "notes") if a.get(k)}
    if not changed:
        raise ToolError("nothing to change: give address, preferred_date or notes")
    return {"job_id": j["job_id"], "updated": changed, "status": j["status"]}


# ================================================================ 6. business-card print shop (Inkwell / 墨点)

PAPERS = ["matte", "gloss", "recycled", "linen"]
PAPER_PER_100 = {"matte": 40, "gloss": 45, "recycled": 50, "linen": 70}   # CNY, one side


def card_price(quantity: int, paper: str, sides: int, rounded: bool) -> float:
    price = quantity / 100 * PAPER_PER_100[paper] * (1.3 if sides == 2 else 1)
    return round(price + (15 if rounded else 0), 2)


@tool("card_quote", "Price a business-card print run (CNY). No order is placed.",
      {"quantity": {"type": "integer", "minimum": 50, "maximum": 5000},
       "paper": {"type": "string", "enum": PAPERS},
       "sides": {"type": "integer", "minimum": 1, "maximum": 2},
       "rounded_corners": {"type": "boolean"}},
      ["quantity", "paper"])
def card_quote(a):
    sides = a.get("sides") or 1
    return {"quantity": a["quantity"], "paper": a["paper"], "sides": sides,
            "rounded_corners": bool(a.get("rounded_corners")),
            "price_cny": card_price(a["quantity"], a["paper"], sides, bool(a.get("rounded_corners"))),
            "ready_in_working_days": 3 if a["paper"] != "linen" else 5}


@tool("card_order", "Place the order (charges the customer's card on file). Only when the customer has agreed.",
      {"card": {"type": "object", "description": "what is printed on the card", "properties": {
           "name": {"type": "string"}, "job_title": {"type": "string"},
           "contact": {"type": "object", "properties": {"email": {"type": "string"}, "phone": {"type": "string"}},
                       "required": ["email"], "additionalProperties": False}},
           "required": ["name", "contact"], "additionalProperties": False},
       "quantity": {"type": "integer", "minimum": 50, "maximum": 5000},
       "paper": {"type": "string", "enum": PAPERS},
       "sides": {"type": "integer", "minimum": 1, "maximum": 2},
       "rounded_corners": {"type": "boolean"}},
      ["card", "quantity", "paper"])
def card_order(a):
    sides = a.get("sides") or 1
    return {"order_ref": ref("BC", a["card"]["name"], a["quantity"], a["paper"]), "status": "awaiting proof approval",
            "total_cny": card_price(a["quantity"], a["paper"], sides, bool(a.get("rounded_corners"))),
            "proof_by": "2027-05-13"}


@tool("card_proof", "Email a PDF proof of an existing order to the customer.",
      {"order_ref": {"type": "string"}}, ["order_ref"])
def card_proof(a):
    return {"order_ref": a["order_ref"], "sent": True}


@tool("card_order_status", "查询名片订单进度", {"order_ref": {"type": "string", "description": "订单号 BC-xxxx"}},
      ["order_ref"])
def card_order_status(a):
    return {"order_ref": a["order_ref"].upper(), "status": "queued", "position_in_queue": 4,
            "retry_after_seconds": 600, "message": "proof not generated yet"}


CARD_ORDER_TOOL = Tool({"type": "function", "function": {
    "name": "CardOrder",
    "description": "Correctly extracted `CardOrder` with all the required parameters with correct types",
    "parameters": {"type": "object", "title": "CardOrder", "properties": {
        "name": {"type": "string", "title": "Name"},
        "job_title": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "title": "Job Title"},
        "email": {"type": "string", "title": "Email"},
        "quantity": {"type": "integer", "title": "Quantity"},
        "paper": {"type": "string", "enum": PAPERS, "title": "Paper"},
        "sides": {"type": "integer", "title": "Sides"},
        "deadline": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "default": None,
                     "title": "Deadline"}},
        "required": ["name", "email", "quantity", "paper", "sides"]}}}, lambda a: a)


# ================================================================ 7. sports physio (MoveWell / 动力运动康复)

PHYSIO_TYPES = ["initial_assessment", "follow_up", "sports_massage"]
PHYSIO_SLOTS = {
    "2027-05-13": {"Ben": ["10:30", "13:45", "17:00"], "Lena": ["09:00"]},
    "2027-05-14": {"Lena": ["15:15", "16:00"], "Aisha": ["11:00"]},
    "2027-05-17": {"Aisha": ["08:30", "12:00"], "Ben": ["18:15"]},
}
PHYSIO_PRICE = {"initial_assessment": 70, "follow_up": 55, "sports_massage": 60}


@tool("physio_availability", "Free appointments at MoveWell Sports Physio on a date.",
      {"date": {"type": "string", "pattern": DATE_RE},
       "appointment_type": {"type": "string", "enum": PHYSIO_TYPES},
       "therapist": nullable("string", "Lena, Ben or Aisha (null = anyone)")},
      ["date", "appointment_type"])
def physio_availability(a):
    need_date(a["date"])
    slots = [{"therapist": who, "time": t} for who, times in PHYSIO_SLOTS.get(a["date"], {}).items()
             for t in times if not a.get("therapist") or fold(a["therapist"]) in fold(who)]
    return {"date": a["date"], "appointment_type": a["appointment_type"], "free": sorted(slots, key=lambda s: s["time"]),
            "price_gbp": PHYSIO_PRICE[a["appointment_type"]]}


@tool("book_physio", "预约理疗。patient 里必须有姓名和手机号。",
      {"date": {"type": "string", "pattern": DATE_RE},
       "time": {"type": "string", "pattern": TIME_RE},
       "appointment_type": {"type": "string", "enum": PHYSIO_TYPES},
       "therapist": {"type": "string"},
       "patient": {"type": "object", "properties": {"name": {"type": "string"}, "phone": {"type": "string"},
                                                    "patient_id": {"type": "string"}},
                   "required": ["name", "phone"], "additionalProperties": False}},
      ["date", "time", "appointment_type", "therapist", "patient"])
def book_physio(a):
    need_date(a["date"])
    who = next((w for w in PHYSIO_SLOTS.get(a["date"], {}) if fold(a["therapist"]) in fold(w)), None)
    if who is None or a["time"] not in PHYSIO_SLOTS[a["date"]][who]:
        raise ToolError(f"{a['therapist']} has no free {a['time']} on {a['date']}")
    return {"booking_ref": ref("MW", a["date"], a["time"], who), "therapist": who, "date": a["date"], "time": a["time"],
            "appointment_type": a["appointment_type"], "price_gbp": PHYSIO_PRICE[a["appointment_type"]]}


@tool("get_exercise_plan", "A patient's home exercise plan set by their physio.",
      {"patient_id": {"type": "string", "pattern": r"^P-\d{4}$"}}, ["patient_id"])
def get_exercise_plan(a):
    if a["patient_id"] != "P-2231":
        raise ToolError(f"no plan for {a['patient_id']}")
    return {"patient_id": "P-2231", "set_by": "Lena", "review_on": "2027-05-14", "per_day": 1, "exercises": [
        {"name": "wall squat", "sets": 3, "reps": 12},
        {"name": "single-leg calf raise", "sets": 3, "reps": 15},
        {"name": "glute bridge hold", "sets": 2, "hold_seconds": 20}]}


# ================================================================ 8. microbrewery tour (Hopfenwerk)

TOURS = {
    "2027-05-14": [("17:00", "en", 6), ("18:30", "de", 10)],
    "2027-05-15": [("11:00", "de", 4), ("14:00", "zh", 9), ("14:00", "en", 0), ("16:00", "de", 12)],
    "2027-05-16": [("12:00", "en", 8)],
}
TOUR_LANGS = ["en", "de", "zh"]


@tool("brewery_tour_slots", "Guided tours of the Hopfenwerk microbrewery on a date, with free places. "
      "language: en, de or zh (optional).",
      {"date": {"type": "string", "pattern": DATE_RE}, "language": {"type": "string", "enum": TOUR_LANGS}}, ["date"])
def brewery_tour_slots(a):
    need_date(a["date"])
    rows = [{"time": t, "language": lang, "places_left": n} for t, lang, n in TOURS.get(a["date"], [])
            if not a.get("language") or lang == a["language"]]
    return {"date": a["date"], "tours": rows, "price_eur": 18, "tasting_eur": 9}


@tool("brewery_shop_stock", "Bottles and merchandise in the brewery shop.", {"query": {"type": "string"}})
def brewery_shop_stock(a):
    return [{"item": "Hopfenwerk Helles 6-pack", "price_eur": 14.5, "in_stock": 20}]


@tool("tasting_menu", "This month's beers on the tasting flight.", {})
def tasting_menu(a):
    return [{"beer": "Helles", "abv": 4.9}, {"beer": "Rauchbier", "abv": 5.6}, {"beer": "Hazy IPA", "abv": 6.2}]


@tool("tour_info", "General facts about the brewery tour: duration, age rules, accessibility.", {})
def tour_info(a):
    return {"duration_minutes": 75, "minimum_age": 12, "under_16_with_adult": True,
            "tasting_minimum_age": 18, "non_alcoholic_option": "alcohol-free Helles and homemade lemonade",
            "wheelchair_access": "ground floor only; the malt loft has stairs"}


@tool("book_brewery_tour", "Book places on a tour. guests 1-12. tasting adds the €9 beer flight for every guest "
      "except designated drivers.",
      {"date": {"type": "string", "pattern": DATE_RE},
       "time": {"type": "string", "pattern": TIME_RE},
       "language": {"type": "string", "enum": TOUR_LANGS},
       "guests": {"type": "integer", "minimum": 1, "maximum": 12},
       "tasting": {"type": "boolean"},
       "designated_drivers": {"type": "integer", "minimum": 0},
       "lead_name": {"type": "string"}},
      ["date", "time", "language", "guests"])
def book_brewery_tour(a):
    need_date(a["date"])
    tour = next((t for t in TOURS.get(a["date"], []) if t[0] == a["time"] and t[1] == a["language"]), None)
    if tour is None:
        raise ToolError(f"no {a['language']} tour at {a['time']} on {a['date']}")
    if tour[2] < a["guests"]:
        raise ToolError(f"only {tour[2]} places left on that tour")
    drivers = a.get("designated_drivers") or 0
    total = 18 * a["guests"] + (9 * (a["guests"] - drivers) if a.get("tasting") else 0)
    return {"booking_ref": ref("HW", a["date"], a["time"], a["language"]), "date": a["date"], "time": a["time"],
            "language": a["language"], "guests": a["guests"], "total_eur": total}


@tool("amend_brewery_booking", "Change the number of guests on a booking.",
      {"booking_ref": {"type": "string"}, "guests": {"type": "integer", "minimum": 1, "maximum": 12}},
      ["booking_ref", "guests"])
def amend_brewery_booking(a):
    return {"booking_ref": a["booking_ref"], "guests": a["guests"], "total_eur": 18 * a["guests"], "status": "updated"}


# ================================================================ 9. bouncy-castle hire (蹦蹦城堡 Bounce Kingdom)

CASTLES = {
    "Pirate Ship": {"size": "large", "per_hour_cny": 160, "aliases": ["海盗船", "pirate"], "booked": ["2027-05-15"]},
    "Dino Land": {"size": "medium", "per_hour_cny": 120, "aliases": ["恐龙乐园", "dino", "dinosaur"], "booked": ["2027-05-22"]},
    "Princess Palace": {"size": "medium", "per_hour_cny": 110, "aliases": ["公主城堡", "princess"], "booked": ["2027-05-15"]},
    "Mini Jungle": {"size": "small", "per_hour_cny": 80, "aliases": ["小丛林", "jungle"], "booked": []},
}


@tool("check_castle_availability", "查某天哪些充气城堡可以租。size 可选：small / medium / large。",
      {"date": {"type": "string", "pattern": DATE_RE}, "size": {"type": "string", "enum": ["small", "medium", "large"]}},
      ["date"])
def check_castle_availability(a):
    need_date(a["date"])
    return {"date": a["date"], "available": [
        {"castle": n, "size": c["size"], "per_hour_cny": c["per_hour_cny"]} for n, c in CASTLES.items()
        if a["date"] not in c["booked"] and (not a.get("size") or c["size"] == a["size"])]}


@tool("castle_delivery_fee", "送货和安装费，按邮编算。", {"postcode": {"type": "string", "pattern": r"^\d{6}$"}},
      ["postcode"])
def castle_delivery_fee(a):
    return {"postcode": a["postcode"], "delivery_cny": 40 if a["postcode"].startswith("200") else 80}


@tool("hire_bouncy_castle", "Hire a castle for a date. hours 2-8 (delivery and setup are extra, see delivery fee).",
      {"castle": {"type": "string"},
       "date": {"type": "string", "pattern": DATE_RE},
       "start_time": {"type": "string", "pattern": TIME_RE},
       "hours": {"type": "integer", "minimum": 2, "maximum": 8},
       "delivery_address": {"type": "string"},
       "renter_name": {"type": "string"}},
      ["castle", "date", "start_time", "hours", "delivery_address"])
def hire_bouncy_castle(a):
    name, c = pick(CASTLES, a["castle"], "castle")
    need_date(a["date"])
    if a["date"] in c["booked"]:
        raise ToolError(f"{name} is already hired out on {a['date']}")
    return {"hire_ref": ref("BK", name, a["date"]), "castle": name, "date": a["date"], "start_time": a["start_time"],
            "hours": a["hours"], "price_cny": c["per_hour_cny"] * a["hours"], "delivery": "quoted separately"}


# ================================================================ 10. model-railway club (Riverside MRC / 河畔模型铁路俱乐部)

SESSIONS = {
    "2027-05-15": {"title": "open running on the OO/HO main layout", "start": "10:00", "end": "16:00",
                   "scales": ["OO", "HO"], "max_locos_per_member": 2, "rules": "DCC only; wheels checked at the door",
                   "visitor_fee_gbp": 5},
    "2027-05-22": {"title": "N gauge day", "start": "11:00", "end": "15:00", "scales": ["N"],
                   "max_locos_per_member": 3, "rules": "DCC or DC", "visitor_fee_gbp": 5},
}
SCALES = ["N", "TT", "OO", "HO", "O", "G"]
MEMBERS = {"M-0412": {"name": "Zhou Yi'an", "aliases": ["周以安", "Zhou Yian"], "phone": "07700 900456"},
           "M-0107": {"name": "Harold Finch", "aliases": ["Harold"], "phone": "07700 900123",
                      "address": "2 Quarry Lane"},
           "M-0233": {"name": "Grace Obi", "aliases": [], "phone": "07700 900789"}}
LISTINGS = [
    {"item": "Graham Farish class 66 diesel", "scale": "N", "price_gbp": 55, "condition": "good, runs well", "seller": "M-0107"},
    {"item": "Dapol A4 'Mallard'", "scale": "N", "price_gbp": 72, "condition": "boxed, as new", "seller": "M-0233"},
    {"item": "Hornby Flying Scotsman", "scale": "OO", "price_gbp": 85, "condition": "DCC fitted", "seller": "M-0233"},
]


@tool("club_sessions", "Operating sessions on the club layout (date, hours, which scales, rules).",
      {"date": {"type": "string", "pattern": DATE_RE, "description": "optional; all upcoming if left out"}})
def club_sessions(a):
    if a.get("date"):
        s = SESSIONS.get(a["date"])
        return {"date": a["date"], **s} if s else {"date": a["date"], "session": None, "note": "no session that day"}
    return [{"date": d, **s} for d, s in SESSIONS.items()]


@tool("swap_meet_listings", "Second-hand items members are selling. Filter by scale and a maximum price in pounds.",
      {"scale": {"type": "string", "enum": SCALES}, "max_price": {"type": "number", "minimum": 0}})
def swap_meet_listings(a):
    return [dict(row) for row in LISTINGS if (not a.get("scale") or row["scale"] == a["scale"])
            and (a.get("max_price") is None or row["price_gbp"] <= a["max_price"])]


@tool("member_lookup", "Find a club member by name; returns member id and contact details (committee use).",
      {"name": {"type": "string"}}, ["name"])
def member_lookup(a):
    mid, m = pick({k: {**v, "aliases": [v["name"], *v["aliases"]]} for k, v in MEMBERS.items()}, a["name"], "member")
    return {"member_id": mid, "name": m["name"], "phone": m["phone"], **({"address": m["address"]} if "address" in m else {})}


@tool("register_locomotive", "把机车登记到某次运行会。member_id 形如 M-0412；loco 里写比例、型号和 DCC 地址（1-9999）。",
      {"member_id": {"type": "string", "pattern": r"^M-\d{4}$"},
       "session_date": {"type": "string", "pattern": DATE_RE},
       "loco": {"type": "object", "properties": {
           "scale": {"type": "string", "enum": SCALES},
           "description": {"type": "string"},
           "dcc_address": {"type": "integer", "minimum": 1, "maximum": 9999}},
           "required": ["scale", "dcc_address"], "additionalProperties": False}},
      ["member_id", "session_date", "loco"])
def register_locomotive(a):
    s = SESSIONS.get(a["session_date"])
    if s is None:
        raise ToolError(f"no operating session on {a['session_date']}; sessions: {', '.join(SESSIONS)}")
    if a["member_id"] not in MEMBERS:
        raise ToolError(f"unknown member {a['member_id']}")
    if a["loco"]["scale"] not in s["scales"]:
        raise ToolError(f"the {a['session_date']} session runs {'/'.join(s['scales'])} only")
    return {"slot": ref("RL", a["member_id"], a["session_date"], a["loco"]["dcc_address"]),
            "session_date": a["session_date"], "dcc_address": a["loco"]["dcc_address"], "start": s["start"]}


# ================================================================ 11. ice-cream catering van (Gelato Gina / 吉娜冰淇淋车)

FLAVOURS = {
    "vanilla": {"zh": "香草", "vegan": False, "nuts": False},
    "chocolate": {"zh": "巧克力", "vegan": False, "nuts": False},
    "strawberry_sorbet": {"zh": "草莓雪葩", "vegan": True, "nuts": False},
    "mango_sorbet": {"zh": "芒果雪葩", "vegan": True, "nuts": False},
    "matcha": {"zh": "抹茶", "vegan": False, "nuts": False},
    "pistachio": {"zh": "开心果", "vegan": False, "nuts": True},
    "salted_caramel": {"zh": "海盐焦糖", "vegan": False, "nuts": False},
    "hazelnut": {"zh": "榛子", "vegan": False, "nuts": True},
    "lemon_sorbet": {"zh": "柠檬雪葩", "vegan": True, "nuts": False},
}
FLAVOUR_IDS = list(FLAVOURS)
VANS = {"2027-05-14": ["Bella"], "2027-05-22": ["Luna"], "2027-06-03": ["Bella", "Luna"], "2027-05-15": []}


@tool("flavour_menu", "Gelato Gina's flavours this season with dietary flags.", {})
def flavour_menu(a):
    return [{"flavour": k, "name_zh": v["zh"], "vegan": v["vegan"], "contains_nuts": v["nuts"]} for k, v in FLAVOURS.items()]


@tool("allergen_info", "Which flavours are free of one allergen (made in a kitchen that also handles nuts).",
      {"allergen": {"type": "string", "enum": ["nuts", "dairy", "gluten", "egg"]}}, ["allergen"])
def allergen_info(a):
    key = {"nuts": "nuts", "dairy": "vegan", "gluten": None, "egg": None}[a["allergen"]]
    if key == "nuts":
        free = [k for k, v in FLAVOURS.items() if not v["nuts"]]
    elif key == "vegan":
        free = [k for k, v in FLAVOURS.items() if v["vegan"]]
    else:
        free = list(FLAVOURS)
    return {"allergen": a["allergen"], "free_of_it": [{"flavour": k, "name_zh": FLAVOURS[k]["zh"]} for k in free],
            "warning": "same kitchen handles nuts: traces possible" if a["allergen"] == "nuts" else ""}


@tool("van_calendar", "冰淇淋车档期：某天哪辆车有空。", {"date": {"type": "string", "pattern": DATE_RE}}, ["date"])
def van_calendar(a):
    need_date(a["date"])
    return {"date": a["date"], "free_vans": VANS.get(a["date"], ["Bella", "Luna"])}


@tool("quote_ice_cream_event",
      "Quote for the van at an event: ¥600 per hour plus ¥8 per guest, VAT included. flavours: up to 4 ids.",
      {"date": {"type": "string", "pattern": DATE_RE},
       "guests": {"type": "integer", "minimum": 10, "maximum": 500},
       "hours": {"type": "number", "minimum": 1, "maximum": 6},
       "flavours": {"type": "array", "items": {"type": "string", "enum": FLAVOUR_IDS}}},
      ["date", "guests", "hours"])
def quote_ice_cream_event(a):
    need_date(a["date"])
    if len(a.get("flavours") or []) > 4:
        raise ToolError("at most 4 flavours per event")
    return {"date": a["date"], "guests": a["guests"], "hours": a["hours"], "flavours": a.get("flavours") or [],
            "total_cny": round(600 * a["hours"] + 8 * a["guests"], 2), "vat_included": True,
            "quote_id": ref("GQ", a["date"], a["guests"], a["hours"])}


@tool("book_ice_cream_van", "Book a van (Bella or Luna) for an event. Use after the customer accepted a quote.",
      {"van": {"type": "string", "enum": ["Bella", "Luna"]},
       "date": {"type": "string", "pattern": DATE_RE},
       "start_time": {"type": "string", "pattern": TIME_RE},
       "hours": {"type": "number", "minimum": 1, "maximum": 6},
       "guests": {"type": "integer", "minimum": 10, "maximum": 500},
       "address": {"type": "string"}},
      ["van", "date", "start_time", "hours", "guests", "address"])
def book_ice_cream_van(a):
    need_date(a["date"])
    if a["van"] not in VANS.get(a["date"], ["Bella", "Luna"]):
        raise ToolError(f"{a['van']} is not free on {a['date']}")
    return {"booking": ref("GG", a["van"], a["date"]), "van": a["van"], "date": a["date"], "start_time": a["start_time"],
            "total_cny": round(600 * a["hours"] + 8 * a["guests"], 2)}


# ================================================================ 12. zoo keeper experiences (Meadowbank Zoo / 草原动物园)

EXPERIENCES = {
    "KX-GIR": {"animal": "giraffe", "title": "Giraffe feeding with a keeper", "zh": "与饲养员一起喂长颈鹿",
               "min_age": 8, "price_gbp": 65, "days": ["saturday", "sunday"], "time": "10:30", "minutes": 45},
    "KX-PEN": {"animal": "penguin", "title": "Penguin keeper for a morning", "zh": "企鹅饲养员半日体验",
               "min_age": 8, "price_gbp": 89, "days": WEEKDAYS, "time": "09:00", "minutes": 150},
    "KX-RPA": {"animal": "red_panda", "title": "Red panda encounter", "zh": "小熊猫近距离接触",
               "min_age": 10, "price_gbp": 75, "days": ["saturday", "sunday"], "time": "14:00", "minutes": 40},
    "KX-LEM": {"animal": "lemur", "title": "Lemur walk-through", "zh": "环尾狐猴漫步",
               "min_age": 6, "price_gbp": 45, "days": WEEKDAYS, "time": "11:00", "minutes": 30},
}
ANIMALS = ["giraffe", "penguin", "red_panda", "lemur"]
SPACES = {("KX-RPA", "2027-05-15"): 0, ("KX-PEN", "2027-05-16"): 2}


@tool("keeper_experiences", "查询饲养员体验项目（喂长颈鹿、企鹅饲养员等）在某天是否开放、剩余名额、价格和年龄限制。",
      {"date": {"type": "string", "pattern": DATE_RE, "description": "YYYY-MM-DD"},
       "animal": {"type": "string", "enum": ANIMALS}}, ["date"])
def keeper_experiences(a):
    day = need_date(a["date"])
    wd = WEEKDAYS[day.weekday()]
    rows = []
    for xid, x in EXPERIENCES.items():
        if wd in x["days"] and (not a.get("animal") or x["animal"] == a["animal"]):
            rows.append({"experience_id": xid, "title": x["title"], "title_zh": x["zh"], "time": x["time"],
                         "minutes": x["minutes"], "min_age": x["min_age"], "price_gbp": x["price_gbp"],
                         "spaces_left": SPACES.get((xid, a["date"]), 4)})
    return {"date": a["date"], "experiences": rows}


@tool("zoo_day_tickets", "普通入园门票（不含饲养员体验）。",
      {"date": {"type": "string", "pattern": DATE_RE}, "adults": {"type": "integer"}, "children": {"type": "integer"}},
      ["date"])
def zoo_day_tickets(a):
    return {"date": a["date"], "total_gbp": 24 * (a.get("adults") or 0) + 14 * (a.get("children") or 0)}


@tool("adopt_an_animal", "认养一只动物（年度捐赠，附证书）。", {"animal": {"type": "string"}}, ["animal"])
def adopt_an_animal(a):
    return {"animal": a["animal"], "price_gbp": 50}


@tool("book_keeper_experience", "Book a keeper experience for named participants (everyone taking part, with their age).",
      {"experience_id": {"type": "string", "pattern": r"^KX-[A-Z]{3}$", "description": "from keeper_experiences"},
       "date": {"type": "string", "pattern": DATE_RE},
       "participants": {"type": "array", "minItems": 1, "items": {
           "type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer", "minimum": 1}},
           "required": ["name", "age"], "additionalProperties": False}}},
      ["experience_id", "date", "participants"])
def book_keeper_experience(a):
    day = need_date(a["date"])
    if a["experience_id"] not in EXPERIENCES:
        raise ToolError(f"no experience {a['experience_id']!r}; look the id up with keeper_experiences")
    x = EXPERIENCES[a["experience_id"]]
    if WEEKDAYS[day.weekday()] not in x["days"]:
        raise ToolError(f"{a['experience_id']} only runs on {', '.join(x['days'])}")
    young = [p for p in a["participants"] if p["age"] < x["min_age"]]
    if young:
        raise ToolError(f"minimum age for {a['experience_id']} is {x['min_age']}; "
                        f"{', '.join(p['name'] + ' (' + str(p['age']) + ')' for p in young)} too young; nothing booked")
    left = SPACES.get((a["experience_id"], a["date"]), 4)
    if left < len(a["participants"]):
        raise ToolError(f"only {left} spaces left on {a['date']}")
    return {"booking_ref": ref("MZ", a["experience_id"], a["date"], len(a["participants"])),
            "experience": x["title"], "date": a["date"], "time": x["time"],
            "participants": [p["name"] for p in a["participants"]],
            "total_gbp": x["price_gbp"] * len(a["participants"])}
