"""Building the `openai` client every lesson uses: offline by default, any provider by choice.

The lessons always call the real SDK (`client.chat.completions.create(...)`). Only
where the requests go changes:

    COURSE_PROVIDER=offline   (default) the offline simulator, in-process, no key, no network
    COURSE_PROVIDER=openai    api.openai.com with OPENAI_API_KEY
    COURSE_PROVIDER=deepseek | zhipu | qwen | ollama | vllm | llamacpp   presets below
    COURSE_PROVIDER=custom    OPENAI_BASE_URL + OPENAI_API_KEY (any OpenAI-compatible server)
    COURSE_MODEL=...          the model name (each preset has a default)

Having OPENAI_API_KEY set is *not* enough to leave offline mode: you must choose a
provider, so a key in your shell never makes the course (or its tests) spend money.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import httpx2
import openai

from .offline import AsyncOfflineTransport, OfflineModel, OfflineTransport, model_names


@dataclass(frozen=True)
class Provider:
    base_url: str | None
    default_model: str
    key_variable: str | None  # where the API key is read from (None: no key needed)


PROVIDERS = {
    "offline": Provider("http://offline.invalid/v1", "offline", None),
    "openai": Provider("https://api.openai.com/v1", "gpt-4o-mini", "OPENAI_API_KEY"),
    "deepseek": Provider("https://api.deepseek.com/v1", "deepseek-chat", "DEEPSEEK_API_KEY"),
    "zhipu": Provider("https://open.bigmodel.cn/api/paas/v4", "glm-4-flash", "ZHIPUAI_API_KEY"),
    "qwen": Provider("https://dashscope.aliyuncs.com/compatible-mode/v1", "qwen-plus",
                     "DASHSCOPE_API_KEY"),
    "ollama": Provider("http://localhost:11434/v1", "qwen2.5:7b", None),
    "vllm": Provider("http://localhost:8000/v1", "Qwen/Qwen2.5-7B-Instruct", None),
    "llamacpp": Provider("http://localhost:8080/v1", "default", None),
    "custom": Provider(None, "", "OPENAI_API_KEY"),
}


@dataclass(frozen=True)
class Settings:
    provider: str
    model: str
    base_url: str | None
    api_key: str

    @property
    def offline(self) -> bool:
        return self.provider == "offline"

    def describe(self) -> str:
        """Safe to print: never shows the key."""
        where = "in-process simulator" if self.offline else self.base_url
        return f"provider={self.provider} model={self.model} ({where})"


def settings(provider: str | None = None, model: str | None = None) -> Settings:
    """Resolve provider, model, URL and key from arguments, then the environment."""
    name = (provider or os.environ.get("COURSE_PROVIDER") or "offline").strip().lower()
    if name not in PROVIDERS:
        raise ValueError(f"Unknown COURSE_PROVIDER '{name}'. Choose one of: "
                         f"{', '.join(PROVIDERS)}.")
    preset = PROVIDERS[name]
    base_url = preset.base_url
    if name == "custom" or (name == "openai" and os.environ.get("OPENAI_BASE_URL")):
        base_url = os.environ.get("OPENAI_BASE_URL") or None
        if not base_url:
            raise ValueError("COURSE_PROVIDER=custom needs OPENAI_BASE_URL, e.g. "
                             "http://localhost:8000/v1")
    env_model = os.environ.get("COURSE_MODEL")
    if name == "offline" and env_model not in model_names():
        env_model = None  # a real model's name means nothing to the simulator
    chosen_model = model or env_model or preset.default_model
    if not chosen_model:
        raise ValueError(f"COURSE_PROVIDER={name} has no default model: set COURSE_MODEL.")
    key = "offline-no-key-needed"
    if preset.key_variable:
        key = os.environ.get(preset.key_variable) or os.environ.get("OPENAI_API_KEY") or ""
        if not key:
            raise ValueError(f"COURSE_PROVIDER={name} needs an API key in "
                             f"{preset.key_variable}. Set it, or unset COURSE_PROVIDER to "
                             "stay offline.")
    elif name != "offline":
        key = os.environ.get("OPENAI_API_KEY") or "not-needed"
    return Settings(name, chosen_model, base_url, key)


def make_client(provider: str | None = None, model: str | None = None, *,
                offline_model: OfflineModel | None = None,
                max_retries: int = 2) -> openai.AsyncOpenAI:
    """An `openai.AsyncOpenAI` for the chosen provider (offline by default).

    The default model name is attached as `client.course_model`, so helpers such as
    `run_agent(client, ...)` need no `model=` argument.
    """
    s = settings(provider, model)
    http_client = None
    if s.offline:
        http_client = httpx2.AsyncClient(transport=AsyncOfflineTransport(offline_model))
    client = openai.AsyncOpenAI(api_key=s.api_key, base_url=s.base_url,
                                http_client=http_client, max_retries=max_retries)
    client.course_model = s.model
    return client


def make_sync_client(provider: str | None = None, model: str | None = None, *,
                     offline_model: OfflineModel | None = None,
                     max_retries: int = 2) -> openai.OpenAI:
    """The blocking `openai.OpenAI` twin of `make_client`."""
    s = settings(provider, model)
    http_client = None
    if s.offline:
        http_client = httpx2.Client(transport=OfflineTransport(offline_model))
    client = openai.OpenAI(api_key=s.api_key, base_url=s.base_url, http_client=http_client,
                           max_retries=max_retries)
    client.course_model = s.model
    return client


def default_model(provider: str | None = None) -> str:
    return settings(provider).model
