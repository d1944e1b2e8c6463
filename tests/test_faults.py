"""Faults: Redis stopped, restarted or paused, and a gunicorn worker killed,
while requests keep coming.  Nothing fails that need not, answers stay exact."""

from __future__ import annotations

import os
import random
import signal
import socket
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
from flask import Flask
from rq import Worker

from harness.live import RedisServer, alive, children_of, gunicorn_process, rq_workers
from service import create_app
from service.variants.records import FileRecords, SolveState
from solver.tictactoe import Position, Rules
from solver.tictactoe.variants import root_of, solve_engine
from tests.waiting import PATIENCE, wait_for

pytestmark = pytest.mark.live

_: None = None


def more_answers(
    counts: dict[str, int], lock: threading.Lock, more: int, kind: str | None = None
) -> None:
    """Wait until the client threads have counted ``more`` answers (of
    ``kind``, or any) beyond those counted now: each phase of a fault is as
    long as the machine takes to answer that many, not a fixed time."""

    def counted() -> int:
        return sum(counts.values()) if kind is None else counts.get(kind, 0)

    with lock:
        wanted = counted() + more
    deadline = time.monotonic() + PATIENCE
    while True:
        with lock:
            if counted() >= wanted:
                return
        assert time.monotonic() < deadline, f"{more} more answers: {counts}"
        time.sleep(0.05)


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


def body(position: Position) -> dict[str, Any]:
    rules = position.rules
    return {
        "rules": {"target": rules.target, "parity_wins": rules.parity_wins},
        "board": [cell or None for cell in position.board],
    }


def expected_values(positions: list[Position]) -> dict[Position, tuple[str, int]]:
    expected = {}
    for position in positions:
        value = solve_engine(position).value(position)
        assert value is not None
        expected[position] = (value.outcome.value, value.plies)
    return expected


def answer(client: Any, position: Position, seconds: float = PATIENCE) -> Any:
    """Ask until answered (202 while solving); return the last response.
    Patient: a solve runs at a lower priority, so a busy machine slows it."""
    deadline = time.monotonic() + seconds
    while True:
        response = client.post("/v1/analysis", json=body(position))
        if response.status_code != 202 or time.monotonic() > deadline:
            return response
        time.sleep(0.1)


@pytest.mark.parametrize("fault", ["stopped", "paused"])
def test_no_request_waits_long_on_a_dead_redis_and_the_cache_comes_back(
    redis_server: RedisServer, fault: str, tmp_path: Path
) -> None:
    positions = variant_positions(6, seed=1)
    expected = expected_values(positions)
    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url, "VARIANTS_DIR": tmp_path})
    client = app.test_client()
    with rq_workers(redis_server.url):
        first = answer(client, positions[0])
        assert first.status_code == 200
        assert redis_server.solutions() == 1
        redis_server.stop() if fault == "stopped" else redis_server.pause()
        waits = []
        for _ in range(10):
            started = time.perf_counter()
            response = client.post("/v1/analysis", json=body(positions[0]))
            waits.append(time.perf_counter() - started)
            assert response.status_code == 200 and response.json is not None
            assert (response.json["outcome"], response.json["plies"]) == expected[positions[0]]
        assert max(waits) < 0.25 + 0.15, waits  # one Redis timeout at most, then the breaker
        # with Redis down, a new solve runs in the local pool
        local = answer(client, positions[1])
        assert local.status_code == 200
        assert (local.json["outcome"], local.json["plies"]) == expected[positions[1]]
        if fault == "stopped":
            redis_server.start()
        else:
            redis_server.resume()
        time.sleep(2.5)  # the breaker closes
        back = time.perf_counter()
        stored_before = redis_server.solutions() if fault == "paused" else 0
        for position in positions[2:]:
            response = answer(client, position)
            assert response.status_code == 200
            assert (response.json["outcome"], response.json["plies"]) == expected[position]
            if redis_server.solutions() > stored_before:
                break
        assert redis_server.solutions() > stored_before
        assert time.perf_counter() - back < 10, "solves are shared again within seconds"


