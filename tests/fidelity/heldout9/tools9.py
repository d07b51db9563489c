"""The ninth probe's tools, written the way learners write their own: descriptions in varied
styles (terse, "Use for… / Not for…", Chinese only, "不用于…"), schemas with integers, numbers,
booleans, English / pinyin / Chinese enums, patterns, arrays and nested objects, and
deterministic fake implementations (dicts, lists, plain text; errors with or without a fix hint).

"Today" in the cases is Monday 2026-12-14 unless a system prompt says otherwise.
"""

from __future__ import annotations

from typing import Any

from ..tools import Tool, ToolError, fold, spec

DATE = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "description": "YYYY-MM-DD"}
TIME = {"type": "string", "pattern": r"^([01]\d|2[0-3]):[0-5]\d$", "description": "HH:MM, 24h"}

T: dict[str, Tool] = {}


def tool(name: str, description: str, properties: dict, required: list[str]):
    def wrap(fn):
        T[name] = Tool(spec(name, description, properties, required), fn)
        return fn
    return wrap


def find(table: dict, key: str, what: str, hint: bool = True):
    k = fold(key).replace(" ", "")
    for name, value in table.items():
        n = fold(name).replace(" ", "")
        if n in k or k in n:
            return name, value
    raise ToolError(f"unknown {what} {key!r}" + (f"; known: {', '.join(table)}" if hint else ""))


# ================================================================ 1. golf driving range (Fairway Lights)

BAYS = [{"bay": "B03", "covered": True, "heated": True, "level": "ground"},
        {"bay": "B07", "covered": False, "heated": False, "level": "ground"},
        {"bay": "B11", "covered": True, "heated": False, "level": "upper"},
        {"bay": "B14", "covered": True, "heated": True, "level": "upper"}]


@tool("find_range_bays", "Find free hitting bays at the driving range for a date and time. "
      "Use for range bays only. Not for coaching lessons.",
      {"date": DATE, "time": TIME,
       "players": {"type": "integer", "minimum": 1, "maximum": 4},
       "covered_only": {"type": "boolean", "description": "true = only bays under the roof"}},
      ["date", "time"])
def find_range_bays(a):
    day = int(a["date"][-2:])
    bays = [b for b in BAYS if not (day % 2 == 0 and b["bay"] == "B14" and a["time"] >= "18:00")]
    if a.get("covered_only"):
        bays = [b for b in bays if b["covered"]]
    return {"date": a["date"], "time": a["time"], "free_bays": bays}


@tool("book_range_bay", "Book a bay. bay_id like B07.",
      {"bay_id": {"type": "string", "pattern": r"^B\d{2}$"}, "date": DATE, "time": TIME,
       "minutes": {"type": "integer", "enum": [30, 60, 90, 120]},
       "buckets": {"type": "integer", "description": "large ball buckets to have waiting (optional)"}},
      ["bay_id", "date", "time", "minutes"])
def book_range_bay(a):
    price = a["minutes"] // 30 * 7 + a.get("buckets", 0) * 14
    return {"booking_ref": f"FL-{a['date'][5:7]}{a['date'][8:]}-{a['bay_id']}", "bay": a["bay_id"],
            "date": a["date"], "time": a["time"], "minutes": a["minutes"], "total_usd": price}


@tool("request_golf_lesson", "Ask a coach for a lesson. The coach confirms by text later.",
      {"coach": {"type": "string", "enum": ["any", "Hana", "Omar", "Viktor"]},
       "level": {"type": "string", "enum": ["beginner", "improver", "advanced"]},
       "preferred_date": DATE,
       "focus": {"type": "string", "description": "what to work on, a few words (optional)"}},
      ["coach", "level", "preferred_date"])
def request_golf_lesson(a):
    return {"request_id": f"LR-{a['preferred_date'][8:]}{a['coach'][0]}", "status": "sent to coach", **a}


@tool("ball_prices", "Range ball bucket prices.", {}, [])
def ball_prices(a):
    return {"currency": "USD", "buckets": [{"size": "small", "balls": 40, "price": 6},
                                           {"size": "medium", "balls": 80, "price": 10},
                                           {"size": "large", "balls": 120, "price": 14}],
            "bay_rate_per_30_min": 7}


@tool("cancel_range_booking", "Cancel a bay booking by its reference (FL-...).",
      {"booking_ref": {"type": "string"}}, ["booking_ref"])
def cancel_range_booking(a):
    return {"cancelled": a["booking_ref"]}


# ================================================================ 2. aquarium fish shop (蓝珊瑚水族)

FISH = {"小丑鱼": {"species": "小丑鱼", "latin": "Amphiprion ocellaris", "in_stock": 6, "price_cny": 45, "water": "海水"},
        "霓虹灯鱼": {"species": "霓虹灯鱼", "latin": "Paracheirodon innesi", "in_stock": 40, "price_cny": 4, "water": "淡水"},
        "蓝魔鬼": {"species": "蓝魔鬼", "latin": "Chrysiptera cyanea", "in_stock": 0, "price_cny": 38, "water": "海水",
                 "restock": "2026-12-22"},
        "孔雀鱼": {"species": "孔雀鱼", "latin": "Poecilia reticulata", "in_stock": 25, "price_cny": 6, "water": "淡水"},
        "clownfish": None}
