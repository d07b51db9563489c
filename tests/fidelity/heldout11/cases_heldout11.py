"""The eleventh probe's 96 cases: 8 per point, 4 English and 4 Chinese, each with a scripted
ideal run (what a good real model does) and a scripted wrong run (a plausible mistake a person
would object to). `SCRIPTS[case.id] = (ideal, wrong)`; a script is `(steps, answer)` or
`(steps, None, structured_output)`, each step a list of `(tool, arguments)`; a protocol case's
script is the `Run` itself.

"Today" is Thursday, 2027-01-28 in every system prompt (and in the tools), so "this Saturday" is
2027-01-30, "next Tuesday"/"下周二" 2027-02-02, "the 3rd of next month" 2027-02-03, "后天" 2027-01-30.

Written without reading the offline model or any other probe's cases; see `__init__.py`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..common import CANNOT_ANY, always_error, custom, digits, echo
from ..judge import (ABSENT, C, Case, assistant, contains, did, num, one_of, optional, phrase, squash, user)
from ..heldout6.judge6 import (CANT_EN, CANT_ZH, REAL_EN, REAL_ZH, at_most_sentences, before, calls_to, cant,
                               claims, count_is, distinct, first_exactly, last_call, number_is, only_number,
                               real_model, unless_flagged, word)
from ..loop import Run
from ..tools import Tool
from .tools11 import T

CASES: list[Case] = []
SCRIPTS: dict[str, tuple] = {}


def add(case: Case, ideal: Any, wrong: Any) -> None:
    assert case.id not in SCRIPTS, case.id
    CASES.append(case)
    SCRIPTS[case.id] = (ideal, wrong)


def tools(*names: str) -> list[Tool]:
    return [T[n] for n in names]


def prev(name: str, args: dict, result: Any = None) -> tuple:
    """An earlier call and its real (or given) result, for `did(...)`."""
    return (name, args, T[name].fn(args) if result is None else result)


def out(name: str, args: dict, key: str) -> Any:
    """What the tool returns under `key` for these arguments (a reference to quote in an answer)."""
    return T[name].fn(args)[key]


# ---------------------------------------------------------------- system prompts

TODAY_EN = "Thursday, 2027-01-28"
TODAY_ZH = "2027年1月28日，星期四"


def sys_en(role: str, extra: str = "") -> str:
    return f"You are {role}. Today is {TODAY_EN}." + (f" {extra}" if extra else "")


def sys_zh(role: str, extra: str = "") -> str:
    return f"你是{role}。今天是{TODAY_ZH}。" + extra


GLASS_EN, GLASS_ZH = "the booking assistant of Molten Studio, a glass-blowing workshop", "熔炉玻璃工坊（Molten Studio）的预约助手"
DRY_EN, DRY_ZH = "the assistant of Pressed & Co dry cleaners", "Pressed & Co 干洗店的客服助手"
SURF_EN = "the assistant of Swell Surf School in Cornwall"
BONSAI_ZH = "小森盆景园的店员助手"
LASER_EN, LASER_ZH = "the front-desk assistant of Photon Zone laser tag", "Photon Zone 激光对战馆的前台助手"
SAUNA_EN, SAUNA_ZH = "the booking assistant of Löyly Sauna House", "Löyly 芬兰桑拿馆的预约助手"
KITE_EN, KITE_ZH = "the shop assistant of Sky Strings kite shop", "Sky Strings 风筝店的店员助手"
WALK_EN, WALK_ZH = "the assistant of Pawsteps dog walking", "Pawsteps 爪印遛狗的助手"
SNOW_EN, SNOW_ZH = "the assistant of ClearPath snow clearing", "ClearPath 扫雪服务的客服助手"
CALLI_ZH = "墨韵书法工作室（Ink & Brush）的助手"
BATT_EN = "the assistant of VoltSwap, an e-bike battery swap network"
PRINT_EN, PRINT_ZH = "the assistant of LayerWorks, a 3D-print bureau", "LayerWorks 3D 打印工坊的助手"

# ---------------------------------------------------------------- checks of this probe's own

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def day(iso: str) -> list[str]:
    """A `says` group: this date however a person writes it (2027-02-02, 2 Feb, February 2nd, 2月2日)."""
    _, m, d = map(int, iso.split("-"))
    mon = MONTHS[m - 1][:3]
    return [iso, rf"re:(?<!\d){d}(?:st|nd|rd|th)?\s+(?:of\s+)?{mon}", rf"re:\b{mon}[a-z]*\.?\s+{d}(?!\d)",
            rf"re:(?<!\d){m}\s*月\s*{d}\s*[日号](?!\d)", rf"re:(?<!\d){m}/{d}(?![\d/])"]


def _results(run, tool: str, key: str) -> list[str]:
    found = []
    for c in run.all_calls:
        if c.name != tool:
            continue
        try:
            value = json.loads(c.result)
        except (json.JSONDecodeError, TypeError):
            continue
        if isinstance(value, dict) and value.get(key):
            found.append(str(value[key]))
    return found


def ref_said(tool: str, key: str) -> tuple[str, Any]:
    """A `run_checks` entry: the reference the (last successful) write returned is in the answer."""
    def test(run) -> bool:
        refs = _results(run, tool, key)
        return bool(refs) and squash(refs[-1]) in squash(run.answer or "")
    return (f"the answer gives the {key} that {tool} returned", test)


def refs_said(tool: str, key: str, n: int) -> tuple[str, Any]:
    """A `run_checks` entry: n different writes succeeded and every reference they returned is in the answer."""
    def test(run) -> bool:
        refs = set(_results(run, tool, key))
        return len(refs) == n and all(squash(r) in squash(run.answer or "") for r in refs)
    return (f"{n} {tool} references, all in the answer", test)


COMPARATIVE = r"(?:bigger|biggest|larger|largest|higher|highest|taller|more)"


def winner(name: str, *rivals: str) -> tuple[str, Any]:
    """An `answer_checks` entry: the answer names `name` as the winner: it is named before the
    rivals, or in the same sentence as a comparative word that follows it."""
    def test(answer: str) -> bool:
        low = answer.lower()
        at = low.find(name.lower())
        if at < 0:
            return False
        first = all(low.find(r.lower()) < 0 or at < low.find(r.lower()) for r in rivals)
        return first or re.search(rf"{re.escape(name.lower())}[^.;!?]{{0,40}}\b{COMPARATIVE}\b", low) is not None
    return (f"names {name} as the winner", test)


WELCOME_EN = ["welcome", "glad", "pleasure", "anytime", "any time", "no problem", "happy to help", "enjoy",
              "no worries"]
WELCOME_ZH = ["不客气", "不用谢", "别客气", "不谢", "随时", "乐意", "很高兴", "应该的", "没问题"]

SAY_LIMIT = {"en": dict(max_len=260), "zh": dict(max_len=120)}


def lim(lang: str, says_cant: list[str] | None = None, says_real: list[str] | None = None) -> dict:
    """What an honest-limit answer must do: no call, say it can't, say how to get a real model, in short."""
    return dict(no_call=True, says=[says_cant or cant(lang), says_real or real_model(lang)],
                answer_checks=[at_most_sentences(2)], **SAY_LIMIT.get(lang, {}))