def test_a_load_run_survives_redis_stopping_and_starting(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    positions = variant_positions(12, seed=2)
    expected = expected_values(positions)
    failures: list[str] = []
    answers = {"200": 0, "202": 0}
    stop = threading.Event()
    lock = threading.Lock()

    def client_loop(url: str, seed: int) -> None:
        rng = random.Random(seed)
        with httpx.Client(base_url=url, timeout=30) as http:
            while not stop.is_set():
                position = rng.choice(positions)
                try:
                    response = http.post("/v1/analysis", json=body(position))
                    if response.status_code == 202:
                        ok, got = True, ("pending", 0)
                    elif response.status_code == 503 and "Retry-After" in response.headers:
                        # One address asking for a dozen variants at once has
                        # a quarter of the solve queue: the rest, ask again.
                        kind = response.json()["type"]
                        ok, got = kind.endswith("solve-queue-full"), (kind, 0)
                    else:
                        got = (response.json()["outcome"], response.json()["plies"])
                        ok = response.status_code == 200 and got == expected[position]
                except (httpx.HTTPError, KeyError, ValueError) as error:
                    ok, got = False, (repr(error), 0)
                with lock:
                    answers[str(response.status_code)] = (
                        answers.get(str(response.status_code), 0) + 1
                    )
                    if not ok:
                        failures.append(f"{position}: {got}")
                time.sleep(0.01)

    env = {"REDIS_URL": redis_server.url, "FIFTEEN_VARIANTS_DIR": str(tmp_path)}
    with rq_workers(redis_server.url, env=env), gunicorn_process(env=env) as (url, _master):
        threads = [threading.Thread(target=client_loop, args=(url, i)) for i in range(6)]
        for thread in threads:
            thread.start()
        more_answers(answers, lock, 12, "200")
        redis_server.stop()
        more_answers(answers, lock, 20)
        redis_server.start()
        more_answers(answers, lock, 12, "200")
        stop.set()
        for thread in threads:
            thread.join()
    assert answers["200"] > 20
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
        more_answers(outcomes, lock, 60, "ok")
        os.kill(workers[0], signal.SIGKILL)
        deadline = time.monotonic() + PATIENCE
        while True:
            now = sorted(_children(master.pid))
            if len(now) == 2 and workers[0] not in now:
                break
            assert time.monotonic() < deadline, "gunicorn replaces the killed worker"
            time.sleep(0.1)
        more_answers(outcomes, lock, 60, "ok")
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


def test_readiness_probes_do_not_wait_on_a_stalled_redis_twice(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url, "VARIANTS_DIR": tmp_path})
    client = app.test_client()
    assert client.get("/readyz").get_json()["redis"] == "ok"
    redis_server.pause()
    waits = []
    for _ in range(5):
        started = time.perf_counter()
        ready = client.get("/readyz")
        waits.append(time.perf_counter() - started)
        assert ready.status_code == 200 and ready.get_json()["redis"] == "down"
    timeout = app.config["REDIS_TIMEOUT_SECONDS"]
    assert waits[0] < 2 * timeout, waits  # one Redis timeout, not two
    # then the breaker answers: a probe that waited on Redis took its timeout
    assert max(waits[1:]) < timeout, waits


def test_rq_workers_ride_out_a_redis_outage(redis_server: RedisServer, tmp_path: Path) -> None:
    """Redis stops while the RQ worker runs a solve, for longer than the
    solve; the worker is still there when Redis is back and solves what is
    queued next (issue 25, finding 7: `rq worker` exited and never came back)."""

    def app_on(folder: str) -> Flask:
        config = {
            "TESTING": True,
            "REDIS_URL": redis_server.url,
            "VARIANTS_DIR": str(tmp_path / folder),
            "SOLVE_WAIT_SECONDS": 0,
        }
        return create_app(config)

    env = {"FIFTEEN_VARIANTS_DIR": str(tmp_path / "worker")}
    with rq_workers(redis_server.url, env=env) as (worker,):
        client = app_on("api").test_client()
        asked = client.post("/v1/solves", json={"rules": {"target": 20}})  # about 7 s
        assert asked.status_code == 202
        deadline = time.monotonic() + PATIENCE
        while client.get(asked.headers["Location"]).get_json()["state"] != "solving":
            assert time.monotonic() < deadline and worker.poll() is None
            time.sleep(0.1)
        redis_server.stop()
        outage = time.monotonic() + 15  # the test's setup: an outage longer than the solve
        while time.monotonic() < outage:
            assert worker.poll() is None, "the worker exited while Redis was away"
            time.sleep(0.2)
        redis_server.start()
        client = app_on("api-after").test_client()
        small = {"odd": [1, 3, 5, 7], "even": [2, 4, 6, 8]}
        asked = client.post("/v1/solves", json={"rules": {"target": 11, "numbers": small}})
        assert asked.status_code == 202
        assert wait_for(client, asked.headers["Location"])["state"] == "done"
        assert worker.poll() is None


