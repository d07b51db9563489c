"""Keep keys out of grades: anything that looks like a credential is masked in reasons.

Kernels never receive the grader's secrets (``sandbox.kernel_environment`` is an
allow-list), so this is the second line: a learner's exception message or output that
happens to contain a key, or a value of one of the grader's own secret variables, is
shown as ``[secret removed]`` in the table, the CSV and the feedback files.
"""

from __future__ import annotations

import os
import re

MASK = "[secret removed]"
SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH", re.IGNORECASE)
# Common key shapes: OpenAI/DeepSeek-style sk-..., GitHub tokens, AWS access keys, Slack,
# JWTs, "Bearer ...", NAME=value for secret-looking names, and long random-looking runs.
KEY_PATTERNS = [
    re.compile(r"\bsk-[A-Za-z0-9_\-]{8,}"),
    re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{8,}|\bgithub_pat_[A-Za-z0-9_]{8,}"),
    re.compile(r"\bAKIA[0-9A-Z]{12,}"),
    re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{8,}"),
    re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*"),
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._\-]{8,}"),
    re.compile(r"(?i)\b([A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD)[A-Z0-9_]*)\s*[=:]\s*['\"]?[^\s'\",]{4,}"),
    re.compile(r"\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{32,}\b"),
]


def _secret_values(environ) -> list[str]:
    values = [value for name, value in environ.items() if SECRET_NAME.search(name) and len(value) >= 6]
    return sorted(set(values), key=len, reverse=True)  # longest first: no partial masking


def scrub(text: str, environ=None) -> str:
    """``text`` with every key-like substring and secret variable value masked."""
    if not text:
        return text
    for value in _secret_values(os.environ if environ is None else environ):
        text = text.replace(value, MASK)
    for pattern in KEY_PATTERNS:
        text = pattern.sub(MASK, text)
    return text
