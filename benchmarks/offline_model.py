"""What the offline model costs per request, next to the SDK's own floor.

    python benchmarks/offline_model.py [--rounds N]

1. Floor: one `client.chat.completions.create` through the official `openai` client with
   a transport that returns, at once, the very reply the offline model gives to that
   request (recorded once, then replayed): the SDK's own cost of building, sending and
   parsing the same exchange. Next to it, the same call answered by the offline model.
   (The older floor, a canned "ok" text reply, is printed too: the SDK parses a tool call
   more slowly than a word, so that floor also charges the SDK's parsing to the model.)
2. Growth with tools: the same question with 1, 10, 40 and 80 tools in the request.
3. Growth with history: the same question after 0, 10, 50 and 200 earlier turns.
4. First use: the reading layer loads its libraries (dates, places, Chinese words...) on
   the first request that needs them; the one-off cost is printed once, apart.

Ratios are measured side by side in one run (medians of per-round ratios, the two calls
interleaved); absolute
times vary by machine. No assertions: behaviour is tested in tests/.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import httpx2
import openai

from course_lib.offline import OfflineModel, OfflineTransport

CANNED = {"id": "c", "object": "chat.completion", "created": 0, "model": "offline",
          "choices": [{"index": 0, "finish_reason": "stop",
                       "message": {"role": "assistant", "content": "ok"}}],
          "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}


class CannedTransport(httpx2.BaseTransport):
    """Answers every request with the same recorded completion at once: the SDK's floor."""

    def __init__(self, body: dict = CANNED) -> None:
        self.body = body

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        request.read()
        return httpx2.Response(200, json=self.body, request=request)


def replay(tools: list[dict], messages: list[dict]) -> openai.OpenAI:
    """A client whose transport replays what the offline model answers to this request."""
    body = OfflineModel().handle({"model": "offline", "messages": messages, "tools": tools}).body
    return client(CannedTransport(body))


def client(transport) -> openai.OpenAI:
    return openai.OpenAI(base_url="http://offline.invalid/v1", api_key="not-needed",
                         http_client=httpx2.Client(transport=transport), max_retries=0)


def tool(i: int) -> dict:
    """Tools of a learner's everyday kind, each with its own description."""
    topics = ["calendar events", "todo tasks", "notes", "emails", "contacts", "expenses",
              "files", "recipes", "flights", "hotels", "books", "reminders"]
    topic = topics[i % len(topics)]
    return {"type": "function", "function": {
        "name": f"search_{topic.split()[0]}_{i}",
        "description": f"Search the user's {topic} by words in them (collection {i}).",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}},
                       "required": ["query"]}}}


CONVERT = {"type": "function", "function": {
    "name": "convert_currency", "description": "Convert an amount of money between currencies.",
    "parameters": {"type": "object", "properties": {
        "amount": {"type": "number"}, "from_currency": {"type": "string"},
        "to_currency": {"type": "string"}}, "required": ["amount", "from_currency", "to_currency"]}}}
QUESTION = {"role": "user", "content": "How many yuan is 100 dollars?"}


def history(turns: int) -> list[dict]:
    out = []
    for i in range(turns):
        out += [{"role": "user", "content": f"What is on my list number {i}?"},
                {"role": "assistant", "content": f"List {i} holds {i % 7} items."}]
    return out


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def paired_ms(model_fn, floor_fn, rounds: int) -> tuple[float, float, float]:
    """Median ms of the model and of the floor, and the median of their per-round ratios:
    the two run alternately, so a busy machine slows both alike."""
    model, floor, ratios = [], [], []
    for _ in range(rounds):
        f = _timed(floor_fn)
        m = _timed(model_fn)
        model.append(m)
        floor.append(f)
        ratios.append(m / f)
    return (statistics.median(model) * 1000, statistics.median(floor) * 1000,
            statistics.median(ratios))


def main(rounds: int) -> None:
    canned = client(CannedTransport())
    offline = client(OfflineTransport(OfflineModel()))

    def ask(c, tools, messages):
        return lambda: c.chat.completions.create(model="offline", messages=messages, tools=tools)

    start = time.perf_counter()
    ask(offline, [CONVERT], [QUESTION])()                       # loads the reading layer
    ask(offline, [CONVERT], [{"role": "user", "content": "100美元是多少人民币？"}])()
    print(f"first use (libraries loaded once): {time.perf_counter() - start:.2f} s\n")

    model, floor, ratio = paired_ms(ask(offline, [CONVERT], [QUESTION]),
                                    ask(replay([CONVERT], [QUESTION]), [CONVERT], [QUESTION]), rounds)
    print(f"1. one request, one tool: SDK floor {floor:.2f} ms, offline model {model:.2f} ms "
          f"-> {ratio:.2f}x the floor")
    model, floor, ratio = paired_ms(ask(offline, [CONVERT], [QUESTION]),
                                    ask(canned, [CONVERT], [QUESTION]), rounds)
    print(f"   (against a canned 'ok' reply instead: floor {floor:.2f} ms -> {ratio:.2f}x)")

    print("\n2. growth with tools (offline model; ratio to 1 tool)")
    base = None
    for n in (1, 10, 40, 80):
        tools = [CONVERT] + [tool(i) for i in range(n - 1)]
        t, f, ratio = paired_ms(ask(offline, tools, [QUESTION]),
                                ask(replay(tools, [QUESTION]), tools, [QUESTION]), rounds)
        base = base or t
        print(f"   {n:>3} tools: {t:7.2f} ms  ({t / base:5.2f}x; SDK floor {f:6.2f} ms, "
              f"{ratio:4.2f}x the floor)")

    print("\n3. growth with history (offline model; ratio to no history)")
    base = None
    for turns in (0, 10, 50, 200):
        messages = history(turns) + [QUESTION]
        t, f, ratio = paired_ms(ask(offline, [CONVERT], messages),
                                ask(replay([CONVERT], messages), [CONVERT], messages), rounds)
        base = base or t
        print(f"   {turns:>3} turns: {t:7.2f} ms  ({t / base:5.2f}x; SDK floor {f:6.2f} ms, "
              f"{ratio:4.2f}x the floor)")
    print("\n(medians of", rounds, "rounds; request bodies up to",
          f"{len(json.dumps(history(200))) // 1024} KB)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=30)
    main(parser.parse_args().rounds)
