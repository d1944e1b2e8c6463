"""``POST /v1/games`` and ``POST /v1/records``: a numeric tic-tac-toe game
replayed from its moves or from its record, and every refusal a problem
document naming the field."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.schemas.tictactoe import GAME
from solver.tictactoe import Rules

_: None = None
GRAHAM_GAME = {
    "rules_id": "graham",
    "state": "won",
    "winner": "odd",
    "line": [0, 1, 2],
    "to_move": None,
    "start": [_] * 9,
    "moves": ["9@0", "2@3", "5@1", "4@4", "1@2"],
    "board": [9, 5, 1, 2, 4, _, _, _, _],
    "position": "9,5,1/2,4,_/_,_,_ even graham",
    "record": '[Game "numeric tic-tac-toe"]\n[Rules "graham"]\n[Result "odd"]\n\n'
    "1. 9@0 2@3 2. 5@1 4@4 3. 1@2 odd",
}


def assert_problem(response: Any, slug: str, field: str) -> dict[str, Any]:
    """A 422 problem document of type ``slug`` naming ``field``."""
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert body["type"].endswith(f":{slug}") and body["status"] == 422
    assert field in body["errors"], body
    return body


def test_a_game_is_answered_with_its_status_position_and_record(client: FlaskClient) -> None:
    response = client.post("/v1/games", json={"moves": GRAHAM_GAME["moves"]})
    assert response.status_code == 200
    assert response.get_json() == GRAHAM_GAME
    assert GAME.dump(GAME.load(GRAHAM_GAME)) == GRAHAM_GAME


def test_the_record_reads_back_to_the_same_answer(client: FlaskClient) -> None:
    response = client.post("/v1/records", json={"record": GRAHAM_GAME["record"]})
    assert response.status_code == 200
    assert response.get_json() == GRAHAM_GAME


@pytest.mark.parametrize(
    "body",
    [
        {"rules": {"size": 4}, "start": [_] * 15 + [1], "moves": ["2@0", "3@5"]},
        {"rules": {"shared": True}, "moves": ["2@4", "4@0"]},
        {"rules": "nygaard", "start": [_, _, _, _, 5, _, _, _, _], "moves": ["2@0"]},
        {"rules": {"size": 5}},
    ],
    ids=["4x4 from a board", "shared numbers", "nygaard from a board", "5x5 empty"],
)
def test_every_rule_set_replays_and_its_record_gives_the_same_answer(
    client: FlaskClient, body: dict[str, Any]
) -> None:
    game = client.post("/v1/games", json=body).get_json()
    assert client.post("/v1/games", json=body).get_json() == game
    assert client.post("/v1/records", json={"record": game["record"]}).get_json() == game
    assert game["moves"] == body.get("moves", [])
    rules = body["rules"]
    assert game["rules_id"] == (Rules.from_parts(rules).name if isinstance(rules, dict) else rules)
    if "start" in body:
        assert game["start"] == body["start"]
        assert "[Position " in game["record"]


@pytest.mark.parametrize(
    ("body", "slug", "field"),
    [
        ({"moves": ["5@4", "5@0"]}, "illegal-move", "moves[1]"),
        ({"moves": ["5@4", "2@0", "3@0"]}, "illegal-move", "moves[2]"),
        ({"moves": ["5@4", "two@0"]}, "unreadable-move", "moves[1]"),
        ({"moves": ["9@0", "2@3", "5@1", "4@4", "1@2", "6@8"]}, "illegal-move", "moves[5]"),
        ({"moves": ["5@4"] * 26}, "validation-error", "moves"),
        ({"moves": [54]}, "validation-error", "moves[0]"),
        ({"moves": [""]}, "validation-error", "moves[0]"),
        ({"start": [5, 5, _, _, _, _, _, _, _]}, "invalid-position", "start[1]"),
        ({"start": [_] * 16}, "invalid-position", "start"),
        ({"start": [_] * 3}, "validation-error", "start"),
        ({"rules": "chess"}, "validation-error", "rules"),
        ({"moves": [], "board": [_] * 9}, "validation-error", "board"),
    ],
    ids=[
        "the other side's number",
        "a cell taken",
        "not a move",
        "after the game is won",
        "too many moves",
        "not a string",
        "empty",
        "a start no game reaches",
        "a start of another board",
        "a start too short",
        "unknown rules",
        "an unknown field",
    ],
)
def test_a_game_that_cannot_be_replayed_is_refused_naming_the_field(
    client: FlaskClient, body: dict[str, Any], slug: str, field: str
) -> None:
    assert_problem(client.post("/v1/games", json=body), slug, field)


RECORD = str(GRAHAM_GAME["record"])


@pytest.mark.parametrize(
    ("record", "says"),
    [
        (RECORD.replace('"graham"', '"chess"'), "line 2: the Rules tag"),
        (RECORD.replace('[Result "odd"]', '[Result "even"]'), "line 3: the Result tag"),
        (RECORD.replace("1@2 odd", "1@2 draw"), "result is 'draw'"),
        (RECORD.replace("4@4", "4@0"), "move 4 (round 2), '4@0'"),
        (
            RECORD.replace('[Result "odd"]', '[Position "_,_,_/_,5,_/_,_,_ odd graham"]'),
            "line 3: the Position tag",
        ),
        (RECORD.replace('[Rules "graham"]', "[Rules graham]"), "line 2: '[Rules graham]'"),
        ("\n", "no [Rules"),
    ],
    ids=[
        "unknown rules",
        "a wrong result tag",
        "a wrong last word",
        "a cell taken",
        "the wrong player to move",
        "a malformed tag",
        "no tags",
    ],
)
def test_a_record_that_disagrees_with_its_replay_is_refused(
    client: FlaskClient, record: str, says: str
) -> None:
    problem = assert_problem(
        client.post("/v1/records", json={"record": record}), "invalid-record", "record"
    )
    assert says in problem["detail"]


@pytest.mark.parametrize(
    "body",
    [{"record": "x" * 20_001}, {"record": ""}, {"record": 7}, {}, {"record": "*", "moves": []}],
    ids=["too long", "empty", "not a string", "no record", "an unknown field"],
)
def test_a_record_body_that_is_not_one_is_refused(client: FlaskClient, body: Any) -> None:
    response = client.post("/v1/records", json=body)
    assert_problem(response, "validation-error", "moves" if "moves" in body else "record")
