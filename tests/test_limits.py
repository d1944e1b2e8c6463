"""Per-client rate limits in the app: 429 problem documents with the IETF
RateLimit headers, counts shared through a real Redis and answers that go
on when Redis stops (what each request costs: ``test_prices``)."""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import httpx
import pytest
from flask import Flask

from harness.live import RedisServer, gunicorn_process
from service import create_app
from service.http.host_counts import HostCounts
from service.parts import parts
from tests.waiting import room_in_the_window

MOVE = {"board": [None] * 9, "player": "odd"}
VARIANT = {"rules": {"target": 250}, "board": [None] * 9, "player": "odd"}

pytestmark = pytest.mark.usefixtures("one_rate_window")


def limited_app(rate: str, **config: Any) -> Flask:
    return create_app({"TESTING": True, "RATE_LIMIT": rate, "ACCESS_LOG": False, **config})


def test_past_the_limit_a_client_gets_a_429_problem_with_retry_after() -> None:
    client = limited_app("5 per minute").test_client()
    answers = [client.post("/v1/move", json=MOVE) for _ in range(6)]
    assert [a.status_code for a in answers] == [200] * 5 + [429]
    assert [a.headers["RateLimit-Remaining"] for a in answers[:5]] == ["4", "3", "2", "1", "0"]
    assert answers[0].headers["RateLimit-Limit"] == "5"
    assert answers[0].headers["RateLimit-Policy"] == "5;w=60"
    assert 0 < int(answers[0].headers["RateLimit-Reset"]) <= 60
    refused = answers[-1]
    assert refused.mimetype == "application/problem+json"
    assert refused.get_json()["type"] == "urn:fifteen:problem:rate-limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60


def test_a_request_costing_more_than_the_whole_limit_is_refused_for_good() -> None:
    """No window ever holds it, so the 429 says no Retry-After (the clients
    wait out one, and would wait forever): it must be split."""
    client = limited_app("20 per minute", VARIANT_COST=10).test_client()
    batch = {"positions": [{"board": [None] * 9}] * 21}
    refused = client.post("/v1/batch/status", json=batch)
    assert refused.status_code == 429
    assert "Retry-After" not in refused.headers
    assert "more than a whole window allows" in refused.get_json()["detail"]
    assert refused.headers["RateLimit-Remaining"] == "19"  # counted as any request read
    fits = client.post("/v1/batch/status", json={"positions": batch["positions"][:19]})
    assert fits.status_code == 200 and fits.headers["RateLimit-Remaining"] == "0"


def test_a_request_refused_for_its_framing_is_counted_and_says_so() -> None:
    client = limited_app("5 per minute").test_client()
    refused = client.get("/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd", data=b"{}")
    assert refused.status_code == 400
    assert refused.headers["RateLimit-Remaining"] == "4"
    assert client.post("/v1/move", json=MOVE).headers["RateLimit-Remaining"] == "3"


def test_probes_and_documents_are_not_limited() -> None:
    client = limited_app("1 per minute").test_client()
    for path in ("/healthz", "/readyz", "/openapi.json", "/metrics", "/healthz"):
        assert client.get(path).status_code == 200, path


def test_off_turns_the_limit_off() -> None:
    app = limited_app("off")
    assert parts(app).limiter is None
    client = app.test_client()
    assert all(client.post("/v1/move", json=MOVE).status_code == 200 for _ in range(50))
    assert "RateLimit-Limit" not in client.post("/v1/move", json=MOVE).headers


def test_counts_are_shared_through_redis_and_answers_go_on_without_it(
    redis_server: RedisServer,
) -> None:
    first = limited_app("4 per minute", REDIS_URL=redis_server.url).test_client()
    second = limited_app("4 per minute", REDIS_URL=redis_server.url).test_client()
    assert first.post("/v1/move", json=MOVE).status_code == 200
    assert second.post("/v1/move", json=MOVE).headers["RateLimit-Remaining"] == "2"
    redis_server.stop()
    answers = [first.post("/v1/move", json=MOVE).status_code for _ in range(3)]
    assert answers[0] == 200  # counted in memory meanwhile, never a 500
    assert set(answers) <= {200, 429}


def test_one_limit_per_client_for_all_its_routes() -> None:
    """A client has FIFTEEN_RATE_LIMIT for all of /v1/ together, not per route."""
    client = limited_app("5 per minute").test_client()
    answers = [
        client.post("/v1/move", json=MOVE),
        client.post("/v1/status", json={"board": [None] * 9}),
        client.post("/v1/analysis", json={"board": [None] * 9}),
        client.post("/v1/pick15/status", json={"picks": {"first": [], "second": []}}),
        client.get("/v1/rules"),
        client.post("/v1/math-scrabble/validate", json={"equation": "1+1=2"}),
    ]
    assert [a.status_code for a in answers] == [200] * 5 + [429]
    assert [a.headers["RateLimit-Remaining"] for a in answers] == ["4", "3", "2", "1", "0", "0"]


