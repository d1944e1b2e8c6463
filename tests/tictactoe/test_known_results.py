"""Published and independently computed facts about the two games."""

from __future__ import annotations

import pytest

from solver.core.state import GameState
from solver.core.value import Outcome, Value
from solver.tictactoe import GRAHAM, NYGAARD, Move, Player, Position, Rules, open_engine
from solver.tictactoe.store import table_path
from solver.tictactoe.table import load

_: None = None


def test_grahams_game_is_a_win_for_odd_taking_all_nine_plies() -> None:
    assert open_engine(GRAHAM).value(Position.empty(GRAHAM)) == Value(Outcome.WIN, 9)


def test_nygaards_game_is_a_draw() -> None:
    assert open_engine(NYGAARD).value(Position.empty(NYGAARD)) == Value(Outcome.DRAW, 9)


@pytest.mark.parametrize("index", range(9))
def test_in_nygaards_game_an_opening_5_loses_in_any_cell(index: int) -> None:
    engine = open_engine(NYGAARD)
    moves = {mv.move: mv.value for mv in engine.move_values(Position.empty(NYGAARD))}
    assert moves[Move(Player.ODD, index, 5)].outcome is Outcome.LOSS


def test_in_nygaards_game_even_answers_a_central_5_with_2_beside_it() -> None:
    """Markowsky: Even puts 2 next to the 5, then 4 for a double threat."""
    engine = open_engine(NYGAARD)
    position = Position.from_board([_, _, _, _, 5, _, _, _, _], NYGAARD)
    best = engine.best_moves(position)
    assert Move(Player.EVEN, 1, 2) in best
    assert engine.value(position) == Value(Outcome.WIN, 5)


def test_the_principal_variation_of_grahams_game_ends_in_odds_win() -> None:
    engine = open_engine(GRAHAM)
    position = Position.empty(GRAHAM)
    line = engine.principal_variation(position)
    assert len(line) == 9
    for move in line:
        position = position.play(move)
    assert position.status.state is GameState.WON
    assert position.status.winner is Player.ODD


# Counts of legal positions by tokens placed, from an independent brute-force
# enumeration (every reachable board, no symmetry): Markowsky's open question.
LEGAL_POSITIONS = {
    "graham": [1, 45, 1440, 20160, 181440, 907200, 2372736, 3550400, 1646472, 324072],
    "nygaard": [1, 45, 1440, 20160, 181440, 907200, 2188416, 3165504, 1093000, 162056],
}
GAME_OVER = {
    "graham": [0, 0, 0, 0, 6912, 67712, 378880, 883840, 578784, 324072],
    "nygaard": [0, 0, 0, 0, 6912, 131904, 555264, 1587072, 713344, 162056],
}


@pytest.mark.parametrize("rules", [GRAHAM, NYGAARD], ids=lambda r: r.name)
def test_legal_position_counts_match_a_brute_force_enumeration(rules: Rules) -> None:
    layers = load(table_path(rules)).layers
    assert [layer.positions for layer in layers] == LEGAL_POSITIONS[rules.name]
    assert [layer.won + layer.drawn for layer in layers] == GAME_OVER[rules.name]
    assert sum(LEGAL_POSITIONS["graham"]) == 9_003_966
    assert sum(LEGAL_POSITIONS["nygaard"]) == 7_719_262
