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
from service.http.search_slots import CLAIM_SECONDS, SearchBusyError, SearchSlots

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


def refused(slots: SearchSlots, client: str, why: str | None = None) -> None:
    """``client`` is refused a search slot (saying ``why``, if given)."""
    with pytest.raises(SearchBusyError, match=why):
        with slots.held("search", client):
            pass


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_freed_slot_goes_to_the_caller_refused_before_the_one_just_served() -> None:
    """A caller who sends its next search the moment its last is answered
    cannot keep the slot from one who was refused and comes back after
    Retry-After; without anyone waiting, it may go on at once."""
    clock = Clock()
    slots = SearchSlots(1, clock)
    with slots.held("search", "greedy"):
        refused(slots, "patient", "in use")
    clock.now += 0.01
    refused(slots, "greedy", "promised to callers waiting longer")
    clock.now += 1
    with slots.held("search", "patient"):
        pass
    clock.now += 0.01
    with slots.held("search", "greedy"):  # nobody waits on it now
        pass
    with slots.held("search", "greedy"):
        pass


def test_a_claim_holds_back_one_slot_not_all() -> None:
    """With three slots and one caller waiting, the callers just served
    may take the two slots the waiting one does not need."""
    clock = Clock()
    slots = SearchSlots(3, clock)
    with slots.held("search", "a"), slots.held("search", "c"), slots.held("search", "d"):
        refused(slots, "b", "in use")
    clock.now += 0.01
    with slots.held("search", "a"), slots.held("search", "c"):
        refused(slots, "d", "waiting longer")  # the third is b's
        with slots.held("search", "b"):
            pass


def test_a_claim_lapses_when_its_caller_does_not_come_back() -> None:
    clock = Clock()
    slots = SearchSlots(1, clock)
    with slots.held("search", "greedy"):
        refused(slots, "gone")
    refused(slots, "greedy")
    clock.now += CLAIM_SECONDS + 0.01
    with slots.held("search", "greedy"):
        pass


def test_a_newcomer_is_not_held_back_by_a_claim_and_kinds_take_turns_apart() -> None:
    clock = Clock()
    slots = SearchSlots(1, clock)
    with slots.held("search", "a"):
        refused(slots, "b")
        with slots.held("another kind", "a"):
            pass
    with slots.held("search", "c"):  # never served, as b: not behind it
        pass


def test_over_http_the_turns_are_by_the_callers_address(app_client: FlaskClient) -> None:
    path, body, kind = SEARCHES[1]
    slots = app_client.application.extensions["fifteen.search_slots"]
    greedy, patient = {"REMOTE_ADDR": "192.0.2.1"}, {"REMOTE_ADDR": "192.0.2.2"}
    with slots.held(kind, "192.0.2.1"):
        assert app_client.post(path, json=body, environ_base=patient).status_code == 503
    refused = app_client.post(path, json=body, environ_base=greedy)
    assert refused.status_code == 503
    assert "waiting longer" in refused.get_json()["detail"]
    assert app_client.post(path, json=body, environ_base=patient).status_code == 200
    assert app_client.post(path, json=body, environ_base=greedy).status_code == 200


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


@pytest.mark.live
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
