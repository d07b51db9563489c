"""Chapter 2 exercises: wrong-but-plausible answers lose points, correct ones in other words
get full marks (each `source` replaces the whole solution cell)."""

NOTEBOOK = "02_the_loop_exercises.ipynb"

_RESUME_HEAD = '''async def resume(messages: list[dict], max_steps: int = 5) -> tuple[str, int]:
    """Finish a saved run: (final answer, model calls made here)."""
    messages = list(messages)
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex02-04", "why": "re-runs every call of the last ask, "
     "also the ones already answered (a write would run twice)",
     "source": _RESUME_HEAD + '''    model_calls = 0
    while True:
        last = next(m for m in reversed(messages) if m["role"] == "assistant")
        if not last.get("tool_calls"):
            return last.get("content") or "", model_calls
        messages = messages[:messages.index(last) + 1]          # drop the results, redo them
        for call in last["tool_calls"]:
            result = FUNCTIONS[call["function"]["name"]](**json.loads(call["function"]["arguments"]))
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
        if model_calls == max_steps:
            raise RuntimeError("out of steps")
        reply = await client.chat.completions.create(model=MODEL, messages=messages, tools=SCHEMAS)
        model_calls += 1
        messages.append(record(reply.choices[0].message))
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex02-04", "why": "always calls the model first, even "
     "when the saved run already ended or a call is unanswered",
     "source": _RESUME_HEAD + '''    model_calls = 0
    for _ in range(max_steps):
        reply = await client.chat.completions.create(model=MODEL, messages=messages, tools=SCHEMAS)
        model_calls += 1
        message = reply.choices[0].message
        messages.append(record(message))
        if not message.tool_calls:
            return message.content, model_calls
        for call in message.tool_calls:
            result = FUNCTIONS[call.function.name](**json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(result)})
    raise RuntimeError("out of steps")
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex02-04", "why": "runs the pending calls and asks once, "
     "but never loops: a chain that needs another tool is left unfinished",
     "source": _RESUME_HEAD + '''    last = next(m for m in reversed(messages) if m["role"] == "assistant")
    if not last.get("tool_calls"):
        return last.get("content") or "", 0
    answered = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
    for call in last["tool_calls"]:
        if call["id"] not in answered:
            result = FUNCTIONS[call["function"]["name"]](**json.loads(call["function"]["arguments"]))
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
    reply = await client.chat.completions.create(model=MODEL, messages=messages, tools=SCHEMAS)
    return reply.choices[0].message.content or "", 1
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex02-09", "why": "ignores the currency it converts from: "
     "multiplies by the target rate only",
     "source": '''RATES = {"USD": 1.0, "CNY": 7.1, "EUR": 0.92, "JPY": 150.0}


@tool
def convert_currency(
        amount: Annotated[float, Field(gt=0, description="The amount of money to convert.")],
        from_currency: Annotated[str, Field(description="ISO code to convert from, e.g. 'USD'.")],
        to_currency: Annotated[str, Field(description="ISO code to convert to, e.g. 'CNY'.")]) -> dict:
    """Convert an amount of money from one currency to another (USD, CNY, EUR, JPY).
    Use when the user asks what an amount is worth in another currency. Not for order
    prices, refunds or weather."""
    return {"amount": amount, "to": to_currency, "converted": round(amount * RATES[to_currency], 2)}


print(json.dumps(convert_currency.schema(), indent=2))
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex02-04", "why": "first answers what is pending, then "
     "the chapter's loop with a step counter",
     "source": _RESUME_HEAD + '''    asks = [m for m in messages if m["role"] == "assistant"]
    last = asks[-1]
    if messages[-1] is last and not last.get("tool_calls"):
        return last.get("content") or "", 0
    done = {m.get("tool_call_id") for m in messages}
    for call in last.get("tool_calls") or []:
        if call["id"] in done:
            continue
        function = FUNCTIONS[call["function"]["name"]]
        output = function(**json.loads(call["function"]["arguments"]))
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(output)})
    for step in range(1, max_steps + 1):
        reply = await client.chat.completions.create(model=MODEL, messages=messages, tools=SCHEMAS)
        message = reply.choices[0].message
        messages.append(record(message))
        if not message.tool_calls:
            return message.content, step
        for call in message.tool_calls:
            output = FUNCTIONS[call.function.name](**json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(output)})
    raise RuntimeError(f"No final answer after {max_steps} steps.")
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex02-09", "why": "converts through CNY instead of USD: "
     "the same result",
     "source": '''RATES = {"USD": 1.0, "CNY": 7.1, "EUR": 0.92, "JPY": 150.0}


@tool
def convert_currency(
        amount: Annotated[float, Field(gt=0, description="How much money, e.g. 100.")],
        from_currency: Annotated[str, Field(description="Currency of the amount, an ISO code like 'USD'.")],
        to_currency: Annotated[str, Field(description="Currency wanted, an ISO code like 'CNY'.")]) -> dict:
    """Convert money between currencies (USD, CNY, EUR, JPY). Use it when the user wants an
    amount expressed in another currency. Do not use it for weather, orders or refunds."""
    in_cny = amount * RATES["CNY"] / RATES[from_currency]
    return {"from": from_currency, "to": to_currency,
            "converted": round(in_cny / RATES["CNY"] * RATES[to_currency], 2)}


print(json.dumps(convert_currency.schema(), indent=2))
'''},
]
