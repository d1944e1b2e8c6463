"""Cache and batch figures, each a ratio measured in the same run.

Run: ``.venv/bin/python -m bench.cache_bench [--seconds 5] [--rounds 3] [--quick]``

Starts gunicorn as the README does (``gunicorn.conf.py``, 2 workers) and
``deploy/nginx.conf`` under the real nginx in front of it, its per-client
rate limit lifted (wrk is one client; nothing else is changed), and loads
them with wrk over 500 random open positions of Graham's game:

1. ``GET /v1/move`` through nginx with a warm cache (every URL asked once
   first) against ``POST /v1/move`` straight to gunicorn: requests/s, rounds
   alternating;
2. ``POST /v1/batch/move`` with 1,000 positions against single
   ``POST /v1/move`` requests, both straight to gunicorn: positions/s, and
   the p50 latency of one 1,000-position batch sent alone.  Batches go over
   one connection: the service runs one batch per client at a time (before
   2026-11-27 two, and most were refused).
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


def serve_and_load(
    args: argparse.Namespace,
) -> tuple[dict[str, list[dict[str, float]]], list[float]]:
    """Start gunicorn and nginx, warm the cache and load both with wrk: each
    run's figures by kind (``get``, ``post``, ``batch``), and the seconds of
    each batch sent alone."""
    sample = positions(args.positions)
    singles = [("/v1/move", json.dumps(move_body(p))) for p in sample]
    gets = [(move_url(p), "") for p in sample]
    batch = json.dumps({"positions": [move_body(sample[n % len(sample)]) for n in range(1000)]})
    results: dict[str, list[dict[str, float]]] = {"get": [], "post": [], "batch": []}
    latencies = []
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
                    for _ in range(args.alone):
                        started = time.perf_counter()
                        answer = client.post(
                            direct + "/v1/batch/move",
                            content=batch,
                            headers={"Content-Type": "application/json"},
                        )
                        latencies.append(time.perf_counter() - started)
                        assert answer.status_code == 200 and "problem" not in answer.text
                wrk(direct, 1, args.connections, files["post"])  # warm up
                for _ in range(args.rounds):
                    results["get"].append(wrk(proxy, args.seconds, args.connections, files["get"]))
                    results["post"].append(
                        wrk(direct, args.seconds, args.connections, files["post"])
                    )
                    # one connection: the service runs one batch per client at a time
                    results["batch"].append(wrk(direct, args.seconds, 1, files["batch"]))
    return results, latencies


def report(
    args: argparse.Namespace, results: dict[str, list[dict[str, float]]], latencies: list[float]
) -> None:
    """Print the table, the ratios per round and their medians."""
    get_rps = [r["rps"] for r in results["get"]]
    post_rps = [r["rps"] for r in results["post"]]
    batch_pps = [r["rps"] * 1000 for r in results["batch"]]
    print(
        f"gunicorn.conf.py (2 workers) behind deploy/nginx.conf; wrk -t2; "
        f"{args.rounds} rounds of {args.seconds} s, alternating; medians over rounds"
    )
    print(f"{'':44}{'req/s':>10}{'positions/s':>13}{'p50 ms':>9}{'p99 ms':>9}")
    rows = (
        (f"GET /v1/move via nginx, warm cache (c{args.connections})", "get", 1),
        (f"POST /v1/move to gunicorn (c{args.connections})", "post", 1),
        ("POST /v1/batch/move, 1,000 positions (c1)", "batch", 1000),
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
    if latencies:
        print(
            f"one 1,000-position batch alone: p50 {statistics.median(latencies) * 1000:.1f} ms, "
            f"max {max(latencies) * 1000:.1f} ms ({len(latencies)} sent one after another)"
        )


def main(argv: list[str] | None = None) -> int:
    """Run the bench (``--quick``: one short round, to see that it runs)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--alone", type=int, default=20, help="batches timed alone")
    parser.add_argument("--quick", action="store_true", help="1 round of 1 s, 50 positions")
    args = parser.parse_args(argv)
    if args.quick:
        args.seconds, args.rounds, args.positions, args.alone = 1, 1, 50, 2
    if shutil.which("wrk") is None:
        print("wrk is needed: apt-get install wrk", file=sys.stderr)
        return 1
    results, latencies = serve_and_load(args)
    report(args, results, latencies)
    return 0


if __name__ == "__main__":
    sys.exit(main())