def json_schema(name: str, schema: dict) -> dict:
    return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": schema}}


def obj(props: dict, required: list[str] | None = None) -> dict:
    return {"type": "object", "properties": props, "required": required or list(props), "additionalProperties": False}


S, I, NUM, B = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}


def arr(items: dict, **more) -> dict:
    return {"type": "array", "items": items, **more}


def status_run(code: int | None, answer: str | None = None) -> Run:
    """A protocol case's outcome: an HTTP error status, or (code None) a normal reply."""
    if code is None:
        return Run(answer=answer or "OK")
    kind = {400: "BadRequestError", 500: "InternalServerError"}[code]
    return Run(status=code, error=f"{kind}: Error code: {code}")


# ================================================================ point 1: tool choice by description

add(Case("h11-p1-en-glass-ticket", 1, "en",
         [user("hey, I did the taster class last weekend and made a vase, receipt says ticket P-2231. "
               "when can i pick it up??")],
         tools("find_glass_sessions", "book_glass_session", "glass_piece_status"), sys_en(GLASS_EN),
         first=[C("glass_piece_status", ticket=contains("2231"))], run_checks=[calls_to("glass_piece_status", 1, 2)],
         never=["find_glass_sessions", "book_glass_session"],
         says=[day("2027-02-02") + ["Tuesday"], ["3 pm", "3pm", "15:00", "3:00", "3 p.m."]]),
    ([[("glass_piece_status", {"ticket": "P-2231"})]],
     "Your blue swirl vase (ticket P-2231) has finished annealing and will be on the collection shelf from "
     "Tuesday 2 February, 3 pm. Collection hours are Tuesday to Sunday, 10:00 to 18:00."),
    ([[("find_glass_sessions", {"date": "2027-01-30"})]],
     "This Saturday there's a Paperweight taster at 10:00 and a Blown tumbler session at 14:00."))

