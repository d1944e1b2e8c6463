"""Load that tests and benches put on a live service: a flood of unsolved
variants beside a Graham client, slow clients that hold connections open,
and the latencies of Graham's moves.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.queues
import os
import random
import socket
import threading
import time
from typing import Any

import httpx

EMPTY: list[int | None] = [None] * 9


PAUSE = 0.05
SLOW_SECONDS = 10.0
"""How much longer than the solve wait a variant's answer may take before
it counts as slow: a starved request takes minutes, a loaded machine alone
added 1.4 s (2026-11-29)."""
"""Each flooding client's pause between requests: 16 clients then send up to
320 requests a second.  Clients that send as fast as two cores answer make
every request slower, Graham's too: that is a matter for per-client rate
limits, not for where solves run (``bench/variants_bench.py`` prints both)."""


def flood_rule_sets(count: int) -> list[dict[str, Any]]:
    """Distinct rule sets that can be won, each a whole-game solve of seconds."""
    specs = []
    evens = ([2, 4, 6, 8], [2, 4, 6, 10], [2, 4, 8, 10], [2, 6, 8, 10], [4, 6, 8, 10])
    for even in evens:
        for target in range(10, 20):
            for parity in (False, True):
                specs.append({"target": target, "parity_wins": parity, "numbers": {"even": even}})
    assert len(specs) >= count
    return specs[:count]


def flood(url: str, seconds: float, wait: float, pause: float = PAUSE) -> dict[str, Any]:
    """16 clients asking for 100 distinct unsolved variants, each pausing
    ``pause`` seconds between requests (ignoring ``Retry-After``), and one
    client asking Graham's game; what each saw.  The 16 run in a process of
    their own: sharing the Graham client's interpreter lock, they would add
    their own waits to its timings."""
    context = multiprocessing.get_context("spawn")
    started, stop = context.Event(), context.Event()
    results: multiprocessing.queues.Queue[dict[str, Any]] = context.Queue()
    flooder = context.Process(
        target=_variant_clients, args=(url, wait, pause, started, stop, results)
    )
    flooder.start()
    try:
        assert started.wait(60), "the flooding clients did not start"
        graham: list[float] = []
        graham_errors: list[str] = []
        ends = time.monotonic() + seconds
        with httpx.Client(base_url=url, timeout=30) as http:
            while time.monotonic() < ends:
                began = time.perf_counter()
                response = http.post("/v1/move", json={"board": EMPTY, "player": "odd"})
                graham.append(time.perf_counter() - began)
                if response.status_code != 200:
                    graham_errors.append(str(response.status_code))
                time.sleep(0.01)
        stop.set()
        variants = results.get(timeout=60)
    finally:
        stop.set()
        flooder.join(60)
        if flooder.is_alive():
            flooder.kill()
    ordered = sorted(graham)
    return {
        "graham_p50": ordered[len(ordered) // 2],
        "graham_p99": ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))],
        "graham_requests": len(graham),
        "graham_errors": graham_errors,
        **variants,
    }


def _variant_clients(
    url: str,
    wait: float,
    pause: float,
    started: Any,
    stop: Any,
    results: multiprocessing.queues.Queue[dict[str, Any]],
) -> None:
    """The flood's 16 variant clients (in their own process) until ``stop``;
    puts the statuses they saw, and the answers that were slow or wrong.
    Real callers are on other machines: here they share the service's two
    cores, so they yield them first (the service's work for them does not)."""
    os.nice(10)
    specs = flood_rule_sets(100)
    variant_statuses: dict[int, int] = {}
    variant_slow: list[str] = []
    lock = threading.Lock()

    def variant_client(seed: int) -> None:
        rng = random.Random(seed)
        with httpx.Client(base_url=url, timeout=30) as http:
            while not stop.is_set():
                spec = rng.choice(specs)
                began = time.perf_counter()
                response = http.post(
                    "/v1/move", json={"rules": spec, "board": EMPTY, "player": "odd"}
                )
                elapsed = time.perf_counter() - began
                ok = response.status_code in (200, 202) or (
                    response.status_code == 503 and "Retry-After" in response.headers
                )
                with lock:
                    variant_statuses[response.status_code] = (
                        variant_statuses.get(response.status_code, 0) + 1
                    )
                    if not ok or elapsed > wait + SLOW_SECONDS:
                        variant_slow.append(f"{response.status_code} in {elapsed:.2f} s")
                time.sleep(pause)

    threads = [threading.Thread(target=variant_client, args=(i,)) for i in range(16)]
    for thread in threads:
        thread.start()
    started.set()
    for thread in threads:
        thread.join()
    results.put({"variant_statuses": variant_statuses, "variant_slow": variant_slow})


MOVE_BODY = {"board": [None] * 9, "player": "odd"}
"""A Graham move from the empty board."""


def address(url: str) -> tuple[str, int]:
    host, port = url.removeprefix("http://").split(":")
    return host, int(port)


def hold_slow_clients(
    url: str, count: int, stop: threading.Event, *, bodies: bool = True, source: str = "127.0.0.1"
) -> list[threading.Thread]:
    """``count`` connections that announce a 1000-byte body and send 8 bytes
    (unless not ``bodies``), and ``count`` that send their headers a byte at
    a time, all from the address ``source``; returned once every one has
    connected and sent its first bytes (or 30 s have passed)."""
    started = threading.Semaphore(0)

    def slow_body() -> None:
        with socket.create_connection(address(url), 30, (source, 0)) as sock:
            sock.sendall(
                b"POST /v1/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b'Content-Length: 1000\r\n\r\n{"board"'
            )
            started.release()
            stop.wait(30)

    def slow_headers() -> None:
        with socket.create_connection(address(url), 30, (source, 0)) as sock:
            for number, byte in enumerate(b"POST /v1/move HTTP/1.1\r\nHost: x\r\nX-Slow: yes"):
                try:
                    sock.send(bytes([byte]))
                except OSError:
                    return
                finally:
                    if number == 0:
                        started.release()
                if stop.wait(0.5):
                    return

    kinds = (slow_body, slow_headers) if bodies else (slow_headers,)
    threads = [threading.Thread(target=f) for f in kinds for _ in range(count)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 30
    for _ in threads:
        if not started.acquire(timeout=max(0.0, deadline - time.monotonic())):
            break
    return threads


def move_latencies(url: str, count: int) -> list[float]:
    samples = []
    with httpx.Client(base_url=url, timeout=10) as http:
        for _ in range(count):
            started = time.perf_counter()
            response = http.post("/v1/move", json=MOVE_BODY)
            samples.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
            time.sleep(0.025)  # under the per-client rate limit
    return sorted(samples)