FISH["clownfish"] = FISH["小丑鱼"]
FISH["neon tetra"] = FISH["霓虹灯鱼"]
FISH["guppy"] = FISH["孔雀鱼"]
FISH["blue devil"] = FISH["蓝魔鬼"]


@tool("fish_stock", "查询店里某种鱼的库存和单价（元/条）。",
      {"species": {"type": "string", "description": "鱼的名字，中文或英文"}}, ["species"])
def fish_stock(a):
    return dict(find(FISH, a["species"], "species")[1])


@tool("reserve_fish", "给顾客预留活体，到店付款取货。",
      {"species": {"type": "string"}, "qty": {"type": "integer", "minimum": 1, "maximum": 20},
       "pickup_date": DATE, "customer_name": {"type": "string", "description": "可选"}},
      ["species", "qty", "pickup_date"])
def reserve_fish(a):
    name, fish = find(FISH, a["species"], "species")
    if a["qty"] > fish["in_stock"]:
        raise ToolError(f"库存不足：{fish['species']} 只有 {fish['in_stock']} 条")
    return {"reservation": f"YL-{a['pickup_date'][5:7]}{a['pickup_date'][8:]}{a['qty']:02d}",
            "species": fish["species"], "qty": a["qty"], "pickup_date": a["pickup_date"],
            "amount_cny": a["qty"] * fish["price_cny"]}


@tool("log_water_test", "记录顾客带来的水样检测结果，返回建议。不用于订购鱼。",
      {"ph": {"type": "number"}, "ammonia_ppm": {"type": "number"}, "nitrate_ppm": {"type": "number"},
       "tank_litres": {"type": "integer"}, "water_type": {"type": "string", "enum": ["淡水", "海水"]}},
      ["ph", "ammonia_ppm", "tank_litres", "water_type"])
def log_water_test(a):
    ok = a["ammonia_ppm"] <= 0.1
    return {"log_id": "WT-0917", "ammonia_ok": ok,
            "advice": "氨偏高，建议三天内换水20%并减少喂食" if not ok else "水质正常"}


# ================================================================ 3. florist (Petal & Stem)

BOUQUETS = {"birthday": [{"code": "PS-11", "name": "Sunny Days", "style": "seasonal", "price_gbp": 38},
                         {"code": "PS-14", "name": "Candy Pop", "style": "classic", "price_gbp": 45}],
            "sympathy": [{"code": "PS-31", "name": "White Grace", "style": "classic", "price_gbp": 52},
                         {"code": "PS-33", "name": "Gentle Blue", "style": "seasonal", "price_gbp": 47}],
            "anniversary": [{"code": "PS-21", "name": "Dozen Red", "style": "roses_only", "price_gbp": 60},
                            {"code": "PS-24", "name": "Blush", "style": "roses_only", "price_gbp": 49}]}


@tool("bouquet_catalogue", "List bouquets for an occasion, with prices in GBP.",
      {"occasion": {"type": "string", "enum": ["birthday", "sympathy", "anniversary"]}}, ["occasion"])
def bouquet_catalogue(a):
    return BOUQUETS[a["occasion"]]


@tool("order_bouquet", "Place a bouquet order for delivery. Use for new orders. Not for changing an "
      "existing order.",
      {"style": {"type": "string", "enum": ["classic", "seasonal", "roses_only"]},
       "size": {"type": "string", "enum": ["S", "M", "L"]},
       "deliver_to": {"type": "object", "properties": {
           "name": {"type": "string"}, "street": {"type": "string"}, "city": {"type": "string"},
           "postcode": {"type": "string"}}, "required": ["name", "street", "city"]},
       "delivery_date": DATE,
       "card_message": {"type": "string", "description": "text for the card, optional"}},
      ["style", "size", "deliver_to", "delivery_date"])
def order_bouquet(a):
    price = {"S": 30, "M": 42, "L": 55}[a["size"]]
    return {"order": f"PS-O-{a['delivery_date'][8:]}{a['size']}", "price_gbp": price,
            "delivery_date": a["delivery_date"], "recipient": a["deliver_to"]["name"]}


@tool("delivery_fee", "查送花运费。district 写区名。",
      {"district": {"type": "string"}}, ["district"])
def delivery_fee(a):
    fees = {"浦东新区": 25, "徐汇区": 15, "静安区": 15, "闵行区": 30}
    d = a["district"].strip()
    if d in fees:
        return {"district": d, "fee_cny": fees[d], "same_day_cutoff": "14:00"}
    for full in fees:
        if d and d in full:
            raise ToolError(f"区名请写全称，例如 {full}")
    raise ToolError("暂不配送该区域")


# ================================================================ 4. cobbler (Heel & Last)

