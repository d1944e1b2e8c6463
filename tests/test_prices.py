"""What each request costs against its client's rate limit, priced by its
view from what its schema loaded: a search 1 and 1 more for every 100 ms
of its budget whatever the game (a 4x4 or 5x5 board's too, a budget of
work at the time it takes), a replay 1 more for every ten moves, a
variant's position more than a named game's however it is named, a batch
what its items cost, and a request refused before any engine worked on it
(for what it says, or for want of a search process) 1."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from flask import Flask

from service import create_app, seats
from service.schemas.mathscrabble import MAX_STEPS
from service.schemas.mathscrabble import expected_seconds as steps_seconds
from service.searches import searches
from solver.sum15.suggest import expected_seconds
from solver.tictactoe.notation import board_text
from solver.tictactoe.rules import Rules
from solver.tictactoe.search import expected_seconds as nodes_seconds

MOVE = {"board": [None] * 9, "player": "odd"}
VARIANT = {"rules": {"target": 250}, "board": [None] * 9, "player": "odd"}
BOARD_4X4 = {"rules": {"size": 4}, "board": [None] * 16, "player": "odd"}
SEED_GAME = {"seed": 7, "moves": ["H1 11+82=93"]}

pytestmark = pytest.mark.usefixtures("one_rate_window")


def limited_app(rate: str = "1000 per minute", **config: Any) -> Flask:
    return create_app({"TESTING": True, "RATE_LIMIT": rate, "ACCESS_LOG": False, **config})


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


def test_a_request_that_can_start_a_solve_costs_more() -> None:
    client = limited_app("25 per minute", VARIANT_COST=10).test_client()
    remaining = [
        client.post("/v1/move", json=VARIANT).headers["RateLimit-Remaining"] for _ in range(2)
    ]
    assert remaining == ["15", "5"]
    assert client.post("/v1/move", json=VARIANT).status_code == 429
    assert client.post("/v1/status", json={"board": [None] * 9}).status_code == 200  # 1 left


def test_a_sum15_suggestion_costs_one_more_for_every_100_ms_of_budget() -> None:
    client = limited_app("100 per minute").test_client()
    hand = ["KC", "6D", "10S", "3D", "9S", "2D"]
    body = {"players": 4, "seat": 0, "hand": hand, "starters": ["4C"]}
    remaining = []
    for budget in (None, 250, 250.0, 40):
        asked = body if budget is None else {**body, "budget_ms": budget}
        answer = client.post("/v1/sum15/move", json=asked)
        assert answer.status_code == 200, answer.get_json()
        remaining.append(int(answer.headers["RateLimit-Remaining"]))
    assert remaining == [98, 95, 92, 91]  # 150 ms: 2; 250 ms: 3 (however written); 40 ms: 1


def test_a_budget_of_samples_is_priced_at_the_time_it_takes() -> None:
    client = limited_app("100 per minute").test_client()
    hand = ["KC", "6D", "10S", "3D", "9S", "2D"]
    body = {"players": 4, "seat": 0, "hand": hand, "starters": ["4C"], "samples": 500}
    answer = client.post("/v1/sum15/move", json=body)
    assert answer.status_code == 200 and answer.get_json()["samples"] == 500
    expected_ms = expected_seconds(4, 500) * 1000
    assert int(answer.headers["RateLimit-Remaining"]) == 100 - 1 - expected_ms // 100


def test_a_budget_of_nodes_is_priced_at_the_time_it_takes() -> None:
    """A larger board's search is priced by the time its nodes take, as any
    search by its budget (not as a variant: it has no table to solve),
    alike by body and by query."""
    client = limited_app("100 per minute", VARIANT_COST=10).test_client()
    four = Rules.from_spec(size=4)
    board = [None, 6, None, 12, 5, None, None, 7, None, 14, 2, 3, None, None, 11, 15]
    body = {"rules": four.name, "board": board, "player": "even"}
    query = f"/v1/move?rules={four.name}&board={board_text(tuple(t or 0 for t in board))}"
    prices = []
    for asked in ({**body, "nodes": 1000}, {**body, "nodes": 100_000}, {**body, "nodes": 100000.0}):
        answer = client.post("/v1/move", json=asked)
        assert answer.status_code == 200, answer.get_json()
        prices.append(int(answer.headers["RateLimit-Remaining"]))
    answer = client.get(f"{query}&player=even&nodes=100000")
    assert answer.status_code == 200, answer.get_json()
    prices.append(int(answer.headers["RateLimit-Remaining"]))
    cheap = 1 + round(nodes_seconds(1000) * 1000) // 100
    costly = 1 + round(nodes_seconds(100_000) * 1000) // 100
    assert costly > 10
    first = 100 - cheap
    assert prices == [first, first - costly, first - 2 * costly, first - 3 * costly]


def test_a_sum15_suggestion_at_the_big_table_is_priced_at_its_longer_default() -> None:
    client = limited_app("100 per minute").test_client()
    hand = ["KC", "6D", "10S", "3D", "9S", "2D"]
    body = {"players": 14, "decks": 2, "seat": 0, "hand": hand, "starters": ["4C"]}
    answer = client.post("/v1/sum15/move", json=body)
    assert answer.status_code == 200, answer.get_json()
    assert answer.headers["RateLimit-Remaining"] == "97"  # 250 ms by default at 14 players: 3


def test_a_replay_costs_one_more_for_every_ten_moves() -> None:
    client = limited_app("100 per minute").test_client()
    moves = ["pass"] * 5
    answer = client.post("/v1/math-scrabble/games", json={"seed": 1, "moves": moves})
    assert answer.status_code == 200 and answer.headers["RateLimit-Remaining"] == "99"
    many = {"seed": 1, "moves": ["8F 1=1"] * 25}  # refused at moves[0], yet priced
    answer = client.post("/v1/math-scrabble/games", json=many)
    assert answer.status_code == 422 and answer.headers["RateLimit-Remaining"] == "96"
    deal = client.post("/v1/sum15/games", json={"seed": 1, "players": 4})
    assert deal.headers["RateLimit-Remaining"] == "95"


def test_a_records_turns_are_priced_however_its_lines_end() -> None:
    client = limited_app("100 per minute").test_client()
    for ending in ("\n", "\r", "\r\n", "\n  "):
        turns = ending.join([">p0: 1 - +0 0"] * 30)
        record = f"#seed 1{ending}{turns}"  # refused at its first rack, yet priced
        answer = client.post("/v1/math-scrabble/records", json={"record": record})
        assert answer.status_code == 422
    assert answer.headers["RateLimit-Remaining"] == str(100 - 4 * 4)


def test_a_rules_id_costs_what_the_rule_set_spelled_out_costs() -> None:
    """A variant named by its rules_id can start a solve as much as one spelled
    out: in a body, in a batch and in a GET or HEAD query alike."""
    client = limited_app("1000 per minute", VARIANT_COST=10).test_client()
    rules_id = "t250:odd=1,3,5,7,9:even=2,4,6,8:first=odd"
    by_id = client.post("/v1/move", json=VARIANT | {"rules": rules_id})
    assert by_id.status_code == 200 and by_id.headers["RateLimit-Remaining"] == "990"
    batch = {"positions": [{"rules": rules_id, "board": [None] * 9}] * 5}
    answer = client.post("/v1/batch/status", json=batch)
    assert answer.headers["RateLimit-Remaining"] == str(990 - 50)
    query = "/v1/status?board=_,_,_,_,_,_,_,_,_&rules=" + rules_id
    assert client.get(query).headers["RateLimit-Remaining"] == str(940 - 10)
    assert client.head(query).headers["RateLimit-Remaining"] == str(930 - 10)


def test_a_listed_rule_set_given_back_costs_what_its_name_costs() -> None:
    client = limited_app("25 per minute", VARIANT_COST=10).test_client()
    listed = client.get("/v1/rules").get_json()["rules"][0]
    answer = client.post("/v1/move", json={**MOVE, "rules": listed})
    assert answer.status_code == 200
    assert answer.headers["RateLimit-Remaining"] == "23"


def test_the_cost_is_read_from_the_parsed_request_not_its_bytes() -> None:
    """Escaped names are the same JSON names: a spelled-out rule set costs as
    much however its keys are written (issue 25, finding 2)."""
    client = limited_app("1000 per minute", VARIANT_COST=10).test_client()
    board = "[" + ",".join(["null"] * 9) + "]"
    item = '{"rul\\u0065s": {"target": 250}, "bo\\u0061rd": ' + board
    escaped = (item + ', "player": "odd"}').encode()
    answer = client.post("/v1/move", data=escaped, content_type="application/json")
    assert answer.status_code == 200
    assert answer.headers["RateLimit-Remaining"] == "990"
    batch = ('{"positions": [' + ",".join([item + "}"] * 50) + "]}").encode()
    answer = client.post("/v1/batch/status", data=batch, content_type="application/json")
    assert answer.status_code == 200
    assert answer.headers["RateLimit-Remaining"] == str(990 - 50 * 10)


def test_the_price_follows_the_route_not_the_paths_spelling() -> None:
    client = limited_app("100 per minute", VARIANT_COST=10).test_client()
    moves = {"board": ["." * 15] * 15, "rack": "12+=", "budget_ms": 250, "limit": 1}
    answer = client.post("/v1/math-scrabble/moves/", json=moves)
    assert answer.status_code == 200
    assert answer.headers["RateLimit-Remaining"] == "97"
    answer = client.post("/v1/move/", json=VARIANT)
    assert answer.headers["RateLimit-Remaining"] == "87"


def test_a_move_search_costs_one_more_for_every_100_ms_of_budget() -> None:
    client = limited_app("100 per minute").test_client()
    moves = {"board": ["." * 15] * 15, "rack": "12+=", "limit": 1}
    remaining = []
    for budget in (None, 50, 3000):
        asked = moves if budget is None else {**moves, "budget_ms": budget}
        answer = client.post("/v1/math-scrabble/moves", json=asked)
        assert answer.status_code == 200, answer.get_json()
        remaining.append(int(answer.headers["RateLimit-Remaining"]))
    assert remaining == [100 - 11, 100 - 11 - 1, 100 - 11 - 1 - 31]


def test_a_budget_of_steps_is_priced_at_the_time_it_takes() -> None:
    client = limited_app("100 per minute").test_client()
    moves = {"board": ["." * 15] * 15, "rack": "12+=", "limit": 1}
    remaining = []
    for steps in (1000, MAX_STEPS, 400000.0):
        answer = client.post("/v1/math-scrabble/moves", json={**moves, "steps": steps})
        assert answer.status_code == 200, answer.get_json()
        remaining.append(int(answer.headers["RateLimit-Remaining"]))
    most = 1 + round(steps_seconds(MAX_STEPS) * 1000) // 100
    assert most > 11  # more than the default second's search
    assert remaining == [99, 99 - most, 99 - 2 * most]


def test_a_request_refused_without_work_costs_one_whatever_its_price() -> None:
    """A batch of 1,000 variants refused for its envelope, or a search
    refused for its rack, costs 1: priced, then given back (issue 44: 163
    cheap refused batches, each priced 10,000, starved a client)."""
    client = limited_app("20000 per minute", VARIANT_COST=10).test_client()
    batch = {"positions": [VARIANT] * 1000, "extra": 1}
    refused = client.post("/v1/batch/move", json=batch)
    assert refused.status_code == 422
    assert refused.headers["RateLimit-Remaining"] == "19999"
    search = {"board": ["." * 15] * 15, "rack": "12+=A", "budget_ms": 3000}
    refused = client.post("/v1/math-scrabble/moves", json=search)
    assert refused.status_code == 422
    assert refused.headers["RateLimit-Remaining"] == "19998"
    answered = client.post("/v1/batch/move", json={"positions": [VARIANT] * 2})
    assert answered.status_code == 200
    assert answered.headers["RateLimit-Remaining"] == str(19998 - 20)
