"""Win certificates: the winner's strategy, proven by the search and
verified by a checker written from the rules alone (``certificates``)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from solver.cli import main
from solver.core.value import Outcome
from solver.tictactoe import GRAHAM, Player, Position, Rules, open_engine
from solver.tictactoe.notation import board_text
from solver.tictactoe.proof import NotAWinError, certificate_json, prove
from tests.tictactoe.certificates import CertificateError, check

FOUR = Rules.from_spec(size=4)
TEN_EMPTY = Position.from_board(
    [None, None, None, 12, None, 9, None, 10, 3, None, None, None, 16, 5, None, None], FOUR
)
"""A 4x4 position with 10 empty cells that Odd, to move, wins."""
BUDGET = 2_000_000
"""Positions the proofs below may search (they need well under a tenth)."""


@pytest.fixture(scope="module")
def ten_empty() -> dict[str, Any]:
    return certificate_json(prove(TEN_EMPTY, nodes=BUDGET))


def test_a_4x4_win_with_ten_empty_cells_is_proven_and_checked(ten_empty: dict[str, Any]) -> None:
    assert ten_empty["winner"] == "odd"
    assert check(json.loads(json.dumps(ten_empty))) >= ten_empty["positions"]


def test_a_wrong_move_in_the_strategy_is_caught(ten_empty: dict[str, Any]) -> None:
    """Each of the winner's moves replaced by another legal one that does
    not win at once: the checker finds a line it loses or draws, or a
    position with no move, for at least one of them."""
    caught = 0
    for board, (cell, token) in list(ten_empty["strategy"].items())[:20]:
        cells = board.split(",")
        others = [c for c, mark in enumerate(cells) if mark == "_" and c != cell]
        broken = copy.deepcopy(ten_empty)
        broken["strategy"][board] = [others[0], token]
        try:
            check(broken)
        except CertificateError:
            caught += 1
    assert caught > 0


def test_a_missing_position_and_a_false_winner_are_refused(ten_empty: dict[str, Any]) -> None:
    missing = copy.deepcopy(ten_empty)
    missing["strategy"].pop(sorted(missing["strategy"])[-1])
    with pytest.raises(CertificateError):
        check(missing)
    other = copy.deepcopy(ten_empty) | {"winner": "even"}
    with pytest.raises(CertificateError):
        check(other)
    illegal = copy.deepcopy(ten_empty)
    illegal["strategy"][board_text(TEN_EMPTY.board)] = [3, 1]  # cell 3 holds 12
    with pytest.raises(CertificateError, match="not a legal move"):
        check(illegal)


def test_grahams_game_is_a_first_player_win_move_for_move_with_the_table() -> None:
    """From the empty 3x3 board every move of the certificate wins by the
    table, and the checker verifies it."""
    certificate = prove(Position.empty(GRAHAM), nodes=BUDGET)
    assert certificate.winner is Player.ODD
    engine = open_engine(GRAHAM)
    for board, (cell, token) in certificate.strategy.items():
        position = Position.from_board([t or None for t in board], GRAHAM)
        values = {(mv.move.index, mv.move.token): mv.value for mv in engine.move_values(position)}
        assert values[cell, token].outcome is Outcome.WIN
    assert check(certificate_json(certificate)) >= certificate.size


def test_a_draw_has_no_win_certificate() -> None:
    drawn = Position.from_board([None, None, None, None, 5, None, None, None, 8], GRAHAM)
    assert open_engine(GRAHAM).value(drawn).outcome is Outcome.DRAW  # type: ignore[union-attr]
    with pytest.raises(NotAWinError):
        prove(drawn, nodes=BUDGET)


def test_a_budget_too_small_is_said_so() -> None:
    with pytest.raises(NotAWinError, match="budget"):
        prove(TEN_EMPTY, nodes=100)


def test_the_command_line_writes_a_certificate_the_checker_verifies(tmp_path: Path) -> None:
    written = tmp_path / "certificate.json"
    board = board_text(TEN_EMPTY.board)
    assert main(["prove", "--board", board, "--nodes", str(BUDGET), "--output", str(written)]) == 0
    assert check(json.loads(written.read_text())) > 0
    assert main(["prove", "--rules", "graham", "--board", "_,_,_,_,5,_,_,_,8"]) == 1


def test_the_command_line_refuses_a_store_of_another_games_facts(tmp_path: Path) -> None:
    store = str(tmp_path / "known.db")
    assert main(["prove", "--rules", "graham", "--store", store]) == 0
    assert main(["prove", "--rules", "nygaard", "--store", store]) == 2


@pytest.mark.parametrize("option", ["--nodes", "--table", "--store-entries"])
def test_the_command_line_refuses_a_size_below_one(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["prove", option, "0"])
    assert exit_.value.code == 2
    assert f"argument {option}: 0 is less than 1" in capsys.readouterr().err
