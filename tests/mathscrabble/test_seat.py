"""A game played from one seat (``POST /v1/math-scrabble/seat``): the seat
sees its own rack, the board, the scores and counts, never the other rack
or the tiles the other seat gave back; the game travels as a token only the
service opens, and once it is over nothing is hidden."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from cryptography.fernet import Fernet
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.seats import EXTENSION
from solver.mathscrabble.record import replay
from solver.mathscrabble.records import read_game
from solver.mathscrabble.seat import seat_view
from solver.mathscrabble.tiles import BAG
from tests.mathscrabble.test_records import WENT_OUT, played

STEPS = 2000
"""The engine's search a turn in these tests: small, the same on any machine."""


def seat(client: FlaskClient, **body: Any) -> dict[str, Any]:
    response = client.post("/v1/math-scrabble/seat", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def whole_game(app: Flask, view: dict[str, Any]) -> dict[str, Any]:
    """The dealer's view of the same game, from what its token seals."""
    facts = app.extensions[EXTENSION].open(view["game"])
    with app.test_client() as client:
        answer: dict[str, Any] = client.post(
            "/v1/math-scrabble/games", json={"seed": facts["seed"], "moves": facts["moves"]}
        ).get_json()
    return answer


def test_the_second_seat_sees_the_engines_first_turn_but_not_its_rack(
    app: Flask, client: FlaskClient
) -> None:
    view = seat(client, seat=1, steps=STEPS)
    whole = whole_game(app, view)
    assert view["to_move"] == 1 and len(view["turns"]) == 1 and view["turns"][0]["rack"] is None
    assert view["racks"] == [None, whole["racks"][1]] and view["seed"] is None
    assert view["rack_sizes"] == [len(rack) for rack in whole["racks"]]
    every_tile = Counter(BAG)
    assert Counter(view["unseen"]) == every_tile - _laid(whole) - Counter(whole["racks"][1])
    assert (
        f" /{whole['racks'][1]} " in view["position"] and whole["racks"][0] not in view["position"]
    )
    assert view["record"] is None


def _laid(whole: dict[str, Any]) -> Counter[str]:
    """The tiles on the board, a blank counted as a blank."""
    faces = Counter("".join(whole["board"]).replace(".", ""))
    for row, col in whole["blanks"]:
        faces[whole["board"][row][col]] -= 1
        faces["?"] += 1
    return faces


def test_a_move_is_answered_by_the_engine_and_a_new_token(client: FlaskClient) -> None:
    first = seat(client, seat=0, steps=STEPS)
    assert first["turns"] == [] and first["to_move"] == 0
    after = seat(client, game=first["game"], move="pass")
    assert after["game"] != first["game"]
    assert [turn["player"] for turn in after["turns"]][:2] == [0, 1]
    assert after["to_move"] in (0, None)


def test_the_other_seats_exchange_shows_how_many_tiles_not_which() -> None:
    table = replay(2, [])
    table = replay(2, [f"exchange {table.state.racks[0]}"])
    turn = seat_view(table, 1)["turns"][0]
    assert turn == {
        "player": 0,
        "kind": "exchange",
        "move": "exchange 9 tiles",
        "rack": None,
        "points": 0,
    }
    assert seat_view(table, 0)["turns"][0]["move"] == table.turns[0].move


def test_once_the_game_is_over_nothing_is_hidden() -> None:
    table = played(WENT_OUT)
    view = seat_view(table, 0)
    assert view["seed"] == WENT_OUT and view["racks"] == list(table.state.racks)
    assert read_game(view["record"]).state == table.state


@pytest.mark.parametrize(
    ("body", "field", "slug"),
    [
        ({"move": "pass"}, "move", "illegal-move"),
        ({"game": "not a token"}, "game", "invalid-game-token"),
        ({"seat": 2}, "seat", "validation-error"),
        ({"opponent": "random"}, "opponent", "validation-error"),
    ],
)
def test_what_cannot_be_played_is_refused_naming_the_field(
    client: FlaskClient, body: dict[str, Any], field: str, slug: str
) -> None:
    refused = client.post("/v1/math-scrabble/seat", json=body)
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["type"].endswith(slug)
    assert field in problem["errors"]


def test_a_token_changed_or_with_a_new_games_setting_is_refused(client: FlaskClient) -> None:
    token = seat(client, steps=STEPS)["game"]
    changed = token[:20] + ("A" if token[20] != "A" else "B") + token[21:]
    for body, field in (({"game": changed}, "game"), ({"game": token, "seat": 1}, "seat")):
        refused = client.post("/v1/math-scrabble/seat", json=body)
        assert refused.status_code == 422 and field in refused.get_json()["errors"]
    illegal = client.post("/v1/math-scrabble/seat", json={"game": token, "move": "8H 1=1+0"})
    assert illegal.status_code == 422 and "move" in illegal.get_json()["errors"]


def test_any_host_with_the_deployments_key_continues_the_game_and_no_other() -> None:
    key = Fernet.generate_key().decode()
    one, other = (create_app({"TESTING": True, "SECRET_KEY_SEATS": key}) for _ in range(2))
    stranger = create_app({"TESTING": True, "SECRET_KEY_SEATS": Fernet.generate_key().decode()})
    token = seat(one.test_client(), steps=STEPS)["game"]
    assert seat(other.test_client(), game=token, move="pass")["turns"][0]["move"] == "pass"
    refused = stranger.test_client().post("/v1/math-scrabble/seat", json={"game": token})
    assert refused.status_code == 422


def test_a_seats_deal_has_a_seed_a_javascript_number_holds(app: Flask, client: FlaskClient) -> None:
    for _ in range(20):
        facts = app.extensions[EXTENSION].open(seat(client, steps=STEPS)["game"])
        assert 0 <= facts["seed"] < 2**53
