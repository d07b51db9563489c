"""The Chat Completions protocol rules a real API enforces, with its 400 errors.

A hand-written loop that forgets to record the assistant's tool calls, or to answer
each of them with a `role: "tool"` message, gets exactly these errors from a real
provider. The offline model returns them too, so the mistake shows up offline.
"""

from __future__ import annotations

from typing import Any


class ProtocolError(Exception):
    def __init__(self, message: str, param: str | None = None, code: str | None = None,
                 status: int = 400, kind: str = "invalid_request_error"):
        super().__init__(message)
        self.message, self.param, self.code, self.status, self.kind = message, param, code, status, kind

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.kind, "param": self.param,
                          "code": self.code}}


ROLES = {"system", "developer", "user", "assistant", "tool"}


def check_request(request: Any, known_models: list[str]) -> None:
    """Raise ProtocolError for a request a real Chat Completions API would reject."""
    if not isinstance(request, dict):
        raise ProtocolError("The request body must be a JSON object.")
    model = request.get("model")
    if not model:
        raise ProtocolError("you must provide a model parameter", param="model")
    if model not in known_models:
        raise ProtocolError(f"The model `{model}` does not exist. Offline models: "
                            f"{', '.join(known_models)}.", param="model",
                            code="model_not_found", status=404)
    messages = request.get("messages")
    if not isinstance(messages, list) or not messages:
        raise ProtocolError("'messages' must be a non-empty array of message objects.",
                            param="messages")
    _check_messages(messages)
    _check_tools(request)


def _check_messages(messages: list) -> None:
    waiting: list[str] = []  # tool_call_ids the assistant asked for that still need an answer
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") not in ROLES:
            raise ProtocolError(f"Invalid value for 'messages[{i}].role': expected one of "
                                f"{sorted(ROLES)}.", param=f"messages.[{i}].role")
        role = m["role"]
        if waiting and role != "tool":
            raise ProtocolError(
                "An assistant message with 'tool_calls' must be followed by tool messages "
                "responding to each 'tool_call_id'. The following tool_call_ids did not have "
                f"response messages: {', '.join(waiting)}", param=f"messages.[{i}].role")
        if role == "tool":
            call_id = m.get("tool_call_id")
            if not call_id:
                raise ProtocolError(f"Missing required parameter: 'messages[{i}].tool_call_id'.",
                                    param=f"messages.[{i}].tool_call_id")
            if call_id not in waiting:
                raise ProtocolError("Invalid parameter: messages with role 'tool' must be a "
                                    "response to a preceeding message with 'tool_calls'.",
                                    param=f"messages.[{i}].role")
            waiting.remove(call_id)
            if m.get("content") is None:
                raise ProtocolError(f"Missing required parameter: 'messages[{i}].content'.",
                                    param=f"messages.[{i}].content")
        elif role == "assistant":
            calls = m.get("tool_calls") or []
            if m.get("content") is None and not calls:
                raise ProtocolError(f"Missing required parameter: 'messages[{i}].content'.",
                                    param=f"messages.[{i}].content")
            for j, call in enumerate(calls):
                fn = (call or {}).get("function") or {}
                if not call.get("id") or not fn.get("name"):
                    raise ProtocolError(f"Missing required parameter: "
                                        f"'messages[{i}].tool_calls[{j}].id' or function name.",
                                        param=f"messages.[{i}].tool_calls")
                waiting.append(call["id"])
        elif m.get("content") is None:
            raise ProtocolError(f"Missing required parameter: 'messages[{i}].content'.",
                                param=f"messages.[{i}].content")
    if waiting:
        raise ProtocolError(
            "An assistant message with 'tool_calls' must be followed by tool messages responding "
            "to each 'tool_call_id'. The following tool_call_ids did not have response messages: "
            f"{', '.join(waiting)}", param="messages")


def _check_tools(request: dict) -> None:
    tools = request.get("tools")
    names = []
    if tools is not None:
        if not isinstance(tools, list):
            raise ProtocolError("'tools' must be an array.", param="tools")
        for i, t in enumerate(tools):
            fn = (t or {}).get("function") if isinstance(t, dict) else None
            if not isinstance(fn, dict) or not fn.get("name") or t.get("type") != "function":
                raise ProtocolError(f"Invalid 'tools[{i}]': expected "
                                    "{'type': 'function', 'function': {'name': ...}}.",
                                    param=f"tools[{i}]")
            params = fn.get("parameters", {"type": "object"})
            if not isinstance(params, dict) or params.get("type", "object") != "object":
                raise ProtocolError(f"Invalid schema for function '{fn['name']}': schema must be "
                                    "a JSON Schema of 'type: \"object\"'.",
                                    param=f"tools[{i}].function.parameters")
            names.append(fn["name"])
    choice = request.get("tool_choice")
    if isinstance(choice, dict):
        name = (choice.get("function") or {}).get("name")
        if name not in names:
            raise ProtocolError(f"Invalid value for 'tool_choice': function '{name}' is not "
                                "among the provided tools.", param="tool_choice")
    elif choice not in (None, "auto", "none", "required"):
        raise ProtocolError("Invalid value for 'tool_choice': expected 'none', 'auto', "
                            "'required' or a named function.", param="tool_choice")
    if choice == "required" and not names:
        raise ProtocolError("tool_choice is 'required' but no tools were provided.",
                            param="tool_choice")
    fmt = request.get("response_format")
    if fmt is not None:
        kind = fmt.get("type") if isinstance(fmt, dict) else None
        if kind not in ("text", "json_object", "json_schema"):
            raise ProtocolError("Invalid 'response_format.type': expected 'text', "
                                "'json_object' or 'json_schema'.", param="response_format")
        if kind == "json_schema" and not isinstance((fmt.get("json_schema") or {}).get("schema"), dict):
            raise ProtocolError("'response_format.json_schema.schema' is required.",
                                param="response_format")
        if kind == "json_object" and "json" not in " ".join(
                str(m.get("content", "")) for m in request["messages"]).lower():
            raise ProtocolError("'messages' must contain the word 'json' in some form, to use "
                                "'response_format' of type 'json_object'.", param="messages")
