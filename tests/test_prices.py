"""Every price follows cost the same way: a search costs 1 and 1 more for
every 100 ms of its budget whatever the game (a 4x4 or 5x5 board's too), a
replay runs where searches run, and a request refused for want of a search
process costs 1, as the docs say."""

from __future__ import annotations

import threading
import time
from typing import Any

from flask import Flask

from service import create_app, seats
from service.searches import searches

BOARD_4X4 = {"rules": {"size": 4}, "board": [None] * 16, "player": "odd"}
SEED_GAME = {"seed": 7, "moves": ["H1 11+82=93"]}


def limited_app(**config: Any) -> Flask:
    base = {"TESTING": True, "RATE_LIMIT": "1000 per minute", "ACCESS_LOG": False}
    return create_app(base | config)


def spent(answer: Any) -> int:
    return 1000 - int(answer.headers["RateLimit-Remaining"])


def test_a_larger_boards_search_costs_its_budget_as_any_search() -> None:
    """Issue 55: a 5 s 4x4 search cost 10 where a 3 s Math Scrabble search
    cost 31."""
    client = limited_app().test_client()
    answer = client.post("/v1/move", json=BOARD_4X4 | {"budget_ms": 300})
    assert answer.status_code == 200 and spent(answer) == 1 + 300 // 100
    client = limited_app().test_client()
    defaulted = client.post("/v1/analysis", json={"rules": {"size": 4}, "board": [None] * 16})
    assert defaulted.status_code == 200 and spent(defaulted) == 1 + 2000 // 100
    client = limited_app().test_client()
    looked_up = client.post("/v1/move", json={"board": [None] * 9, "player": "odd"})
    assert spent(looked_up) == 1  # a 3x3 board is a table's lookup, budget or none


def test_a_replay_runs_on_a_search_process() -> None:
    client = limited_app().test_client()
    answer = client.post("/v1/math-scrabble/games", json=SEED_GAME)
    assert answer.status_code == 200, answer.get_json()
    assert "search;dur=" in answer.headers["Server-Timing"]


def test_a_search_refused_for_want_of_a_process_costs_1() -> None:
    app = limited_app(SEARCH_PROCESSES=1, SEARCH_QUEUE=0, SEARCH_WAIT_SECONDS=0.5)
    pool = searches(app).pool
    holder = threading.Thread(
        target=pool.run, args=(time.sleep, (5.0,)), kwargs={"client": "holder", "timeout": 60}
    )
    holder.start()
    try:
        deadline = time.monotonic() + 60
        while pool.counts()[1] < 1:
            assert time.monotonic() < deadline, "the holder never started"
            time.sleep(0.01)
        client = app.test_client()
        moves = {"rack": "123456+=?", "budget_ms": 1000, "limit": 1}
        refused = client.post("/v1/math-scrabble/moves", json=moves)
        assert refused.status_code == 503, refused.get_json()
        assert refused.get_json()["type"].endswith("search-busy")
        assert spent(refused) == 1  # priced 11, given back but 1
    finally:
        holder.join()


def test_a_seats_token_is_opened_once_a_request_for_its_price_and_its_play(
    monkeypatch: Any,
) -> None:
    """The price reads the samples a token holds, the view its game: one
    opening serves both."""
    app = limited_app()
    client = app.test_client()
    first = client.post("/v1/sum15/seat", json={"players": 4, "seat": 0, "samples": 20})
    opened = 0
    real = seats.Sealer.open

    def counting(sealer: seats.Sealer, token: str) -> dict[str, Any]:
        nonlocal opened
        opened += 1
        return real(sealer, token)

    monkeypatch.setattr(seats.Sealer, "open", counting)
    body = first.get_json()
    answer = client.post("/v1/sum15/seat", json={"game": body["game"], "card": body["hands"][0][0]})
    assert answer.status_code == 200, answer.get_json()
    assert opened == 1
