"""Graded answers for chapter 12's exercises: WRONG ones must lose points, RIGHT ones get full marks."""

NOTEBOOK = "12_planning_exercises.ipynb"

RETRY_HEAD = '''async def retry_step(client, step, goal, done, tools, attempts: int = 2) -> StepOutcome:
    ### BEGIN SOLUTION
'''
EXECUTE = '''    ### END SOLUTION


async def execute(plan: Plan, tools, attempts: int = 2) -> list[StepOutcome]:
    done: list[StepOutcome] = []
    for i, step in enumerate(plan.steps, start=1):
        outcome = await retry_step(client, step, plan.goal, done, tools, attempts)
        done.append(outcome)
        print(f"[{i}/{len(plan.steps)}] {step.task} -> "
              f"{'ok' if outcome.ok else 'FAILED'} after {outcome.attempts} attempt(s)")
        if not outcome.ok:
            break
    return done
'''

REPLAN_HEAD = '''async def run_with_replan(plan: Plan, tools, premise_changed):
    plans, done = [plan], []
    ### BEGIN SOLUTION
'''
REPLAN_TAIL = '''    ### END SOLUTION
    return plans, done


def out_of_stock(outcome) -> bool:
    return any(isinstance(f["result"], dict) and f["result"].get("in_stock") is False
               for f in outcome.facts)
'''


def _replan_body(once: bool) -> str:
    guard = "todo and not replanned and premise_changed(outcome)" if once else \
        "todo and premise_changed(outcome)"
    return f'''    todo, replanned = list(plan.steps), False
    while todo:
        step = todo.pop(0)
        outcome = await run_step(client, step, plan.goal, done, tools)
        done.append(outcome)
        if {guard}:
            lines = [f"Goal: {{plan.goal}}", "Completed steps:"]
            lines += [f"{{i}}. {{o.step.task}}" for i, o in enumerate(done, start=1)]
            lines += [f"New observation: {{outcome.observation()}}"]
            reply = await client.chat.completions.parse(
                model=client.course_model, response_format=Plan,
                messages=[{{"role": "system", "content": PLANNER_PROMPT}},
                          {{"role": "user", "content": "\\n".join(lines)}}])
            new = reply.choices[0].message.parsed
            plans.append(new)
            todo, replanned = list(new.steps), True
'''


WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex12-03", "source": RETRY_HEAD + '''    for attempt in range(1, attempts + 1):
        outcome = await run_step(client, step, goal, done, tools)
        outcome.attempts = attempt
        if outcome.ok:
            break
    return outcome          # wrong: the usage of the failed attempts is lost
''' + EXECUTE, "why": "bills only the last attempt: the retried step's usage must count both"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-03", "source": RETRY_HEAD + '''    total = Usage()
    for attempt in range(1, attempts):          # wrong: one attempt short
        outcome = await run_step(client, step, goal, done, tools)
        for name in ("prompt_tokens", "completion_tokens", "total_tokens", "model_calls"):
            setattr(total, name, getattr(total, name) + getattr(outcome.usage, name))
        outcome.attempts = attempt
        if outcome.ok:
            break
    outcome.usage = total
    return outcome
''' + EXECUTE, "why": "makes attempts - 1 attempts"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-07", "source": REPLAN_HEAD + _replan_body(False)
     + REPLAN_TAIL, "why": "re-plans after every step whose premise changed, not once"},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex12-03", "source": RETRY_HEAD + '''    usage, attempt = Usage(), 0
    while True:
        attempt += 1
        outcome = await run_step(client, step, goal, done, tools)
        usage.prompt_tokens += outcome.usage.prompt_tokens
        usage.completion_tokens += outcome.usage.completion_tokens
        usage.total_tokens += outcome.usage.total_tokens
        usage.model_calls += outcome.usage.model_calls
        if outcome.ok or attempt == attempts:
            outcome.attempts, outcome.usage = attempt, usage
            return outcome
''' + EXECUTE, "why": "a while loop with an explicit counter"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-07", "source": REPLAN_HEAD + _replan_body(True)
     + REPLAN_TAIL, "why": "the reference logic, without the closing instruction line"},
]

# Exercise 3: the cell is only the prompt; the checks judge what it makes the model do.
PROMPT_HEAD = "### BEGIN SOLUTION\n"
PROMPT_TAIL = "### END SOLUTION\n"


def _prompt_cell(text: str) -> str:
    return PROMPT_HEAD + f"MY_REACT_PROMPT = {text!r}\n" + PROMPT_TAIL


WRONG += [
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "You are a careful support agent for an online shop. Think carefully before you use a "
        "tool, and answer only from tool results."),
     "why": "asks for silent thinking: no thought is sent with the calls"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "You are a support agent. ReAct is a prompting pattern in which the agent writes a "
        "short thought before each tool call."),
     "why": "describes ReAct instead of asking for it"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "You are a support agent. Call the tools you need; in your final answer, explain "
        "your reasoning."),
     "why": "asks for the reasoning in the final answer only, not with each call"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "你是网店的客服，请认真思考后再调用工具。"),
     "why": "Chinese, silent thinking again ('think carefully, then call')"},
]

RIGHT += [
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "You are a support agent. Never call a tool without first saying, in one sentence, "
        "what you suspect and why that tool will tell you."),
     "why": "a double negation: never call without saying why"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "你是网店的客服。每次调用工具之前，先用一句话说明你怀疑什么、要查什么。只根据工具结果回答。"),
     "why": "the instruction in Chinese"},
    {"notebook": NOTEBOOK, "cell_id": "ex12-11", "source": _prompt_cell(
        "Support agent for the shop.\nUse this format for every step:\n"
        "Thought: what you suspect and what you will check\nAction: the tool call"),
     "why": "a Thought/Action format template instead of a sentence"},
]
