"""Cache and batch figures, each a ratio measured in the same run.

Run: ``.venv/bin/python -m bench.cache_bench [--seconds 5] [--rounds 3]``

Starts gunicorn as the README does (``gunicorn.conf.py``, 2 workers) and
``deploy/nginx.conf`` under the real nginx in front of it, its per-client
rate limit lifted (wrk is one client; nothing else is changed), and loads
them with wrk over 500 random open positions of Graham's game:

1. ``GET /v1/move`` through nginx with a warm cache (every URL asked once
   first) against ``POST /v1/move`` straight to gunicorn: requests/s, rounds
   alternating;
2. ``POST /v1/batch/move`` with 1,000 positions against single
   ``POST /v1/move`` requests, both straight to gunicorn: positions/s, and
   the p50 latency of one 1,000-position batch sent alone.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from bench.load import script, wrk
from bench.positions import random_open
from harness.live import gunicorn, nginx_proxy
from solver.tictactoe import GRAHAM, Position

UNLIMITED = {"rate=50r/s": "rate=1000000r/s", "burst=100 ": "burst=1000000 "}
"""The only edits to deploy/nginx.conf: wrk is a single client."""


def positions(count: int) -> list[Position]:
    rng = random.Random(15)
    return [random_open(GRAHAM, rng, rng.randint(0, 7)) for _ in range(count)]


def move_body(position: Position) -> dict[str, object]:
    player = position.status.to_move.value  # type: ignore[union-attr]
    return {"board": [cell or None for cell in position.board], "player": player}


def move_url(position: Position) -> str:
    board = ",".join(str(cell) if cell else "_" for cell in position.board)
    return f"/v1/move?board={board}&player={position.status.to_move.value}"  # type: ignore[union-attr]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is needed: apt-get install wrk")

    sample = positions(500)
    singles = [("/v1/move", json.dumps(move_body(p))) for p in sample]
    gets = [(move_url(p), "") for p in sample]
    batch = json.dumps({"positions": [move_body(sample[n % 500]) for n in range(1000)]})
    results: dict[str, list[dict[str, float]]] = {"get": [], "post": [], "batch": []}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = {}
        for name, requests in (
            ("get", gets),
            ("post", singles),
            ("batch", [("/v1/batch/move", batch)]),
        ):
            files[name] = folder / f"{name}.lua"
            files[name].write_text(script(requests))
        with gunicorn(env={"FIFTEEN_RATE_LIMIT": "off"}) as direct:
            with nginx_proxy(direct, folder / "nginx", edits=UNLIMITED) as proxy:
                with httpx.Client() as client:
                    for path, _ in gets:  # warm the cache
                        client.get(proxy + path).raise_for_status()
                    hit = client.get(proxy + gets[0][0]).headers.get("X-Cache-Status")
                    assert hit == "HIT", hit
                    latencies = []
                    for _ in range(20):
                        started = time.perf_counter()
                        answer = client.post(
                            direct + "/v1/batch/move",
                            content=batch,
                            headers={"Content-Type": "application/json"},
                        )
                        latencies.append(time.perf_counter() - started)
                        assert answer.status_code == 200 and "problem" not in answer.text
                wrk(direct, 2, args.connections, files["post"])  # warm up
                for _ in range(args.rounds):
                    results["get"].append(wrk(proxy, args.seconds, args.connections, files["get"]))
                    results["post"].append(
                        wrk(direct, args.seconds, args.connections, files["post"])
                    )
                    results["batch"].append(wrk(direct, args.seconds, 2, files["batch"]))

    get_rps = [r["rps"] for r in results["get"]]
    post_rps = [r["rps"] for r in results["post"]]
    batch_pps = [r["rps"] * 1000 for r in results["batch"]]
    print(
        f"gunicorn.conf.py (2 workers) behind deploy/nginx.conf; wrk -t2; "
        f"{args.rounds} rounds of {args.seconds} s, alternating; medians over rounds"
    )
    print(f"{'':44}{'req/s':>10}{'positions/s':>13}{'p50 ms':>9}{'p99 ms':>9}")
    rows = (
        ("GET /v1/move via nginx, warm cache (c16)", "get", 1),
        ("POST /v1/move to gunicorn (c16)", "post", 1),
        ("POST /v1/batch/move, 1,000 positions (c2)", "batch", 1000),
    )
    for label, name, per in rows:
        runs = results[name]
        rps = statistics.median(r["rps"] for r in runs)
        p50 = statistics.median(r["p50"] for r in runs)
        p99 = statistics.median(r["p99"] for r in runs)
        print(f"{label:44}{rps:10.0f}{rps * per:13.0f}{p50:9.2f}{p99:9.2f}")
    cache_ratios = [g / p for g, p in zip(get_rps, post_rps, strict=True)]
    batch_ratios = [b / p for b, p in zip(batch_pps, post_rps, strict=True)]
    print("cached GET / POST per round: " + " ".join(f"{r:.1f}" for r in cache_ratios))
    print(f"cached GET / POST, median: {statistics.median(cache_ratios):.1f}x (target >= 5x)")
    print("batch / single positions/s per round: " + " ".join(f"{r:.1f}" for r in batch_ratios))
    print(
        f"batch / single positions/s, median: {statistics.median(batch_ratios):.1f}x "
        "(target >= 20x)"
    )
    print(
        f"one 1,000-position batch alone: p50 {statistics.median(latencies) * 1000:.1f} ms, "
        f"max {max(latencies) * 1000:.1f} ms (20 sent one after another)"
    )


if __name__ == "__main__":
    main()
