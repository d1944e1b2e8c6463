"""Markowsky's open problems as rule sets: larger boards, shared numbers,
product lines; the 3x3 ones solved exactly and checked by brute force."""

from __future__ import annotations

import random

import pytest

from solver.tictactoe.errors import InvalidRulesError, TurnOrderError
from solver.tictactoe.geometry import geometry
from solver.tictactoe.position import Move, Position, random_play
from solver.tictactoe.rules import LineRule, Player, Rules, rules_from_id
from solver.tictactoe.variants import solve_engine
from tests.tictactoe import brute

SHARED = Rules.from_spec(shared=True)
PRODUCT = Rules.from_spec(line=LineRule.PRODUCT, target=105)
SHARED_PRODUCT = Rules.from_spec(line=LineRule.PRODUCT, target=120, shared=True)
FOUR = Rules.from_spec(size=4)
FIVE = Rules.from_spec(size=5)


@pytest.mark.parametrize("size", [3, 4, 5])
def test_every_symmetry_of_a_board_carries_lines_onto_lines(size: int) -> None:
    board = geometry(size)
    lines = {frozenset(line) for line in brute.lines_of(size)}
    assert {frozenset(line) for line in board.lines} == lines
    for image in board.symmetries:
        assert sorted(image) == list(range(size * size))
        assert {frozenset(image[c] for c in line) for line in lines} == lines
    assert len(board.symmetries) == (8 if size == 3 else 32)


def test_larger_boards_default_to_the_numbers_one_to_n_squared_and_the_magic_sum() -> None:
    assert (FOUR.target, FOUR.odd, FOUR.even) == (
        34,
        tuple(range(1, 16, 2)),
        tuple(range(2, 17, 2)),
    )
    assert (FIVE.target, len(FIVE.odd), len(FIVE.even)) == (65, 13, 12)
    assert Position.empty(FOUR).board == (0,) * 16


@pytest.mark.parametrize(
    "rules",
    [SHARED, PRODUCT, SHARED_PRODUCT, FOUR, FIVE, Rules.from_spec(size=4, shared=True)],
    ids=lambda rules: rules.name,
)
def test_each_rule_set_has_one_id_that_reads_back(rules: Rules) -> None:
    assert rules_from_id(rules.name) == rules
    assert rules_from_id(rules.name).name == rules.name


def test_shared_numbers_are_one_pool_however_they_are_split() -> None:
    split = Rules.from_spec(shared=True, odd=[1, 2, 3], even=[4, 5, 6, 7, 8, 9])
    assert split == SHARED
    assert split.name == SHARED.name


@pytest.mark.parametrize(
    ("parts", "part"),
    [
        ({"line": LineRule.PRODUCT}, "target"),
        ({"line": LineRule.PRODUCT, "target": 11}, "target"),
        ({"size": 4, "target": 200}, "target"),
        ({"size": 6}, "size"),
        ({"size": 3, "odd": list(range(1, 21, 2))}, "numbers.odd"),
    ],
)
def test_a_rule_set_that_means_nothing_is_refused_naming_the_part(
    parts: dict[str, object], part: str
) -> None:
    with pytest.raises(InvalidRulesError) as caught:
        Rules.from_spec(**parts)  # type: ignore[arg-type]
    assert caught.value.part == part


def test_with_shared_numbers_either_player_places_any_number_left() -> None:
    position = Position.empty(SHARED).play(Move(Player.ODD, 4, 2))
    assert position.status.to_move is Player.EVEN
    assert position.remaining(Player.EVEN) == (1, 3, 4, 5, 6, 7, 8, 9)
    assert Move(Player.EVEN, 0, 8) in position.legal_moves()


def test_a_product_line_wins_by_its_product() -> None:
    board = [3, 5, 7] + [0] * 6
    with pytest.raises(TurnOrderError):  # Odd's three numbers alone cannot arise
        Position.from_board(board, PRODUCT)
    position = Position.from_board([3, 5, 0, 2, 4, 0, 0, 0, 0], PRODUCT)
    assert position.play(Move(Player.ODD, 2, 7)).status.winner is Player.ODD


@pytest.mark.parametrize(
    "rules",
    [
        SHARED,
        PRODUCT,
        SHARED_PRODUCT,
        Rules.from_spec(shared=True, parity_wins=True),
        Rules.from_spec(target=14, shared=True, first=Player.EVEN),
    ],
    ids=lambda rules: rules.name,
)
def test_the_exact_solver_agrees_with_brute_force_on_3x3(rules: Rules) -> None:
    rng = random.Random(rules.name)
    checked = 0
    while checked < 12:
        position = random_play(rules, rng, 4 + checked % 2)
        if position.status.to_move is None:
            continue
        engine = solve_engine(position)
        assert engine.value(position).score == brute.score(position.board, rules)  # type: ignore[union-attr]
        values = {
            (mv.move.index, mv.move.token): mv.value.score for mv in engine.move_values(position)
        }
        assert values == brute.move_scores(position.board, rules)
        checked += 1
