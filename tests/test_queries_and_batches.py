"""GET forms of the read endpoints and batches: the same answers as the
single POSTs, cacheable where they never change, each batch item on its own."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import create_app
from solver import pick15
from solver.tictactoe import GRAHAM, NYGAARD, Position, Rules
from solver.tictactoe.position import random_play
from tests.waiting import wait_for

IMMUTABLE = "public, max-age=31536000, immutable"
VARIANT = Rules.from_spec(target=14, parity_wins=True)


@pytest.fixture(scope="module")
def api() -> FlaskClient:
    app: Flask = create_app({"TESTING": True})
    return app.test_client()


def query_board(position: Position) -> str:
    return ",".join(str(cell) if cell else "_" for cell in position.board)


def body_board(position: Position) -> list[int | None]:
    return [cell or None for cell in position.board]


def both(api: FlaskClient, endpoint: str, position: Position, **options: Any) -> tuple[Any, Any]:
    """The GET and POST answers for one position."""
    rules = position.rules.name
    query = "&".join(f"{k}={v}" for k, v in options.items())
    path = f"/v1/{endpoint}?rules={rules}&board={query_board(position)}&{query}"
    got = solved(api, lambda: api.get(path))
    body: dict[str, Any] = {"rules": rules, "board": body_board(position), **options}
    if position.rules == VARIANT:
        body["rules"] = {"target": 14, "parity_wins": True}
    posted = solved(api, lambda: api.post(f"/v1/{endpoint}", json=body))
    return got, posted


def solved(api: FlaskClient, send: Callable[[], Any]) -> Any:
    """``send``'s answer once its rule set is solved: a 202 (a variant still
    being solved, as a busy machine leaves it past the solve wait) is
    followed to the end of its solve and the request sent again."""
    while (response := send()).status_code == 202:
        wait_for(api, response.headers["Location"])
    return response


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD, VARIANT]),
    game=st.integers(0, 2**32),
    plies=st.integers(0, 9),
    seed=st.integers(0, 2**63 - 1),
)
def test_get_and_post_give_the_same_answers(
    api: FlaskClient, rules: Rules, game: int, plies: int, seed: int
) -> None:
    position = random_play(rules, random.Random(game), max(plies, 3 if rules == VARIANT else 0))
    got, posted = both(api, "status", position)
    assert (got.status_code, got.data) == (posted.status_code, posted.data)
    got, posted = both(api, "analysis", position)
    assert (got.status_code, got.data) == (posted.status_code, posted.data)
    player = (position.status.to_move or rules.first).value
    got, posted = both(api, "move", position, player=player, seed=seed, skill=0.5)
    assert (got.status_code, got.data) == (posted.status_code, posted.data)
    assert got.status_code == 200, got.data
    assert got.headers["Cache-Control"] == IMMUTABLE and got.headers["ETag"]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(game=st.integers(0, 2**32), picks=st.integers(0, 9), seed=st.integers(0, 1000))
def test_pick15_get_and_post_give_the_same_answers(
    api: FlaskClient, game: int, picks: int, seed: int
) -> None:
    position = pick15.random_play(random.Random(game), picks)
    first, second = sorted(position.first), sorted(position.second)
    query = f"first={','.join(map(str, first))}&second={','.join(map(str, second))}"
    body = {"picks": {"first": first, "second": second}}
    for endpoint in ("status", "analysis"):
        got = api.get(f"/v1/pick15/{endpoint}?{query}")
        posted = api.post(f"/v1/pick15/{endpoint}", json=body)
        assert (got.status_code, got.data) == (posted.status_code, posted.data)
    side = (position.status.to_move or pick15.Side.FIRST).value
    got = api.get(f"/v1/pick15/move?{query}&player={side}&seed={seed}")
    posted = api.post("/v1/pick15/move", json={**body, "player": side, "seed": seed})
    assert (got.status_code, got.data) == (posted.status_code, posted.data)


def test_a_matching_etag_gets_304_and_another_gets_the_answer(api: FlaskClient) -> None:
    url = "/v1/move?board=_,_,_,_,5,_,_,_,_&player=even"
    first = api.get(url)
    assert first.status_code == 200 and first.headers["Cache-Control"] == IMMUTABLE
    etag = first.headers["ETag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    again = api.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["ETag"] == etag
    other = api.get(url, headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200 and other.data == first.data


def test_a_random_move_without_a_seed_is_not_stored(api: FlaskClient) -> None:
    url = "/v1/move?board=_,_,_,_,5,_,_,_,_&player=even"
    random_move = api.get(url + "&skill=0.5")
    assert random_move.status_code == 200
    assert random_move.headers["Cache-Control"] == "no-store"
    assert "ETag" not in random_move.headers
    seeded = api.get(url + "&skill=0.5&seed=3")
    assert seeded.headers["Cache-Control"] == IMMUTABLE


def test_a_variant_still_being_solved_is_not_stored(tmp_path: Any) -> None:
    app = create_app({"TESTING": True, "SOLVE_WAIT_SECONDS": 0, "VARIANTS_DIR": str(tmp_path)})
    rules_id = Rules.from_spec(target=16, parity_wins=True, even=(2, 4, 6)).name
    answer = app.test_client().get(f"/v1/analysis?rules={rules_id}&board=_,_,_,_,_,_,_,_,_")
    assert answer.status_code == 202, answer.data
    assert answer.headers["Cache-Control"] == "no-store"
    assert answer.headers["Location"].startswith("/v1/solves/")


def test_query_errors_name_the_parameter(api: FlaskClient) -> None:
    answer = api.get("/v1/status?board=_,_,x,_,_,_,_,_,_&player=nobody")
    assert answer.status_code == 422
    assert set(answer.get_json()["errors"]) == {"board[2]", "player"}
    assert api.get("/v1/status?board=_,_,_,_,_,_,_,_,_&x=1").get_json()["errors"] == {
        "x": ["unknown query parameter; see /openapi.json for the parameters this takes"]
    }


UNKNOWN = ["unknown query parameter; see /openapi.json for the parameters this takes"]


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "/v1/rules", None),
        ("GET", "/healthz", None),
        ("GET", "/v1/math-scrabble/board", None),
        ("GET", "/v1/solves/graham", None),
        ("POST", "/v1/solves", {"rules": "graham"}),
        ("POST", "/v1/status", {"board": [None] * 9}),
        ("POST", "/v1/math-scrabble/validate", {"equation": "1+1=2"}),
        ("POST", "/v1/sum15/resolve", {}),
        ("POST", "/v1/batch/status", {"positions": []}),
    ],
)
def test_a_query_parameter_an_operation_does_not_take_is_refused_not_ignored(
    api: FlaskClient, method: str, path: str, body: Any
) -> None:
    answer = api.open(f"{path}?root=_,_,_,_,5,_,_,_,_&x=1", method=method, json=body)
    assert answer.status_code == 422, answer.data
    errors = answer.get_json()["errors"]
    assert errors.get("x") == UNKNOWN or errors.get("root") == UNKNOWN


@pytest.mark.parametrize(
    ("skill", "status"),
    [("0.5", 200), ("-0", 200), ("0.9999999999999999999", 422), ("1.0000000000000001", 422)]
    + [("1e-400", 422), ("1e9999", 422), ("abc", 422)],
)
def test_a_query_number_is_read_as_written(api: FlaskClient, skill: str, status: int) -> None:
    answer = api.get(f"/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&skill={skill}")
    assert answer.status_code == status, answer.data
    if status == 422:
        assert "skill" in answer.get_json()["errors"]


@pytest.mark.parametrize("path", ["/v1/rules?=1", "/v1/move?board=_,_,_,_,_,_,_,_,_&=1"])
def test_a_query_parameter_with_no_name_is_named_as_such(api: FlaskClient, path: str) -> None:
    answer = api.get(path)
    assert answer.status_code == 422
    assert list(answer.get_json()["errors"]) == ["(a parameter with no name)"]


def test_a_query_parameter_given_twice_is_refused(api: FlaskClient) -> None:
    answer = api.get("/v1/solves/graham?root=_,_,_,_,5,_,_,_,_&root=_,_,_,_,_,_,_,_,_")
    assert answer.status_code == 422
    assert answer.get_json()["errors"] == {"root": ["given more than once"]}


def test_pages_outside_the_api_take_any_query(api: FlaskClient) -> None:
    for path in ("/?v=2", "/openapi.json?v=2"):
        answer = api.get(path)
        answer.close()  # the page is a file
        assert answer.status_code == 200, path


def test_a_batch_of_1000_equals_1000_single_answers(api: FlaskClient) -> None:
    rng = random.Random(7)
    bodies = []
    for n in range(1000):
        rules = [GRAHAM, NYGAARD][n % 2]
        position = random_play(rules, rng, rng.randint(0, 8))
        player = (position.status.to_move or rules.first).value
        bodies.append(
            {"rules": rules.name, "board": body_board(position), "player": player, "seed": n}
        )
    for endpoint in ("move", "analysis", "status"):
        items = bodies if endpoint == "move" else [{**b, "player": None} for b in bodies]
        items = [{k: v for k, v in b.items() if v is not None} for b in items]
        if endpoint != "move":
            items = [{k: v for k, v in b.items() if k != "seed"} for b in items]
        batch = api.post(f"/v1/batch/{endpoint}", json={"positions": items})
        assert batch.status_code == 200
        results = batch.get_json()["results"]
        assert len(results) == 1000
        for item, result in zip(items, results, strict=True):
            single = api.post(f"/v1/{endpoint}", json=item)
            if single.status_code == 200:
                assert result == single.get_json()
            else:
                assert result == {"problem": single.get_json()}


def test_a_batch_with_bad_items_answers_the_good_ones(api: FlaskClient) -> None:
    good = {"board": [None] * 9, "player": "odd"}
    batch = api.post(
        "/v1/batch/move",
        json={
            "positions": [
                good,
                {"board": [5, None, None, None, 5, None, None, None, None], "player": "even"},
                "not an object",
                {"board": [None] * 9, "player": "even"},
                {**good, "seed": 1},
            ]
        },
    )
    assert batch.status_code == 200
    results = batch.get_json()["results"]
    assert results[0] == api.post("/v1/move", json=good).get_json()
    assert results[1]["problem"]["status"] == 422
    assert "board[4]" in results[1]["problem"]["errors"]
    # The request body is an object; the item, named as the batch names it, is not.
    assert results[2]["problem"]["errors"] == {"positions[2]": ["must be a JSON object"]}
    assert results[3]["problem"]["status"] == 409
    assert results[4]["move"] is not None


def test_a_batch_never_waits_for_a_variant(tmp_path: Any) -> None:
    app = create_app({"TESTING": True, "VARIANTS_DIR": str(tmp_path)})
    spec = {"target": 17, "parity_wins": True, "numbers": {"even": [2, 4, 6]}}
    batch = app.test_client().post(
        "/v1/batch/analysis", json={"positions": [{"rules": spec, "board": [None] * 9}]}
    )
    problem = batch.get_json()["results"][0]["problem"]
    assert problem["status"] == 202 and problem["type"].endswith("solve-pending")
    assert problem["location"].startswith("/v1/solves/") and problem["retry_after"] > 0


def test_a_batch_may_be_larger_than_a_single_request() -> None:
    client = create_app({"TESTING": True}).test_client()
    positions = [{"board": [None] * 9, "player": "odd", "seed": n} for n in range(1000)]
    data = json.dumps({"positions": positions}, indent=30).encode()  # about 1.6 MB
    assert 1 << 20 < len(data) < 2 << 20
    answer = client.post("/v1/batch/move", data=data, content_type="application/json")
    assert answer.status_code == 200 and len(answer.get_json()["results"]) == 1000
    single = client.post("/v1/move", data=b" " * (100 << 10), content_type="application/json")
    assert single.status_code == 413


def test_a_batch_counts_its_positions_against_the_rate_limit() -> None:
    client = create_app({"TESTING": True, "RATE_LIMIT": "5000 per minute"}).test_client()
    positions = [{"board": [None] * 9}] * 40
    answer = client.post("/v1/batch/status", json={"positions": positions})
    assert answer.status_code == 200
    assert int(answer.headers["RateLimit-Remaining"]) == 5000 - 40
