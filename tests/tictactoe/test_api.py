"""The HTTP API through Flask's test client: every endpoint and error status."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service import create_app

_: None = None
CENTER_5 = [_, _, _, _, 5, _, _, _, _]


def post(client: FlaskClient, path: str, body: Any) -> Any:
    return client.post(path, json=body)


def assert_problem(response: Any, status: int, field: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json(force=True)
    assert {"type", "title", "status", "detail"} <= set(body)
    assert body["status"] == status
    if field is not None:
        assert field in body["errors"], body
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and ".py" not in text
    return body


def test_status_of_the_empty_board(client: FlaskClient) -> None:
    response = post(client, "/v1/status", {"board": [_] * 9})
    assert response.status_code == 200
    assert response.get_json() == {
        "rules_id": "graham",
        "state": "in_progress",
        "winner": None,
        "line": None,
        "to_move": "odd",
    }


def test_status_of_a_won_game(client: FlaskClient) -> None:
    body = post(client, "/v1/status", {"board": [2, 4, 9, 1, 3, _, _, _, _]}).get_json()
    assert body == {
        "rules_id": "graham",
        "state": "won",
        "winner": "odd",
        "line": [0, 1, 2],
        "to_move": None,
    }


def test_zero_marks_an_empty_cell_and_responses_write_null(client: FlaskClient) -> None:
    body = post(client, "/v1/analysis", {"board": [0, 0, 0, 0, 5, 0, 0, 0, 0]}).get_json()
    assert body["to_move"] == "even"
    assert body["principal_variation"][0] == {"player": "even", "index": 0, "token": 2}


def test_nygaard_is_chosen_by_rules(client: FlaskClient) -> None:
    body = post(client, "/v1/status", {"rules": "nygaard", "board": [1, 2, _, 3, 4, _, 7, _, _]})
    assert body.get_json()["winner"] == "odd"
    assert body.get_json()["line"] == [0, 3, 6]


def test_move_answers_the_best_move_with_its_value(client: FlaskClient) -> None:
    body = post(client, "/v1/move", {"board": CENTER_5, "player": "Even"}).get_json()
    assert body["move"] == {"player": "even", "index": 0, "token": 2}
    assert (body["outcome"], body["plies"]) == ("draw", 8)
    assert body["to_move"] == "even"


def test_move_accepts_matching_tokens(client: FlaskClient) -> None:
    body = {
        "rules": "graham",
        "board": CENTER_5,
        "player": "even",
        "tokens": {"odd": [1, 3, 7, 9], "even": [2, 4, 6, 8]},
    }
    assert post(client, "/v1/move", body).status_code == 200


def test_move_is_null_once_the_game_is_over(client: FlaskClient) -> None:
    body = post(client, "/v1/move", {"board": [2, 4, 9, 1, 3, _, _, _, _], "player": "even"})
    assert body.status_code == 200
    assert body.get_json()["move"] is None
    assert body.get_json()["outcome"] is None


def test_a_losing_move_is_still_suggested(client: FlaskClient) -> None:
    body = post(client, "/v1/move", {"board": [7, _, _, _, 8, 1, _, 9, 6], "player": "even"})
    assert body.get_json()["move"] == {"player": "even", "index": 1, "token": 2}
    assert body.get_json()["outcome"] == "loss"


def test_a_seed_picks_reproducibly_among_the_best(client: FlaskClient) -> None:
    request = {"rules": "nygaard", "board": [_] * 9, "player": "odd", "seed": 11}
    first = post(client, "/v1/move", request).get_json()
    assert post(client, "/v1/move", request).get_json() == first
    seen = {
        str(post(client, "/v1/move", {**request, "seed": s}).get_json()["move"]) for s in range(30)
    }
    assert len(seen) > 1
    analysis = post(client, "/v1/analysis", {"rules": "nygaard", "board": [_] * 9}).get_json()
    best = [m["move"] for m in analysis["moves"] if m["outcome"] == "draw"]
    assert first["move"] in best


def test_skill_zero_plays_random_legal_moves(client: FlaskClient) -> None:
    request = {"board": [_] * 9, "player": "odd", "skill": 0.0}
    moves = [post(client, "/v1/move", {**request, "seed": s}).get_json() for s in range(40)]
    assert len({(m["move"]["index"], m["move"]["token"]) for m in moves}) > 5
    assert any(m["outcome"] != "win" for m in moves)


def test_analysis_lists_every_move_best_first(client: FlaskClient) -> None:
    body = post(client, "/v1/analysis", {"board": [_] * 9}).get_json()
    assert (body["outcome"], body["plies"]) == ("win", 9)
    assert len(body["moves"]) == 45
    assert len(body["principal_variation"]) == 9
    assert body["moves"][0]["outcome"] == "win"


def test_rules_lists_both_games(client: FlaskClient) -> None:
    rules = client.get("/v1/rules").get_json()["rules"]
    assert [r["name"] for r in rules] == ["graham", "nygaard"]
    assert rules[1]["numbers"] == {"odd": [1, 3, 5, 7, 9], "even": [2, 4, 6, 8]}


def test_health_and_readiness(client: FlaskClient) -> None:
    assert client.get("/healthz").get_json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json()["tables"] == {"graham": "loaded", "nygaard": "loaded"}


def test_asking_for_the_wrong_player_is_a_conflict(client: FlaskClient) -> None:
    response = post(client, "/v1/move", {"board": CENTER_5, "player": "odd"})
    body = assert_problem(response, 409, "player")
    assert body["detail"] == "it is even's turn, not odd's"
    assert body["to_move"] == "even"


BAD_BODIES = [
    ("board missing", {}, "board"),
    ("eight cells", {"board": [_] * 8}, "board"),
    ("string cell", {"board": [_, _, _, "5", _, _, _, _, _]}, "board[3]"),
    ("boolean cell", {"board": [True, _, _, _, _, _, _, _, _]}, "board[0]"),
    ("float cell", {"board": [_, 5.5, _, _, _, _, _, _, _]}, "board[1]"),
    ("ten", {"board": [_, _, 10, _, _, _, _, _, _]}, "board[2]"),
    ("a number twice", {"board": [5, 2, _, _, 5, _, _, _, _]}, "board[4]"),
    ("even ahead", {"board": [2, _, _, _, _, _, _, _, _]}, "board"),
    ("unreachable", {"board": [1, 5, 9, 2, 4, _, 6, _, _]}, "board[0]"),
    ("unknown rules", {"rules": "chess", "board": [_] * 9}, "rules"),
    ("unknown player", {"board": [_] * 9, "player": "x"}, "player"),
    ("unknown field", {"board": [_] * 9, "colour": "red"}, "colour"),
    ("tokens disagree", {"board": CENTER_5, "tokens": {"odd": [1, 3, 5, 7, 9]}}, "tokens.odd"),
    ("tokens not numbers", {"board": [_] * 9, "tokens": {"odd": ["1"]}}, "tokens.odd[0]"),
    ("not an object", [1, 2, 3], "body"),
]


@pytest.mark.parametrize(
    ("body", "field"), [case[1:] for case in BAD_BODIES], ids=[case[0] for case in BAD_BODIES]
)
@pytest.mark.parametrize("path", ["/v1/status", "/v1/analysis"])
def test_invalid_input_is_422_naming_the_field(
    client: FlaskClient, path: str, body: Any, field: str
) -> None:
    assert_problem(post(client, path, body), 422, field)


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({}, "player"),
        ({"player": "even", "seed": "1"}, "seed"),
        ({"player": "even", "seed": -1}, "seed"),
        ({"player": "even", "skill": 1.5}, "skill"),
        ({"player": "even", "skill": "high"}, "skill"),
        ({"player": "even", "skill": True}, "skill"),
    ],
    ids=[
        "player missing",
        "string seed",
        "negative seed",
        "skill above 1",
        "string skill",
        "bool skill",
    ],
)
def test_invalid_move_options_are_422(client: FlaskClient, extra: Any, field: str) -> None:
    assert_problem(post(client, "/v1/move", {"board": CENTER_5, **extra}), 422, field)


def test_malformed_json_is_400(client: FlaskClient) -> None:
    response = client.post("/v1/status", data="{not json", content_type="application/json")
    assert_problem(response, 400)


@pytest.mark.parametrize(
    "body",
    ["[" * 30000 + "]" * 30000, '{"board": [' + "1" * 5000 + "]}", "\xff\xfe", "{'a': 1}"],
    ids=["nested too deeply", "a 5000-digit number", "not UTF-8", "single quotes"],
)
def test_json_python_cannot_read_is_400(body: str) -> None:
    client = create_app({"TESTING": False}).test_client()
    response = client.post("/v1/move", data=body.encode("latin-1"), content_type="application/json")
    assert_problem(response, 400)


def test_an_empty_body_is_400_as_a_body_that_is_not_json(client: FlaskClient) -> None:
    response = client.post("/v1/move", data="", content_type="application/json")
    assert assert_problem(response, 400)["type"] == "urn:fifteen:problem:empty-body"


def test_a_body_that_is_not_json_is_415(client: FlaskClient) -> None:
    response = client.post("/v1/move", data="board=1", content_type="text/plain")
    assert_problem(response, 415)


def test_a_body_over_64_kib_is_413(client: FlaskClient) -> None:
    body = '{"board": [' + "null, " * 12000 + "null]}"
    response = client.post("/v1/status", data=body, content_type="application/json")
    assert_problem(response, 413)


def test_a_wrong_method_is_405_with_allow(client: FlaskClient) -> None:
    response = client.delete("/v1/move")
    assert_problem(response, 405)
    assert {"GET", "POST"} <= {m.strip() for m in response.headers["Allow"].split(",")}


def test_an_unknown_path_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v2/move"), 404)


def test_missing_tables_make_the_service_unready(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    import solver.tictactoe.store

    monkeypatch.setenv("FIFTEEN_TABLES", str(tmp_path))
    monkeypatch.setattr(solver.tictactoe.store, "_engines", {})
    client = create_app({"TESTING": True}).test_client()
    ready = assert_problem(client.get("/readyz"), 503)
    assert ready["tables"]["graham"] == "missing"
    assert_problem(post(client, "/v1/move", {"board": [_] * 9, "player": "odd"}), 503)


def test_unexpected_failures_are_a_bare_500(monkeypatch: pytest.MonkeyPatch) -> None:
    from solver.tictactoe import Engine

    def explode(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("/secret/path.py exploded")

    monkeypatch.setattr(Engine, "analyze", explode)
    app = create_app({"TESTING": False})
    response = app.test_client().post("/v1/analysis", json={"board": [_] * 9})
    body = assert_problem(response, 500)
    assert "secret" not in response.get_data(as_text=True)
    assert body["type"] == "urn:fifteen:problem:server-error"


@pytest.mark.parametrize("path", ["/v1/status", "/v1/analysis"])
def test_a_player_whose_turn_it_is_not_is_409_on_every_endpoint(
    client: FlaskClient, path: str
) -> None:
    board = [None, None, None, None, 5, None, None, None, None]
    assert client.post(path, json={"board": board, "player": "even"}).status_code == 200
    wrong = client.post(path, json={"board": board, "player": "odd"})
    body = assert_problem(wrong, 409, "player")
    assert body["to_move"] == "even"
    over = [2, 4, 9, 1, 3, None, None, None, None]  # as /v1/move: anyone may ask once over
    assert client.post(path, json={"board": over, "player": "odd"}).status_code == 200


@pytest.mark.parametrize("path", ["/v1/pick15/status", "/v1/pick15/analysis"])
def test_a_pick15_side_whose_turn_it_is_not_is_409(client: FlaskClient, path: str) -> None:
    picks = {"first": [9], "second": []}
    assert client.post(path, json={"picks": picks, "player": "second"}).status_code == 200
    wrong = client.post(path, json={"picks": picks, "player": "first"})
    assert assert_problem(wrong, 409, "player")["to_move"] == "second"


def test_a_move_answer_carries_the_board_after_the_move(client: FlaskClient) -> None:
    board = [None, None, None, None, 5, None, None, None, None]
    body = client.post("/v1/move", json={"board": board, "player": "even"}).get_json()
    after = list(board)
    after[body["move"]["index"]] = body["move"]["token"]
    assert body["board_after"] == after
    over = [2, 4, 9, 1, 3, None, None, None, None]
    done = client.post("/v1/move", json={"board": over, "player": "odd"}).get_json()
    assert done["move"] is None and done["board_after"] is None and done["after"] is None


def test_a_move_answer_says_whether_the_move_ended_the_game(client: FlaskClient) -> None:
    going_on = client.post("/v1/move", json={"board": [None] * 9, "player": "odd"}).get_json()
    assert going_on["after"] == {
        "state": "in_progress",
        "winner": None,
        "line": None,
        "to_move": "even",
    }
    wins = [1, 2, None, 4, 5, None, None, None, None]  # odd completes 1+5+9 on the diagonal
    body = client.post("/v1/move", json={"board": wins, "player": "odd"}).get_json()
    assert body["outcome"] == "win" and body["plies"] == 1
    assert body["after"]["state"] == "won" and body["after"]["winner"] == "odd"
    assert body["move"]["index"] in body["after"]["line"] and body["after"]["to_move"] is None
    status = client.post("/v1/status", json={"board": body["board_after"]}).get_json()
    assert {key: status[key] for key in body["after"]} == body["after"]


def test_a_pick15_move_answer_says_whether_the_pick_ended_the_game(client: FlaskClient) -> None:
    picks = {"first": [2, 9], "second": [5, 1]}
    body = client.post("/v1/pick15/move", json={"picks": picks, "player": "first"}).get_json()
    assert body["move"]["number"] == 4 and body["after"]["state"] == "won"
    assert body["after"]["winner"] == "first" and sorted(body["after"]["numbers"]) == [2, 4, 9]


@pytest.mark.parametrize("keys", [("Odd", "EVEN"), ("odd", "Even")])
def test_token_keys_are_read_in_any_case(client: FlaskClient, keys: tuple[str, str]) -> None:
    board = [None, None, None, None, 5, None, None, None, None]
    tokens = {keys[0]: [1, 3, 7, 9], keys[1]: [2, 4, 6, 8]}
    answer = client.post("/v1/status", json={"board": board, "tokens": tokens})
    assert answer.status_code == 200, answer.get_json()


def test_token_keys_given_twice_in_two_cases_are_refused(client: FlaskClient) -> None:
    board = [None, None, None, None, 5, None, None, None, None]
    tokens = {"odd": [1, 3, 7, 9], "Odd": [1, 3, 7, 9], "even": [2, 4, 6, 8]}
    answer = client.post("/v1/status", json={"board": board, "tokens": tokens})
    assert_problem(answer, 422, "tokens.Odd")