@tool("shoe_repair_quote", "Price for a shoe repair job.",
      {"service": {"type": "string", "enum": ["resole", "heel", "stitching", "stretch", "polish"]},
       "pairs": {"type": "integer", "minimum": 1},
       "material": {"type": "string", "enum": ["leather", "suede", "rubber"]}},
      ["service", "pairs"])
def shoe_repair_quote(a):
    base = {"resole": 35, "heel": 15, "stitching": 12, "stretch": 10, "polish": 6}[a["service"]]
    extra = 5 if a.get("material") == "suede" else 0
    days = {"resole": 5, "heel": 2, "stitching": 3, "stretch": 2, "polish": 1}[a["service"]]
    return {"service": a["service"], "pairs": a["pairs"], "price_per_pair_gbp": base + extra,
            "total_gbp": (base + extra) * a["pairs"], "ready_in_days": days}


TICKETS = {"SR-4471": {"ticket": "SR-4471", "item": "brown Chelsea boots", "job": "resole",
                       "status": "ready for collection", "balance_due_gbp": 35},
           "SR-4502": {"ticket": "SR-4502", "item": "black court shoes", "job": "heel",
                       "status": "in workshop", "ready_on": "2026-12-16"}}


@tool("shoe_ticket_status", "Look up a repair ticket by its number.",
      {"ticket": {"type": "string"}}, ["ticket"])
def shoe_ticket_status(a):
    t = a["ticket"].strip().upper().replace(" ", "")
    if t in TICKETS:
        return TICKETS[t]
    if t.isdigit():
        raise ToolError(f"ticket numbers look like SR-{t}")
    raise ToolError("no such ticket")


# ================================================================ 5. karaoke (星光KTV)

ROOMS = {"xiao": ("小包", 4, 68), "zhong": ("中包", 10, 98), "da": ("大包", 20, 168)}


@tool("ktv_rooms", "查询某天某个时间还有哪些空包厢。room_size：xiao=小包(≤4人)，zhong=中包(≤10人)，da=大包(≤20人)。",
      {"date": DATE, "start_time": TIME, "people": {"type": "integer"},
       "room_size": {"type": "string", "enum": ["xiao", "zhong", "da"]}},
      ["date", "start_time", "people"])
def ktv_rooms(a):
    sizes = [a["room_size"]] if a.get("room_size") else [k for k, v in ROOMS.items() if v[1] >= a["people"]]
    night = a["start_time"] >= "18:00"
    out = []
    for k in sizes:
        label, cap, price = ROOMS[k]
        if cap < a["people"]:
            continue
        for n in (1, 2):
            if a["date"] == "2026-12-19" and k == "zhong" and n == 1:
                continue
            out.append({"room_id": f"{k[0].upper()}{n}0{int(a['date'][-1]) % 5 + n}", "type": label,
                        "max_people": cap, "price_per_hour_cny": price + (30 if night else 0) + (10 * (n - 1))})
    return {"date": a["date"], "start_time": a["start_time"], "rooms": out}


@tool("ktv_book", "预订包厢。hours 为时长（小时，可以是 2.5 这样的小数）。",
      {"room_id": {"type": "string"}, "date": DATE, "start_time": TIME,
       "hours": {"type": "number", "minimum": 1, "maximum": 6}, "people": {"type": "integer"},
       "contact_phone": {"type": "string"}},
      ["room_id", "date", "start_time", "hours", "people"])
def ktv_book(a):
    return {"booking_id": f"XG{a['date'][5:7]}{a['date'][8:]}-{a['room_id']}", "room_id": a["room_id"],
            "date": a["date"], "start_time": a["start_time"], "hours": a["hours"]}


SONGS = {"晴天": ("周杰伦", "guoyu", True), "海阔天空": ("Beyond", "yueyu", True),
         "红日": ("李克勤", "yueyu", True), "Yesterday": ("The Beatles", "yingyu", True),
         "小幸运": ("田馥甄", "guoyu", True), "Lemon": ("米津玄师", "riyu", False)}


@tool("ktv_song_search", "Search the song library. language codes: guoyu (Mandarin), yueyu (Cantonese), "
      "yingyu (English), riyu (Japanese).",
      {"keyword": {"type": "string", "description": "song title or singer"},
       "language": {"type": "string", "enum": ["guoyu", "yueyu", "yingyu", "riyu"]}},
      ["keyword"])
def ktv_song_search(a):
    k = fold(a["keyword"])
    hits = [{"title": t, "singer": s, "language": lang, "available": ok} for t, (s, lang, ok) in SONGS.items()
            if (fold(t) in k or k in fold(t) or fold(s) in k or k in fold(s))
            and (not a.get("language") or a["language"] == lang)]
    return {"results": hits}


# ================================================================ 6. riding stables (Hollybrook Stables)

HORSES = [{"horse_id": "H-02", "name": "Biscuit", "breed": "Welsh cob", "colour": "chestnut", "levels": ["beginner", "intermediate"]},
          {"horse_id": "H-05", "name": "Misty", "breed": "Connemara", "colour": "grey", "levels": ["beginner"]},
          {"horse_id": "H-09", "name": "Captain", "breed": "Irish sport horse", "colour": "bay", "levels": ["intermediate", "advanced"]},
          {"horse_id": "H-12", "name": "Juniper", "breed": "Highland pony", "colour": "dun", "levels": ["beginner", "intermediate"]}]


