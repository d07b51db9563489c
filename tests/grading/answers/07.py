"""Chapter 7 exercises: plausible wrong approval code loses points, correct code in other
words gets full marks (graded by tests/grading; each `source` replaces the whole solution
cell)."""

NOTEBOOK = "07_approval_exercises.ipynb"

DEADLINE_HEAD = '''import asyncio

from course_lib import ToolContext
from course_lib.shells import IdempotencyStore, deny
from course_lib.shells.approval import as_decision

'''

RIGHT_PROTECT = '''

def protect(tools, approver, store: IdempotencyStore):
    return with_approval(with_idempotency(tools, store=store), approver, confirm=["issue_refund"])
'''

RIGHT_DEADLINE = '''

def ask_in_time(person, seconds: float):
    async def approver(request):
        try:
            return await asyncio.wait_for(person(request), seconds)
        except TimeoutError:
            return deny(f"no answer within {seconds:g} s")
        except Exception:
            return deny("the approver failed")
    return approver
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex07-03", "why": "the 200 CNY boundary is inclusive "
     "(<= 200 is allowed)",
     "source": '''def refund_policy(request: ApprovalRequest) -> str:
    if request.tool.startswith("delete_"):
        return "deny"
    if request.tool == "issue_refund" and request.arguments["amount_cny"] <= 200:
        return "allow"
    return "ask"
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex07-06", "why": "asks the person about everything: the "
     "rules are never applied",
     "source": '''def make_approver(person):
    return person
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex07-11", "why": "idempotency outside approval: a repeat "
     "of an approved refund is replayed before the approver (and the audit) sees it",
     "source": DEADLINE_HEAD + RIGHT_DEADLINE.lstrip("\n") + '''

def protect(tools, approver, store: IdempotencyStore):
    return with_idempotency(with_approval(tools, approver, confirm=["issue_refund"]), store=store)
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex07-11", "why": "waits for the person with asyncio.wait "
     "and never cancels: a late 'yes' keeps waiting on a screen (question not withdrawn)",
     "source": DEADLINE_HEAD + '''def ask_in_time(person, seconds: float):
    async def approver(request):
        try:
            waiting = asyncio.ensure_future(person(request))
            done, _ = await asyncio.wait({waiting}, timeout=seconds)
            if waiting in done:
                return waiting.result()
            return deny(f"no answer within {seconds:g} s")
        except Exception:
            return deny("the approver failed")
    return approver
''' + RIGHT_PROTECT},
    {"notebook": NOTEBOOK, "cell_id": "ex07-11", "why": "a crashing approver is let through as an "
     "exception instead of failing closed",
     "source": DEADLINE_HEAD + '''def ask_in_time(person, seconds: float):
    async def approver(request):
        try:
            return await asyncio.wait_for(person(request), seconds)
        except TimeoutError:
            return deny(f"no answer within {seconds:g} s")
    return approver
''' + RIGHT_PROTECT},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex07-03", "why": "a table of rules, checked in order",
     "source": '''def refund_policy(request: ApprovalRequest) -> str:
    name, args = request.tool, request.arguments
    rules = [(name.startswith("delete_"), "deny"),
             (name == "issue_refund" and args.get("amount_cny", 0) < 200, "allow")]
    return next((answer for matches, answer in rules if matches), "ask")
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex07-06", "why": "the rule first, the person for the rest, "
     "written out by hand instead of policy_approver",
     "source": '''def make_approver(person):
    async def approver(request):
        answer = refund_policy(request)
        if answer in ("allow", "deny"):
            return answer
        return person(request)
    return approver
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex07-11", "why": "an explicit task, cancelled on timeout; "
     "answers normalised to a Decision",
     "source": DEADLINE_HEAD + '''def ask_in_time(person, seconds: float):
    async def approver(request):
        waiting = asyncio.ensure_future(person(request))
        try:
            done, _ = await asyncio.wait({waiting}, timeout=seconds)
        finally:
            if not waiting.done():
                waiting.cancel()          # withdraw the question
        if waiting.cancelled() or waiting not in done:
            return deny(f"no answer within {seconds:g} s")
        if waiting.exception() is not None:
            return deny("the approver failed")
        return as_decision(waiting.result())
    return approver


def protect(tools, approver, store):
    inner = with_idempotency(tools, store=store)
    return with_approval(inner, approver, confirm=["issue_refund"], timeout=120)
'''},
]
