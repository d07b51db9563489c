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
4. Growth with results: a final answer written over 1, 10, 50 and 100 tool results of
   one turn (the answer reads every result once: linear, not quadratic).
5. The lessons' requests: the requests chapter 2 and 3's loops send (the course world's
   support tools, their questions in English and Chinese, every step of each run,
   recorded once through `run_agent`), each replayed against its own floor after its
   run's earlier steps (as its loop meets it); the median and the worst of their ratios.
First use: the reading layer loads its libraries (dates, places, Chinese words...) on
the first request that needs them; the one-off cost is printed once, apart.

Sections 1-4 time each request as a new question's (the model's cache of tool rankings
is emptied before each timing; its other caches stay warm, as after a lesson's first run).

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
from course_lib.offline.decide.relevance import forget_rankings

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


PRICE = {"type": "function", "function": {
    "name": "get_price", "description": "The price of one catalogue item, in euros.",
    "parameters": {"type": "object", "properties": {"item": {"type": "string"}},
                   "required": ["item"]}}}


COLOURS = ["red", "blue", "green", "black", "white", "grey", "pink", "brown", "gold", "silver"]
THINGS = ["mug", "lamp", "chair", "desk", "rug", "clock", "vase", "shelf", "kettle", "stool"]


def results_turn(k: int) -> list[dict]:
    """One turn whose K price look-ups ("the red mug", "the blue lamp"...) have all come
    back: what is left is the answer."""
    items = [f"{COLOURS[i % 10]} {THINGS[i // 10 % 10]}" for i in range(k)]
    calls = [{"id": f"call_{i}", "type": "function",
              "function": {"name": "get_price", "arguments": json.dumps({"item": it})}}
             for i, it in enumerate(items)]
    results = [{"role": "tool", "tool_call_id": f"call_{i}",
                "content": json.dumps({"item": it, "price_eur": 10 + i % 13})}
               for i, it in enumerate(items)]
    listed = items[0] if k == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    return [{"role": "user", "content": f"What do the {listed} cost?"},
            {"role": "assistant", "content": None, "tool_calls": calls}, *results]


LESSON_QUESTIONS = ["Why is order A-1024 late?", "Where is order A-9999?",
                    "What is the return policy?", "订单 A-1024 到哪了？",
                    "Which is hotter, Beijing or Shanghai?", "退款 R-2001 处理得怎么样了？"]


def lesson_runs() -> list[list[dict]]:
    """Every request chapter 2 and 3's loops send, one list per question, step by step."""
    import asyncio

    from course_lib import make_client, run_agent
    from course_lib.world import World
    from course_lib.world.tools import SUPPORT, world_tools

    runs: list[list[dict]] = []

    class Recording(OfflineModel):
        def handle(self, request):
            runs[-1].append(json.loads(json.dumps(request)))
            return super().handle(request)

    client = make_client("offline", offline_model=Recording())
    tools = world_tools(World(), SUPPORT)
    for question in LESSON_QUESTIONS:
        runs.append([])
        asyncio.run(run_agent(client, question, tools))
    return runs


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def paired_ms(model_fn, floor_fn, rounds: int, setup=None) -> tuple[float, float, float]:
    """Median ms of the model and of the floor, and the median of their per-round ratios:
    the two run alternately, so a busy machine slows both alike. `setup` runs, untimed,
    before each timing of the model."""
    model, floor, ratios = [], [], []
    for _ in range(rounds):
        f = _timed(floor_fn)
        if setup:
            setup()
        m = _timed(model_fn)
        model.append(m)
        floor.append(f)
        ratios.append(m / f)
    return (statistics.median(model) * 1000, statistics.median(floor) * 1000,
            statistics.median(ratios))


def main(rounds: int) -> None:
    canned = client(CannedTransport())
    simulator = OfflineModel()
    offline = client(OfflineTransport(simulator))

    def ask(c, tools, messages):
        return lambda: c.chat.completions.create(model="offline", messages=messages, tools=tools)

    start = time.perf_counter()
    ask(offline, [CONVERT], [QUESTION])()                       # loads the reading layer
    ask(offline, [CONVERT], [{"role": "user", "content": "100美元是多少人民币？"}])()
    print(f"first use (libraries loaded once): {time.perf_counter() - start:.2f} s\n")

    model, floor, ratio = paired_ms(ask(offline, [CONVERT], [QUESTION]),
                                    ask(replay([CONVERT], [QUESTION]), [CONVERT], [QUESTION]),
                                    rounds, setup=forget_rankings)
    print(f"1. one request, one tool: SDK floor {floor:.2f} ms, offline model {model:.2f} ms "
          f"-> {ratio:.2f}x the floor")
    model, floor, ratio = paired_ms(ask(offline, [CONVERT], [QUESTION]),
                                    ask(canned, [CONVERT], [QUESTION]), rounds,
                                    setup=forget_rankings)
    print(f"   (against a canned 'ok' reply instead: floor {floor:.2f} ms -> {ratio:.2f}x)")

    def growth(title: str, unit: str, cases) -> None:
        """One row per (size, tools, messages): the model's time, its growth, its floor."""
        print(f"\n{title}")
        base = None
        for size, tools, messages in cases:
            t, f, ratio = paired_ms(ask(offline, tools, messages),
                                    ask(replay(tools, messages), tools, messages), rounds,
                                    setup=forget_rankings)
            base = base or t
            print(f"   {size:>3} {unit}: {t:7.2f} ms  ({t / base:5.2f}x; SDK floor {f:6.2f} ms, "
                  f"{ratio:4.2f}x the floor)")

    growth("2. growth with tools (offline model; ratio to 1 tool)", "tools",
           [(n, [CONVERT] + [tool(i) for i in range(n - 1)], [QUESTION]) for n in (1, 10, 40, 80)])
    growth("3. growth with history (offline model; ratio to no history)", "turns",
           [(n, [CONVERT], history(n) + [QUESTION]) for n in (0, 10, 50, 200)])
    growth("4. growth with results in one turn (offline model; ratio to 1 result)", "results",
           [(k, [PRICE], results_turn(k)) for k in (1, 10, 50, 100)])

    # Each step is timed as its loop meets it: the run's earlier steps answered first, so
    # what a loop's first step worked out (a ranking of the tools) is there, and no more.
    runs = lesson_runs()
    ratios, model_ms = [], []
    for run in runs:
        for k, request in enumerate(run):
            tools, messages = request.get("tools") or [], request["messages"]

            def earlier_steps(run=run, k=k):
                forget_rankings()
                for step in run[:k]:
                    simulator.handle(step)

            t, _, ratio = paired_ms(ask(offline, tools, messages),
                                    ask(replay(tools, messages), tools, messages), rounds,
                                    setup=earlier_steps)
            ratios.append(ratio)
            model_ms.append(t)
    requests = [r for run in runs for r in run]
    print(f"\n5. the lessons' requests ({len(requests)} requests of chapter 2 and 3's loops, "
          f"{len(LESSON_QUESTIONS)} questions):\n   median {statistics.median(ratios):.2f}x the "
          f"floor, worst {max(ratios):.2f}x; offline model {statistics.median(model_ms):.2f} ms "
          "median per request")
    print("\n(medians of", rounds, "rounds; request bodies up to",
          f"{len(json.dumps(history(200))) // 1024} KB)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=30)
    main(parser.parse_args().rounds)
