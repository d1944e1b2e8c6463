"""Six scoreless turns in a row end the game: by equity, a player never
exchanges or passes into an end it does not win while it has a play, nor
exchanges once two scoreless turns in a row bring the end near, and takes
the end when it wins it (issue 54: seed 2024 ended 0-0 after six
exchanges, player 1 giving back nine tiles instead of `H6 6=6` for 12)."""

from __future__ import annotations

import pytest

from solver.mathscrabble.board import Board
from solver.mathscrabble.choice import advise, choose
from solver.mathscrabble.equity import (
    STREAK,
    Ranking,
    Stop,
    best_keep,
    scoreless_stop,
)
from solver.mathscrabble.league import Player
from solver.mathscrabble.leave import FEATURES, FULL_BAG, LeaveModel, shipped
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import SCORELESS_TURNS, Kind
from solver.mathscrabble.tiles import rack_counts
from tests.mathscrabble.boards import SEED_BOARD, board_of, midgame

KEPT_FEATURES = FEATURES[: FEATURES.index("imbalance") + 1]
"""The features of the tiles kept (the draw's follow)."""

GLUT = "6==××÷÷--"
"""A rack of operators and ``=``: by the shipped leaves, giving back all
nine tiles (0.0) is worth more than any play (the best, -41.2)."""

HATES_KEEPING = LeaveModel(
    tuple(-1000.0 if name in KEPT_FEATURES else 0.0 for name in FEATURES)
)
"""Any tile kept costs more than a play can score, and the draw nothing:
always exchange."""


@pytest.mark.parametrize(
    ("scoreless", "spread", "stop"),
    [
        (0, 0, Stop.GOES_ON),
        (1, -10, Stop.GOES_ON),
        (2, 10, Stop.NEARS),  # the third: the end comes within the opponent's reach
        (3, -10, Stop.NEARS),  # the fifth is the opponent's to take
        (4, 3, Stop.NEARS),  # the opponent, behind, will not end it
        (4, 0, Stop.LOSES),  # the opponent may end it drawn
        (4, -10, Stop.LOSES),
        (5, 0, Stop.LOSES),  # 0-0
        (5, -10, Stop.LOSES),
        (5, 3, Stop.WINS),
    ],
)
def test_what_a_scoreless_turn_does_to_the_six_turn_end(
    scoreless: int, spread: int, stop: Stop
) -> None:
    assert scoreless_stop(scoreless, spread) is stop


@pytest.mark.parametrize(
    ("scoreless", "spread", "action"),
    [
        (0, 0, Kind.EXCHANGE),
        (1, 3, Kind.EXCHANGE),
        (2, 3, Kind.PLAY),  # a third scoreless turn: the end comes within reach
        (4, 3, Kind.PLAY),
        (4, 0, Kind.PLAY),
        (SCORELESS_TURNS - 1, 0, Kind.PLAY),  # seed 2024: a play, not 0-0
        (SCORELESS_TURNS - 1, -10, Kind.PLAY),
        (SCORELESS_TURNS - 1, 3, Kind.PASS),  # the pass ends the game won
    ],
)
def test_equity_exchanges_only_while_the_end_is_out_of_reach(
    scoreless: int, spread: int, action: Kind
) -> None:
    board, rack = board_of(SEED_BOARD), rack_counts(GLUT)
    choice = choose(
        board,
        rack,
        ranking=Ranking.EQUITY,
        bag=84,
        model=shipped(),
        max_steps=20_000,
        scoreless=scoreless,
        spread=spread,
    )
    assert choice.action is action
    if action is Kind.PLAY:
        assert choice.play is not None and choice.play.score > 0


@pytest.mark.parametrize(("spread", "action"), [(-10, Kind.PLAY), (3, Kind.PASS)])
def test_with_the_bag_empty_the_sixth_pass_is_taken_only_to_win(
    spread: int, action: Kind
) -> None:
    board, rack, opponent = midgame(2, 4), rack_counts("17-="), rack_counts("2÷=")
    choice = choose(
        board,
        rack,
        ranking=Ranking.EQUITY,
        bag=0,
        model=shipped(),
        opponent=opponent,
        scoreless=SCORELESS_TURNS - 1,
        spread=spread,
    )
    assert choice.action is action


def test_the_advice_offers_no_exchange_into_a_lost_end() -> None:
    board, rack = board_of(SEED_BOARD), rack_counts(GLUT)

    def offered(scoreless: int) -> bool:
        advice = advise(
            board,
            rack,
            ranking=Ranking.EQUITY,
            limit=3,
            bag=84,
            model=shipped(),
            scoreless=scoreless,
            spread=0,
        )
        assert advice.ranked
        return advice.exchange is not None

    assert offered(0) and offered(STREAK - 1)
    assert not offered(STREAK) and not offered(SCORELESS_TURNS - 1)


def test_an_exchange_loop_stops_before_the_end_comes_within_reach() -> None:
    """Both sides prefer exchanging to any play, yet after two exchanges in
    a row the turn is a play: an exchange loop counts its turns."""
    game = Game(2024, max_steps=20_000, players=(Player.EQUITY,) * 2, model=HATES_KEEPING)
    counts = []
    for _ in range(12):
        turn = game.turn()
        counts.append(game.table.state.scoreless)
        if counts[-2:-1] == [STREAK]:
            assert turn.action is Kind.PLAY
    assert max(counts) == STREAK and not game.over


def test_before_the_first_play_an_exchange_keeps_an_equals() -> None:
    """Deal 42 (20,000 steps a turn) ended 0-0: ``0223567==`` gave back
    both ``=``, and without one no first play can be made."""
    rack = rack_counts("0223567==")
    keep, _ = best_keep(rack, shipped(), FULL_BAG, first_play=True)
    assert keep["="] >= 1
    assert best_keep(rack, shipped(), FULL_BAG)[0]["="] == 0  # the model alone gives them back
    choice = choose(Board.empty(), rack, ranking=Ranking.EQUITY, bag=84, model=shipped())
    assert choice.action is Kind.PLAY or (choice.keep is not None and choice.keep["="])


def test_deal_42_no_longer_ends_0_0() -> None:
    game = Game(42, max_steps=20_000, players=(Player.EQUITY,) * 2, model=shipped())
    turns = [game.turn() for _ in range(SCORELESS_TURNS)]
    assert not game.over and any(turn.action is Kind.PLAY for turn in turns)
