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
