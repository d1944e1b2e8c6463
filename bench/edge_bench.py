"""The edge: a normal /v1/move through nginx (deploy/nginx.conf) while slow
clients hang on, and while another client is over its rate limit.

Run: ``.venv/bin/python -m bench.edge_bench [--requests 400]``

gunicorn (gunicorn.conf.py) behind the real nginx, as ``tests/edge/``
runs them.  One client sends ``--requests`` sequential ``/v1/move`` requests,
pausing 25 ms between them (under its own rate limit), with 0, 50 and 200
slow connections held open (half announce a 1000-byte body and send 8 bytes,
half send their headers a byte every 0.5 s), then while a second client
hammers ``/healthz`` far over its limit; the same client straight to
gunicorn with no slow connections is the baseline of the same run.  The
slow connections come from another address (127.0.0.77): nginx lets one
address hold 32 requests.

Then gunicorn alone, as nginx is the only door: 8 and 16 slow connections
of each kind held open straight to it (a gthread worker reads a head or a
body in one of its 8 threads, however slowly it comes), and how many of
the client's requests are answered in 10 s, each waiting at most 2 s.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path

import httpx

from harness.live import gunicorn_process, nginx_proxy
from harness.load import hold_slow_clients
from harness.load import move_latencies as latencies


def row(label: str, samples: list[float], base: float) -> None:
    p50 = samples[len(samples) // 2]
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    print(f"{label:44}{p50 * 1000:8.2f}{p99 * 1000:8.2f}{p50 / base:7.2f}")


SLOW = "127.0.0.77"
"""Where the slow connections come from."""


def over_the_limit(url: str, stop: threading.Event, seen: dict[int, int]) -> None:
    """Another client (from 127.0.0.2: limits are per address) hammering."""
    transport = httpx.HTTPTransport(local_address="127.0.0.2")
    with httpx.Client(base_url=url, timeout=30, transport=transport) as http:
        while not stop.is_set():
            status = http.get("/healthz").status_code
            seen[status] = seen.get(status, 0) + 1


def with_slow_clients(url: str, requests: int, count: int) -> list[float]:
    """The latencies of ``requests`` moves while ``hold_slow_clients``
    holds ``count`` slow connections of each kind open."""
    stop = threading.Event()
    threads = hold_slow_clients(url, count, stop, source=SLOW) if count else []
    try:
        return latencies(url, requests)
    finally:
        stop.set()
        for thread in threads:
            thread.join()


def answered_alone(url: str, count: int, seconds: float = 10) -> tuple[int, int]:
    """Requests answered, and not answered within 2 s, in ``seconds`` while
    ``count`` slow connections of each kind hold gunicorn alone."""
    stop = threading.Event()
    threads = hold_slow_clients(url, count, stop, source=SLOW)
    answered = missed = 0
    ends = time.monotonic() + seconds
    try:
        with httpx.Client(base_url=url, timeout=2) as http:
            while time.monotonic() < ends:
                try:
                    http.post("/v1/move", json={"board": [None] * 9, "player": "odd"})
                    answered += 1
                except httpx.HTTPError:
                    missed += 1
                time.sleep(0.025)
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    return answered, missed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--alone-seconds", type=float, default=10, help="each gunicorn-alone row")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants")}
        with gunicorn_process(env=env) as (direct, _), nginx_proxy(direct, Path(tmp)) as proxy:
            latencies(proxy, 50)  # warm up
            base = latencies(direct, args.requests)
            print(f"/v1/move, {args.requests} sequential requests, ms")
            print(f"{'':44}{'p50':>8}{'p99':>8}{'ratio':>7}")
            row("gunicorn directly (baseline)", base, base[len(base) // 2])
            for slow in (0, 50, 200):
                samples = with_slow_clients(proxy, args.requests, slow // 2)
                row(f"through nginx, {slow} slow connections", samples, base[len(base) // 2])
            stop = threading.Event()
            seen: dict[int, int] = {}
            hammer = threading.Thread(target=over_the_limit, args=(proxy, stop, seen))
            hammer.start()
            try:
                samples = latencies(proxy, args.requests)
            finally:
                stop.set()
                hammer.join()
            row("through nginx, another client over its limit", samples, base[len(base) // 2])
            print(f"the other client's answers by status: {dict(sorted(seen.items()))}")
            print("target: p99 <= 50 ms with slow connections held open")
            for slow in (8, 16):
                answered, missed = answered_alone(direct, slow, args.alone_seconds)
                print(
                    f"gunicorn alone, {slow} slow bodies and {slow} slow heads: {answered} "
                    f"answered in {args.alone_seconds:g} s, {missed} not within 2 s"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