_snow = {"address": "14 Birch Road", "date": "2027-01-29", "time_window": "morning", "area_m2": 60}
add(Case("h11-p1-en-snow-not-surveyor", 1, "en",
         [user("Can you get a crew out to clear the snow off my driveway at 14 Birch Road tomorrow morning? "
               "It's roughly 60 m².")],
         tools("schedule_visit", "snow_clearing_quote", "book_snow_clearing"), sys_en(SNOW_EN),
         first=[C("book_snow_clearing", address=contains("14 Birch"), date="2027-01-29", time_window="morning",
                  area_m2=optional(60))],
         never=["schedule_visit"], run_checks=[ref_said("book_snow_clearing", "job_no")],
         says=[day("2027-01-29") + ["tomorrow", "Friday"]]),
    ([[("book_snow_clearing", _snow)]],
     "Done: a ClearPath crew will clear your driveway at 14 Birch Road tomorrow, Friday 29 January, in the "
     f"morning window (7 to 11). Your job number is {out('book_snow_clearing', _snow, 'job_no')}."),
    ([[("schedule_visit", _snow)]],
     "Done: someone will come to 14 Birch Road tomorrow morning."))

add(Case("h11-p1-en-kite-no-warranty-tool", 1, "en",
         [user("My Prism Quantum (bought from another shop) snapped a spar on its second flight. Can you log a "
               "warranty claim and send it back to the maker for me?")],
         tools("search_kites", "kite_wind_range", "kite_reviews"), sys_en(KITE_EN),
         no_call=True, says=[cant("en")],
         not_says=[r"re:\b(I'?ve|I have|has been)\s+(logged|filed|submitted|sent|raised)"]),
    ([], "Sorry, I can't do that here: I can only search the kites we stock and look up wind ranges and reviews, "
         "so there's no way for me to log a warranty claim or return a kite to its maker. The shop that sold it, "
         "or Prism directly, is the place to claim."),
    ([[("search_kites", {"type": "stunt"})]],
     "Here are our stunt kites: Vortex Pro at £72, Razor Dual at £115 and Comet Stunt Junior at £39."))

add(Case("h11-p1-en-battery-live-count", 1, "en",
         [user("Any charged 48V packs at Harbour Street right now?")],
         tools("station_info", "station_status", "find_swap_stations"), sys_en(BATT_EN),
         first=[C("station_status", station=contains("Harbour"))], never=["station_info"],
         run_checks=[first_exactly(C("station_status", station=contains("Harbour")))],
         answer_checks=[count_is(6)]),
    ([[("station_status", {"station": "Harbour Street"})]],
     "Yes: Harbour Street has 6 charged 48V batteries right now (as of 09:12)."),
    ([[("station_info", {"station": "Harbour Street"})]],
     "Harbour Street is open from 06:00 to 23:00 and has a bike pump and a shelter."))

_prune = {"species": "真柏", "date": "2027-02-06", "service": "修剪"}
add(Case("h11-p1-zh-bonsai-pruning", 1, "zh",
         [user("我家那盆真柏枝条长得太乱了，想下周六拿过来请师傅修剪一下，可以吗？")],
         tools("search_bonsai", "reserve_bonsai", "book_pruning"), sys_zh(BONSAI_ZH),
         first=[C("book_pruning", species=contains("真柏"), date="2027-02-06", service=optional("修剪"))],
         never=["search_bonsai", "reserve_bonsai"], run_checks=[ref_said("book_pruning", "booking_id")],
         says=[day("2027-02-06")], answer_checks=[number_is(220)]),
    ([[("book_pruning", _prune)]],
     f"可以，已经帮你约好了：2月6日（下周六）下午2点把真柏带过来，由师傅修剪，费用220元，预约号是"
     f"{out('book_pruning', _prune, 'booking_id')}。"),
    ([[("search_bonsai", {"species": "真柏"})]], "我们店里有一棵真柏在售，树龄10年，售价1280元。"))

