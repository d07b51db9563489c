"""Does one big prompt hold up other clients of the offline server? Measured, in ms.

    python benchmarks/offline_server_load.py [--tiny 20] [--chars 480000]

Starts the offline server on a free loopback port (a separate process, as a learner runs
it), then measures the latency of a tiny request ("hello"):

    alone        nothing else running
    during big   a new client every 0.25 s while another client's big prompt
                 (~100,000 tokens, inside the 128,000-token window) is being answered

Side by side, two servers: the real one (`python -m course_lib offline`: the model runs
in worker threads) and the same app with the model called on the event loop, as it was
before (`anyio.to_thread.run_sync` replaced by a direct call). With worker threads a tiny
request waits only for its share of the CPU (the model is Python and holds the GIL, so
the ratio stays above 1); on the event loop it waits for the rest of the big request.

Prints numbers only; no asserts (tests/test_offline_server_limits.py asserts behaviour).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx2  # noqa: E402

from course_lib.offline.protocol import prompt_tokens  # noqa: E402

TINY = {"model": "offline", "messages": [{"role": "user", "content": "hello"}]}
THREADS = ["-m", "course_lib", "offline", "--port"]
ON_THE_LOOP = ["-c", """
import sys
import anyio
from course_lib.offline import server

class OnTheLoop:  # what the server did before: the model runs in the event loop's thread
    @staticmethod
    async def run_sync(function, *args, limiter=None):
        return function(*args)

anyio.to_thread = OnTheLoop
server.serve(int(sys.argv[1]))
"""]


def big_request(chars: int) -> dict:
    text = ("Which is hotter, Beijing or Shanghai? " * (chars // 38 + 1))[:chars]
    return {"model": "offline", "messages": [{"role": "user", "content": text}]}


@contextlib.contextmanager
def server(argv: list[str]):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, *argv, str(port)], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        with httpx2.Client(trust_env=False, timeout=1) as probe:
            for _ in range(300):
                with contextlib.suppress(httpx2.TransportError):
                    if probe.get(f"{url}/models").status_code == 200:
                        break
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def timed_post(client: httpx2.Client, url: str, body: dict) -> tuple[float, int]:
    start = time.perf_counter()
    status = client.post(f"{url}/chat/completions", content=json.dumps(body).encode(),
                         headers={"content-type": "application/json"}).status_code
    return (time.perf_counter() - start) * 1000, status


def measure(url: str, tiny: int, chars: int, rounds: int, every: float) -> dict:
    with httpx2.Client(trust_env=False, timeout=300) as client:
        for _ in range(3):
            timed_post(client, url, TINY)   # warm up: first-call costs are not latency
        alone = [timed_post(client, url, TINY)[0] for _ in range(tiny)]
    big: dict = {}
    during: list[float] = []

    def send_big() -> None:
        with httpx2.Client(trust_env=False, timeout=300) as own:
            big["ms"], big["status"] = timed_post(own, url, big_request(chars))

    def send_tiny() -> None:   # each tiny client on its own connection, as separate users
        with httpx2.Client(trust_env=False, timeout=300) as own:
            during.append(timed_post(own, url, TINY)[0])

    for _ in range(rounds):
        thread = threading.Thread(target=send_big)
        thread.start()
        time.sleep(0.3)   # let the big body arrive and reach the model
        tinies = []
        while thread.is_alive() and len(during) + len(tinies) < tiny:
            tinies.append(threading.Thread(target=send_tiny))   # one every `every` seconds
            tinies[-1].start()
            time.sleep(every)
        for t in [thread, *tinies]:
            t.join()
        if len(during) >= tiny:
            break
    return {"alone": alone, "during": during, **big}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", type=int, default=20, help="tiny requests per column")
    parser.add_argument("--chars", type=int, default=480_000, help="size of the big prompt")
    parser.add_argument("--rounds", type=int, default=3, help="big requests at most per server")
    parser.add_argument("--every", type=float, default=0.25,
                        help="seconds between tiny requests sent during a big one")
    args = parser.parse_args()
    print(f"big prompt: {args.chars:,} characters, "
          f"{prompt_tokens(big_request(args.chars)):,} prompt tokens\n")
    print(f"{'server':<24}{'big ms':>8}{'tiny alone':>12}{'tiny during big':>17}{'ratio':>8}")
    for name, argv in (("worker threads (now)", THREADS), ("on the loop (before)", ON_THE_LOOP)):
        with server(argv) as url:
            m = measure(url, args.tiny, args.chars, args.rounds, args.every)
        alone, during = statistics.median(m["alone"]), statistics.median(m["during"])
        print(f"{name:<24}{m['ms']:>8.0f}{alone:>9.1f} ms{during:>11.1f} ms{during / alone:>7.1f}x"
              f"   (n={len(m['alone'])}/{len(m['during'])}, max during {max(m['during']):.0f} ms,"
              f" big answered {m['status']})")
    print(f"\nmedians; 'tiny during big': a new client every {args.every:g} s while a big request "
          "was in progress, each timed from its send to its answer")


if __name__ == "__main__":
    main()
