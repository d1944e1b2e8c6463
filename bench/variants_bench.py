"""Variant figures: first solves and their peak memory, subtree solves, and
Graham's latency while a flood of unsolved variants arrives.

Run: ``.venv/bin/python -m bench.variants_bench [--flood-seconds 60]``

1. First solve from the empty board, each in a fresh process as a solver
   process runs it (``service.variants.jobs`` solves with ``solve_table``): Graham's
   numbers with targets 10, 14 and 20, and Graham's own game as the baseline
   of the same run; wall seconds and peak RSS (``ru_maxrss``) per solve.
2. First solve from positions with two numbers placed: 10 random positions
   of the target-14 variant, median and max.
3. The flood: gunicorn (gunicorn.conf.py) with a real redis-server and one
   RQ worker; 16 clients ask ``/v1/move`` for 100 distinct unsolved variants
   while one client asks Graham's game; Graham's p50/p99 during the flood
   against the same client alone just before it, and what the variant
   callers got.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench.positions import random_open
from harness.live import RedisServer, gunicorn_process, rq_workers
from harness.load import EMPTY, flood
from solver.tictactoe import Rules
from solver.tictactoe.variants import solve_table

SOLVE_IN_A_FRESH_PROCESS = """
import json, resource, sys, time
from solver.tictactoe import Position, Rules
rules = Rules.from_spec(target=int(sys.argv[1]))
started = time.perf_counter()
from solver.tictactoe.variants import solve_table
table = solve_table(Position.empty(rules))
print(json.dumps({"seconds": time.perf_counter() - started,
                  "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "bytes": len(table)}))
"""


def first_solves() -> None:
    print("first solve from the empty board, in a fresh process:")
    print(f"{'rule set':24}{'seconds':>9}{'peak MiB':>10}{'table MiB':>11}{'ratio':>7}")
    results = {}
    for target in (15, 10, 14, 20):
        output = subprocess.run(
            [sys.executable, "-c", SOLVE_IN_A_FRESH_PROCESS, str(target)],
            capture_output=True,
            check=True,
            text=True,
        ).stdout
        results[target] = json.loads(output)
    base = results[15]["seconds"]
    for target, result in results.items():
        name = "graham (baseline)" if target == 15 else f"target {target}"
        print(
            f"{name:24}{result['seconds']:9.2f}{result['peak_mib']:10.0f}"
            f"{result['bytes'] / 2**20:11.1f}{result['seconds'] / base:7.2f}"
        )
    print("target: a whole-game first solve <= 8 s (goal 5 s)")


def subtree_solves(rng: random.Random) -> None:
    rules = Rules.from_spec(target=14)
    times = []
    for _ in range(10):
        position = random_open(rules, rng, 2)
        started = time.perf_counter()
        solve_table(position)
        times.append(time.perf_counter() - started)
    print(
        f"\nfirst solve, two numbers placed, target 14 (10 positions): median "
        f"{statistics.median(times):.3f} s, max {max(times):.3f} s   (target <= 0.5 s)"
    )


def graham_alone(url: str, seconds: float) -> list[float]:
    samples = []
    deadline = time.monotonic() + seconds
    with httpx.Client(base_url=url, timeout=30) as http:
        while time.monotonic() < deadline:
            started = time.perf_counter()
            http.post("/v1/move", json={"board": EMPTY, "player": "odd"})
            samples.append(time.perf_counter() - started)
            time.sleep(0.01)
    return sorted(samples)


def flood_figures(seconds: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = RedisServer(Path(tmp))
        server.start()
        env = {"REDIS_URL": server.url, "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants")}
        try:
            with rq_workers(server.url, env=env), gunicorn_process(env=env) as (url, _):
                alone = graham_alone(url, 10)
                paced = flood(url, seconds, wait=2.0)
                unpaced = flood(url, seconds / 4, wait=2.0, pause=0.0)
        finally:
            server.stop()
    print(
        f"\nGraham /v1/move alone:       p50 {alone[len(alone) // 2] * 1000:6.2f} ms, "
        f"p99 {alone[int(0.99 * len(alone))] * 1000:6.2f} ms ({len(alone)} requests)"
    )
    flood_report(f"{seconds:.0f} s, each client pausing 50 ms", paced)
    flood_report(f"{seconds / 4:.0f} s, clients not pausing at all", unpaced)


def flood_report(label: str, seen: dict[str, Any]) -> None:
    print(f"\nflood ({label}): 16 clients, 100 distinct unsolved variants, 1 RQ worker")
    print(
        f"Graham /v1/move under flood: p50 {seen['graham_p50'] * 1000:6.2f} ms, "
        f"p99 {seen['graham_p99'] * 1000:6.2f} ms ({seen['graham_requests']} requests, "
        f"{len(seen['graham_errors'])} errors)   (target p99 <= 50 ms)"
    )
    print(f"variant answers by status: {dict(sorted(seen['variant_statuses'].items()))}")
    slow = len(seen["variant_slow"])
    print(f"variant answers slower than the wait + 1 s, or not 200/202/503: {slow}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--flood-seconds", type=float, default=60)
    parser.add_argument("--skip-solves", action="store_true")
    args = parser.parse_args(argv)
    if not args.skip_solves:
        first_solves()
        subtree_solves(random.Random(4))
    flood_figures(args.flood_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
