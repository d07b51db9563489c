"""The competent offline model: decide the next move from the request alone.

Like a real model it is stateless: every request is read from scratch. It plans
the calls the question needs, subtracts the calls already answered, repairs a
failed call when the error says how, follows up on ids that results returned,
and otherwise writes the final answer from the results.

Failure-reproducing models (behaviours.py) subclass `Competent` and override
one method each.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation, PastCall, ToolSpec, text_of
from ..read.extract import candidates
from ..reply import Call, Reply, past_key
from ..write.answers import ask_for, ask_which, compose, no_tool_fits
from ..write.structured import chat_reply, structured_reply
from ..write.thoughts import narrate, wants_thoughts
from .arguments import MissingArgument, fill_arguments, grounded
from .relevance import THRESHOLD, pick_tools, rank_tools

FOLLOW_UP_FIT = 1.0  # a follow-up must fit the question clearly (or be chained by name)
MAX_REPAIRS = 2  # per tool and turn: a model that keeps failing gives up and says so


class Competent:
    """`offline`: a careful tool-calling model."""

    name = "offline"
    summary = "a careful tool-calling model (the default)"
    latency = 0.0  # seconds spent "thinking" per request

    # ------------------------------------------------------------ top level

    def respond(self, convo: Conversation) -> Reply:
        fmt = (convo.response_format or {}).get("type")
        if fmt in ("json_schema", "json_object"):
            return Reply(content=structured_reply(convo))
        if not convo.tools or convo.tool_choice == "none":
            return Reply(content=compose(convo) if convo.calls else chat_reply(convo))
        if isinstance(convo.tool_choice, dict) and not convo.calls:
            calls = self._forced_calls(convo)   # a named tool must be called
        else:
            calls = self.next_calls(convo)
        if not calls and convo.tool_choice == "required":
            calls = self._forced_calls(convo)
        if calls:
            if not convo.parallel:
                calls = calls[:1]
            return Reply(content=self.thought(convo, calls), calls=calls)
        return Reply(content=self.final_answer(convo))

    # ------------------------------------------------------------ choosing calls

    def next_calls(self, convo: Conversation) -> list[Call]:
        done = {past_key(c) for c in convo.calls}
        # A free-text tool (a search) already answered: rephrasing the query is not new work.
        searched = {c.name for c in convo.calls
                    if c.ok and convo.tool(c.name) and not grounded(convo.tool(c.name))}
        wanted = self.repairs(convo) + [c for c in self.planned(convo) if c.name not in searched] \
            + self.follow_ups(convo)
        out, keys = [], set()
        for call in wanted:
            if call.key() not in done and call.key() not in keys:
                out.append(call)
                keys.add(call.key())
        return out

    def planned(self, convo: Conversation) -> list[Call]:
        """The calls the question itself asks for.

        If the best-fitting tools need arguments the question lacks (a SKU nobody
        mentioned), start from what the user did give: the best tool whose arguments are
        concrete things in the question (an order id). Its result may supply the rest
        (see follow_ups). Otherwise there is nothing to call, and the answer asks.
        """
        text = self.request_text(convo)
        picks = pick_tools(text, convo.tools) or self._carried_intent(convo)
        calls = self._calls_for(picks, convo)
        blocked = self._blocked(picks, calls, convo)
        if not calls or blocked:
            ranked = [f for f in rank_tools(text, convo.tools)
                      if f.score >= THRESHOLD and grounded(f.tool)]
            for fit in ranked:
                start = self._calls_for([fit], convo)
                if start:
                    # Facts before searches: while a needed tool still waits for an argument
                    # that a lookup will supply, a search now could only guess its query.
                    calls = start if blocked else start + calls
                    break
        return self._drop_blind_calls(calls, convo)

    def _blocked(self, picks: list, calls: list[Call], convo: Conversation) -> bool:
        """A picked tool lacks an argument (a SKU nobody mentioned) and has not run yet."""
        planned = {c.name for c in calls}
        called = {c.name for c in convo.calls}
        return any(f.tool.name not in planned and f.tool.name not in called
                   and not self._failed_beyond_repair(convo, f.tool.name) for f in picks)

    def _drop_blind_calls(self, calls: list[Call], convo: Conversation) -> list[Call]:
        """The user points back at something ("it", "that dealer") that nothing in this
        request identifies: a call with no arguments at all would fetch everything to
        guess. Drop it; final_answer then asks which one is meant. (Entity carry-over
        puts the missing name or id into the system section, and the call gets arguments.)
        """
        if convo.earlier and T.back_reference(convo.question):
            return [c for c in calls if c.arguments != {}]
        return calls

    def _carried_intent(self, convo: Conversation) -> list:
        """A follow-up like "And A-1021?" names a new thing but no intent: the intent is the
        previous question's. Tools are picked from both; arguments still come from this one."""
        earlier = [text_of(m.get("content")) for m in convo.earlier if m["role"] == "user"]
        if not earlier:
            return []
        fits = pick_tools(f"{earlier[-1]} {self.request_text(convo)}", convo.tools)
        for fit in fits:
            fit.clause = None  # the intent is carried over; the arguments are this question's
        return fits

    def _calls_for(self, fits: list, convo: Conversation) -> list[Call]:
        calls = []
        for fit in fits:
            if self._failed_beyond_repair(convo, fit.tool.name):
                continue
            # A tool picked for one question of several takes its arguments from that question.
            source = replace(convo, question=fit.clause) if fit.clause else convo
            try:
                calls += [Call(fit.tool.name, a) for a in self.arguments_for(fit.tool, source)]
            except MissingArgument:
                continue
        return calls

    def request_text(self, convo: Conversation) -> str:
        """What the model reads for intent: the question (plus facts the system section lists)."""
        return convo.question

    def arguments_for(self, tool: ToolSpec, convo: Conversation) -> list[dict]:
        text = self.request_text(convo)
        if _is_search(tool) and any(c.ok for c in convo.calls):
            # A search made after lookups searches for what they found, too:
            # "paid_not_shipped", "in_stock False" lead to the delay-compensation policy.
            text += "\n" + observation_terms(convo.calls)
        return fill_arguments(tool, text, convo.today, fallback=_known_facts(convo.system))

    def follow_ups(self, convo: Conversation) -> list[Call]:
        """Calls that a result makes possible: an id came back, fetch its details.

        A follow-up needs its required arguments in earlier results, and a reason: the
        question still fits the tool well, or the tool's description says it comes
        after a tool that was called ("use after search_knowledge_base").
        """
        ok = [c for c in convo.calls if c.ok]
        if not ok:
            return []
        called = {c.name for c in convo.calls}
        fits = {f.tool.name: f.score for f in rank_tools(self.request_text(convo), convo.tools)}
        out = []
        for tool in convo.tools:
            if tool.name in called or not tool.required:
                continue
            chained = any(name in tool.description for name in called)
            if not chained and fits.get(tool.name, 0) < FOLLOW_UP_FIT:
                continue
            if not _condition_met(tool, convo):
                continue
            args = _args_from_results(tool, ok)
            if args is None:
                continue
            for name, prop in tool.properties.items():  # optional extras from the question
                if name not in args and name not in tool.required:
                    values = candidates(name, prop, convo.question, convo.today)
                    if values:
                        args[name] = values[0]
            out.append(Call(tool.name, args))
        return out[:1]

    # ------------------------------------------------------------ repairing failed calls

    def repairs(self, convo: Conversation) -> list[Call]:
        out = []
        for failed in _failed_latest(convo):
            if _attempts(convo, failed.name) > MAX_REPAIRS:
                continue
            fixed = self.repair(failed, convo)
            if fixed is not None:
                out.append(fixed)
        return out

    def repair(self, failed: PastCall, convo: Conversation) -> Call | None:
        """Read the error and fix the call, if the error says how (or the fix is obvious)."""
        error = failed.error or {}
        message = error.get("message", "")
        if error.get("type") in ("denied", "approval_denied", "timeout"):
            return None  # a person said no: never retry around them
        if error.get("type") == "unknown_tool":
            return None  # the planner already uses only tools that exist
        args = dict(failed.arguments or {})
        instructed = apply_instructions(args, message)
        if instructed is None or overrides_the_user(args, instructed, convo.question):
            return None
        return Call(failed.name, instructed)

    # ------------------------------------------------------------ words

    def thought(self, convo: Conversation, calls: list[Call]) -> str | None:
        """Text sent along with tool calls. A plain tool-calling model sends none."""
        if not wants_thoughts(convo.system):
            return None
        return narrate(convo, calls)

    def final_answer(self, convo: Conversation) -> str:
        if convo.calls:
            return compose(convo)
        reference = T.back_reference(convo.question) if convo.earlier else None
        if reference:
            fits = pick_tools(self.request_text(convo), convo.tools)
            if fits:
                noun = re.sub(r"^(find|list|search|get|lookup)_", "", fits[0].tool.name)
                noun = noun.split("_")[-1].removesuffix("s")
                return ask_which(reference, noun, T.is_chinese_request(convo.question))
        best = pick_tools(self.request_text(convo), convo.tools)
        if best:
            try:
                fill_arguments(best[0].tool, self.request_text(convo), convo.today)
            except MissingArgument as missing:
                return ask_for(missing.field, missing.description, missing.tool,
                               T.is_chinese_request(convo.question))
        if _is_small_talk(convo.question):
            return chat_reply(convo)
        return no_tool_fits(convo)

    # ------------------------------------------------------------ tool_choice

    def _forced_calls(self, convo: Conversation) -> list[Call]:
        if isinstance(convo.tool_choice, dict):
            tools = [convo.tool(convo.tool_choice["function"]["name"])]
        else:
            tools = [f.tool for f in rank_tools(convo.question, convo.tools)]
        for tool in tools:
            try:
                return [Call(tool.name, a) for a in self.arguments_for(tool, convo)]
            except MissingArgument:
                args = _best_effort_arguments(tool, convo)
                return [Call(tool.name, args)]
        return []

    def _failed_beyond_repair(self, convo: Conversation, name: str) -> bool:
        return _attempts(convo, name) > MAX_REPAIRS