@pytest.mark.parametrize("order", ["work horse first", "worker first"])
def test_a_solve_whose_worker_and_work_horse_were_killed_runs_again(
    order: str, redis_server: RedisServer, tmp_path: Path
) -> None:
    """The RQ worker and the work horse running a solve are killed (as a
    container kill does), in either order; a new worker starts.  The record
    goes stale and reads failed; asked again, the solve is queued for real
    and done (issue 25, finding 6: it stayed queued with nothing behind it)."""
    config = {
        "TESTING": True,
        "REDIS_URL": redis_server.url,
        "VARIANTS_DIR": str(tmp_path / "api"),
        "SOLVE_WAIT_SECONDS": 0,
    }
    client = create_app(config).test_client()
    env = {"FIFTEEN_VARIANTS_DIR": str(tmp_path / "worker")}
    request = {"rules": {"target": 20}}  # about 7 s of solving
    deadline = time.monotonic() + PATIENCE
    with rq_workers(redis_server.url, env=env) as (worker,):
        asked = client.post("/v1/solves", json=request)
        assert asked.status_code == 202
        location = asked.headers["Location"]
        while client.get(location).get_json()["state"] != "solving":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        (horse,) = children_of(worker.pid)
        first, second = (horse, worker.pid) if order == "work horse first" else (worker.pid, horse)
        os.kill(first, signal.SIGKILL)
        os.kill(second, signal.SIGKILL)
        worker.wait()
        while alive(horse):
            assert time.monotonic() < deadline
            time.sleep(0.05)
    with rq_workers(redis_server.url, env=env):
        while client.get(location).get_json()["state"] != "failed":  # stale: nobody solves it
            assert time.monotonic() < deadline
            time.sleep(0.2)
        again = client.post("/v1/solves", json=request)
        assert again.status_code == 202
        assert wait_for(client, again.headers["Location"])["state"] == "done"


def test_an_idle_rq_worker_stops_on_sigterm(redis_server: RedisServer) -> None:
    """A stop request is a stop, idle or busy (`docker compose stop`)."""
    with rq_workers(redis_server.url) as (worker,):
        connection = redis.Redis.from_url(redis_server.url)
        deadline = time.monotonic() + PATIENCE
        while not Worker.all(connection=connection):
            assert time.monotonic() < deadline and worker.poll() is None
            time.sleep(0.1)
        worker.terminate()
        assert worker.wait(PATIENCE) == 0


def test_a_local_solve_whose_process_was_killed_reads_failed_and_runs_again(
    tmp_path: Path,
) -> None:
    """Without Redis, the solver process running a solve is killed: its
    Location reads failed ("ask again"), never 404, so a caller waiting on
    it is told; asked again, the solve is queued anew and done (found by a
    hostile caller: the record was dropped, and the client gave up on 404)."""
    config = {"TESTING": True, "VARIANTS_DIR": str(tmp_path), "SOLVE_WAIT_SECONDS": 0}
    app = create_app(config)
    client = app.test_client()
    request = {"rules": {"target": 20}}  # about 7 s of solving
    asked = client.post("/v1/solves", json=request)
    assert asked.status_code == 202
    location = asked.headers["Location"]
    rules = Rules.from_spec(target=20)
    records = FileRecords(tmp_path)
    deadline = time.monotonic() + PATIENCE
    while (record := records.read(root_of(Position.empty(rules)))) is None or (
        record.state is not SolveState.SOLVING
    ):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert record.pid != os.getpid()  # the solver process writes it now
    os.kill(record.pid, signal.SIGKILL)
    while (status := client.get(location)).get_json()["state"] != "failed":
        assert status.status_code == 200, status.get_data(as_text=True)
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert "ask again" in status.get_json()["error"]
    again = client.post("/v1/solves", json=request)
    assert again.status_code == 202
    assert wait_for(client, again.headers["Location"])["state"] == "done"


def test_a_redis_server_whose_port_was_taken_starts_on_another(tmp_path: Path) -> None:
    """The test harness's own redis-server: another process holding its port
    before the first start moves it to a free one, and nothing is left behind."""
    server = RedisServer(tmp_path)
    taken = server.port
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", taken))
        holder.listen()
        server.start()
    try:
        assert server.port != taken
        assert redis.Redis.from_url(server.url).ping()
    finally:
        server.stop()
