"""The rule sets and their symmetries."""

from __future__ import annotations

import pytest

from solver.tictactoe import GRAHAM, LINES, NYGAARD, Rules
from solver.tictactoe.symmetry import BOARD_MAPS, Symmetries


def test_the_board_has_eight_lines() -> None:
    assert len(LINES) == 8
    assert all(len(set(line)) == 3 for line in LINES)


@pytest.mark.parametrize("cell_map", BOARD_MAPS, ids=[f"map{i}" for i in range(8)])
def test_each_board_symmetry_maps_lines_to_lines(cell_map: tuple[int, ...]) -> None:
    lines = {frozenset(line) for line in LINES}
    assert {frozenset(cell_map[c] for c in line) for line in LINES} == lines


def test_the_eight_board_symmetries_are_distinct() -> None:
    assert len(set(BOARD_MAPS)) == 8


@pytest.mark.parametrize(
    ("rules", "k"),
    [
        (GRAHAM, 10),
        (NYGAARD, 10),
        (Rules("t14", 14, GRAHAM.odd, GRAHAM.even), None),
        (Rules("t18", 18, (2, 4, 6, 8, 10), (1, 3, 5, 7, 9)), None),
        (Rules("t12", 12, (1, 3, 5, 7), (2, 4, 6)), 8),
    ],
    ids=lambda v: v.name if isinstance(v, Rules) else str(v),
)
def test_the_map_a_to_k_minus_a_is_a_symmetry_only_when_it_preserves_wins(
    rules: Rules, k: int | None
) -> None:
    assert rules.reflection == k


def test_graham_and_nygaard_have_sixteen_symmetries() -> None:
    assert len(Symmetries(GRAHAM)) == 16
    assert len(Symmetries(Rules("t14", 14, GRAHAM.odd, GRAHAM.even))) == 8


def test_a_complement_board_has_the_same_canonical_key() -> None:
    symmetries = Symmetries(GRAHAM)
    board = (1, 0, 0, 0, 5, 0, 8, 0, 0)
    mirrored = (10 - 1, 0, 0, 0, 10 - 5, 0, 10 - 8, 0, 0)
    rotated = (8, 0, 1, 0, 5, 0, 0, 0, 0)
    keys = {symmetries.canonical(b)[0] for b in (board, mirrored, rotated)}
    assert len(keys) == 1


def test_nygaard_wins_on_parity_and_graham_does_not() -> None:
    assert NYGAARD.completes(1, 3, 7)
    assert not GRAHAM.completes(1, 3, 7)
    assert GRAHAM.completes(2, 4, 9)