# ---------------------------------------------------------------- helpers


def observation_terms(calls: list[PastCall]) -> str:
    """What the successful calls so far found, in words a search can use."""
    terms = []
    for call in calls:
        if not (call.ok and isinstance(call.result, dict)):
            continue
        for key, value in call.result.items():
            words = key.replace("_", " ")
            if isinstance(value, bool):
                terms.append(words if value else f"not {words}")
            elif re.search(r"status|state", key) and isinstance(value, str):
                terms.append(value.replace("_", " "))
            elif isinstance(value, (int, float)) and value == 0:
                terms.append(words)
            elif key.endswith("date") and value:
                terms.append(words)
    return " ".join(terms)


def _condition_met(tool: ToolSpec, convo: Conversation) -> bool:
    """A description that says "Use when an order is paid but not shipped" is a condition
    on what was observed: check it against the question and the results so far, so a
    shipped order does not send the model to the stock tool."""
    m = re.search(r"\bUse (?:it )?(?:only )?(?:when|if) ([^.,;]+)", tool.description, re.I)
    if not m:
        return True
    wanted = T.concepts(m.group(1))
    seen = T.concepts(convo.question + " " + observation_terms(convo.calls))
    return not wanted or len(wanted & seen) / len(wanted) >= 0.75


def _is_search(tool: ToolSpec) -> bool:
    """A tool whose required arguments are all free-text queries."""
    from ..read.extract import _kind
    return bool(tool.required) and all(_kind(n, tool.properties.get(n, {})) == "query"
                                       for n in tool.required)


