"""Variant solving on the side, with real gunicorn, a real Redis server and
real solver processes (RQ workers, or the local pool without Redis).

The flood test runs for ``FLOOD_SECONDS`` here; ``-m slow`` runs it for the
60 s the issue asks for, and ``bench/variants_bench.py`` prints its figures.
"""

from __future__ import annotations

import random
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from harness.live import RedisServer, gunicorn_process, rq_workers
from harness.load import EMPTY, flood
from solver.tictactoe import Position, Rules
from solver.tictactoe.position import random_play
from solver.tictactoe.variants import solve_engine
from tests.waiting import PATIENCE

pytestmark = pytest.mark.live

FLOOD_SECONDS = 15


def worker_pids(master: subprocess.Popen[bytes]) -> list[int]:
    """The gunicorn workers: the master's children."""
    pids = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == master.pid:
            pids.append(int(stat.parent.name))
    return sorted(pids)


def all_workers(master: subprocess.Popen[bytes], count: int = 2) -> list[int]:
    """The workers' pids, once all ``count`` have started."""
    deadline = time.monotonic() + PATIENCE
    while len(pids := worker_pids(master)) < count:
        assert time.monotonic() < deadline, pids
        time.sleep(0.1)
    return pids


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def run_flood(redis_server: RedisServer, tmp_path: Path, seconds: float) -> None:
    env = {"REDIS_URL": redis_server.url, "FIFTEEN_VARIANTS_DIR": str(tmp_path)}
    with rq_workers(redis_server.url, env=env), gunicorn_process(env=env) as (url, master):
        httpx.post(url + "/v1/move", json={"board": EMPTY, "player": "odd"})
        for _n in range(20):  # both workers answer once: their memory is in place
            httpx.post(url + "/v1/move", json={"board": EMPTY, "player": "odd"})
        before = {pid: rss_mib(pid) for pid in all_workers(master)}
        seen = flood(url, seconds, wait=2.0)
        after = {pid: rss_mib(pid) for pid in worker_pids(master)}
    assert seen["graham_errors"] == []
    # The target (p99 <= 50 ms) is bench.variants_bench's; here a loose
    # bound, ten times it: a lookup starved behind the solves takes seconds,
    # while a loaded machine alone moved the p99 to 69 ms (2026-11-28).
    assert seen["graham_p99"] <= 10 * 0.050, seen
    assert seen["variant_slow"] == [], seen
    assert sum(seen["variant_statuses"].values()) > 100
    assert before.keys() == after.keys()
    # Bounded, not flat: a flood fills bounded caches (1,024 estimates and
    # can-be-won answers, 256 drawn engines) and first-use imports, 16-21 MiB
    # a worker here on 2026-11-23, more where a faster machine sees more
    # distinct rule sets; unbounded growth would pass this by far.
    for pid, rss in before.items():
        assert after[pid] - rss <= 32, (before, after)


