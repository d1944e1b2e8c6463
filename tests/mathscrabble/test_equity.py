"""Equity: plays ranked by the leave model (``test_leave``), exchanges, the
endgame, and two rankings playing each other."""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from itertools import product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.mathscrabble.board import Board
from solver.mathscrabble.choice import advise, choose
from solver.mathscrabble.endgame import endgame
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import (
    CANDIDATES,
    Ranking,
    bag_issue,
    best_keep,
    best_leave,
    equity_proven,
    leave_of,
    rank_by_equity,
    refill_pool,
    unseen,
)
from solver.mathscrabble.league import Player
from solver.mathscrabble.leave import (
    FEATURES,
    FULL_BAG,
    NO_LEAVES,
    LeaveModel,
    shipped,
)
from solver.mathscrabble.moves import Found, best_plays, generate
from solver.mathscrabble.record import EndReason
from solver.mathscrabble.scoring import Play, place, score
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import BAG, RACK_SIZE, digits_on, rack_counts
from solver.mathscrabble.tournament import Played, run, summary
from tests.mathscrabble.boards import SEED_BOARD, board_of, midgame

BENCH = Path(__file__).parents[2] / "bench" / "data"

racks = st.lists(st.sampled_from(sorted(set(BAG))), min_size=1, max_size=RACK_SIZE).map(Counter)


@settings(max_examples=60, deadline=None)
@given(rack=racks)
def test_the_tiles_kept_through_an_exchange_are_the_best_any_keeping_gives(
    rack: Counter[str],
) -> None:
    model = shipped()
    if rack.total() > 1:
        keep, value = best_keep(rack, model, FULL_BAG)
    else:
        keep, value = Counter(), model.value(Counter(), FULL_BAG)
    kinds = sorted(rack)
    every = [
        Counter({k: n for k, n in zip(kinds, counts, strict=True) if n})
        for counts in product(*(range(rack[k] + 1) for k in kinds))
    ]
    proper = [kept for kept in every if kept != rack]
    assert keep in proper and keep <= rack
    assert value == model.value(keep) == max(model.value(kept) for kept in proper)


def _boards() -> list[tuple[Board, Counter[str]]]:
    seeded = [(midgame(seed, 4), seed) for seed in (2, 7)]
    rng = random.Random(1)
    chosen = []
    for board, _ in seeded:
        left = sorted((Counter(BAG) - board.counts() - Counter("?")).elements())
        chosen.append((board, Counter(rng.sample(left, 6))))
    chosen.append((board_of(SEED_BOARD), rack_counts("12+=3×4")))
    return chosen


def _keeps_high_digits() -> LeaveModel:
    """A leave model that prizes keeping a 7, 8 or 9 above any score."""
    return LeaveModel(tuple(1000.0 if name == "high digits" else 0.0 for name in FEATURES))


@pytest.mark.parametrize("which", ["shipped", "keeps high digits"])
@pytest.mark.parametrize(("board", "rack"), _boards())
def test_equity_ranks_only_legal_plays_and_proves_only_the_true_best(
    board: Board, rack: Counter[str], which: str
) -> None:
    model = shipped() if which == "shipped" else _keeps_high_digits()
    every: list[Play] = []
    assert generate(board, rack, emit=every.append)
    pool = refill_pool(board, rack, 50)
    best = max(play.score + model.value(leave_of(rack, play), pool) for play in every)
    for limit, seconds in product((1, 3, 12), (None, 60.0)):  # with a clock, it may widen
        advice = advise(
            board,
            rack,
            ranking=Ranking.EQUITY,
            limit=limit,
            bag=50,
            model=model,
            budget_seconds=seconds,
        )
        for ranked in advice.ranked:
            judged = score(board, ranked.play.tiles)
            assert judged.legal and judged.total == ranked.play.score
            assert ranked.equity == ranked.play.score + model.value(
                leave_of(rack, ranked.play), pool
            )
        equities = [ranked.equity for ranked in advice.ranked]
        assert equities == sorted(equities, reverse=True)
        if advice.proven:
            assert equities[0] == pytest.approx(best)
            assert (
                sum(
                    1
                    for p in every
                    if p.score + model.value(leave_of(rack, p), pool) > equities[-1] + 1e-9
                )
                < limit
            )


