"""Graham's lookups and the searches' answers while callers flood every kind
of search, through the project's nginx, with idle figures in the same run.

Run: ``.venv/bin/python -m bench.search_flood_bench [--seconds 20]
[--callers 8] [--boards 10] [--rq]`` (``--quick`` for a smoke run; ``--rq``:
compose's mode, searches on one RQ search worker through Redis)

gunicorn (gunicorn.conf.py: 2 workers, 8 threads, one search process each,
the app's rate limit at its default, ``FIFTEEN_PROXY_HOPS=1``) behind the
real nginx (deploy/nginx.conf).  The flood: ``--callers`` callers of each
kind, every caller from an address of its own (127.0.0.2 on), asking without
pause (50 ms after a 503) for Math Scrabble move searches of 3 s on an empty
board, Sum 15 suggestions of 250 ms at 2,000 samples, and batches of 1,000
Graham analyses; they run in a process of their own at a lower priority
(real callers are on other machines).  Meanwhile, from 127.0.0.1, Graham's
``/v1/move`` in a loop pausing 25 ms (the lookup), and from 127.0.0.250 a
Math Scrabble search at the API's default budget (1 s) on each of
``--boards`` boards of ``bench/data/mathscrabble_boards.json``, retried
after ``Retry-After`` until answered (the probe).  Both also alone (idle).

Prints the lookup's p50 / p99, the probe's proven share, what each kind of
flooding caller got, and each kind's search time against its budget (the
``Server-Timing`` ``search`` figure: the time on the search process).
Targets: lookup p50 <= 5 ms and p99 <= 50 ms under the flood; every kind
answered; the probe's proven share within 5 points of idle; no search over
its budget by more than 10%.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import queue
import random
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from bench.attack_bench import analysis_batch
from harness.live import RedisServer, gunicorn_process, nginx_proxy, start_search_worker, stop
from harness.load import MOVE_BODY

BOARDS = Path(__file__).parent / "data" / "mathscrabble_boards.json"
SEARCH = {"rack": "22455=?×÷", "budget_ms": 3000, "limit": 1, "board": ["." * 15] * 15}
SUGGESTION = {
    "players": 4,
    "seat": 0,
    "hand": ["KC", "6D", "10S", "3D", "9S", "2D"],
    "starters": ["4C"],
    "samples": 2000,
    "budget_ms": 250,
}
BUDGETS = {"moves": 3.0, "move": 0.25, "probe": 1.0}
"""Each kind's budget (s), by the last part of its path."""


def search_seconds(response: httpx.Response) -> float | None:
    """The search's time on its process, from ``Server-Timing``."""
    for part in response.headers.get("Server-Timing", "").split(","):
        name, _, duration = part.strip().partition(";dur=")
        if name == "search":
            return float(duration) / 1000
    return None


def caller(url: str, address: str, path: str, body: bytes, stop: Any, seen: Any) -> None:
    """Ask for ``path`` from ``address`` until ``stop``; put (kind, status,
    search seconds) for each answer on ``seen``."""
    transport = httpx.HTTPTransport(local_address=address)
    kind = path.rsplit("/", 1)[-1]
    with httpx.Client(base_url=url, timeout=60, transport=transport) as http:
        while not stop.is_set():
            try:
                answer = http.post(path, content=body, headers={"Content-Type": "application/json"})
                seen.put((kind, answer.status_code, search_seconds(answer)))
                if answer.status_code == 503:
                    time.sleep(0.05)
            except httpx.HTTPError:
                seen.put((kind, 0, None))


def flood(url: str, callers: int, started: Any, stop: Any, seen: Any) -> None:
    """``callers`` callers of each kind, each from its own address."""
    os.nice(10)
    work = [
        ("/v1/math-scrabble/moves", json.dumps(SEARCH).encode()),
        ("/v1/sum15/move", json.dumps(SUGGESTION).encode()),
        ("/v1/batch/analysis", analysis_batch(random.Random(0))),
    ]
    threads = []
    for number in range(callers * len(work)):
        path, body = work[number % len(work)]
        address = f"127.0.0.{2 + number}"
        threads.append(threading.Thread(target=caller, args=(url, address, path, body, stop, seen)))
    for thread in threads:
        thread.start()
    started.set()
    for thread in threads:
        thread.join()


def lookups(url: str, seconds: float) -> list[float]:
    """Graham ``/v1/move`` latencies (s) from 127.0.0.1 for ``seconds``."""
    samples = []
    ends = time.monotonic() + seconds
    with httpx.Client(base_url=url, timeout=60) as http:
        while time.monotonic() < ends:
            began = time.perf_counter()
            assert http.post("/v1/move", json=MOVE_BODY).status_code == 200
            samples.append(time.perf_counter() - began)
            time.sleep(0.025)
    return samples


