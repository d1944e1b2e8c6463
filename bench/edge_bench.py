"""The edge: a normal /v1/move through nginx (deploy/nginx.conf) while slow
clients hang on, and while another client is over its rate limit.

Run: ``.venv/bin/python -m bench.edge_bench [--requests 400]``

gunicorn (gunicorn.conf.py) behind the real nginx, as ``tests/test_nginx.py``
runs them.  One client sends ``--requests`` sequential ``/v1/move`` requests,
pausing 25 ms between them (under its own rate limit), with 0, 50 and 200
slow connections held open (half announce a 1000-byte body and send 8 bytes,
half send their headers a byte every 0.5 s), then while a second client
hammers ``/healthz`` far over its limit; the same client straight to
gunicorn with no slow connections is the baseline of the same run.  Straight
to gunicorn too with 50 and 200 connections sending their heads a byte
every 0.5 s: its worker (``service/http/worker.py``) gathers heads in its
poller, so they hold no thread (a body arriving slowly still holds one, up
to ``FIFTEEN_BODY_TIMEOUT``: nginx is what buffers bodies).
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


def over_the_limit(url: str, stop: threading.Event, seen: dict[int, int]) -> None:
    """Another client (from 127.0.0.2: limits are per address) hammering."""
    transport = httpx.HTTPTransport(local_address="127.0.0.2")
    with httpx.Client(base_url=url, timeout=30, transport=transport) as http:
        while not stop.is_set():
            status = http.get("/healthz").status_code
            seen[status] = seen.get(status, 0) + 1


def with_slow_clients(url: str, requests: int, count: int, *, bodies: bool = True) -> list[float]:
    """The latencies of ``requests`` moves while ``hold_slow_clients``
    holds ``count`` slow connections of each kind open."""
    stop = threading.Event()
    threads = hold_slow_clients(url, count, stop, bodies=bodies) if count else []
    time.sleep(1)
    try:
        return latencies(url, requests)
    finally:
        stop.set()
        for thread in threads:
            thread.join()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=400)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(Path(tmp) / "variants")}
        with gunicorn_process(env=env) as (direct, _), nginx_proxy(direct, Path(tmp)) as proxy:
            latencies(proxy, 50)  # warm up
            base = latencies(direct, args.requests)
            print(f"/v1/move, {args.requests} sequential requests, ms")
            print(f"{'':44}{'p50':>8}{'p99':>8}{'ratio':>7}")
            row("gunicorn directly (baseline)", base, base[len(base) // 2])
            for slow in (50, 200):  # heads only: gunicorn's worker holds no thread for one
                samples = with_slow_clients(direct, args.requests, slow, bodies=False)
                row(f"gunicorn directly, {slow} slow heads", samples, base[len(base) // 2])
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


if __name__ == "__main__":
    main()