add(Case("h11-p1-zh-dry-quote-only", 1, "zh",
         [user("帮我算算洗两套西装加一件大衣大概多少钱？先别下单啊，我就问问价。")],
         tools("create_dry_clean_order", "dry_clean_quote"), sys_zh(DRY_ZH),
         first=[C("dry_clean_quote", items=[{"garment": "suit", "quantity": 2}, {"garment": "coat", "quantity": 1}],
                  express=optional(False))],
         never=["create_dry_clean_order"], answer_checks=[number_is(44)]),
    ([[("dry_clean_quote", {"items": [{"garment": "suit", "quantity": 2}, {"garment": "coat", "quantity": 1}]})]],
     "两套西装加一件大衣，普通洗大约44英镑。这只是报价，还没有下单。"),
    ([[("create_dry_clean_order", {"items": [{"garment": "suit", "quantity": 2}, {"garment": "coat", "quantity": 1}],
                                   "pickup_date": "2027-01-29"})]],
     "已经帮你下单了，明天上门取件，总价44英镑。"))

add(Case("h11-p1-zh-laser-no-lost-property", 1, "zh",
         [user("我上周六在你们那儿玩完把外套落下了，黑色的，能帮我找一下然后快递到上海吗？")],
         tools("check_arena_slots", "book_arena"), sys_zh(LASER_ZH),
         no_call=True, says=[cant("zh")], not_says=["已寄出", "已经寄", "找到了"]),
    ([], "抱歉，这个我办不到：我这里只能查询和预订激光对战场次，没有失物招领或寄快递的功能。建议直接打电话给前台，"
         "请工作人员帮你找一下那件黑色外套。"),
    ([[("check_arena_slots", {"date": "2027-01-30", "players": 1})]], "本周六中午12点、下午4点和晚上7点半都有场次。"))

_seal = {"text": "宁静致远", "script_style": "xingshu", "size": "4chi", "paper": "xuan"}
add(Case("h11-p1-zh-calligraphy-not-seal", 1, "zh",
         [user("想请老师写一幅“宁静致远”，行书，四尺，宣纸的，挂客厅用。")],
         [T["engrave_seal"], T["order_commission"]], sys_zh(CALLI_ZH),
         first=[C("order_commission", text=phrase("宁静致远", max_len=8), script_style="xingshu", size="4chi",
                  paper="xuan")],
         never=["engrave_seal"], run_checks=[ref_said("order_commission", "commission_no")],
         answer_checks=[number_is(1600)]),
    ([[("order_commission", _seal)]],
     f"好的，已经下单：行书“宁静致远”，四尺宣纸，价格1600元，大约10天完成，订单号"
     f"{out('order_commission', _seal, 'commission_no')}。"),
    ([[("engrave_seal", {"text": "宁静致远", "script_style": "xingshu", "size": "4chi"})]],
     "好的，印章已经下单，刻“宁静致远”四个字。"))

# ================================================================ point 2: arguments

_dry3 = [{"garment": "shirt", "quantity": 3}, {"garment": "suit", "quantity": 1}, {"garment": "duvet", "quantity": 1}]
add(Case("h11-p2-en-dry-nested-express", 2, "en",
         [user("Quick quote pls: 3 shirts, one two-piece suit and a double duvet. Need them back tomorrow so "
               "express.")],
         tools("dry_clean_quote", "create_dry_clean_order"), sys_en(DRY_EN),
         first=[C("dry_clean_quote", items=_dry3, express=True)], never=["create_dry_clean_order"],
         says=[[("num", 69.75, 0.011)]]),
    ([[("dry_clean_quote", {"items": _dry3, "express": True})]],
     "With express service, 3 shirts, a suit and a duvet come to £69.75. Just say the word if you'd like me to "
     "place the order."),
    ([[("dry_clean_quote", {"items": _dry3})]], "3 shirts, a suit and a duvet come to £46.50."))

_surf = {"beach": "fistral", "date": "2027-02-02", "time": "08:45", "board": "longboard", "wetsuit_size": "M",
         "students": 2}
