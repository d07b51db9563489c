"""The competent offline model: decide the next move from the request alone.

Like a real model it is stateless: every request is read from scratch. It plans
the calls the question needs, subtracts the calls already answered, repairs a
failed call when the error says how, follows up on ids that results returned,
and otherwise writes the final answer from the results.

Failure-reproducing models (behaviours.py) subclass `Competent` and override
one method each.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..read import text as T
from ..read.actions import REQUEST_FORM
from ..read.comparatives import compared_quantity
from ..read.conversation import Conversation, PastCall, ToolSpec, text_of
from ..read.extract import candidates
from ..read.kinds import kind_of, role_of
from ..read.results import items_of, text_records
from ..reply import Call, Reply, past_key
from ..write.answers import (answer_in_chinese, ask_for, ask_which, cannot_do, compose,
                             no_tool_fits)
from ..write.structured import chat_reply, structured_reply
from ..write.thoughts import narrate, wants_thoughts
from ..write.which_item import which_one
from .limits import asks_about_the_world, limit_of, no_tool_says_who
from .system_rules import broken_rule, refusal, rule_the_request_breaks
from .arguments import MissingArgument, fill_arguments, grounded, intent_concepts
from . import history
from .references import counted, pick_item, pick_items
from .record_fields import (about_the_same, by_own_value, identifies, named_by_tool,
                            qualified_value, record_value)
from .pointing import is_listed_thing, listed_thing_field, pointing_field, thing_noun
from .rest_of_request import (describes, field_name_concepts, item_words, new_values,
                              picked_records, without_item_words)
from .lookups import broader_query, search_text
from .weekdays import on_weekday
from .calculations import calculation
from .several import each_option, each_part, each_term
from .relevance import THRESHOLD, pick_tools, rank_tools
from .repairs import same_place

FOLLOW_UP_FIT = 1.0  # a follow-up must fit the question clearly (or be chained by name)
MAX_REPAIRS = 2  # per tool and turn: a model that keeps failing gives up and says so


class Competent:
    """`offline`: a careful tool-calling model."""

    name = "offline"
    summary = "a careful tool-calling model (the default)"
    latency = 0.0  # seconds spent "thinking" per request

    # ------------------------------------------------------------ top level

    def respond(self, convo: Conversation) -> Reply:
        from . import output_tools  # frameworks' output tools, schema + tools, format retries
        if (framework := output_tools.respond(self, convo)) is not None:
            return framework
        fmt = (convo.response_format or {}).get("type")
        if fmt in ("json_schema", "json_object"):
            return Reply(content=structured_reply(convo))
        from ..write.verdicts import review_verdict
        if (verdict := review_verdict(convo)) is not None:   # "Reply 'APPROVED' if …": check the draft
            return Reply(content=verdict)
        limit = limit_of(convo)
        beyond = limit in ("language", "writing", "translation") or limit == "knowledge" and \
            not convo.calls and not convo.earlier and no_tool_says_who(convo.question, convo.tools)
        if beyond and not convo.calls:
            # Nothing a tool returns would make this possible: say so before calling any.
            return Reply(content=cannot_do(limit, T.is_chinese_request(convo.question)))
        if _is_small_talk(convo.question) and not convo.calls and convo.tool_choice != "required":
            # "Thanks!" needs no tool; "Perfect, thanks a lot!" is answered as its thank-you
            thanks = "谢谢" if T.has_cjk(convo.question) else "Thanks"
            thanked = THANKS.search(convo.question) and not re.match(r"\s*(?:hi|hello|hey|你好)", convo.question, re.I)
            return Reply(content=chat_reply(replace(convo, question=thanks) if thanked else convo))
        if not convo.tools or convo.tool_choice == "none":
            if convo.calls:
                return Reply(content=compose(convo))
            return Reply(content=self.plain_reply(convo))
        over = rule_the_request_breaks(convo) if convo.tool_choice != "required" else None
        if over is not None:   # "book it for 150 guests" under "never more than 100": no look-up
            return Reply(content=refusal(over[0], answer_in_chinese(convo), over[1]))
        if isinstance(convo.tool_choice, dict) and not convo.calls:
            calls = self._forced_calls(convo)   # a named tool must be called
        else:
            calls = self.next_calls(convo)
        if not calls and convo.tool_choice == "required":
            calls = self._forced_calls(convo)
        calls, broken = self.within_rules(convo, calls)
        if calls:
            if not convo.parallel:
                calls = calls[:1]
            return Reply(content=self.thought(convo, calls), calls=calls)
        if broken is not None:
            return Reply(content=refusal(broken, answer_in_chinese(convo)))
        return Reply(content=self.final_answer(convo))

    def within_rules(self, convo: Conversation, calls: list[Call]) -> tuple[list[Call], Any]:
        """The calls the system prompt allows, and the first rule that stopped one."""
        allowed, broken = [], None
        for call in calls:
            rule = broken_rule(convo.system, convo.tool(call.name), call.arguments, convo.tools)
            if rule is None:
                allowed.append(call)
            elif broken is None:
                broken = rule
        return allowed, broken

    # ------------------------------------------------------------ choosing calls

    def next_calls(self, convo: Conversation) -> list[Call]:
        done = {past_key(c) for c in convo.calls}
        # A free-text tool (a search) already answered: rephrasing the query is not new work.
        searched = {c.name for c in convo.calls if c.ok and convo.tool(c.name)
                    and not grounded(convo.tool(c.name)) and not convo.tool(c.name).writes}
        earlier = self.from_earlier_turns(convo)
        if not earlier and history.asked_of_earlier_result(convo, asks_only(convo)):
            return self.repairs(convo)   # "when does it expire?": the last record says
        counted_calls = self.counted_follow_ups(convo)   # "order the three cheapest"
        if counted_calls and (not convo.calls or all(c.key() in done for c in counted_calls)):
            earlier = counted_calls   # a count of an earlier list's items: this turn's plan,
            #                           and once they are made, nothing is left to plan
        planned = [] if earlier else self._not_rephrased(self.planned(convo), searched, done)
        if planned and not convo.calls:   # "那大厅呢？" asks again; it books nothing
            planned = history.same_work_only(convo, planned)
        wanted = self.repairs(convo) + self.broader_searches(convo) + earlier \
            + planned \
            + counted_calls + self.follow_ups(convo) + self.calculations(convo)
        out, keys = [], set()
        for call in wanted:
            if (call.key() not in done or _retried(call, convo)) and call.key() not in keys:
                out.append(call)
                keys.add(call.key())
        return out

    @staticmethod
    def _not_rephrased(planned: list[Call], searched: set[str], done: set) -> list[Call]:
        """The planned calls, less a free-text tool's new wording of a search already made.
        A plan that still holds a made call of that tool is a list of parts ("城东、城西和
        城南": one call each), made one per step when parallel calls are off: its other
        parts are the rest of the work, not a rephrasing."""
        continuing = {c.name for c in planned if c.key() in done}
        return [c for c in planned if c.name not in searched or c.name in continuing]

    def calculations(self, convo: Conversation) -> list[Call]:
        """A look-up found a price, the request asks for several: the calculator works out
        the total (decide/calculations.py)."""
        call = calculation(convo)
        return [call] if call else []

    def broader_searches(self, convo: Conversation) -> list[Call]:
        """A search that came back empty is tried once more with one specific word: the
        first query, made from the whole question, may have asked for too much."""
        out = []
        for call in convo.calls:
            tool = convo.tool(call.name)
            loose = _optional_filter(tool, call)
            if loose and call.ok and items_of(call.result) == [] and \
                    sum(c.name == call.name for c in convo.calls) == 1:
                # "Empty keyword lists everything": a filter the tool does without, that found
                # nothing, is dropped; the whole list is read for what was asked
                out.append(Call(call.name, {k: v for k, v in call.arguments.items() if k != loose}))
                continue
            if not (call.ok and _is_search(tool) and items_of(call.result) == []
                    and isinstance(call.arguments, dict)) or \
                    sum(c.name == call.name for c in convo.calls) > 1:
                continue
            [field] = tool.required[:1]
            old = call.arguments.get(field)
            query = broader_query(old, convo.question, tool) if isinstance(old, str) else None
            if query:
                out.append(Call(call.name, {**call.arguments, field: query}))
        return out

    def from_earlier_turns(self, convo: Conversation) -> list[Call]:
        """A follow-up read against earlier turns: the previous call with one thing changed,
        or a call on an item of an earlier list (decide/history.py). Read from the earlier
        turns alone, so it stays the same after it was made: this turn's plan, not a new one."""
        if not convo.history:
            return []
        other = history.other_item_call(convo)   # "What about the other one?"
        if other:
            return [other]
        fits = {f.tool.name: f.score for f in rank_tools(self.request_text(convo), convo.tools)}
        picked = history.item_call(convo, convo.tools, fits)
        if picked:
            return [picked]
        last = convo.history[-1].name
        changed = history.changed_call(convo, convo.tool(last))
        return [changed] if changed else []

    def planned(self, convo: Conversation) -> list[Call]:
        """The calls the question itself asks for.

        If the best-fitting tools need arguments the question lacks (a SKU nobody
        mentioned), start from what the user did give: the best tool whose arguments are
        concrete things in the question (an order id). Its result may supply the rest
        (see follow_ups). Otherwise there is nothing to call, and the answer asks.
        """
        text = self.request_text(convo)
        picks = pick_tools(text, convo.tools) or self._carried_intent(convo) or \
            self._compared(convo)
        picks = self._one_request(picks, convo)
        calls = self._calls_for(picks, convo)
        if not calls and any(self._in_repair(convo, f.tool.name) for f in picks):
            return []   # the tool the question needs is being repaired: nothing else to plan
        if not calls and picks and not convo.calls:
            picks, calls = self._one_the_request_fills(picks, text, convo)
        blocked = self._blocked(picks, calls, convo)
        if not calls or blocked:
            # a start is a look-up: a tool that changes something is no way to begin
            # ("cancel tomorrow's appointment" must not book one because it takes a date)
            done = {past_key(c) for c in convo.calls}
            ranked = [f for f in rank_tools(text, convo.tools)
                      if f.score >= THRESHOLD and grounded(f.tool)
                      and (not f.tool.writes or any(p.tool is f.tool for p in picks))]
            # the look-up is about the thing, not where it goes ("Move Cashmere Scarf | to
            # rack R-9"): what the waiting tool takes from the text is left out of it
            waiting = [f for f in picks if f.tool.name not in {c.name for c in calls}]
            lookup = replace(convo, question=self.thing_text(waiting, convo)) if waiting else convo
            for fit in ranked:
                finder = lookup if all(f.tool is not fit.tool for f in picks) else convo
                # a call with none of its arguments from the request would fetch everything
                start = [c for c in self._calls_for([fit], finder) or
                         (self._calls_for([fit], convo) if finder is not convo else [])
                         if c.arguments or not fit.tool.properties]
                if start and all(c.key() in done for c in start) and blocked:
                    # made already, the tool still waits: only a middle link that takes what
                    # that look-up returned (a member's deliveries) comes next from here;
                    # the rest is what the results make possible (follow_ups)
                    ok = [c for c in convo.calls if c.ok]
                    if any(self.args_from_results(f.tool, ok, convo) is not None for f in picks):
                        return []   # the results already give what it waits for
                    return self._drop_blind_calls(self.look_up_first(picks, convo, found_only=True),
                                                  convo)
                if start:
                    # Facts before searches: while a needed tool still waits for an argument
                    # that a lookup will supply, a search now could only guess its query.
                    calls = start if blocked else start + calls
                    break
        if not calls:
            calls = self.look_up_first(picks, convo)
        if not calls and not picks:
            calls = self.look_in_own_store(convo)
        return self._drop_blind_calls(calls, convo)

    def _one_request(self, picks: list, convo: Conversation) -> list:
        """Clauses read as questions of their own ("book a groom at 9 | the dog is Momo, a
        shiba, medium") were one request when the best tool needs the other clauses'
        values: it takes them all from the whole request, and the clause that only
        described what it books asks for no tool of its own."""
        if len(picks) < 2 or not picks[0].clause or not picks[0].tool.writes:
            return picks
        source = replace(convo, question=picks[0].clause)
        try:
            self.arguments_for(picks[0].tool, source)
            return picks   # the clause alone gives the call: the clauses are two requests
        except MissingArgument:
            pass
        try:
            self.arguments_for(picks[0].tool, convo)
        except MissingArgument:
            return picks
        return [replace(picks[0], clause=None)]

    def _one_the_request_fills(self, picks: list, text: str, convo: Conversation) -> tuple[list, list[Call]]:
        """A question whose best-fitting look-up takes what the request never gives
        ("燕麦多少钱？" beside a jar-refund calculator that takes counts of jars) goes to
        the look-up that fits nearly as well and takes what it does give (the product
        whose price is asked). A person picks a tool by what it needs, too."""
        if any(f.tool.writes for f in picks):
            return picks, []   # a change waits for what it needs (a look-up finds it, or the user says)
        top = picks[0].score
        for fit in rank_tools(text, convo.tools):
            if fit.score < max(THRESHOLD, 0.4 * top) or fit.tool.writes or \
                    any(p.tool is fit.tool for p in picks):
                continue
            calls = [c for c in self._calls_for([fit], convo)
                     if c.arguments and text.strip() not in map(str, c.arguments.values())]
            if calls:
                return [fit], calls
        return picks, []

    def thing_text(self, picks: list, convo: Conversation) -> str:
        """The question without the values the picked tools can already take from it (a
        target rack, a date): what is left names the thing a look-up must find."""
        text = convo.question
        for fit in picks:
            # where the thing is now ("from_rack") is for the look-up to say, not the text
            missing = [n for n in fit.tool.properties if SOURCE_SIDE.search(n)]
            tool = _without(fit.tool, {k: None for k in missing})
            for _ in range(len(fit.tool.properties)):
                try:
                    [args] = fill_arguments(tool, text, convo.today)[:1]
                except MissingArgument as gap:
                    missing.append(gap.field)
                    tool = _without(fit.tool, {k: None for k in missing})
                    continue
                pointed = listed_thing_field(tool, args, convo.tools)
                for name, value in args.items():
                    if is_identifier(name, tool.properties.get(name, {})) or name == pointed:
                        continue   # a name read as its code is the very thing to look up
                    if isinstance(value, str) and len(value) >= 2 and value in text:
                        text = " ".join(text.replace(value, " ").split())
                break
        return text

    def look_in_own_store(self, convo: Conversation) -> list[Call]:
        """"What's the wifi password at the cabin?", "What does my Q3 summary say?": no tool
        names the topic, but the user's own notes or files are where such things are kept.
        A model searches (or lists) that store before saying it doesn't know."""
        if convo.calls or not OWN_THINGS.search(convo.question) and not asks_only(convo):
            return []
        for tool in convo.tools:
            if tool.writes or not STORE.search(f"{tool.name} {tool.description}"):
                continue
            if any(kind_of(n, tool.properties.get(n, {})) not in ("query", "request")
                   for n in tool.required):
                continue
            try:
                return [Call(tool.name, a) for a in self.arguments_for(tool, convo)][:1]
            except MissingArgument:
                continue
        return []

    def look_up_first(self, picks: list, convo: Conversation, depth: int = 0,
                      found_only: bool = False) -> list[Call]:
        """The tool the user wants needs an id nobody said ("cancel my lunch with Dr. Chen"
        needs an event id): first call the tool that lists or finds those things.
        `found_only`: only a finder whose input this turn's results supply."""
        called = {c.name for c in convo.calls}
        for fit in picks:
            try:
                [args, *_] = self.arguments_for(fit.tool, convo)
                # "the latest broadcast" read as the episode: it points at one, names none
                field = pointing_field(fit.tool, args, convo.question, convo.tools) or \
                    _code_given_a_name(fit.tool, args, convo)   # "皮划艇" where a boat's code goes
                if field is None:
                    continue
            except MissingArgument as missing:
                field = missing.field
                if not is_identifier(field, fit.tool.properties.get(field, {})) and \
                        not is_listed_thing(fit.tool, field, convo.tools):
                    continue   # (a `loan` beside `reader_loans` is looked up like an id)
            noun = re.sub(r"[_\s]*(ids?|path|no|number|code)$", "", field, flags=re.I).lower() or \
                re.sub(r"^[a-z]+_", "", fit.tool.name).rstrip("s")
            # (a tool that itself takes the wanted code acts on the thing, it finds no code:
            # reporting damage on a boat is no way to learn the boat's code)
            others = [t for t in convo.tools if t is not fit.tool and not t.writes
                      and t.name not in called and (field not in t.required or _is_search(t))]
            # the tool that finds such things: it names them (an event id: list_events), or,
            # where none does, it is about what the wanted tool is about (a sku of stock:
            # find_item, "Find a stock item by name")
            finders = [t for t in others if _mentions_noun(t, noun)] or \
                [t for t in others if about_the_same(fit.tool, t)]
            fits = {f.tool.name: f.score for f in rank_tools(self.request_text(convo), finders)}
            # the thing to find, without what the wanted tool takes from the text itself
            # ("Transfer Tom Berg's membership | to the Harbour branch")
            thing = replace(convo, question=self.thing_text([fit], convo))
            for finder in sorted(finders, key=lambda t: -fits.get(t.name, 0)):
                for base in (thing, convo) if thing.question != convo.question else (convo,):
                    # search for the thing, not for what will be done with it ("borrow"); a
                    # name ("Text Tom") is read with its verb, so only a query loses it
                    source = replace(base, question=search_text(base.question, fit.tool, finder)) \
                        if _is_search(finder) else base
                    if found_only:
                        step = self.from_found(finder, convo, noun)
                        if step is not None:
                            return [step]
                        continue
                    try:
                        return [Call(finder.name, a) for a in self.arguments_for(finder, source)][:1]
                    except MissingArgument:
                        # find → check → act: the finder's own input (a member's number) is
                        # in what an earlier look-up of this turn returned
                        step = self.from_found(finder, convo, noun)
                        if step is not None:
                            return [step]
                        # find → list → act from nothing: the finder itself needs an id
                        # (a climber's passes need the climber's number): find that first
                        if depth == 0 and not convo.calls:
                            before = self.look_up_first([_Wanted(finder)], convo, depth + 1)
                            if before:
                                return before
                        continue
        return []

    def from_found(self, tool: ToolSpec, convo: Conversation, noun: str) -> Call | None:
        """A read whose required arguments come from this turn's results (the rest from the
        question), or None: the middle link of a chain of three. It finds the `noun` things
        by something else (a member's deliveries by the member's number): a tool that takes
        one of those things itself acts on it, it finds nothing."""
        ok = [c for c in convo.calls if c.ok]
        if not ok or tool.writes or tool.name in {c.name for c in convo.calls}:
            return None
        args = self.args_from_results(tool, ok, convo)
        if not args or any(thing_noun(n, tool.properties.get(n, {})) == noun for n in args):
            return None
        extra = self.rest_of_arguments(tool, args, ok, convo)
        return None if extra is None else Call(tool.name, {**args, **extra})

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
        reference = T.back_reference(convo.question) if convo.earlier else None
        if not reference:
            return calls
        # "that dealer's orders": a call that leaves the dealer's id open answers for all dealers
        pointed = re.sub(r"^(?:that|this|the same|said|its?)\s+|s$", "", reference.lower())
        return [c for c in calls if c.arguments != {} and not _leaves_open(convo.tool(c.name), c,
                                                                            pointed)]

    def _compared(self, convo: Conversation) -> list:
        """"Which is later right now, Mumbai or Kathmandu?" compares a quantity it doesn't
        name (a time): the tools that give that quantity fit."""
        quantity = compared_quantity(convo.question)
        fits = pick_tools(f"{self.request_text(convo)} {quantity}", convo.tools) if quantity else []
        for fit in fits:
            fit.clause = None   # the arguments are read from the question as it was asked
        return fits

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
            if self._failed_beyond_repair(convo, fit.tool.name) or self._in_repair(convo, fit.tool.name):
                continue
            # A tool picked for one question of several takes its arguments from that question.
            source = replace(convo, question=fit.clause) if fit.clause else convo
            try:
                found = [Call(fit.tool.name, a) for a in self.arguments_for(fit.tool, source)]
            except MissingArgument:
                continue
            calls += [c for c in found if not _name_for_a_code(fit.tool, c.arguments, convo)
                      and not pointing_field(fit.tool, c.arguments, convo.question, convo.tools)]
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
        try:
            sets = fill_arguments(tool, text, convo.today, fallback=self.remembered(convo))
        except MissingArgument:
            # "the Monet, Turner and Hokusai exhibitions": read whole, no one name is clear.
            # Only a look-up: a write missing a value waits for it (or asks).
            sets = None if tool.writes else \
                each_part(tool, None, convo.question, convo.today, self.remembered(convo))
            if not sets:
                raise
            return sets
        sets = each_option(tool, sets, convo.question)   # "checking and savings": one call each
        sets = each_term(tool, sets, convo.question)     # "发票、退款和运费": one call each
        # "on Wednesday and on Friday", "周六和周日": the frame said once, one call per part
        return each_part(tool, sets, convo.question, convo.today, self.remembered(convo))

    def remembered(self, convo: Conversation) -> str:
        """What earlier turns said, for the arguments this message leaves open ("it"): facts
        the system section carries, and the last answer given. (Only what was *said*: a value
        that stayed inside a tool result of an earlier turn is not in a text-only history.)"""
        said = [text_of(m.get("content")) for m in convo.earlier if m["role"] == "assistant"]
        return "\n".join(part for part in (_known_facts(convo.system), said[-1] if said else "")
                         if part)

    def follow_ups(self, convo: Conversation) -> list[Call]:
        """Calls that a result makes possible: an id came back, fetch its details; a list came
        back, act on the item the user means.

        A follow-up needs its required arguments in earlier results, and a reason: the
        question still fits the tool well, or the tool's description says it comes
        after a tool that was called ("use after search_knowledge_base").
        """
        ok = [c for c in convo.calls if c.ok]
        if not ok:
            return []
        called = {c.name for c in convo.calls}
        # One request, one change: once a write has been done, the follow-up is the answer.
        wrote = any(convo.tool(c.name) and convo.tool(c.name).writes for c in ok)
        ranked = rank_tools(self.request_text(convo), convo.tools)
        fits = {f.tool.name: f.score for f in ranked}
        matched = {f.tool.name: set(f.matched) for f in ranked}
        # what the calls made so far already cover: a follow-up chosen only by how well the
        # question fits it must fit some other part of the question
        covered = set().union(*(matched.get(name, set()) for name in called))
        out = []
        for tool in sorted(convo.tools, key=lambda t: -fits.get(t.name, 0)):
            if tool.name in called or not tool.required or (wrote and tool.writes):
                continue
            if wrote and not any(name in tool.description for name in called):
                continue   # the change asked for is made: its result answers, no look-up after
            if tool.writes and asks_only(convo) and not REQUEST_FORM.search(convo.question):
                continue   # "where is the Spanish meetup held?", "还有空位吗？": a question
                #            is answered from the look-up; only "can you…", "帮我…吗" asks a change
            # "use after search_x" in its description, or it reads one of the things a called
            # tool lists (read_note after search_notes: its note_id is what that returned)
            # it reads an item another tool listed: by what names the item, nothing more (a
            # tool that also wants a weight and a crop records something: it must fit the request)
            by_noun = not tool.writes and all(is_identifier(n, tool.properties.get(n, {}))
                                              for n in tool.required) and any(
                items_of(c.result) and _mentions_noun(_lister(convo, c.name), _noun_of(tool))
                for c in ok)
            if by_noun and (QUESTION_LIST.search(convo.question) or _answered(convo, ok)):
                by_noun = False   # "show me my emails": the list itself is the answer
            # the tool the request is for, which waited for what a look-up returned
            # (a command's tool need not say it writes: "enrol_child", "sign_up"; a tie with
            # the look-up that fit as well is still the tool the command is for)
            waited = (tool.writes or not asks_only(convo)) and fits.get(tool.name, 0) >= THRESHOLD \
                and (fits.get(tool.name, 0) >= max(fits.values()) or
                     self._asked_to_change(tool, ranked, called, convo) or
                     self._takes_the_new_value(tool, convo) or
                     self._the_one_change_asked(tool, ranked, convo))
            chained = any(name in tool.description for name in called) or by_noun or waited
            needed = FOLLOW_UP_FIT if not chained or (tool.writes and asks_only(convo)) else 0
            if fits.get(tool.name, 0) < needed:
                continue   # a question ("what's on my calendar?") never chains into a write
            if needed and not matched.get(tool.name, set()) - covered and not _called_for(tool, convo):
                continue   # "B1上次检查怎么样？": deleting or logging an inspection fits no
                #            word that reading the last one didn't already answer
            if not _condition_met(tool, convo):
                continue
            args = self.args_from_results(tool, ok, convo)
            if args is None:
                continue
            extra = self.rest_of_arguments(tool, args, ok, convo)
            if extra is None:
                continue
            # "move it to 4pm", "改到下午四点": what follows the change's "to" is the new
            # value, over one read from the item's description or the record's own
            out.append(Call(tool.name, {**args, **extra, **new_values(tool, convo.question,
                                                                      convo.today)}))
        return out[:1]

    def counted_follow_ups(self, convo: Conversation) -> list[Call]:
        """"Reserve the two cheapest", "读一下前两封": a count of items of a list that came
        back, one call each on the tool that fits and takes what identifies them. All of
        them are planned every step, so one per step (no parallel calls) finishes too."""
        if counted(convo.question) is None:
            return []
        ok = [c for c in convo.calls if c.ok]
        # the list this turn fetched, or the one an earlier turn showed ("读一下前两条")
        lists = [c for c in ok if items_of(c.result)] or \
            [c for c in convo.history if c.ok and items_of(c.result)]
        if not lists:
            return []
        source = lists[-1]
        chosen = pick_items(convo.question, items_of(source.result), convo.today)
        if not chosen or not all(isinstance(i, dict) for i in chosen):
            return []
        for fit in rank_tools(self.request_text(convo), convo.tools):
            tool = fit.tool
            if fit.score < THRESHOLD or tool.name == source.name or not tool.required:
                continue
            ids = [n for n in tool.required if record_value(n, tool.properties.get(n, {}), chosen[0])
                   is not None and (is_identifier(n, tool.properties.get(n, {})) or n.endswith("id"))]
            if not ids:
                continue
            calls = []
            for item in chosen:
                args = {n: record_value(n, tool.properties.get(n, {}), item) for n in ids}
                extra = self.rest_of_arguments(tool, args, ok, convo)
                if extra is None:
                    return []
                calls.append(Call(tool.name, {**args, **extra}))
            return calls
        return []

    def _takes_the_new_value(self, tool: ToolSpec, convo: Conversation) -> bool:
        """"…改到四点半", "move it to the quiet zone": of the writes, this is the only one
        that takes the change's new value (a time, a date, an option: not free text, which
        any message tool would take)."""
        if asks_only(convo):
            return False

        def takes(t: ToolSpec) -> bool:
            return bool(new_values(t, convo.question, convo.today))
        return takes(tool) and not any(takes(t) for t in convo.tools if t is not tool and t.writes)

    def _the_one_change_asked(self, tool: ToolSpec, ranked: list, convo: Conversation) -> bool:
        """"帮我报名周六上午那节课": a command whose verb is no looking-up (报名 "enrol", not
        查 "check"), where this is the one write that fits at all: the list was looked up for
        it, even where the look-up's words fit the request better."""
        from ..read.actions import actions
        if asks_only(convo) or not tool.writes or not all(items_of(c.result) for c in convo.calls):
            return False   # (only lists looked up so far: a record read answers a request)
        writes = [f for f in ranked if f.tool.writes and f.score >= THRESHOLD]
        if len(writes) != 1 or writes[0].tool is not tool:
            return False
        verbs = actions(convo.question)
        return bool(verbs) and not verbs & history.LOOKING_VERBS

    def _asked_to_change(self, tool: ToolSpec, ranked: list, called: set[str],
                         convo: Conversation) -> bool:
        """A command whose own words fit this write best of all writes, beyond what the
        look-up already shared ("预约明天下午的渡轮": 预约 "book" is the write's, 渡轮 the
        timetable's): the request ends in the write, even where the look-up fit more words."""
        if asks_only(convo):
            return False
        writes = [f for f in ranked if f.tool.writes and f.score >= THRESHOLD]
        if not writes or writes[0].tool is not tool:
            return False
        looked_up = set().union(*(f.matched for f in ranked if f.tool.name in called))
        return bool(set(writes[0].matched) - looked_up)

    def rest_of_arguments(self, tool: ToolSpec, args: dict, ok: list[PastCall],
                          convo: Conversation) -> dict | None:
        """The arguments results did not supply, from the question ("mark it done" + a
        priority, a date...), or None when it lacks one. The words that picked the item
        ("the earliest swimming class") are no value of anything else (rest_of_request.py)."""
        text, rest = self.request_text(convo), _without(tool, args)
        try:
            extra = fill_arguments(rest, text, convo.today)[0]
        except MissingArgument:
            return None
        echoed = {n: v for n, v in args.items() if not is_identifier(n, tool.properties.get(n, {}))}
        if echoed:
            # a pair read together ("from Friday 4 Dec to Sunday 6 Dec"): where a result echoed
            # one side, the other is still read beside it, not alone as the first date said
            try:
                pair = fill_arguments(_without(tool, {n: v for n, v in args.items() if n not in echoed}),
                                      text, convo.today)[0]
                extra = {**extra, **{n: v for n, v in pair.items() if n in extra}}
            except MissingArgument:
                pass
        picked = picked_records([c.result for c in ok], args)
        if picked and any(describes(v, picked, convo.question) for v in extra.values()):
            try:
                return fill_arguments(rest, without_item_words(text, picked), convo.today)[0]
            except MissingArgument:
                pass
        return extra

    def args_from_results(self, tool: ToolSpec, ok: list[PastCall],
                          convo: Conversation) -> dict | None:
        """The required arguments of `tool` that results supply (ids, names...), or None.

        From a list, the item the user singles out ("the one about the dentist", "the
        second"). A search's top hit is fine for reading more about it; for a write,
        nothing is picked unless the user pointed at it.
        """
        args, qualified = {}, set()
        for name in tool.required:
            value = None
            for call in reversed(ok):
                source = call.result
                lister = convo.tool(call.name)
                # a list written as lines of text is read as a table of records
                listed = items_of(source) or text_records(source, lister.description if lister else "")
                if listed and _names_of(name, tool.properties.get(name, {}), listed):
                    # a bare list of paths or codes: the item the user named is the value
                    value = self.picked(tool, convo.tool(call.name), listed, convo)
                    if value is None:
                        return None   # nothing in the request names one: the list answers
                    break
                prop = tool.properties.get(name, {})
                if listed and isinstance(listed[0], dict) and (
                        record_value(name, prop, listed[0]) is not None or
                        qualified_value(name, prop, listed[0], tool.writes) is not None):
                    lister = convo.tool(call.name)
                    item = self.picked(tool, lister, listed, convo)
                    if item is None and not tool.writes and _is_search(lister):
                        item = listed[0]   # a ranked search: its top hit
                    if item is None:
                        return None   # a write on an item nobody pointed at: ask instead
                    source = item
                    if name in item and len({str(r.get(name)) for r in listed if isinstance(r, dict)}) \
                            == len(listed) > 1:
                        qualified.add(name)   # `group` ← the picked group's own name: one per item
                value = record_value(name, prop, source) or where_it_is(name, tool, source) or \
                    named_by_tool(name, prop, tool, source)
                if value is None:   # `model` ← the order's `tyre_model`: the record says so
                    value = qualified_value(name, prop, source, tool.writes)
                    if value is not None:
                        qualified.add(name)
                if value is not None and _anothers_id(name, value, source, lister, convo.tools):
                    value = None   # find_horse's `id` is a horse's: no `visit_id`
                if value is not None:
                    break
            if value is not None:
                args[name] = value
        # Results must supply what identifies the thing (an id, or a value written like a
        # code: an `episode` "E-2"); the question the rest.
        # (a phone number or an address names whom a message is for)
        return args if any(is_identifier(n, tool.properties.get(n, {})) or n.endswith("id")
                           or kind_of(n, tool.properties.get(n, {})) in ("phone", "email")
                           or n in qualified
                           or isinstance(v, str) and CODE.fullmatch(v)
                           for n, v in args.items()) else None

    def picked(self, tool: ToolSpec, lister: ToolSpec | None, listed: list,
               convo: Conversation) -> Any:
        """The item of a listed result the request singles out for `tool`, or None.

        Words that say what every item is single nothing out: the tools' own ("appointment"),
        and those of the records' field names (展 of "恐龙展" beside a field 展览 "exhibition").
        A change's new value ("to 4pm", "改成浦东机场") describes no item: the item is read
        from the words before it, else from the whole request."""
        ignore = intent_concepts(tool) | (intent_concepts(lister) if lister else set())
        ignore |= field_name_concepts(listed, convo.question)
        described = item_words(tool, convo.question, convo.today)
        # "the Thursday painting club": a weekly list, told apart by its weekdays first
        listed = on_weekday(described, listed, convo.today)
        item = pick_item(described, listed, ignore, convo.today)
        if item is None and described != convo.question:
            item = pick_item(convo.question, listed, ignore, convo.today)
        return item if item is not None else \
            _by_code_written(convo.question, listed) or _by_misspelt_name(described, listed) or \
            by_own_value(described, listed, ignore)

    def waiting_for_item(self, convo: Conversation) -> tuple | None:
        """A command whose tool takes the id of an item the last list returned, where the
        request singles out none: (the items that fit it, all the items, their id key, what
        they are called), or None. Two that fit alike ("the leak claim": kitchen, bathroom)
        are asked about; none that fits is said, with what there is."""
        ok = [c for c in convo.calls if c.ok]
        if not ok or any(convo.tool(c.name) and convo.tool(c.name).writes for c in ok):
            return None
        if HOW_MANY.search(convo.question):
            return None   # "how many washers are free?" asks for a count: nothing waits
        lister = convo.tool(ok[-1].name)
        listed = items_of(ok[-1].result) or \
            text_records(ok[-1].result, lister.description if lister else "")
        if not listed or len(listed) < 2 or not all(isinstance(r, dict) for r in listed):
            return None
        called = {c.name for c in convo.calls}
        ranked = rank_tools(self.request_text(convo), convo.tools)
        fits = {f.tool.name: f.score for f in ranked}
        best = max(fits.values(), default=0)
        # "Which tuner near Uppsala is cheaper?" fits booking one only by what the look-up
        # already covered (tuner): nothing waits for an item; the list answers
        covered = set().union(*(set(f.matched) for f in ranked if f.tool.name in called))
        for tool in convo.tools:
            fit = fits.get(tool.name, 0)
            if tool.name in called or fit < THRESHOLD or not (
                    tool.writes or not asks_only(convo) and fit >= best):
                continue
            if not next(set(f.matched) for f in ranked if f.tool is tool) - covered:
                continue
            ids = [n for n in tool.required if identifies(n, tool.properties.get(n, {}))
                   and record_value(n, tool.properties.get(n, {}), listed[0]) is not None]
            if not ids:
                continue
            if self.picked(tool, lister, listed, convo) is not None:
                return None   # it was picked: what stopped the call is something else
            value = record_value(ids[0], tool.properties.get(ids[0], {}), listed[0])
            key = next((k for k, v in listed[0].items() if v == value), None)
            # what the items are: the id's own noun (`class_code` → class), else the lister's
            noun = re.sub(r"[_\s]*(?:ids?|no|num|number|code|ref|key)$", "", ids[0], flags=re.I)
            noun = noun.replace("_", " ").lower() if noun.isascii() and noun else \
                T.stem(re.split(r"[_\W]+", lister.name)[-1]) if lister else "item"
            return self.fitting_items(tool, lister, listed, convo), listed, key, noun or "item"
        return None

    def fitting_items(self, tool: ToolSpec, lister: ToolSpec | None, listed: list,
                      convo: Conversation) -> list:
        """The items that share a word of their own with the request (its dates and times
        left out: they say when, not what), after the weekdays it names."""
        from ..read.dates import find_dates, find_times
        from .references import item_text
        described = item_words(tool, convo.question, convo.today)
        spans = [(h.start, h.end) for h in find_dates(described, convo.today)] + \
            [(h.start, h.end) for h in find_times(described)]
        for start, end in sorted(spans, reverse=True):
            described = described[:start] + " " + described[end:]
        ignore = intent_concepts(tool) | (intent_concepts(lister) if lister else set())
        ignore |= field_name_concepts(listed, convo.question)
        wanted = T.concepts(described) - ignore
        pool = on_weekday(convo.question, listed, convo.today)
        return [r for r in pool if wanted & T.concepts(item_text(r))] if wanted else []

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
        if instructed is not None:
            if overrides_the_user(args, instructed, convo.question):
                return None
            return Call(failed.name, instructed)
        # Hints rather than instructions: allowed values, a range, a format, an example,
        # a look-up tool. They correct the schema; the value is re-read under it.
        from .repairs import repair_from_error
        fixed = repair_from_error(convo.tool(failed.name), failed, convo)
        tool = convo.tool(failed.name)
        if fixed is not None and tool is not None and tool.writes and \
                _clamps_what_was_said(failed, fixed, message, convo.question):
            return None   # "for the six of us" under a limit of 4: the user decides, not the model
        #                   (showing 20 emails of the 50 asked for changes nothing: a read may)
        return fixed

    # ------------------------------------------------------------ words

    def thought(self, convo: Conversation, calls: list[Call]) -> str | None:
        """Text sent along with tool calls. A plain tool-calling model sends none."""
        if not wants_thoughts(convo.system):
            return None
        return narrate(convo, calls)

    def final_answer(self, convo: Conversation) -> str:
        if convo.calls:
            waiting = self.waiting_for_item(convo)
            if waiting:   # a change on an item nobody singled out: ask, change nothing
                return which_one(convo, *waiting, answer_in_chinese(convo))
            return compose(convo)
        answered = history.asked_of_earlier_result(convo, asks_only(convo)) or \
            history.answered_before(convo)
        if answered:   # the answer is already in an earlier turn's result
            return compose(replace(convo, calls=answered))
        reference = T.back_reference(convo.question) if convo.earlier else None
        if reference:
            fits = pick_tools(self.request_text(convo), convo.tools)
            if fits:
                named = re.sub(r"^(?:that|this|the same|said|its?)\s*", "", reference.lower())
                noun = re.sub(r"^(find|list|search|get|lookup)_", "", fits[0].tool.name)
                noun = named.removesuffix("s") if named and named.isascii() else \
                    noun.split("_")[-1].removesuffix("s")
                return ask_which(reference, noun, T.is_chinese_request(convo.question))
        wanted = T.concepts(self.request_text(convo))
        best = [f for f in pick_tools(self.request_text(convo), convo.tools)   # ask only when
                if f.score >= FOLLOW_UP_FIT and (len(f.matched) >= 2 or
                                                 len(f.matched) >= 0.34 * len(wanted))]  # it fits
        if best:
            try:
                fill_arguments(best[0].tool, self.request_text(convo), convo.today)
            except MissingArgument as missing:
                if not convo.earlier and asks_about_the_world(convo.question):   # no id to ask for
                    return cannot_do("knowledge", T.is_chinese_request(convo.question))
                return ask_for(missing.field, missing.description, missing.tool,
                               T.is_chinese_request(convo.question))
        return self.plain_reply(convo, tools_fit=False)

    def plain_reply(self, convo: Conversation, tools_fit: bool | None = None) -> str:
        """An answer with no tool: small talk and the conversation itself, or an honest
        sentence about what the offline model can't do."""
        if _is_small_talk(convo.question):
            return chat_reply(convo)
        limit = limit_of(convo)
        if limit:
            return cannot_do(limit, T.is_chinese_request(convo.question))
        if tools_fit is False:
            return no_tool_fits(convo)
        return chat_reply(convo)

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

    def _in_repair(self, convo: Conversation, name: str) -> bool:
        """The tool failed this turn and a repair fixes it (or already did): that fix is
        the retry, not a fresh call planned from the question beside it."""
        failed = [i for i, c in enumerate(convo.calls) if c.name == name and not c.ok]
        if not failed:
            return False
        if any(c.ok and c.name == name for c in convo.calls[failed[0] + 1:]):
            return True   # repaired already
        return any(f.name == name and self.repair(f, convo) is not None
                   for f in _failed_latest(convo) if _attempts(convo, f.name) <= MAX_REPAIRS)


# ---------------------------------------------------------------- helpers


class _Wanted:
    """A tool that waits for an id, in the shape `look_up_first` reads its picks in."""

    def __init__(self, tool: ToolSpec) -> None:
        self.tool, self.clause, self.score = tool, None, 0.0


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


CODE = re.compile(r"(?=[\w.-]{1,40}$)[A-Za-z]*[\w.-]*\d[\w.-]*")   # "E-2", "BL-77", "4411"
# A question for a count (grammar of both languages): it is answered, never acted on.
HOW_MANY = re.compile(r"\bhow many\b|\bnumber of\b|几\s*[个辆台张位间本条只艘家座块]|多少\s*[个辆台张位间本条只艘家座块]", re.I)
SOURCE_SIDE = re.compile(r"^(?:from|source|src|origin|old|current)_|_(?:from|source)$", re.I)


def where_it_is(name: str, tool: ToolSpec, record) -> Any:
    """The source side of a move ("from_rack") is where the looked-up thing is now: the
    record's own `rack`. (The target side, "to_rack", is what the user asks for.)"""
    stem = SOURCE_SIDE.sub("", name)
    if stem == name or not stem or not isinstance(record, dict) or \
            role_of(name, tool.properties.get(name)) == "target":
        return None
    value = record.get(stem)
    return value if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None


def _name_for_a_code(tool: ToolSpec, args: dict, convo: Conversation) -> bool:
    """A tool given a name where it takes a code ("Copper Kettle" as an item_code), while
    another tool says it returns that code: the name is for the look-up, not for this tool
    (it waits for the code; see `planned`)."""
    return _code_given_a_name(tool, args, convo) is not None


def _code_given_a_name(tool: ToolSpec, args: dict, convo: Conversation) -> str | None:
    """The code argument `_name_for_a_code` finds a name in, or None."""
    for name in tool.required:
        value = args.get(name)
        if not (isinstance(value, str) and is_identifier(name, tool.properties.get(name, {}))):
            continue
        if re.search(r"\d", value) or not (" " in value.strip() or T.has_cjk(value)):
            continue   # written like a code ("CK-204", "inbox"): the user gave it
        words = name.replace("_", " ").lower()
        if any(not t.writes and t is not tool and words in t.description.lower().replace("_", " ")
               for t in convo.tools):
            return name
    return None


CONDITION = re.compile(r"\bUse (?:it )?(?:only )?(?:when|if) ([^.,;]+)", re.I)


def _called_for(tool: ToolSpec, convo: Conversation) -> bool:
    """Does what was observed meet the condition the tool's description sets ("Use when an
    order is paid but not shipped")? Then the observation is the new ground it covers."""
    return bool(CONDITION.search(tool.description)) and _condition_met(tool, convo)


def _condition_met(tool: ToolSpec, convo: Conversation) -> bool:
    """A description that says "Use when an order is paid but not shipped" is a condition
    on what was observed: check it against the question and the results so far, so a
    shipped order does not send the model to the stock tool."""
    m = CONDITION.search(tool.description)
    if not m:
        return True
    wanted = T.concepts(m.group(1))
    seen = T.concepts(convo.question + " " + observation_terms(convo.calls))
    return not wanted or len(wanted & seen) / len(wanted) >= 0.75


def _by_code_written(question: str, listed: list) -> Any:
    """"续京B66666的停车证": a value written like a code (a plate, a number) that the request
    copies verbatim from exactly one item picks it."""
    hits = [r for r in listed if isinstance(r, dict) and any(
        isinstance(v, str) and len(v) >= 4 and re.search(r"\d", v) and re.search(r"[^\d\s:./-]", v)
        and v in question for v in r.values())]
    return hits[0] if len(hits) == 1 else None


def _by_misspelt_name(question: str, listed: list) -> Any:
    """"Refill my amoxicilin": a request word that is no English word, a small edit away
    from a word of one item's name only (decide/typos.py), picks that item."""
    from .references import item_text
    from .typos import correct, misspelt_words
    typos = misspelt_words(question)
    if not typos:
        return None
    vocabulary: dict[str, str] = {}
    for i, record in enumerate(listed):
        for word in re.findall(r"[A-Za-z]{4,}", item_text(record).lower()):
            vocabulary[word] = str(i) if vocabulary.get(word, str(i)) == str(i) else "several"
    meant = {correct(word, vocabulary) for word in typos} - {None, "several"}
    return listed[int(meant.pop())] if len(meant) == 1 else None


def _optional_filter(tool: ToolSpec | None, call: PastCall) -> str | None:
    """The optional free-text filter a call used (a search whose keyword may be left out),
    or None."""
    if tool is None or tool.required or not isinstance(call.arguments, dict):
        return None
    return next((k for k, v in call.arguments.items() if isinstance(v, str) and v.strip()
                 and kind_of(k, tool.properties.get(k, {})) in ("query", "phrase", "text")), None)


def _is_search(tool: ToolSpec | None) -> bool:
    """A tool whose required arguments are all free-text queries."""
    return tool is not None and bool(tool.required) and all(
        kind_of(n, tool.properties.get(n, {})) == "query" for n in tool.required)


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
        for key, value in list(fixed.items()):
            if isinstance(value, str) and word.lower() in value.lower():
                edge = r"\b" if word.isascii() else ""   # no word edges inside Chinese text
                cleaned = re.sub(rf"\s*{edge}{re.escape(word)}{edge}\s*", " ", value, flags=re.I)
                fixed[key] = " ".join(cleaned.split())
                others = [str(v) for k, v in fixed.items() if k != key and v]
                if not fixed[key] or same_place(fixed[key], others):
                    del fixed[key]   # nothing of its own left: 深圳 beside city=Shenzhen
                changed = True
    return fixed if changed and fixed != args else None


def _known_facts(system: str) -> str:
    """Lines of the system section that carry facts (entity carry-over injects these)."""
    return "\n".join(line for line in system.splitlines()
                     if re.search(r"=|:\s*\S", line) and "today" not in line.lower())


QUESTION = re.compile(r"^\s*(what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|"
                      r"did|can|could|any|show|list|tell me|give me)\b|[?？]\s*$|[吗呢]\s*[?？]?\s*$|"
                      r"什么|哪|几|多少|是否|有没有", re.I)


OWN_THINGS = re.compile(r"\b(my|our|mine)\b|我的|我们的|我记|笔记|文件", re.I)
# Tools over a store of the user's own text, which can hold anything.
STORE = re.compile(r"\b(notes?|files?|documents?|docs|memos?|notebook|drive|folders?)\b|笔记|文件|文档",
                   re.I)


def asks_only(convo: Conversation) -> bool:
    """A question, not a command: the user wants to know, not to have something changed."""
    return bool(QUESTION.search(convo.question))


def is_identifier(name: str, prop: dict) -> bool:
    """Does this argument name one particular thing (an id, a path, a code)? A short
    description may say so where the name doesn't (`boat`: "boat code")."""
    return kind_of(name, prop) in ("id", "index", "path") or bool(
        re.search(r"(^|_)(id|ids|path|code)$|Id$", name)) or bool(
        re.fullmatch(r"(?:the\s+)?[\w\s-]{0,30}\b(?:id|code|identifier)", str(prop.get("description", "")).strip(" ."),
                     re.I))


def _mentions_noun(tool: ToolSpec, noun: str) -> bool:
    """Is `tool` about the things called `noun` (list_events for an event id)?"""
    from .pointing import lists   # plurals too: a delivery id ← list_deliveries
    return bool(noun) and lists(tool, noun)


QUESTION_LIST = re.compile(r"^\s*(?:show|list|give|get)(?: me)?\b|\b(?:any|all|which)\b.*\?$|"
                           r"^\s*(?:列出|显示|看看|有哪些|有没有)", re.I)


def _answered(convo: Conversation, ok: list[PastCall]) -> bool:
    """Do the results already hold what the question asks about (its words appear there)?"""
    wanted = T.concepts(convo.question) - set().union(*(intent_concepts(convo.tool(c.name))
                                                        for c in ok if convo.tool(c.name)))
    seen = T.concepts(" ".join(c.content or "" for c in ok))
    return bool(wanted) and len(wanted & seen) >= 0.8 * len(wanted)


def _leaves_open(tool: ToolSpec | None, call: Call, noun: str) -> bool:
    """Does the call leave empty the id of the thing the user points at ("that dealer")?"""
    if tool is None or not noun or not isinstance(call.arguments, dict):
        return False
    return any(is_identifier(n, p) and n not in call.arguments and noun in n.lower()
               for n, p in tool.properties.items())


def _names_of(name: str, prop: dict, listed: list) -> bool:
    """Is a result's list made of the very values an identifier argument takes: bare
    strings ("reports/q3.txt", "B-12") rather than records that hold them?"""
    return is_identifier(name, prop) and all(
        isinstance(i, str) and i and len(i) <= 200 and "\n" not in i for i in listed)


def _lister(convo: Conversation, name: str) -> ToolSpec:
    """A tool that listed things, by what it says it returns ("returns entry ids and
    titles"), not only by its name."""
    tool = convo.tool(name)
    said = re.search(r"\breturns?\b[^.;]*", tool.description, re.I) if tool else None
    if said is None and tool is not None:   # "List a customer's open repair tickets by …"
        said = re.match(r"\s*(?:list|lists|show|shows|find|finds|search|searches)\b[^.;]*", tool.description, re.I)
    return ToolSpec(name, said.group(0) if said else "", {})


def _noun_of(tool: ToolSpec) -> str:
    """The thing a tool's first identifier names: read_note(note_id) -> "note"."""
    field = next((n for n in tool.required if is_identifier(n, tool.properties.get(n, {}))), "")
    return re.sub(r"[_\s]*(ids?|path|no|number|code)$", "", field, flags=re.I).lower()


def _without(tool: ToolSpec, args: dict) -> ToolSpec:
    """The tool with the arguments already known taken out of its schema."""
    props = {k: v for k, v in tool.properties.items() if k not in args}
    required = [k for k in tool.required if k not in args]
    return ToolSpec(tool.name, tool.description, {**tool.parameters, "properties": props,
                                                  "required": required})


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


# A thank-you, and the words that only agree or praise around it (closed-class interjections).
THANKS = re.compile(r"\b(?:thanks|thank you|thx|cheers|ta)\b|谢谢|多谢|感谢|辛苦了?", re.I)
ACKNOWLEDGING = re.compile(
    r"\b(?:that'?s (?:all|it|everything)|that is (?:all|it)|ok(?:ay)?|great|perfect|awesome|cool|nice|good|lovely|brilliant|excellent|super|fine|"
    r"wonderful|alright|all right|got it|sounds good|so much|very much|a lot|a bunch|loads|many|"
    r"really|much|you|again|for|that|this|the|help|oh|ah|yes|yep|sure|great stuff|"
    # and the words that close a conversation ("that's all", "不用了")
    r"nothing else|no more|all good|bye|goodbye|see you|"
    r"(?:exactly |just )?what (?:i|we) (?:needed|wanted)|(?:i|we) (?:needed|wanted)|"   # "that's all I needed"
    r"have a (?:nice|good|great|lovely) (?:day|one|evening|weekend))\b|"
    r"好的|好吧|好|太好了|嗯|哦|明白了?|收到|了解|非常|太|了|你|您|啦|啊|呀|哈|的|真|很|一下|帮忙|麻烦|"
    r"不用了|就这样|暂时不用|再见|拜拜|就这些|"
    # "nothing (else) (to ask) now": 没事了, 没别的事了, 没有其他问题了, 没有了
    r"没有?(?:别的|其他|其它)?(?:事情?|问题|需要)?了", re.I)


# What a thank-you is for: "thanks for your patience", "感谢你的帮助", "谢谢您的耐心解答".
THANKED_FOR = re.compile(r"(?<=\bfor)\s+(?:all\s+)?(?:your|the|this|that)\s+[a-z]+\b|"
                         r"(?<=谢)(?:你|您|你们)(?:的)?[\u4e00-\u9fff]{0,4}(?=[\s！!。.~～]*$)", re.I)


def _is_small_talk(question: str) -> bool:
    """A greeting or a thank-you and nothing more ("Thanks!", "你好"), or talk about the
    conversation itself ("my name is…"). "Hi, where is my order?" is a request."""
    greeting = re.match(r"^\s*(hi|hello|hey|thanks|thank you|cheers|你好|谢谢|多谢)\b",
                        question, re.I)
    if greeting and not T.has_cjk(question[greeting.end():]):   # "谢谢，再订一个" asks more
        rest = question[greeting.end():]
        return len([w for w in T.words(rest) if len(w) > 2]) <= 1 and not re.search(r"\d", rest) or \
            bool(rest.strip(" ,!.，！。")) and _is_small_talk(rest)   # "Hi, my name is Ana!"
    if THANKS.search(question) and not re.search(r"\d|[?？]", question):
        # "Perfect, thanks a lot!", "好的，谢谢你！": a thank-you among words that only agree
        rest = ACKNOWLEDGING.sub(" ", THANKS.sub(" ", THANKED_FOR.sub(" ", question)))
        return not [w for w in T.words(rest) if len(w) > 2 or T.has_cjk(w)]
    # "My name is Ana." is talk about the conversation; "I lost my umbrella … My name is
    # Jonas Berg." is a request that also says who is asking: every other clause must be empty
    clauses = [c for c in re.split(r"[.!?;,，。！？；]+", question) if c.strip()]
    about_me = [bool(ABOUT_ME.search(c)) for c in clauses]
    return any(about_me) and all(mine or not [w for w in T.words(ACKNOWLEDGING.sub(" ", c)) if len(w) > 2]
                                 for c, mine in zip(clauses, about_me))


ABOUT_ME = re.compile(r"\b(?:my name|who am i|what did i (?:say|ask|tell|just))\b", re.I)


def _retried(call: Call, convo: Conversation) -> bool:
    """Is the call made again because the service said to retry ("server busy, please retry"),
    once? (A second failure is reported: the Agents SDK says "Please try again" of every tool
    error, a broken tool included.) Any other call made before is not made again."""
    from .repairs import asks_for_retry
    same = [c for c in convo.calls if past_key(c) == call.key()]
    return len(same) == 1 and not same[-1].ok and \
        asks_for_retry((same[-1].error or {}).get("message", ""))


def _anothers_id(name: str, value: Any, record: Any, lister: ToolSpec | None, tools: list) -> bool:
    """Is `value` a record's bare `id` that names another kind of thing than `name` does?
    A record found by `find_horse` is a horse, when the table takes a `horse_id` somewhere:
    its `id` fills `horse_id`, never `visit_id`."""
    if lister is None or not isinstance(record, dict) or record.get("id") != value:
        return False
    from ..read.id_owners import id_noun
    wanted = id_noun(name)
    listed = set(re.split(r"[_\W]+", lister.name.lower()))
    kinds = {id_noun(n) for t in tools for n in t.properties} - {""}
    found = {k for k in kinds if k in listed or T.stem(k) in {T.stem(w) for w in listed}}
    return bool(wanted) and bool(found) and wanted not in found


def _clamps_what_was_said(failed: PastCall, fixed: Call, message: str, question: str) -> bool:
    """Would the fix replace a number the user said with the bound the error gives ("six of
    us" → 4 players, "two hours" → 90 minutes)? Booking fewer than asked changes the request:
    a person asks first. (Called for writes only.)"""
    from ..read.numbers import find_numbers
    from .repairs import AT_LEAST, AT_MOST, BETWEEN
    if not (BETWEEN.search(message) or AT_MOST.search(message) or AT_LEAST.search(message)):
        return False
    said = {float(n.value) for n in find_numbers(question)}
    bounds = {float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", message)}
    for name, old in (failed.arguments or {}).items():
        new = fixed.arguments.get(name)
        if isinstance(old, (int, float)) and isinstance(new, (int, float)) and not isinstance(old, bool) \
                and old != new and float(old) in said and float(new) in bounds:
            return True
    return False
