"""Validation of positions, case by case, and the status of a game."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.errors import IllegalMoveError, PositionError, UnreachablePositionError
from solver.core.state import GameState
from solver.tictactoe import (
    GRAHAM,
    NYGAARD,
    BoardSizeError,
    DuplicateTokenError,
    InvalidTokenError,
    Move,
    Player,
    Position,
    TokensMismatchError,
    TurnOrderError,
)
from tests.tictactoe.reference import is_reachable

_: None = None


def board(*cells: Any) -> list[Any]:
    return list(cells)


INVALID = [
    ("eight cells", board(_, _, _, _, _, _, _, _), BoardSizeError, None),
    ("ten cells", board(_, _, _, _, _, _, _, _, _, _), BoardSizeError, None),
    ("a string board", "_________", BoardSizeError, None),
    ("ten", board(10, _, _, _, _, _, _, _, _), InvalidTokenError, 0),
    ("negative", board(_, -1, _, _, _, _, _, _, _), InvalidTokenError, 1),
    ("a float", board(_, _, 5.0, _, _, _, _, _, _), InvalidTokenError, 2),
    ("a string", board(_, _, _, "5", _, _, _, _, _), InvalidTokenError, 3),
    ("a boolean", board(_, _, _, _, True, _, _, _, _), InvalidTokenError, 4),
    ("a list", board(_, _, _, _, _, [5], _, _, _), InvalidTokenError, 5),
    ("a number twice", board(5, 2, _, _, 5, _, _, _, _), DuplicateTokenError, 4),
    ("even first", board(2, _, _, _, _, _, _, _, _), TurnOrderError, None),
    ("even ahead", board(2, 4, 1, _, _, _, _, _, _), TurnOrderError, None),
    ("odd two ahead", board(1, 3, _, _, _, _, _, _, _), TurnOrderError, None),
    (
        "two parallel completed lines",
        board(1, 6, 8, 3, 5, 7, 2, 4, _),
        UnreachablePositionError,
        None,
    ),
    (
        "an all-odd line after even moved",
        board(1, 5, 9, 2, 4, _, 6, _, _),
        UnreachablePositionError,
        0,
    ),
    (
        "odd's line with even to blame",
        board(3, 5, 7, 2, _, _, 4, 8, _),
        UnreachablePositionError,
        0,
    ),
]


@pytest.mark.parametrize(
    ("cells", "error", "index"),
    [case[1:] for case in INVALID],
    ids=[case[0] for case in INVALID],
)
def test_invalid_boards_are_rejected_naming_the_cell(
    cells: Any, error: type[PositionError], index: int | None
) -> None:
    with pytest.raises(error) as raised:
        Position.from_board(cells)
    assert raised.value.index == index
    if index is not None:
        assert f"cell {index}" in str(raised.value) or "cells" in str(raised.value)


def test_zero_is_an_empty_cell() -> None:
    assert Position.from_board([0] * 9) == Position.from_board([None] * 9)


@pytest.mark.parametrize(
    "tokens",
    [
        {Player.ODD: [1, 3, 7, 9, 5]},
        {Player.ODD: [1, 3, 7]},
        {Player.EVEN: [2, 4, 6, 8, 10]},
        {Player.ODD: [1, 3, 7, 7]},
        {Player.ODD: [1, 3, 7, 11]},
    ],
    ids=[
        "placed number listed",
        "number missing",
        "foreign number",
        "listed twice",
        "not a number of odd",
    ],
)
def test_remaining_tokens_must_match_the_board(tokens: dict[Player, list[int]]) -> None:
    with pytest.raises(TokensMismatchError) as raised:
        Position.from_board([_, _, _, _, 5, _, _, _, _], tokens=tokens)
    (player,) = tokens
    assert raised.value.part == f"tokens.{player.value}"  # whose list is wrong


def test_remaining_tokens_that_match_are_accepted() -> None:
    position = Position.from_board(
        [_, _, _, _, 5, _, _, _, _],
        tokens={Player.ODD: [9, 7, 3, 1], Player.EVEN: [2, 4, 6, 8]},
    )
    assert position.remaining(Player.ODD) == (1, 3, 7, 9)


def test_the_empty_board_is_odds_turn() -> None:
    status = Position.empty().status
    assert (status.state, status.winner, status.line, status.to_move) == (
        GameState.IN_PROGRESS,
        None,
        None,
        Player.ODD,
    )


def test_a_line_summing_to_15_is_won_by_the_last_mover() -> None:
    status = Position.from_board([2, 4, 9, 1, 3, _, _, _, _]).status
    assert (status.state, status.winner, status.line, status.to_move) == (
        GameState.WON,
        Player.ODD,
        (0, 1, 2),
        None,
    )


def test_even_can_complete_a_line_with_odd_numbers() -> None:
    status = Position.from_board([9, 2, 4, 1, 3, _, _, _, 6]).status
    assert (status.state, status.winner, status.line) == (GameState.WON, Player.EVEN, (0, 1, 2))


def test_one_move_can_complete_two_lines() -> None:
    status = Position.from_board([1, 2, 3, 4, 5, 6, 7, 8, 9]).status
    assert status.state is GameState.WON
    assert status.winner is Player.ODD
    assert status.line == (3, 4, 5)


def test_three_of_a_parity_wins_only_in_nygaard() -> None:
    cells = [1, 3, 7, 2, 4, _, _, _, _]
    assert Position.from_board(cells, GRAHAM).status.state is GameState.IN_PROGRESS
    assert Position.from_board(cells, NYGAARD).status.winner is Player.ODD


def test_a_full_board_without_a_line_is_a_draw() -> None:
    status = Position.from_board([1, 2, 3, 4, 5, 7, 6, 9, 8]).status
    assert status.state is GameState.DRAW
    assert status.to_move is None


def test_playing_a_move_fills_the_cell() -> None:
    position = Position.empty().play(Move(Player.ODD, 4, 5))
    assert position.board[4] == 5
    assert position.status.to_move is Player.EVEN


@pytest.mark.parametrize(
    "move",
    [
        Move(Player.EVEN, 0, 2),
        Move(Player.ODD, 4, 3),
        Move(Player.ODD, 0, 5),
        Move(Player.ODD, 9, 1),
    ],
    ids=["wrong player", "occupied cell", "used number", "off the board"],
)
def test_illegal_moves_are_refused(move: Move) -> None:
    position = Position.from_board([_, _, _, _, 5, _, _, _, _]).play(Move(Player.EVEN, 0, 2))
    with pytest.raises(IllegalMoveError):
        position.play(move)


@settings(max_examples=3000, deadline=None)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]),
    tokens=st.integers(5, 9),
    data=st.data(),
)
def test_a_board_is_accepted_exactly_when_legal_play_reaches_it(rules, tokens, data) -> None:  # type: ignore[no-untyped-def]
    """Random boards with the right counts, checked against taking moves back."""
    odd = data.draw(st.permutations(rules.odd))[: (tokens + 1) // 2]
    even = data.draw(st.permutations(rules.even))[: tokens // 2]
    cells = data.draw(st.permutations(range(9)))
    board = [0] * 9
    for cell, token in zip(cells, [*odd, *even], strict=False):
        board[cell] = token
    try:
        Position.from_board(board, rules)
        accepted = True
    except UnreachablePositionError:
        accepted = False
    assert accepted == is_reachable(tuple(board), rules)