@tool("list_horses", "Horses suitable for a rider level.",
      {"rider_level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"]}}, [])
def list_horses(a):
    lv = a.get("rider_level")
    return [h for h in HORSES if not lv or lv in h["levels"]]


@tool("book_ride", "Book a riding lesson or a trail ride on a horse (by horse_id, e.g. H-05). Riders over "
      "95 kg can't be booked.",
      {"horse_id": {"type": "string", "pattern": r"^H-\d{2}$"},
       "ride_type": {"type": "string", "enum": ["lesson", "trail_1h", "trail_2h"]},
       "date": DATE, "time": TIME,
       "rider_weight_kg": {"type": "number", "description": "optional, for the horse's welfare"}},
      ["horse_id", "ride_type", "date", "time"])
def book_ride(a):
    if a.get("rider_weight_kg", 0) > 95:
        raise ToolError("rider weight over 95 kg")
    price = {"lesson": 45, "trail_1h": 40, "trail_2h": 70}[a["ride_type"]]
    horse = next((h["name"] for h in HORSES if h["horse_id"] == a["horse_id"]), None)
    if horse is None:
        raise ToolError(f"no horse {a['horse_id']}")
    return {"booking": f"HB-{a['date'][8:]}{a['time'][:2]}-{a['horse_id'][2:]}", "horse": horse,
            "ride_type": a["ride_type"], "date": a["date"], "time": a["time"], "price_gbp": price}


@tool("ride_prices", "马场价目表（英镑）。", {}, [])
def ride_prices(a):
    return {"lesson": 45, "trail_1h": 40, "trail_2h": 70, "helmet_hire": 3}


# ================================================================ 7. phone repair (FixPoint)

QUOTES = {("screen", "iphone13"): (129, 2), ("battery", "iphone13"): (69, 1), ("screen", "pixel7"): (149, 3),
          ("battery", "pixel7"): (79, 1), ("charging_port", "pixel7"): (59, 1), ("camera", "iphone13"): (99, 2),
          ("screen", "galaxys22"): (169, 3), ("battery", "galaxys22"): (75, 1), ("back_glass", "iphone13"): (89, 2)}


@tool("repair_quote", "Get a price and turnaround for a phone repair. Not for checking an existing repair.",
      {"model": {"type": "string", "description": "phone model, e.g. iPhone 13"},
       "part": {"type": "string", "enum": ["screen", "battery", "camera", "charging_port", "back_glass"]}},
      ["model", "part"])
def repair_quote(a):
    m = fold(a["model"]).replace(" ", "").replace("samsung", "").replace("google", "").replace("apple", "")
    q = QUOTES.get((a["part"], m))
    if q is None:
        return {"model": a["model"], "part": a["part"], "available": False, "note": "part not stocked"}
    return {"model": a["model"], "part": a["part"], "price_gbp": q[0], "hours": q[1]}


MY_TICKETS = [{"ticket": "PR-3308", "device": "Galaxy S22", "job": "screen"},
              {"ticket": "PR-3312", "device": "iPad Air (5th gen)", "job": "battery"}]
STATUS = {"PR-3308": {"ticket": "PR-3308", "status": "waiting for part", "eta": "2026-12-17"},
          "PR-3312": {"ticket": "PR-3312", "status": "ready", "collect_by": "2026-12-28", "to_pay_gbp": 95}}


@tool("my_repairs", "List a customer's open repair tickets by phone number.",
      {"phone": {"type": "string"}}, ["phone"])
def my_repairs(a):
    if "900456" not in "".join(ch for ch in a["phone"] if ch.isdigit()):
        return []
    return MY_TICKETS


@tool("repair_status", "Status of one repair ticket (PR-xxxx). Use for existing repairs only.",
      {"ticket": {"type": "string", "pattern": r"^PR-\d{4}$"}}, ["ticket"])
def repair_status(a):
    if a["ticket"] not in STATUS:
        raise ToolError("no such ticket")
    return STATUS[a["ticket"]]


@tool("book_dropoff", "预约到店送修时间。",
      {"date": DATE, "time": TIME, "model": {"type": "string"},
       "part": {"type": "string", "enum": ["screen", "battery", "camera", "charging_port", "back_glass"]},
       "name": {"type": "string"}, "phone": {"type": "string"},
       "notes": {"type": "string", "description": "可选备注"}},
      ["date", "time", "model", "part", "name", "phone"])
def book_dropoff(a):
    return {"dropoff": f"FP-{a['date'][5:7]}{a['date'][8:]}-{a['time'][:2]}{a['time'][3:]}", **a}


def book_dropoff_intl(a):
    """book_dropoff that wants the phone number in international form (the error says so)."""
    p = a["phone"].replace(" ", "").replace("-", "")
    if not (p.startswith("+") and p[1:].isdigit()):
        raise ToolError("phone must be in international format with the country code, e.g. +447700900123")
    return book_dropoff(a)