add(Case("h11-p2-en-surf-quarter-to-nine", 2, "en",
         [user("Can you book a longboard lesson at Fistral next Tuesday, quarter to nine in the morning? Two of us, "
               "both medium wetsuits.")],
         tools("surf_conditions", "book_surf_lesson"), sys_en(SURF_EN),
         first=[C("book_surf_lesson", **_surf)], run_checks=[ref_said("book_surf_lesson", "lesson_ref")],
         says=[["8:45", "08:45", "quarter to nine"], day("2027-02-02")]),
    ([[("book_surf_lesson", _surf)]],
     "You're booked: a longboard lesson at Fistral on Tuesday 2 February at 8:45 for two, medium wetsuits. It's "
     f"£90 in total and your reference is {out('book_surf_lesson', _surf, 'lesson_ref')}."),
    ([[("book_surf_lesson", {**_surf, "time": "20:45"})]],
     f"You're booked at Fistral on 2 February at 20:45, reference "
     f"{out('book_surf_lesson', {**_surf, 'time': '20:45'}, 'lesson_ref')}."))

add(Case("h11-p2-en-print-words", 2, "en",
         [user("What would a part weighing three hundred and twelve grams cost in PETG? Black, 20% infill.")],
         tools("print_quote", "submit_print_job"), sys_en(PRINT_EN),
         first=[C("print_quote", material="PETG", weight_g=312, infill_percent=20, colour=contains("black"),
                  currency=optional("GBP"))],
         says=[[("num", 29.96, 0.011)]]),
    ([[("print_quote", {"material": "PETG", "weight_g": 312, "infill_percent": 20, "colour": "black"})]],
     "A 312 g part in black PETG at 20% infill comes to £29.96, setup fee included."),
    ([[("print_quote", {"material": "PETG", "weight_g": 300, "infill_percent": 20, "colour": "black"})]],
     "A 300 g part in black PETG comes to £29.00."))

add(Case("h11-p2-en-kites-euros", 2, "en",
         [user("any stunt kites for under 80 euros?")],
         tools("search_kites", "kite_wind_range"), sys_en(KITE_EN),
         first=[C("search_kites", type="stunt", max_price=80, currency="EUR", brand=ABSENT)],
         says=[["Comet Stunt Junior"], [("num", 46.8, 0.011)]], not_says=["Vortex", "Razor"]),
    ([[("search_kites", {"type": "stunt", "max_price": 80, "currency": "EUR"})]],
     "Yes, one: the Comet Stunt Junior at €46.80."),
    ([[("search_kites", {"type": "stunt", "max_price": 80})]],
     "Yes: the Vortex Pro at 72 and the Comet Stunt Junior at 39."))

_sauna3 = {"date": "2027-01-30", "time": "15:00", "people": 3, "room": "wood-fired", "towels": False}
add(Case("h11-p2-zh-sauna-enum", 2, "zh",
         [user("这周六下午三点，我们三个人，想订柴火房，毛巾就不用了。")],
         tools("sauna_availability", "book_sauna"), sys_zh(SAUNA_ZH),
         first=[C("book_sauna", date="2027-01-30", time="15:00", people=3, room="wood-fired", towels=optional(False))],
         run_checks=[ref_said("book_sauna", "booking_no")], says=[day("2027-01-30") + ["周六", "星期六"]]),
    ([[("book_sauna", _sauna3)]],
     f"订好了：本周六（1月30日）下午3点，柴火房，3位，不租毛巾，共504元，预约号"
     f"{out('book_sauna', _sauna3, 'booking_no')}。"),
    ([[("book_sauna", {**_sauna3, "room": "steam"})]],
     f"订好了：本周六下午3点，蒸汽房3位，预约号{out('book_sauna', {**_sauna3, 'room': 'steam'}, 'booking_no')}。"))

add(Case("h11-p2-zh-snow-chinese-number", 2, "zh",
         [user("我们小区停车场大概两千五百平方米，清完雪再撒点盐，大概要多少钱？")],
         tools("snow_clearing_quote", "book_snow_clearing"), sys_zh(SNOW_ZH),
         first=[C("snow_clearing_quote", area_m2=2500, surface="parking lot", salt=True)],
         never=["book_snow_clearing"], answer_checks=[number_is(2875)]),
    ([[("snow_clearing_quote", {"area_m2": 2500, "surface": "parking lot", "salt": True})]],
     "停车场2500平方米，清雪加撒盐每平方米1.15加元，总价约2875加元。"),
    ([[("snow_clearing_quote", {"area_m2": 2500, "surface": "parking lot"})]], "停车场2500平方米清雪，总价约2250加元。"))

