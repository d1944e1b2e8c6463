"""A budget of work (Math Scrabble's ``steps``, Sum 15's ``samples``, a
larger board's ``nodes``) gives the same answer on any machine at any
load: asked with the machine as it is, then twice with both cores kept
busy, every search endpoint answers alike, to the byte."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.mathscrabble.boards import SEED_ROWS

BURNERS = max(2, os.cpu_count() or 2)
"""CPU-burning processes: one a core, at least both of a 2-core machine's."""
FOUR = "t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4"
EMPTY_FOUR = ",".join(["_"] * 16)

POSTS: dict[str, tuple[str, dict[str, Any]]] = {
    "math scrabble steps, cut short": (
        "/v1/math-scrabble/moves",
        {"rack": "123456+=?", "steps": 20_000},
    ),
    "math scrabble steps, by equity": (
        "/v1/math-scrabble/moves",
        {"board": SEED_ROWS, "rack": "12+=3×4=5", "rank": "equity", "limit": 5, "steps": 30_000},
    ),
    "sum 15 samples": (
        "/v1/sum15/move",
        {
            "players": 4,
            "seat": 0,
            "hand": ["KC", "6D", "10S", "3D", "9S", "2D"],
            "starters": ["4C"],
            "samples": 300,
            "seed": 3,
        },
    ),
    "4x4 nodes, a move": (
        "/v1/move",
        {"rules": {"size": 4}, "board": [None] * 16, "player": "odd", "nodes": 4000},
    ),
    "5x5 nodes, an analysis": (
        "/v1/analysis",
        {"rules": {"size": 5}, "board": [None] * 12 + [13] + [None] * 12, "nodes": 3000},
    ),
}
GETS = {
    "4x4 nodes, a move by query": f"/v1/move?rules={FOUR}&board={EMPTY_FOUR}&player=odd&nodes=4000",
    "4x4 nodes, an analysis by query": f"/v1/analysis?rules={FOUR}&board={EMPTY_FOUR}&nodes=2000",
}


@pytest.fixture
def busy_cores() -> Iterator[None]:
    """Every core kept busy by a process of this test's, killed after it."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(BURNERS)]
    try:
        yield
    finally:
        for burner in burners:
            burner.kill()
        for burner in burners:
            burner.wait()


def answered(client: FlaskClient, path: str, body: dict[str, Any] | None = None) -> bytes:
    """The answer's bytes (a 200's)."""
    response = client.get(path) if body is None else client.post(path, json=body)
    assert response.status_code == 200, response.get_data()[:300]
    return response.get_data()


@pytest.fixture(scope="module")
def unloaded() -> dict[str, bytes]:
    """Each request's answer with the machine as it is."""
    from service import create_app

    client = create_app({"TESTING": True}).test_client()
    found = {name: answered(client, path, body) for name, (path, body) in POSTS.items()}
    return found | {name: answered(client, path) for name, path in GETS.items()}


@pytest.mark.parametrize("name", list(POSTS))
def test_a_budget_of_work_answers_alike_with_every_core_busy(
    client: FlaskClient, unloaded: dict[str, bytes], busy_cores: None, name: str
) -> None:
    path, body = POSTS[name]
    assert answered(client, path, body) == answered(client, path, body) == unloaded[name]


@pytest.mark.parametrize("name", list(GETS))
def test_a_get_within_nodes_is_the_same_cacheable_answer_with_every_core_busy(
    client: FlaskClient, unloaded: dict[str, bytes], busy_cores: None, name: str
) -> None:
    first, second = client.get(GETS[name]), client.get(GETS[name])
    assert first.get_data() == second.get_data() == unloaded[name]
    assert first.headers["ETag"] == second.headers["ETag"]
    assert first.headers["Cache-Control"] == "public, max-age=31536000, immutable"
