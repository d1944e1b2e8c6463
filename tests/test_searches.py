"""Searches (Math Scrabble's move search, Sum 15's suggestion, a batch's
analyses) run on search processes of their own, below the lookups: a fixed
number per worker with a short queue in front, taken in turn; a search
that cannot have one in time gets 503 ``search-busy``; one whose process
dies gets 503 ``search-failed`` and the process is replaced."""

from __future__ import annotations

import json
import os
import signal
import statistics
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from rq.registry import FinishedJobRegistry

from harness.live import RedisServer, gunicorn, start_search_worker, stop
from service import create_app
from service.searches import SearchBusyError, SearchFailedError, searches
from service.searches.claims import MOST_CLAIMS, Claims
from service.searches.pool import SearchPool
from service.searches.remote import QUEUE

# Budgets of work: a first play (at 12,383 steps) and the same answer, busy or not.
MOVES = {"rack": "123456+=?", "steps": 20_000, "limit": 1}
SUGGESTION = {"players": 4, "seat": 0, "hand": ["KC", "6D", "10S", "3D", "9S", "2D"]}
SUGGESTION |= {"starters": ["4C"], "samples": 100}
SEARCHES = [("/v1/math-scrabble/moves", MOVES), ("/v1/sum15/move", SUGGESTION)]
LONG = 60.0


@pytest.fixture
def pool() -> Iterator[SearchPool]:
    """One search process; two searches may wait for it, up to 5 s each."""
    pool = SearchPool(1, 2, 5.0)
    pool.start()
    yield pool
    pool.close()


def wait_until(condition: Any, what: str) -> None:
    """Wait for ``condition()`` (polling; generous, for a busy machine)."""
    deadline = time.monotonic() + LONG
    while not condition():
        assert time.monotonic() < deadline, f"still waiting for {what}"
        time.sleep(0.01)


def hold(pool: SearchPool, seconds: float, client: str = "holder") -> threading.Thread:
    """A search of ``seconds`` for ``client``, started on a thread and
    waited for until it holds the process."""
    busy = pool.counts()[1]
    thread = threading.Thread(
        target=pool.run, args=(time.sleep, (seconds,)), kwargs={"client": client, "timeout": LONG}
    )
    thread.start()
    wait_until(lambda: pool.counts()[1] > busy, "the search to start")
    return thread


def test_a_search_runs_on_a_process_of_its_own_at_a_lower_priority(pool: SearchPool) -> None:
    ran = pool.run(os.getpid, (), client="a", timeout=LONG)
    child = ran.value
    assert child != os.getpid() and ran.waited >= 0 and ran.took >= 0
    assert os.getpriority(os.PRIO_PROCESS, child) > os.getpriority(os.PRIO_PROCESS, 0)


def test_a_search_raises_its_own_error(pool: SearchPool) -> None:
    with pytest.raises(ValueError, match="invalid literal"):
        pool.run(int, ("not a number",), client="a", timeout=LONG)


class Unrebuildable(Exception):
    """An error that pickles (as its arguments) but cannot be rebuilt."""

    def __init__(self, message: str, *, part: str) -> None:
        super().__init__(message)
        self.part = part


def raise_unrebuildable() -> None:
    raise Unrebuildable("no", part="rack")


def test_a_search_whose_outcome_cannot_be_read_back_fails_as_a_search(pool: SearchPool) -> None:
    with pytest.raises(SearchFailedError, match="could not be read"):
        pool.run(raise_unrebuildable, (), client="a", timeout=LONG)
    assert pool.run(os.getpid, (), client="a", timeout=LONG).value != os.getpid()


def test_a_search_that_cannot_read_a_file_fails_as_a_search(pool: SearchPool) -> None:
    """A table file pruned between the request naming it and the search
    opening it, say: 503 search-failed ("try again"), not a server error."""
    with pytest.raises(SearchFailedError, match="could not read what it needs"):
        pool.run(open, ("/nonexistent/fifteen.table",), client="a", timeout=LONG)
    assert pool.run(os.getpid, (), client="a", timeout=LONG).value != os.getpid()


