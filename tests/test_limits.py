"""Per-client rate limits in the app: 429 problem documents with the IETF
RateLimit headers, variant requests costing more, counts shared through a
real Redis and answers that go on when Redis stops."""

from __future__ import annotations

from typing import Any

from flask import Flask

from harness.live import RedisServer
from service import create_app

MOVE = {"board": [None] * 9, "player": "odd"}
VARIANT = {"rules": {"target": 250}, "board": [None] * 9, "player": "odd"}


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


def test_a_request_that_can_start_a_solve_costs_more() -> None:
    client = limited_app("25 per minute", VARIANT_COST=10).test_client()
    remaining = [
        client.post("/v1/move", json=VARIANT).headers["RateLimit-Remaining"] for _ in range(2)
    ]
    assert remaining == ["15", "5"]
    assert client.post("/v1/move", json=VARIANT).status_code == 429
    assert client.post("/v1/status", json={"board": [None] * 9}).status_code == 200  # 1 left


def test_probes_and_documents_are_not_limited() -> None:
    client = limited_app("1 per minute").test_client()
    for path in ("/healthz", "/readyz", "/openapi.json", "/metrics", "/healthz"):
        assert client.get(path).status_code == 200, path


def test_off_turns_the_limit_off() -> None:
    app = limited_app("off")
    assert app.extensions["fifteen.limiter"] is None
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
