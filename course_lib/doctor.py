"""`python -m course_lib doctor`: what your provider supports, and what the course does about it.

Run it once with your key before chapter 1. Nine checks, about ten small requests (a few
hundred tokens in all) against the configured provider:

    plain call         a reply at all (key, URL, model name)
    one tool call      the model calls a tool with JSON arguments
    parallel calls     two calls in one reply when the question needs two
    tool_choice none   "answer now, no tools" is obeyed
    json_schema        response_format json_schema (strict structured output)
    json_object        JSON mode, the word "json" in the prompt
    structured output  the course's helper (structured.py) end to end, fallback included
    streamed usage     stream_options.include_usage sends the bill as the last chunk
    unanswered call    a tool call with no tool message gets a 400, as on OpenAI

Prints a table, what the course falls back to, which chapters it affects. Exit code 0:
the course can run (maybe with fallbacks); 1: it cannot (the table says why).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from pydantic import BaseModel, ValidationError

from .redaction import redact
from .structured import problems

WEATHER_TOOL = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather of one city.",
    "parameters": {"type": "object", "properties": {
        "city": {"type": "string", "description": "City name, e.g. 'Paris'."}},
        "required": ["city"]}}}
TIMEOUT = 60.0   # seconds per request: a local model may be slow to load


class City(BaseModel):
    city: str
    country: str


EXTRACT = [{"role": "system", "content": "Extract the city and its country."},
           {"role": "user", "content": "Paris is the capital of France."}]


@dataclass
class Check:
    name: str
    ok: bool | None = None      # None: not run (an earlier check it needs failed)
    detail: str = ""            # one line: what came back
    fallback: str = ""          # what the course does when this is missing
    chapters: str = ""          # the chapters that show the difference
    required: bool = False      # without it the course cannot run


# name -> (required, fallback when missing, chapters affected)
CONSEQUENCES = {
    "plain call": (True, "none: fix the key, URL or model first", "all"),
    "one tool call": (True, "none: the course is about tool calls; choose a model that "
                      "supports them (llama.cpp: --jinja; vLLM: --enable-auto-tool-choice)", "all"),
    "parallel calls": (False, "one tool call per step: the loop still works, with more steps "
                       "and tokens", "2, 9, 10"),
    "tool_choice none": (False, "'answer now without tools' on the last step is not obeyed: "
                         "the fuse raises instead", "4, 11"),
    "json_schema": (False, "structured.py validates every reply and retries once with the "
                    "error; on a 400 it uses json_object with the schema in the prompt. Chapter "
                    "1's `.parse(...)` cells call json_schema directly", "1, 12, 13"),
    "json_object": (False, "chapter 1's JSON-mode cell fails; structured output needs "
                    "json_schema", "1"),
    "structured output": (True, "none: planning and routing need one of the two JSON modes",
                          "12, 13"),
    "streamed usage": (False, "streamed runs report 0 tokens: token budgets and cost lines "
                       "only count unstreamed calls", "3, 10"),
    "unanswered call": (False, "the provider accepts a broken history: chapter 2's 400 does "
                        "not appear (the mistake still confuses the model)", "2, 5"),
}


def _line(error: BaseException, secret: str | None, base_url: str | None = None) -> str:
    from .llm import explain_error
    text = explain_error(error, base_url) or f"{type(error).__name__}: {error}"
    return redact(text.splitlines()[0] if text else type(error).__name__, secret)[:200]


async def _probe(name: str, run: Callable[[], Awaitable[tuple[bool, str]]],
                 secret: str | None, base_url: str | None) -> Check:
    required, fallback, chapters = CONSEQUENCES[name]
    check = Check(name, fallback=fallback, chapters=chapters, required=required)
    try:
        check.ok, check.detail = await run()
    except ValidationError as error:   # the reply came, but not in the shape asked for
        check.ok, check.detail = False, "invalid: " + "; ".join(
            f"{p['field']}: {p['message']}" for p in problems(error))[:190]
    except json.JSONDecodeError as error:
        check.ok, check.detail = False, f"the reply is not JSON ({error.msg})"
    except Exception as error:   # every failure is one line in the table, never a traceback
        check.ok, check.detail = False, _line(error, secret, base_url)
    return check


async def run_checks(client: Any, model: str, secret: str | None = None,
                     base_url: str | None = None) -> list[Check]:
    """The battery, in order. Each check is independent; a failed plain call skips the rest."""
    create = client.chat.completions.create
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]

    async def plain():
        reply = await create(model=model, timeout=TIMEOUT, messages=[
            {"role": "user", "content": "Say hello in one short sentence."}])
        text = (reply.choices[0].message.content or "").strip()
        return bool(text), f"{len(text)} characters of text" if text else "an empty reply"

    async def one_tool():
        reply = await create(model=model, timeout=TIMEOUT, messages=ask, tools=[WEATHER_TOOL])
        calls = reply.choices[0].message.tool_calls or []
        if not calls:
            return False, "answered in text, no tool call"
        args = json.loads(calls[0].function.arguments or "{}")
        return True, f"{calls[0].function.name}({json.dumps(args, ensure_ascii=False)})"

    async def parallel():
        reply = await create(model=model, timeout=TIMEOUT, tools=[WEATHER_TOOL], messages=[
            {"role": "user", "content": "What is the weather in Paris and in Tokyo?"}])
        n = len(reply.choices[0].message.tool_calls or [])
        return n >= 2, f"{n} tool call{'' if n == 1 else 's'} in one reply"

    async def tool_choice_none():
        reply = await create(model=model, timeout=TIMEOUT, messages=ask, tools=[WEATHER_TOOL],
                             tool_choice="none")
        n = len(reply.choices[0].message.tool_calls or [])
        return n == 0, "answered in text" if n == 0 else f"called {n} tool(s) anyway"

    async def json_schema():
        from openai.lib._parsing._completions import type_to_response_format_param
        reply = await create(model=model, timeout=TIMEOUT, messages=EXTRACT,
                             response_format=type_to_response_format_param(City))
        city = City.model_validate_json(reply.choices[0].message.content or "")
        return True, f"valid: {city.model_dump_json()}"

    async def json_object():
        messages = [{"role": "system", "content": "Reply in JSON with the keys `city` and "
                     "`country`."}, EXTRACT[1]]
        reply = await create(model=model, timeout=TIMEOUT, messages=messages,
                             response_format={"type": "json_object"})
        data = json.loads(reply.choices[0].message.content or "")
        return isinstance(data, dict), f"valid JSON, keys {sorted(data)}"

    async def structured():
        from .events import Usage
        from .structured import mode_for, structured_output
        usage = Usage()
        city = await structured_output(client, EXTRACT, City, model=model, usage=usage)
        calls = usage.model_calls
        return True, (f"{mode_for(client)}, {calls} call{'' if calls == 1 else 's'}: "
                      f"{city.model_dump_json()}")

    async def streamed_usage():
        stream = await create(model=model, timeout=TIMEOUT, stream=True,
                              stream_options={"include_usage": True}, messages=[
                                  {"role": "user", "content": "Say hello."}])
        usage = None
        async for chunk in stream:
            usage = getattr(chunk, "usage", None) or usage
        if usage is None:
            return False, "the stream ended without a usage chunk"
        return True, f"{usage.total_tokens} tokens reported at the end"

    async def unanswered():
        broken = [*ask, {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_doctor_1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]},
                  {"role": "user", "content": "And now?"}]
        import openai
        try:
            await create(model=model, timeout=TIMEOUT, messages=broken, tools=[WEATHER_TOOL])
        except openai.BadRequestError:
            return True, "400, as expected"
        return False, "accepted (200): the provider does not check the history"

    checks = [await _probe("plain call", plain, secret, base_url)]
    if not checks[0].ok:
        return checks + [Check(n, None, "skipped: the plain call failed", *CONSEQUENCES[n][1:],
                               required=CONSEQUENCES[n][0])
                         for n in list(CONSEQUENCES)[1:]]
    for name, run in [("one tool call", one_tool), ("parallel calls", parallel),
                      ("tool_choice none", tool_choice_none), ("json_schema", json_schema),
                      ("json_object", json_object), ("structured output", structured),
                      ("streamed usage", streamed_usage), ("unanswered call", unanswered)]:
        checks.append(await _probe(name, run, secret, base_url))
    return checks


def can_run(checks: list[Check]) -> bool:
    return all(c.ok for c in checks if c.required)


def report(checks: list[Check], where: str, console: Any = None) -> None:
    """The table, then what falls back and which chapters show it."""
    from rich.console import Console
    from rich.table import Table
    console = console or Console()
    table = Table(title=f"doctor: {where}", title_justify="left")
    for column in ("check", "result", "what came back"):
        table.add_column(column)
    marks = {True: "ok", False: "missing", None: "skipped"}
    for c in checks:
        table.add_row(c.name, marks[c.ok] + (" (required)" if c.required and not c.ok else ""),
                      c.detail)
    console.print(table)
    missing = [c for c in checks if c.ok is False]
    for c in missing:
        where = "every chapter" if c.chapters == "all" else \
            f"chapter{'s' if ',' in c.chapters else ''} {c.chapters}"
        console.print(f"- {c.name}: {c.fallback} ({where})", highlight=False)
    if can_run(checks):
        console.print("The course can run on this provider"
                      + (" with the fallbacks above." if missing else ", every chapter as written."),
                      highlight=False)
    else:
        console.print("The course cannot run on this provider yet: fix the required checks "
                      "above.", highlight=False)


def main(provider: str | None = None, model: str | None = None, console: Any = None, *,
         offline_model: Any = None) -> int:
    """Run the battery and print the report. Returns the exit code (0: the course can run)."""
    from rich.console import Console
    from .llm import make_client, settings
    console = console or Console()
    try:
        s = settings(provider, model)
        client = make_client(provider, model, offline_model=offline_model, max_retries=1)
    except ValueError as error:   # no key, unknown provider...: one line, what to fix
        console.print(f"doctor: {redact(error)}", highlight=False)
        return 1
    checks = asyncio.run(run_checks(client, s.model, s.api_key,
                                    None if s.offline else s.base_url))
    report(checks, s.describe(), console)
    return 0 if can_run(checks) else 1


__all__ = ["CONSEQUENCES", "Check", "can_run", "main", "report", "run_checks"]