_doudou = {"dog_name": "豆豆", "date": "2027-02-03", "start_time": "07:30", "duration_minutes": 60,
           "group_walk": False, "notes": "怕大狗"}
add(Case("h11-p2-zh-walk-notes-phrase", 2, "zh",
         [user("帮我给豆豆约一次遛狗：2月3号早上七点半，遛一个小时，单独遛，别跟别的狗一起。它有点怕大狗，"
               "麻烦跟遛狗师说一声。")],
         tools("list_walkers", "schedule_walk"), sys_zh(WALK_ZH),
         first=[C("schedule_walk", dog_name="豆豆", date="2027-02-03", start_time="07:30", duration_minutes=60,
                  group_walk=False, notes=phrase("怕大狗", "大狗", max_len=30, forbid=("七点半", "2月3")),
                  walker_id=ABSENT)],
         run_checks=[ref_said("schedule_walk", "walk_id")]),
    ([[("schedule_walk", _doudou)]],
     f"约好了：2月3日早上7点半，豆豆单独遛60分钟，已经备注它怕大狗，费用30英镑，编号"
     f"{out('schedule_walk', _doudou, 'walk_id')}。"),
    ([[("schedule_walk", {**_doudou, "notes": "帮我给豆豆约一次遛狗：2月3号早上七点半，遛一个小时，单独遛，"
                                               "别跟别的狗一起。它有点怕大狗"})]],
     f"约好了：2月3日早上7点半，豆豆单独遛60分钟，编号{out('schedule_walk', _doudou, 'walk_id')}。"))

_carpe = {"text": "Carpe Diem", "script_style": "copperplate", "size": "A3", "paper": "card"}
add(Case("h11-p2-zh-calligraphy-english-text", 2, "zh",
         [user("帮朋友定一幅英文的，写 Carpe Diem 两个词，用 copperplate 铜版体，A3 大小，卡纸就行。")],
         tools("calligraphy_classes", "order_commission"), sys_zh(CALLI_ZH),
         first=[C("order_commission", text=phrase("Carpe Diem", max_len=14), script_style="copperplate", size="A3",
                  paper="card")],
         run_checks=[ref_said("order_commission", "commission_no")], answer_checks=[number_is(480)]),
    ([[("order_commission", _carpe)]],
     f"已经下单：铜版体英文“Carpe Diem”，A3 卡纸，价格480元，大约10天完成，订单号"
     f"{out('order_commission', _carpe, 'commission_no')}。"),
    ([[("order_commission", {**_carpe, "script_style": "italic"})]],
     f"已经下单：斜体“Carpe Diem”，A3 卡纸，价格480元，订单号"
     f"{out('order_commission', {**_carpe, 'script_style': 'italic'}, 'commission_no')}。"))

# ================================================================ point 3: several calls

_beach3 = [C("surf_conditions", beach=b, date="2027-01-29") for b in ("fistral", "polzeath", "croyde")]
add(Case("h11-p3-en-surf-three-parallel", 3, "en",
         [user("How's the surf looking tomorrow at Fistral, Polzeath and Croyde?")],
         tools("surf_conditions", "book_surf_lesson"), sys_en(SURF_EN),
         first=_beach3, run_checks=[first_exactly(*_beach3)],
         says=[[("num", 1.4, 0.001)], [("num", 0.8, 0.001)], [("num", 2.1, 0.001)]]),
    ([[("surf_conditions", {"beach": b, "date": "2027-01-29"}) for b in ("fistral", "polzeath", "croyde")]],
     "Tomorrow (Friday 29 January): Fistral has 1.4 m waves with a light offshore wind, fair conditions; Polzeath "
     "is gentle at 0.8 m and calm, good for beginners; Croyde is big at 2.1 m with a moderate cross-shore wind, "
     "for experienced surfers only."),
    ([[("surf_conditions", {"beach": b, "date": "2027-01-29"}) for b in ("fistral", "croyde")]],
     "Tomorrow Fistral has 1.4 m waves and Croyde 2.1 m."))

