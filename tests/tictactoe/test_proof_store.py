"""What a proof learns, kept on disk: a proof stopped by its budget goes
on from where it was; the file never holds more boards than its setting;
facts of one board add up; the proof's own table stays within its bound."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solver.tictactoe import Player, Position, Rules
from solver.tictactoe.proof import NotAWinError, certificate_json, prove
from solver.tictactoe.proof_search import ProofSearch, fact
from solver.tictactoe.proof_store import DiskStore
from tests.tictactoe.certificates import check

FOUR = Rules.from_spec(size=4)
ELEVEN_EMPTY = Position.from_board(
    [None, None, None, None, None, None, 9, None, 3, None, None, None, 14, None, 5, 10], FOUR
)
"""Even to move wins (about 200,000 positions searched from nothing)."""


def test_a_proof_stopped_by_its_budget_resumes_from_its_file(tmp_path: Path) -> None:
    fresh = prove(ELEVEN_EMPTY, winner=Player.EVEN)
    with DiskStore(tmp_path / "known.db", 1_000_000, FOUR.name) as store:
        with pytest.raises(NotAWinError, match="budget"):
            prove(ELEVEN_EMPTY, winner=Player.EVEN, nodes=fresh.nodes // 2, store=store)
    with DiskStore(tmp_path / "known.db", 1_000_000, FOUR.name) as store:
        assert store.entries > 0
        resumed = prove(ELEVEN_EMPTY, winner=Player.EVEN, store=store)
    assert resumed.winner is Player.EVEN
    assert resumed.nodes < fresh.nodes
    assert check(json.loads(json.dumps(certificate_json(resumed)))) >= resumed.size


def test_the_file_keeps_no_more_boards_than_its_setting(tmp_path: Path) -> None:
    with DiskStore(tmp_path / "known.db", 10, FOUR.name) as store:
        prove(ELEVEN_EMPTY, winner=Player.EVEN, store=store, store_from=6)
    assert DiskStore(tmp_path / "known.db", 10, FOUR.name).entries == 10


def test_facts_of_one_board_add_up(tmp_path: Path) -> None:
    with DiskStore(tmp_path / "known.db", 5, FOUR.name) as store:
        store.add("1,2", fact(Player.ODD, False))
        store.flush()
        store.add("1,2", fact(Player.EVEN, True))
    both = fact(Player.ODD, False) | fact(Player.EVEN, True)
    assert DiskStore(tmp_path / "known.db", 5, FOUR.name).get("1,2") == both


def test_the_proofs_table_stays_within_its_bound() -> None:
    search = ProofSearch(ELEVEN_EMPTY, Player.EVEN, table_limit=1_000)
    assert search.wins()
    assert len(search.table) <= 1_000
    assert search.nodes > 10_000


def test_a_file_of_one_games_facts_is_refused_for_another(tmp_path: Path) -> None:
    DiskStore(tmp_path / "known.db", 10, FOUR.name).close()
    with pytest.raises(ValueError, match="keeps facts of the game"):
        DiskStore(tmp_path / "known.db", 10, Rules.from_spec(size=5).name)


def test_a_proof_table_of_no_positions_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one"):
        ProofSearch(ELEVEN_EMPTY, Player.EVEN, table_limit=0)


def test_the_winning_move_is_asked_only_of_the_side_to_move() -> None:
    search = ProofSearch(ELEVEN_EMPTY, Player.ODD)  # Even is to move
    with pytest.raises(ValueError, match="not to move"):
        search.winning_move(search.numbers[Player.ODD], search.numbers[Player.EVEN])
