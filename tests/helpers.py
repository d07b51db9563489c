"""Small shared helpers for the unit tests."""

from __future__ import annotations

import asyncio
import json

from course_lib.offline import OfflineModel


def ask_offline(request: dict, model: OfflineModel | None = None) -> tuple[int, dict]:
    """Send one raw request to the offline model; return (status, body)."""
    outcome = (model or OfflineModel()).handle({"model": "offline", **request})
    return outcome.status, outcome.body


def weather_tool(description: str = "Current temperature in a city, in °C. Not for forecasts.") -> dict:
    return {"type": "function", "function": {
        "name": "get_weather", "description": description,
        "parameters": {"type": "object", "properties": {
            "city": {"type": "string", "description": "City name in English"}},
            "required": ["city"]}}}


def tool_message(call_id: str, payload) -> dict:
    return {"role": "tool", "tool_call_id": call_id, "content": json.dumps(payload)}


def run(coro):
    return asyncio.run(coro)