def test_a_search_waits_its_turn_first_come_first_served(pool: SearchPool) -> None:
    # When each search ran, as its process read the host's monotonic clock:
    # the order they ran in, however late a busy machine lets each caller's
    # thread see its answer.
    ran_at: dict[str, float] = {}

    def search(client: str) -> None:
        ran_at[client] = pool.run(time.monotonic, (), client=client, timeout=LONG).value

    holder = hold(pool, 1.0)
    first = threading.Thread(target=search, args=("first",))
    first.start()
    wait_until(lambda: pool.counts()[0] == 1, "the first to wait")
    second = threading.Thread(target=search, args=("second",))
    second.start()
    for thread in (holder, first, second):
        thread.join()
    assert sorted(ran_at, key=ran_at.__getitem__) == ["first", "second"]


def test_one_search_per_client_may_wait_and_the_queue_is_bounded(pool: SearchPool) -> None:
    holder = hold(pool, 2.0)
    waiting = threading.Thread(
        target=pool.run, args=(time.sleep, (0,)), kwargs={"client": "a", "timeout": LONG}
    )
    waiting.start()
    wait_until(lambda: pool.counts()[0] == 1, "a to wait")
    with pytest.raises(SearchBusyError, match="already has a search waiting"):
        pool.run(time.sleep, (0,), client="a", timeout=LONG)
    other = threading.Thread(
        target=pool.run, args=(time.sleep, (0,)), kwargs={"client": "b", "timeout": LONG}
    )
    other.start()
    wait_until(lambda: pool.counts()[0] == 2, "b to wait")
    with pytest.raises(SearchBusyError, match="the queue is full"):
        pool.run(time.sleep, (0,), client="c", timeout=LONG)
    for thread in (holder, waiting, other):
        thread.join()


def test_a_freed_place_goes_to_the_caller_refused_first() -> None:
    """A caller who asks again the moment it is refused cannot take the
    place of one refused before it that comes back after Retry-After; a
    newcomer, never refused, waits behind both."""
    pool = SearchPool(1, 0, 5.0)
    holder = hold(pool, 0.5)
    for client in ("patient", "greedy"):
        with pytest.raises(SearchBusyError, match="the queue is full"):
            pool.run(time.sleep, (0,), client=client, timeout=LONG)
    holder.join()
    with pytest.raises(SearchBusyError, match="promised to others"):
        pool.run(time.sleep, (0,), client="greedy", timeout=LONG)
    with pytest.raises(SearchBusyError, match="promised to others"):
        pool.run(time.sleep, (0,), client="newcomer", timeout=LONG)
    pool.run(time.sleep, (0,), client="patient", timeout=LONG)
    pool.run(time.sleep, (0,), client="greedy", timeout=LONG)
    pool.close()


def test_a_search_waits_no_longer_than_its_bound() -> None:
    pool = SearchPool(1, 2, 0.5)
    holder = hold(pool, 2.0)
    started = time.monotonic()
    with pytest.raises(SearchBusyError, match="no search process came free within 0.5 s"):
        pool.run(time.sleep, (0,), client="late", timeout=LONG)
    assert time.monotonic() - started >= 0.5
    holder.join()
    pool.close()


def test_a_search_whose_process_dies_fails_and_the_process_is_replaced(pool: SearchPool) -> None:
    child = pool.run(os.getpid, (), client="a", timeout=LONG).value
    with pytest.raises(SearchFailedError, match="died"):
        pool.run(os.kill, (child, signal.SIGKILL), client="a", timeout=LONG)
    assert pool.run(os.getpid, (), client="a", timeout=LONG).value not in (child, os.getpid())


def test_a_search_far_past_its_time_is_stopped_and_its_process_replaced(
    pool: SearchPool,
) -> None:
    child = pool.run(os.getpid, (), client="a", timeout=LONG).value
    with pytest.raises(SearchFailedError, match="far past its budget"):
        pool.run(time.sleep, (LONG,), client="a", timeout=0.2)
    assert pool.run(os.getpid, (), client="a", timeout=LONG).value != child


