"""A write whose result says it did not happen: {"booked": false, "reason": "fully booked"},
{"success": false, "message": "…"}, {"status": "rejected"}.

The call returned no error, yet nothing was booked: a model reads the flag and tells the
user it didn't work, with the reason the result gives — never "Done". The flag is the
result's one boolean named as an outcome (a past participle like booked, created,
registered, or ok / success / done) that is false, or a status that is a word of refusal;
these are the closed classes of how results report an outcome, not a domain's words.
"""

from __future__ import annotations

import re

OUTCOME_KEY = re.compile(r"^(?:is_|was_)?(?:[a-z]+ed|ok|success(?:ful)?|done|accepted|possible|"
                         r"available|confirmed)$", re.I)
REFUSED_STATUS = re.compile(r"^(?:rejected|declined|refused|denied|failed|failure|not[ _]\w+|"
                            r"unavailable|full|fully[ _]booked|cancelled|error|拒绝|失败|已满|不可用)$", re.I)
ID = re.compile(r"[A-Z]{1,5}-?\d{2,}")
REASON_KEYS = ("reason", "message", "error", "detail", "details", "note", "why", "原因", "说明")


def not_done(result) -> str | None:
    """The reason a write's result gives for not having happened ("" when it gives none);
    None when the result reports no failed outcome."""
    if not isinstance(result, dict):
        return None
    failed = [k for k, v in result.items() if v is False and OUTCOME_KEY.match(k)]
    status = result.get("status")
    if not failed and not (isinstance(status, str) and REFUSED_STATUS.match(status.strip())):
        return None
    if any(v is True and OUTCOME_KEY.match(k) for k, v in result.items()):
        return None   # {"created": true, "emailed": false}: it happened; a side step didn't
    if not status and any(isinstance(v, str) and ID.fullmatch(v) for v in result.values()):
        return None   # {"booking": "BK-12", "paid": false}: it was made, only not paid yet
    for key in REASON_KEYS:
        if isinstance(result.get(key), str) and result[key].strip():
            return result[key].strip()
    return ""
