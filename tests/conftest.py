from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

# Apps built by the tests have no per-client rate limit unless a test sets
# one (tests/test_limits.py): the test client is one address sending thousands
# of requests.  Set before any app is built, some at import time.
os.environ.setdefault("FIFTEEN_RATE_LIMIT", "off")

from harness.live import RedisServer
from service import create_app  # noqa: E402
from solver.tictactoe import GRAHAM, NYGAARD, Engine, Rules, open_engine
from solver.tictactoe.store import build, is_built
from tests.waiting import room_in_the_window


@pytest.fixture(scope="session", autouse=True)
def variants_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Variant tables solved by the tests go to a folder of the test run's."""
    folder = tmp_path_factory.mktemp("variants")
    saved = os.environ.get("FIFTEEN_VARIANTS_DIR")
    os.environ["FIFTEEN_VARIANTS_DIR"] = str(folder)
    yield folder
    if saved is None:
        del os.environ["FIFTEEN_VARIANTS_DIR"]
    else:
        os.environ["FIFTEEN_VARIANTS_DIR"] = saved


@pytest.fixture(scope="session", autouse=True)
def tables() -> None:
    """The named games' tables, built once if the test command did not."""
    for rules in (GRAHAM, NYGAARD):
        if not is_built(rules):
            build(rules)


@pytest.fixture(params=[GRAHAM, NYGAARD], ids=lambda r: r.name)
def rules(request: pytest.FixtureRequest) -> Rules:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def engine(rules: Rules) -> Engine:
    return open_engine(rules)


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A real redis-server for one test, to stop, start, pause and resume."""
    server = RedisServer(tmp_path)
    server.start()
    yield server
    if server.process and server.process.poll() is None:
        server.resume()
        server.stop()


@pytest.fixture
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def one_rate_window() -> None:
    """The test's requests are counted in one minute's rate-limit window."""
    room_in_the_window()


LIVE_FIXTURES = frozenset(
    {"redis_server", "health_redis", "live_url", "base_url", "stack", "browser", "page"}
)
"""The fixtures that start real processes: a test using one is ``live``."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``live`` every test that starts real processes through a
    fixture (modules that start them otherwise say so themselves)."""
    for item in items:
        if LIVE_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.live)
