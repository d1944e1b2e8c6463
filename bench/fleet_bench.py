"""Past one host, in compose's mode: fair searches and solves, and failing
fast, through gunicorn with searches on RQ (issue 55, items 1-3).

Run: ``.venv/bin/python -m bench.fleet_bench [--seconds 60]`` (``--quick``
for a smoke run)

gunicorn (gunicorn.conf.py: 2 workers, each sending at most 2 searches at
once, ``FIFTEEN_SEARCHES=rq``), a real redis-server, one RQ search worker
and one solve worker, as compose runs them.  Prints:

- **fairness**: for ``--seconds``, one address (127.0.0.2) asks for 3 s Math
  Scrabble searches over 16 connections without pause (50 ms after a 503),
  while a polite client (127.0.0.3) asks for Sum 15 suggestions one at a
  time, waiting ``Retry-After`` when refused: each one's answers a minute;
- **a lost worker**: the seconds from ``kill -9`` of the search worker
  running a search to that search's answer (503 ``search-failed``);
- **a paused Redis**: a suggestion's time with redis-server stopped
  (SIGSTOP);
- **solves**: one address asks for 24 different variants at once; then
  another address's small variant: its status and its time to done.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import redis
from rq.registry import StartedJobRegistry

from harness.live import RedisServer, gunicorn_process, rq_workers, start_search_worker, stop
from service.searches.remote import QUEUE

FLOOD = {"rack": "123456+=?", "budget_ms": 3000, "limit": 3}
LONG = {"rack": "123456+=?", "steps": 400_000, "limit": 10}
SUGGESTION = {"players": 4, "seat": 0, "hand": ["KC", "6D", "10S", "3D", "9S", "2D"]}
SUGGESTION |= {"starters": ["4C"]}
SMALL = {"odd": [1, 3, 5, 7], "even": [2, 4, 6, 8]}


def client(url: str, address: str) -> httpx.Client:
    transport = httpx.HTTPTransport(local_address=address)
    return httpx.Client(base_url=url, transport=transport, timeout=60, trust_env=False)


def wait(condition: Any, what: str) -> None:
    deadline = time.monotonic() + 120
    while not condition():
        assert time.monotonic() < deadline, f"still waiting for {what}"
        time.sleep(0.05)


def fairness(url: str, seconds: float) -> None:
    stopping = threading.Event()
    flooded, polite, refused = [0], [0], [0]

    def flood() -> None:
        with client(url, "127.0.0.2") as http:
            while not stopping.is_set():
                if http.post("/v1/math-scrabble/moves", json=FLOOD).status_code == 200:
                    flooded[0] += 1
                else:
                    time.sleep(0.05)

    def ask_politely() -> None:
        with client(url, "127.0.0.3") as http:
            while not stopping.is_set():
                answer = http.post("/v1/sum15/move", json=SUGGESTION)
                if answer.status_code == 200:
                    polite[0] += 1
                else:
                    refused[0] += 1
                    time.sleep(float(answer.headers.get("Retry-After", "1")))

    threads = [threading.Thread(target=flood) for _ in range(16)]
    threads.append(threading.Thread(target=ask_politely))
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stopping.set()
    for thread in threads:
        thread.join()
    minutes = seconds / 60
    print(
        f"fairness over {seconds:g} s: polite client {polite[0] / minutes:.1f} answers a "
        f"minute ({refused[0]} refusals), flooding address {flooded[0] / minutes:.1f}",
        flush=True,
    )


def lost_worker(url: str, redis_url: str, worker: subprocess.Popen[bytes]) -> None:
    connection = redis.Redis.from_url(redis_url)
    answers: list[httpx.Response] = []

    def ask() -> None:
        with client(url, "127.0.0.4") as http:
            answers.append(http.post("/v1/math-scrabble/moves", json=LONG))

    asking = threading.Thread(target=ask)
    asking.start()
    started = StartedJobRegistry(QUEUE, connection=connection)
    wait(lambda: started.count >= 1, "the long search to start")
    worker.send_signal(signal.SIGKILL)
    killed = time.monotonic()
    asking.join()
    print(
        f"a lost worker: answered {answers[0].status_code} "
        f"{answers[0].json().get('type', '').rsplit(':', 1)[-1]} "
        f"{time.monotonic() - killed:.2f} s after kill -9",
        flush=True,
    )


def paused_redis(url: str, server: RedisServer) -> None:
    server.pause()
    try:
        with client(url, "127.0.0.5") as http:
            asked = time.monotonic()
            status = http.post("/v1/sum15/move", json=SUGGESTION).status_code
            took = time.monotonic() - asked
    finally:
        server.resume()
    print(f"Redis paused: a suggestion answered {status} in {took:.2f} s", flush=True)


def solves(url: str) -> None:
    with client(url, "127.0.0.2") as http:
        statuses = [
            http.post("/v1/solves", json={"rules": {"target": 14 + k, "parity_wins": True}})
            for k in range(24)
        ]
    got = {code: [a.status_code for a in statuses].count(code) for code in (202, 200, 503)}
    with client(url, "127.0.0.3") as http:
        asked = time.monotonic()
        small = http.post("/v1/solves", json={"rules": {"target": 12, "numbers": SMALL}})
        state = small.json().get("state")
        while small.status_code == 202 and state not in ("done", "failed"):
            time.sleep(0.2)
            polled = http.get(small.headers["Location"])
            record = polled.json()
            if "state" not in record:  # a problem document: say which, and stop
                state = f"{polled.status_code} {record.get('type', '')}".strip()
                break
            state = record["state"]
    print(
        f"solves: one address's 24 variants {got}; another's small variant "
        f"{small.status_code}, {state} after {time.monotonic() - asked:.1f} s",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--quick", action="store_true", help="a smoke run: 4 s of flood")
    args = parser.parse_args(argv)
    seconds = 4.0 if args.quick else args.seconds
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        server = RedisServer(Path(tmp))
        server.start()
        stack.callback(server.stop)
        searcher = start_search_worker(server.url)
        stack.callback(stop, searcher, 10)
        stack.enter_context(rq_workers(server.url))
        env = {
            "REDIS_URL": server.url,
            "FIFTEEN_SEARCHES": "rq",
            "FIFTEEN_SEARCH_PROCESSES": "2",
            "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants"),
        }
        with gunicorn_process(env=env) as (url, _):
            fairness(url, seconds)
            lost_worker(url, server.url, searcher)
            paused_redis(url, server)
            solves(url)
    print("targets: the polite client answered while one address floods; a lost worker")
    print("         or a paused Redis costs about a second; another address's variant gets in")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
