"""What the shells of chapters 6-7 buy and what they cost.

    python benchmarks/shells.py [--calls N]

1. Executions: 100 identical write calls fired concurrently, with and without the
   idempotency shell (the tool sleeps a little, like a real write over the network).
2. Overhead per call: the time of `ToolTable.execute` through each shell divided by the
   time of the bare tool, for a trivial tool (so the ratio is the worst case; a real
   write that takes milliseconds hides it completely).

Prints counts and ratios (absolute times vary by machine; only ratios are comparable).
No assertions: the behaviour is tested in tests/test_idempotency.py and test_approval.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time

from course_lib import ToolContext, ToolTable, tool
from course_lib.shells import IdempotencyStore, policy_approver, with_approval, with_idempotency


def counting_write(delay: float):
    runs = {"n": 0}

    @tool(writes=True)
    async def create_note(order_id: str, text: str) -> dict:
        """Create a note on an order (writes)."""
        runs["n"] += 1
        if delay:
            await asyncio.sleep(delay)
        return {"note_id": f"N-{runs['n']}", "order_id": order_id}

    return create_note, runs


async def executions(concurrent: int = 100) -> dict[str, int]:
    """How often the tool body really ran for `concurrent` identical calls fired at once."""
    out = {}
    for label, wrap in [("no shell", lambda tools: ToolTable.of(tools)),
                        ("with_idempotency", lambda tools: with_idempotency(tools))]:
        note, runs = counting_write(delay=0.01)
        table = wrap([note])
        raw = json.dumps({"order_id": "A-1024", "text": "late parcel"})
        await asyncio.gather(*(table.execute(f"c{i}", "create_note", raw, ToolContext("s1"))
                               for i in range(concurrent)))
        out[label] = runs["n"]
    return out


async def per_call_seconds(table: ToolTable, calls: int, distinct: bool) -> float:
    """Mean seconds per `execute`, sequential calls. distinct=True: every call is new (a
    cache miss that really runs); False: the same call again (a replay after the first)."""
    raws = [json.dumps({"order_id": "A-1024", "text": f"note {i if distinct else 0}"})
            for i in range(calls)]
    ctx = ToolContext("s1")
    await table.execute("warm", "create_note", raws[0], ctx)
    start = time.perf_counter()
    for i, raw in enumerate(raws):
        await table.execute(f"c{i}", "create_note", raw, ctx)
    return (time.perf_counter() - start) / calls


async def overheads(calls: int) -> list[tuple[str, float, float]]:
    note, _ = counting_write(delay=0.0)
    allow_all = policy_approver(lambda request: True)
    variants = [
        ("bare tool", ToolTable.of([note]), True),
        ("idempotency, new call (miss)", with_idempotency([note], store=IdempotencyStore()), True),
        ("idempotency, repeated call (replay)", with_idempotency([note]), False),
        ("approval (policy allows)", with_approval([note], allow_all, confirm=["create_note"]), True),
        ("approval + idempotency (miss)",
         with_approval(with_idempotency([note]), allow_all, confirm=["create_note"]), True),
    ]
    timings = []
    for label, table, distinct in variants:
        best = min([await per_call_seconds(table, calls, distinct) for _ in range(3)])
        timings.append((label, best))
    bare = timings[0][1]
    return [(label, seconds, seconds / bare) for label, seconds in timings]


async def main(calls: int) -> None:
    counts = await executions(100)
    print("1. 100 identical write calls fired concurrently: how often the tool ran")
    for label, n in counts.items():
        print(f"   {label:<18} {n:>4} execution(s)")
    print(f"   ratio: {counts['no shell'] / counts['with_idempotency']:.0f}x fewer writes "
          "with the shell\n")

    print(f"2. Cost per call of ToolTable.execute, trivial tool, best of 3 x {calls} calls")
    print(f"   {'variant':<38} {'ratio to bare':>13} {'µs/call':>9}")
    for label, seconds, ratio in await overheads(calls):
        print(f"   {label:<38} {ratio:>12.2f}x {seconds * 1e6:>9.1f}")
    print("   (a real write takes milliseconds: next to it, these microseconds vanish)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000, help="calls per timing run")
    asyncio.run(main(parser.parse_args().calls))
