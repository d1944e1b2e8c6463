"""Graham's /v1/move while one hostile caller attacks (issue 25, findings 1, 2
and 8), through nginx and straight to gunicorn, in the same run.

Run: ``.venv/bin/python -m bench.attack_bench [--seconds 10] [--connections 8]
[--rate-limit off]``

gunicorn (gunicorn.conf.py, 2 workers, the app's rate limit on at its
default, ``FIFTEEN_PROXY_HOPS=1``) behind the real nginx (deploy/nginx.conf).
The attacker sends from 127.0.0.2 (limits are per address) over
``--connections`` connections without pause, in a process of its own at a
lower priority (real attackers are on other machines); the victim, from
127.0.0.1, sends sequential ``/v1/move`` requests for Graham's game pausing
25 ms (under nginx's 50 a second), for ``--seconds`` per condition:

- alone;
- ``too-large``: batches of 1,000 distinct rule sets too large to solve (1);
- ``escaped``: batches of 1,000 spelled-out variants whose names are escaped
  (``"rul\\u0065s"``), so that a regex on the bytes counted them as 1 (2);
- ``analysis``: batches of 1,000 Graham positions to analyse (8).

Prints the victim's p50 and p99 (ms) and what the attacker got, per path.
Target: p99 under attack <= 50 ms through nginx.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from bench.positions import random_open
from harness.live import gunicorn_process, nginx_proxy
from harness.load import MOVE_BODY
from solver.tictactoe import GRAHAM

BATCH = 1000
BOARD = "[" + ",".join(["null"] * 9) + "]"


def too_large_batch(rng: random.Random) -> bytes:
    """1,000 distinct rule sets, each too large to solve on demand."""
    items = []
    for _ in range(BATCH):
        odd = sorted(rng.sample(range(1, 40, 2), 9))
        even = sorted(rng.sample(range(2, 40, 2), 9))
        rules = {"target": rng.randint(30, 60), "numbers": {"odd": odd, "even": even}}
        items.append({"rules": rules, "board": [None] * 9, "player": "odd"})
    return json.dumps({"positions": items}).encode()


def escaped_batch(rng: random.Random) -> bytes:
    """1,000 small spelled-out variants, their names escaped."""
    items = []
    for _ in range(BATCH):
        rules = json.dumps({"target": rng.randint(10, 20), "parity_wins": rng.random() < 0.5})
        items.append('{"rul\\u0065s": ' + rules + ', "bo\\u0061rd": ' + BOARD + "}")
    return ('{"positions": [' + ",".join(items) + "]}").encode()


def analysis_batch(rng: random.Random) -> bytes:
    """1,000 Graham positions to analyse."""
    positions = [random_open(GRAHAM, rng, rng.randint(0, 6)) for _ in range(BATCH)]
    items = [{"board": [cell or None for cell in p.board]} for p in positions]
    return json.dumps({"positions": items}).encode()


ATTACKS = {
    "too-large": ("/v1/batch/move", too_large_batch),
    "escaped": ("/v1/batch/status", escaped_batch),
    "analysis": ("/v1/batch/analysis", analysis_batch),
}


def attacker(url: str, kind: str, connections: int, started: Any, stop: Any, seen: Any) -> None:
    """``connections`` threads sending ``kind`` batches from 127.0.0.2."""
    os.nice(10)
    path, make = ATTACKS[kind]
    bodies = [make(random.Random(seed)) for seed in range(4)]
    counts: dict[int, int] = {}
    lock = threading.Lock()

    def send(number: int) -> None:
        transport = httpx.HTTPTransport(local_address="127.0.0.2")
        headers = {"Content-Type": "application/json"}
        with httpx.Client(base_url=url, timeout=60, transport=transport) as http:
            sent = number
            while not stop.is_set():
                try:
                    status = http.post(path, content=bodies[sent % 4], headers=headers).status_code
                except httpx.HTTPError:
                    status = 0
                sent += 1
                with lock:
                    counts[status] = counts.get(status, 0) + 1

    threads = [threading.Thread(target=send, args=(i,)) for i in range(connections)]
    for thread in threads:
        thread.start()
    started.set()
    for thread in threads:
        thread.join()
    seen.put(counts)


def victim(url: str, seconds: float) -> tuple[list[float], dict[int, int]]:
    samples: list[float] = []
    statuses: dict[int, int] = {}
    ends = time.monotonic() + seconds
    with httpx.Client(base_url=url, timeout=60) as http:
        while time.monotonic() < ends:
            began = time.perf_counter()
            status = http.post("/v1/move", json=MOVE_BODY).status_code
            samples.append(time.perf_counter() - began)
            statuses[status] = statuses.get(status, 0) + 1
            time.sleep(0.025)  # under nginx's per-client rate (50 a second)
    return sorted(samples), statuses


def under_attack(
    url: str, kind: str | None, seconds: float, connections: int
) -> tuple[list[float], dict[int, int], dict[int, int]]:
    if kind is None:
        samples, statuses = victim(url, seconds)
        return samples, statuses, {}
    context = multiprocessing.get_context("spawn")
    started, stop, seen = context.Event(), context.Event(), context.Queue()
    process = context.Process(target=attacker, args=(url, kind, connections, started, stop, seen))
    process.start()
    try:
        assert started.wait(120), "the attacker did not start"
        time.sleep(1)
        samples, statuses = victim(url, seconds)
        stop.set()
        attacker_saw: dict[int, int] = seen.get(timeout=120)
    finally:
        stop.set()
        process.join(120)
        if process.is_alive():
            process.kill()
    return samples, statuses, attacker_saw


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument(
        "--rate-limit",
        default="30000 per minute",
        help="FIFTEEN_RATE_LIMIT for the server ('off': only nginx and the batch slots hold)",
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants")}
        env["FIFTEEN_RATE_LIMIT"] = args.rate_limit
        with gunicorn_process(env=env) as (direct, _), nginx_proxy(direct, Path(tmp)) as proxy:
            victim(proxy, 1)  # warm up
            print(
                f"Graham /v1/move from one client, {args.seconds:g} s per row; attacker: "
                f"{args.connections} connections from another address; "
                f"the app's rate limit: {args.rate_limit}"
            )
            heading = f"{'path':8}{'attack':12}{'p50 ms':>9}{'p99 ms':>9}{'moves':>7}"
            print(heading + "  victim / attacker saw")
            for path, url in (("nginx", proxy), ("direct", direct)):
                for kind in (None, *ATTACKS):
                    samples, statuses, seen = under_attack(
                        url, kind, args.seconds, args.connections
                    )
                    p50 = samples[len(samples) // 2] * 1000
                    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))] * 1000
                    print(
                        f"{path:8}{kind or 'none':12}{p50:9.2f}{p99:9.2f}{len(samples):7}  "
                        f"{dict(sorted(statuses.items()))} / {dict(sorted(seen.items()))}",
                        flush=True,
                    )
    print("target: p99 under attack <= 50 ms through nginx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