# ================================================================ 8. coffee roastery (Ember Roasters)

BEANS = [{"bean_id": "BN-12", "name": "Yirgacheffe Koke", "origin": "Ethiopia", "roast": "light", "price_per_kg_gbp": 32},
         {"bean_id": "BN-17", "name": "Sidamo Natural", "origin": "Ethiopia", "roast": "medium", "price_per_kg_gbp": 24},
         {"bean_id": "BN-23", "name": "Huila Supremo", "origin": "Colombia", "roast": "medium", "price_per_kg_gbp": 22},
         {"bean_id": "BN-24", "name": "Huila Decaf (Swiss Water)", "origin": "Colombia", "roast": "medium", "price_per_kg_gbp": 27},
         {"bean_id": "BN-31", "name": "Kenya AA Kiambu", "origin": "Kenya", "roast": "light", "price_per_kg_gbp": 36},
         {"bean_id": "BN-40", "name": "Sumatra Mandheling", "origin": "Indonesia", "roast": "dark", "price_per_kg_gbp": 21}]


@tool("bean_search", "Search coffee beans. All filters optional. Prices are per kg in GBP.",
      {"origin": {"type": "string", "description": "country"},
       "roast": {"type": "string", "enum": ["light", "medium", "dark"]},
       "max_price_per_kg": {"type": "number"}}, [])
def bean_search(a):
    out = BEANS
    if a.get("origin"):
        out = [b for b in out if fold(a["origin"]) in fold(b["origin"]) or fold(b["origin"]) in fold(a["origin"])]
    if a.get("roast"):
        out = [b for b in out if b["roast"] == a["roast"]]
    if a.get("max_price_per_kg") is not None:
        out = [b for b in out if b["price_per_kg_gbp"] <= a["max_price_per_kg"]]
    return {"beans": out}


@tool("start_subscription", "Start a coffee subscription. Use for new subscriptions. Not for pausing or "
      "cancelling one.",
      {"bean_id": {"type": "string", "pattern": r"^BN-\d{2}$"},
       "grams_per_delivery": {"type": "integer", "enum": [250, 500, 1000]},
       "every_weeks": {"type": "integer", "minimum": 1, "maximum": 8},
       "grind": {"type": "string", "enum": ["whole_bean", "espresso", "filter", "french_press"]}},
      ["bean_id", "grams_per_delivery", "every_weeks", "grind"])
def start_subscription(a):
    bean = next((b for b in BEANS if b["bean_id"] == a["bean_id"]), None)
    if bean is None:
        raise ToolError(f"no bean {a['bean_id']}")
    per = round(bean["price_per_kg_gbp"] * a["grams_per_delivery"] / 1000, 2)
    return {"subscription": f"SUB-{a['bean_id'][3:]}{a['every_weeks']}{a['grams_per_delivery'] // 250}",
            "bean": bean["name"], "first_delivery": "2026-12-17", "price_per_delivery_gbp": per}


NOTES = {"BN-31": "Kenya AA Kiambu — cupping notes (roasted 2026-12-08)\n"
                  "Aroma: blackcurrant, rhubarb.\nFlavour: bright grapefruit acidity, brown sugar finish.\n"
                  "Body: medium, juicy. No chocolate or nutty notes in this lot.\n"
                  "Best for: filter and AeroPress. Not recommended for espresso (too sharp).",
         "BN-40": "Sumatra Mandheling — cupping notes (roasted 2026-12-10)\n"
                  "Aroma: cedar, dark chocolate.\nFlavour: earthy, cocoa, low acidity.\n"
                  "Body: heavy, syrupy.\nBest for: espresso and french press."}


@tool("cupping_notes", "Read the roaster's tasting notes for a bean (plain text).",
      {"bean_id": {"type": "string"}}, ["bean_id"])
def cupping_notes(a):
    if a["bean_id"] not in NOTES:
        raise ToolError("no notes for that bean")
    return NOTES[a["bean_id"]]


# ================================================================ 9. bird reserve (Saltmarsh Reserve / 盐沼湿地)

SIGHTINGS = [{"date": "2026-12-13", "species": "kingfisher", "hide": "Reedbed Hide", "count": 1},
             {"date": "2026-12-13", "species": "bittern", "hide": "Reedbed Hide", "count": 1},
             {"date": "2026-12-12", "species": "barn owl", "hide": "Meadow Hide", "count": 2},
             {"date": "2026-12-11", "species": "bittern", "hide": "Reedbed Hide", "count": 1},
             {"date": "2026-12-10", "species": "bittern", "hide": "Lagoon Hide", "count": 2},
             {"date": "2026-12-10", "species": "avocet", "hide": "Lagoon Hide", "count": 34},
             {"date": "2026-12-09", "species": "kingfisher", "hide": "Lagoon Hide", "count": 1}]
ZH_BIRD = {"翠鸟": "kingfisher", "大麻鳽": "bittern", "仓鸮": "barn owl", "反嘴鹬": "avocet"}


