"""Number Scrabble (Pick15): known facts, the magic square, and the API."""

from __future__ import annotations

import random

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import pick15
from solver.core.errors import PositionError, UnreachablePositionError, WrongPlayerError
from solver.core.state import GameState
from solver.core.value import Outcome, Value
from solver.pick15.position import (
    MAGIC_SQUARE,
    TRIPLES,
    Pick,
    Pick15Position,
    Side,
    choose_pick,
    move_values,
    principal_variation,
    value,
)
from solver.tictactoe import LINES


def test_the_triples_summing_to_15_are_the_magic_squares_lines() -> None:
    lines = {frozenset(MAGIC_SQUARE[i] for i in line) for line in LINES}
    assert {frozenset(t) for t in TRIPLES} == lines
    assert len(TRIPLES) == 8


def test_number_scrabble_is_a_draw_with_perfect_play() -> None:
    assert value(Pick15Position.from_picks()) == Value(Outcome.DRAW, 9)


def test_after_9_and_8_a_second_pick_of_1_2_3_or_7_loses() -> None:
    position = Pick15Position.from_picks(first=[9], second=[8])
    losing = {mv.pick.number for mv in move_values(position) if mv.value.outcome is Outcome.LOSS}
    assert losing == {1, 2, 3, 7}


def test_in_the_example_game_second_must_then_pick_4() -> None:
    position = Pick15Position.from_picks(first=[9, 2], second=[8])
    best = choose_pick(position, Side.SECOND)
    assert best is not None and best.pick.number == 4 and best.value.outcome is Outcome.WIN


def test_there_are_5478_legal_positions_as_in_tic_tac_toe() -> None:
    seen = set()
    frontier = [Pick15Position.from_picks()]
    while frontier:
        position = frontier.pop()
        key = (position.first, position.second)
        if key in seen:
            continue
        seen.add(key)
        frontier.extend(position.play(p) for p in position.legal_picks())
    assert len(seen) == 5478


def test_a_win_reports_the_numbers_and_their_squares() -> None:
    status = Pick15Position.from_picks(first=[1, 5, 9, 2], second=[3, 4, 7]).status
    assert (status.state, status.winner) == (GameState.WON, Side.FIRST)
    assert status.numbers == (1, 5, 9)
    assert status.line == (3, 4, 5)


@pytest.mark.parametrize(
    ("first", "second", "error"),
    [
        ([10], [], PositionError),
        ([1], [1], PositionError),
        ([1, 2, 3], [4], PositionError),
        ([], [1], PositionError),
        ([9, 2, 4], [8, 1, 6], UnreachablePositionError),
        ([1, 5, 9, 2, 6], [3, 4, 7, 8], UnreachablePositionError),
    ],
    ids=["ten", "twice", "first two ahead", "second first", "both hold 15", "game already over"],
)
def test_impossible_picks_are_refused(first: list[int], second: list[int], error: type) -> None:
    with pytest.raises(error):
        Pick15Position.from_picks(first, second)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.integers(0, 8))
def test_a_positions_value_is_the_best_of_its_picks(seed: int, picks: int) -> None:
    position = pick15.random_play(random.Random(seed), picks)
    moves = move_values(position)
    if position.is_over:
        assert value(position) is None and moves == []
        return
    assert value(position) == moves[0].value
    line = principal_variation(position)
    assert len(line) == moves[0].value.plies


def test_asking_for_the_wrong_side_is_an_error() -> None:
    with pytest.raises(WrongPlayerError):
        choose_pick(Pick15Position.from_picks(), Side.SECOND)


def test_pick_squares_follow_the_magic_square() -> None:
    assert [Pick(Side.FIRST, n).square for n in (2, 7, 6, 9, 5, 1, 4, 3, 8)] == list(range(9))


def test_the_api_answers_the_example_game(client: FlaskClient) -> None:
    picks = {"first": [9, 2], "second": [8]}
    status = client.post("/v1/pick15/status", json={"picks": picks}).get_json()
    assert status == {
        "state": "in_progress",
        "winner": None,
        "numbers": None,
        "line": None,
        "to_move": "second",
    }
    move = client.post("/v1/pick15/move", json={"picks": picks, "player": "second"}).get_json()
    assert move["move"] == {"player": "second", "number": 4, "square": 6}
    assert (move["outcome"], move["plies"]) == ("win", 5)
    analysis = client.post("/v1/pick15/analysis", json={"picks": {}}).get_json()
    assert (analysis["outcome"], analysis["plies"]) == ("draw", 9)
    assert len(analysis["moves"]) == 9 and len(analysis["principal_variation"]) == 9


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        ({"picks": {"first": [9, 2], "second": [8]}, "player": "first"}, 409, "player"),
        ({"picks": {"first": [10]}, "player": "second"}, 422, "picks.first[0]"),
        ({"picks": {"first": [9, 9]}, "player": "second"}, 422, "picks.first[1]"),
        ({"picks": {"first": ["9"]}, "player": "second"}, 422, "picks.first[0]"),
        ({"picks": {"third": [1]}, "player": "first"}, 422, "picks.third"),
        ({"player": "first"}, 422, "picks"),
        ({"picks": {}, "player": "third"}, 422, "player"),
    ],
    ids=["wrong turn", "ten", "twice", "string", "third player", "no picks", "unknown side"],
)
def test_the_api_refuses_bad_games(
    client: FlaskClient, body: dict[str, object], status: int, field: str
) -> None:
    response = client.post("/v1/pick15/move", json=body)
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    assert field in response.get_json()["errors"]


def test_the_board_is_a_magic_square_whose_lines_are_the_winning_sets(
    client: FlaskClient,
) -> None:
    """What a page draws the game on: every row, column and diagonal of the
    square sums to 15, and those eight lines are the sets that win."""
    board = client.get("/v1/pick15/board").get_json()
    square = board["square"]
    assert sorted(square) == list(range(1, 10))
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    assert all(sum(square[cell] for cell in line) == 15 for line in lines)
    drawn = sorted(sorted(square[cell] for cell in line) for line in lines)
    assert sorted(board["sets"]) == drawn