@pytest.fixture(scope="module")
def app_client() -> FlaskClient:
    """An app whose one search process has no queue in front of it."""
    return create_app({"TESTING": True, "SEARCH_PROCESSES": 1, "SEARCH_QUEUE": 0}).test_client()


@pytest.mark.parametrize(("path", "body"), SEARCHES, ids=["math scrabble", "sum 15"])
def test_a_search_finding_every_process_busy_gets_503_with_retry_after(
    app_client: FlaskClient, path: str, body: dict[str, Any]
) -> None:
    pool = searches(app_client.application).pool
    assert app_client.post(path, json=body).status_code == 200
    holder = hold(pool, 1.0)
    busy = app_client.post(path, json=body)
    holder.join()
    assert busy.status_code == 503
    assert busy.headers["Retry-After"] == "1"
    assert busy.mimetype == "application/problem+json"
    assert busy.get_json()["type"].endswith("search-busy")
    answered = app_client.post(path, json=body)
    assert answered.status_code == 200
    queue, search = answered.headers["Server-Timing"].split(", ")
    assert queue.startswith("queue;dur=") and search.startswith("search;dur=")


@pytest.mark.parametrize(
    ("path", "body"),
    [*SEARCHES, ("/v1/batch/analysis", {"positions": [{"board": [None] * 9}] * 10})],
    ids=["math scrabble", "sum 15", "batch"],
)
def test_a_search_whose_process_died_gets_503_not_500_and_the_next_an_answer(
    app_client: FlaskClient, path: str, body: dict[str, Any]
) -> None:
    pool = searches(app_client.application).pool
    child = pool.run(os.getpid, (), client="a", timeout=LONG).value
    os.kill(child, signal.SIGKILL)
    failed = app_client.post(path, json=body)
    assert failed.status_code == 503
    assert failed.get_json()["type"].endswith("search-failed")
    assert failed.headers["Retry-After"] == "1"
    assert app_client.post(path, json=body).status_code == 200


def test_a_search_killed_while_it_runs_gets_503(app_client: FlaskClient) -> None:
    pool = searches(app_client.application).pool
    child = pool.run(os.getpid, (), client="a", timeout=LONG).value
    heavy = {"rack": "22455=?×÷", "budget_ms": 3000, "limit": 1, "board": ["." * 15] * 15}
    answers: list[Any] = []
    asking = threading.Thread(
        target=lambda: answers.append(app_client.post("/v1/math-scrabble/moves", json=heavy))
    )
    asking.start()
    wait_until(lambda: pool.counts()[1] == 1, "the search to start")
    os.kill(child, signal.SIGKILL)
    asking.join()
    assert answers[0].status_code == 503
    assert answers[0].get_json()["type"].endswith("search-failed")


@pytest.mark.live
def test_a_burst_of_searches_does_not_slow_a_lookup() -> None:
    """Under gunicorn (2 workers, 4 threads each), 8 callers keep asking for
    3-second move searches; a game lookup meanwhile still answers at once."""
    heavy = {"rack": "22455=?×÷", "budget_ms": 3000, "limit": 1}
    heavy["board"] = ["." * 15] * 15
    stop = threading.Event()
    statuses: list[int] = []

    with gunicorn() as url:

        def search() -> None:
            while not stop.is_set():
                request = urllib.request.Request(
                    url + "/v1/math-scrabble/moves",
                    json.dumps(heavy).encode(),
                    {"Content-Type": "application/json"},
                )
                try:
                    with urllib.request.urlopen(request, timeout=30) as answer:
                        statuses.append(answer.status)
                except urllib.error.HTTPError as error:
                    statuses.append(error.code)
                    time.sleep(0.05)

        callers = [threading.Thread(target=search) for _ in range(8)]
        for caller in callers:
            caller.start()
        try:
            wait_until(lambda: 503 in statuses, "the searches to fill every place")
            lookup = json.dumps({"board": [None] * 9, "player": "odd"}).encode()
            times: list[float] = []
            while len(times) < 50 or 200 not in statuses:
                request = urllib.request.Request(
                    url + "/v1/move", lookup, {"Content-Type": "application/json"}
                )
                started = time.perf_counter()
                with urllib.request.urlopen(request, timeout=30) as answer:
                    assert answer.status == 200
                times.append(time.perf_counter() - started)
                assert len(times) < 100_000, "a search answered meanwhile"
        finally:
            stop.set()
            for caller in callers:
                caller.join()
    assert set(statuses) <= {200, 503}
    assert statistics.median(times) < 0.1, times