@tool("recent_sightings", "Recent bird sightings logged by wardens. Use for 'has X been seen'. Not for hide "
      "opening times.",
      {"species": {"type": "string", "description": "optional; English or Chinese name"},
       "days": {"type": "integer", "description": "how many days back, default 7"}}, [])
def recent_sightings(a):
    sp = a.get("species")
    if sp:
        sp = ZH_BIRD.get(sp.strip(), sp)
    return [s for s in SIGHTINGS if not sp or fold(sp) in fold(s["species"]) or fold(s["species"]) in fold(sp)]


HIDES = {"Reedbed Hide": {"hide": "Reedbed Hide", "open": True, "hours": "08:00-16:00", "wheelchair": True},
         "Lagoon Hide": {"hide": "Lagoon Hide", "open": False, "reason": "boardwalk flooded", "reopens": "2026-12-18"},
         "Meadow Hide": {"hide": "Meadow Hide", "open": True, "hours": "08:00-16:00", "wheelchair": False}}
ZH_HIDE = {"芦苇": "Reedbed Hide", "泻湖": "Lagoon Hide", "潟湖": "Lagoon Hide", "草甸": "Meadow Hide"}


@tool("hide_status", "观鸟屋今天是否开放。不用于查鸟况。",
      {"hide": {"type": "string", "description": "观鸟屋名称"}}, ["hide"])
def hide_status(a):
    h = a["hide"]
    for zh, en in ZH_HIDE.items():
        if zh in h:
            h = en
    return find(HIDES, h.replace("hide", "").replace("Hide", ""), "hide")[1]


WALKS = {"2026-12-19": [{"walk_id": "W-191", "walk": "Dawn chorus", "start": "07:30", "places_left": 6},
                        {"walk_id": "W-192", "walk": "Wader walk", "start": "10:00", "places_left": 0},
                        {"walk_id": "W-193", "walk": "Owl prowl", "start": "16:30", "places_left": 4}],
         "2026-12-20": [{"walk_id": "W-201", "walk": "Wader walk", "start": "10:00", "places_left": 9},
                        {"walk_id": "W-203", "walk": "Owl prowl", "start": "16:30", "places_left": 1}]}


@tool("list_walks", "某一天的导览活动（英文名：Dawn chorus 清晨鸟鸣、Wader walk 涉禽漫步、Owl prowl 夜访猫头鹰）。",
      {"date": DATE}, ["date"])
def list_walks(a):
    return WALKS.get(a["date"], [])


@tool("book_walk", "Book places on a guided walk by walk_id.",
      {"walk_id": {"type": "string"}, "people": {"type": "integer", "minimum": 1}},
      ["walk_id", "people"])
def book_walk(a):
    walk = next((w for ws in WALKS.values() for w in ws if w["walk_id"] == a["walk_id"]), None)
    if walk is None:
        raise ToolError("unknown walk")
    if a["people"] > walk["places_left"]:
        raise ToolError(f"only {walk['places_left']} places left")
    return {"walk_booking": f"SW-{a['walk_id'][2:]}-{a['people']}", "walk": walk["walk"], "start": walk["start"],
            "people": a["people"]}


def book_walk_ddmm(a):
    """A booking tool that wants the date as DD/MM/YYYY; its error shows an example."""
    d = a["date"]
    if not (len(d) == 10 and d[2] == "/" and d[5] == "/"):
        raise ToolError("date must be DD/MM/YYYY, e.g. 19/12/2026")
    return {"walk_booking": f"SW-{d[:2]}{d[3:5]}-{a['people']}", "walk": a["walk"], "date": d, "people": a["people"]}


T["book_walk_by_date"] = Tool(spec("book_walk_by_date", "Book a guided walk on a day.",
                                   {"walk": {"type": "string", "enum": ["dawn_chorus", "wader_walk", "owl_prowl"]},
                                    "date": {"type": "string"}, "people": {"type": "integer"}},
                                   ["walk", "date", "people"]), book_walk_ddmm)


# ================================================================ 10. tyre centre (快驰轮胎 / QuickGrip)

TYRES = {"205/55R16": [{"tyre_id": "TY-204", "brand": "Michelin", "model": "Alpin 6", "season": "winter", "price_gbp": 96, "in_stock": True},
                       {"tyre_id": "TY-207", "brand": "Nokian", "model": "WR Snowproof", "season": "winter", "price_gbp": 88, "in_stock": True},
                       {"tyre_id": "TY-209", "brand": "Hankook", "model": "Winter i*cept", "season": "winter", "price_gbp": 71, "in_stock": False},
                       {"tyre_id": "TY-211", "brand": "Continental", "model": "PremiumContact 7", "season": "summer", "price_gbp": 92, "in_stock": True},
                       {"tyre_id": "TY-215", "brand": "Falken", "model": "Ziex", "season": "summer", "price_gbp": 64, "in_stock": True}],
         "225/45R17": [{"tyre_id": "TY-301", "brand": "Pirelli", "model": "Sottozero 3", "season": "winter", "price_gbp": 118, "in_stock": True},
                       {"tyre_id": "TY-305", "brand": "Goodyear", "model": "UltraGrip 9", "season": "winter", "price_gbp": 104, "in_stock": True}],
         "195/65R15": [{"tyre_id": "TY-402", "brand": "Bridgestone", "model": "Blizzak LM005", "season": "winter", "price_gbp": 79, "in_stock": True}]}
