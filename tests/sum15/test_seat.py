"""A deal played from one seat (``POST /v1/sum15/seat``): the seat sees its
hand and the public cards, never another hand; the other seats play for
themselves; the deal travels as a token only the service opens, and once
it is over nothing is hidden."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.seats import EXTENSION
from solver.sum15.cards import names
from solver.sum15.record import replay
from solver.sum15.seat import Others, seat_deal, seat_view
from solver.sum15.table import HAND


def seat(client: FlaskClient, **body: Any) -> dict[str, Any]:
    response = client.post("/v1/sum15/seat", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_a_seat_sees_its_hand_and_the_public_cards_and_no_other_hand(
    app: Flask, client: FlaskClient
) -> None:
    view = seat(client, seat=2, others="careful")
    facts = app.extensions[EXTENSION].open(view["game"])
    whole = client.post(
        "/v1/sum15/games", json={"seed": facts["seed"], "players": 4, "plays": view["plays"]}
    ).get_json()
    assert view["to_move"] == 2 and len(view["plays"]) == 2
    assert view["hands"] == [None, None, whole["hands"][2], None]
    assert view["hand_sizes"] == [len(hand) for hand in whole["hands"]]
    for public in ("middle", "starters", "plays", "piles", "stock", "turns"):
        assert view[public] == whole[public]
    assert view["seed"] is None and view["record"] is None


def test_the_others_play_until_it_is_the_seats_turn_again(client: FlaskClient) -> None:
    first = seat(client, seat=0, others="greedy")
    assert first["plays"] == [] and first["to_move"] == 0
    card = first["hands"][0][0]
    after = seat(client, game=first["game"], card=card)
    assert after["plays"][0] == card and len(after["plays"]) == 4 and after["to_move"] == 0


def test_the_engine_plays_the_other_seats_from_what_each_can_know() -> None:
    table = seat_deal(11, 3, [], seat=2, others=Others.ENGINE, samples=20)
    again = seat_deal(11, 3, [], seat=2, others=Others.ENGINE, samples=20)
    assert len(table.state.plays) == 2 and table.state.plays == again.state.plays


def test_once_the_deal_is_over_nothing_is_hidden() -> None:
    table = seat_deal(5, 2, [], seat=1, others=Others.GREEDY, samples=1)
    while table.to_move is not None:
        mine = table.state.hands[1][0]
        table = seat_deal(5, 2, [*table.state.plays, mine], seat=1, others=Others.GREEDY, samples=1)
    view = seat_view(table, 1)
    assert view["over"] and view["seed"] == 5 and len(view["plays"]) == 2 * HAND
    assert view["hands"] == [[], []] and view["record"].startswith('[Game "sum15"]')
    assert names(replay(5, 2, table.state.plays).state.plays) == view["plays"]


@pytest.mark.parametrize(
    ("body", "field", "slug"),
    [
        ({"card": "5H"}, "card", "illegal-move"),
        ({"seat": 4}, "seat", "invalid-position"),
        ({"players": 14, "decks": 2, "samples": 200}, "samples", "invalid-position"),
        ({"game": "not a token"}, "game", "invalid-game-token"),
        ({"others": "cheat"}, "others", "validation-error"),
        ({"card": "5X"}, "card", "validation-error"),
    ],
)
def test_what_cannot_be_played_is_refused_naming_the_field(
    client: FlaskClient, body: dict[str, Any], field: str, slug: str
) -> None:
    refused = client.post("/v1/sum15/seat", json=body)
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["type"].endswith(slug)
    assert field in problem["errors"]


def test_a_card_not_in_the_hand_and_another_games_token_are_refused(client: FlaskClient) -> None:
    view = seat(client, others="greedy")
    missing = next(card for card in ("KS", "KH", "KD") if card not in view["hands"][0])
    refused = client.post("/v1/sum15/seat", json={"game": view["game"], "card": missing})
    assert refused.status_code == 422 and "card" in refused.get_json()["errors"]
    settings = client.post("/v1/sum15/seat", json={"game": view["game"], "players": 5})
    assert settings.status_code == 422 and "players" in settings.get_json()["errors"]
    scrabble = client.post("/v1/math-scrabble/seat", json={"steps": 100}).get_json()["game"]
    refused = client.post("/v1/sum15/seat", json={"game": scrabble})
    assert refused.status_code == 422 and "game" in refused.get_json()["errors"]
