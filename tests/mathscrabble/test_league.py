"""The league: the tile-dumper lays the most tiles, the random player a
seeded legal play, every player without a play exchanges or passes, and a
tournament plays any two on paired deals at a budget of steps."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from solver.mathscrabble.board import Board
from solver.mathscrabble.league import Player, take_turn
from solver.mathscrabble.leave import shipped
from solver.mathscrabble.moves import generate
from solver.mathscrabble.scoring import Play, score
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import Kind, MathScrabbleState
from solver.mathscrabble.tiles import BAG, rack_counts, rack_text
from solver.mathscrabble.tournament import run
from tests.mathscrabble.boards import SEED_BOARD, board_of


def position(board: Board, rack: str, bag: int = 50) -> MathScrabbleState:
    """``rack`` to move on ``board`` with ``bag`` tiles in the bag."""
    rest = sorted((Counter(BAG) - board.counts() - rack_counts(rack)).elements())
    return MathScrabbleState(
        board,
        (rack, rack_text(Counter(rest[:9]))),
        rack_text(Counter(rest[9 : 9 + bag])),
        (0, 0),
        0,
        drawing=None,
        dealing=False,
    )


def every_play(state: MathScrabbleState) -> list[Play]:
    plays: list[Play] = []
    assert generate(state.board, rack_counts(state.racks[0]), emit=plays.append)
    return plays


def test_the_tile_dumper_lays_the_most_tiles_then_scores_the_most() -> None:
    state = position(board_of(SEED_BOARD), "12+=3×4")
    plays = every_play(state)
    most = max(len(play.tiles) for play in plays)
    best = max(play.score for play in plays if len(play.tiles) == most)
    choice = take_turn(Player.TILES, state, model=shipped(), max_steps=None, rng=random.Random(0))
    assert choice.action is Kind.PLAY and choice.play is not None
    assert len(choice.play.tiles) == most and choice.play.score == best


def test_the_random_player_plays_a_legal_play_drawn_from_its_generator() -> None:
    state = position(board_of(SEED_BOARD), "12+=3×4")
    keys = {play.key() for play in every_play(state)}
    chosen = []
    for seed in range(6):
        choice = take_turn(
            Player.RANDOM, state, model=shipped(), max_steps=20_000, rng=random.Random(seed)
        )
        assert choice.play is not None and choice.play.key() in keys
        assert score(state.board, choice.play.tiles).legal
        again = take_turn(
            Player.RANDOM, state, model=shipped(), max_steps=20_000, rng=random.Random(seed)
        )
        assert again.play == choice.play
        chosen.append(choice.play.key())
    assert len(set(chosen)) > 1


@pytest.mark.parametrize("player", [Player.SCORE, Player.TILES, Player.RANDOM])
@pytest.mark.parametrize(("bag", "action"), [(50, Kind.EXCHANGE), (8, Kind.PASS)])
def test_with_no_play_a_player_exchanges_its_rack_while_the_bag_allows_else_passes(
    player: Player, bag: int, action: Kind
) -> None:
    state = position(Board.empty(), "++--÷÷××", bag)
    assert not every_play(state)
    choice = take_turn(player, state, model=shipped(), max_steps=2_000, rng=random.Random(0))
    assert choice.action is action and choice.play is None
    if action is Kind.EXCHANGE:
        assert choice.keep == Counter()  # the whole rack goes back


def _spread(deal: int, players: tuple[Player, Player]) -> int:
    game = Game(deal, max_steps=500, players=players, model=shipped())
    for _ in game.play_out():
        pass
    return game.scores[0] - game.scores[1]


def test_a_tournament_plays_each_deal_from_both_seats() -> None:
    result = run(2, seed=8, first=Player.TILES, second=Player.SCORE, steps=500)
    assert result.games == 2 and 0 <= result.win_rate <= 1
    assert result.scoreless_ends <= 2 and result.stuck <= result.scoreless_ends
    first, second = result.rows
    assert first.spread == _spread(8, (Player.TILES, Player.SCORE))
    assert second.spread == -_spread(8, (Player.SCORE, Player.TILES))


def test_a_player_against_itself_plays_each_deal_once() -> None:
    result = run(2, seed=8, first=Player.RANDOM, second=Player.RANDOM, steps=500)
    pair = (Player.RANDOM, Player.RANDOM)
    assert [row.spread for row in result.rows] == [_spread(8, pair), _spread(9, pair)]
    assert "2 games (one a deal)" in result.lines()[0]
