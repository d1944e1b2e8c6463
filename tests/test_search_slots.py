"""Searches inside a request (Math Scrabble's move search, Sum 15's
suggestion) have a fixed number of slots per worker: one more is refused at
once with 503, so that a burst of them leaves the worker's other threads to
answer everyone else."""

from __future__ import annotations

import json
import statistics
import threading
import time
import urllib.error
import urllib.request
from typing import Any

import pytest
from flask.testing import FlaskClient

from harness.live import gunicorn
from service import create_app
from service.http.search_slots import SearchBusyError, SearchSlots

MOVES = {"rack": "123456+=?", "budget_ms": 50, "limit": 1}
SUGGESTION = {"players": 4, "seat": 0, "hand": ["KC", "6D", "10S", "3D", "9S", "2D"]}
SUGGESTION["starters"] = ["4C"]
SEARCHES = [
    ("/v1/math-scrabble/moves", MOVES, "Math Scrabble move search"),
    ("/v1/sum15/move", SUGGESTION, "Sum 15 suggestion"),
]


def test_a_slot_is_held_for_the_search_and_given_back() -> None:
    slots = SearchSlots(1)
    with slots.held("search"):
        with pytest.raises(SearchBusyError):
            with slots.held("search"):
                pass
        with slots.held("another kind"):
            pass
    with slots.held("search"):
        pass


@pytest.fixture(scope="module")
def app_client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


@pytest.mark.parametrize(("path", "body", "kind"), SEARCHES, ids=["math scrabble", "sum 15"])
def test_a_search_with_every_slot_in_use_gets_503_at_once(
    app_client: FlaskClient, path: str, body: dict[str, Any], kind: str
) -> None:
    slots = app_client.application.extensions["fifteen.search_slots"]
    with slots.held(kind):
        started = time.perf_counter()
        busy = app_client.post(path, json=body)
        assert time.perf_counter() - started < 0.5
    assert busy.status_code == 503
    assert busy.headers["Retry-After"] == "1"
    assert busy.mimetype == "application/problem+json"
    assert busy.get_json()["type"].endswith("search-busy")
    assert kind in busy.get_json()["detail"]
    assert app_client.post(path, json=body).status_code == 200


def test_a_burst_of_searches_does_not_slow_a_lookup() -> None:
    """Under gunicorn (2 workers, 4 threads each), 8 callers keep asking for
    3-second move searches; a game lookup meanwhile still answers at once."""
    heavy = {"rack": "22455=?×÷", "budget_ms": 3000, "limit": 1}
    heavy["board"] = ["." * 15] * 15
    stop = time.monotonic() + 6
    statuses: list[int] = []

    with gunicorn() as url:

        def search() -> None:
            while time.monotonic() < stop:
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
        time.sleep(1)
        lookup = json.dumps({"board": [None] * 9, "player": "odd"}).encode()
        times = []
        while time.monotonic() < stop - 0.5:
            request = urllib.request.Request(
                url + "/v1/move", lookup, {"Content-Type": "application/json"}
            )
            started = time.perf_counter()
            with urllib.request.urlopen(request, timeout=30) as answer:
                assert answer.status == 200
            times.append(time.perf_counter() - started)
        for caller in callers:
            caller.join()
    assert 200 in statuses and 503 in statuses
    assert set(statuses) <= {200, 503}
    assert statistics.median(times) < 0.1, times


BATCH = {"positions": [{"board": [None] * 9}] * 10}


def test_one_client_runs_one_batch_at_a_time_in_a_worker() -> None:
    """While a client's batch runs, its next batch is refused at once with
    503 batch-busy; another client's is answered; and no more than
    FIFTEEN_BATCH_SLOTS batches run at once (issue 25, finding 8)."""
    app = create_app({"TESTING": True, "BATCH_SLOTS": 2})
    client = app.test_client()
    slots = app.extensions["fifteen.batch_slots"]
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
