"""Graded answers for chapter 11's exercises: WRONG ones must lose points, RIGHT ones get full marks."""

NOTEBOOK = "11_hand_loop_vs_agent_object_exercises.ipynb"

HAND_AGENT_HEAD = '''class HandAgent(Agent):
    def before_call(self, step: int, usage: Usage) -> dict:
        """Runs before the model call of `step`: extra request options (none by default)."""
        return {}

    async def run(self, question: str, *, client=None) -> AgentResult:
        client = client or self.client
        ### BEGIN SOLUTION
'''

FIRST_CALL_ONLY = HAND_AGENT_HEAD + '''        model = self.model or client.course_model
        table = ToolTable.of(self.tools)
        messages = self.messages(question)
        usage = Usage()
        for step in range(1, self.max_steps + 1):
            reply = await client.chat.completions.create(
                model=model, messages=messages, tools=table.schemas(),
                **self.before_call(step, usage))
            usage.add(reply.usage)
            message = reply.choices[0].message
            if not message.tool_calls:
                messages.append(message.model_dump(include={"role", "content"}, exclude_none=True))
                return AgentResult(message.content or "", step, messages, usage)
            call = message.tool_calls[0]            # wrong: drops every call after the first
            entry = message.model_dump(include={"role", "content", "tool_calls"}, exclude_none=True)
            entry["tool_calls"] = entry["tool_calls"][:1]
            messages.append(entry)
            result = await table.execute(call.id, call.function.name, call.function.arguments,
                                         ToolContext())
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result.content})
        raise MaxStepsExceeded("out of steps", steps=self.max_steps, messages=messages,
                               usage=usage)
        ### END SOLUTION
'''

WHILE_LOOP = HAND_AGENT_HEAD + '''        table = ToolTable.of(self.tools)
        messages, usage, step = self.messages(question), Usage(), 0
        while step < self.max_steps:
            step += 1
            extra = self.before_call(step, usage)
            reply = await client.chat.completions.create(
                model=self.model or client.course_model, messages=messages,
                tools=table.schemas(), **extra)
            usage.add(reply.usage)
            message = reply.choices[0].message
            messages.append(message.model_dump(include={"role", "content", "tool_calls"},
                                               exclude_none=True))
            if not message.tool_calls:
                return AgentResult(message.content or "", step, messages, usage)
            results = [await table.execute(c.id, c.function.name, c.function.arguments,
                                           ToolContext()) for c in message.tool_calls]
            messages += [{"role": "tool", "tool_call_id": c.id, "content": r.content}
                         for c, r in zip(message.tool_calls, results)]
        raise MaxStepsExceeded(f"no answer within {self.max_steps} steps", steps=step,
                               messages=messages, usage=usage)
        ### END SOLUTION
'''

BUDGET_HEAD = '''class BudgetAgent(HandAgent):
    token_limit = 10_000   # set per agent: agent.token_limit = ...

    def before_call(self, step: int, usage: Usage) -> dict:
        ### BEGIN SOLUTION
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex11-03", "source": FIRST_CALL_ONLY,
     "why": "runs only the first tool call of a step: two calls in one step (hidden check) fail"},
    {"notebook": NOTEBOOK, "cell_id": "ex11-08", "source": BUDGET_HEAD + '''        if usage.total_tokens > self.token_limit:      # wrong: a budget reached is spent
            raise TokenBudgetExceeded("over budget", steps=step - 1, usage=usage)
        return {}
        ### END SOLUTION
''', "why": "uses > instead of >=: a budget reached exactly still makes the next call"},
    {"notebook": NOTEBOOK, "cell_id": "ex11-08", "source": BUDGET_HEAD + '''        if usage.total_tokens >= self.token_limit:
            raise TokenBudgetExceeded("over budget", steps=step, usage=usage)  # wrong: off by one
        return {}
        ### END SOLUTION
''', "why": "reports the step about to run instead of the calls already made"},
    {"notebook": NOTEBOOK, "cell_id": "ex11-08", "source": BUDGET_HEAD + '''        if step > 1 and usage.total_tokens / (step - 1) >= self.token_limit:  # wrong: per call
            raise TokenBudgetExceeded("over budget", steps=step - 1, usage=usage)
        return {}
        ### END SOLUTION
''', "why": "compares the average call with the limit, not the whole run's tokens"},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex11-03", "source": WHILE_LOOP,
     "why": "a while loop, results gathered per step: the same behaviour written differently"},
    {"notebook": NOTEBOOK, "cell_id": "ex11-08", "source": BUDGET_HEAD + '''        spent, made = usage.total_tokens, usage.model_calls
        if not spent < self.token_limit:
            raise TokenBudgetExceeded(f"{spent} tokens spent", steps=made, usage=usage)
        return {}
        ### END SOLUTION
''', "why": "reads the calls made from usage.model_calls instead of step - 1"},
]
