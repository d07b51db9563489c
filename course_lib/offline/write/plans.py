"""Structured output for planning and multi-agent lessons: plans, routes, extractions, drafts, reviews.

Each filler below is registered with `register_schema_filler` and recognises a *kind of
schema* by its field names, never a particular notebook's question:

- a plan: an array of step objects with a task-like text field (`plan_filler`);
- a routing decision: one enum field named like a category (`route_filler`);
- a draft: a headline/title plus a body/text (`draft_filler`);
- a review of a draft: `approved` plus a list of problems (`review_filler`);
- an extraction or judgement with sentiment / priority / escalation fields
  (`judgement_filler`).

Like every part of the offline model, they read only the request: the question, the
system section, earlier tool results, and the JSON schema (field names, enums, their
descriptions, minItems/maxItems). What they cannot find there, they do not invent.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..read import text as T
from ..read.conversation import Conversation
from ..read.instructions import without_instructions
from .structured import fill_schema, register_schema_filler

# ---------------------------------------------------------------- schema helpers


def _resolve(node: dict, root: dict) -> dict:
    """Follow `$ref` and take the non-null branch of `anyOf` (pydantic's Optional)."""
    for _ in range(5):
        if "$ref" in node:
            node = root.get("$defs", {}).get(node["$ref"].split("/")[-1], {})
        elif "anyOf" in node:
            node = next((b for b in node["anyOf"] if b.get("type") != "null"), node["anyOf"][0])
        else:
            break
    return node


def _props(schema: dict, root: dict) -> dict[str, dict]:
    schema = _resolve(schema, root)
    return {k: _resolve(v, root) | {"description": v.get("description", _resolve(v, root)
                                                          .get("description", ""))}
            for k, v in (schema.get("properties") or {}).items()}


def _messages_text(convo: Conversation) -> str:
    """Everything the model was shown in this request, as one text."""
    parts = [convo.system, *(str(m.get("content") or "") for m in convo.earlier),
             convo.question, *(c.content or "" for c in convo.calls)]
    return "\n".join(p for p in parts if p)


TASK_FIELDS = ("task", "description", "action", "title", "step", "name", "instruction", "what")
ID_FIELDS = ("id", "number", "index", "order", "position", "step_id", "n")
LIST_SPLIT = re.compile(r"\s*(?:,|;|，|；|、|\bthen\b|\band then\b|\band\b|和|然后)\s*", re.I)


# ---------------------------------------------------------------- plans


def _steps_field(props: dict, root: dict) -> tuple[str, dict] | None:
    for name, prop in props.items():
        if prop.get("type") != "array":
            continue
        item = _resolve(prop.get("items", {}), root)
        if item.get("type") == "object" and any(k in TASK_FIELDS for k in _props(item, root)) \
                and re.search(r"step|task|plan|action|todo|stage", name, re.I):
            return name, prop
        if item.get("type") == "string" and re.search(r"step|task|plan", name, re.I):
            return name, prop
    return None


def _section(text: str, heading: str) -> str:
    """The text under `heading:` up to the next 'Heading:' line, a blank line or the end."""
    m = re.search(rf"^\s*{heading}\s*:\s*(.*?)(?=^\s*[A-Z][\w ]{{2,40}}:\s|\n\s*\n|\Z)", text,
                  re.I | re.M | re.S)
    return m.group(1).strip() if m else ""


def _listed_items(goal: str) -> list[str]:
    """Steps a request spells out: '...: gather specs, check stock, draft, review' or quotes."""
    numbered = re.findall(r"^\s*(?:\d+[.)]|[-*•])\s+(.+)$", goal, re.M)
    if len(numbered) >= 2:
        return [n.strip().rstrip(".") for n in numbered]
    quoted = re.findall(r"[\"“「'‘]([^\"”」'’]{3,})[\"”」'’]", goal)
    if len(quoted) >= 2:
        return [f"write an entry answering '{q.strip()}'" for q in quoted]
    if ":" in goal or "：" in goal:
        tail = re.split(r"[:：]", goal, maxsplit=1)[1]
        tail = re.split(r"(?<=[.!?。！？])\s|\n", tail.strip())[0]
        items = [i.strip(" .。") for i in LIST_SPLIT.split(tail) if i and i.strip(" .。")]
        if len(items) >= 2:
            return items
    return []


def _goal_parts(goal: str) -> tuple[str, str]:
    """(deliverable, subject) of a goal like 'Write a short announcement for the K2 keyboard'."""
    head = re.split(r"[:：]", goal, maxsplit=1)[0].strip().rstrip(".")
    m = re.match(r"^(?:please\s+)?\w+\s+(.+?)\s+(?:for|about|on|of)\s+(.+)$", head, re.I)
    if m:
        return _bare(m.group(1)), m.group(2)
    m = re.match(r"^(?:please\s+)?\w+\s+(.+)$", head, re.I)
    return _bare(m.group(1) if m else head), ""


def _bare(noun_phrase: str) -> str:
    """'a short announcement' -> 'short announcement' (the caller adds its own article)."""
    return re.sub(r"^(a|an|the|some|one)\s+", "", noun_phrase.strip(), flags=re.I)


WRITE_VERBS = {"draft", "write", "compose", "summarize", "summarise", "reply", "respond",
               "rewrite", "translate", "announce", "写", "撰写", "起草"}
REVIEW_VERBS = {"review", "proofread", "verify", "approve", "critique", "fact-check", "审核"}


def step_kind(task: str) -> str:
    """lookup (fetch facts with tools), write (produce text) or review (check the text).

    Decided by the leading verb, as a person reads a to-do item: 'Check stock' is a
    lookup, 'Check the draft' a review, 'Draft the announcement' a write.
    """
    lowered = T.translate_zh(task).lower() if T.has_cjk(task) else task.lower()
    leading = re.findall(r"[a-z-]+|[\u4e00-\u9fff]+", lowered)[:2]
    if any(w in REVIEW_VERBS for w in leading) or any(task.startswith(v) for v in ("审核",)):
        return "review"
    if leading and leading[0] == "check" and \
            re.search(r"\b(draft|text|copy|wording|announcement)\b", lowered):
        return "review"
    if any(w in WRITE_VERBS for w in leading[:1]) or task.startswith(("写", "撰写", "起草")):
        return "write"
    return "lookup"


def _task_text(item: str, deliverable: str, subject: str) -> str:
    item = item.strip().rstrip(".")
    kind = step_kind(item)
    words = set(T.words(item))
    if kind == "review":
        text = item if len(words) > 2 or "draft" in words else \
            f"{item} the draft against the facts gathered"
    elif kind == "write":
        text = item if len(words) > 2 else f"{item} the {deliverable}" + \
            (f" for {subject}" if subject else "")
    else:
        subject_words = set(T.words(subject))
        text = item if not subject or subject_words & words else f"{item} for {subject}"
    return text[0].upper() + text[1:] + "."


def _clamp(tasks: list[str], low: int, high: int, deliverable: str) -> list[str]:
    if len(tasks) > high:  # too many: fold the tail into the last allowed step
        tasks = tasks[:high - 1] + ["; ".join(t.rstrip(".") for t in tasks[high - 1:]) + "."]
    defaults = [f"Gather the facts needed for the {deliverable}.",
                f"Draft the {deliverable}.", "Review the draft against the facts gathered."]
    for extra in defaults:
        if len(tasks) >= low:
            break
        if not any(step_kind(t) == step_kind(extra) for t in tasks):
            tasks.append(extra)
    while len(tasks) < low:
        tasks.append("Review the result against the goal.")
    return tasks


def _matches(task: str, done_line: str, subject: str) -> bool:
    """Is this step the same as a completed one? (Compare the tasks, not their results,
    and leave out the subject every step shares.)"""
    done_task = re.split(r"\s(?:->|→|—)\s", done_line)[0]
    shared = T.concepts(subject)
    a, b = T.concepts(task) - shared, T.concepts(done_task) - shared
    return bool(a) and len(a & b) / len(a) >= 0.6


def _covered(task: str, observation: str, subject: str) -> bool:
    """A lookup step whose topic the new observation already reports."""
    if step_kind(task) != "lookup" or not observation:
        return False
    topic = T.concepts(task) - T.concepts(subject) - {"check", "gather", "look", "find", "get"}
    return bool(topic) and topic <= T.concepts(observation)


def plan_tasks(request: str) -> tuple[str, list[str]]:
    """(goal, step texts) for a planning request, re-planning sections included."""
    goal = _section(request, "Goal") or request.strip().split("\n\n")[0].strip()
    done = [line.strip(" -*•") for line in _section(request, "Completed steps").splitlines()
            if line.strip(" -*•")]
    done = [re.sub(r"^\d+[.)]\s*", "", line) for line in done]
    observation = _section(request, "New observation")
    deliverable, subject = _goal_parts(goal)
    items = _listed_items(goal)
    if not items and goal.rstrip().endswith(("?", "？")):
        # A question lists no steps: all a plan can say up front is "find out, then answer".
        return goal, [f"Look up the facts needed to answer: {goal.strip()}",
                      f"Write the answer to: {goal.strip()}"]
    tasks = [_task_text(i, deliverable, subject) for i in items] or [
        f"Gather the facts about {subject or 'the ' + deliverable}.",
        f"Draft the {deliverable}" + (f" for {subject}." if subject else "."),
        "Review the draft against the facts gathered."]
    if done:   # re-planning: keep what is left, and let the observation change it
        tasks = [t for t in tasks if not any(_matches(t, d, subject) for d in done)]
        tasks = [t for t in tasks if not _covered(t, observation, subject)]
        if observation:
            note = " ".join(observation.split()).rstrip(".")
            tasks = [t.rstrip(".") + f". Take into account: {note}." if step_kind(t) == "write"
                     else t for t in tasks]
    return goal, tasks


def plan_filler(schema: dict, convo: Conversation) -> dict | None:
    props = _props(schema, schema)
    found = _steps_field(props, schema)
    if found is None:
        return None
    steps_name, steps_prop = found
    goal, tasks = plan_tasks(convo.question)
    deliverable, _ = _goal_parts(goal)
    low = max(1, steps_prop.get("minItems", 1))
    high = steps_prop.get("maxItems", 8)
    if "Completed steps" not in convo.question:
        tasks = _clamp(tasks, low, high, deliverable)
    else:  # a re-plan may be short; it must still satisfy the schema
        tasks = _clamp(tasks, low, high, deliverable) if len(tasks) < low else tasks[:high]
    item_schema = _resolve(steps_prop.get("items", {}), schema)
    steps = [_fill_step(item_schema, schema, i, task, convo)
             for i, task in enumerate(tasks, start=1)]
    out = {}
    for name, prop in props.items():
        if name == steps_name:
            out[name] = steps
        elif re.search(r"goal|objective|title|summary", name):
            out[name] = goal.rstrip(".") + "."
        else:
            out[name] = fill_schema(prop, goal, convo.today, schema, name)
    return out


def _fill_step(item: dict, root: dict, number: int, task: str, convo: Conversation) -> Any:
    if item.get("type") == "string":
        return task
    out = {}
    for name, prop in _props(item, root).items():
        if name in ID_FIELDS and prop.get("type") in ("integer", "number"):
            out[name] = number
        elif name in TASK_FIELDS and prop.get("type") == "string":
            out[name] = task
        elif "enum" in prop and set(prop["enum"]) >= {"lookup", "write"}:
            kind = step_kind(task)
            out[name] = kind if kind in prop["enum"] else prop["enum"][0]
        else:
            out[name] = fill_schema(prop, task, convo.today, root, name)
    return out


# ---------------------------------------------------------------- routing


ROUTE_FIELDS = ("category", "route", "intent", "label", "department", "queue", "destination",
                "specialist", "agent", "topic", "team")
FALLBACK_OPTIONS = ("other", "unknown", "none", "general", "misc", "fallback", "human")


def option_meanings(description: str, options: list) -> dict[str, str]:
    """What each enum value means, from the field description: 'order: where an order is; ...'."""
    meanings = {str(o): str(o).replace("_", " ") for o in options}
    for piece in re.split(r"[;\n]|(?<=\.)\s", description or ""):
        m = re.match(r"\s*[`'\"]?([\w-]+)[`'\"]?\s*(?::|=|-|—|\()\s*(.+)", piece)
        if m and m.group(1) in meanings:
            meanings[m.group(1)] += " " + m.group(2)
    return meanings


def choose_option(text: str, options: list, description: str = "") -> tuple[Any, set[str]]:
    """The enum value whose meaning best fits `text`, and the concepts that decided it.

    A concept only one option mentions counts fully, one shared by several counts less;
    naming the value itself ("refund") adds a little. Nothing fits: the fallback value.
    """
    meanings = option_meanings(description, options)
    wanted = T.concepts(text)
    lowered = T.translate_zh(text).lower()
    described = {o: T.concepts(m) for o, m in meanings.items()}
    df = {c: sum(c in d for d in described.values()) for c in wanted}
    best, best_score, best_matched = None, 0.0, set()
    for option in options:
        matched = wanted & described[str(option)]
        score = sum(df[c] ** -0.5 for c in matched)
        if re.search(rf"\b{re.escape(str(option).lower())}\b", lowered):
            score += 0.1  # naming the value itself only breaks ties
        if score > best_score:
            best, best_score, best_matched = option, score, matched
    if best is None or best_score < 0.5:
        from ..read.categories import by_kind   # no words fit: what the things are (a taxi: transport)
        kind, _ = by_kind(options, text, description)
        if kind is not None:
            return kind, set()
        fallback = next((o for o in options if str(o).lower() in FALLBACK_OPTIONS), None)
        if fallback is not None:
            return fallback, set()
        return best if best is not None else options[0], best_matched
    return best, best_matched


def route_filler(schema: dict, convo: Conversation) -> dict | None:
    props = _props(schema, schema)
    name = next((k for k, p in props.items() if "enum" in p and
                 (k in ROUTE_FIELDS or re.search(r"\b(route|classif|categor)", p["description"],
                                                  re.I))), None)
    if name is None or len(props) > 4:
        return None
    prop = props[name]
    choice, matched = choose_option(convo.question, prop["enum"], prop.get("description", ""))
    out = {}
    for key, p in props.items():
        if key == name:
            out[key] = choice
        elif re.search(r"reason|why|explanation|rationale", key):
            said = [w for w in T.words(convo.question)
                    if (T.CONCEPT_OF.get(w) or T.CONCEPT_OF.get(T.stem(w)) or T.stem(w)) in matched]
            out[key] = (f"The message mentions {', '.join(dict.fromkeys(said))}." if said else
                        "Nothing in the message matches a specialist's area.")
        elif key == "confidence" and p.get("type") in ("number", "integer"):
            out[key] = round(min(1.0, 0.4 + 0.2 * len(matched)), 2) if matched else 0.3
        else:
            out[key] = fill_schema(p, convo.question, convo.today, schema, key)
    return out


# ---------------------------------------------------------------- facts for writing and review


def json_spans(text: str) -> list[tuple[int, int, Any]]:
    """(start, end, value) of every JSON object or array embedded in a text, in order."""
    decoder, out, i = json.JSONDecoder(), [], 0
    while True:
        starts = [p for p in (text.find("{", i), text.find("[", i)) if p >= 0]
        if not starts:
            return out
        start = min(starts)
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            i = start + 1
            continue
        if isinstance(value, (dict, list)) and value:
            out.append((start, end, value))
        i = end


def json_objects(text: str) -> list[Any]:
    """Every JSON object or array embedded in a text, in order."""
    return [value for _, _, value in json_spans(text)]


def gather_facts(text: str) -> dict:
    """Scalar fields and lists of the JSON objects in `text` (later objects win)."""
    facts: dict = {"articles": []}
    for obj in json_objects(text):
        for item in obj if isinstance(obj, list) else [obj]:
            if not isinstance(item, dict):
                continue
            if "body" in item and "title" in item:
                facts["articles"].append(item)
                continue
            for key, value in item.items():
                if isinstance(value, (str, int, float, bool)) or value is None:
                    facts[key] = value
                elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                    facts[key] = value
    return facts


def _first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s", text.strip())[0]


def _price(facts: dict) -> Any:
    return next((facts[k] for k in facts if re.search(r"price", k) and facts[k] is not None),
                None)


def _available(facts: dict) -> bool | None:
    if "in_stock" in facts:
        return bool(facts["in_stock"])
    if isinstance(facts.get("on_hand"), (int, float)):
        return facts["on_hand"] > 0
    return None


def compose_announcement(facts: dict) -> tuple[str, str]:
    """(headline, body) of a short announcement written only from the facts."""
    product = facts.get("product") or facts.get("name") or facts.get("title") or "our new product"
    features = next((facts[k] for k in ("features", "highlights", "specs")
                     if isinstance(facts.get(k), list)), [])
    available = _available(facts)
    headline = f"Introducing the {product}"
    if available is False and facts.get("restock_date"):
        headline = f"The {product}: pre-order now, shipping from {facts['restock_date']}"
    sentences = [f"Meet the {product}."]
    if features:
        sentences.append("Highlights: " + "; ".join(features[:4]) + ".")
    price = _price(facts)
    if price is not None:
        sentences.append(f"Price: {price} CNY.")
    if available is True:
        sentences.append("In stock now and ready to ship.")
    elif available is False:
        back = facts.get("restock_date")
        sentences.append(f"Currently out of stock; back in stock on {back}, and pre-orders "
                         "ship first." if back else "Currently out of stock.")
    for article in facts["articles"][:2]:
        sentences.append(f"{article['title']}: "
                         f"{_first_sentence(without_instructions(str(article['body']))[0])}")
    return headline, " ".join(sentences)


def compose_summary(task: str, text: str) -> tuple[str, str]:
    """(headline, body) for any other writing task: one sentence per fact gathered."""
    from .sentences import subject_of
    from .thoughts import highlights
    sentences = []
    for obj in json_objects(text):
        for item in obj if isinstance(obj, list) else [obj]:
            if not isinstance(item, dict) or "excerpt" in item or "rank" in item:
                continue   # search hits are pointers to facts, not facts
            if "body" in item and "title" in item:   # its data, never an order inside it
                sentences.append(f"{item['title']}: {without_instructions(str(item['body']))[0]}")
                continue
            subject = subject_of(item)[0]
            sentences.append(f"{subject + ': ' if subject else ''}{highlights(item)}.")
    topic = re.sub(r"^\W*(write|draft|compose)\s+(the\s+|an?\s+)?", "", task.strip(), flags=re.I)
    headline = topic.split(":")[-1].strip().rstrip(".?") or topic
    return headline[:80], " ".join(sentences) or "No facts were gathered, so there is nothing " \
        "to write yet."


def draft_filler(schema: dict, convo: Conversation) -> dict | None:
    props = _props(schema, schema)
    head = next((k for k in props if k in ("headline", "title", "subject")), None)
    body = next((k for k in props if k in ("body", "text", "content", "announcement")), None)
    if head is None or body is None or any(k in props for k in ("approved", "problems")):
        return None
    if re.search(r"announc|launch|introduc|promot", convo.question, re.I):
        headline, text = compose_announcement(gather_facts(_messages_text(convo)))
    else:
        headline, text = compose_summary(convo.question, convo.system)
    out = {}
    for key, p in props.items():
        if key == head:
            out[key] = headline
        elif key == body:
            out[key] = text
        else:
            out[key] = fill_schema(p, convo.question, convo.today, schema, key)
    return out


def review_problems(draft: str, facts: dict) -> list[str]:
    """What in a draft the facts do not back: numbers nobody gave, a stock claim that is wrong."""
    known = json.dumps(facts, ensure_ascii=False)
    problems = []
    for number in re.findall(r"(?<![\w.-])\d+(?:\.\d+)?(?![\w-])", draft):
        if not re.search(rf"(?<![\d.]){re.escape(number)}(?![\d.])", known):
            problems.append(f"The number {number} is not backed by any fact gathered.")
    available = _available(facts)
    claims_stock = re.search(r"(?<!back )(?<!not )\bin[ _]stock\b(?!\W{0,3}(false|no)\b)",
                             draft, re.I) and not re.search(r"\bout of stock\b", draft, re.I)
    if available is False and claims_stock:
        problems.append("The draft says the product is in stock, but the stock check says "
                        "none are on hand.")
    product = facts.get("product")
    if product and product.lower() not in draft.lower():
        problems.append(f"The draft never names the product ({product}).")
    return list(dict.fromkeys(problems))


def review_filler(schema: dict, convo: Conversation) -> dict | None:
    props = _props(schema, schema)
    verdict = next((k for k in props if k in ("approved", "ok", "passed", "accept")), None)
    issues = next((k for k in props if k in ("problems", "issues", "findings", "errors")), None)
    if verdict is None or issues is None:
        return None
    text = _messages_text(convo)
    drafts = [(a, b, o) for a, b, o in json_spans(text) if isinstance(o, dict) and
              any(k in o for k in ("body", "text", "content"))
              and any(k in o for k in ("headline", "title", "subject"))]
    if drafts:   # review the last draft; every other JSON object is a fact
        start, end, last = drafts[-1]
        draft = " ".join(str(v) for v in last.values())
        facts = gather_facts(text[:start] + text[end:])
    else:
        draft, facts = convo.question, gather_facts(text)
    problems = review_problems(draft, facts)
    out = {}
    for key, p in props.items():
        if key == verdict:
            out[key] = not problems
        elif key == issues:
            out[key] = problems
        elif re.search(r"score|rating", key) and p.get("type") in ("integer", "number"):
            out[key] = max(1, 5 - 2 * len(problems))
        else:
            out[key] = fill_schema(p, draft, convo.today, schema, key)
    return out


# ---------------------------------------------------------------- extraction and judgement

NEGATIVE = set("""angry annoyed awful bad broken crushed damaged dented disappointed
disappointing delay delayed late slow still stuck terrible unacceptable worst wrong missing
never complain complaint furious useless negative hasn't didn't not""".split())
NEGATIVE_ZH = ("差", "慢", "坏", "瘪", "投诉", "生气", "失望", "还没", "没动", "破", "烂", "退款")
POSITIVE = set("""thanks thank great love happy excellent perfect good nice fast quick
pleased satisfied positive awesome""".split())
POSITIVE_ZH = ("谢谢", "满意", "好评", "很好", "喜欢", "快")
URGENT = set("urgent asap immediately now today critical emergency".split())
URGENT_ZH = ("紧急", "加急", "马上", "立刻")
MONEY = set("refund money chargeback compensation reimburse pay paid cny".split())
MONEY_ZH = ("退款", "赔偿", "补偿", "钱")


def _signals(text: str) -> dict[str, int]:
    lowered = re.findall(r"[a-z']+", text.lower())
    count = lambda words, zh: sum(w in words for w in lowered) + sum(text.count(z) for z in zh)
    return {"negative": count(NEGATIVE, NEGATIVE_ZH), "positive": count(POSITIVE, POSITIVE_ZH),
            "urgent": count(URGENT, URGENT_ZH), "money": count(MONEY, MONEY_ZH)}


def sentiment_of(text: str, options: list) -> Any:
    from ..read.opinions import sentiment
    felt = sentiment(text, options)   # praise and complaint in one text: "mixed", if offered
    if felt is not None and felt not in ("positive", "negative", "neutral"):
        return felt
    s = _signals(text)
    mood = "negative" if s["negative"] > s["positive"] else \
        "positive" if s["positive"] > s["negative"] else "neutral"
    return mood if mood in options else choose_option(mood, options)[0]


def priority_of(text: str, options: list) -> Any:
    s = _signals(text)
    level = 2 if s["urgent"] or (s["negative"] and s["money"]) else \
        1 if s["negative"] or s["money"] else 0
    ladder = [o for o in ("low", "normal", "medium", "high", "urgent") if o in options]
    if not ladder:
        return options[min(level, len(options) - 1)]
    return ladder[min(level, len(ladder) - 1)] if level < 2 else ladder[-1]


def _as_statements(text: str) -> str:
    """JSON data read as what it says: values, and the names of flags that are true
    ('"wants_refund": false' must not count as a mention of a refund)."""
    def said(value: Any) -> str:
        if isinstance(value, dict):
            return " ".join(k.replace("_", " ") if v is True else said(v)
                            for k, v in value.items() if v is not False and v is not None)
        if isinstance(value, list):
            return " ".join(said(v) for v in value)
        return str(value)
    for start, end, value in reversed(json_spans(text)):
        text = text[:start] + said(value) + text[end:]
    return text


JUDGED = re.compile(r"sentiment|tone|mood|priority|severity|urgency|needs_human|escalat|"
                    r"human_review|handoff", re.I)


def judgement_filler(schema: dict, convo: Conversation) -> dict | None:
    props = _props(schema, schema)
    if not any(JUDGED.search(k) for k in props):
        return None
    source = _as_statements(convo.question + "\n" +
                            "\n".join(c.content or "" for c in convo.calls))
    out = {}
    for key, p in props.items():
        if re.search(r"sentiment|tone|mood", key) and "enum" in p:
            out[key] = sentiment_of(source, p["enum"])
        elif re.search(r"priority|severity|urgency", key) and "enum" in p:
            out[key] = priority_of(source, p["enum"])
        elif p.get("type") == "boolean" and re.search(r"human|escalat|handoff|review", key):
            s = _signals(source)
            out[key] = bool(s["money"] or s["urgent"] or s["negative"] >= 3)
        elif re.search(r"reason|why|explanation|rationale", key) and p.get("type") == "string":
            s = _signals(source)
            said = [k for k in ("negative", "urgent", "money") if s[k]]
            out[key] = ("Signals in the data: " + ", ".join(said) + ".") if said else \
                "No complaint, urgency or money signals in the data."
        elif "enum" in p:
            out[key] = choose_option(source, p["enum"], p.get("description", ""))[0]
        else:
            out[key] = fill_schema(p, source, convo.today, schema, key)
    return out


for _filler in (plan_filler, route_filler, draft_filler, review_filler, judgement_filler):
    register_schema_filler(_filler)

__all__ = ["choose_option", "compose_announcement", "gather_facts", "json_objects",
           "plan_tasks", "review_problems", "step_kind"]

