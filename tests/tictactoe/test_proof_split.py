"""A proof split into subproblems (one per class of symmetric positions),
each proven on its own, and put back together into one certificate that
the independent checker verifies."""

from __future__ import annotations

import json

import pytest

from solver.core.value import Outcome as TableOutcome
from solver.tictactoe import GRAHAM, NYGAARD, Player, Position, Rules, open_engine
from solver.tictactoe.board_symmetry import canonical, symmetries
from solver.tictactoe.proof import NotAWinError, certificate_json, prove
from solver.tictactoe.proof_split import Outcome, Split, assemble, split, winner_of
from tests.tictactoe.certificates import check

BUDGET = 2_000_000


def proven(plan: Split) -> dict[tuple[int, ...], Outcome]:
    """Every subproblem of ``plan`` proven here, one by one."""
    results = {}
    for leaf in plan.leaves:
        try:
            found = prove(Position.from_board([t or None for t in leaf], plan.rules), nodes=BUDGET)
        except NotAWinError:
            results[leaf] = Outcome(None, {})
        else:
            results[leaf] = Outcome(found.winner, found.strategy)
    return results


@pytest.mark.parametrize("rules", [GRAHAM, Rules.from_spec(size=4)], ids=lambda r: r.name[:12])
def test_a_symmetry_and_its_inverse_map_a_board_back(rules: Rules) -> None:
    maps = symmetries(rules)
    assert len(maps) == (16 if rules.size == 3 else 32)  # with a -> 10 - a on 3x3
    board = tuple([3, 0, 0, 8, 5] + [0] * (rules.geometry.cells - 5))
    for symmetry in maps:
        assert symmetry.inverse().board(symmetry.board(board)) == board
        assert canonical(symmetry.board(board), maps)[0] == canonical(board, maps)[0]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_grahams_game_split_and_assembled_is_the_first_players_win(depth: int) -> None:
    plan = split(Position.empty(GRAHAM), depth)
    results = proven(plan)
    assert winner_of(plan, results) is Player.ODD
    certificate = assemble(plan, results)
    assert check(json.loads(json.dumps(certificate_json(certificate)))) >= certificate.size


def test_nygaards_game_split_is_a_draw_as_its_table_says() -> None:
    empty = Position.empty(NYGAARD)
    assert open_engine(NYGAARD).value(empty).outcome is TableOutcome.DRAW  # type: ignore[union-attr]
    plan = split(empty, 2)
    results = proven(plan)
    assert winner_of(plan, results) is None
    with pytest.raises(ValueError, match="draw"):
        assemble(plan, results)


def test_a_subproblem_with_no_result_is_named() -> None:
    plan = split(Position.empty(GRAHAM), 1)
    results = proven(plan)
    missing = dict(list(results.items())[1:])
    with pytest.raises(KeyError):
        winner_of(plan, missing)
