"""The proof search against brute force: "does this side win?" answered
as the rules' own minimax answers it, on late positions of every board and
rule set, with a table so small it is pruned all the time."""

from __future__ import annotations

import pytest

from solver.tictactoe.proof_search import ProofSearch
from solver.tictactoe.rules import Player, Rules
from tests.tictactoe import brute
from tests.tictactoe.test_search import RULE_SETS, late_positions


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
@pytest.mark.parametrize("table_limit", [2_000_000, 3])
def test_each_sides_win_is_the_brute_forces(rules: Rules, table_limit: int) -> None:
    for empty in (5, 6):
        for position in late_positions(rules, empty, 6):
            best = brute.score(position.board, rules)  # for the side to move
            mover = brute.to_move(position.board, rules)
            for side in Player:
                wins = ProofSearch(position, side, table_limit=table_limit).wins()
                assert wins == (best > 0 if side is mover else best < 0), (position.board, side)
