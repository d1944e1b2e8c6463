"""Properties of the API under generated positions: suggested moves are legal,
and answers never contradict each other move after move."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import create_app
from solver.tictactoe import GRAHAM, NYGAARD, Position, Rules
from solver.tictactoe.position import random_play
from tests.waiting import answered

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def cells(position: Position) -> list[int | None]:
    return [cell or None for cell in position.board]


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def check_move_and_its_consequences(
    client: FlaskClient, rules_field: Any, position: Position, seed: int, skill: float
) -> None:
    def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
        response = answered(client, path, body)  # a variant's solve is waited on, not timed
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()  # type: ignore[no-any-return]

    player = position.status.to_move
    if player is None:
        answer = post("/v1/move", {"rules": rules_field, "board": cells(position), "player": "odd"})
        assert answer["move"] is None and answer["outcome"] is None
        return
    request = {"rules": rules_field, "board": cells(position), "player": player.value}
    answer = post("/v1/move", {**request, "seed": seed, "skill": skill})
    move = answer["move"]
    assert move["player"] == player.value
    assert position.board[move["index"]] == 0, "the suggested cell is empty"
    assert move["token"] in position.remaining(player), "the suggested number is unused"

    analysis = post("/v1/analysis", {"rules": rules_field, "board": cells(position)})
    listed = {(m["move"]["index"], m["move"]["token"]): m for m in analysis["moves"]}
    assert (
        listed[move["index"], move["token"]]["outcome"],
        listed[move["index"], move["token"]]["plies"],
    ) == (
        answer["outcome"],
        answer["plies"],
    )
    best = analysis["moves"][0]
    assert (analysis["outcome"], analysis["plies"]) == (best["outcome"], best["plies"])
    if skill == 1.0:
        assert (answer["outcome"], answer["plies"]) == (analysis["outcome"], analysis["plies"])

    after = cells(position)
    after[move["index"]] = move["token"]
    status = post("/v1/status", {"rules": rules_field, "board": after})
    if answer["outcome"] == "win" and answer["plies"] == 1:
        assert status["state"] == "won" and status["winner"] == player.value
        assert after[status["line"][0]] is not None
    elif status["state"] == "in_progress":
        child = post("/v1/analysis", {"rules": rules_field, "board": after})
        flipped = {"win": "loss", "loss": "win", "draw": "draw"}[child["outcome"]]
        assert (flipped, child["plies"] + 1) == (answer["outcome"], answer["plies"])
    else:
        assert (answer["outcome"], answer["plies"]) in (("draw", 1), ("win", 1))


@SETTINGS
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]),
    game=st.integers(0, 2**32),
    plies=st.integers(0, 9),
    seed=st.integers(0, 2**63 - 1),
    skill=st.sampled_from([1.0, 0.5, 0.0]),
)
def test_moves_are_legal_and_consistent_in_the_named_games(
    client: FlaskClient, rules: Rules, game: int, plies: int, seed: int, skill: float
) -> None:
    check_move_and_its_consequences(
        client, rules.name, random_play(rules, random.Random(game), plies), seed, skill
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    target=st.integers(11, 19),
    parity=st.booleans(),
    game=st.integers(0, 2**32),
    plies=st.integers(2, 8),
    seed=st.integers(0, 1000),
)
def test_moves_are_legal_and_consistent_in_variants(
    client: FlaskClient, target: int, parity: bool, game: int, plies: int, seed: int
) -> None:
    spec = {"target": target, "parity_wins": parity}
    rules = Rules.from_spec(target=target, parity_wins=parity)
    check_move_and_its_consequences(
        client, spec, random_play(rules, random.Random(game), plies), seed, 1.0
    )