def test_a_body_that_cannot_be_read_costs_one_and_is_refused_by_the_view() -> None:
    client = limited_app("100 per minute", VARIANT_COST=10).test_client()
    bad = client.post("/v1/move", data=b'{"rules": {', content_type="application/json")
    assert bad.status_code == 400 and bad.headers["RateLimit-Remaining"] == "99"


def test_a_redis_that_dies_under_load_fails_no_request(redis_server: RedisServer) -> None:
    """gunicorn with the rate limit counted in a real Redis, killed while
    eight clients keep asking: every answer is 200, none 500 (finding 3)."""
    env = {"REDIS_URL": redis_server.url, "FIFTEEN_RATE_LIMIT": "1000000 per minute"}
    statuses: list[int] = []
    lock = threading.Lock()
    stop = threading.Event()

    def ask(url: str) -> None:
        with httpx.Client(base_url=url, timeout=30) as http:
            while not stop.is_set():
                answer = http.post("/v1/move", json=MOVE)
                with lock:
                    statuses.append(answer.status_code)

    with gunicorn_process(env=env) as (url, _):
        threads = [threading.Thread(target=ask, args=(url,)) for _ in range(8)]
        for thread in threads:
            thread.start()
        wait_for_answers(statuses, lock, 200)
        redis_server.stop()
        before = len(statuses)
        wait_for_answers(statuses, lock, before + 400)
        redis_server.start()
        after = len(statuses)
        wait_for_answers(statuses, lock, after + 200)
        stop.set()
        for thread in threads:
            thread.join()
    assert set(statuses) == {200}, {code: statuses.count(code) for code in set(statuses)}


def wait_for_answers(statuses: list[int], lock: threading.Lock, count: int) -> None:
    """Wait on the clients themselves until ``count`` answers are in."""
    while True:
        with lock:
            if len(statuses) >= count:
                return
        time.sleep(0.01)


def test_a_refused_request_keeps_the_count_of_reading_it() -> None:
    """Reading and pricing a body is work: a request refused once priced still
    counts 1 (issue 25 review: refused batches cost nothing and could be sent
    without end)."""
    client = limited_app("15 per minute", VARIANT_COST=10).test_client()
    assert client.post("/v1/move", json=VARIANT).headers["RateLimit-Remaining"] == "5"
    refused = client.post("/v1/move", json=VARIANT)
    assert refused.status_code == 429 and refused.headers["RateLimit-Remaining"] == "4"


def test_a_request_refused_for_its_query_counts_as_any_request() -> None:
    client = limited_app("2 per minute").test_client()
    answers = [client.post("/v1/move?x=1", json=MOVE) for _ in range(3)]
    assert [a.status_code for a in answers] == [422, 422, 429]
    assert answers[0].headers["RateLimit-Remaining"] == "1"


@pytest.mark.live
def test_without_redis_a_hosts_workers_count_against_one_limit() -> None:
    """Two gunicorn workers and no Redis: every request, each on a new
    connection (either worker may take it), counts once against the one
    limit, and the headers say so."""
    room_in_the_window(86_400, room=120)  # the window is the day
    env = {"FIFTEEN_RATE_LIMIT": "40 per day", "FIFTEEN_WORKERS": "2"}
    with gunicorn_process(env=env) as (url, _):
        answers = [httpx.post(url + "/v1/move", json=MOVE, timeout=30) for _ in range(41)]
    assert [a.status_code for a in answers] == [200] * 40 + [429]
    remaining = [int(a.headers["RateLimit-Remaining"]) for a in answers[:40]]
    assert remaining == list(range(39, -1, -1))


def test_host_counts_are_shared_with_forked_processes_and_exact_under_threads() -> None:
    counts = HostCounts()
    child = os.fork()
    if child == 0:  # a worker forked after the table was made
        code = 0 if counts.add("10.0.0.1", 7, 5) == 5 else 1
        os._exit(code)
    assert os.waitpid(child, 0)[1] == 0
    assert counts.add("10.0.0.1", 7, 1) == 6

    def hit() -> None:
        for _ in range(500):
            counts.add("10.0.0.2", 7, 1)

    threads = [threading.Thread(target=hit) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert counts.add("10.0.0.2", 7, 0) == 4000
    assert counts.add("10.0.0.2", 8, 1) == 1  # a new window starts again
    assert counts.add("10.0.0.2", 7, -1) == 0  # nothing to give back to a window gone
    counts.close()


def test_no_client_shares_a_count_with_another() -> None:
    """Each client has its own count, however many land near one another;
    past the room where one lands, it goes uncounted in that window, never
    counted with another (issue 44: one client starved another sharing its
    slot, and RateLimit-Remaining told it whom it shared with)."""
    counts = HostCounts(slots=64)
    clients = [f"198.51.100.{n}" for n in range(200)]
    first = [counts.add(client, 7, 5) for client in clients]
    assert set(first) <= {5, 0} and first.count(5) >= 16
    again = [counts.add(client, 7, 1) for client in clients]
    assert [a for f, a in zip(first, again, strict=True) if f == 5] == [6] * first.count(5)
    assert all(counts.add(client, 8, 1) == 1 for client in clients[:16])  # room again
    counts.close()
