"""What a paused Redis costs a request: latencies through gunicorn (2
workers, the rate limit counted in Redis, an RQ worker) while redis-server is stopped
with SIGSTOP (it accepts connections and never answers), against the same
requests with Redis running, in the same run.

Run: ``.venv/bin/python -m bench.redis_pause_bench [--seconds 10]``

Two callers: Graham's ``/v1/move`` (the rate limit's count is its one Redis
call) and a solved variant's (the count, and the solve's record), each
sequential.  Prints p50, p99 and the worst, per caller and state.  The
documented bound (docs/operations.md): 250 ms per Redis call a request
makes, once per worker every 2 s (the circuit breaker).
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import httpx

from harness.live import RedisServer, gunicorn_process, rq_workers
from harness.load import MOVE_BODY

VARIANT: dict[str, Any] = {"rules": {"target": 14}, "board": [None] * 9, "player": "odd"}


def timed(url: str, body: Mapping[str, Any], seconds: float) -> list[float]:
    samples = []
    ends = time.monotonic() + seconds
    with httpx.Client(base_url=url, timeout=60) as http:
        while time.monotonic() < ends:
            began = time.perf_counter()
            status = http.post("/v1/move", json=body).status_code
            samples.append(time.perf_counter() - began)
            assert status == 200, status
    return sorted(samples)


def solved(url: str) -> None:
    """Wait until the variant is solved (200, not 202)."""
    deadline = time.monotonic() + 300
    while httpx.post(url + "/v1/move", json=VARIANT, timeout=60).status_code != 200:
        assert time.monotonic() < deadline, "the variant was not solved"
        time.sleep(0.2)


def both(url: str, seconds: float) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}

    def ask(name: str, body: Mapping[str, Any]) -> None:
        found[name] = timed(url, body, seconds)

    callers = [
        threading.Thread(target=ask, args=("graham", MOVE_BODY)),
        threading.Thread(target=ask, args=("variant", VARIANT)),
    ]
    for caller in callers:
        caller.start()
    for caller in callers:
        caller.join()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        redis_server = RedisServer(Path(tmp))
        redis_server.start()
        env = {"REDIS_URL": redis_server.url, "FIFTEEN_RATE_LIMIT": "1000000 per minute"}
        env["FIFTEEN_VARIANTS_DIR"] = str(Path(tmp) / "variants")
        try:
            with rq_workers(redis_server.url, env=env), gunicorn_process(env=env) as (url, _):
                solved(url)
                rows = {"running": both(url, args.seconds)}
                redis_server.pause()
                try:
                    rows["paused"] = both(url, args.seconds)
                finally:
                    redis_server.resume()
        finally:
            redis_server.stop()
    print(f"latency (ms), {args.seconds:g} s per row, Redis running and paused (SIGSTOP)")
    for state, found in rows.items():
        for caller, samples in found.items():
            p50 = samples[len(samples) // 2] * 1000
            p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))] * 1000
            print(
                f"{state:8}{caller:8} p50 {p50:7.2f}  p99 {p99:7.2f}  worst "
                f"{samples[-1] * 1000:7.1f}  ({len(samples)})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
