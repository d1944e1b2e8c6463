"""Faults: Redis stopped, restarted or paused, and a gunicorn worker killed,
while requests keep coming.  Nothing fails that need not, answers stay exact."""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import pytest
from flask import Flask

from service import create_app
from solver import Position, Rules
from solver.variants import Solutions, solve_table
from tests.live import RedisServer, gunicorn_process

_ = None


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path)
    server.start()
    yield server
    if server.process and server.process.poll() is None:
        server.resume()
        server.stop()


def variant_positions(count: int, seed: int) -> list[Position]:
    """Positions with two numbers placed, in variants of Graham's game."""
    rng = random.Random(seed)
    positions = []
    for i in range(count):
        rules = Rules.from_spec(target=11 + i % 9, parity_wins=bool(i % 2))
        position = Position.empty(rules)
        for _ in range(2):
            position = position.play(rng.choice(list(position.legal_moves())))
        positions.append(position)
    return positions


@cache
def solved(root: Position) -> bytes:
    """Real solves, done once per test session to keep the timing tests quick."""
    return solve_table(root)


def body(position: Position) -> dict[str, Any]:
    rules = position.rules
    return {
        "rules": {"target": rules.target, "parity_wins": rules.parity_wins},
        "board": [cell or None for cell in position.board],
    }


def app_on(server: RedisServer) -> Flask:
    app = create_app({"TESTING": True, "REDIS_URL": server.url})
    app.extensions["fifteen.variants"].local.solver = solved
    return app


@pytest.mark.parametrize("fault", ["stopped", "paused"])
def test_no_request_waits_long_on_a_dead_redis_and_the_cache_comes_back(
    redis_server: RedisServer, fault: str
) -> None:
    positions = variant_positions(40, seed=1)
    for position in positions:
        solved(position)
    app = app_on(redis_server)
    client = app.test_client()
    ask = iter(positions)

    def timed() -> float:
        started = time.perf_counter()
        response = client.post("/v1/analysis", json=body(next(ask)))
        assert response.status_code == 200
        return time.perf_counter() - started

    timed()
    assert redis_server.solutions() == 1
    redis_server.stop() if fault == "stopped" else redis_server.pause()
    waits = [timed() for _ in range(15)]
    assert max(waits) < 0.25 + 0.15, waits  # one Redis timeout at most, then the breaker
    if fault == "stopped":
        redis_server.start()
    else:
        redis_server.resume()
    back = time.perf_counter()
    stored_before = redis_server.solutions()
    while redis_server.solutions() == stored_before:
        timed()
        assert time.perf_counter() - back < 5, "the cache is used again within 5 s"
        time.sleep(0.1)
    assert app.extensions["fifteen.variants"].errors >= 1


def test_a_load_run_survives_redis_stopping_and_starting(redis_server: RedisServer) -> None:
    positions = variant_positions(12, seed=2)
    reference = Solutions(capacity=64)
    expected = {}
    for position in positions:
        value = reference.engine_for(position).value(position)
        assert value is not None
        expected[position] = (value.outcome.value, value.plies)
    failures: list[str] = []
    answers = 0
    stop = threading.Event()
    lock = threading.Lock()

    def client_loop(url: str, seed: int) -> None:
        nonlocal answers
        rng = random.Random(seed)
        with httpx.Client(base_url=url, timeout=30) as http:
            while not stop.is_set():
                position = rng.choice(positions)
                try:
                    response = http.post("/v1/analysis", json=body(position))
                    got = (response.json()["outcome"], response.json()["plies"])
                    ok = response.status_code == 200 and got == expected[position]
                except (httpx.HTTPError, KeyError, ValueError) as error:
                    ok, got = False, repr(error)  # type: ignore[assignment]
                with lock:
                    answers += 1
                    if not ok:
                        failures.append(f"{position}: {got}")

    env = {"REDIS_URL": redis_server.url, "FIFTEEN_LOCAL_SOLUTIONS": "2"}
    with gunicorn_process(env=env) as (url, _master):
        threads = [threading.Thread(target=client_loop, args=(url, i)) for i in range(6)]
        for thread in threads:
            thread.start()
        time.sleep(3)
        redis_server.stop()
        time.sleep(3)
        redis_server.start()
        restarted = time.perf_counter()
        while redis_server.solutions() == 0:
            assert time.perf_counter() - restarted < 5, "the cache is used again within 5 s"
            time.sleep(0.1)
        time.sleep(1)
        stop.set()
        for thread in threads:
            thread.join()
    assert answers > 20
    assert failures == []


def test_killing_a_worker_loses_only_requests_in_flight() -> None:
    board = [_, _, _, _, 5, _, _, _, _]
    outcomes = {"ok": 0, "failed": 0}
    stop = threading.Event()
    lock = threading.Lock()
    connections = 6

    def client_loop(url: str) -> None:
        with httpx.Client(base_url=url, timeout=10) as http:
            while not stop.is_set():
                try:
                    response = http.post("/v1/move", json={"board": board, "player": "even"})
                    ok = response.status_code == 200 and response.json()["move"]["token"] == 2
                except httpx.HTTPError:
                    ok = False
                with lock:
                    outcomes["ok" if ok else "failed"] += 1

    with gunicorn_process() as (url, master):
        workers = sorted(_children(master.pid))
        threads = [threading.Thread(target=client_loop, args=(url,)) for _ in range(connections)]
        for thread in threads:
            thread.start()
        time.sleep(1.5)
        os.kill(workers[0], signal.SIGKILL)
        deadline = time.monotonic() + 10
        while True:
            now = sorted(_children(master.pid))
            if len(now) == 2 and workers[0] not in now:
                break
            assert time.monotonic() < deadline, "gunicorn replaces the killed worker"
            time.sleep(0.1)
        time.sleep(1.5)
        stop.set()
        for thread in threads:
            thread.join()
        after = httpx.post(url + "/v1/move", json={"board": board, "player": "even"})
    assert after.status_code == 200
    print(f"worker killed: {outcomes['failed']} failed of {sum(outcomes.values())} requests")
    # Each client has at most one request in flight, on one connection.
    assert outcomes["failed"] <= connections
    assert outcomes["ok"] > 100


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found
