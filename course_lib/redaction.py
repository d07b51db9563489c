"""Keeping API keys out of everything a person or a log can read.

A key belongs in one place: the request's Authorization header. Everywhere else
(a repr, a log line, an error message, an SSE event) it is replaced before it is
shown. Standard library only, so any module can import this without cost.

    mask("sk-proj-abcdefgh1234")  ->  "sk-…1234"
    redact("401: Bearer sk-abc123def456ghi789 rejected")  ->  "401: Bearer <redacted> rejected"
"""

from __future__ import annotations

import re

# What a secret looks like in text: an Authorization header value, or a provider key
# (OpenAI/DeepSeek/DashScope "sk-…", Anthropic "sk-ant-…", Zhipu "<id>.<secret>",
# Hugging Face "hf_…", GitHub "ghp_…"), or `api_key=...` / `"api_key": "..."` pairs.
_BEARER = re.compile(r"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}")
_KEY_VALUE = re.compile(r"(?i)\b((?:api[_-]?key|access[_-]?token|secret|password|authorization)"
                        r"[\"']?\s*[:=]\s*[\"']?)([^\s\"',;}]{6,})")
_TOKENS = re.compile(r"\b(?:sk-[A-Za-z0-9_-]{12,}|(?:hf|ghp|gho|xox[bp])_[A-Za-z0-9_-]{12,}"
                     r"|[0-9a-f]{32}\.[A-Za-z0-9]{16})\b")

REDACTED = "<redacted>"


def mask(key: str | None) -> str:
    """How a key may be shown: its prefix and last 4 characters at most, never the rest."""
    if not key:
        return "<not set>"
    if len(key) < 12:
        return "<set>"
    prefix = "sk-" if key.startswith("sk-") else ""
    return f"{prefix}…{key[-4:]}"


def redact(text: object, *secrets: str | None) -> str:
    """`text` with every key-looking token and every value in `secrets` replaced.

    Pass the keys you know (e.g. `settings().api_key`) as `secrets`: a key in an
    unusual format is then caught too."""
    out = str(text)
    for secret in secrets:
        if secret and len(secret) >= 6:
            out = out.replace(secret, REDACTED)
    out = _BEARER.sub(lambda m: f"{m.group(1)} {REDACTED}", out)
    out = _KEY_VALUE.sub(lambda m: m.group(1) + REDACTED, out)
    return _TOKENS.sub(REDACTED, out)


__all__ = ["REDACTED", "mask", "redact"]