_winds = [C("kite_wind_range", model=contains("Breeze")), C("kite_wind_range", model=contains("Storm Foil"))]
add(Case("h11-p3-en-kites-one-per-step", 3, "en",
         [user("What wind do the Breeze Delta 180 and the Storm Foil 2 each need?")],
         tools("search_kites", "kite_wind_range"), sys_en(KITE_EN), parallel_tool_calls=False,
         calls=_winds, max_per_step=1, run_checks=[distinct(*_winds)],
         says=[[("num", 8, 0)], [("num", 30, 0)], [("num", 15, 0)], [("num", 45, 0)]]),
    ([[("kite_wind_range", {"model": "Breeze Delta 180"})], [("kite_wind_range", {"model": "Storm Foil 2"})]],
     "The Breeze Delta 180 flies in winds of 8 to 30 km/h, while the Storm Foil 2 needs 15 to 45 km/h."),
    ([[("kite_wind_range", {"model": "Breeze Delta 180"}), ("kite_wind_range", {"model": "Storm Foil 2"})]],
     "The Breeze Delta 180 flies in winds of 8 to 30 km/h, while the Storm Foil 2 needs 15 to 45 km/h."))

_four = [C("order_status", order_id=o) for o in ("DC-1042", "DC-1043", "DC-1051", "DC-1060")]
add(Case("h11-p3-en-dry-four-orders", 3, "en",
         [user("can u check on DC-1042, DC-1043, DC-1051 and DC-1060 for me")],
         tools("order_status", "schedule_delivery"), sys_en(DRY_EN),
         calls=_four, run_checks=[distinct(*_four), calls_to("order_status", 4, 5)], never=["schedule_delivery"],
         says=["1042", "1043", "1051", "1060", ["inspection"], day("2027-01-30"), day("2027-02-05")]),
    ([[("order_status", {"order_id": o}) for o in ("DC-1042", "DC-1043", "DC-1051", "DC-1060")]],
     "DC-1042 (a suit) and DC-1043 (3 shirts) are both ready to collect. DC-1051 (a coat and 2 scarves) is still "
     "being cleaned and should be ready on 30 January. DC-1060 (the wedding dress) is awaiting inspection, with "
     "5 February as the expected date."),
    ([[("order_status", {"order_id": o}) for o in ("DC-1042", "DC-1043", "DC-1051")]],
     "DC-1042 and DC-1043 are ready; DC-1051 should be ready on 30 January. DC-1060 is awaiting inspection, "
     "expected 5 February."))

_holds = [C("reserve_battery", station_id="VS-21", battery_type="48V", pickup_time="08:15"),
          C("reserve_battery", station_id="VS-23", battery_type="36V", pickup_time="08:40")]
add(Case("h11-p3-en-two-battery-holds", 3, "en",
         [user("Hold a 48V battery at Harbour Street (VS-21) for 08:15, and a 36V one at Mill Road (VS-23) for "
               "twenty to nine.")],
         tools("find_swap_stations", "reserve_battery"), sys_en(BATT_EN),
         first=_holds, run_checks=[first_exactly(*_holds), refs_said("reserve_battery", "hold_code", 2)]),
    ([[("reserve_battery", {"station_id": "VS-21", "battery_type": "48V", "pickup_time": "08:15"}),
       ("reserve_battery", {"station_id": "VS-23", "battery_type": "36V", "pickup_time": "08:40"})]],
     "Both are held for 20 minutes: a 48V battery at Harbour Street for 08:15 (code "
     f"{out('reserve_battery', {'station_id': 'VS-21', 'battery_type': '48V', 'pickup_time': '08:15'}, 'hold_code')})"
     " and a 36V one at Mill Road for 08:40 (code "
     f"{out('reserve_battery', {'station_id': 'VS-23', 'battery_type': '36V', 'pickup_time': '08:40'}, 'hold_code')})."),
    ([[("reserve_battery", {"station_id": "VS-21", "battery_type": "48V", "pickup_time": "08:15"}),
       ("reserve_battery", {"station_id": "VS-23", "battery_type": "36V", "pickup_time": "20:40"})]],
     "Both are held: Harbour Street at 08:15 and Mill Road at 20:40."))

