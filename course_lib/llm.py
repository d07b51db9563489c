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
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx2
import openai

from .offline import AsyncOfflineTransport, OfflineModel, OfflineTransport, model_names
from .redaction import mask, redact
# In a module of their own (environment set-up needs neither openai nor the offline model),
# and still importable from here.
from .loopback import LOOPBACK, bypass_proxy_for_loopback, is_loopback  # noqa: F401


@dataclass(frozen=True)
class Capabilities:
    """What a provider is known to support. None: not documented either way; `python -m
    course_lib doctor` measures it, and the structured-output helper (structured.py)
    tries `json_schema` and falls back to `json_object` when the provider says no."""

    json_schema: bool | None = True     # response_format={"type": "json_schema", strict}
    json_object: bool | None = True     # response_format={"type": "json_object"} (JSON mode)
    parallel_tool_calls: bool | None = True   # several tool calls in one reply
    tool_choice: tuple[str, ...] = ("none", "auto", "required", "named")
    stream_usage: bool | None = True    # stream_options={"include_usage": true} is honoured


@dataclass(frozen=True)
class Provider:
    base_url: str | None
    default_model: str
    key_variable: str | None  # where the API key is read from (None: no key needed)
    supports: Capabilities = Capabilities()


# Each preset with what it supports, and where each fact comes from (public docs and issue
# threads). None where no source settles it: the doctor measures it on your account.
PROVIDERS = {
    # The simulator enforces the real API's rules (offline/protocol.py). Its models named
    # `offline-no-json-schema`, `-no-parallel`, `-no-stream-usage` reproduce the quirks below
    # (offline/models/no_*.py).
    "offline": Provider("http://offline.invalid/v1", "offline", None),
    # Structured Outputs, JSON mode (the "json" word rule is its own 400), parallel_tool_calls
    # (default true), all four tool_choice forms, the usage chunk on request (openai-openapi
    # PR #240: stream_options.include_usage).
    "openai": Provider("https://api.openai.com/v1", "gpt-4o-mini", "OPENAI_API_KEY"),
    # No json_schema: 400 "This response_format type is unavailable now" (llm-exe #662,
    # inspect_ai #4916, litellm PR #31466). JSON mode needs the word "json" in the prompt and
    # may answer with blank content (api-docs.deepseek.com/guides/json_mode; Stagehand #1204).
    # Parallel calls happen and cannot be switched off (deepseek-ai/DeepSeek-V3 #883).
    # stream_options is accepted with stream=true (its 400 otherwise: 9router PR #3081).
    # Forced tool_choice is reported to 400 on the thinking models (oh-my-pi #830).
    "deepseek": Provider("https://api.deepseek.com/v1", "deepseek-chat", "DEEPSEEK_API_KEY",
                         Capabilities(json_schema=False, tool_choice=("none", "auto"))),
    # GLM accepts only tool_choice="auto", and stream_options is not one of its fields
    # (java.agentscope.io, GLM integration notes). JSON modes: not documented there.
    "zhipu": Provider("https://open.bigmodel.cn/api/paas/v4", "glm-4-flash", "ZHIPUAI_API_KEY",
                      Capabilities(json_schema=None, json_object=None, parallel_tool_calls=None,
                                   tool_choice=("auto",), stream_usage=None)),
    # JSON mode with the "json" word rule (Alibaba Model Studio, "Structured output");
    # json_schema only on selected newer models, and "required" is sent as "auto"
    # (instructor-php, Qwen provider notes); the usage chunk works (cc-switch-cli PR #94).
    "qwen": Provider("https://dashscope.aliyuncs.com/compatible-mode/v1", "qwen-plus",
                     "DASHSCOPE_API_KEY",
                     Capabilities(json_schema=None, tool_choice=("none", "auto", "named"))),
    # JSON mode, tools, tool_choice and stream_options.include_usage are listed as supported
    # (docs.ollama.com/api/openai-compatibility); json_schema and parallel calls depend on
    # the Ollama version and the model.
    "ollama": Provider("http://localhost:11434/v1", "qwen2.5:7b", None,
                       Capabilities(json_schema=None, parallel_tool_calls=None)),
    # tool_choice named, auto (needs --enable-auto-tool-choice), required (vllm>=0.8.3) and
    # none (docs.vllm.ai, "Tool Calling"); the usage chunk on request (inspect_ai PR #4694).
    "vllm": Provider("http://localhost:8000/v1", "Qwen/Qwen2.5-7B-Instruct", None,
                     Capabilities(json_schema=None, parallel_tool_calls=None)),
    # Tool calls only when llama-server runs with --jinja (llama.cpp docs/function-calling.md);
    # the rest depends on the build and the model.
    "llamacpp": Provider("http://localhost:8080/v1", "default", None,
                         Capabilities(json_schema=None, parallel_tool_calls=None,
                                      tool_choice=("none", "auto"), stream_usage=None)),
    # Any OpenAI-compatible server: nothing is known until the doctor has looked.
    "custom": Provider(None, "", "OPENAI_API_KEY",
                       Capabilities(json_schema=None, json_object=None, parallel_tool_calls=None,
                                    tool_choice=("auto",), stream_usage=None)),
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

    @property
    def capabilities(self) -> Capabilities:
        """The preset's known capabilities; offline, those of the chosen behaviour (a model
        such as `offline-no-json-schema` declares the provider quirk it reproduces)."""
        if self.offline:
            from .offline.behaviours import behaviour
            try:
                quirks = getattr(behaviour(self.model), "capabilities", None) or {}
            except KeyError:     # an unknown name: its requests get the API's 404
                quirks = {}
            return Capabilities(**quirks)
        return PROVIDERS[self.provider].supports

    def describe(self) -> str:
        """Safe to print: never shows the key."""
        where = "in-process simulator" if self.offline else self.base_url
        return f"provider={self.provider} model={self.model} ({where})"

    def __repr__(self) -> str:   # the dataclass repr would print the key in full
        return (f"Settings(provider={self.provider!r}, model={self.model!r}, "
                f"base_url={self.base_url!r}, api_key={mask(self.api_key)!r})")

    __str__ = __repr__


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
    elif is_loopback(s.base_url):  # a server on this machine: never through HTTP(S)_PROXY
        http_client = openai.DefaultAsyncHttpxClient(trust_env=False)
    client = openai.AsyncOpenAI(api_key=s.api_key, base_url=s.base_url,
                                http_client=http_client, max_retries=max_retries)
    client.course_model = s.model
    client.course_capabilities = s.capabilities   # read by structured.py
    return client


def make_sync_client(provider: str | None = None, model: str | None = None, *,
                     offline_model: OfflineModel | None = None,
                     max_retries: int = 2) -> openai.OpenAI:
    """The blocking `openai.OpenAI` twin of `make_client`."""
    s = settings(provider, model)
    http_client = None
    if s.offline:
        http_client = httpx2.Client(transport=OfflineTransport(offline_model))
    elif is_loopback(s.base_url):
        http_client = openai.DefaultHttpxClient(trust_env=False)
    client = openai.OpenAI(api_key=s.api_key, base_url=s.base_url, http_client=http_client,
                           max_retries=max_retries)
    client.course_model = s.model
    client.course_capabilities = s.capabilities   # read by structured.py
    return client


def default_model(provider: str | None = None) -> str:
    return settings(provider).model


# ---------------------------------------------------------------- one-line provider errors


def explain_error(error: BaseException, base_url: str | None = None) -> str | None:
    """One line saying what went wrong talking to the provider and what to change, for
    the errors a learner meets first. None if `error` is not a provider error."""
    where = base_url or "the provider"
    proxy = next((os.environ[k] for k in ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY",
                                           "http_proxy", "ALL_PROXY", "all_proxy")
                  if os.environ.get(k)), None)
    if isinstance(error, openai.APITimeoutError):
        return f"{where} did not answer in time. Is the server up and not overloaded?"
    if isinstance(error, openai.APIConnectionError):
        via = f" through the proxy {proxy}" if proxy and not is_loopback(base_url) else ""
        return (f"cannot reach {where}{via}: {_cause(error)}. Is the server running, and are "
                "COURSE_PROVIDER / OPENAI_BASE_URL right? (Unset COURSE_PROVIDER to go back to "
                "the offline model.)")
    if isinstance(error, openai.AuthenticationError):
        return (f"{where} rejected the API key (401): {_message(error)}. Check the key variable "
                "of your provider (see the README's table).")
    if isinstance(error, openai.APIStatusError):
        status = error.status_code
        message = _message(error)
        if status == 404:
            path = urlsplit(base_url or "").path.rstrip("/")
            if base_url and not re.search(r"/v\d+$", path):
                return (f"{where}/chat/completions does not exist (404). OpenAI-compatible base "
                        f"URLs usually end in /v1: try OPENAI_BASE_URL={base_url.rstrip('/')}/v1")
            if getattr(error, "code", None) == "model_not_found" or "does not exist" in message:
                listing = "" if base_url else " `python -m course_lib models` lists the offline ones."
                return f"{message.rstrip('.')} (404). Choose another --model or COURSE_MODEL.{listing}"
            return f"{where} answered 404: {message}. Check OPENAI_BASE_URL."
        return f"{where} answered {status}: {message}"
    return None


def _message(error: "openai.APIStatusError") -> str:
    """The provider's error message, redacted: some providers echo the request's headers."""
    return redact(_raw_message(error))


def _raw_message(error: "openai.APIStatusError") -> str:
    body = getattr(error, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"]).strip()
        if isinstance(body.get("detail"), str):
            return body["detail"]
    return str(getattr(error, "message", error)).split(" - ", 1)[-1].strip()


def _cause(error: BaseException) -> str:
    cause = error.__cause__ or error.__context__
    while cause is not None and (cause.__cause__ or cause.__context__) is not None \
            and not str(cause):
        cause = cause.__cause__ or cause.__context__
    text = str(cause or error).strip() or type(cause or error).__name__
    if any(m in text.lower() for m in ("refused", "errno 111", "all connection attempts failed")):
        return "connection refused"
    return text.splitlines()[0][:160]