BATCH = {"positions": [{"board": [None] * 9}] * 10}


def test_one_client_runs_one_batch_at_a_time_in_a_worker() -> None:
    """While a client's batch runs, its next batch is refused at once with
    503 batch-busy; another client's is answered; and no more than
    FIFTEEN_BATCH_SLOTS batches run at once (issue 25, finding 8)."""
    app = create_app({"TESTING": True, "BATCH_SLOTS": 2})
    client = app.test_client()
    slots = searches(app).batch_slots
    with slots.held("203.0.113.7"):
        mine = client.post(
            "/v1/batch/analysis", json=BATCH, environ_base={"REMOTE_ADDR": "203.0.113.7"}
        )
        assert mine.status_code == 503
        assert mine.get_json()["type"] == "urn:fifteen:problem:batch-busy"
        assert mine.headers["Retry-After"] == "1"
        other = client.post(
            "/v1/batch/analysis", json=BATCH, environ_base={"REMOTE_ADDR": "203.0.113.8"}
        )
        assert other.status_code == 200
        with slots.held("203.0.113.9"):
            third = client.post(
                "/v1/batch/analysis", json=BATCH, environ_base={"REMOTE_ADDR": "203.0.113.10"}
            )
            assert third.status_code == 503  # both slots in use
        assert client.post("/v1/status", json={"board": [None] * 9}).status_code == 200
    again = client.post(
        "/v1/batch/analysis", json=BATCH, environ_base={"REMOTE_ADDR": "203.0.113.7"}
    )
    assert again.status_code == 200


def test_with_rq_searches_run_on_search_workers_and_here_while_redis_is_away(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    """``FIFTEEN_SEARCHES=rq``: a real RQ search worker runs each kind of
    search; once it has left, or with Redis gone, searches run on this
    host again (``test_fleet``: a worker lost mid-search)."""
    config = {"TESTING": True, "REDIS_URL": redis_server.url, "SEARCHES": "rq"}
    app = create_app(config | {"SEARCH_PROCESSES": 1, "VARIANTS_DIR": str(tmp_path)})
    client = app.test_client()
    batch = {"positions": [{"board": [None] * 9}] * 10}
    worker = start_search_worker(redis_server.url)
    try:
        for path, body in [*SEARCHES, ("/v1/batch/analysis", batch)]:
            answer = client.post(path, json=body)
            assert answer.status_code == 200, answer.get_json()
            assert "search;dur=" in answer.headers["Server-Timing"]
        finished = FinishedJobRegistry(QUEUE, connection=redis.Redis.from_url(redis_server.url))
        assert finished.count == 3  # run by the worker, not here
    finally:
        stop(worker, 10)
    assert client.post(SEARCHES[1][0], json=SEARCHES[1][1]).status_code == 200
    assert finished.count == 3
    redis_server.stop()
    assert client.post(SEARCHES[0][0], json=SEARCHES[0][1]).status_code == 200


def test_at_most_so_many_claims_are_held_whatever_the_number_of_callers() -> None:
    """A flood of refused callers from many addresses holds MOST_CLAIMS
    claims at most: each admission then costs a bounded count."""
    claims = Claims()
    for number in range(MOST_CLAIMS + 100):
        claims.note(f"2001:db8::{number:x}", 100.0)
    assert len(claims.first) == len(claims.last) == MOST_CLAIMS
    claims.note("2001:db8::0", 101.0)  # one already holding a claim keeps it fresh
    assert claims.last["2001:db8::0"] == 101.0
    assert claims.ahead_of("newcomer", set()) == MOST_CLAIMS