FITTING_PER_TYRE = 12


@tool("tyre_search", "Tyres in a size. size like 205/55R16 (no spaces).",
      {"size": {"type": "string"}, "season": {"type": "string", "enum": ["summer", "winter", "all_season"]}},
      ["size"])
def tyre_search(a):
    s = a["size"].upper()
    if " " in s:
        raise ToolError("size must be written without spaces, e.g. 205/55R16")
    if s not in TYRES:
        return {"size": s, "tyres": []}
    return {"size": s, "tyres": [t for t in TYRES[s] if not a.get("season") or t["season"] == a["season"]],
            "fitting_per_tyre_gbp": FITTING_PER_TYRE}


def _tyre(tid):
    t = next((t for ts in TYRES.values() for t in ts if t["tyre_id"] == tid), None)
    if t is None:
        raise ToolError(f"unknown tyre {tid}")
    return t


@tool("tyre_quote", "Total price for N tyres of one kind, fitted.",
      {"tyre_id": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1, "maximum": 4}},
      ["tyre_id", "quantity"])
def tyre_quote(a):
    t = _tyre(a["tyre_id"])
    return {"tyre_id": a["tyre_id"], "quantity": a["quantity"],
            "total_gbp": (t["price_gbp"] + FITTING_PER_TYRE) * a["quantity"]}


@tool("book_fitting", "预约装胎。plate 是车牌号。不用于查询轮胎价格。",
      {"tyre_id": {"type": "string", "pattern": r"^TY-\d{3}$"},
       "quantity": {"type": "integer", "minimum": 1, "maximum": 4},
       "date": DATE, "time": TIME, "plate": {"type": "string"}},
      ["tyre_id", "quantity", "date", "time", "plate"])
def book_fitting(a):
    t = _tyre(a["tyre_id"])
    return {"fitting": f"QG-{a['date'][8:]}{a['time'][:2]}-{a['tyre_id'][3:]}", "tyre": f"{t['brand']} {t['model']}",
            "quantity": a["quantity"], "date": a["date"], "time": a["time"],
            "total_gbp": (t["price_gbp"] + FITTING_PER_TYRE) * a["quantity"]}


PRESSURES = {"golf": {"car": "VW Golf (Mk8)", "front_psi": 36, "rear_psi": 33, "full_load_rear_psi": 42},
             "fiesta": {"car": "Ford Fiesta", "front_psi": 33, "rear_psi": 30, "full_load_rear_psi": 38}}


@tool("tyre_pressure", "Recommended tyre pressures for a car model. Not for buying tyres.",
      {"car": {"type": "string"}}, ["car"])
def tyre_pressure(a):
    return find(PRESSURES, a["car"].lower().replace("vw", "").replace("volkswagen", "").replace("ford", ""), "car")[1]


# ================================================================ 11. trampoline park (弹跳星球 / Bounce Planet)

SESSIONS = {"2026-12-19": [{"session_id": "J-1910", "name": "幼儿专场", "start": "10:00", "minutes": 60, "ages": "1-5", "spaces": 8, "price_cny": 68},
                           {"session_id": "J-1913", "name": "自由跳", "start": "13:00", "minutes": 90, "ages": "6+", "spaces": 20, "price_cny": 98},
                           {"session_id": "J-1918", "name": "荧光夜场", "start": "18:00", "minutes": 90, "ages": "12+", "spaces": 0, "price_cny": 118}],
            "2026-12-20": [{"session_id": "J-2010", "name": "幼儿专场", "start": "10:00", "minutes": 60, "ages": "1-5", "spaces": 2, "price_cny": 68},
                           {"session_id": "J-2014", "name": "自由跳", "start": "14:00", "minutes": 90, "ages": "6+", "spaces": 15, "price_cny": 98}]}


@tool("jump_sessions", "List the jump sessions on a date (names are in Chinese; 幼儿专场 = toddler session, "
      "自由跳 = open jump, 荧光夜场 = glow night).",
      {"date": DATE}, ["date"])
def jump_sessions(a):
    return SESSIONS.get(a["date"], [])


@tool("book_jump", "预订蹦床场次。每位蹦跳者都要填姓名和年龄；防滑袜每双10元，自备可不买。",
      {"session_id": {"type": "string"},
       "jumpers": {"type": "array", "minItems": 1, "items": {
           "type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
           "required": ["name", "age"]}},
       "grip_socks": {"type": "integer", "description": "要买几双防滑袜"}},
      ["session_id", "jumpers"])
