"""The tenth probe's tools, written the way learners write their own: some terse, some with
"Use for / Not for", some with Chinese-only descriptions; integer, number, boolean, array,
nested-object, pattern and enum parameters; results as dicts, lists and plain text; errors
with a fix hint and without. Every implementation is deterministic.

"Today" for every tool is Wednesday, 2026-12-30 (a case's system prompt may say otherwise).

`T[name]` is a `Tool(spec, fn)`, as in the main suite.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from ..tools import Tool, ToolError, fold, spec

TODAY = dt.date(2026, 12, 30)

DATE = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "description": "YYYY-MM-DD"}
HHMM = {"type": "string", "pattern": r"^([01]\d|2[0-3]):[0-5]\d$", "description": "24h HH:MM"}

T: dict[str, Tool] = {}


def tool(name: str, description: str, properties: dict, required: list[str]):
    def register(fn):
        T[name] = Tool(spec(name, description, properties, required), fn)
        return fn
    return register


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        raise ToolError(f"{value!r} is not a date; write it as YYYY-MM-DD, e.g. 2027-01-04")


def _ref(prefix: str, *parts: Any) -> str:
    """A stable booking reference made from the arguments."""
    n = sum((i + 1) * ord(ch) for i, ch in enumerate("|".join(map(str, parts))))
    return f"{prefix}-{n % 9000 + 1000}"


def _pick(table: dict, key: str, what: str):
    k = fold(key)
    for name, value in table.items():
        if fold(name) in k or k in fold(name):
            return value
    raise ToolError(f"unknown {what} {key!r}")


# ================================================================ blood-donation centre

DONATIONS = ["whole_blood", "plasma", "platelets"]

DONORS = {
    "D204815": {"donor_id": "D204815", "last_donation": "2026-10-21", "donation_type": "whole blood",
                "eligible_now": False, "next_eligible": "2027-01-13"},
    "D118804": {"donor_id": "D118804", "last_donation": "2026-08-02", "donation_type": "plasma",
                "eligible_now": True, "next_eligible": "2026-08-16"},
    "D330912": {"donor_id": "D330912", "last_donation": "2026-06-11", "donation_type": "whole blood",
                "eligible_now": True, "next_eligible": "2026-09-03"},
    "D561203": {"donor_id": "D561203", "last_donation": "2026-05-30", "donation_type": "whole blood",
                "eligible_now": False, "deferral": "haemoglobin 118 g/L at the last check, below the 125 g/L minimum",
                "retest_from": "2027-01-20"},
}

SLOT_TIMES = [("09:15", "Northgate"), ("10:40", "Riverside"), ("13:20", "Northgate"), ("15:50", "Riverside")]


@tool("donor_slots",
      "Use for: free appointment times at the city blood donation centres (Northgate, Riverside) on one day. "
      "Not for: checking whether a donor may give yet - that is donor_eligibility.",
      {"date": DATE, "donation": {"type": "string", "enum": DONATIONS, "description": "default whole_blood"}},
      ["date"])
def donor_slots(args):
    d = _date(args["date"])
    if d < TODAY:
        raise ToolError(f"{d} is in the past; today is {TODAY}")
    kind = args.get("donation") or "whole_blood"
    times = SLOT_TIMES if kind != "platelets" else SLOT_TIMES[:1]
    if d.weekday() == 6 or (d.month, d.day) == (1, 1):
        return []
    return [{"slot_id": f"S{d:%m%d}-{t.replace(':', '')}{site[0]}", "time": t, "site": site, "donation": kind}
            for t, site in times]


@tool("donor_eligibility",
      "Use for: whether a registered donor may give blood now and, if not, from when. Not for booking.",
      {"donor_id": {"type": "string", "pattern": r"^D\d{6}$", "description": "donor card number, e.g. D123456"}},
      ["donor_id"])
def donor_eligibility(args):
    donor = DONORS.get(args["donor_id"].upper())
    if donor is None:
        raise ToolError(f"no donor {args['donor_id']!r} on file")
    return dict(donor)


@tool("book_donation", "Book a donor into a slot from donor_slots.",
      {"donor_id": {"type": "string", "pattern": r"^D\d{6}$"},
       "slot_id": {"type": "string"},
       "notes": {"type": "string", "description": "anything the nurses should know (optional)"}},
      ["donor_id", "slot_id"])
def book_donation(args):
    if args["donor_id"].upper() not in DONORS:
        raise ToolError(f"no donor {args['donor_id']!r} on file")
    if not re.fullmatch(r"S\d{4}-\d{4}[NR]", args["slot_id"]):
        raise ToolError(f"unknown slot {args['slot_id']!r}; take a slot_id from donor_slots")
    return {"booking_ref": _ref("BD", args["donor_id"], args["slot_id"]), "slot_id": args["slot_id"],
            "status": "booked"}


# ================================================================ ski-hire shop

SKI_DAY = {"beginner": 19, "sport": 29, "premium": 42}


def _ski_total(package: str, days: int, helmet: bool) -> float:
    total = (SKI_DAY[package] + (4 if helmet else 0)) * days
    return round(total * (0.9 if days >= 5 else 1), 2)


@tool("ski_quote",
      "Price (EUR) to hire skis, boots and poles at Piste Perfect. Not for snowboards - use board_quote.",
      {"package": {"type": "string", "enum": list(SKI_DAY)},
       "days": {"type": "integer", "minimum": 1, "maximum": 14},
       "boot_size_eu": {"type": "number", "minimum": 30, "maximum": 50},
       "helmet": {"type": "boolean"}},
      ["package", "days", "boot_size_eu", "helmet"])
def ski_quote(args):
    total = _ski_total(args["package"], int(args["days"]), args["helmet"])
    return {"package": args["package"], "days": int(args["days"]), "helmet": args["helmet"],
            "boot_size_eu": args["boot_size_eu"], "price_eur": total,
            "discount": "10% off for 5 days or more" if args["days"] >= 5 else "none"}


@tool("board_quote", "Snowboard + boots hire price in EUR.",
      {"days": {"type": "integer", "minimum": 1, "maximum": 14},
       "boot_size_eu": {"type": "number"},
       "helmet": {"type": "boolean", "description": "default false"}},
      ["days", "boot_size_eu"])
def board_quote(args):
    per = 27 + (4 if args.get("helmet") else 0)
    return {"days": args["days"], "price_eur": per * args["days"]}


@tool("reserve_skis", "Reserve a ski set for pick-up. One skier per call.",
      {"skier": {"type": "string", "description": "skier's name"},
       "package": {"type": "string", "enum": list(SKI_DAY)},
       "days": {"type": "integer"},
       "boot_size_eu": {"type": "number"},
       "start_date": DATE},
      ["skier", "package", "days", "boot_size_eu", "start_date"])
def reserve_skis(args):
    size = args["boot_size_eu"]
    if not 30 <= size <= 50:
        hint = ""
        if 5 <= size <= 14:
            eu = {8: 41, 8.5: 42, 9: 42.5, 9.5: 43, 10: 44, 10.5: 44.5, 11: 45}.get(size)
            if eu:
                hint = f" If that was a US men's size, US {size:g} is EU {eu:g} - send boot_size_eu {eu:g}."
        raise ToolError(f"boot_size_eu {size:g} is not an EU size (EU sizes run 30-50).{hint}")
    _date(args["start_date"])
    return {"reservation": _ref("PP", args["skier"], args["package"], args["start_date"]), "skier": args["skier"],
            "package": args["package"], "boot_size_eu": size, "start_date": args["start_date"],
            "price_eur": _ski_total(args["package"], args["days"], False)}


# ================================================================ planetarium

SHOW_TITLES = [("Black Holes Live", "11:00", 12), ("Aurora: Lights of the North", "14:00", 12),
               ("The Moon Landing Story", "16:30", 10), ("Stars over the Desert", "19:00", 14)]
SEATS = {"2027-01-01": [40, 12, 0, 25], "2027-01-02": [18, 7, 31, 4], "2027-01-03": [52, 20, 9, 15]}


def show_id(d: dt.date, i: int) -> str:
    return f"PL-{(d.month * 100 + d.day) * 13 % 900 + 100 + i * 211}"


@tool("planetarium_shows", "Dome shows at the Stellarium Planetarium on one date, with seats left.",
      {"date": DATE}, ["date"])
def planetarium_shows(args):
    d = _date(args["date"])
    seats = SEATS.get(d.isoformat(), [(d.day * 7 + i * 11) % 40 + 3 for i in range(4)])
    return [{"show_id": show_id(d, i), "title": title, "time": time, "seats_left": seats[i], "price_eur": price}
            for i, (title, time, price) in enumerate(SHOW_TITLES)]


DETAILS = {
    "Black Holes Live": "Black Holes Live: a 40-minute live talk under the dome with a planetarium astronomer. "
                        "Suitable for ages 10 and up. In English.",
    "Aurora: Lights of the North": "Aurora: Lights of the North. Full-dome film, 35 minutes. Recommended for ages 8 "
                                   "and up: long dark sequences and loud thunder effects. Narrated in English, "
                                   "Chinese subtitles on the side screens.",
    "The Moon Landing Story": "The Moon Landing Story: 30-minute film for families, all ages welcome. "
                              "Narrated in English.",
    "Stars over the Desert": "Stars over the Desert: 45-minute relaxing sky tour with live music. Ages 12 and up.",
}


@tool("show_details", "Description of one show (length, age advice, language).",
      {"show_id": {"type": "string"}}, ["show_id"])
def show_details(args):
    sid = args["show_id"].strip().upper()
    for d in (TODAY + dt.timedelta(days=k) for k in range(0, 60)):
        for i, (title, _, _) in enumerate(SHOW_TITLES):
            if show_id(d, i) == sid:
                return DETAILS[title]
    raise ToolError(f"unknown show {args['show_id']!r}; take a show_id from planetarium_shows")


@tool("book_show_seats", "Book seats for one show (show_id from planetarium_shows).",
      {"show_id": {"type": "string"},
       "seats": {"type": "integer", "minimum": 1, "maximum": 10},
       "concession": {"type": "string", "enum": ["none", "student", "child", "senior"]}},
      ["show_id", "seats"])
def book_show_seats(args):
    if not re.fullmatch(r"PL-\d{3,4}", args["show_id"].strip().upper()):
        raise ToolError(f"unknown show {args['show_id']!r}; take a show_id from planetarium_shows")
    return {"booking_ref": _ref("ST", args["show_id"], args["seats"]), "show_id": args["show_id"],
            "seats": args["seats"], "status": "confirmed"}


# ================================================================ bookbinder

BINDINGS = {"saddle_stitch": 6, "perfect_bound": 18, "case_bound": 95, "coptic": 120}
COVERS = {"paper": 0, "cloth": 20, "leather": 80}


@tool("binding_quote",
      "手工装订报价（人民币）。binding：saddle_stitch=骑马钉，perfect_bound=无线胶装，case_bound=精装（硬壳），"
      "coptic=科普特线装。",
      {"pages": {"type": "integer", "description": "每本页数"},
       "copies": {"type": "integer", "description": "本数"},
       "binding": {"type": "string", "enum": list(BINDINGS)},
       "cover": {"type": "object", "properties": {
           "material": {"type": "string", "enum": list(COVERS)},
           "colour": {"type": "string"}}, "required": ["material"], "additionalProperties": False},
       "max_budget_cny": {"type": "number", "description": "预算上限（可选）"}},
      ["pages", "copies", "binding", "cover"])
def binding_quote(args):
    each = BINDINGS[args["binding"]] + args["pages"] * 0.1 + COVERS[args["cover"]["material"]]
    total = round(each * args["copies"], 2)
    out = {"copies": args["copies"], "unit_price_cny": round(each, 2), "total_cny": total}
    if args.get("max_budget_cny") is not None:
        out["within_budget"] = total <= args["max_budget_cny"]
    return out


ORDERS = {"林晓": [{"order_no": "BB-2291", "item": "毕业论文（精装，3本）", "placed": "2026-12-18"},
                   {"order_no": "BB-2307", "item": "旅行手账（科普特线装，1本）", "placed": "2026-12-27"}],
          "Tom Reeve": [{"order_no": "BB-2274", "item": "family recipe book rebind (leather)", "placed": "2026-12-09"}]}

STATUS = {"BB-2291": "订单 BB-2291：书芯已缝好，封面烫金完成，正在压书，预计 2027-01-04（周一）下午可取。",
          "BB-2307": "订单 BB-2307：还在排队，尚未开始，预计 2027-01-11 完成。",
          "BB-2274": "Order BB-2274: spine re-sewn, new leather cover glued, drying under the press. "
                     "Ready to collect on Friday 8 January after 2 pm."}


@tool("find_orders", "查找某位顾客的装订订单。", {"customer": {"type": "string", "description": "顾客姓名"}},
      ["customer"])
def find_orders(args):
    return _pick(ORDERS, args["customer"], "customer")


@tool("order_status", "Where an order is in the workshop (plain text).", {"order_no": {"type": "string"}},
      ["order_no"])
def order_status(args):
    return _pick(STATUS, args["order_no"].upper(), "order")


# ================================================================ scuba school

COURSES = [{"course_id": "OW-12", "name": "Open Water Diver", "start": "2027-01-09", "days": 4, "spaces": 3,
            "price_eur": 420},
           {"course_id": "AOW-7", "name": "Advanced Open Water", "start": "2027-01-16", "days": 3, "spaces": 2,
            "price_eur": 360},
           {"course_id": "RES-3", "name": "Rescue Diver", "start": "2027-01-23", "days": 4, "spaces": 5,
            "price_eur": 450},
           {"course_id": "NTX-1", "name": "Nitrox Specialty", "start": "2027-01-10", "days": 1, "spaces": 6,
            "price_eur": 150}]


@tool("list_courses", "Courses at Blue Fin Scuba School.",
      {"level": {"type": "string", "enum": ["beginner", "advanced", "professional", "specialty"]}}, [])
def list_courses(args):
    return [dict(c) for c in COURSES]


@tool("enrol_course", "Enrol a diver on a course. course_id comes from list_courses.",
      {"course_id": {"type": "string"}, "diver_name": {"type": "string"}}, ["course_id", "diver_name"])
def enrol_course(args):
    course = next((c for c in COURSES if c["course_id"] == args["course_id"].upper()), None)
    if course is None:
        raise ToolError(f"unknown course {args['course_id']!r}")
    return {"enrolment": _ref("BF", args["course_id"], args["diver_name"]), "course": course["name"],
            "start": course["start"]}


@tool("log_dive", "Add one dive to the diver's logbook.",
      {"site": {"type": "string"}, "date": DATE,
       "max_depth_m": {"type": "number", "minimum": 0, "maximum": 60},
       "minutes": {"type": "integer", "description": "bottom time"}},
      ["site", "date", "max_depth_m", "minutes"])
def log_dive(args):
    return {"entry": _ref("LOG", args["site"], args["date"], args["max_depth_m"]), "site": args["site"],
            "logged": True}


# ================================================================ car-share club

CARS = {
    "harbour street": [
        {"car_id": "HB-204", "model": "Renault Zoe", "colour": "white", "fuel": "electric", "rate_per_hour": 38},
        {"car_id": "HB-311", "model": "Toyota Yaris", "colour": "red", "fuel": "hybrid", "rate_per_hour": 32},
        {"car_id": "HB-118", "model": "VW Transporter", "colour": "grey", "fuel": "diesel", "rate_per_hour": 55}],
    "university": [
        {"car_id": "UN-042", "model": "Fiat 500e", "colour": "blue", "fuel": "electric", "rate_per_hour": 30}],
}
CARS["港口"] = CARS["harbour"] = CARS["harbour street"]
CARS["大学"] = CARS["university"]


@tool("list_vehicles", "Cars free to book right now in one zone of the CityHop car-share club (prices in CNY).",
      {"zone": {"type": "string", "description": "zone name, e.g. Harbour Street, University"},
       "hours": {"type": "number", "description": "how long you need it"}},
      ["zone"])
def list_vehicles(args):
    return [dict(c) for c in _pick(CARS, args["zone"], "zone")]


@tool("car_finder",
      "Shows a member's invoices for past trips. Not for finding available cars.",
      {"member_id": {"type": "string"}}, ["member_id"])
def car_finder(args):
    return [{"invoice": "INV-88120", "date": "2026-12-19", "total_cny": 146.4}]


@tool("reserve_car", "Reserve one car. start as YYYY-MM-DDTHH:MM.",
      {"car_id": {"type": "string"},
       "start": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$"},
       "hours": {"type": "number"}},
      ["car_id", "start", "hours"])
def reserve_car(args):
    if not any(c["car_id"] == args["car_id"].upper() for cars in CARS.values() for c in cars):
        raise ToolError(f"unknown car {args['car_id']!r}")
    return {"reservation": _ref("CH", args["car_id"], args["start"]), "car_id": args["car_id"].upper(),
            "start": args["start"], "hours": args["hours"]}


@tool("trip_cost", "What a trip costs (CNY). plan: standard (per hour + per km), frequent (members on the "
                   "monthly plan), day (per 24 h block + per km).",
      {"km": {"type": "number"}, "hours": {"type": "number"},
       "plan": {"type": "string", "enum": ["standard", "frequent", "day"]}},
      ["km", "hours", "plan"])
def trip_cost(args):
    km, hours, plan = args["km"], args["hours"], args["plan"]
    if plan == "standard":
        total = 32 * hours + 1.2 * km
    elif plan == "frequent":
        total = 25 * hours + 1.0 * km
    else:
        blocks = -(-hours // 24)
        total = 260 * blocks + 0.8 * km
    return {"plan": plan, "km": km, "hours": hours, "total_cny": round(total, 2)}


# ================================================================ wedding-cake bakery

FLAVOURS = ["vanilla", "chocolate", "lemon", "red_velvet", "matcha", "carrot"]
FINISH = {"buttercream": 38, "fondant": 50, "naked": 32}


def cake_total(tiers: int, servings: int, finish: str) -> float:
    return servings * FINISH[finish] + tiers * 200


@tool("cake_quote",
      "Quote for a wedding cake from Sugar & Lace (CNY). flavours: one per tier, bottom tier first.",
      {"tiers": {"type": "integer", "minimum": 1, "maximum": 6},
       "servings": {"type": "integer"},
       "flavours": {"type": "array", "items": {"type": "string", "enum": FLAVOURS}},
       "finish": {"type": "string", "enum": list(FINISH)}},
      ["tiers", "servings", "flavours", "finish"])
def cake_quote(args):
    if len(args["flavours"]) not in (1, args["tiers"]):
        raise ToolError(f"give one flavour per tier ({args['tiers']}), bottom tier first")
    total = cake_total(args["tiers"], args["servings"], args["finish"])
    return {"tiers": args["tiers"], "servings": args["servings"], "finish": args["finish"],
            "total_cny": total, "deposit_cny": round(total * 0.3, 2)}


@tool("book_tasting", "Book a cake tasting at the shop. date must be DD/MM/YYYY.",
      {"date": {"type": "string"}, "time": HHMM, "guests": {"type": "integer"}},
      ["date", "time", "guests"])
def book_tasting(args):
    if not re.fullmatch(r"\d{2}/\d{2}/\d{4}", args["date"]):
        raise ToolError(f"date {args['date']!r} is not in the shop's format: write it as DD/MM/YYYY, "
                        f"e.g. 04/01/2027")
    return {"tasting_ref": _ref("SL", args["date"], args["time"]), "date": args["date"], "time": args["time"],
            "guests": args["guests"]}


@tool("place_cake_order", "下婚礼蛋糕订单并收取订金。",
      {"tiers": {"type": "integer"}, "servings": {"type": "integer"}, "wedding_date": DATE,
       "deposit_cny": {"type": "number"}},
      ["tiers", "servings", "wedding_date", "deposit_cny"])
def place_cake_order(args):
    return {"order": _ref("SL", args["wedding_date"], args["servings"]), "status": "placed"}


# ================================================================ mahjong parlour

STYLES = ["guangdong", "sichuan", "shanghai", "riichi"]
TABLES = [{"table_id": "MJ-0318", "name": "牡丹厅（包间，自动麻将机）", "price_per_hour": 68},
          {"table_id": "MJ-0322", "name": "大厅 7 号桌", "price_per_hour": 38},
          {"table_id": "MJ-0330", "name": "荷花厅（包间，含茶水）", "price_per_hour": 88}]


@tool("mahjong_tables",
      "查询雀友麻将馆某天某时段可订的桌子。style：guangdong=广东麻将，sichuan=四川麻将（血战到底），"
      "shanghai=上海麻将（敲麻），riichi=日本立直麻将。",
      {"date": DATE, "start": HHMM, "hours": {"type": "number"},
       "style": {"type": "string", "enum": STYLES}},
      ["date", "start", "hours", "style"])
def mahjong_tables(args):
    _date(args["date"])
    return [dict(t) for t in TABLES]


@tool("book_table", "查询会员卡的积分余额。不能订桌。", {"member_no": {"type": "string", "description": "会员卡号"}},
      ["member_no"])
def book_table(args):
    if args["member_no"].upper() != "M5521":
        raise ToolError(f"没有会员卡 {args['member_no']}")
    return {"member_no": "M5521", "points": 1260, "expires": "2027-06-30"}


@tool("reserve_room", "预订麻将桌或包间（table_id 来自 mahjong_tables）。",
      {"table_id": {"type": "string"}, "date": DATE, "start": HHMM,
       "duration": {"type": "integer", "description": "时长（分钟）"}},
      ["table_id", "date", "start", "duration"])
def reserve_room(args):
    if args["table_id"].upper() not in {t["table_id"] for t in TABLES}:
        raise ToolError(f"没有桌号 {args['table_id']}，请用 mahjong_tables 返回的 table_id")
    if args["duration"] < 60:
        raise ToolError(f"duration 以分钟计，最少 60；例如 3 小时请填 180（收到的是 {args['duration']}）")
    return {"order_no": _ref("QY", args["table_id"], args["date"], args["start"]), "table_id": args["table_id"],
            "date": args["date"], "start": args["start"], "minutes": args["duration"]}


# ================================================================ hot-spring bathhouse

POOLS = [{"pool": "松林露天池", "temp_c": 41.5, "people": 23},
         {"pool": "岩洞池", "temp_c": 43.0, "people": 8},
         {"pool": "玫瑰花池", "temp_c": 39.0, "people": 15},
         {"pool": "儿童戏水池", "temp_c": 36.0, "people": 4, "note": "仅限儿童及陪同家长"}]


@tool("pool_status", "云栖温泉各个池子现在的水温和人数。", {}, [])
def pool_status(args):
    return [dict(p) for p in POOLS]


@tool("bath_tickets", "购买温泉日场或夜场门票（人民币）。不用于预订私汤。",
      {"date": DATE, "adults": {"type": "integer"}, "children": {"type": "integer"},
       "session": {"type": "string", "enum": ["day", "evening"], "description": "day=日场，evening=夜场"},
       "towel_rental": {"type": "boolean", "description": "租浴巾（可选）"}},
      ["date", "adults", "session"])
def bath_tickets(args):
    price = {"day": 168, "evening": 128}[args["session"]]
    kids = args.get("children") or 0
    total = price * args["adults"] + price // 2 * kids + (15 * (args["adults"] + kids) if args.get("towel_rental") else 0)
    return {"ticket_no": _ref("YQ", args["date"], args["adults"], kids), "total_cny": total}


ROOMS = {"2026-12-30": [("竹韵", "20:00")],
         "2026-12-31": [("竹韵", "13:00"), ("松风", "16:00"), ("竹韵", "21:00")],
         "2027-01-02": [("松风", "10:00"), ("竹韵", "15:00")],
         "2027-01-03": []}


@tool("private_pool_slots", "查询某天还能预约的私汤包间时段。", {"date": DATE}, ["date"])
def private_pool_slots(args):
    d = _date(args["date"])
    rows = ROOMS.get(d.isoformat(), [("松风", "14:00"), ("竹韵", "19:00")])
    return [{"room": r, "start": s, "max_hours": 3} for r, s in rows]


@tool("private_bath_booking", "预订私汤包间（按小时计）。不用于普通门票。",
      {"date": DATE, "start": HHMM, "hours": {"type": "integer", "minimum": 1, "maximum": 3}},
      ["date", "start", "hours"])
def private_bath_booking(args):
    d = _date(args["date"])
    last = TODAY + dt.timedelta(days=13)
    if not TODAY <= d <= last:
        raise ToolError(f"私汤只能预约未来14天内（{TODAY} 至 {last}）")
    return {"booking_no": _ref("SY", args["date"], args["start"]), "date": args["date"], "start": args["start"],
            "hours": args["hours"]}


# ================================================================ driving school

INSTRUCTORS = [("09:00", "王建国"), ("13:30", "李娟"), ("16:00", "Mark Ellis"), ("18:30", "王建国")]


@tool("lesson_slots", "Free practical lesson slots at Green Light Driving School (练车课时).",
      {"date": DATE, "transmission": {"type": "string", "enum": ["manual", "automatic"]},
       "instructor": {"type": "string", "description": "optional filter"}},
      ["date", "transmission"])
def lesson_slots(args):
    d = _date(args["date"])
    rows = [{"slot_id": f"GL{d:%m%d}{t.replace(':', '')}{args['transmission'][0].upper()}", "time": t,
             "instructor": who} for t, who in INSTRUCTORS]
    if args.get("instructor"):
        rows = [r for r in rows if fold(args["instructor"]).strip("教练") in fold(r["instructor"])] or rows
    return rows


@tool("take_slot", "Book a slot from lesson_slots for a student.",
      {"slot_id": {"type": "string"}, "student_id": {"type": "string"}}, ["slot_id", "student_id"])
def take_slot(args):
    if not re.fullmatch(r"GL\d{8}[MA]", args["slot_id"].upper()):
        raise ToolError(f"unknown slot {args['slot_id']!r}; use a slot_id from lesson_slots")
    return {"lesson_ref": _ref("GL", args["slot_id"], args["student_id"]), "slot_id": args["slot_id"]}


@tool("book_lesson",
      "练车课时预约（不用于科目考试预约，考试需学员在交管12123上自行预约）。Book a practical driving lesson.",
      {"date": DATE, "time": HHMM, "transmission": {"type": "string", "enum": ["manual", "automatic"]},
       "instructor": {"type": "string", "description": "only if the student asks for someone"}},
      ["date", "time", "transmission"])
def book_lesson(args):
    d = _date(args["date"])
    if d < TODAY:
        raise ToolError(f"{d} is in the past; today is {TODAY}")
    return {"lesson_ref": _ref("GL", args["date"], args["time"], args["transmission"]), "date": args["date"],
            "time": args["time"], "transmission": args["transmission"]}


@tool("my_lessons", "一个学员已约的练车课（含已取消的）。", {"student_id": {"type": "string"}}, ["student_id"])
def my_lessons(args):
    return [{"date": "2026-12-28", "time": "09:00", "status": "completed"},
            {"date": "2026-12-31", "time": "13:30", "status": "booked"},
            {"date": "2027-01-02", "time": "09:00", "status": "cancelled"},
            {"date": "2027-01-02", "time": "16:00", "status": "booked"},
            {"date": "2027-01-03", "time": "09:00", "status": "booked"}]


# ================================================================ luggage storage

LOCATIONS = {"CST": "Central Station", "APT": "Airport T2", "OTS": "Old Town Square"}


def storage_total(bags: int, hours: float, oversize: int = 0) -> float:
    def one(per_hour, cap):
        days, rest = divmod(hours, 24)
        return days * cap + min(rest * per_hour, cap)
    return one(3, 45) * (bags - oversize) + one(5, 75) * oversize


@tool("storage_price", "估算行李寄存费用（人民币），只报价，不会真正寄存。",
      {"bags": {"type": "integer", "description": "件数（含超大件）"},
       "hours": {"type": "number"},
       "oversize_bags": {"type": "integer", "description": "其中超大件的数量（可选）"}},
      ["bags", "hours"])
def storage_price(args):
    over = args.get("oversize_bags") or 0
    if over > args["bags"]:
        raise ToolError("oversize_bags 不能多于 bags")
    return {"bags": args["bags"], "hours": args["hours"], "total_cny": storage_total(args["bags"], args["hours"], over)}


@tool("drop_off", "登记寄存并生成取件码。location 用寄存点代码。",
      {"location": {"type": "string"}, "bags": {"type": "integer"}, "hours": {"type": "number"},
       "phone": {"type": "string"}},
      ["location", "bags", "hours", "phone"])
def drop_off(args):
    code = args["location"].strip().upper()
    if code not in LOCATIONS:
        known = ", ".join(f"{k} ({v})" for k, v in LOCATIONS.items())
        raise ToolError(f"unknown location {args['location']!r}: use the three-letter code, one of {known}")
    return {"ticket": _ref("LG", code, args["bags"], args["phone"]), "location": LOCATIONS[code],
            "pickup_code": "4417", "total_cny": storage_total(args["bags"], args["hours"])}


DEPOSITS = [{"ticket": "LG-5530", "location": "Central Station (CST)", "bags": 2, "until": "2026-12-30T20:00",
             "status": "stored"},
            {"ticket": "LG-5012", "location": "Airport T2 (APT)", "bags": 1, "until": "2026-12-21T09:00",
             "status": "collected"}]


@tool("lookup_deposits", "按手机号查寄存记录：11 位手机号，或手机尾号后四位。",
      {"phone": {"type": "string"}}, ["phone"])
def lookup_deposits(args):
    p = args["phone"].strip()
    if not (re.fullmatch(r"\d{11}", p) or re.fullmatch(r"\d{4}", p)):
        raise ToolError("手机号需为11位数字，不要带+86、空格或横线，例如 13800138000；也可以只填尾号后四位")
    if p.endswith("6621"):
        return [dict(d) for d in DEPOSITS]
    return []


@tool("extend_storage", "延长一张寄存单的寄存时间。until 格式 YYYY-MM-DDTHH:MM。",
      {"ticket": {"type": "string"}, "until": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$"}},
      ["ticket", "until"])
def extend_storage(args):
    if args["ticket"].upper() not in {d["ticket"] for d in DEPOSITS}:
        raise ToolError(f"没有寄存单 {args['ticket']}")
    if args["ticket"].upper() == "LG-5012":
        raise ToolError("LG-5012 已取件，不能延长")
    return {"ticket": args["ticket"], "until": args["until"], "extra_cny": 36, "status": "extended"}


# ================================================================ hot-air balloon flights

FLIGHTS = {
    "2027-01-02": [{"flight_id": "HB-0102-S", "launch": "07:40", "site": "Meadow Field", "seats_left": 2,
                    "price_eur": 230, "status": "scheduled", "wind_kmh": 9},
                   {"flight_id": "HB-0102-E", "launch": "15:10", "site": "Castle Hill", "seats_left": 5,
                    "price_eur": 195, "status": "scheduled", "wind_kmh": 12}],
    "2027-01-03": [{"flight_id": "HB-0103-S", "launch": "07:40", "site": "Meadow Field", "seats_left": 6,
                    "price_eur": 230, "status": "cancelled", "wind_kmh": 28,
                    "reason": "forecast wind 28 km/h, above the 15 km/h safety limit"},
                   {"flight_id": "HB-0103-E", "launch": "15:10", "site": "Castle Hill", "seats_left": 4,
                    "price_eur": 195, "status": "scheduled", "wind_kmh": 11}],
}


@tool("balloon_flights", "Hot-air balloon flights from Skylark Balloons on one date.", {"date": DATE}, ["date"])
def balloon_flights(args):
    d = _date(args["date"])
    if d.isoformat() in FLIGHTS:
        return [dict(f) for f in FLIGHTS[d.isoformat()]]
    return [{"flight_id": f"HB-{d:%m%d}-S", "launch": "07:30", "site": "Meadow Field", "seats_left": 4,
             "price_eur": 230, "status": "scheduled", "wind_kmh": 8},
            {"flight_id": f"HB-{d:%m%d}-E", "launch": "15:20", "site": "Castle Hill", "seats_left": 6,
             "price_eur": 195, "status": "scheduled", "wind_kmh": 10}]


@tool("book_balloon", "Book places on a balloon flight.",
      {"flight_id": {"type": "string"},
       "passengers": {"type": "integer", "minimum": 1, "maximum": 8},
       "weights_kg": {"type": "array", "items": {"type": "number"}, "description": "one per passenger"},
       "message_for_pilot": {"type": "string", "description": "optional note for the pilot"}},
      ["flight_id", "passengers", "weights_kg"])
def book_balloon(args):
    fid = args["flight_id"].strip().upper()
    flight = next((f for fl in FLIGHTS.values() for f in fl if f["flight_id"] == fid), None)
    if flight is None and not re.fullmatch(r"HB-\d{4}-[SE]", fid):
        raise ToolError(f"unknown flight {args['flight_id']!r}")
    if flight and flight["status"] == "cancelled":
        raise ToolError(f"flight {fid} is cancelled")
    if len(args["weights_kg"]) != args["passengers"]:
        raise ToolError("give one weight per passenger")
    return {"booking_ref": _ref("SKY", fid, args["passengers"]), "flight_id": fid,
            "passengers": args["passengers"], "status": "confirmed"}