def probe(url: str, boards: list[dict[str, Any]]) -> tuple[list[bool], list[float], int]:
    """Each board searched at the default budget, retried after Retry-After
    until answered: whether proven, the search times, and the 503s met."""
    proven, times, busy = [], [], 0
    transport = httpx.HTTPTransport(local_address="127.0.0.250")
    with httpx.Client(base_url=url, timeout=60, transport=transport) as http:
        for board in boards:
            body = {"board": board["board"], "blanks": board["blanks"], "rack": board["rack"]}
            while True:
                answer = http.post("/v1/math-scrabble/moves", json=body)
                if answer.status_code != 503:
                    break
                busy += 1
                time.sleep(float(answer.headers.get("Retry-After", 1)))
            assert answer.status_code == 200, answer.text
            proven.append(bool(answer.json()["proven"]))
            times.append(search_seconds(answer) or 0.0)
    return proven, times, busy


def _ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def _report(name: str, samples: list[float], probed: tuple[list[bool], list[float], int]) -> None:
    proven, times, busy = probed
    print(
        f"{name:6} lookup p50 {_ms(samples, 0.5):6.2f} ms  p99 {_ms(samples, 0.99):7.2f} ms "
        f"({len(samples)})   probe proven {sum(proven)}/{len(proven)}, search max "
        f"{max(times):.3f} s for 1 s, 503s met {busy}",
        flush=True,
    )


def under_flood(
    url: str, seconds: float, callers: int, boards: list[dict[str, Any]]
) -> tuple[list[float], tuple[list[bool], list[float], int], list[tuple[str, int, float | None]]]:
    context = multiprocessing.get_context("spawn")
    started, stop, seen = context.Event(), context.Event(), context.Queue()
    process = context.Process(target=flood, args=(url, callers, started, stop, seen))
    process.start()
    answers: list[tuple[str, int, float | None]] = []

    def drain() -> None:
        while process.is_alive() or not seen.empty():
            try:
                answers.append(seen.get(timeout=0.5))
            except queue.Empty:
                continue

    reader = threading.Thread(target=drain)
    reader.start()
    try:
        assert started.wait(120), "the flood did not start"
        time.sleep(2)
        probed: list[Any] = []
        prober = threading.Thread(target=lambda: probed.append(probe(url, boards)))
        prober.start()
        samples = lookups(url, seconds)
        prober.join()
    finally:
        stop.set()
        process.join(120)
        if process.is_alive():
            process.kill()
        reader.join()
    return samples, probed[0], answers


def compose_searches(stack: contextlib.ExitStack, tmp: Path) -> dict[str, str]:
    """A Redis and one RQ search worker, as compose runs them (the worker at
    its nice 5), stopped with ``stack``; the API's settings for them."""
    server = RedisServer(tmp)
    server.start()
    stack.callback(server.stop)
    stack.callback(stop, start_search_worker(server.url), 10)
    return {"REDIS_URL": server.url, "FIFTEEN_SEARCHES": "rq", "FIFTEEN_SEARCH_PROCESSES": "2"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--callers", type=int, default=8)
    parser.add_argument("--boards", type=int, default=10)
    parser.add_argument(
        "--rq",
        action="store_true",
        help="compose's mode: searches on RQ (one search worker, Redis, 2 sent per API worker)",
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 s, 1 caller, 2 boards")
    args = parser.parse_args(argv)
    if args.quick:
        args.seconds, args.callers, args.boards = 2, 1, 2
    boards = json.loads(BOARDS.read_text())[: args.boards]
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants")}
        env["FIFTEEN_RATE_LIMIT"] = "30000 per minute"
        if args.rq:
            env |= compose_searches(stack, Path(tmp))
        with gunicorn_process(env=env) as (direct, _), nginx_proxy(direct, Path(tmp)) as proxy:
            print("searches:", "compose's RQ mode, one search worker" if args.rq else "per host")
            lookups(proxy, 1)  # warm up
            print(
                f"through nginx; flood: {args.callers} callers of each kind, each from its own "
                f"address; lookup {args.seconds:g} s a row; probe: {len(boards)} boards at 1 s"
            )
            _report("idle", lookups(proxy, args.seconds), probe(proxy, boards))
            samples, probed, answers = under_flood(proxy, args.seconds, args.callers, boards)
            _report("flood", samples, probed)
    statuses = Counter((kind, status) for kind, status, _ in answers)
    print("flood answers by kind and status:", dict(sorted(statuses.items())))
    for kind in ("moves", "move", "analysis"):
        took = [seconds for k, status, seconds in answers if k == kind and seconds is not None]
        if took:
            budget = BUDGETS.get(kind)
            over = f", worst {max(took) / budget:.2f}x its budget" if budget else ""
            print(
                f"  {kind:9} search p50 {statistics.median(took):.3f} s, "
                f"max {max(took):.3f} s{over}"
            )
    print("targets: flood p50 <= 5 ms, p99 <= 50 ms; proven within 5 points of idle;")
    print("         every kind answered; no search over its budget by more than 10%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