def test_with_time_left_the_candidates_widen_until_equity_is_proven() -> None:
    """Bench game 1: the ten best by score cannot prove the ten best by
    equity (a play further down may keep a better leave); more can."""
    game = json.loads((BENCH / "mathscrabble_boards.json").read_text())[1]
    board, rack = Board.from_rows(game["board"], game["blanks"]), rack_counts(game["rack"])
    narrow = advise(board, rack, ranking=Ranking.EQUITY, limit=10, bag=None, model=shipped())
    assert not narrow.proven and len(narrow.found.plays) == CANDIDATES
    wide = advise(
        board, rack, ranking=Ranking.EQUITY, limit=10, bag=None, model=shipped(), budget_seconds=60
    )
    assert wide.proven and len(wide.found.plays) > CANDIDATES
    assert wide.ranked[0].equity >= narrow.ranked[0].equity


def test_a_finished_search_proves_equity_only_if_it_kept_every_play() -> None:
    board, rack = board_of(SEED_BOARD), rack_counts("12+=9×4")
    model = _keeps_high_digits()
    found = best_plays(board, rack, limit=3)
    assert found.count > 3
    ranked = rank_by_equity(found, rack, model, FULL_BAG)
    searched_all = Found(found.plays, found.count, True, True)
    # Plays left out may keep the 9: only the bound can prove the list.
    assert equity_proven(searched_all, ranked, rack, model, FULL_BAG) == (
        found.plays[-1].score + best_leave(rack, model, FULL_BAG) <= ranked[-1].equity
    )
    assert not equity_proven(searched_all, ranked, rack, model, FULL_BAG)
    every = Found(found.plays, len(found.plays), True, True)
    assert equity_proven(every, ranked, rack, model, FULL_BAG)


def test_by_score_the_answer_is_the_score_search_with_each_plays_equity() -> None:
    board, rack = board_of(SEED_BOARD), rack_counts("12+=3×4")
    model = shipped()
    advice = advise(board, rack, ranking=Ranking.SCORE, limit=5, bag=None, model=model)
    found = best_plays(board, rack, limit=5)
    assert [r.play for r in advice.ranked] == list(found.plays)
    assert advice.proven == found.proven and advice.exchange is None
    empty_bag = advise(board, rack, ranking=Ranking.SCORE, limit=5, bag=0, model=model)
    assert [r.equity for r in empty_bag.ranked] == [p.score for p in found.plays]


def test_an_exchange_is_offered_only_while_the_bag_can_refill_a_rack() -> None:
    board, rack = board_of(SEED_BOARD), rack_counts("12+=3×4=5")
    for bag, offered in ((None, True), (RACK_SIZE, True), (RACK_SIZE - 1, False)):
        advice = advise(board, rack, ranking=Ranking.EQUITY, limit=3, bag=bag, model=shipped())
        assert (advice.exchange is not None) is offered
    # A rack of seven was not refilled: the bag is empty, though not said.
    short = advise(
        board, rack_counts("12+=3×4"), ranking=Ranking.EQUITY, limit=3, bag=None, model=shipped()
    )
    assert short.exchange is None
    assert all(ranked.equity == ranked.play.score for ranked in short.ranked)


def _spread_by_brute_force(
    board: Board, rack: Counter[str], opponent: Counter[str], play: Play
) -> int:
    kept = leave_of(rack, play)
    if not kept:
        return play.score + digits_on(opponent)
    after = place(board, play.tiles)
    replies: list[Play] = []
    assert generate(after, opponent, emit=replies.append)
    best = max(
        (
            reply.score + (digits_on(kept) if len(reply.tiles) == opponent.total() else 0)
            for reply in replies
        ),
        default=0,
    )
    return play.score - best


@pytest.mark.parametrize(
    ("mine", "theirs"), [("25²=", "+÷?"), ("6÷÷=", "9=?"), ("17-=", "2÷="), ("039=", "2÷=")]
)
def test_the_endgame_spread_is_what_brute_force_over_both_plies_finds(
    mine: str, theirs: str
) -> None:
    board = midgame(2, 4)
    rack, opponent = rack_counts(mine), rack_counts(theirs)
    every: list[Play] = []
    assert generate(board, rack, emit=every.append)
    assert every, "the position has plays"
    end = endgame(
        board, rack, opponent, Bonus.SQRT, candidates=len(every) + 1, replies=10_000, passing=True
    )
    ranked, passing = end.ranked, end.passing
    assert end.found.finished and len(ranked) == len({p.key() for p in every}) and end.proven
    by_play = {r.play.key(): r.equity for r in ranked}
    for play in every:
        assert by_play[play.key()] == _spread_by_brute_force(board, rack, opponent, play)
    replies: list[Play] = []
    generate(board, opponent, emit=replies.append)
    assert passing == -max(
        (r.score + (digits_on(rack) if len(r.tiles) == opponent.total() else 0) for r in replies),
        default=0,
    )
    best = max(_spread_by_brute_force(board, rack, opponent, play) for play in every)
    assert ranked[0].equity == best


