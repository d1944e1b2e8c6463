"""``POST /v1/pick15/games`` and ``POST /v1/pick15/records``: a Number
Scrabble game replayed from its picks or from its record, and every refusal
a problem document naming the field."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.schemas.pick15 import PICK15_GAME
from solver.pick15.position import Pick15Position

DOCS_GAME = {
    "state": "won",
    "winner": "first",
    "numbers": [1, 6, 8],
    "line": [2, 5, 8],
    "to_move": None,
    "start": "first= second=",
    "picks": [5, 2, 8, 4, 6, 7, 1],
    "position": "first=1,5,6,8 second=2,4,7",
    "record": '[Game "pick15"]\n[Result "first"]\n\n1. 5 2 2. 8 4 3. 6 7 4. 1 first',
}


def assert_problem(response: Any, slug: str, field: str) -> dict[str, Any]:
    """A 422 problem document of type ``slug`` naming ``field``."""
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert body["type"].endswith(f":{slug}") and body["status"] == 422
    assert field in body["errors"], body
    return body


def test_the_docs_game_is_answered_with_its_status_position_and_record(
    client: FlaskClient,
) -> None:
    response = client.post("/v1/pick15/games", json={"picks": DOCS_GAME["picks"]})
    assert response.status_code == 200
    body = response.get_json()
    assert body == DOCS_GAME
    assert PICK15_GAME.dump(PICK15_GAME.load(body)) == body


@pytest.mark.parametrize("seed", range(8))
def test_a_records_answer_is_its_games_answer(client: FlaskClient, seed: int) -> None:
    rng = random.Random(seed)
    position, most = Pick15Position.from_picks(), rng.randint(0, 9)
    picks: list[int] = []
    while not position.is_over and len(picks) < most:
        pick = rng.choice(position.legal_picks())
        picks.append(pick.number)
        position = position.play(pick)
    game = client.post("/v1/pick15/games", json={"picks": picks}).get_json()
    assert client.post("/v1/pick15/games", json={"picks": picks}).get_json() == game
    assert client.post("/v1/pick15/records", json={"record": game["record"]}).get_json() == game
    assert game["position"] == str(position)


def test_a_record_from_a_position_answers_its_start(client: FlaskClient) -> None:
    record = '[Game "pick15"]\n[Position "first=2,9 second=8"]\n[Result "*"]\n\n1. 4 *'
    body = client.post("/v1/pick15/records", json={"record": record}).get_json()
    assert (body["start"], body["picks"], body["position"]) == (
        "first=2,9 second=8",
        [4],
        "first=2,9 second=4,8",
    )
    assert body["record"] == record


@pytest.mark.parametrize(
    ("body", "slug", "field"),
    [
        ({"picks": [5, 2, 5]}, "illegal-move", "picks[2]"),
        ({"picks": [5, 2, 8, 4, 6, 7, 1, 3]}, "illegal-move", "picks[7]"),
        ({"picks": [5, 10]}, "validation-error", "picks[1]"),
        ({"picks": [5, "2"]}, "validation-error", "picks[1]"),
        ({"picks": list(range(1, 11))}, "validation-error", "picks"),
        ({"picks": {"first": [5]}}, "validation-error", "picks"),
        ({"picks": [], "player": "first"}, "validation-error", "player"),
    ],
    ids=[
        "a number twice",
        "after the game is won",
        "ten",
        "a string",
        "too many",
        "the status request's picks",
        "an unknown field",
    ],
)
def test_a_game_that_cannot_be_replayed_is_refused_naming_the_field(
    client: FlaskClient, body: dict[str, Any], slug: str, field: str
) -> None:
    assert_problem(client.post("/v1/pick15/games", json=body), slug, field)


RECORD = str(DOCS_GAME["record"])


@pytest.mark.parametrize(
    ("record", "says"),
    [
        (RECORD.replace('"pick15"', '"sum15"'), "line 1: this is a record of 'sum15'"),
        (RECORD.replace('[Result "first"]', '[Result "second"]'), "line 2: the Result tag"),
        (RECORD.replace("1 first", "1 draw"), "result is 'draw'"),
        (RECORD.replace("4. 1", "4. 5"), "move 7 (round 4), '5': 5 is picked already"),
        (RECORD.replace("[Game", '[Position "first=1,5,9 second=2,3,4"]\n[Game'), "line 1"),
        (RECORD.replace('[Result "first"]', "[Result first]"), "line 2: '[Result first]'"),
    ],
    ids=[
        "another game",
        "a wrong result tag",
        "a wrong last word",
        "a number twice",
        "a position no game reaches",
        "a malformed tag",
    ],
)
def test_a_record_that_disagrees_with_its_replay_is_refused(
    client: FlaskClient, record: str, says: str
) -> None:
    response = client.post("/v1/pick15/records", json={"record": record})
    assert says in assert_problem(response, "invalid-record", "record")["detail"]


@pytest.mark.parametrize(
    "body",
    [{"record": "1" * 20_001}, {"record": ""}, {"record": None}, {}],
    ids=["too long", "empty", "null", "no record"],
)
def test_a_record_body_that_is_not_one_is_refused(client: FlaskClient, body: Any) -> None:
    assert_problem(client.post("/v1/pick15/records", json=body), "validation-error", "record")