def book_jump(a):
    s = next((s for ss in SESSIONS.values() for s in ss if s["session_id"] == a["session_id"]), None)
    if s is None:
        raise ToolError("场次不存在")
    n = len(a["jumpers"])
    if n > s["spaces"]:
        raise ToolError(f"名额不足，只剩 {s['spaces']} 个")
    return {"order": f"BP-{a['session_id'][2:]}-{n}", "session": s["name"], "start": s["start"],
            "total_cny": n * s["price_cny"] + 10 * a.get("grip_socks", 0)}


# ================================================================ 12. optician (明视眼镜 / ClearView)

SLOTS = {("2026-12-19", "城东店"): [{"slot_id": "E-0930", "time": "09:30"}, {"slot_id": "E-1030", "time": "10:30"},
                                   {"slot_id": "E-1500", "time": "15:00"}],
         ("2026-12-19", "火车站店"): [{"slot_id": "S-1600", "time": "16:00"}],
         ("2026-12-15", "城东店"): [{"slot_id": "E-1100", "time": "11:00"}]}


@tool("eye_test_slots", "查询某门店某天的验光空档。",
      {"date": DATE, "branch": {"type": "string", "enum": ["城东店", "城西店", "火车站店"]}},
      ["date", "branch"])
def eye_test_slots(a):
    if a["branch"] == "城西店":
        return {"branch": "城西店", "open": False, "note": "门店装修，12月28日重新开业", "slots": []}
    return {"branch": a["branch"], "date": a["date"], "open": True, "slots": SLOTS.get((a["date"], a["branch"]), [])}


@tool("book_eye_test", "Book an eye test slot (slot_id from eye_test_slots).",
      {"slot_id": {"type": "string"}, "name": {"type": "string"}, "phone": {"type": "string"},
       "contact_lens_check": {"type": "boolean"}},
      ["slot_id", "name", "phone"])
def book_eye_test(a):
    return {"appointment": f"MS-{a['slot_id']}", "slot_id": a["slot_id"], "name": a["name"],
            "contact_lens_check": bool(a.get("contact_lens_check"))}


def book_eye_test_phone11(a):
    p = a["phone"]
    if not (p.isdigit() and len(p) == 11):
        raise ToolError("手机号需为11位数字，不要带空格或横线，例如 13800138000")
    return book_eye_test(a)


ORDERS = {"YJ-5521": {"order_no": "YJ-5521", "status": "已到店，可取", "frame": "钛架 T-88", "balance_cny": 320},
          "YJ-5530": {"order_no": "YJ-5530", "status": "镜片加工中", "expected": "2026-12-18"}}


@tool("glasses_order_status", "配镜订单进度。",
      {"order_no": {"type": "string", "description": "例如 YJ-5521"}}, ["order_no"])
def glasses_order_status(a):
    o = a["order_no"].upper().replace(" ", "")
    if not o.startswith("YJ-") and o.startswith("YJ"):
        o = "YJ-" + o[2:]
    if o not in ORDERS:
        raise ToolError("查无此单")
    return ORDERS[o]


@tool("lens_price", "Lens price in CNY per pair. coatings is a list.",
      {"lens_type": {"type": "string", "enum": ["single_vision", "progressive", "blue_light"]},
       "coatings": {"type": "array", "items": {"type": "string", "enum": ["anti_glare", "scratch", "photochromic"]}},
       "index": {"type": "number", "enum": [1.56, 1.60, 1.67, 1.74], "description": "refractive index, optional"}},
      ["lens_type"])
def lens_price(a):
    base = {"single_vision": 380, "progressive": 1280, "blue_light": 460}[a["lens_type"]]
    add = {"anti_glare": 80, "scratch": 60, "photochromic": 300}
    extra = sum(add[c] for c in a.get("coatings", []))
    idx = {1.56: 0, 1.6: 120, 1.67: 260, 1.74: 520}.get(a.get("index", 1.56), 0)
    return {"lens_type": a["lens_type"], "coatings": a.get("coatings", []), "price_cny": base + extra + idx}


@tool("send_sms", "给顾客发短信。", {"phone": {"type": "string"}, "text": {"type": "string"}}, ["phone", "text"])
def send_sms(a):
    return {"sent": True}


@tool("send_email", "Send an email.", {"to": {"type": "string"}, "subject": {"type": "string"},
                                       "body": {"type": "string"}}, ["to", "body"])
def send_email(a):
    return {"sent": True, "to": a["to"]}


def always(message: str):
    def fail(_a):
        raise ToolError(message)
    return fail


def variant(name: str, fn=None, description: str | None = None, new_name: str | None = None) -> Tool:
    import copy
    s = copy.deepcopy(T[name].spec)
    if description:
        s["function"]["description"] = description
    if new_name:
        s["function"]["name"] = new_name
    return Tool(s, fn or T[name].fn)


def final_tool(name: str, description: str, properties: dict, required: list[str]) -> Tool:
    return Tool(spec(name, description, properties, required), lambda a: {"ok": True})


__all__ = ["T", "Tool", "variant", "final_tool", "always", "book_dropoff_intl", "book_eye_test_phone11"]