RETRY = re.compile(r"(?:retry|try again|call (?:it )?again|use)\s+with\s+(.+)", re.I)
ASSIGN = re.compile(r"(\w+)\s*=\s*(?:'([^']*)'|\"([^\"]*)\"|(-?\d+(?:\.\d+)?))")
REMOVE = re.compile(r"(?:remove|drop|without|must not (?:include|contain))\s+(?:the word\s+)?"
                    r"['\"]([^'\"]+)['\"]", re.I)


def overrides_the_user(old: dict, new: dict, question: str) -> bool:
    """Would the fix replace something the user said outright (a year they named)?

    A careful model doesn't quietly answer a different question than the one asked:
    if the tool can't take what the user said, it tells them instead.
    """
    said = set(re.findall(r"[a-z0-9]{4,}", T.translate_zh(question).lower()))
    for key, value in old.items():
        if new.get(key) == value or not isinstance(value, (str, int)):
            continue
        kept = set(re.findall(r"[a-z0-9]{4,}", str(new.get(key, "")).lower()))
        if any(t in said and t not in kept for t in re.findall(r"[a-z0-9]{4,}", str(value).lower())):
            return True
    return False


def apply_instructions(args: dict, message: str) -> dict | None:
    """Apply fixes an error message spells out ("retry with month='2026-09'").

    Returns the corrected arguments, or None when the message gives no usable instruction.
    """
    fixed = dict(args)
    changed = False
    for clause in RETRY.findall(message):
        for name, quoted, dquoted, number in ASSIGN.findall(clause):
            value: Any = quoted or dquoted
            if number:
                value = float(number) if "." in number else int(number)
            fixed[name] = value
            changed = True
    for word in REMOVE.findall(message):
        for key, value in fixed.items():
            if isinstance(value, str) and word.lower() in value.lower():
                cleaned = re.sub(rf"\s*\b{re.escape(word)}\b\s*", " ", value, flags=re.I)
                fixed[key] = " ".join(cleaned.split())
                changed = True
    return fixed if changed and fixed != args else None


