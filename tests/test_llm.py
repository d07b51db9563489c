"""Client settings: offline by default, a key alone never leaves offline mode."""

import pytest

from course_lib import settings
from course_lib.llm import make_client


def test_offline_is_the_default_even_with_a_key(monkeypatch):
    monkeypatch.delenv("COURSE_PROVIDER", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-real")
    s = settings()
    assert s.offline and s.model == "offline"
    assert "sk-" not in s.describe()


def test_presets_read_their_key_and_model(monkeypatch):
    monkeypatch.setenv("DEEPSEEK_API_KEY", "k")
    s = settings("deepseek")
    assert (s.base_url, s.model, s.api_key) == ("https://api.deepseek.com/v1", "deepseek-chat", "k")
    monkeypatch.setenv("COURSE_MODEL", "deepseek-reasoner")
    assert settings("deepseek").model == "deepseek-reasoner"


def test_custom_needs_a_base_url(monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="OPENAI_BASE_URL"):
        settings("custom")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "x")
    monkeypatch.setenv("COURSE_MODEL", "my-model")
    assert settings("custom").base_url == "http://127.0.0.1:9/v1"


def test_clear_errors_for_bad_settings(monkeypatch):
    with pytest.raises(ValueError, match="Choose one of"):
        settings("openia")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("ZHIPUAI_API_KEY", raising=False)
    with pytest.raises(ValueError, match="ZHIPUAI_API_KEY"):
        settings("zhipu")


def test_offline_ignores_a_real_model_name(monkeypatch):
    monkeypatch.setenv("COURSE_MODEL", "gpt-4o")
    assert settings("offline").model == "offline"


def test_client_carries_its_default_model():
    assert make_client().course_model == "offline"


# ---------------------------------------------------------------- keys never shown

KEY = "sk-proj-Zq8Xw3Lm5Rt7Yu9Io1Pa2Sd4Fg6Hj8Kl0mnbv"


def test_settings_repr_and_str_never_show_the_key(monkeypatch):
    monkeypatch.setenv("DEEPSEEK_API_KEY", KEY)
    s = settings("deepseek")
    for shown in (repr(s), str(s), f"{s}", s.describe(), repr([s])):
        assert KEY not in shown and KEY[3:-4] not in shown
    assert "api_key='sk-…nbv'" not in repr(s) and "api_key='sk-…mnbv'" in repr(s)
    assert s.api_key == KEY, "the key itself is still there for the client"


def test_mask_shows_at_most_a_prefix_and_four_characters():
    from course_lib.redaction import mask
    assert mask(KEY) == "sk-…mnbv"
    assert mask("abc123") == "<set>" and mask("") == "<not set>" and mask(None) == "<not set>"
    assert mask("0123456789abcdefghij.klmn") == "…klmn"


def test_redact_removes_keys_and_bearer_tokens_from_text():
    from course_lib.redaction import REDACTED, redact
    text = (f"401 Incorrect API key provided: {KEY}. Authorization: Bearer abcdefgh12345678 "
            f'sent with {{"api_key": "hunter2hunter2"}} and api_key=zz-unusual-format-9')
    out = redact(text)
    for secret in (KEY, "abcdefgh12345678", "hunter2hunter2", "zz-unusual-format-9"):
        assert secret not in out
    assert out.startswith("401 Incorrect API key provided: ") and REDACTED in out
    assert redact("a key in no known format: q9w8e7r6t5y4", "q9w8e7r6t5y4") == \
        f"a key in no known format: {REDACTED}"
    assert redact("order A-1024 costs 699 CNY") == "order A-1024 costs 699 CNY"


def test_provider_error_text_is_redacted_in_explanations():
    import httpx2
    import openai
    from course_lib.llm import explain_error
    request = httpx2.Request("POST", "https://api.example.invalid/v1/chat/completions")
    response = httpx2.Response(403, request=request, json={"error": {
        "message": f"Forbidden for Authorization: Bearer {KEY}"}})
    error = openai.PermissionDeniedError("forbidden", response=response, body=response.json())
    line = explain_error(error, "https://api.example.invalid/v1")
    assert "403" in line and KEY not in line and "<redacted>" in line


# ---------------------------------------------------------------- capabilities


def test_each_preset_says_what_it_supports():
    from course_lib.llm import PROVIDERS
    deepseek = PROVIDERS["deepseek"].supports
    assert deepseek.json_schema is False and deepseek.json_object is True
    assert PROVIDERS["openai"].supports.json_schema is True
    assert PROVIDERS["zhipu"].supports.tool_choice == ("auto",)
    assert PROVIDERS["custom"].supports.json_schema is None, "unknown: measured, not assumed"


def test_offline_profiles_report_the_quirk_they_reproduce():
    assert settings("offline").capabilities.json_schema is True
    assert settings("offline", "offline-no-json-schema").capabilities.json_schema is False
    assert settings("offline", "offline-no-parallel").capabilities.parallel_tool_calls is False
    assert settings("offline", "offline-no-stream-usage").capabilities.stream_usage is False
    assert make_client(model="offline-no-json-schema").course_capabilities.json_schema is False
