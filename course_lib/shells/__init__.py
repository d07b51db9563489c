"""Shells: defenses wrapped around the tool table, so the loop body never changes.

A shell takes a Tool and returns a new `invoke(args, ctx)`; `ToolTable.map` puts it on
every tool it applies to. Arguments reaching a shell are already validated.

    idempotency   defense 3: a repeated write runs once (chapter 6)
    approval      defense 4: listed tools wait for a person's decision (chapter 7)

Stack them with approval outside and idempotency inside:

    tools = with_approval(with_idempotency(world_tools(world)), approver,
                          confirm=["issue_refund"])
"""

from .approval import (ApprovalRequest, Decision, WidgetApprover, allow, approval,
                       console_approver, deny, policy_approver, with_approval)
from .idempotency import (IdempotencyStore, canonical_args, fingerprint, idempotent,
                          with_idempotency)

__all__ = ["ApprovalRequest", "Decision", "IdempotencyStore", "WidgetApprover", "allow",
           "approval", "canonical_args", "console_approver", "deny", "fingerprint",
           "idempotent", "policy_approver", "with_approval", "with_idempotency"]