def test_with_the_bag_empty_equity_takes_the_best_spread() -> None:
    board = midgame(2, 4)
    rack, opponent = rack_counts("17-="), rack_counts("2÷=")
    choice = choose(board, rack, ranking=Ranking.EQUITY, bag=0, model=shipped(), opponent=opponent)
    end = endgame(board, rack, opponent, Bonus.SQRT, passing=True)
    ranked, passing = end.ranked, end.passing
    assert passing is not None
    if ranked and ranked[0].equity >= passing:
        assert choice.action is Kind.PLAY and choice.play == ranked[0].play
    else:
        assert choice.action is Kind.PASS
    assert choice.equity == max(ranked[0].equity if ranked else passing, passing)


ENDGAME_ROWS = [
    "3²=9=√81=9=15-6",
    ".......2......=",
    ".9=9...-......6",
    ".7=7...2+6=8...",
    "0=.4=4.=.......",
    "×9.....3.......",
    "87.....+.......",
    "1-.....73×0×4=0",
    "=0.....=.......",
    "3......-.......",
    "÷6÷-1²=5÷5×6...",
    "3......+.......",
    "×......1.......",
    "√......5.......",
    "0+√4²-2=2+8÷5..",
]


def test_the_endgame_keeps_to_its_budget_and_weighs_at_least_one_play() -> None:
    # An endgame of seeded self-play, kept as it is so that the test does not
    # follow the search's changes: many plays, too many to weigh in the time.
    board = Board.from_rows(ENDGAME_ROWS)
    rack, opponent = rack_counts("2478==??÷"), rack_counts("++-==")
    started = time.monotonic()
    end = endgame(board, rack, opponent, Bonus.SQRT, candidates=100, budget_seconds=0.001)
    took = time.monotonic() - started
    assert end.ranked and not end.proven
    assert len(end.ranked) < len(end.found.plays)  # no time to weigh them all
    # Each search sets its lines up before it can look at the clock: a loose
    # bound, with ten times the headroom a slow machine needs.
    assert took < 10 * 0.5


def test_a_bag_that_cannot_be_is_refused_by_what_is_wrong() -> None:
    board, full, short = board_of(SEED_BOARD), rack_counts("12+=3×4=5"), rack_counts("12+=3×4")
    hidden = unseen(board, full).total()
    assert hidden == len(BAG) - 5 - 9
    # While the bag holds tiles, every rack is full: the other racks hold 9 at least.
    assert bag_issue(board, full, hidden - RACK_SIZE, Ranking.SCORE) is None
    too_many = bag_issue(board, full, hidden - RACK_SIZE + 1, Ranking.SCORE) or ""
    assert "80 tiles" in too_many and "88 tiles are neither" in too_many
    assert "a rack of 7 tiles cannot go with 1 tile" in (
        bag_issue(board, short, 1, Ranking.SCORE) or ""
    )
    assert "at most 9" in (bag_issue(board, short, 0, Ranking.EQUITY) or "")
    assert bag_issue(board, short, 0, Ranking.SCORE) is None


def test_equity_never_ranks_without_the_score_search_behind_it() -> None:
    board, rack = board_of(SEED_BOARD), rack_counts("12+=3×4")
    found = best_plays(board, rack, limit=10)
    ranked = rank_by_equity(found, rack, NO_LEAVES, FULL_BAG)
    assert [r.play for r in ranked] == list(found.plays)


def test_a_game_between_rankings_is_the_same_game_every_time() -> None:
    model = shipped()

    def scores() -> list[int]:
        game = Game(3, max_steps=3_000, players=(Player.EQUITY, Player.SCORE), model=model)
        for turn in game.play_out():
            assert turn.action in Kind
        assert game.tiles() == Counter(BAG)
        return game.scores

    assert scores() == scores()


def test_a_tournament_swaps_seats_on_every_deal_and_counts_ties_half() -> None:
    result = run(2, seed=4, steps=2_000)
    assert result.games == 2 and 0 <= result.win_rate <= 1
    assert [row.exchanges for row in result.rows] == [
        row.exchanges for row in run(2, seed=4, steps=2_000).rows
    ]
    ending = EndReason.SCORELESS_TURNS
    rows = [Played(win, spread, 0, ending, 0, (0, 0), 0) for win, spread in [(1, 5), (0.5, 0)]]
    assert summary("a", "b", rows).win_rate == 0.75