_two_nights = [C("sauna_availability", date=d, time="19:00", people=2) for d in ("2027-01-29", "2027-01-30")]
add(Case("h11-p3-zh-sauna-two-nights", 3, "zh",
         [user("周五和周六晚上七点，两个人，红外房哪天还有位置？")],
         tools("sauna_availability", "book_sauna"), sys_zh(SAUNA_ZH),
         calls=_two_nights, run_checks=[distinct(*_two_nights)], never=["book_sauna"],
         says=[["周五", "星期五", "1月29"], ["满", "没有空位", "没位", "没有位置", "0个"]]),
    ([[("sauna_availability", {"date": d, "time": "19:00", "people": 2}) for d in ("2027-01-29", "2027-01-30")]],
     "周五（1月29日）晚上7点红外房还有4个空位，每人128元；周六（1月30日）同一时间红外房已经满了。"),
    ([[("sauna_availability", {"date": "2027-01-29", "time": "19:00", "people": 2})]],
     "周五晚上7点红外房还有4个空位，周六应该也满了。"))

_dogs = ("豆豆", "可乐", "年糕")
_walks3 = [C("schedule_walk", dog_name=d, date="2027-01-29", start_time="14:00", duration_minutes=30,
             group_walk=True) for d in _dogs]
_w3 = [{"dog_name": d, "date": "2027-01-29", "start_time": "14:00", "duration_minutes": 30, "group_walk": True}
       for d in _dogs]
add(Case("h11-p3-zh-three-dogs", 3, "zh",
         [user("明天下午两点给豆豆、可乐和年糕各约一次30分钟的遛狗，拼团遛就行。")],
         tools("list_walkers", "schedule_walk"), sys_zh(WALK_ZH),
         calls=_walks3, run_checks=[distinct(*_walks3), calls_to("schedule_walk", 3, 3),
                                    refs_said("schedule_walk", "walk_id", 3)]),
    ([[("schedule_walk", a) for a in _w3]],
     "三只都约好了，明天（1月29日）下午2点拼团遛30分钟：" + "，".join(
         f"{a['dog_name']}的编号是{out('schedule_walk', a, 'walk_id')}" for a in _w3) + "。"),
    ([[("schedule_walk", {**_w3[0], "dog_name": "豆豆、可乐和年糕"})]],
     f"约好了，明天下午2点拼团遛30分钟，编号"
     f"{out('schedule_walk', {**_w3[0], 'dog_name': '豆豆、可乐和年糕'}, 'walk_id')}。"))

_pines = [C("search_bonsai", species=contains("黑松")), C("search_bonsai", species=contains("五针松"))]
add(Case("h11-p3-zh-bonsai-one-per-step", 3, "zh",
         [user("帮我看看黑松和五针松现在各有几棵？")],
         [T["search_bonsai_req"], T["reserve_bonsai"]], sys_zh(BONSAI_ZH), parallel_tool_calls=False,
         calls=_pines, max_per_step=1, run_checks=[distinct(*_pines)], never=["reserve_bonsai"],
         says=[["2棵", "两棵", "2 棵"], ["3棵", "三棵", "3 棵"]]),
    ([[("search_bonsai", {"species": "黑松"})], [("search_bonsai", {"species": "五针松"})]],
     "黑松有两棵（890元和1500元），五针松有三棵（980元、1680元和3200元）。"),
    ([[("search_bonsai", {"species": "黑松"}), ("search_bonsai", {"species": "五针松"})]],
     "黑松有两棵（890元和1500元），五针松有三棵（980元、1680元和3200元）。"))

_weekend = [C("check_arena_slots", date=d, players=12) for d in ("2027-01-29", "2027-01-30", "2027-01-31")]
add(Case("h11-p3-zh-laser-three-days", 3, "zh",
         [user("这周五、周六、周日下午，有能容纳12个人的场次吗？")],
         tools("check_arena_slots", "book_arena"), sys_zh(LASER_ZH),
         calls=_weekend, run_checks=[distinct(*_weekend)], never=["book_arena"],
         says=[["周五", "星期五"], ["周六", "星期六"], ["周日", "星期日", "周天", "星期天"],
               ["下午4点", "下午四点", "16:00", "4点"]]),
    ([[("check_arena_slots", {"date": d, "players": 12}) for d in ("2027-01-29", "2027-01-30", "2027-01-31")]],
     "三天下午都有能容纳12人的场次：周五下午4点（Warehouse 场地，最多20人）；周六和周日中午12点和下午4点都可以，"
     "晚上7点半也还有一场。"),
    ([[("check_arena_slots", {"date": "2027-01-30", "players": 12})]],
     "周六中午12点、下午4点和晚上7点半都有场次，周五和周日应该也有。"))