def test_a_flood_of_unsolved_variants_does_not_slow_the_named_games(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    run_flood(redis_server, tmp_path, FLOOD_SECONDS)


@pytest.mark.slow
def test_a_minute_of_flood(redis_server: RedisServer, tmp_path: Path) -> None:
    run_flood(redis_server, tmp_path, 60)


def poll(http: httpx.Client, location: str, seconds: float = PATIENCE) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        response = http.get(location)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        if body["state"] in ("done", "failed"):
            return body
        assert time.monotonic() < deadline, body
        time.sleep(0.2)


def test_a_job_is_202_polled_done_and_answers_exactly(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    spec = {"target": 11, "numbers": {"odd": [1, 3, 5, 7], "even": [2, 4, 6, 8, 10]}}
    rules = Rules.from_spec(target=11, odd=(1, 3, 5, 7), even=(2, 4, 6, 8, 10))
    env = {"REDIS_URL": redis_server.url, "FIFTEEN_VARIANTS_DIR": str(tmp_path / "api")}
    worker_env = {**env, "FIFTEEN_VARIANTS_DIR": str(tmp_path / "solver")}  # another host
    with rq_workers(redis_server.url, env=worker_env), gunicorn_process(env=env) as (url, _master):
        with httpx.Client(base_url=url, timeout=30) as http:
            started = http.post("/v1/solves", json={"rules": spec})
            assert started.status_code == 202
            assert started.headers["Retry-After"] == "2"
            done = poll(http, started.headers["Location"])
            assert done["state"] == "done"
            reference = solve_engine(Position.empty(rules))
            rng = random.Random(9)
            for _n in range(200):
                position = random_play(rules, rng, rng.randint(0, 7))
                board = [c or None for c in position.board]
                response = http.post("/v1/analysis", json={"rules": spec, "board": board})
                assert response.status_code == 200
                value = reference.value(position)
                got = (response.json()["outcome"], response.json()["plies"])
                assert got == ((value.outcome.value, value.plies) if value else (None, None))


def test_a_solve_over_its_memory_ceiling_fails_and_the_service_keeps_answering(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    env = {
        "REDIS_URL": redis_server.url,
        "FIFTEEN_VARIANTS_DIR": str(tmp_path),
        "FIFTEEN_SOLVE_MEMORY_MB": "64",
    }
    with rq_workers(redis_server.url, env=env), gunicorn_process(env=env) as (url, _master):
        with httpx.Client(base_url=url, timeout=30) as http:
            started = http.post("/v1/solves", json={"rules": {"target": 16}})
            assert started.status_code == 202
            failed = poll(http, started.headers["Location"])
            assert failed["state"] == "failed"
            assert "more than 64 MiB of memory" in failed["error"]
            assert http.post("/v1/move", json={"board": EMPTY, "player": "odd"}).status_code == 200
            again = http.post("/v1/solves", json={"rules": {"target": 16}})
            assert again.status_code == 422


def solves_finished(http: httpx.Client) -> float:
    total = 0.0
    for line in http.get("/metrics").text.splitlines():
        if line.startswith("fifteen_solves_finished_total{"):
            total += float(line.rsplit(" ", 1)[1])
    return total


def solves_counted(http: httpx.Client, count: float, seconds: float = PATIENCE) -> float:
    """The solves counted once ``count`` are: the solver process writes its
    record "done" before the worker that queued it hears of the end and
    counts it, so a poll that reads "done" may come first."""
    deadline = time.monotonic() + seconds
    while (total := solves_finished(http)) < count and time.monotonic() < deadline:
        time.sleep(0.1)
    return total


def test_a_solution_survives_a_restart_and_every_worker_answers_without_solving(
    tmp_path: Path,
) -> None:
    spec = {"target": 14, "numbers": {"odd": [1, 3, 5, 7, 9], "even": [2, 4, 6]}}
    env = {"FIFTEEN_VARIANTS_DIR": str(tmp_path)}
    with (
        gunicorn_process(env=env) as (url, _master),
        httpx.Client(base_url=url, timeout=30) as http,
    ):
        started = http.post("/v1/solves", json={"rules": spec})
        assert started.status_code == 202
        assert poll(http, started.headers["Location"])["state"] == "done"
        first = http.post("/v1/analysis", json={"rules": spec, "board": EMPTY}).json()
        assert solves_counted(http, 1) == 1
    with (
        gunicorn_process(env=env) as (url, _master),
        httpx.Client(base_url=url, timeout=30) as http,
    ):
        for _n in range(20):  # reaches both workers
            again = http.post("/v1/analysis", json={"rules": spec, "board": EMPTY})
            assert again.status_code == 200 and again.json() == first
        assert solves_finished(http) == 0
        assert http.get("/metrics").text.count("fifteen_solves_queued_total 1") == 0


def test_redis_stopped_in_the_middle_of_a_solve_leaves_no_job_solving_forever(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    spec = {"target": 10}
    rules = Rules.from_spec(target=10)
    env = {"REDIS_URL": redis_server.url, "FIFTEEN_VARIANTS_DIR": str(tmp_path)}
    with rq_workers(redis_server.url, env=env), gunicorn_process(env=env) as (url, _master):
        with httpx.Client(base_url=url, timeout=30) as http:
            started = http.post("/v1/solves", json={"rules": spec})
            location = started.headers["Location"]
            deadline = time.monotonic() + PATIENCE
            while http.get(location).json()["state"] != "solving":
                assert time.monotonic() < deadline
                time.sleep(0.1)
            redis_server.stop()
            time.sleep(1)
            redis_server.start()  # empty: the job and its record are gone
            deadline = time.monotonic() + PATIENCE
            while True:
                response = http.post(
                    "/v1/move", json={"rules": spec, "board": EMPTY, "player": "odd"}
                )
                assert response.status_code in (200, 202), response.text
                if response.status_code == 200:
                    break
                assert response.json()["state"] in ("queued", "solving", "done")
                assert time.monotonic() < deadline, response.json()
                time.sleep(0.5)
            value = solve_engine(Position.empty(rules)).value(Position.empty(rules))
            assert value is not None
            assert (response.json()["outcome"], response.json()["plies"]) == (
                value.outcome.value,
                value.plies,
            )
            status = http.get(location).json()
            assert status["state"] == "done"


def test_one_address_has_a_share_of_the_solve_queue_and_others_still_get_in(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    """With no solver worker running, every solve waits in RQ's queue: one
    address may have a quarter of it waiting (2 of 8), so another address's
    small variant is still queued, not refused for minutes."""
    from service import create_app

    config = {"TESTING": True, "REDIS_URL": redis_server.url, "VARIANTS_DIR": str(tmp_path)}
    client = create_app(config | {"SOLVE_QUEUE": 8, "SOLVE_WAIT_SECONDS": 0}).test_client()
    small = {"odd": [1, 3, 5, 7], "even": [2, 4, 6, 8]}

    def ask(target: int, address: str) -> Any:
        body = {"rules": {"target": target, "numbers": small}}
        return client.post("/v1/solves", json=body, environ_base={"REMOTE_ADDR": address})

    assert [ask(target, "203.0.113.9").status_code for target in (11, 12)] == [202, 202]
    third = ask(13, "203.0.113.9")
    assert third.status_code == 503 and third.headers["Retry-After"] == "2"
    assert "this address has 2 variant solves waiting" in third.get_json()["detail"]
    assert ask(14, "198.51.100.4").status_code == 202