def _known_facts(system: str) -> str:
    """Lines of the system section that carry facts (entity carry-over injects these)."""
    return "\n".join(line for line in system.splitlines()
                     if re.search(r"=|:\s*\S", line) and "today" not in line.lower())


def _flatten_text(value: Any) -> str:
    if isinstance(value, dict):
        return " ".join(f"{k} {_flatten_text(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_flatten_text(v) for v in value[:3])
    return str(value).replace("_", " ")


def _find_key(value: Any, key: str) -> Any:
    """The first value stored under `key` anywhere in a result (lists: top item first)."""
    if isinstance(value, dict):
        if key in value and not isinstance(value[key], (dict, list)):
            return value[key]
        for v in value.values():
            found = _find_key(v, key)
            if found is not None:
                return found
    if isinstance(value, list):
        for v in value:
            found = _find_key(v, key)
            if found is not None:
                return found
    return None


def _args_from_results(tool: ToolSpec, ok_calls: list[PastCall]) -> dict | None:
    args = {}
    for name in tool.required:
        value = None
        for call in reversed(ok_calls):
            value = _find_key(call.result, name)
            if value is None and name.endswith("_id"):  # `id` inside a result about that thing
                value = _find_key(call.result, "id")
            if value is not None:
                break
        if value is None:
            return None
        args[name] = value
    return args


def _failed_latest(convo: Conversation) -> list[PastCall]:
    """Failed calls with no later call of the same tool: the ones to react to now."""
    out = []
    for i, c in enumerate(convo.calls):
        if c.content is None or c.ok:
            continue
        if any(later.name == c.name for later in convo.calls[i + 1:]):
            continue
        out.append(c)
    return out


def _attempts(convo: Conversation, name: str) -> int:
    return sum(1 for c in convo.calls if c.name == name and not c.ok)


def _best_effort_arguments(tool: ToolSpec, convo: Conversation) -> dict:
    args = {}
    for name, prop in tool.properties.items():
        values = candidates(name, prop, convo.question, convo.today)
        if values:
            args[name] = values[0]
        elif name in tool.required:
            args[name] = prop.get("default", convo.question[:40] if prop.get("type") == "string"
                                  else 0)
    return args


def _is_small_talk(question: str) -> bool:
    return bool(re.match(r"^\s*(hi|hello|hey|thanks|thank you|你好|谢谢)\b", question, re.I)) \
        or bool(re.search(r"\b(my name|who am i|what did i)\b", question, re.I))
