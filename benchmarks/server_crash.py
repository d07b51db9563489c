"""`kill -9` under load: is every conversation whose client saw `done` still there?

    python benchmarks/server_crash.py [--clients 16] [--dones 100] [--rounds 3]

Starts `python -m course_lib serve` as a subprocess (offline model, a fresh SQLite file),
sends questions from many clients at once (each client keeps its session for a second
turn half the time), kills the server with SIGKILL while the load runs (once the clients
have seen `--dones` answers), restarts it on the
same file, and asks `GET /conversations/{id}` (with the session's key) for every run whose
client received `done`. Run side by side with the journal on (the default) and off
(`--journal off`: only the background save after `done`); `--slow-disk S` makes each
SQLite save S seconds slower in the killed server. Prints counts; no asserts
(tests/test_server_crash.py asserts the property on a short run).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUESTIONS = ["Where is order A-1024?", "Why hasn't order A-1021 shipped?",
             "Which is hotter, Beijing or Shanghai?", "Is the HP-300 in stock?",
             "What is the return policy?", "hello"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# `python -m course_lib ...` with every SQLite save made `delay` seconds slower (a slow or
# busy disk): the background save is then surely still pending when the kill comes.
SLOW_DISK = ("import sys, time; from course_lib import persistence as p; "
             "delay = float(sys.argv[1]); save = p.ConversationStore.save_run; "
             "p.ConversationStore.save_run = lambda self, *a, **k: "
             "(time.sleep(delay), save(self, *a, **k))[1]; "
             "from course_lib.cli import main; sys.exit(main(sys.argv[2:]))")


def start_server(db: Path, port: int, journal: bool, log: Path,
                 slow_disk: float = 0) -> subprocess.Popen:
    command = ["-c", SLOW_DISK, str(slow_disk)] if slow_disk else ["-m", "course_lib"]
    argv = [sys.executable, *command, "serve", "--port", str(port), "--db", str(db),
            "--approve", "deny", *([] if journal else ["--journal", "off"])]
    env = {**os.environ, "COURSE_PROVIDER": "offline", "NO_PROXY": "127.0.0.1,localhost"}
    return subprocess.Popen(argv, cwd=ROOT, env=env, stdout=log.open("a"),
                            stderr=subprocess.STDOUT)


async def wait_ready(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    import httpx2

    deadline = time.monotonic() + timeout
    async with httpx2.AsyncClient(base_url=url, timeout=2) as http:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"the server exited with {process.returncode}")
            try:
                if (await http.get("/conversations/none")).status_code == 404:
                    return
            except httpx2.HTTPError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError("the server did not start")


async def warm_up(url: str) -> None:
    """One question first: the offline model loads its dictionaries on first use."""
    import httpx2

    async with httpx2.AsyncClient(base_url=url, timeout=60) as http:
        await http.post("/chat", json={"message": QUESTIONS[0]})


async def load(url: str, clients: int, stop: asyncio.Event, seed: int,
               seen: list[dict]) -> None:
    """Questions from `clients` clients until `stop`; every `done` a client saw goes
    into `seen` as it arrives."""
    import httpx2

    from course_lib.server import read_sse

    async def client(number: int) -> None:
        rng = random.Random(seed * 1000 + number)
        session: dict = {}
        async with httpx2.AsyncClient(base_url=url, timeout=30) as http:
            while not stop.is_set():
                body = {"message": rng.choice(QUESTIONS)}
                headers = {}
                if session and rng.random() < 0.5:      # a second turn of the same session
                    body["session_id"] = session["id"]
                    headers["x-session-key"] = session["key"]
                try:
                    async with http.stream("POST", "/chat", json=body, headers=headers) as r:
                        if r.status_code != 200:
                            continue
                        key = r.headers.get("x-session-key") or headers["x-session-key"]
                        async for name, data in read_sse(r.aiter_lines()):
                            if name == "done":
                                seen.append({"id": data["session_id"], "key": key,
                                             "answer": data["answer"]})
                                session = {"id": data["session_id"], "key": key}
                except (httpx2.HTTPError, OSError):
                    return                               # the server is gone

    await asyncio.gather(*(client(n) for n in range(clients)))


async def check(url: str, seen: list[dict]) -> int:
    """How many of the runs in `seen` are missing from the restarted server."""
    import httpx2

    missing = 0
    by_session: dict[str, list[dict]] = {}
    for run in seen:
        by_session.setdefault(run["id"], []).append(run)
    async with httpx2.AsyncClient(base_url=url, timeout=30) as http:
        for session_id, runs in by_session.items():
            response = await http.get(f"/conversations/{session_id}",
                                      headers={"x-session-key": runs[0]["key"]})
            saved = Counter(r["answer"] for r in response.json().get("runs", [])
                            if r["status"] == "completed") if response.status_code == 200 else Counter()
            wanted = Counter(r["answer"] for r in runs)
            missing += sum((wanted - saved).values())
    return missing


async def crash_once(workdir: Path, clients: int = 8, dones: int = 20, journal: bool = True,
                     seed: int = 0, cap_seconds: float = 60, slow_disk: float = 0) -> dict:
    """One round: load until clients have seen `dones` answers (at most `cap_seconds`),
    kill -9 in the middle of the load, restart (with a normal disk), check."""
    db, log = workdir / f"crash-{seed}.sqlite3", workdir / f"crash-{seed}.log"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    os.environ["NO_PROXY"] = "127.0.0.1,localhost"
    server = start_server(db, port, journal, log, slow_disk)
    try:
        await wait_ready(url, server)
        await warm_up(url)
        stop, seen = asyncio.Event(), []
        loader = asyncio.create_task(load(url, clients, stop, seed, seen))
        deadline = time.monotonic() + cap_seconds
        while len(seen) < dones and time.monotonic() < deadline:
            await asyncio.sleep(0.005)
        server.send_signal(signal.SIGKILL)               # no shutdown, no drain
        server.wait(10)
        stop.set()
        await asyncio.wait_for(loader, 30)
    finally:
        if server.poll() is None:
            server.kill()
    server = start_server(db, port, journal, log)
    try:
        await wait_ready(url, server)
        missing = await check(url, seen)
    finally:
        server.terminate()
        server.wait(10)
    replayed = sum(int(line.split()[1]) for line in log.read_text().splitlines()
                   if line.startswith("replayed "))
    return {"done_seen": len(seen), "missing": missing, "replayed": replayed}


def append_cost(workdir: Path, appends: int = 200) -> dict[str, float]:
    """What the user waits for before `done`: the median time of one journal append of a
    typical run (a 3-step diagnosis, ~2 KB), with and without fsync, in milliseconds."""
    import statistics

    from course_lib.persistence import Journal

    record = {"run_key": "k", "session_id": "s", "status": "completed", "answer": "a" * 200,
              "messages": [{"role": "tool", "content": "x" * 600}] * 3, "steps": 3, "usage": {}}
    out = {}
    for fsync in (False, True):
        journal, times = Journal(workdir / f"cost-{fsync}.journal", fsync=fsync), []
        for _ in range(appends):
            start = time.perf_counter()
            journal.append(record)
            times.append((time.perf_counter() - start) * 1000)
        out["fsync" if fsync else "flush only"] = statistics.median(times)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--dones", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--slow-disk", type=float, default=0, metavar="S",
                        help="make every SQLite save S seconds slower in the killed server")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cost = append_cost(Path(tmp))
        print("one journal append before `done` (median, ms, measured here): " +
              ", ".join(f"{k} {v:.3f}" for k, v in cost.items()))
        for journal in (False, True):
            totals = Counter()
            for seed in range(args.rounds):
                totals.update(asyncio.run(crash_once(
                    Path(tmp), args.clients, args.dones, journal,
                    seed + (100 if journal else 0), slow_disk=args.slow_disk)))
            print(f"journal {'on ' if journal else 'off'}: {args.rounds} kill -9 rounds, "
                  f"{args.clients} clients, saves slowed by {args.slow_disk:g} s: "
                  f"runs whose client saw "
                  f"`done`: {totals['done_seen']}, missing after restart: {totals['missing']}, "
                  f"replayed from the journal: {totals['replayed']}")


if __name__ == "__main__":
    main()
