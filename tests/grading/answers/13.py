"""Graded answers for chapter 13's exercises: WRONG ones must lose points, RIGHT ones get full marks.

Exercise 4 is a written answer graded by the instructor (tag `manual`), so it has no entry here.
"""

NOTEBOOK = "13_multi_agent_exercises.ipynb"

REPORT = '''class RoutingReport(BaseModel):
    answers: list[tuple[str, str, str]]
    stats: Counter

    model_config = {"arbitrary_types_allowed": True}

    def shares(self) -> dict[str, float]:
        total = sum(self.stats.values())
        return {k: round(v / total, 2) for k, v in sorted(self.stats.items())}


async def route_batch(client, messages, specialists) -> RoutingReport:
    ### BEGIN SOLUTION
{body}    ### END SOLUTION
'''

CLASSIFY = '''        reply = await client.chat.completions.parse(
            model=client.course_model, response_format=Route,
            messages=[{"role": "system", "content": ROUTER_PROMPT},
                      {"role": "user", "content": message}])
        category = reply.choices[0].message.parsed.category
'''

HANDOFF = '''def handoff(value, schema: type[BaseModel], stage: str) -> BaseModel:
    ### BEGIN SOLUTION
{body}    ### END SOLUTION
'''

DELEGATE = '''def delegate(agent: Agent, name: str, description: str, usage_log: list):
    ### BEGIN SOLUTION
    @tool(name=name, description=description)
    async def ask(message: str) -> str:
        try:
            result = await agent.run(message, client=client)
        except Aborted:
            raise
        except AgentError as error:
            usage_log.append(error.usage)
            raise RuntimeError(f"the {{agent.name}} agent stopped: {{error.status}}") from None
        usage_log.append(result.usage)
        return {returned}

    return ask
    ### END SOLUTION
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex13-03", "source": REPORT.replace("{body}", '''    answers, stats = [], Counter()
    for message in messages:
''' + CLASSIFY + '''        if category == "other":
            from course_lib.agents import human_handoff
            answer = human_handoff(message)      # wrong: ignores the handler it was given
        else:
            answer = (await specialists[category].run(message, client=client)).answer
        answers.append((message, category, answer))
        stats[category] += 1
    return RoutingReport(answers=answers, stats=stats)
'''), "why": "hard-codes human_handoff instead of calling the 'other' handler it was given"},
    {"notebook": NOTEBOOK, "cell_id": "ex13-07", "source": HANDOFF.format(body='''    if isinstance(value, schema):
        return value                             # wrong: an edited object is not re-checked
    try:
        if isinstance(value, str):
            return schema.model_validate_json(value)
        return schema.model_validate(value)
    except ValidationError as error:
        errors = [{"field": ".".join(str(p) for p in e["loc"]) or "(input)", "message": e["msg"]}
                  for e in error.errors()]
        raise HandoffError(stage, schema, errors) from None
'''), "why": "passes an instance of the schema through unchecked: an edited object gets by"},
    {"notebook": NOTEBOOK, "cell_id": "ex13-07", "source": HANDOFF.format(body='''    try:
        if isinstance(value, BaseModel):
            value = value.model_dump()
        if isinstance(value, str):
            return schema.model_validate_json(value)
        return schema.model_validate(value)
    except ValidationError as error:
        errors = [{"field": str(e["loc"][0]) if e["loc"] else "(input)", "message": e["msg"]}
                  for e in error.errors()]           # wrong: a nested loc loses its path
        raise HandoffError(stage, schema, errors) from None
'''), "why": "names only the first part of a nested field's loc (items, not items.1.sku)"},
    {"notebook": NOTEBOOK, "cell_id": "ex13-11", "source": DELEGATE.format(returned="str(result)"),
     "why": "returns the whole AgentResult as text instead of only the answer"},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex13-03", "source": REPORT.replace("{body}", '''    answers = []
    for message in messages:
''' + CLASSIFY + '''        handler = specialists[category]
        answer = handler(message) if callable(handler) and not isinstance(handler, Agent) \\
            else (await handler.run(message, client=client)).answer
        answers.append((message, category, answer))
    return RoutingReport(answers=answers, stats=Counter(c for _, c, _ in answers))
'''), "why": "counts the categories from the answers at the end"},
    {"notebook": NOTEBOOK, "cell_id": "ex13-11", "source": DELEGATE.format(returned="result.answer"),
     "why": "the reference, with a shorter error message that still names the status"},
]
