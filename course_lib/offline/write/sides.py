"""`from` and `to` in a key: which end of something the field names.

"from" is a preposition: a key made of it says the start of whatever the record spans.
What that is, the value and the key's other words tell, as they tell a person:

* a date or a clock time (`from: 2026-11-20`, `to_date`): the start and the end of a period,
  起始 / 结束;
* an email address, or a record about mail (`from: li@example.cn` next to `subject`): who
  sent it and who gets it, 发件人 / 收件人;
* a place (`from_port`, `to_station`: WordNet files a port and a station under place
  or facility), or a bare `from` / `to` holding a name in a trip: where it leaves and
  where it arrives, 出发 / 到达 (出发地 / 目的地 on their own);
* anything else (`from_language`, `to_account`): the thing it comes from and the one it
  goes to, 原 / 目标.
"""

from __future__ import annotations

from functools import lru_cache

SIDES = {"from": 0, "to": 1}
PERIOD = ("起始", "结束")
MAIL = ("发件人", "收件人")
TRIP = ("出发", "到达")
TRIP_ALONE = ("出发地", "目的地")
OTHER = ("原", "目标")
TIME_WORDS = {"date", "time", "day", "datetime", "hour", "month", "year", "week"}
# The words of a request about mail (the grammar of a message header, not a domain's list).
MAIL_WORDS = {"email", "mail", "message", "inbox", "subject", "sender", "recipient", "reply", "cc"}
# WordNet kinds a place a trip leaves from or arrives at is filed under.
PLACE_KINDS = ("place", "facility", "geographical_area", "structure")
PLACE_SURE = 0.15


def side_label(words: list[str], key: str) -> str | None:
    """The Chinese label of a key that starts with from / to (None for any other key)."""
    if not words or words[0] not in SIDES or len(words) > 3:
        return None
    side = SIDES[words[0]]
    rest = words[1:]
    from .senses import current
    context = current()
    kind = context.kind(key)
    if not rest:
        if kind in ("date", "time"):
            return PERIOD[side] + ("日期" if kind == "date" else "时间")
        if kind == "email" or context.supports(MAIL_WORDS):
            return MAIL[side]
        return TRIP_ALONE[side] if kind == "text" else None
    from .labels import zh_label
    thing = zh_label("_".join(rest))
    if not thing:
        return None
    if rest[-1] in TIME_WORDS or kind in ("date", "time"):
        return PERIOD[side] + thing
    return (TRIP[side] if is_place(rest[-1]) else OTHER[side]) + thing


@lru_cache(maxsize=512)
def is_place(word: str) -> bool:
    """Does WordNet file the noun as a place, a facility or an area (port, station, city)?"""
    from ..read.taxonomy import available, kind_score
    if not available():
        return False
    return any(kind_score(word, kind) >= PLACE_SURE for kind in PLACE_KINDS)
